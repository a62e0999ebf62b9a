import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Switch Control in traces (docs/trace-format.md): the header's `switchControl`, `switch` inputs,
/// `highlight` and `menu` outputs read and write back byte for byte, and bad ones are refused with
/// their line and what was expected.
final class SwitchControlTraceTests: XCTestCase {
    private let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":false},"seed":"0","switchControl":{"on":true,"style":"manual","autoTap":750}}"#

    func testRecordsReadAndWriteBack() throws {
        let lines = [
            #"{"type":"highlight","seq":1,"t":0,"cause":0,"kind":"item","element":"star-rating"}"#,
            #"{"type":"switch","seq":2,"t":500,"name":"select"}"#,
            #"{"type":"menu","seq":3,"t":500,"cause":2,"element":"star-rating","page":"top","entries":["Tap","Increment"]}"#,
            #"{"type":"highlight","seq":4,"t":500,"cause":2,"kind":"menuEntry","element":"star-rating","entry":"Tap"}"#,
            #"{"type":"highlight","seq":5,"t":600,"cause":2,"kind":"band","frame":[0,105.5,390,105.5]}"#,
            #"{"type":"menu","seq":6,"t":700,"cause":2,"closed":true}"#,
            #"{"type":"switch","seq":7,"t":800,"name":"pointMode"}"#,
        ]
        let trace = try TraceLines.load([header] + lines + [#"{"type":"end","seq":8,"t":1000}"#])
        XCTAssertEqual(trace.header.switchControl?.isOn, true)
        XCTAssertEqual(trace.header.switchControl?.settings.style, .manual)
        XCTAssertEqual(trace.header.switchControl?.settings.autoTap, 750)
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.switchControl(.press(.select))), .input(.switchControl(.mode(.point))), .end])
        XCTAssertEqual(TraceWriter.line(trace.header).contains(#""switchControl":{"on":true,"style":"manual","autoScanningTime":1000,"pauseOnFirstItem":0,"loops":4,"autoTap":750,"groupsItems":true,"includesStaticText":false,"speaksItems":false}"#), true)
    }

    /// A close says so (`"closed": true`); a close written before that field, a `menu` record with
    /// no page, reads as the same close, so a trace written then replays against today's records;
    /// the menu of a point, which has no element, is an open (it names its page).
    func testAMenuCloseIsClosedTrueAndAnOlderCloseReadsTheSame() throws {
        let older = try TraceLines.load([header, #"{"type":"menu","seq":1,"t":0,"cause":0}"#, #"{"type":"end","seq":2,"t":0}"#])
        let closed = try TraceLines.load([header, #"{"type":"menu","seq":1,"t":0,"cause":0,"closed":true}"#, #"{"type":"end","seq":2,"t":0}"#])
        XCTAssertEqual(older.records[0].record, closed.records[0].record)
        XCTAssertEqual(older.records[0].record, .output(cause: 0, event: .switchMenu(itemID: nil, page: nil, entries: [])))
        XCTAssertEqual(TraceWriter.line(older.records[0]), #"{"type":"menu","seq":1,"t":0,"cause":0,"closed":true}"#)
        let point = #"{"type":"menu","seq":1,"t":0,"cause":0,"page":"top","entries":["Tap","Escape"]}"#
        let opened = try TraceLines.load([header, point, #"{"type":"end","seq":2,"t":0}"#])
        XCTAssertEqual(opened.records[0].record, .output(cause: 0, event: .switchMenu(itemID: nil, page: .top, entries: ["Tap", "Escape"])))
        XCTAssertEqual(TraceWriter.line(opened.records[0]), point)
        TraceLines.expectError([header, #"{"type":"menu","seq":1,"t":0,"cause":0,"closed":true,"page":"top","entries":["Tap"]}"#,
                                #"{"type":"end","seq":2,"t":0}"#], line: 2,
                               "a menu record with \"closed\": true has no element, page or entries")
    }

    func testAHeaderWithoutSwitchControlStartsItOffWithTheDefaults() throws {
        let trace = try TraceLines.load([TraceFormatTests.header, #"{"type":"end","seq":1,"t":0}"#])
        XCTAssertNil(trace.header.switchControl)
        XCTAssertFalse(TraceWriter.line(trace.header).contains("switchControl"))
    }

    func testBadRecordsAreRefusedSayingWhy() {
        let end = #"{"type":"end","seq":9,"t":9000}"#
        TraceLines.expectError([header, #"{"type":"switch","seq":1,"t":0,"name":"jump"}"#, end], line: 2,
                    "\"name\" must be one of select, next, previous, on, off, itemMode, pointMode, found \"jump\"")
        TraceLines.expectError([header, #"{"type":"switch","seq":1,"t":0,"name":"next","role":"x"}"#, end], line: 2,
                    "unknown field \"role\" in a switch record (expected type, seq, t, name and phase)")
        TraceLines.expectError([header, #"{"type":"highlight","seq":1,"t":0,"cause":0,"kind":"glow"}"#, end], line: 2,
                    "\"kind\" must be one of none, item, group, backOut, autoTap, menuEntry, menuItem, band, line, found \"glow\"")
        TraceLines.expectError([header, #"{"type":"highlight","seq":1,"t":0,"cause":0,"kind":"band","frame":[0,0,1]}"#, end], line: 2,
                    "highlight frame must be [x, y, width, height], each from -1000000 to 1000000")
        TraceLines.expectError([header, #"{"type":"menu","seq":1,"t":0,"cause":0,"element":"x","entries":[1]}"#, end], line: 2,
                    "entries[0] must be a string, found a number")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","switchControl":{"loops":0}}"#, end], line: 1,
                    "switchControl.loops: switch-control setting loops=0: expected a number of loops from 1 to 100")
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","switchControl":{"on":"yes"}}"#, end], line: 1,
                    "switchControl.on must be true or false, found a string")
        // A switch is down or up, never both: sequences no recording writes are refused.
        let down = #"{"type":"switch","seq":1,"t":0,"name":"select","phase":"down"}"#
        TraceLines.expectError([header, down, #"{"type":"switch","seq":2,"t":50,"name":"select","phase":"down"}"#, end], line: 3,
                    "switch select goes down while already down (since line 2)")
        TraceLines.expectError([header, #"{"type":"switch","seq":1,"t":0,"name":"next","phase":"up"}"#, end], line: 2,
                    "switch next comes up while not down")
        TraceLines.expectError([header, down, #"{"type":"switch","seq":2,"t":50,"name":"select"}"#, end], line: 3,
                    "switch select is pressed while held down (since line 2); a held switch comes up first")
        XCTAssertNoThrow(try TraceLines.load([header, down, #"{"type":"switch","seq":2,"t":50,"name":"next"}"#,
                                              #"{"type":"switch","seq":3,"t":90,"name":"select","phase":"up"}"#, end]),
                         "another switch pressed while one is held, then the held one up")
    }

    /// A recording of a switch user replays exactly, and its header makes the replay scan as the
    /// recording did (here manual scanning, which no default would give).
    func testARecordingReplaysExactly() throws {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let (text, _) = try recordAndReplay(settings, [(.press(.select), 100), (.press(.next), 200), (.press(.select), 300)], until: 1000)
        XCTAssertTrue(text.contains(#""name":"increment","result":true"#), text)
    }

    /// Records a star-rating session with Switch Control on with `settings`, given `commands` at
    /// their times, then checks the recording replays exactly: its text and its parsed trace.
    private func recordAndReplay(_ settings: SwitchControlSettings, _ commands: [(SwitchControlCommand, Int)], until end: Int,
                                 file: StaticString = #filePath, line: UInt = #line) throws -> (String, Trace) {
        let session = Session(scene: StarRatingScene(), settings: Settings())
        session.startSwitchControl(settings, on: true)
        let driver = SessionDriver(session: session)
        let header = driver.header(tool: "test")
        var records = driver.advance(to: 0)
        for (command, time) in commands { records += driver.apply(.switchControl(command), at: time) }
        records += driver.end(at: end)
        let text = ([TraceWriter.line(header)] + records.map(TraceWriter.line)).map { $0 + "\n" }.joined()
        let trace = try TraceReader.parse(text, file: "recorded.trace")
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, result.difference.map { "\($0.line): \($0.expected ?? "-") → \($0.actual ?? "-")" } ?? "", file: file, line: line)
        return (text, trace)
    }

    /// A held switch is two records, down and up, with a `phase` (added to version 1): a record
    /// without one is still a press, and a held press replays exactly, Long Press in the header.
    func testAHeldSwitchIsRecordedDownAndUpAndReplaysExactly() throws {
        var settings = SwitchControlSettings()
        settings.longPress = 1000
        settings.soundEffects = true
        let (text, trace) = try recordAndReplay(settings, [(.down(.select), 100), (.up(.select), 1300)], until: 2000)
        XCTAssertTrue(text.contains(#""switchControl":{"on":true,"style":"auto","autoScanningTime":1000,"pauseOnFirstItem":0,"loops":4,"autoTap":"off","groupsItems":true,"includesStaticText":false,"speaksItems":false,"longPress":1000,"soundEffects":true}"#), text)
        XCTAssertTrue(text.contains(#"{"type":"switch","seq":2,"t":100,"name":"select","phase":"down"}"#), text)
        XCTAssertTrue(text.contains(#""t":1300,"name":"select","phase":"up"}"#), text)
        XCTAssertTrue(text.contains(#""type":"sound","seq":"#) && text.contains(#""name":"scanSelect""#), text)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.switchControl(.down(.select))), .input(.switchControl(.up(.select))), .end])
        let end = #"{"type":"end","seq":9,"t":9000}"#
        TraceLines.expectError([self.header, #"{"type":"switch","seq":1,"t":0,"name":"select","phase":"held"}"#, end], line: 2,
                    "\"phase\" must be one of down, up, found \"held\"")
    }
}
