import AXCore
import AXEngine

/// What the window drives: the scene, its settings, the virtual clock and the pointer. The window
/// only draws and maps input; `SessionSceneDriver` (what `run` uses) routes it all through the
/// engine's Session and its VoiceOver, `DirectSceneDriver` drives a scene bare.
public protocol SceneDriver: AnyObject {
    var scene: Scene { get }
    var settings: Settings { get }
    /// Virtual time in milliseconds.
    var now: Int { get }
    /// The order the overlays and the inspector number elements in.
    var navigation: NavigationOrder { get }
    /// Caption lines, oldest first.
    var captions: [Caption] { get }
    /// Called with every sound the scene or the engine plays.
    var onSound: ((SoundCue) -> Void)? { get set }

    func setSettings(_ settings: Settings)
    /// Moves the virtual clock forward, firing due timers.
    func advance(to time: Int)
    /// The fingers of one input event (the mouse as one to four fingers, or real touches), in scene
    /// points, stamped with the current virtual time, in id order.
    func pointer(_ samples: [PointerSample])
    /// The element VoiceOver's cursor is on; nil when VoiceOver is off or nothing is focused.
    var focusedElementID: String? { get }
    /// What VoiceOver says for the focused element (with its editing state), if the driver knows.
    var focusedDescription: ElementDescription? { get }
    /// Whether a VoiceOver drag is under way.
    var isDragging: Bool { get }
    /// The drag under way, whichever path started it (the drop-point overlay lights up for it).
    var dragSession: DragSession? { get }
    /// A VoiceOver command from the keyboard, at the current virtual time.
    func perform(_ command: VoiceOverCommand)
}

/// A driver without VoiceOver has no cursor and ignores VoiceOver commands.
public extension SceneDriver {
    var focusedElementID: String? { nil }
    var focusedDescription: ElementDescription? { nil }
    var isDragging: Bool { false }
    var dragSession: DragSession? { nil }
    func perform(_ command: VoiceOverCommand) {}
}

/// One line of the caption panel: what was said or announced and how it ended, so an interrupted
/// or dropped utterance is drawn differently from one heard in full.
public struct Caption: Equatable, Sendable {
    /// `speaking`: the utterance under way, not yet heard to its end.
    public enum Style: Equatable, Sendable { case heard, interrupted, dropped, speaking }
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .heard) { self.text = text; self.style = style }
}

/// Drives a scene directly, as if VoiceOver were off: every finger's touches reach the scene, and a
/// short, still one-finger press is also delivered as a tap gesture. Announcements the scene
/// posts become captions; sounds go to `onSound`; timers run on the virtual clock.
public final class DirectSceneDriver: SceneDriver, SceneContext {
    public let scene: Scene
    public private(set) var settings: Settings
    public private(set) var now = 0
    public private(set) var captions: [Caption] = []
    public var onSound: ((SoundCue) -> Void)?
    public let thresholds: GestureThresholds

    private var timers = TimerQueue<(SceneContext) -> Void>()
    private var press: (start: Point, time: Int, moved: Bool)?
    private var fingersDown = 0
    private var cachedNavigation: NavigationOrder?
    private static let maxCaptions = 50

    public init(scene: Scene, settings: Settings, thresholds: GestureThresholds = EngineConstants.default.gestures) {
        self.scene = scene; self.settings = settings; self.thresholds = thresholds
    }

    public var navigation: NavigationOrder {
        if let cachedNavigation { return cachedNavigation }
        let order = NavigationOrder(scene: scene, settings: settings)
        cachedNavigation = order
        return order
    }

    public func setSettings(_ settings: Settings) {
        guard settings != self.settings else { return }
        self.settings = settings
        cachedNavigation = nil
        scene.settingsDidChange(context: self)
    }

    public func advance(to time: Int) {
        while let timer = timers.popDue(by: time) {
            now = timer.deadline
            timer.payload(self)
            cachedNavigation = nil
        }
        timers.advance(to: time)
        now = max(now, time)
    }

    public func pointer(_ samples: [PointerSample]) {
        for sample in samples {
            scene.touch(SceneTouch(id: sample.id, phase: sample.sceneTouchPhase, location: sample.location, time: now), context: self)
        }
        cachedNavigation = nil
        guard let first = samples.first else { return }
        let point = first.location
        switch first.phase {
        case .down:
            // Only a one-finger stroke can be a tap; a second finger down spoils it.
            press = samples.count == 1 && fingersDown == 0 ? (point, now, false) : nil
            fingersDown += samples.count
        case .move:
            if let p = press, p.start.distance(to: point) > thresholds.tapSlop { press?.moved = true }
        case .up:
            if let p = press, !p.moved, p.start.distance(to: point) <= thresholds.tapSlop, now - p.time <= thresholds.tapMaxDuration {
                _ = scene.gesture(SceneGesture(kind: .tap, location: point), context: self)
            }
            press = nil
            fingersDown = max(0, fingersDown - samples.count)
        case .cancel:
            press = nil
            fingersDown = max(0, fingersDown - samples.count)
        }
    }

    // MARK: SceneContext

    public func post(_ notification: AccessibilityNotification) {
        let line: String
        switch notification {
        case .announcement(let text): line = "Announcement: " + text.string
        case .screenChanged: line = "Screen changed"
        case .layoutChanged: line = "Layout changed"
        case .pageScrolled(let text): line = "Page scrolled: " + text
        }
        captions.append(Caption(line))
        if captions.count > Self.maxCaptions { captions.removeFirst(captions.count - Self.maxCaptions) }
        cachedNavigation = nil
    }

    public func play(_ sound: SoundCue) { onSound?(sound) }

    public func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {
        timers.schedule(after: delay, action)
    }
}
