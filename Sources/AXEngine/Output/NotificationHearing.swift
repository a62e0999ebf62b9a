import AXCore

extension SpeechRecord {
    /// Whether a word of it reached the listener: what was heard (the whole text, or the part
    /// before a cut-off) says something (`SymbolPronunciation.saysNothing`). An announcement of ""
    /// or " ", of "\u{200B}" or "...", one cut off at once, or one dropped unheard said nothing.
    public var saidSomething: Bool {
        guard let heard else { return false }
        return !SymbolPronunciation.saysNothing(heard)
    }
}

/// Whether VoiceOver told the listener anything of what a scene posted, decided from the Session's
/// outputs as they come (docs/voiceover.md, "What a notification is heard as"). Posting is not
/// telling: an announcement of "" speaks nothing, a layout change onto an element whose
/// description is empty speaks nothing, an announcement cut off before its first word by the next
/// speaks nothing. The one answer every rule that asks "did the user hear that the action did
/// something" reads (a probe's outcome, an explored action), so none judges posting by itself.
///
/// Heard, once a notification (other than Zoom's focus change, which VoiceOver does not act on) was
/// posted: speech that answers a notification (an announcement, a page description, a new screen's
/// title, the description of the element focus moved to), started no earlier, with a word of it
/// heard (`SpeechRecord.saidSomething`); or the screen-change sound, which itself tells the listener
/// a new screen came; or a layout change with no argument, which VoiceOver answers in silence by
/// design (the focus stays where the user can read the change): the talks' fixed apps tell it of a
/// change so (HelloGoodbye's next card, a field that starts editing), and a rule that took it for
/// silence would fail them.
public struct NotificationHearing: Sendable {
    /// When the first notification was posted; nil before any.
    private var firstPosted: Int?
    /// Whether the listener heard something of what was posted, so far.
    public private(set) var heard = false

    /// Nothing posted yet.
    public init() {}

    /// Takes the next output, `event` at virtual time `time`, in the order the Session emitted them.
    public mutating func note(_ event: OutputEvent, at time: Int) {
        switch event {
        case .notification(let name, let argument):
            if name != .zoomFocusChanged && firstPosted == nil { firstPosted = time }
            if name == .layoutChanged && argument == nil { heard = true }
        case .speech(let record):
            guard let firstPosted, record.start >= firstPosted, Self.answersNotifications(record.kind), record.saidSomething else { return }
            heard = true
        case .sound(.earcon(.screenChanged)):
            if firstPosted != nil { heard = true }
        default:
            break
        }
    }

    /// Whether `outputs`, in the order emitted, told the listener something of what was posted.
    public static func heard(in outputs: [Output]) -> Bool {
        var hearing = NotificationHearing()
        for output in outputs { hearing.note(output.event, at: output.time) }
        return hearing.heard
    }

    /// The kinds of speech VoiceOver says in answer to a notification: a double tap's own feedback
    /// (its label again), typing echo, rotor and hint speech are VoiceOver's, heard whatever the
    /// scene posted.
    private static func answersNotifications(_ kind: SpeechKind) -> Bool {
        switch kind {
        case .announcement, .page, .title, .element: return true
        case .hint, .value, .rotor, .actions, .feedback: return false
        }
    }
}
