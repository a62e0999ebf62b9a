import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Exploration reaches each state by restoring the state's saved model and Session instead of
/// replaying its path (docs/validation-performance.md, "What exploration costs"): it must find exactly what
/// replaying finds, state by state and action by action, and validation must judge the same
/// scene in every state.
final class ExplorationRestoreTests: XCTestCase {
    /// Bounds that reach deeper states of every catalog scene while replaying stays affordable.
    static let bounds = ExplorationBounds(depth: 4, states: 60)

    /// Everything an exploration found, as lines: the states with their paths, inputs and times,
    /// and every action taken with what it did.
    static func lines(_ result: ExplorationResult) -> [String] {
        result.states.map { state in
            "state \(state.index) \(state.digest) \(state.steps) end \(state.endTime) \(state.unexplored?.rawValue ?? "explored") "
                + state.inputs.map { "\($0.seq)@\($0.time):\($0.record)" }.joined(separator: ",")
        } + result.transitions.map { t in
            "\(t.from)->\(t.to) \(t.action.step) leftOut \(t.leftOut) \(t.notifications) sound \(t.playedSceneSound) "
                + "\(t.describedBefore ?? "-") / \(t.describedAfter ?? "-") missing \(t.missingFocusTargets) presented \(t.presented)"
        } + [result.summary]
    }

