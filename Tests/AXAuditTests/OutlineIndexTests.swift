import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// The frame sampler tests a point against an outline through an index of its edges by height
/// (`OutlineIndex`): the answers must be those of reading every edge (`Path.contains`), point for
/// point, and validation's reports the same, byte for byte.
final class OutlineIndexTests: XCTestCase {
    /// A five-pointed star drawn in one stroke: its two fill rules differ (the middle is inside
    /// under non-zero, outside under even-odd).
    private static let star: Path = {
        var star = Path()
        for k in 0..<5 {
            let angle = Double(k) * 4 * .pi / 5 - .pi / 2
            let p = Point(50 + 40 * cos(angle), 50 + 40 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        return star
    }()

    /// Outlines as the sampler meets them: rounded rectangles (icons, buttons, cards), an ellipse,
    /// a star whose two fill rules differ, a ring (two polygons, one a hole), and a polygon with
    /// horizontal edges, repeated points and a spike, where rounding and ties are likeliest.
    private static let outlines: [(name: String, polygons: [[Point]])] = {
        let star = OutlineIndexTests.star
        var ring = Path.ellipse(in: Rect(0, 0, 80, 60))
        ring.append(.roundedRect(Rect(20, 15, 40, 30), radius: 6))
        var jagged = Path()
        for p in [Point(0, 0), Point(30, 0), Point(30, 0), Point(30, 10), Point(60, 10), Point(45, 40), Point(45.5, 0.25),
                  Point(44, 40), Point(10, 40), Point(10, 20), Point(0, 20)] {
            if p == Point(0, 0) { jagged.move(to: p) } else { jagged.line(to: p) }
        }
        jagged.close()
        return [("icon", Path.roundedRect(Rect(16.5, 80.25, 60, 60), radius: 13.5).polygons()),
                ("button", Path.roundedRect(Rect(20, 700, 353, 50), radius: 25).polygons()),
                ("thin", Path.roundedRect(Rect(0, 0, 200, 2.5), radius: 1.25).polygons()),
                ("ellipse", Path.ellipse(in: Rect(3.3, 7.7, 91.1, 33.3)).polygons()),
                ("star", star.polygons()), ("ring", ring.polygons()), ("jagged", jagged.polygons())]
    }()

    /// Every vertex, every edge's middle, points at each vertex's height just left and right of it,
    /// a grid over the bounds and beyond, and seeded random points: the index answers as every edge does.
    func testTheIndexAnswersAsReadingEveryEdge() {
        var random = SplitMix(seed: 26)
        for (name, polygons) in Self.outlines {
            let index = OutlineIndex(polygons)
            let all = polygons.flatMap { $0 }
            let xs = all.map(\.x), ys = all.map(\.y)
            let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
            var points: [Point] = all
            for polygon in polygons {
                for i in polygon.indices {
                    let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                    points.append(Point((a.x + b.x) / 2, (a.y + b.y) / 2))
                    points += [Point(a.x - 0.5, a.y), Point(a.x + 0.5, a.y), Point(minX - 1, a.y), Point(a.x.nextDown, a.y.nextUp)]
                }
            }
            for i in 0...40 {
                for j in 0...40 {
                    points.append(Point(minX - 2 + (maxX - minX + 4) * Double(i) / 40, minY - 2 + (maxY - minY + 4) * Double(j) / 40))
                }
            }
            for _ in 0..<4000 {
                points.append(Point(minX - 1 + random.unit() * (maxX - minX + 2), minY - 1 + random.unit() * (maxY - minY + 2)))
            }
            for rule in [Path.FillRule.nonZero, .evenOdd] {
                var inside = 0
                for p in points {
                    let expected = Path.contains(p, in: polygons, rule: rule)
                    XCTAssertEqual(index.contains(p, rule: rule), expected, "\(name) \(rule) at \(p)")
                    if expected { inside += 1 }
                }
                XCTAssertGreaterThan(inside, 100, "\(name): the points test both answers")
                XCTAssertLessThan(inside, points.count - 100, "\(name): the points test both answers")
            }
            if all.count >= OutlineIndex.edgesIndexedFrom { XCTAssertGreaterThan(index.bandCount, 1, "\(name) is banded") }
        }
    }

    /// A point the sampler answers without the outline, as well inside a rounded rectangle's straight
    /// part, is inside its flattened outline under either fill rule; and the shortcut does answer
    /// most points of a button or an icon, none near a corner.
    func testPointsWellInsideARoundedRectanglesStraightPartAreInsideItsOutline() {
        var random = SplitMix(seed: 31)
        let shapes: [(Rect, Double)] = [(Rect(16.5, 80.25, 60, 60), 13.5), (Rect(20, 700, 353, 50), 25), (Rect(0, 0, 200, 2.5), 1.25),
                                        (Rect(10, 10, 40, 30), 100), (Rect(5, 5, 50, 20), 0), (Rect(60, 60, -40, -30), 8),
                                        (Rect(0.1, 0.2, 30.3, 40.4), 15.15)]
        for (rect, radius) in shapes {
            let outline = Path.roundedRect(rect, radius: radius).polygons()
            let r = rect.standardized
            var shortcut = 0
            for i in 0..<6000 {
                let p = i < 3000
                    ? Point(r.minX - 1 + random.unit() * (r.width + 2), r.minY - 1 + random.unit() * (r.height + 2))
                    : Point(r.minX + random.unit() * r.width, r.minY + random.unit() * min(r.height, 2 * radius + 1))
                guard FrameSampler.liesWellInsideStraightPart(p, of: rect, radius: radius) else { continue }
                shortcut += 1
                XCTAssertTrue(Path.contains(p, in: outline, rule: .nonZero), "\(rect) \(radius) at \(p)")
                XCTAssertTrue(Path.contains(p, in: outline, rule: .evenOdd), "\(rect) \(radius) at \(p)")
            }
            XCTAssertGreaterThan(shortcut, 1000, "\(rect) \(radius)")
        }
        // A corner's square, outside its arc, is never taken for inside.
        XCTAssertFalse(FrameSampler.liesWellInsideStraightPart(Point(17, 81), of: Rect(16.5, 80.25, 60, 60), radius: 13.5))
    }

    /// Every catalog scene, the example scene files and a reorderable list, validated with outlines
    /// tested through their index and by reading every edge: all five reports, byte for byte.
    /// A validation's frames share their outlines' indexes by shape (`SharedOutlines`): an index
    /// taken for an equal shape answers as the shape's own outline, point for point, under both fill
    /// rules; equal shapes made apart share one; an outline too big to keep is made and not kept.
    func testSharedOutlinesAnswerAsTheShapeAndAreKeptOncePerShape() {
        let shared = SharedOutlines()
        let star = Self.star
        let shapes: [Shape] = [.roundedRect(Rect(16.5, 80.25, 60, 60), radius: 13.5), .path(star, FillRule: .evenOdd),
                               .path(star, FillRule: .nonZero), .ellipse(Rect(3.3, 7.7, 91.1, 33.3))]
        for shape in shapes {
            let index = shared.index(of: shape)
            let bounds = shape.path.bounds.insetBy(dx: -3, dy: -3)
            for i in 0...40 { for j in 0...40 {
                let p = Point(bounds.minX + bounds.width * Double(i) / 40, bounds.minY + bounds.height * Double(j) / 40)
                XCTAssertEqual(index.contains(p, rule: shape.fillRule), Path.contains(p, in: shape.path.polygons(), rule: shape.fillRule),
                               "\(shape) at \(p)")
            } }
        }
        XCTAssertEqual(shared.count, 4)
        _ = shared.index(of: .roundedRect(Rect(16.5, 80.25, 60, 60), radius: 13.5))
        XCTAssertEqual(shared.count, 4, "an equal shape made apart takes the kept index")
        var long = Path()
        long.move(to: .zero)
        for k in 1...SharedOutlines.edgesKept { long.line(to: Point(Double(k), Double(k % 2))) }
        long.close()
        _ = shared.index(of: .path(long, FillRule: .nonZero))
        XCTAssertEqual(shared.count, 4, "an outline of more edges than are kept is made, not kept")
    }

    func testReportsAreTheSameWhetherOutlinesAreIndexed() throws {
        EveryReportFormat.assertSameEitherWay(try EveryReportFormat.comparedScenes()) { $0.acceleratesOutlines = $1 }
    }
}
