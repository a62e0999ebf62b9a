// fuzz-seeds: fuzz/Seeds/FuzzXCUIDebugDescription/*
// fuzz-seeds: examples/imports/*.txt Tests/HostileFiles/*.txt Tests/AXAuditTests/Fixtures/RealDumps/*.txt
// fuzz-seed-text: Button, 0x1, {{0, 0}, {44, 44}}, label: 'a', b', c', value: 'x', 0x2, 0x3, value: v, w, identifier: i, Selected, Disabled
// fuzz-options: -max_len=4096
import AXCore
import AXEngine
import AXScenes
import Foundation

/// The reader of the XCUIElement debugDescription dump, and what an imported screen goes through next:
/// VoiceOver's order and descriptions written as AccessibilitySnapshot JSON, that JSON read back,
/// and the scene-file export. A value that passes the reader must not trap in any of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCUIDebugDescription(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = try? UTF8Text.decode(Data(bytes: data, count: size)),
          let hierarchy = try? ScreenImport.hierarchy(of: text, format: .xcuiDebugDescription, file: "fuzz") else { return 0 }
    let scene = ImportedScene(hierarchy: hierarchy, format: .xcuiDebugDescription)
    let export = AccessibilitySnapshotWriter.write(scene, settings: Settings())
    _ = try? ScreenImport.hierarchy(of: export, format: .accessibilitySnapshot, file: "fuzz-export")
    _ = SceneFileWriter.write(scene, settings: Settings())
    return 0
}
