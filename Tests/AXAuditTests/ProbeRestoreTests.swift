import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A row of buttons that can keep its tree and restore its state (as big scenes do, and as the
/// validator's probes use), or build a new tree on every read and restore nothing (as small scenes
/// do). "Select" buttons select themselves, audibly (the selected trait); "Count" changes a counter
/// nothing exposes; "More" reveals an element without telling VoiceOver.
private final class RowScene: Scene {
    let id = "row"
    let title = "Row"
    let device = Device.phone
    let keepsTree: Bool
    var selected: Int?
    var count = 0
    var more = false

    init(keepsTree: Bool) { self.keepsTree = keepsTree }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    private lazy var kept = build()

    private func build() -> [AccessibilityElement] {
        var elements = (0..<6).map { i -> AccessibilityElement in
            var element = AccessibilityElement(id: "select-\(i)", label: SpeechText("Select \(i)"), frame: Rect(10, 100 + Double(i) * 50, 300, 44))
            if keepsTree {
                element.$traits = .computed { [unowned self] in self.selected == i ? [.button, .selected] : .button }
            } else {
                element.traits = selected == i ? [.button, .selected] : .button
            }
            element.onActivate = { [unowned self] _ in self.selected = i; return true }
            return element
        }
        var counter = AccessibilityElement(id: "count", label: "Count", traits: .button, frame: Rect(10, 420, 300, 44))
        counter.onActivate = { [unowned self] _ in self.count += 1; return true }
        elements.append(counter)
        var reveal = AccessibilityElement(id: "more", label: "More", traits: .button, frame: Rect(10, 470, 300, 44))
        reveal.onActivate = { [unowned self] _ in self.more = true; return true }
        elements.append(reveal)
        return elements
    }

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        guard !more else {
            // Revealing changes the structure: a kept tree is rebuilt, as a real scene would.
            return build() + [AccessibilityElement(id: "extra", label: "Extra", frame: Rect(10, 520, 300, 44))]
        }
        return keepsTree ? kept : build()
    }

    func stateSnapshot() -> [(key: String, value: String)] {
        [("selected", selected.map(String.init) ?? "none"), ("count", String(count)), ("more", String(more))]
    }

    func restoreState(_ state: [(key: String, value: String)]) -> Bool {
        guard keepsTree, state.count == 3 else { return false }
        selected = Int(state[0].value)
        count = Int(state[1].value) ?? 0
        more = state[2].value == "true"
        return true
    }
}

final class ProbeRestoreTests: XCTestCase {
    private func findings(keepsTree: Bool) -> [String] {
        let descriptor = SceneDescriptor(id: "row", tab: "Test", title: "Row", sourcePath: "test") { RowScene(keepsTree: keepsTree) }
        let probes = RuleCatalog.all.filter { $0.info.kind == .probe }
        return Validator(rules: probes).validate(descriptor).findings.map { "\($0.ruleID) \($0.subject.elementID ?? "-")" }.sorted()
    }

    /// Each action starts from the initial state whether the copy is restored in place (and the kept
    /// tree proves nothing moved) or made afresh: the same findings, and only the planted ones.
    func testRestoredProbesFindWhatFreshCopiesFind() {
        let fresh = findings(keepsTree: false)
        XCTAssertEqual(fresh, ["notify.layout-change more", "traits.silent-state-change count"])
        XCTAssertEqual(findings(keepsTree: true), fresh)
    }

    /// A restored copy is really back in its initial state: after "Select 5" ran, "Select 0" is probed on
    /// a scene where nothing is selected, so its outcome (one change, its own trait) is what a fresh
    /// copy shows.
    func testEachProbeStartsFromTheInitialState() throws {
        let descriptor = SceneDescriptor(id: "row", tab: "Test", title: "Row", sourcePath: "test") { RowScene(keepsTree: true) }
        let probe = Probe(descriptor: descriptor, settings: Settings(), presentIDs: [])
        let first = try XCTUnwrap(probe.run(on: "select-5", .activate))
        XCTAssertEqual(first.stateChanges, ["selected=none → selected=5"])
        let second = try XCTUnwrap(probe.run(on: "select-0", .activate))
        XCTAssertEqual(second.stateChanges, ["selected=none → selected=0"])
        XCTAssertEqual(second.elementsChanged, true)
        XCTAssertFalse(second.layoutChanged)
    }

    /// `validate` and the findings overlay ask the validator differently (a list of scenes, one
    /// scene); for a scene file both run the probes on the file's behaviour, so they report the same
    /// findings (here, a custom action the file gives no effect).
    func testEveryEntryPointReportsTheSameFindingsForASceneFile() throws {
        let text = ##"{"format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"},"elements":[{"id":"a","label":"Photo","traits":["image"],"frame":[16,100,200,200],"customActions":[{"name":"Share"}]}]}"##
        let descriptor = try SceneFile.parse(text, file: "s.json").descriptor
        XCTAssertFalse(descriptor.isDeclarative, "a scene file behaves, so its probes run")
        let one = Validator().validate(descriptor).findings.map(\.message)
        let listed = Validator().validate([descriptor]).findings.map(\.message)
        XCTAssertEqual(one, listed)
        XCTAssertTrue(one.contains("Custom action \"Share\" changes nothing"), "\(one)")
    }

