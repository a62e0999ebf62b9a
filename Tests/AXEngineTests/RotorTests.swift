import AXCore
@testable import AXEngine
import XCTest

/// Section 6's options and section 7's descriptor rules, on their own.
final class RotorTests: XCTestCase {
    func testOptionsDependOnTheElement() {
        var plain = button("a", "A")
        XCTAssertEqual(RotorOption.options(for: plain, dragging: false), [])
        plain.dropPoints = [LocationDescriptor(name: "Drop", point: Point(10, 10))]
        // Drop points alone count as actions (rule 9), and while dragging.
        XCTAssertEqual(RotorOption.options(for: plain, dragging: false), [.actions])
        XCTAssertEqual(RotorOption.options(for: plain, dragging: true), [.actions])
        var zoom = button("z", "Z", traits: [.image, .supportsZoom])
        XCTAssertEqual(RotorOption.options(for: zoom, dragging: false), [.zoom])
        zoom.customActions = [CustomAction("Share") { _ in true }]
        XCTAssertEqual(RotorOption.options(for: zoom, dragging: false), [.actions, .zoom])
    }

    func testActionItemsOrderAndDescriptorValidity() {
        var icon = button("mail", "Mail", width: 60, height: 60)
        icon.customActions = [CustomAction("Delete") { _ in true }]
        icon.dragSources = [LocationDescriptor(name: "Drag Mail", point: Point(30, 30))]
        icon.dropPoints = [
            LocationDescriptor(name: "Drop left of Mail", point: Point(2, 30)),
            LocationDescriptor(name: "Outside its view", point: Point(61, 30)),
            LocationDescriptor(name: "On the dock", point: Point(100, 800), viewID: "dock"),
            LocationDescriptor(name: "On a hidden view", point: Point(5, 5), viewID: "hidden"),
        ]
        let frames = ["dock": Rect(0, 780, 390, 60)]
        let idle = RotorItem.actions(for: icon, dragging: false) { frames[$0] }
        XCTAssertEqual(idle.map(\.name), ["Delete", "Drag Mail"])
        let dragging = RotorItem.actions(for: icon, dragging: true) { frames[$0] }
        XCTAssertEqual(dragging.map(\.name), ["Delete", "Drag Mail", "Drop left of Mail", "On the dock"])
        XCTAssertEqual(dragging[0].kind, .custom(index: 0))
    }

    func testFirstSwipeDownSelectsTheFirstItemUpTheLastThenWraps() {
        // Down selects the first item first, up the last, then each moves on, wrapping.
        XCTAssertEqual(RotorState.step(from: nil, count: 3, up: false), 0)
        XCTAssertEqual(RotorState.step(from: nil, count: 3, up: true), 2)
        XCTAssertEqual(RotorState.step(from: 2, count: 3, up: false), 0)
        XCTAssertEqual(RotorState.step(from: 0, count: 3, up: true), 2)
        XCTAssertEqual(RotorState.step(from: 2, count: 3, up: true), 1)
        XCTAssertNil(RotorState.step(from: nil, count: 0, up: true))
    }
}

/// The rotor's system options, custom rotors, and an adjustable element with actions, through a session.
final class RotorNavigationTests: XCTestCase {
    private func screen() -> VOTestScene {
        VOTestScene { _, _ in
            let title = AccessibilityElement(id: "title", label: "Settings", traits: .header, frame: Rect(0, 0, 300, 40))
            var rating = AccessibilityElement(id: "rating", label: "Rating", value: "2 stars", traits: .adjustable,
                                              frame: Rect(0, 50, 300, 40))
            rating.customActions = [CustomAction("Delete") { _ in true }]
            rating.onIncrement = { _ in true }
            let photo = AccessibilityElement(id: "photo", label: "Photo", traits: .image, frame: Rect(0, 100, 300, 40))
            let section = AccessibilityElement(id: "section", label: "Sound", traits: .header, frame: Rect(0, 150, 300, 40))
            let link = AccessibilityElement(id: "help", label: "Help", traits: .link, frame: Rect(0, 200, 300, 40))
            var root = AccessibilityElement.container(id: "root", frame: Rect(0, 0, 300, 300),
                                                      children: [title, rating, photo, section, link])
            root.customRotors = [CustomRotor("Misspelled words") { ["help", "photo"] }]
            return [root]
        }
    }

    func testOptionsListTheElementsOwnThenCustomThenTheSystemOptionsThatApply() {
        let session = voiceOverSession()
        XCTAssertEqual(session.rotorOptions, [.custom("Misspelled words"), .headings, .links, .formControls, .images])
        session.apply(.command(.next), at: 0)
        // Adjustable with a custom action: both Adjust Value and Actions, Adjust Value selected.
        XCTAssertEqual(session.rotorOptions.prefix(2), [.adjustValue, .actions])
        XCTAssertEqual(session.rotor.option, .adjustValue)
    }

