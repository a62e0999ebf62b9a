import AXCore
import AXEngine

/// Full Keyboard Access's focus ring: a thick outline in the system's accent blue around the focused
/// item, following its content shape when it has one, else a rounded rectangle just outside its
/// frame, drawn inset where that would pass the screen's edge so the ring stays whole (docs/keyboard.md).
package struct KeyboardFocusRing {
    package var frame: Rect
    package var path: Path?
    /// The screen, in scene points: the ring keeps inside it. Nil: no screen to keep to.
    package var bounds: Rect?

    package init(frame: Rect, path: Path?, bounds: Rect? = nil) { self.frame = frame; self.path = path; self.bounds = bounds }

    /// iOS's default accent blue, which the ring takes when the app sets no tint.
    static let color = Color.hex(0x0A84FF)
    /// Stroke width in window points, so the ring stays visible when the scene is scaled down.
    static let width = FocusIndicator.ringWidth

    /// The rectangle the ring strokes round `frame` (no content shape), in scene points at `scale`
    /// window points per scene point: `margin` outside the frame, so the stroke leaves the item's
    /// edge visible; on a side where the stroke would then pass the screen's edge (an item touching
    /// it: a photo in a grid's first column, a full-width row), pulled in until the stroke's outer
    /// edge lies on the screen's, so no part of the ring is cut off. A side whose item lies wholly
    /// past the screen's edge (nothing of it shows) keeps its margin. Decided, as Apple does not
    /// describe the ring at the screen's edge (docs/keyboard.md, Decisions).
    package static func outline(frame: Rect, bounds: Rect?, scale: Double) -> Rect {
        let s = max(scale, 0.01)
        let margin = (width / 2 + 2) / s, halfStroke = width / 2 / s
        let outside = frame.insetBy(dx: -margin, dy: -margin)
        guard let bounds else { return outside }
        let inner = bounds.insetBy(dx: halfStroke, dy: halfStroke)
        // One axis at a time: the ring's low and high edges kept inside the screen's, unless that
        // would leave no ring (an item wholly past that edge, or a screen narrower than a stroke).
        func kept(_ low: Double, _ high: Double, within lo: Double, _ hi: Double) -> (Double, Double) {
            let l = max(low, lo), h = min(high, hi)
            return l < h ? (l, h) : (low, high)
        }
        let (minX, maxX) = kept(outside.minX, outside.maxX, within: inner.minX, inner.maxX)
        let (minY, maxY) = kept(outside.minY, outside.maxY, within: inner.minY, inner.maxY)
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        // The cursor's outline (the content shape, else a rounded rectangle) round the ring's own
        // rectangle, which already holds its margin.
        let shape = FocusIndicator.outline(frame: Self.outline(frame: frame, bounds: bounds, scale: s), path: path, margin: 0, radius: 10 / s)
        list.stroke(shape, Self.color, width: Self.width / s)
    }
}
