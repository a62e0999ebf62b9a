import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// WWDC 2014 session 210's VoiceOver demos of HelloGoodbye (“Accessibility on iOS”, WWDC 2014), replayed through the simulated
/// VoiceOver: the audit of the broken app, then the fixed app, with what the talk heard alongside
/// (in the reference wording of docs/voiceover.md).
final class HelloGoodbyeVoiceOverTests: XCTestCase {

    private func center(_ scene: Scene, _ id: String) -> Point { scene.node(id)!.resolvedActivationPoint }

    private let adjustHint = Heard.hint("Swipe up or down with one finger to adjust the value.")
    private let actionsHint = Heard.hint("Swipe up or down to select a custom action, then double tap to activate.")

    // MARK: The audit (broken app)

    func testAuditOfTheStartScreen() {
        let scene = HelloGoodbyeScene(broken: true)
        let vo = SceneTester(scene, voiceOver: false)
        // "VoiceOver on." The app's name is the title VoiceOver lands on, said once.
        vo.hears(moment: 18) { vo.voiceOverOn(["VoiceOver on", "HelloGoodbye. Heading."]) }
        // "HelloGoodbye. Heading." Then the logo: nothing under the finger.
        vo.hears(moment: 19) { vo.touch("title", ["HelloGoodbye. Heading."]) }
        vo.hears(moment: 20) { vo.touch(Point(195, 250), [.sound(.noElement)]) }
        XCTAssertEqual(vo.focusedElementID, "title")
        // "Profile button." "Matches. Button." Then the end-of-screen sound.
        vo.hears(moment: 21) {
            vo.touch("profile-button", ["Profile. Button."])
            vo.next(["Matches. Button."])
            vo.next([.sound(.boundary)])
        }
    }

