// fuzz-seeds: fuzz/Seeds/FuzzTrace/*
// fuzz-seeds: Tests/Golden/*.trace Tests/HostileFiles/*.trace
// fuzz-options: -max_len=8192
import AXCore
import AXEngine
import AXScenes
import AXTrace
import Foundation

/// The trace reader, and a replay of what it accepted on the catalog scene the header names, with
/// the header's settings and engine constants (timing that overflows would trap here).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let trace = try? TraceReader.parse(Data(bytes: data, count: size), file: "fuzz.trace"),
          let descriptor = Catalog.descriptor(for: trace.header.scene) else { return 0 }
    let replayer = Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: true, tool: "fuzz")
    _ = try? replayer.run()
    return 0
}
