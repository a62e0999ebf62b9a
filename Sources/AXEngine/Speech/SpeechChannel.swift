import AXCore

/// Something to say: its text, priority and kind, and the input it came from.
package struct Utterance: Hashable, Sendable {
    package var text: String
    package var priority: SpeechPriority
    package var kind: SpeechKind
    /// The `seq` of the input (or the input that scheduled the timer) it came from.
    package var cause: Int
    /// The older "queued" speech attribute: wait for current speech instead of interrupting it.
    package var queued: Bool
    /// Read-all position, so the session can read the next element once this one finishes.
    package var readAllIndex: Int?
    /// Speaking rate as a percentage of the timing's (Speak Screen's speeds): 200 takes half as long.
    package var rate: Int
    /// Speak Screen's position: the highlight moves to this element as the utterance starts.
    package var speakScreenIndex: Int?

    package init(_ text: String, priority: SpeechPriority = .default, kind: SpeechKind, cause: Int,
                queued: Bool = false, readAllIndex: Int? = nil, rate: Int = 100, speakScreenIndex: Int? = nil) {
        self.text = text; self.priority = priority; self.kind = kind; self.cause = cause
        self.queued = queued; self.readAllIndex = readAllIndex; self.rate = rate; self.speakScreenIndex = speakScreenIndex
    }

    /// How long it takes to say under `timing`, at its rate.
    func duration(_ timing: SpeechTiming) -> Int {
        let base = timing.duration(of: text)
        return rate == 100 ? base : base * 100 / max(1, rate)
    }
}

/// An utterance that follows another after a pause, only if nothing else started meanwhile:
/// a focus description's "Actions available" and its hint (docs/voiceover.md).
struct FollowUp: Hashable, Sendable {
    var utterance: Utterance
    /// Silence after the previous utterance finishes.
    var pause: Int

    init(_ utterance: Utterance, pause: Int) { self.utterance = utterance; self.pause = pause }
}

/// VoiceOver's single speech channel on the virtual clock (docs/voiceover.md).
///
/// - high interrupts whatever is speaking and cannot be interrupted once started (a later
///   utterance waits for it);
/// - default interrupts speech that is not high, and is interrupted by any new utterance;
/// - low waits until nothing is speaking, and is dropped if another utterance starts first;
/// - queued (older API) waits for the current utterance instead of interrupting it.
///
/// A record is emitted when an utterance's outcome is known: `finished` at its end time,
/// `interrupted` at the moment the interrupting utterance starts (with `heard`, the prefix spoken
/// by then in proportion to the elapsed time, counted in characters), `dropped` at the moment
/// another utterance started before it could. Follow-ups that never start (something else started
/// during the pause) were never said and produce no record (decision D).
struct SpeechChannel {
    enum Event: Hashable, Sendable {
        /// An outcome to report; `cause` is the utterance's.
        case record(SpeechRecord, cause: Int)
        /// An utterance started (read-all moves the focus along with it).
        case started(Utterance, at: Int)
    }

    struct Active: Hashable {
        var utterance: Utterance
        var start: Int
        var end: Int
        /// What follows, in order: a slice, so taking the next one shares the storage (a read-all of
        /// 100,000 elements copied the rest of its list at every element).
        var followUps: ArraySlice<FollowUp>
    }

    let timing: SpeechTiming
    private(set) var active: Active?
    /// Utterances waiting for the channel: non-low ones behind a high utterance, queued ones, and lows.
    private var waiting: [(utterance: Utterance, followUps: ArraySlice<FollowUp>, since: Int)] = []
    /// A follow-up due to start at `at`, with the follow-ups after it.
    private var pendingFollowUp: (at: Int, followUp: FollowUp, rest: ArraySlice<FollowUp>)?

    init(timing: SpeechTiming) { self.timing = timing }

    /// Whether anything is being spoken.
    var isSpeaking: Bool { active != nil }
    /// The utterance being spoken.
    var current: Utterance? { active?.utterance }

    /// When the channel next changes on its own: the current utterance ends or a follow-up starts.
    var nextDeadline: Int? {
        if let active { return active.end }
        return pendingFollowUp?.at
    }

