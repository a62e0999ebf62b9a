import AXCore
import AXEngine

/// Numbers a session's inputs and outputs into trace records. The recorder and the replayer both
/// drive the session through this one type, so a recorded run and its replay produce the same
/// records by construction: timer outputs due before an input come first, then the input, then
/// what it caused; `end` adds the final state snapshot and the end record.
public final class SessionDriver {
    public let session: Session
    public private(set) var seq = 0
    /// The seq of the last input applied (the cause of the final snapshot).
    public private(set) var lastInputSeq = 0

    public init(session: Session) { self.session = session }

    private func next() -> Int { seq += 1; return seq }

    private func drain(into records: inout [TimedRecord]) {
        session.drainOutputs { records.append(TimedRecord(seq: next(), time: $0.time, record: .output(cause: $0.cause, event: $0.event))) }
    }

    /// Moves the clock to `time`; returns what timers and speech produced on the way.
    public func advance(to time: Int) -> [TimedRecord] {
        var records: [TimedRecord] = []
        advance(to: time, into: &records)
        return records
    }

    /// `advance(to:)`, appending to `records`.
    public func advance(to time: Int, into records: inout [TimedRecord]) {
        session.advance(to: time)
        drain(into: &records)
    }

    /// Applies one input at `time`.
    public func apply(_ input: SessionInput, at time: Int) -> [TimedRecord] {
        var records: [TimedRecord] = []
        apply(input, at: time, into: &records)
        return records
    }

    /// `apply(_:at:)`, appending to `records` (replay keeps one array for a whole run rather than one per input).
    public func apply(_ input: SessionInput, at time: Int, into records: inout [TimedRecord]) {
        advance(to: time, into: &records)
        let inputSeq = next()
        lastInputSeq = inputSeq
        records.append(TimedRecord(seq: inputSeq, time: max(time, session.now), record: .input(input)))
        session.apply(input, seq: inputSeq, time: time)
        drain(into: &records)
    }

    /// Ends the run at `time`: remaining outputs, the full state snapshot, and the end record.
    public func end(at time: Int) -> [TimedRecord] {
        var records: [TimedRecord] = []
        advance(to: time, into: &records)
        let pairs = session.scene.stateSnapshot()
        let digest = StateDigest.digest(snapshot: pairs, focusID: session.focusedElementID)
        records.append(TimedRecord(seq: next(), time: session.now, record: .snapshot(cause: lastInputSeq, digest: digest, pairs: pairs)))
        records.append(TimedRecord(seq: next(), time: session.now, record: .end))
        return records
    }

    /// The header describing this run; `sceneFile` names the scene file it runs on, if any.
    public func header(tool: String, seed: String = "0", sceneFile: SceneFileReference? = nil) -> TraceHeader {
        TraceHeader(scene: session.scene.id, sceneFile: sceneFile, sceneDigest: SceneDigest.digest(of: session.scene, settings: session.settings),
                    device: session.scene.device, settings: session.settings, engine: session.constants, seed: seed, tool: tool)
    }
}
