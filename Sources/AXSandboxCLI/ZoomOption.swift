import AXCore
import AXEngine

/// `--zoom LEVEL[@X,Y]` with `--zoom-mode`: what a Zoom user sees in a snapshot (docs/vision.md#zoom).
struct ZoomOption: Equatable {
    /// The magnification, within `ZoomSettings.levels`.
    var level: Double
    /// The point looked at, in scene points; nil: the focused element's centre, else the screen's.
    var center: Point?

    /// Parses `2`, `2.5@120,300`; throws a sentence saying what was expected.
    init(parsing text: String) throws(ZoomOptionError) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let level = Double(parts[0]), ZoomSettings.levels.contains(level) else {
            throw ZoomOptionError(text: text, reason: "the level must be a number from 1.2 to 15")
        }
        self.level = level
        if parts.count == 2 {
            let xy = parts[1].split(separator: ",", omittingEmptySubsequences: false)
            guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite else {
                throw ZoomOptionError(text: text, reason: "after @ give the point looked at as X,Y in scene points (2@120,300)")
            }
            center = Point(x, y)
        }
    }

    /// The lens on `scene`'s screen, looking at `center`, else at `fallback`.
    func lens(mode: ZoomSettings.Mode, screen: Size, fallback: Point) -> ZoomLens {
        ZoomLens(mode: mode, level: level, center: center ?? fallback, screen: screen)
    }
}

/// A `--zoom` value that cannot be read.
struct ZoomOptionError: Error, CustomStringConvertible {
    var text: String
    var reason: String
    var description: String { "--zoom \(text): \(reason)" }
}
