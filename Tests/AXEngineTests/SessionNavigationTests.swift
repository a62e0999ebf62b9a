import AXCore
@testable import AXEngine
import AXScenes
import XCTest

/// Section 1's moving gestures through the Session: next/previous with the boundary sound, first/last,
/// explore by touch, read all, VoiceOver on/off, settings, the order cache and the state digest.
final class SessionNavigationTests: XCTestCase {
    private func twoButtons() -> VOTestScene {
        VOTestScene(elements: [button("b", "B", y: 100), button("a", "A", y: 0)])
    }

    func testStartsOnTheFirstElementSilently() {
        let store = SessionTestStore(scene: twoButtons())
        XCTAssertEqual(store.session.focusedElementID, "a")
        store.finish()
    }

    func testNextPreviousBoundaryNoWrap() {
        let store = SessionTestStore(scene: twoButtons())
        store.send(.next, at: 0, [focusOut(1, 0, "b", "B. Button.")])
        store.send(.next, at: 1000, [speechOut(1, "B. Button.", start: 0), soundOut(2, 1000, .boundary)])
        XCTAssertEqual(store.session.focusedElementID, "b")
        store.send(.previous, at: 2000, [focusOut(3, 2000, "a", "A. Button.")])
        // At the start: boundary sound, focus stays, the speech goes on.
        store.send(.previous, at: 2300, [soundOut(4, 2300, .boundary)])
        store.advance(to: 2600, [speechOut(3, "A. Button.", start: 2000)])
        // A swipe cuts the current description.
        store.send(.next, at: 3000, [focusOut(5, 3000, "b", "B. Button.")])
        store.send(.previous, at: 3300, [
            focusOut(6, 3300, "a", "A. Button."),
            speechOut(5, "B. Button.", start: 3000, outcome: .interrupted, heard: "B. Bu", end: 3300),
        ])
        store.advance(to: 3900, [speechOut(6, "A. Button.", start: 3300)])
        store.finish()
    }

    func testFirstAndLast() {
        let scene = VOTestScene(elements: [button("a", "A"), button("b", "B", y: 100), button("c", "C", y: 200)])
        let store = SessionTestStore(scene: scene)
        store.send(.last, at: 0, [focusOut(1, 0, "c", "C. Button.")])
        store.send(.first, at: 100, [focusOut(2, 100, "a", "A. Button."),
                                     speechOut(1, "C. Button.", start: 0, outcome: .interrupted, heard: "C", end: 100)])
        store.advance(to: 1000, [speechOut(2, "A. Button.", start: 100)])
        store.finish()
    }

    func testHintFollowsDescriptionAndSpeakHintsOff() {
        let scene = VOTestScene(elements: [button("a", "A"),
                                           AccessibilityElement(id: "f", label: "Filter", value: "1", traits: [.button, .toggleButton],
                                                                frame: Rect(0, 100, 100, 44))])
        let store = SessionTestStore(scene: scene)
        let description = "Filter. Switch Button. On."
        store.send(.next, at: 0, [focusOut(1, 0, "f", description)])
        store.advance(to: 10_000, [
            speechOut(1, description, start: 0),
            speechOut(1, DescriptionBuilder.toggleHint, start: dur(description) + 600, kind: .hint),
        ])
        store.send(.setting(name: "speakHints", value: "false"), at: 10_000, [])
        store.send(.previous, at: 11_000, [focusOut(3, 11_000, "a", "A. Button.")])
        store.send(.next, at: 12_000, [speechOut(3, "A. Button.", start: 11_000), focusOut(4, 12_000, "f", description)])
        store.advance(to: 20_000, [speechOut(4, description, start: 12_000)])
        XCTAssertEqual(scene.log, ["settings"])
        store.finish()
    }

