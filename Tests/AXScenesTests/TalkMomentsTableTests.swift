import Foundation
import XCTest

/// docs/voiceover.md lists every VoiceOver moment of the talks with the test that hears it: each
/// test it names must exist, so the table cannot point at a test that was renamed or removed.
final class TalkMomentsTableTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    func testEveryTestTheMomentsTableNamesExists() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/voiceover.md"), encoding: .utf8)
        let table = String(doc[doc.range(of: "## Every talk moment")!.lowerBound...])
        // `Folder/Class.testName` or `Class.testName`, in backticks.
        let pattern = try NSRegularExpression(pattern: "`(?:[A-Za-z]+/)?([A-Za-z]+)\\.(test[A-Za-z]+)`")
        let names = pattern.matches(in: table, range: NSRange(table.startIndex..., in: table)).map { match in
            (String(table[Range(match.range(at: 1), in: table)!]), String(table[Range(match.range(at: 2), in: table)!]))
        }
        XCTAssertGreaterThanOrEqual(names.count, 25, "the table names the tests of the talks' moments")
        var sources = ""
        let tests = root.appendingPathComponent("Tests")
        for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            sources += try String(contentsOf: url, encoding: .utf8)
        }
        for (type, test) in names {
            XCTAssertTrue(sources.contains("class \(type)"), "docs/voiceover.md names \(type), which no test file declares")
            XCTAssertTrue(sources.contains("func \(test)()"), "docs/voiceover.md names \(type).\(test), which does not exist")
        }
    }

    /// Every moment whose talk quotes speech is heard by a test that compares the words
    /// (`SceneTester.hears(moment:)`), so no row can claim agreement the words do not bear out.
    func testEveryQuotedMomentIsHeardWordByWord() throws {
        let moments = TalkMoment.table
        XCTAssertGreaterThanOrEqual(moments.count, 53, "docs/voiceover.md's table lists the talks' 53 moments")
        var sources = ""
        let tests = root.appendingPathComponent("Tests")
        for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            sources += try String(contentsOf: url, encoding: .utf8)
        }
        for moment in moments.values.sorted(by: { $0.number < $1.number }) where moment.quotesSpeech {
            XCTAssertTrue(sources.contains("hears(moment: \(moment.number))"),
                          "moment \(moment.number) quotes the talk's words, but no test hears it with hears(moment: \(moment.number))")
        }
    }

    /// How the words are compared: what a listener hears, not how a transcript spells it.
    func testWordsAreComparedAsHeard() {
        XCTAssertEqual(TalkMoment.words("Favorite: off. Button."), TalkMoment.words("Favorite off button"))
        XCTAssertEqual(TalkMoment.words("Page 2 of 4"), ["page", "two", "of", "four"])
        XCTAssertEqual(TalkMoment.words("Age, 47"), ["age", "forty", "seven"])
        XCTAssertEqual(TalkMoment.words("Skyler's animal shelter"), TalkMoment.words("Skyler’s Animal Shelter."))
        XCTAssertNotEqual(TalkMoment.words("Back Button."), TalkMoment.words("Back. Back button."))
        let talk = TalkMoment.words("Tom McNeil, * button, three button")
        XCTAssertTrue(TalkMoment.matches(talk[...], TalkMoment.words("Tom McNeil. Button. 3. Button.")[...]))
        XCTAssertTrue(TalkMoment.matches(talk[...], TalkMoment.words("Tom McNeil. Add. Button. 3. Button.")[...]))
        XCTAssertFalse(TalkMoment.matches(talk[...], TalkMoment.words("Tom McNeil. Button. 3.")[...]))
    }
}
