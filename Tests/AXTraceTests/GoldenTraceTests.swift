import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Every golden trace under Tests/Golden replays exactly: the same inputs on today's scenes and
/// engine produce byte-identical records. A failure prints the first differing record; if the
/// change is intended, `scripts/update-goldens.sh` rewrites the goldens (review the diff).
final class GoldenTraceTests: XCTestCase {
    static var goldenDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func goldenFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: goldenDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "trace" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Replays one golden and returns what was heard.
    static func replay(_ name: String) throws -> (result: Replayer.Result, trace: Trace) {
        let url = goldenDirectory.appendingPathComponent(name)
        let trace = try TraceReader.load(path: url.path)
        // A trace recorded on a scene file names it by path, relative to the trace's folder.
        let scene: Scene
        var sceneFile: SceneFileReference?
        if let reference = trace.header.sceneFile {
            let file = try SceneFile.load(path: reference.location(forTraceAt: url.path))
            scene = file
            sceneFile = SceneFileReference(file: file.sourcePath, digest: file.contentDigest, traceAt: url.path)
        } else {
            scene = try XCTUnwrap(Catalog.descriptor(for: trace.header.scene), "unknown scene \(trace.header.scene)").make()
        }
        let result = try Replayer(trace: trace, scene: scene, sceneFile: sceneFile, allowSceneDrift: false, tool: "test").run()
        return (result, trace)
    }

    func testEveryGoldenReplaysExactly() throws {
        let files = try Self.goldenFiles()
        XCTAssertFalse(files.isEmpty, "no golden traces found in \(Self.goldenDirectory.path)")
        for file in files {
            let (result, trace) = try Self.replay(file.lastPathComponent)
            XCTAssertNil(trace.truncatedAfterLine, "\(file.lastPathComponent) is truncated")
            XCTAssertFalse(result.wasScript, "\(file.lastPathComponent) holds only inputs; run scripts/update-goldens.sh")
            if let d = result.difference {
                XCTFail("""
                \(file.lastPathComponent):\(d.line): replay differs
                  expected: \(d.expected ?? "-")
                  actual:   \(d.actual ?? "-")
                  \(d.fields.joined(separator: "\n  "))
                """)
            }
        }
    }
}
