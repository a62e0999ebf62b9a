import AXCore

/// The edge of Window Zoom's lens as the window and a snapshot draw it: a dark line with a light one
/// inside, so the lens stands out over light and dark scenes alike, as iOS's lens border does.
enum ZoomLensFrame {
    /// The border around `window` (scene points), drawn over the magnified view.
    static func displayList(around window: Rect) -> DisplayList {
        var list = DisplayList(background: .clear)
        list.stroke(.roundedRect(window.insetBy(dx: 1.5, dy: 1.5), radius: 8), Color(red: 0.1, green: 0.1, blue: 0.1), width: 3)
        list.stroke(.roundedRect(window.insetBy(dx: 3.5, dy: 3.5), radius: 6), .white, width: 1)
        return list
    }
}
