import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// A trace recorded on a scene file names it by path (relative to the trace's folder) with its content
/// digest: replay loads it from there, and an edited file is drift.
final class SceneFileTraceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-file-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("traces"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private static let sceneText = """
    {"format":"axsandbox-scene","version":1,"id":"switch","device":{"idiom":"phone"},
     "elements":[{"id":"wifi","label":"Wi-Fi","value":"1","traits":["button","toggleButton"],"frame":[16,100,358,44]}]}
    """

    func testTheHeaderNamesTheFileRelativeToTheTracesFolderOrAbsolute() {
        XCTAssertEqual(SceneFileReference(file: "/a/b/examples/x.json", digest: "d", traceAt: "/a/b/Tests/Golden/t.trace").path,
                       "../../examples/x.json")
        XCTAssertEqual(SceneFileReference(file: "/a/x.json", digest: "d", traceAt: "/a/t.trace").path, "x.json")
        XCTAssertEqual(SceneFileReference(file: "/x.json", digest: "d", traceAt: "/a/t.trace").path, "/x.json")
        XCTAssertEqual(SceneFileReference(path: "../x.json", digest: nil).location(forTraceAt: "/a/b/t.trace"), "/a/x.json")
        XCTAssertEqual(SceneFileReference(path: "/y/x.json", digest: nil).location(forTraceAt: "/a/b/t.trace"), "/y/x.json")
    }

    /// Records a double tap on the file's toggle and returns the trace's path.
    private func record() throws -> String {
        let scenePath = folder.appendingPathComponent("switch.json").path
        try Self.sceneText.write(toFile: scenePath, atomically: true, encoding: .utf8)
        let scene = try SceneFile.load(path: scenePath)
        let tracePath = folder.appendingPathComponent("traces/run.trace").path
        var settings = Settings()
        settings.voiceOver = true
        let reference = SceneFileReference(file: scenePath, digest: scene.contentDigest, traceAt: tracePath)
        let recorder = try TraceRecorder(session: Session(scene: scene, settings: settings), path: tracePath, tool: "test", sceneFile: reference)
        recorder.apply(.command(.first), at: 100)
        recorder.apply(.command(.activate), at: 3000)
        recorder.finish(at: 6000)
        return tracePath
    }

    private func replay(_ tracePath: String) throws -> Replayer.Result {
        let trace = try TraceReader.load(path: tracePath)
        let reference = try XCTUnwrap(trace.header.sceneFile)
        let scene = try SceneFile.load(path: reference.location(forTraceAt: tracePath))
        return try Replayer(trace: trace, scene: scene,
                            sceneFile: SceneFileReference(file: scene.sourcePath, digest: scene.contentDigest, traceAt: tracePath),
                            allowSceneDrift: false, tool: "test").run()
    }

    func testARecordingOnAFileReplaysFromThePathInItsHeader() throws {
        let tracePath = try record()
        let header = try XCTUnwrap(String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n").first)
        XCTAssertTrue(header.contains(#""sceneFile":{"path":"../switch.json","digest":""#), String(header))
        let result = try replay(tracePath)
        XCTAssertNil(result.difference)
        XCTAssertEqual(result.records.last { if case .snapshot = $0.record { return true }; return false }.map { r -> String in
            if case .snapshot(_, _, let pairs) = r.record { return pairs.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
            return ""
        }, "file=switch wifi=0")
    }

    func testAnEditedFileIsDrift() throws {
        let tracePath = try record()
        // A change the accessibility tree cannot show (whitespace) still changes the content digest.
        try (Self.sceneText + "\n").write(toFile: folder.appendingPathComponent("switch.json").path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try replay(tracePath)) { error in
            XCTAssertTrue("\(error)".hasPrefix("scene file \"../switch.json\" changed since the trace was recorded"), "\(error)")
        }
    }

    func testAHeaderWithABadSceneFileIsRejectedWithItsLine() {
        let text = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"s","sceneFile":{"path":""}}"# + "\n"
        XCTAssertThrowsError(try TraceReader.parse(text, file: "t.trace")) { error in
            XCTAssertEqual("\(error)", "t.trace:1: sceneFile.path must be a non-empty string, the scene file's path; it is empty")
        }
    }
}
