import AXCore
import AXScenes
import XCTest
@testable import AXEngine

/// Feeds pointer samples and commands into a Session through its driver.
private final class PointerDriver {
    let session: DrivenSession

    init(scene: Scene, voiceOver: Bool) {
        var settings = Settings()
        settings.voiceOver = voiceOver
        session = DrivenSession(Session(scene: scene, settings: settings))
    }

    func down(_ id: Int, _ p: Point, at t: Int) { pointer(.down, id, p, t) }
    func move(_ id: Int, _ p: Point, at t: Int) { pointer(.move, id, p, t) }
    func up(_ id: Int, _ p: Point, at t: Int) { pointer(.up, id, p, t) }

    func tap(_ p: Point, at t: Int) {
        down(0, p, at: t)
        up(0, p, at: t + 50)
    }

    func pointer(_ phase: PointerSample.Phase, _ id: Int, _ p: Point, _ t: Int) {
        session.apply(.pointer(PointerSample(phase, id: id, p, time: t)), at: t)
    }

    func command(_ command: VoiceOverCommand, at t: Int) {
        session.apply(.command(command), at: t)
    }

    /// The events produced so far (state digests left out), forgetting them.
    func events() -> [OutputEvent] {
        session.drainOutputs().map(\.event).filter { if case .state = $0 { return false } else { return true } }
    }
}

private func isSpeech(_ event: OutputEvent) -> Bool { if case .speech = event { return true } else { return false } }

private func focusIDs(_ events: [OutputEvent]) -> [String] {
    events.compactMap { if case .focus(let id, _) = $0 { return id } else { return nil } }
}

final class GestureSessionRoutingTests: XCTestCase {
    private func buttons() -> VOTestScene {
        VOTestScene { scene, _ in
            var a = button("a", "Alpha", x: 0, y: 100)
            a.onActivate = { _ in scene.log.append("activate a"); return true }
            return [a, button("b", "Beta", x: 0, y: 200), button("c", "Gamma", x: 0, y: 300)]
        }
    }

    // MARK: VoiceOver off

    func testVoiceOffTouchesAndGesturesGoToTheScene() {
        let scene = buttons()
        let driver = PointerDriver(scene: scene, voiceOver: false)
        driver.tap(Point(50, 120), at: 0)
        XCTAssertEqual(scene.log, ["touch 0 began (50, 120)", "touch 0 ended (50, 120)"])
        driver.session.advance(to: 350)
        XCTAssertEqual(scene.log.last, "touch 0 ended (50, 120)", "a double tap could still follow")
        driver.session.advance(to: 351)
        XCTAssertEqual(scene.log.last, "gesture tap (50, 120)")
        let timed = driver.session.drainOutputs().filter { if case .gesture = $0.event { return true } else { return false } }
        XCTAssertEqual(timed, [Output(cause: 2, time: 351, event: .gesture(kind: .tap, fingers: 1, direction: nil))],
                       "the timer's output belongs to the lift that scheduled it")
    }

    // MARK: VoiceOver on

    func testVoiceOverSwipesNavigate() {
        let driver = PointerDriver(scene: buttons(), voiceOver: true)
        XCTAssertEqual(driver.session.focusedElementID, "a")
        for (i, t) in [0, 400].enumerated() {
            driver.down(0, Point(200, 600), at: t)
            driver.move(0, Point(240, 600), at: t + 40)
            driver.up(0, Point(280, 600), at: t + 80)
            XCTAssertEqual(driver.session.focusedElementID, ["b", "c"][i])
        }
        let events = driver.events()
        XCTAssertEqual(events.first, .gesture(kind: .swipe, fingers: 1, direction: .right))
        XCTAssertEqual(focusIDs(events), ["b", "c"])
        driver.down(0, Point(280, 600), at: 800)
        driver.up(0, Point(200, 600), at: 880)
        XCTAssertEqual(driver.session.focusedElementID, "b")
    }

