import AXCore

/// Answers "what colour is drawn here?" for a display list, compositing translucent fills (and item
/// opacity) over what lies beneath them, exactly as the renderer paints back to front. Contrast rules
/// sample what is actually drawn under each text run rather than trusting declared colours.
///
/// Fills are bucketed on a uniform grid so sampling stays fast on 10,000-element scenes.
struct FrameSampler {
    struct FillEntry {
        var index: Int
        var shape: Shape
        var inverse: AffineTransform?
        var bounds: Rect
        var color: Color
        var clip: Rect?
        /// Drawn by a view that ignores invert colours: Smart Invert leaves it as drawn.
        var ignoresInvertColors: Bool
    }

    /// The grid cells a fill's bounds reach: columns `x0...x1` of rows `y0...y1`.
    struct CellReach {
        var x0: Int, x1: Int, y0: Int, y1: Int
    }

    /// The display list's background: what shows where nothing is drawn.
    let background: Color
    private var fills: [FillEntry] = []
    /// The cells each fill reaches (`cells`), by fill, worked out once and apart from the fills:
    /// both the index and a look-up before it read them, and nothing else of a fill.
    private var reaches: [CellReach] = []
    /// Whether a fill ignores invert colours: Smart Invert then sees this frame otherwise than
    /// Classic Invert does.
    private(set) var sparesFills = false
    /// Every cell's fills, in paint order (`CellIndex`), made on the sampler's
    /// `CellIndex.scansBeforeIndexing + 1`th look-up, or at once with `indexesAtOnce`.
    private let cellIndex = CellIndex()
    private let cell: Double
    private let columns: Int
    private let rows: Int
    /// Rounded rectangles' and paths' outlines, flattened on first sample, once: flattening one for
    /// every point sampled in it was a seventh of validating a state (the same outline `Shape.path`
    /// flattens), and flattening every path as the sampler was built, a twentieth of validating the
    /// home screen, whose icons' glyph paths are mostly never sampled. Each outline is indexed by
    /// height once it is sampled often (`OutlineIndex`).
    private let outlines = Outlines()
    /// Whether outlines are tested through their `OutlineIndex`, and points well inside a rounded
    /// rectangle's straight part answered without its outline (the same answers); off, every edge is
    /// read for every point, the straightforward way `OutlineIndexTests` compares with.
    private let acceleratesOutlines: Bool
    /// Where the outlines other frames of the validation indexed are found (with `acceleratesOutlines`).
    private let shared: SharedOutlines?

    /// The fills of each grid cell, in paint order, one cell after the other: cell `c`'s are
    /// `bucketed[starts[c]..<starts[c + 1]]` (two arrays, not one per cell: a phone screen's 351
    /// arrays, each grown fill by fill, were a fifth of building a sampler). Made only once a
    /// sampler has been asked more than `scansBeforeIndexing` times: before that, each look-up
    /// picks the fills whose bounds reach the point's cell from all of them, in paint order, the
    /// very list the index holds for that cell. Most samplers `vision.state-by-colour` makes are
    /// asked about one to three points, and indexing was three quarters of making one (5% of
    /// validating Pre-Poster). Read and written only by the sampler's own look-ups, as `Outlines`.
    private final class CellIndex {
        @exclusivity(unchecked) var bucketed: [Int] = []
        @exclusivity(unchecked) var starts: [Int]?
        @exclusivity(unchecked) var lookUps = 0
        /// Look-ups answered by picking from every fill before the index is made: picking costs a
        /// few comparisons a fill, indexing a pass over every cell each fill reaches.
        static let scansBeforeIndexing = 8
    }

    /// Flattened outlines by fill, filled in as samples reach them (a sampler is read, never changed).
    /// Read and written only by the sampler's own lookups, which call nothing back, so the runtime's
    /// exclusivity checks are off for its tables (every sampled point of a path reads them).
    private final class Outlines {
        @exclusivity(unchecked) var flattenedByFill: [Int: [[Point]]] = [:]
        /// By fill: how many times its outline was tested directly, and its index once it has one.
        @exclusivity(unchecked) var tests: [Int] = []
        @exclusivity(unchecked) var indexes: [OutlineIndex?] = []
    }

