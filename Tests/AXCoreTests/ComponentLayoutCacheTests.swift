import AXCore
import XCTest

/// A `ComponentScene` lays its body out once per settings and state: reads (drawing, elements,
/// hit-testing) share the layout, and anything that may change the scene (an element's hook, an
/// input, a timer one of them scheduled, a changed state snapshot) makes the next read lay it out
/// again, so no frame is ever stale.
final class ComponentLayoutCacheTests: XCTestCase {
    /// A column whose "More" button shows a details label above it (moving the buttons down), and
    /// whose "Later" button does the same after 100 ms on the virtual clock.
    final class Expander: ComponentScene {
        var expanded = false
        /// Whether `stateSnapshot()` shows `expanded` (off: only the hooks and inputs say it changed).
        var reportsState = true
        private(set) var bodies = 0

        init() { super.init(id: "expander", title: "Expander") }

        override func body(settings: Settings) -> any Component {
            bodies += 1
            let more = Button(id: "more", label: "More", content: Spacer()) { [unowned self] _ in
                self.expanded.toggle()
                return true
            }
            let later = Button(id: "later", label: "Later", content: Spacer()) { [unowned self] context in
                context.schedule(after: 100) { [unowned self] _ in self.expanded.toggle() }
                return true
            }
            var items: [any Component] = [Sized(height: 44, more), Sized(height: 44, later)]
            if expanded { items.insert(Label(id: "details", "Details", style: .body, color: .black), at: 0) }
            return Column(items)
        }

        override func stateSnapshot() -> [(key: String, value: String)] {
            reportsState ? [("expanded", expanded ? "yes" : "no")] : []
        }
    }

    /// A context whose timers run when the test advances the clock.
    final class Clock: SceneContext {
        var settings = Settings.default
        var now = 0
        private var timers: [(due: Int, action: (SceneContext) -> Void)] = []
        func post(_ notification: AccessibilityNotification) {}
        func play(_ sound: SoundCue) {}
        func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) { timers.append((now + delay, action)) }
        func advance(by delay: Int) {
            now += delay
            let due = timers.filter { $0.due <= now }
            timers.removeAll { $0.due <= now }
            for timer in due { timer.action(self) }
        }
    }

    private func element(_ id: String, _ scene: Scene, _ settings: Settings = .default) -> AccessibilityElement? {
        var found: AccessibilityElement?
        for root in scene.accessibilityElements(settings: settings) { root.forEachNode { if $0.id == id { found = $0 } } }
        return found
    }

    func testReadsShareOneLayoutPerSettings() throws {
        let scene = Expander()
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        _ = scene.accessibilityElements(settings: .default)
        scene.draw(into: &list, settings: .default, time: 500)
        _ = scene.declaredGestures
        XCTAssertEqual(scene.bodies, 1)
        var large = Settings.default
        large.contentSize = .largest
        _ = scene.accessibilityElements(settings: large)
        _ = scene.accessibilityElements(settings: .default)
        _ = scene.accessibilityElements(settings: large)
        XCTAssertEqual(scene.bodies, 2, "one layout for each of the two settings, kept while the scene does not change")
    }

    func testAnElementsHookLaysTheSceneOutAgain() throws {
        let scene = Expander()
        scene.reportsState = false
        let before = try XCTUnwrap(element("more", scene)).frame
        XCTAssertNil(element("details", scene))
        XCTAssertEqual(try XCTUnwrap(element("more", scene)).onActivate?(Clock()), true)
        let details = try XCTUnwrap(element("details", scene), "the label the activation showed is read at once")
        let after = try XCTUnwrap(element("more", scene)).frame
        XCTAssertEqual(after.minY, before.minY + details.frame.height)
        var list = DisplayList()
        scene.draw(into: &list, settings: .default, time: 0)
        XCTAssertTrue(list.textRuns.contains { $0.run.string == "Details" }, "the drawing follows the same new layout")
    }

    func testATimerAHookScheduledLaysTheSceneOutAgainWhenItRuns() throws {
        let scene = Expander()
        scene.reportsState = false
        let clock = Clock()
        XCTAssertEqual(try XCTUnwrap(element("later", scene)).onActivate?(clock), true)
        XCTAssertNil(element("details", scene), "nothing changes before the timer runs")
        clock.advance(by: 100)
        XCTAssertNotNil(element("details", scene))
    }

    func testATapLaysTheSceneOutAgain() throws {
        let scene = Expander()
        scene.reportsState = false
        let more = try XCTUnwrap(element("more", scene)).frame
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: more.center), context: Clock()))
        XCTAssertNotNil(element("details", scene))
    }

    func testAModelChangedDirectlyIsSeenThroughTheStateSnapshotOrSetNeedsLayout() throws {
        let scene = Expander()
        XCTAssertNil(element("details", scene))
        scene.expanded = true
        XCTAssertNotNil(element("details", scene), "the snapshot reads differently, so the layout is made again")

        scene.reportsState = false
        scene.expanded = false
        _ = scene.accessibilityElements(settings: .default)
        scene.expanded = true
        scene.setNeedsLayout()
        XCTAssertNotNil(element("details", scene))
    }

    func testASettingsChangeLaysTheSceneOutAgain() throws {
        let scene = Expander()
        scene.reportsState = false
        _ = scene.accessibilityElements(settings: .default)
        scene.expanded = true
        scene.settingsDidChange(context: Clock())
        XCTAssertNotNil(element("details", scene))
    }
}

