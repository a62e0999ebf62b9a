import AXCore
@testable import AXEngine
import XCTest

/// Section 4's notifications, section 8's direct touch, and the first pointer routing.
final class SessionNotificationTests: XCTestCase {
    /// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023) through a scene: the camera button posts default "Opening camera", then on the virtual
    /// clock low "Camera loading" and high "Camera active". The first is cut, the second never heard,
    /// the third heard whole.
    func testSeed004CameraAnnouncements() {
        let scene = VOTestScene { _, _ in
            var camera = button("camera", "Camera")
            camera.onActivate = { context in
                context.post(.announcement(SpeechText("Opening camera")))
                context.schedule(after: 100) { $0.post(.announcement(SpeechText("Camera loading", priority: .low))) }
                context.schedule(after: 200) { $0.post(.announcement(SpeechText("Camera active", priority: .high))) }
                return true
            }
            return [camera]
        }
        let store = SessionTestStore(scene: scene)
        store.send(.activate, at: 0, [
            soundOut(1, 0, .activate), out(1, 0, .action(elementID: "camera", name: "activate", result: true)),
            out(1, 0, .notification(name: .announcement, argument: "Opening camera")),
            speechOut(1, "Camera", start: 0, kind: .feedback, outcome: .interrupted, heard: "", end: 0),
        ])
        store.advance(to: 100, [out(1, 100, .notification(name: .announcement, argument: "Camera loading"))])
        store.advance(to: 200, [
            out(1, 200, .notification(name: .announcement, argument: "Camera active")),
            speechOut(1, "Opening camera", start: 0, kind: .announcement, outcome: .interrupted, heard: "Ope", end: 200),
            speechOut(1, "Camera loading", start: 200, kind: .announcement, priority: .low, outcome: .dropped),
        ])
        store.advance(to: 5000, [speechOut(1, "Camera active", start: 200, kind: .announcement, priority: .high)])
        store.finish()
    }

    func testScreenChangedPlaysSoundFocusesAndSpeaks() {
        let scene = VOTestScene { scene, _ in
            var gallery = button("gallery", "Show gallery")
            gallery.onActivate = { context in
                scene.state["modal"] = "1"
                context.post(.screenChanged(elementID: nil))
                return true
            }
            var base = [gallery, button("favorite", "Favorite", y: 100)]
            if scene.state["modal"] == "1" {
                var modal = AccessibilityElement.container(id: "modal", frame: Rect(0, 0, 390, 844), children: [
                    AccessibilityElement(id: "picture1", label: "Picture one of Pinky", traits: .image, frame: Rect(0, 0, 390, 300)),
                    button("close", "Close", y: 400),
                ])
                modal.viewIsModal = true
                base.append(modal)
            }
            return base
        }
        let store = SessionTestStore(scene: scene)
        store.send(.activate, at: 0, [
            soundOut(1, 0, .activate), out(1, 0, .action(elementID: "gallery", name: "activate", result: true)),
            out(1, 0, .notification(name: .screenChanged, argument: nil)),
            soundOut(1, 0, .screenChanged),
            focusOut(1, 0, "picture1", "Picture one of Pinky. Image."),
        ])
        // Focus cannot leave the modal.
        store.send(.next, at: 5000, [speechOut(1, "Picture one of Pinky. Image.", start: 0), focusOut(2, 5000, "close", "Close. Button.")])
        store.send(.next, at: 6000, [speechOut(2, "Close. Button.", start: 5000), soundOut(3, 6000, .boundary)])
        XCTAssertEqual(store.session.navigation.entries.map(\.id), ["picture1", "close"])
        store.finish()
    }

    func testScreenChangedWithElementFocusesThatElement() {
        let scene = VOTestScene { scene, _ in
            var open = button("open", "Open")
            open.onActivate = { context in context.post(.screenChanged(elementID: "close")); return true }
            return [open, button("middle", "Middle", y: 100), button("close", "Close", y: 200)]
        }
        let store = SessionTestStore(scene: scene)
        store.send(.activate, at: 0, [
            soundOut(1, 0, .activate), out(1, 0, .action(elementID: "open", name: "activate", result: true)),
            out(1, 0, .notification(name: .screenChanged, argument: "close")),
            soundOut(1, 0, .screenChanged),
            focusOut(1, 0, "close", "Close. Button."),
        ])
        store.advance(to: 5000, [speechOut(1, "Close. Button.", start: 0)])
        store.finish()
    }

    private func layoutScene(_ argument: LayoutChangeArgument) -> VOTestScene {
        VOTestScene { scene, _ in
            var x = button("x", "X", y: 100)
            x.onActivate = { context in
                scene.state["removed"] = "1"
                context.post(.layoutChanged(argument))
                return true
            }
            var elements = [button("a", "A")]
            if scene.state["removed"] == nil { elements.append(x) }
            elements.append(button("c", "C", y: 200))
            return elements
        }
    }

