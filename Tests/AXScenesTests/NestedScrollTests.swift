import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// Scroll areas nested, as a feed holding a row of cards: a 600-point feed of two 300-point posts,
/// a 200-point carousel of three 300-point cards, and a third post. The carousel starts below the
/// feed's viewport. Reaching one of its cards scrolls the feed to the carousel and the carousel to
/// the card, each area its own page announcement, as VoiceOver scrolls each (docs/voiceover.md,
/// "Moving the focus"). Before, only the carousel was asked: it had nothing to move, and VoiceOver
/// stopped on the post above with the boundary sound, the cards and the last post never reached.
final class NestedScrollTests: XCTestCase {
    private static func feed() throws -> FileScene {
        let post = { (n: Int) in #"{"id":"post\#(n)","label":"Post \#(n)","size":[390,300]}"# }
        let card = { (n: Int) in #"{"id":"card\#(n)","label":"Card \#(n)","traits":["button"],"size":[300,200]}"# }
        return try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"nested","device":{"idiom":"phone"},"elements":["#
            + #"{"id":"feed","frame":[0,100,390,600],"scrolls":true,"layout":{"axis":"column","spacing":8},"children":["#
            + post(1) + "," + post(2) + ","
            + #"{"id":"carousel","size":[390,200],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row","spacing":10},"children":["#
            + [card(1), card(2), card(3)].joined(separator: ",") + "]},"
            + post(3) + "]}]}", file: "nested.json")
    }

    func testSwipesReachEveryElementScrollingTheFeedThenTheCarousel() throws {
        let scene = try Self.feed()
        let walk = VoiceOverWalk(scene)
        walk.send(.first)
        var reached = [walk.session.focusedElementID]
        for _ in 0..<5 {
            walk.send(.next)
            reached.append(walk.session.focusedElementID)
        }
        XCTAssertEqual(reached, ["post1", "post2", "card1", "card2", "card3", "post3"])
        XCTAssertTrue(VoiceOverWalk.sounds(walk.send(.next)).contains("boundary"), "the end of the feed")
    }

    func testTheFeedScrollsTheCarouselIntoViewAndSaysItsPageFirst() throws {
        let scene = try Self.feed()
        let walk = VoiceOverWalk(scene, swipingTo: "post2")
        let outputs = walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "card1")
        XCTAssertTrue(outputs.contains { $0.event == .action(elementID: "feed", name: "scrollIntoView", result: true) })
        XCTAssertFalse(outputs.contains { $0.event == .action(elementID: "carousel", name: "scrollIntoView", result: false) },
                       "the carousel, with nothing to move, is not asked")
        XCTAssertEqual(VoiceOverWalk.spoken(outputs).first, "Page 2 of 2")
        XCTAssertGreaterThan(scene.scrollState("feed").offset, 0)
        let card = try XCTUnwrap(walk.session.navigation.entries.first { $0.id == "card1" })
        XCTAssertTrue(Rect(0, 100, 390, 600).contains(card.frame), "the card shows whole in the feed: \(card.frame)")
    }

    /// The last card lies beyond the carousel's first page and the carousel below the feed's: the
    /// four-finger tap at the bottom (last) scrolls both, the last post first.
    func testLastAndACardOnAnotherPageScrollBothAreas() throws {
        let scene = try Self.feed()
        let walk = VoiceOverWalk(scene)
        walk.send(.last)
        XCTAssertEqual(walk.session.focusedElementID, "post3")
        walk.send(.previous)
        XCTAssertEqual(walk.session.focusedElementID, "card3")
        XCTAssertGreaterThan(scene.scrollState("carousel").offset, 0, "the carousel turned to the last card")
        let card = try XCTUnwrap(walk.session.navigation.entries.first { $0.id == "card3" })
        XCTAssertTrue(Rect(0, 100, 390, 600).contains(card.frame), "the card shows whole: \(card.frame)")
    }
}