    /// Indexes `list`'s fills over `screen` for sampling, each inside its clip in `clips` (`list.clips`
    /// unless the caller worked them out already); an outline is taken from `sharing` (the
    /// validation's, made for an equal shape before) when outlines are accelerated.
    /// `indexesAtOnce`: the cells' index made now rather than on the look-up that needs it (the same
    /// answers; the way `FrameSamplerTests` compares with).
    init(_ list: DisplayList, clips: [Rect?]? = nil, screen: Rect, acceleratesOutlines: Bool = true, sharing shared: SharedOutlines? = nil,
         indexesAtOnce: Bool = false) {
        self.acceleratesOutlines = acceleratesOutlines
        self.shared = acceleratesOutlines ? shared : nil
        background = list.background
        // 32-point cells, larger on a screen so big that the grid would pass 1024 cells a side.
        cell = max(32, max(screen.maxX, screen.maxY) / 1024)
        columns = max(1, min(1025, Int(saturating: (screen.maxX / cell).rounded(.up)) + 1))
        rows = max(1, min(1025, Int(saturating: (screen.maxY / cell).rounded(.up)) + 1))
        let clips = clips ?? list.clips
        // Room for every item at once: grown fill by fill, the entries were copied a dozen times
        // over on a frame of a few hundred fills (1% of validating the home screen).
        fills.reserveCapacity(list.count)
        reaches.reserveCapacity(list.count)
        let columns = columns, rows = rows, cell = cell
        list.readEachItem { i, item in
            guard case .fill(let shape, let color) = item.command else { return }
            if case .line = shape { return }
            let bounds = item.transform.apply(shape.bounds)
            let c = color.withAlpha(color.alpha * item.opacity)
            guard c.alpha > 0 else { return }
            fills.append(FillEntry(index: i, shape: shape, inverse: item.transform.isIdentity ? nil : item.transform.inverted(),
                                   bounds: bounds, color: c, clip: clips[i], ignoresInvertColors: item.ignoresInvertColors))
            reaches.append(Self.cells(bounds, columns, rows, cell))
            if item.ignoresInvertColors { sparesFills = true }
        }
        if indexesAtOnce { indexCells() }
        if acceleratesOutlines {
            outlines.tests = [Int](repeating: 0, count: fills.count)
            outlines.indexes = [OutlineIndex?](repeating: nil, count: fills.count)
        }
    }

    /// The cells a fill whose bounds are `bounds` reaches: columns `x0...x1` of rows `y0...y1`.
    private static func cells(_ bounds: Rect, _ columns: Int, _ rows: Int, _ cell: Double) -> CellReach {
        CellReach(x0: bucket(bounds.minX, columns, cell), x1: bucket(bounds.maxX, columns, cell),
                  y0: bucket(bounds.minY, rows, cell), y1: bucket(bounds.maxY, rows, cell))
    }

    /// Puts each fill in every cell its bounds reach, in paint order: the cells' counts first, then
    /// the fills at their cells' places (`CellIndex`).
    private func indexCells() {
        let columns = columns, rows = rows
        var starts = [Int](repeating: 0, count: columns * rows + 1)
        for reach in reaches {
            for y in reach.y0...reach.y1 { for x in reach.x0...reach.x1 { starts[y * columns + x + 1] += 1 } }
        }
        for c in 0..<columns * rows { starts[c + 1] += starts[c] }
        var next = starts
        var placed = [Int](repeating: 0, count: starts[columns * rows])
        for (f, reach) in reaches.enumerated() {
            for y in reach.y0...reach.y1 {
                for x in reach.x0...reach.x1 {
                    placed[next[y * columns + x]] = f
                    next[y * columns + x] += 1
                }
            }
        }
        cellIndex.bucketed = placed
        cellIndex.starts = starts
    }

    /// The fills of the cell holding `point`, in paint order: from the index once it is made,
    /// else picked from every fill (`CellIndex`), the index made on the look-up past
    /// `CellIndex.scansBeforeIndexing`.
    private func cellFills(at point: Point) -> ArraySlice<Int> {
        let x = Self.bucket(point.x, columns, cell), y = Self.bucket(point.y, rows, cell)
        if cellIndex.starts == nil {
            cellIndex.lookUps += 1
            if cellIndex.lookUps <= CellIndex.scansBeforeIndexing {
                var picked: [Int] = []
                for (f, reach) in reaches.enumerated() where reach.x0 <= x && x <= reach.x1 && reach.y0 <= y && y <= reach.y1 {
                    picked.append(f)
                }
                return picked[...]
            }
            indexCells()
        }
        let c = y * columns + x, starts = cellIndex.starts!
        return cellIndex.bucketed[starts[c]..<starts[c + 1]]
    }

