// fuzz-seeds: fuzz/Seeds/FuzzAccessibilitySnapshot/*
// fuzz-seeds: examples/imports/checkout.json examples/imports/kennel.json
// fuzz-options: -max_len=16384
import AXCore
import AXEngine
import AXScenes
import Foundation

/// The reader of AccessibilitySnapshot's model JSON, and what an imported screen goes through next:
/// VoiceOver's order and descriptions written as AccessibilitySnapshot JSON, that JSON read back,
/// and the scene-file export. A value that passes the reader must not trap in any of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAccessibilitySnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = try? UTF8Text.decode(Data(bytes: data, count: size)),
          let hierarchy = try? ScreenImport.hierarchy(of: text, format: .accessibilitySnapshot, file: "fuzz") else { return 0 }
    let scene = ImportedScene(hierarchy: hierarchy, format: .accessibilitySnapshot)
    let export = AccessibilitySnapshotWriter.write(scene, settings: Settings())
    _ = try? ScreenImport.hierarchy(of: export, format: .accessibilitySnapshot, file: "fuzz-export")
    _ = SceneFileWriter.write(scene, settings: Settings())
    return 0
}
