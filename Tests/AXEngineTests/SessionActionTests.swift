import AXCore
@testable import AXEngine
import XCTest

/// Section 1's acting gestures, section 6's rotor and section 7's descriptor drag through the Session.
final class SessionActionTests: XCTestCase {
    func testActivateCallsActivateElseTapsAtActivationPoint() {
        let scene = VOTestScene { scene, _ in
            var a = button("a", "A")
            a.onActivate = { _ in scene.log.append("activate a"); return true }
            var f = button("f", "F", y: 100)
            f.onActivate = { _ in scene.log.append("activate f"); return false }
            var t = button("t", "T", y: 200)
            t.activationPoint = Point(10, 210)
            return [a, f, t]
        }
        let store = SessionTestStore(scene: scene)
        store.send(.activate, at: 0, [soundOut(1, 0, .activate), out(1, 0, .action(elementID: "a", name: "activate", result: true))])
        store.prepare(.next, at: 0)
        store.send(.activate, at: 200_000, [
            soundOut(3, 200_000, .activate),
            out(3, 200_000, .action(elementID: "f", name: "activate", result: false)),
            out(3, 200_000, .action(elementID: "f", name: "tap", result: true)),
        ])
        store.prepare(.next, at: 200_000)
        scene.acceptsTaps = false
        store.send(.activate, at: 400_000, [soundOut(5, 400_000, .activate), out(5, 400_000, .action(elementID: "t", name: "tap", result: false))])
        // After a double tap, handled or not, the label is spoken again ("Preview. Preview.").
        store.advance(to: 500_000, [speechOut(5, "T", start: 400_000, kind: .feedback)])
        XCTAssertEqual(scene.log, [
            "activate a", "activate f",
            "touch -1 began (50, 122)", "touch -1 ended (50, 122)", "gesture tap (50, 122)",
            "touch -1 began (10, 210)", "touch -1 ended (10, 210)", "gesture tap (10, 210)",
        ])
        store.finish()
    }

    /// A Record button (`startsMediaSession`) says nothing after a double tap: the trait silences
    /// VoiceOver for the media session it starts. Its activation sound still plays, and a button
    /// without the trait says its label again.
    func testAnElementThatStartsAMediaSessionGetsNoFeedback() {
        let scene = VOTestScene { scene, _ in
            var record = button("rec", "Record")
            record.traits.insert(.startsMediaSession)
            record.onActivate = { _ in scene.log.append("record"); return true }
            var stop = button("stop", "Stop", y: 100)
            stop.onActivate = { _ in scene.log.append("stop"); return true }
            return [record, stop]
        }
        let store = SessionTestStore(scene: scene)
        store.send(.activate, at: 0, [soundOut(1, 0, .activate), out(1, 0, .action(elementID: "rec", name: "activate", result: true))])
        store.advance(to: 1_000_000, [])
        store.prepare(.next, at: 1_000_000)
        store.send(.activate, at: 2_000_000, [soundOut(3, 2_000_000, .activate), out(3, 2_000_000, .action(elementID: "stop", name: "activate", result: true))])
        store.advance(to: 3_000_000, [speechOut(3, "Stop", start: 2_000_000, kind: .feedback)])
        XCTAssertEqual(scene.log, ["record", "stop"])
        store.finish()
    }

    func testActivatingATextFieldMakesItEditingUntilFocusLeaves() {
        let scene = VOTestScene { _, _ in
            var field = AccessibilityElement(id: "name", label: "Name", traits: .textField, frame: Rect(0, 0, 300, 44))
            field.onActivate = { _ in true }
            return [field, button("ok", "OK", y: 100)]
        }
        let store = SessionTestStore(scene: scene)
        XCTAssertEqual(store.session.description(at: 0).description, "Name. Text Field.")
        store.send(.activate, at: 0, [soundOut(1, 0, .activate), out(1, 0, .action(elementID: "name", name: "activate", result: true))])
        XCTAssertEqual(store.session.description(at: 0).description, "Name. Text Field. Is editing.")
        store.prepare(.next, at: 10)
        XCTAssertEqual(store.session.description(at: 0).description, "Name. Text Field.")
    }

