import AXCore
import AXEngine

/// The focus-indicator pass: the cursor of every assistive technology that is on, in their order
/// (`Session.focusIndicators`), each drawn in its style, with its menu when one is open (beside it,
/// or Full Keyboard Access's list in its panel, `KeyboardListPanel`).
/// Every cursor is drawn here and nowhere else, in one of two layers (`FocusIndicator.isCursorOverlay`):
/// VoiceOver's with the accessibility overlays (the `cursor` overlay, under their name tags, in the
/// window and in snapshots), every other technology's over the scene and all its overlays in the
/// window (docs/engine.md).
package struct FocusIndicatorPass {
    /// The cursors, in the order drawn (a later one over an earlier).
    package var indicators: [FocusIndicator]
    /// The screen, in scene points (a menu stays on it).
    package var bounds: Rect
    /// Elements no cursor is drawn round: scrolled out of view (`hidingScrolledOut(in:)`), where
    /// nothing of them shows. A menu (Full Keyboard Access's actions or help list) is still drawn.
    package var scrolledOutIDs: Set<String> = []

    package init(indicators: [FocusIndicator], bounds: Rect) {
        self.indicators = indicators; self.bounds = bounds
    }

    /// The same pass drawing no cursor round an element of `order` scrolled out of view
    /// (`NavigationOrder.isScrolledOutOfView`): a row an imported list holds outside its frame, which
    /// VoiceOver and Full Keyboard Access move into (a device would scroll it in; the screenshot
    /// cannot), whose captured frame lies over a header or past the screen's edge. The inspector
    /// says where such a focus is.
    package func hidingScrolledOut(in order: NavigationOrder) -> FocusIndicatorPass {
        guard order.holdsScrollContent else { return self }
        var copy = self
        for indicator in indicators {
            guard let id = indicator.elementID, let index = order.index(of: id), order.isScrolledOutOfView(index) else { continue }
            copy.scrolledOutIDs.insert(id)
        }
        return copy
    }

    /// Switch Control's highlight: iOS's default cursor colour is blue; a white edge keeps it
    /// visible on any scene.
    static let highlightColor = Color.hex(0x0A84FF)
    static let highlightEdge = Color.white
    /// Widths in window points, kept when the scene is scaled down.
    static let highlightWidth = FocusIndicator.highlightWidth
    static let dash = 10.0
    static let menuWidth = 150.0, menuRow = 24.0
    /// The scanner menu's entries' point size.
    static let menuTextSize = 13.0

    /// The menu box's width in window points: 150, or what its longest entry needs, set in bold as
    /// the highlighted entry is (a custom action's "Open address in Maps" was cut at 150).
    static func menuWidth(_ titles: [String]) -> Double {
        let metrics = BundledFontMetrics()
        let widest = titles.map { metrics.width(of: $0, size: menuTextSize, weight: .semibold) }.max() ?? 0
        return max(menuWidth, (widest + 16 + 4).rounded(.up))
    }

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        for indicator in indicators { draw(indicator, into: &list, scale: scale) }
    }

    private func draw(_ indicator: FocusIndicator, into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let width = Self.highlightWidth / s
        let outline = indicator.frame.insetBy(dx: -width, dy: -width)
        let scrolledOut = indicator.elementID.map(scrolledOutIDs.contains) ?? false
        switch indicator.style {
        case _ where scrolledOut:
            break
        case .outline:
            VoiceOverCursor(frame: indicator.frame, path: indicator.path).draw(into: &list, scale: scale)
        case .solid:
            solid(outline, width: width, into: &list)
        case .pending:
            list.fill(.roundedRect(outline, radius: 8 / s), Self.highlightColor.withAlpha(0.25))
            solid(outline, width: width, into: &list)
        case .group:
            list.fill(.roundedRect(outline, radius: 8 / s), Self.highlightColor.withAlpha(0.12))
            solid(outline, width: width, into: &list)
        case .dashed:
            dashed(outline, width: width, dash: Self.dash / s, into: &list)
        case .band:
            list.fill(.rect(indicator.frame), Self.highlightColor.withAlpha(0.25))
            list.stroke(.rect(indicator.frame), Self.highlightColor, width: 2 / s)
        case .line:
            let f = indicator.frame
            let line: Shape = f.width == 0 ? .line(from: Point(f.minX, f.minY), to: Point(f.minX, f.maxY))
                                           : .line(from: Point(f.minX, f.minY), to: Point(f.maxX, f.minY))
            list.stroke(line, Self.highlightEdge, width: 5 / s)
            list.stroke(line, Self.highlightColor, width: 3 / s)
        case .ring:
            // A ring on no element (Full Keyboard Access's help with nothing focused) is not drawn;
            // a ring at the screen's edge is drawn inset, whole (`KeyboardFocusRing.outline`).
            if indicator.elementID != nil {
                KeyboardFocusRing(frame: indicator.frame, path: indicator.path, bounds: bounds).draw(into: &list, scale: scale)
            }
        }
        if let anchor = indicator.anchor {
            // Hold and Drag's start: a ring where the finger went down, a dot at its centre.
            let radius = 12 / s
            let ring = Rect(anchor.x - radius, anchor.y - radius, radius * 2, radius * 2)
            list.stroke(.ellipse(ring), Self.highlightEdge, width: 5 / s)
            list.stroke(.ellipse(ring), Self.highlightColor, width: 3 / s)
            list.fill(.ellipse(Rect(anchor.x - 3 / s, anchor.y - 3 / s, 6 / s, 6 / s)), Self.highlightColor)
        }
        guard let menu = indicator.menu else { return }
        switch menu.placement {
        case .besideCursor:
            drawMenu(menu.entries, beside: outline, scale: s, into: &list)
        case .panel(let title):
            KeyboardListPanel(title: title, entries: menu.entries, focus: indicator.elementID == nil || scrolledOut ? nil : indicator.frame,
                              bounds: bounds)
                .draw(into: &list, scale: scale)
        }
    }

    private func solid(_ rect: Rect, width: Double, into list: inout DisplayList) {
        list.stroke(.roundedRect(rect, radius: width * 1.6), Self.highlightEdge, width: width * 1.4)
        list.stroke(.roundedRect(rect, radius: width * 1.6), Self.highlightColor, width: width)
    }

    /// A dashed outline: the four edges cut into dashes with gaps of the same length.
    private func dashed(_ rect: Rect, width: Double, dash: Double, into list: inout DisplayList) {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            let length = max(abs(b.x - a.x), abs(b.y - a.y))
            var t = 0.0
            while t < length {
                let end = min(t + dash, length)
                let p = Point(a.x + (b.x - a.x) * t / length, a.y + (b.y - a.y) * t / length)
                let q = Point(a.x + (b.x - a.x) * end / length, a.y + (b.y - a.y) * end / length)
                list.stroke(.line(from: p, to: q), Self.highlightEdge, width: width * 1.4)
                list.stroke(.line(from: p, to: q), Self.highlightColor, width: width)
                t += dash * 2
            }
        }
    }

    /// The menu's entries in a box beside the cursor (right, else left, else below, else above),
    /// kept on screen; the highlighted entry filled, entries outside the app greyed.
    private func drawMenu(_ entries: [FocusIndicator.Menu.Entry], beside item: Rect, scale s: Double, into list: inout DisplayList) {
        let width = min(Self.menuWidth(entries.map(\.title)) / s, bounds.width), row = Self.menuRow / s, gap = 8 / s
        let height = row * Double(entries.count)
        func clampedY(_ y: Double) -> Double { min(max(bounds.minY, y), max(bounds.minY, bounds.maxY - height)) }
        func clampedX(_ x: Double) -> Double { min(max(bounds.minX, x), max(bounds.minX, bounds.maxX - width)) }
        let box: Rect
        if item.maxX + gap + width <= bounds.maxX {
            box = Rect(item.maxX + gap, clampedY(item.minY), width, height)
        } else if item.minX - gap - width >= bounds.minX {
            box = Rect(item.minX - gap - width, clampedY(item.minY), width, height)
        } else if item.maxY + gap + height <= bounds.maxY {
            box = Rect(clampedX(item.minX), item.maxY + gap, width, height)
        } else {
            box = Rect(clampedX(item.minX), max(bounds.minY, item.minY - gap - height), width, height)
        }
        let x = box.minX, y = box.minY
        // Opaque: the scene's text showed through the entries at 96% ("Tom McNeil" behind "Home").
        list.fill(.roundedRect(box, radius: 8 / s), Color.hex(0xF2F2F7))
        list.stroke(.roundedRect(box, radius: 8 / s), Self.highlightColor, width: 2 / s)
        for (index, entry) in entries.enumerated() {
            let cell = Rect(x, y + row * Double(index), width, row)
            if entry.isHighlighted { list.fill(.roundedRect(cell.insetBy(dx: 2 / s, dy: 1 / s), radius: 6 / s), Self.highlightColor) }
            let color: Color = entry.isHighlighted ? .white : entry.isOutsideApp ? Color.hex(0x8E8E93) : .black
            list.text(TextRun(entry.title, box: cell.insetBy(dx: 8 / s, dy: 4 / s), size: Self.menuTextSize / s, weight: entry.isHighlighted ? .semibold : .regular, color: color))
        }
    }
}

extension FocusIndicator {
    /// Whether it is drawn as the `cursor` overlay: with the other overlays, under their name tags so
    /// they stay readable, and only while that overlay is on (F3 hides it for a clean picture of the
    /// scene). VoiceOver's cursor is: it shows a developer where VoiceOver is. Every other
    /// technology's cursor is what its user works by (a switch user scans by the highlight, and its
    /// menu must not hide under a tag), so the window draws it over everything, whatever overlays
    /// are shown.
    package var isCursorOverlay: Bool { technology == .voiceOver }
}
