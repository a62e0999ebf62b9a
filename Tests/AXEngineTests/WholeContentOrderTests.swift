import AXCore
@testable import AXEngine
import AXScenes
import XCTest

/// VoiceOver's moves go by the order with each scroll area's whole content (`Session.fullOrder()`).
/// It is built again only for another tree: while the scene hands back the tree the last one was
/// built from, that order is taken as it is (docs/validation-performance.md, "What one action costs in the engine").
final class WholeContentOrderTests: XCTestCase {
    private func sameStorage(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// What a move reads of an order: each entry's id, frame and context, in order.
    private func reading(_ order: NavigationOrder) -> [String] {
        order.entries.map { "\($0.id) \($0.frame) \($0.context)" }
    }

    /// The order built from scratch from the scene's tree now, as `fullOrder()` built it every time.
    private func builtAfresh(_ session: Session) -> NavigationOrder {
        NavigationOrder(roots: session.scene.accessibilityElements(settings: session.settings).map { element in
            var kept = Set<String>()
            return NavigationOrder.withWholeContent(element, keptTogether: &kept)
        },
                        layoutDirection: session.settings.layoutDirection,
                        rowThreshold: NavigationOrder.rowThreshold(device: session.scene.device, settings: session.settings))
    }

    func testTheWholeContentOrderIsBuiltAgainOnlyForAnotherTree() {
        var settings = Settings.default
        settings.voiceOver = true
        let session = Session(scene: PrePosterScene(), settings: settings)
        let driver = SessionDriver(session: session)
        XCTAssertTrue(session.navigation.holdsScrollContent, "Pre-Poster's feed gives its whole content")
        let first = session.fullOrder()
        XCTAssertGreaterThan(first.count, session.navigation.count, "the feed holds posts out of sight")
        XCTAssertEqual(reading(first), reading(builtAfresh(session)))

        // A swipe that stays on screen runs no scene code: the same tree, the same order.
        _ = driver.apply(.command(.next), at: 100)
        let again = session.fullOrder()
        XCTAssertTrue(sameStorage(first.roots, again.roots), "the order of the same tree is taken again")
        XCTAssertEqual(reading(again), reading(builtAfresh(session)))

        // Another tree (bold text lays the scene out again): built again, as from scratch.
        _ = driver.apply(.setting(name: "boldText", value: "true"), at: 200)
        let bold = session.fullOrder()
        XCTAssertFalse(sameStorage(first.roots, bold.roots))
        XCTAssertEqual(reading(bold), reading(builtAfresh(session)))

        // Moving to the end scrolls the feed: the tree changes, and the order with it.
        _ = driver.apply(.command(.last), at: 300)
        let scrolled = session.fullOrder()
        XCTAssertFalse(sameStorage(bold.roots, scrolled.roots))
        XCTAssertEqual(reading(scrolled), reading(builtAfresh(session)))
        XCTAssertNotEqual(reading(scrolled), reading(bold), "the feed scrolled to its last post")
    }
}
