/// Where a component may take touches (`Component.hitRegion`): what lets hit-testing skip the
/// components that cannot take a point without asking each of them. Before it, a tap was asked of
/// every component in front of the one that took it, so validating thousands of overlapping
/// elements (one tap each) was quadratic.
public enum HitRegion: Equatable, Sendable {
    /// Takes no touches anywhere: `hitTest` always answers false.
    case nowhere
    /// Takes touches only inside the rectangle (it may answer false inside it too).
    case within(Rect)
    /// Cannot say: `hitTest` is asked at every point (what a component that does not declare its
    /// region gets).
    case anywhere

    /// Both regions together.
    func union(_ other: HitRegion) -> HitRegion {
        switch (self, other) {
        case (.nowhere, _): return other
        case (_, .nowhere): return self
        case (.anywhere, _), (_, .anywhere): return .anywhere
        case (.within(let a), .within(let b)): return .within(a.union(b))
        }
    }

    /// The part inside `clip` (a clipping container's children are only hit inside its clip).
    func clipped(to clip: Rect) -> HitRegion {
        switch self {
        case .nowhere: return .nowhere
        case .anywhere: return .within(clip)
        case .within(let r): return r.intersection(clip).map { .within($0) } ?? .nowhere
        }
    }

    /// The region in another coordinate space (a layout's mirroring).
    func mapped(_ mapping: HorizontalMapping) -> HitRegion {
        if case .within(let r) = self { return .within(mapping.apply(r)) }
        return self
    }

    /// Whether a touch at `point` may be taken. The rectangle is tested closed and a point wider than
    /// it, so a point a mirroring moved by a rounding error, or onto the edge a half-open test
    /// excludes, is never skipped: skipping must only ever leave out what `hitTest` would refuse.
    func mayContain(_ point: Point) -> Bool {
        switch self {
        case .nowhere: return false
        case .anywhere: return true
        case .within(let r):
            let m = Self.margin
            return point.x >= r.minX - m && point.x <= r.maxX + m && point.y >= r.minY - m && point.y <= r.maxY + m
        }
    }

    static let margin = 1.0
}

/// The children of a layout node that may take a touch somewhere, front to back, with their
/// regions in scene coordinates. A handful are scanned where they lie, in the node's children
/// (each keeps its subtree's region); above `indexThreshold`, a `HitTestIndex` over the bounded
/// ones, so a point is checked against the few whose regions cover it. Only those nodes keep lists
/// of their own: every layout of every copy of a state made them for every node with children,
/// and freeing them was a tenth of freeing a layout.
struct HitCandidates {
    /// The index, for a node with more candidates than the threshold; nil otherwise.
    private let indexed: Indexed?

    /// Above this many candidates a node indexes them.
    static let indexThreshold = 16

    static let none = HitCandidates(indexed: nil)

    private init(indexed: Indexed?) { self.indexed = indexed }

    /// The candidates of a node with many, and their index.
    private final class Indexed {
        /// Child indices (into the node's back-to-front `children`), front-most first.
        let children: [Int]
        /// Their regions, in the same order.
        let regions: [HitRegion]
        /// Positions in `children` of those that can be anywhere, ascending.
        let unbounded: [Int]
        /// Over the bounded ones' rectangles (widened by the margin); `indexed[i]` is a position in `children`.
        let index: HitTestIndex
        let indexed: [Int]

        init(children: [Int], regions: [HitRegion]) {
            self.children = children
            self.regions = regions
            var unbounded: [Int] = [], indexed: [Int] = [], rects: [Rect] = []
            for position in regions.indices {
                if case .within(let r) = regions[position] {
                    indexed.append(position)
                    rects.append(r.insetBy(dx: -HitRegion.margin, dy: -HitRegion.margin))
                } else {
                    unbounded.append(position)
                }
            }
            index = HitTestIndex(bounds: rects)
            self.unbounded = unbounded
            self.indexed = indexed
        }
    }

    /// For `nodes`, a node's children back to front: indexed when more than the threshold may take
    /// a touch, else scanned in place at each hit.
    init(_ nodes: [ComponentLayout.Node]) {
        var candidates = 0
        for i in nodes.indices where nodes[i].hitRegion != .nowhere { candidates += 1 }
        guard candidates > Self.indexThreshold else { indexed = nil; return }
        var children: [Int] = [], regions: [HitRegion] = []
        children.reserveCapacity(candidates)
        regions.reserveCapacity(candidates)
        for i in nodes.indices.reversed() where nodes[i].hitRegion != .nowhere {
            children.append(i)
            regions.append(nodes[i].hitRegion)
        }
        indexed = Indexed(children: children, regions: regions)
    }

    /// The first non-nil `body` of the children (`nodes`, the node's, back to front) whose regions
    /// may hold `point`, asked front-most first; the rest are not looked at (a full-screen control
    /// in front ends the search at once).
    func first<Result>(at point: Point, among nodes: [ComponentLayout.Node], _ body: (Int) -> Result?) -> Result? {
        guard let indexed else {
            for i in nodes.indices.reversed() where nodes[i].hitRegion != .nowhere && nodes[i].hitRegion.mayContain(point) {
                if let result = body(i) { return result }
            }
            return nil
        }
        let children = indexed.children, regions = indexed.regions, unbounded = indexed.unbounded
        // The index's candidates ascend in `indexed`, which ascends in position: merged with the
        // unbounded ones, the order stays front to back.
        var u = 0
        for candidate in indexed.index.candidates(at: point) {
            let position = indexed.indexed[Int(candidate)]
            guard regions[position].mayContain(point) else { continue }
            while u < unbounded.count, unbounded[u] < position {
                if let result = body(children[unbounded[u]]) { return result }
                u += 1
            }
            if let result = body(children[position]) { return result }
        }
        while u < unbounded.count {
            if let result = body(children[unbounded[u]]) { return result }
            u += 1
        }
        return nil
    }
}
