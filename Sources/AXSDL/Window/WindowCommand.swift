import AXCore

/// What a key in the window does. `KeyBindings.all` ties each command to its keys and words, and is
/// the one table both the input mapper and the help overlay read, so help never drifts from behaviour.
public enum WindowCommand: String, CaseIterable, Hashable, Sendable {
    case toggleVoiceOver, toggleReduceMotion, toggleReduceTransparency, toggleBoldText, toggleIncreaseContrast
    case contentSizeUp, contentSizeDown, toggleRightToLeft
    case toggleFrames
    case toggleHelp
    case quit

    /// The settings after this command, or nil for commands that do not change settings.
    public func applied(to settings: Settings) -> Settings? {
        var s = settings
        switch self {
        case .toggleVoiceOver: s.voiceOver.toggle()
        case .toggleReduceMotion: s.reduceMotion.toggle()
        case .toggleReduceTransparency: s.reduceTransparency.toggle()
        case .toggleBoldText: s.boldText.toggle()
        case .toggleIncreaseContrast: s.increaseContrast.toggle()
        case .contentSizeUp: s.contentSize = s.contentSize.larger
        case .contentSizeDown: s.contentSize = s.contentSize.smaller
        case .toggleRightToLeft: s.layoutDirection = s.isRightToLeft ? .leftToRight : .rightToLeft
        case .toggleFrames, .toggleHelp, .quit: return nil
        }
        return s
    }
}

/// A key (or keys) and the command it runs, with the words the help overlay shows.
public struct KeyBinding: Hashable, Sendable {
    /// As shown to the user ("B", "+ / =", "F1 / ?").
    public var keys: String
    public var command: WindowCommand
    public var summary: String
}

public enum KeyBindings {
    public static let all: [KeyBinding] = [
        KeyBinding(keys: "V", command: .toggleVoiceOver, summary: "VoiceOver on / off"),
        KeyBinding(keys: "M", command: .toggleReduceMotion, summary: "Reduce Motion"),
        KeyBinding(keys: "T", command: .toggleReduceTransparency, summary: "Reduce Transparency"),
        KeyBinding(keys: "B", command: .toggleBoldText, summary: "Bold Text"),
        KeyBinding(keys: "C", command: .toggleIncreaseContrast, summary: "Increase Contrast"),
        KeyBinding(keys: "+ / =", command: .contentSizeUp, summary: "Larger text (content size up)"),
        KeyBinding(keys: "-", command: .contentSizeDown, summary: "Smaller text (content size down)"),
        KeyBinding(keys: "R", command: .toggleRightToLeft, summary: "Right-to-left layout"),
        KeyBinding(keys: "F", command: .toggleFrames, summary: "Element frames overlay"),
        KeyBinding(keys: "F1 / ?", command: .toggleHelp, summary: "Show / hide this help"),
        KeyBinding(keys: "Esc / Q", command: .quit, summary: "Close help, else quit"),
    ]

    public static func binding(for command: WindowCommand) -> KeyBinding? { all.first { $0.command == command } }
}
