import XCTest
@testable import AXCore

final class ColorTests: XCTestCase {
    func testHexParsing() throws {
        XCTAssertEqual(try Color(hex: "#FF0000"), Color(r8: 255, g8: 0, b8: 0))
        XCTAssertEqual(try Color(hex: "00FF0080").a8, 128)
        XCTAssertEqual(try Color(hex: "#abc"), Color(r8: 0xAA, g8: 0xBB, b8: 0xCC))
        XCTAssertEqual(Color.hex("#767676").hexString, "#767676")
        XCTAssertEqual(Color.hex("#76767680").hexString, "#76767680")
        // Every byte value, as printf's %02X would write it; out-of-range channels as before.
        for v in 0...255 {
            XCTAssertEqual(Color(r8: v, g8: 255 - v, b8: v / 2, a8: v).hexString, String(format: "#%02X%02X%02X", v, 255 - v, v / 2) + (v == 255 ? "" : String(format: "%02X", v)))
        }
        XCTAssertEqual(Color(red: 1.5, green: 0, blue: 0).hexString, String(format: "#%02X%02X%02X", 383, 0, 0))
        XCTAssertThrowsError(try Color(hex: "#GG0000"))
        XCTAssertThrowsError(try Color(hex: "#12345")) { error in
            XCTAssertEqual("\(error)", "expected a colour as #RRGGBB or #RRGGBBAA, found \"#12345\"")
        }
    }

    /// Hex digits are read byte by byte in the common case; every form reads as the general parse
    /// (`UInt64(_:radix:)` on the digits) reads it, and what only the general parse accepts or
    /// rejects still is.
    func testHexDigitsReadAsTheGeneralParseReadsThem() throws {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        let digits = Array("0123456789abcdefABCDEF")
        for length in [3, 6, 8] {
            for _ in 0..<200 {
                var text = ""
                for _ in 0..<length {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    text.append(digits[Int(seed >> 33) % digits.count])
                }
                let expanded = length == 3 ? text.map { "\($0)\($0)" }.joined() : text
                let value = try XCTUnwrap(UInt64(expanded, radix: 16))
                let expected = length == 8
                    ? Color(r8: Int(value >> 24 & 0xFF), g8: Int(value >> 16 & 0xFF), b8: Int(value >> 8 & 0xFF), a8: Int(value & 0xFF))
                    : Color(r8: Int(value >> 16 & 0xFF), g8: Int(value >> 8 & 0xFF), b8: Int(value & 0xFF))
                XCTAssertEqual(try Color(hex: text), expected, text)
                XCTAssertEqual(try Color(hex: "#" + text), expected, text)
            }
        }
        // A sign is read by the general parse only, as before.
        XCTAssertEqual(try Color(hex: "#+12345"), Color(r8: 0x01, g8: 0x23, b8: 0x45))
        // Stored in the string itself up to 15 bytes, on the heap beyond: both are read where they lie.
        for bad in ["", "#", "##abc", "#abcd", "#abcdefabc", "#abcdeg", "#ａｂｃ", " #abc", "#abc ", String(repeating: "a", count: 40)] {
            XCTAssertThrowsError(try Color(hex: bad), bad)
        }
    }

    /// A colour written as a number is the colour its six hex digits name as text, channel by
    /// channel to the bit: every value of each channel, with the others varied.
    func testAColourAsANumberIsItsHexText() {
        for v in 0...255 {
            for rgb in [UInt32(v) << 16 | UInt32(255 - v) << 8 | UInt32(v / 3), UInt32(v / 2) << 16 | UInt32(v) << 8 | UInt32(255 - v),
                        UInt32(255 - v) << 16 | UInt32(v / 5) << 8 | UInt32(v)] {
                let number = Color.hex(rgb), text = Color.hex(String(format: "#%06X", rgb))
                XCTAssertEqual([number.red, number.green, number.blue, number.alpha].map(\.bitPattern),
                               [text.red, text.green, text.blue, text.alpha].map(\.bitPattern), String(format: "%06X", rgb))
            }
        }
        XCTAssertEqual(Color.hex(0xF2F2F7).hexString, "#F2F2F7")
    }

