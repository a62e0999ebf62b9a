import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// The probes of one validation's states take turns on shared copies (`SceneCopies`): a state's
/// probe puts the state's model into a copy an earlier state's probe used, which keeps the layouts
/// of the states it was in. A shared copy must be judged as a fresh one is, so validation writes
/// the same reports either way (`Validator.probesShareCopies`).
final class ProbeCopySharingTests: XCTestCase {
    /// A Pre-Poster state one action from the first, which a copy can be put in, and a descriptor
    /// that makes fresh copies in it.
    static func laterState() throws -> (first: SceneDescriptor, state: ExploredState, initial: ExploredState, reached: SceneDescriptor) {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "pre-poster"))
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: ExplorationBounds(depth: 1, states: 10))
        let result = explorer.explore()
        let state = try XCTUnwrap(result.states.first { $0.index > 0 && $0.restoration != nil })
        let reached = SceneDescriptor(id: descriptor.id, tab: descriptor.tab, title: descriptor.title, sourcePath: descriptor.sourcePath,
                                      make: { explorer.scene(at: state) })
        return (descriptor, state, result.states[0], reached)
    }

    /// A later state's probe acts on the copy an earlier state's probe used, put in the later state.
    func testALaterStatesProbeTakesTheCopyAnEarlierOneUsed() throws {
        let (descriptor, state, initial, reached) = try Self.laterState()
        let copies = SceneCopies.forProbes()
        var first: Scene?
        do {
            let probe = Probe(descriptor: descriptor, settings: Settings(), presentIDs: [], sharing: SharedSceneCopy(copies: copies, restoration: nil))
            first = probe.withInitialScene { scene, _ in scene }
        }
        let probe = Probe(descriptor: reached, settings: Settings(), presentIDs: [],
                          sharing: SharedSceneCopy(copies: copies, restoration: state.restoration))
        let second = probe.withInitialScene { scene, _ in scene }
        XCTAssertTrue(second === first, "the first state's copy, handed on")
        XCTAssertTrue(ProbeSnapshot.same(second.stateSnapshot(), state.snapshot), "put in the later state")
        XCTAssertFalse(ProbeSnapshot.same(state.snapshot, initial.snapshot))
    }

    /// A scene that cannot put its layouts back (its layout does not follow its state) is not handed on.
    func testASceneWhoseLayoutDoesNotFollowItsStateIsNotHandedOn() throws {
        let copies = SceneCopies.forProbes()
        copies.give(ComponentScene(id: "plain", title: "Plain"), settings: Settings())
        XCTAssertNil(copies.take(settings: Settings()))
    }

    /// Every catalog scene, the example scene files and a reorderable list, validated with shared
    /// probe copies and with a fresh one per state: all five reports, byte for byte; and two large
    /// scenes further, on two threads (copies handed between them) against one fresh copy per state.
    func testReportsAreTheSameWhetherProbesShareCopies() throws {
        try EveryReportFormat.assertSameWhetherCopiesAreShared { $0.probesShareCopies = $1 }
    }
}
