import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// WWDC 2017 session 215's VoiceOver audit of Pre-Poster (“What's New in Accessibility”, WWDC 2017) and the fixed app's demo,
/// replayed through the simulated VoiceOver (reference wording of docs/voiceover.md), plus the
/// talk's activation-point and accessibility-scroll cases.
final class PrePosterVoiceOverTests: XCTestCase {
    private func center(_ scene: Scene, _ id: String) -> Point { scene.node(id)!.resolvedActivationPoint }
    private let actionsHint = Heard.hint("Swipe up or down to select a custom action, then double tap to activate.")
    private let adjustHint = Heard.hint("Swipe up or down with one finger to adjust the value.")

    private func lexiStars(_ scene: PrePosterScene) -> Point {
        // Where the composition placed the post's star rating control, visible or not.
        let control = scene.ratingControl("lexi-set")
        let stars = scene.layout(.default).nodes.first { ($0.component as? StarRatingControl) === control }!
        return control.starCenter(2, in: stars.frame)
    }

    // MARK: The audit (broken app)

    func testAuditOfTheFeed() {
        let scene = PrePosterScene(broken: true)
        let vo = SceneTester(scene)
        // "Pre-Poster Tom McNeil, [inaudible] button, three button, button, two open posts."
        vo.first(["Tom McNeil"])
        vo.next(["Button."])
        vo.next(["3. Button."])
        vo.next(["Button."])
        vo.next(["2 open posts"])
        // "Lexi Torres five minutes remaining, just finished my set three comments, two button, three button."
        vo.hears(moment: 40) {
            vo.next(["Lexi Torres"])
            vo.next(["5 minutes remaining"])
            vo.next(["Just finished my set!"])
            vo.next(["3 comments"])
            vo.next(["2. Button."])
            vo.next(["3. Button."])
        }
        // The star view: nothing under the finger, and swiping goes straight on to the next post.
        vo.hears(moment: 41) { vo.touch(lexiStars(scene), [.sound(.noElement)]) }
        vo.touch(center(scene, "lexi-set-up-vote"), ["3. Button."])
        vo.next(["Tom McNeil"])
        // No way to delete: the post offers no actions.
        vo.touch(center(scene, "lexi-set-text"), ["Just finished my set!"])
        vo.decrement([.sound(.boundary)])
        XCTAssertNil(scene.deleteCandidate)
    }