    /// "Close, Layla.": the activated element's label, then the element focus moved to.
    func testLayoutChangedNoneMovesVanishedFocusToNearestAndSpeaksIt() {
        let store = SessionTestStore(scene: layoutScene(.none))
        store.prepare(.next, at: 0)
        store.send(.activate, at: 200_000, [
            soundOut(2, 200_000, .activate), out(2, 200_000, .action(elementID: "x", name: "activate", result: true)),
            out(2, 200_000, .notification(name: .layoutChanged, argument: nil)),
            focusOut(2, 200_000, "c", "C. Button."),
        ])
        XCTAssertEqual(store.session.focusedElementID, "c")
        store.advance(to: 300_000, [speechOut(2, "X", start: 200_000, kind: .feedback),
                                    speechOut(2, "C. Button.", start: 200_000 + dur("X"))])
        store.finish()
    }

    func testLayoutChangedElementFocusesAndSpeaks() {
        let store = SessionTestStore(scene: layoutScene(.element("a")))
        store.prepare(.next, at: 0)
        store.send(.activate, at: 200_000, [
            soundOut(2, 200_000, .activate), out(2, 200_000, .action(elementID: "x", name: "activate", result: true)),
            out(2, 200_000, .notification(name: .layoutChanged, argument: "element:a")),
            focusOut(2, 200_000, "c", "C. Button."),
            focusOut(2, 200_000, "a", "A. Button."),
        ])
        // The focus move waits for the activation feedback.
        store.advance(to: 300_000, [speechOut(2, "X", start: 200_000, kind: .feedback),
                                    speechOut(2, "A. Button.", start: 200_000 + dur("X"))])
        store.finish()
    }

    func testLayoutChangedTextIsSpoken() {
        let store = SessionTestStore(scene: layoutScene(.text("Item removed")))
        store.prepare(.next, at: 0)
        store.send(.activate, at: 200_000, [
            soundOut(2, 200_000, .activate), out(2, 200_000, .action(elementID: "x", name: "activate", result: true)),
            out(2, 200_000, .notification(name: .layoutChanged, argument: "text:Item removed")),
            speechOut(2, "X", start: 200_000, kind: .feedback, outcome: .interrupted, heard: "", end: 200_000),
            focusOut(2, 200_000, "c", "C. Button."),
        ])
        // The announcement cuts the activation feedback; the focus move waits for it.
        store.advance(to: 300_000, [speechOut(2, "Item removed", start: 200_000, kind: .announcement),
                                    speechOut(2, "C. Button.", start: 200_000 + dur("Item removed"))])
        store.finish()
    }

    func testNotificationsWhileVoiceOverIsOffAreOnlyReported() {
        let scene = VOTestScene { _, _ in [] }
        let session = DrivenSession(Session(scene: scene))
        session.session.post(.announcement("Hello"))
        session.apply(.setting(name: "boldText", value: "true"), at: 0)
        session.advance(to: 10_000)
        XCTAssertEqual(session.drainOutputs(), [out(1, 0, .notification(name: .announcement, argument: "Hello"))])
    }

    // MARK: Direct touch (section 8)

    private func piano() -> VOTestScene {
        VOTestScene { _, _ in
            func key(_ id: String, x: Double, _ options: DirectTouchOptions?) -> AccessibilityElement {
                var k = AccessibilityElement(id: id, label: SpeechText(id), traits: [.button, .allowsDirectInteraction],
                                             frame: Rect(x, 300, 50, 200))
                k.directTouch = options
                return k
            }
            var undeclared = key("plain-option", x: 200, .silentOnTouch)
            undeclared.traits = .button
            return [button("title", "Title"), key("C", x: 0, nil), key("D", x: 50, .silentOnTouch),
                    key("E", x: 100, .requiresActivation), key("F", x: 150, [.requiresActivation, .silentOnTouch]), undeclared]
        }
    }

    func testDirectTouchRoutes() {
        let store = SessionTestStore(scene: piano())
        let session = store.session
        XCTAssertEqual(session.directTouchRoute(at: Point(10, 10)), .voiceOver)
        XCTAssertEqual(session.directTouchRoute(at: Point(25, 400)), .speakThenPassThrough(elementID: "C"))
        XCTAssertEqual(session.directTouchRoute(at: Point(75, 400)), .passThroughSilently(elementID: "D"))
        XCTAssertEqual(session.directTouchRoute(at: Point(125, 400)), .requiresActivation(elementID: "E"))
        XCTAssertEqual(session.directTouchRoute(at: Point(175, 400)), .requiresActivation(elementID: "F"))
        // Options without the trait do nothing (the UIKit rule).
        XCTAssertEqual(session.directTouchRoute(at: Point(225, 400)), .voiceOver)
        // Activating E opens it; it stays open until focus leaves it.
        store.send(.touch(Point(125, 400)), at: 0, [focusOut(1, 0, "E", "E. Button.")])
        store.send(.activate, at: 1000, [speechOut(1, "E. Button.", start: 0), soundOut(2, 1000, .activate),
                                         out(2, 1000, .action(elementID: "E", name: "directTouch", result: true))])
        XCTAssertEqual(session.directTouchRoute(at: Point(125, 400)), .passThroughSilently(elementID: "E"))
        store.send(.next, at: 2000, [focusOut(3, 2000, "F", "F. Button.")])
        XCTAssertEqual(session.directTouchRoute(at: Point(125, 400)), .requiresActivation(elementID: "E"))
        store.driven.apply(.setting(name: "voiceOver", value: "false"), at: 3000)
        XCTAssertEqual(session.directTouchRoute(at: Point(125, 400)), .scene)
    }

