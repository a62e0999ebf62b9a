/// A grid of buckets over rectangles (elements' hit shapes, components' touch regions), so
/// explore-by-touch and a scene's hit-testing look at a handful of candidates whatever the count (a
/// 120 Hz touch stream must never miss a frame). In AXCore so components and the engine share it.
///
/// The grid has levels: the finest has about one cell per element, and each level above has cells
/// twice as wide and tall. An element goes into the finest level where it spans at most two cells
/// each way, so it is stored in at most four buckets, whatever its size: 100,000 full-screen
/// elements take 400,000 entries instead of one per element per cell (6.5 billion). A query reads
/// one bucket per level that holds anything (one level for a grid of small cells).
///
/// Buckets hold element indices in ascending order, which is navigation order, and a query merges
/// the levels' buckets in that order, so the first candidate that contains the point is the one
/// VoiceOver picks (docs/voiceover.md).
package struct HitTestIndex {
    /// The buckets of one level, whose cells are `1 << shift` finest cells a side.
    private struct Level {
        let shift: Int
        let columns: Int
        /// Compressed buckets: the indices of bucket b are `items[starts[b]..<starts[b + 1]]`.
        let starts: [Int]
        let items: [Int32]

        func bucket(column: Int, row: Int) -> ArraySlice<Int32> {
            let b = (row >> shift) * columns + (column >> shift)
            return items[starts[b]..<starts[b + 1]]
        }
    }

    private let origin: Point
    private let cellWidth: Double
    private let cellHeight: Double
    private let columns: Int
    private let rows: Int
    /// The levels that hold at least one element, finest first.
    private let levels: [Level]

    /// The most buckets the finest level uses, whatever the element count.
    static let maximumBuckets = 1 << 16

    package init(bounds: [Rect]) {
        guard var total = bounds.first else {
            origin = .zero; cellWidth = 1; cellHeight = 1; columns = 1; rows = 1; levels = []
            return
        }
        for rect in bounds.dropFirst() { total = total.union(rect) }
        let width = max(total.width, 1), height = max(total.height, 1)
        // About one bucket per element, shaped like the covered area.
        let target = Double(min(max(bounds.count, 1), Self.maximumBuckets))
        let cols = max(1, min(Int(saturating: (target * width / height).squareRoot().rounded()), Self.maximumBuckets))
        let rws = max(1, min(Int(saturating: (target / Double(cols)).rounded(.up)), Self.maximumBuckets / cols))
        origin = total.origin
        columns = cols; rows = rws
        cellWidth = width / Double(cols); cellHeight = height / Double(rws)

        // Each element's finest cells, and the level it goes in.
        var placements: [(c0: Int, c1: Int, r0: Int, r1: Int, shift: Int)] = []
        placements.reserveCapacity(bounds.count)
        var levelCount = 1
        for rect in bounds {
            let c0 = Self.cell(rect.minX - total.minX, cellWidth, cols), r0 = Self.cell(rect.minY - total.minY, cellHeight, rws)
            let c1 = max(c0, Self.cell(rect.maxX - total.minX, cellWidth, cols)), r1 = max(r0, Self.cell(rect.maxY - total.minY, cellHeight, rws))
            var shift = 0
            while (c1 >> shift) - (c0 >> shift) > 1 || (r1 >> shift) - (r0 >> shift) > 1 { shift += 1 }
            placements.append((c0, c1, r0, r1, shift))
            levelCount = max(levelCount, shift + 1)
        }

        var built: [Level] = []
        for shift in 0..<levelCount {
            let levelColumns = ((cols - 1) >> shift) + 1, levelRows = ((rws - 1) >> shift) + 1
            var counts = [Int](repeating: 0, count: levelColumns * levelRows + 1)
            var any = false
            for p in placements where p.shift == shift {
                any = true
                for r in (p.r0 >> shift)...(p.r1 >> shift) { for c in (p.c0 >> shift)...(p.c1 >> shift) { counts[r * levelColumns + c + 1] += 1 } }
            }
            guard any else { continue }
            for b in 1..<counts.count { counts[b] += counts[b - 1] }
            var fill = counts
            var items = [Int32](repeating: 0, count: counts[counts.count - 1])
            for (index, p) in placements.enumerated() where p.shift == shift {
                for r in (p.r0 >> shift)...(p.r1 >> shift) {
                    for c in (p.c0 >> shift)...(p.c1 >> shift) {
                        items[fill[r * levelColumns + c]] = Int32(index)
                        fill[r * levelColumns + c] += 1
                    }
                }
            }
            built.append(Level(shift: shift, columns: levelColumns, starts: counts, items: items))
        }
        levels = built
    }

    private static func cell(_ offset: Double, _ size: Double, _ count: Int) -> Int {
        min(max(Int(saturating: offset / size), 0), count - 1)
    }

    /// How many bucket entries the index holds: at most four per element (what keeps its memory
    /// linear in the element count, whatever the elements' sizes).
    package var entryCount: Int { levels.reduce(0) { $0 + $1.items.count } }

    /// Indices whose bounds may contain `point`, ascending; empty outside the covered area.
    package func candidates(at point: Point) -> Candidates {
        let dx = point.x - origin.x, dy = point.y - origin.y
        guard dx >= 0, dy >= 0, dx <= cellWidth * Double(columns), dy <= cellHeight * Double(rows), let finest = levels.first else {
            return Candidates(first: [], others: [])
        }
        let column = Self.cell(dx, cellWidth, columns), row = Self.cell(dy, cellHeight, rows)
        // Only the coarser levels' buckets that hold something: where none does (a point no large
        // element covers, most of them), the list stays empty and nothing is allocated.
        var others: [ArraySlice<Int32>] = []
        for level in levels.dropFirst() {
            let bucket = level.bucket(column: column, row: row)
            if !bucket.isEmpty { others.append(bucket) }
        }
        return Candidates(first: finest.bucket(column: column, row: row), others: others)
    }

    /// The candidates of one point: each level's bucket, merged in ascending order. The first
    /// bucket is kept apart so a single-level index (a grid of small cells) allocates nothing.
    package struct Candidates: Sequence {
        fileprivate let first: ArraySlice<Int32>
        fileprivate let others: [ArraySlice<Int32>]

        package func makeIterator() -> Iterator { Iterator(first: first, others: others) }

        /// Takes the smallest head of the buckets each step (there are at most a few dozen levels).
        package struct Iterator: IteratorProtocol {
            fileprivate var first: ArraySlice<Int32>
            fileprivate var others: [ArraySlice<Int32>]

            package mutating func next() -> Int32? {
                guard !others.isEmpty else { return first.popFirst() }
                var smallest = first.first ?? Int32.max, from = -1
                for i in others.indices { if let head = others[i].first, head < smallest { smallest = head; from = i } }
                if from >= 0 { return others[from].popFirst() }
                return first.popFirst()
            }
        }
    }
}