    /// The check values of docs/rules.md.
    func testContrastCheckValues() {
        XCTAssertEqual(Contrast.ratio(.black, .white), 21, accuracy: 1e-9)
        let pass = Contrast.ratio(.hex("#767676"), .white)
        let fail = Contrast.ratio(.hex("#777777"), .white)
        XCTAssertEqual(pass, 4.54, accuracy: 0.005)
        XCTAssertEqual(fail, 4.48, accuracy: 0.005)
        XCTAssertGreaterThanOrEqual(pass, 4.5)
        XCTAssertLessThan(fail, 4.5)
        XCTAssertEqual(Contrast.ratio(.white, .white), 1, accuracy: 1e-12)
        XCTAssertEqual(Contrast.ratio(.white, .black), Contrast.ratio(.black, .white))
    }

    func testLinearisationUsesTheLowSegmentAtAndBelowTheThreshold() {
        XCTAssertEqual(Contrast.linear(0.04045), 0.04045 / 12.92, accuracy: 1e-15)
        XCTAssertEqual(Contrast.linear(1), 1, accuracy: 1e-15)
        XCTAssertEqual(Contrast.relativeLuminance(.white), 1, accuracy: 1e-12)
        XCTAssertEqual(Contrast.relativeLuminance(.hex("#FF0000")), 0.2126, accuracy: 1e-12)
    }

    func testTranslucentForegroundIsCompositedBeforeMeasuring() {
        let halfBlack = Color.black.withAlpha(0.5)
        let composited = halfBlack.composited(over: .white)
        XCTAssertEqual(composited.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(composited.alpha, 1, accuracy: 1e-12)
        XCTAssertEqual(Contrast.ratio(halfBlack, .white), Contrast.ratio(composited, .white), accuracy: 1e-12)
        XCTAssertLessThan(Contrast.ratio(halfBlack, .white), 21)
    }

    func testLargeTextAndRequiredRatios() {
        XCTAssertTrue(Contrast.isLargeText(size: 18, bold: false))
        XCTAssertFalse(Contrast.isLargeText(size: 17.9, bold: false))
        XCTAssertTrue(Contrast.isLargeText(size: 14, bold: true))
        XCTAssertFalse(Contrast.isLargeText(size: 13, bold: true))
        XCTAssertEqual(Contrast.requiredTextRatio(size: 17, bold: false, enhanced: false), 4.5)
        XCTAssertEqual(Contrast.requiredTextRatio(size: 20, bold: false, enhanced: false), 3)
        XCTAssertEqual(Contrast.requiredTextRatio(size: 17, bold: false, enhanced: true), 7)
        XCTAssertEqual(Contrast.requiredTextRatio(size: 20, bold: false, enhanced: true), 4.5)
    }
}

/// The contrast rules take luminances from a memo (`LuminanceMemo`): each must be the one
/// `Contrast.relativeLuminance` gives, bit for bit, whatever colours met in its slots before.
final class LuminanceMemoTests: XCTestCase {
    func testTheMemoGivesEveryLuminanceAndRatioBitForBit() {
        var memo = LuminanceMemo()
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        // A few hundred colours, most met again and again (as a frame's backgrounds are), more than
        // the memo has slots, so colours share slots and push one another out.
        var palette: [Color] = (0..<300).map { _ in Color(red: next(), green: next(), blue: next(), alpha: next() < 0.3 ? next() : 1) }
        palette += [Color(red: 0, green: 0, blue: 0), Color(red: -0.0, green: -0.0, blue: -0.0), .white, Color(red: 1, green: 1, blue: 1, alpha: 0.2)]
        for round in 0..<4000 {
            let a = palette[Int(next() * Double(palette.count))], b = palette[Int(next() * Double(palette.count))]
            XCTAssertEqual(memo.luminance(a).bitPattern, Contrast.relativeLuminance(a).bitPattern, "round \(round), \(a)")
            XCTAssertEqual(memo.ratio(a, b).bitPattern, Contrast.ratio(a, b).bitPattern, "round \(round), \(a) on \(b)")
        }
        XCTAssertEqual(memo.luminance(Color(red: -0.0, green: -0.0, blue: -0.0)).bitPattern, (-0.0 as Double).bitPattern)
        XCTAssertEqual(memo.luminance(Color(red: 0, green: 0, blue: 0)).bitPattern, (0.0 as Double).bitPattern, "0 and -0 kept apart")
    }
}
