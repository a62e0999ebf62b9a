/// How layout coordinates become scene coordinates along x: unchanged, mirrored about a vertical
/// line (a right-to-left layout), or shifted (two mirrors: a left-to-right island, such as a piano
/// keyboard, inside a mirrored layout). Applied by the composition to everything a component
/// produces, never by the component.
public struct HorizontalMapping: Hashable, Sendable {
    /// -1 when the mapping mirrors, 1 otherwise.
    public let scale: Double
    public let offset: Double

    /// x' = scale·x + offset.
    private init(scale: Double, offset: Double) { self.scale = scale; self.offset = offset }

    public static let identity = HorizontalMapping(scale: 1, offset: 0)

    /// Mirrors about the vertical line at `axis` (the middle of the screen for a right-to-left layout).
    public static func mirrored(about axis: Double) -> HorizontalMapping { HorizontalMapping(scale: -1, offset: 2 * axis) }

    public var isIdentity: Bool { scale == 1 && offset == 0 }
    public var mirrors: Bool { scale < 0 }

    /// This mapping, then `next`.
    public func followed(by next: HorizontalMapping) -> HorizontalMapping {
        HorizontalMapping(scale: next.scale * scale, offset: next.scale * offset + next.offset)
    }

    /// The mapping that undoes this one.
    public var inverted: HorizontalMapping { HorizontalMapping(scale: scale, offset: -scale * offset) }

    public func apply(_ x: Double) -> Double { scale * x + offset }
    public func apply(_ p: Point) -> Point { Point(apply(p.x), p.y) }
    public func apply(_ r: Rect) -> Rect {
        let a = apply(r.minX), b = apply(r.maxX)
        return Rect(x: min(a, b), y: r.minY, width: r.width, height: r.height)
    }
    public func apply(_ path: Path) -> Path { isIdentity ? path : path.applying(transform) }

    /// The mapping as an affine transform.
    public var transform: AffineTransform { AffineTransform(a: scale, b: 0, c: 0, d: 1, tx: offset, ty: 0) }
}
