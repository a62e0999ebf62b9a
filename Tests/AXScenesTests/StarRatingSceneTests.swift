import AXCore
@testable import AXScenes
import XCTest

final class StarRatingSceneTests: XCTestCase {
    private let screen = Device.phone.bounds

    func testExemplaryTreeHasHeaderCaptionAndOneAdjustableElement() throws {
        let scene = StarRatingScene()
        XCTAssertEqual(scene.allNodes().map(\.id), ["star-rating-title", "star-rating-caption", "star-rating-photo", "star-rating"])
        let stars = try XCTUnwrap(scene.node("star-rating"))
        XCTAssertEqual(stars.label?.string, "Star rating")
        XCTAssertEqual(stars.value?.string, "No rating")
        XCTAssertEqual(stars.traits, .adjustable)
        XCTAssertEqual(scene.node("star-rating-title")?.traits, .header)
        XCTAssertEqual(scene.node("star-rating-photo")?.traits, .image)
        for node in scene.allNodes() {
            XCTAssertTrue(screen.contains(node.frame), "\(node.id) \(node.frame) leaves the screen")
            XCTAssertFalse(node.frame.isEmpty)
        }
        XCTAssertGreaterThanOrEqual(stars.frame.height, 44)
        // The touch-only drag names the adjustable element as its accessible equivalent.
        XCTAssertEqual(scene.declaredGestures.map(\.kind), [.pan])
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, "star-rating")
    }

    func testIncrementAndDecrementStayWithinZeroToFive() throws {
        let scene = StarRatingScene()
        let context = TestSceneContext()
        let stars = try XCTUnwrap(scene.node("star-rating"))
        XCTAssertEqual(stars.onDecrement?(context), false, "no change below no rating")
        var spoken: [String] = []
        for _ in 0..<5 {
            XCTAssertEqual(stars.onIncrement?(context), true)
            spoken.append(scene.node("star-rating")?.value?.string ?? "")
        }
        XCTAssertEqual(spoken, ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
        XCTAssertEqual(stars.onIncrement?(context), false, "no change above five")
        XCTAssertEqual(scene.stars, 5)
        XCTAssertEqual(stars.onDecrement?(context), true)
        XCTAssertEqual(stars.value?.string, "4 stars", "the value is evaluated on every read")
        XCTAssertEqual(scene.state("rating"), "4")
    }

    func testTapAndDragAcrossTheStarsSetTheRating() {
        let scene = StarRatingScene()
        let context = TestSceneContext()
        let finger = Finger(scene: scene, context: context, id: 1)
        let first = starCenter(scene, 0), fourth = starCenter(scene, 3), third = starCenter(scene, 2)
        finger.down(first)
        XCTAssertEqual(scene.stars, 1)
        finger.slide(from: first, to: fourth)
        XCTAssertEqual(scene.stars, 4)
        // Past the first star: no rating.
        finger.slide(from: fourth, to: Point(first.x - 40, first.y))
        XCTAssertEqual(scene.stars, 0)
        finger.slide(from: Point(first.x - 40, first.y), to: third)
        finger.up(third)
        XCTAssertEqual(scene.stars, 3)
        XCTAssertEqual(scene.node("star-rating")?.value?.string, "3 stars")
        // A second finger cannot take over while the first is down, nor does a touch away from the stars count.
        finger.down(first)
        Finger(scene: scene, context: context, id: 2).down(starCenter(scene, 4))
        finger.up(first)
        XCTAssertEqual(scene.stars, 1)
        Finger(scene: scene, context: context, id: 3).down(Point(195, 800))
        XCTAssertEqual(scene.stars, 1)
    }

    func testRightToLeftFillsFromTheRight() {
        var settings = Settings()
        settings.layoutDirection = .rightToLeft
        let scene = StarRatingScene()
        let context = TestSceneContext(settings: settings)
        let row = scene.node("star-rating", settings)!.frame
        let finger = Finger(scene: scene, context: context, id: 1)
        finger.down(Point(row.maxX - 80, row.minY + 52))
        finger.up(Point(row.maxX - 80, row.minY + 52))
        XCTAssertEqual(scene.stars, 1, "the rightmost star is the first in a right-to-left layout")
        // Drawn so too: the one filled star is the rightmost, and the value stays centred under it all.
        let filled = scene.frame(settings).items.compactMap { item -> Rect? in
            if case .fill(.path(let path, _), let color) = item.command, color == .hex("#F5A300") { return path.bounds }
            return nil
        }
        XCTAssertEqual(filled.count, 1)
        XCTAssertGreaterThan(filled[0].minX, row.midX + 90)
        XCTAssertEqual(scene.frame(settings).textRuns.first { $0.run.string == "1 star" }?.run.alignment, .center)
        // The header keeps natural (leading) alignment, which the renderer draws from the right.
        XCTAssertEqual(scene.frame(settings).textRuns.first { $0.run.string == "Rate this recipe" }?.run.alignment, .leading)
    }

    func testOneControlServesThisSceneAndPrePoster() {
        XCTAssertEqual(StarRatingScene().control.style, .card)
        XCTAssertEqual(PrePosterScene().ratingControl("lexi-set").style, .inline)
    }

    func testBrokenTwinDrawsStarsButExposesNothingForThem() {
        let scene = StarRatingScene(broken: true)
        XCTAssertEqual(scene.id, "star-rating-broken")
        XCTAssertEqual(scene.allNodes().map(\.id), ["star-rating-broken-title", "star-rating-broken-caption", "star-rating-broken-photo"])
        XCTAssertFalse(scene.allNodes().contains { $0.traits.contains(.adjustable) })
        XCTAssertNil(scene.declaredGestures.first?.equivalentElementID)
        let starFills = scene.frame().items.filter { if case .fill(.path, _) = $0.command { return true } else { return false } }
        XCTAssertGreaterThanOrEqual(starFills.count, 5, "the stars are still drawn")
        // Touch still works for sighted users.
        let context = TestSceneContext()
        let finger = Finger(scene: scene, context: context, id: 1)
        finger.down(starCenter(scene, 1))
        finger.up(starCenter(scene, 1))
        XCTAssertEqual(scene.stars, 2)
    }

    func testNewStarPopsUnlessReduceMotionWhichFadesInstead() throws {
        let scene = StarRatingScene()
        let context = TestSceneContext()
        context.advance(to: 1000)
        XCTAssertEqual(scene.node("star-rating")?.onIncrement?(context), true)
        XCTAssertEqual(scene.frame(time: 1100).animationKinds, [.scale])
        var reduced = Settings()
        reduced.reduceMotion = true
        XCTAssertEqual(scene.frame(reduced, time: 1100).animationKinds, [.fade])
        XCTAssertEqual(scene.frame(time: 2000).animationKinds, [], "still once the pop is over")
    }

    func testTextFollowsBoldTextAndContentSize() {
        let scene = StarRatingScene()
        var big = Settings()
        big.boldText = true
        big.contentSize = .accessibilityXXXLarge
        let normalRuns = scene.frame().textRuns.map(\.run)
        let bigRuns = scene.frame(big).textRuns.map(\.run)
        XCTAssertEqual(normalRuns.count, bigRuns.count)
        for (a, b) in zip(normalRuns, bigRuns) {
            XCTAssertNotNil(a.style)
            XCTAssertGreaterThan(b.size, a.size)
            XCTAssertEqual(b.weight, a.weight.boldTextVariant)
        }
        XCTAssertTrue(zip(normalRuns, bigRuns).contains { $0.1.weight > $0.0.weight })
        // The photo gives way to the larger text; the control stays on screen.
        XCTAssertNil(scene.node("star-rating-photo", big))
        let frame = scene.node("star-rating", big)!.frame
        XCTAssertTrue(screen.contains(frame))
    }

    /// The centre of star `index` (0-based) in a left-to-right layout, from the element's frame.
    private func starCenter(_ scene: StarRatingScene, _ index: Int) -> Point {
        let photo = scene.allNodes().first { $0.id.hasSuffix("-photo") }!.frame
        // The card starts 20 points below the photo; its row of 60-point star cells is centred, 24 points in.
        let rowTop = photo.maxY + 20 + 24
        return Point(195 - 150 + 30 + Double(index) * 60, rowTop + 28)
    }
}
