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

    /// A command's name in traces (docs/trace-format.md), the one place each is spelt: the command's
    /// `name`, the trace reader and the argument table all come from here.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case next = "vo.next", previous = "vo.previous", first = "vo.first", last = "vo.last"
        case touch = "vo.touch", activate = "vo.activate", longPress = "vo.longPress"
        case passThrough = "vo.passThrough", up = "vo.up", down = "vo.down"
        case rotorNext = "vo.rotorNext", rotorPrevious = "vo.rotorPrevious"
        case escape = "vo.escape", magicTap = "vo.magicTap", scroll = "vo.scroll", readAll = "vo.readAll"
        case voiceOverOn = "voiceOver.on", voiceOverOff = "voiceOver.off"

        /// The fields of a trace record's `args` the command takes, in the order they are written;
        /// none for most. A reader refuses any other field.
        public var argumentNames: [String] {
            switch self {
            case .touch: return ["x", "y"]
            case .passThrough: return ["path"]
            case .scroll: return ["direction"]
            case .readAll: return ["from"]
            default: return []
            }
        }

        /// The command, for a name whose command takes no arguments.
        public var command: VoiceOverCommand? { VoiceOverCommand.withoutArguments[self] }
    }

    /// The commands that take no arguments, by name: each is all there is to its name.
    private static let withoutArguments = Dictionary(uniqueKeysWithValues: [
        VoiceOverCommand.next, .previous, .first, .last, .activate, .longPress, .up, .down, .rotorNext, .rotorPrevious,
        .escape, .magicTap, .voiceOverOn, .voiceOverOff,
    ].map { ($0.kind, $0) })

    /// What kind of command it is, by its trace name.
    public var kind: Name {
        switch self {
        case .next: return .next
        case .previous: return .previous
        case .first: return .first
        case .last: return .last
        case .touch: return .touch
        case .activate: return .activate
        case .longPress: return .longPress
        case .passThrough: return .passThrough
        case .up: return .up
        case .down: return .down
        case .rotorNext: return .rotorNext
        case .rotorPrevious: return .rotorPrevious
        case .escape: return .escape
        case .magicTap: return .magicTap
        case .scroll: return .scroll
        case .readAll: return .readAll
        case .voiceOverOn: return .voiceOverOn
        case .voiceOverOff: return .voiceOverOff
        }
    }

    /// The trace name, e.g. `vo.next`.
    public var name: String { kind.rawValue }

    /// Every command name a trace may contain.
    public static let names = Name.allCases.map(\.rawValue)
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
    /// A Speak Screen command (a trace's `speak` record): its setting, the start, the controller's buttons.
    case speakScreen(SpeakScreenCommand)
    /// A Full Keyboard Access key, on or off (a trace's `keyboard` record, docs/keyboard.md).
    case keyboard(KeyboardCommand)
    /// A Zoom command (a trace's `zoom` record): on, off, toggle, a level or pan step.
    case zoom(ZoomCommand)
    /// A Voice Control input (a trace's `voice` record): on, off, or a phrase said.
    case voiceControl(VoiceControlInput)
    /// The vision filter the screen is shown through from now on, nil for none (a trace's `vision`
    /// record, the window's G key): recorded so that every reader of the trace draws what the user saw.
    case vision(VisionFilter?)

    /// Whether it changes only how the screen is shown (a vision filter), never what the
    /// simulation outputs: no difference a replay finds can follow from it.
    public var changesOnlyTheDrawing: Bool {
        if case .vision = self { return true }
        return false
    }
}
