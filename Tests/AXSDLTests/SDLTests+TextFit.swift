import AXCore
@testable import AXSDL
import CSDL2TTF
import Foundation
import XCTest

/// Labels measure their text with `BundledFontMetrics`; the renderer draws it with the bundled
/// font. A label the layout grew for its text must be drawn whole: the measure reserves at least the
/// room the font takes, and a word wider than a line breaks between characters in both. (In the
/// `SDLTests` class, whose tests run one at a time, as SDL asks.)
extension SDLTests {
    /// A heading in the largest title style, as a screen's first line is.
    final class HeadingScreen: ComponentScene {
        let text: String
        init(_ text: String) {
            self.text = text
            super.init(id: "heading", title: "Heading")
        }
        override func body(settings: Settings) -> any Component {
            Padding(16, Column([Label(id: "heading", text, style: .largeTitle, weight: .bold, color: .black, traits: .header)]))
        }
    }

    private func withFonts(_ body: (FontLibrary) throws -> Void) throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        try SDLRuntime.with(.headless) {
            let fonts = FontLibrary(assets: assets)
            defer { fonts.close() }
            try body(fonts)
        }
    }

    func testTheLayoutsMeasureReservesTheRoomTheBundledFontTakes() throws {
        let metrics = BundledFontMetrics()
        let samples = ["Now Home", "WWDC MMXXIV", "Exceptional Dogs", "Volume", "mmmm iiii", "0123456789 %", "Photo Filter",
                       "Hello, Goodbye!", "QUICK BROWN FOX"]
        try withFonts { fonts in
            for bold in [false, true] {
                for pixels in [11, 17, 24, 34, 60, 120] {
                    let font = try XCTUnwrap(fonts.font(pixelSize: pixels, bold: bold))
                    for text in samples {
                        let measured = metrics.width(of: text, size: Double(pixels), weight: bold ? .bold : .regular)
                        XCTAssertGreaterThanOrEqual(measured, Double(TextLayout.width(of: text, font: font)),
                                                    "\(text) at \(pixels) px, bold \(bold)")
                    }
                }
            }
        }
    }

    /// An insertion point after typed text stands where the renderer's text ends: `BundledFontAdvances`
    /// is the drawn width to within hinting's half a pixel a glyph, where `BundledFontMetrics`' room to
    /// spare put HelloGoodbye's caret a word's width past the text.
    func testBundledFontAdvancesAreWhereTheDrawnTextEnds() throws {
        let advances = BundledFontAdvances()
        try withFonts { fonts in
            for pixels in [17, 34] {
                let font = try XCTUnwrap(fonts.font(pixelSize: pixels, bold: false))
                for text in ["Music, swing dance, wines, jazz", "I run a Thursday swing night"] {
                    let drawn = Double(TextLayout.width(of: text, font: font))
                    let slack = 0.5 * Double(text.count) + 1
                    XCTAssertEqual(advances.width(of: text, size: Double(pixels), weight: .regular), drawn, accuracy: slack,
                                   "\(text) at \(pixels) px")
                }
            }
        }
    }

    func testALargeTitleLabelWrappingAtAX5IsDrawnWhole() throws {
        var settings = Settings()
        settings.contentSize = .largest
        let scale = 2.0
        for text in ["Now Home", "Mute Home", "Accessibility Inspector"] {
            var list = DisplayList()
            HeadingScreen(text).draw(into: &list, settings: settings, time: 0)
            let run = try XCTUnwrap(list.textRuns.first?.run)
            try withFonts { fonts in
                let font = try XCTUnwrap(fonts.font(pixelSize: Int((run.size * scale).rounded()), bold: true))
                let width = Int((run.box.width * scale).rounded(.down))
                let lines = TextLayout().lines(run.string, font: font, width: width, wraps: true)
                XCTAssertGreaterThan(lines.count, 1, "\(text) wraps at AX5")
                XCTAssertLessThanOrEqual(Double(lines.count) * Double(TTF_FontLineSkip(font)), run.box.height * scale + 0.5,
                                         "every line of \"\(text)\" fits the height the label was given: \(lines)")
                for line in lines { XCTAssertLessThanOrEqual(TextLayout.width(of: line, font: font), width, line) }
            }
        }
    }

    /// One unbreakable word of 20,000 characters at a large size: every line as long as fits, nothing
    /// lost. Each line re-measured the whole rest of the word (quadratic: 50,000 characters took 31 s
    /// in a release build); now a line measures starts of at most twice its own length.
    func testAnUnbreakableWordOfTwentyThousandCharactersWrapsLineByLine() throws {
        try withFonts { fonts in
            let font = try XCTUnwrap(fonts.font(pixelSize: 106, bold: false))
            let word = String(repeating: "abcdefghij", count: 2_000)
            let lines = TextLayout().lines(word, font: font, width: 700, wraps: true)
            XCTAssertEqual(lines.joined(), word, "nothing is lost")
            for line in lines.dropLast() {
                XCTAssertLessThanOrEqual(TextLayout.width(of: line, font: font), 700, line)
                let longer = line + String(word[word.index(word.startIndex, offsetBy: line.count % 10)])
                XCTAssertGreaterThan(TextLayout.width(of: longer, font: font), 700, "\(line) could hold one more character")
            }
        }
    }

    func testAWordWiderThanALineBreaksBetweenCharacters() throws {
        try withFonts { fonts in
            let font = try XCTUnwrap(fonts.font(pixelSize: 60, bold: true))
            let lines = TextLayout().lines("Accessibility matters", font: font, width: 200, wraps: true)
            XCTAssertGreaterThan(lines.count, 2)
            for line in lines { XCTAssertLessThanOrEqual(TextLayout.width(of: line, font: font), 200, line) }
            XCTAssertEqual(lines.joined(separator: "").replacingOccurrences(of: " ", with: ""), "Accessibilitymatters",
                           "nothing is lost: the lines hold every character")
        }
    }
}