    func testAuditOfTheSettings() {
        let scene = PrePosterScene(broken: true)
        let vo = SceneTester(scene)
        // "Button." Then "Settings close button."
        vo.hears(moment: 42) {
            vo.touch(center(scene, "settings"), ["Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), "Settings. Heading."])
            vo.next(["Close. Button."])
            vo.next([.speech(PrePosterScene.settingsCaption)])
            vo.next(["Facebook"])
            // "Facebook, Facebook": no state, and double tapping changes nothing but says the label again.
            vo.activate([.sound(.activate), "Facebook"])
            XCTAssertFalse(scene.isOn("Facebook"))
            // "Close." "Tom McNeil."
            vo.touch(center(scene, "close"), ["Close. Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), "Tom McNeil"])
        }
    }

    // MARK: After the fixes

    func testFixedFeed() {
        let scene = PrePosterScene()
        let vo = SceneTester(scene)
        // "Tom McNeil two open posts button."
        vo.first(["Tom McNeil: 2 open posts. Button."])
        // "[New post] button, notifications three, button settings button."
        vo.hears(moment: 44) {
            vo.next(["New post. Button."])
            vo.next(["Notifications: 3. Button."])
            vo.next(["Settings. Button."])
            vo.next(["Lexi Torres", "Actions available", actionsHint])
            vo.next(["5 minutes remaining", "Actions available", actionsHint])
            vo.next(["Just finished my set!", "Actions available", actionsHint])
            vo.next(["3 comments", "Actions available", actionsHint])
            // "Down vote two button, up vote three button."
            vo.next(["Down vote: 2. Button.", "Actions available", actionsHint])
            vo.next(["Up vote: 3. Button.", "Actions available", actionsHint])
        }
        // "Star rating, no rating, adjustable." Now it can be changed, too.
        vo.hears(moment: 45) { vo.next(["Star rating: No rating. Adjustable.", "Actions available"]) }
        vo.increment([.cut("Swipe up or down with one finger to adjust the value. Swipe up or down to select a custom action, then double tap to activate.", after: "Swipe up or down with one finger to adjust the value. Swipe up or down "), "1 star"])
        vo.increment(["2 stars"])
        XCTAssertEqual(scene.rating(of: "lexi-set"), 2)
        // Adjustable and with actions: the rotor offers both, so Delete is one turn away.
        vo.rotorNext(["Actions"])
        vo.decrement(["Delete"])
        vo.rotorPrevious(["Adjust Value"])
        // Three fingers up: "Page 2 of 4" (heard in the talk's demo just before the star rating).
        vo.scroll(.up, ["Page 2 of 4"])
    }

    func testSwipingPastTheLastVisiblePostScrollsOnToTheNext() {
        let scene = PrePosterScene()
        let walk = VoiceOverWalk(scene)
        // The last element that shows (a four-finger tap would go on to the feed's very last).
        let lastShowing = walk.session.navigation.entries[walk.session.navigation.count - 1].element.resolvedActivationPoint
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.touch(lastShowing))), ["Sunrise over a mountain ridge. Button. Image.", "Actions available"])
        // "Page two of four. Star rating, no rating, adjustable.": the feed scrolls a page, its page
        // is announced, then the element the scroll brought in.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.next)), ["Page 2 of 4", "5 comments", "Actions available"])
        XCTAssertEqual(walk.session.focusedElementID, "priya-ridge-comments")
    }

    func testFixedSettingsToggle() {
        let scene = PrePosterScene()
        let vo = SceneTester(scene)
        vo.touch(center(scene, "settings"), ["Settings. Button."])
        // "Settings, heading, Facebook off."
        vo.hears(moment: 47) {
            vo.activate([.sound(.activate), .sound(.screenChanged), "Settings. Heading."])
            vo.touch(center(scene, "network-facebook"), ["Facebook. Switch Button. Off.", .hint("Double tap to toggle setting.")])
        }
        // Double tap: the switch says its new state.
        vo.activate([.sound(.activate), "On"])
        XCTAssertTrue(scene.isOn("Facebook"))
        vo.touch(center(scene, "network-facebook"), ["Facebook. Switch Button. On.", .hint("Double tap to toggle setting.")])
        vo.touch(center(scene, "close"), ["Close. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Tom McNeil: 2 open posts. Button."])
    }

    func testFixedDeleteFromAnyElementOfThePost() {
        let scene = PrePosterScene()
        let vo = SceneTester(scene)
        vo.touch(center(scene, "lexi-set-text"), ["Just finished my set!", "Actions available", actionsHint])
        vo.decrement(["Delete"])
        // The delete sheet comes up as a new screen; its Delete button removes the post.
        vo.activate([.sound(.click), .sound(.screenChanged), "Delete this post? Your friends' votes and comments go with it."])
        XCTAssertEqual(scene.deleteCandidate, "lexi-set")
        vo.next(["Delete. Button."])
        vo.activate([.sound(.activate), "Delete", "Tom McNeil: 2 open posts. Button."])
        XCTAssertNil(scene.post("lexi-set"))
        XCTAssertNotEqual(vo.focusedElementID, "delete-confirm")
    }

    // MARK: The talk's other cases

    /// Scrolls to Priya's photo and opens it. The broken app offers no actions on the post, so
    /// "Actions available" (and its hint, cut by the next touch) is heard only in the fixed one.
    private func openPhoto(_ scene: PrePosterScene, _ vo: SceneTester) {
        let actions: [Heard] = scene.isBroken ? [] : ["Actions available"]
        // The feed scrolls while focus is inside it (the header is not part of the list).
        vo.scroll(.up, [.sound(.boundary)])
        vo.touch(center(scene, "lexi-set-text"), ["Just finished my set!"] + actions + (scene.isBroken ? [] : [actionsHint]))
        vo.scroll(.up, ["Page 2 of 4"])
        vo.touch(center(scene, "priya-ridge-photo"), ["Sunrise over a mountain ridge. Button. Image."] + actions)
        let cutHint: [Heard] = scene.isBroken ? [] : [.cut("Swipe up or down to select a custom action, then double tap to activate.",
                                                           after: "Swipe up or down to select a custom action, then double tap t")]
        vo.activate([.sound(.activate), .sound(.screenChanged)] + cutHint + ["Back. Back Button."])
        vo.touch(center(scene, "photo"), ["Sunrise over a mountain ridge. Image."])
    }

    func testFixedPhotoDetailsComeUpWithAThreeFingerScroll() {
        let scene = PrePosterScene()
        let vo = SceneTester(scene)
        openPhoto(scene, vo)
        vo.scroll(.up, ["Details, page 2 of 2"])
        vo.next(["Ridge Trail lookout. Heading."])
        vo.next(["Sunday at 6:12 AM"])
        vo.next(["iPhone 7 Plus, f/1.8, 1/500 s"])
        vo.scroll(.up, [.sound(.boundary)])  // already showing the details
        vo.touch(center(scene, "photo"), ["Sunrise over a mountain ridge. Image."])
        vo.scroll(.down, ["Photo, page 1 of 2"])
        XCTAssertFalse(scene.detailsShown)
    }

    func testBrokenPhotoIgnoresTheThreeFingerScroll() {
        let scene = PrePosterScene(broken: true)
        let vo = SceneTester(scene)
        openPhoto(scene, vo)
        vo.scroll(.up, [.sound(.boundary)])
        XCTAssertFalse(scene.detailsShown)
    }

    /// Double tap and hold on the brightness slider, then drag 20 % of the track to the right.
    private func passThrough(broken: Bool) -> PrePosterScene {
        let scene = PrePosterScene(broken: broken)
        let vo = SceneTester(scene)
        openPhoto(scene, vo)
        vo.touch(center(scene, "edit"), ["Edit. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Edit. Heading."])
        vo.touch(center(scene, "brightness"), ["Brightness: 30%. Adjustable.", adjustHint])
        let step = scene.brightnessSlider.track(in: scene.node("brightness")!.frame).width * 0.05
        vo.passThrough((1...4).map { Point(step * Double($0), 0) })
        return scene
    }

    func testFixedSliderPassThroughStartsOnTheThumb() {
        XCTAssertEqual(passThrough(broken: false).brightness(of: "priya-ridge"), 50)
    }

    func testBrokenSliderPassThroughMissesTheThumb() {
        XCTAssertEqual(passThrough(broken: true).brightness(of: "priya-ridge"), 30)
    }
}