    /// A custom action whose effect is already in place does nothing again, as a button pressed
    /// twice: Like on a song it liked, Mute at zero. It did something in another explored state, so
    /// it is not called one that changes nothing (it was, an error, in the state after it). One that
    /// does nothing in every state still is.
    func testACustomActionThatWorkedInAnotherStateIsNotReportedWhereItsEffectIsInPlace() throws {
        func findings(_ actions: String) throws -> [String] {
            let text = ##"{"format":"axsandbox-scene","version":1,"id":"m","device":{"idiom":"phone"},"state":{"vol":{"value":5,"range":[0,10]}},"elements":[{"id":"v","label":"Volume","adjusts":"vol","frame":[16,100,358,60],"customActions":["## + actions + "]}]}"
            let descriptor = try SceneFile.parse(text, file: "m.json").descriptor
            return Validator().validate(descriptor).findings.filter { $0.ruleID == RuleID.actionsCustomActionFails.rawValue }.map(\.message)
        }
        XCTAssertEqual(try findings(##"{"name":"Mute","set":{"vol":0}}"##), [], "Mute works from 5; at 0 it has nothing left to do")
        XCTAssertEqual(try findings(##"{"name":"Mute","set":{"vol":0}},{"name":"Share"}"##), ["Custom action \"Share\" changes nothing"],
                       "an action that does nothing anywhere is still reported")
    }
}

/// Hands everything to the scene it wraps, except that it cannot restore its state: validation then
/// probes a fresh copy of the scene for every action, the slow path a restoring scene skips.
private final class FreshCopiesScene: Scene {
    let inner: Scene
    init(_ inner: Scene) { self.inner = inner }

    var id: String { inner.id }
    var title: String { inner.title }
    var device: Device { inner.device }
    var appName: String? { inner.appName }
    var screenTitle: String? { inner.screenTitle }
    func draw(into list: inout DisplayList, settings: Settings, time: Int) { inner.draw(into: &list, settings: settings, time: time) }
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { inner.accessibilityElements(settings: settings) }
    func touch(_ touch: SceneTouch, context: SceneContext) { inner.touch(touch, context: context) }
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool { inner.gesture(gesture, context: context) }
    var declaredGestures: [DeclaredGesture] { inner.declaredGestures }
    var suppressions: [Suppression] { inner.suppressions }
    var behaviour: SceneBehaviour { inner.behaviour }
    var screenshot: Screenshot? { inner.screenshot }
    func settingsDidChange(context: SceneContext) { inner.settingsDidChange(context: context) }
    func stateSnapshot() -> [(key: String, value: String)] { inner.stateSnapshot() }
    func restoreState(_ state: [(key: String, value: String)]) -> Bool { false }
    func dragItem(at point: Point, context: SceneContext) -> DragItem? { inner.dragItem(at: point, context: context) }
    func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        inner.dropProposal(for: item, at: point, context: context)
    }
    func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool { inner.performDrop(of: item, at: point, context: context) }
    func dragCancelled(_ item: DragItem, context: SceneContext) { inner.dragCancelled(item, context: context) }
}

/// Catalog scenes that put their model back (`ModelRestoring`) are probed on one copy, restored
/// after each action: what validation finds must be exactly what fresh copies find.
final class CatalogRestoreTests: XCTestCase {
    /// The findings, but a photo drawn by a card: the wrapper giving fresh copies is no component
    /// scene, so it has no drawing of each element to tell which one draws the photo
    /// (`AuditSubject.drawnItems(ofElements:)`), whatever its copies restore.
    private func report(_ descriptor: SceneDescriptor) -> [String] {
        Validator().validate(descriptor).findings.filter { $0.measure != InvertedImageRule.drawnPictureMeasure }
            .map { "\($0.ruleID) \($0.subject.elementID ?? "-") \($0.message) \($0.detail)" }
    }

    func testRestoredCatalogScenesFindWhatFreshCopiesFind() {
        var restoring: [String] = []
        for descriptor in Catalog.all {
            let scene = descriptor.make()
            guard scene is any ModelRestoring else { continue }
            restoring.append(descriptor.id)
            var fresh = descriptor
            fresh.make = { FreshCopiesScene(descriptor.make()) }
            XCTAssertEqual(report(descriptor), report(fresh), descriptor.id)
        }
        for id in ["pre-poster", "photo-filter", "photo-filter-broken", "hello-goodbye", "hello-goodbye-broken",
                   "exceptional-dogs", "exceptional-dogs-broken", "home-screen", "home-screen-broken", "piano", "piano-broken",
                   "star-rating", "star-rating-broken"] {
            XCTAssertTrue(restoring.contains(id), "\(id) in \(restoring)")
        }
    }

    /// Put back after an action, a restoring scene shows the snapshot and the very tree it started with.
    func testARestoredSceneIsBackInItsFirstStateWithItsFirstTree() throws {
        let scene = PrePosterScene()
        let settings = Settings()
        let initial = scene.stateSnapshot()
        let first = scene.accessibilityElements(settings: settings)
        func find(_ id: String, in list: [AccessibilityElement]) -> AccessibilityElement? {
            for element in list { if element.id == id { return element } else if let found = find(id, in: element.children) { return found } }
            return nil
        }
        let profile = try XCTUnwrap(find("profile", in: first))
        XCTAssertEqual(profile.onActivate?(ProbeContext(settings: settings)), true)
        XCTAssertNotEqual(scene.stateSnapshot().map(\.value), initial.map(\.value), "My posts is shown")
        XCTAssertNil(find("profile", in: scene.accessibilityElements(settings: settings)), "the header is gone")
        XCTAssertTrue(scene.restoreState(initial))
        XCTAssertEqual(scene.stateSnapshot().map(\.value), initial.map(\.value))
        let again = scene.accessibilityElements(settings: settings)
        XCTAssertTrue(again.withUnsafeBufferPointer { a in first.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } },
                      "the layout made for the first state is found again")
        XCTAssertFalse(scene.restoreState([("screen", "nowhere")]), "a state it was never in cannot be restored")
    }
}
