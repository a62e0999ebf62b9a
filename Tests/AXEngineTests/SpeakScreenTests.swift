import AXCore
@testable import AXEngine
import XCTest

/// Speak Screen (docs/vision.md#speak-screen): the swipe from the top edge, what it reads, the
/// controller's pause, skip and speeds, and the highlight, as outputs.
final class SpeakScreenTests: XCTestCase {
    /// A heading, an adjustable with a value and a hint, a switch, and elements with nothing to say
    /// (no label; one of spaces; one of a zero-width space and a line break): passed over.
    private func scene() -> VOTestScene {
        VOTestScene(elements: [
            AccessibilityElement(id: "title", label: SpeechText("Hello"), traits: .header, frame: Rect(0, 100, 390, 44)),
            AccessibilityElement(id: "age", label: SpeechText("Age"), value: SpeechText("30"), hint: SpeechText("Swipe to change."),
                                 traits: .adjustable, frame: Rect(0, 200, 390, 44)),
            AccessibilityElement(id: "wifi", label: SpeechText("Wi-Fi"), value: SpeechText("1"), traits: [.button, .toggleButton],
                                 frame: Rect(0, 300, 390, 44)),
            AccessibilityElement(id: "blank", frame: Rect(0, 400, 390, 44)),
            AccessibilityElement(id: "spaces", label: SpeechText("   "), frame: Rect(0, 450, 390, 44)),
            AccessibilityElement(id: "invisible", label: SpeechText("\u{200B}\n"), frame: Rect(0, 500, 390, 44)),
        ])
    }

    private func store() -> SessionTestStore { SessionTestStore(scene: scene(), settings: Settings()) }

    private func reading(_ cause: Int, _ time: Int, _ id: String?) -> Output { out(cause, time, .speakScreenHighlight(elementID: id)) }

    /// A speech record at a speed: durations shrink with the rate (1.5× takes two thirds as long).
    private func spoken(_ cause: Int, _ text: String, start: Int, rate: Int = 100, cutAt end: Int? = nil, heard: String? = nil) -> Output {
        let finish = end ?? start + dur(text) * 100 / rate
        return out(cause, finish, .speech(SpeechRecord(text: text, priority: .default, kind: .element, outcome: end == nil ? .finished : .interrupted,
                                                       heard: end == nil ? text : heard, start: start, end: finish)))
    }

    func testReadsLabelsAndValuesInOrderWithoutTraitsOrHintsAndHighlightsEach() {
        let store = store()
        store.send(.speakScreen(.on), at: 0, [])
        store.send(.speakScreen(.start), at: 1000, [reading(2, 1000, "title")])
        let pause = SpeechTiming().readAllPause
        let age = 1000 + dur("Hello") + pause, wifi = age + dur("Age: 30") + pause
        store.advance(to: 20_000, [
            spoken(2, "Hello", start: 1000), reading(2, age, "age"),
            spoken(2, "Age: 30", start: age), reading(2, wifi, "wifi"),
            spoken(2, "Wi-Fi: On", start: wifi), reading(2, wifi + dur("Wi-Fi: On"), nil),
        ])
        XCTAssertEqual(store.session.speakScreenController, SpeakScreenController(isPaused: false, isFinished: true, speed: .normal, elementID: nil, frame: nil))
        store.send(.speakScreen(.stop), at: 30_000, [reading(3, 30_000, nil)])
        XCTAssertNil(store.session.speakScreenController)
        store.finish()
    }

    func testTheControllersPauseResumeSkipsAndSpeeds() {
        let store = store()
        store.send(.speakScreen(.on), at: 0, [])
        store.send(.speakScreen(.start), at: 1000, [reading(2, 1000, "title")])
        // Pause cuts the element where it is; resume reads it again from its start.
        store.send(.speakScreen(.pause), at: 1150, [spoken(2, "Hello", start: 1000, cutAt: 1150, heard: "He")])
        XCTAssertEqual(store.session.speakScreenController?.isPaused, true)
        XCTAssertEqual(store.session.speakScreenController?.elementID, "title")
        store.send(.speakScreen(.resume), at: 2000, [reading(4, 2000, "title")])
        // Faster: 1.5×, the element starts again at the new speed (200 ms instead of 300).
        store.send(.speakScreen(.faster), at: 2100, [spoken(4, "Hello", start: 2000, cutAt: 2100, heard: "H"), reading(5, 2100, "title")])
        XCTAssertEqual(store.session.speakScreenController?.speed, .oneAndAHalf)
        store.send(.speakScreen(.forward), at: 2200, [spoken(5, "Hello", start: 2100, cutAt: 2200, heard: "He"), reading(6, 2200, "age")])
        store.send(.speakScreen(.back), at: 2300, [spoken(6, "Age: 30", start: 2200, cutAt: 2300, heard: "Ag"), reading(7, 2300, "title")])
        // Back at the first element reads it again.
        store.send(.speakScreen(.back), at: 2350, [spoken(7, "Hello", start: 2300, cutAt: 2350, heard: "H"), reading(8, 2350, "title")])
        store.send(.speakScreen(.stop), at: 2400, [spoken(8, "Hello", start: 2350, cutAt: 2400, heard: "H"), reading(9, 2400, nil)])
        store.finish()
    }

