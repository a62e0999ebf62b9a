import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// Moments of the talks that cross the seed apps: VoiceOver turning on over an app, the empty-space
/// sound, escape on a pushed screen (docs/voiceover.md lists every moment and its test).
final class TalkMomentsVoiceOverTests: XCTestCase {
    private func heard(_ outputs: [Output]) -> [String] { VoiceOverWalk.spoken(outputs) }

    /// Turns VoiceOver on over `scene`, as the talks' demos did with the accessibility shortcut.
    private func turnOn(_ scene: Scene) -> (VoiceOverWalk, [Output]) {
        let walk = VoiceOverWalk(scene, voiceOver: false)
        return (walk, walk.send(.voiceOverOn))
    }

    func testVoiceOverOnSpeaksTheAppsNameBeforeTheFirstElement() {
        // What's New in Accessibility: "VoiceOver on Pre-Poster Tom McNeil".
        let (_, broken) = turnOn(PrePosterScene(broken: true))
        XCTAssertEqual(heard(broken), ["VoiceOver on", "Pre-Poster", "Tom McNeil"])
        // "VoiceOver on Pre-Poster EX Tom McNeil two open posts button."
        let (_, fixed) = turnOn(PrePosterScene())
        XCTAssertEqual(heard(fixed), ["VoiceOver on", "Pre-Poster EX", "Tom McNeil: 2 open posts. Button."])
        let kinds = fixed.compactMap { output -> SpeechKind? in
            if case .speech(let record) = output.event { return record.kind } else { return nil }
        }
        XCTAssertEqual(kinds, [.announcement, .title, .element])
    }

    func testVoiceOverOnOverExceptionalDogsSaysTheAppsNameOnce() {
        // "VoiceOver on. Exceptional Dogs. Pinky.": the catalog scene exposes its title as a heading
        // that says the app's name, so the name is heard once, as that heading (docs/voiceover.md).
        let (walk, outputs) = turnOn(ExceptionalDogsScene(broken: true))
        XCTAssertEqual(heard(outputs), ["VoiceOver on", "Exceptional Dogs. Heading."])
        XCTAssertEqual(heard(walk.send(.next)), ["Pinky"])
    }

    func testTouchingEmptySpacePlaysTheNoElementSound() {
        // Accessibility on iOS: touching the logo, "that sound we just heard means that VoiceOver
        // doesn't think there's anything under my finger".
        let scene = HelloGoodbyeScene(broken: true)
        let walk = VoiceOverWalk(scene)
        let logo = walk.send(.touch(Point(195, 250)))
        XCTAssertEqual(VoiceOverWalk.sounds(logo), ["noElement"])
        XCTAssertEqual(heard(logo), [])
    }

    func testEscapeOnAPushedScreenGoesBack() {
        // A navigation controller pops its pushed screen on the two-finger scrub.
        let scene = HelloGoodbyeScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.touch(scene.node("profile-button")!.resolvedActivationPoint))
        walk.send(.activate)
        XCTAssertEqual(scene.screen, .profile)
        let back = walk.send(.escape)
        XCTAssertEqual(scene.screen, .start)
        XCTAssertTrue(back.contains { $0.event == .action(elementID: "back", name: "escape", result: true) })
        // "[Beeping sound] HelloGoodbye, heading."
        XCTAssertEqual(heard(back), ["HelloGoodbye. Heading."])
        // On the first screen nothing handles it.
        XCTAssertTrue(walk.send(.escape).contains { $0.event == .action(elementID: nil, name: "escape", result: false) })
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