    func testLongPressAndPassThroughAtActivationPoint() {
        let scene = VOTestScene(elements: [button("a", "A")])
        let store = SessionTestStore(scene: scene)
        store.send(.longPress, at: 0, [out(1, 0, .action(elementID: "a", name: "longPress", result: true))])
        store.send(.passThrough(path: [Point(10, 0), Point(20, 5)]), at: 100,
                   [out(2, 100, .action(elementID: "a", name: "passThrough", result: true))])
        XCTAssertEqual(scene.log, [
            "touch -1 began (50, 22)", "gesture longPress (50, 22)", "touch -1 ended (50, 22)",
            "touch -1 began (50, 22)", "touch -1 moved (60, 22)", "touch -1 moved (70, 27)", "touch -1 ended (70, 27)",
        ])
        store.finish()
    }

    private func dogPicker() -> VOTestScene {
        let dogs = ["Pinky", "Layla", "Bella"]
        return VOTestScene { scene, _ in
            let index = Int(scene.state["dog"] ?? "0")!
            var picker = AccessibilityElement(id: "p", label: "Dog picker", value: SpeechText(dogs[index]), traits: .adjustable,
                                              frame: Rect(0, 0, 300, 200))
            picker.onIncrement = {
                _ in guard index + 1 < dogs.count else { return false }
                scene.state["dog"] = String(index + 1); return true
            }
            picker.onDecrement = {
                _ in guard index > 0 else { return false }
                scene.state["dog"] = String(index - 1); return true
            }
            return [picker]
        }
    }

    func testAdjustableUpDownSpeaksOnlyTheNewValue() {
        let store = SessionTestStore(scene: dogPicker())
        store.send(.up, at: 0, [out(1, 0, .action(elementID: "p", name: "increment", result: true))])
        store.send(.down, at: 1000, [speechOut(1, "Layla", start: 0, kind: .value),
                                     out(2, 1000, .action(elementID: "p", name: "decrement", result: true))])
        // At the end of its range the hook fails; the (unchanged) value is spoken again.
        store.send(.down, at: 2000, [speechOut(2, "Pinky", start: 1000, kind: .value),
                                     out(3, 2000, .action(elementID: "p", name: "decrement", result: false))])
        store.advance(to: 3000, [speechOut(3, "Pinky", start: 2000, kind: .value)])
        store.finish()
    }

    func testUpDownWithoutRotorOptionPlaysBoundary() {
        let store = SessionTestStore(scene: VOTestScene(elements: [button("a", "A")]))
        XCTAssertNil(store.session.rotor.option)
        store.send(.down, at: 0, [soundOut(1, 0, .boundary)])
        store.finish()
        let empty = SessionTestStore(scene: VOTestScene(elements: []))
        empty.send(.rotorNext, at: 10, [soundOut(1, 10, .boundary)])
        empty.finish()
    }

    private func shelter() -> VOTestScene {
        VOTestScene { scene, _ in
            var s = AccessibilityElement(id: "s", label: "Skyler's animal shelter", frame: Rect(0, 0, 300, 44))
            s.customActions = [CustomAction("Call") { _ in scene.log.append("call"); return true },
                               CustomAction("Open address in maps") { _ in scene.log.append("maps"); return true }]
            var z = AccessibilityElement(id: "z", label: "Zooming image view", traits: [.image, .supportsZoom], frame: Rect(0, 100, 300, 300))
            z.onZoomIn = { point, context in
                scene.log.append("zoomIn \(point)"); context.post(.announcement("2x zoom")); return true
            }
            z.onZoomOut = { _, _ in false }
            return [s, z]
        }
    }

    func testActionsAvailableFollowsDescriptionThenHint() {
        let store = SessionTestStore(scene: shelter())
        store.send(.first, at: 0, [focusOut(1, 0, "s", "Skyler's animal shelter")])
        let text = "Skyler's animal shelter", available = "Actions available"
        store.advance(to: 100_000, [
            speechOut(1, text, start: 0),
            speechOut(1, available, start: dur(text), kind: .actions),
            speechOut(1, DescriptionBuilder.actionsHint, start: dur(text) + dur(available) + 600, kind: .hint),
        ])
        store.finish()
    }

