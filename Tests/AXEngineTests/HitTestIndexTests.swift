import AXCore
import Foundation
@testable import AXEngine
import XCTest

/// The hit-test index's memory stays linear in the elements whatever their sizes, and it still
/// finds every element that contains a point; explore by touch lands on the front-most of them.
final class HitTestIndexTests: XCTestCase {
    /// Rectangles of every size from a few points to the whole screen, from a fixed linear
    /// congruential sequence (no randomness).
    private func mixedRects(_ count: Int, screen: Rect) -> [Rect] {
        var state: UInt64 = 12345
        func next(_ bound: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 33) / Double(1 << 31) * bound
        }
        return (0..<count).map { i in
            // Every fifth is full-screen, the others from tiny to most of the screen.
            if i % 5 == 0 { return screen }
            let w = max(1, next(screen.width) * (i % 2 == 0 ? 0.05 : 1)), h = max(1, next(screen.height) * (i % 3 == 0 ? 0.05 : 1))
            return Rect(x: next(screen.width - w), y: next(screen.height - h), width: w, height: h)
        }
    }

    /// What a linear scan finds: every rectangle holding the point, in ascending order.
    private func scan(_ rects: [Rect], _ point: Point) -> [Int] {
        rects.indices.filter { rects[$0].contains(point) }
    }

    func testTenThousandFullScreenElementsTakeOneBucketEntryEach() {
        let screen = Rect(0, 0, 390, 844)
        let index = HitTestIndex(bounds: Array(repeating: screen, count: 10_000))
        // Before the levels each was stored in every one of the grid's ~10,000 buckets (10⁸ entries).
        XCTAssertLessThanOrEqual(index.entryCount, 4 * 10_000)
        XCTAssertEqual(Array(index.candidates(at: Point(200, 400))), (0..<10_000).map(Int32.init))
        XCTAssertTrue(Array(index.candidates(at: Point(500, 400))).isEmpty)
    }

    func testEveryElementIsStoredInAtMostFourBuckets() {
        let screen = Rect(0, 0, 1000, 800)
        let rects = mixedRects(20_000, screen: screen)
        XCTAssertLessThanOrEqual(HitTestIndex(bounds: rects).entryCount, 4 * rects.count)
    }

    func testCandidatesHoldEveryContainingElementInAscendingOrder() {
        let screen = Rect(0, 0, 390, 844)
        let rects = mixedRects(3_000, screen: screen)
        let index = HitTestIndex(bounds: rects)
        for y in stride(from: 0.0, through: 844, by: 21.1) {
            for x in stride(from: 0.0, through: 390, by: 9.75) {
                let point = Point(x, y)
                let candidates = index.candidates(at: point).map(Int.init)
                XCTAssertEqual(candidates, candidates.sorted(), "candidates at \(point) out of order")
                XCTAssertEqual(candidates.filter { rects[$0].contains(point) }, scan(rects, point), "at \(point)")
            }
        }
    }

    /// The front-most of the entries of `order` at `frames`' indexes holding `point`, by a linear
    /// scan: the one latest in the tree (drawn last, so laid over the others).
    private func front(_ order: NavigationOrder, _ frames: [Rect], _ point: Point) -> Int? {
        scan(frames, point).max { order.entries[$0].node < order.entries[$1].node }
    }

    /// Explore-by-touch over overlapping elements of every size picks what a linear scan picks: of
    /// the elements whose frames hold the point, the one in front (latest in the tree), whatever
    /// its place in navigation order.
    func testNavigationOrderHitsTheFrontMostContainingElementAmongOverlaps() {
        let screen = Rect(0, 0, 390, 844)
        let rects = mixedRects(2_000, screen: screen)
        let roots = rects.enumerated().map { AccessibilityElement(id: "e\($0.offset)", label: SpeechText("E"), frame: $0.element) }
        let order = NavigationOrder(roots: roots)
        let frames = order.entries.map(\.frame)
        for y in stride(from: 0.5, through: 844, by: 17.3) {
            for x in stride(from: 0.5, through: 390, by: 13.1) {
                let point = Point(x, y)
                XCTAssertEqual(order.hitTest(point), front(order, frames, point), "at \(point)")
            }
        }
    }

    /// The index is built on an order's first query and shared by its copies: a copy made before
    /// any query, queried first, and the original, queried after, answer alike; so does an order
    /// queried on several threads at once.
    func testCopiesAndThreadsShareTheIndexBuiltOnTheFirstQuery() {
        let screen = Rect(0, 0, 390, 844)
        let rects = mixedRects(500, screen: screen)
        let roots = rects.enumerated().map { AccessibilityElement(id: "e\($0.offset)", label: SpeechText("E"), frame: $0.element) }
        let order = NavigationOrder(roots: roots)
        let copy = order
        let frames = order.entries.map(\.frame)
        let points = stride(from: 0.5, through: 844, by: 23.3).flatMap { y in stride(from: 0.5, through: 390, by: 17.1).map { Point($0, y) } }
        for point in points { XCTAssertEqual(copy.hitTest(point), front(order, frames, point), "copy at \(point)") }
        for point in points { XCTAssertEqual(order.hitTest(point), front(order, frames, point), "original at \(point)") }
        let fresh = NavigationOrder(roots: roots)
        var answers = [[Int?]](repeating: [], count: 4)
        answers.withUnsafeMutableBufferPointer { buffer in
            DispatchQueue.concurrentPerform(iterations: 4) { i in buffer[i] = points.map { fresh.hitTest($0) } }
        }
        let expected = points.map { front(order, frames, $0) }
        for found in answers { XCTAssertEqual(found, expected) }
    }
}
