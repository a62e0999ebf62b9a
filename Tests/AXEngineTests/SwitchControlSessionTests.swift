import AXCore
@testable import AXEngine
import XCTest

/// Switch Control plugged into the session (docs/switch-control.md): on and off, the highlight as
/// outputs on the virtual clock, rescanning when the tree really changes or a screen changes, the
/// element actions its menu performs, and its speech on the shared channel.
final class SwitchControlSessionTests: XCTestCase {
    /// Two buttons in a labelled toolbar group and a Done button; `extra` adds a button first.
    private func scene() -> VOTestScene {
        VOTestScene { scene, _ in
            var toolbar = AccessibilityElement.container(id: "toolbar", frame: Rect(0, 100, 300, 44), label: "Tools",
                                                         children: [button("cut", "Cut", x: 0, y: 100), button("copy", "Copy", x: 150, y: 100)])
            toolbar.onEscape = { _ in scene.state["escaped"] = "yes"; return true }
            var done = button("done", "Done", y: 300)
            done.onActivate = { _ in scene.state["done"] = "yes"; return true }
            var elements = [toolbar, done]
            if scene.state["extra"] == "yes" { elements.insert(button("extra", "Extra", y: 0), at: 0) }
            return elements
        }
    }

    private func highlights(_ outputs: [Output]) -> [String] {
        outputs.compactMap {
            guard case .switchHighlight(let kind, let id, let entry, _) = $0.event else { return nil }
            return "\($0.time) \(kind.rawValue) \(entry ?? id ?? "-")"
        }
    }

    private func start(_ scene: Scene, _ settings: SwitchControlSettings = .default) -> DrivenSession {
        let session = Session(scene: scene, settings: Settings())
        session.startSwitchControl(settings, on: true)
        return DrivenSession(session)
    }

    func testOnAndOffAndTheHighlightOnTheClock() {
        let driven = start(scene())
        XCTAssertTrue(driven.isSwitchControlOn)
        driven.advance(to: 2500)
        XCTAssertEqual(highlights(driven.drainOutputs()), ["0 group toolbar", "1000 item done", "2000 group toolbar"])
        XCTAssertEqual(driven.session.focusIndicators.map(\.style), [.group], "a group's highlight is its own style")
        XCTAssertEqual(driven.session.focusIndicators.map(\.elementID), ["toolbar"])
        driven.apply(.switchControl(.off), at: 2600)
        XCTAssertEqual(highlights(driven.drainOutputs()), ["2600 none -"])
        driven.advance(to: 10_000)
        XCTAssertEqual(highlights(driven.drainOutputs()), [], "off: no more steps")
        driven.apply(.switchControl(.on), at: 10_000)
        XCTAssertEqual(highlights(driven.drainOutputs()), ["10000 group toolbar"])
        driven.apply(.switchControl(.press(.select)), at: 10_100)
        XCTAssertEqual(driven.session.focusIndicators.map(\.elementID), ["cut"])
        XCTAssertEqual(driven.session.focusIndicators.first?.technology, .switchControl)
        XCTAssertEqual(driven.session.focusIndicators.first?.style, .solid)
    }

    /// With VoiceOver on too, a Tap that opens a new screen moves VoiceOver's focus once, where the
    /// screen change puts it, and speaks it once, as VoiceOver's own double tap does: the scanner's
    /// rescan read the new tree first, and VoiceOver's vanished focus was reported and spoken, then
    /// cut by the screen change's focus on the same element.
    func testATapThatOpensAScreenMovesVoiceOversFocusOnce() {
        let tested = VOTestScene { scene, _ in
            guard scene.state["sheet"] == "yes" else {
                var compose = button("compose", "Compose", y: 300)
                compose.onActivate = { context in scene.state["sheet"] = "yes"; context.post(.screenChanged(elementID: nil)); return true }
                return [button("title", "Mail", y: 0), compose]
            }
            return [button("to", "To", y: 500), button("send", "Send", y: 600)]
        }
        var settings = Settings()
        settings.voiceOver = true
        let session = Session(scene: tested, settings: settings)
        session.startSwitchControl(.default, on: true)
        let driven = DrivenSession(session)
        driven.apply(.command(.first), at: 0)
        driven.advance(to: 1000)
        driven.apply(.switchControl(.press(.select)), at: 1000)  // the menu of Compose, the second item
        _ = driven.drainOutputs()
        driven.apply(.switchControl(.press(.select)), at: 1100)  // Tap
        driven.advance(to: 3000)
        let outputs = driven.drainOutputs()
        let focuses = outputs.compactMap { output -> String? in
            if case .focus(let id, _) = output.event { return id }
            return nil
        }
        XCTAssertEqual(focuses, ["to"])
        let interrupted = outputs.contains { output in
            if case .speech(let speech) = output.event { return speech.outcome == .interrupted }
            return false
        }
        XCTAssertFalse(interrupted, "nothing said is cut")
    }