    /// Skipping forward past the last element ends the reading, as reading it out does: the
    /// element is cut, the highlight goes, the controller stays (finished); once finished, forward
    /// does nothing and back reads the last again. Paused at the last, forward finishes too.
    func testSkippingForwardPastTheLastElementFinishes() {
        let store = store()
        store.send(.speakScreen(.on), at: 0, [])
        store.send(.speakScreen(.start), at: 1000, [reading(2, 1000, "title")])
        store.send(.speakScreen(.forward), at: 1100, [spoken(2, "Hello", start: 1000, cutAt: 1100, heard: "H"), reading(3, 1100, "age")])
        store.send(.speakScreen(.forward), at: 1200, [spoken(3, "Age: 30", start: 1100, cutAt: 1200, heard: "A"), reading(4, 1200, "wifi")])
        store.send(.speakScreen(.forward), at: 1300, [spoken(4, "Wi-Fi: On", start: 1200, cutAt: 1300, heard: "W"), reading(5, 1300, nil)])
        XCTAssertEqual(store.session.speakScreenController, SpeakScreenController(isPaused: false, isFinished: true, speed: .normal, elementID: nil, frame: nil))
        store.send(.speakScreen(.forward), at: 1400, [])
        store.send(.speakScreen(.back), at: 1500, [reading(7, 1500, "wifi")])
        store.send(.speakScreen(.pause), at: 1600, [spoken(7, "Wi-Fi: On", start: 1500, cutAt: 1600, heard: "W")])
        store.send(.speakScreen(.forward), at: 1700, [reading(9, 1700, nil)])
        XCTAssertEqual(store.session.speakScreenController?.isFinished, true)
        store.finish()
    }

    /// In read all's pause after an element finished, the reading is at the next one: a speed
    /// changed there reads the next at the new speed, and a pause there resumes with it. Both read
    /// the finished element again.
    func testInThePauseBetweenElementsTheReadingIsAtTheNext() {
        let store = store()
        store.send(.speakScreen(.on), at: 0, [])
        store.send(.speakScreen(.start), at: 1000, [reading(2, 1000, "title")])
        let gap = 1000 + dur("Hello") + SpeechTiming().readAllPause / 2
        store.advance(to: gap, [spoken(2, "Hello", start: 1000)])
        store.send(.speakScreen(.faster), at: gap, [reading(3, gap, "age")])
        let next = gap + dur("Age: 30") * 100 / 150
        store.advance(to: next + SpeechTiming().readAllPause / 2, [spoken(3, "Age: 30", start: gap, rate: 150)])
        store.send(.speakScreen(.pause), at: next + SpeechTiming().readAllPause / 2, [])
        XCTAssertEqual(store.session.speakScreenController?.elementID, "wifi", "paused at the element about to be read")
        store.send(.speakScreen(.resume), at: 9000, [reading(5, 9000, "wifi")])
        store.send(.speakScreen(.stop), at: 9050, [spoken(5, "Wi-Fi: On", start: 9000, rate: 150, cutAt: 9050, heard: "W"), reading(6, 9050, nil)])
        store.finish()
    }

    func testSpeedsRunFromHalfToDoubleAndStayAtTheEnds() {
        let store = store()
        store.send(.speakScreen(.on), at: 0, [])
        for i in 0..<3 { store.send(.speakScreen(.faster), at: 10 + i, []) }
        XCTAssertEqual(store.session.speakScreen.speed, .double)
        store.send(.speakScreen(.start), at: 1000, [reading(5, 1000, "title")])
        store.advance(to: 1000 + dur("Hello") / 2, [spoken(5, "Hello", start: 1000, rate: 200)])
        store.send(.speakScreen(.stop), at: 1200, [reading(6, 1200, nil)])
        for i in 0..<5 { store.send(.speakScreen(.slower), at: 2000 + i, []) }
        XCTAssertEqual(store.session.speakScreen.speed, .half)
        XCTAssertEqual(SpeakScreenSpeed.allCases.map(\.label), ["0.5×", "1×", "1.5×", "2×"])
    }

