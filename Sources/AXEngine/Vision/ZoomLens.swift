import AXCore

/// What a Zoom user sees: the region of the scene that is magnified and where on the screen it is
/// shown, in scene points. Full Screen Zoom shows `region` over the whole screen; Window Zoom shows
/// it in `window`, a lens centred over the region it magnifies. A value, computed from the level
/// and the point the user looks at, so the same inputs always give the same lens.
public struct ZoomLens: Hashable, Sendable {
    /// Full Screen or Window Zoom.
    public var mode: ZoomSettings.Mode
    /// The magnification.
    public var level: Double
    /// The part of the scene that is magnified.
    public var region: Rect
    /// Where the magnified view is shown: the screen (Full Screen Zoom) or the lens (Window Zoom).
    public var window: Rect

    /// The lens magnifying `level` times around `center` on a `screen`-sized scene, the region kept
    /// wholly on the screen (iOS stops panning at the screen's edges).
    public init(mode: ZoomSettings.Mode, level: Double, center: Point, screen: Size) {
        self.mode = mode
        self.level = level
        let shown: Size
        switch mode {
        case .fullScreen:
            shown = screen
        case .window:
            // Exactly the fractions, not rounded to whole points: a third of an 844-point screen is
            // 281.33 points, 844 pixels at 3× (docs/vision.md, decisions).
            shown = Size(width: screen.width * ZoomSettings.lensFraction.width, height: screen.height * ZoomSettings.lensFraction.height)
        }
        let size = Size(width: shown.width / level, height: shown.height / level)
        let clamped = Self.clamp(center, size: size, in: screen)
        region = Rect(x: clamped.x - size.width / 2, y: clamped.y - size.height / 2, width: size.width, height: size.height)
        let windowCenter = Self.clamp(clamped, size: shown, in: screen)
        window = Rect(x: windowCenter.x - shown.width / 2, y: windowCenter.y - shown.height / 2, width: shown.width, height: shown.height)
    }

    /// The centre of the region: where the user looks.
    public var center: Point { region.center }

    /// Where a point of the scene appears on the screen, magnified.
    public func screenPoint(of point: Point) -> Point {
        Point(x: window.minX + (point.x - region.minX) * level, y: window.minY + (point.y - region.minY) * level)
    }

    /// How a view of `pixels` (the lens's place in a picture, in pixels) draws the region: where
    /// scene point (0, 0) goes and how many pixels a scene point takes. The window, snapshots and the
    /// bench all draw the magnified view with it.
    public func placement(in pixels: Rect) -> (origin: Point, scale: Double) {
        let scale = pixels.width / region.width
        return (Point(x: pixels.minX - region.minX * scale, y: pixels.minY - region.minY * scale), scale)
    }

    /// Where a view of the whole region goes in `area` (a panel, in pixels): the largest rectangle of
    /// the region's shape inside it, at its top and centred across. The window's Full Screen Zoom
    /// view, in the inspector's place, draws there (`placement(in:)` of it), so a panel narrower than
    /// the region at the level shows the whole region smaller rather than cutting its far side.
    public func view(fitting area: Rect) -> Rect {
        let fit = min(area.width / region.width, area.height / region.height)
        let size = Size(width: region.width * fit, height: region.height * fit)
        return Rect(x: area.minX + (area.width - size.width) / 2, y: area.minY, width: size.width, height: size.height)
    }

    /// The nearest centre to `center` that keeps a `size` region inside the screen.
    static func clamp(_ center: Point, size: Size, in screen: Size) -> Point {
        func axis(_ value: Double, _ extent: Double, _ limit: Double) -> Double {
            guard extent < limit else { return limit / 2 }
            return min(max(value, extent / 2), limit - extent / 2)
        }
        return Point(x: axis(center.x, size.width, screen.width), y: axis(center.y, size.height, screen.height))
    }

    /// The centre that brings `frame` into the region moving it as little as possible (Follow
    /// Focus), keeping `margin` points between the frame and the region's edges so a cursor drawn
    /// round it shows whole (`FocusIndicator.outset`): a frame already inside with its margin leaves
    /// the region where it is. On an axis where the region is too short for the frame and both
    /// margins, the frame is centred (a frame larger than the region too).
    func centerShowing(_ frame: Rect, margin: Double = FocusIndicator.outset) -> Point {
        func axis(_ center: Double, _ half: Double, _ low: Double, _ high: Double) -> Double {
            if high - low + 2 * margin >= 2 * half { return (low + high) / 2 }
            if low - margin < center - half { return low - margin + half }
            if high + margin > center + half { return high + margin - half }
            return center
        }
        return Point(x: axis(center.x, region.width / 2, frame.minX, frame.maxX),
                     y: axis(center.y, region.height / 2, frame.minY, frame.maxY))
    }
}

extension ZoomLens {
    /// A lens as a trace recorded it (the reader compares it with the one a replay computes).
    public init(recordedMode mode: ZoomSettings.Mode, level: Double, region: Rect, window: Rect) {
        self.mode = mode; self.level = level; self.region = region; self.window = window
    }
}
