import AXCore
import AXEngine
import ArgumentParser

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

/// Zoom on the command line, one group for `snapshot` (the picture a Zoom user sees) and `run` (Zoom
/// as the window opens, recorded in the trace's header): `--zoom LEVEL[@X,Y]` and `--zoom-mode MODE`
/// (docs/vision.md#zoom). Each command adds what only it needs (`snapshot` refuses a mode without a
/// level, `run` a point the header cannot record).
struct ZoomOptions: CheckedArguments {
    @Option(help: ArgumentHelp("Zoom's magnification (1.2…15), looking at the point X,Y (scene points). snapshot: the picture "
        + "a Zoom user sees (default point: the --focus element, else the screen's centre; with --after, a trace that ends "
        + "zoomed in is shown through its lens without this option). run: the window opens with Zoom on and zoomed in at "
        + "this level around the screen's centre (no @X,Y). docs/vision.md#zoom.", valueName: "level[@x,y]"))
    var zoom: String?

    @Option(help: ArgumentHelp("Zoom's mode: fullScreen (the region fills the picture) or window (a lens over the scene). "
        + "snapshot: how --zoom shows its region; run: the mode Zoom zooms in with (X, Shift+double click).", valueName: "mode"))
    var zoomMode: String?

    /// A level, point or mode that cannot be read is a bad command line.
    func checkValues() throws {
        if let zoom { do { _ = try ZoomOption(parsing: zoom) } catch { throw ValidationError("\(error)") } }
        if let zoomMode, ZoomSettings.Mode(rawValue: zoomMode) == nil {
            throw ValidationError("--zoom-mode must be " + ZoomSettings.Mode.allCases.map(\.rawValue).joined(separator: " or ") + ", found \"\(zoomMode)\"")
        }
    }

    /// `--zoom` read (nil when not given); `checkValues` has refused one that cannot be.
    var option: ZoomOption? { zoom.flatMap { try? ZoomOption(parsing: $0) } }
    /// `--zoom-mode` read (nil when not given).
    var mode: ZoomSettings.Mode? { zoomMode.flatMap(ZoomSettings.Mode.init(rawValue:)) }
}
