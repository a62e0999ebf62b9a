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
    /// Found in the initial state; in #1 the help sheet lies over the gesture's area, whose every
    /// element is behind its modal view, so that state is not listed.
    func testAnEquivalentOnASheetNothingOpensIsStillFound() throws {
        let descriptor = try ExplorationTests.fixture("gesture-equivalent-unopened-sheet.json")
        let result = Self.explored.validate(descriptor)
        XCTAssertEqual(result.exploration?.states.map(\.steps), ["initial state", "double tap Options"])
        let found = result.findings.filter { $0.ruleID == "actions.touch-only-gesture" }
        XCTAssertEqual(found.map(\.statesText), ["#0"])
        XCTAssertEqual(found.map(\.onlyBehindModal), [false])
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

extension SheetVerdictTests {
    // MARK: Elements behind a modal view

    /// The unlabelled Play button lies under the sheet in state #1: no VoiceOver user meets it there,
    /// and the finding is the one of the states without the sheet. The badge shown with the sheet
    /// is first reached once escape closes the sheet (#2), whose path the finding now gives.
    func testAStateWhereASheetCoversTheElementIsNotListed() throws {
        let result = Self.explored.validate(try ExplorationTests.fixture("element-under-sheet.json"))
        XCTAssertEqual(result.exploration?.states.map(\.steps), ["initial state", "double tap Options", "double tap Options › escape from Done"])
        let missing = result.findings.filter { $0.ruleID == "label.missing" }
        XCTAssertEqual(missing.map(\.subject.elementID), ["play", "badge"], "every finding kept, in the order first seen")
        XCTAssertEqual(missing.map(\.states), [[0, 2], [2]])
        XCTAssertEqual(missing.map(\.pathText), ["", "double tap Options › escape from Done"])
        XCTAssertEqual(missing.map(\.onlyBehindModal), [false, false])
    }

    /// The twin: under an alert that never closes, the button is behind the modal view in every
    /// state; its finding stays (the exit status with it), its states listed and marked.
    func testAFindingSeenOnlyBehindAModalViewIsKeptAndMarked() throws {
        let descriptor = try ExplorationTests.fixture("element-under-open-alert.json")
        let result = Self.explored.validate(descriptor)
        let missing = try XCTUnwrap(result.findings.first { $0.ruleID == "label.missing" })
        XCTAssertEqual(missing.states, [0])
        XCTAssertTrue(missing.onlyBehindModal)
        let report = ValidationReport(scenes: [result], matrix: .default)
        XCTAssertTrue(report.fails(at: .error))
        XCTAssertTrue(TextReport.render(report).contains("only behind a modal view, which no VoiceOver user passes, in 1 state: #0"))
    }
}

extension SheetVerdictTests {
    /// A baseline names the state a finding was first seen in: the badge, first seen under the sheet
    /// (#1), keeps that state's entry though its states now start at #2, so a baseline written
    /// before states behind a modal view were left out still knows it.
    func testABaselineStillNamesTheStateFirstSeenBehindTheSheet() throws {
        let result = Self.explored.validate(try ExplorationTests.fixture("element-under-sheet.json"))
        let badge = try XCTUnwrap(result.findings.first { $0.ruleID == "label.missing" && $0.subject.elementID == "badge" })
        XCTAssertEqual(badge.states, [2])
        XCTAssertEqual(result.baselineEntry(of: badge).state, try XCTUnwrap(result.exploration?.states[1].digest))
    }
}
