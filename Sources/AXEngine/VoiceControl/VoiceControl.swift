import AXCore

/// What a Voice Control user gives the engine (a trace's `voice` record): Voice Control turned on
/// or off, or a phrase said (typed in the sandbox). The phrase is the input, exactly as said; what
/// Voice Control makes of it (`VoiceControlCommand`) is the engine's business, so a replay parses it
/// again.
public enum VoiceControlInput: Hashable, Sendable {
    /// Voice Control turned on or off.
    case on, off
    /// A phrase said.
    case say(String)

    /// Its trace name: `on`, `off`, or `say`.
    public var name: String {
        switch self {
        case .on: return "on"
        case .off: return "off"
        case .say: return "say"
        }
    }
}

/// Voice Control as an `AssistiveTechnology` (docs/voice-control.md): its commands are phrases;
/// it takes no touches (the user speaks instead) and has no cursor; what it shows (names, numbers,
/// the grid, a disambiguation) is its output. Its state is the session's (`Session.voiceControl`).
public struct VoiceControl: AssistiveTechnology {
    /// On, off, a phrase.
    public typealias Command = VoiceControlInput

    /// After VoiceOver and Switch Control.
    public static let kind = AssistiveTechnologyKind.voiceControl

    /// Voice Control, stateless: what it knows lives in the session it acts on.
    public init() {}

    /// On once turned on.
    public func isOn(in session: Session) -> Bool { session.isVoiceControlOn }

    /// Turns on or off, or hears a phrase.
    public func perform(_ command: VoiceControlInput, in session: Session) { session.perform(command) }

    /// Voice Control leaves every finger to the next technology or the app.
    public func claims(_ sample: PointerSample, in session: Session) -> Bool { false }

    /// Never called: it claims no finger.
    public func handleClaimed(_ sample: PointerSample, in session: Session) {}

    /// Voice Control has no cursor: it names and numbers everything at once.
    public func focusIndicator(in session: Session) -> FocusIndicator? { nil }

    /// Names and numbers are built again from the new tree when next needed (the session dropped
    /// them as the scene code ran); a choice whose elements left the tree is closed.
    public func treeDidChange(in session: Session) { session.closeStaleChoice() }

    /// A new screen closes a choice made on the old one.
    public func react(to notification: AccessibilityNotification, in session: Session) {
        if case .screenChanged = notification { session.closeStaleChoice(screenChanged: true) }
    }

    /// On or off, the overlay shown (continuously or not) and a choice waiting for a number.
    public func savedState(in session: Session) -> AssistiveTechnologyState {
        let state = session.voiceControl
        return AssistiveTechnologyState(Self.kind) { $0.voiceControl = state; return true }
    }
}