/// A scene whose layout follows its state keeps the layouts (and saved model) of earlier states:
/// the state before by default, more when asked (`statesKept`, validation's shared probe copies),
/// and puts itself back in any of them with the very tree it had there.
final class ComponentStatesKeptTests: XCTestCase {
    /// A counter whose body shows its count: its model is the count alone.
    final class Counter: ComponentScene, ModelRestoring {
        var count = 0
        private(set) var bodies = 0
        /// What putting a model back does instead of setting the count to it, when set.
        var putBack: ((Counter, Int) -> Void)?

        init() { super.init(id: "counter", title: "Counter") }

        override var layoutFollowsState: Bool { true }
        func saveModel() -> Int { count }
        func restoreModel(_ model: Int) {
            guard let putBack else { return count = model }
            putBack(self, model)
        }

        override func body(settings: Settings) -> any Component {
            bodies += 1
            return Column([Label(id: "count", "\(count)", style: .body, color: .black)])
        }

        override func stateSnapshot() -> [(key: String, value: String)] { [("count", String(count))] }
    }

    /// Counts 0 to 5, reading the tree in each state; then goes back to count 1.
    private func goesBack(keeping kept: Int?) -> (restored: Bool, sameTree: Bool, bodies: Int) {
        let scene = Counter()
        if let kept { scene.statesKept = kept }
        var trees: [[AccessibilityElement]] = []
        for n in 0...5 {
            scene.count = n
            trees.append(scene.accessibilityElements(settings: .default))
        }
        let bodies = scene.bodies
        guard scene.restoreState([("count", "1")]) else { return (false, false, scene.bodies - bodies) }
        let tree = scene.accessibilityElements(settings: .default)
        let same = tree.withUnsafeBufferPointer { a in trees[1].withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
        return (scene.count == 1, same, scene.bodies - bodies)
    }

    func testOnlyTheStateBeforeIsKeptByDefault() {
        XCTAssertFalse(goesBack(keeping: nil).restored, "count 1 is four states back")
        let scene = Counter()
        _ = scene.accessibilityElements(settings: .default)
        scene.count = 1
        _ = scene.accessibilityElements(settings: .default)
        XCTAssertTrue(scene.restoreState([("count", "0")]))
        XCTAssertEqual(scene.count, 0)
    }

    func testMoreStatesKeptAreFoundAgainWithTheirTrees() {
        let back = goesBack(keeping: 8)
        XCTAssertTrue(back.restored)
        XCTAssertTrue(back.sameTree, "the layout made in that state, not a new one")
        XCTAssertEqual(back.bodies, 0)
        XCTAssertFalse(goesBack(keeping: 3).restored, "past the states kept, the oldest were let go")
    }

    /// A scene whose states share their values under different keys (the generations' hashes,
    /// made of the values, are then alike) goes back to the one whose keys match too.
    func testStatesAlikeInValuesAreToldApartByTheirKeys() {
        final class Named: ComponentScene, ModelRestoring {
            var name = "a"
            init() { super.init(id: "named", title: "Named") }
            override var layoutFollowsState: Bool { true }
            func saveModel() -> String { name }
            func restoreModel(_ model: String) { name = model }
            override func body(settings: Settings) -> any Component { Column([Label(id: name, name, style: .body, color: .black)]) }
            override func stateSnapshot() -> [(key: String, value: String)] { [(name, "on")] }
        }
        let scene = Named()
        scene.statesKept = 8
        for name in ["a", "b", "c", "d"] {
            scene.name = name
            _ = scene.accessibilityElements(settings: .default)
        }
        XCTAssertTrue(scene.restoreState([("b", "on")]))
        XCTAssertEqual(scene.name, "b")
        XCTAssertEqual(scene.accessibilityElements(settings: .default).first?.id, "b")
    }

    /// Going back to a kept state sets the state left aside with its layouts, so the copy can go
    /// forth again without laying anything out; and each state's tree is the one made in it.
    func testGoingBackKeepsTheStateLeftAndItsTree() {
        let scene = Counter()
        scene.statesKept = 8
        var trees: [Int: [AccessibilityElement]] = [:]
        for n in 0...5 {
            scene.count = n
            trees[n] = scene.accessibilityElements(settings: .default)
        }
        let bodies = scene.bodies
        for n in [1, 5, 1, 3, 5] {
            XCTAssertTrue(scene.restoreState([("count", String(n))]), "count \(n) is kept")
            XCTAssertEqual(scene.count, n)
            let tree = scene.accessibilityElements(settings: .default)
            XCTAssertTrue(tree.sharesStorage(with: trees[n]!), "count \(n)'s own tree")
            XCTAssertEqual(tree.first?.label?.string, String(n))
        }
        XCTAssertEqual(scene.bodies, bodies, "nothing laid out again")
    }

    /// A model put back that does not read as the state asked for (a scene breaking `ModelRestoring`'s
    /// promise) is found out by the next read: the tree shows the model, not the kept layouts.
    func testAModelPutBackWrongIsFoundOutByTheNextRead() {
        let scene = counted(upTo: 4) { scene, model in scene.count = model + 10 }
        XCTAssertTrue(scene.restoreState([("count", "1")]))
        XCTAssertEqual(scene.count, 11)
        XCTAssertEqual(scene.accessibilityElements(settings: .default).first?.label?.string, "11", "the model's tree")
        XCTAssertTrue(scene.restoreState([("count", "2")]), "the other kept states are still found")
        XCTAssertEqual(scene.accessibilityElements(settings: .default).first?.label?.string, "12")
    }

    /// A model put back may reset or read the layouts (`setNeedsLayout()` in `restoreModel`): it runs
    /// once the cache has found it, not while the cache is being changed.
    func testAModelPutBackMayResetTheLayouts() {
        let scene = counted(upTo: 4) { scene, model in
            scene.count = model
            _ = scene.accessibilityElements(settings: .default)
            scene.setNeedsLayout()
        }
        XCTAssertTrue(scene.restoreState([("count", "1")]))
        XCTAssertEqual(scene.accessibilityElements(settings: .default).first?.label?.string, "1")
        XCTAssertFalse(scene.restoreState([("count", "3")]), "setNeedsLayout forgot the states kept")
    }

    /// A counter keeping 8 states, its tree read at each count from 0 to `last`, that puts a model
    /// back with `putBack`.
    private func counted(upTo last: Int, putBack: @escaping (Counter, Int) -> Void) -> Counter {
        let scene = Counter()
        scene.statesKept = 8
        for n in 0...last {
            scene.count = n
            _ = scene.accessibilityElements(settings: .default)
        }
        scene.putBack = putBack
        return scene
    }

    /// Told the same settings again, a scene whose layout follows its state keeps its layouts (they
    /// are kept by settings and state already); told other settings, it lays out again.
    func testTheSameSettingsToldAgainKeepTheLayouts() {
        let scene = Counter()
        let context = ComponentLayoutCacheTests.Clock()
        scene.settingsDidChange(context: context)
        _ = scene.accessibilityElements(settings: .default)
        scene.settingsDidChange(context: context)
        _ = scene.accessibilityElements(settings: .default)
        XCTAssertEqual(scene.bodies, 1)
        context.settings.contentSize = .largest
        scene.settingsDidChange(context: context)
        _ = scene.accessibilityElements(settings: .default)
        XCTAssertEqual(scene.bodies, 2)
    }
}
