// fuzz-seeds: fuzz/Seeds/FuzzIdb/*
// fuzz-seeds: examples/imports/checkout-idb*.json Tests/AXAuditTests/Fixtures/RealDumps/idb-*.json
// fuzz-seed-text: {"elements":[{"type":"Other","frame":{"x":0,"y":0,"width":1,"height":1},"children":[{"type":"Button","AXLabel":"<!--<script>","AXFrame":"{{0, 0}, {44, 44}}","children":[{"type":"Cell","frame":{"x":0,"y":0,"width":1,"height":1}}]}]}]}
// fuzz-options: -max_len=4096
import AXCore
import AXEngine
import AXScenes
import Foundation

/// The reader of idb's describe-all JSON (flat and nested), and what an imported screen goes through next:
/// VoiceOver's order and descriptions written as AccessibilitySnapshot JSON, that JSON read back,
/// and the scene-file export. A value that passes the reader must not trap in any of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIdb(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = try? UTF8Text.decode(Data(bytes: data, count: size)),
          let hierarchy = try? ScreenImport.hierarchy(of: text, format: .idb, file: "fuzz") else { return 0 }
    let scene = ImportedScene(hierarchy: hierarchy, format: .idb)
    let export = AccessibilitySnapshotWriter.write(scene, settings: Settings())
    _ = try? ScreenImport.hierarchy(of: export, format: .accessibilitySnapshot, file: "fuzz-export")
    _ = SceneFileWriter.write(scene, settings: Settings())
    return 0
}
