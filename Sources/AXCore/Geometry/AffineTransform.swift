import Foundation

/// A 2-D affine transform, x' = a·x + c·y + tx, y' = b·x + d·y + ty (CoreGraphics' convention),
/// used by animations (scale, spin, plane shift) and by the renderer's scale factor.
public struct AffineTransform: Hashable, Sendable, Codable {
    /// The matrix coefficients in CoreGraphics' order: `a b` and `c d` scale, rotate and skew, `tx ty` translate.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six coefficients, as CGAffineTransform takes them.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves every point by `x` and `y`.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// Scales about the origin by `x` horizontally and `y` vertically.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// Scales about the origin by `s` in both directions.
    public static func scale(_ s: Double) -> AffineTransform { .scale(x: s, y: s) }
    /// Rotation by `radians`, clockwise on screen because y points down.
    public static func rotation(_ radians: Double) -> AffineTransform {
        let cs = cos(radians), sn = sin(radians)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// Scale or rotation about a point rather than the origin.
    public static func about(_ pivot: Point, _ t: AffineTransform) -> AffineTransform {
        AffineTransform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(t)
            .concatenating(.translation(x: pivot.x, y: pivot.y))
    }

    /// Whether the transform moves nothing, so drawing and hit-testing can skip it.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `other`: (self.concatenating(other)).apply(p) == other.apply(self.apply(p)).
    public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// The area scale factor; zero when the transform flattens everything onto a line and cannot be undone.
    public var determinant: Double { a * d - b * c }

    /// The transform that undoes this one (mapping a touch back into a transformed drawing), or nil when there is none.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0 else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point moved by this transform.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of the transformed rectangle.
    ///
    /// The four corners in registers, not in arrays: the renderer asks this of every item it draws
    /// (10,000 on a big grid), and three arrays a call were a tenth of such a frame. The least and
    /// the greatest are taken in the corners' order with the comparisons `Sequence.min()` and
    /// `max()` make, so the result is theirs to the bit (a tie of 0 and -0 included).
    public func apply(_ r: Rect) -> Rect {
        let p0 = apply(Point(r.minX, r.minY)), p1 = apply(Point(r.maxX, r.minY))
        let p2 = apply(Point(r.minX, r.maxY)), p3 = apply(Point(r.maxX, r.maxY))
        /// The least and the greatest of four values, each compared as `min()` and `max()` compare.
        @inline(__always) func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (least: Double, greatest: Double) {
            var least = a, greatest = a
            if b < least { least = b }
            if greatest < b { greatest = b }
            if c < least { least = c }
            if greatest < c { greatest = c }
            if d < least { least = d }
            if greatest < d { greatest = d }
            return (least, greatest)
        }
        let xs = extremes(p0.x, p1.x, p2.x, p3.x), ys = extremes(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: xs.least, y: ys.least, width: xs.greatest - xs.least, height: ys.greatest - ys.least)
    }
}
