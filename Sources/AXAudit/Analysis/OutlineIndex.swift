import AXCore
import Foundation

/// A flattened outline's edges sorted into horizontal bands, so that asking whether a point is
/// inside reads only the edges whose height spans the point's, not every edge of the outline.
///
/// The answer is `Path.contains(_:in:rule:)`'s, bit for bit: an edge counts when
/// `(a.y <= y) != (b.y <= y)`, which needs `min(a.y, b.y) <= y <= max(a.y, b.y)`; an edge is filed in
/// every band from the band of its lower end to the band of its upper end, and the band of a height
/// only grows with the height (a subtraction and a division by positive constants, rounded down), so
/// the band of `y` holds every edge that can count. Each one is then tested and its crossing
/// computed by the very expression `Path.contains` uses, in the same orientation, and the crossings
/// and winding are sums of ±1, so their order does not matter.
///
/// Why: a rounded rectangle flattens to a few dozen edges, and the contrast rules sample hundreds of
/// thousands of points in them (the home screen's icons: 561,000 tests, 7% of validating it). An
/// outline is indexed once it has been tested `testsBeforeIndexing` times: most outlines of a frame
/// are tested a few times only, and indexing one costs about ten direct tests.
struct OutlineIndex {
    /// One edge as `Path.contains` walks it: from the previous point `a` to `b`.
    private struct Edge {
        var a: Point
        var b: Point
    }

    /// Tests of one outline made directly before it is indexed.
    static let testsBeforeIndexing = 16
    /// Outlines with fewer edges are tested directly: the bands would cost more than they save.
    static let edgesIndexedFrom = 16
    /// At most this many bands, about one for every two edges below it.
    static let bandLimit = 64

    private let polygons: [[Point]]
    /// The edges of band `i` are `edges[bandStarts[i] ..< bandStarts[i + 1]]`; empty when the
    /// outline is tested directly.
    private var edges: [Edge] = []
    private var bandStarts: [Int] = []
    private var minY = 0.0
    /// Bands per point of height.
    private var bandsPerPoint = 1.0

    /// Indexes `polygons` (closed, as `Path.polygons` returns them).
    init(_ polygons: [[Point]]) {
        self.polygons = polygons
        var all: [Edge] = []
        all.reserveCapacity(polygons.reduce(0) { $0 + $1.count })
        var lowest = Double.infinity, highest = -Double.infinity
        for polygon in polygons where polygon.count > 2 {
            var j = polygon.count - 1
            for i in 0..<polygon.count {
                all.append(Edge(a: polygon[j], b: polygon[i]))
                lowest = min(lowest, polygon[i].y)
                highest = max(highest, polygon[i].y)
                j = i
            }
        }
        guard all.count >= Self.edgesIndexedFrom, highest > lowest, (highest - lowest).isFinite else { return }
        let count = min(Self.bandLimit, all.count / 2)
        minY = lowest
        bandsPerPoint = Double(count) / (highest - lowest)
        var counts = [Int](repeating: 0, count: count + 1)
        for edge in all {
            let (first, last) = bands(of: edge, count: count)
            for band in first...last { counts[band + 1] += 1 }
        }
        for band in 0..<count { counts[band + 1] += counts[band] }
        var next = counts
        var filed = [Edge](repeating: Edge(a: .zero, b: .zero), count: counts[count])
        for edge in all {
            let (first, last) = bands(of: edge, count: count)
            for band in first...last {
                filed[next[band]] = edge
                next[band] += 1
            }
        }
        edges = filed
        bandStarts = counts
    }

    /// How many bands the edges were sorted into (0: the outline is tested directly).
    var bandCount: Int { max(0, bandStarts.count - 1) }

    /// The band a height falls in, those outside the outline's heights in the first or last (a
    /// subtraction and a multiplication by positive constants, then rounded down by truncating a
    /// positive value: it only grows with the height).
    private func band(of y: Double, count: Int) -> Int {
        let position = (y - minY) * bandsPerPoint
        guard position > 0 else { return 0 }
        return position >= Double(count - 1) ? count - 1 : Int(position)
    }

    private func bands(of edge: Edge, count: Int) -> (Int, Int) {
        (band(of: min(edge.a.y, edge.b.y), count: count), band(of: max(edge.a.y, edge.b.y), count: count))
    }

    /// Whether `point` is inside under `rule`: `Path.contains(point, in: polygons, rule: rule)`.
    func contains(_ point: Point, rule: Path.FillRule) -> Bool {
        guard !bandStarts.isEmpty else { return Path.contains(point, in: polygons, rule: rule) }
        let band = band(of: point.y, count: bandStarts.count - 1)
        var winding = 0
        var crossings = 0
        for k in bandStarts[band]..<bandStarts[band + 1] {
            let a = edges[k].a, b = edges[k].b
            if (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return crossings % 2 == 1
        }
    }
}

/// The outlines one validation's frames sampled, indexed once each, by shape (`FrameMeasurements`):
/// a scene's states and variants draw the same shapes again and again (the home screen's icons, a
/// screen's buttons), and every frame flattened and indexed each of them anew, a tenth of
/// validating the home screen. An outline depends on its shape alone (points are tested in the
/// shape's own coordinates), so an index made for an equal shape, compared in full, not by hash
/// alone, answers exactly as a new one would. Shared by the threads of one validation: locked.
/// Bounded in count and in an outline's size, the oldest let go first.
final class SharedOutlines: @unchecked Sendable {
    // @unchecked: `indexes` is read and written only while `lock` is held; an index, once made, is
    // only read.
    private let lock = NSLock()
    private var indexes = BoundedTable<Shape, OutlineIndex>(capacity: kept)

    /// The most outlines kept.
    static let kept = 4096
    /// Outlines with more edges are not kept: one path of a million segments would hold tens of
    /// megabytes. Each frame that tests such an outline flattens and indexes it anew.
    static let edgesKept = 4096

    /// How many outlines are kept.
    var count: Int { lock.withLock { indexes.values.count } }

    /// The index of `shape`'s flattened outline: the one made before for an equal shape, else made now.
    func index(of shape: Shape) -> OutlineIndex {
        if let known = lock.withLock({ indexes.values[shape] }) { return known }
        let polygons = shape.path.polygons()
        let index = OutlineIndex(polygons)
        guard polygons.reduce(0, { $0 + $1.count }) <= Self.edgesKept else { return index }
        lock.withLock {
            if indexes.values[shape] == nil { indexes.keep(index, for: shape) }
        }
        return index
    }
}