    func testExploreByTouchSpeaksElementUnderFingerFocusStays() {
        let store = SessionTestStore(scene: twoButtons())
        store.send(.touch(Point(50, 120)), at: 0, [focusOut(1, 0, "b", "B. Button.")])
        // Nothing under the finger: the "no element" sound, focus stays and speech goes on.
        store.send(.touch(Point(300, 600)), at: 1000, [speechOut(1, "B. Button.", start: 0), soundOut(2, 1000, .noElement)])
        XCTAssertEqual(store.session.focusedElementID, "b")
        // A new touch on the focused element speaks it again.
        store.send(.touch(Point(50, 120)), at: 2000, [focusOut(3, 2000, "b", "B. Button.")])
        // A moving finger over the same element stays quiet; reaching another speaks it.
        store.session.handleTouchExploration(at: Point(60, 121), isNewTouch: false)
        store.advance(to: 2600, [speechOut(3, "B. Button.", start: 2000)])
        store.session.handleTouchExploration(at: Point(60, 20), isNewTouch: false)
        store.advance(to: 2600, [focusOut(3, 2600, "a", "A. Button.")])
        store.advance(to: 3200, [speechOut(3, "A. Button.", start: 2600)])
        store.finish()
    }

    func testReadAllFromTopAndFromFocusedWithoutHints() {
        var adjustable = AccessibilityElement(id: "p", label: "Picker", value: "Pinky", traits: .adjustable, frame: Rect(0, 200, 100, 44))
        adjustable.onIncrement = { _ in true }
        let scene = VOTestScene(elements: [button("a", "A"), button("b", "B", y: 100), adjustable])
        let store = SessionTestStore(scene: scene)
        let texts = ["A. Button.", "B. Button.", "Picker: Pinky. Adjustable."]
        store.send(.readAll(fromTop: true), at: 0, [focusOut(1, 0, "a", texts[0])])
        let t1 = dur(texts[0]) + 250, t2 = t1 + dur(texts[1]) + 250
        store.advance(to: 100_000, [
            speechOut(1, texts[0], start: 0), focusOut(1, t1, "b", texts[1]),
            speechOut(1, texts[1], start: t1), focusOut(1, t2, "p", texts[2]),
            speechOut(1, texts[2], start: t2),
        ])
        XCTAssertEqual(store.session.focusedElementID, "p")
        // From the focused element; a swipe interrupts and ends it.
        store.send(.first, at: 100_000, [focusOut(2, 100_000, "a", texts[0])])
        store.send(.next, at: 101_000, [speechOut(2, texts[0], start: 100_000), focusOut(3, 101_000, "b", texts[1])])
        store.send(.readAll(fromTop: false), at: 102_000, [speechOut(3, texts[1], start: 101_000), focusOut(4, 102_000, "b", texts[1])])
        store.send(.previous, at: 102_300, [
            focusOut(5, 102_300, "a", texts[0]),
            speechOut(4, texts[1], start: 102_000, outcome: .interrupted, heard: "B. Bu", end: 102_300),
        ])
        store.advance(to: 200_000, [speechOut(5, texts[0], start: 102_300)])
        store.finish()
    }

    func testVoiceOverOnAndOff() {
        let scene = twoButtons()
        let store = SessionTestStore(scene: scene, settings: Settings())
        XCTAssertNil(store.session.focusedElementID)
        // Commands while VoiceOver is off do nothing.
        store.send(.next, at: 0, [])
        store.send(.voiceOverOn, at: 100, [focusOut(2, 100, "a", "A. Button.")])
        let on = dur("VoiceOver on")
        store.advance(to: 10_000, [
            speechOut(2, "VoiceOver on", start: 100, kind: .announcement, priority: .high),
            speechOut(2, "A. Button.", start: 100 + on),
        ])
        store.send(.next, at: 10_000, [focusOut(3, 10_000, "b", "B. Button.")])
        store.send(.voiceOverOff, at: 10_300, [
            speechOut(3, "B. Button.", start: 10_000, outcome: .interrupted, heard: "B. Bu", end: 10_300),
        ])
        store.advance(to: 20_000, [speechOut(4, "VoiceOver off", start: 10_300, kind: .announcement, priority: .high)])
        XCTAssertFalse(store.session.settings.voiceOver)
        XCTAssertEqual(scene.log, ["settings", "settings"])
        // The setting record does the same as the command.
        store.send(.setting(name: "voiceOver", value: "true"), at: 20_000, [focusOut(5, 20_000, "b", "B. Button.")])
        store.advance(to: 30_000, [speechOut(5, "VoiceOver on", start: 20_000, kind: .announcement, priority: .high),
                                   speechOut(5, "B. Button.", start: 20_000 + on)])
        store.finish()
    }

