import AXCore
@testable import AXEngine
import XCTest

/// The element actions every assistive technology performs through the engine, with typed results,
/// and the one write path: whatever path scene code runs on, the tree is read again afterwards.
final class ElementActionTests: XCTestCase {
    /// A row: `a` activates, `b` declines its activation, `c` is adjustable only up, inside a container
    /// that handles escape; `d` has one custom action.
    private func row(_ scene: VOTestScene) -> [AccessibilityElement] {
        var a = button("a", "A")
        a.onActivate = { _ in scene.log.append("activate a"); return true }
        var b = button("b", "B", y: 50)
        b.onActivate = { _ in scene.log.append("activate b"); return false }
        var c = AccessibilityElement(id: "c", label: "C", traits: .adjustable, frame: Rect(0, 100, 100, 44))
        c.onIncrement = { _ in scene.log.append("increment c"); return true }
        var d = button("d", "D", y: 150)
        d.customActions = [CustomAction("Delete") { _ in scene.log.append("delete d"); return false }]
        var group = AccessibilityElement.container(id: "group", frame: Rect(0, 0, 200, 200), children: [a, b, c, d])
        group.onEscape = { _ in scene.log.append("escape group"); return true }
        return [group]
    }

    func testEachActionReportsWhoTookItAndWhatItProduced() {
        let scene = VOTestScene { _, _ in [] }
        scene.build = { [unowned self] scene, _ in self.row(scene) }
        let session = Session(scene: scene, settings: { var s = Settings(); s.voiceOver = true; return s }())

        XCTAssertEqual(session.perform(.activate, on: "a"),
                       ElementActionResult(outcome: .performed, handlerID: "a",
                                           events: [.action(elementID: "a", name: "activate", result: true)]))
        scene.acceptsTaps = false
        XCTAssertEqual(session.perform(.activate, on: "b"),
                       ElementActionResult(outcome: .declined, handlerID: nil,
                                           events: [.action(elementID: "b", name: "activate", result: false),
                                                    .action(elementID: "b", name: "tap", result: false)]))
        XCTAssertEqual(session.perform(.increment, on: "c").outcome, .performed)
        // No decrement: not supported, still reported as the trace has always recorded it.
        XCTAssertEqual(session.perform(.decrement, on: "c"),
                       ElementActionResult(outcome: .notSupported, handlerID: nil,
                                           events: [.action(elementID: "c", name: "decrement", result: false)]))
        XCTAssertEqual(session.perform(.customAction(index: 0), on: "d"),
                       ElementActionResult(outcome: .declined, handlerID: nil,
                                           events: [.action(elementID: "d", name: "Delete", result: false)]))
        XCTAssertEqual(session.perform(.customAction(index: 1), on: "d").outcome, .notSupported)
        // Escape goes up the chain to the container.
        XCTAssertEqual(session.perform(.escape, on: "a"),
                       ElementActionResult(outcome: .performed, handlerID: "group",
                                           events: [.action(elementID: "group", name: "escape", result: true)]))
        // Nobody scrolls, nobody magic taps: not supported; magic tap reports it unhandled.
        XCTAssertEqual(session.perform(.scroll(.down), on: "a"), ElementActionResult(outcome: .notSupported, handlerID: nil, events: []))
        XCTAssertEqual(session.perform(.magicTap, on: "a").events, [.action(elementID: nil, name: "magicTap", result: false)])
        XCTAssertEqual(session.perform(.activate, on: "missing").outcome, .notSupported)
        XCTAssertEqual(session.perform(.cancelDrag, on: nil).outcome, .notSupported)
        XCTAssertEqual(scene.log, ["activate a", "activate b",
                                   "touch -1 began (50, 72)", "touch -1 ended (50, 72)", "gesture tap (50, 72)",
                                   "increment c", "delete d", "escape group"])
    }

    func testVoiceOverIsATechnologyWhoseCursorIsTheFocus() {
        let scene = VOTestScene(elements: [button("a", "A"), button("b", "B", y: 50)])
        let driven = DrivenSession(scene: scene)
        XCTAssertEqual(driven.focusIndicators, [FocusIndicator(technology: .voiceOver, elementID: "a", frame: Rect(0, 0, 100, 44), path: nil)])
        driven.send(.next, at: 0)
        XCTAssertEqual(driven.focusIndicators.map(\.elementID), ["b"])
        driven.send(.voiceOverOff, at: 10)
        XCTAssertEqual(driven.focusIndicators, [])
    }
}

