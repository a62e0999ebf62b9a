import AXCore

/// An assistive command, as a recognized VoiceOver gesture or issued directly (keyboard shortcut,
/// trace script). Names are those of docs/trace-format.md.
public enum VoiceOverCommand: Hashable, Sendable {
    case next, previous, first, last
    case touch(Point)
    case activate
    case longPress
    /// Double tap and hold: touch down at the activation point; the offsets are later finger motion
    /// delivered as a real drag until lift.
    case passThrough(path: [Point])
    case up, down
    case rotorNext, rotorPrevious
    case escape
    case magicTap
    case scroll(ScrollDirection)
    /// Two-finger swipe: up reads from the top, down from the focused element.
    case readAll(fromTop: Bool)
    case voiceOverOn, voiceOverOff

    /// The trace name, e.g. `vo.next`.
    public var name: String {
        switch self {
        case .next: return "vo.next"
        case .previous: return "vo.previous"
        case .first: return "vo.first"
        case .last: return "vo.last"
        case .touch: return "vo.touch"
        case .activate: return "vo.activate"
        case .longPress: return "vo.longPress"
        case .passThrough: return "vo.passThrough"
        case .up: return "vo.up"
        case .down: return "vo.down"
        case .rotorNext: return "vo.rotorNext"
        case .rotorPrevious: return "vo.rotorPrevious"
        case .escape: return "vo.escape"
        case .magicTap: return "vo.magicTap"
        case .scroll: return "vo.scroll"
        case .readAll: return "vo.readAll"
        case .voiceOverOn: return "voiceOver.on"
        case .voiceOverOff: return "voiceOver.off"
        }
    }

    /// Every command name a trace may contain.
    public static let names = ["vo.next", "vo.previous", "vo.first", "vo.last", "vo.touch", "vo.activate",
                               "vo.longPress", "vo.passThrough", "vo.up", "vo.down", "vo.rotorNext",
                               "vo.rotorPrevious", "vo.escape", "vo.magicTap", "vo.scroll", "vo.readAll",
                               "voiceOver.on", "voiceOver.off"]
}

/// Anything that crosses into the simulation: the inputs of a trace.
public enum SessionInput: Hashable, Sendable {
    case pointer(PointerSample)
    case command(VoiceOverCommand)
    case setting(name: String, value: String)
    /// Text typed on the keyboard (the window's text input, a trace's `typed` record): it goes to
    /// the text field VoiceOver has editing.
    case typed(String)
    /// A Switch Control command (a trace's `switch` record): a switch press, on, off, the scanning mode.
    case switchControl(SwitchControlCommand)
}
