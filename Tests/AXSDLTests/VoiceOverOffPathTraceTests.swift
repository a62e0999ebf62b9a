import XCTest
import AXAudit
import AXCore
import AXEngine
import AXTrace
@testable import AXSandboxCLI

/// The path trace `validate --paths` writes for a state reached with VoiceOver off (a Share button
/// drawn only while VoiceOver is not running) holds the `setting` record turning it off and the
/// `voice` records saying the phrase, as the window and `run --record` write them: `replay` of it
/// reaches the state (docs/validation.md, "Actions with VoiceOver off").
final class VoiceOverOffPathTraceTests: XCTestCase {
    /// Play, and Share drawn only with VoiceOver off, opening a sheet with an unlabelled button.
    final class Player: ComponentScene {
        var sharing = false
        init() { super.init(id: "vo-off-player", title: "Player") }

        override func stateSnapshot() -> [(key: String, value: String)] { [("sharing", String(sharing))] }

        private func button(_ id: String, _ label: String?, _ action: @escaping AccessibilityHook) -> any Component {
            Button(id: id, label: label.map { SpeechText($0) }, content: Label(id: nil, label ?? "…", style: .body, color: .black), action: action)
        }

        override func body(settings: Settings) -> any Component {
            let voiceOverRuns = settings.voiceOver
            var items = [PlacedComponent(button("play", "Play") { _ in true }, in: Rect(x: 16, y: 100, width: 160, height: 44))]
            if sharing {
                items.append(PlacedComponent(button("mystery", nil) { _ in true }, in: Rect(x: 16, y: 420, width: 20, height: 20)))
                items.append(PlacedComponent(button("close", "Close") { [unowned self] context in
                    sharing = false
                    context.post(.layoutChanged(.none))
                    return true
                }, in: Rect(x: 16, y: 480, width: 160, height: 44)))
            } else if !voiceOverRuns {
                items.append(PlacedComponent(button("share", "Share") { [unowned self] context in
                    sharing = true
                    context.post(.layoutChanged(.none))
                    return true
                }, in: Rect(x: 16, y: 160, width: 160, height: 44)))
            }
            return Background(.white, Absolute(items))
        }
    }

    func testThePathTraceOfAStateReachedWithVoiceOverOffReplaysToIt() throws {
        let descriptor = SceneDescriptor(id: "vo-off-player", tab: "Tests", title: "Player", sourcePath: #filePath) { Player() }
        let validator = Validator(rules: RuleCatalog.all.filter { $0.info.id == "label.missing" }, bounds: .default)
        let report = validator.validate([descriptor])
        let scene = try XCTUnwrap(report.scenes.first)
        let missing = try XCTUnwrap(scene.findings.first { $0.subject.elementID == "mystery" })
        XCTAssertEqual(missing.path, [#"turn VoiceOver off, then say "Tap 2" (Share)"#])
        let state = try XCTUnwrap(scene.exploration?.states[missing.states[0]])
        let paths = PathTraces(directory: NSTemporaryDirectory(), resolver: SceneResolver(scenes: SceneRegistry([descriptor])),
                               baseSettings: Settings())
        let text = TraceWriter.text(paths.trace(of: state, scene: descriptor, argument: "vo-off-player", at: "vo-off-player-state-1.trace"))
        XCTAssertEqual(text.split(separator: "\n").dropFirst().map(String.init), [
            #"{"type":"setting","seq":1,"t":0,"name":"voiceOver","value":"false"}"#,
            #"{"type":"voice","seq":2,"t":0,"name":"on"}"#,
            #"{"type":"voice","seq":3,"t":0,"phrase":"Tap 2"}"#,
            #"{"type":"end","seq":4,"t":3000}"#,
        ])
        let trace = try TraceReader.parse(text, file: "vo-off-player-state-1.trace")
        let replayed = try Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(replayed.difference)
        XCTAssertEqual(replayed.ignoredCommands.count, 0)
        var snapshot: [(key: String, value: String)]?
        for record in replayed.records {
            if case .snapshot(_, _, let pairs) = record.record { snapshot = pairs }
        }
        let reached = try XCTUnwrap(snapshot, "the replay ends with the state's snapshot")
        XCTAssertEqual(StateDigest.digest(snapshot: reached, focusID: nil), state.digest, "the report's digest of the state: no focus")
    }
}
