// fuzz-seeds: fuzz/Seeds/FuzzShardReport/*
// fuzz-seeds: Tests/HostileFiles/shard-*.json
// fuzz-seed-text: {"kind":"axsandbox-replay-shard","format":1,"shard":"1/1","fingerprint":"f","unitCount":1,"toolVersion":"0","run":{},"units":[]}
// fuzz-options: -max_len=8192
import AXAudit
import AXCore
import AXTrace
import Foundation

/// The shard reports `merge` reads (validation and replay), and the merge of one report alone: a
/// report that passes the reader must not trap in the merge, whatever its positions and counts say.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShardReport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let report = try? ValidationShardReport(parsing: bytes, source: "fuzz") {
        _ = try? MergedValidation([("fuzz", report)], make: { _, _, _ in throw ShardError("no scenes while fuzzing") })
    }
    if let report = try? ReplayShardReport(parsing: bytes, source: "fuzz") {
        _ = try? ReplayShardReport.merge([("fuzz", report)])
    }
    if let text = String(data: bytes, encoding: .utf8) {
        _ = try? ShardTimings(parsing: text, source: "fuzz")
    }
    return 0
}
