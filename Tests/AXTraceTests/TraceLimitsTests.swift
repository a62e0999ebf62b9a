import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// A trace's numbers are checked where it is read, with the line and the range; damaged text is an
/// error with its line, never a silent replacement that replay would then call a difference.
final class TraceLimitsTests: XCTestCase {
    private static let header = TraceFormatTests.header

    private func expectError(_ text: String, _ description: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try TraceReader.parse(text, file: "t.trace"), file: file, line: line) { error in
            XCTAssertEqual("\(error)", description, file: file, line: line)
        }
    }

    private func header(engine: String) -> String {
        Self.header.replacingOccurrences(of: #","seed""#, with: #","engine":{\#(engine)},"seed""#)
    }

    func testEngineConstantsMustBeInTheirRange() {
        expectError(header(engine: #""tapMaxMs":1e300"#) + "\n", "t.trace:1: engine.tapMaxMs must be an integer from 1 to 600000, found 1e+300")
        expectError(header(engine: #""tapMaxMs":0"#) + "\n", "t.trace:1: engine.tapMaxMs: tapMaxMs must be from 1 to 600000, found 0")
        expectError(header(engine: #""speechMsPerChar":-60"#) + "\n", "t.trace:1: engine.speechMsPerChar: speechMsPerChar must be from 1 to 10000, found -60")
        expectError(header(engine: #""speechMsPerChar":100000000000000"#) + "\n",
                    "t.trace:1: engine.speechMsPerChar: speechMsPerChar must be from 1 to 10000, found 100000000000000")
        XCTAssertNoThrow(try TraceReader.parse(header(engine: #""hintPauseMs":0,"readAllPauseMs":0"#) + "\n", file: "t.trace"),
                         "pauses may be zero")
        for (name, range) in EngineConstants.ranges {
            var constants = EngineConstants()
            XCTAssertNoThrow(try constants.set(name, range.upperBound), name)
            XCTAssertThrowsError(try constants.set(name, range.upperBound + 1), name)
            XCTAssertThrowsError(try constants.set(name, range.lowerBound - 1), name)
        }
        XCTAssertEqual(Set(EngineConstants.ranges.keys), Set(EngineConstants().pairs.map(\.name)), "every constant has a range")
    }

    func testDeviceAndPointerNumbersMustFit() {
        let bigDevice = Self.header.replacingOccurrences(of: #""width":390"#, with: #""width":1e15"#)
        expectError(bigDevice + "\n", "t.trace:1: device.width must be above 0 and at most 10000 points, found 1e+15")
        expectError(Self.header + "\n" + #"{"type":"pointer","seq":1,"t":0,"phase":"down","id":0,"x":1e308,"y":0}"# + "\n",
                    "t.trace:2: \"x\" must be a number from -1000000 to 1000000")
        expectError(Self.header + "\n" + #"{"type":"command","seq":1,"t":0,"name":"vo.touch","args":{"x":0,"y":-1e7}}"# + "\n",
                    "t.trace:2: vo.touch needs args.y, a number from -1000000 to 1000000, found -10000000")
        expectError(Self.header + "\n" + #"{"type":"command","seq":1,"t":1e300,"name":"vo.next"}"# + "\n",
                    "t.trace:2: \"t\" must be an integer below 10^15 in magnitude, found 1e+300")
        expectError(Self.header + "\n" + #"{"type":"command","seq":1,"t":1e20,"name":"vo.next"}"# + "\n",
                    "t.trace:2: \"t\" must be an integer below 10^15 in magnitude, found 1e+20")
        expectError(Self.header + "\n" + #"{"type":"command","seq":1,"t":"soon","name":"vo.next"}"# + "\n",
                    "t.trace:2: \"t\" must be an integer, found a string")
        expectError(Self.header + "\n" + #"{"type":"command","seq":1,"name":"vo.next"}"# + "\n",
                    "t.trace:2: \"t\" must be an integer; it is missing")
    }

    /// A file that is not a trace at all is named for what it is, not by the first line's JSON error.
    func testAFileOfAnotherKindSaysWhatItIs() {
        expectError("{\n  \"format\": \"axsandbox-scene\",\n  \"version\": 1\n}\n",
                    "t.trace: a scene file, not a trace; replay a trace on it with --scene, or record one with run --record")
        expectError("{\n  \"kind\": \"axsandbox-replay-shard\",\n  \"units\": []\n}\n",
                    "t.trace: a shard report (axsandbox-replay-shard), not a trace; merge shard reports with axsandbox merge")
        expectError("{\n  \"findings\": []\n}\n",
                    "t.trace: one JSON document over 3 lines, not a trace (JSON Lines: one JSON object per line, the header first)")
        expectError(#"{"a":1}"# + "\n", "t.trace:1: \"type\" must be a string, the record's type (header first, then pointer, command, … or end); it is missing")
    }

    /// A recording killed as it began leaves part of its header and no line break: the error says the
    /// file stops inside its first line, not only that the JSON is bad. A whole but bad first line
    /// says what is wrong with it, as before.
    func testAHeaderCutOffSaysTheFileEndsInsideIt() {
        let cut = String(Self.header.prefix(60))
        expectError(cut, "t.trace:1: invalid JSON at column 61: unterminated string; the file ends there, inside its first line: "
                    + "a recording cut off before its header was written whole holds nothing to replay")
        expectError(cut + "\n", "t.trace:1: invalid JSON at column 61: unterminated string")
    }

    func testInvalidUTF8InAStringIsAnErrorWithItsLine() {
        var bytes = Array((Self.header + "\n" + #"{"type":"command","seq":1,"t":0,"name":"vo.n"#).utf8)
        bytes += [0xFF] + Array(#"ext"}"#.utf8) + [0x0A]
        XCTAssertThrowsError(try TraceReader.parse(Data(bytes), file: "t.trace")) { error in
            XCTAssertEqual("\(error)", "t.trace:2: invalid JSON at column 45: invalid UTF-8 byte in a string")
        }
    }

    /// A trace saved as UTF-16 (Notepad's "Unicode") is named as UTF-16, not by its first byte as
    /// invalid JSON: the user learns to save it as UTF-8.
    func testUTF16TextIsNamedAsUTF16() {
        let text = Self.header + "\n" + #"{"type":"end","seq":1,"t":0}"# + "\n"
        let units: [UInt16] = Array(text.utf16)
        var little: [UInt8] = [0xFF, 0xFE], big: [UInt8] = [0xFE, 0xFF]
        for u in units {
            little += [UInt8(u & 0xFF), UInt8(u >> 8)]
            big += [UInt8(u >> 8), UInt8(u & 0xFF)]
        }
        for bytes in [little, big] {
            XCTAssertThrowsError(try TraceReader.parse(Data(bytes), file: "t.trace")) { error in
                XCTAssertEqual("\(error)", "t.trace:1: UTF-16 text (the file begins with a UTF-16 byte-order mark), not UTF-8: save it as UTF-8")
            }
        }
    }

    func testAByteOrderMarkIsAcceptedAsInSceneFiles() throws {
        let text = Self.header + "\n" + #"{"type":"end","seq":1,"t":0}"# + "\n"
        let trace = try TraceReader.parse(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), file: "t.trace")
        XCTAssertNil(trace.truncatedAfterLine)
    }

    /// A 200 MB line is refused by its length (the whole file is read, once, but never parsed).
    func testAHugeLineIsRefusedWithItsLineNumber() throws {
        var data = Data((Self.header + "\n").utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: 200_000_000))
        data.append(0x0A)
        XCTAssertThrowsError(try TraceReader.parse(data, file: "t.trace")) { error in
            XCTAssertEqual("\(error)", "t.trace:2: the line has 200000000 bytes; trace lines may have at most 16777216 (16 MiB)")
        }
    }

    /// The largest constants a header may hold replay a golden's inputs without overflowing: slow
    /// speech, long pauses, huge thresholds.
    func testTheLargestConstantsReplayWithoutTrapping() throws {
        let file = GoldenTraceTests.goldenDirectory.appendingPathComponent("pre-poster-demo.trace")
        var trace = try TraceReader.load(path: file.path)
        var constants = EngineConstants()
        for (name, range) in EngineConstants.ranges { try constants.set(name, range.upperBound) }
        trace.header.engine = constants
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: trace.header.scene))
        let result = try Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNotNil(result.difference, "other constants, other outputs")
        XCTAssertEqual(result.records.last?.record, .end)
    }
}
