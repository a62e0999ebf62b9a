import AXCore
import AXEngine
import AXSandboxTesting
import AXScenes
import XCTest

/// Scripted walks through the simulated VoiceOver: what a VoiceOver user hears and what the model does.
final class ControlsVoiceOverWalkTests: XCTestCase {
    private let adjustHint = Heard.hint("Swipe up or down with one finger to adjust the value.")
    private let actionsHint = Heard.hint("Swipe up or down to select a custom action, then double tap to activate.")

    // MARK: Star rating

    func testStarRatingIsReadAndAdjustedLikeTheSeedDemo() {
        let scene = StarRatingScene()
        let vo = SceneTester(scene)
        XCTAssertEqual(vo.focusedElementID, "star-rating-title")
        vo.next(["Tap or drag across the stars to rate your lemon tart."])
        vo.next(["Photo of a lemon tart with candied lemon slices. Image."])
        // “What's New in Accessibility” (WWDC 2017): "star rating, no rating, adjustable".
        vo.next(["Star rating: No rating. Adjustable.", adjustHint])
        for heard in ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"] { vo.increment([Heard(stringLiteral: heard)]) }
        vo.increment(["5 stars"])
        XCTAssertEqual(scene.stars, 5)
        vo.decrement(["4 stars"])
        vo.next([.sound(.boundary)])  // the rating is the last element
    }

    func testBrokenStarRatingCannotBeFoundByVoiceOver() {
        let scene = StarRatingScene(broken: true)
        let vo = SceneTester(scene)
        vo.next(["Tap or drag across the stars to rate your lemon tart."])
        vo.next(["Photo of a lemon tart with candied lemon slices. Image."])
        vo.next([.sound(.boundary)])
        // Touching the stars finds nothing, and swiping up does nothing to them.
        vo.touch(Point(75, scene.allNodes().last!.frame.maxY + 72), [.sound(.noElement)])
        vo.increment([.sound(.boundary)])
        XCTAssertEqual(scene.stars, 0)
    }

    // MARK: Piano

    func testPianoKeysPlayThroughSilentDirectTouch() {
        let scene = PianoScene()
        let vo = SceneTester(scene)
        vo.moveFocus(to: "piano-keyboard")
        XCTAssertEqual(vo.session.navigation.entries.last?.id, "piano-keyboard")
        let keys = pianoKeyPoints()
        // A chord, then a slide: tones only, no speech over them.
        vo.fingers([(.down, 1, keys["C4"]!), (.down, 2, keys["E4"]!), (.down, 3, keys["G4"]!),
                    (.move, 1, keys["D4"]!), (.up, 1, keys["D4"]!), (.up, 2, keys["E4"]!), (.up, 3, keys["G4"]!)],
                   [.tone(note: 60), .tone(note: 64), .tone(note: 67), .tone(note: 62)])
        XCTAssertEqual(scene.state("keysDown"), "none")
        XCTAssertEqual(scene.state("lastNote"), "D4")
    }

    func testPianoRequiresActivationVariantPlaysOnlyAfterADoubleTap() {
        var settings = Settings()
        settings.variant = PianoScene.requiresActivationVariant
        let vo = SceneTester(PianoScene(), settings: settings)
        vo.moveFocus(to: "piano-keyboard")
        let c4 = pianoKeyPoints(settings)["C4"]!
        // Not active yet: VoiceOver keeps the touch and reads the keyboard.
        vo.fingers([(.down, 1, c4), (.up, 1, c4)], ["Piano keyboard", .hint("Double tap to start playing, then touch the keys.")])
        vo.activate([.sound(.activate)])
        vo.fingers([(.down, 1, c4), (.up, 1, c4)], [.tone(note: 60)])
    }

    func testBrokenPianoSpeaksAndClicksOverEveryNote() {
        let vo = SceneTester(PianoScene(broken: true))
        vo.moveFocus(to: "piano-key-C4")
        vo.touch(pianoKeyPoints()["F♯4"]!, ["F sharp 4. Button."])
        // “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): the key label, then VoiceOver's activation sound, before the tone.
        vo.activate([.sound(.activate), .tone(note: 66), "F sharp 4"])
        vo.next(["G4. Button."])
        XCTAssertEqual(vo.focusedElementID, "piano-key-G4")
    }

    // MARK: Home screen

    func testHomeScreenDragAndDropThroughTheActionsRotorMatchesTheTouchDrag() {
        let scene = HomeScreenScene()
        let vo = SceneTester(scene)
        XCTAssertEqual(vo.focusedElementID, "app-mail")
        XCTAssertEqual(vo.session.rotor.option, .actions, "the rotor is on Actions on an element that offers them")
        vo.decrement(["Drag Mail"])
        vo.activate([.sound(.dragStart)])
        vo.moveFocus(to: "app-camera")
        vo.decrement(["Drag Camera"])
        vo.decrement(["Drop left of Camera"])
        vo.decrement(["Create folder with Camera"])
        vo.decrement(["Drop right of Camera"])
        // Focus follows the dropped app.
        vo.activate([.sound(.drop), "Mail. Button.", "Actions available", actionsHint])
        XCTAssertEqual(vo.focusedElementID, "app-mail")

        // The same drag by finger on a fresh home screen.
        let touched = HomeScreenScene()
        let context = TestSceneContext()
        let from = touched.node("app-mail")!.dragSources[0].point
        let to = touched.node("app-camera")!.dropPoints[2].point
        let finger = Finger(scene: touched, context: context, id: 1)
        finger.down(from)
        context.advance(by: HomeScreenScene.longPressDelay)
        finger.slide(from: from, to: to)
        finger.up(to)
        XCTAssertEqual(scene.arrangement, touched.arrangement)
        XCTAssertEqual(scene.visiblePageOrder.prefix(4), ["app-calendar", "app-photos", "app-camera", "app-mail"])
    }