    /// The cell of a coordinate along an axis of `count` cells `cell` points wide, the edge cells
    /// taking everything beyond.
    private static func bucket(_ coordinate: Double, _ count: Int, _ cell: Double) -> Int {
        max(0, min(count - 1, Int(saturating: coordinate / cell)))
    }

    /// The opaque colour seen at `point` from everything painted before item `beforeIndex`.
    ///
    /// Only what shows is composited: the fills are walked down from the last one painted before
    /// `beforeIndex` to the topmost fully opaque fill that covers the point (nothing beneath it
    /// shows), then composited from there up, so a point on a card is not tested against every fill
    /// under the card. Compositing over a fill of alpha 1 gives that fill's colour exactly, so the
    /// colour is the one compositing every fill from the background up gives.
    ///
    /// `smartInverted`: the colour a Smart Invert user sees there, each fill that does not ignore
    /// invert colours reversed, and the background, before compositing (reversing commutes with
    /// compositing, so a spared photo under a translucent dimming layer shows through a reversed one).
    func color(at point: Point, beforeIndex: Int = Int.max, smartInverted: Bool = false) -> Color {
        let list = cellFills(at: point)
        // The fills are read where they lie: subscripted, each was copied whole (its shape and
        // outline retained and released) to read its colour and test the point.
        return fills.withUnsafeBufferPointer { fills in
            // Bucket lists are in paint order: those painted before `beforeIndex` come first.
            var end = list.endIndex
            while end > list.startIndex, fills[list[end - 1]].index >= beforeIndex { end -= 1 }
            var from = list.startIndex
            var result = background.isOpaque ? background : background.composited(over: .white)
            if smartInverted { result = VisionFilter.classicInvert.apply(to: result) }
            func seen(_ f: Int) -> Color {
                smartInverted && !fills[f].ignoresInvertColors ? VisionFilter.classicInvert.apply(to: fills[f].color) : fills[f].color
            }
            var i = end
            while i > list.startIndex {
                i -= 1
                let f = list[i]
                if fills[f].color.alpha == 1, covers(fills.baseAddress! + f, point, fill: f) {
                    result = seen(f)
                    from = i + 1
                    break
                }
            }
            for f in list[from..<end] where covers(fills.baseAddress! + f, point, fill: f) {
                result = seen(f).composited(over: result)
            }
            return result
        }
    }

    /// Whether the fill at `entry` (number `fill`) covers the scene point `point`, inside its clip.
    private func covers(_ entry: UnsafePointer<FillEntry>, _ point: Point, fill: Int) -> Bool {
        let bounds = entry.pointee.bounds
        guard bounds.contains(point) || onBoundsEdge(point, bounds) else { return false }
        if let clip = entry.pointee.clip, !clip.contains(point) { return false }
        return contains(entry, entry.pointee.inverse?.apply(point) ?? point, fill: fill)
    }

    /// Whether an opaque fill covers `point`, inside its clip: nothing drawn before the list shows
    /// there (the background is not counted).
    func opaquelyCovers(_ point: Point) -> Bool {
        fills.withUnsafeBufferPointer { fills in
            cellFills(at: point).contains { f in fills[f].color.alpha == 1 && covers(fills.baseAddress! + f, point, fill: f) }
        }
    }

    /// The topmost fill under `point` (before item `beforeIndex`), when it is translucent and
    /// something shows through it: not a tint laid exactly on an opaque fill of its own shape, in
    /// the same place and clip (a selection tint on a card), which composites to one opaque colour.
    func translucentFill(at point: Point, beforeIndex: Int) -> Color? {
        // The fill directly under the text decides: a translucent dimming below an opaque sheet is
        // not behind the sheet's text.
        var top: Int?, beneath: Int?
        fills.withUnsafeBufferPointer { fills in
            for f in cellFills(at: point) {
                let entry = fills.baseAddress! + f
                guard entry.pointee.index < beforeIndex else { break }
                guard entry.pointee.bounds.contains(point) else { continue }
                if let clip = entry.pointee.clip, !clip.contains(point) { continue }
                let local = entry.pointee.inverse?.apply(point) ?? point
                if contains(entry, local, fill: f) { beneath = top; top = f }
            }
        }
        guard let top, fills[top].color.alpha < 0.999 else { return nil }
        if let beneath, fills[beneath].color.alpha >= 0.999, fills[beneath].shape == fills[top].shape,
           fills[beneath].inverse == fills[top].inverse, fills[beneath].clip == fills[top].clip {
            return nil
        }
        return fills[top].color
    }

