import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// The Large Content Viewer in traces (docs/trace-format.md, `largeContent`): a press, slide and
/// lift recorded over a tab bar at AX3 write the items the viewer showed, the trace reads back
/// byte for byte and replays with no difference; bad records are refused saying why.
final class LargeContentViewerTraceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lcv-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private static let sceneText = """
    {"format":"axsandbox-scene","version":1,"id":"tabs","device":{"idiom":"phone","width":390,"height":844},
     "elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
        {"id":"home","label":"Home","traits":["button","selected"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Home","largeContentImage":"house"},
        {"id":"search","label":"Search","traits":["button"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Search"}]}]}
    """

    func testAPressSlideAndLiftRecordAndReplay() throws {
        let scenePath = folder.appendingPathComponent("tabs.json").path
        try Self.sceneText.write(toFile: scenePath, atomically: true, encoding: .utf8)
        let scene = try SceneFile.load(path: scenePath)
        let tracePath = folder.appendingPathComponent("run.trace").path
        var settings = Settings()
        settings.voiceOver = false
        settings.contentSize = .accessibilityXLarge
        let reference = SceneFileReference(file: scenePath, digest: scene.contentDigest, traceAt: tracePath)
        let recorder = try TraceRecorder(session: Session(scene: scene, settings: settings), path: tracePath, tool: "test", sceneFile: reference)
        recorder.apply(.pointer(PointerSample(.down, id: 1, Point(90, 820), time: 100)), at: 100)
        recorder.apply(.pointer(PointerSample(.move, id: 1, Point(90, 821), time: 800)), at: 800)
        recorder.apply(.pointer(PointerSample(.move, id: 1, Point(290, 821), time: 900)), at: 900)
        recorder.apply(.pointer(PointerSample(.up, id: 1, Point(290, 821), time: 1000)), at: 1000)
        recorder.finish(at: 2000)

        let text = try String(contentsOfFile: tracePath, encoding: .utf8)
        let viewer = text.split(separator: "\n").filter { $0.contains(#""type":"largeContent""#) }.map(String.init)
        XCTAssertEqual(viewer.count, 3, text)
        XCTAssertTrue(viewer[0].hasSuffix(#""element":"home","title":"Home","image":"house"}"#), viewer[0])
        XCTAssertTrue(viewer[1].hasSuffix(#""element":"search","title":"Search"}"#), viewer[1])
        XCTAssertFalse(viewer[2].contains("element"), "the lift closed it: \(viewer[2])")
        XCTAssertTrue(text.contains(#""tabs":"search""#), "the lift selected Search: \(text)")

        let trace = try TraceReader.load(path: tracePath)
        XCTAssertEqual(trace.records.map(TraceWriter.line), text.split(separator: "\n").dropFirst().map(String.init),
                       "every record reads and writes back byte for byte")
        let result = try Replayer(trace: trace, scene: try SceneFile.load(path: scenePath),
                                  sceneFile: SceneFileReference(file: scenePath, digest: scene.contentDigest, traceAt: tracePath),
                                  allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, result.difference?.report(file: "run.trace") ?? "")
    }

    func testBadRecordsAreRefusedSayingWhy() {
        let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":false},"seed":"0"}"#
        let end = #"{"type":"end","seq":9,"t":9000}"#
        func expectError(_ record: String, _ reason: String, line: UInt = #line) {
            XCTAssertThrowsError(try TraceLines.load([header, record, end]), line: line) { XCTAssertEqual("\($0)", "t.trace:2: \(reason)", line: line) }
        }
        expectError(#"{"type":"largeContent","seq":1,"t":0,"cause":0,"element":"x","size":3}"#,
                    "unknown field \"size\" in a largeContent record (expected type, seq, t, cause, element, title and image)")
        expectError(#"{"type":"largeContent","seq":1,"t":0,"cause":0,"title":"Home"}"#,
                    "a largeContent record with no element (the viewer closed, or over no item) has no title or image")
        expectError(#"{"type":"largeContent","seq":1,"t":0,"cause":0,"element":7}"#, "\"element\" must be a string, found a number")
    }
}
