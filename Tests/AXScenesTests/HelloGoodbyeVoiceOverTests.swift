import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// WWDC 2014 session 210's VoiceOver demos of HelloGoodbye (seed 001), replayed through the simulated
/// VoiceOver: the audit of the broken app, then the fixed app, with what the talk heard alongside
/// (in the reference wording of reference/voiceover.md).
final class HelloGoodbyeVoiceOverTests: XCTestCase {
    private func heard(_ outputs: [Output], hints: Bool = false) -> [String] { VoiceOverWalk.spoken(outputs, hints: hints) }

    private func center(_ scene: Scene, _ id: String) -> Point { scene.node(id)!.resolvedActivationPoint }

    private let adjustHint = "Swipe up or down with one finger to adjust the value."
    private let actionsHint = "Swipe up or down to select a custom action, then double tap to activate."

    // MARK: The audit (broken app)

    func testAuditOfTheStartScreen() {
        let scene = HelloGoodbyeScene(broken: true)
        let walk = VoiceOverWalk(scene)
        // "HelloGoodbye. Heading." Then the logo: nothing under the finger.
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "title")))), ["HelloGoodbye. Heading."])
        XCTAssertEqual(heard(walk.send(.touch(Point(195, 250)))), [])
        XCTAssertEqual(walk.session.focusedElementID, "title")
        // "Profile button." "Matches. Button." Then the end-of-screen sound.
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "profile-button")))), ["Profile. Button."])
        XCTAssertEqual(heard(walk.send(.next)), ["Matches. Button."])
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.next)), ["boundary"])
    }

    func testAuditOfTheProfileScreen() {
        let scene = HelloGoodbyeScene(broken: true)
        let walk = VoiceOverWalk(scene)
        walk.send(.touch(center(scene, "profile-button")))
        // "Profile, Profile, Back, Back button."
        let opened = walk.send(.activate)
        XCTAssertEqual(heard(opened), ["Back Button."])
        XCTAssertTrue(VoiceOverWalk.sounds(opened).contains("screenChanged"))
        // "Profile. Heading. Your age. 19 percent. Adjustable. Swipe up or down with one finger to adjust the value."
        XCTAssertEqual(heard(walk.send(.next)), ["Profile. Heading."])
        XCTAssertEqual(heard(walk.send(.next)), ["Your age"])
        XCTAssertEqual(heard(walk.send(.next), hints: true), ["19 percent. Adjustable.", adjustHint])
        // "28 percent." My age is jumping up by 10 years.
        XCTAssertEqual(heard(walk.send(.up)), ["28 percent"])
        XCTAssertEqual(scene.age, 47)
        // "47. Hobbies. Music. Swing dance. Wine. Text field. Double tap to edit."
        XCTAssertEqual(heard(walk.send(.next)), ["47"])
        XCTAssertEqual(heard(walk.send(.next), hints: true), ["Hobbies: Music, swing dance, wine. Text Field.", "Double tap to edit."])
        walk.send(.activate)
        XCTAssertEqual(scene.editing, .hobbies)
        // "Done button." Double tap ends editing.
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "done")))), ["Done. Button."])
        walk.send(.activate)
        XCTAssertNil(scene.editing)
        // "Preview." Double tap: "Preview." and nothing happens.
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "preview-tab")))), ["Preview"])
        walk.send(.activate)
        XCTAssertFalse(scene.previewShown)
        // "Back. Back button." Double tap: "HelloGoodbye, heading."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "back")))), ["Back Button."])
        XCTAssertEqual(heard(walk.send(.activate)), ["HelloGoodbye. Heading."])
    }

    func testAuditOfTheMatchesScreen() {
        let scene = HelloGoodbyeScene(broken: true)
        let walk = VoiceOverWalk(scene)
        // "Matches button." Double tap: "Matches, Matches, Back, Back button."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "matches-button")))), ["Matches. Button."])
        XCTAssertEqual(heard(walk.send(.activate)), ["Back Button."])
        // "Matches. Heading. Swipe up arrow to say hello, swipe down arrow to say goodbye. Ellipses."
        XCTAssertEqual(heard(walk.send(.next)), ["Matches. Heading."])
        // The arrows and the ellipsis are read by name (the talk's "Ellipses." is the ellipsis after a pause).
        XCTAssertEqual(heard(walk.send(.next)), ["Swipe up arrow to say hello, swipe down arrow to say goodbye ellipsis"])
        // "Age." The photo is skipped, and touching it finds nothing.
        XCTAssertEqual(heard(walk.send(.next)), ["Age"])
        let photo = HelloGoodbyePhotoProbe.photoCenter(of: scene)
        XCTAssertEqual(heard(walk.send(.touch(photo))), [])
        // "Hobbies. 32. Cooking. Bubble tea with friends. Travel."
        var swiped: [String] = []
        for _ in 0..<3 { swiped += heard(walk.send(.next)) }
        XCTAssertEqual(swiped, ["Hobbies", "32", "Cooking, bubble tea with friends, travel"])
        // Swipes belong to VoiceOver: no way to say hello.
        walk.send(.up)
        walk.send(.down)
        XCTAssertEqual(scene.decisions, [])
    }

    // MARK: After the fixes

    func testFixedLogoAndInstructions() {
        let scene = HelloGoodbyeScene()
        let walk = VoiceOverWalk(scene)
        // "HelloGoodbye. Meet your match. Image."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "logo")))), ["HelloGoodbye. Meet your match. Image."])
        walk.send(.touch(center(scene, "matches-button")))
        // "Matches, Back, Back button."
        XCTAssertEqual(heard(walk.send(.activate)), ["Back Button."])
        // "Swipe up to say hello. Swipe down to say goodbye." Then "Profile photo, image."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "instructions")))), ["Swipe up to say hello. Swipe down to say goodbye."])
        XCTAssertEqual(heard(walk.send(.next)).first, "Profile photo. Image.")
    }

    func testFixedAgeSliderAndPreview() {
        let scene = HelloGoodbyeScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.touch(center(scene, "profile-button")))
        XCTAssertEqual(heard(walk.send(.activate)), ["Back Button."])
        // "37. Adjustable. Swipe up or down with one finger to adjust the value." Then "38."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "age-slider"))), hints: true), ["37. Adjustable.", adjustHint])
        XCTAssertEqual(heard(walk.send(.up)), ["38"])
        XCTAssertEqual(scene.age, 38)
        // "Hobbies." The redundant age label is skipped.
        XCTAssertEqual(heard(walk.send(.next)), ["Hobbies: Music, swing dance, wine. Text Field."])
        // "Preview button." Double tap: the preview appears; swiping right: "Profile photo. Image."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "preview-tab")))), ["Preview. Button."])
        walk.send(.activate)
        XCTAssertTrue(scene.previewShown)
        XCTAssertEqual(heard(walk.send(.next)), ["Profile photo. Image."])
        XCTAssertEqual(heard(walk.send(.next)), ["Age"])
        XCTAssertEqual(heard(walk.send(.next)), ["38"])
        // "Preview button." Double tap hides it; swiping right now ends with the boundary sound.
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "preview-tab")))), ["Preview. Button."])
        walk.send(.activate)
        XCTAssertFalse(scene.previewShown)
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.next)), ["boundary"])
    }

    func testFixedCardReadsInOrderAndSaysHelloThroughTheActionsRotor() {
        let scene = HelloGoodbyeScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.touch(center(scene, "matches-button")))
        walk.send(.activate)
        // "Profile photo. Image. Age. 32. Hobbies. Cooking. Bubble tea with friends. Travel."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "card-photo"))), hints: true),
                       ["Profile photo. Image.", "Actions available", actionsHint])
        var swiped: [String] = []
        for _ in 0..<4 { swiped += heard(walk.send(.next)).prefix(1) }
        XCTAssertEqual(swiped, ["Age", "32", "Hobbies", "Cooking, bubble tea with friends, travel"])
        // Back on the photo, swipe down: "Say hello." Double tap says it.
        walk.send(.touch(center(scene, "card-photo")))
        XCTAssertEqual(heard(walk.send(.down)), ["Say hello"])
        walk.send(.activate)
        XCTAssertEqual(scene.decisions, [.hello])
        XCTAssertEqual(scene.node("card-age")?.label, "29", "the next match")
    }
}

/// Where the broken card's photo is drawn, though no element covers it.
enum HelloGoodbyePhotoProbe {
    static func photoCenter(of scene: HelloGoodbyeScene) -> Point {
        HelloGoodbyeLayout(style: HelloGoodbyeStyle(settings: .default, accommodates: false), size: scene.device.size)
            .matchCard(HelloGoodbyePerson.matches[scene.matchIndex]).photo.center
    }
}