    func testAuditOfTheProfileScreen() {
        let scene = HelloGoodbyeScene(broken: true)
        let vo = SceneTester(scene)
        vo.touch("profile-button", ["Profile. Button."])
        // "Profile, Profile, Back, Back button."
        vo.hears(moment: 22) { vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Profile", "Back. Back Button."]) }
        // "Profile. Heading. Your age. 19 percent. Adjustable. Swipe up or down with one finger to adjust the value."
        vo.hears(moment: 23) {
            vo.next(["Profile. Heading."])
            vo.next(["Your age"])
            vo.next(["19 percent. Adjustable.", adjustHint])
        }
        // "28 percent." My age is jumping up by 10 years.
        vo.hears(moment: 24) { vo.increment(["28 percent"]) }
        XCTAssertEqual(scene.age, 47)
        // "47. Hobbies. Music. Swing dance. Wine. Text field. Double tap to edit."
        vo.hears(moment: 25) {
            vo.next(["47"])
            vo.next(["Hobbies: Music, swing dance, wine. Text Field.", .hint("Double tap to edit.")])
        }
        vo.hears(moment: 26) { vo.activate([.sound(.activate), "Text field is editing. Music, swing dance, wine"]) }
        XCTAssertEqual(scene.editing, .hobbies)
        // "Done button." Double tap ends editing.
        vo.hears(moment: 27) {
            vo.touch("done", ["Done. Button."])
            vo.activate([.sound(.activate), "Done", "Your age"])
        }
        XCTAssertNil(scene.editing)
        // "Preview." Double tap: "Preview." and nothing happens.
        vo.hears(moment: 28) {
            vo.touch("preview-tab", ["Preview"])
            vo.activate([.sound(.activate), "Preview"])
        }
        XCTAssertFalse(scene.previewShown)
        // "Back. Back button." Double tap: "HelloGoodbye, heading."
        vo.hears(moment: 29) {
            vo.touch("back", ["Back. Back Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), "HelloGoodbye. Heading."])
        }
    }

    func testAuditOfTheMatchesScreen() {
        let scene = HelloGoodbyeScene(broken: true)
        let vo = SceneTester(scene)
        // "Matches button." Double tap: "Matches, Matches, Back, Back button."
        vo.hears(moment: 30) {
            vo.touch("matches-button", ["Matches. Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), "Matches", "Matches", "Back. Back Button."])
        }
        // "Matches. Heading. Swipe up arrow to say hello, swipe down arrow to say goodbye. Ellipses."
        // The arrows and the ellipsis are read by name (the talk's "Ellipses." is the ellipsis after a pause).
        vo.hears(moment: 31) {
            vo.next(["Matches. Heading."])
            vo.next(["Swipe up arrow to say hello, swipe down arrow to say goodbye ellipsis"])
        }
        // "Age." The photo is skipped, and touching it finds nothing.
        let photo = HelloGoodbyePhotoProbe.photoCenter(of: scene)
        vo.hears(moment: 32) {
            vo.next(["Age"])
            vo.touch(photo, [.sound(.noElement)])
        }
        // "Hobbies. 32. Cooking. Bubble tea with friends. Travel."
        vo.hears(moment: 33) {
            vo.touch("card-age-title", ["Age"])
            vo.next(["Hobbies"])
            vo.next(["32"])
            vo.next(["Cooking, bubble tea with friends, travel"])
        }
        // Swipes belong to VoiceOver: no way to say hello.
        vo.increment([.sound(.boundary)])
        vo.decrement([.sound(.boundary)])
        XCTAssertEqual(scene.decisions, [])
    }

    // MARK: After the fixes

    func testFixedLogoAndInstructions() {
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene)
        // "HelloGoodbye. Meet your match. Image."
        vo.hears(moment: 34) { vo.touch("logo", ["HelloGoodbye. Meet your match. Image."]) }
        vo.touch("matches-button", ["Matches. Button."])
        // "[Beeping sound] Matches, Back, Back button." this time; the talk's other pushes, and this
        // screen in the talk's last demo, heard the bar's title too: "Matches. Matches. Back. Back button."
        vo.hears(moment: 35) { vo.activate([.sound(.activate), .sound(.screenChanged), "Matches", "Matches", "Back. Back Button."]) }
        // "Swipe up to say hello. Swipe down to say goodbye." Then "Profile photo, image."
        vo.hears(moment: 36) {
            vo.touch("instructions", ["Swipe up to say hello. Swipe down to say goodbye."])
            vo.next(["Profile photo. Image.", "Actions available", actionsHint])
        }
    }

    func testFixedAgeSliderAndPreview() {
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene)
        vo.touch("profile-button", ["Profile. Button."])
        // "Profile, Profile, Back, Back button."
        // "37. Adjustable. Swipe up or down with one finger to adjust the value." Then "38."
        // "Hobbies." The redundant age label is skipped.
        vo.hears(moment: 37) {
            vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Profile", "Back. Back Button."])
            vo.touch("age-slider", ["37. Adjustable.", adjustHint])
            vo.increment(["38"])
            XCTAssertEqual(scene.age, 38)
            vo.next(["Hobbies: Music, swing dance, wine. Text Field.", .hint("Double tap to edit.")])
        }
        // "Preview button." Double tap: the preview appears; swiping right: "Profile photo. Image."
        // "Preview button." Double tap hides it; swiping right now ends with the boundary sound.
        vo.hears(moment: 38) {
            vo.touch("preview-tab", ["Preview. Button."])
            vo.activate([.sound(.activate), "Preview"])
            XCTAssertTrue(scene.previewShown)
            vo.next(["Profile photo. Image."])
            vo.touch("preview-tab", ["Preview. Button."])
            vo.activate([.sound(.activate), "Preview"])
            XCTAssertFalse(scene.previewShown)
            vo.next([.sound(.boundary)])
        }
    }

    func testFixedCardReadsInOrderAndSaysHelloThroughTheActionsRotor() {
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene)
        vo.touch("matches-button", ["Matches. Button."])
        // "[Beeping sound] Matches. Matches. Back. Back button."
        vo.activate([.sound(.activate), .sound(.screenChanged), "Matches", "Matches", "Back. Back Button."])
        // "Profile photo. Image. Age. 32. Hobbies. Cooking. Bubble tea with friends. Travel."
        vo.touch("card-photo", ["Profile photo. Image.", "Actions available", actionsHint])
        vo.next(["Age", "Actions available", actionsHint])
        vo.next(["32", "Actions available", actionsHint])
        vo.next(["Hobbies", "Actions available", actionsHint])
        vo.next(["Cooking, bubble tea with friends, travel", "Actions available"])
        // Back on the photo, swipe down: "Say hello." Double tap says it.
        // The touch cuts the last hint short.
        vo.touch("card-photo", [.cut("Swipe up or down to select a custom action, then double tap to activate.",
                                     after: "Swipe up or down to select a custom action, then double tap to act"),
                                "Profile photo. Image.", "Actions available", actionsHint])
        vo.decrement(["Say hello"])
        vo.activate([.sound(.click)])
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
