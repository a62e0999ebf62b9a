import XCTest
import AXCore
import AXEngine
@testable import AXAudit

/// A validate shard report keeps the inputs that reach a pictured state as their trace records
/// (`SessionInputCodec`, less `seq`): every kind reads back as the input the session was given; a
/// report written before they were trace records still reads; a malformed entry is refused with its
/// JSON path and what was expected.
final class ShardInputRecordTests: XCTestCase {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `inputs` as a shard report writes them and reads them back.
    private func roundTrip(_ inputs: [TimedRecord]) throws -> (json: String, read: [TimedRecord]) {
        let data = try Self.encoder.encode(ValidationShard.InputRecords.records(of: inputs))
        let entries = try JSONDecoder().decode([JSONValue].self, from: data)
        let read = try entries.enumerated().map { i, entry in try ValidationShard.InputRecords.input(entry, at: "shard.json: $.inputs[\(i)]") }
        return (String(decoding: data, as: UTF8.self), read)
    }

    func testEveryKindOfInputIsKeptAsItsTraceRecordAndReadsBack() throws {
        let inputs: [SessionInput] = [
            .pointer(PointerSample(.down, id: 1, Point(59.9952, 10.004), time: 40, kind: .mouse)),
            .command(.touch(Point(223, 143.7))), .command(.passThrough(path: [Point(3, 4.5)])), .command(.passThrough(path: [])),
            .command(.scroll(.up)), .command(.readAll(fromTop: false)), .command(.next),
            .setting(name: "boldText", value: "true"), .typed("Hi \"there\""),
            .switchControl(.press(.select)), .switchControl(.down(.next)), .switchControl(.mode(.point)),
            .speakScreen(.start), .keyboard(.nextGroup), .keyboard(.shortcut(KeyChord(.character("I"), [.shift, .command]))),
            .zoom(.zoomIn), .voiceControl(.on), .voiceControl(.say("Tap Done")),
        ]
        let timed = inputs.enumerated().map { TimedRecord(seq: $0 + 1, time: 40, record: .input($1)) }
        let (json, read) = try roundTrip(timed + [TimedRecord(seq: 99, time: 40, record: .end)])
        // Each as the session was given it: coordinates in the hundredths a trace writes.
        XCTAssertEqual(read.map(\.record), inputs.map { .input($0.asWritten) })
        XCTAssertEqual(read.map(\.time), inputs.map { _ in 40 })
        XCTAssertTrue(json.hasPrefix(#"[{"id":1,"kind":"mouse","phase":"down","t":40,"type":"pointer","x":60,"y":10},"#
                                     + #"{"args":{"x":223,"y":143.7},"name":"vo.touch","t":40,"type":"command"},"#), json)
        XCTAssertTrue(json.contains(#"{"name":"vo.passThrough","t":40,"type":"command"}"#), "a pass-through without a path has no args: \(json)")
        XCTAssertTrue(json.contains(#"{"keys":"Shift-Command-I","name":"shortcut","t":40,"type":"keyboard"}"#), json)
    }

    /// Reports written before the inputs were trace records held `{"time", "command", "x", "y",
    /// "path", "direction", "fromTop"}`, `{"time", "typed"}` or `{"time", "setting", "value"}`.
    func testAnOlderReportsInputsReadAsTheTraceRecordsTheyStandFor() throws {
        let older = #"[{"command":"vo.touch","time":0,"x":223.456,"y":143.7},{"command":"vo.scroll","direction":"up","time":660},"#
            + #"{"command":"vo.passThrough","path":[[1,2.5]],"time":700},{"command":"vo.readAll","fromTop":false,"time":800},"#
            + #"{"command":"vo.activate","time":900},{"time":950,"typed":"Hi"},{"setting":"boldText","time":990,"value":"true"}]"#
        let entries = try JSONDecoder().decode([JSONValue].self, from: Data(older.utf8))
        let read = try entries.map { try ValidationShard.InputRecords.input($0, at: "shard.json") }
        XCTAssertEqual(read.map(\.time), [0, 660, 700, 800, 900, 950, 990])
        XCTAssertEqual(read.map(\.record), [.input(.command(.touch(Point(223.456, 143.7)))), .input(.command(.scroll(.up))),
                                            .input(.command(.passThrough(path: [Point(1, 2.5)]))), .input(.command(.readAll(fromTop: false))),
                                            .input(.command(.activate)), .input(.typed("Hi")), .input(.setting(name: "boldText", value: "true"))])
    }

    /// A report main's build wrote before the inputs were trace records (pre-poster-broken, --depth 2
    /// --states 8): its pictured states' inputs read as they were sent.
    func testAReportWrittenBeforeInputsWereTraceRecordsReadsItsStates() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/shard-reports/older-inputs.json").standardizedFileURL
        let report = try ValidationShardReport(parsing: try Data(contentsOf: fixture), source: "older-inputs.json")
        let exploration = try XCTUnwrap(report.units.first?.value.exploration).result(at: "older-inputs.json")
        let read = exploration.states.filter { !$0.inputs.isEmpty }.map { state in
            "#\(state.index): " + state.inputs.map { "\($0.time) \($0.record)" }.joined(separator: ", ")
        }
        XCTAssertEqual(read, [
            "#1: 0 \(TraceRecord.input(.command(.touch(Point(264, 77))))), 420 \(TraceRecord.input(.command(.activate)))",
            "#4: 0 \(TraceRecord.input(.command(.touch(Point(223, 143.7))))), 660 \(TraceRecord.input(.command(.scroll(.up))))",
            "#5: 0 \(TraceRecord.input(.command(.touch(Point(262, 238.4))))), 600 \(TraceRecord.input(.command(.activate)))",
            "#6: 0 \(TraceRecord.input(.command(.touch(Point(334, 238.4))))), 600 \(TraceRecord.input(.command(.activate)))",
        ])
    }

    func testAMalformedEntryIsRefusedAtItsJSONPath() throws {
        let cases: [(String, String)] = [
            ("12", #"at: expected an object, an input's trace record ("type", "t" and its fields), found a number"#),
            (#"{"type":"command","name":"vo.next"}"#, #"at: "t" must be an integer; it is missing"#),
            (#"{"type":"end","t":0}"#, #"at: "type" must be an input's record type (pointer, command, setting, typed, switch, speak, keyboard, zoom, voice, vision), found "end""#),
            (#"{"type":"command","t":0,"name":"vo.next","seq":3}"#, #"at: unknown field "seq" in a command record (expected type, t, name and args)"#),
            (#"{"type":"typed","t":0,"text":""}"#, #"at: "text" must not be empty (a typed record holds what was typed)"#),
            (#"{"time":"soon","command":"vo.next"}"#, #"at: "time" must be an integer, found a string"#),
            (#"{"time":0}"#, #"at: expected a VoiceOver command ("command": "vo.next"…), "typed" text or a "setting" and its "value""#),
            (#"{"time":0,"command":"vo.scroll","direction":"sideways"}"#,
             "at: as the trace record it stands for, vo.scroll needs args.direction: up, down, left, right, next, previous, found \"sideways\""),
        ]
        for (json, expected) in cases {
            let entry = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
            XCTAssertThrowsError(try ValidationShard.InputRecords.input(entry, at: "at"), json) { error in
                XCTAssertEqual((error as? ShardError)?.message, expected, json)
            }
        }
    }

    /// An entry is read by the codec a trace line is read by, so it is refused with the reason
    /// TraceLoadingMessageTests expects of the same record in a trace: the field, what it must be
    /// (the values a fixed field takes) and what it holds instead.
    func testAnEntryIsRefusedWithTheReasonATraceLineGets() throws {
        let cases: [(String, String)] = [
            (#"{"type":"pointer","t":0,"id":0,"x":1,"y":1}"#, #"at: "phase" must be one of down, move, up, cancel; it is missing"#),
            (#"{"type":"pointer","t":0,"phase":1,"id":0,"x":1,"y":1}"#, #"at: "phase" must be one of down, move, up, cancel, found a number"#),
            (#"{"type":"pointer","t":0,"phase":"down","id":-1,"x":1,"y":1}"#, #"at: "id" must be 0 or more, found -1"#),
            (#"{"type":"setting","t":0,"name":"boldText","value":true}"#, #"at: "value" must be a string, found a boolean"#),
            (#"{"type":"setting","t":0,"name":"boldTxt","value":"true"}"#,
             #"at: "name": unknown setting "boldTxt"; expected one of "#
                + "voiceOver, reduceMotion, reduceTransparency, boldText, increaseContrast, contentSize, layoutDirection, idiom, speakHints, variant, differentiateWithoutColor, buttonShapes, onOffLabels"),
            (#"{"type":"command","t":0}"#, #"at: "name" must be a string; it is missing"#),
            (#"{"type":"voice","t":0}"#, #"at: a voice record needs "name" ("on" or "off") or "phrase" (a string); it has neither"#),
            (#"{"type":"voice","t":0,"name":"on","phrase":"Tap Done"}"#,
             #"at: a voice record needs either "name" ("on" or "off") or "phrase", not both"#),
            (#"{"type":"end","t":0,"reason":"displayClosed"}"#,
             #"at: "type" must be an input's record type (pointer, command, setting, typed, switch, speak, keyboard, zoom, voice, vision), found "end""#),
            (#"{"type":"typed","t":0,"text":"Hi","seq":1}"#, #"at: unknown field "seq" in a typed record (expected type, t and text)"#),
        ]
        for (json, expected) in cases {
            let entry = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
            XCTAssertThrowsError(try ValidationShard.InputRecords.input(entry, at: "at"), json) { error in
                XCTAssertEqual((error as? ShardError)?.message, expected, json)
            }
        }
    }
}
