import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// `switch.slow-to-reach` on Pre-Poster (docs/validation.md, "What deeper states showed"): after a
/// new post, three posts fill the screen and, scanned item by item, the last of 25 items took 25 s
/// of auto scanning. The fixed app groups each post, as it groups its header, so a post is passed
/// in one step; the broken twin's posts stay flat.
final class PrePosterSwitchReachTests: XCTestCase {
    static let rules = RuleCatalog.all.filter { ["switch.slow-to-reach", "switch.order"].contains($0.info.id) }

    func testAfterANewPostEveryItemIsWithinTheLimit() throws {
        let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == "pre-poster" })
        let result = Validator(rules: Self.rules, bounds: ExplorationBounds(depth: 1, states: 100)).validate(descriptor)
        XCTAssertTrue(result.exploration?.states.contains { $0.steps == "double tap New post" } ?? false, "the longer feed is reached")
        XCTAssertEqual(result.findings.map(\.message), [])
    }

    func testEachFixedPostIsOneGroupAndTheBrokenOnesAreFlat() throws {
        for (id, grouped) in [("pre-poster", true), ("pre-poster-broken", false)] {
            let scene = try XCTUnwrap(Catalog.all.first { $0.id == id }).make()
            let tree = ScanTree(order: NavigationOrder(scene: scene, settings: Settings()), settings: .default)
            let posts = tree.topLevel.filter { tree.nodes[$0].id.hasPrefix("post-") }
            XCTAssertEqual(posts.isEmpty, !grouped, "\(id): \(tree.topLevel.map { tree.nodes[$0].id })")
        }
    }
}