    func testAdjustableWithActionsReachesItsActionsThroughTheRotor() {
        let session = voiceOverSession()
        session.apply(.command(.next), at: 0)
        session.apply(.command(.up), at: 5000)
        XCTAssertTrue(session.drainOutputs().contains { $0.event == .action(elementID: "rating", name: "increment", result: true) })
        session.apply(.command(.rotorNext), at: 10_000)
        XCTAssertEqual(session.rotor.option, .actions)
        session.apply(.command(.down), at: 15_000)
        session.apply(.command(.activate), at: 20_000)
        let outputs = session.drainOutputs()
        XCTAssertEqual(spokenTexts(outputs), ["2 stars", "Actions", "Delete"])
        XCTAssertTrue(outputs.contains { $0.event == .action(elementID: "rating", name: "Delete", result: true) })
    }

    func testHeadingsMoveToTheNextAndPreviousHeadingAndStay() {
        let session = voiceOverSession()
        session.apply(.command(.rotorNext), at: 0)
        session.apply(.command(.rotorNext), at: 2000)
        XCTAssertEqual(session.rotor.option, .headings)
        session.apply(.command(.down), at: 4000)
        XCTAssertEqual(session.focusedElementID, "section")
        XCTAssertEqual(session.rotor.option, .headings)
        session.apply(.command(.down), at: 8000)
        XCTAssertEqual(session.focusedElementID, "section", "no heading after the last one")
        session.apply(.command(.up), at: 12_000)
        XCTAssertEqual(session.focusedElementID, "title")
        session.advance(to: 20_000)
        let outputs = session.drainOutputs()
        XCTAssertEqual(spokenTexts(outputs), ["Misspelled words", "Headings", "Sound. Heading.", "Settings. Heading."])
        XCTAssertTrue(outputs.contains { $0.event == .sound(.earcon(.boundary)) })
    }

    func testACustomRotorGoesThroughItsOwnList() {
        let session = voiceOverSession()
        session.apply(.command(.rotorNext), at: 0)
        XCTAssertEqual(session.rotor.option, .custom("Misspelled words"))
        session.apply(.command(.down), at: 2000)
        XCTAssertEqual(session.focusedElementID, "help")
        session.apply(.command(.down), at: 4000)
        XCTAssertEqual(session.focusedElementID, "photo", "the rotor's order, not the reading order")
    }

    private func voiceOverSession(_ scene: Scene? = nil) -> DrivenSession {
        var settings = Settings()
        settings.voiceOver = true
        return DrivenSession(Session(scene: scene ?? screen(), settings: settings))
    }

    private func spokenTexts(_ outputs: [Output]) -> [String] {
        outputs.compactMap { if case .speech(let record) = $0.event, record.kind != .hint, record.kind != .actions { return record.text } else { return nil } }
    }

    /// An element with custom content offers More Content after its own options; swiping steps
    /// through the content, `label, value` each, high-importance content included, wrapping like
    /// the Actions rotor; a double tap still activates the element.
    func testMoreContentStepsThroughTheCustomContent() {
        var dog = AccessibilityElement(id: "bailey", label: "Bailey, beagle", frame: Rect(0, 0, 300, 80))
        dog.customContent = [CustomContent(label: "Popularity", value: "number one", importance: .high),
                             CustomContent(label: "Age", value: "three years"),
                             CustomContent(label: "Weight", value: "25 pounds")]
        dog.customActions = [CustomAction("Adopt") { _ in true }]
        let plain = AccessibilityElement(id: "plain", label: "Plain", frame: Rect(0, 100, 300, 80))
        let session = voiceOverSession(VOTestScene(elements: [dog, plain]))
        XCTAssertEqual(session.focusedElementID, "bailey", "VoiceOver starts on the first element")
        XCTAssertEqual(Array(session.rotorOptions.prefix(2)), [.actions, .moreContent])
        _ = session.drainOutputs()
        session.apply(.command(.rotorNext), at: 10_000)
        XCTAssertEqual(session.rotor.option, .moreContent)
        session.apply(.command(.down), at: 12_000)
        session.apply(.command(.down), at: 16_000)
        session.apply(.command(.up), at: 20_000)
        session.apply(.command(.up), at: 24_000)
        session.advance(to: 28_000)
        XCTAssertEqual(spokenTexts(session.drainOutputs()),
                       ["More Content", "Popularity, number one", "Age, three years", "Popularity, number one", "Weight, 25 pounds"])
        XCTAssertEqual(session.focusedElementID, "bailey", "More Content does not move the focus")
        // An element without content does not offer it, and the rotor leaves it.
        session.apply(.command(.next), at: 30_000)
        XCTAssertFalse(session.rotorOptions.contains(.moreContent))
        XCTAssertNotEqual(session.rotor.option, .moreContent)
    }
}
