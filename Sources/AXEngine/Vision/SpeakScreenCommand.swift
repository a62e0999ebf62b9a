import AXCore

/// What a Speak Screen user does (docs/vision.md#speak-screen): the setting on or off, the two-finger
/// swipe down from the top edge that starts reading (`start`, also what the gesture performs), and
/// the speech controller's buttons. A trace writes each as a `speak` record with its name.
public enum SpeakScreenCommand: String, Hashable, Sendable, CaseIterable {
    /// Settings › Accessibility › Spoken Content › Speak Screen on (the gesture then reads the screen).
    case on = "speak.on"
    /// The setting off: reading stops and the controller closes.
    case off = "speak.off"
    /// Reads the whole screen from its first element, in VoiceOver's order (the swipe's command).
    case start = "speak.start"
    /// The controller's pause button: the element being read stops where it is.
    case pause = "speak.pause"
    /// The controller's play button: reading goes on from the element it paused in.
    case resume = "speak.resume"
    /// The controller's skip forward: the next element.
    case forward = "speak.forward"
    /// The controller's skip back: the element before (the first one again at the top).
    case back = "speak.back"
    /// The controller's turtle: the next slower speed (down to ½×).
    case slower = "speak.slower"
    /// The controller's hare: the next faster speed (up to 2×).
    case faster = "speak.faster"
    /// The controller's close button: reading stops, the highlight goes.
    case stop = "speak.stop"

    /// Its trace name (`speak.pause`).
    public var name: String { rawValue }

    /// The command a trace name stands for.
    public init?(name: String) { self.init(rawValue: name) }

    /// Every trace name, in declaration order (what a trace may spell).
    public static let names = allCases.map(\.rawValue)
}

/// The speech controller's speeds: ½×, 1×, 1½× and 2× of the speaking rate (docs/vision.md).
public enum SpeakScreenSpeed: Int, Hashable, Sendable, CaseIterable, Comparable {
    case half = 50, normal = 100, oneAndAHalf = 150, double = 200

    /// The rate as a percentage of VoiceOver's default rate on the virtual clock.
    public var percent: Int { rawValue }

    /// As the controller shows it (`1.5×`).
    public var label: String {
        switch self {
        case .half: return "0.5×"
        case .normal: return "1×"
        case .oneAndAHalf: return "1.5×"
        case .double: return "2×"
        }
    }

    /// The next speed up or down, staying at the ends.
    func stepped(faster: Bool) -> SpeakScreenSpeed {
        let all = Self.allCases, index = all.firstIndex(of: self)!
        return all[faster ? min(all.count - 1, index + 1) : max(0, index - 1)]
    }

    /// Slower before faster.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