    func testTapActsThroughTheElementActionsAndTheScreenIsScannedAgain() {
        let tested = scene()
        let driven = start(tested)
        driven.advance(to: 1000)
        driven.apply(.switchControl(.press(.select)), at: 1000)
        _ = driven.drainOutputs()
        driven.apply(.switchControl(.press(.select)), at: 1100)
        let outputs = driven.drainOutputs()
        XCTAssertEqual(outputs.compactMap { if case .action(let id, let name, let result) = $0.event { return "\(id ?? "-") \(name) \(result)" } else { return nil } },
                       ["done activate true"])
        XCTAssertEqual(tested.state["done"], "yes")
        XCTAssertEqual(highlights(outputs), ["1100 group toolbar"])
    }

    /// A drawing pad the app double taps, rotates, draws and pinches on (declared over the whole
    /// pad): its menu's Gestures page offers Double Tap, Rotate, Free-hand, Pinch Out and Pinch In,
    /// and each choice reaches the scene as that gesture at the pad.
    private final class GesturePad: Scene {
        let id = "gesture-pad"
        let title = "Gesture pad"
        var device = Device.phone
        var seen: [String] = []
        let frame = Rect(0, 100, 390, 300)
        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "pad", label: "Pad", traits: .allowsDirectInteraction, frame: frame)]
        }
        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            seen.append(gesture.kind.rawValue)
            return true
        }
        var declaredGestures: [DeclaredGesture] {
            [DeclaredGesture(kind: .doubleTap, frame: frame, meaning: "zoom"), DeclaredGesture(kind: .rotate, frame: frame, meaning: "turn"),
             DeclaredGesture(kind: .pan, frame: frame, meaning: "draw", isPathDependent: true), DeclaredGesture(kind: .pinch, frame: frame, meaning: "scale")]
        }
    }

    /// Opens the only item's menu and its Gestures page, then chooses each of the page's first
    /// `count` entries in a session of its own (manual scanning): each time the page's entries, and
    /// the actions all the choices recorded.
    private func choosingEachGesture(on scene: Scene, count: Int) -> (pages: [[String]], actions: [String]) {
        var settings = SwitchControlSettings()
        settings.style = .manual
        var pages: [[String]] = [], actions: [String] = []
        for next in 0..<count {
            let session = Session(scene: scene, settings: Settings())
            session.startSwitchControl(settings, on: true)
            let driven = DrivenSession(session)
            driven.apply(.switchControl(.press(.select)), at: 10)        // the item's menu: Tap, Gestures, Escape, …
            driven.apply(.switchControl(.press(.next)), at: 20)
            _ = driven.drainOutputs()
            driven.apply(.switchControl(.press(.select)), at: 30)        // the Gestures page
            pages += driven.drainOutputs().compactMap { output -> [String]? in
                if case .switchMenu(_, .gestures?, let entries) = output.event { return entries } else { return nil }
            }.suffix(1)
            for time in stride(from: 40, to: 60, by: 5).prefix(next) { driven.apply(.switchControl(.press(.next)), at: time) }
            _ = driven.drainOutputs()
            driven.apply(.switchControl(.press(.select)), at: 60)
            actions += driven.drainOutputs().compactMap { if case .action(let id, let name, let result) = $0.event { return "\(id ?? "-") \(name) \(result)" } else { return nil } }
        }
        return (pages, actions)
    }

    func testGesturesPageDoubleTapRotateAndFreehandActAtTheItem() {
        let pad = GesturePad()
        let chosen = choosingEachGesture(on: pad, count: 5)
        XCTAssertEqual(chosen.pages, Array(repeating: ["Double Tap", "Rotate", "Free-hand", "Pinch Out", "Pinch In", "Back"], count: 5))
        XCTAssertEqual(chosen.actions, ["pad doubleTap true", "pad rotate true", "pad freehand true", "pad pinchOut true", "pad pinchIn true"])
        XCTAssertEqual(pad.seen, ["doubleTap", "rotate", "pan", "pinch", "pinch"])
    }

    /// A card the app swipes away (a swipe declared over it, no direction said): iOS's Gestures >
    /// Flicks lets a switch user make the swipe. The page offers a flick each way, and each acts
    /// through the element action a swipe is (`ElementAction.swipe`), reaching the scene as that
    /// swipe from the card's activation point; a point over no element flicks there by a finger's touches.
    private final class SwipeCard: Scene {
        let id = "swipe-card"
        let title = "Swipe card"
        var device = Device.phone
        var seen: [String] = []
        let frame = Rect(0, 100, 390, 300)
        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "card", label: "Card", traits: .allowsDirectInteraction, frame: frame)]
        }
        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            seen.append(gesture.kind.rawValue + (gesture.direction.map { " " + $0.rawValue } ?? ""))
            return true
        }
        var declaredGestures: [DeclaredGesture] { [DeclaredGesture(kind: .swipe, frame: Rect(0, 0, 390, 844), meaning: "dismiss")] }
    }

    func testGesturesPageFlicksSwipeTheItemThroughTheSwipeAction() {
        let card = SwipeCard()
        let chosen = choosingEachGesture(on: card, count: 4)
        XCTAssertEqual(chosen.pages, Array(repeating: ["Flick Up", "Flick Down", "Flick Left", "Flick Right", "Back"], count: 4))
        XCTAssertEqual(chosen.actions, ["card swipe.up true", "card swipe.down true", "card swipe.left true", "card swipe.right true"])
        XCTAssertEqual(card.seen, ["swipe up", "swipe down", "swipe left", "swipe right"])
        XCTAssertEqual(ScannerMenu(point: Point(20, 600), gestures: card.declaredGestures).gestures,
                       [.flick(.up), .flick(.down), .flick(.left), .flick(.right), .back], "a point where the app swipes flicks too")
    }

    func testEscapeGoesAlongTheChainToTheGroup() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let tested = scene()
        let driven = start(tested, settings)
        driven.apply(.switchControl(.press(.select)), at: 10)   // into the toolbar
        driven.apply(.switchControl(.press(.select)), at: 20)   // Cut's menu: Tap, Escape, …
        driven.apply(.switchControl(.press(.next)), at: 30)
        _ = driven.drainOutputs()
        driven.apply(.switchControl(.press(.select)), at: 40)
        let actions = driven.drainOutputs().compactMap { if case .action(let id, let name, let result) = $0.event { return "\(id ?? "-") \(name) \(result)" } else { return nil } }
        XCTAssertEqual(actions, ["toolbar escape true"])
        XCTAssertEqual(tested.state["escaped"], "yes")
    }

    func testATreeThatChangesUnderTheScanIsScannedFromTheTopAnUnchangedOneIsNot() {
        let tested = scene()
        let driven = start(tested)
        driven.advance(to: 1000)
        XCTAssertEqual(driven.session.switchHighlight.id, "done")
        // A scene timer that changes nothing keeps the scan where it is.
        driven.apply(.pointer(PointerSample(.down, id: 0, Point(500, 500), time: 1100)), at: 1100)
        driven.apply(.pointer(PointerSample(.up, id: 0, Point(500, 500), time: 1150)), at: 1150)
        XCTAssertEqual(driven.session.switchHighlight.id, "done")
        // The app adds a button: the new screen is scanned from its first item.
        tested.state["extra"] = "yes"
        driven.apply(.pointer(PointerSample(.down, id: 0, Point(500, 500), time: 1200)), at: 1200)
        XCTAssertEqual(driven.session.switchHighlight.id, "extra")
    }

    func testAScreenChangeIsScannedFromTheTop() {
        let tested = scene()
        tested.build = { scene, _ in
            var next = button("next", "Next", y: 300)
            next.onActivate = { context in context.post(.screenChanged(elementID: nil)); return true }
            return [button("first", "First"), next]
        }
        let driven = start(tested)
        driven.advance(to: 1000)
        driven.apply(.switchControl(.press(.select)), at: 1000)
        driven.apply(.switchControl(.press(.select)), at: 1100)
        XCTAssertEqual(driven.session.switchHighlight.id, "first")
    }

    /// A group with no label is spoken by its first and last items, as iOS speaks a row of the home
    /// screen ("Audible through Twitter"); with no label on those either, "Group".
    func testSpeechSpeaksALabelLessGroupByItsFirstAndLastItems() {
        func spoken(_ labels: [String?]) -> String? {
            let scene = VOTestScene { _, _ in
                let members = labels.enumerated().map { index, label -> AccessibilityElement in
                    var member = button("b\(index)", "", x: Double(index) * 100, y: 100)
                    member.label = label.map { SpeechText($0) }
                    return member
                }
                return [button("done", "Done", y: 0), AccessibilityElement.container(id: "row", frame: Rect(0, 100, 390, 44), type: .list, children: members)]
            }
            var settings = SwitchControlSettings()
            settings.speaksItems = true
            settings.style = .manual
            let driven = start(scene, settings)
            driven.apply(.switchControl(.press(.next)), at: 100)
            driven.advance(to: 5000)
            return driven.drainOutputs().compactMap { if case .speech(let record) = $0.event { return record.heard } else { return nil } }.last
        }
        XCTAssertEqual(spoken(["Audible", "Maps", "Twitter"]), "Audible through Twitter")
        XCTAssertEqual(spoken(["Audible", nil, "Twitter"]), "Audible through Twitter", "only the ends are spoken")
        XCTAssertEqual(spoken(["Audible", nil]), "Group", "an end with no label: nothing to say of the range")
    }

    func testSpeechSpeaksItemsEntriesAndGroupsByTheirLabel() {
        var settings = SwitchControlSettings()
        settings.speaksItems = true
        settings.style = .manual
        let driven = start(scene(), settings)
        driven.apply(.switchControl(.press(.next)), at: 5000)
        driven.apply(.switchControl(.press(.select)), at: 10_000)
        driven.advance(to: 15_000)
        let spoken = driven.drainOutputs().compactMap { if case .speech(let record) = $0.event { return record.heard } else { return nil } }
        XCTAssertEqual(spoken, ["Tools", "Done. Button.", "Tap"])
    }

    /// An app's announcement (UIKit: "an assistive app outputs the announcement string") reaches a
    /// switch user who has Speech on, through the one speech channel; with Speech off Switch Control
    /// speaks nothing, and with VoiceOver on too VoiceOver speaks it, once. It was never spoken with
    /// VoiceOver off, though the docs said a switch user hears the app's announcements.
    func testSpeechSpeaksTheAppsAnnouncementsOnce() {
        let scene = VOTestScene { _, _ in
            var save = button("save", "Save", y: 0)
            save.onActivate = { context in context.post(.announcement(SpeechText("Saved"))); return true }
            return [save]
        }
        func heard(speaks: Bool, voiceOver: Bool = false, said: Bool = false) -> [String] {
            var settings = SwitchControlSettings()
            settings.speaksItems = speaks
            settings.style = .manual
            var screen = Settings()
            screen.voiceOver = voiceOver
            let session = Session(scene: scene, settings: screen)
            session.startSwitchControl(settings, on: true)
            let driven = DrivenSession(session)
            driven.apply(.switchControl(.press(.select)), at: 5000)
            _ = driven.drainOutputs()
            driven.apply(.switchControl(.press(.select)), at: 10_000)
            driven.advance(to: 15_000)
            return driven.drainOutputs().compactMap { if case .speech(let record) = $0.event { return said ? record.text : record.heard } else { return nil } }
        }
        // The menu's Tap said as it was highlighted, the item's description cut off by the
        // announcement (a default-priority utterance interrupts one), then the announcement whole.
        XCTAssertEqual(heard(speaks: true), ["Tap", "", "Saved"])
        XCTAssertEqual(heard(speaks: false), [], "Speech off: Switch Control says nothing")
        XCTAssertEqual(heard(speaks: true, voiceOver: true, said: true).filter { $0 == "Saved" }, ["Saved"], "VoiceOver's, not said twice")
    }

    // MARK: Hold and Drag

    /// Point scanning's presses (manual scanning) that fix the point nearest `target`: each sweep's
    /// next presses, then select; returns the point the line crossing fixes.
    private func pointScan(to target: Point, on driven: DrivenSession, at time: inout Int) -> Point {
        let screen = driven.session.scene.device.size
        var fixed: [Double] = []
        for (value, extent) in [(target.y, screen.height), (target.x, screen.width)] {
            let band = extent / Double(SwitchScanner.bandCount)
            let bandIndex = Int(value / band)
            let stop = Int((value - band * Double(bandIndex)) / band * Double(SwitchScanner.lineStops))
            for presses in [bandIndex, stop] {
                for _ in 0..<presses { time += 10; driven.apply(.switchControl(.press(.next)), at: time) }
                time += 10; driven.apply(.switchControl(.press(.select)), at: time)
            }
            fixed.append(band * Double(bandIndex) + band * (Double(stop) + 0.5) / Double(SwitchScanner.lineStops))
        }
        return Point(fixed[1], fixed[0])
    }

    /// Switch Control on `scene`, item scanning moved by the user's switches (Manual).
    private func manualItemScanning(_ scene: Scene) -> DrivenSession {
        var settings = SwitchControlSettings()
        settings.style = .manual
        return start(scene, settings)
    }

    private func manualPointScanning(_ scene: Scene) -> DrivenSession {
        let driven = manualItemScanning(scene)
        driven.apply(.switchControl(.mode(.point)), at: 5)
        return driven
    }

    private func drags(_ outputs: [Output]) -> [OutputEvent] {
        outputs.map(\.event).filter { if case .drag = $0 { return true } else { return false } }
    }

    /// A finger's path as Hold and Drag makes it: five points from `start` to `end`.
    private func path(_ start: Point, _ end: Point) -> [Point] {
        (0...4).map { Point(start.x + (end.x - start.x) * Double($0) / 4, start.y + (end.y - start.y) * Double($0) / 4) }
    }

    /// Item 1: point scanning picks a point on an icon the scene can drag (no gesture declared); its
    /// Gestures page offers Hold and Drag, a second sweep picks where the finger lifts (the start
    /// rung meanwhile), and the drag lands exactly as a finger's long press and move there do.
    func testHoldAndDragAtAPointLandsAsAFingersDragThere() {
        let shelf = DragShelfScene()
        let driven = manualPointScanning(shelf)
        var time = 10
        let start = pointScan(to: shelf.slotCenter(0), on: driven, at: &time)
        _ = driven.drainOutputs()
        driven.apply(.switchControl(.press(.next)), at: time + 10)      // Gestures
        driven.apply(.switchControl(.press(.select)), at: time + 20)
        let page = driven.drainOutputs().compactMap { output -> [String]? in
            if case .switchMenu(_, .gestures?, let entries) = output.event { return entries } else { return nil }
        }
        XCTAssertEqual(page, [["Drag Mail", "Hold and Drag", "Back"]])
        driven.apply(.switchControl(.press(.next)), at: time + 30)
        driven.apply(.switchControl(.press(.select)), at: time + 40)     // Hold and Drag: the second sweep
        XCTAssertEqual(driven.session.switchHighlight.kind, .band)
        XCTAssertEqual(driven.session.switchHighlight.dragStart, start)
        XCTAssertEqual(driven.session.focusIndicators.first?.anchor, start, "the window rings the start while the end is chosen")
        XCTAssertNil(driven.session.switchMenu)
        time += 40
        let end = pointScan(to: shelf.slotCenter(2), on: driven, at: &time)
        let switched = driven.drainOutputs()
        XCTAssertEqual(shelf.slots, [nil, "notes", "mail", "maps", nil])
        XCTAssertTrue(switched.contains { $0.event == .action(elementID: "mail", name: "holdAndDrag", result: true) })
        XCTAssertNil(driven.session.switchHighlight.dragStart)
        XCTAssertEqual(driven.session.switchHighlight.kind, .band, "point scanning sweeps again")

        // A finger held at the same start and moved through the same points.
        let fingerShelf = DragShelfScene()
        let finger = DrivenSession(Session(scene: fingerShelf, settings: Settings()))
        finger.apply(.pointer(PointerSample(.down, id: 0, start, time: 0)), at: 0)
        for (step, point) in path(start, end).dropFirst().enumerated() {
            finger.apply(.pointer(PointerSample(.move, id: 0, point, time: 700 + step * 10)), at: 700 + step * 10)
        }
        finger.apply(.pointer(PointerSample(.up, id: 0, end, time: 800)), at: 800)
        XCTAssertEqual(fingerShelf.slots, shelf.slots)
        XCTAssertEqual(drags(switched), drags(finger.drainOutputs()), "the same drag, over the same targets, dropped the same way")
    }

    /// A slider drawn as a custom control: a pan across its track (not path-dependent) sets it.
    private final class DrawnSlider: Scene {
        let id = "drawn-slider"
        let title = "Drawn slider"
        var device = Device.phone
        var value = 0
        var seen: [String] = []
        let frame = Rect(20, 400, 350, 44)
        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "slider", label: "Volume", traits: .allowsDirectInteraction, frame: frame)]
        }
        func touch(_ touch: SceneTouch, context: SceneContext) {
            guard touch.phase == .ended, frame.insetBy(dx: 0, dy: -100).contains(touch.location) else { return }
            value = Int(((touch.location.x - frame.minX) / frame.width * 10).rounded())
        }
        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            seen.append("\(gesture.kind.rawValue) (\(Int(gesture.location.x)), \(Int(gesture.location.y)))")
            return gesture.kind == .pan
        }
        var declaredGestures: [DeclaredGesture] { [DeclaredGesture(kind: .pan, frame: frame, meaning: "set the volume")] }
    }

    /// Item 2: an item that is no drag source but where the app declares a pan offers Hold and Drag
    /// (item scanning); the finger goes down at its activation point and lifts where point scanning
    /// chooses, moving the slider as a finger's pan from there to there does.
    func testHoldAndDragOnAPanControlMovesItAsAFingersPan() {
        let slider = DrawnSlider()
        let driven = manualItemScanning(slider)
        driven.apply(.switchControl(.press(.select)), at: 10)           // the menu: Tap, Gestures, Escape, …
        let top = driven.drainOutputs().compactMap { output -> [String]? in
            if case .switchMenu(_, .top?, let entries) = output.event { return entries } else { return nil }
        }
        XCTAssertEqual(top, [["Tap", "Gestures", "Escape", "Home", "Device", "Settings"]])
        driven.apply(.switchControl(.press(.next)), at: 20)
        driven.apply(.switchControl(.press(.select)), at: 30)           // Gestures: Hold and Drag, Back
        driven.apply(.switchControl(.press(.select)), at: 40)           // Hold and Drag
        XCTAssertEqual(driven.session.switchHighlight.dragStart, slider.frame.center)
        var time = 40
        let end = pointScan(to: Point(300, 420), on: driven, at: &time)
        let outputs = driven.drainOutputs()
        XCTAssertTrue(outputs.contains { $0.event == .action(elementID: "slider", name: "holdAndDrag", result: true) })
        XCTAssertEqual(driven.session.switchHighlight.kind, .item, "item scanning resumes")

        let fingerSlider = DrawnSlider()
        let finger = DrivenSession(Session(scene: fingerSlider, settings: Settings()))
        finger.apply(.pointer(PointerSample(.down, id: 0, slider.frame.center, time: 0)), at: 0)
        for (step, point) in path(slider.frame.center, end).dropFirst().enumerated() {
            finger.apply(.pointer(PointerSample(.move, id: 0, point, time: 200 * (step + 1))), at: 200 * (step + 1))
        }
        finger.apply(.pointer(PointerSample(.up, id: 0, end, time: 1000)), at: 1000)
        XCTAssertEqual(fingerSlider.value, 8)
        XCTAssertEqual(slider.value, fingerSlider.value)
        XCTAssertEqual(slider.seen, fingerSlider.seen, "the scene is handed the same pan, ending where the finger lifts")
    }

    /// Hold and Drag's second sweep ends each round with a back-out moment at the start point:
    /// selecting it drags nothing and scanning restarts.
    func testHoldAndDragsBackOutMomentCancels() {
        let slider = DrawnSlider()
        let driven = manualItemScanning(slider)
        for (i, role) in [SwitchRole.select, .next, .select, .select].enumerated() { driven.apply(.switchControl(.press(role)), at: 10 * (i + 1)) }
        driven.apply(.switchControl(.press(.previous)), at: 100)        // the band sweep's last place: back out
        XCTAssertEqual(driven.session.switchHighlight.kind, .backOut)
        _ = driven.drainOutputs()
        driven.apply(.switchControl(.press(.select)), at: 110)
        let outputs = driven.drainOutputs()
        XCTAssertFalse(outputs.contains { if case .action = $0.event { return true } else { return false } }, "nothing is dragged")
        XCTAssertEqual(slider.value, 0)
        XCTAssertNil(driven.session.switchHighlight.dragStart)
        XCTAssertEqual(driven.session.switchHighlight.kind, .item)
        XCTAssertTrue(slider.seen.isEmpty)
    }
    // MARK: Free-hand at a point

    /// A drawing canvas the app draws itself (no element there), declaring a path-dependent pan;
    /// it keeps the strokes it is handed, or ignores them (`draws` off).
    private final class Canvas: Scene {
        let id = "canvas"
        let title = "Canvas"
        var device = Device.phone
        let draws: Bool
        var strokes: [String] = []
        var touches: [String] = []
        var gestures: [String] = []
        let area = Rect(20, 300, 350, 300)
        init(draws: Bool) { self.draws = draws }
        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "title", label: "Sketch", traits: .header, frame: Rect(20, 60, 350, 44))]
        }
        func touch(_ touch: SceneTouch, context: SceneContext) {
            touches.append("\(touch.phase) \(Int(touch.location.x))")
        }
        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            gestures.append("\(gesture.kind.rawValue) (\(Int(gesture.location.x)), \(Int(gesture.location.y)))")
            guard draws, gesture.kind == .pan else { return false }
            strokes.append("stroke to \(Int(gesture.location.x))")
            return true
        }
        func stateSnapshot() -> [(key: String, value: String)] { [("strokes", strokes.joined(separator: ";"))] }
        var declaredGestures: [DeclaredGesture] {
            [DeclaredGesture(kind: .pan, frame: area, meaning: "draw", isPathDependent: true)]
        }
    }

    /// Item 2: point scanning's Free-hand on a point where the app draws (a path-dependent pan, no
    /// element) is a finger's stroke there: the touches move across to the area's right edge and the
    /// pan reaches the scene, which draws; the `action` record (no element) says so. Where the scene
    /// does nothing with it, the record says that too.
    func testFreehandAtAPointIsAFingersStrokeTheSceneReceives() {
        for draws in [true, false] {
            let canvas = Canvas(draws: draws)
            let driven = manualPointScanning(canvas)
            var time = 10
            let start = pointScan(to: Point(100, 450), on: driven, at: &time)
            let page = driven.drainOutputs().compactMap { output -> [String]? in
                if case .switchMenu(nil, .top?, let entries) = output.event { return entries } else { return nil }
            }
            XCTAssertEqual(page, [["Tap", "Gestures", "Escape", "Home", "Device", "Settings"]])
            driven.apply(.switchControl(.press(.next)), at: time + 10)      // Gestures
            driven.apply(.switchControl(.press(.select)), at: time + 20)
            XCTAssertEqual(driven.session.switchMenu?.menu.gestures, [.freehand, .back])
            driven.apply(.switchControl(.press(.select)), at: time + 30)    // Free-hand
            let outputs = driven.drainOutputs()
            let end = Int(canvas.area.maxX - 1)
            XCTAssertEqual(canvas.touches.first, "began \(Int(start.x))")
            XCTAssertEqual(canvas.touches.last, "ended \(end)", "the finger strokes across the canvas")
            XCTAssertEqual(canvas.gestures, ["pan (\(end), \(Int(start.y)))"], "the pan reaches the scene, ended where the finger lifts")
            XCTAssertEqual(canvas.strokes, draws ? ["stroke to \(end)"] : [])
            XCTAssertTrue(outputs.contains { $0.event == .action(elementID: nil, name: "freehand", result: draws) })
        }
    }
}