    /// Posts an utterance at `now`. The caller has already advanced the channel to `now`.
    mutating func speak(_ utterance: Utterance, at now: Int, followUps: [FollowUp] = []) -> [Event] {
        var events: [Event] = []
        let mustWait: Bool
        switch utterance.priority {
        case .low:
            mustWait = active != nil || !waiting.isEmpty
        case .default, .high:
            mustWait = utterance.queued ? (active != nil || !waiting.isEmpty) : active?.utterance.priority == .high
        }
        if mustWait {
            if utterance.priority != .low && !utterance.queued {
                // Behind a high utterance: a waiting default is superseded by the newer one.
                dropWaiting(at: now, into: &events) { $0.priority == .default && !$0.queued }
            }
            waiting.append((utterance, followUps[...], now))
            return events
        }
        start(utterance, followUps: followUps[...], at: now, into: &events)
        return events
    }

    /// Processes everything due by `time`: ends of utterances, waiting ones starting, follow-ups.
    mutating func advance(to time: Int) -> [Event] {
        var events: [Event] = []
        while let deadline = nextDeadline, deadline <= time {
            if let finished = active {
                active = nil
                events.append(.record(SpeechRecord(text: finished.utterance.text, priority: finished.utterance.priority,
                                                   kind: finished.utterance.kind, outcome: .finished,
                                                   heard: finished.utterance.text, start: finished.start, end: finished.end),
                                      cause: finished.utterance.cause))
                if let next = nextWaiting() {
                    start(next.utterance, followUps: next.followUps, at: finished.end, into: &events)
                } else if let first = finished.followUps.first {
                    pendingFollowUp = (finished.end + first.pause, first, finished.followUps.dropFirst())
                }
            } else if let pending = pendingFollowUp {
                pendingFollowUp = nil
                start(pending.followUp.utterance, followUps: pending.rest, at: pending.at, into: &events)
            }
        }
        return events
    }

    /// Silences everything at `now` (VoiceOver turned off): the current utterance is interrupted,
    /// waiting ones are dropped, follow-ups forgotten.
    mutating func stopAll(at now: Int) -> [Event] {
        var events: [Event] = []
        pendingFollowUp = nil
        if let active { interrupt(active, at: now, into: &events) }
        active = nil
        dropWaiting(at: now, into: &events) { _ in true }
        return events
    }

    /// How much of `text` was heard after `elapsed` of `duration` milliseconds, by character count.
    static func heardPrefix(of text: String, elapsed: Int, duration: Int) -> String {
        guard duration > 0, elapsed < duration else { return text }
        let characters = text.count * max(0, elapsed) / duration
        return String(text.prefix(characters))
    }

    // MARK: Internals

    private mutating func nextWaiting() -> (utterance: Utterance, followUps: ArraySlice<FollowUp>, since: Int)? {
        // Non-low utterances go first, in order; a low one only when nothing else waits.
        if let index = waiting.firstIndex(where: { $0.utterance.priority != .low }) {
            return waiting.remove(at: index)
        }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    private mutating func start(_ utterance: Utterance, followUps: ArraySlice<FollowUp>, at now: Int, into events: inout [Event]) {
        pendingFollowUp = nil
        if let active { interrupt(active, at: now, into: &events) }
        // A low utterance is dropped when another one starts first.
        dropWaiting(at: now, into: &events) { $0.priority == .low }
        active = Active(utterance: utterance, start: now, end: now + utterance.duration(timing),
                        followUps: followUps)
        events.append(.started(utterance, at: now))
    }

    private func interrupt(_ active: Active, at now: Int, into events: inout [Event]) {
        let heard = Self.heardPrefix(of: active.utterance.text, elapsed: now - active.start,
                                     duration: active.end - active.start)
        events.append(.record(SpeechRecord(text: active.utterance.text, priority: active.utterance.priority,
                                           kind: active.utterance.kind, outcome: .interrupted, heard: heard,
                                           start: active.start, end: now),
                              cause: active.utterance.cause))
    }

    private mutating func dropWaiting(at now: Int, into events: inout [Event], where predicate: (Utterance) -> Bool) {
        guard !waiting.isEmpty else { return }
        var kept: [(utterance: Utterance, followUps: ArraySlice<FollowUp>, since: Int)] = []
        for entry in waiting {
            if predicate(entry.utterance) {
                events.append(.record(SpeechRecord(text: entry.utterance.text, priority: entry.utterance.priority,
                                                   kind: entry.utterance.kind, outcome: .dropped, heard: nil,
                                                   start: now, end: now),
                                      cause: entry.utterance.cause))
            } else {
                kept.append(entry)
            }
        }
        waiting = kept
    }
}
