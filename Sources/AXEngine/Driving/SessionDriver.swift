import AXCore

/// The one place that numbers a session's inputs and outputs and drives it. The window, the trace
/// recorder, the replayer and the test API all go through it, so a live run, its recording, its
/// replay and a test produce the same records by construction: timer outputs due before an input
/// come first, then the input, then what it caused; `end` cancels the fingers still down, cuts the
/// utterance still being spoken, and adds the final state snapshot and the end record.
public final class SessionDriver {
    /// The session driven.
    public let session: Session
    /// The seq of the last record numbered (inputs and outputs share one sequence, as in a trace).
    public var seq: Int { numbered }
    /// The seq of the last input applied (the cause of the final snapshot).
    public var lastInputSeq: Int { lastInput }
    /// Sees every record as it is numbered, before it is returned: a trace recorder writes each
    /// line the moment it exists.
    public var onRecord: ((TimedRecord) -> Void)? {
        get { observer }
        set { observer = newValue }
    }
    /// Pointers down now, by id: their last sample (where `end` cancels them).
    private var pointersDown: [Int: PointerSample] = [:]
    // The stored state is private, read outside through the properties above: the optimizer then
    // sees every access and drops the run-time exclusivity checks a public stored property of a
    // class costs on each access (several per input, each a thread-local lookup).
    private var numbered = 0
    private var lastInput = 0
    private var observer: ((TimedRecord) -> Void)?

    /// Drives `session` from its current state; the first input is numbered 1.
    public init(session: Session) { self.session = session }

    /// Drives `session`, restored to where another driver's session was (`Session(scene:restoring:)`),
    /// numbering on from that driver's `seq` and `lastInputSeq`, as that driver would have: an
    /// explorer's path then numbers its inputs as the replay of the path does.
    public init(session: Session, continuingAfter seq: Int, lastInputSeq: Int) {
        self.session = session
        numbered = seq
        lastInput = lastInputSeq
    }

    private func next() -> Int { numbered += 1; return numbered }

    private func emit(_ record: TimedRecord, into records: inout [TimedRecord]) {
        observer?(record)
        records.append(record)
    }

    private func drain(into records: inout [TimedRecord]) {
        session.drainOutputs {
            emit(TimedRecord(seq: next(), time: $0.time, record: .output(cause: $0.cause, event: $0.event)), into: &records)
        }
    }

    /// Moves the clock to `time`; returns what timers and speech produced on the way.
    public func advance(to time: Int) -> [TimedRecord] {
        var records: [TimedRecord] = []
        advance(to: time, into: &records)
        return records
    }

    /// `advance(to:)`, appending to `records`. What each timer or speech event produced is numbered
    /// as soon as it has run (the records are the same either way), so `onRecord` sees the session
    /// as the event that made a record left it, not as the last one due did.
    public func advance(to time: Int, into records: inout [TimedRecord]) {
        // What the session produced before (as it started: Switch Control's first highlight).
        drain(into: &records)
        session.advance(to: time, afterEach: { drain(into: &records) })
        drain(into: &records)
    }

    /// Applies one input at `time` (never before the session's clock).
    public func apply(_ input: SessionInput, at time: Int) -> [TimedRecord] {
        var records: [TimedRecord] = []
        apply(input, at: time, into: &records)
        return records
    }

    /// `apply(_:at:)` working out only what `reaction` says of the input's effect
    /// (`Session.Reaction`): `.inputOnly` returns the input's own outputs and leaves a session that
    /// can be driven no further.
    package func apply(_ input: SessionInput, at time: Int, reaction: Session.Reaction) -> [TimedRecord] {
        var records: [TimedRecord] = []
        apply(input, at: time, into: &records, reaction: reaction)
        return records
    }

    /// `apply(_:at:)`, appending to `records` (replay keeps one array for a whole run rather than one per input).
    public func apply(_ input: SessionInput, at time: Int, into records: inout [TimedRecord]) {
        apply(input, at: time, into: &records, reaction: .full)
    }

    private func apply(_ input: SessionInput, at time: Int, into records: inout [TimedRecord], reaction: Session.Reaction) {
        // The session gets the input as its record says it, so a recording replays exactly: a
        // window at a fractional scale puts the finger at 59.9952 points, which the trace writes as
        // 60, and a finger that touched nothing on the run would touch the element at 60 on replay.
        let input = input.asWritten
        advance(to: time, into: &records)
        let inputSeq = next()
        lastInput = inputSeq
        emit(TimedRecord(seq: inputSeq, time: max(time, session.now), record: .input(input)), into: &records)
        if case .pointer(let sample) = input {
            if sample.phase == .up || sample.phase == .cancel { pointersDown[sample.id] = nil } else { pointersDown[sample.id] = sample }
        }
        session.apply(input, seq: inputSeq, time: time, reaction: reaction)
        drain(into: &records)
    }

    /// Ends the run at `time`: remaining outputs, a `cancel` for each pointer still down (lowest id
    /// first, where it last was: the run ended under the finger, as iOS cancels the touches of an app
    /// that goes away), the utterance still being spoken `interrupted` with the part heard (the user
    /// heard it: the transcript says so), the full state snapshot, and the end record.
    public func end(at time: Int) -> [TimedRecord] {
        var records: [TimedRecord] = []
        advance(to: time, into: &records)
        for (id, last) in pointersDown.sorted(by: { $0.key < $1.key }) {
            apply(.pointer(PointerSample(.cancel, id: id, last.location, time: session.now, kind: last.kind)), at: session.now, into: &records)
        }
        session.silenceAtEnd()
        drain(into: &records)
        let pairs = session.scene.stateSnapshot()
        let digest = StateDigest.digest(snapshot: pairs, focusID: session.focusedElementID)
        emit(TimedRecord(seq: next(), time: session.now, record: .snapshot(cause: lastInputSeq, digest: digest, pairs: pairs)), into: &records)
        emit(TimedRecord(seq: next(), time: session.now, record: .end), into: &records)
        return records
    }

    /// The outputs among `records`, as the window and the test API consume them.
    public static func outputs(_ records: [TimedRecord]) -> [Output] {
        records.compactMap { r in
            if case .output(let cause, let event) = r.record { return Output(cause: cause, time: r.time, event: event) }
            return nil
        }
    }
}

extension SessionInput {
    /// The input as a trace records it: coordinates (a pointer's location, `vo.touch`'s point,
    /// `vo.passThrough`'s path) rounded to the hundredths of a point a trace writes
    /// (docs/trace-format.md, "File"). `SessionDriver` applies this, so what a run did and what its
    /// trace replays are the same input.
    public var asWritten: SessionInput {
        switch self {
        case .pointer(var sample):
            sample.location = sample.location.asWritten
            return .pointer(sample)
        case .command(.touch(let point)):
            return .command(.touch(point.asWritten))
        case .command(.passThrough(let path)):
            return .command(.passThrough(path: path.map(\.asWritten)))
        default:
            return self
        }
    }
}

extension Point {
    /// The point with each coordinate rounded to the hundredths a trace writes.
    fileprivate var asWritten: Point { Point(Format.hundredths(x), Format.hundredths(y)) }
}
