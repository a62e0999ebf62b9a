// fuzz-seeds: examples/imports/*.xml
// fuzz-options: -max_len=4096 -detect_leaks=0
// Leak detection is off: Foundation's XMLParser on Linux leaks the error object it builds for
// malformed XML (about 500 bytes, in _CFErrorCreateFromXMLInterface), which is not this reader's.
import AXCore
import AXEngine
import AXScenes
import Foundation

/// The reader of Appium's page-source XML, and what an imported screen goes through next:
/// VoiceOver's order and descriptions written as AccessibilitySnapshot JSON, that JSON read back,
/// and the scene-file export. A value that passes the reader must not trap in any of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppiumPageSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = try? UTF8Text.decode(Data(bytes: data, count: size)),
          let hierarchy = try? ScreenImport.hierarchy(of: text, format: .appiumPageSource, file: "fuzz") else { return 0 }
    let scene = ImportedScene(hierarchy: hierarchy, format: .appiumPageSource)
    let export = AccessibilitySnapshotWriter.write(scene, settings: Settings())
    _ = try? ScreenImport.hierarchy(of: export, format: .accessibilitySnapshot, file: "fuzz-export")
    _ = SceneFileWriter.write(scene, settings: Settings())
    return 0
}
