import AXAudit
import AXCore
import Dispatch
import Testing

/// Code as a package that depends on AXSandbox writes it: this target compiles in Swift 6 language
/// mode (what `swift-tools-version:6.0` gives a package's own targets), where a closure written in
/// main-actor code is isolated to the main actor unless it is `@Sendable`.
@Suite struct SceneMakerIsolationTests {
    /// A screen with one button, as a package's own screen would be.
    final class OneButtonScreen: ComponentScene {
        init() { super.init(id: "one-button", title: "One button") }
        override func body(settings: Settings) -> any Component {
            Padding(20, Column([Label(id: "play", "Play", style: .body, color: .hex("#1C1C1E"), traits: .button)]))
        }
    }

    /// The registry is written in main-actor code, as an executable's `main.swift` writes it; the
    /// window's findings overlay validates it on a background queue, which makes scenes there.
    /// With a maker isolated to the main actor that traps ("Illegal instruction"); here it validates.
    @Test @MainActor func aSceneRegisteredFromMainActorCodeIsMadeAndValidatedOnABackgroundQueue() async throws {
        let registry = SceneRegistry([
            SceneDescriptor(id: "one-button", tab: "Tests", title: "One button", sourcePath: #filePath, make: { OneButtonScreen() }),
        ])
        let descriptor = try #require(registry.descriptor(for: "one-button"))
        let (id, elements) = await withCheckedContinuation { (done: CheckedContinuation<(String, Int), Never>) in
            DispatchQueue(label: "findings", qos: .utility).async {
                let result = Validator(baseSettings: Settings()).validate(descriptor)
                done.resume(returning: (result.descriptor.id, result.elementCount))
            }
        }
        #expect(id == "one-button")
        #expect(elements == 1, "the screen was made and read on the queue")
    }
}