/// A scene whose every entry point grows its tree by one element (`extra-1`, `extra-2` …): hooks,
/// custom actions, touches, gestures, settings changes and timers.
private final class GrowingScene: Scene {
    let id = "growing"
    let title = "Growing"
    var device = Device.phone
    var growth = 0

    func grow() { growth += 1 }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        var target = AccessibilityElement(id: "target", label: "Target", traits: [.adjustable, .supportsZoom], frame: Rect(0, 0, 100, 44))
        target.onActivate = { [unowned self] _ in grow(); return false }
        target.onIncrement = { [unowned self] _ in grow(); return true }
        target.onDecrement = { [unowned self] context in
            context.schedule(after: 10) { [unowned self] _ in grow() }
            return true
        }
        target.onZoomIn = { [unowned self] _, _ in grow(); return true }
        target.onEscape = { [unowned self] _ in grow(); return true }
        target.onMagicTap = { [unowned self] _ in grow(); return true }
        target.onScroll = { [unowned self] _, _ in grow(); return true }
        target.customActions = [CustomAction("Grow") { [unowned self] _ in grow(); return true }]
        var field = AccessibilityElement(id: "field", label: "Field", traits: .textField, frame: Rect(0, 50, 100, 44))
        field.onTextInput = { [unowned self] _, _ in grow(); return true }
        var focusing = button("focusing", "Focusing", y: 100)
        focusing.onFocus = { [unowned self] _ in grow() }
        let extras = (0..<growth).map { button("extra-\($0 + 1)", "Extra \($0 + 1)", x: 200, y: 200 + Double($0) * 50) }
        return [target, field, focusing] + extras
    }
    func touch(_ touch: SceneTouch, context: SceneContext) { grow() }
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool { grow(); return true }
    func settingsDidChange(context: SceneContext) { grow() }
    func stateSnapshot() -> [(key: String, value: String)] { [("growth", "\(growth)")] }
}

final class WritePathTests: XCTestCase {
    /// Every path scene code runs on marks the tree as changed: right after each input, the order holds
    /// the element the scene just added.
    func testSceneCodeOnAnyPathInvalidatesTheTree() {
        let scene = GrowingScene()
        let driven = DrivenSession(scene: scene)
        var time = 0
        func step(_ input: SessionInput, _ what: String, line: UInt = #line) {
            time += 1000
            let before = scene.growth
            driven.apply(input, at: time)
            XCTAssertGreaterThan(scene.growth, before, "\(what) ran no scene code", line: line)
            XCTAssertNotNil(driven.navigation.index(of: "extra-\(scene.growth)"), "\(what): the tree was not read again", line: line)
        }
        step(.command(.activate), "activate, then the tap it falls back to")
        step(.command(.up), "increment")
        step(.command(.escape), "escape")
        step(.command(.magicTap), "magic tap")
        step(.command(.scroll(.down)), "scroll")
        step(.command(.longPress), "long press")
        step(.command(.passThrough(path: [Point(5, 0)])), "pass-through")
        step(.setting(name: "boldText", value: "true"), "settings change")
        // The rotor to Zoom, then zoom in; to Actions, then the custom action.
        for option in [RotorOption.zoom, .actions] {
            for _ in 0..<8 where driven.rotor.option != option { driven.send(.rotorNext, at: time) }
            XCTAssertEqual(driven.rotor.option, option)
            if option == .zoom { step(.command(.up), "zoom") } else {
                driven.send(.down, at: time)
                step(.command(.activate), "custom action")
            }
        }
        // A timer the decrement scheduled.
        for _ in 0..<8 where driven.rotor.option != .adjustValue { driven.send(.rotorNext, at: time) }
        driven.send(.down, at: time)
        let scheduled = scene.growth
        time += 1000
        driven.advance(to: time)
        XCTAssertEqual(scene.growth, scheduled + 1)
        XCTAssertNotNil(driven.navigation.index(of: "extra-\(scene.growth)"), "timer: the tree was not read again")
        driven.send(.next, at: time)  // the field…
        step(.command(.next), "focus hook")  // …the element whose focus hook grows the tree…
        driven.send(.previous, at: time)
        driven.send(.activate, at: time)  // …back to the field, editing it
        step(.typed("x"), "text input")
        // VoiceOver off: a finger reaches the scene as touches and gestures.
        driven.send(.voiceOverOff, at: time)
        step(.pointer(PointerSample(.down, id: 0, Point(50, 20), time: time + 1000)), "touch")
    }
}

