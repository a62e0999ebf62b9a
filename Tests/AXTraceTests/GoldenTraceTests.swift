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
        return (try replayer(for: trace, at: url.path).run(), trace)
    }

    /// A replayer for a golden at `path` on a fresh scene: the scene file its header names (relative
    /// to the trace's folder), else the catalog scene of its id.
    static func replayer(for trace: Trace, at path: String) throws -> Replayer {
        guard let reference = trace.header.sceneFile else {
            let descriptor = try XCTUnwrap(Catalog.descriptor(for: trace.header.scene), "unknown scene \(trace.header.scene)")
            return Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test")
        }
        let file = try SceneFile.load(path: reference.location(forTraceAt: path))
        return Replayer(trace: trace, scene: file, sceneFile: SceneFileReference(file: file.sourcePath, digest: file.contentDigest, traceAt: path),
                        allowSceneDrift: false, tool: "test")
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
