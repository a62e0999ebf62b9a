import Foundation
import XCTest
import AXCore
@testable import AXAudit

/// The rules trim texts with `trimmingWhitespace`, their own form of Foundation's
/// `trimmingCharacters(in: .whitespaces)`: it must give what Foundation gives, or a label with a
/// no-break space or an ideographic space would be judged differently.
final class WhitespaceTrimTests: XCTestCase {
    /// Every Unicode scalar, alone and at both ends of a word (inside and doubled: the cases above).
    func testEveryScalarIsTrimmedAsFoundationTrimsIt() {
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let s = String(Character(scalar))
            for text in [s, s + "a" + s] {
                let expected = text.trimmingCharacters(in: .whitespaces)
                if text.trimmingWhitespace != expected || text.isBlank != expected.isEmpty {
                    differences.append(String(format: "U+%04X in %@", value, text.debugDescription))
                }
            }
            if differences.count > 10 { break }
        }
        XCTAssertEqual(differences, [])
    }

    /// What VoiceOver does not speak is what Foundation trims as white space and line breaks, and
    /// the invisible format and control characters: every scalar, alone.
    func testEveryScalarThatIsNotSpokenIsSpaceLineBreakOrInvisible() {
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let s = String(Character(scalar))
            let expected = s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || scalar.properties.isWhitespace
                || [.format, .control].contains(scalar.properties.generalCategory)
            if s.isUnspoken != expected || (s + "a" + s).isUnspoken { differences.append(String(format: "U+%04X", value)) }
            if differences.count > 10 { break }
        }
        XCTAssertEqual(differences, [])
        XCTAssertTrue("\r\n\u{200B}\u{200D}\u{200F}\u{FEFF} \t".isUnspoken)
        XCTAssertFalse("⭐️".isUnspoken)
    }

    /// Scalars that make one character with what follows or precedes them: trimming works on
    /// scalars, so a space before a combining accent goes and the accent stays, as in Foundation.
    func testTrimmingWorksOnScalarsNotCharacters() {
        for text in [" \u{301}a", "a \u{301}", "\u{3000}漢字\u{3000}", "\t\u{A0}Play\u{2009}", "\u{200B}Zero\u{200B}",
                     "\r\nLine\n", "", "   ", "Done", "a\u{A0}b", "\u{A0}\u{A0}word\u{2003}\u{2003}", " a ", "a ", " a", "e\u{301} ", "👩‍👩‍👧 ", " 🇫🇷"] {
            XCTAssertEqual(text.trimmingWhitespace, text.trimmingCharacters(in: .whitespaces), text.debugDescription)
            XCTAssertEqual(text.isBlank, text.trimmingCharacters(in: .whitespaces).isEmpty, text.debugDescription)
        }
        XCTAssertEqual(" \u{301}a".trimmingWhitespace.unicodeScalars.first, "\u{301}")
    }
}
