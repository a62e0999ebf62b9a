import AXCore
import AXEngine
import Foundation

/// Element frames drawn the way AccessibilitySnapshot draws them: each element in its own colour,
/// its frame (or content-shape path) tinted and outlined, a numbered badge in its corner, and a
/// legend beside the scene listing number, colour and what VoiceOver would say.
///
/// The overlay takes the VoiceOver engine's navigation order and its wording (`DescriptionBuilder`),
/// so the numbers are the order swipes visit and the legend says what VoiceOver says. It produces
/// display lists, so the window and headless snapshots draw it with the same renderer.
package struct ElementFrameOverlay {
    struct Entry: Equatable {
        /// 1-based position in the order given.
        package var number: Int
        package var id: String
        package var frame: Rect
        package var path: Path?
        package var color: Color
        /// Scrolled out of view (`ScrolledOutEntries`): kept in the order and the legend, with its
        /// number, but not drawn over the scene, where nothing of it shows.
        package var isScrolledOut = false
    }

    let entries: [Entry]
    /// The order the entries come from, kept to say what VoiceOver says for an entry when it is
    /// shown: a 10,000-element scene's legend and inspector show a few dozen, so only those are worded.
    private let order: NavigationOrder
    /// Shown in the legend's title ("tree order", "navigation order").
    let orderName: String
    /// The entries scrolled out of view, which the other overlays built from the same order take
    /// from here rather than asking again.
    let scrolledOut: ScrolledOutEntries
    /// Where the scene drew text, which badges keep clear of (`keepingBadgesClear(of:direction:)`).
    private var text = TextInk(runs: [], direction: .leftToRight)
    /// Most elements are too small for a badge (`AccessibilityOverlay.isDense`): colours come from a
    /// palette, and small frames of one colour are tinted as one shape.
    let usesPalette: Bool
    /// What the overlays draw from this overlay's order alone, made on first use and shared by the
    /// overlay's copies.
    private let drawn = Drawn()

    /// An owner that keeps the overlay while the tree is the same (`reusing(_:for:)`: the window, the
    /// bench) draws these once per tree instead of once a frame: on a 10,000-element grid, tinting
    /// the frames and simplifying the order line were a sixth of a frame's work, and the paths kept
    /// are then the same storage every frame, which the renderer's shape cache compares at once.
    private final class Drawn {
        /// The frames' tints and outlines: `draw(into:)` but its badges (which keep clear of the
        /// scene's text, so are placed at each draw).
        var frames: DisplayList?
        /// The order line at the marker unit it was last asked for (`AccessibilityOverlay`'s order
        /// overlay): one, so a window resized again and again keeps one line, not one a size.
        var orderLine: (unit: Double, list: DisplayList)?
    }

    static let legendColumnWidth = 250.0
    /// Elements narrower or shorter than this (in points) get no number badge: it would cover them
    /// and their neighbours (a 10,000-cell grid), and the legend lists them anyway.
    static let minimumBadgedSide = 10.0
    /// How strongly an element smaller than a badge is tinted. Such an element is filled in its colour
    /// and not outlined: a 1.5-point outline would cover most of it and its neighbours' gaps, and on a
    /// 10,000-cell grid the outlines were most of a frame's pixel spans (docs/validation.md, "Overlays
    /// at high density"). The fill alone keeps each element's colour and the gaps between elements.
    static let denseTint = 0.6

    /// Whether an element with this frame is too small for a badge, so it is drawn as a tint alone.
    static func isDense(_ frame: Rect) -> Bool { min(frame.width, frame.height) < minimumBadgedSide }
    static let legendRowHeight = 34.0
    static let legendPadding = 12.0
    static let legendTitleHeight = 28.0
    static let legendBackground = Color.hex(0xFFFFFF)
    static let legendText = Color.hex(0x1C1C1E)
    static let legendSecondaryText = Color.hex(0x5A5A60)

    package init(order: NavigationOrder, orderName: String = "navigation order") {
        // Field by field: copying whole navigation entries (each holds its element, context and
        // containers) was a tenth of a 10,000-element frame.
        let palette = AccessibilityOverlay.isDense(order)
        let scrolledOut = ScrolledOutEntries(order)
        entries = order.entries.indices.map { index in
            Entry(number: index + 1, id: order.entries[index].id, frame: order.entries[index].frame,
                  path: order.entries[index].path, color: Self.color(for: index, dense: palette),
                  isScrolledOut: scrolledOut.contains(index))
        }
        self.scrolledOut = scrolledOut
        usesPalette = palette
        self.order = order
        self.orderName = orderName
    }

    /// Whether this overlay was built from `order`'s very entries: the same storage, which the
    /// overlay keeps alive (it holds its order), so no other entries can be there. A tree read
    /// again, or any change to it, gives new entries.
    func isBuilt(from order: NavigationOrder) -> Bool {
        order.entries.withUnsafeBufferPointer { a in
            self.order.entries.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
    }

    /// `kept` when it was built from `order` (`isBuilt(from:)`), else a new overlay of `order`: how a
    /// frame's owner keeps one overlay, and what it draws, per tree.
    package static func reusing(_ kept: ElementFrameOverlay?, for order: NavigationOrder) -> ElementFrameOverlay {
        if let kept, kept.isBuilt(from: order) { return kept }
        return ElementFrameOverlay(order: order)
    }

    /// The order line drawn at marker unit `unit` (`AccessibilityOverlay`), made by `make` unless it
    /// was last made for that unit.
    func orderLine(unit: Double, _ make: () -> DisplayList) -> DisplayList {
        if let line = drawn.orderLine, line.unit == unit { return line.list }
        let list = make()
        drawn.orderLine = (unit, list)
        return list
    }

    /// What VoiceOver says for the entry at `index`, and its hint; an element that says nothing is
    /// marked with its id so the row is never blank.
    package func spoken(at index: Int) -> (description: String, hint: String?) {
        let entry = order.entries[index]
        let spoken = DescriptionBuilder.describe(entry.element, context: entry.context)
        return (spoken.description.isEmpty ? "(nothing spoken) \(entry.id)" : spoken.description, spoken.hint)
    }

    /// A distinct colour per position: hues a golden angle apart never repeat and stay far apart for
    /// neighbours; saturation and value keep white badge numbers readable.
    package static func color(for index: Int) -> Color {
        hsv(hue: hue(for: index), saturation: 0.75, value: 0.78)
    }

    /// Hues in a dense order's palette (`paletteColor(for:)`).
    static let paletteSize = 16

    /// In a dense order, the colour of `color(for:)` with its hue rounded down to one of
    /// `paletteSize`: neighbours still differ, and the frames of one colour are drawn as one shape
    /// (thousands of elements a few pixels across cannot be told apart by hue anyway).
    static func paletteColor(for index: Int) -> Color {
        hsv(hue: Double(paletteIndex(for: index)) / Double(paletteSize), saturation: 0.75, value: 0.78)
    }

    /// Which of the palette's hues the element at `index` takes.
    static func paletteIndex(for index: Int) -> Int {
        min(paletteSize - 1, Int(hue(for: index) * Double(paletteSize)))
    }

    /// The colour of the element at `index` of an order, dense (`AccessibilityOverlay.isDense`) or not.
    static func color(for index: Int, dense: Bool) -> Color { dense ? paletteColor(for: index) : color(for: index) }

    /// The fractional part of index × the golden ratio's inverse (as `truncatingRemainder(dividingBy: 1)`
    /// for these non-negative values, exactly, without a call to `fmod`).
    private static func hue(for index: Int) -> Double {
        let turns = Double(index) * 0.618033988749895
        return turns - turns.rounded(.down)
    }

    static func hsv(hue: Double, saturation s: Double, value v: Double) -> Color {
        let h = hue * 6, sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return Color(red: v, green: t, blue: p)
        case 1: return Color(red: q, green: v, blue: p)
        case 2: return Color(red: p, green: v, blue: t)
        case 3: return Color(red: p, green: q, blue: v)
        case 4: return Color(red: t, green: p, blue: v)
        default: return Color(red: v, green: p, blue: q)
        }
    }

    // MARK: Over the scene

    /// The same overlay with its number badges placed clear of the text `scene` draws under
    /// `direction`, so a badge never hides the first letters of a label.
    func keepingBadgesClear(of scene: DisplayList, direction: LayoutDirection) -> ElementFrameOverlay {
        var copy = self
        copy.text = TextInk(runs: scene.textRuns, direction: direction)
        return copy
    }

    /// Where an element's badge goes: its top-left corner inside the frame, unless text is drawn
    /// there; then the first clear spot of the top-right corner, just above or left of the frame
    /// (on the scene), the bottom corners; the top-left corner when none is clear.
    func badgeRect(for frame: Rect, width: Double, height: Double) -> Rect {
        let inside = [Point(frame.minX + 1, frame.minY + 1), Point(frame.maxX - 1 - width, frame.minY + 1)]
        let outside = [Point(frame.minX, frame.minY - height - 1), Point(frame.minX - width - 1, frame.minY)]
        let bottom = [Point(frame.minX + 1, frame.maxY - 1 - height), Point(frame.maxX - 1 - width, frame.maxY - 1 - height)]
        for corner in inside + outside.filter({ $0.x >= 0 && $0.y >= 0 }) + bottom {
            let rect = Rect(x: corner.x, y: corner.y, width: width, height: height)
            if !text.intersects(rect) { return rect }
        }
        return Rect(x: inside[0].x, y: inside[0].y, width: width, height: height)
    }

    /// Draws the frames and badges in scene points; returns where the badges lie, for the name
    /// tags to keep clear of (worked out once a frame, not again by the caller).
    @discardableResult
    package func draw(into list: inout DisplayList) -> [Rect] {
        if drawn.frames == nil { drawn.frames = tintsAndOutlines() }
        list.append(contentsOf: drawn.frames!)
        // Badges after every frame, so a later frame never covers an earlier number. Elements smaller
        // than a readable badge keep their tint and outline only (the legend still numbers them); those
        // scrolled out of view get nothing where their frame lies (the legend lists them as such).
        let placed = badges
        for badge in placed {
            let diameter = badge.pill.height
            list.fill(.roundedRect(badge.pill, radius: diameter / 2), badge.color)
            list.stroke(.roundedRect(badge.pill, radius: diameter / 2), .white, width: 1)
            list.text(TextRun(badge.digits, box: badge.pill, size: diameter * 0.62, weight: .bold, color: .white, alignment: .center))
        }
        return placed.map(\.pill)
    }

    /// Each number badge drawn: where it lies, its colour and its digits. The other overlays' name
    /// tags keep clear of them (`AccessibilityOverlay.drawMarkers`): a custom-actions tag laid on the
    /// top-right badges hid Pre-Poster's numbers 5 to 20.
    package var badges: [(pill: Rect, color: Color, digits: String)] {
        entries.filter { !Self.isDense($0.frame) && !$0.isScrolledOut }.map { entry in
            let diameter = max(12, min(18, min(entry.frame.width, entry.frame.height)))
            let digits = String(entry.number)
            let width = max(diameter, Double(digits.count) * diameter * 0.42 + diameter * 0.5)
            return (badgeRect(for: entry.frame, width: width, height: diameter), entry.color, digits)
        }
    }

    /// Every frame's tint and outline, in scene points.
    private func tintsAndOutlines() -> DisplayList {
        var list = DisplayList(background: .clear)
        // In a dense order, small frames of one palette colour, as one path per colour, in the order
        // the colours first appear: 16 shapes instead of 10,000 on a big grid.
        // Each colour's path is built in one allocation: its elements are counted first (a 10,000-cell
        // grid's tints are 50,000 elements, copied a dozen times over as they grew).
        let slots = usesPalette ? Self.paletteSize : 0
        var tintColours = [Color?](repeating: nil, count: slots)
        var tintPaths = [Path](repeating: Path(), count: slots)
        var tintOrder: [Int] = []
        if usesPalette {
            var sizes = [Int](repeating: 0, count: slots)
            for entry in entries where Self.isDense(entry.frame) && !entry.isScrolledOut {
                sizes[Self.paletteIndex(for: entry.number - 1)] += entry.path?.elements.count ?? 5
            }
            for slot in sizes.indices where sizes[slot] > 0 { tintPaths[slot].reserveCapacity(sizes[slot]) }
        }
        // A row scrolled out of view is not tinted or outlined where its captured frame lies (over a
        // header, past the screen's edge): nothing of it shows there.
        for entry in entries where !entry.isScrolledOut {
            if Self.isDense(entry.frame) {
                guard usesPalette else {
                    list.fill(entry.path.map { .path($0, FillRule: .nonZero) } ?? .rect(entry.frame), entry.color.withAlpha(Self.denseTint))
                    continue
                }
                let slot = Self.paletteIndex(for: entry.number - 1)
                if tintColours[slot] == nil {
                    tintColours[slot] = entry.color
                    tintOrder.append(slot)
                }
                if let path = entry.path {
                    tintPaths[slot].append(path)
                } else {
                    // The elements of `Path.rect`, appended in place rather than through a new path.
                    let r = entry.frame
                    tintPaths[slot].move(to: Point(r.minX, r.minY)); tintPaths[slot].line(to: Point(r.maxX, r.minY))
                    tintPaths[slot].line(to: Point(r.maxX, r.maxY)); tintPaths[slot].line(to: Point(r.minX, r.maxY))
                    tintPaths[slot].close()
                }
            } else {
                let shape: Shape = entry.path.map { .path($0, FillRule: .nonZero) } ?? .rect(entry.frame)
                list.fill(shape, entry.color.withAlpha(0.22))
                list.stroke(shape, entry.color, width: 1.5)
            }
        }
        for slot in tintOrder {
            list.fill(.path(tintPaths[slot], FillRule: .nonZero), tintColours[slot]!.withAlpha(Self.denseTint))
        }
        return list
    }

    // MARK: Legend

    /// Rows per legend column for a legend `height` points tall.
    static func rowsPerColumn(height: Double) -> Int {
        max(1, Int((height - 2 * legendPadding - legendTitleHeight) / legendRowHeight))
    }

    /// Legends wider than this many columns end with "… and N more" (a 10,000-element grid would
    /// otherwise need hundreds of columns).
    static let maxLegendColumns = 6

    /// How many entries the legend lists, the rest summarised in its last row.
    func listedCount(height: Double) -> Int {
        let capacity = Self.rowsPerColumn(height: height) * Self.maxLegendColumns
        return entries.count <= capacity ? entries.count : capacity - 1
    }

    /// The legend's size beside a scene `height` points tall: as many columns as the rows need.
    package func legendSize(height: Double) -> Size {
        let rows = Self.rowsPerColumn(height: height)
        let columns = min(Self.maxLegendColumns, max(1, (entries.count + rows - 1) / rows))
        return Size(width: Double(columns) * Self.legendColumnWidth + Self.legendPadding, height: height)
    }

    /// What the legend and the inspector say of an element scrolled out of view.
    static let scrolledOutNote = "Scrolled out of view"

    /// An entry's numbered swatch in the legend or the inspector: filled in its colour when it is
    /// drawn over the scene; hollow (its colour as an outline and a number) when it is scrolled out
    /// of view, so no one looks for it on the picture.
    static func drawSwatch(of entry: Entry, in swatch: Rect, radius: Double, numberSize: Double, into list: inout DisplayList) {
        if entry.isScrolledOut {
            list.fill(.roundedRect(swatch, radius: radius), .white)
            list.stroke(.roundedRect(swatch.insetBy(dx: 1, dy: 1), radius: radius - 1), entry.color, width: 2)
        } else {
            list.fill(.roundedRect(swatch, radius: radius), entry.color)
        }
        list.text(TextRun(String(entry.number), box: swatch, size: numberSize, weight: .bold,
                          color: entry.isScrolledOut ? entry.color : .white, alignment: .center))
    }

    /// The legend in its own coordinates (origin at its top-left), `height` points tall.
    package func legend(height: Double) -> DisplayList {
        let size = legendSize(height: height)
        var list = DisplayList(background: Self.legendBackground)
        list.truncatesText = true
        list.fill(.rect(Rect(0, 0, 1, size.height)), Color.hex(0xC6C6C8))
        let title = entries.isEmpty ? "No accessibility elements" : "\(Plural.count(entries.count, "element")) in \(orderName)"
        list.text(TextRun(title, box: Rect(Self.legendPadding, Self.legendPadding, size.width - 2 * Self.legendPadding, 20),
                          size: 13, weight: .semibold, color: Self.legendText))
        let rows = Self.rowsPerColumn(height: height)
        let listed = listedCount(height: height)
        if listed < entries.count {
            let x = Self.legendPadding + Double(listed / rows) * Self.legendColumnWidth
            let y = Self.legendPadding + Self.legendTitleHeight + Double(listed % rows) * Self.legendRowHeight
            list.text(TextRun("… and \(entries.count - listed) more", box: Rect(x: x, y: y, width: Self.legendColumnWidth - 8, height: 32),
                              size: 12, weight: .semibold, color: Self.legendSecondaryText))
        }
        for (index, entry) in entries.prefix(listed).enumerated() {
            let column = index / rows, row = index % rows
            let x = Self.legendPadding + Double(column) * Self.legendColumnWidth
            let y = Self.legendPadding + Self.legendTitleHeight + Double(row) * Self.legendRowHeight
            let swatch = Rect(x: x, y: y + 3, width: 26, height: 26)
            Self.drawSwatch(of: entry, in: swatch, radius: 6, numberSize: entry.number >= 1000 ? 9 : 11, into: &list)
            let textWidth = Self.legendColumnWidth - 40
            let spoken = spoken(at: index)
            // A row scrolled out of view says so under what VoiceOver says, before its hint: the number
            // is its place in VoiceOver's order, but nothing of it is on the picture.
            let note = entry.isScrolledOut ? Self.scrolledOutNote + (spoken.hint.map { " · " + $0 } ?? "") : spoken.hint
            if let note {
                list.text(TextRun(spoken.description, box: Rect(x: x + 32, y: y + 1, width: textWidth, height: 16),
                                  size: 11, color: Self.legendText))
                list.text(TextRun(note, box: Rect(x: x + 32, y: y + 17, width: textWidth, height: 15),
                                  size: 10, color: Self.legendSecondaryText))
            } else {
                list.text(TextRun(spoken.description, box: Rect(x: x + 32, y: y, width: textWidth, height: 32),
                                  size: 11, color: Self.legendText, wraps: true))
            }
        }
        return list
    }
}

