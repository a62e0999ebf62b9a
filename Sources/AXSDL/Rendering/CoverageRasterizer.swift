import AXCore
import CSDL2

/// Turns outlines into anti-aliased pixel spans for either fill rule.
///
/// The outline is rasterised here, one pixel row at a time: each
/// row is sampled on four sub-scanlines, where the exact edge crossings and the winding number
/// (non-zero or even-odd) give the inside spans; box-filtering those spans horizontally gives every
/// pixel's coverage. Runs of pixels with the same coverage become one span with the colour's alpha
/// scaled by that coverage, and rows with identical runs (the straight vertical parts of rects and
/// rounded rects) merge into one tall span, so a large rectangle is still a handful of spans. Spans
/// never overlap, so translucent fills stay even.
///
/// One instance is reused for every fill of a frame: its buffers keep their storage.
final class CoverageRasterizer {
    /// Sub-scanlines sampled per pixel row (vertical coverage resolution).
    static let subScanlines = 4

    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var dxdy: Double
        /// +1 for edges going down, -1 for edges going up.
        var winding: Int32

        @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * dxdy }
    }

    private struct Crossing { var x: Double; var winding: Int32 }
    /// A run of pixels [x0, x1) in a row with the same alpha.
    private struct Segment: Equatable { var x0: Int, x1: Int, alpha: UInt8 }
    private struct SlopeEvent { var x: Double; var slope: Double }

    // Scratch arrays of the one thread that records a frame (the renderer's), each used by one
    // method at a time, so the runtime's exclusivity checks are off for them: `coverageRow` appends
    // four events a crossing from inside a closure, and the checks of those accesses (a thread-local
    // access set each time) were a fifth of rasterizing grid-10000's 30,000 shapes.
    @exclusivity(unchecked) private var edges: [Edge] = []
    @exclusivity(unchecked) private var active: [Int] = []
    @exclusivity(unchecked) private var crossings: [Crossing] = []
    @exclusivity(unchecked) private var events: [SlopeEvent] = []
    @exclusivity(unchecked) private var row: [Segment] = []
    @exclusivity(unchecked) private var pending: [Segment] = []

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

    /// Emits the spans of everything added since `reset()`, then resets.
    /// Only pixel rows in `rows` are produced (the clip): a shape reaching far off screen costs only
    /// its visible rows.
    func fill(rule: Path.FillRule, color: SDL_Color, antialias: Bool, rows: Range<Int>? = nil, into buffer: inout CoverageBuffer) {
        defer { reset() }
        guard !edges.isEmpty, color.a > 0 else { return }
        edges.sort { $0.y0 < $1.y0 }
        var lowest = -Double.infinity
        for edge in edges { lowest = max(lowest, edge.y1) }
        var firstRow = Int(saturating: max(-1e9, edges[0].y0).rounded(.down)), endRow = Int(saturating: min(1e9, lowest).rounded(.up))
        if let rows {
            firstRow = max(firstRow, rows.lowerBound)
            endRow = min(endRow, rows.upperBound)
        }
        guard firstRow < endRow else { return }
        active.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        var pendingTop = firstRow
        var next = 0
        for r in firstRow..<max(firstRow, endRow) {
            let top = Double(r), bottom = top + 1
            let before = active.count
            active.removeAll { edges[$0].y1 <= top }
            var changed = active.count != before
            while next < edges.count, edges[next].y0 < bottom {
                if edges[next].y1 > top { active.append(next); changed = true }
                next += 1
            }
            if r > firstRow, !changed, repeatsPreviousRow(top: top, bottom: bottom) { continue }
            row.removeAll(keepingCapacity: true)
            if !active.isEmpty {
                if antialias { coverageRow(top, rule: rule, alpha: Double(color.a)) } else { aliasedRow(top, rule: rule, alpha: color.a) }
            }
            if row != pending {
                emit(pending, from: pendingTop, to: r, color: color, into: &buffer)
                swap(&row, &pending)
                pendingTop = r
            }
        }
        emit(pending, from: pendingTop, to: max(firstRow, endRow), color: color, into: &buffer)
    }

    /// Whether this row's coverage equals the previous row's, given the same active edges: every one
    /// is vertical and spans both rows whole (the straight sides of rectangles), so nothing needs sampling.
    @inline(__always)
    private func repeatsPreviousRow(top: Double, bottom: Double) -> Bool {
        guard !active.isEmpty else { return false }
        for index in active {
            let edge = edges[index]
            if edge.dxdy != 0 || edge.y0 > top - 1 || edge.y1 < bottom { return false }
        }
        return true
    }

    /// The inside spans where the horizontal line at `y` crosses the outline, passed to `body` in order.
    @inline(__always)
    private func spans(at y: Double, rule: Path.FillRule, _ body: (Double, Double) -> Void) {
        crossings.removeAll(keepingCapacity: true)
        for index in active {
            let edge = edges[index]
            if edge.y0 <= y, y < edge.y1 { crossings.append(Crossing(x: edge.x(at: y), winding: edge.winding)) }
        }
        guard crossings.count > 1 else { return }
        crossings.sort { $0.x < $1.x }
        var winding: Int32 = 0
        var left = 0.0
        for crossing in crossings {
            let wasInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
            winding += crossing.winding
            let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
            if isInside, !wasInside { left = crossing.x }
            if wasInside, !isInside, crossing.x > left { body(left, crossing.x) }
        }
    }

    /// The row's coverage: box-filtered spans averaged over the sub-scanlines. A span [l, r] covers
    /// clamp(x+½, l, r) − clamp(x−½, l, r) of the pixel centred at x, which is piecewise linear with
    /// slope changes at l±½ and r±½; summing the slope changes gives the coverage at every pixel
    /// centre, and constant stretches are skipped over whole.
    private func coverageRow(_ top: Double, rule: Path.FillRule, alpha: Double) {
        events.removeAll(keepingCapacity: true)
        let n = Self.subScanlines
        let weight = 1 / Double(n)
        for s in 0..<n {
            spans(at: top + (Double(s) + 0.5) * weight, rule: rule) { l, r in
                events.append(SlopeEvent(x: l - 0.5, slope: weight))
                events.append(SlopeEvent(x: r - 0.5, slope: -weight))
                events.append(SlopeEvent(x: l + 0.5, slope: -weight))
                events.append(SlopeEvent(x: r + 0.5, slope: weight))
            }
        }
        guard !events.isEmpty else { return }
        events.sort { $0.x < $1.x }
        var i = 0
        var pieceX = events[0].x, pieceValue = 0.0, slope = 0.0
        var pixel = Int(saturating: events[0].x.rounded(.down))
        let lastPixel = Int(saturating: events[events.count - 1].x.rounded(.up))
        while pixel <= lastPixel {
            let centre = Double(pixel) + 0.5
            while i < events.count, events[i].x <= centre {
                pieceValue += slope * (events[i].x - pieceX)
                pieceX = events[i].x
                slope += events[i].slope
                i += 1
            }
            let coverage = max(0, min(1, pieceValue + slope * (centre - pieceX)))
            let value = UInt8((alpha * coverage).rounded())
            var end = pixel + 1
            if abs(slope) < 1e-9 {
                // Constant until the next slope change: cover every pixel centre before it at once.
                let nextX = i < events.count ? events[i].x : Double(lastPixel + 1)
                end = max(pixel + 1, Int(saturating: (nextX - 0.5).rounded(.up)))
            }
            if value > 0 { appendRun(pixel, end, value) }
            pixel = end
        }
    }

    @inline(__always)
    private func appendRun(_ x0: Int, _ x1: Int, _ alpha: UInt8) {
        if let last = row.last, last.x1 == x0, last.alpha == alpha {
            row[row.count - 1].x1 = x1
        } else {
            row.append(Segment(x0: x0, x1: x1, alpha: alpha))
        }
    }

    /// Without anti-aliasing: the spans at the row's centre, snapped to whole pixels.
    private func aliasedRow(_ top: Double, rule: Path.FillRule, alpha: UInt8) {
        spans(at: top + 0.5, rule: rule) { l, r in
            let x0 = Int(saturating: l.rounded()), x1 = Int(saturating: r.rounded())
            if x1 > x0 { appendRun(x0, x1, alpha) }
        }
    }

    private func emit(_ segments: [Segment], from top: Int, to bottom: Int, color: SDL_Color, into buffer: inout CoverageBuffer) {
        guard bottom > top else { return }
        for segment in segments {
            buffer.span(segment.x0, top, segment.x1, bottom, color.withAlpha(segment.alpha))
        }
    }
}
