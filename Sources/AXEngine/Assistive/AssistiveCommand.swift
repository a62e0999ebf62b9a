import AXCore

/// A command of any assistive technology: the one type the test API's `send` and other generic
/// drivers take, each technology's commands typed as its own (`VoiceOverCommand` for VoiceOver).
public enum AssistiveCommand: Hashable, Sendable {
    /// A VoiceOver gesture, keyboard shortcut or trace command.
    case voiceOver(VoiceOverCommand)
    /// Voice Control on, off, or a phrase said.
    case voiceControl(VoiceControlInput)

    /// The technology it is for.
    public var technology: AssistiveTechnologyKind {
        switch self {
        case .voiceOver: return .voiceOver
        case .voiceControl: return .voiceControl
        }
    }

    /// The input that carries it into a session (what a trace records).
    public var input: SessionInput {
        switch self {
        case .voiceOver(let command): return .command(command)
        case .voiceControl(let input): return .voiceControl(input)
        }
    }

    /// Its trace name (`vo.next`).
    public var name: String {
        switch self {
        case .voiceOver(let command): return command.name
        case .voiceControl(let input): return "voice." + input.name
        }
    }
}
