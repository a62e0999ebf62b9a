import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Exploration takes a state's actions on one copy, put back in the state after each
/// (`Explorer.reusesCopies`, `StateRestoration.driver(putting:back:)`), as probes put theirs back,
/// instead of a fresh copy per action: a copy put back must do what a fresh one does, action by
/// action, and validation must write the same reports either way.
final class ExplorationCopyReuseTests: XCTestCase {
    /// What an action did, as one line: the state it led to and what the user heard of it.
    private static func line(_ driver: SessionDriver, _ action: ExplorationAction, from state: ExploredState) -> String {
        var taken: [TimedRecord] = []
        driver.onRecord = { taken.append($0) }
        let before = Explorer.description(of: Explorer.observedID(action), in: driver.session)
        let modalBefore = TreeReads().modalViews(driver.session.navigation)
        let performed = action.perform(in: driver)
        driver.onRecord = nil
        let t = Explorer.transition(from: state.index, action: action, records: taken, session: driver.session, describedBefore: before,
                                    modalBefore: modalBefore)
        return "\(action.step) \(performed) \(Explorer.digest(driver.session.scene.stateSnapshot())) \(taken.map { "\($0.seq)@\($0.time):\($0.record)" }) "
            + "\(t.notifications) \(t.playedSceneSound) \(t.describedBefore ?? "-") / \(t.describedAfter ?? "-") \(t.missingFocusTargets) \(t.presented)"
    }

