import XCTest
@testable import AXCore

/// What every reader stands on refuses what does not fit: numbers beyond Double, malformed UTF-8,
/// nesting past 256 levels, SVG path data outside the coordinate range. The SVG inputs are those
/// the fuzzers and the first bad-input campaign crashed on (docs/robustness.md).
final class HostileInputTests: XCTestCase {
    private func syntaxError(_ bytes: [UInt8]) -> JSONValue.SyntaxError? {
        bytes.withUnsafeBufferPointer { buffer in
            do { _ = try JSONValue.parse(bytes: buffer); return nil } catch { return error as? JSONValue.SyntaxError }
        }
    }

    func testJSONRefusesNumbersBeyondDouble() {
        XCTAssertThrowsError(try JSONValue.parse(#"{"frame": [1e999, 0, 10, 10]}"#)) { error in
            XCTAssertEqual("\(error)", "line 1, column 12: number 1e999 is too large (beyond ±1.8e308 it has no value)")
        }
        XCTAssertThrowsError(try JSONValue.parse("-" + String(repeating: "9", count: 400)))
        XCTAssertEqual(try JSONValue.parse("1e308"), .number(1e308), "large but finite numbers are read")
    }

    func testJSONRefusesMalformedUTF8InStrings() {
        let error = syntaxError(Array(#"{"label": "ab"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
        XCTAssertEqual(error?.message, "invalid UTF-8 byte in a string")
        XCTAssertEqual(error?.column, 14, "the column of the bad byte")
        XCTAssertNotNil(syntaxError(Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8)), "an encoded surrogate")
        XCTAssertNotNil(syntaxError(Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8)), "an overlong form")
        XCTAssertEqual(try JSONValue.parse(#"["é ✓ 🎹"]"#), .array([.string("é ✓ 🎹")]))
    }

    func testJSONNestedFarTooDeepIsRefusedNotOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONValue.parse(deep)) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper than 256 levels"), "\(error)")
        }
    }

