import AXCore
import AXEngine

/// What Voice Control shows, as the window reads it from the session: the overlay, the elements it
/// names and numbers, the elements of a choice waiting for a number.
package struct VoiceControlShown {
    /// Show Names, Show Numbers, Show Grid, or none.
    package var overlay: VoiceControlOverlay?
    /// The names and numbers (read only while an overlay or a choice needs them).
    package var items: VoiceControlItems
    /// The ids a choice numbers from 1 (empty: none).
    package var choices: [String]
    /// The last phrase said, shown as a caption of what was heard.
    package var said: String?
    /// How many phrases were said since Voice Control came on, and why the last did nothing (nil:
    /// it did something): what a script waits on (the status file's `voice` line).
    package var phrasesSaid = 0
    package var lastMiss: VoiceControlMiss? = nil

    package init(overlay: VoiceControlOverlay?, items: VoiceControlItems, choices: [String], said: String?) {
        self.overlay = overlay; self.items = items; self.choices = choices; self.said = said
    }

    /// What `session`'s Voice Control shows, nil while it is off: the one reading of the session
    /// the window, `snapshot --after` and the trace viewer draw from (`VoiceControlOverlayView`).
    /// `said` is the caption of the last phrase, which only the window keeps.
    package init?(session: Session, said: String?) {
        guard session.isVoiceControlOn else { return nil }
        let choices = session.voiceControlChoices
        // Names and numbers are read only when something draws them.
        let items = session.voiceControlOverlay == nil && choices.isEmpty ? VoiceControlItems() : session.voiceControlItems
        self.init(overlay: session.voiceControlOverlay, items: items, choices: choices, said: said)
    }
}

