import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// The settings variants of one validation's states take turns on shared copies (`SceneCopies`): a
/// state's variant puts the state's model into a copy an earlier state's variant used, whose memo
/// still holds the keyed subtrees it laid out. A shared copy must be judged as a fresh one is, so
/// validation writes the same reports either way (`Validator.variantsShareCopies`).
final class VariantCopySharingTests: XCTestCase {
    /// A later state's variant reads the copy an earlier state's variant under the same settings
    /// used, put in the later state, and reads it as a fresh copy of that state reads.
    func testALaterStatesVariantTakesTheCopyAnEarlierOneUsed() throws {
        let (descriptor, state, _, reached) = try ProbeCopySharingTests.laterState()
        let copies = SceneCopies.forVariants()
        var larger = Settings()
        larger.contentSize = .accessibilityLarge
        var first: Scene?
        do {
            let subject = AuditSubject(descriptor: descriptor, settings: larger, metrics: EstimatedTextMetrics(), isDeclarative: false,
                                       measurements: FrameMeasurements(), variantCopy: SharedSceneCopy(copies: copies, restoration: nil))
            first = subject.scene
        }
        XCTAssertNil(copies.take(settings: Settings()), "handed on under the settings it was told only")
        let subject = AuditSubject(descriptor: reached, settings: larger, metrics: EstimatedTextMetrics(), isDeclarative: false,
                                   measurements: FrameMeasurements(), variantCopy: SharedSceneCopy(copies: copies, restoration: state.restoration))
        XCTAssertTrue(subject.scene === first, "the first state's copy, handed on")
        XCTAssertTrue(ProbeSnapshot.same(subject.scene.stateSnapshot(), state.snapshot), "put in the later state")
        let fresh = AuditSubject(descriptor: reached, settings: larger, metrics: EstimatedTextMetrics(), isDeclarative: false)
        XCTAssertFalse(fresh.scene === first)
        XCTAssertTrue(subject.judgedTree.readsLike(fresh.judgedTree), "read as a fresh copy of the state reads")
        XCTAssertEqual(subject.drawingKey, fresh.drawingKey, "drawn as a fresh copy of the state is drawn")
    }

    /// A variant's copy keeps the state it is in and a few states' worth of keyed subtrees; a
    /// probe's keeps the layouts of many states and a fresh copy's memo.
    func testEachPoolKeepsWhatItsStatesShare() throws {
        let variant = try XCTUnwrap(Catalog.descriptor(for: "pre-poster")?.make() as? ComponentScene)
        SceneCopies.forVariants().keep(variant)
        XCTAssertEqual(variant.statesKept, 1)
        XCTAssertEqual(variant.keyedLayoutsKept, SceneCopies.variantKeyedLayoutsKept)
        let probe = try XCTUnwrap(Catalog.descriptor(for: "pre-poster")?.make() as? ComponentScene)
        SceneCopies.forProbes().keep(probe)
        XCTAssertEqual(probe.statesKept, SceneCopies.probeStatesKept)
        XCTAssertEqual(probe.keyedLayoutsKept, ComponentScene(id: "fresh", title: "Fresh").keyedLayoutsKept)
    }

    /// Every catalog scene, the example scene files and a reorderable list, validated with shared
    /// variant copies and with fresh ones per state: all five reports, byte for byte; and two large
    /// scenes further, on two threads (copies handed between them) against fresh copies.
    func testReportsAreTheSameWhetherVariantsShareCopies() throws {
        try EveryReportFormat.assertSameWhetherCopiesAreShared { $0.variantsShareCopies = $1 }
    }
}