    // MARK: Pointer input (the gesture routing of Session+Pointer)

    func testPointerWithVoiceOverOffGoesToTheScene() {
        let scene = VOTestScene(elements: [button("a", "A")])
        let store = SessionTestStore(scene: scene, settings: Settings())
        store.send(.pointer(PointerSample(.down, id: 0, Point(10, 10), time: 0)), at: 0, [])
        store.send(.pointer(PointerSample(.move, id: 0, Point(12, 10), time: 16)), at: 16, [])
        store.send(.pointer(PointerSample(.up, id: 0, Point(12, 10), time: 32)), at: 32, [])
        XCTAssertEqual(scene.log, ["touch 0 began (10, 10)", "touch 0 moved (12, 10)", "touch 0 ended (12, 10)"])
        // The tap is the scene's once no second tap can follow (multi-tap interval 300 ms).
        store.advance(to: 333, [out(3, 333, .gesture(kind: .tap, fingers: 1, direction: nil))])
        XCTAssertEqual(scene.log.last, "gesture tap (10, 10)")
        store.finish()
    }

    func testPointerWithVoiceOverOnExploresAndPassesThroughDirectTouch() {
        let scene = piano()
        let store = SessionTestStore(scene: scene)
        // A finger sliding slower than a swipe explores: the pan begins once past the slop.
        store.send(.pointer(PointerSample(.down, id: 0, Point(10, 10), time: 0)), at: 0, [])
        store.send(.pointer(PointerSample(.move, id: 0, Point(10, 30), time: 200)), at: 200, [
            out(2, 200, .gesture(kind: .pan, fingers: 1, direction: nil)),
            focusOut(2, 200, "title", "Title. Button."),
        ])
        // It went down outside direct touch, so VoiceOver keeps it even over the C key.
        store.send(.pointer(PointerSample(.move, id: 0, Point(25, 400), time: 1100)), at: 1100, [
            speechOut(2, "Title. Button.", start: 200), focusOut(3, 1100, "C", "C. Button."),
        ])
        store.send(.pointer(PointerSample(.up, id: 0, Point(25, 400), time: 1200)), at: 1200, [])
        XCTAssertEqual(scene.log, [])
        // Silent-on-touch key: focus moves without speech, the touch reaches the scene.
        store.send(.pointer(PointerSample(.down, id: 1, Point(75, 400), time: 2000)), at: 2000, [
            speechOut(3, "C. Button.", start: 1100), focusOut(5, 2000, "D", "D. Button."),
        ])
        store.send(.pointer(PointerSample(.up, id: 1, Point(75, 400), time: 2050)), at: 2050, [])
        XCTAssertEqual(scene.log, ["touch 1 began (75, 400)", "touch 1 ended (75, 400)"])
        store.advance(to: 2351, [out(6, 2351, .gesture(kind: .tap, fingers: 1, direction: nil))])
        XCTAssertEqual(scene.log.last, "gesture tap (75, 400)")
        store.finish()
    }
}

/// UIKit's `summaryElement` "provides summary information when the application starts": a launch
/// reads it after the app's name and before the first element, where focus stays.
final class SummaryElementLaunchTests: XCTestCase {
    /// What the launch says, and where focus lands, with the summary below the heading or above it.
    private func launchSpeech(summaryFirst: Bool) -> (spoken: [String], focus: String?) {
        let scene = VOTestScene { _, _ in
            var summary = AccessibilityElement(id: "rings", label: "Move 55%, Exercise 8%, Stand 38%", traits: .summaryElement,
                                               frame: Rect(0, summaryFirst ? 0 : 200, 300, 100))
            summary.hint = "Shows today's rings"
            let heading = AccessibilityElement(id: "title", label: "Summary", traits: .header, frame: Rect(0, summaryFirst ? 150 : 0, 300, 44))
            let share = button("share", "Share", y: 400)
            return [heading, summary, share]
        }
        let driven = DrivenSession(Session(scene: scene, settings: { var s = Settings(); s.voiceOver = true; return s }(), announcesLaunch: true))
        driven.advance(to: 20_000_000)
        let spoken = driven.drainOutputs().compactMap { output -> String? in
            if case .speech(let record) = output.event { return record.text }
            return nil
        }
        return (spoken, driven.focusedElementID)
    }

    func testALaunchReadsTheSummaryThenTheFirstElement() {
        let launch = launchSpeech(summaryFirst: false)
        XCTAssertEqual(launch.spoken, ["Move 55%, Exercise 8%, Stand 38%", "Summary. Heading."])
        XCTAssertEqual(launch.focus, "title")
        // The summary as the first element is read once, with its hint as a first element's is.
        XCTAssertEqual(launchSpeech(summaryFirst: true).spoken, ["Move 55%, Exercise 8%, Stand 38%", "Shows today's rings"])
    }
}