    /// Every action of every expanded state, taken in order on one copy put back after each, does
    /// what it does on a fresh copy brought to the state; the copy put back hands its Session the
    /// state's very tree, so the order read when the actions were listed is taken as it is.
    func testACopyPutBackDoesWhatAFreshCopyDoes() throws {
        var compared = 0, putBack = 0, ordersReused = 0
        for id in ExplorationReuseTests.scenes {
            let explorer = Explorer(descriptor: try XCTUnwrap(Catalog.descriptor(for: id)), settings: Settings(), bounds: ExplorationReuseTests.bounds)
            let result = explorer.explore()
            for state in result.states where state.unexplored == nil && state.depth < explorer.bounds.depth {
                let listing = explorer.reach(state)
                let actions = Explorer.actions(at: listing)
                let order = listing.session.navigation
                let back = try XCTUnwrap(StateRestoration(listing, snapshot: state.snapshot), "\(id) \(state.steps)")
                var copy = listing
                for (i, action) in actions.enumerated() {
                    if i > 0 {
                        if let again = back.driver(putting: copy, back: order) {
                            putBack += 1
                            if again.session.navigation.roots.withUnsafeBufferPointer({ a in order.roots.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }) {
                                ordersReused += 1
                            }
                            copy = again
                        } else {
                            copy = explorer.reach(state)
                        }
                    }
                    XCTAssertEqual(Self.line(copy, action, from: state), Self.line(explorer.reach(state), action, from: state),
                                   "\(id) \(state.steps) › \(action.step)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 200)
        XCTAssertGreaterThan(putBack, compared / 2, "most actions were taken on a copy put back")
        XCTAssertGreaterThan(ordersReused, putBack / 2, "the state's order was taken as it was")
    }

    /// A copy that does not read as its state once put back (its model leaves the taps out) is not
    /// put back: the explorer takes the next action on a fresh copy, and finds what it finds with
    /// a fresh copy for every action.
    func testACopyThatDoesNotReadAsItsStateOncePutBackIsNotUsed() throws {
        let descriptor = SceneDescriptor(id: "forgetful", tab: "Tests", title: "Forgetful", sourcePath: #filePath) { ForgetfulScene() }
        var explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        let result = explorer.explore()
        let state = result.states[0]
        let listing = explorer.reach(state)
        let back = try XCTUnwrap(StateRestoration(listing, snapshot: state.snapshot))
        let order = listing.session.navigation
        let action = try XCTUnwrap(Explorer.actions(at: listing).first)
        XCTAssertTrue(action.perform(in: listing))
        XCTAssertNil(back.driver(putting: listing, back: order))
        explorer.reusesCopies = false
        XCTAssertEqual(ExplorationRestoreTests.lines(explorer.explore()), ExplorationRestoreTests.lines(result))
    }

    /// A state offering more actions than one thread takes in a row (a list's drops) has them taken
    /// side by side, each thread's run on one copy put back after each action: the same states,
    /// paths and transitions as with a fresh copy per action, explored whole and with the state
    /// bound reached in the middle of a chunk, and the same reports (the home screen's first state
    /// offers 499 drops).
    func testActionsTakenSideBySideShareOneCopyPerThread() throws {
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 9), file: "list-9.json").descriptor
        for bounds in [ExplorationBounds(depth: 2, states: 60), ExplorationBounds(depth: 2, states: 30)] {
            var explorer = Explorer(descriptor: list, settings: Settings(), bounds: bounds)
            let shared = ValidationWorkers.run(ValidationJobs(2)!) { explorer.explore(on: $0) }
            explorer.reusesCopies = false
            let fresh = ValidationWorkers.run(ValidationJobs(2)!) { explorer.explore(on: $0) }
            XCTAssertEqual(ExplorationRestoreTests.lines(shared), ExplorationRestoreTests.lines(fresh), "\(bounds)")
            if bounds.states == 60 {
                XCTAssertGreaterThan(shared.transitions.count, 2 * 64, "the first state's actions were taken in more than one chunk")
            } else {
                XCTAssertGreaterThan(shared.leftOutActions, 0, "the bound filled in the first chunk, which was cut there")
            }
        }
        EveryReportFormat.assertSameEitherWay([list, try XCTUnwrap(Catalog.descriptor(for: "home-screen"))]) {
            $0.explorationReusesCopies = $1
            $0.jobs = ValidationJobs(2)!
        }
    }

    /// An action that cannot be taken, and a drop refused where it was made, leave their copy
    /// settled with no drag under way: the state's next action goes on that copy put back, not on a
    /// fresh one (a list whose drops all fail made a fresh copy, with its whole tree read, for each
    /// of its rows squared drops).
    func testActionsThatFailLeaveTheirCopyToBePutBack() throws {
        // Rows 1.2 points tall, their drop points outside them: no drop point can be chosen.
        let rows = (0..<9).map { #"{"id":"row\#($0)","label":"Row \#($0)","size":[358,1.2]}"# }.joined(separator: ",")
        let text = #"{"format":"axsandbox-scene","version":1,"id":"short-rows","device":{"idiom":"phone","width":390,"height":844},"elements":["#
            + #"{"id":"list","container":"list","reorderable":true,"frame":[16,0,358,0],"layout":{"axis":"column"},"children":[\#(rows)]}]}"#
        let short = Made()
        let explorer = Explorer(descriptor: counted(try SceneFile.parse(text, file: "short-rows.json").descriptor, short), settings: Settings(), bounds: .default)
        let offered = Explorer.actions(at: explorer.reach(inputs: [], endTime: 0)).count
        short.count = 0
        let result = explorer.explore()
        XCTAssertEqual(result.states.count, 1, "no drop was taken")
        XCTAssertGreaterThan(offered, 100)
        XCTAssertEqual(short.count, 2, "the copy whose state was read first, and the listing copy put back after every action")
        // The home screen's full dock refuses the page's apps: each refused drop is cancelled.
        let home = Made()
        let homeExplorer = Explorer(descriptor: counted(try XCTUnwrap(Catalog.descriptor(for: "home-screen")), home), settings: Settings(),
                                    bounds: ExplorationBounds(depth: 1, states: 1000))
        let explored = homeExplorer.explore()
        XCTAssertTrue(explored.transitions.contains { $0.to == $0.from }, "some drops were refused")
        XCTAssertEqual(home.count, 2, "the copy whose state was read first, and the listing copy put back after every action")
    }

    /// `gesture.touch-only-state` performs a state's gestures on the copy it read them from, put
    /// back after each: Exceptional Dogs (broken)'s swipes and pinches make about one copy per state
    /// (a state whose copy cannot be put back after a gesture takes a fresh one), where a fresh copy
    /// per gesture made four times as many, and are judged alike.
    func testTouchOnlyGesturesShareTheirStatesCopy() throws {
        let made = Made()
        var explorer = Explorer(descriptor: counted(try XCTUnwrap(Catalog.descriptor(for: "exceptional-dogs-broken")), made),
                                settings: Settings(), bounds: .default)
        let result = explorer.explore()
        XCTAssertTrue(result.states.allSatisfy { $0.unexplored == nil && $0.actionsNotTaken == 0 }, "explored whole: the rule judges it")
        func judged() -> [String] { TouchOnlyStateRule().judge(result, explorer: explorer).map { "\($0.1.index) \($0.0.message)" } }
        made.count = 0
        let shared = judged(), sharedCopies = made.count
        explorer.reusesCopies = false
        made.count = 0
        let fresh = judged(), freshCopies = made.count
        XCTAssertGreaterThan(freshCopies, 3 * result.states.count, "the states' gestures, each on a fresh copy")
        XCTAssertLessThan(sharedCopies, result.states.count + result.states.count / 8, "about one copy per state")
        XCTAssertEqual(shared, fresh)
    }

    /// A state's actions go on a copy earlier states' actions used, the state's model put in
    /// (`SceneCopies.forExploration`), which finds the layouts of the states it was in: the dial's
    /// six positions are laid out once each, where a fresh copy for each state laid out the state
    /// and both its neighbours again. The same states, paths and transitions either way.
    func testExplorationHandsItsCopiesFromStateToState() {
        func explored(reusingCopies: Bool) -> (lines: [String], bodies: Int) {
            let count = Dial.Count()
            var explorer = Explorer(descriptor: SceneDescriptor(id: "dial", tab: "Tests", title: "Dial", sourcePath: #filePath) {
                Dial(count: count)
            }, settings: Settings(), bounds: .default)
            explorer.reusesCopies = reusingCopies
            return (ExplorationRestoreTests.lines(explorer.explore()), count.bodies)
        }
        let handed = explored(reusingCopies: true), fresh = explored(reusingCopies: false)
        XCTAssertEqual(handed.lines, fresh.lines)
        XCTAssertGreaterThan(handed.lines.count, 6, "six states and their transitions")
        XCTAssertEqual(handed.bodies, 6, "each position laid out once")
        XCTAssertGreaterThanOrEqual(fresh.bodies, 18, "each position, then both its neighbours, on fresh copies")
    }

    /// A dial of six positions, turned by an Up and a Down button; every body it lays out is counted.
    final class Dial: ComponentScene, ModelRestoring {
        final class Count: @unchecked Sendable { var bodies = 0 }
        let count: Count
        var position = 0

        init(count: Count) {
            self.count = count
            super.init(id: "dial", title: "Dial")
        }

        override var layoutFollowsState: Bool { true }
        func saveModel() -> Int { position }
        func restoreModel(_ model: Int) { position = model }
        override func stateSnapshot() -> [(key: String, value: String)] { [("position", String(position))] }

        override func body(settings: Settings) -> any Component {
            count.bodies += 1
            var up = AccessibilityElement(id: "up", label: "Up", traits: .button, frame: .zero)
            up.value = SpeechText(String(position))
            up.onActivate = { [unowned self] _ in position = (position + 1) % 6; return true }
            var down = AccessibilityElement(id: "down", label: "Down", traits: .button, frame: .zero)
            down.onActivate = { [unowned self] _ in position = (position + 5) % 6; return true }
            let square = { (frame: Rect, list: inout DisplayList, _: Settings, _: Int) in list.fill(.rect(frame), .black) }
            return Background(.white, Padding(16, Column([Spacer(44), Drawing(height: 44, element: up, paint: square),
                                                          Drawing(height: 44, element: down, paint: square)])))
        }
    }

    /// Every catalog scene, the example scene files and a reorderable list, validated with a
    /// state's actions taken on one copy and on a fresh copy each: all five reports, byte for byte.
    func testReportsAreTheSameWhetherActionsShareACopy() throws {
        EveryReportFormat.assertSameEitherWay(try EveryReportFormat.comparedScenes()) { $0.explorationReusesCopies = $1 }
    }
}

/// Counts the copies `counted` makes.
private final class Made: @unchecked Sendable { var count = 0 }

/// `descriptor`, counting in `made` each copy it makes.
private func counted(_ descriptor: SceneDescriptor, _ made: Made) -> SceneDescriptor {
    SceneDescriptor(id: descriptor.id, tab: descriptor.tab, title: descriptor.title, sourcePath: descriptor.sourcePath) {
        made.count += 1
        return descriptor.make()
    }
}
