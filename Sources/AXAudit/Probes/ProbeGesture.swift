import AXCore
import AXEngine

/// An action a probe performs the way a VoiceOver user does, with the commands their gestures send
/// to the Session (docs/voiceover.md): the probe hears what the user hears.
enum ProbeGesture: Hashable {
    /// Double tap.
    case activate
    /// Swipe up with the rotor on Adjust Value.
    case increment
    /// Swipe down with the rotor on Adjust Value.
    case decrement
    /// The rotor on Actions, swipes down to the element's custom action at `index`, double tap.
    case customAction(index: Int)
    /// The rotor on Zoom, swipe up.
    case zoomIn
    /// Three-finger swipe; `direction` is the way the content moves (docs/voiceover.md).
    case scroll(ScrollDirection)
    /// On the focused element, the Actions rotor's drag item `source` and a double tap; then, the
    /// focus brought to `targetID`, its drop point item `drop` and a double tap: the drop is the
    /// gesture, so what it changed is measured as any other action's (`notify.layout-change`).
    case drop(source: LocationDescriptor, targetID: String, drop: LocationDescriptor)

    /// What performing it did.
    struct Performed {
        /// The virtual time of the gesture itself.
        var start: Int
        /// Whether the element took it: its hook, tap or custom action reported success (a scroll:
        /// the element or the first ancestor that scrolls).
        var result: Bool
        /// The Session's outputs from the gesture on.
        var outputs: [Output]
    }

    /// Performs the gesture on the focused `elementID` of the driver's session: first what brings
    /// the rotor to it (turning it, swiping to the action), heard to its end and set aside, then the
    /// gesture with `recorder` on, then 3 s of virtual time and what was being said finished.
    /// `focusing` brings the focus to a drop's target: by default silently, as a probe places its
    /// focus; the explorer passes a user's touch or swipes, so the path it records replays.
    func perform(on elementID: String, in driver: SessionDriver, recorder: ProbeRecorder,
                 focusing: ((String) -> Bool)? = nil) -> Performed {
        let session = driver.session
        let send = Self.sender(driver)
        let command: VoiceOverCommand?
        switch self {
        case .activate: command = .activate
        case .increment: command = Self.turnRotor(session, to: .adjustValue, send: send) ? .up : nil
        case .decrement: command = Self.turnRotor(session, to: .adjustValue, send: send) ? .down : nil
        case .zoomIn: command = Self.turnRotor(session, to: .zoom, send: send) ? .up : nil
        case .scroll(let direction): command = .scroll(direction)
        case .customAction(let index):
            let ready = Self.turnRotor(session, to: .actions, send: send)
                && Self.selectItem(session, send: send) { $0.kind == .custom(index: index) }
            command = ready ? .activate : nil
        case .drop(let source, let targetID, let drop):
            let pickedUp = Self.turnRotor(session, to: .actions, send: send)
                && Self.selectItem(session, send: send) { $0.kind == .dragSource(source) }
            if pickedUp { send(.activate) }
            let bring = focusing ?? { session.placeFocus(on: $0) }
            let ready = pickedUp && session.isDragging && bring(targetID) && Self.turnRotor(session, to: .actions, send: send)
                && Self.selectItem(session, send: send) { $0.kind == .dropPoint(drop) }
            command = ready ? .activate : nil
        }
        var setAside: [TimedRecord] = []
        driver.advanceUntilSilent(into: &setAside)
        let start = session.now
        guard let command else { return Performed(start: start, result: false, outputs: []) }
        recorder.recording = true
        var records: [TimedRecord] = []
        driver.apply(.command(command), at: start, into: &records)
        driver.advance(to: start + 3000, into: &records)
        driver.advanceUntilSilent(into: &records)
        recorder.recording = false
        let outputs = SessionDriver.outputs(records)
        return Performed(start: start, result: outputs.contains { tookIt($0.event, elementID: elementID) }, outputs: outputs)
    }

    /// The action output that says the element took this gesture.
    private func tookIt(_ event: OutputEvent, elementID: String) -> Bool {
        // A drop is taken when the item is dropped, wherever the focus then is.
        if case .drop = self {
            if case .drag(state: .dropped, _, _, _) = event { return true }
            return false
        }
        guard case .action(let id, let name, let result) = event, result else { return false }
        // A three-finger swipe goes up from the focused element to the first that scrolls.
        if case .scroll(let direction) = self { return name == "scroll.\(direction.rawValue)" }
        guard id == elementID else { return false }
        switch self {
        case .activate: return ["directTouch", "activate", "tap"].contains(name)
        case .increment: return name == "increment"
        case .decrement: return name == "decrement"
        case .zoomIn: return name == "zoomIn"
        case .scroll, .drop: return false
        case .customAction: return !["directTouch", "activate", "tap"].contains(name)
        }
    }

    /// Sends commands through `driver` as a user's gestures do, at the session's current time; what
    /// they produce is set aside (turning the rotor, selecting an action).
    static func sender(_ driver: SessionDriver) -> (VoiceOverCommand) -> Void {
        { command in _ = driver.apply(.command(command), at: driver.session.now) }
    }

    /// Turns the rotor until it is on `option`; false when the focused element does not offer it.
    static func turnRotor(_ session: Session, to option: RotorOption, send: (VoiceOverCommand) -> Void) -> Bool {
        var turns = 0
        let count = session.rotor.option == option ? 0 : session.rotorOptions.count
        while session.rotor.option != option && turns < count {
            send(.rotorNext)
            turns += 1
        }
        return session.rotor.option == option
    }

    /// Swipes down through the Actions rotor until the first item `matches` is selected.
    static func selectItem(_ session: Session, send: (VoiceOverCommand) -> Void, _ matches: (RotorItem) -> Bool) -> Bool {
        let items = session.actionItems
        guard let target = items.firstIndex(where: matches) else { return false }
        var swipes = 0
        while session.rotor.itemIndex != target && swipes <= items.count {
            send(.down)
            swipes += 1
        }
        return session.rotor.itemIndex == target
    }
}

/// A probe's action on one element: what probe outcomes are kept and looked up by.
struct ProbeAction: Hashable {
    var elementID: String
    var gesture: ProbeGesture
}
