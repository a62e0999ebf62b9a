import AXCore

/// Where everything goes in the window, in window points: the scene fitted into the left area,
/// the inspector on the right, the caption panel under the scene and the status bar at the bottom.
/// Pure, so resizing and HiDPI are tested without a window.
package struct WindowLayout: Equatable, Sendable {
    static let inspectorWidth = 340.0
    static let captionHeight = 110.0
    static let statusHeight = 30.0
    static let margin = 16.0

    package var windowSize: Size
    package var sceneRect: Rect
    /// Window points per scene point.
    package var sceneScale: Double
    package var inspectorRect: Rect
    package var captionRect: Rect
    package var statusRect: Rect

    /// The inspector's widest, however wide the window: its rows are a line of text each.
    static let widestInspector = 640.0

    /// The inspector is `inspectorWidth` wide in the window `preferredWindowSize` gives. A wider
    /// window gives it the width the scene, fitted to the height, does not use (up to
    /// `widestInspector`): its lines were cut short however wide the window was. A narrower one
    /// takes from it down to two fifths of the window before the scene shrinks: at 500 points the
    /// scene was squeezed to a strip beside a whole inspector.
    package init(windowSize: Size, sceneSize: Size) {
        self.windowSize = windowSize
        let w = windowSize.width, h = windowSize.height
        let sceneAreaHeight = max(1, h - Self.captionHeight - Self.statusHeight)
        let fitHeight = max(1, sceneAreaHeight - 2 * Self.margin)
        let sceneWidthAtFullHeight = sceneSize.width * fitHeight / max(1, sceneSize.height) + 2 * Self.margin
        let inspector = min(max(w - sceneWidthAtFullHeight, min(Self.inspectorWidth, w * 0.4)), Self.widestInspector)
        let leftWidth = max(1, w - inspector)
        let fitWidth = max(1, leftWidth - 2 * Self.margin)
        sceneScale = max(0.05, min(fitWidth / max(1, sceneSize.width), fitHeight / max(1, sceneSize.height)))
        let sw = sceneSize.width * sceneScale, sh = sceneSize.height * sceneScale
        sceneRect = Rect(x: (leftWidth - sw) / 2, y: (sceneAreaHeight - sh) / 2, width: sw, height: sh)
        inspectorRect = Rect(x: leftWidth, y: 0, width: w - leftWidth, height: h - Self.statusHeight)
        captionRect = Rect(x: 0, y: sceneAreaHeight, width: leftWidth, height: Self.captionHeight)
        statusRect = Rect(x: 0, y: h - Self.statusHeight, width: w, height: Self.statusHeight)
    }

    /// The window size that shows the scene at `scale` window points per scene point.
    package static func preferredWindowSize(sceneSize: Size, scale: Double) -> Size {
        Size(width: (sceneSize.width * scale + 2 * margin + inspectorWidth).rounded(.up),
             height: (sceneSize.height * scale + 2 * margin + captionHeight + statusHeight).rounded(.up))
    }

    /// A touch position SDL reports normalized to the window (0…1) as a window point.
    package func windowPoint(forNormalized point: Point) -> Point {
        Point(point.x * windowSize.width, point.y * windowSize.height)
    }

    /// A window point as a scene point, or nil outside the scene.
    package func scenePoint(for windowPoint: Point) -> Point? {
        guard sceneRect.contains(windowPoint) else { return nil }
        return Point((windowPoint.x - sceneRect.minX) / sceneScale, (windowPoint.y - sceneRect.minY) / sceneScale)
    }

    /// A window point as a scene point, clamped to the scene (a drag that leaves the scene keeps its finger on the edge).
    package func clampedScenePoint(for windowPoint: Point) -> Point {
        let x = min(max(windowPoint.x, sceneRect.minX), sceneRect.maxX - 0.001)
        let y = min(max(windowPoint.y, sceneRect.minY), sceneRect.maxY - 0.001)
        return Point((x - sceneRect.minX) / sceneScale, (y - sceneRect.minY) / sceneScale)
    }
}
