import AXCore
@testable import AXScenes
import XCTest

/// Pre-Poster (“What's New in Accessibility”, WWDC 2017), before and after the talk's audit, plus the talk's activation-point and
/// accessibility-scroll cases.
final class PrePosterSceneTests: XCTestCase {
    private func pair(_ element: AccessibilityElement) -> String {
        [element.label?.string, element.value?.string].compactMap { $0 }.joined(separator: ": ")
    }

    private func spoken(_ scene: Scene, prefix count: Int) -> [String] {
        Array(SeedAppOrder.elements(scene).prefix(count).map(pair))
    }

    // MARK: Feed

    func testBrokenFeedReadsUnlabelledButtonsBetweenTheProfileLabels() {
        let scene = PrePosterScene(broken: true)
        XCTAssertEqual(spoken(scene, prefix: 11), [
            "Tom McNeil", "", "3", "", "2 open posts",
            "Lexi Torres", "5 minutes remaining", "Just finished my set!", "3 comments", "2", "3",
        ])
        XCTAssertEqual(scene.node("profile-name")?.traits, .staticText)
        XCTAssertEqual(scene.node("new-post")?.traits, .button)
        XCTAssertNil(scene.node("new-post")?.label)
        XCTAssertNil(scene.node("lexi-set-rating"), "the star view is invisible")
        XCTAssertTrue(scene.allNodes().allSatisfy { $0.customActions.isEmpty })
        XCTAssertTrue(scene.declaredGestures.filter { $0.kind == .longPress }.allSatisfy { $0.equivalentElementID == nil })
    }

    func testFixedFeedReadsTheTalksLabels() {
        let scene = PrePosterScene()
        XCTAssertEqual(spoken(scene, prefix: 11), [
            "Tom McNeil: 2 open posts", "New post", "Notifications: 3", "Settings",
            "Lexi Torres", "5 minutes remaining", "Just finished my set!", "3 comments",
            "Down vote: 2", "Up vote: 3", "Star rating: No rating",
        ])
        XCTAssertEqual(scene.node("profile")?.traits, .button)
        XCTAssertEqual(scene.node("lexi-set-rating")?.traits, .adjustable)
        XCTAssertEqual(scene.node("lexi-set-down-vote")?.traits, .button)
        XCTAssertTrue(scene.node("profile")!.frame.contains(scene.node("profile")!.resolvedActivationPoint))
    }

    func testProfileOpensMyPostsInBothVersions() {
        let fixed = PrePosterScene()
        let context = TestSceneContext()
        XCTAssertTrue(fixed.node("profile")!.onActivate!(context))
        XCTAssertEqual(fixed.screen, .myPosts)
        XCTAssertEqual(context.notifications, [.screenChanged(elementID: nil)])
        XCTAssertEqual(fixed.allNodes().filter { $0.id.hasSuffix("-author") }.map { $0.label!.string }, ["Tom McNeil", "Tom McNeil"])

        // Broken: the label is not a button, but VoiceOver's fallback tap still lands on it.
        let broken = PrePosterScene(broken: true)
        XCTAssertNil(broken.node("profile-name")!.onActivate)
        XCTAssertTrue(broken.gesture(SceneGesture(kind: .tap, location: broken.node("profile-name")!.resolvedActivationPoint), context: context))
        XCTAssertEqual(broken.screen, .myPosts)
    }

    func testToolbarButtonsAddAPostAndReadNotifications() {
        let scene = PrePosterScene()
        let context = TestSceneContext()
        XCTAssertTrue(scene.node("new-post")!.onActivate!(context))
        XCTAssertEqual(context.notifications, [.layoutChanged(.element("new-1-author"))])
        XCTAssertEqual(scene.node("profile")?.value, "3 open posts")
        XCTAssertTrue(scene.node("notifications")!.onActivate!(context))
        XCTAssertEqual(scene.node("notifications")?.value, "0")
        XCTAssertFalse(scene.node("notifications")!.onActivate!(context))
    }