    func testVoiceOverTouchExplorationAndDoubleTapAnywhere() {
        let scene = buttons()
        let driver = PointerDriver(scene: scene, voiceOver: true)
        driver.tap(Point(50, 220), at: 0)
        XCTAssertEqual(driver.session.focusedElementID, "a", "a single tap waits out the double-tap interval")
        driver.session.advance(to: 351)
        XCTAssertEqual(driver.session.focusedElementID, "b")
        XCTAssertEqual(scene.log, [], "VoiceOver's touches never reach the scene")

        // Focus Alpha by touch, then double tap far away: Alpha activates.
        driver.tap(Point(50, 120), at: 1000)
        driver.session.advance(to: 1400)
        XCTAssertEqual(driver.session.focusedElementID, "a")
        driver.tap(Point(300, 700), at: 2000)
        driver.tap(Point(300, 700), at: 2150)
        driver.session.advance(to: 2600)
        XCTAssertEqual(scene.log, ["activate a"])
        XCTAssertTrue(driver.events().contains(.action(elementID: "a", name: "activate", result: true)))
    }

    func testVoiceOverSlowDragExploresElementByElement() {
        let driver = PointerDriver(scene: buttons(), voiceOver: true)
        driver.down(0, Point(50, 120), at: 0)
        for (step, y) in [140.0, 160, 220, 240, 320].enumerated() { driver.move(0, Point(50, y), at: 200 + step * 100) }
        driver.up(0, Point(50, 320), at: 800)
        XCTAssertEqual(focusIDs(driver.events()), ["a", "b", "c"])
    }

    // MARK: Direct touch, three modes

    private func padScene(_ options: DirectTouchOptions?) -> VOTestScene {
        VOTestScene { _, _ in
            var pad = AccessibilityElement(id: "pad", label: SpeechText("Drum pad"), traits: .allowsDirectInteraction,
                                           frame: Rect(0, 400, 390, 300))
            pad.directTouch = options
            return [button("a", "Alpha", x: 0, y: 100), pad]
        }
    }

    func testDirectTouchDefaultSpeaksThenPassesThrough() {
        let scene = padScene(nil)
        let driver = PointerDriver(scene: scene, voiceOver: true)
        driver.down(0, Point(100, 500), at: 0)
        let events = driver.events()
        XCTAssertEqual(focusIDs(events), ["pad"])
        XCTAssertEqual(driver.session.focusedElementID, "pad")
        driver.move(0, Point(150, 500), at: 40)
        driver.up(0, Point(150, 500), at: 80)
        XCTAssertEqual(scene.log, ["touch 0 began (100, 500)", "touch 0 moved (150, 500)", "touch 0 ended (150, 500)",
                                   "gesture swipe (100, 500)"], "the scene's own recognizer sees a swipe")
        driver.session.advance(to: 5000)
        XCTAssertTrue(driver.session.drainOutputs().contains { isSpeech($0.event) }, "the pad was spoken")
    }

    func testDirectTouchSilentOnTouchSaysNothing() {
        let scene = padScene(.silentOnTouch)
        let driver = PointerDriver(scene: scene, voiceOver: true)
        driver.tap(Point(100, 500), at: 0)
        driver.session.advance(to: 5000)
        let events = driver.events()
        XCTAssertFalse(events.contains(where: isSpeech))
        XCTAssertEqual(scene.log, ["touch 0 began (100, 500)", "touch 0 ended (100, 500)", "gesture tap (100, 500)"],
                       "the scene's own recognizer gets the tap")
    }

