import AXCore

/// A command of any assistive technology: the one type the test API's `send` and other generic
/// drivers take, each technology's commands typed as its own (`VoiceOverCommand` for VoiceOver).
public enum AssistiveCommand: Hashable, Sendable {
    /// A VoiceOver gesture, keyboard shortcut or trace command.
    case voiceOver(VoiceOverCommand)
    /// A Zoom command (docs/vision.md#zoom).
    case zoom(ZoomCommand)

    /// The technology it is for.
    public var technology: AssistiveTechnologyKind {
        switch self {
        case .voiceOver: return .voiceOver
        case .zoom: return .zoom
        }
    }

    /// The input that carries it into a session (what a trace records).
    public var input: SessionInput {
        switch self {
        case .voiceOver(let command): return .command(command)
        case .zoom(let command): return .zoom(command)
        }
    }

    /// Its trace name (`vo.next`).
    public var name: String {
        switch self {
        case .voiceOver(let command): return command.name
        case .zoom(let command): return "zoom." + command.name
        }
    }
}
