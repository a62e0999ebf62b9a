import AXCore

/// VoiceOver as an `AssistiveTechnology` (docs/voiceover.md): its commands are `VoiceOverCommand`s
/// (the gestures `VoiceOverGestureMap` recognizes, keyboard shortcuts, trace commands); it takes every
/// touch outside a direct-touch region that passes touches through; its cursor is the focus; it moves
/// a focus whose element vanished and speaks what the app posts. Its focus, rotor and modes are the
/// session's (`focusedElementID`, `rotor`, the editing and direct-touch state).
public struct VoiceOver: AssistiveTechnology {
    /// Its gestures, keyboard shortcuts and trace commands.
    public typealias Command = VoiceOverCommand

    /// The first technology input reaches.
    public static let kind = AssistiveTechnologyKind.voiceOver

    /// VoiceOver, stateless: what it knows lives in the session it acts on.
    public init() {}

    /// The `voiceOver` setting.
    public func isOn(in session: Session) -> Bool { session.settings.voiceOver }

    /// While VoiceOver is off, commands other than `voiceOver.on` do nothing (the window and traces
    /// may still send them).
    public func perform(_ command: VoiceOverCommand, in session: Session) {
        switch command {
        case .voiceOverOn: session.turnVoiceOver(on: true); return
        case .voiceOverOff: session.turnVoiceOver(on: false); return
        default: break
        }
        guard session.settings.voiceOver else { return }
        switch command {
        case .next: session.move(by: 1)
        case .previous: session.move(by: -1)
        case .first: session.moveToEnd(last: false)
        case .last: session.moveToEnd(last: true)
        case .touch(let point): session.handleTouchExploration(at: point, isNewTouch: true)
        case .activate: session.activate()
        case .longPress: session.longPress()
        case .passThrough(let path): session.passThrough(path)
        case .up: session.upDown(up: true)
        case .down: session.upDown(up: false)
        case .rotorNext: session.turnRotor(forward: true)
        case .rotorPrevious: session.turnRotor(forward: false)
        case .escape: session.escape()
        case .magicTap: session.magicTap()
        case .scroll(let direction): session.scroll(direction)
        case .readAll(let fromTop): session.readAll(fromTop: fromTop)
        case .voiceOverOn, .voiceOverOff: break
        }
    }

    /// Every finger VoiceOver is on for, except in a direct-touch region that passes touches through:
    /// there the element is focused (spoken first in the default mode) and the finger goes to the app.
    public func claims(_ sample: PointerSample, in session: Session) -> Bool {
        let route = session.directTouchRoute(at: sample.location)
        switch route {
        case .scene:
            return false
        case .speakThenPassThrough, .passThroughSilently:
            session.focusForDirectTouch(route)
            return false
        case .voiceOver, .requiresActivation:
            return true
        }
    }

    /// VoiceOver's recognizer turns the finger's samples into gestures, the gestures into commands.
    public func handleClaimed(_ sample: PointerSample, in session: Session) {
        session.recognizeVoiceOverGestures(sample)
    }

    /// The VoiceOver cursor, on the focused element.
    public func focusIndicator(in session: Session) -> FocusIndicator? {
        guard session.settings.voiceOver, let id = session.focusedElementID else { return nil }
        return Self.cursor(on: id, in: session.navigation)
    }

    /// VoiceOver's cursor on the element `id` of `order` (its frame and content shape), nil when the
    /// order does not hold it: for pictures of a focus that no session holds (snapshots).
    public static func cursor(on id: String, in order: NavigationOrder) -> FocusIndicator? {
        guard let index = order.index(of: id) else { return nil }
        let entry = order.entries[index]
        return FocusIndicator(technology: kind, elementID: id, frame: entry.frame, path: entry.path)
    }

    /// The order is read again; a focused element that vanished moves to its nearest survivor, spoken.
    public func treeDidChange(in session: Session) {
        session.refreshOrder(reportFocusMove: true)
    }

    /// Speaks and moves the focus as docs/voiceover.md describes for each notification.
    public func react(to notification: AccessibilityNotification, in session: Session) {
        session.voiceOverReacts(to: notification)
    }

    /// Its focus, rotor and modes, whole (a field VoiceOver gains is restored with them); the focus
    /// is found again in the restored session's order, and cannot be restored if it is not there.
    public func savedState(in session: Session) -> AssistiveTechnologyState {
        let state = session.voiceOverState
        return AssistiveTechnologyState(Self.kind) { restored in
            restored.voiceOverState = state
            guard let id = state.focusedElementID else { return true }
            guard let index = restored.order.index(of: id) else { return false }
            restored.voiceOverState.focusedIndex = index
            return true
        }
    }
}
