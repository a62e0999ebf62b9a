import AXCore
import AXEngine
import AXSDL
import AXTrace
import Foundation

/// `replay --frames DIR`: a PNG of the scene after each input, named by the input's seq, so a
/// divergence can be looked at. Runs inside the SDL scope the replay command opens.
final class FrameDumper {
    let directory: String
    private var assets: AssetLocator?
    private(set) var written = 0

    init(directory: String) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            assets = try AssetLocator.locate()
        } catch {
            exitCouldNotRun("--frames: \(error)")
        }
    }

    func write(session: Session, record: TimedRecord) {
        guard let assets else { return }
        let path = (directory as NSString).appendingPathComponent(String(format: "frame-%06d.png", record.seq))
        let snapshot = SceneSnapshot(scale: 1, overlays: [], time: session.now)
        do {
            try snapshot.render(session.scene, settings: session.settings, assets: assets).writePNG(to: path)
            written += 1
        } catch {
            exitCouldNotRun("--frames: cannot render \(path): \(error)")
        }
    }

    func finish() {
        print("Wrote \(Plural.count(written, "frame")) to \(directory)")
    }
}
