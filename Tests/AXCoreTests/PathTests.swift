import XCTest
@testable import AXCore

final class PathTests: XCTestCase {
    func testRectPathBoundsAndContainment() {
        let p = Path.rect(Rect(10, 20, 30, 40))
        XCTAssertEqual(p.bounds, Rect(10, 20, 30, 40))
        XCTAssertTrue(p.contains(Point(25, 40)))
        XCTAssertFalse(p.contains(Point(5, 40)))
    }

    func testEllipseContainsCentreButNotCorner() {
        let p = Path.ellipse(in: Rect(0, 0, 100, 50))
        XCTAssertTrue(p.contains(Point(50, 25)))
        XCTAssertFalse(p.contains(Point(3, 3)))
        let b = p.bounds
        XCTAssertEqual(b.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(b.maxY, 50, accuracy: 1e-9)
    }

    func testRoundedRectExcludesTheCornerButIncludesTheEdgeMiddle() {
        let p = Path.roundedRect(Rect(0, 0, 100, 100), radius: 30)
        XCTAssertFalse(p.contains(Point(2, 2)))
        XCTAssertTrue(p.contains(Point(50, 1)))
        XCTAssertTrue(p.contains(Point(12, 12)))
    }

    func testRoundedRectRadiusIsClampedToHalfTheShorterSide() {
        let p = Path.roundedRect(Rect(0, 0, 100, 20), radius: 50)
        XCTAssertEqual(p.bounds.height, 20, accuracy: 1e-9)
        XCTAssertTrue(p.contains(Point(50, 10)))
    }

    /// Two squares, the inner one drawn the same way round: non-zero fills the hole, even-odd leaves it.
    func testFillRulesDifferOnANestedSubpath() throws {
        let p = try Path(svg: "M0 0 H100 V100 H0 Z M25 25 H75 V75 H25 Z")
        let hole = Point(50, 50), ring = Point(10, 50)
        XCTAssertTrue(p.contains(hole, rule: .nonZero))
        XCTAssertFalse(p.contains(hole, rule: .evenOdd))
        XCTAssertTrue(p.contains(ring, rule: .evenOdd))
    }

    /// The inner square drawn the other way round cancels the winding: a hole under both rules.
    func testReversedInnerSubpathIsAHoleUnderNonZero() throws {
        let p = try Path(svg: "M0 0 H100 V100 H0 Z M25 25 V75 H75 V25 Z")
        XCTAssertFalse(p.contains(Point(50, 50), rule: .nonZero))
    }

    func testSVGRelativeCommandsAndImplicitLineTo() throws {
        let p = try Path(svg: "m10,10 l20,0 0,20 h-20 z")
        XCTAssertEqual(p.bounds, Rect(10, 10, 20, 20))
        XCTAssertEqual(p.elements.count, 5)
        let implicit = try Path(svg: "M 0 0 10 0 10 10")
        XCTAssertEqual(implicit.elements, [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
    }

    func testSVGCurvesHaveTightBounds() throws {
        // A quadratic arch peaking at y = 50 (its control point is at 100).
        let quad = try Path(svg: "M0 0 Q50 100 100 0")
        XCTAssertEqual(quad.bounds.maxY, 50, accuracy: 1e-9)
        let cubic = try Path(svg: "M0 0 C0 100 100 100 100 0")
        XCTAssertEqual(cubic.bounds.maxY, 75, accuracy: 1e-9)
        let smooth = try Path(svg: "M0 0 C0 10 10 10 10 0 S 20 -10 20 0")
        XCTAssertEqual(smooth.bounds.minY, -7.5, accuracy: 1e-9)
        let t = try Path(svg: "M0 0 Q5 10 10 0 T20 0")
        XCTAssertEqual(t.bounds.minY, -5, accuracy: 1e-9)
    }

    func testSVGArcDrawsASemicircle() throws {
        let p = try Path(svg: "M0 50 A50 50 0 0 1 100 50 Z")
        let b = p.bounds
        XCTAssertEqual(b.minY, 0, accuracy: 1e-6)
        XCTAssertEqual(b.width, 100, accuracy: 1e-6)
        XCTAssertTrue(p.contains(Point(50, 20)))
        XCTAssertFalse(p.contains(Point(50, 70)))
    }

    func testSVGErrorsSayWhereAndWhat() {
        XCTAssertThrowsError(try Path(svg: "L 10 10")) { error in
            XCTAssertEqual((error as? SVGPathError)?.message, "a path must start with M or m")
        }
        XCTAssertThrowsError(try Path(svg: "M 10 x")) { error in
            let e = error as? SVGPathError
            XCTAssertEqual(e?.offset, 5)
            XCTAssertEqual(e?.message, "expected a number, found 'x'")
        }
        XCTAssertThrowsError(try Path(svg: "M 10")) { error in
            XCTAssertEqual((error as? SVGPathError)?.message, "expected a number, found the end of the path")
        }
        XCTAssertThrowsError(try Path(svg: "M 0 0 K 1 1"))
    }

    func testStarHasFivePointsAndAHollowFreeCentre() {
        let star = Path.star(center: Point(50, 50), outerRadius: 40, innerRadius: 16)
        XCTAssertEqual(star.elements.count, 11)
        XCTAssertTrue(star.contains(Point(50, 50)))
        XCTAssertTrue(star.contains(Point(50, 14)))   // the top tip
        XCTAssertFalse(star.contains(Point(20, 20)))  // between tips
        XCTAssertEqual(star.bounds.minY, 10, accuracy: 1e-9)
    }

    /// Stars of any number of tips, their directions kept or worked out, are the polygon through
    /// their vertices worked out one by one; a star of no tips is empty.
    func testStarsAreThePolygonsThroughTheirVertices() {
        for points in [1, 2, 5, 8, 12, 28, 32, 33, 40] {
            let vertices = (0..<(points * 2)).map { i -> Point in
                let radius = i.isMultiple(of: 2) ? 30.0 : 11.5
                let angle = -Double.pi / 2 + Double(i) * Double.pi / Double(points)
                return Point(17.25 + radius * cos(angle), -3.5 + radius * sin(angle))
            }
            XCTAssertEqual(Path.star(center: Point(17.25, -3.5), outerRadius: 30, innerRadius: 11.5, points: points), .polygon(vertices), "\(points) tips")
        }
        XCTAssertEqual(Path.star(center: Point(1, 1), outerRadius: 5, innerRadius: 2, points: 0), Path())
        XCTAssertEqual(Path.star(center: Point(1, 1), outerRadius: 5, innerRadius: 2, points: -3), Path())
    }

    func testTransformedPathMovesItsBounds() {
        let p = Path.rect(Rect(0, 0, 10, 10)).applying(.translation(x: 5, y: 7))
        XCTAssertEqual(p.bounds, Rect(5, 7, 10, 10))
    }

    func testEmptyPathHasZeroBoundsAndContainsNothing() {
        XCTAssertEqual(Path().bounds, .zero)
        XCTAssertFalse(Path().contains(.zero))
    }
}