    func testDirectTouchRequiresActivationFirst() {
        let scene = padScene(.requiresActivation)
        let driver = PointerDriver(scene: scene, voiceOver: true)
        // Not activated: VoiceOver explores the pad like any element.
        driver.tap(Point(100, 500), at: 0)
        driver.session.advance(to: 400)
        XCTAssertEqual(scene.log, [])
        XCTAssertEqual(driver.session.focusedElementID, "pad")
        // A double tap activates it; from then on touches pass through, silently.
        driver.tap(Point(100, 800), at: 1000)
        driver.tap(Point(100, 800), at: 1150)
        driver.session.advance(to: 1600)
        XCTAssertTrue(driver.events().contains(.action(elementID: "pad", name: "directTouch", result: true)))
        driver.down(0, Point(120, 520), at: 2000)
        driver.up(0, Point(120, 520), at: 2050)
        XCTAssertEqual(scene.log, ["touch 0 began (120, 520)", "touch 0 ended (120, 520)"])
        // Focus leaves the pad: VoiceOver takes its touches back.
        driver.command(.first, at: 3000)
        driver.tap(Point(100, 500), at: 4000)
        driver.session.advance(to: 5000)
        XCTAssertEqual(scene.log.count, 3, "only the earlier pass-through's gesture was added")
        XCTAssertEqual(scene.log.last, "gesture tap (120, 520)")
    }

    func testDirectTouchIsVoiceOversOnlyWithTheTrait() {
        let scene = VOTestScene { _, _ in
            var pad = AccessibilityElement(id: "pad", label: SpeechText("Pad"), frame: Rect(0, 400, 390, 300))
            pad.directTouch = .silentOnTouch
            return [pad]
        }
        let driver = PointerDriver(scene: scene, voiceOver: true)
        driver.tap(Point(100, 500), at: 0)
        driver.session.advance(to: 1000)
        XCTAssertEqual(scene.log, [], "options without allowsDirectInteraction do nothing (UIKit rule)")
    }

    // MARK: Double tap and hold

    func testDoubleTapAndHoldPassesATouchThroughAtTheActivationPoint() {
        let scene = buttons()
        let driver = PointerDriver(scene: scene, voiceOver: true)
        driver.tap(Point(200, 700), at: 0)
        driver.down(0, Point(200, 700), at: 200)
        driver.session.advance(to: 700)
        XCTAssertEqual(scene.log, ["touch -1 began (50, 122)"], "Alpha's activation point")
        driver.move(0, Point(230, 690), at: 800)
        driver.up(0, Point(230, 690), at: 900)
        XCTAssertEqual(scene.log, ["touch -1 began (50, 122)", "touch -1 moved (80, 112)", "touch -1 ended (80, 112)",
                                   "gesture pan (80, 112)"], "a real drag: the scene's recognizer sees a slow pan")
        let events = driver.events()
        XCTAssertTrue(events.contains(.gesture(kind: .doubleTapHold, fingers: 1, direction: nil)))
        XCTAssertTrue(events.contains(.action(elementID: "a", name: "passThrough", result: true)))
    }

    // MARK: Both drag paths, one model change

