import AXCore
import Foundation

/// Zoom as an `AssistiveTechnology` (docs/vision.md#zoom): it magnifies, it does not act on
/// elements. Its commands are on, off, toggle, level and pan steps (`ZoomCommand`); it claims no
/// finger, since its three-finger gestures are taken from whichever recognizer saw them
/// (`Session.zoomTakes`), so VoiceOver's and the app's other gestures keep working; it has no cursor
/// of its own, and follows the others' (Follow Focus). Its state is the session's (`Session.zoom`).
public struct Zoom: AssistiveTechnology {
    /// On, off, toggle, level and pan steps.
    public typealias Command = ZoomCommand

    /// After the technologies that move a cursor, whose cursor it follows.
    public static let kind = AssistiveTechnologyKind.zoom

    /// Zoom, stateless: what it knows lives in the session it acts on.
    public init() {}

    /// On while Zoom is turned on in the session's settings (zoomed in or not).
    public func isOn(in session: Session) -> Bool { session.isZoomOn }

    /// Performs one command.
    public func perform(_ command: ZoomCommand, in session: Session) { session.perform(command) }

    /// Zoom leaves every finger to the next technology or the app; it takes its gestures once recognized.
    public func claims(_ sample: PointerSample, in session: Session) -> Bool { false }

    /// Never called: it claims no finger.
    public func handleClaimed(_ sample: PointerSample, in session: Session) {}

    /// Zoom draws no cursor: the window shows its lens instead.
    public func focusIndicator(in session: Session) -> FocusIndicator? { nil }

    /// Follow Focus runs after every input (`Session.settleZoom`), not only when the tree changed.
    public func treeDidChange(in session: Session) {}

    /// The app's zoom focus (`zoomFocusChanged`, UIKit's `UIAccessibility.zoomFocusChanged`):
    /// Follow Focus brings its frame into the lens; every other notification leaves the lens.
    public func react(to notification: AccessibilityNotification, in session: Session) {
        if case .zoomFocusChanged(let focus) = notification { session.followAppFocus(focus) }
    }

    /// Its settings, level, where the user looks, the focus it followed last and the lens reported.
    public func savedState(in session: Session) -> AssistiveTechnologyState {
        let state = session.zoom
        return AssistiveTechnologyState(Self.kind) { $0.zoom = state; return true }
    }
}

/// What the session keeps of Zoom: its settings (kept while it is off) and, while it is zoomed in,
/// where the user looks and the gesture under way.
struct ZoomRun {
    var settings = ZoomSettings.default
    var isOn = false
    /// The magnification a zoom-in uses now: the settings' level, changed by double tap and drag.
    var level = ZoomSettings.defaultLevel
    /// The point the user looks at, in scene points, while zoomed in; nil while zoomed out.
    var center: Point?
    /// The focus frame Follow Focus last brought into view: the lens moves only when it changes,
    /// so a pan away from the focus stays until the focus moves.
    var followedFrame: Rect?
    /// The fingers' centroid at the previous sample of a three-finger drag.
    var dragAnchor: Point?
    /// The level and the fingers' height when a double tap and drag began.
    var levelAnchor: (level: Double, y: Double)?
    /// The lens last reported (`lens` output), nil when zoomed out.
    var reported: ZoomLens?
}

/// Zoom in the engine (docs/vision.md#zoom): the three-finger gestures, the commands, Follow Focus,
/// and the lens as an output after every input that moved it.
extension Session {
    /// How much a double tap and drag changes the level: doubled for every `levelDragPoints` points
    /// the fingers move up, halved for as many down.
    static let levelDragPoints = 150.0
    /// The factor of one `zoomIn` or `zoomOut` step.
    static let levelStep = 1.25

    /// The Zoom settings the session magnifies with (recorded in a trace header).
    public var zoomSettings: ZoomSettings { zoom.settings }

    /// Whether Zoom is turned on (zoomed in or not).
    public var isZoomOn: Bool { zoom.isOn }

    /// What the Zoom user sees now; nil while Zoom is off or zoomed out to the whole screen.
    public var zoomLens: ZoomLens? {
        guard zoom.isOn, let center = zoom.center else { return nil }
        return ZoomLens(mode: zoom.settings.mode, level: zoom.level, center: center, screen: scene.device.size)
    }

    /// Before the first input: the settings Zoom magnifies with, whether it is on, and whether it
    /// starts zoomed in (at the screen's centre, or on the first element with Follow Focus). A
    /// trace header records all three.
    public func startZoom(_ settings: ZoomSettings, on: Bool, zoomedIn: Bool = false) {
        zoom.settings = settings
        zoom.level = settings.effectiveLevel
        if on { turnZoomOn() }
        if on && zoomedIn { zoomIn(at: scene.device.bounds.center) }
        settleZoom()
    }

    /// Whether the session started zoomed in (a trace header's `zoomedIn`).
    public var isZoomedIn: Bool { zoom.center != nil }

