import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// Full Keyboard Access and scroll areas (docs/keyboard.md, "Following the screen"): focus reaches
/// what an area holds out of sight, and the area scrolls it in as the focus arrives, silently.
final class KeyboardScrollTests: XCTestCase {
    /// A title, then a scroll area showing one of three 200-point items at a time (the middle one a heading).
    private func fileScene() throws -> FileScene {
        try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"},"# + ##""elements":[{"id":"title","label":"Inbox","traits":["header"],"frame":[0,50,390,40]},{"id":"feed","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[{"id":"p1","label":"One","traits":["button"],"size":[390,200]},{"id":"p2","label":"Two","traits":["header"],"size":[390,200]},{"id":"p3","label":"Three","traits":["button"],"size":[390,200]}]}]}"##,
                            file: "test.json")
    }

    func testTheArrowReachesAnItemOutOfSightAndScrollsItIn() throws {
        let scene = try fileScene()
        let user = KeyboardTester(scene)
        XCTAssertEqual(user.start, [.focus("p1")])
        XCTAssertEqual(user.session.keyboardFocusMap.groups.map(\.items), [["p1", "p3"]], "the whole content, what shows or not")
        XCTAssertFalse(user.session.navigation.entries.contains { $0.id == "p3" }, "out of sight before the move")
        user.press(.arrow(.right), [])  // p3 lies below, not to the right
        user.press(.arrow(.down), [.action("scrollIntoView", "feed", true), .focus("p3")])
        XCTAssertEqual(scene.scrollState("feed").offset, 400)
        XCTAssertEqual(user.session.focusIndicators.map(\.elementID), ["p3"], "the ring on the item scrolled in")
    }

    /// A scroll area showing 200 points of three 150-point buttons: the second is cut by the
    /// viewport's bottom edge, 50 of its 150 points showing.
    private func partlyShownScene() throws -> FileScene {
        try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"},"# + ##""elements":[{"id":"feed","frame":[0,100,390,200],"scrolls":true,"layout":{"axis":"column"},"children":[{"id":"p1","label":"One","traits":["button"],"size":[390,150]},{"id":"p2","label":"Two","traits":["button"],"size":[390,150]},{"id":"p3","label":"Three","traits":["button"],"size":[390,150]}]}]}"##,
                            file: "test.json")
    }

    /// UIKit's focus engine scrolls a scroll view to keep the item it focuses on the screen
    /// (`UIFocusItemScrollableContainer`): the arrow onto a row the viewport cuts scrolls it whole
    /// into view, and the ring goes round the whole row, not the sliver that showed. VoiceOver, on
    /// the same screen, reads that row where it is (docs/voiceover.md, "When").
    func testTheArrowOntoAPartlyShownItemScrollsItWholeIntoView() throws {
        let scene = try partlyShownScene()
        let user = KeyboardTester(scene)
        XCTAssertEqual(user.start, [.focus("p1")])
        XCTAssertEqual(user.session.navigation.entries.first { $0.id == "p2" }?.frame, Rect(0, 250, 390, 50), "cut by the bottom edge")
        user.press(.arrow(.down), [.action("scrollIntoView", "feed", true), .focus("p2")])
        XCTAssertEqual(scene.scrollState("feed").offset, 150, "its top at the viewport's")
        XCTAssertEqual(user.session.focusIndicators.map(\.frame), [Rect(0, 100, 390, 150)], "the ring round the whole row")
        user.press(.arrow(.up), [.action("scrollIntoView", "feed", true), .focus("p1")])
        XCTAssertEqual(scene.scrollState("feed").offset, 0)

        let voiceOver = VoiceOverWalk(try partlyShownScene(), swipingTo: "p2")
        XCTAssertEqual(voiceOver.session.navigation.entries.first { $0.id == "p2" }?.frame, Rect(0, 250, 390, 50),
                       "VoiceOver reads the row where it is, scrolling nothing")
    }
}
