import AXCore
import AXEngine

/// Full Keyboard Access's list as the focus-indicator pass draws it (docs/keyboard.md): the menu of
/// its cursor (`FocusIndicator.Menu.Placement.panel`) in a panel titled "Actions" (Tab-Z) or "Help"
/// (Tab-H), its entries in rows with the chosen one filled, across the half of the screen away from
/// the focused item so the ring stays in sight.
package struct KeyboardListPanel {
    /// "Actions" or "Help".
    package var title: String
    /// The entries, the chosen one highlighted; none: "No actions".
    package var entries: [FocusIndicator.Menu.Entry]
    /// The focused item's frame (the panel keeps off it), nil when none.
    package var focus: Rect?
    /// The screen, in scene points.
    package var bounds: Rect

    package init(title: String, entries: [FocusIndicator.Menu.Entry], focus: Rect?, bounds: Rect) {
        self.title = title; self.entries = entries; self.focus = focus; self.bounds = bounds
    }

    /// The focus ring's blue, for the chosen entry and the panel's edge.
    static let color = KeyboardFocusRing.color
    /// Sizes in window points, kept when the scene is scaled down.
    static let width = 300.0, row = 26.0, margin = 16.0

    /// `scale` is window points per scene point.
    package func draw(into drawing: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let titles = entries.isEmpty ? ["No actions"] : entries.map(\.title)
        let row = Self.row / s, margin = Self.margin / s
        let width = min(Self.width / s, bounds.width - 2 * margin)
        let height = row * Double(titles.count + 1)
        let focusIsHigh = focus.map { $0.midY < bounds.midY } ?? true
        let y = focusIsHigh ? max(bounds.minY, bounds.maxY - margin - height) : bounds.minY + margin
        let box = Rect(bounds.midX - width / 2, y, width, height)
        drawing.fill(.roundedRect(box, radius: 10 / s), Color.hex(0xF2F2F7))
        drawing.stroke(.roundedRect(box, radius: 10 / s), Self.color, width: 2 / s)
        drawing.text(TextRun(title, box: Rect(box.minX, box.minY, width, row).insetBy(dx: 10 / s, dy: 4 / s), size: 13 / s, weight: .semibold,
                             color: Color.hex(0x3C3C43)))
        for (index, text) in titles.enumerated() {
            let cell = Rect(box.minX, box.minY + row * Double(index + 1), width, row)
            let chosen = entries.indices.contains(index) && entries[index].isHighlighted
            if chosen { drawing.fill(.roundedRect(cell.insetBy(dx: 3 / s, dy: 1 / s), radius: 6 / s), Self.color) }
            drawing.text(TextRun(text, box: cell.insetBy(dx: 10 / s, dy: 4 / s), size: 14 / s, weight: chosen ? .semibold : .regular,
                                 color: chosen ? .white : entries.isEmpty ? Color.hex(0x8E8E93) : .black))
        }
    }
}
