import AXCore
import AXEngine

/// Where the window's inputs go and where the session's outputs come from. `direct` drives a
/// Session in memory; a trace recorder provides the same two calls so a recorded run and a plain
/// one take the same path (AXSDL does not depend on AXTrace: the CLI wires the recorder in).
public struct SessionFeed {
    /// Applies one input at a virtual time; returns the outputs it (and timers due before it) produced.
    public var apply: (SessionInput, Int) -> [Output]
    /// Moves the clock; returns what timers and speech produced on the way.
    public var advance: (Int) -> [Output]

    public init(apply: @escaping (SessionInput, Int) -> [Output], advance: @escaping (Int) -> [Output]) {
        self.apply = apply; self.advance = advance
    }

    /// Feeds `session` directly, numbering inputs 1, 2, 3 … as a trace would.
    public static func direct(_ session: Session) -> SessionFeed {
        var seq = 0
        return SessionFeed(apply: { input, time in
            seq += 1
            session.apply(input, seq: seq, time: time)
            return session.drainOutputs()
        }, advance: { time in
            session.advance(to: time)
            return session.drainOutputs()
        })
    }
}

/// Drives the window's scene through the engine's simulated VoiceOver: the mouse's fingers and real
/// touches are pointer samples routed by the Session's gesture recognizers, VoiceOver keys become
/// commands and setting keys become setting inputs, all at the current virtual time. Speech becomes
/// captions (priority, interrupted and dropped utterances marked), sounds go to `onSound`, and the
/// focus is exposed for the VoiceOver cursor.
public final class SessionSceneDriver: SceneDriver {
    public let session: Session
    private let feed: SessionFeed
    /// Utterances whose outcome is known, oldest first.
    private var spoken: [Caption] = []
    public var onSound: ((SoundCue) -> Void)?
    /// Called as each utterance starts, so a real voice (`EspeakVoice`) can follow the speech
    /// channel: a new utterance means the previous one is over or interrupted.
    public var onUtterance: ((Utterance) -> Void)?
    private var lastUtterance: Utterance?
    private static let maxCaptions = 50
    /// How long a scene tone sounds in the window (the output carries the note, not the duration).
    static let toneDuration = 250

    public init(session: Session, feed: SessionFeed? = nil) {
        self.session = session
        self.feed = feed ?? .direct(session)
    }

    public var scene: Scene { session.scene }
    public var settings: Settings { session.settings }
    public var now: Int { session.now }
    public var navigation: NavigationOrder { session.navigation }
    /// What was said, then what is being said now (so a long description shows as it starts).
    public var captions: [Caption] {
        guard let current = session.speaking else { return spoken }
        return spoken + [Caption("[\(current.priority.rawValue), speaking] " + current.text, style: .speaking)]
    }

    public var focusedElementID: String? { session.settings.voiceOver ? session.focusedElementID : nil }

    public var isDragging: Bool { session.isDragging }

    public var dragSession: DragSession? { session.dragSession }

    public var focusedDescription: ElementDescription? {
        guard let id = focusedElementID, let index = session.navigation.entries.firstIndex(where: { $0.id == id }) else { return nil }
        return session.description(at: index)
    }

    /// Each setting that differs becomes one `setting` input, in `Settings.names` order.
    public func setSettings(_ settings: Settings) {
        let current = session.settings
        for (name, value) in settings.pairs where current.value(named: name) != value {
            take(feed.apply(.setting(name: name, value: value), session.now))
        }
    }

    public func advance(to time: Int) {
        take(feed.advance(time))
    }

    /// Each finger becomes one pointer input, so a trace records (and replays) every finger.
    public func pointer(_ samples: [PointerSample]) {
        for sample in samples { take(feed.apply(.pointer(sample), sample.time)) }
    }

    public func perform(_ command: VoiceOverCommand) {
        take(feed.apply(.command(command), session.now))
    }

    private func take(_ outputs: [Output]) {
        for output in outputs {
            switch output.event {
            case .speech(let record):
                spoken.append(Self.caption(for: record))
            case .sound(let name, let note):
                if let note { onSound?(.tone(note: note, duration: Self.toneDuration)) }
                else if let earcon = Earcon(rawValue: name) { onSound?(.earcon(earcon)) }
            default:
                break
            }
        }
        if spoken.count > Self.maxCaptions { spoken.removeFirst(spoken.count - Self.maxCaptions) }
        let current = session.speaking
        if let current, current != lastUtterance { onUtterance?(current) }
        lastUtterance = current
    }

    /// "[high] Text"; an interrupted utterance says what was heard and a dropped one is marked, both
    /// before the text so a long line cut at the panel's edge still shows how it ended.
    public static func caption(for record: SpeechRecord) -> Caption {
        let priority = record.priority.rawValue
        switch record.outcome {
        case .finished:
            return Caption("[\(priority)] " + record.text)
        case .interrupted:
            let heard = record.heard ?? ""
            let mark = heard.isEmpty ? "interrupted at once" : "interrupted after \"\(heard)\""
            return Caption("[\(priority), \(mark)] " + record.text, style: .interrupted)
        case .dropped:
            return Caption("[\(priority), dropped] " + record.text, style: .dropped)
        }
    }
}
