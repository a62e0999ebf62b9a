import XCTest
@testable import AXCore

/// Wrapping finds the words of ASCII text in its bytes instead of its characters
/// (`TextMetrics.wrap(…, splittingBytes:)`): the same lines and last line's width as splitting the
/// characters, for every metric, text and width.
final class WordWrapTests: XCTestCase {
    /// Texts as scenes lay them out, and those where bytes and characters could part: runs of
    /// spaces, leading and trailing spaces, CR LF pairs, tabs, a space followed by a combining mark
    /// (one character that is no space), other scripts, emoji, and words longer than a line.
    private static let texts = [
        "", " ", "   ", "Hello", "Just finished my set!", "  two  spaces  between  ", "Tabs\\tstay\\tinside words",
        "Line one\\r\\nline two \\r\\n", "a \\u{301}combining acute after a space", "café au lait, crème brûlée",
        "日本語 の テキスト", "emoji 👩‍👩‍👧 family and 🇫🇷 flag", "Supercalifragilisticexpialidocious is longer than a line",
        "I love to go hiking and read novels on rainy afternoons, and I am looking for someone who does too.",
        String(repeating: "word ", count: 40), String(repeating: "x", count: 200),
    ].map { $0.replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\r\\n", with: "\r\n")
        .replacingOccurrences(of: "\\u{301}", with: "\u{301}") }

    /// The estimate counts an ASCII text's characters from its bytes: the count is the characters',
    /// for every text above and each of its prefixes (CR LF, combining marks and emoji included).
    func testTheEstimateCountsCharacters() {
        var compared = 0
        for text in Self.texts + ["\r\n", "a\r\nb", "\r", "\n\r", "tab\tand\u{7}bell"] {
            for end in text.indices + [text.endIndex] {
                let prefix = String(text[..<end])
                XCTAssertEqual(EstimatedTextMetrics.characterCount(of: prefix), prefix.count, "\"\(prefix)\"")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    /// Each metric measures a word from its bytes exactly as from its String: every word of the
    /// texts above that is ASCII, and words holding a carriage return, a CR LF pair, a tab or a bell.
    func testAWordMeasuresAlikeFromItsBytes() {
        let metrics: [any TextMetrics] = [EstimatedTextMetrics(), BundledFontMetrics(), BundledFontAdvances()]
        let words = Self.texts.flatMap { $0.split(separator: " ").map(String.init) }.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
            + ["\r\n", "a\r\nb", "\r", "\n\r", "tab\tand\u{7}bell", "~}|{", "W"]
        var compared = 0
        for metric in metrics {
            for word in words {
                for size in [0.5, 11.0, 17, 34] {
                    for weight in FontWeight.allCases {
                        let fromBytes = Array(word.utf8).withUnsafeBufferPointer { metric.width(ofASCIIWord: $0, size: size, weight: weight) }
                        XCTAssertEqual(fromBytes.bitPattern, metric.width(of: word, size: size, weight: weight).bitPattern,
                                       "\(type(of: metric)) \"\(word)\" \(size) \(weight)")
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 3 * 40 * 4 * 6)
    }

    func testBytesAndCharactersWrapAlike() {
        let metrics: [any TextMetrics] = [EstimatedTextMetrics(), BundledFontMetrics(), BundledFontAdvances()]
        var compared = 0
        for metric in metrics {
            for text in Self.texts {
                for size in [11.0, 17, 34] {
                    for width in [0.0, 1, 20, 57.5, 100, 240, 343, 1000] {
                        for weight in [FontWeight.regular, .bold] {
                            let bytes = metric.wrap(text, size: size, weight: weight, width: width, splittingBytes: true)
                            let characters = metric.wrap(text, size: size, weight: weight, width: width, splittingBytes: false)
                            XCTAssertEqual(bytes.lines, characters.lines, "\(type(of: metric)) \"\(text)\" \(size) \(width)")
                            XCTAssertEqual(bytes.lastWidth.bitPattern, characters.lastWidth.bitPattern,
                                           "\(type(of: metric)) \"\(text)\" \(size) \(width)")
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(compared, 3 * Self.texts.count * 3 * 8 * 2)
    }
}