    func testOrderIsCachedAcrossNextAndRecomputedAfterActivation() {
        var builds = 0
        let scene = VOTestScene { _, _ in
            builds += 1
            var a = button("a", "A")
            a.onActivate = { _ in true }
            return [a, button("b", "B", y: 100), button("c", "C", y: 200)]
        }
        let store = SessionTestStore(scene: scene)
        let initial = builds
        store.send(.next, at: 0, [focusOut(1, 0, "b", "B. Button.")])
        store.send(.next, at: 100, [focusOut(2, 100, "c", "C. Button."),
                                    speechOut(1, "B. Button.", start: 0, outcome: .interrupted, heard: "B", end: 100)])
        XCTAssertEqual(builds, initial, "vo.next must not rebuild the tree")
        _ = store.driven.drainOutputs()
        store.driven.apply(.command(.first), at: 200)
        store.driven.apply(.command(.activate), at: 300)
        XCTAssertEqual(builds, initial + 1, "activation may change the scene: the order is recomputed once")
    }

    func testStateDigestIsEmittedWhenStateOrFocusChanges() {
        let scene = VOTestScene { scene, _ in
            var a = button("a", "A")
            a.onActivate = { _ in scene.state["count"] = String(Int(scene.state["count"] ?? "0")! + 1); return true }
            return [a, button("b", "B", y: 100)]
        }
        let store = SessionTestStore(scene: scene)
        store.includeStateDigests = true
        let afterNext = StateDigest.digest(snapshot: [], focusID: "b")
        store.send(.next, at: 0, [focusOut(1, 0, "b", "B. Button."), out(1, 0, .state(digest: afterNext))])
        store.send(.previous, at: 1000, [speechOut(1, "B. Button.", start: 0), focusOut(2, 1000, "a", "A. Button."),
                                         out(2, 1000, .state(digest: StateDigest.digest(snapshot: [], focusID: "a")))])
        store.send(.activate, at: 2000, [
            speechOut(2, "A. Button.", start: 1000),
            soundOut(3, 2000, .activate), out(3, 2000, .action(elementID: "a", name: "activate", result: true)),
            out(3, 2000, .state(digest: StateDigest.digest(snapshot: [("count", "1")], focusID: "a"))),
        ])
        store.send(.next, at: 3000, [speechOut(3, "A", start: 2000, kind: .feedback), focusOut(4, 3000, "b", "B. Button."),
                                     out(4, 3000, .state(digest: StateDigest.digest(snapshot: [("count", "1")], focusID: "b")))])
        XCTAssertEqual(StateDigest.digest(snapshot: [], focusID: nil), StateDigest.digest(snapshot: [], focusID: nil))
        XCTAssertEqual(StateDigest.digest(snapshot: [], focusID: nil).count, 16)
        XCTAssertNotEqual(StateDigest.digest(snapshot: [("k", "v")], focusID: nil), StateDigest.digest(snapshot: [("k", "w")], focusID: nil))
    }

    func testRightToLeftSettingReordersNavigation() {
        let scene = VOTestScene(elements: [button("left", "Left", x: 0), button("right", "Right", x: 200)])
        var settings = Settings()
        settings.voiceOver = true
        settings.layoutDirection = .rightToLeft
        let store = SessionTestStore(scene: scene, settings: settings)
        XCTAssertEqual(store.session.navigation.entries.map(\.id), ["right", "left"])
        store.send(.setting(name: "layoutDirection", value: "ltr"), at: 0, [])
        XCTAssertEqual(store.session.navigation.entries.map(\.id), ["left", "right"])
    }

