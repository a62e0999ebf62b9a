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
}
