import AXCore
import AXEngine

/// A whole trace as read from a file.
public struct Trace {
    public var header: TraceHeader
    public var records: [TimedRecord]
    /// Set when the file ended without its `end` record (a recording that was killed): the line
    /// after which it stops.
    public var truncatedAfterLine: Int?

    public init(header: TraceHeader, records: [TimedRecord], truncatedAfterLine: Int?) {
        self.header = header; self.records = records; self.truncatedAfterLine = truncatedAfterLine
    }

    public var inputs: [TimedRecord] { records.filter { $0.record.isInput } }
    public var hasOutputs: Bool { records.contains { !$0.record.isInput } }
}
