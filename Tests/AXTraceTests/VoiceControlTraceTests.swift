import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Voice Control in traces (docs/trace-format.md): `voice` inputs (on, off, a phrase) and the
/// `voiceOverlay`, `voiceChoose`, `voiceMissed` and `voiceTouch` outputs read and write back byte for byte, and
/// bad ones are refused with their line and what was expected.
final class VoiceControlTraceTests: XCTestCase {
    private func load(_ lines: [String]) throws -> Trace {
        try TraceReader.parse(([TraceFormatTests.header] + lines).map { $0 + "\n" }.joined(), file: "t.trace")
    }

    private func expectError(_ lines: [String], line: Int, _ reason: String, file: StaticString = #filePath, at: UInt = #line) {
        XCTAssertThrowsError(try load(lines + [#"{"type":"end","seq":99,"t":9000}"#]), file: file, line: at) { error in
            XCTAssertEqual("\(error)", "t.trace:\(line): \(reason)", file: file, line: at)
        }
    }

    func testRecordsReadAndWriteBack() throws {
        let lines = [
            #"{"type":"voice","seq":1,"t":0,"name":"on"}"#,
            #"{"type":"voice","seq":2,"t":100,"phrase":"Show grid"}"#,
            #"{"type":"voiceOverlay","seq":3,"t":100,"cause":2,"overlay":"grid","area":[0,0,390,844]}"#,
            #"{"type":"voiceOverlay","seq":4,"t":200,"cause":2,"overlay":"names","continuous":true}"#,
            #"{"type":"voiceChoose","seq":5,"t":300,"cause":2,"elements":["share-1","share-2"]}"#,
            #"{"type":"voiceChoose","seq":6,"t":300,"cause":2,"elements":[]}"#,
            #"{"type":"voiceMissed","seq":7,"t":400,"cause":2,"phrase":"Tap Nothing","reason":"noMatch"}"#,
            #"{"type":"voiceOverlay","seq":8,"t":400,"cause":2,"overlay":"none"}"#,
            #"{"type":"voiceTouch","seq":9,"t":450,"cause":2,"gesture":"tap","x":65,"y":140.67}"#,
            #"{"type":"voiceTouch","seq":10,"t":450,"cause":2,"gesture":"swipe","x":65,"y":140.67,"direction":"left"}"#,
            #"{"type":"voice","seq":11,"t":500,"name":"off"}"#,
        ]
        let trace = try load(lines + [#"{"type":"end","seq":12,"t":1000}"#])
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.voiceControl(.on)), .input(.voiceControl(.say("Show grid"))), .input(.voiceControl(.off)), .end])
    }

    /// A grid of the shape the user said writes its columns and rows; the 3 × 3 grid writes neither,
    /// as every trace before the shapes did.
    func testAShapedGridWritesItsColumnsAndRows() throws {
        let lines = [
            #"{"type":"voiceOverlay","seq":1,"t":100,"cause":0,"overlay":"grid","area":[0,0,390,844],"columns":5,"rows":4}"#,
            #"{"type":"voiceOverlay","seq":2,"t":200,"cause":0,"overlay":"grid","area":[0,0,390,844]}"#,
        ]
        let trace = try load(lines + [#"{"type":"end","seq":3,"t":1000}"#])
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
        XCTAssertEqual(trace.records.first?.record, .output(cause: 0, event: .voiceControl(.overlay(.grid(VoiceControlGrid(area: Rect(0, 0, 390, 844), columns: 5, rows: 4)), continuously: false))))
        expectError([#"{"type":"voiceOverlay","seq":1,"t":0,"cause":0,"overlay":"grid","area":[0,0,390,844],"rows":0}"#], line: 2,
                    "voiceOverlay grid's \"rows\" must be a whole number from 1 to 20")
    }

    func testBadRecordsAreRefusedSayingWhy() {
        expectError([#"{"type":"voice","seq":1,"t":0,"name":"sleep"}"#], line: 2, "\"name\" must be one of on, off, found \"sleep\"")
        expectError([#"{"type":"voice","seq":1,"t":0}"#], line: 2, "a voice record needs \"name\" (\"on\" or \"off\") or \"phrase\" (a string); it has neither")
        expectError([#"{"type":"voice","seq":1,"t":0,"name":"on","phrase":"Tap Mail"}"#], line: 2,
                    "a voice record needs either \"name\" (\"on\" or \"off\") or \"phrase\", not both")
        expectError([#"{"type":"voice","seq":1,"t":0,"phrase":"Tap","volume":3}"#], line: 2, "unknown field \"volume\" in a voice record (expected type, seq, t, name and phrase)")
        expectError([#"{"type":"voiceOverlay","seq":1,"t":0,"cause":0,"overlay":"grid"}"#], line: 2,
                    "voiceOverlay grid needs \"area\": [x, y, width, height], each from -1000000 to 1000000")
        expectError([#"{"type":"voiceOverlay","seq":1,"t":0,"cause":0,"overlay":"pills"}"#], line: 2,
                    "\"overlay\" must be one of none, names, numbers, grid, found \"pills\"")
        expectError([#"{"type":"voiceChoose","seq":1,"t":0,"cause":0,"elements":[1]}"#], line: 2, "elements[0] must be a string, found a number")
        expectError([#"{"type":"voiceMissed","seq":1,"t":0,"cause":0,"phrase":"x","reason":"deaf"}"#], line: 2,
                    "\"reason\" must be one of notUnderstood, noMatch, notAvailable, outOfRange, found \"deaf\"")
        expectError([#"{"type":"voiceTouch","seq":1,"t":0,"cause":0,"gesture":"pinch","x":1,"y":2}"#], line: 2,
                    "\"gesture\" must be one of tap, doubleTap, longPress, swipe, found \"pinch\"")
    }

    func testAPhraseReplaysToTheSameOutputs() throws {
        let scene = StarRatingScene()
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        var records = driver.apply(.voiceControl(.on), at: 0)
        records += driver.apply(.voiceControl(.say("Increment Star rating")), at: 100)
        XCTAssertTrue(records.contains { $0.record == .output(cause: 2, event: .action(elementID: "star-rating", name: "increment", result: true)) })
    }

    /// A grid tap replays: the phrase is the input, the touch at the cell's centre an output that
    /// the same phrase produces again, through the written trace and back.
    func testAGridTapRecordsAndReplays() throws {
        let scene = StarRatingScene()
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        var records = driver.apply(.voiceControl(.on), at: 0)
        records += driver.apply(.voiceControl(.say("Show grid")), at: 100)
        records += driver.apply(.voiceControl(.say("Tap 5")), at: 200)
        let touch = OutputEvent.voiceControl(.touch(gesture: .tap, at: Point(195, 422), direction: nil))
        XCTAssertTrue(records.contains { $0.record == .output(cause: 4, event: touch) }, "\(records)")
        let lines = records.map(TraceWriter.line)
        XCTAssertTrue(lines.contains(#"{"type":"voiceTouch","seq":5,"t":200,"cause":4,"gesture":"tap","x":195,"y":422}"#), "\(lines)")
        let read = try load(lines + [#"{"type":"end","seq":\#(records.count + 1),"t":1000}"#])
        XCTAssertEqual(read.records.dropLast().map(\.record), records.map(\.record))
    }
}
