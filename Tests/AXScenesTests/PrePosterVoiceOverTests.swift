import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// WWDC 2017 session 215's VoiceOver audit of Pre-Poster (“What's New in Accessibility”, WWDC 2017) and the fixed app's demo,
/// replayed through the simulated VoiceOver (reference wording of docs/voiceover.md), plus the
/// talk's activation-point and accessibility-scroll cases.
final class PrePosterVoiceOverTests: XCTestCase {
    private func heard(_ outputs: [Output], hints: Bool = false) -> [String] { VoiceOverWalk.spoken(outputs, hints: hints) }
    private func center(_ scene: Scene, _ id: String) -> Point { scene.node(id)!.resolvedActivationPoint }
    private let actionsHint = "Swipe up or down to select a custom action, then double tap to activate."

    /// The first thing each swipe says (the description, without "Actions available" or hints).
    private func swipe(_ walk: VoiceOverWalk, _ count: Int) -> [String] {
        (0..<count).flatMap { _ in heard(walk.send(.next)).prefix(1) }
    }

    private func lexiStars(_ scene: PrePosterScene) -> Point {
        let layout = PrePosterLayout(settings: .default, size: scene.device.size)
        let viewport = layout.viewport(top: layout.header(subtitle: scene.openPostsText).bottom)
        let stars = layout.postCards(Array(PrePosterPost.feed.prefix(1)), viewport: viewport, offset: 0)[0].stars
        return scene.ratingControl("lexi-set").starCenter(2, in: stars)
    }

    // MARK: The audit (broken app)

