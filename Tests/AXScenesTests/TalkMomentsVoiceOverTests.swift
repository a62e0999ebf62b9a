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

/// Typing into a text field VoiceOver is editing, as the window's keyboard and a trace's `typed`
/// record do.
final class TypingVoiceOverTests: XCTestCase {
    func testTypedTextGoesIntoTheEditedFieldAndIsEchoedByCharacterAndWord() {
        let scene = HelloGoodbyeScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.touch(scene.node("profile-button")!.resolvedActivationPoint))
        walk.send(.activate)
        // Not editing yet: typing does nothing.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.apply(.typed("x"))), [])
        walk.send(.touch(scene.node("hobbies-field")!.resolvedActivationPoint))
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)), ["Text field is editing. Music, swing dance, wine"])
        XCTAssertTrue(walk.session.isEditing)
        // "Characters and Words": each character, and the word a space or punctuation completes.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.apply(.typed(","))), ["comma", "wine"])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.apply(.typed(" "))), ["space"])
        for letter in ["J", "a", "z", "z"] { XCTAssertEqual(VoiceOverWalk.spoken(walk.apply(.typed(letter))), [letter]) }
        XCTAssertEqual(VoiceOverWalk.spoken(walk.apply(.typed("."))), ["period", "Jazz"])
        XCTAssertEqual(scene.me.hobbies, "Music, swing dance, wine, Jazz.")
        // The field says so while editing, and stops once focus leaves it.
        XCTAssertEqual(walk.session.navigation.entries.first { $0.id == "hobbies-field" }.map { walk.session.description(at: walk.session.navigation.index(of: $0.id)!).description },
                       "Hobbies: Music, swing dance, wine, Jazz. Text Field. Is editing.")
        walk.send(.next)
        XCTAssertFalse(walk.session.isEditing)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.apply(.typed("y"))), [])
    }
}
