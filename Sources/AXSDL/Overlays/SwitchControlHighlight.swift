import AXCore
import AXEngine

/// Switch Control's highlight as the window draws it (docs/switch-control.md): a solid outline on
/// the item or group scanned, dashed round the group at the moment to back out, the scanner menu
/// in a box beside its item with the highlighted entry filled, and point scanning's band and line.
package struct SwitchControlHighlight {
    package var highlight: SwitchHighlight
    package var menu: (menu: ScannerMenu, page: ScannerMenu.Page)?
    /// The screen, in scene points (the menu stays on it).
    package var bounds: Rect

    package init(highlight: SwitchHighlight, menu: (menu: ScannerMenu, page: ScannerMenu.Page)?, bounds: Rect) {
        self.highlight = highlight; self.menu = menu; self.bounds = bounds
    }

    /// iOS's default cursor colour is blue; a white edge keeps it visible on any scene.
    static let color = Color.hex("#0A84FF")
    static let edge = Color.white
    /// Widths in window points, kept when the scene is scaled down.
    static let width = 5.0
    static let dash = 10.0
    static let menuWidth = 150.0, menuRow = 24.0

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let width = Self.width / s
        let outline = highlight.frame.insetBy(dx: -width, dy: -width)
        switch highlight.kind {
        case .none:
            return
        case .item, .menuItem, .menuEntry:
            solid(outline, width: width, into: &list)
        case .autoTap:
            list.fill(.roundedRect(outline, radius: 8 / s), Self.color.withAlpha(0.25))
            solid(outline, width: width, into: &list)
        case .group:
            list.fill(.roundedRect(outline, radius: 8 / s), Self.color.withAlpha(0.12))
            solid(outline, width: width, into: &list)
        case .backOut:
            dashed(outline, width: width, dash: Self.dash / s, into: &list)
        case .band:
            list.fill(.rect(highlight.frame), Self.color.withAlpha(0.25))
            list.stroke(.rect(highlight.frame), Self.color, width: 2 / s)
        case .line:
            let f = highlight.frame
            let line: Shape = f.width == 0 ? .line(from: Point(f.minX, f.minY), to: Point(f.minX, f.maxY))
                                           : .line(from: Point(f.minX, f.minY), to: Point(f.maxX, f.minY))
            list.stroke(line, Self.edge, width: 5 / s)
            list.stroke(line, Self.color, width: 3 / s)
        }
        if let menu { drawMenu(menu.menu.entries(on: menu.page), beside: outline, scale: s, into: &list) }
    }

    private func solid(_ rect: Rect, width: Double, into list: inout DisplayList) {
        list.stroke(.roundedRect(rect, radius: width * 1.6), Self.edge, width: width * 1.4)
        list.stroke(.roundedRect(rect, radius: width * 1.6), Self.color, width: width)
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
                list.stroke(.line(from: p, to: q), Self.edge, width: width * 1.4)
                list.stroke(.line(from: p, to: q), Self.color, width: width)
                t += dash * 2
            }
        }
    }

    /// The menu's entries in a box beside the item (right, else left, else below, else above), kept
    /// on screen; the highlighted entry filled.
    private func drawMenu(_ entries: [ScannerMenuEntry], beside item: Rect, scale s: Double, into list: inout DisplayList) {
        let width = Self.menuWidth / s, row = Self.menuRow / s, gap = 8 / s
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
        list.fill(.roundedRect(box, radius: 8 / s), Color.hex("#F2F2F7").withAlpha(0.96))
        list.stroke(.roundedRect(box, radius: 8 / s), Self.color, width: 2 / s)
        for (index, entry) in entries.enumerated() {
            let cell = Rect(x, y + row * Double(index), width, row)
            let current = highlight.kind == .menuEntry && highlight.entry == entry
            if current { list.fill(.roundedRect(cell.insetBy(dx: 2 / s, dy: 1 / s), radius: 6 / s), Self.color) }
            let color: Color = current ? .white : entry.isOutsideApp ? Color.hex("#8E8E93") : .black
            list.text(TextRun(entry.title, box: cell.insetBy(dx: 8 / s, dy: 4 / s), size: 13 / s, weight: current ? .semibold : .regular, color: color))
        }
    }
}
