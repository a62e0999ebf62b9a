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
        let broken = SceneTester(PrePosterScene(broken: true), voiceOver: false)
        broken.hears(moment: 39) {
            broken.voiceOverOn(["VoiceOver on", "Pre-Poster", "Tom McNeil"])
            broken.next(["Button."])
            broken.next(["3. Button."])
            broken.next(["Button."])
            broken.next(["2 open posts"])
        }
        // "VoiceOver on Pre-Poster EX Tom McNeil two open posts button."
        let fixed = SceneTester(PrePosterScene(), voiceOver: false)
        fixed.hears(moment: 43) { fixed.voiceOverOn(["VoiceOver on", "Pre-Poster EX", "Tom McNeil: 2 open posts. Button."]) }
        let kinds = fixed.outputs.compactMap { output -> SpeechKind? in
            if case .speech(let record) = output.event { return record.kind } else { return nil }
        }
        XCTAssertEqual(kinds, [.announcement, .title, .element])
    }

    func testVoiceOverOnOverExceptionalDogsSaysTheAppsNameThenLandsOnTheFirstDog() {
        // "VoiceOver on. Exceptional Dogs. Pinky." and "VoiceOver lands on the image": the app's
        // name, then the first element, the first card of the carousel.
        let vo = SceneTester(ExceptionalDogsScene(broken: true), voiceOver: false)
        vo.hears(moment: 1) { vo.voiceOverOn(["VoiceOver on", "Exceptional Dogs", "Pinky"]) }
        XCTAssertEqual(vo.focusedElementID, ExceptionalDogsScene.ElementID.card(Dog.all[0]))
        vo.next(["Layla"])
    }

    func testALaunchSaysTheAppsNameThenTheFirstElement() {
        // "Exceptional Dogs. Pinky." as the app opens under VoiceOver; a control has no app name.
        XCTAssertEqual(SceneTester(ExceptionalDogsScene(broken: true)).launch, ["Exceptional Dogs", "Pinky"])
        XCTAssertEqual(SceneTester(PrePosterScene(broken: true)).launch, ["Pre-Poster", "Tom McNeil"])
        XCTAssertEqual(SceneTester(HelloGoodbyeScene(), includesHints: false).launch, ["HelloGoodbye. Heading."],
                       "the app's name is not said twice when the first element says it")
        XCTAssertEqual(SceneTester(ExceptionalDogsScene(), voiceOver: false).launch, [])
    }

    func testTouchingEmptySpacePlaysTheNoElementSound() {
        // Accessibility on iOS: touching the logo, "that sound we just heard means that VoiceOver
        // doesn't think there's anything under my finger".
        let vo = SceneTester(HelloGoodbyeScene(broken: true))
        vo.hears(moment: 20) { vo.touch(Point(195, 250), [.sound(.noElement)]) }
    }

    func testEscapeEndsEditingAsTheKeyboardsDismissDoes() {
        // "Text field is editing. Music. Swing dance. Wine." (Accessibility on iOS); the scrub then
        // ends editing, as the keyboard's dismiss or Done does, instead of leaving the screen.
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene, includesHints: false)
        vo.touch(scene.node("profile-button")!.resolvedActivationPoint, ["Profile. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Profile", "Back. Back Button."])
        vo.touch(scene.node("hobbies-field")!.resolvedActivationPoint, ["Hobbies: Music, swing dance, wine. Text Field."])
        vo.activate([.sound(.activate), "Text field is editing. Music, swing dance, wine"])
        XCTAssertTrue(vo.session.isEditing)
        XCTAssertNotNil(scene.node("done"))
        vo.escape()
        XCTAssertFalse(vo.session.isEditing)
        XCTAssertNil(scene.editing)
        XCTAssertNil(scene.node("done"), "the Done button goes with the keyboard")
        XCTAssertEqual(scene.screen, .profile, "escape ended editing; it did not go back")
        XCTAssertEqual(vo.outputs.last { if case .action = $0.event { return true } else { return false } }?.event,
                       .action(elementID: "hobbies-field", name: "endEditing", result: true))
        // Focus stays on the field, which no longer says "Is editing."; typing does nothing.
        XCTAssertEqual(vo.focusedElementID, "hobbies-field")
        vo.touch(scene.node("hobbies-field")!.resolvedActivationPoint, ["Hobbies: Music, swing dance, wine. Text Field."])
        vo.type("x")
        // A second scrub, with nothing being edited, goes back.
        vo.escape([.sound(.screenChanged), "HelloGoodbye. Heading."])
        XCTAssertEqual(scene.screen, .start)
    }

    func testEscapeOnAPushedScreenGoesBack() {
        // A navigation controller pops its pushed screen on the two-finger scrub.
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene)
        vo.touch(scene.node("profile-button")!.resolvedActivationPoint, ["Profile. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Profile", "Back. Back Button."])
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