    func testAuditOfTheFeed() {
        let scene = PrePosterScene(broken: true)
        let walk = VoiceOverWalk(scene)
        // "Pre-Poster Tom McNeil, [inaudible] button, three button, button, two open posts."
        XCTAssertEqual(heard(walk.send(.first)), ["Tom McNeil"])
        XCTAssertEqual(swipe(walk, 4), ["Button.", "3. Button.", "Button.", "2 open posts"])
        // "Lexi Torres five minutes remaining, just finished my set three comments, two button, three button."
        XCTAssertEqual(swipe(walk, 6), ["Lexi Torres", "5 minutes remaining", "Just finished my set!", "3 comments", "2. Button.", "3. Button."])
        // The star view: nothing under the finger, and swiping goes straight on to the next post.
        XCTAssertEqual(heard(walk.send(.touch(lexiStars(scene)))), [])
        walk.send(.touch(center(scene, "lexi-set-up-vote")))
        XCTAssertEqual(swipe(walk, 1), ["Tom McNeil"])
        // No way to delete: the post offers no actions.
        walk.send(.touch(center(scene, "lexi-set-text")))
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.down)), ["boundary"])
        XCTAssertNil(scene.deleteCandidate)
    }

    func testAuditOfTheSettings() {
        let scene = PrePosterScene(broken: true)
        let walk = VoiceOverWalk(scene)
        // "Button." Then "Settings close button."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "settings")))), ["Button."])
        XCTAssertEqual(heard(walk.send(.activate)), ["Settings. Heading."])
        XCTAssertEqual(swipe(walk, 3), ["Close. Button.", PrePosterScene.settingsCaption, "Facebook"])
        // "Facebook, Facebook": no state, and double tapping changes nothing.
        walk.send(.activate)
        XCTAssertFalse(scene.isOn("Facebook"))
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "network-facebook")))), ["Facebook"])
        // "Close." "Tom McNeil."
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "close")))), ["Close. Button."])
        XCTAssertEqual(heard(walk.send(.activate)), ["Tom McNeil"])
    }

    // MARK: After the fixes

    func testFixedFeed() {
        let scene = PrePosterScene()
        let walk = VoiceOverWalk(scene)
        // "Tom McNeil two open posts button."
        XCTAssertEqual(heard(walk.send(.first)), ["Tom McNeil: 2 open posts. Button."])
        // "[New post] button, notifications three, button settings button."
        XCTAssertEqual(swipe(walk, 3), ["New post. Button.", "Notifications: 3. Button.", "Settings. Button."])
        XCTAssertEqual(swipe(walk, 4), ["Lexi Torres", "5 minutes remaining", "Just finished my set!", "3 comments"])
        // "Down vote two button, up vote three button."
        XCTAssertEqual(swipe(walk, 2), ["Down vote: 2. Button.", "Up vote: 3. Button."])
        // "Star rating, no rating, adjustable." Now it can be changed, too.
        XCTAssertEqual(heard(walk.send(.next)), ["Star rating: No rating. Adjustable.", "Actions available"])
        XCTAssertEqual(heard(walk.send(.up)), ["1 star"])
        XCTAssertEqual(heard(walk.send(.up)), ["2 stars"])
        XCTAssertEqual(scene.rating(of: "lexi-set"), 2)
        // Three fingers up: "Page 2 of 4" (heard in the talk's demo just before the star rating).
        XCTAssertEqual(heard(walk.send(.scroll(.up))), ["Page 2 of 4"])
    }

    func testFixedSettingsToggle() {
        let scene = PrePosterScene()
        let walk = VoiceOverWalk(scene)
        walk.send(.touch(center(scene, "settings")))
        // "Settings, heading, Facebook off."
        XCTAssertEqual(heard(walk.send(.activate)), ["Settings. Heading."])
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "network-facebook"))), hints: true),
                       ["Facebook. Switch Button. Off.", "Double tap to toggle setting."])
        walk.send(.activate)
        XCTAssertTrue(scene.isOn("Facebook"))
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "network-facebook")))), ["Facebook. Switch Button. On."])
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "close")))), ["Close. Button."])
        XCTAssertEqual(heard(walk.send(.activate)), ["Tom McNeil: 2 open posts. Button."])
    }

    func testFixedDeleteFromAnyElementOfThePost() {
        let scene = PrePosterScene()
        let walk = VoiceOverWalk(scene)
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "lexi-set-text"))), hints: true),
                       ["Just finished my set!", "Actions available", actionsHint])
        XCTAssertEqual(heard(walk.send(.down)), ["Delete"])
        // The delete sheet comes up as a new screen; its Delete button removes the post.
        XCTAssertEqual(heard(walk.send(.activate)), [PrePosterScene.deleteMessage])
        XCTAssertEqual(scene.deleteCandidate, "lexi-set")
        XCTAssertEqual(heard(walk.send(.next)), ["Delete. Button."])
        walk.send(.activate)
        XCTAssertNil(scene.post("lexi-set"))
        XCTAssertNotEqual(walk.session.focusedElementID, "delete-confirm")
    }

    // MARK: The talk's other cases

    private func openPhoto(_ scene: PrePosterScene, _ walk: VoiceOverWalk) {
        // The feed scrolls while focus is inside it (the header is not part of the list).
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.scroll(.up))), ["boundary"])
        walk.send(.touch(center(scene, "lexi-set-text")))
        XCTAssertEqual(heard(walk.send(.scroll(.up))), ["Page 2 of 4"])
        walk.send(.touch(center(scene, "priya-ridge-photo")))
        XCTAssertEqual(heard(walk.send(.activate)), ["Back Button."])
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "photo")))), ["Sunrise over a mountain ridge. Image."])
    }

    func testFixedPhotoDetailsComeUpWithAThreeFingerScroll() {
        let scene = PrePosterScene()
        let walk = VoiceOverWalk(scene)
        openPhoto(scene, walk)
        XCTAssertEqual(heard(walk.send(.scroll(.up))), ["Details, page 2 of 2"])
        XCTAssertEqual(swipe(walk, 3), ["Ridge Trail lookout. Heading.", "Sunday at 6:12 AM", "iPhone 7 Plus, f/1.8, 1/500 s"])
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.scroll(.up))), ["boundary"], "already showing the details")
        walk.send(.touch(center(scene, "photo")))
        XCTAssertEqual(heard(walk.send(.scroll(.down))), ["Photo, page 1 of 2"])
        XCTAssertFalse(scene.detailsShown)
    }

    func testBrokenPhotoIgnoresTheThreeFingerScroll() {
        let scene = PrePosterScene(broken: true)
        let walk = VoiceOverWalk(scene)
        openPhoto(scene, walk)
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.scroll(.up))), ["boundary"])
        XCTAssertFalse(scene.detailsShown)
    }

    /// Double tap and hold on the brightness slider, then drag 20 % of the track to the right.
    private func passThrough(broken: Bool) -> PrePosterScene {
        let scene = PrePosterScene(broken: broken)
        let walk = VoiceOverWalk(scene)
        openPhoto(scene, walk)
        walk.send(.touch(center(scene, "edit")))
        walk.send(.activate)
        XCTAssertEqual(heard(walk.send(.touch(center(scene, "brightness"))), hints: true),
                       ["Brightness: 30%. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        let step = PrePosterLayout(settings: .default, size: scene.device.size).brightnessTrack.width * 0.05
        walk.send(.passThrough(path: (1...4).map { Point(step * Double($0), 0) }))
        return scene
    }

    func testFixedSliderPassThroughStartsOnTheThumb() {
        XCTAssertEqual(passThrough(broken: false).brightness(of: "priya-ridge"), 50)
    }

    func testBrokenSliderPassThroughMissesTheThumb() {
        XCTAssertEqual(passThrough(broken: true).brightness(of: "priya-ridge"), 30)
    }
}
