import AXCore

/// A command of any assistive technology: the one type the test API's `send`, the window's keys and
/// any other generic driver take, each technology's commands typed as its own (`VoiceOverCommand`,
/// `SwitchControlCommand`, `SpeakScreenCommand`). A new technology adds one case here, and each switch below says what
/// its case means; everything else about it lives in its own files (docs/engine.md).
public enum AssistiveCommand: Hashable, Sendable {
    /// A VoiceOver gesture, keyboard shortcut or trace command.
    case voiceOver(VoiceOverCommand)
    /// A Switch Control switch press, on, off or scanning mode.
    case switchControl(SwitchControlCommand)
    /// Speak Screen's setting, its start, or a button of its controller.
    case speakScreen(SpeakScreenCommand)
    /// A Full Keyboard Access key (docs/keyboard.md).
    case keyboard(KeyboardCommand)
    /// A Zoom command (docs/vision.md#zoom).
    case zoom(ZoomCommand)
    /// Voice Control on, off, or a phrase said.
    case voiceControl(VoiceControlInput)

    /// The technology it is for.
    public var technology: AssistiveTechnologyKind {
        switch self {
        case .voiceOver: return .voiceOver
        case .switchControl: return .switchControl
        case .speakScreen: return .speakScreen
        case .keyboard: return .fullKeyboardAccess
        case .zoom: return .zoom
        case .voiceControl: return .voiceControl
        }
    }

    /// The input that carries it into a session (what a trace records): a `command` record for
    /// VoiceOver, a `switch` record for Switch Control, as format 1 has always written them.
    public var input: SessionInput {
        switch self {
        case .voiceOver(let command): return .command(command)
        case .switchControl(let command): return .switchControl(command)
        case .speakScreen(let command): return .speakScreen(command)
        case .keyboard(let command): return .keyboard(command)
        case .zoom(let command): return .zoom(command)
        case .voiceControl(let input): return .voiceControl(input)
        }
    }

    /// The command `input` carries; nil for an input no technology owns (a finger, a setting, typed
    /// text), which the engine handles itself. The inverse of `input`.
    public init?(_ input: SessionInput) {
        switch input {
        case .command(let command): self = .voiceOver(command)
        case .switchControl(let command): self = .switchControl(command)
        case .speakScreen(let command): self = .speakScreen(command)
        case .keyboard(let command): self = .keyboard(command)
        case .zoom(let command): self = .zoom(command)
        case .voiceControl(let input): self = .voiceControl(input)
        case .pointer, .setting, .typed, .vision: return nil
        }
    }

    /// Its name in a trace, prefixed by its technology: `vo.next` (a VoiceOver `command` record's
    /// name), `switch.select` (a `switch` record named `select`). A test's failure names the step by it.
    public var name: String {
        switch self {
        case .voiceOver(let command): return command.name
        case .switchControl(let command): return "switch." + command.name
        case .speakScreen(let command): return command.name
        case .keyboard(let command): return "keyboard." + command.name
        case .zoom(let command): return "zoom." + command.name
        case .voiceControl(let input): return "voice." + input.name
        }
    }

    /// Whether it does something only while its technology is on: every command but turning the
    /// technology on or off, and an app's keyboard shortcut (a hardware keyboard sends it with Full
    /// Keyboard Access off). Sent while the technology is off, it is ignored, as on a device: replay
    /// of a script says so, since a script that leaves VoiceOver off otherwise hears nothing at all.
    public var needsItsTechnologyOn: Bool {
        switch self {
        case .voiceOver(let command): return command != .voiceOverOn && command != .voiceOverOff
        case .switchControl(let command): return command != .on && command != .off
        case .speakScreen(let command): return command != .on && command != .off
        case .keyboard(let command):
            if case .shortcut = command { return false }
            return command != .on && command != .off
        case .zoom(let command): return command != .on && command != .off
        case .voiceControl(let input): return input != .on && input != .off
        }
    }

    /// Hands it to its technology, which performs it in `session` (the session's `apply` for every
    /// command input).
    func perform(in session: Session) {
        switch self {
        case .voiceOver(let command): VoiceOver().perform(command, in: session)
        case .switchControl(let command): SwitchControl().perform(command, in: session)
        case .speakScreen(let command): SpeakScreen().perform(command, in: session)
        case .keyboard(let command): FullKeyboardAccess().perform(command, in: session)
        case .zoom(let command): Zoom().perform(command, in: session)
        case .voiceControl(let input): VoiceControl().perform(input, in: session)
        }
    }
}
