import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// Moments of the talks that cross the seed apps: VoiceOver turning on over an app, the empty-space
/// sound, escape on a pushed screen (docs/voiceover.md lists every moment and its test).
final class TalkMomentsVoiceOverTests: XCTestCase {
    func testVoiceOverOnSpeaksTheAppsNameBeforeTheFirstElement() {
        // What's New in Accessibility: "VoiceOver on Pre-Poster Tom McNeil".
        SceneTester(PrePosterScene(broken: true), voiceOver: false).voiceOverOn(["VoiceOver on", "Pre-Poster", "Tom McNeil"])
        // "VoiceOver on Pre-Poster EX Tom McNeil two open posts button."
        let fixed = SceneTester(PrePosterScene(), voiceOver: false)
        fixed.voiceOverOn(["VoiceOver on", "Pre-Poster EX", "Tom McNeil: 2 open posts. Button."])
        let kinds = fixed.outputs.compactMap { output -> SpeechKind? in
            if case .speech(let record) = output.event { return record.kind } else { return nil }
        }
        XCTAssertEqual(kinds, [.announcement, .title, .element])
    }

    func testVoiceOverOnOverExceptionalDogsSaysTheAppsNameOnce() {
        // "VoiceOver on. Exceptional Dogs. Pinky.": the catalog scene exposes its title as a heading
        // that says the app's name, so the name is heard once, as that heading (docs/voiceover.md).
        let vo = SceneTester(ExceptionalDogsScene(broken: true), voiceOver: false)
        vo.voiceOverOn(["VoiceOver on", "Exceptional Dogs. Heading."])
        vo.next(["Pinky"])
    }

    func testTouchingEmptySpacePlaysTheNoElementSound() {
        // Accessibility on iOS: touching the logo, "that sound we just heard means that VoiceOver
        // doesn't think there's anything under my finger".
        SceneTester(HelloGoodbyeScene(broken: true)).touch(Point(195, 250), [.sound(.noElement)])
    }

    func testEscapeOnAPushedScreenGoesBack() {
        // A navigation controller pops its pushed screen on the two-finger scrub.
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene)
        vo.touch(scene.node("profile-button")!.resolvedActivationPoint, ["Profile. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Back Button."])
        XCTAssertEqual(scene.screen, .profile)
        // "[Beeping sound] HelloGoodbye, heading."
        vo.escape([.sound(.screenChanged), "HelloGoodbye. Heading."])
        XCTAssertEqual(scene.screen, .start)
        XCTAssertTrue(vo.outputs.contains { $0.event == .action(elementID: "back", name: "escape", result: true) })
        // On the first screen nothing handles it.
        vo.escape()
        XCTAssertEqual(vo.outputs.last?.event, .action(elementID: nil, name: "escape", result: false))
    }
}
