// fuzz-seeds: fuzz/Seeds/FuzzFindingPolicy/*
// fuzz-seed-text: {"format":1,"suppressions":[{"scene":"checkout","rule":"target.size","element":"pay","reason":"redesign"}]}
// fuzz-seed-text: {"format":1,"findings":[{"scene":"checkout","rule":"target.size","element":"pay","measure":"","state":""}]}
// fuzz-options: -max_len=8192
import AXAudit
import AXScenes
import Foundation

/// `validate --suppressions FILE` and `--baseline FILE`: any bytes as each (rule ids checked against
/// the catalog's, as the command line does), and a baseline read is written back as
/// `--write-baseline` writes it, which must read as the same entries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFindingPolicy(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SuppressionsFile.parse(text, file: "fuzz", knownRules: RuleCatalog.ids)
    if let entries = try? BaselineFile.parse(text, file: "fuzz") {
        let written = BaselineFile.text(entries)
        guard (try? BaselineFile.parse(written, file: "fuzz")) == entries else { fatalError("a written baseline read back otherwise") }
    }
    return 0
}
