import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The graph's rules judge a matrix variant of a state for a user who has that variant's settings
/// on, with only what is offered under them (docs/validation.md, "Whose actions count"): an Unlock
/// button, an Archive button or a status line shown only at the default size is no way out, no
/// equivalent and no focus target for the AX5 user. Each scene below passed the default matrix
/// while `--setting contentSize=AX5` failed it, and `--depth 0` reported the gesture the explored
/// run dropped. Each has a clean twin, the element shown at every size, that stays green.
final class VariantUserTests: XCTestCase {
    private static let initialOnly = Validator()

    private static func errors(_ result: ValidationReport.SceneResult) -> [String] {
        result.findings.filter { $0.suppression == nil && $0.severity == .error }
            .map { "\($0.ruleID) [\($0.settings)] \($0.statesText)" }
    }

    /// A lock screen whose only way out, Unlock, is shown only at the default size: the AX5 user of
    /// the default matrix is trapped, as the run with AX5 as its base setting says.
    func testALockScreenWhoseUnlockShowsOnlyAtTheDefaultSizeTrapsTheAX5User() throws {
        let result = ExplorationTests.explored.validate(try ExplorationTests.fixture("variant-trap-ax5.json"))
        XCTAssertEqual(result.exploration?.states.map(\.steps), ["initial state", "double tap Lock"])
        XCTAssertEqual(Self.errors(result), ["modal.no-exit [contentSize=AX5] #1", "modality.trap [contentSize=AX5] #1"])
        let atAX5 = Validator(baseSettings: try Self.ax5(), bounds: .default).validate(try ExplorationTests.fixture("variant-trap-ax5.json"))
        XCTAssertEqual(Set(atAX5.findings.filter { $0.suppression == nil && $0.severity == .error }.map(\.ruleID)), ["modal.no-exit", "modality.trap"])
        XCTAssertEqual(Self.errors(ExplorationTests.explored.validate(try ExplorationTests.fixture("variant-trap-ax5-ok.json"))), [])
    }

    /// A swipe whose equivalent, Archive, is shown only at the default size: `--depth 0` reports
    /// it for the AX5 variant, and so does the explored run now.
    func testAGestureWhoseEquivalentShowsOnlyAtTheDefaultSizeIsReportedForAX5AtEveryDepth() throws {
        let descriptor = try ExplorationTests.fixture("variant-gesture-ax5.json")
        XCTAssertEqual(Self.errors(Self.initialOnly.validate(descriptor)), ["actions.touch-only-gesture [contentSize=AX5] "])
        XCTAssertEqual(Self.errors(ExplorationTests.explored.validate(descriptor)), ["actions.touch-only-gesture [contentSize=AX5] #0, #1"],
                       "and after Archive, which the default size still shows")
        let ok = try ExplorationTests.fixture("variant-gesture-ax5-ok.json")
        XCTAssertEqual(Self.errors(Self.initialOnly.validate(ok)), [])
        XCTAssertEqual(Self.errors(ExplorationTests.explored.validate(ok)), [])
    }