/// A scene whose controls take taps only, as a scene file's and a Swift `Button` do, with a double
/// tap declared over the element "declared".
private final class TapOnlyScene: Scene {
    let id = "tap-only"
    let title = "Tap only"
    let device = Device.phone
    var elements: [AccessibilityElement] = []
    var log: [String] = []
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { elements }
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        log.append("\(gesture.kind.rawValue) \(gesture.location)")
        return gesture.kind == .tap
    }
    var declaredGestures: [DeclaredGesture] {
        [DeclaredGesture(kind: .doubleTap, frame: Rect(0, 500, 100, 44), meaning: "like")]
    }
}

final class TouchUpInsideActionTests: XCTestCase {
    /// UIKit's touch-up inside, by kind of element: a button (and a text field) takes a tap per
    /// touch, a link only a double tap's, an adjustable, disabled or plain element none.
    func testWhichElementsTakeTheTouchUpsOfAGestureTheyDeclareNothingFor() {
        func taps(_ kind: SceneGesture.Kind, _ traits: AccessibilityTraits) -> Int {
            Session.touchUpsInside(kind, on: AccessibilityElement(id: "e", label: "E", traits: traits, frame: Rect(0, 0, 10, 10)))
        }
        XCTAssertEqual([SceneGesture.Kind.doubleTap, .tripleTap, .longPress, .swipe, .tap].map { taps($0, .button) }, [2, 3, 1, 0, 0])
        XCTAssertEqual(taps(.doubleTap, [.button, .toggleButton]), 2, "a switch toggles on each tap")
        XCTAssertEqual(taps(.longPress, .textField), 1, "a text field begins editing")
        XCTAssertEqual([taps(.doubleTap, .link), taps(.longPress, .link)], [2, 0], "a long press on a link opens its preview")
        XCTAssertEqual(taps(.longPress, [.button, .adjustable]), 0, "a slider ignores taps")
        XCTAssertEqual(taps(.doubleTap, [.button, .notEnabled]), 0)
        XCTAssertEqual([taps(.doubleTap, .staticText), taps(.longPress, .image), taps(.doubleTap, [])], [0, 0, 0])
    }

    func testAMadeDoubleTapOrLongPressReachesAControlAsItsTouchUps() {
        let scene = TapOnlyScene()
        scene.elements = [button("b", "Buy", y: 100), button("t", "Total", y: 200, traits: .staticText),
                          button("f", "Name", y: 300, traits: .textField), button("d", "Like", y: 500)]
        let session = Session(scene: scene, settings: Settings())
        XCTAssertEqual(session.perform(.doubleTap, on: "b").events, [.action(elementID: "b", name: "doubleTap", result: true)])
        XCTAssertEqual(scene.log, ["doubleTap (50, 122)", "tap (50, 122)", "tap (50, 122)"])
        scene.log = []
        XCTAssertEqual(session.perform(.longPress, on: "b").events, [.action(elementID: "b", name: "longPress", result: true)])
        XCTAssertEqual(scene.log, ["longPress (50, 122)", "tap (50, 122)"], "one tap, once the press lifts")
        scene.log = []
        XCTAssertEqual(session.perform(.doubleTap, on: "t").events, [.action(elementID: "t", name: "doubleTap", result: false)])
        XCTAssertEqual(scene.log, ["doubleTap (50, 222)"], "a static text takes no touch-up")
        scene.log = []
        XCTAssertEqual(session.perform(.doubleTap, on: "d").events, [.action(elementID: "d", name: "doubleTap", result: false)])
        XCTAssertEqual(scene.log, ["doubleTap (50, 522)"], "a double tap declared there is the scene's own")
        scene.log = []
        XCTAssertEqual(session.perform(.longPress, on: "d").events, [.action(elementID: "d", name: "longPress", result: true)])
        scene.log = []
        XCTAssertTrue(session.perform(.longPress, on: "f").performed, "a text field begins editing on the touch-up")
    }
}