    func testUTF8TextGivesTheOffsetOfTheFirstBadByteAndDropsAByteOrderMark() throws {
        XCTAssertEqual(try UTF8Text.decode(Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8))), "{}")
        XCTAssertThrowsError(try UTF8Text.decode(Data(Array("ok ".utf8) + [0xFF]))) { error in
            XCTAssertEqual(error as? UTF8Text.InvalidByte, UTF8Text.InvalidByte(offset: 3, line: 1, column: 4))
            XCTAssertEqual("\(error)", "not UTF-8 text (invalid byte at offset 3)")
        }
        // Where an editor shows it: lines and characters counted, a byte-order mark not one of them.
        XCTAssertThrowsError(try UTF8Text.decode(Data([0xEF, 0xBB, 0xBF] + Array("{\n  \"é\": \"".utf8) + [0xC0, 0xAF]))) { error in
            XCTAssertEqual(error as? UTF8Text.InvalidByte, UTF8Text.InvalidByte(offset: 14, line: 2, column: 9))
            XCTAssertEqual((error as? UTF8Text.InvalidByte)?.location, "line 2, column 9")
        }
        XCTAssertThrowsError(try UTF8Text.decode(Data(Array("é".utf8).prefix(1))), "a sequence cut short")
    }

    /// Inputs that trapped (a Double-to-Int conversion of an infinite or huge value): each is now
    /// refused or read, and what every layer asks of a path then works.
    func testSVGPathsThatCrashedAreRefusedOrSafe() {
        let refused = [
            "M 0 0 A 1 1e999 0 0 1 9 0",
            "M99999999999999999999999999999999999999999999999999999999990,0h12v 0 60 20 T 140 20",
            "M 88 152" + String(repeating: "3", count: 76) + " A 32 32 0 1 1 24 152 A 32 32 0 1  18 8521 Z",
            "M 0 0 L 1000001 0",
            "M 0 0 " + String(repeating: "l 600000 0 ", count: 2),
        ]
        for svg in refused {
            XCTAssertThrowsError(try Path(svg: svg), svg) { error in
                XCTAssertTrue("\(error)".contains("-1000000 to 1000000"), "\(error)")
            }
        }
        let safe = [
            "M 0 0 A 1e-300 1 0 0 1 9 0",
            "M 0 0 A 1000000 1000000 1000000 1 1 1000000 -1000000",
            "M -1000000 -1000000 C 1000000 1000000 -1000000 1000000 1000000 -1000000 Q 0 0 5 5 Z",
        ]
        for svg in safe {
            guard let path = try? Path(svg: svg) else { return XCTFail("\(svg) is within the limits") }
            let bounds = path.bounds
            XCTAssertTrue(bounds.width.isFinite && bounds.height.isFinite, svg)
            _ = path.contains(bounds.center)
            XCTAssertTrue(path.polygons().allSatisfy { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }, svg)
        }
    }

    /// A million segments are refused as the 100,001st is read; a hundred thousand are read.
    func testAPathOfAMillionSegmentsIsRefusedAndOfAHundredThousandRead() throws {
        var svg = "M 0 0"
        svg.reserveCapacity(7_000_000)
        for i in 0..<1_000_000 { svg += i % 2 == 0 ? " L 1 1" : " L 0 2" }
        XCTAssertThrowsError(try Path(svg: svg)) { error in
            XCTAssertEqual("\(error)", "at character 600005: more than 100000 segments; a path may have at most that many")
        }
        let allowed = String(svg.prefix(5 + 6 * 99_999))
        XCTAssertEqual(try Path(svg: allowed).elements.count, 100_000)
    }

    func testSaturatingIntConversionNeverTraps() {
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: .infinity), .max)
        XCTAssertEqual(Int(saturating: -1e300), .min)
        XCTAssertEqual(Int(saturating: -2.9), -2)
        XCTAssertEqual(Int(saturating: 1e15), 1_000_000_000_000_000)
    }

    /// Issue 25: a label holding `<!--<script>` emptied the trace viewer, whose embedded JSON escaped
    /// `</` only. The embedded JSON has no `<` at all, whatever its strings hold, and reads back the same.
    func testEmbeddedJSONHasNoLessThanSignAndReadsBackTheSame() throws {
        var state: UInt64 = 25  // a fixed sequence (Knuth's MMIX generator): the same strings every run
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        let pieces = ["<!--", "<script", "</script", "<SCRIPT>", "-->", "<", "/", "\\", "\"", "é", "☕", "\u{2028}", "a", " "]
        var strings = ["<!--<script>", "</script><script>alert(1)</script>", "<!-- <script> --> </script>"]
        for _ in 0..<500 { strings.append((0..<8).map { _ in pieces[next() % pieces.count] }.joined()) }
        for text in strings {
            let value = JSONValue.object([("label", .string(text)), ("list", .array([.string(text)]))])
            let embedded = HTMLPage.scriptSafeJSON(value)
            XCTAssertFalse(embedded.contains("<"), embedded)
            XCTAssertEqual(try JSONValue.parse(embedded), value)
        }
    }

    /// The byte search the readers use for their ASCII markers agrees with `contains` wherever the
    /// marker is: at either end, repeated, half there, in a substring, after other scripts.
    func testUTF8SearchFindsWhatContainsFinds() {
        let texts = ["", "E", "Element subtree:", "xx\nElement subtree:", "Element subtre", "é☕\nElement subtree:\n", "EEElement subtree:",
                     "\"format\"", "{\"format\":1}", "{\"forma\":1}"]
        for text in texts {
            for needle in ["Element subtree:", "\nElement subtree:", "\"format\"", "E"] {
                XCTAssertEqual(UTF8Search.contains(needle, in: text), text.contains(needle), "\(needle) in \(text)")
                XCTAssertEqual(UTF8Search.contains(needle, in: text.dropFirst()), text.dropFirst().contains(needle), "\(needle) in \(text) less its first")
            }
        }
    }
}