    func testVotesToggleAndTheirValuesFollow() {
        let scene = PrePosterScene()
        let context = TestSceneContext()
        XCTAssertTrue(scene.node("lexi-set-up-vote")!.onActivate!(context))
        XCTAssertEqual(scene.node("lexi-set-up-vote")?.value, "4")
        XCTAssertTrue(scene.node("lexi-set-down-vote")!.onActivate!(context))
        XCTAssertEqual(scene.node("lexi-set-up-vote")?.value, "3")
        XCTAssertEqual(scene.node("lexi-set-down-vote")?.value, "3")
        XCTAssertTrue(scene.node("lexi-set-down-vote")!.onActivate!(context))
        XCTAssertEqual(scene.node("lexi-set-down-vote")?.value, "2")
    }

    /// The state snapshot spells each post's line once, when the post is made (it is read after every
    /// input and on every layout): every vote and rating reads as the line spelt out in full, a
    /// rating outside 0…5 included, and the scene's snapshot after votes, ratings, a new post and a
    /// network switched shows them in the format traces have always recorded.
    func testTheStateSnapshotSpellsEveryVoteAndRatingAsBefore() {
        for var post in PrePosterPost.feed + [PrePosterPost(id: "new-1", author: PrePosterPost.me, remaining: "", text: "",
                                                            comments: 0, upVotes: 0, downVotes: 0)] {
            XCTAssertEqual(post.snapshotKey, "post.\(post.id)")
            for vote in PrePosterPost.Vote.allCases {
                post.myVote = vote
                for stars in -1...7 {
                    XCTAssertEqual(post.snapshotValue(stars: stars),
                                   "vote=\(vote.rawValue) stars=\(stars) up=\(post.upVotes) down=\(post.downVotes)", "\(post.id) \(vote) \(stars)")
                }
            }
        }
        let scene = PrePosterScene()
        let context = TestSceneContext()
        XCTAssertTrue(scene.node("lexi-set-up-vote")!.onActivate!(context))
        XCTAssertTrue(scene.node("tom-ramen-down-vote")!.onActivate!(context))
        scene.ratingControl("tom-ramen").restore(stars: 4)
        XCTAssertTrue(scene.node("new-post")!.onActivate!(context))
        let pairs = Dictionary(uniqueKeysWithValues: scene.stateSnapshot().map { ($0.key, $0.value) })
        XCTAssertEqual(pairs["post.lexi-set"], "vote=up stars=0 up=4 down=2")
        XCTAssertEqual(pairs["post.tom-ramen"], "vote=down stars=4 up=4 down=1")
        XCTAssertEqual(pairs["post.new-1"], "vote=none stars=0 up=0 down=0")
        XCTAssertEqual(scene.stateSnapshot().first { $0.key.hasPrefix("post.") }?.key, "post.new-1")
        XCTAssertEqual(pairs["network.Facebook"], "off")
        XCTAssertEqual(pairs["network.Twitter"], "on")
    }