    func testActionsRotorAutoSelectedItemsAndActivation() {
        let scene = shelter()
        let store = SessionTestStore(scene: scene)
        XCTAssertEqual(store.session.rotor, RotorState(option: .actions))
        XCTAssertEqual(store.session.rotorOptions, [.actions, .images])
        XCTAssertEqual(store.session.actionItems.map(\.name), ["Call", "Open address in maps"])
        // Deliver an Exceptional Accessibility Experience: two swipes up hear "Open address in maps.
        // Call." (the first swipe up selects the last action); performing one plays the click.
        store.send(.up, at: 0, [])
        store.send(.up, at: 5000, [speechOut(1, "Open address in maps", start: 0, kind: .rotor)])
        store.send(.activate, at: 10_000, [speechOut(2, "Call", start: 5000, kind: .rotor),
                                           soundOut(3, 10_000, .click),
                                           out(3, 10_000, .action(elementID: "s", name: "Call", result: true))])
        XCTAssertEqual(scene.log, ["call"])
        XCTAssertNil(store.session.rotor.itemIndex)
        // The first swipe down selects the first action, the next moves forward.
        store.send(.down, at: 20_000, [])
        store.send(.down, at: 25_000, [speechOut(4, "Call", start: 20_000, kind: .rotor)])
        store.advance(to: 30_000, [speechOut(5, "Open address in maps", start: 25_000, kind: .rotor)])
        store.finish()
    }

    func testZoomRotorAtActivationPointSceneAnnounces() {
        let scene = shelter()
        let store = SessionTestStore(scene: scene)
        store.prepare(.next, at: 0)
        XCTAssertEqual(store.session.rotorOptions, [.zoom, .images])
        XCTAssertNil(store.session.rotor.option, "Zoom is offered, not selected, until the rotor turns")
        store.send(.rotorNext, at: 200_000, [])
        store.send(.up, at: 201_000, [
            speechOut(2, "Zoom", start: 200_000, kind: .rotor),
            out(3, 201_000, .action(elementID: "z", name: "zoomIn", result: true)),
            out(3, 201_000, .notification(name: .announcement, argument: "2x zoom")),
        ])
        store.send(.down, at: 202_000, [speechOut(3, "2x zoom", start: 201_000, kind: .announcement),
                                        out(4, 202_000, .action(elementID: "z", name: "zoomOut", result: false))])
        XCTAssertEqual(scene.log, ["zoomIn (150, 250)"])
        store.finish()
    }

    func testRotorCyclesThroughTheElementsOptions() {
        let scene = VOTestScene { _, _ in
            var both = AccessibilityElement(id: "m", label: "Map", traits: .supportsZoom, frame: Rect(0, 0, 300, 300))
            both.customActions = [CustomAction("Directions") { _ in true }]
            return [both]
        }
        let store = SessionTestStore(scene: scene)
        XCTAssertEqual(store.session.rotorOptions, [.actions, .zoom])
        store.send(.rotorNext, at: 0, [])
        XCTAssertEqual(store.session.rotor.option, .zoom)
        store.send(.rotorNext, at: 1000, [speechOut(1, "Zoom", start: 0, kind: .rotor)])
        XCTAssertEqual(store.session.rotor.option, .actions, "the options wrap")
        store.send(.rotorPrevious, at: 2000, [speechOut(2, "Actions", start: 1000, kind: .rotor)])
        XCTAssertEqual(store.session.rotor.option, .zoom)
        store.advance(to: 3000, [speechOut(3, "Zoom", start: 2000, kind: .rotor)])
        store.finish()
    }

    // MARK: Descriptor drag and drop (section 7)

