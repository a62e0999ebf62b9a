// fuzz-seeds: fuzz/Seeds/FuzzSceneFile/*
// fuzz-seeds: examples/*.json
// fuzz-seed-text: {"format":"axsandbox-scene","version":1,"id":"w","device":{"idiom":"phone"},"drawing":[{"rect":[0,0,9,9],"fill":"#000000","when":{"setting":"contentSize","atLeast":"AX1"}},{"text":"A","at":[0,20],"size":17,"when":{"setting":"layoutDirection","equals":"rtl"}}],"elements":[{"id":"e","label":"E","frame":[0,0,44,44],"when":{"setting":"boldText","equals":true}}]}
// fuzz-seed-text: {"format":"axsandbox-scene","version":1,"id":"k","device":{"idiom":"phone"},"elements":[{"id":"m","label":"Mail","frame":[0,0,44,44],"customActions":[{"name":"Archive","announce":"Done"}],"keyCommands":[{"title":"Archive","keys":"Control-Option-Shift-Command-A","performs":"customAction","action":"Archive"},{"title":"Up","keys":"Command-Up Arrow","performs":"scrollUp"}]}]}
// fuzz-seed-text: {"format":"axsandbox-scene","version":1,"id":"l","device":{"idiom":"phone"},"state":{"s":false},"elements":[{"id":"a","label":"A","frame":[0,0,44,44],"activate":{"set":{"s":true},"layoutChanged":"b","announce":"B"},"customActions":[{"name":"C","layoutChanged":true}],"magicTap":{"announce":"M"}},{"id":"b","label":"B","frame":[0,50,44,44],"when":{"state":"s","equals":true}}]}
// fuzz-options: -max_len=16384
import AXAudit
import AXCore
import AXEngine
import AXScenes
import Foundation

/// The scene-file reader, and what a loaded scene goes through next: VoiceOver's navigation and
/// explore-by-touch over its elements (hit testing), read-all with its speech timing, and
/// validation (contrast sampling, geometry and order rules). A value that passes the reader must
/// not trap in any of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let scene = try? SceneFile.parse(Data(bytes: data, count: size), file: "fuzz.json") else { return 0 }
    var settings = Settings()
    settings.voiceOver = true
    let driver = SessionDriver(session: Session(scene: scene, settings: settings))
    var time = 0
    func apply(_ command: VoiceOverCommand) {
        time += 1000
        _ = driver.apply(.command(command), at: time)
    }
    apply(.first)
    for _ in 0..<3 { apply(.next) }
    for element in scene.elements.prefix(8) { apply(.touch(element.frame.center)) }
    apply(.activate)
    apply(.readAll(fromTop: true))
    _ = driver.advance(to: time + 60_000)
    _ = Validator(matrix: .default).validate(scene.descriptor, declarative: true)
    return 0
}