    /// The grid's cells evaluate their selected trait from the model: the double tap's feedback still
    /// compares the cell as it was with the cell as it becomes, so selecting it says so.
    func testSelectingAnEvaluatedCellSaysSelected() {
        var settings = Settings()
        settings.voiceOver = true
        let session = DrivenSession(Session(scene: GridScene(count: 4), settings: settings))
        session.apply(.command(.activate), at: 0)
        session.advance(to: 5000)
        let spoken = session.drainOutputs().compactMap { output -> String? in
            if case .speech(let record) = output.event, record.kind == .feedback { return record.text }
            return nil
        }
        XCTAssertEqual(spoken, ["Selected"])
    }

    func testNextOnTenThousandElementsDoesNotRebuild() {
        var settings = Settings()
        settings.voiceOver = true
        let session = DrivenSession(Session(scene: GridScene(count: 10_000), settings: settings))
        for i in 1...200 { session.send(.next, at: i * 10) }
        XCTAssertEqual(session.focusedElementID, session.navigation.entries[200].id)
    }
}

/// Swiping out of a scroll area whose content goes on scrolls it, as a scroll view shows its next cell.
final class ScrollOnSwipeTests: XCTestCase {
    /// A list of six rows showing three at a time, a page per scroll, then a button outside it.
    private func list() -> VOTestScene {
        VOTestScene { scene, _ in
            let first = Int(scene.state["first"] ?? "0")!
            let rows = (first..<min(first + 3, 6)).map { row in
                AccessibilityElement(id: "row\(row)", label: SpeechText("Row \(row)"), traits: .staticText,
                                     frame: Rect(0, Double(row - first) * 50, 300, 44))
            }
            var area = AccessibilityElement.container(id: "list", frame: Rect(0, 0, 300, 150), children: rows)
            area.onScroll = { direction, context in
                let next = direction == .up ? first + 3 : first - 3
                guard next >= 0, next < 6 else { return false }
                scene.state["first"] = String(next)
                context.post(.pageScrolled("Page \(next / 3 + 1) of 2"))
                return true
            }
            return [area, button("done", "Done", y: 200)]
        }
    }

    private func spoken(_ outputs: [Output]) -> [String] {
        outputs.compactMap { if case .speech(let record) = $0.event, record.kind != .hint { return record.text } else { return nil } }
    }

    func testSwipingPastTheLastVisibleRowScrollsAndSpeaksThePageThenTheRow() {
        let session = DrivenSession(Session(scene: list(), settings: { var s = Settings(); s.voiceOver = true; return s }()))
        session.apply(.command(.next), at: 0)
        session.apply(.command(.next), at: 2000)
        XCTAssertEqual(session.focusedElementID, "row2")
        session.advance(to: 4000)
        _ = session.drainOutputs()
        // The next element (Done) is outside the list, which can scroll on: page two, then row 3.
        session.apply(.command(.next), at: 4000)
        session.advance(to: 8000)
        XCTAssertEqual(spoken(session.drainOutputs()), ["Page 2 of 2", "Row 3"])
        XCTAssertEqual(session.focusedElementID, "row3")
        // Back from the first row of the page: the previous page, and its last row.
        session.apply(.command(.previous), at: 8000)
        session.advance(to: 12_000)
        XCTAssertEqual(spoken(session.drainOutputs()), ["Page 1 of 2", "Row 2"])
        // At the end of the list, the swipe goes on to the button below it.
        session.apply(.command(.next), at: 12_000)
        session.apply(.command(.next), at: 14_000)
        session.apply(.command(.next), at: 16_000)
        session.apply(.command(.next), at: 18_000)
        XCTAssertEqual(session.focusedElementID, "done")
    }
}