    /// Pre-Poster's stars are the catalog's star rating control, so they mirror in a right-to-left
    /// layout as the star-rating scene's do: the first star is the rightmost, for VoiceOver, touch and
    /// the eye alike.
    func testStarRatingMirrorsInRightToLeftLayouts() throws {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let (scene, context) = fixedScene(rtl)
        let ltrFrame = try XCTUnwrap(scene.node("lexi-set-rating")).frame
        let rtlFrame = try XCTUnwrap(scene.node("lexi-set-rating", rtl)).frame
        XCTAssertEqual(rtlFrame.maxX, scene.device.size.width - ltrFrame.minX, "the stars start at the leading edge, on the right")
        let tap = try XCTUnwrap(scene.declaredGestures.first { $0.kind == .tap })
        XCTAssertEqual(tap.frame, rtlFrame)
        XCTAssertEqual(tap.equivalentElementID, "lexi-set-rating")
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: Point(rtlFrame.maxX - 10, rtlFrame.midY)), context: context))
        XCTAssertEqual(scene.rating(of: "lexi-set"), 1, "the rightmost star is the first")
        // The filled star is drawn on the right.
        let filled = scene.frame(rtl).items.compactMap { item -> Rect? in
            if case .fill(.path(let path, _), let color) = item.command, color == .hex("#F5A300") { return path.bounds }
            return nil
        }
        XCTAssertEqual(filled.count, 1)
        XCTAssertTrue(filled[0].minX > rtlFrame.maxX - 32 && filled[0].maxX <= rtlFrame.maxX)
    }

    /// The fixed app under `settings`, told of them as the window tells a scene.
    private func fixedScene(_ settings: Settings) -> (PrePosterScene, TestSceneContext) {
        let scene = PrePosterScene()
        let context = TestSceneContext(settings: settings)
        scene.settingsDidChange(context: context)
        return (scene, context)
    }

    /// Every screen is a composition of controls, so a right-to-left layout mirrors it once, for
    /// the eye, VoiceOver and touch alike: the profile on the right and the toolbar on the left,
    /// the vote buttons before the comment count, the switches on the left, the slider filling from
    /// the right. The photos keep their picture, and VoiceOver reads the same words in the same order.
    func testRightToLeftMirrorsEveryScreen() throws {
        var rtl = Settings()
        rtl.layoutDirection = .rightToLeft
        let (scene, context) = fixedScene(rtl)
        let width = scene.device.size.width
        func assertMirrored(_ id: String, line: UInt = #line) throws {
            let ltr = try XCTUnwrap(scene.node(id), line: line).frame, mirrored = try XCTUnwrap(scene.node(id, rtl), line: line).frame
            XCTAssertEqual(mirrored.maxX, width - ltr.minX, accuracy: 1e-9, id, line: line)
            XCTAssertEqual(mirrored.minY, ltr.minY, id, line: line)
        }
        for id in ["profile", "new-post", "settings", "lexi-set-author", "lexi-set-comments", "lexi-set-down-vote", "lexi-set-up-vote"] {
            try assertMirrored(id)
        }
        XCTAssertGreaterThan(try XCTUnwrap(scene.node("profile", rtl)).frame.minX, try XCTUnwrap(scene.node("settings", rtl)).frame.maxX)
        XCTAssertEqual(SeedAppOrder.labels(scene, rtl), SeedAppOrder.labels(scene))
        // Text keeps reading forwards in a box on the other side.
        let name = try XCTUnwrap(scene.frame(rtl).textRuns.first { $0.run.string == "Lexi Torres" }).run.box
        let ltrName = try XCTUnwrap(scene.frame().textRuns.first { $0.run.string == "Lexi Torres" }).run.box
        XCTAssertEqual(name.maxX, width - ltrName.minX, accuracy: 1e-9)
        // The photo is moved, not flipped: its sun stays where the camera saw it.
        func sun(_ settings: Settings) -> [Rect] {
            scene.frame(settings).items.compactMap { item in
                if case .fill(.ellipse(let rect), .hex("#FFE6A8")) = item.command { return rect }
                return nil
            }
        }
        let mirroredSun = try XCTUnwrap(sun(rtl).first), ltrSun = try XCTUnwrap(sun(.default).first)
        XCTAssertEqual(sun(rtl).count, 1)
        XCTAssertEqual(mirroredSun.minX, ltrSun.minX, accuracy: 1e-9)
        XCTAssertEqual(mirroredSun.minY, ltrSun.minY, accuracy: 1e-9)
        // A finger on the mirrored up vote casts it.
        let upVote = try XCTUnwrap(scene.node("lexi-set-up-vote", rtl)).frame.center
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: upVote), context: context))
        XCTAssertEqual(scene.node("lexi-set-up-vote", rtl)?.value, "4")

        // Settings: the switch is on the left of its cell, and a tap there turns it on.
        XCTAssertTrue(try XCTUnwrap(scene.node("settings", rtl)).onActivate!(context))
        try assertMirrored("close")
        let cell = try XCTUnwrap(scene.node("network-facebook", rtl)).frame
        let toggle = PrePosterLayout(settings: rtl, size: scene.device.size).toggle(in: cell)
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .tap, location: toggle.center), context: context), "the name is on the right now")
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: Point(width - toggle.midX, toggle.midY)), context: context))
        XCTAssertTrue(scene.isOn("Facebook"))

        // The editor: the slider fills from the right, so the thumb sits at 30 % from the right edge
        // and VoiceOver's pass-through drag to the left brightens the photo.
        XCTAssertTrue(try XCTUnwrap(scene.node("close", rtl)).onActivate!(context))
        XCTAssertTrue(try XCTUnwrap(scene.node("feed", rtl)).onScroll!(.up, context))
        XCTAssertTrue(try XCTUnwrap(scene.node("priya-ridge-photo", rtl)).onActivate!(context))
        XCTAssertEqual(scene.declaredGestures.first?.kind, .swipe)
        XCTAssertTrue(try XCTUnwrap(scene.node("edit", rtl)).onActivate!(context))
        let slider = try XCTUnwrap(scene.node("brightness", rtl))
        let ltrThumb = try XCTUnwrap(scene.node("brightness")).resolvedActivationPoint
        XCTAssertEqual(slider.resolvedActivationPoint.x, width - ltrThumb.x, accuracy: 1e-9)
        let track = scene.brightnessSlider.track(in: try XCTUnwrap(scene.node("brightness")).frame)
        let finger = Finger(scene: scene, context: context, id: 1)
        let start = slider.resolvedActivationPoint, end = Point(start.x - track.width * 0.2, start.y)
        finger.down(start)
        finger.slide(from: start, to: end)
        finger.up(end)
        XCTAssertEqual(scene.brightness(of: "priya-ridge"), 50)
        XCTAssertEqual(scene.declaredGestures.first?.frame.maxX ?? 0, width - 16, accuracy: 1e-9)
    }

    /// At the largest accessibility size every screen reflows instead of clipping: each text box is
    /// as tall as its wrapped text, nothing sticks out of the screen's sides, and the feed (and the
    /// settings) scroll further, a page at a time.
    func testLargestAccessibilitySizeReflowsEveryScreenWithoutClipping() throws {
        var ax5 = Settings()
        ax5.contentSize = .accessibilityXXXLarge
        let (scene, context) = fixedScene(ax5)
        let width = scene.device.size.width
        func assertFits(_ screen: String, line: UInt = #line) {
            for node in scene.allNodes(ax5) where node.isAccessibilityElement {
                XCTAssertTrue(node.frame.minX >= 0 && node.frame.maxX <= width, "\(screen): \(node.id) \(node.frame)", line: line)
            }
            for (run, _) in scene.frame(ax5).textRuns where run.wraps {
                let needed = Double(SeedAppText.lines(of: run.string, size: run.size, width: run.box.width)) * SeedAppText.lineHeight(size: run.size)
                XCTAssertLessThanOrEqual(needed, run.box.height + 0.5, "\(screen): \"\(run.string)\" is clipped", line: line)
            }
        }
        let pages = scene.pageCount(ax5)
        XCTAssertGreaterThan(pages, 4)
        assertFits("feed page 1")
        for page in 2...pages {
            XCTAssertTrue(try XCTUnwrap(scene.node("feed", ax5)).onScroll!(.up, context))
            XCTAssertEqual(context.pageScrolledTexts.last, "Page \(page) of \(pages)")
            assertFits("feed page \(page)")
        }
        XCTAssertNotNil(scene.node("elena-trip-rating", ax5), "the last post's stars are reachable")
        XCTAssertFalse(try XCTUnwrap(scene.node("feed", ax5)).onScroll!(.up, context))

        // The delete sheet grows with its text.
        XCTAssertTrue(try XCTUnwrap(scene.node("elena-trip-text", ax5)).customActions[0].handler(context))
        assertFits("delete sheet")
        let sheet = try XCTUnwrap(scene.node("delete-sheet", ax5))
        XCTAssertEqual(sheet.children.map(\.id), ["delete-message", "delete-confirm", "delete-cancel"])
        XCTAssertTrue(try XCTUnwrap(scene.node("delete-cancel", ax5)).onActivate!(context))

        // Settings: Close keeps the top row, each switch goes under its network, and the sheet scrolls.
        XCTAssertTrue(try XCTUnwrap(scene.node("settings", ax5)).onActivate!(context))
        assertFits("settings")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(scene.node("settings-title", ax5)).frame.minY, try XCTUnwrap(scene.node("close", ax5)).frame.maxY)
        XCTAssertNotNil(scene.node("settings-content", ax5)?.onScroll)

        // The photo's details and the editor's caption wrap under the photo.
        XCTAssertTrue(try XCTUnwrap(scene.node("close", ax5)).onActivate!(context))
        _ = try XCTUnwrap(scene.node("feed", ax5)).onScroll!(.up, context)
        while scene.node("priya-ridge-photo", ax5) == nil {
            XCTAssertTrue(try XCTUnwrap(scene.node("feed", ax5)).onScroll!(.up, context))
        }
        XCTAssertTrue(try XCTUnwrap(scene.node("priya-ridge-photo", ax5)).onActivate!(context))
        XCTAssertTrue(try XCTUnwrap(scene.node("photo", ax5)).onScroll!(.up, context))
        assertFits("photo details")
        XCTAssertTrue(try XCTUnwrap(scene.node("edit", ax5)).onActivate!(context))
        assertFits("editor")
    }

    func testStarRatingAdjustsInTheFixedAppAndOnlyByTapInTheBrokenOne() {
        let scene = PrePosterScene()
        let context = TestSceneContext()
        let stars = scene.node("lexi-set-rating")!
        XCTAssertTrue(stars.onIncrement!(context))
        XCTAssertEqual(stars.value, "1 star")
        XCTAssertTrue(stars.onIncrement!(context))
        XCTAssertEqual(stars.value, "2 stars")
        XCTAssertTrue(stars.onDecrement!(context))
        XCTAssertTrue(stars.onDecrement!(context))
        XCTAssertFalse(stars.onDecrement!(context))
        XCTAssertEqual(stars.value, "No rating")

        let broken = PrePosterScene(broken: true)
        let tap = broken.declaredGestures.first { $0.kind == .tap }!
        XCTAssertNil(tap.equivalentElementID)
        XCTAssertTrue(broken.gesture(SceneGesture(kind: .tap, location: Point(tap.frame.maxX - 4, tap.frame.midY)), context: context))
        XCTAssertEqual(broken.rating(of: "lexi-set"), 5)
    }

    func testDeleteIsACustomActionOnEveryElementOfAFixedPost() {
        let scene = PrePosterScene()
        let context = TestSceneContext()
        let lexi = scene.allNodes().filter { $0.id.hasPrefix("lexi-set-") }
        XCTAssertEqual(lexi.count, 7)
        for node in lexi { XCTAssertEqual(node.customActions.map(\.name.string), ["Delete"], node.id) }
        // The long press covers the list; the Delete actions under it are its equivalent.
        let longPress = scene.declaredGestures.first { $0.kind == .longPress }!
        XCTAssertTrue(longPress.frame.contains(scene.node("post-lexi-set")!.frame.center))

        XCTAssertTrue(scene.node("lexi-set-rating")!.customActions[0].handler(context))
        XCTAssertEqual(scene.deleteCandidate, "lexi-set")
        XCTAssertEqual(context.notifications, [.screenChanged(elementID: nil)])
        let sheet = scene.node("delete-sheet")!
        XCTAssertTrue(sheet.viewIsModal)
        XCTAssertEqual(sheet.children.map { $0.label?.string ?? "" }, [PrePosterScene.deleteMessage, "Delete", "Cancel"])

        context.clearRecords()
        XCTAssertTrue(scene.node("delete-confirm")!.onActivate!(context))
        XCTAssertNil(scene.deleteCandidate)
        XCTAssertNil(scene.node("lexi-set-author"))
        XCTAssertEqual(context.notifications, [.layoutChanged(.none)])
        XCTAssertEqual(SeedAppOrder.labels(scene)[4], "Tom McNeil", "the next post moved up")
    }

    func testBrokenDeleteNeedsALongPressAndEscapeCancelsTheSheet() {
        let scene = PrePosterScene(broken: true)
        let context = TestSceneContext()
        let card = scene.node("post-lexi-set")!.frame
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .longPress, location: card.center), context: context))
        XCTAssertEqual(scene.deleteCandidate, "lexi-set")
        XCTAssertTrue(scene.node("delete-sheet")!.onEscape!(context))
        XCTAssertNil(scene.deleteCandidate)
        XCTAssertNotNil(scene.node("lexi-set-author"))
        XCTAssertEqual(context.notifications.last, .layoutChanged(.element("lexi-set-author")))
    }

    func testFeedScrollsByPageAndSpeaksThePage() {
        let scene = PrePosterScene()
        let context = TestSceneContext()
        XCTAssertEqual(scene.pageCount(.default), 4)
        let feed = scene.node("feed")!
        XCTAssertFalse(feed.onScroll!(.down, context), "already at the top")
        XCTAssertTrue(feed.onScroll!(.up, context))
        XCTAssertEqual(context.pageScrolledTexts, ["Page 2 of 4"])
        XCTAssertNil(scene.node("lexi-set-author"), "the first post scrolled away")
        XCTAssertTrue(scene.node("feed")!.onScroll!(.up, context))
        XCTAssertTrue(scene.node("feed")!.onScroll!(.up, context))
        XCTAssertFalse(scene.node("feed")!.onScroll!(.up, context), "the last page")
        XCTAssertEqual(context.pageScrolledTexts, ["Page 2 of 4", "Page 3 of 4", "Page 4 of 4"])
        XCTAssertNotNil(scene.node("elena-trip-author"))
        XCTAssertTrue(scene.node("feed")!.onScroll!(.down, context))
        XCTAssertEqual(context.pageScrolledTexts.last, "Page 3 of 4")

        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        XCTAssertGreaterThan(PrePosterScene().pageCount(large), 4, "bigger text, longer feed")
    }

    func testAccessibilitySizesStackTheHeaderAndPosts() {
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        let scene = PrePosterScene()
        let name = scene.node("profile", large)!.frame
        XCTAssertGreaterThanOrEqual(name.minY, scene.node("settings", large)!.frame.maxY, "the buttons keep the top row")
        let layout = PrePosterLayout(settings: large, size: scene.device.size)
        let card = layout.postCard(PrePosterPost.feed[2], in: Rect(x: 12, y: 0, width: scene.device.size.width - 24, height: 0))
        XCTAssertGreaterThanOrEqual(card.author.minY, card.avatar.maxY, "the name goes under the avatar")
        XCTAssertGreaterThanOrEqual(card.downVote.minY, card.comments.maxY, "the comment count gets its own row")
        XCTAssertEqual(card.author.width, card.text.width)
    }

    func testEveryExposedElementLiesInsideTheScreen() {
        for scene in [PrePosterScene(), PrePosterScene(broken: true)] {
            for node in scene.allNodes() where node.isAccessibilityElement {
                XCTAssertTrue(node.frame.intersects(scene.device.bounds), node.id)
            }
        }
    }

    // MARK: Settings

    private func openSettings(broken: Bool) -> (PrePosterScene, TestSceneContext) {
        let scene = PrePosterScene(broken: broken)
        let context = TestSceneContext()
        XCTAssertTrue(scene.node("settings")!.onActivate!(context))
        XCTAssertEqual(scene.screen, .settings)
        context.clearRecords()
        return (scene, context)
    }

    func testBrokenNetworkCellsAreSilentAndDoNotToggle() {
        let (scene, context) = openSettings(broken: true)
        XCTAssertEqual(spoken(scene, prefix: 4), ["Settings", "Close", PrePosterScene.settingsCaption, "Facebook"])
        let cell = scene.node("network-facebook")!
        XCTAssertNil(cell.value)
        XCTAssertNil(cell.onActivate)
        XCTAssertFalse(scene.gesture(SceneGesture(kind: .tap, location: cell.resolvedActivationPoint), context: context))
        XCTAssertFalse(scene.isOn("Facebook"))
        // Sighted users tap the switch itself.
        let toggle = PrePosterLayout(settings: .default, size: scene.device.size).toggle(in: cell.frame)
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: toggle.center), context: context))
        XCTAssertTrue(scene.isOn("Facebook"))
    }

    func testSettingsScrollOnlyAtLargeText() {
        let (scene, context) = openSettings(broken: false)
        XCTAssertNil(scene.node("settings-content")?.onScroll, "the sheet fits at the default size")
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        context.settings = large
        scene.settingsDidChange(context: context)
        let content = scene.node("settings-content", large)!
        XCTAssertTrue(content.onScroll!(.up, context))
        XCTAssertEqual(context.pageScrolledTexts.first?.hasPrefix("Page 2 of "), true)
        XCTAssertNotNil(scene.node("network-linkedin", large))
        XCTAssertTrue(scene.node("network-linkedin", large)!.onActivate!(context))
        XCTAssertTrue(scene.isOn("LinkedIn"))
    }

    func testFixedNetworkCellsAreSwitchesThatToggle() {
        let (scene, context) = openSettings(broken: false)
        let cell = scene.node("network-facebook")!
        XCTAssertEqual(cell.label, "Facebook")
        XCTAssertEqual(cell.traits, [.button, .toggleButton])
        XCTAssertEqual(cell.value, "0")
        XCTAssertTrue(cell.onActivate!(context))
        XCTAssertEqual(scene.node("network-facebook")?.value, "1")
        XCTAssertEqual(scene.node("network-twitter")?.value, "1")
        XCTAssertTrue(scene.node("network-facebook")!.onActivate!(context))
        XCTAssertEqual(scene.node("network-facebook")?.value, "0")
        XCTAssertEqual(scene.state("network.Facebook"), "off")

        XCTAssertTrue(scene.node("close")!.onActivate!(context))
        XCTAssertEqual(scene.screen, .feed)
        XCTAssertEqual(context.notifications, [.screenChanged(elementID: nil)])
    }

    // MARK: Photo and editing

    private func openPhoto(broken: Bool) -> (PrePosterScene, TestSceneContext) {
        let scene = PrePosterScene(broken: broken)
        let context = TestSceneContext()
        if scene.node("priya-ridge-photo") == nil { XCTAssertTrue(scene.node("feed")!.onScroll!(.up, context)) }
        let photo = scene.node("priya-ridge-photo")!
        XCTAssertEqual(photo.label, "Sunrise over a mountain ridge")
        XCTAssertEqual(photo.traits, [.button, .image])
        XCTAssertTrue(photo.onActivate!(context))
        XCTAssertEqual(scene.screen, .photo("priya-ridge"))
        context.clearRecords()
        return (scene, context)
    }

    func testFixedPhotoShowsDetailsWithAThreeFingerScroll() {
        let (scene, context) = openPhoto(broken: false)
        XCTAssertEqual(SeedAppOrder.labels(scene), ["Back", "Photo", "Edit", "Sunrise over a mountain ridge"])
        let photo = scene.node("photo")!
        XCTAssertFalse(photo.onScroll!(.down, context))
        XCTAssertTrue(photo.onScroll!(.up, context))
        XCTAssertTrue(scene.detailsShown)
        XCTAssertEqual(context.pageScrolledTexts, ["Details, page 2 of 2"])
        XCTAssertEqual(Array(SeedAppOrder.labels(scene).suffix(3)), PrePosterPhoto.ridgeSunrise.details)
        XCTAssertFalse(scene.node("photo")!.onScroll!(.up, context))
        XCTAssertTrue(scene.node("photo")!.onScroll!(.down, context))
        XCTAssertEqual(context.pageScrolledTexts, ["Details, page 2 of 2", "Photo, page 1 of 2"])
        XCTAssertEqual(scene.declaredGestures.first?.equivalentElementID, "photo")
    }

    func testBrokenPhotoDetailsNeedASwipe() {
        let (scene, context) = openPhoto(broken: true)
        XCTAssertNil(scene.node("photo")!.onScroll)
        XCTAssertNil(scene.declaredGestures.first?.equivalentElementID)
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .swipe, location: scene.node("photo")!.frame.center, direction: .up), context: context))
        XCTAssertTrue(scene.detailsShown)
        XCTAssertEqual(context.pageScrolledTexts, [])
    }

    private func openEditor(broken: Bool) -> (PrePosterScene, TestSceneContext) {
        let (scene, context) = openPhoto(broken: broken)
        XCTAssertTrue(scene.node("edit")!.onActivate!(context))
        XCTAssertEqual(scene.screen, .edit("priya-ridge"))
        return (scene, context)
    }

    /// VoiceOver's pass-through: the finger goes down at the activation point, then drags.
    private func passThroughDrag(_ scene: PrePosterScene, _ context: TestSceneContext, by dx: Double) {
        let start = scene.node("brightness")!.resolvedActivationPoint
        let finger = Finger(scene: scene, context: context, id: 1)
        finger.down(start)
        finger.slide(from: start, to: Point(start.x + dx, start.y))
        finger.up(Point(start.x + dx, start.y))
    }

    func testFixedSliderActivationPointIsTheThumbSoPassThroughDrags() {
        let (scene, context) = openEditor(broken: false)
        let slider = scene.node("brightness")!
        XCTAssertEqual(slider.label, "Brightness")
        XCTAssertEqual(slider.value, "30%")
        let track = scene.brightnessSlider.track(in: slider.frame)
        XCTAssertEqual(slider.resolvedActivationPoint, Point(track.minX + track.width * 0.3, track.midY))
        XCTAssertTrue(slider.frame.contains(slider.resolvedActivationPoint))
        passThroughDrag(scene, context, by: track.width * 0.2)
        XCTAssertEqual(scene.brightness(of: "priya-ridge"), 50)
        XCTAssertEqual(scene.node("brightness")?.resolvedActivationPoint, Point(track.minX + track.width * 0.5, track.midY),
                       "the point follows the thumb")
        XCTAssertTrue(scene.node("brightness")!.onIncrement!(context))
        XCTAssertEqual(scene.node("brightness")?.value, "60%")
    }

    func testBrokenSliderActivationPointMissesTheThumb() {
        let (scene, context) = openEditor(broken: true)
        let slider = scene.node("brightness")!
        XCTAssertEqual(slider.resolvedActivationPoint, slider.frame.center)
        passThroughDrag(scene, context, by: 60)
        XCTAssertEqual(scene.brightness(of: "priya-ridge"), 30, "the drag started beside the thumb")
        XCTAssertTrue(slider.onDecrement!(context))
        XCTAssertEqual(scene.node("brightness")?.value, "20%")
    }

    // MARK: Drawing

    func testDrawsStarsSwitchesAndScalableText() {
        let scene = PrePosterScene()
        let context = TestSceneContext()
        XCTAssertTrue(scene.node("lexi-set-rating")!.onIncrement!(context))
        let frame = scene.frame()
        let goldStars = frame.items.filter { if case .fill(.path, .hex("#F5A300")) = $0.command { return true } else { return false } }
        XCTAssertEqual(goldStars.count, 1)
        XCTAssertTrue(frame.textRuns.contains { $0.run.string == "Lexi Torres" && $0.run.style == .headline })
        var large = Settings.default
        large.contentSize = .accessibilityXXXLarge
        let big = scene.frame(large).textRuns.first { $0.run.string == "Tom McNeil" }!.run.size
        XCTAssertGreaterThan(big, frame.textRuns.first { $0.run.string == "Tom McNeil" }!.run.size)
    }

    /// Told smaller text, a feed scrolled to its end at AX5 comes back to the end of the shorter
    /// feed; a feed at its top stays there under any settings.
    func testASmallerTextSizeBringsTheScrolledFeedBackWithinItsEnd() throws {
        var ax5 = Settings()
        ax5.contentSize = .accessibilityXXXLarge
        let (scene, context) = fixedScene(ax5)
        for _ in 1..<scene.pageCount(ax5) { XCTAssertTrue(try XCTUnwrap(scene.node("feed", ax5)).onScroll!(.up, context)) }
        let bottom = scene.scrollOffset
        XCTAssertGreaterThan(bottom, 0)
        let smaller = TestSceneContext(settings: Settings())
        scene.settingsDidChange(context: smaller)
        XCTAssertGreaterThan(scene.scrollOffset, 0)
        XCTAssertLessThan(scene.scrollOffset, bottom, "clamped to the default size's end")
        XCTAssertFalse(try XCTUnwrap(scene.node("feed", Settings())).onScroll!(.up, smaller), "already at the end")

        let (top, _) = fixedScene(Settings())
        for settings in [ax5, Settings()] {
            top.settingsDidChange(context: TestSceneContext(settings: settings))
            XCTAssertEqual(top.scrollOffset, 0)
        }
    }

    /// Avatars' initials: a name in ASCII is read byte by byte, and gives what splitting it into
    /// characters gives; any other name is split as before.
    func testInitialsReadByteByByteAreTheCharactersOnes() {
        func split(_ name: String) -> String { String(name.split(separator: " ").compactMap(\.first).prefix(2)) }
        let ascii = ["Lexi Torres", "Tom McNeil", "Cher", "", " ", "  Lexi   Torres  ", "a b c", "Mary-Jane O'Neil", "x", "Jo\tAnn Lee"]
        for name in ascii {
            XCTAssertEqual(PrePosterPost.asciiInitials(of: name), split(name), name)
            XCTAssertEqual(PrePosterPost.initials(of: name), split(name), name)
        }
        for name in ["Zoë Kravitz", "Ünal Öz", "A\r\nB Cole", "李 小龍", "e\u{301}mile Zola"] {
            XCTAssertNil(PrePosterPost.asciiInitials(of: name), name)
            XCTAssertEqual(PrePosterPost.initials(of: name), split(name), name)
        }
        XCTAssertEqual(PrePosterPost.initials(of: "Lexi Torres"), "LT")
    }
}
