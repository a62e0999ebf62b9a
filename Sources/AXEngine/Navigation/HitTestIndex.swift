import AXCore

/// A uniform grid of buckets over the elements' hit shapes, so explore-by-touch looks at a handful
/// of candidates whatever the element count (a 120 Hz touch stream must never miss a frame).
/// Buckets hold element indices in ascending order, which is navigation order, so the first
/// candidate that contains the point is the one VoiceOver picks (docs/voiceover.md).
package struct HitTestIndex {
    private let origin: Point
    private let cellWidth: Double
    private let cellHeight: Double
    private let columns: Int
    private let rows: Int
    /// Compressed buckets: the indices of bucket b are `items[starts[b]..<starts[b + 1]]`.
    private let starts: [Int]
    private let items: [Int32]

    /// The most buckets the grid uses, whatever the element count.
    static let maximumBuckets = 1 << 16

    package init(bounds: [Rect]) {
        guard var total = bounds.first else {
            origin = .zero; cellWidth = 1; cellHeight = 1; columns = 1; rows = 1; starts = [0, 0]; items = []
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

        var counts = [Int](repeating: 0, count: cols * rws + 1)
        var ranges: [(c0: Int, c1: Int, r0: Int, r1: Int)] = []
        ranges.reserveCapacity(bounds.count)
        for rect in bounds {
            let range = (Self.cell(rect.minX - total.minX, cellWidth, cols), Self.cell(rect.maxX - total.minX, cellWidth, cols),
                         Self.cell(rect.minY - total.minY, cellHeight, rws), Self.cell(rect.maxY - total.minY, cellHeight, rws))
            ranges.append(range)
            for r in range.2...range.3 { for c in range.0...range.1 { counts[r * cols + c + 1] += 1 } }
        }
        for b in 1..<counts.count { counts[b] += counts[b - 1] }
        var fill = counts
        var buffer = [Int32](repeating: 0, count: counts[counts.count - 1])
        for (index, range) in ranges.enumerated() {
            for r in range.r0...range.r1 {
                for c in range.c0...range.c1 {
                    buffer[fill[r * cols + c]] = Int32(index)
                    fill[r * cols + c] += 1
                }
            }
        }
        starts = counts
        items = buffer
    }

    private static func cell(_ offset: Double, _ size: Double, _ count: Int) -> Int {
        min(max(Int(saturating: offset / size), 0), count - 1)
    }

    /// Indices whose bounds may contain `point`, ascending; empty outside the covered area.
    package func candidates(at point: Point) -> ArraySlice<Int32> {
        let dx = point.x - origin.x, dy = point.y - origin.y
        guard dx >= 0, dy >= 0, dx <= cellWidth * Double(columns), dy <= cellHeight * Double(rows) else { return [] }
        let bucket = Self.cell(dy, cellHeight, rows) * columns + Self.cell(dx, cellWidth, columns)
        return items[starts[bucket]..<starts[bucket + 1]]
    }
}