    private func onBoundsEdge(_ p: Point, _ r: Rect) -> Bool {
        p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }

    /// Whether `entry` (fill number `fill`) covers `p`, in its local coordinates.
    private func contains(_ entry: UnsafePointer<FillEntry>, _ p: Point, fill: Int) -> Bool {
        switch entry.pointee.shape {
        case .rect(let r): return r.standardized.contains(p)
        case .ellipse(let r):
            let rx = r.width / 2, ry = r.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (p.x - r.midX) / rx, dy = (p.y - r.midY) / ry
            return dx * dx + dy * dy <= 1
        case .roundedRect(let r, let radius):
            if acceleratesOutlines, Self.liesWellInsideStraightPart(p, of: r, radius: radius) { return true }
            return outlineContains(entry, p, fill: fill)
        case .path: return outlineContains(entry, p, fill: fill)
        case .line: return false
        }
    }

    /// Whether the flattened outline of `entry` (fill number `fill`) covers `p`: through its index
    /// once it has one (at once when the validation shares its outlines), else flattened on its
    /// first test and kept.
    private func outlineContains(_ entry: UnsafePointer<FillEntry>, _ p: Point, fill: Int) -> Bool {
        let rule = entry.pointee.shape.fillRule
        if acceleratesOutlines, let index = outlines.indexes[fill] { return index.contains(p, rule: rule) }
        if let shared {
            let index = shared.index(of: entry.pointee.shape)
            outlines.indexes[fill] = index
            return index.contains(p, rule: rule)
        }
        if let outline = outlines.flattenedByFill[fill] { return contains(p, in: outline, fill: fill, rule: rule) }
        let outline = entry.pointee.shape.path.polygons()
        outlines.flattenedByFill[fill] = outline
        return contains(p, in: outline, fill: fill, rule: rule)
    }

    /// Whether `p` lies inside a rounded rectangle's straight part (the rectangle less its four corner
    /// squares), farther than a millionth of a point from that part's edges. Such a point is inside
    /// the flattened outline, whatever its fill rule: the outline's curved edges lie in the corner
    /// squares, its straight ones on the rectangle's sides, and rounding moves its points by far less
    /// than the margin, so a ray from the point crosses it once. Most points sampled in a button or
    /// an icon lie there, and flattening the outline was two thirds of sampling the home screen's
    /// icons. The radius is taken as `Path.roundedRect` takes it.
    static func liesWellInsideStraightPart(_ p: Point, of r: Rect, radius: Double) -> Bool {
        let width = r.width, height = r.height
        guard width > 0, height > 0, width < 1e6, height < 1e6, abs(r.minX) < 1e6, abs(r.minY) < 1e6 else { return false }
        let rad = max(0, min(radius, min(width, height) / 2))
        guard rad.isFinite else { return false }
        let margin = 1e-6
        let acrossX = p.x > r.minX + margin && p.x < r.maxX - margin
        let acrossY = p.y > r.minY + margin && p.y < r.maxY - margin
        return (acrossX && p.y > r.minY + rad + margin && p.y < r.maxY - rad - margin)
            || (acrossY && p.x > r.minX + rad + margin && p.x < r.maxX - rad - margin)
    }

    /// Whether fill `fill`'s flattened outline `polygons` covers `p`: directly for its first tests,
    /// then through its index (`OutlineIndex.testsBeforeIndexing`).
    private func contains(_ p: Point, in polygons: [[Point]], fill: Int, rule: Path.FillRule) -> Bool {
        guard acceleratesOutlines else { return Path.contains(p, in: polygons, rule: rule) }
        if let index = outlines.indexes[fill] { return index.contains(p, rule: rule) }
        outlines.tests[fill] += 1
        guard outlines.tests[fill] > OutlineIndex.testsBeforeIndexing else { return Path.contains(p, in: polygons, rule: rule) }
        let index = OutlineIndex(polygons)
        outlines.indexes[fill] = index
        return index.contains(p, rule: rule)
    }

    /// Points to sample inside a text box: a grid of 3 × 3 inset from the edges.
    static func samplePoints(in box: Rect) -> [Point] {
        var points: [Point] = []
        // Reserved: grown point by point, the array was reallocated four times per text run.
        points.reserveCapacity(9)
        for fy in [0.25, 0.5, 0.75] { for fx in [0.1, 0.5, 0.9] { points.append(Point(box.minX + box.width * fx, box.minY + box.height * fy)) } }
        return points
    }
}
