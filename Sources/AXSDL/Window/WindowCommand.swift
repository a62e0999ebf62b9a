import AXCore
import AXEngine

/// What a key in the window does. `KeyBindings.all` ties each command to its keys and words, and is
/// the one table both the input mapper and the help overlay read, so help never drifts from behaviour.
public enum WindowCommand: String, CaseIterable, Hashable, Sendable {
    case toggleVoiceOver, toggleReduceMotion, toggleReduceTransparency, toggleBoldText, toggleIncreaseContrast
    case contentSizeUp, contentSizeDown, toggleRightToLeft
    case toggleFrames
    case toggleHelp
    case quit
    /// VoiceOver commands (sent only while VoiceOver is on).
    case voNext, voPrevious, voFirst, voLast, voActivate, voUp, voDown, voRotorNext, voRotorPrevious
    case voMagicTap, voReadAll
    /// Closes help; with VoiceOver on it is VoiceOver's escape (scrub), else it quits.
    case voEscape

    /// The VoiceOver command this key stands for.
    public var voiceOverCommand: VoiceOverCommand? {
        switch self {
        case .voNext: return .next
        case .voPrevious: return .previous
        case .voFirst: return .first
        case .voLast: return .last
        case .voActivate: return .activate
        case .voUp: return .up
        case .voDown: return .down
        case .voRotorNext: return .rotorNext
        case .voRotorPrevious: return .rotorPrevious
        case .voMagicTap: return .magicTap
        case .voReadAll: return .readAll(fromTop: true)
        case .voEscape: return .escape
        default: return nil
        }
    }

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
        default: return nil
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
        KeyBinding(keys: "Right", command: .voNext, summary: "VO: next element (swipe right)"),
        KeyBinding(keys: "Left", command: .voPrevious, summary: "VO: previous (swipe left)"),
        KeyBinding(keys: "Home", command: .voFirst, summary: "VO: first element"),
        KeyBinding(keys: "End", command: .voLast, summary: "VO: last element"),
        KeyBinding(keys: "Return / Space", command: .voActivate, summary: "VO: activate (double tap)"),
        KeyBinding(keys: "Up", command: .voUp, summary: "VO: rotor item up (swipe)"),
        KeyBinding(keys: "Down", command: .voDown, summary: "VO: rotor item down (swipe)"),
        KeyBinding(keys: "]", command: .voRotorNext, summary: "VO: turn the rotor"),
        KeyBinding(keys: "[", command: .voRotorPrevious, summary: "VO: turn the rotor back"),
        KeyBinding(keys: "Z", command: .voMagicTap, summary: "VO: magic tap"),
        KeyBinding(keys: "A", command: .voReadAll, summary: "VO: read all from the top"),
        KeyBinding(keys: "Esc", command: .voEscape, summary: "Help off / VO escape / quit"),
        KeyBinding(keys: "Q", command: .quit, summary: "Close help, else quit"),
    ]

    public static func binding(for command: WindowCommand) -> KeyBinding? { all.first { $0.command == command } }
}