    private func homeScreen() -> VOTestScene {
        let scene = VOTestScene { _, _ in
            func icon(_ id: String, _ name: String, x: Double) -> AccessibilityElement {
                var e = button(id, name, x: x, y: 0, width: 60, height: 60)
                e.dragSources = [LocationDescriptor(name: "Drag \(name)", point: Point(x + 30, 30))]
                e.dropPoints = [LocationDescriptor(name: "Drop left of \(name)", point: Point(x + 2, 30)),
                                LocationDescriptor(name: "Create folder with \(name)", point: Point(x + 30, 30)),
                                LocationDescriptor(name: "Drop right of \(name)", point: Point(x + 58, 30)),
                                LocationDescriptor(name: "Outside", point: Point(500, 500))]
                return e
            }
            return [icon("mail", "Mail", x: 0), icon("notes", "Notes", x: 100)]
        }
        scene.dragItems = ["(30, 30)": DragItem(id: "mail", name: "Mail")]
        return scene
    }

    func testDragSourceThenDropPointThroughTheActionsRotor() {
        let scene = homeScreen()
        let store = SessionTestStore(scene: scene)
        XCTAssertEqual(store.session.actionItems.map(\.name), ["Drag Mail"])
        store.prepare(.down, at: 0)
        store.send(.activate, at: 200_000, [
            out(2, 200_000, .action(elementID: "mail", name: "drag", result: true)),
            soundOut(2, 200_000, .dragStart),
            out(2, 200_000, .drag(state: .began, item: "mail", target: "mail", operation: nil)),
        ])
        XCTAssertTrue(store.session.isDragging)
        store.prepare(.next, at: 200_000)
        // While dragging, drop points join; the one outside its view is ignored.
        XCTAssertEqual(store.session.actionItems.map(\.name),
                       ["Drag Notes", "Drop left of Notes", "Create folder with Notes", "Drop right of Notes"])
        store.prepare(.down, at: 400_000)
        store.prepare(.down, at: 600_000)
        store.send(.activate, at: 800_000, [
            out(6, 800_000, .action(elementID: "notes", name: "drop", result: true)),
            soundOut(6, 800_000, .drop),
            out(6, 800_000, .drag(state: .dropped, item: "mail", target: "Drop left of Notes", operation: .move)),
        ])
        XCTAssertFalse(store.session.isDragging)
        XCTAssertEqual(scene.log, ["dragItem (30, 30)", "drop mail (102, 30)"])
        store.finish()
    }

    func testEscapeCancelsADrag() {
        let scene = homeScreen()
        let store = SessionTestStore(scene: scene)
        store.prepare(.down, at: 0)
        store.prepare(.activate, at: 200_000)
        store.send(.escape, at: 400_000, [
            soundOut(3, 400_000, .dragCancel),
            out(3, 400_000, .drag(state: .cancelled, item: "mail", target: "mail", operation: nil)),
        ])
        XCTAssertEqual(scene.log, ["dragItem (30, 30)", "cancelled mail"])
        XCTAssertFalse(store.session.isDragging)
        store.finish()
    }

    /// A drop applied `.inputOnly` (a validation probe's, whose Session is let go) gives the drop's
    /// own outputs, the very ones a full application starts with, and works out nothing after them:
    /// here the drop target vanishes with the drop, and only the full application moves VoiceOver's
    /// focus off it and says where it went.
    func testAnInputOnlyDropGivesTheDropsOwnOutputsAndNoReaction() {
        func dropOnNotes(_ reaction: Session.Reaction) -> (outputs: [Output], session: Session) {
            let scene = homeScreen()
            let build = scene.build
            scene.build = { scene, settings in
                let tree = build(scene, settings)
                return scene.log.contains { $0.hasPrefix("drop") } ? tree.filter { $0.id != "notes" } : tree
            }
            var settings = Settings()
            settings.voiceOver = true
            let driver = SessionDriver(session: Session(scene: scene, settings: settings))
            for (command, time) in [(VoiceOverCommand.down, 0), (.activate, 200_000), (.next, 200_000), (.down, 400_000), (.down, 600_000)] {
                _ = driver.apply(.command(command), at: time)
            }
            XCTAssertEqual(driver.session.focusedElementID, "notes")
            _ = driver.advance(to: 800_000)  // the rotor's last item heard to its end, before the drop
            return (SessionDriver.outputs(driver.apply(.command(.activate), at: 800_000, reaction: reaction)), driver.session)
        }
        let own = dropOnNotes(.inputOnly), full = dropOnNotes(.full)
        XCTAssertEqual(own.outputs.map(\.event), [
            .action(elementID: "notes", name: "drop", result: true),
            .sound(.earcon(.drop)),
            .drag(state: .dropped, item: "mail", target: "Drop left of Notes", operation: .move),
        ])
        XCTAssertEqual(Array(full.outputs.prefix(own.outputs.count)), own.outputs)
        XCTAssertTrue(full.outputs.dropFirst(own.outputs.count).contains { if case .focus("mail", _) = $0.event { return true }; return false },
                      "the full application moves the focus off the vanished target")
        XCTAssertEqual(full.session.focusedElementID, "mail")
        XCTAssertTrue(own.session.isSpent)
        XCTAssertFalse(full.session.isSpent)
    }

