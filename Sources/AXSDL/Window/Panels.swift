import AXCore
import AXEngine

/// Colours and sizes shared by the window's panels: a quiet dark chrome around the scene so the
/// scene's own colours stand out.
enum PanelStyle {
    /// The lines `text` takes wrapped at spaces `width` points wide, with the room to spare the
    /// renderer's hinting needs (`BundledFontMetrics`): how many rows a panel gives it.
    static func wrappedLines(_ text: String, size: Double, weight: FontWeight, width: Double) -> Int {
        let metrics = BundledFontMetrics()
        var lines = 1, line = ""
        for word in text.split(separator: " ") {
            let longer = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || metrics.width(of: longer, size: size, weight: weight) <= width {
                line = longer
            } else {
                lines += 1
                line = String(word)
            }
        }
        return lines
    }

    static let chrome = Color.hex(0x1E1F24)
    static let panel = Color.hex(0x26272D)
    static let separator = Color.hex(0x3A3B42)
    static let text = Color.hex(0xECECF1)
    static let secondaryText = Color.hex(0xA4A6B0)
    static let accent = Color.hex(0x5EA1FF)
    static let keyCap = Color.hex(0x3A3B42)
}

/// The bottom bar: the scene and the settings in effect on the left, key hints on the right.
package struct StatusBar {
    package var sceneID: String
    package var settings: Settings
    /// The overlays shown (the VoiceOver cursor is left out of the summary: it is on by default).
    package var overlays: Set<OverlayKind>
    /// A VoiceOver drag (through drag source descriptors) is under way: shown until it drops or cancels.
    package var dragging: Bool
    /// The vision filter the scene is seen through, if any.
    package var vision: VisionFilter?
    /// The assistive technologies on, in the order input reaches them: each but VoiceOver (always
    /// said, on or off) is named after it, so a window driven by Switch Control says so.
    package var technologies: [AssistiveTechnologyKind]

    package init(sceneID: String, settings: Settings, overlays: Set<OverlayKind> = [.cursor], dragging: Bool = false,
                 vision: VisionFilter? = nil, technologies: [AssistiveTechnologyKind] = []) {
        self.sceneID = sceneID; self.settings = settings; self.overlays = overlays; self.dragging = dragging; self.vision = vision
        self.technologies = technologies
    }

    /// VoiceOver, on or off, and the other technologies on; the settings that differ from the
    /// defaults, plus the content size (always shown). What changes as the user acts (a drag under
    /// way, the vision filter) comes first and the overlays, the longest part, last: a narrow bar
    /// cuts its end off ("Overlays: frames, drag, drop · D…" lost the drag).
    package var settingsSummary: String {
        var parts = ["VoiceOver " + (settings.voiceOver ? "on" : "off")]
        parts += technologies.filter { $0 != .voiceOver }.map(\.name)
        if dragging { parts.append("Dragging") }
        if let vision { parts.append("Vision: " + vision.name) }
        if settings.reduceMotion { parts.append("Reduce Motion") }
        if settings.reduceTransparency { parts.append("Reduce Transparency") }
        if settings.boldText { parts.append("Bold Text") }
        if settings.increaseContrast { parts.append("Increase Contrast") }
        if settings.differentiateWithoutColor { parts.append("Differentiate Without Colour") }
        if settings.buttonShapes { parts.append("Button Shapes") }
        if settings.onOffLabels { parts.append("On/Off Labels") }
        parts.append("Text " + settings.contentSize.rawValue)
        if settings.isRightToLeft { parts.append("RTL") }
        let shown = OverlayKind.allCases.filter { overlays.contains($0) && $0 != .cursor }
        if shown.count == OverlayKind.allCases.count - 1 {
            parts.append("All overlays")
        } else if !shown.isEmpty {
            parts.append("Overlays: " + shown.map(\.rawValue).joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    package static let hints = "F1 help · 1–0 overlays · Q quit"

    /// The summary's and the hints' point sizes and weights.
    static let summarySize = 12.0, hintsSize = 11.0

    /// The left text: the scene and the summary.
    var summaryText: String { sceneID + "  —  " + settingsSummary }

    /// Whether the key hints are drawn in a bar `width` points wide: only beside the whole summary.
    /// The state of the window comes first; the hints repeat what F1 lists, so in a narrow window
    /// they give the summary their room rather than cut it.
    func showsHints(width: Double) -> Bool {
        let needed = BundledFontMetrics().width(of: summaryText, size: Self.summarySize, weight: .semibold) + Self.hintsWidth
        return 10 + needed + Self.gap + 10 <= width
    }

    /// The hints' width, measured once: they never change, and the bar is drawn every frame.
    static let hintsWidth = BundledFontMetrics().width(of: hints, size: hintsSize, weight: .regular)

    /// The room between the summary and the hints.
    static let gap = 24.0

    package func draw(size: Size) -> DisplayList {
        var list = DisplayList(background: PanelStyle.chrome)
        list.truncatesText = true
        list.fill(.rect(Rect(0, 0, size.width, 1)), PanelStyle.separator)
        guard showsHints(width: size.width) else {
            list.text(TextRun(summaryText, box: Rect(10, 1, size.width - 20, size.height - 1), size: Self.summarySize,
                              weight: .semibold, color: PanelStyle.text))
            return list
        }
        let hintsWidth = Self.hintsWidth + 4
        let half = size.width - 10 - hintsWidth
        list.text(TextRun(summaryText, box: Rect(10, 1, half - 10, size.height - 1), size: Self.summarySize,
                          weight: .semibold, color: PanelStyle.text))
        list.text(TextRun(Self.hints, box: Rect(half, 1, hintsWidth, size.height - 1), size: Self.hintsSize,
                          color: PanelStyle.secondaryText, alignment: .trailing))
        return list
    }
}

/// Lists every key and mouse binding over a dimmed window (F1 or ?), from `KeyBindings`.
package struct HelpOverlay {
    package init() {}

    /// Under the table: what the rows cannot say.
    package static let footnote = "Mouse modifiers count as the button goes down. A touch screen's fingers are real touches."

    /// Every row the overlay lists: the keys, then what the mouse is with each modifier.
    package static var rows: [(keys: String, summary: String)] {
        KeyBindings.all.map { ($0.keys, $0.summary) } + KeyBindings.mouse.map { ($0.keys, $0.summary) }
    }

    /// Point size of a row's keys and summary.
    static let textSize = 11.0
    /// A one-line row's height; a summary too long for its column takes more lines.
    static let rowHeight = 22.0
    /// What each line after the first adds to a row.
    static let secondLine = 14.0
    /// The width of a row's key cap.
    static let keyCapWidth = 112.0

    /// Whether `summary` fits on one line `width` points wide, as the renderer draws it.
    static func fits(_ summary: String, width: Double) -> Bool { lines(summary, width: width) == 1 }

    /// The lines `summary` takes wrapped at spaces `width` points wide, as the renderer draws it.
    static func lines(_ summary: String, width: Double) -> Int {
        PanelStyle.wrappedLines(summary, size: textSize, weight: .regular, width: width)
    }

    /// A row's height for a summary of `lines` lines.
    static func rowHeight(lines: Int) -> Double { rowHeight + secondLine * Double(lines - 1) }

    /// How many rows the first of two columns takes so that the taller column is as short as it
    /// can be (the earlier split on a tie), the rows kept in order.
    static func split(_ heights: [Double]) -> Int {
        let total = heights.reduce(0, +)
        var first = 0.0, best = (rows: heights.count, tallest: total)
        for (index, height) in heights.enumerated() {
            first += height
            let tallest = max(first, total - first)
            if tallest < best.tallest { best = (index + 1, tallest) }
        }
        return best.rows
    }

    package func draw(size: Size) -> DisplayList {
        var list = DisplayList(background: .clear)
        list.truncatesText = true
        list.fill(.rect(Rect(0, 0, size.width, size.height)), Color.black.withAlpha(0.55))
        let entries = Self.rows
        // Two columns once the keys outgrow one: the VoiceOver keys and the mouse double the table.
        let columns = entries.count > 12 ? 2 : 1
        let cardWidth = min(560 * Double(columns), size.width - 24)
        let columnWidth = cardWidth / Double(columns)
        let summaryWidth = columnWidth - Self.keyCapWidth - 24
        // A summary wider than its column wraps onto more lines rather than losing its end (a narrow
        // window cut "Zoom: on and zoomed in / off (Shift+d…"); each column stacks its own rows.
        let heights = entries.map { Self.rowHeight(lines: Self.lines($0.summary, width: summaryWidth)) }
        // The second column starts where the two are nearest in height, not halfway down the list:
        // the wrapped summaries sit in the second half, and an even count made that column the
        // taller by three rows, pushing the overlay strip off a 1000-point window.
        let rows = columns == 1 ? entries.count : Self.split(heights)
        let columnHeights = (0..<columns).map { column in heights.dropFirst(column * rows).prefix(rows).reduce(0, +) }
        let cardHeight = 90 + (columnHeights.max() ?? 0) + 30
        // The card and the overlay keys' strip under it are centred together: on a short window
        // the strip no longer rides over the card's foot.
        let strip = OverlayStrip(width: cardWidth)
        let card = Rect(x: (size.width - cardWidth) / 2, y: max(12, (size.height - cardHeight - 10 - strip.height) / 2),
                        width: cardWidth, height: cardHeight)
        list.fill(.roundedRect(card, radius: 14), PanelStyle.panel)
        list.stroke(.roundedRect(card, radius: 14), PanelStyle.separator, width: 1)
        list.text(TextRun("Keys and mouse", box: Rect(x: card.minX + 24, y: card.minY + 18, width: cardWidth - 48, height: 28),
                          size: 20, weight: .bold, color: PanelStyle.text))
        var y = card.minY + 60
        for (index, entry) in entries.enumerated() {
            if index % rows == 0 { y = card.minY + 60 }
            let x = card.minX + Double(index / rows) * columnWidth
            let cap = Rect(x: x + 12, y: y, width: Self.keyCapWidth, height: 19)
            list.fill(.roundedRect(cap, radius: 5), PanelStyle.keyCap)
            list.text(TextRun(entry.keys, box: cap, size: Self.textSize, weight: .semibold, color: PanelStyle.text, alignment: .center))
            list.text(TextRun(entry.summary, box: Rect(x: cap.maxX + 8, y: y, width: summaryWidth, height: heights[index] - 3),
                              size: Self.textSize, color: PanelStyle.text, wraps: heights[index] > Self.rowHeight))
            y += heights[index]
        }
        list.text(TextRun(Self.footnote, box: Rect(x: card.minX + 24, y: card.maxY - 40, width: cardWidth - 48, height: 22),
                          size: Self.textSize, color: PanelStyle.secondaryText))
        strip.draw(at: Point(card.minX, card.maxY + 10), into: &list)
        return list
    }
}

extension HelpOverlay {
    /// The overlay keys in a strip under the key card, as many to a row (four at most) as leave
    /// every summary on one line; at two to a row a summary still too long wraps.
    struct OverlayStrip {
        let rows = OverlayToggle.helpRows
        let width: Double
        let perRow: Int
        /// Lines the longest summary takes.
        let lines: Int

        init(width: Double) {
            self.width = width
            let rows = self.rows
            let perRow = [4, 3].first { perRow in
                rows.allSatisfy { HelpOverlay.fits($0.summary, width: Self.summaryWidth(width, perRow: perRow)) }
            } ?? 2
            self.perRow = perRow
            lines = rows.map { HelpOverlay.lines($0.summary, width: Self.summaryWidth(width, perRow: perRow)) }.max() ?? 1
        }

        /// A summary's width in a strip `width` wide with `perRow` keys to a row.
        static func summaryWidth(_ width: Double, perRow: Int) -> Double { width / Double(perRow) - 46 }

        var rowHeight: Double { 24 + HelpOverlay.secondLine * Double(lines - 1) }
        var height: Double { 36 + rowHeight * Double((rows.count + perRow - 1) / perRow) }

        func draw(at origin: Point, into list: inout DisplayList) {
            let strip = Rect(x: origin.x, y: origin.y, width: width, height: height)
            let cellWidth = width / Double(perRow)
            list.fill(.roundedRect(strip, radius: 14), PanelStyle.panel)
            list.stroke(.roundedRect(strip, radius: 14), PanelStyle.separator, width: 1)
            list.text(TextRun("Overlays", box: Rect(x: strip.minX + 24, y: strip.minY + 6, width: 200, height: 22),
                              size: 14, weight: .bold, color: PanelStyle.text))
            for (index, row) in rows.enumerated() {
                let x = strip.minX + 20 + Double(index % perRow) * cellWidth
                let y = strip.minY + 32 + Double(index / perRow) * rowHeight
                let cap = Rect(x: x, y: y, width: 30, height: 21)
                list.fill(.roundedRect(cap, radius: 5), PanelStyle.keyCap)
                list.text(TextRun(row.keys, box: cap, size: 12, weight: .semibold, color: PanelStyle.text, alignment: .center))
                list.text(TextRun(row.summary, box: Rect(x: cap.maxX + 8, y: y, width: Self.summaryWidth(width, perRow: perRow), height: rowHeight - 3),
                                  size: HelpOverlay.textSize, color: PanelStyle.text, wraps: lines > 1))
            }
        }
    }
}

/// The right-hand panel: the scene, its elements in navigation order with their colours (matching
/// the frames overlay), and the scene's model state.
package struct InspectorPanel {
    package var title: String
    package var sceneID: String
    package var frames: ElementFrameOverlay
    package var state: [(key: String, value: String)]
    /// VoiceOver's focus, highlighted in the list (and kept in view when the list is long).
    package var focusedID: String?
    /// Under the list, each technology's rows titled by it: VoiceOver's focused element in full
    /// detail (see `detail(of:)`), Switch Control's highlight, Full Keyboard Access's focus.
    package var technologyRows: [TechnologyRows]

    /// One assistive technology's rows: where its cursor is and what it shows.
    package struct TechnologyRows {
        package var technology: AssistiveTechnologyKind
        package var rows: [(key: String, value: String)]

        package init(_ technology: AssistiveTechnologyKind, rows: [(key: String, value: String)]) {
            self.technology = technology; self.rows = rows
        }

        /// Its heading, from the technology's name ("FULL KEYBOARD ACCESS FOCUS"): never another's.
        package var title: String { (technology.name + " focus").uppercased() }

        /// The height of the heading and the rows.
        var height: Double { 24 + InspectorPanel.detailRowHeight * Double(rows.count) }
    }

    /// For an imported screen, the file it was imported from (`importNotice(file:)` is the banner
    /// under the title); nil for every other scene.
    package var importedFrom: String?

    /// The inspector of a scene: its title and id, its state, its elements (`frames`), the focus and
    /// its detail, and for an imported screen the file it comes from.
    package init(title: String, sceneID: String, frames: ElementFrameOverlay, state: [(key: String, value: String)], focusedID: String? = nil,
                technologyRows: [TechnologyRows] = [], importedFrom: String? = nil) {
        self.title = title; self.sceneID = sceneID; self.frames = frames; self.state = state; self.focusedID = focusedID
        self.technologyRows = technologyRows; self.importedFrom = importedFrom
    }

    /// The banner's two lines for a screen imported from `file`: where it comes from, and that its
    /// behaviour is unknown.
    package static func importNotice(file: String) -> (title: String, detail: String) {
        ("Imported from \(file)", "Actions can't be asked of the real app")
    }

    static let noticeHeight = 40.0
    /// Where the lists start: under the title, the scene id and the import banner if any.
    var contentTop: Double { 60 + (importedFrom == nil ? 0 : Self.noticeHeight) }

    /// What the inspector lists for the focused element: id, where it is when it is `scrolledOut` of
    /// view (no cursor is drawn round it: nothing of it shows on the screen), spoken description,
    /// what a capture cut of its texts, hint, traits, actions, drag and drop descriptors, custom
    /// content, Voice Control's names and what the Large Content Viewer shows for it (the parts
    /// that are set).
    package static func detail(of entry: NavigationEntry, description: ElementDescription,
                               scrolledOut: Bool = false) -> [(key: String, value: String)] {
        let element = entry.element
        var rows: [(key: String, value: String)] = [("id", entry.id)]
        if scrolledOut { rows.append(("where", ElementFrameOverlay.scrolledOutNote.lowercased() + ", not on the screen")) }
        rows.append(("says", description.description))
        if let cut = CapturedCut.note(on: element) { rows.append(("cut", cut)) }
        if let hint = description.hint { rows.append(("hint", hint)) }
        let traits = element.traits.names
        if !traits.isEmpty { rows.append(("traits", traits.joined(separator: ", "))) }
        let actions = element.customActions.map(\.name.string)
        if !actions.isEmpty { rows.append(("actions", actions.joined(separator: ", "))) }
        if !element.dragSources.isEmpty { rows.append(("drag", element.dragSources.map(\.name).joined(separator: ", "))) }
        if !element.dropPoints.isEmpty { rows.append(("drop", element.dropPoints.map(\.name).joined(separator: ", "))) }
        if !element.customContent.isEmpty { rows.append(("content", element.customContent.map(\.spoken).joined(separator: "; "))) }
        if !element.userInputLabels.isEmpty { rows.append(("voice", element.userInputLabels.joined(separator: ", "))) }
        // The engine's own item (`LargeContentViewerItem`), what a long press at an accessibility
        // text size shows with VoiceOver off.
        if let item = LargeContentViewerItem(element) { rows.append(("large", "Large Content Viewer: " + item.shownDescription)) }
        return rows
    }

    static let detailRowHeight = 16.0
    /// The width of a technology row's name: room for the longest, "keyboard".
    static let detailKeyWidth = 64.0
    /// Height kept free at the bottom for the technologies' rows.
    var detailHeight: Double { technologyRows.reduce(0) { $0 + $1.height } }

    static let pad = 14.0
    static let rowHeight = 22.0
    /// What an element row scrolled out of view says at its end, and the room kept for it.
    static let scrolledOutTag = "scrolled out"
    static let scrolledOutTagWidth = 70.0

    /// Where each visible element row sits in the panel (index into `frames.entries`), shared by
    /// drawing and by clicks, so a click focuses the row it lands on. The focused row stays in view.
    package func elementRows(size: Size) -> [(index: Int, rect: Rect)] {
        let stateRows = min(state.count, 6)
        var y = contentTop + (stateRows > 0 ? 16 + 16 * Double(stateRows) + 8 : 0) + 18
        let fitting = max(0, Int((size.height - y - 24 - detailHeight) / Self.rowHeight))
        let focusedIndex = focusedID.flatMap { id in frames.entries.firstIndex { $0.id == id } }
        let first = max(0, (focusedIndex ?? 0) - fitting + 1)
        var rows: [(index: Int, rect: Rect)] = []
        for index in frames.entries.indices.dropFirst(first).prefix(fitting) {
            rows.append((index, Rect(Self.pad - 6, y, size.width - 2 * Self.pad + 12, Self.rowHeight)))
            y += Self.rowHeight
        }
        return rows
    }

    package func draw(size: Size) -> DisplayList {
        var list = DisplayList(background: PanelStyle.panel)
        list.truncatesText = true
        list.fill(.rect(Rect(0, 0, 1, size.height)), PanelStyle.separator)
        let pad = 14.0, width = size.width - 2 * pad
        list.text(TextRun(title, box: Rect(pad, 12, width, 22), size: 15, weight: .bold, color: PanelStyle.text))
        list.text(TextRun(sceneID, box: Rect(pad, 34, width, 16), size: 11, color: PanelStyle.secondaryText))
        if let importedFrom {
            let notice = Self.importNotice(file: importedFrom)
            let box = Rect(pad - 6, 56, width + 12, Self.noticeHeight - 6)
            list.fill(.roundedRect(box, radius: 5), CaptionPanel.notice.withAlpha(0.18))
            list.stroke(.roundedRect(box, radius: 5), CaptionPanel.notice, width: 1)
            list.text(TextRun(notice.title, box: Rect(pad, 58, width, 15), size: 11, weight: .bold, color: PanelStyle.text))
            list.text(TextRun(notice.detail, box: Rect(pad, 73, width, 15), size: 11, color: PanelStyle.text))
        }
        var y = contentTop
        let stateRows = state.prefix(6)
        if !stateRows.isEmpty {
            list.text(TextRun("STATE", box: Rect(pad, y, width, 14), size: 10, weight: .bold, color: PanelStyle.secondaryText))
            y += 16
            for row in stateRows {
                list.text(TextRun("\(row.key): \(row.value)", box: Rect(pad, y, width, 16), size: 11, color: PanelStyle.text))
                y += 16
            }
            y += 8
        }
        list.text(TextRun("ELEMENTS (\(frames.entries.count), \(frames.orderName.uppercased()))", box: Rect(pad, y, width, 14),
                          size: 10, weight: .bold, color: PanelStyle.secondaryText))
        let rows = elementRows(size: size)
        for row in rows {
            let entry = frames.entries[row.index]
            let focused = entry.id == focusedID
            if focused {
                list.fill(.roundedRect(row.rect, radius: 5), PanelStyle.accent.withAlpha(0.35))
                list.stroke(.roundedRect(row.rect, radius: 5), PanelStyle.accent, width: 1.5)
            }
            let swatch = Rect(pad, row.rect.minY + 2, 24, 18)
            ElementFrameOverlay.drawSwatch(of: entry, in: swatch, radius: 4, numberSize: 10, into: &list)
            // A row scrolled out of view says so at its end (its swatch is hollow): it is in the order,
            // but not on the screen.
            let note = entry.isScrolledOut ? Self.scrolledOutTag : nil
            let noteWidth = note == nil ? 0.0 : Self.scrolledOutTagWidth
            list.text(TextRun(frames.spoken(at: row.index).description, box: Rect(pad + 30, row.rect.minY + 2, width - 30 - noteWidth, 18),
                              size: 11, weight: focused ? .bold : .regular, color: PanelStyle.text))
            if let note {
                list.text(TextRun(note, box: Rect(pad + width - noteWidth, row.rect.minY + 3, noteWidth, 16), size: 10,
                                  color: PanelStyle.secondaryText, alignment: .trailing))
            }
        }
        let fitting = rows.count
        y = (rows.last?.rect.maxY ?? y + 18)
        if frames.entries.count > fitting {
            list.text(TextRun("… and \(frames.entries.count - fitting) more", box: Rect(pad, y + 2, width, 16), size: 11,
                              color: PanelStyle.secondaryText))
        }
        var detailY = size.height - detailHeight
        for section in technologyRows {
            list.fill(.rect(Rect(0, detailY - 6, size.width, 1)), PanelStyle.separator)
            list.text(TextRun(section.title, box: Rect(pad, detailY, width, 14), size: 10, weight: .bold, color: PanelStyle.secondaryText))
            detailY += 18
            for row in section.rows {
                list.text(TextRun(row.key, box: Rect(pad, detailY, Self.detailKeyWidth, Self.detailRowHeight), size: 11, weight: .semibold,
                                  color: PanelStyle.secondaryText))
                let valueX = Self.detailKeyWidth + 4
                list.text(TextRun(row.value, box: Rect(pad + valueX, detailY, width - valueX, Self.detailRowHeight), size: 11, color: PanelStyle.text))
                detailY += Self.detailRowHeight
            }
            detailY += 6
        }
        return list
    }
}

/// The panel under the scene: what VoiceOver speaks (or, with a bare scene driver, what the scene
/// announced), newest last, interrupted and dropped utterances in their own colours.
package struct CaptionPanel {
    package var lines: [Caption]
    package var voiceOver: Bool

    package init(lines: [Caption], voiceOver: Bool) { self.lines = lines; self.voiceOver = voiceOver }

    static let interrupted = Color.hex(0xF0A040)
    static let dropped = Color.hex(0xE06060)
    static let notice = Color.hex(0xC8A2FF)

    /// Rows of caption text the panel holds.
    static let rows = 4

    /// The captions shown, newest last, each with the rows it takes: the newest wraps onto as many
    /// rows as it needs (all of them at most), and older ones fill what is left above it (cut short
    /// with "…" on their last row). A long utterance was cut to one row.
    static func visible(_ captions: [Caption], width: Double) -> [(caption: Caption, rows: Int)] {
        var shown: [(caption: Caption, rows: Int)] = []
        var left = rows
        for (i, caption) in captions.enumerated().reversed() where left > 0 {
            let newest = i == captions.count - 1
            let needed = PanelStyle.wrappedLines(caption.text, size: textSize, weight: newest ? .semibold : .regular, width: width)
            let taken = min(needed, left)
            shown.insert((caption, taken), at: 0)
            left -= taken
        }
        return shown
    }

    static let textSize = 13.0
    static let rowHeight = 19.0

    package func draw(size: Size) -> DisplayList {
        var list = DisplayList(background: PanelStyle.chrome)
        list.truncatesText = true
        list.fill(.rect(Rect(0, 0, size.width, 1)), PanelStyle.separator)
        let pad = 14.0
        list.text(TextRun("CAPTIONS", box: Rect(pad, 8, size.width - 2 * pad, 14), size: 10, weight: .bold,
                          color: PanelStyle.secondaryText))
        let shown = Self.visible(lines, width: size.width - 2 * pad)
        if shown.isEmpty {
            let idle = voiceOver ? "Nothing spoken yet." : "Announcements appear here. V turns VoiceOver on."
            list.text(TextRun(idle, box: Rect(pad, 28, size.width - 2 * pad, 18), size: 12, color: PanelStyle.secondaryText))
        }
        var row = 0
        for (index, (line, rows)) in shown.enumerated() {
            defer { row += rows }
            let newest = index == shown.count - 1
            let color: Color
            switch line.style {
            case .heard: color = newest ? PanelStyle.text : PanelStyle.secondaryText
            case .speaking: color = PanelStyle.accent
            case .interrupted: color = Self.interrupted
            case .dropped: color = Self.dropped
            case .notice: color = Self.notice
            }
            let box = Rect(pad, 28 + Double(row) * Self.rowHeight, size.width - 2 * pad, Double(rows) * Self.rowHeight - 1)
            list.text(TextRun(line.text, box: box, size: Self.textSize, weight: newest ? .semibold : .regular, color: color, wraps: rows > 1))
            // A dropped utterance was never heard: struck through.
            if line.style == .dropped {
                let width = min(box.width, Double(line.text.count) * 6.5)
                list.fill(.rect(Rect(box.minX, box.midY, width, 1)), Self.dropped)
            }
        }
        return list
    }
}
