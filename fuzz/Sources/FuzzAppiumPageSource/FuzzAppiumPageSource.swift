// fuzz-seeds: fuzz/Seeds/FuzzAppiumPageSource/*
// fuzz-seeds: examples/imports/*.xml Tests/HostileFiles/*.xml Tests/AXAuditTests/Fixtures/RealDumps/*.xml
// fuzz-seed-text: <AppiumAUT><XCUIElementTypeOther x="0" y="0" width="390" height="844"><XCUIElementTypeOther x="0" y="0" width="390" height="844"><XCUIElementTypeButton label="&lt;!--&lt;script&gt;" x="1" y="1" width="44" height="44"/></XCUIElementTypeOther></XCUIElementTypeOther></AppiumAUT>
// fuzz-seed-text: <?xml version="1.0" encoding="UTF-8"?><!-- c --><AppiumAUT><![CDATA[<!DOCTYPE x>]]><XCUIElementTypeButton label="a&#233;&#x41;" x="1e1" y="0" width="44" height="44"/></AppiumAUT>
// fuzz-options: -max_len=4096
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
