import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Full Keyboard Access in traces (docs/trace-format.md): `keyboard` inputs, `keyboardFocus` and
/// `keyboardList` outputs read and write back byte for byte, bad ones are refused with their line
/// and what was expected, and a recording replays exactly.
final class KeyboardTraceTests: XCTestCase {
    private let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":false},"seed":"0"}"#

    func testRecordsReadAndWriteBack() throws {
        let lines = [
            #"{"type":"keyboard","seq":1,"t":0,"name":"on"}"#,
            #"{"type":"keyboardFocus","seq":2,"t":0,"cause":1,"element":"star-rating"}"#,
            #"{"type":"keyboard","seq":3,"t":100,"name":"tabZ"}"#,
            #"{"type":"keyboardList","seq":4,"t":100,"cause":3,"list":"actions","element":"star-rating","entries":["Increment","Decrement"],"selected":0}"#,
            #"{"type":"keyboardList","seq":5,"t":200,"cause":3}"#,
            #"{"type":"keyboardFocus","seq":6,"t":300,"cause":3,"element":"b","group":"toolbar"}"#,
            #"{"type":"keyboardList","seq":7,"t":400,"cause":3,"list":"actions","element":"b","entries":[],"selected":0}"#,
            #"{"type":"keyboardFocus","seq":8,"t":500,"cause":3}"#,
            #"{"type":"keyboard","seq":9,"t":600,"name":"shortcut","keys":"Shift-Command-I"}"#,
        ]
        let trace = try TraceLines.load([header] + lines + [#"{"type":"end","seq":10,"t":1000}"#])
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.keyboard(.on)), .input(.keyboard(.showActions)),
                                                    .input(.keyboard(.shortcut(KeyChord(.character("I"), [.shift, .command])))), .end])
        for command in KeyboardCommand.all + [.shortcut(KeyChord(.upArrow, [.control, .option]))] {
            let line = TraceWriter.line(TimedRecord(seq: 1, time: 0, record: .input(.keyboard(command))))
            XCTAssertEqual(try TraceLines.load([header, line, #"{"type":"end","seq":2,"t":0}"#]).inputs.first?.record, .input(.keyboard(command)))
        }
    }

    func testBadRecordsAreRefusedSayingWhy() {
        let end = #"{"type":"end","seq":9,"t":9000}"#
        TraceLines.expectError([header, #"{"type":"keyboard","seq":1,"t":0,"name":"tabQ"}"#, end], line: 2,
                    "\"name\" must be one of on, off, tab, shiftTab, controlTab, controlShiftTab, up, down, left, right, space, tabZ, tabH, escape, shortcut, found \"tabQ\"")
        TraceLines.expectError([header, #"{"type":"keyboard","seq":1,"t":0,"name":"shortcut","keys":"Shift-I"}"#, end], line: 2,
                    "keyboard shortcut keys \"Shift-I\": a shortcut needs Command, Control or Option: a key alone or with Shift is Full Keyboard Access's or typing's")
        TraceLines.expectError([header, #"{"type":"keyboard","seq":1,"t":0,"name":"shortcut"}"#, end], line: 2,
                    "\"keys\" must be a string; it is missing")
        TraceLines.expectError([header, #"{"type":"keyboard","seq":1,"t":0,"name":"tab","keys":"Command-I"}"#, end], line: 2,
                    "unknown field \"keys\" in a keyboard record (expected type, seq, t and name)")
        TraceLines.expectError([header, #"{"type":"keyboard","seq":1,"t":0,"name":"tab","shift":true}"#, end], line: 2,
                    "unknown field \"shift\" in a keyboard record (expected type, seq, t and name)")
        TraceLines.expectError([header, #"{"type":"keyboardList","seq":1,"t":0,"cause":0,"list":"menu","entries":[]}"#, end], line: 2,
                    "\"list\" must be one of actions, help, found \"menu\"")
        TraceLines.expectError([header, #"{"type":"keyboardList","seq":1,"t":0,"cause":0,"list":"help","entries":["a"],"selected":3}"#, end], line: 2,
                    "\"selected\" must be the index of one of the keyboardList's entries (0 when there are none), found 3")
        TraceLines.expectError([header, #"{"type":"keyboardList","seq":1,"t":0,"cause":0,"entries":["a"]}"#, end], line: 2,
                    "a keyboardList with no list (a closed list) has no element, entries or selected")
        TraceLines.expectError([header, #"{"type":"keyboardFocus","seq":1,"t":0,"cause":0,"element":3}"#, end], line: 2,
                    "\"element\" must be a string, found a number")
    }

    /// A keyboard user rating a star through the actions list replays exactly.
    func testARecordingReplaysExactly() throws {
        let driver = SessionDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        let header = driver.header(tool: "test")
        var records = driver.apply(.keyboard(.on), at: 0)
        records += driver.apply(.keyboard(.showActions), at: 100)
        records += driver.apply(.keyboard(.activate), at: 200)
        records += driver.end(at: 1000)
        let text = ([TraceWriter.line(header)] + records.map(TraceWriter.line)).map { $0 + "\n" }.joined()
        let trace = try TraceReader.parse(text, file: "recorded.trace")
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, result.difference.map { "\($0.line): \($0.expected ?? "-") → \($0.actual ?? "-")" } ?? "")
        XCTAssertTrue(text.contains(#""name":"increment","result":true"#), text)
        XCTAssertTrue(text.contains(#""type":"keyboardFocus""#), text)
    }
}
