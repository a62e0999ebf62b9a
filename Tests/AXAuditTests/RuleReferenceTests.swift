@testable import AXAudit
import Foundation
import XCTest

/// docs/rules.md is the rule reference users (and the HTML report's links) read: every rule of the
/// catalog has its heading and anchor there, and the file is what the catalog generates today.
final class RuleReferenceTests: XCTestCase {
    private let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/rules.md").standardizedFileURL.path

    func testEveryRuleIdOfTheCatalogHasItsHeadingAndAnchorInDocsRules() throws {
        if ProcessInfo.processInfo.environment["AXSANDBOX_UPDATE_DOCS"] == "1" {
            try RuleReference.markdown().write(toFile: path, atomically: true, encoding: .utf8)
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for info in RuleCatalog.infos {
            XCTAssertTrue(text.contains("\n## \(info.id)\n"), "docs/rules.md has no heading for \(info.id)")
            XCTAssertTrue(text.contains("<a id=\"\(info.id)\"></a>"), "docs/rules.md has no anchor for \(info.id)")
        }
        XCTAssertEqual(text, RuleReference.markdown(), "docs/rules.md is behind the rule catalog: run scripts/update-goldens.sh")
    }

    /// The file says its rules come in the order `validate --list-rules` prints them; three did not.
    func testTheReferenceListsTheRulesInTheListsOrder() {
        let headings = RuleReference.markdown().split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        let listed = TextReport.rules(RuleCatalog.infos).split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { String($0.split(separator: " ").first!) }
        XCTAssertEqual(headings, listed)
        XCTAssertEqual(Set(listed), Set(RuleCatalog.ids))
    }

    func testReferencesAreSpelledOutForReaders() {
        XCTAssertEqual(RuleReference.describe("WCAG 1.4.3"), "WCAG 1.4.3 Contrast (Minimum)")
        XCTAssertEqual(RuleReference.describe("Apple text clipped"), "Apple audit type `.textClipped`")
        XCTAssertEqual(RuleReference.describe("seed 001"), "the talk *Accessibility on iOS* (WWDC 2014)")
        let markdown = RuleReference.markdown()
        XCTAssertFalse(markdown.contains("seed 0"), "talks are cited by title, never by a design-input number")
    }
}
