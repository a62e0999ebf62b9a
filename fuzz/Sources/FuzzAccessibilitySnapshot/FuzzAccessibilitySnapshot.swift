// fuzz-seeds: examples/imports/checkout.json
// fuzz-options: -max_len=16384
import AXCore
import AXEngine
import AXScenes
import Foundation

/// The reader of AccessibilitySnapshot's model JSON, and what an imported screen goes through next: VoiceOver's order and
/// descriptions (AccessibilitySnapshot's export of them), and reading that export back. A value
/// that passes the reader must not trap in any of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAccessibilitySnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = try? UTF8Text.decode(Data(bytes: data, count: size)),
          let hierarchy = try? ScreenImport.hierarchy(of: text, format: .accessibilitySnapshot, file: "fuzz") else { return 0 }
    let scene = ImportedScene(id: "fuzz", title: "fuzz", device: Device(idiom: .phone), format: .accessibilitySnapshot, hierarchy: hierarchy,
                              screenshot: nil, sourcePath: "fuzz")
    var settings = Settings()
    settings.voiceOver = true
    let order = NavigationOrder(scene: scene, settings: settings)
    var speech: [String: AccessibilitySnapshotWriter.Speech] = [:]
    for spoken in order.spokenElements {
        speech[spoken.id] = .init(traversalIndex: spoken.index, description: spoken.speech.description, hint: spoken.speech.hint)
    }
    let export = AccessibilitySnapshotWriter.write(scene.accessibilityElements(settings: settings), speech: speech)
    _ = try? ScreenImport.hierarchy(of: export, format: .accessibilitySnapshot, file: "fuzz-export")
    _ = SceneFileWriter.write(scene, settings: settings)
    return 0
}