/// Voice Control's overlays as the window draws them (docs/voice-control.md): each actionable
/// element's name in a dark pill over its bottom edge (Show Names), a blue number badge at its top
/// left (Show Numbers, and a choice's numbers over just its elements, the only numbers shown while
/// it is open), the numbered grid's lines and cell numbers (Show Grid), and at the top of the screen,
/// under them, what was said, or the phrase being typed.
/// An element too small for a label (`ElementFrameOverlay.isDense`, as the frames overlay decides)
/// is tinted instead, the level of detail the other overlays keep on a dense screen; an element off
/// the screen is not drawn.
package struct VoiceControlOverlayView {
    package var shown: VoiceControlShown
    /// The screen, in scene points.
    package var bounds: Rect
    /// The phrase being typed on the command line (nil: closed); else the last phrase said is shown.
    package var typing: String?

    package init(shown: VoiceControlShown, bounds: Rect, typing: String?) {
        self.shown = shown; self.bounds = bounds; self.typing = typing
    }

    /// iOS draws numbers in its accent blue and names in a dark translucent pill.
    static let badge = Color.hex(0x0A84FF)
    static let pill = Color.hex(0x1C1C1E).withAlpha(0.82)
    /// Text size in window points, kept when the scene is scaled down.
    static let textSize = 12.0

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let size = Self.textSize / s
        // The caption first, under the labels: drawn last, it hid the numbers and names at the top
        // of the screen ("Tap 14" could not be read under "Show numbers continuously"). The labels
        // are what the user reads to say the next phrase; the caption only echoes the last one.
        if let typing {
            banner("Say: " + typing + "▏", fill: Self.badge, size: size, into: &list)
        } else if let said = shown.said {
            // A phrase that did nothing is greyed out, as iOS shows it: it was drawn like one that worked.
            banner("“" + said + "”", fill: Self.pill, text: shown.lastMiss == nil ? .white : Self.missedText, size: size, into: &list)
        }
        // While a choice is open its numbers are the only ones on the screen, as the engine hears
        // them: "Tap 1" picks the choice's first; the overlay's badges or the grid's cells, drawn
        // beside it, showed a 1 the phrase never reached. Names stay: they carry no number.
        let overlay = shown.choices.isEmpty ? shown.overlay : shown.overlay.flatMap { $0 == .names ? .names : nil }
        switch overlay {
        case .names?:
            drawItems(fill: Self.pill, size: size, shortens: true, into: &list, mark: Self.nameMark) { item, fitted in
                item.shownName.map { ($0, Point(item.frame.midX, item.frame.maxY - fitted)) }
            }
        case .numbers?:
            drawItems(fill: Self.badge, size: size, shortens: false, into: &list, mark: Self.numberMark) { item, fitted in
                (String(item.number), Point(item.frame.minX + fitted, item.frame.minY + fitted))
            }
        case .grid(let grid)?:
            drawGrid(grid, size: size, scale: s, into: &list)
        case nil:
            break
        }
        for (index, id) in shown.choices.enumerated() {
            guard let item = shown.items.item(withID: id) else { continue }
            list.stroke(.roundedRect(item.frame, radius: 6 / s), Self.badge, width: 2 / s)
            label(String(index + 1), centredOn: Point(item.frame.minX + size, item.frame.minY + size), fill: Self.badge, size: size, into: &list)
        }
    }

    /// Where a name's pill would be on an element too small for one: a bar across its bottom third.
    static func nameMark(_ frame: Rect) -> Rect {
        Rect(frame.minX, frame.maxY - frame.height / 3, frame.width, frame.height / 3)
    }

    /// Where a number's badge would be on an element too small for one: a square in its top left
    /// corner, half its shorter side.
    static func numberMark(_ frame: Rect) -> Rect {
        let side = min(frame.width, frame.height) / 2
        return Rect(frame.minX, frame.minY, side, side)
    }

    /// Each item on the screen with a label (`text` gives it and its centre for a text size; nil: the
    /// item shows none). An item too small for a readable label gets its `mark` instead, the label's
    /// box without text, and the marks are one shape under the labels (as the frames overlay tints a
    /// dense order): one fill of a fraction of each element instead of 10,000 on grid-10000.
    /// A label stays at its own element and is never drawn on another (`placedLabel`): moved onto
    /// a neighbour, it named the wrong element (on grid-100 at scale 1 the names drifted a row down,
    /// "Cell 11" over cell 21). `shortens` lets a name end in "…"; a number is never cut.
    private func drawItems(fill: Color, size: Double, shortens: Bool, into list: inout DisplayList, mark: (Rect) -> Rect,
                           text: (VoiceControlItems.Item, Double) -> (String, Point)?) {
        var marks: [Path.Element] = []
        func addMark(_ frame: Rect) {
            if marks.isEmpty { marks.reserveCapacity(shown.items.items.count * 5) }
            let r = mark(frame)
            marks.append(.move(Point(r.minX, r.minY))); marks.append(.line(Point(r.maxX, r.minY)))
            marks.append(.line(Point(r.maxX, r.maxY))); marks.append(.line(Point(r.minX, r.maxY))); marks.append(.close)
        }
        for item in shown.items.items where ElementFrameOverlay.isDense(item.frame) && item.frame.intersects(bounds) {
            guard text(item, size) != nil else { continue }
            addMark(item.frame)
        }
        // `size` is the overlay's text size in scene points, `textSize` window points.
        let smallest = Self.smallestTextSize * size / Self.textSize
        let onScreen = shown.items.items.filter { $0.frame.intersects(bounds) }.map(\.frame)
        var placed: [Rect] = []
        let labelled = shown.items.items.filter { !ElementFrameOverlay.isDense($0.frame) && $0.frame.intersects(bounds) }
        var labels = [(text: String, box: Rect, size: Double)?](repeating: nil, count: labelled.count)
        // Smaller elements first: an element inside another (a post's time inside its author's row)
        // takes its place before the one around it, which has room to step aside within itself.
        let order = labelled.indices.sorted { (labelled[$0].frame.width * labelled[$0].frame.height, $0) < (labelled[$1].frame.width * labelled[$1].frame.height, $1) }
        for index in order {
            let item = labelled[index]
            let fitted = Self.fitted(size, in: item.frame)
            guard let (string, _) = text(item, fitted) else { continue }
            // Free: over no other element (one holding this one aside).
            let isFree = { (box: Rect) -> Bool in
                !onScreen.contains { $0 != item.frame && !$0.contains(item.frame) && $0.intersects(box) }
            }
            guard let label = Self.placedLabel(string, size: fitted, on: item.frame, within: bounds, smallest: smallest, shortens: shortens,
                                               isFree: isFree, taken: placed,
                                               centre: { text(item, $0)?.1 ?? Point(item.frame.midX, item.frame.midY) }) else {
                addMark(item.frame)
                continue
            }
            placed.append(label.box)
            labels[index] = label
        }
        // Opaque, as the labels nearly are: the renderer replaces the pixels instead of blending them.
        if !marks.isEmpty { list.fill(.path(Path(marks), FillRule: .nonZero), fill.withAlpha(1)) }
        for case let label? in labels { Self.drawPill(label.text, in: label.box, size: label.size, fill: fill, into: &list) }
    }

    /// The smallest text size, in window points, a label is shrunk to before it is cut (a name) or
    /// becomes a box without text (a number): smaller is not read at a glance.
    static let smallestTextSize = 6.0

    /// Where an element's label goes, and at what size: at `size`, centred on `centre(size)` (kept on
    /// the screen), where that box covers no label `taken` before and lies inside `element` or
    /// `isFree` (over no other element); else inside the element, shrunk to its width (down to
    /// `smallest`, the window's `smallestTextSize` in scene points) and, if `shortens`, cut with "…",
    /// a row up inside the element where a label taken covers its place (over it where no row is
    /// free, as iOS overlaps). nil where not one character and the "…" fit: the element gets the
    /// label's box without text. iOS draws every name whole at its item, overlapping its
    /// neighbours where it must; a name moved or spread onto a neighbour reads as that neighbour's,
    /// so the sandbox keeps each label to its element (docs/voice-control.md, Decisions).
    static func placedLabel(_ text: String, size: Double, on element: Rect, within bounds: Rect, smallest: Double, shortens: Bool,
                            isFree: (Rect) -> Bool, taken: [Rect] = [], centre: (Double) -> Point) -> (text: String, box: Rect, size: Double)? {
        func box(_ shown: String, _ size: Double, inside area: Rect) -> Rect {
            let pill = Self.pill(of: shown, size: size)
            let c = centre(size)
            let x = min(max(area.minX, c.x - pill.width / 2), area.maxX - pill.width)
            let y = min(max(area.minY, c.y - pill.height / 2), area.maxY - pill.height)
            return Rect(x, y, pill.width, pill.height)
        }
        func clear(_ box: Rect) -> Bool { !taken.contains { $0.intersects(box) } }
        let whole = fitting(text, size: size, within: bounds.width - size)
        let free = box(whole, size, inside: bounds)
        if clear(free), element.contains(free) || isFree(free) { return (whole, free, size) }
        // Inside the element: as large as fits its width, down to the smallest size.
        let area = element.intersection(bounds) ?? element
        let floor = min(size, smallest)
        // The measure is not quite proportional to the size (room for hinting): shrink until it fits.
        var shrunk = size
        for _ in 0..<8 {
            let widest = Self.pill(of: text, size: shrunk).width
            guard widest > area.width, shrunk > floor else { break }
            shrunk = max(floor, shrunk * area.width / widest * 0.999)
        }
        let shown = fitting(text, size: shrunk, within: area.width)
        guard shown == text || (shortens && shown != "…" && !shown.isEmpty) else { return nil }
        let inside = box(shown, shrunk, inside: area)
        guard inside.width <= area.width + 0.001, inside.height <= area.height + 0.001 else { return nil }
        // A row up (then down) inside the element where a label taken covers the place, or its top.
        let step = inside.height + 1
        let rows = [0.0, -1, 1, -2, 2, -3, 3].map { inside.offsetBy(dx: 0, dy: $0 * step) } + [Rect(inside.minX, area.minY, inside.width, inside.height)]
        for candidate in rows where area.insetBy(dx: -0.001, dy: -0.001).contains(candidate) && clear(candidate) {
            return (shown, candidate, shrunk)
        }
        return (shown, inside, shrunk)
    }

    /// The text size for an element's label: the overlay's size, or less on an element too small to
    /// hold a label that tall, so a dense screen (a grid of 8-point cells) keeps a label on each
    /// element instead of a pile of overlapping ones.
    static func fitted(_ size: Double, in frame: Rect) -> Double {
        min(size, frame.height / 1.6)
    }

    /// Text in a rounded box sized to it (the bundled font's measure), kept on screen: a name wider
    /// than the screen ends in "…" inside it rather than running past its edges.
    private func label(_ text: String, centredOn centre: Point, fill: Color, size: Double, into list: inout DisplayList) {
        let shown = Self.fitting(text, size: size, within: bounds.width - size)
        let pill = Self.pill(of: shown, size: size)
        let x = min(max(bounds.minX, centre.x - pill.width / 2), bounds.maxX - pill.width)
        let y = min(max(bounds.minY, centre.y - pill.height / 2), bounds.maxY - pill.height)
        Self.drawPill(shown, in: Rect(x, y, pill.width, pill.height), size: size, fill: fill, into: &list)
    }

    /// The pill a label of `text` at `size` takes: the text's width plus one text size, 1.6 text
    /// sizes tall (both scale with the size).
    static func pill(of text: String, size: Double) -> Size {
        Size(width: metrics.width(of: text, size: size, weight: .semibold) + size, height: size * 1.6)
    }

    /// A label drawn: its pill filled with `fill` at `box`, and `text` white at `size` in it; no
    /// text is a plain box, rounded by half its shorter side.
    static func drawPill(_ text: String?, in box: Rect, size: Double, fill: Color, into list: inout DisplayList) {
        list.fill(.roundedRect(box, radius: (text == nil ? min(box.width, box.height) : box.height) / 2), fill)
        if let text { list.text(TextRun(text, box: box, size: size, weight: .semibold, color: .white, alignment: .center)) }
    }

    /// The measure labels are sized by: the renderer's font, with its room to spare.
    private static let metrics = BundledFontMetrics()

    /// `text`, or as much of it as fits `width` with "…" after it (a label's pill adds one text size).
    static func fitting(_ text: String, size: Double, within width: Double) -> String {
        metrics.fitting(text, size: size, weight: .semibold, within: width, padding: size)
    }

    /// The text of a phrase that did nothing (iOS's secondary grey).
    static let missedText = Color.hex(0x8E8E93)

    /// What was said (or is being typed), across the top of the screen as iOS shows it.
    private func banner(_ text: String, fill: Color, text colour: Color = .white, size: Double, into list: inout DisplayList) {
        let height = size * 2.2
        let box = Rect(bounds.minX + size, bounds.minY + size * 3, bounds.width - size * 2, height)
        list.fill(.roundedRect(box, radius: height / 2), fill)
        list.text(TextRun(text, box: box.insetBy(dx: size, dy: size * 0.3), size: size * 1.1, weight: .semibold, color: colour, alignment: .center))
    }

    private func drawGrid(_ grid: VoiceControlGrid, size: Double, scale s: Double, into list: inout DisplayList) {
        for number in 1...grid.count {
            guard let cell = grid.cell(number) else { continue }
            list.stroke(.rect(cell), Color.white.withAlpha(0.9), width: 3 / s)
            list.stroke(.rect(cell), Self.badge, width: 1.5 / s)
        }
        for label in Self.gridLabels(grid, size: size * 1.3) {
            Self.drawPill(label.text, in: label.box, size: label.size, fill: Self.badge.withAlpha(0.85), into: &list)
        }
    }

    /// One grid cell's number as drawn: its pill, and its text at `size` (nil: a plain box).
    struct GridLabel: Equatable {
        var number: Int
        var box: Rect
        var text: String?
        var size: Double
    }

    /// Each cell's number, centred in its cell and kept inside it: at `size`, or smaller where the
    /// pill would not fit the cell (a refined grid's narrow cells: "12" at full size spread over
    /// its neighbours, unreadable). A cell too small for a label (the frames overlay's test, under
    /// 10 points on its shorter side) gets the label's box without its text, as an element too
    /// small for a name or number does. No label leaves its cell, so none covers another.
    static func gridLabels(_ grid: VoiceControlGrid, size: Double) -> [GridLabel] {
        (1...max(1, grid.count)).compactMap { number in
            guard let cell = grid.cell(number) else { return nil }
            let centre = Point(cell.midX, cell.midY)
            if ElementFrameOverlay.isDense(cell) {
                let side = min(cell.width, cell.height) / 2
                return GridLabel(number: number, box: Rect(centre.x - side / 2, centre.y - side / 2, side, side), text: nil, size: 0)
            }
            let text = String(number)
            // The pill scales with the size (`pill(of:size:)`): the largest size up to `size` whose pill fits the cell.
            let atSize = pill(of: text, size: size)
            let fitted = min(size, size * cell.height / atSize.height, size * cell.width / atSize.width)
            let fits = pill(of: text, size: fitted)
            let width = min(cell.width, fits.width), height = fits.height
            return GridLabel(number: number, box: Rect(centre.x - width / 2, centre.y - height / 2, width, height), text: text, size: fitted)
        }
    }
}
