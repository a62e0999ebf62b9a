import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Verdicts around sheets, modal views and what is drawn on top (docs/validation.md, "Sheets and
/// what lies under them"): each wrong verdict's scene, with a twin that keeps its finding.
final class SheetVerdictTests: XCTestCase {
    static let explored = Validator(bounds: .default)

    // MARK: A gesture's equivalent on a sheet the screen opens

    /// An "Options" button opens a sheet holding "Delete photo", the swipe's declared equivalent:
    /// an accessible path from every state, the sheet closed included.
    func testAnEquivalentOnASheetTheScreenOpensIsAnAccessiblePath() throws {
        let descriptor = try ExplorationTests.fixture("gesture-equivalent-sheet.json")
        let result = Self.explored.validate(descriptor)
        XCTAssertEqual(result.findings.filter { $0.ruleID == "actions.touch-only-gesture" }.map(\.statesText), [])
        XCTAssertEqual(result.exploration?.states.count, 4)
    }

    /// The twin: the sheet holding the equivalent is opened by nothing a VoiceOver user reaches.
    func testAnEquivalentOnASheetNothingOpensIsStillFound() throws {
        let descriptor = try ExplorationTests.fixture("gesture-equivalent-unopened-sheet.json")
        let result = Self.explored.validate(descriptor)
        let found = result.findings.filter { $0.ruleID == "actions.touch-only-gesture" }
        XCTAssertEqual(found.map(\.statesText), ["#0, #1"])
        XCTAssertTrue(found.contains { $0.fails(at: .error) })
    }

    /// One state alone cannot see the sheet: at --depth 0 the equivalent must be in its tree.
    func testTheInitialStateAloneStillAsksForTheEquivalentInItsTree() throws {
        let descriptor = try ExplorationTests.fixture("gesture-equivalent-sheet.json")
        XCTAssertEqual(Validator().validate(descriptor).findings.filter { $0.ruleID == "actions.touch-only-gesture" }.count, 1)
    }
}

extension SheetVerdictTests {
    // MARK: What is drawn over a focused element, not its frame

    static func focusHidden(_ fixture: String, settings: Settings = Settings()) throws -> [Finding] {
        let descriptor = try ExplorationTests.fixture(fixture)
        let validator = Validator(rules: RuleCatalog.all.filter { $0.info.id == "keyboard.focus-hidden" }, baseSettings: settings)
        return validator.validate(descriptor).findings
    }

    /// A full-width header declared after its trailing button draws a hairline at its foot and
    /// nothing over the button: the button's focus ring shows.
    func testAHeaderThatDrawsNothingOverTheButtonHidesNoFocusRing() throws {
        XCTAssertEqual(try Self.focusHidden("header-over-button.json").map(\.message), [])
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        XCTAssertEqual(try Self.focusHidden("header-over-button.json", settings: rtl).map(\.message), [])
    }

    /// The twin: an opaque bar over the same frame hides the button's ring.
    func testAnOpaqueHeaderOverTheButtonStillHidesItsFocusRing() throws {
        XCTAssertEqual(try Self.focusHidden("opaque-header-over-button.json").map(\.message),
                       ["The focus ring on \"Edit\" would be hidden under \"Inbox\""])
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        XCTAssertEqual(try Self.focusHidden("opaque-header-over-button.json", settings: rtl).count, 1)
    }
}
