import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// The reader enforces every loading rule of format 1 with `file:line: reason`, and the writer is
/// byte-stable: read → write gives the same bytes.
final class TraceFormatTests: XCTestCase {
    static let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4","device":{"idiom":"phone","width":390,"height":844},"settings":{"voiceOver":true},"seed":"0"}"#

    func testAScriptLoads() throws {
        let trace = try TraceLines.load([Self.header, #"{"type":"command","seq":1,"t":0,"name":"vo.next"}"#,
                              #"{"type":"command","seq":2,"t":100,"name":"vo.touch","args":{"x":10,"y":20.5}}"#,
                              #"{"type":"end","seq":3,"t":1000}"#])
        XCTAssertTrue(trace.header.isScript)
        XCTAssertTrue(trace.header.settings.voiceOver)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.command(.next)), .input(.command(.touch(Point(10, 20.5)))), .end])
        XCTAssertNil(trace.truncatedAfterLine)
        XCTAssertFalse(trace.hasOutputs)
    }

    /// Each command's name is spelt once (`VoiceOverCommand.Name`): every one is written under it and
    /// read back as the same command.
    func testEveryCommandWritesAndReadsBackUnderItsOneName() throws {
        let commands = VoiceOverCommand.Name.allCases.compactMap(\.command)
            + [.touch(Point(10, 20.5)), .passThrough(path: [Point(5, -5)]), .scroll(.left), .readAll(fromTop: false)]
        XCTAssertEqual(Set(commands.map(\.kind)), Set(VoiceOverCommand.Name.allCases))
        XCTAssertEqual(VoiceOverCommand.names, VoiceOverCommand.Name.allCases.map(\.rawValue))
        let lines = commands.enumerated().map { TraceWriter.line(TimedRecord(seq: $0.offset + 1, time: 0, record: .input(.command($0.element)))) }
        for (line, command) in zip(lines, commands) { XCTAssertTrue(line.contains(#""name":"\#(command.name)""#), line) }
        let trace = try TraceLines.load([Self.header] + lines + [#"{"type":"end","seq":\#(commands.count + 1),"t":0}"#])
        XCTAssertEqual(trace.inputs.map(\.record).dropLast(), commands.map { .input(.command($0)) })
    }

    func testTypedRecordsLoadAndWriteBack() throws {
        let typed = #"{"type":"typed","seq":1,"t":0,"text":"Jazz"}"#
        let trace = try TraceLines.load([Self.header, typed, #"{"type":"end","seq":2,"t":1000}"#])
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.typed("Jazz")), .end])
        XCTAssertEqual(TraceWriter.line(trace.inputs[0]), typed)
        TraceLines.expectError([Self.header, #"{"type":"typed","seq":1,"t":0,"text":""}"#], line: 2, "\"text\" must not be empty (a typed record holds what was typed)")
        TraceLines.expectError([Self.header, #"{"type":"typed","seq":1,"t":0}"#], line: 2, "\"text\" must be a string; it is missing")
    }

    func testFirstLineMustBeAHeader() {
        TraceLines.expectError([#"{"type":"command","seq":1,"t":0,"name":"vo.next"}"#], line: 1,
                    "the first line must be a header of format \"axsandbox-trace\", found type \"command\"")
        TraceLines.expectError([#"{"type":"header","format":"other","version":1,"scene":"x"}"#], line: 1,
                    "the first line must be a header of format \"axsandbox-trace\": \"format\" must be \"axsandbox-trace\", found \"other\"")
    }

    func testNewerVersionSaysWhichVersionThisProgramReads() {
        TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":2,"scene":"x"}"#], line: 1,
                    "trace format version 2 is newer than this program reads (version 1); update axsandbox")
    }

    /// A version below 1 (a hand-edited 0, a negative number) says which versions there are, as a
    /// newer one says which this program reads.
    func testAVersionBelowOneSaysWhichVersionsThereAre() {
        for version in [0, -5] {
            TraceLines.expectError([#"{"type":"header","format":"axsandbox-trace","version":\#(version),"scene":"x"}"#], line: 1,
                        "unknown trace format version \(version); expected 1, the versions this program reads")
        }
    }

    func testSeqMustIncrease() {
        TraceLines.expectError([Self.header, #"{"type":"command","seq":2,"t":0,"name":"vo.next"}"#, #"{"type":"command","seq":2,"t":0,"name":"vo.next"}"#],
                    line: 3, "\"seq\" must be above the previous record's 2, found 2")
    }

    func testTimeMustNotDecrease() {
        TraceLines.expectError([Self.header, #"{"type":"command","seq":1,"t":50,"name":"vo.next"}"#, #"{"type":"command","seq":2,"t":49,"name":"vo.next"}"#],
                    line: 3, "\"t\" must be 50 or later (the previous record's), found 49")
    }

    func testPointerRules() {
        TraceLines.expectError([Self.header, #"{"type":"pointer","seq":1,"t":0,"phase":"move","id":0,"x":1,"y":1,"kind":"touch"}"#], line: 2,
                    "pointer 0 moves while not down")
        TraceLines.expectError([Self.header, #"{"type":"pointer","seq":1,"t":0,"phase":"up","id":3,"x":1,"y":1,"kind":"touch"}"#], line: 2,
                    "pointer 3 lifts while not down")
        TraceLines.expectError([Self.header, #"{"type":"pointer","seq":1,"t":0,"phase":"down","id":0,"x":1,"y":1,"kind":"touch"}"#,
                     #"{"type":"pointer","seq":2,"t":5,"phase":"down","id":0,"x":1,"y":1,"kind":"touch"}"#], line: 3,
                    "pointer 0 goes down while already down (since line 2)")
        TraceLines.expectError([Self.header, #"{"type":"pointer","seq":1,"t":0,"phase":"down","id":1,"x":1,"y":1,"kind":"touch"}"#,
                     #"{"type":"end","seq":2,"t":10}"#], line: 3, "pointer 1 is still down at end (it went down on line 2)")
    }

    func testUnknownRecordTypeAndCommand() {
        let unknown = "unknown record type \"wobble\"; expected header, pointer, command, setting, typed, switch, speak, keyboard, zoom, voice, vision, end, gesture, focus, speech, sound, action, notification, drag, state, highlight, menu, reading, keyboardFocus, keyboardList, lens, voiceOverlay, voiceChoose, voiceMissed, voiceTouch or largeContent"
        TraceLines.expectError([Self.header, #"{"type":"wobble","seq":1,"t":0,"cause":0}"#], line: 2, unknown)
        // Without a cause too: the type is what is wrong, not the missing cause an output would have.
        TraceLines.expectError([Self.header, #"{"type":"wobble","seq":1,"t":0}"#], line: 2, unknown)
        TraceLines.expectError([Self.header, #"{"type":"command","seq":1,"t":0,"name":"vo.dance"}"#], line: 2,
                    "unknown command \"vo.dance\"; expected one of " + VoiceOverCommand.names.joined(separator: ", "))
    }

    /// The four `UIAccessibility.post` notifications and Zoom's `zoomFocusChanged`.
    func testNotificationNamesAreTheUIAccessibilityOnes() throws {
        TraceLines.expectError([Self.header, #"{"type":"notification","seq":1,"t":0,"cause":0,"name":"elementFocused"}"#], line: 2,
                    "\"name\" must be one of screenChanged, layoutChanged, announcement, pageScrolled, zoomFocusChanged, found \"elementFocused\"")
        for name in NotificationName.allCases {
            let line = #"{"type":"notification","seq":1,"t":0,"cause":0,"name":""# + name.rawValue + #""}"#
            let text = Self.header + "\n" + line + "\n" + #"{"type":"end","seq":2,"t":0}"# + "\n"
            let trace = try TraceReader.parse(text, file: "t.trace")
            XCTAssertTrue(TraceWriter.text(trace).contains("\n" + line + "\n"), "\(name) reads and writes back byte for byte")
        }
    }

    /// Each command's args are the fields it takes (docs/trace-format.md): a misspelt or unknown field,
    /// or a value the command does not know, is refused instead of read as the default.
    func testCommandArgsAreCheckedAgainstWhatTheCommandTakes() throws {
        func command(_ json: String) -> [String] { [Self.header, #"{"type":"command","seq":1,"t":0,"# + json + "}"] }
        TraceLines.expectError(command(#""name":"vo.readAll","args":{"from":"middle"}"#), line: 2, #"vo.readAll args.from must be "top" or "focus", found "middle""#)
        TraceLines.expectError(command(#""name":"vo.readAll","args":{"frm":"focus"}"#), line: 2, "vo.readAll args.frm: unexpected field (expected from)")
        TraceLines.expectError(command(#""name":"vo.next","args":{"foo":1}"#), line: 2, "vo.next takes no args, found args.foo")
        TraceLines.expectError(command(#""name":"vo.touch","args":{"x":1,"y":2,"z":3}"#), line: 2, "vo.touch args.z: unexpected field (expected x and y)")
        TraceLines.expectError(command(#""name":"vo.scroll","args":[1]"#), line: 2, "vo.scroll args must be an object, found an array")
        // A value the command does not take is named, as every other field's is.
        TraceLines.expectError(command(#""name":"vo.readAll","args":{"from":3}"#), line: 2, #"vo.readAll args.from must be "top" or "focus", found 3"#)
        TraceLines.expectError(command(#""name":"vo.scroll","args":{"direction":"sideways"}"#), line: 2,
                               #"vo.scroll needs args.direction: up, down, left, right, next, previous, found "sideways""#)
        TraceLines.expectError(command(#""name":"vo.scroll""#), line: 2, "vo.scroll needs args.direction: up, down, left, right, next, previous; it is missing")
        TraceLines.expectError(command(#""name":"vo.touch","args":{"x":true,"y":2}"#), line: 2, "vo.touch needs args.x, a number from -1000000 to 1000000, found a boolean")
        TraceLines.expectError(command(#""name":"vo.passThrough","args":{"path":[[1,2],[3]]}"#), line: 2,
                               "vo.passThrough args.path must be a list of [dx, dy] pairs, each from -1000000 to 1000000; args.path[1] is not")
        // What the writer writes reads back: every command with its args.
        for c: VoiceOverCommand in [.touch(Point(1, 2)), .passThrough(path: [Point(3, 4)]), .scroll(.up), .readAll(fromTop: false),
                                    .readAll(fromTop: true), .next, .voiceOverOff] {
            let text = [Self.header, TraceWriter.line(TimedRecord(seq: 1, time: 0, record: .input(.command(c)))), #"{"type":"end","seq":2,"t":0}"#]
            let trace = try TraceReader.parse(text.joined(separator: "\n") + "\n", file: "t.trace")
            XCTAssertEqual(trace.records.first?.record, .input(.command(c)))
        }
    }

    func testUnknownFieldsAndBadSettingsAreRejected() {
        TraceLines.expectError([Self.header, #"{"type":"command","seq":1,"t":0,"name":"vo.next","arg":{}}"#], line: 2,
                    "unknown field \"arg\" in a command record (expected type, seq, t, name and args)")
        TraceLines.expectError([Self.header, #"{"type":"setting","seq":1,"t":0,"name":"boldText","value":"maybe"}"#], line: 2,
                    "\"value\": setting boldText takes true or false, found \"maybe\"")
    }

    func testRecordsAfterEndAndBlankLines() {
        TraceLines.expectError([Self.header, #"{"type":"end","seq":1,"t":0}"#, #"{"type":"command","seq":2,"t":0,"name":"vo.next"}"#], line: 3,
                    "a command record after \"end\" (end must be the last line)")
        TraceLines.expectError([Self.header, ""], line: 2, "blank line (every line must hold one JSON object)")
    }

    /// A blank line in a file saved with CRLF line ends (its "\r" alone), or one of spaces, is called
    /// a blank line, as an empty one is, not invalid JSON at column 2.
    func testAWhitespaceOnlyLineIsABlankLine() {
        for blank in ["\r", "  ", "\t \r"] {
            TraceLines.expectError([Self.header, blank, #"{"type":"end","seq":1,"t":0}"#], line: 2, "blank line (every line must hold one JSON object)")
        }
    }

    /// Windows editors save CRLF line ends and a byte-order mark: trace-format.md says both are read,
    /// and a file cut mid-line is still a truncated recording with them.
    func testCRLFLineEndsAndAByteOrderMarkAreRead() throws {
        let lines = [Self.header, #"{"type":"command","seq":1,"t":0,"name":"vo.next"}"#, #"{"type":"end","seq":2,"t":10}"#]
        let trace = try TraceReader.parse("\u{FEFF}" + lines.map { $0 + "\r\n" }.joined(), file: "t.trace")
        XCTAssertEqual(trace.records.count, 2)
        XCTAssertNil(trace.truncatedAfterLine)
        let cut = try TraceReader.parse("\u{FEFF}" + lines.prefix(2).map { $0 + "\r\n" }.joined() + #"{"type":"en"#, file: "t.trace")
        XCTAssertEqual(cut.records.count, 1)
        XCTAssertEqual(cut.truncatedAfterLine, 2)
    }

    func testInvalidJSONNamesTheColumn() {
        TraceLines.expectError([Self.header, #"{"type":"command","seq":1,"t":0,"name":vo.next}"#], line: 2,
                    "invalid JSON at column 40: unexpected character 'v', expected a value")
    }

    func testMissingEndMeansTruncatedAndAPartialLastLineIsDropped() throws {
        let text = Self.header + "\n" + #"{"type":"command","seq":1,"t":0,"name":"vo.next"}"# + "\n" + #"{"type":"command","seq":2,"t":10,"na"#
        let trace = try TraceReader.parse(text, file: "t.trace")
        XCTAssertEqual(trace.truncatedAfterLine, 2)
        XCTAssertEqual(trace.inputs.count, 1)
        let noEnd = try TraceLines.load([Self.header, #"{"type":"command","seq":1,"t":0,"name":"vo.next"}"#])
        XCTAssertEqual(noEnd.truncatedAfterLine, 2)
    }

    func testWriterIsByteStableThroughARoundTrip() throws {
        let lines = [
            #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4","sceneDigest":"0123456789abcdef","device":{"idiom":"phone","width":390,"height":844},"settings":{"voiceOver":true,"reduceMotion":false,"reduceTransparency":false,"boldText":false,"increaseContrast":false,"contentSize":"large","layoutDirection":"ltr","idiom":"phone","speakHints":true,"variant":""},"engine":{"speechMsPerChar":60,"speechMinMs":150,"hintPauseMs":600,"readAllPauseMs":250,"tapSlopPt":10,"tapMaxMs":300,"multiTapIntervalMs":300,"multiTapSlopPt":40,"longPressMs":500,"swipeMinDistancePt":40,"swipeMinSpeedPtPerS":300,"swipeMaxDeviationPct":50,"multiFingerWindowMs":120,"pinchMinScalePct":115,"rotateMinDeg":20,"scrubMinReversals":2,"scrubMinLegPt":20,"fourFingerTopPct":50},"seed":"0","tool":"axsandbox 0.1.0"}"#,
            #"{"type":"pointer","seq":1,"t":0,"phase":"down","id":0,"x":10.25,"y":20,"kind":"touch"}"#,
            #"{"type":"gesture","seq":2,"t":0,"cause":1,"name":"tap","fingers":1}"#,
            #"{"type":"pointer","seq":3,"t":16,"phase":"up","id":0,"x":10.25,"y":20,"kind":"touch"}"#,
            #"{"type":"command","seq":4,"t":20,"name":"vo.scroll","args":{"direction":"left"}}"#,
            #"{"type":"focus","seq":5,"t":20,"cause":4,"element":"cell-1","description":"Cell 1. Button."}"#,
            #"{"type":"speech","seq":6,"t":500,"cause":4,"text":"Cell 1. Button.","priority":"default","kind":"element","outcome":"interrupted","heard":"Cell 1","start":20,"end":500}"#,
            #"{"type":"sound","seq":7,"t":500,"cause":4,"name":"tone","note":60}"#,
            #"{"type":"action","seq":8,"t":500,"cause":4,"element":"cell-1","name":"activate","result":true}"#,
            #"{"type":"notification","seq":9,"t":500,"cause":4,"name":"announcement","argument":"Saved"}"#,
            #"{"type":"drag","seq":10,"t":500,"cause":4,"state":"over","item":"mail","target":"notes","operation":"move"}"#,
            #"{"type":"state","seq":11,"t":500,"cause":4,"digest":"00000000000000ff"}"#,
            #"{"type":"setting","seq":12,"t":600,"name":"contentSize","value":"AX5"}"#,
            #"{"type":"state","seq":13,"t":700,"cause":12,"digest":"00000000000000ff","snapshot":{"selected":"none"}}"#,
            #"{"type":"end","seq":14,"t":700}"#,
        ]
        let text = lines.map { $0 + "\n" }.joined()
        let trace = try TraceReader.parse(text, file: "t.trace")
        XCTAssertEqual(TraceWriter.text(trace), text)
    }
}
