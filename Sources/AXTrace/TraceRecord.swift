import AXCore
import AXEngine

/// A whole trace as read from a file.
public struct Trace {
    /// The first line: scene, device, settings, engine constants, seed.
    public var header: TraceHeader
    /// Every record after the header, in file order, each with its line number.
    public var records: [TimedRecord]
    /// Set when the file ended without its `end` record (a recording that was killed): the line
    /// after which it stops.
    public var truncatedAfterLine: Int?

    /// A trace from its parts (the reader and recorder build them).
    public init(header: TraceHeader, records: [TimedRecord], truncatedAfterLine: Int?) {
        self.header = header; self.records = records; self.truncatedAfterLine = truncatedAfterLine
    }

    /// The input records (pointer, command, setting): what replay feeds the session.
    public var inputs: [TimedRecord] { records.filter { $0.record.isInput } }
    /// Whether the trace holds recorded outputs (a hand-written script has none).
    public var hasOutputs: Bool { records.contains { !$0.record.isInput } }
}
