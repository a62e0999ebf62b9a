import AXCore
import AXEngine

/// Full Keyboard Access's focus ring: a thick outline in the system's accent blue around the focused
/// item, following its content shape when it has one, else a rounded rectangle just outside its
/// frame (docs/keyboard.md).
package struct KeyboardFocusRing {
    package var frame: Rect
    package var path: Path?

    package init(frame: Rect, path: Path?) { self.frame = frame; self.path = path }

    /// iOS's default accent blue, which the ring takes when the app sets no tint.
    static let color = Color.hex(0x0A84FF)
    /// Stroke width in window points, so the ring stays visible when the scene is scaled down.
    static let width = 4.0

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let shape = FocusIndicator.outline(frame: frame, path: path, margin: (Self.width / 2 + 2) / s, radius: 10 / s)
        list.stroke(shape, Self.color, width: Self.width / s)
    }
}