    private func shelfSnapshot(_ scene: DragShelfScene) -> String {
        scene.stateSnapshot().map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    func testSightedDragLongPressThenMove() {
        let scene = DragShelfScene()
        let driver = PointerDriver(scene: scene, voiceOver: false)
        driver.down(0, scene.slotCenter(0), at: 0)
        driver.move(0, scene.slotCenter(0) + Point(60, 0), at: 600)
        driver.move(0, scene.slotCenter(2), at: 700)
        driver.up(0, scene.slotCenter(2), at: 800)
        let events = driver.events()
        XCTAssertEqual(events.filter { if case .drag = $0 { return true } else { return false } }, [
            .drag(state: .began, item: "mail", target: nil, operation: nil),
            .drag(state: .over, item: "mail", target: "slot-1", operation: .forbidden),
            .drag(state: .over, item: "mail", target: "slot-2", operation: .move),
            .drag(state: .dropped, item: "mail", target: "slot-2", operation: .move),
        ])
        XCTAssertFalse(events.contains { if case .sound = $0 { return true } else { return false } },
                       "VoiceOver is off: its drag earcons are not played")
        XCTAssertEqual(shelfSnapshot(scene), "slots=-,notes,mail,maps,- copies=")
        XCTAssertFalse(driver.session.isDragging)
    }

    func testLongPressWithoutMoveDoesNotDrag() {
        let scene = DragShelfScene()
        let driver = PointerDriver(scene: scene, voiceOver: false)
        driver.down(0, scene.slotCenter(0), at: 0)
        driver.up(0, scene.slotCenter(0), at: 900)
        XCTAssertFalse(driver.events().contains { if case .drag = $0 { return true } else { return false } })
    }

    func testCancelledTouchCancelsTheDrag() {
        let scene = DragShelfScene()
        let driver = PointerDriver(scene: scene, voiceOver: false)
        driver.down(0, scene.slotCenter(1), at: 0)
        driver.move(0, scene.slotCenter(2), at: 600)
        XCTAssertEqual(driver.session.dragSession?.item.id, "notes")
        driver.pointer(.cancel, 0, scene.slotCenter(2), 700)
        XCTAssertTrue(driver.events().contains(.drag(state: .cancelled, item: "notes", target: nil, operation: nil)))
        XCTAssertEqual(scene.cancelled, ["notes"])
        XCTAssertEqual(shelfSnapshot(scene), "slots=mail,notes,-,maps,- copies=")
    }

    func testADragTakesTheFingerFromTheScene() {
        let scene = buttons()
        scene.dragItems = ["(50, 122)": DragItem(id: "alpha", name: "Alpha")]
        let driver = PointerDriver(scene: scene, voiceOver: false)
        driver.down(0, Point(50, 122), at: 0)
        driver.move(0, Point(50, 160), at: 600)
        driver.move(0, Point(50, 220), at: 700)
        driver.up(0, Point(50, 220), at: 800)
        XCTAssertEqual(scene.log, [
            "touch 0 began (50, 122)", "gesture longPress (50, 122)", "touch 0 moved (50, 160)", "dragItem (50, 122)",
            "touch 0 cancelled (50, 160)", "drop alpha (50, 220)",
        ], "as in UIKit, the view's touch is cancelled when the drag lifts; the drag owns the finger")
    }

    func testEscapeCancelsAFingerDragToo() {
        let scene = DragShelfScene()
        let driver = PointerDriver(scene: scene, voiceOver: true)
        // VoiceOver passes a double-tap-and-hold through; the held touch becomes a drag.
        driver.tap(Point(200, 600), at: 0)
        driver.down(0, Point(200, 600), at: 200)
        driver.move(0, Point(260, 600), at: 1300)
        XCTAssertTrue(driver.session.isDragging)
        XCTAssertEqual(driver.session.rotorOptions.first, .actions, "drop points are offered during any drag")
        driver.command(.escape, at: 1400)
        XCTAssertFalse(driver.session.isDragging)
        XCTAssertEqual(scene.cancelled, ["mail"])
        driver.move(0, Point(320, 600), at: 1500)
        driver.up(0, Point(320, 600), at: 1600)
        XCTAssertEqual(shelfSnapshot(scene), "slots=mail,notes,-,maps,- copies=")
    }

    func testVoiceOverDescriptorDragMakesTheSameChange() {
        let scene = DragShelfScene()
        let driver = PointerDriver(scene: scene, voiceOver: true)
        XCTAssertEqual(driver.session.focusedElementID, "mail")
        driver.command(.down, at: 0)       // Actions rotor: "Drag Mail"
        driver.command(.activate, at: 100) // picks Mail up
        XCTAssertTrue(driver.session.isDragging)
        driver.command(.next, at: 200)
        driver.command(.next, at: 300)     // the empty slot 3
        XCTAssertEqual(driver.session.focusedElementID, "slot-2")
        driver.command(.down, at: 400)     // "Drop in slot 3"
        driver.command(.activate, at: 500)
        XCTAssertFalse(driver.session.isDragging)
        XCTAssertEqual(shelfSnapshot(scene), "slots=-,notes,mail,maps,- copies=")
    }

    func testVoiceOverPassThroughDragMakesTheSameChange() {
        let scene = DragShelfScene()
        let driver = PointerDriver(scene: scene, voiceOver: true)
        XCTAssertEqual(driver.session.focusedElementID, "mail")
        // Double tap and hold anywhere, keep holding for a long press, then slide two slots right.
        driver.tap(Point(200, 600), at: 0)
        driver.down(0, Point(200, 600), at: 200)
        driver.move(0, Point(200, 600), at: 1300)
        driver.move(0, Point(320, 600), at: 1400)
        driver.up(0, Point(320, 600), at: 1500)
        let events = driver.events()
        XCTAssertTrue(events.contains(.drag(state: .began, item: "mail", target: nil, operation: nil)))
        XCTAssertTrue(events.contains(.drag(state: .dropped, item: "mail", target: "slot-2", operation: .move)))
        XCTAssertEqual(shelfSnapshot(scene), "slots=-,notes,mail,maps,- copies=")
    }

    // MARK: The home screen, both paths

    private func homeScreenDescriptor(_ session: Session, _ name: String) -> (elementID: String, point: Point) {
        for entry in session.navigation.entries {
            if let d = entry.element.dragSources.first(where: { $0.name == name }) { return (entry.id, d.point) }
            if let d = entry.element.dropPoints.first(where: { $0.name == name }) { return (entry.id, d.point) }
        }
        XCTFail("no descriptor \(name)")
        return ("", .zero)
    }

    private func order(_ scene: HomeScreenScene) -> String {
        scene.stateSnapshot().first { $0.key == "order" }!.value
    }

    func testHomeScreenFingerAndVoiceOverDragsGiveTheSameArrangement() {
        // VoiceOver: "Drag Mail" from the Actions rotor, then "Drop right of Notes".
        let voiceOverScene = HomeScreenScene()
        let voiceOver = PointerDriver(scene: voiceOverScene, voiceOver: true)
        let before = order(voiceOverScene)
        let source = homeScreenDescriptor(voiceOver.session.session, "Drag Mail")
        let target = homeScreenDescriptor(voiceOver.session.session, "Drop right of Notes")
        voiceOver.command(.touch(source.point), at: 0)
        XCTAssertEqual(voiceOver.session.focusedElementID, source.elementID)
        let dragIndex = voiceOver.session.actionItems.firstIndex { $0.name == "Drag Mail" }!
        for step in 0...dragIndex { voiceOver.command(.down, at: 1000 + step * 100) }
        voiceOver.command(.activate, at: 2000)
        XCTAssertTrue(voiceOver.session.isDragging)
        voiceOver.command(.touch(target.point), at: 3000)
        XCTAssertEqual(voiceOver.session.focusedElementID, target.elementID)
        let dropIndex = voiceOver.session.actionItems.firstIndex { $0.name == "Drop right of Notes" }!
        for step in 0...dropIndex { voiceOver.command(.down, at: 4000 + step * 100) }
        voiceOver.command(.activate, at: 5000)
        XCTAssertFalse(voiceOver.session.isDragging)
        XCTAssertNotEqual(order(voiceOverScene), before)

        // A finger: long press on Mail, then move to the same drop point and lift.
        let fingerScene = HomeScreenScene()
        let finger = PointerDriver(scene: fingerScene, voiceOver: false)
        finger.down(0, source.point, at: 0)
        finger.move(0, source.point + Point(0, 12), at: 600)
        finger.move(0, target.point, at: 700)
        finger.up(0, target.point, at: 800)
        let drags = finger.events().filter { if case .drag = $0 { return true } else { return false } }
        XCTAssertEqual(drags.first, .drag(state: .began, item: "app-mail", target: nil, operation: nil))
        XCTAssertEqual(drags.last.map { if case .drag(.dropped, "app-mail", _, .move?) = $0 { return true } else { return false } }, true)
        XCTAssertEqual(order(fingerScene), order(voiceOverScene))
    }
}
