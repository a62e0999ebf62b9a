import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Zoom in traces (docs/trace-format.md): the header's `zoom`, `zoom` inputs and `lens` outputs read
/// and write back byte for byte, bad ones are refused with their line and what was expected, and a
/// recording of three-finger gestures replays exactly.
final class ZoomTraceTests: XCTestCase {
    private let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":false},"seed":"0","zoom":{"on":true,"mode":"window","level":3}}"#

    func testRecordsReadAndWriteBack() throws {
        let lines = [
            #"{"type":"zoom","seq":1,"t":0,"name":"toggle"}"#,
            #"{"type":"lens","seq":2,"t":0,"cause":1,"mode":"window","level":3,"region":[91,351.33,104,93.67],"window":[39,281,312,281]}"#,
            #"{"type":"zoom","seq":3,"t":500,"name":"panLeft"}"#,
            #"{"type":"lens","seq":4,"t":500,"cause":3}"#,
        ]
        let trace = try TraceLines.load([header] + lines + [#"{"type":"end","seq":5,"t":1000}"#])
        XCTAssertEqual(trace.header.zoom?.isOn, true)
        XCTAssertEqual(trace.header.zoom?.settings.mode, .window)
        XCTAssertEqual(trace.header.zoom?.settings.level, 3)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.zoom(.toggle)), .input(.zoom(.pan(.left))), .end])
        XCTAssertTrue(TraceWriter.line(trace.header).contains(#""zoom":{"on":true,"mode":"window","level":3,"maximumLevel":5,"followsFocus":true}"#),
                      TraceWriter.line(trace.header))
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
    }

    func testAHeaderWithoutZoomStartsItOffWithTheDefaults() throws {
        let trace = try TraceLines.load([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating"}"#, #"{"type":"end","seq":1,"t":0}"#])
        XCTAssertNil(trace.header.zoom)
        XCTAssertFalse(TraceWriter.line(trace.header).contains("zoom"))
    }

    func testBadRecordsAreRefusedSayingWhy() {
        let end = #"{"type":"end","seq":9,"t":9000}"#
        TraceLines.expectError([header, #"{"type":"zoom","seq":1,"t":0,"name":"spin"}"#, end], line: 2,
                    "\"name\" must be one of on, off, toggle, zoomIn, zoomOut, panLeft, panRight, panUp, panDown, found \"spin\"")
        TraceLines.expectError([header, #"{"type":"lens","seq":1,"t":0,"cause":0,"mode":"fullScreen","level":40,"region":[0,0,1,1],"window":[0,0,1,1]}"#, end], line: 2,
                    "\"level\" must be a number from 1.2 to 15.0, found 40")
        TraceLines.expectError([header, #"{"type":"lens","seq":1,"t":0,"cause":0,"mode":"fullScreen","level":2,"region":[0,0,1]}"#, end], line: 2,
                    "region must be [x, y, width, height], each from -1000000 to 1000000")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","zoom":{"level":99}}"#, end], line: 1,
                    "zoom.level: zoom setting level=99.0: expected a magnification from 1.2 to 15")
        // Zoom never magnifies past its maximum level: a header above it is two levels for one run.
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","zoom":{"on":true,"level":6,"maximumLevel":5}}"#, end], line: 1,
                    "zoom.level 6 is above zoom.maximumLevel 5: Zoom never magnifies past its maximum level; lower the level or raise the maximum")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","zoom":{"level":7.5}}"#, end], line: 1,
                    "zoom.level 7.5 is above zoom.maximumLevel 5: Zoom never magnifies past its maximum level; lower the level or raise the maximum")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","zoom":{"on":"yes"}}"#, end], line: 1,
                    "zoom.on must be true or false, found a string")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","zoom":3}"#, end], line: 1,
                    "zoom must be an object, found a number")
    }

    /// A user zooming with three fingers, panning and changing the level replays exactly, its header
    /// making the replay magnify as the recording did.
    func testARecordingOfTheGesturesReplaysExactly() throws {
        var settings = Settings()
        settings.voiceOver = true
        let session = Session(scene: StarRatingScene(), settings: settings)
        var zoom = ZoomSettings()
        zoom.level = 3
        session.startZoom(zoom, on: true)
        let driver = SessionDriver(session: session)
        let header = driver.header(tool: "test")
        var records = driver.advance(to: 0)
        var t = 100
        func fingers(_ phase: PointerSample.Phase, _ x: Double, _ y: Double) {
            for f in 0..<3 { records += driver.apply(.pointer(PointerSample(phase, id: f, Point(x + Double(f) * 30, y), time: t)), at: t) }
        }
        fingers(.down, 100, 300); t += 50; fingers(.up, 100, 300); t += 100
        fingers(.down, 100, 300); t += 50; fingers(.up, 100, 300); t += 1000
        fingers(.down, 100, 300)
        for step in 1...10 { t += 100; fingers(.move, 100 - Double(step) * 10, 300) }
        fingers(.up, 0, 300)
        t += 1000
        records += driver.apply(.zoom(.zoomIn), at: t)
        records += driver.end(at: t + 1000)
        let text = ([TraceWriter.line(header)] + records.map(TraceWriter.line)).map { $0 + "\n" }.joined()
        // The zoom-in, the lens following the drag's samples, the level step.
        XCTAssertGreaterThan(text.components(separatedBy: "\"type\":\"lens\"").count - 1, 10, text)
        XCTAssertTrue(text.contains(#""level":3.75"#), text)
        let trace = try TraceReader.parse(text, file: "recorded.trace")
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, result.difference.map { "\($0.line): \($0.expected ?? "-") → \($0.actual ?? "-")" } ?? "")
    }
}
