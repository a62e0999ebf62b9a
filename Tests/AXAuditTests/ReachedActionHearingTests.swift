@testable import AXAudit
import AXCore
import AXEngine
import XCTest

/// An explored action is judged heard by what it itself made VoiceOver say, as a probe judges its
/// gesture: the swipes that reach a card scrolled out of view scroll the carousel and VoiceOver
/// speaks the page, but that page speech answers the swipes, not the action taken after them.
final class ReachedActionHearingTests: XCTestCase {
    /// A carousel of six 100-pt cards, three on the screen; the last lies off it to the right, in
    /// the carousel's scroll content, and has a "Pin" action that pins it and, when `announces`,
    /// says so. Swiping onto it scrolls the carousel and posts a page scroll ("Page 2 of 2").
    final class Carousel: Scene {
        let id = "carousel"
        let title = "Carousel"
        let device = Device.phone
        let announces: Bool
        var offset = 0.0
        var pinned = false
        init(announces: Bool) { self.announces = announces }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func stateSnapshot() -> [(key: String, value: String)] { [("pinned", String(pinned)), ("offset", String(offset))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            let cards = (0..<6).map { i in
                var card = AccessibilityElement(id: "card-\(i)", label: SpeechText("Card \(i)"), traits: .staticText,
                                                frame: Rect(x: 16 + Double(i) * 110 - offset, y: 100, width: 100, height: 80))
                if i == 5 {
                    card.customActions = [CustomAction("Pin") { [unowned self] context in
                        pinned.toggle()
                        if announces { context.post(.announcement(pinned ? "Pinned" : "Unpinned")) }
                        return true
                    }]
                }
                return card
            }
            var carousel = AccessibilityElement.container(id: "cards", frame: Rect(x: 16, y: 100, width: 320, height: 80),
                                                          explicitOrder: false, children: cards)
            carousel.scrollContent = ScrollContent(elements: cards, axis: .horizontal) { [unowned self] shown, context in
                let page = shown.minX > 336 ? 330.0 : 0
                guard page != offset else { return false }
                offset = page
                context.post(.pageScrolled(page == 0 ? "Page 1 of 2" : "Page 2 of 2"))
                return true
            }
            return [carousel]
        }
    }

    private func explore(announces: Bool) -> (ExplorationResult, Explorer) {
        let descriptor = SceneDescriptor(id: "carousel", tab: "Tests", title: "Carousel", sourcePath: #filePath) { Carousel(announces: announces) }
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        return (explorer.explore(), explorer)
    }

    private func pins(_ result: ExplorationResult) -> [ExplorationTransition] {
        result.transitions.filter { $0.action.elementID == "card-5" && $0.action.step.contains("Pin") }
    }

    /// Planted defect: pinning says nothing; the swipes onto the card posted a page scroll whose page
    /// was spoken. The pin is silent and flagged; the page scroll is not what it posted.
    func testASilentActionOnACardReachedBySwipesIsFlagged() {
        let (result, explorer) = explore(announces: false)
        let pins = pins(result)
        XCTAssertFalse(pins.isEmpty, result.transitions.map(\.action.step).description)
        XCTAssertTrue(pins.allSatisfy { !$0.postedWasHeard && $0.notifications.isEmpty }, pins.map { "\($0.notifications)" }.description)
        // In the initial state too, where the pin is reached by swipes that page the carousel.
        let silent = SilentActionRule().judge(result, explorer: explorer).filter { $0.0.subject.elementID == "card-5" }.map(\.1.index)
        XCTAssertTrue(silent.contains(0), silent.description)
    }

    /// Fixed twin: the pin announces itself, and is heard.
    func testAnAnnouncedActionOnACardReachedBySwipesIsHeard() {
        let (result, explorer) = explore(announces: true)
        let pins = pins(result)
        XCTAssertFalse(pins.isEmpty)
        XCTAssertTrue(pins.allSatisfy { $0.postedWasHeard && $0.notifications == [.announcement] }, pins.map { "\($0.notifications)" }.description)
        XCTAssertEqual(SilentActionRule().judge(result, explorer: explorer).map(\.0.message), [])
    }
}
