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
/// regions in scene coordinates; above a handful of them, a `HitTestIndex` over the bounded ones,
/// so a point is checked against the few whose regions cover it.
struct HitCandidates {
    /// Child indices (into the node's back-to-front `children`), front-most first.
    private let children: [Int]
    /// Their regions, in the same order.
    private let regions: [HitRegion]
    /// Positions in `children` of those that can be anywhere, ascending.
    private let unbounded: [Int]
    /// Over the bounded ones' rectangles (widened by the margin); `indexed[i]` is a position in `children`.
    private let index: HitTestIndex?
    private let indexed: [Int]

    /// Above this many candidates a node indexes them.
    static let indexThreshold = 16

    static let none = HitCandidates(children: [], regions: [], unbounded: [], index: nil, indexed: [])

    private init(children: [Int], regions: [HitRegion], unbounded: [Int], index: HitTestIndex?, indexed: [Int]) {
        self.children = children; self.regions = regions; self.unbounded = unbounded; self.index = index; self.indexed = indexed
    }

    /// From the children's subtree regions, back to front.
    init(_ childRegions: [HitRegion]) {
        var children: [Int] = [], regions: [HitRegion] = []
        for i in childRegions.indices.reversed() where childRegions[i] != .nowhere {
            children.append(i)
            regions.append(childRegions[i])
        }
        self.children = children
        self.regions = regions
        var unbounded: [Int] = [], indexed: [Int] = [], rects: [Rect] = []
        if children.count > Self.indexThreshold {
            for position in regions.indices {
                if case .within(let r) = regions[position] {
                    indexed.append(position)
                    rects.append(r.insetBy(dx: -HitRegion.margin, dy: -HitRegion.margin))
                } else {
                    unbounded.append(position)
                }
            }
            index = HitTestIndex(bounds: rects)
        } else {
            index = nil
        }
        self.unbounded = unbounded
        self.indexed = indexed
    }

    /// The first non-nil `body` of the children whose regions may hold `point`, asked front-most
    /// first; the rest are not looked at (a full-screen control in front ends the search at once).
    func first<Result>(at point: Point, _ body: (Int) -> Result?) -> Result? {
        guard let index else {
            for position in regions.indices where regions[position].mayContain(point) {
                if let result = body(children[position]) { return result }
            }
            return nil
        }
        // The index's candidates ascend in `indexed`, which ascends in position: merged with the
        // unbounded ones, the order stays front to back.
        var u = 0
        for candidate in index.candidates(at: point) {
            let position = indexed[Int(candidate)]
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
