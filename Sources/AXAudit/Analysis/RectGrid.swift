import AXCore

/// Rectangles on a screen bucketed by the 64-point cells they cover, so a question about one place
/// reads the few rectangles near it, whatever the frame holds: what `TextOverdraw` and
/// `OpaqueCovers` look fills up by.
struct RectGrid {
    private static let cell = 64.0
    private struct Cell: Hashable { let x: Int, y: Int }
    private var buckets: [Cell: [Int]] = [:]

    /// `rects`, each known by its index.
    init(_ rects: [Rect]) {
        for (i, r) in rects.enumerated() {
            for cell in Self.cells(covering: r) { buckets[cell, default: []].append(i) }
        }
    }

    /// The indices of the rectangles in the cells `r` covers, each once, in no set order.
    func near(_ r: Rect) -> [Int] {
        let cells = Self.cells(covering: r)
        return cells.count == 1 ? (buckets[cells[0]] ?? []) : Array(Set(cells.flatMap { buckets[$0] ?? [] }))
    }

    /// The indices of the rectangles in the cell `p` lies in.
    func near(_ p: Point) -> [Int] {
        buckets[Cell(x: Int((p.x / Self.cell).rounded(.down)), y: Int((p.y / Self.cell).rounded(.down)))] ?? []
    }

    /// The grid cells `r` covers (it lies on the screen, so they are few).
    private static func cells(covering r: Rect) -> [Cell] {
        let x0 = Int((r.minX / cell).rounded(.down)), x1 = Int((r.maxX / cell).rounded(.down))
        let y0 = Int((r.minY / cell).rounded(.down)), y1 = Int((r.maxY / cell).rounded(.down))
        return (y0...y1).flatMap { y in (x0...x1).map { Cell(x: $0, y: y) } }
    }
}
