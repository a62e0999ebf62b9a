import AXCore
import AXEngine

/// VoiceOver's cursor: a thick dark outline with a white edge around the focused element, following
/// its content shape when it has one (as on iOS), else its frame.
package struct VoiceOverCursor {
    package var frame: Rect
    package var path: Path?

    package init(frame: Rect, path: Path?) { self.frame = frame; self.path = path }

    static let outer = Color.hex("#111114")
    static let inner = Color.white
    /// Stroke widths in window points, so the cursor stays thick when the scene is scaled down.
    static let outerWidth = 6.0
    static let innerWidth = 2.0

    /// `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        let s = max(scale, 0.01)
        let shape: Shape
        if let path {
            shape = .path(path, FillRule: .nonZero)
        } else {
            let margin = Self.outerWidth / 2 / s
            shape = .roundedRect(frame.insetBy(dx: -margin, dy: -margin), radius: 8 / s)
        }
        list.stroke(shape, Self.outer, width: Self.outerWidth / s)
        list.stroke(shape, Self.inner, width: Self.innerWidth / s)
    }
}

extension FocusIndicator {
    /// Draws this cursor as its technology shows it; `scale` is window points per scene point.
    package func draw(into list: inout DisplayList, scale: Double) {
        switch technology {
        case .voiceOver: VoiceOverCursor(frame: frame, path: path).draw(into: &list, scale: scale)
        // Switch Control's highlight has states a frame cannot carry (a group's tint, the dashed
        // back-out moment, point scanning's band and line): the window's switch overlay draws it.
        case .switchControl: break
        // Voice Control has no cursor (its overlays name and number everything at once).
        case .voiceControl: break
        }
    }
}