    func testHomeScreenThreeFingerSwipesAnnouncePagesAndTheBorder() {
        let scene = HomeScreenScene()
        let vo = SceneTester(scene)
        vo.scroll(.left, ["Page 2 of 3"])
        vo.scroll(.left, ["Page 3 of 3"])
        // Only the swipe past the last page bonks.
        vo.scroll(.left, [.sound(.boundary), "Page 3 of 3"])
        XCTAssertEqual(scene.currentPage, 2)
    }

    func testHomeScreenLongPressByTripleTapEntersEditMode() {
        let scene = HomeScreenScene()
        let vo = SceneTester(scene)
        vo.longPress()
        XCTAssertTrue(scene.editing)
        XCTAssertEqual(vo.session.navigation.entries.first?.id, "home-done")
        vo.first(["Done. Button."])
        XCTAssertEqual(vo.focusedElementID, "home-done")
        vo.activate([.sound(.activate), "Done", "Mail. Button.", "Actions available", .hint("Swipe up or down to select a custom action, then double tap to activate.")])
        XCTAssertFalse(scene.editing)
    }

    func testHomeScreenFolderOpensForVoiceOverAndEscapeClosesIt() {
        let scene = HomeScreenScene()
        let vo = SceneTester(scene)
        vo.scroll(.left, ["Page 2 of 3"])
        vo.moveFocus(to: "folder-compass")
        vo.activate([.sound(.activate), "Utilities folder", "Compass. Button."])
        XCTAssertEqual(vo.focusedElementID, "app-compass")
        vo.next(["Translate. Button."])
        vo.next(["Voice Memos. Button."])
        vo.next([.sound(.boundary)])  // focus stays inside the open folder
        vo.escape(["Utilities folder: 3 apps. Button.", "Actions available", actionsHint])
        XCTAssertEqual(scene.state("openFolder"), "none")
        XCTAssertEqual(vo.focusedElementID, "folder-compass")
    }

    /// No drag and drop actions; VoiceOver's three-finger swipe still turns the page (the page dots,
    /// not adjustable, give a keyboard user no way to: keyboard.no-key-path).
    func testBrokenHomeScreenOffersNoActionsButVoiceOverStillTurnsThePage() {
        let scene = HomeScreenScene(broken: true)
        let vo = SceneTester(scene)
        XCTAssertFalse(vo.session.rotorOptions.contains(.actions))
        vo.previous([.sound(.boundary)])
        vo.next(["Calendar. Button."])  // no "Actions available"
        vo.scroll(.left, ["Page 2 of 3"])
        XCTAssertEqual(scene.currentPage, 1)
    }

    // MARK: Sighted walks through the session's pointer path

    func testSightedDragAcrossTheStars() {
        let scene = StarRatingScene()
        let touch = SceneTester(scene, voiceOver: false)
        let row = scene.node("star-rating")!.frame
        let y = row.minY + 52
        touch.drag(from: Point(50, y), to: Point(260, y), hold: 0, steps: 10)
        XCTAssertEqual(scene.stars, 4)
    }

    func testSightedHomeScreenDragMatchesTheVoiceOverDrag() {
        let touched = HomeScreenScene()
        let finger = SceneTester(touched, voiceOver: false)
        // Hold still past the long press, then drag to Mail's centre in small steps.
        finger.drag(from: touched.node("app-notes")!.dragSources[0].point, to: touched.node("app-mail")!.dropPoints[1].point,
                    hold: 640, steps: 20, [])  // VoiceOver is off: a sighted drag plays none of its earcons

        let described = HomeScreenScene()
        let vo = SceneTester(described, includesHints: false)
        vo.moveFocus(to: "app-notes")
        XCTAssertEqual(vo.session.rotor.option, .actions, "the rotor is on Actions on an element that offers them")
        vo.decrement(["Drag Notes"])
        vo.activate([.sound(.dragStart)])
        vo.first(["Mail. Button.", "Actions available"])
        XCTAssertEqual(vo.focusedElementID, "app-mail")
        vo.decrement(["Drag Mail"])
        vo.decrement(["Drop left of Mail"])
        vo.decrement(["Create folder with Mail"])
        vo.activate([.sound(.drop), "Productivity folder: 2 apps. Button.", "Actions available"])

        XCTAssertEqual(touched.visiblePageOrder.first, "folder-mail")
        XCTAssertEqual(touched.arrangement, described.arrangement)
        XCTAssertEqual(touched.state("order"), described.state("order"))
    }
}