    // MARK: Escape, magic tap, scroll up the ancestor chain

    private func nested(_ scene: VOTestScene) -> [AccessibilityElement] {
        var leaf = button("leaf", "Leaf")
        leaf.onMagicTap = { _ in scene.log.append("magic leaf"); return true }
        var inner = AccessibilityElement.container(id: "inner", frame: Rect(0, 0, 300, 300), children: [leaf])
        inner.onEscape = { _ in scene.log.append("escape inner"); return false }
        inner.onScroll = { direction, context in
            scene.log.append("scroll inner \(direction.rawValue)")
            guard direction == .up else { return false }
            context.post(.pageScrolled("Page 2 of 4"))
            return true
        }
        var outer = AccessibilityElement.container(id: "outer", frame: Rect(0, 0, 400, 400), children: [inner])
        outer.onEscape = { _ in scene.log.append("escape outer"); return true }
        return [outer]
    }

    func testEscapeMagicTapUpTheAncestorChain() {
        let scene = VOTestScene { scene, _ in [] }
        scene.build = { [unowned self] scene, _ in self.nested(scene) }
        let store = SessionTestStore(scene: scene)
        store.send(.escape, at: 0, [out(1, 0, .action(elementID: "inner", name: "escape", result: false)),
                                    out(1, 0, .action(elementID: "outer", name: "escape", result: true))])
        store.send(.magicTap, at: 10, [out(2, 10, .action(elementID: "leaf", name: "magicTap", result: true))])
        XCTAssertEqual(scene.log, ["escape inner", "escape outer", "magic leaf"])
        store.finish()

        let bare = SessionTestStore(scene: VOTestScene(elements: [button("a", "A")]))
        bare.send(.escape, at: 0, [out(1, 0, .action(elementID: nil, name: "escape", result: false))])
        bare.send(.magicTap, at: 0, [out(2, 0, .action(elementID: nil, name: "magicTap", result: false))])
    }

    func testScrollPageScrolledAndBoundary() {
        let scene = VOTestScene { scene, _ in [] }
        scene.build = { [unowned self] scene, _ in self.nested(scene) }
        let store = SessionTestStore(scene: scene)
        store.send(.scroll(.up), at: 0, [
            out(1, 0, .action(elementID: "inner", name: "scroll.up", result: true)),
            out(1, 0, .notification(name: .pageScrolled, argument: "Page 2 of 4")),
        ])
        // The same page again: a border, so the boundary sound plays too.
        store.send(.scroll(.up), at: 5000, [
            speechOut(1, "Page 2 of 4", start: 0, kind: .page),
            out(2, 5000, .action(elementID: "inner", name: "scroll.up", result: true)),
            out(2, 5000, .notification(name: .pageScrolled, argument: "Page 2 of 4")),
            soundOut(2, 5000, .boundary),
        ])
        // Nobody handles a left scroll: boundary sound.
        store.send(.scroll(.left), at: 10_000, [
            speechOut(2, "Page 2 of 4", start: 5000, kind: .page),
            out(3, 10_000, .action(elementID: "inner", name: "scroll.left", result: false)),
            soundOut(3, 10_000, .boundary),
        ])
        store.finish()
    }
}
