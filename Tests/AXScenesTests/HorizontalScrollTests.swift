import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// A horizontal scroll area, a carousel (examples/carousel.json): four 300-point cards 10 points
/// apart in a 390-point viewport, so four pages (0, 390, 780 and the end, 840). VoiceOver's
/// three-finger swipe left shows the next page, mirrored in a right-to-left layout; what shows is
/// trimmed at both edges; every technology's scroll reaches the same hook (docs/voiceover.md,
/// decisions).
final class HorizontalScrollTests: XCTestCase {
    private static func carousel() throws -> FileScene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/carousel.json")
        return try SceneFile.load(path: url.path)
    }

    /// A carousel of four buttons across the middle of the screen (where Voice Control looks for
    /// what a command with no name acts on), under a title, as in the example; `cardsFields` adds
    /// fields to the carousel's node, each followed by a comma.
    private static func buttons(_ cardsFields: String = "") throws -> FileScene {
        let cards = ["One", "Two", "Three", "Four"].map { #"{"id":"\#($0.lowercased())","label":"\#($0)","traits":["button"],"size":[300,200]}"# }
        return try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"},"elements":["#
            + #"{"id":"title","label":"Cards","traits":["header"],"frame":[16,260,358,40]},"#
            + #"{"id":"cards","frame":[0,322,390,200],"scrolls":true,"scrollAxis":"horizontal","layout":{"axis":"row","spacing":10},"#
            + cardsFields + #""children":["#
            + cards.joined(separator: ",") + "]}]}", file: "test.json")
    }

    private static let rightToLeft: Settings = {
        var settings = Settings.default
        settings.layoutDirection = .rightToLeft
        return settings
    }()

    private func walk(_ scene: Scene, settings: Settings = .default, to id: String, file: StaticString = #filePath, line: UInt = #line) -> VoiceOverWalk {
        VoiceOverWalk(scene, settings: settings, swipingTo: id, file: file, line: line)
    }

    private func frames(_ walk: VoiceOverWalk) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: walk.session.navigation.entries.map { ($0.id, $0.frame) })
    }

    func testThreeFingersLeftTurnToTheNextPageAndSayWhichAndRightTurnBack() throws {
        let scene = try Self.carousel()
        let walk = walk(scene, to: "lighthouse")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.left))), ["Page 2 of 4"])
        XCTAssertEqual(scene.scrollState("photos").offset, 390)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.left))).first, "Page 3 of 4")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.left))).first, "Page 4 of 4")
        XCTAssertEqual(scene.scrollState("photos").offset, 840, "the last page is clamped to the content's end")
        XCTAssertTrue(VoiceOverWalk.sounds(walk.send(.scroll(.left))).contains("boundary"))
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.right))).first, "Page 3 of 4")
        XCTAssertEqual(scene.scrollState("photos").offset, 780)
    }

    /// A carousel does not take a vertical scroll: the swipe goes on up the chain, and with nothing
    /// there that scrolls the boundary sound plays, nothing moved.
    func testThreeFingersUpOnACarouselAreNotItsToTake() throws {
        let scene = try Self.carousel()
        let walk = walk(scene, to: "lighthouse")
        let outputs = walk.send(.scroll(.up))
        XCTAssertTrue(VoiceOverWalk.sounds(outputs).contains("boundary"))
        XCTAssertEqual(scene.scrollState("photos").offset, 0)
    }

    /// Only what shows is in the order, cards cut by either edge trimmed to the viewport.
    func testTheOrderHoldsWhatShowsTrimmedAtTheLeadingAndTrailingEdges() throws {
        let scene = try Self.carousel()
        let walk = walk(scene, to: "lighthouse")
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["title", "lighthouse", "harbour", "all"])
        XCTAssertEqual(frames(walk)["lighthouse"], Rect(0, 113, 300, 200))
        XCTAssertEqual(frames(walk)["harbour"], Rect(310, 113, 80, 200), "cut by the trailing edge")
        walk.send(.scroll(.left))
        XCTAssertEqual(walk.session.navigation.entries.map(\.id), ["title", "harbour", "cliffs", "all"])
        XCTAssertEqual(frames(walk)["harbour"], Rect(0, 113, 220, 200), "cut by the leading edge")
        XCTAssertEqual(frames(walk)["cliffs"], Rect(230, 113, 160, 200))
    }

    /// A swipe onto a card scrolled away scrolls it in, its page said first.
    func testASwipeOntoACardOutOfSightScrollsItInAfterItsPage() throws {
        let scene = try Self.carousel()
        let walk = walk(scene, to: "harbour")
        let outputs = walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "cliffs")
        XCTAssertTrue(outputs.contains { $0.event == .action(elementID: "photos", name: "scrollIntoView", result: true) })
        XCTAssertEqual(VoiceOverWalk.spoken(outputs).first, "Page 2 of 4")
        XCTAssertEqual(scene.scrollState("photos").offset, 620, "the card's leading edge at the viewport's")
        XCTAssertEqual(frames(walk)["cliffs"], Rect(0, 113, 300, 200))
    }

    /// Right to left the carousel starts at the right and its next page lies to the left: the
    /// swipe right shows it, the swipe left at the start is the boundary.
    func testRightToLeftTheSwipeRightShowsTheNextPage() throws {
        let scene = try Self.carousel()
        let walk = walk(scene, settings: Self.rightToLeft, to: "lighthouse")
        XCTAssertEqual(frames(walk)["lighthouse"], Rect(90, 113, 300, 200), "the first card at the right")
        XCTAssertEqual(frames(walk)["harbour"], Rect(0, 113, 80, 200), "cut by the trailing (left) edge")
        XCTAssertTrue(VoiceOverWalk.sounds(walk.send(.scroll(.left))).contains("boundary"))
        XCTAssertEqual(scene.scrollState("photos").offset, 0)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.right))).first, "Page 2 of 4")
        XCTAssertEqual(scene.scrollState("photos").offset, 390)
        XCTAssertEqual(frames(walk)["harbour"], Rect(170, 113, 220, 200), "cut by the leading (right) edge")
    }

    /// Right to left a swipe onto a card out of sight scrolls it in too: the area is handed the
    /// frame where it laid the card out, not the mirrored one.
    func testRightToLeftASwipeOntoACardOutOfSightScrollsItIn() throws {
        let scene = try Self.carousel()
        let walk = walk(scene, settings: Self.rightToLeft, to: "harbour")
        walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "cliffs")
        XCTAssertEqual(scene.scrollState("photos").offset, 620)
        XCTAssertEqual(frames(walk)["cliffs"], Rect(90, 113, 300, 200))
    }

    /// A finger dragging sideways scrolls the content with it, kept within the content.
    func testAFingerDragsTheCarouselSideways() throws {
        let scene = try Self.carousel()
        let walk = VoiceOverWalk(scene, voiceOver: false)
        walk.pointer([(.down, 1, Point(300, 200)), (.move, 1, Point(250, 202)), (.move, 1, Point(150, 204)), (.up, 1, Point(150, 204))])
        XCTAssertEqual(scene.scrollState("photos").offset, 150)
        walk.pointer([(.down, 1, Point(100, 200)), (.move, 1, Point(200, 200)), (.move, 1, Point(380, 200)), (.up, 1, Point(380, 200))])
        XCTAssertEqual(scene.scrollState("photos").offset, 0, "not before the start")
    }

    /// "Scroll right" shows what lies to the right: the content moves left, the next page.
    func testVoiceControlScrollRightAndLeft() throws {
        let scene = try Self.buttons()
        let user = VoiceControlTester(scene)
        user.say("Scroll right", [.action("scroll.left", "cards", true)])
        XCTAssertEqual(scene.scrollState("cards").offset, 390)
        user.say("Scroll left", [.action("scroll.right", "cards", true)])
        XCTAssertEqual(scene.scrollState("cards").offset, 0)
        // At the start nothing moves that way: the handler declines, and the user sees the phrase did nothing.
        user.say("Scroll left", [.action("scroll.right", "cards", false), .missed("Scroll left", .notAvailable)])
    }

    /// The example's carousel lies at the top of its screen, nothing under the centre: "Scroll
    /// right" asks the screen's scroll areas and turns its page (it was a miss, the carousel out of
    /// a voice user's reach but through the grid); "Scroll down" is asked of it too, and declined.
    func testVoiceControlScrollRightReachesACarouselOffTheCentre() throws {
        let scene = try Self.carousel()
        let user = VoiceControlTester(scene)
        user.say("Scroll right", [.action("scroll.left", "photos", true)])
        XCTAssertEqual(scene.scrollState("photos").offset, 390)
        user.say("Scroll down", [.action("scroll.up", "photos", false), .missed("Scroll down", .notAvailable)])
        XCTAssertEqual(scene.scrollState("photos").offset, 390)
    }

    /// Right to left the carousel starts at the right: "Scroll left" shows what lies to the left,
    /// its next page.
    func testVoiceControlScrollLeftGoesForwardRightToLeft() throws {
        let scene = try Self.buttons()
        let user = VoiceControlTester(scene, settings: Self.rightToLeft)
        user.say("Scroll right", [.action("scroll.left", "cards", false), .missed("Scroll right", .notAvailable)])
        user.say("Scroll left", [.action("scroll.right", "cards", true)])
        XCTAssertEqual(scene.scrollState("cards").offset, 390)
    }

    /// An app's keyboard shortcut performing `scrollLeft` turns the carousel's page as the
    /// three-finger swipe left does.
    func testAnAppShortcutScrollsTheCarousel() throws {
        let scene = try Self.buttons(#""keyCommands":[{"title":"Next card","keys":"Command-N","performs":"scrollLeft"}],"#)
        let user = KeyboardTester(scene)
        user.press(.shortcut(KeyChord(.character("N"), .command)), [.action("scroll.left", "cards", true)])
        XCTAssertEqual(scene.scrollState("cards").offset, 390)
    }

    /// A carousel inside a feed: three fingers up on a card pass the carousel by and turn the
    /// feed's page; three fingers left turn the carousel's.
    func testACarouselInAFeedLeavesUpAndDownToTheFeed() throws {
        let cards = ["One", "Two", "Three"].map { #"{"id":"\#($0.lowercased())","label":"\#($0)","traits":["button"],"size":[300,200]}"# }
        let carousel: String = #"{"id":"cards","size":[390,200],"scrolls":true,"scrollAxis":"horizontal","#
            + #""layout":{"axis":"row","spacing":10},"children":["# + cards.joined(separator: ",") + "]}"
        let posts: String = (1...3).map { #"{"id":"post\#($0)","label":"Post \#($0)","size":[390,200]}"# }.joined(separator: ",")
        let feed: String = #"{"id":"feed","frame":[0,100,390,400],"scrolls":true,"layout":{"axis":"column"},"children":["#
            + carousel + "," + posts + "]}"
        let scene = try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone"},"elements":["#
            + feed + "]}", file: "test.json")
        let walk = walk(scene, to: "one")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.left))), ["Page 2 of 3"])
        XCTAssertEqual(scene.scrollState("cards").offset, 390)
        XCTAssertEqual(scene.scrollState("feed").offset, 0)
        let outputs = walk.send(.scroll(.up))
        XCTAssertTrue(outputs.contains { $0.event == .action(elementID: "feed", name: "scroll.up", result: true) })
        XCTAssertEqual(VoiceOverWalk.spoken(outputs).first, "Page 2 of 2")
        XCTAssertEqual(scene.scrollState("feed").offset, 400)
        XCTAssertEqual(scene.scrollState("cards").offset, 390)
    }

    /// Switch Control's Scroll menu performs the same scroll on the carousel holding the item, its
    /// entries named by the side they show, as Voice Control's "Scroll right": Scroll Right shows
    /// the next page (the three-finger swipe left), Scroll Left the one before. It was the other
    /// way round, Scroll Left turning to the next page as the three-finger swipe left does.
    func testSwitchControlScrollRightShowsTheCarouselsNextPage() throws {
        let scene = try Self.buttons()
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(scene, switchControl: settings)
        func openScrollPage() {
            user.press(.select, [.menu(["Tap", "Scroll", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
            user.press(.next, [.entry("Scroll")])
            user.press(.select, [.menu(["Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Back"]), .entry("Scroll Up")])
            user.press(.next, [.entry("Scroll Down")])
            user.press(.next, [.entry("Scroll Left")])
        }
        openScrollPage()
        user.press(.next, [.entry("Scroll Right")])
        user.press(.select, [.menuClosed, .action("scroll.left", "cards", true), .highlight(.item, "two")])
        XCTAssertEqual(scene.scrollState("cards").offset, 390)
        openScrollPage()
        user.press(.select, [.menuClosed, .action("scroll.right", "cards", true), .highlight(.item, "one")])
        XCTAssertEqual(scene.scrollState("cards").offset, 0, "Scroll Left shows the page before")
    }

    /// A carousel of pictures (examples/carousel.json) holds nothing item scanning reaches: point
    /// scanning picks a place on the first picture, and its menu's Scroll Right turns the carousel
    /// to its next page through the one scroll action. Its pages were beyond a switch user's reach.
    func testPointScanningScrollsACarouselOfPictures() throws {
        let scene = try Self.carousel()
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(scene, switchControl: settings)
        user.mode(.point, [.sweep(.band, Rect(0, 0, 390, 105.5))])
        user.press(.next, [.sweep(.band, Rect(0, 105.5, 390, 105.5))])
        user.press(.select, [.sweep(.line, Rect(0, 105.5 + 105.5 * 0.5 / 10, 390, 0))])
        user.press(.next, [.sweep(.line, Rect(0, 105.5 + 105.5 * 1.5 / 10, 390, 0))])
        user.press(.next, [.sweep(.line, Rect(0, 105.5 + 105.5 * 2.5 / 10, 390, 0))])
        user.press(.select, [.sweep(.band, Rect(0, 0, 48.75, 844))])
        user.press(.next, [.sweep(.band, Rect(48.75, 0, 48.75, 844))])
        user.press(.select, [.sweep(.line, Rect(48.75 + 48.75 * 0.5 / 10, 0, 0, 844))])
        user.press(.select, [.menu(["Tap", "Scroll", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
        user.press(.next, [.entry("Scroll")])
        user.press(.select, [.menu(["Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Back"]), .entry("Scroll Up")])
        for entry in ["Scroll Down", "Scroll Left", "Scroll Right"] { user.press(.next, [.entry(entry)]) }
        user.press(.select, [.menuClosed, .action("scroll.left", "photos", true), .sweep(.band, Rect(0, 0, 390, 105.5))])
        XCTAssertEqual(scene.scrollState("photos").offset, 390, "the second page")
    }

    /// Full Keyboard Access: the arrow reaches a card out of sight and the carousel scrolls it in;
    /// the card peeking in at the trailing edge is scrolled whole into view too, its leading edge at
    /// the viewport's (the focus engine keeps what it focuses on the screen, docs/keyboard.md).
    func testTheKeyboardArrowScrollsACardIn() throws {
        let scene = try Self.buttons()
        let user = KeyboardTester(scene)
        XCTAssertEqual(user.session.keyboardFocusMap.groups.map(\.items), [["one", "two", "three", "four"]])
        user.press(.arrow(.right), [.action("scrollIntoView", "cards", true), .focus("two")])
        XCTAssertEqual(scene.scrollState("cards").offset, 310, "the peeking card whole")
        user.press(.arrow(.right), [.action("scrollIntoView", "cards", true), .focus("three")])
        XCTAssertEqual(scene.scrollState("cards").offset, 620)
    }
}

/// A carousel inside a left-to-right island of a right-to-left layout (a component declaring
/// `mirrorsInRightToLeft = false`, as a piano keyboard does): the island lays it out left to right,
/// its first card at the left, so it pages as a left-to-right carousel does. The three-finger swipe
/// left shows the next page and a finger drags the content with it (docs/voiceover.md, decisions).
final class IslandCarouselTests: XCTestCase {
    /// A 300 by 200 card exposing a button.
    struct Card: TakesNoTouches {
        let id: String
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: 300, height: 200) }
        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.roundedRect(frame, radius: 12), .hex("#0A60D0"))
        }
        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            var element = AccessibilityElement(id: id, label: SpeechText(id.capitalized), traits: .button, frame: frame)
            element.onActivate = { _ in true }
            return [element]
        }
    }

    /// `content` kept left to right in a right-to-left layout.
    struct Island: TakesNoTouches {
        let content: any Component
        var mirrorsInRightToLeft: Bool { false }
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { proposal }
        func children(in frame: Rect, settings: Settings) -> [PlacedComponent] { [PlacedComponent(content, in: frame)] }
    }

    /// Four cards 10 points apart in a 390-point viewport across the screen (pages at 0, 390, 780
    /// and the end, 840), inside an island when `island`.
    final class Carousel: ComponentScene {
        let state = ScrollState()
        let island: Bool
        init(island: Bool) {
            self.island = island
            super.init(id: "island-carousel", title: "Island carousel")
        }
        override func body(settings: Settings) -> any Component {
            let cards = ["one", "two", "three", "four"].map { Card(id: $0) as any Component }
            let area: any Component = ScrollArea(id: "cards", state: state, axis: .horizontal, Row(spacing: 10, cards))
            return Background(.white, Absolute([PlacedComponent(island ? Island(content: area) : area, in: Rect(x: 0, y: 322, width: 390, height: 200))]))
        }
    }

    private static let rightToLeft: Settings = {
        var settings = Settings.default
        settings.layoutDirection = .rightToLeft
        return settings
    }()

    private func frames(_ walk: VoiceOverWalk) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: walk.session.navigation.entries.map { ($0.id, $0.frame) })
    }

    func testInAnIslandTheSwipeLeftShowsTheNextPage() {
        let scene = Carousel(island: true)
        let walk = VoiceOverWalk(scene, settings: Self.rightToLeft, swipingTo: "one")
        XCTAssertEqual(frames(walk)["one"], Rect(0, 322, 300, 200), "the first card at the left, as the island lays it out")
        XCTAssertEqual(frames(walk)["two"], Rect(310, 322, 80, 200), "cut by the trailing (right) edge")
        XCTAssertTrue(VoiceOverWalk.sounds(walk.send(.scroll(.right))).contains("boundary"), "nothing lies before the first card")
        XCTAssertEqual(scene.state.offset, 0)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.left))).first, "Page 2 of 4")
        XCTAssertEqual(scene.state.offset, 390)
        XCTAssertEqual(frames(walk)["two"], Rect(0, 322, 220, 200), "the second card moved left, cut by the leading (left) edge")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.right))).first, "Page 1 of 4")
        XCTAssertEqual(scene.state.offset, 0)
    }

    /// Out of an island the same carousel is mirrored: its next page lies to the left, and the
    /// swipe right shows it.
    func testOutOfAnIslandTheSwipeRightShowsTheNextPage() {
        let scene = Carousel(island: false)
        let walk = VoiceOverWalk(scene, settings: Self.rightToLeft, swipingTo: "one")
        XCTAssertEqual(frames(walk)["one"], Rect(90, 322, 300, 200))
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.scroll(.right))).first, "Page 2 of 4")
        XCTAssertEqual(scene.state.offset, 390)
    }

    /// A finger dragging the island's content left shows what lies to the right, as left to right.
    func testInAnIslandAFingerDragsTheContentWithIt() {
        let scene = Carousel(island: true)
        let walk = VoiceOverWalk(scene, settings: Self.rightToLeft, voiceOver: false)
        walk.pointer([(.down, 1, Point(300, 400)), (.move, 1, Point(250, 402)), (.move, 1, Point(150, 404)), (.up, 1, Point(150, 404))])
        XCTAssertEqual(scene.state.offset, 150)
        walk.pointer([(.down, 1, Point(100, 400)), (.move, 1, Point(200, 400)), (.move, 1, Point(380, 400)), (.up, 1, Point(380, 400))])
        XCTAssertEqual(scene.state.offset, 0, "not before the start")
    }
}