    /// Two fingers swiping down from the top edge start the reading; the same swipe lower on the
    /// screen, or with the setting off, reaches the app.
    func testTheTwoFingerSwipeDownFromTheTopEdge() {
        /// Two fingers 200 points apart moving down together in steps of 30 points (each step a
        /// sample of one finger then the other, as a trace records them).
        func swipe(from y: Double, at start: Int) -> [(SessionInput, Int)] {
            var inputs: [(SessionInput, Int)] = [(.pointer(PointerSample(.down, id: 0, Point(95, y), time: start)), start),
                                                 (.pointer(PointerSample(.down, id: 1, Point(295, y), time: start + 5)), start + 5)]
            for step in 1...10 {
                let t = start + step * 20, down = y + Double(step * 30)
                inputs.append((.pointer(PointerSample(.move, id: 0, Point(95, down), time: t)), t))
                inputs.append((.pointer(PointerSample(.move, id: 1, Point(295, down), time: t + 5)), t + 5))
            }
            inputs.append((.pointer(PointerSample(.up, id: 0, Point(95, y + 300), time: start + 210)), start + 210))
            inputs.append((.pointer(PointerSample(.up, id: 1, Point(295, y + 300), time: start + 215)), start + 215))
            return inputs
        }
        let scene = scene()
        let driven = DrivenSession(scene: scene, settings: Settings())
        // Off: the app gets the fingers.
        for (input, at) in swipe(from: 5, at: 1000) { driven.apply(input, at: at) }
        XCTAssertFalse(driven.drainOutputs().contains { if case .speakScreenHighlight = $0.event { return true }; return false })
        XCTAssertEqual(scene.log.filter { $0.hasPrefix("touch") }.count, 24)
        scene.log.removeAll()
        driven.apply(.speakScreen(.on), at: 2000)
        // Lower on the screen: still the app's.
        for (input, at) in swipe(from: 100, at: 3000) { driven.apply(input, at: at) }
        XCTAssertNil(driven.session.speakScreenController)
        XCTAssertEqual(scene.log.filter { $0.hasPrefix("touch") }.count, 24)
        scene.log.removeAll()
        _ = driven.drainOutputs()
        // From the top edge: Speak Screen's, and it reads.
        for (input, at) in swipe(from: SpeakScreen.topEdge, at: 4000) { driven.apply(input, at: at) }
        XCTAssertEqual(scene.log, [])
        let events = driven.drainOutputs().map(\.event)
        XCTAssertEqual(events, [.gesture(kind: .swipe, fingers: 2, direction: .down), .speakScreenHighlight(elementID: "title")])
        XCTAssertEqual(driven.session.speakScreenController?.elementID, "title")
        XCTAssertEqual(driven.session.speakScreenController?.frame, Rect(0, 100, 390, 44))
    }

    /// VoiceOver turned on mid-reading ends the reading at once (docs/vision.md, decisions): the
    /// element is cut, the highlight goes and the controller closes before "VoiceOver on" is said;
    /// nothing of the reading comes later.
    func testVoiceOverTurnedOnEndsTheReadingAtOnce() {
        let store = store()
        store.send(.speakScreen(.on), at: 0, [])
        store.send(.speakScreen(.start), at: 1000, [reading(2, 1000, "title")])
        store.driven.apply(.command(.voiceOverOn), at: 1150)
        let outputs = store.driven.drainOutputs()
        XCTAssertEqual(Array(outputs.prefix(2)), [spoken(2, "Hello", start: 1000, cutAt: 1150, heard: "He"), reading(3, 1150, nil)])
        XCTAssertNil(store.session.speakScreenController)
        store.driven.advance(to: 60_000)
        let later = store.driven.drainOutputs()
        XCTAssertFalse(later.contains { if case .speakScreenHighlight = $0.event { return true } else { return false } }, "\(later)")
        XCTAssertFalse(later.isEmpty, "VoiceOver speaks")
    }

    func testVoiceOverOnLeavesTheGestureAndTheStartToVoiceOver() {
        var settings = Settings()
        settings.voiceOver = true
        let store = SessionTestStore(scene: scene(), settings: settings)
        store.send(.speakScreen(.on), at: 0, [])
        store.send(.speakScreen(.start), at: 1000, [])
        XCTAssertNil(store.session.speakScreenController)
        XCTAssertFalse(SpeakScreen().isOn(in: store.session))
        store.finish()
    }
}
