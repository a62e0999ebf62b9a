import XCTest
@testable import AXCore

final class GeometryTests: XCTestCase {
    func testRectEdgesAreHalfOpenSoAbuttingFramesNeverShareAPoint() {
        let left = Rect(0, 0, 10, 10), right = Rect(10, 0, 10, 10)
        let edge = Point(10, 5)
        XCTAssertFalse(left.contains(edge))
        XCTAssertTrue(right.contains(edge))
        XCTAssertTrue(left.contains(Point(0, 0)))
    }

    func testRectNegativeSizeIsStandardized() {
        let r = Rect(10, 10, -4, -6)
        XCTAssertEqual(r.standardized, Rect(6, 4, 4, 6))
        XCTAssertEqual(r.center, Point(8, 7))
    }

    func testRectIntersectionAndUnion() {
        let a = Rect(0, 0, 10, 10), b = Rect(5, 5, 10, 10)
        XCTAssertEqual(a.intersection(b), Rect(5, 5, 5, 5))
        XCTAssertNil(a.intersection(Rect(10, 0, 5, 5)))
        XCTAssertEqual(a.union(b), Rect(0, 0, 15, 15))
        XCTAssertTrue(a.contains(Rect(1, 1, 2, 2)))
        XCTAssertFalse(a.contains(b))
    }

    func testAffineTransformComposesInOrderAndInverts() throws {
        let t = AffineTransform.scale(2).concatenating(.translation(x: 10, y: 0))
        XCTAssertEqual(t.apply(Point(1, 1)), Point(12, 2))
        let inverse = try XCTUnwrap(t.inverted())
        let back = inverse.apply(Point(12, 2))
        XCTAssertEqual(back.x, 1, accuracy: 1e-12)
        XCTAssertEqual(back.y, 1, accuracy: 1e-12)
        XCTAssertNil(AffineTransform.scale(0).inverted())
    }

    func testRotationAboutAPivotKeepsThePivot() {
        let pivot = Point(50, 50)
        let t = AffineTransform.about(pivot, .rotation(.pi / 2))
        let p = t.apply(pivot)
        XCTAssertEqual(p.x, 50, accuracy: 1e-9)
        XCTAssertEqual(p.y, 50, accuracy: 1e-9)
        // y points down, so a quarter turn takes a point to the right of the pivot below it.
        let q = t.apply(Point(60, 50))
        XCTAssertEqual(q.x, 50, accuracy: 1e-9)
        XCTAssertEqual(q.y, 60, accuracy: 1e-9)
    }

    func testTransformedRectIsTheBoundingBox() {
        let r = AffineTransform.rotation(.pi / 4).apply(Rect(0, 0, 10, 10))
        XCTAssertEqual(r.width, 10 * 2.0.squareRoot(), accuracy: 1e-9)
    }

    /// The bounding box without arrays is the box the arrays' `min()` and `max()` gave, to the bit:
    /// rotations, mirrors, shears, zero sizes, signed zeros and infinities (the renderer's skipping of
    /// items outside the clip and every clip it pushes depend on it).
    func testTransformedRectIsTheArraysBoundingBoxToTheBit() {
        func reference(_ t: AXCore.AffineTransform, _ r: Rect) -> Rect {
            let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(t.apply)
            let xs = corners.map { $0.x }, ys = corners.map { $0.y }
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        func bits(_ r: Rect) -> [UInt64] { [r.minX.bitPattern, r.minY.bitPattern, r.width.bitPattern, r.height.bitPattern] }
        var seed: UInt64 = 5
        func next() -> Double { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Double(Int64(bitPattern: seed) >> 40) / 1024 }
        var transforms: [AXCore.AffineTransform] = [.identity, .scale(2), .scale(x: -1, y: 1), .scale(x: 0, y: 3),
                                                    .rotation(Double.pi / 4), .rotation(Double.pi), .translation(x: Double.infinity, y: 1),
                                                    AXCore.AffineTransform(a: -0.0, b: 0, c: 0, d: -0.0, tx: 0, ty: -0.0)]
        var rects = [Rect(0, 0, 10, 10), Rect(-0.0, -0.0, 0, 0), Rect(3, -4, 0, 7), Rect(1e300, -1e300, 1e300, 1)]
        for _ in 0..<200 {
            transforms.append(AXCore.AffineTransform(a: next(), b: next() / 7, c: next() / 5, d: next(), tx: next(), ty: next()))
            rects.append(Rect(next(), next(), abs(next()), abs(next())))
        }
        for t in transforms {
            for r in rects { XCTAssertEqual(bits(t.apply(r)), bits(reference(t, r)), "\(t) \(r)") }
        }
    }

    func testNumberFormatIsShortAndStable() {
        XCTAssertEqual(Format.number(12), "12")
        XCTAssertEqual(Format.number(12.5), "12.5")
        XCTAssertEqual(Format.number(12.256), "12.26")
        XCTAssertEqual(Format.number(-0.001), "0")
        XCTAssertEqual(Format.number(-3.1), "-3.1")
        XCTAssertEqual(Format.number(0.05), "0.05")
        XCTAssertEqual(Format.number(-0.5), "-0.5")
        XCTAssertEqual(Format.number(3.999), "4")
        XCTAssertEqual(Format.number(123.1), "123.1")
        XCTAssertEqual(Format.number(-0.0), "0")
    }

    /// A whole number too large for the integer path is written without a decimal point: a text
    /// laid out in a box 0 points wide needed "0×586606461543963688960. pt" in text.clipped's message.
    func testAWholeNumberPastTheIntegerRangeHasNoTrailingPoint() {
        XCTAssertEqual(Format.number(586606461543963688960), "586606461543963688960")
        XCTAssertEqual(Format.number(-4e15), "-4000000000000000")
        XCTAssertEqual(Format.number(1e15 + 0.5), "1000000000000000.5")
        XCTAssertEqual(Size(width: 0, height: 586606461543963688960).description, "0×586606461543963688960")
    }

    /// Two decimals are written from whole hundredths, not by printf: the text must be what
    /// "%.2f" with trailing zeros trimmed gave, for every value a scene or trace can hold.
    func testNumberFormatMatchesPrintfWithTrailingZerosTrimmed() {
        func printf(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
            var text = String(format: "%.2f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
        var values: [Double] = [0.125, 0.375, 2.675, 1.005, -1.005, 1e13 + 0.25, -(1e13 + 0.75), 4.9999, 0.004, -0.004]
        for k in stride(from: -200_003, through: 200_003, by: 7) { values.append(Double(k) / 1000) }
        for k in 0..<2_000 { values.append(Double(k) * 0.7316 - 731.6) }
        for value in values { XCTAssertEqual(Format.number(value), printf(value), "\(value)") }
    }
}
