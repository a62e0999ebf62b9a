import AXCore

/// Outlines strokes as fill geometry: one quad per segment plus a miter (or, past the miter limit,
/// a bevel) wedge at each join, all oriented alike so the rasterizer's non-zero rule unites them.
/// Filling the union instead of drawing the pieces keeps translucent strokes even where pieces
/// overlap and gives strokes the same anti-aliased edges as fills.
enum StrokeOutliner {
    /// Joins sharper than this ratio of miter length to half width are bevelled (SVG's default is 4).
    static let miterLimit = 4.0

    /// A path split into its subpaths, each marked closed or open
    /// (only closed subpaths get a join where the end meets the start).
    static func subpaths(of path: Path) -> [(path: Path, closed: Bool)] {
        var result: [(Path, Bool)] = []
        var current: [Path.Element] = []
        var pen = Point.zero, start = Point.zero
        func finish(closed: Bool) {
            if current.count > 1 { result.append((Path(current), closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [.move(p)]; pen = p; start = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if current.isEmpty { current = [.move(pen)]; start = pen }
                current.append(element); pen = p
            case .close:
                current.append(.close)
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Adds the outline of a stroke along `points` (device pixels), `width` pixels wide.
    static func add(_ points: [Point], closed: Bool, width: Double, to rasterizer: CoverageRasterizer) {
        var pts = points
        if closed, pts.count > 2, let first = pts.first, let last = pts.last, first.distance(to: last) < 1e-9 { pts.removeLast() }
        guard pts.count > 1 else { return }
        let half = width / 2
        let segmentCount = closed ? pts.count : pts.count - 1
        var previousOffset: Point? = nil
        var firstOffset: Point? = nil
        var previousDirection = Point.zero, firstDirection = Point.zero
        for s in 0..<segmentCount {
            let a = pts[s], b = pts[(s + 1) % pts.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            let direction = Point(dx / length, dy / length)
            let offset = Point(-direction.y * half, direction.x * half)
            rasterizer.addConvex(a + offset, b + offset, b - offset, a - offset)
            if let previousOffset {
                addJoin(at: a, incoming: previousDirection, previousOffset, outgoing: direction, offset, half: half, to: rasterizer)
            } else {
                firstOffset = offset; firstDirection = direction
            }
            previousOffset = offset; previousDirection = direction
        }
        if closed, let previousOffset, let firstOffset {
            addJoin(at: pts[0], incoming: previousDirection, previousOffset, outgoing: firstDirection, firstOffset, half: half, to: rasterizer)
        }
    }

    private static func addJoin(at v: Point, incoming d1: Point, _ n1: Point, outgoing d2: Point, _ n2: Point,
                                half: Double, to rasterizer: CoverageRasterizer) {
        let cross = d1.x * d2.y - d1.y * d2.x
        guard abs(cross) > 1e-9 else { return }
        // The outer side of the turn is opposite the direction it turns to.
        let o1 = cross > 0 ? Point(-n1.x, -n1.y) : n1
        let o2 = cross > 0 ? Point(-n2.x, -n2.y) : n2
        let cosine = (o1.x * o2.x + o1.y * o2.y) / (half * half)
        let denominator = 1 + cosine
        if denominator > 2 / (miterLimit * miterLimit) {
            let miter = Point(v.x + (o1.x + o2.x) / denominator, v.y + (o1.y + o2.y) / denominator)
            rasterizer.addConvex(v, v + o1, miter, v + o2)
        } else {
            rasterizer.addConvex(v, v + o1, v + o2)
        }
    }
}
