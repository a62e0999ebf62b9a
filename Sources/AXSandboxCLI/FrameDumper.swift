import AXCore
import AXEngine
import AXSDL
import AXTrace
import Foundation

/// `replay --frames DIR`: a PNG of the scene after each input, named by the input's seq, so a
/// divergence can be looked at. Runs inside the SDL scope the replay command opens.
final class FrameDumper {
    let directory: String
    /// The files the replay reads, which no frame may overwrite.
    private let inputs: [String]
    private let assets: AssetLocator
    private(set) var written = 0

    init(directory: String, inputs: [String]) throws(CommandLineError) {
        self.directory = directory
        self.inputs = inputs
        do {
            try OutputFile.createFolder(directory)
            assets = try AssetLocator.locate()
        } catch {
            throw .couldNotRun("--frames: \(error)")
        }
    }

    /// The frame of one step, named by its input's seq, drawn when the step ends (`Replayer.Shown.until`:
    /// a transition the input began shows finished, as the viewer and `snapshot --after` draw it),
    /// with what the session shows over the scene then (`SceneSnapshot.show`).
    func write(_ shown: Replayer.Shown) throws(CommandLineError) {
        guard let record = shown.input else { return }
        let session = shown.session
        let path = (directory as NSString).appendingPathComponent(String(format: "frame-%06d.png", record.seq))
        // What the window showed then, as `snapshot --after` draws it: the filter (the header's, or a
        // later `vision` record's), Zoom, the cursors, Speak Screen, the Large Content Viewer a held
        // finger keeps open.
        var snapshot = SceneSnapshot(scale: 1, overlays: [], time: shown.until)
        snapshot.show(session)
        do {
            let output = try OutputFile(path: path, inputs: inputs)
            try snapshot.render(session.scene, settings: session.settings, assets: assets).writePNG(to: output)
            written += 1
        } catch let error as OutputFileError {
            throw .couldNotRun("--frames: \(error)")
        } catch {
            throw .couldNotRun("--frames: cannot render \(path): \(error)")
        }
    }

    func finish() {
        print("Wrote \(Plural.count(written, "frame")) to \(directory)")
    }
}
