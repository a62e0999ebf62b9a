import AXCore

/// The assistive technologies the engine simulates. When several are on, input reaches them in the
/// order of this declaration, as on iOS, where VoiceOver hears a touch before Switch Control does
/// (docs/engine.md).
public enum AssistiveTechnologyKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// VoiceOver (docs/voiceover.md).
    case voiceOver
    /// Switch Control (docs/switch-control.md), after VoiceOver as on iOS.
    case switchControl
    /// Voice Control (docs/voice-control.md), after Switch Control: it takes no touches.
    case voiceControl

    /// Its place in the order input reaches the technologies that are on.
    public var precedence: Int {
        switch self {
        case .voiceOver: return 0
        case .switchControl: return 1
        case .voiceControl: return 2
        }
    }

    /// Whether `a` gets input before `b`.
    public static func < (a: Self, b: Self) -> Bool { a.precedence < b.precedence }
}

/// Where a technology's cursor is: the element it is on, for the window's focus-indicator pass.
public struct FocusIndicator: Hashable, Sendable {
    /// Whose cursor it is (each draws its own way).
    public var technology: AssistiveTechnologyKind
    /// The element it is on.
    public var elementID: String
    /// The element's frame, in scene points.
    public var frame: Rect
    /// The element's content shape, when it has one (the cursor follows it, as on iOS).
    public var path: Path?

    /// An indicator of `technology` on `elementID`.
    public init(technology: AssistiveTechnologyKind, elementID: String, frame: Rect, path: Path?) {
        self.technology = technology
        self.elementID = elementID
        self.frame = frame
        self.path = path
    }
}

/// An assistive technology plugged into the engine (`Session`): what it is, its typed commands, which
/// touches it takes before the app does, its cursor, and how it reacts when the tree may have changed
/// and to what the app posts. It acts on elements only through `ElementAction`s and speaks through the
/// engine's one speech channel, so the engine stays the one place behaviour lives; VoiceOver is the
/// first (`VoiceOver`). A technology keeps its own state and reaches the engine through the session
/// it is handed.
public protocol AssistiveTechnology {
    /// Its commands: the gestures, keys or switch presses its user gives, as typed values.
    associatedtype Command: Hashable & Sendable

    /// Which technology this is (its place in the order input reaches technologies that are on).
    static var kind: AssistiveTechnologyKind { get }

    /// Whether it is on under the session's settings.
    func isOn(in session: Session) -> Bool

    /// Performs one of its commands.
    func perform(_ command: Command, in session: Session)

    /// A finger going down: whether the technology takes it (its later samples come to
    /// `handleClaimed`); false leaves it to the next technology, then to the app. It may act on the
    /// way (VoiceOver speaks a direct-touch region the finger passes through to the app).
    func claims(_ sample: PointerSample, in session: Session) -> Bool

    /// A sample of a finger it claimed.
    func handleClaimed(_ sample: PointerSample, in session: Session)

    /// Its cursor, nil when it is on no element.
    func focusIndicator(in session: Session) -> FocusIndicator?

    /// The exposed tree may have changed (scene code ran): its cursor finds its element again.
    func treeDidChange(in session: Session)

    /// The app posted `notification` (a screen or layout change, an announcement, a page scrolled).
    func react(to notification: AccessibilityNotification, in session: Session)
}

extension AssistiveTechnology {
    /// Which technology this is (`Self.kind`, reachable through an existential).
    public var kind: AssistiveTechnologyKind { Self.kind }
}