/// The rectangles a scene's text covers (`TextMetrics.extent` with the bundled font's advances, as
/// the rules measure it: where the renderer puts the glyphs), in a grid of cells so a large scene's
/// badges ask only about text near them.
struct TextInk {
    private static let cell = 64.0
    private var rects: [Rect] = []
    private var cells: [Int: [Int]] = [:]

    init(runs: [(run: TextRun, transform: AXCore.AffineTransform)], direction: LayoutDirection) {
        let metrics = BundledFontAdvances()
        for (run, transform) in runs where !run.string.isEmpty {
            let ink = transform.apply(metrics.extent(of: run, direction: direction))
            let index = rects.count
            rects.append(ink)
            for key in Self.keys(ink) { cells[key, default: []].append(index) }
        }
    }

    func intersects(_ rect: Rect) -> Bool {
        Self.keys(rect).contains { key in cells[key]?.contains { rects[$0].intersects(rect) } ?? false }
    }

    private static func keys(_ r: Rect) -> [Int] {
        guard r.width.isFinite, r.height.isFinite else { return [] }
        let x0 = Int((r.minX / cell).rounded(.down)), x1 = Int((r.maxX / cell).rounded(.down))
        let y0 = Int((r.minY / cell).rounded(.down)), y1 = Int((r.maxY / cell).rounded(.down))
        guard x1 - x0 < 64, y1 - y0 < 64 else { return [] }
        return (y0...y1).flatMap { y in (x0...x1).map { x in y &* 100_003 &+ x } }
    }
}
