import AXCore
import CSDL2

/// Turns outlines into anti-aliased triangles for either fill rule.
///
/// SDL only draws triangles, so shapes are decomposed exactly: the outline's edges are swept top to
/// bottom in slabs between vertex heights (split again where edges cross), and within each slab the
/// winding number picks the inside spans, each a trapezoid of two triangles. Because the spans are
/// exact, the boundary is known too. Sides get a band one device pixel wide centred on the outline,
/// fading from the colour to nothing, with the interior inset to meet it (a box-filter estimate of
/// pixel coverage without multisampling); horizontal edges get a half-pixel fringe fading outwards
/// from half the colour's alpha. Bands never overlap the interior, so translucent fills stay even.
///
/// One instance is reused for every fill of a frame: its buffers keep their storage.
final class FillTessellator {
    /// Half the width of the anti-aliasing band in device pixels, and the alpha (as a fraction of the
    /// colour's) of a horizontal edge's fringe at the outline.
    static let fringeWidth = 0.5
    static let fringeAlpha = 0.5

    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var dxdy: Double
        /// +1 for edges going down, -1 for edges going up.
        var winding: Int32

        @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * dxdy }
    }

    /// An active edge within one slab: where it is at the slab's top and bottom.
    private struct Sample {
        var top: Double, bottom: Double
        var winding: Int32
    }

    private struct Span { var left: Double, right: Double }

    private var edges: [Edge] = []
    private var ys: [Double] = []
    private var active: [Int] = []
    private var samples: [Sample] = []
    private var spansAbove: [Span] = []
    private var spansTop: [Span] = []
    private var spansBottom: [Span] = []
    private var boundaries: [Double] = []

    private static let epsilon = 1e-7

    init() {}

    var hasEdges: Bool { !edges.isEmpty }

    func reset() { edges.removeAll(keepingCapacity: true) }

    /// Adds one edge of an outline, in device pixels. Horizontal edges add nothing: the sweep finds
    /// horizontal boundaries from the spans.
    @inline(__always)
    func addEdge(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        if a.y < b.y {
            edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, dxdy: (b.x - a.x) / (b.y - a.y), winding: 1))
        } else {
            edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, dxdy: (a.x - b.x) / (a.y - b.y), winding: -1))
        }
    }

    /// Adds a closed polygon (the last point joins the first).
    func addContour(_ points: [Point]) {
        guard points.count > 1 else { return }
        var previous = points[points.count - 1]
        for point in points {
            addEdge(previous, point)
            previous = point
        }
    }

    /// Adds a convex quadrilateral or triangle (pass `d == nil`) oriented clockwise on screen,
    /// whatever the order given, so overlapping pieces of a stroke unite under the non-zero rule.
    func addConvex(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) {
        var area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        if let d { area += (c.x - a.x) * (d.y - a.y) - (d.x - a.x) * (c.y - a.y) }
        if area == 0 { return }
        if area > 0 {
            addEdge(a, b); addEdge(b, c)
            if let d { addEdge(c, d); addEdge(d, a) } else { addEdge(c, a) }
        } else {
            if let d { addEdge(a, d); addEdge(d, c) } else { addEdge(a, c) }
            addEdge(c, b); addEdge(b, a)
        }
    }

    /// Emits the triangles of everything added since `reset()`, then resets.
    func fill(rule: Path.FillRule, color: SDL_Color, antialias: Bool, into buffer: inout GeometryBuffer) {
        defer { reset() }
        guard !edges.isEmpty, color.a > 0 else { return }
        edges.sort { $0.y0 < $1.y0 }
        ys.removeAll(keepingCapacity: true)
        for edge in edges { ys.append(edge.y0); ys.append(edge.y1) }
        ys.sort()
        var unique = 0
        for y in ys where unique == 0 || y - ys[unique - 1] > Self.epsilon {
            ys[unique] = y
            unique += 1
        }
        ys.removeLast(ys.count - unique)

        let fringe = color.withAlpha(UInt8(Double(color.a) * Self.fringeAlpha))
        let clear = color.withAlpha(0)
        active.removeAll(keepingCapacity: true)
        spansAbove.removeAll(keepingCapacity: true)
        var aboveY = -Double.infinity
        var next = 0

        for i in 0..<(ys.count - 1) {
            var ya = ys[i]
            let yb = ys[i + 1]
            active.removeAll { edges[$0].y1 <= ya + Self.epsilon }
            while next < edges.count, edges[next].y0 <= ya + Self.epsilon {
                if edges[next].y1 > ya + Self.epsilon { active.append(next) }
                next += 1
            }
            if active.isEmpty { continue }
            var iterations = 0
            while ya < yb - Self.epsilon {
                samples.removeAll(keepingCapacity: true)
                for index in active {
                    let edge = edges[index]
                    samples.append(Sample(top: edge.x(at: ya), bottom: edge.x(at: yb), winding: edge.winding))
                }
                samples.sort { abs($0.top - $1.top) > 1e-9 ? $0.top < $1.top : $0.bottom < $1.bottom }
                // The first crossing happens between neighbours in top order: cut the slab there.
                var cut = yb
                iterations += 1
                if iterations < 4 * active.count + 4 {
                    for j in 0..<(samples.count - 1) where samples[j].bottom > samples[j + 1].bottom + 1e-9 {
                        let dt = samples[j + 1].top - samples[j].top
                        let db = samples[j].bottom - samples[j + 1].bottom
                        let y = ya + (yb - ya) * dt / (dt + db)
                        if y > ya + Self.epsilon, y < cut { cut = y }
                    }
                }
                if cut < yb {
                    let t = (cut - ya) / (yb - ya)
                    for j in samples.indices { samples[j].bottom = samples[j].top + (samples[j].bottom - samples[j].top) * t }
                }
                emitSlab(ya, cut, rule: rule, color: color, fringe: fringe, clear: clear, antialias: antialias, into: &buffer)
                if antialias {
                    if abs(aboveY - ya) <= Self.epsilon {
                        emitHorizontalFringe(at: ya, above: spansAbove, below: spansTop, fringe: fringe, clear: clear, into: &buffer)
                    } else {
                        emitHorizontalFringe(at: aboveY, above: spansAbove, below: [], fringe: fringe, clear: clear, into: &buffer)
                        emitHorizontalFringe(at: ya, above: [], below: spansTop, fringe: fringe, clear: clear, into: &buffer)
                    }
                    swap(&spansAbove, &spansBottom)
                    aboveY = cut
                }
                ya = cut
            }
        }
        if antialias {
            emitHorizontalFringe(at: aboveY, above: spansAbove, below: [], fringe: fringe, clear: clear, into: &buffer)
        }
    }

    private func emitSlab(_ ya: Double, _ yb: Double, rule: Path.FillRule, color: SDL_Color, fringe: SDL_Color,
                          clear: SDL_Color, antialias: Bool, into buffer: inout GeometryBuffer) {
        spansTop.removeAll(keepingCapacity: true)
        spansBottom.removeAll(keepingCapacity: true)
        var winding: Int32 = 0
        var inside = false
        var left = 0
        for j in samples.indices {
            winding += samples[j].winding
            let nowInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
            if nowInside == inside { continue }
            inside = nowInside
            if nowInside { left = j; continue }
            let l = samples[left], r = samples[j]
            guard antialias else {
                buffer.quad(GeometryBuffer.vertex(l.top, ya, color), GeometryBuffer.vertex(r.top, ya, color),
                            GeometryBuffer.vertex(r.bottom, yb, color), GeometryBuffer.vertex(l.bottom, yb, color))
                continue
            }
            spansTop.append(Span(left: l.top, right: r.top))
            spansBottom.append(Span(left: l.bottom, right: r.bottom))
            // The sides fade across a band one pixel wide centred on the outline; the interior is
            // inset by half a pixel so the band and the interior meet without overlapping.
            let hl = halfBand(l, ya, yb), hr = halfBand(r, ya, yb)
            var lt = l.top + hl, lb = l.bottom + hl, rt = r.top - hr, rb = r.bottom - hr
            if lt > rt { lt = (l.top + r.top) / 2; rt = lt }
            if lb > rb { lb = (l.bottom + r.bottom) / 2; rb = lb }
            buffer.quad(GeometryBuffer.vertex(lt, ya, color), GeometryBuffer.vertex(rt, ya, color),
                        GeometryBuffer.vertex(rb, yb, color), GeometryBuffer.vertex(lb, yb, color))
            buffer.quad(GeometryBuffer.vertex(l.top + hl, ya, color), GeometryBuffer.vertex(l.bottom + hl, yb, color),
                        GeometryBuffer.vertex(l.bottom - hl, yb, clear), GeometryBuffer.vertex(l.top - hl, ya, clear))
            buffer.quad(GeometryBuffer.vertex(r.top - hr, ya, color), GeometryBuffer.vertex(r.bottom - hr, yb, color),
                        GeometryBuffer.vertex(r.bottom + hr, yb, clear), GeometryBuffer.vertex(r.top + hr, ya, clear))
        }
    }

    /// Horizontal distance at which a side lies half a pixel (perpendicular) from its edge.
    @inline(__always)
    private func halfBand(_ s: Sample, _ ya: Double, _ yb: Double) -> Double {
        let dx = s.bottom - s.top, dy = yb - ya
        return Self.fringeWidth * (dx * dx + dy * dy).squareRoot() / dy
    }

    /// Fringes where coverage starts (a top edge: fade upwards) or stops (a bottom edge: fade
    /// downwards) at height `y`: the symmetric difference of the spans just above and just below.
    private func emitHorizontalFringe(at y: Double, above: [Span], below: [Span], fringe: SDL_Color, clear: SDL_Color,
                                      into buffer: inout GeometryBuffer) {
        guard !above.isEmpty || !below.isEmpty, y.isFinite else { return }
        boundaries.removeAll(keepingCapacity: true)
        for span in above { boundaries.append(span.left); boundaries.append(span.right) }
        for span in below { boundaries.append(span.left); boundaries.append(span.right) }
        boundaries.sort()
        var runStart = 0.0, runKind = 0  // 0 none, -1 top edge (covered below only), +1 bottom edge
        var ia = 0, ib = 0
        func flushRun(until x: Double) {
            guard runKind != 0, x - runStart > 1e-6 else { return }
            let w = Self.fringeWidth * Double(runKind)
            buffer.quad(GeometryBuffer.vertex(runStart, y, fringe), GeometryBuffer.vertex(x, y, fringe),
                        GeometryBuffer.vertex(x, y + w, clear), GeometryBuffer.vertex(runStart, y + w, clear))
        }
        for k in 0..<(boundaries.count - 1) {
            let p = boundaries[k], q = boundaries[k + 1]
            guard q - p > 1e-6 else { continue }
            let mid = (p + q) / 2
            while ia < above.count, above[ia].right <= mid { ia += 1 }
            while ib < below.count, below[ib].right <= mid { ib += 1 }
            let inAbove = ia < above.count && above[ia].left <= mid
            let inBelow = ib < below.count && below[ib].left <= mid
            let kind = inAbove == inBelow ? 0 : (inBelow ? -1 : 1)
            if kind != runKind {
                flushRun(until: p)
                runKind = kind
                runStart = p
            }
        }
        if let last = boundaries.last { flushRun(until: last) }
    }
}
