import AXCore

/// Whether a screenshot can be the screen of the capture it is given with, and the scale it is read
/// at when none is given (docs/import.md, "The screenshot"). The screen is the picture's size in
/// points, so a picture of another screen (turned, cut, a thumbnail, another device's) put every
/// element it does not cover off the screen, each a `geometry.offscreen`, `keyboard.focus-hidden` and
/// `switch.scans-hidden` error, and no message said the picture was the cause: such a picture is
/// refused, naming both sizes.
enum ScreenshotFit {
    /// The scale of every iPad with a Retina display: only an iPad shows an app in a window smaller
    /// than the screen (Split View, Slide Over, Stage Manager), whose frame is then narrower than
    /// the picture of the whole screen.
    static let padScale = 2.0
    /// The shorter side, in points, of the smallest iPad screen (iPad mini, 744×1133): a picture
    /// read at `padScale` is an iPad's screen only when its shorter side is at least this.
    static let padShortSide = 744.0
    /// How far, in points, a window's frame may pass the picture's edge: frames in fractions of a point.
    static let slack = 1.0

    /// The scale a picture of `pixels` is read at under `hierarchy` when neither the command line nor
    /// its name gives one: the whole number of pixels per point that fits the capture's width (at
    /// least 1). When the capture gives its window's frame and the window does not fit the picture at
    /// that scale, the picture may be an iPad's whole screen around a narrower window: it is read at
    /// the iPad's scale when the window fits there and the picture is then an iPad's screen.
    static func scale(pixels: (width: Int, height: Int), hierarchy: ImportedHierarchy) -> Double {
        let rounded = max(1, (Double(pixels.width) / ScreenImport.screenSize(of: hierarchy).width).rounded())
        guard rounded > padScale, let window = hierarchy.screen, !holds(window, in: size(of: pixels, at: rounded)) else { return rounded }
        let pad = size(of: pixels, at: padScale)
        return min(pad.width, pad.height) >= padShortSide && holds(window, in: pad) ? padScale : rounded
    }

    /// Why a picture of `pixels` read at `scale` cannot be the screen of `hierarchy`; nil when it can.
    /// With the window's frame (an application or window node): the window must lie inside the
    /// picture. Without one (AccessibilitySnapshot gives none): most of the elements VoiceOver
    /// reaches must touch it, as in the `ScreenshotContrast.mismatch` decision, since elements below
    /// the picture's bottom may be rows past the screen and one off the screen may be the app's
    /// mistake (a finding, not a wrong picture); and its tab bar, which never scrolls, must touch it.
    /// `scaleSource` says where the scale came from.
    static func problem(pixels: (width: Int, height: Int), scale: Double, scaleSource: String, hierarchy: ImportedHierarchy) -> String? {
        let screen = size(of: pixels, at: scale)
        let picture = "\(pixels.width)×\(pixels.height) pixels at \(Format.number(scale)) per point (\(scaleSource)) is a screen of "
            + "\(Format.number(screen.width))×\(Format.number(screen.height)) points"
        if let window = hierarchy.screen {
            guard !holds(window, in: screen) else { return nil }
            return "\(picture), and the capture's window (its application's or window's frame) is "
                + "\(Format.number(window.width))×\(Format.number(window.height)) points at "
                + "\(Format.number(window.minX)),\(Format.number(window.minY)): it does not fit"
        }
        let frames = hierarchy.focusableFrames
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let outside = frames.filter { !$0.intersects(bounds) }.count
        let reach = ScreenImport.screenSize(of: hierarchy)
        if outside * 2 > frames.count {
            return "\(picture), and \(outside) of the \(frames.count) elements VoiceOver reaches lie wholly outside it "
                + "(the capture's elements reach \(Format.number(reach.width))×\(Format.number(reach.height)) points)"
        }
        if let tabs = tabBarFrames(in: hierarchy.roots), !tabs.isEmpty, !tabs.contains(where: { $0.intersects(bounds) }) {
            return "\(picture), and the capture's tab bar lies wholly outside it (at \(Format.number(tabs[0].minX)),\(Format.number(tabs[0].minY))): "
                + "a tab bar does not scroll, it stays on the screen"
        }
        return nil
    }

    /// The frames of the first tab bar's elements VoiceOver reaches (a container of type tab bar, or
    /// with the tab bar trait), nil when the capture has none. UIKit keeps a tab bar on the screen,
    /// over the content that scrolls, so rows past the screen never take it with them.
    static func tabBarFrames(in nodes: [AccessibilityElement]) -> [Rect]? {
        for node in nodes where !node.elementsHidden {
            if node.isTabBar {
                return ImportedHierarchy(roots: node.isContainer ? node.children : [node]).focusableFrames
            }
            if let inner = tabBarFrames(in: node.children) { return inner }
        }
        return nil
    }

    /// The picture's size in points at `scale`.
    static func size(of pixels: (width: Int, height: Int), at scale: Double) -> Size {
        Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }

    /// Whether `window` lies inside a screen of `screen` points, give or take `slack`.
    static func holds(_ window: Rect, in screen: Size) -> Bool {
        window.minX >= -slack && window.minY >= -slack && window.maxX <= screen.width + slack && window.maxY <= screen.height + slack
    }
}
