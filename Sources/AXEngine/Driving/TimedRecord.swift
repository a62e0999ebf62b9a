import AXCore

/// One numbered step of a driven session, as a trace line after the header writes it: an input,
/// an output, the final state snapshot or the end.
public enum TraceRecord: Equatable, Sendable {
    /// An input: what crossed into the simulation.
    case input(SessionInput)
    /// The mandatory last line: advance the clock to `t` and fire the timers due by then.
    case end
    /// An output the simulation produced (an assertion on replay, never an input).
    case output(cause: Int, event: OutputEvent)
    /// The full state snapshot written just before `end`.
    case snapshot(cause: Int, digest: String, pairs: [(key: String, value: String)])

    /// Equal records; snapshots compare their pairs in order (tuples are not Equatable).
    public static func == (a: TraceRecord, b: TraceRecord) -> Bool {
        switch (a, b) {
        case let (.input(x), .input(y)): return x == y
        case (.end, .end): return true
        case let (.output(c1, e1), .output(c2, e2)): return c1 == c2 && e1 == e2
        case let (.snapshot(c1, d1, p1), .snapshot(c2, d2, p2)):
            return c1 == c2 && d1 == d2 && p1.map { "\($0.key)=\($0.value)" } == p2.map { "\($0.key)=\($0.value)" }
        default: return false
        }
    }

    /// The input an output or the final snapshot followed from (its `cause`); nil for an input or `end`.
    public var cause: Int? {
        switch self {
        case .output(let cause, _), .snapshot(let cause, _, _): return cause
        case .input, .end: return nil
        }
    }

    /// Whether replay applies this record (inputs and `end`) rather than compares it.
    public var isInput: Bool {
        switch self {
        case .input, .end: return true
        case .output, .snapshot: return false
        }
    }
}

/// A record with its position: `seq` and `t` as in the file, and the line it came from (0 when produced).
public struct TimedRecord: Equatable, Sendable {
    /// The record's number (inputs and outputs share one sequence).
    public var seq: Int
    /// Virtual milliseconds.
    public var time: Int
    /// What happened.
    public var record: TraceRecord
    /// The file line it was read from; 0 when produced.
    public var line: Int

    /// Record `seq` at `time`.
    public init(seq: Int, time: Int, record: TraceRecord, line: Int = 0) {
        self.seq = seq; self.time = time; self.record = record; self.line = line
    }
}
