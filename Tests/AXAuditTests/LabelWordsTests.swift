import XCTest
@testable import AXAudit

/// `label.undescribed-text` splits drawn and spoken text into words. ASCII text is split in its
/// bytes (`UndescribedTextRule.asciiWords(of:)`), other text by its characters' Unicode
/// properties: the two must give the very same words, or the rule's verdicts would change.
final class LabelWordsTests: XCTestCase {
    /// The split by characters, as the rule made it before bytes were read.
    private func wordsByCharacters(_ text: String) -> [String] {
        text.lowercased()[...].split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    private let samples: [String] = [
        "", " ", "Download", "12 MB", "Price 10 euros", "Tom McNeil", "  leading and trailing  ",
        "a-b_c.d,e;f:g!h?i", "line\r\nbreak", "\r\n", "tab\tseparated\nlines", "CAPS lock 42x", "x", "9",
        "@#$%^&*()[]{}<>~`'\"\\/|", "Swipe ↑ to say hello", "Café au lait", "naïve", "Straße", "ＡＢＣ",
        "e\u{301}t\u{E9}", "\u{212A}elvin", "١٢٣ arabic digits", "emoji 😀 here", "1\u{FE0F}\u{20E3} keycap",
        "\u{0600}a", "ﬁne", "ǅemal", "ⅷ roman", "ALL-CAPS_WORD 3.14", "mixed\u{7F}del", "\u{0}nul",
    ]

    func testASCIITextSplitsInBytesIntoTheWordsCharactersGive() {
        var ascii = 0
        for text in samples {
            let expected = wordsByCharacters(text)
            XCTAssertEqual(UndescribedTextRule.words(of: text).map(String.init), expected, "\(text.debugDescription)")
            if let bytes = UndescribedTextRule.asciiWords(of: text.lowercased()) {
                ascii += 1
                XCTAssertEqual(bytes.map(String.init), expected, "\(text.debugDescription)")
            }
        }
        // Every ASCII byte, alone and between letters: each is a letter or digit exactly when its character is.
        for byte in UInt8(0)..<0x80 {
            let text = "ab" + String(UnicodeScalar(byte)) + "9Z"
            XCTAssertEqual(UndescribedTextRule.asciiWords(of: text.lowercased())?.map(String.init), wordsByCharacters(text), "byte \(byte)")
            XCTAssertEqual(UndescribedTextRule.holdsLetterOrDigit(String(UnicodeScalar(byte))),
                           String(UnicodeScalar(byte)).contains { $0.isLetter || $0.isNumber }, "byte \(byte)")
        }
        XCTAssertGreaterThan(ascii, 10, "the byte path is taken")
        XCTAssertNil(UndescribedTextRule.asciiWords(of: "café"), "non-ASCII text is split by characters")
    }

    func testWhetherTextHoldsALetterOrDigitIsReadAsItsCharactersSayIt() {
        for text in samples + ["...", "— –", "🙂", "a\u{600}", "\u{600}", "!1", "\r\n", "  Z"] {
            XCTAssertEqual(UndescribedTextRule.holdsLetterOrDigit(text), text.contains { $0.isLetter || $0.isNumber }, "\(text.debugDescription)")
        }
    }
}
