import AXCore
import AXEngine

/// One line of what a VoiceOver user heard: an utterance (with how it ended) or a sound, in the
/// order they happened. A string literal (interpolated or not) is an utterance heard to its end.
///
/// ```swift
/// tester.next(["Volume: 50 percent. Adjustable.", .hint("Swipe up or down with one finger to adjust the value.")])
/// tester.next([.sound(.boundary)])
/// ```
public enum Heard: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// An utterance heard to its end: an element's description, a value, an announcement, a rotor setting.
    case speech(String)
    /// An element's hint, spoken after a pause once its description has finished.
    case hint(String)
    /// An utterance cut short by a newer one: its text and what had been heard of it ("" when cut at once).
    case cut(String, after: String)
    /// An utterance dropped from the speech channel before it started (never heard).
    case dropped(String)
    /// One of VoiceOver's or the drag engine's earcons.
    case sound(Earcon)
    /// A musical note the scene played (MIDI number, 60 = middle C).
    case tone(note: Int)

    /// An utterance heard to its end.
    public init(stringLiteral value: String) { self = .speech(value) }

    /// The line as the side-by-side failure report shows it.
    public var description: String {
        switch self {
        case .speech(let text): return quoted(text)
        case .hint(let text): return "hint " + quoted(text)
        case .cut(let text, let heard): return "cut " + quoted(text) + " after " + quoted(heard)
        case .dropped(let text): return "dropped " + quoted(text)
        case .sound(let earcon): return "♪ " + earcon.rawValue
        case .tone(let note): return "♪ tone \(note)"
        }
    }

    /// The line as Swift source, for the "expect this instead" part of a failure.
    public var swiftSource: String {
        switch self {
        case .speech(let text): return quoted(text)
        case .hint(let text): return ".hint(\(quoted(text)))"
        case .cut(let text, let heard): return ".cut(\(quoted(text)), after: \(quoted(heard)))"
        case .dropped(let text): return ".dropped(\(quoted(text)))"
        case .sound(let earcon): return ".sound(.\(earcon.rawValue))"
        case .tone(let note): return ".tone(note: \(note))"
        }
    }

    /// What a user hears of an output, if anything (focus moves, actions and notifications are silent
    /// in themselves: what VoiceOver says about them is an utterance of its own).
    public init?(_ event: OutputEvent) {
        switch event {
        case .speech(let record):
            switch record.outcome {
            case .finished: self = record.kind == .hint ? .hint(record.text) : .speech(record.text)
            case .interrupted: self = .cut(record.text, after: record.heard ?? "")
            case .dropped: self = .dropped(record.text)
            }
        case .sound(.earcon(let earcon)):
            self = .sound(earcon)
        case .sound(.tone(let note)):
            self = .tone(note: note)
        default:
            return nil
        }
    }
}

private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