    /// Save sends the focus to a status line shown only at the default size: at AX5 it is not on
    /// the new screen.
    func testAFocusTargetShownOnlyAtTheDefaultSizeIsMissingForTheAX5User() throws {
        let result = ExplorationTests.explored.validate(try ExplorationTests.fixture("variant-focus-ax5.json"))
        XCTAssertEqual(Self.errors(result), ["notify.focus-missing [contentSize=AX5] #0, #1"], "Save again once saved")
        XCTAssertEqual(result.findings.first { $0.ruleID == "notify.focus-missing" }?.message,
                       #"After "double tap Save" the focus is sent to "status", which is not on the new screen"#)
        XCTAssertEqual(Self.errors(ExplorationTests.explored.validate(try ExplorationTests.fixture("variant-focus-ax5-ok.json"))), [])
    }

    /// The variants a state's copy lays out alike share one order's lookups
    /// (`MissingFocusTargetRule.lacking`), and only those: a status line shown only without Reduce
    /// Transparency, or only without Increase Contrast, is read under each condition it names, so
    /// the variant that hides it is not given the order of the Reduce Motion variant before it.
    func testAFocusTargetHiddenByAnOnOffSettingIsMissingForThatVariantAlone() throws {
        for (file, variant) in [("variant-focus-transparency.json", "reduceTransparency=true"), ("variant-focus-contrast.json", "increaseContrast=true")] {
            let result = ExplorationTests.explored.validate(try ExplorationTests.fixture(file))
            XCTAssertEqual(Self.errors(result), ["notify.focus-missing [\(variant)] #0, #1"], file)
        }
    }

    /// A deeper validation is never greener than `--depth 0` about the initial state and a variant:
    /// every error `--depth 0` reports is reported in state #0 by the explored run, of the three
    /// planted scenes and their twins.
    func testAnExploredRunReportsEveryErrorTheInitialStateAloneDoes() throws {
        for name in ["variant-trap-ax5", "variant-gesture-ax5", "variant-focus-ax5"] {
            for file in [name, name + "-ok"] {
                let descriptor = try ExplorationTests.fixture(file + ".json")
                func keys(_ findings: [Finding]) -> Set<String> {
                    Set(findings.filter { $0.suppression == nil && $0.severity == .error }.map { "\($0.identity)" })
                }
                let initial = keys(Self.initialOnly.validate(descriptor).findings)
                let explored = keys(ExplorationTests.explored.validate(descriptor).findings.filter { $0.states.contains(0) })
                XCTAssertTrue(initial.isSubset(of: explored), "\(file): \(initial.subtracting(explored))")
            }
        }
    }

    /// A focus target a scroll area holds out of view under a variant's settings is there: the
    /// state's scroll offset is the one its own settings left, and the variant's user scrolled to
    /// the element to act on it (pre-poster's feed at AX5 pushes a post's author below the
    /// viewport; its Cancel sends the focus back there).
    func testAFocusTargetScrolledOutOfViewIsNotMissing() {
        let order = NavigationOrder(scene: TrimmedByScrollingTests.List(offset: 0), settings: Settings())
        XCTAssertNil(order.index(of: "row-9"), "row 9 is below the viewport")
        XCTAssertTrue(MissingFocusTargetRule.scrolledAway("row-9", in: order.roots))
        XCTAssertFalse(MissingFocusTargetRule.scrolledAway("row-10", in: order.roots), "no such row")
    }

    /// The users judged in a state: every variant's, for a state reached without a change of
    /// settings; the one who reached it, for a state reached after one.
    func testAStateReachedAfterASettingChangeIsJudgedForTheUserWhoReachedIt() throws {
        let exploration = try XCTUnwrap(ExplorationTests.explored.validate(try ExplorationTests.fixture("archive-only-at-default-sizes.json")).exploration)
        XCTAssertEqual(exploration.judgedUsers(of: 0), [0, 1, 2, 3, 4])
        XCTAssertEqual(exploration.judgedUsers(of: 1), [1], "the sheet, opened by a button shown only at AX5")
        var ax5 = Settings()
        ax5.contentSize = .largest
        XCTAssertEqual(exploration.user(judging: 0, under: ax5), 1)
        XCTAssertEqual(exploration.user(judging: 1, under: Settings()), 1)
        XCTAssertEqual(exploration.variantLabel(ofUser: 1, judging: 0), "contentSize=AX5")
        XCTAssertEqual(exploration.variantLabel(ofUser: 1, judging: 1), "", "its path says how it was reached")
    }

    /// `--matrix full` adds a variant for each setting a scene file's conditions name that its
    /// product does not vary: a "More" button shown only under Differentiate Without Colour opens a
    /// sheet with an unlabelled button, which the full matrix never explored.
    func testTheFullMatrixVariesASettingTheFileNames() throws {
        let descriptor = try ExplorationTests.fixture("named-setting-dwc.json")
        XCTAssertEqual(descriptor.namedSettings, [.init(key: .differentiateWithoutColor, value: "true")])
        let variants = SettingsMatrix.full.variants(of: descriptor, base: Settings())
        XCTAssertEqual(variants.count, 65)
        XCTAssertEqual(variants.last?.changesFromDefaults, "differentiateWithoutColor=true")
        XCTAssertEqual(SettingsMatrix.default.variants(of: descriptor, base: Settings()).count, 5, "the default matrix is as it was")
        let full = Validator(matrix: .full, bounds: .default)
        let result = full.validate(descriptor)
        XCTAssertEqual(result.exploration?.states.map(\.steps), ["initial state", "set differentiateWithoutColor=true, then double tap More"])
        XCTAssertTrue(Self.errors(result).contains("label.missing [] #1"), "\(Self.errors(result))")
        XCTAssertEqual(Self.errors(full.validate(try ExplorationTests.fixture("named-setting-dwc-ok.json"))), [])
    }

    /// `--matrix full` draws a content size a scene file's conditions name beyond the default and
    /// AX5: a "More" button shown only at `xxxLarge` opens a sheet with an unlabelled button, which
    /// the full matrix never drew, explored or judged ("1 state found", green).
    func testTheFullMatrixDrawsAContentSizeTheFileNames() throws {
        let descriptor = try ExplorationTests.fixture("named-size-xxxlarge.json")
        XCTAssertEqual(descriptor.namedSettings, [.init(key: .contentSize, value: "xxxLarge")])
        let variants = SettingsMatrix.full.variants(of: descriptor, base: Settings())
        XCTAssertEqual(variants.count, 65)
        XCTAssertEqual(variants.last?.changesFromDefaults, "contentSize=xxxLarge")
        XCTAssertEqual(SettingsMatrix.default.variants(of: descriptor, base: Settings()).count, 5, "the default matrix is as it was")
        let full = Validator(matrix: .full, bounds: .default)
        let result = full.validate(descriptor)
        XCTAssertEqual(result.exploration?.states.map(\.steps), ["initial state", "set contentSize=xxxLarge, then double tap More"])
        XCTAssertTrue(Self.errors(result).contains("label.missing [] #1"), "\(Self.errors(result))")
        XCTAssertEqual(Self.errors(full.validate(try ExplorationTests.fixture("named-size-xxxlarge-ok.json"))), [])
    }

    /// One size is drawn for each set of a file's content-size conditions that hold together at no
    /// size the product draws, the largest at which they do; `atLeast` names a size to draw below
    /// it only where the base is not already below it.
    func testEachSetOfContentSizeConditionsIsDrawnAtOneSize() throws {
        func added(_ named: [SceneDescriptor.NamedSetting], base size: ContentSizeCategory = .default) -> [String] {
            var base = Settings()
            base.contentSize = size
            return SettingsMatrix.full.variants(base: base, naming: named).dropFirst(SettingsMatrix.full.variants(base: base).count)
                .map { $0.contentSize.rawValue }
        }
        func atLeast(_ size: String) -> SceneDescriptor.NamedSetting { .init(key: .contentSize, value: size, atLeast: true) }
        func equals(_ size: String) -> SceneDescriptor.NamedSetting { .init(key: .contentSize, value: size) }
        XCTAssertEqual(added([atLeast("AX1")]), [], "the default size draws below it, AX5 at it")
        XCTAssertEqual(added([equals("large")]), [])
        XCTAssertEqual(added([atLeast("small")]), ["xSmall"])
        XCTAssertEqual(added([equals("xxxLarge")]), ["xxxLarge"])
        XCTAssertEqual(added([equals("large"), atLeast("AX1")]), ["xxxLarge"], "neither holds between them")
        XCTAssertEqual(added([equals("medium"), equals("AX2")]), ["AX2", "medium"])
        XCTAssertEqual(added([atLeast("AX1")], base: .largest), ["xxxLarge"], "a base at AX5 draws no size below it")
        XCTAssertEqual(added([equals("xxxLarge")], base: .largest), ["xxxLarge"])
        XCTAssertEqual(SettingsMatrix.default.variants(base: Settings(), naming: [equals("xxxLarge")]).count, 5)
        for named in [atLeast("AX1"), equals("xxxLarge"), SceneDescriptor.NamedSetting(key: .variant, value: "a=b")] {
            XCTAssertEqual(SceneDescriptor.NamedSetting(written: named.written), named, named.written)
        }
        XCTAssertEqual(atLeast("AX1").written, "contentSize>=AX1")
        XCTAssertNil(SceneDescriptor.NamedSetting(written: "boldText>=true"), "atLeast is the content size's")
        XCTAssertNil(SceneDescriptor.NamedSetting(written: "contentSize=huge"))
        let file = try ExplorationTests.fixture("variant-focus-ax5.json")
        XCTAssertEqual(file.namedSettings, [equals("large"), atLeast("AX1")])
    }

    private static func ax5() throws -> Settings {
        var settings = Settings()
        try settings.set(.contentSize, to: "AX5")
        return settings
    }
}