    /// Performs a Zoom command.
    func perform(_ command: ZoomCommand) {
        switch command {
        case .on:
            turnZoomOn()
        case .off:
            zoom.isOn = false
            zoom.center = nil
            setZoomGestures(false)
        case .toggle:
            guard zoom.isOn else { return }
            if zoom.center == nil { zoomIn(at: zoomLens?.center ?? focusIndicators.first?.frame.center ?? scene.device.bounds.center) }
            else { zoom.center = nil }
        case .zoomIn, .zoomOut:
            guard zoom.isOn else { return }
            let factor = command == .zoomIn ? Self.levelStep : 1 / Self.levelStep
            zoom.level = clampedLevel(zoom.level * factor)
        case .pan(let direction):
            guard let lens = zoomLens else { return }
            let step = Point(x: lens.region.width / 4, y: lens.region.height / 4)
            var center = lens.center
            switch direction {
            case .left: center.x -= step.x
            case .right: center.x += step.x
            case .up: center.y -= step.y
            case .down: center.y += step.y
            }
            zoom.center = ZoomLens(mode: lens.mode, level: lens.level, center: center, screen: scene.device.size).center
        }
    }

    /// A gesture Zoom takes before VoiceOver or the app sees it (true: nobody else gets it): with
    /// Zoom on, a three-finger double tap toggles the zoom; while zoomed in, a three-finger drag
    /// pans; a three-finger double tap and drag changes the level (up magnifies more).
    func zoomTakes(_ gesture: RecognizedGesture) -> Bool {
        guard zoom.isOn, gesture.fingers == 3 else { return false }
        switch (gesture.kind, gesture.phase) {
        case (.doubleTap, .recognized):
            if zoom.center == nil { zoomIn(at: gesture.location) } else { zoom.center = nil }
            return true
        case (.pan, _):
            guard let lens = zoomLens else { return false }
            switch gesture.phase {
            case .began:
                zoom.dragAnchor = gesture.location
            case .changed, .ended:
                if let anchor = zoom.dragAnchor {
                    // The magnified content follows the fingers, so the region moves against them.
                    let moved = gesture.location - anchor
                    let center = Point(x: lens.center.x - moved.x / lens.level, y: lens.center.y - moved.y / lens.level)
                    zoom.center = ZoomLens(mode: lens.mode, level: lens.level, center: center, screen: scene.device.size).center
                }
                zoom.dragAnchor = gesture.phase == .ended ? nil : gesture.location
            case .cancelled, .recognized:
                zoom.dragAnchor = nil
            }
            return true
        case (.doubleTapHold, _):
            switch gesture.phase {
            case .began:
                if zoom.center == nil { zoomIn(at: gesture.location) }
                zoom.levelAnchor = (zoom.level, gesture.location.y)
            case .changed, .ended:
                if let anchor = zoom.levelAnchor {
                    let rise = anchor.y - gesture.location.y
                    zoom.level = clampedLevel(anchor.level * pow(2, rise / Self.levelDragPoints))
                }
                if gesture.phase == .ended { zoom.levelAnchor = nil }
            case .cancelled, .recognized:
                zoom.levelAnchor = nil
            }
            return true
        default:
            return false
        }
    }

    /// After every input and timer: Follow Focus brings a cursor that moved into view, then the lens
    /// is reported when it changed (`lens` output; none while zoomed out, one when zooming out).
    func settleZoom() {
        guard zoom.isOn || zoom.reported != nil else { return }
        if zoom.center != nil, zoom.settings.followsFocus, let frame = focusIndicators.first?.frame, frame != zoom.followedFrame {
            zoom.followedFrame = frame
            if let lens = zoomLens { zoom.center = lens.centerShowing(frame) }
        }
        let lens = zoomLens
        if lens != zoom.reported {
            zoom.reported = lens
            emit(.zoom(lens))
        }
    }

    /// The app told Zoom where its focus is (an insertion point as the user types): with Follow
    /// Focus on and zoomed in, the lens moves as little as it can to show the frame, as it does for
    /// a cursor; zoomed out or with Follow Focus off, the lens stays (decision, docs/vision.md). A
    /// cursor that moved in the same input is not followed after it: the app's focus is the
    /// precise place the user works at.
    func followAppFocus(_ focus: ZoomFocus) {
        guard zoom.isOn, zoom.center != nil, zoom.settings.followsFocus, let lens = zoomLens else { return }
        zoom.center = lens.centerShowing(focus.frame)
        zoom.followedFrame = focusIndicators.first?.frame
    }

    private func turnZoomOn() {
        zoom.isOn = true
        setZoomGestures(true)
    }

    /// Zooms in around `point`: the focus already in view is not followed until it moves.
    private func zoomIn(at point: Point) {
        zoom.center = ZoomLens(mode: zoom.settings.mode, level: zoom.level, center: point, screen: scene.device.size).center
        zoom.followedFrame = focusIndicators.first?.frame
    }

    /// The recognizers find three-finger drags only while Zoom is on, so every other run recognizes
    /// exactly as before Zoom existed.
    private func setZoomGestures(_ on: Bool) {
        pointerRouting.sceneGestures.recognizesThreeFingerDrags = on
        pointerRouting.voiceOverGestures.recognizesThreeFingerDrags = on
    }

    private func clampedLevel(_ level: Double) -> Double {
        min(max(level, ZoomSettings.levels.lowerBound), zoom.settings.maximumLevel)
    }
}
