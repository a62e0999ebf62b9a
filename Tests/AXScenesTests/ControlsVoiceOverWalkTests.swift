import AXCore
import AXEngine
import AXScenes
import XCTest

/// Scripted walks through the simulated VoiceOver: what a VoiceOver user hears and what the model does.
final class ControlsVoiceOverWalkTests: XCTestCase {
    // MARK: Star rating

    func testStarRatingIsReadAndAdjustedLikeTheSeedDemo() {
        let scene = StarRatingScene()
        let walk = VoiceOverWalk(scene)
        XCTAssertEqual(walk.session.focusedElementID, "star-rating-title")
        walk.send(.next)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.next)), ["Photo of a lemon tart with candied lemon slices. Image."])
        let focused = walk.send(.next)
        // Seed 002: "star rating, no rating, adjustable".
        XCTAssertEqual(VoiceOverWalk.spoken(focused, hints: true),
                       ["Star rating: No rating. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        var heard: [String] = []
        for _ in 0..<6 { heard += VoiceOverWalk.spoken(walk.send(.up)) }
        XCTAssertEqual(heard, ["1 star", "2 stars", "3 stars", "4 stars", "5 stars", "5 stars"])
        XCTAssertEqual(scene.stars, 5)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.down)), ["4 stars"])
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.next)), ["boundary"], "the rating is the last element")
    }

    func testBrokenStarRatingCannotBeFoundByVoiceOver() {
        let scene = StarRatingScene(broken: true)
        let walk = VoiceOverWalk(scene)
        var heard: [String] = []
        for _ in 0..<3 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Tap or drag across the stars to rate your lemon tart.", "Photo of a lemon tart with candied lemon slices. Image."])
        // Touching the stars finds nothing, and swiping up does nothing to them.
        let star = Point(75, scene.allNodes().last!.frame.maxY + 72)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.touch(star))), [])
        walk.send(.up)
        XCTAssertEqual(scene.stars, 0)
    }

    // MARK: Piano

    func testPianoKeysPlayThroughSilentDirectTouch() {
        let scene = PianoScene()
        let walk = VoiceOverWalk(scene)
        walk.focus("piano-keyboard")
        XCTAssertEqual(walk.session.navigation.entries.last?.id, "piano-keyboard")
        let keys = pianoKeyPoints()
        // A chord, then a slide: tones only, no speech over them.
        let outputs = walk.pointer([(.down, 1, keys["C4"]!), (.down, 2, keys["E4"]!), (.down, 3, keys["G4"]!),
                                    (.move, 1, keys["D4"]!), (.up, 1, keys["D4"]!), (.up, 2, keys["E4"]!), (.up, 3, keys["G4"]!)])
        XCTAssertEqual(VoiceOverWalk.sounds(outputs), ["tone 60", "tone 64", "tone 67", "tone 62"])
        XCTAssertEqual(VoiceOverWalk.spoken(outputs, hints: true), [])
        XCTAssertEqual(scene.state("keysDown"), "none")
        XCTAssertEqual(scene.state("lastNote"), "D4")
    }

    func testPianoRequiresActivationVariantPlaysOnlyAfterADoubleTap() {
        var settings = Settings()
        settings.variant = PianoScene.requiresActivationVariant
        let scene = PianoScene()
        let walk = VoiceOverWalk(scene, settings: settings)
        walk.focus("piano-keyboard")
        let c4 = pianoKeyPoints(settings)["C4"]!
        let before = walk.pointer([(.down, 1, c4), (.up, 1, c4)])
        XCTAssertFalse(VoiceOverWalk.sounds(before).contains("tone 60"), "not active yet: VoiceOver keeps the touch")
        walk.send(.activate)
        let after = walk.pointer([(.down, 1, c4), (.up, 1, c4)])
        XCTAssertEqual(VoiceOverWalk.sounds(after), ["tone 60"])
    }

    func testBrokenPianoSpeaksAndClicksOverEveryNote() {
        let scene = PianoScene(broken: true)
        let walk = VoiceOverWalk(scene)
        walk.focus("piano-key-C4")
        let fSharp = walk.send(.touch(pianoKeyPoints()["F♯4"]!))
        XCTAssertEqual(VoiceOverWalk.spoken(fSharp), ["F sharp 4. Button."])
        let played = walk.send(.activate)
        // Seed 004: the key label, then VoiceOver's activation sound, before the tone.
        XCTAssertEqual(VoiceOverWalk.sounds(played), ["activate", "tone 66"])
        walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "piano-key-G4")
    }

    // MARK: Home screen

    func testHomeScreenDragAndDropThroughTheActionsRotorMatchesTheTouchDrag() {
        let scene = HomeScreenScene()
        let walk = VoiceOverWalk(scene)
        XCTAssertEqual(walk.session.focusedElementID, "app-mail")
        walk.send(.rotorNext)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.down)), ["Drag Mail"])
        let began = walk.send(.activate)
        XCTAssertEqual(VoiceOverWalk.sounds(began), ["dragStart"])
        walk.focus("app-camera")
        var names: [String] = []
        for _ in 0..<4 { names += VoiceOverWalk.spoken(walk.send(.down)) }
        XCTAssertEqual(names, ["Drag Camera", "Drop left of Camera", "Create folder with Camera", "Drop right of Camera"])
        let dropped = walk.send(.activate)
        XCTAssertEqual(VoiceOverWalk.sounds(dropped), ["drop"])
        XCTAssertEqual(walk.session.focusedElementID, "app-mail", "focus follows the dropped app")
        XCTAssertEqual(VoiceOverWalk.spoken(dropped).first, "Mail. Button.")

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
        let walk = VoiceOverWalk(scene)
        walk.focus(scene.visiblePageOrder[0])
        // After a three-finger page scroll, focus lands on the first element of the new page and
        // only the page is spoken.
        let first = walk.send(.scroll(.left))
        XCTAssertEqual(VoiceOverWalk.spoken(first), ["Page 2 of 3"])
        XCTAssertEqual(walk.session.focusedElementID, scene.visiblePageOrder[0])
        walk.send(.scroll(.right))
        var heard: [String] = []
        var sounds: [String] = []
        for _ in 0..<3 {
            let outputs = walk.send(.scroll(.left))
            heard += VoiceOverWalk.spoken(outputs)
            sounds += VoiceOverWalk.sounds(outputs)
        }
        XCTAssertEqual(heard.filter { $0.hasPrefix("Page") }, ["Page 2 of 3", "Page 3 of 3", "Page 3 of 3"])
        XCTAssertEqual(sounds, ["boundary"], "only the swipe past the last page bonks")
        XCTAssertEqual(scene.currentPage, 2)
    }

    func testHomeScreenLongPressByTripleTapEntersEditMode() {
        let scene = HomeScreenScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.longPress)
        XCTAssertTrue(scene.editing)
        XCTAssertEqual(walk.session.navigation.entries.first?.id, "home-done")
        walk.send(.first)
        XCTAssertEqual(walk.session.focusedElementID, "home-done")
        walk.send(.activate)
        XCTAssertFalse(scene.editing)
    }

    func testHomeScreenFolderOpensForVoiceOverAndEscapeClosesIt() {
        let scene = HomeScreenScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.scroll(.left))
        walk.focus("folder-compass")
        let opened = walk.send(.activate)
        XCTAssertEqual(walk.session.focusedElementID, "app-compass")
        // The folder's label again after the double tap, then the first app the folder focuses.
        XCTAssertEqual(VoiceOverWalk.spoken(opened), ["Utilities folder", "Compass. Button."])
        walk.send(.next)
        walk.send(.next)
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.next)), ["boundary"], "focus stays inside the open folder")
        walk.send(.escape)
        XCTAssertEqual(scene.state("openFolder"), "none")
        XCTAssertEqual(walk.session.focusedElementID, "folder-compass")
    }

    func testBrokenHomeScreenOffersNoActionsAndNoPageScroll() {
        let scene = HomeScreenScene(broken: true)
        let walk = VoiceOverWalk(scene)
        XCTAssertEqual(walk.session.rotorOptions, [])
        let mail = walk.send(.previous)
        XCTAssertEqual(VoiceOverWalk.sounds(mail), ["boundary"])
        let scroll = walk.send(.scroll(.left))
        XCTAssertEqual(VoiceOverWalk.sounds(scroll), ["boundary"])
        XCTAssertEqual(VoiceOverWalk.spoken(scroll), [])
        XCTAssertEqual(scene.currentPage, 0)
        let next = walk.send(.next)
        XCTAssertEqual(VoiceOverWalk.spoken(next, hints: true), ["Calendar. Button."], "no \"Actions available\"")
    }

    // MARK: Sighted walks through the session's pointer path

    func testSightedDragAcrossTheStars() {
        let scene = StarRatingScene()
        let walk = VoiceOverWalk(scene, voiceOver: false)
        let row = scene.node("star-rating")!.frame
        let y = row.minY + 52
        let path = stride(from: 60.0, through: 260, by: 20).map { (PointerSample.Phase.move, 1, Point($0, y)) }
        walk.pointer([(.down, 1, Point(50, y))] + path + [(.up, 1, Point(260, y))], spacing: 16)
        XCTAssertEqual(scene.stars, 4)
    }

    func testSightedHomeScreenDragMatchesTheVoiceOverDrag() {
        let touched = HomeScreenScene()
        let walk = VoiceOverWalk(touched, voiceOver: false)
        let from = touched.node("app-notes")!.dragSources[0].point
        let to = touched.node("app-mail")!.dropPoints[1].point
        // Hold still past the long press, then drag to Mail's centre in small steps.
        var samples: [(PointerSample.Phase, Int, Point)] = [(.down, 1, from)]
        samples += Array(repeating: (.move, 1, from), count: 40)
        for i in 1...20 {
            let t = Double(i) / 20
            samples.append((.move, 1, Point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)))
        }
        samples.append((.up, 1, to))
        walk.pointer(samples, spacing: 16)

        let described = HomeScreenScene()
        let voiceOver = VoiceOverWalk(described)
        voiceOver.focus("app-notes")
        voiceOver.send(.rotorNext)
        voiceOver.send(.down)
        voiceOver.send(.activate)
        voiceOver.send(.first)
        XCTAssertEqual(voiceOver.session.focusedElementID, "app-mail")
        voiceOver.send(.down)
        voiceOver.send(.down)
        XCTAssertEqual(VoiceOverWalk.spoken(voiceOver.send(.down)), ["Create folder with Mail"])
        voiceOver.send(.activate)

        XCTAssertEqual(touched.visiblePageOrder.first, "folder-mail")
        XCTAssertEqual(touched.arrangement, described.arrangement)
        XCTAssertEqual(touched.state("order"), described.state("order"))
    }
}