    static func explore(_ descriptor: SceneDescriptor, restoring: Bool, bounds: ExplorationBounds = bounds) -> ExplorationResult {
        var explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: bounds)
        explorer.restoresStates = restoring
        return explorer.explore()
    }

    func testRestoringFindsWhatReplayingFindsOnEveryCatalogScene() {
        var restoredStates = 0
        for descriptor in Catalog.all {
            let restored = Self.explore(descriptor, restoring: true)
            let replayed = Self.explore(descriptor, restoring: false)
            XCTAssertEqual(Self.lines(restored), Self.lines(replayed), descriptor.id)
            // The catalog's scenes all save their whole models: every state past the first is restored, not replayed
            // (Pre-Poster's rated posts were lost in a fresh copy, whose rating controls are made lazily).
            XCTAssertEqual(restored.states.dropFirst().filter { $0.restoration?.scene(of: descriptor) == nil }.map(\.steps), [], descriptor.id)
            restoredStates += restored.states.count - 1
        }
        XCTAssertGreaterThan(restoredStates, 300, "deeper states were compared, not only first ones")
    }

    /// A scene file saves its model too: the bench's list, reordered by drops, and its chain of screens.
    func testASceneFileIsRestoredAsItIsReplayed() throws {
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 4), file: "list-4.json").descriptor
        let chain = try SceneFile.parse(SceneFile.screenChain(count: 12), file: "screens-12.json").descriptor
        for descriptor in [list, chain] {
            let restored = Self.explore(descriptor, restoring: true, bounds: .default)
            XCTAssertEqual(Self.lines(restored), Self.lines(Self.explore(descriptor, restoring: false, bounds: .default)), descriptor.id)
            XCTAssertEqual(restored.states.dropFirst().filter { $0.restoration?.scene(of: descriptor) == nil }.count, 0, descriptor.id)
        }
    }

    /// A scene that cannot save its model is replayed, and the path still reaches each state.
    func testASceneWithoutASavedModelIsReplayed() throws {
        let descriptor = SceneDescriptor(id: "sheet-scene", tab: "Tests", title: "Sheet", sourcePath: #filePath) { SheetScene() }
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        let result = explorer.explore()
        XCTAssertGreaterThan(result.states.count, 1)
        XCTAssertTrue(result.states.allSatisfy { $0.restoration == nil })
        for state in result.states {
            XCTAssertEqual(explorer.scene(at: state).stateSnapshot().map(\.value), state.snapshot.map(\.value))
        }
    }

    /// A scene whose saved model leaves a value out reads wrong once restored: its states are
    /// replayed instead, and exploration finds what replaying finds.
    func testACopyThatDoesNotReadAsItsStateIsReplayedInstead() {
        let descriptor = SceneDescriptor(id: "forgetful", tab: "Tests", title: "Forgetful", sourcePath: #filePath) { ForgetfulScene() }
        var explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        let restored = explorer.explore()
        XCTAssertEqual(restored.states.map(\.steps), ["initial state", "double tap Count", "double tap Count › double tap Count"])
        for state in restored.states {
            XCTAssertEqual(explorer.scene(at: state).stateSnapshot().map(\.value), state.snapshot.map(\.value))
            XCTAssertEqual(Explorer.digest(explorer.reach(state).session.scene.stateSnapshot()), state.digest)
        }
        explorer.restoresStates = false
        XCTAssertEqual(Self.lines(restored), Self.lines(explorer.explore()))
    }

    /// A restored copy draws each state as the replayed one does at the state's time, what the
    /// snapshot does not show included (when Exceptional Dogs' carousel last moved): a copy put back
    /// in a state took the model it had saved when it first laid that state out, in another
    /// state's timeline, and state #177 of the default exploration was judged mid-fade.
    func testEachStateIsDrawnAsWhenReplayedAtTheDefaultBounds() {
        let descriptor = Catalog.descriptor(for: "exceptional-dogs")!
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        var reduceMotion = Settings()
        reduceMotion.reduceMotion = true
        let states = explorer.explore().states
        XCTAssertGreaterThan(states.count, 200, "the default bounds reach the deep states")
        var differing: [String] = []
        for state in states.dropFirst() {
            let restored = explorer.scene(at: state)
            let replayed = explorer.reach(inputs: state.inputs, endTime: state.endTime).session.scene
            for settings in [Settings(), reduceMotion] {
                var a = DisplayList(), b = DisplayList()
                restored.draw(into: &a, settings: settings, time: state.endTime)
                replayed.draw(into: &b, settings: settings, time: state.endTime)
                if a != b { differing.append("#\(state.index) \(state.steps) reduceMotion \(settings.reduceMotion)") }
            }
        }
        XCTAssertEqual(differing, [])
    }

    /// Validation judges a restored copy exactly as the replayed one: the same findings, state by state.
    func testEachStateIsValidatedAsWhenReplayed() {
        let validator = Validator()
        for id in ["exceptional-dogs-broken", "photo-filter", "hello-goodbye-broken", "pre-poster", "home-screen-broken"] {
            let descriptor = Catalog.descriptor(for: id)!
            let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: ExplorationBounds(depth: 2, states: 6))
            for state in explorer.explore().states.dropFirst() {
                XCTAssertNotNil(state.restoration, "\(id) \(state.steps)")
                func findings(_ make: @escaping @Sendable () -> Scene) -> [String] {
                    let reached = SceneDescriptor(id: id, tab: descriptor.tab, title: descriptor.title, sourcePath: descriptor.sourcePath, make: make)
                    return validator.validate(reached, reachedAt: state.endTime).findings.map { "\($0.ruleID) \($0.subject.elementID ?? "") \($0.message)" }
                }
                let replay = explorer.reach(inputs: state.inputs, endTime: state.endTime).session.scene
                XCTAssertEqual(replay.stateSnapshot().map(\.value), state.snapshot.map(\.value))
                XCTAssertEqual(findings { explorer.scene(at: state) },
                               findings { explorer.reach(inputs: state.inputs, endTime: state.endTime).session.scene }, "\(id) \(state.steps)")
            }
        }
    }

    /// Same scene, same report, byte for byte, with states restored.
    func testTheReportIsTheSameByteForByteOnTwoRuns() {
        let validator = Validator(bounds: ExplorationBounds(depth: 3, states: 40))
        let scenes = ["photo-filter-broken", "hello-goodbye"].compactMap(Catalog.descriptor(for:))
        let first = JSONReport.render(validator.validate(scenes), toolVersion: "test")
        let second = JSONReport.render(validator.validate(scenes), toolVersion: "test")
        XCTAssertEqual(first, second)
        XCTAssertTrue(first.contains("\"explored\""), "the report has the exploration")
    }
}

/// A scene whose `ModelRestoring` model leaves out its one value (the taps, up to 2): a copy
/// restored from it reads as the initial state, whatever state it was saved in.
final class ForgetfulScene: ComponentScene, ModelRestoring {
    var taps = 0
    struct Model {}

    init() { super.init(id: "forgetful", title: "Forgetful") }

    override var layoutFollowsState: Bool { true }
    func saveModel() -> Model { Model() }
    func restoreModel(_ model: Model) {}

    override func body(settings: Settings) -> any Component {
        Background(.white, Padding(top: 60, leading: 16, bottom: 0, trailing: 16, Column(spacing: 20, [
            Button(id: "count", label: "Count", content: Drawing(height: 50) { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 10), .hex("#0A60D0"))
                list.text(TextRun("Count", box: frame, size: 17, weight: .semibold, color: .white, alignment: .center))
            }) { [unowned self] context in
                guard taps < 2 else { return false }
                taps += 1
                context.post(.announcement("\(taps)"))
                return true
            },
        ])))
    }

    override func stateSnapshot() -> [(key: String, value: String)] { [("taps", String(taps))] }
}
