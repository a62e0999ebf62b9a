import XCTest
import AXCore
import AXEngine
@testable import AXTrace

/// Speak Screen in traces (docs/trace-format.md): `speak` inputs and `reading` outputs read and
/// write back byte for byte, and bad ones are refused with their line and what was expected.
final class SpeakScreenTraceTests: XCTestCase {
    private let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":false},"seed":"0"}"#

    func testRecordsReadAndWriteBack() throws {
        let lines = [
            #"{"type":"speak","seq":1,"t":0,"name":"speak.on"}"#,
            #"{"type":"speak","seq":2,"t":100,"name":"speak.start"}"#,
            #"{"type":"reading","seq":3,"t":100,"cause":2,"element":"star-rating"}"#,
            #"{"type":"speak","seq":4,"t":200,"name":"speak.faster"}"#,
            #"{"type":"reading","seq":5,"t":900,"cause":2}"#,
        ]
        let trace = try TraceLines.load([header] + lines + [#"{"type":"end","seq":6,"t":1000}"#])
        XCTAssertEqual(trace.records.dropLast().map(TraceWriter.line), lines)
        XCTAssertEqual(trace.inputs.map(\.record), [.input(.speakScreen(.on)), .input(.speakScreen(.start)), .input(.speakScreen(.faster)), .end])
    }

    func testBadRecordsAreRefusedSayingWhy() {
        let end = #"{"type":"end","seq":9,"t":9000}"#
        func expectError(_ record: String, _ reason: String, line: UInt = #line) {
            XCTAssertThrowsError(try TraceLines.load([header, record, end]), line: line) { XCTAssertEqual("\($0)", "t.trace:2: \(reason)", line: line) }
        }
        expectError(#"{"type":"speak","seq":1,"t":0,"name":"speak.pause","speed":2}"#, "unknown field \"speed\" in a speak record (expected type, seq, t and name)")
        expectError(#"{"type":"reading","seq":1,"t":0,"cause":0,"element":"x","word":"y"}"#, "unknown field \"word\" in a reading record (expected type, seq, t, cause and element)")
        expectError(#"{"type":"reading","seq":1,"t":0,"cause":0,"element":7}"#, "\"element\" must be a string, found a number")
    }
}
