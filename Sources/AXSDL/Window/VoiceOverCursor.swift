import AXCore
import AXEngine

/// VoiceOver's cursor: a thick dark outline with a white edge around the focused element, following
/// its content shape when it has one (as on iOS), else its frame. The focus-indicator pass draws it
/// for the `outline` style (`FocusIndicatorPass`); the overlay legend's key shows it too.
package struct VoiceOverCursor {
    package var frame: Rect
    package var path: Path?

    package init(frame: Rect, path: Path?) { self.frame = frame; self.path = path }

    static let outer = Color.hex(0x111114)
    static let inner = Color.white
    /// Stroke widths in window points, so the cursor stays thick when the scene is scaled down.
    static let outerWidth = FocusIndicator.outlineWidth
    static let innerWidth = 2.0

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let shape = FocusIndicator.outline(frame: frame, path: path, margin: Self.outerWidth / 2 / s, radius: 8 / s)
        list.stroke(shape, Self.outer, width: Self.outerWidth / s)
        list.stroke(shape, Self.inner, width: Self.innerWidth / s)
    }
}

extension FocusIndicator {
    /// The shape a cursor strokes: the element's content shape when it has one (as on iOS), else a
    /// rounded rectangle `margin` outside its frame, so the stroke does not cover the element's edge.
    static func outline(frame: Rect, path: Path?, margin: Double, radius: Double) -> Shape {
        if let path { return .path(path, FillRule: .nonZero) }
        return .roundedRect(frame.insetBy(dx: -margin, dy: -margin), radius: radius)
    }
}
