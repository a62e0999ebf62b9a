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

    /// A copy that laid a state's screen out before, in another state's timeline, goes back after
    /// each action in the probed state's own model, not the model it saved that first time: the
    /// snapshot does not show everything (here how often a button was pressed), so the model saved
    /// with a layout is not the state's.
    func testACopyGoesBackInTheProbedStatesOwnModel() throws {
        let descriptor = SceneDescriptor(id: "pressed", tab: "Tests", title: "Pressed", sourcePath: #filePath) { PressCountingScene() }
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        // Page 1, reached by Next (pressed once), not by Jump (five presses), which comes later in the tree.
        let second = try XCTUnwrap(explorer.explore().states.first { ProbeSnapshot.same($0.snapshot, [("page", "1")]) })
        let reached = SceneDescriptor(id: descriptor.id, tab: descriptor.tab, title: descriptor.title, sourcePath: descriptor.sourcePath,
                                      make: { explorer.scene(at: second) })
        func heard(afterAnEarlierStateUsedTheCopy shared: Bool) throws -> [String] {
            let copies = SceneCopies.forProbes()
            if shared {
                // The first state's probe jumps first: its copy lays page 1 out after five presses.
                let probe = Probe(descriptor: descriptor, settings: Settings(), presentIDs: [], sharing: SharedSceneCopy(copies: copies, restoration: nil))
                for id in ["jump", "next"] { _ = try XCTUnwrap(probe.run(on: id, .activate)) }
            }
            let probe = Probe(descriptor: reached, settings: Settings(), presentIDs: [],
                              sharing: SharedSceneCopy(copies: copies, restoration: second.restoration))
            // Next turns to page 2; the copy goes back to page 1 before Say.
            _ = try XCTUnwrap(probe.run(on: "next", .activate))
            return try XCTUnwrap(probe.run(on: "say", .activate)).announcements
        }
        XCTAssertEqual(try heard(afterAnEarlierStateUsedTheCopy: false), ["Pressed 1 time"])
        XCTAssertEqual(try heard(afterAnEarlierStateUsedTheCopy: true), ["Pressed 1 time"])
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

/// Three buttons over one visible page number: Next turns the page, Jump goes to page 1 as if
/// pressed five times, Say announces how often they were pressed, which no snapshot shows.
final class PressCountingScene: ComponentScene, ModelRestoring {
    struct Model { var page: Int; var presses: Int }
    var model = Model(page: 0, presses: 0)

    init() { super.init(id: "pressed", title: "Pressed") }

    override var layoutFollowsState: Bool { true }
    func saveModel() -> Model { model }
    func restoreModel(_ model: Model) { self.model = model }
    override func stateSnapshot() -> [(key: String, value: String)] { [("page", String(model.page))] }

    override func body(settings: Settings) -> any Component {
        func button(_ id: String, _ label: String, _ action: @escaping (SceneContext) -> Void) -> any Component {
            Button(id: id, label: SpeechText(label), content: Drawing(height: 50) { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 10), .hex("#0A60D0"))
                list.text(TextRun(label, box: frame, size: 17, weight: .semibold, color: .white, alignment: .center))
            }) { context in action(context); return true }
        }
        return Background(.white, Padding(top: 60, leading: 16, bottom: 0, trailing: 16, Column(spacing: 20, [
            button("next", "Next") { [unowned self] _ in model.page = (model.page + 1) % 3; model.presses += 1 },
            button("jump", "Jump") { [unowned self] _ in model.page = 1; model.presses = 5 },
            button("say", "Say") { [unowned self] context in
                context.post(.announcement(SpeechText("Pressed \(model.presses) time\(model.presses == 1 ? "" : "s")")))
            },
        ])))
    }
}
