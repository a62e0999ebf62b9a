import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import Testing
import XCTest

/// `KeyboardTester`: what a Full Keyboard Access user sees and hears, key by key, on the catalog's
/// controls (docs/keyboard.md).
final class KeyboardTesterTests: XCTestCase {
    func testRatingAStarThroughTheActionsList() {
        let user = KeyboardTester(StarRatingScene())
        XCTAssertEqual(user.start, [.focus("star-rating")])
        user.press(.showActions, [.list(.actions, ["Increment", "Decrement"], selected: 0)])
        user.press(.activate, [.listClosed, .action("increment", "star-rating", true)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1")
        XCTAssertEqual(user.focus, "star-rating")
        XCTAssertEqual(user.session.focusIndicators.map(\.technology), [.fullKeyboardAccess])
    }

    /// HelloGoodbye's profile by keyboard: each field is a focus group of its own (the form's scroll
    /// area groups nothing, as Switch Control scans its fields one by one), so Tab goes from one to
    /// the next, and the arrows move among them on the screen, as among any items in no group (Down
    /// from the age slider had nowhere to go). Space on the hobbies field makes it the keyboard's,
    /// typing goes into it, the arrows stay in it, and Escape ends the editing.
    func testTypingIntoHelloGoodbyesHobbiesField() {
        let user = KeyboardTester(HelloGoodbyeScene())
        user.press(.activate, [.action("activate", "profile-button", true), .focus("back")])
        user.press(.nextGroup, [.focus("age-slider")])
        user.press(.arrow(.down), [.focus("hobbies-field")])
        user.press(.arrow(.up), [.focus("age-slider")])
        user.press(.nextGroup, [.focus("hobbies-field")])
        user.type("Chess", [])  // nothing takes typing before Space
        user.press(.activate, [.action("activate", "hobbies-field", true)])
        user.type(", chess", [.action("type", "hobbies-field", true)])
        XCTAssertEqual(user.session.navigation.node(withID: "hobbies-field")?.value?.string, "Music, swing dance, wine, chess")
        user.press(.arrow(.down), [])
        user.press(.escape, [.action("endEditing", "hobbies-field", true)])
        user.press(.arrow(.down), [.focus("pitch-field")])
        user.press(.previousGroup, [.focus("hobbies-field")])
    }

    func testMovingAHomeScreenIconByKeyboard() {
        let user = KeyboardTester(HomeScreenScene())
        XCTAssertEqual(user.start, [.focus("app-mail")])
        user.press(.showActions, [.list(.actions, ["Drag Mail", "Long Press"], selected: 0)])
        user.press(.activate, [.listClosed, .action("drag", "app-mail", true)])
        user.press(.arrow(.right), [.focus("app-calendar")])
        let calendar = ["Drop left of Calendar", "Create folder with Calendar", "Drop right of Calendar", "Drag Calendar", "Long Press"]
        user.press(.showActions, [.list(.actions, calendar, selected: 0)])
        user.press(.arrow(.down), [.list(.actions, calendar, selected: 1)])
        user.press(.arrow(.down), [.list(.actions, calendar, selected: 2)])
        user.press(.activate, [.listClosed, .action("drop", "app-calendar", true)])
        XCTAssertFalse(user.session.isDragging)
    }

    /// The home screen responds to a long press on an icon (it starts editing the screen): the
    /// actions list offers Long Press there, as Switch Control's Gestures page does, and Space
    /// performs it through the element's long press, VoiceOver's triple tap (docs/keyboard.md).
    func testLongPressWhereTheAppDeclaresOneIsInTheActionsList() {
        let user = KeyboardTester(HomeScreenScene())
        user.press(.showActions, [.list(.actions, ["Drag Mail", "Long Press"], selected: 0)])
        user.press(.arrow(.down), [.list(.actions, ["Drag Mail", "Long Press"], selected: 1)])
        user.press(.activate, [.listClosed, .action("longPress", "app-mail", true)])
    }

    /// Pre-Poster's photo takes no focus; its details come up by the app's shortcut Command-I, the
    /// accessibility scroll VoiceOver's three-finger swipe performs (docs/keyboard.md).
    func testShowingAPhotosDetailsByTheAppsShortcut() {
        let user = KeyboardTester(PrePosterScene())
        for author in ["lexi-set-author", "tom-ramen-author", "priya-ridge-author"] { user.press(.nextGroup, [.focus(author)]) }
        // The arrows move on the screen: the time left sits inside the author's row, so Down goes
        // to the text below it; Control-Tab goes item by item and reaches it. The photo, cut by the
        // feed's bottom edge, is scrolled whole into view as the focus reaches it, and the text,
        // which that scroll moved past the feed's top edge, is scrolled back in.
        user.press(.arrow(.down), [.focus("priya-ridge-text")])
        user.press(.arrow(.down), [.action("scrollIntoView", "feed", true), .focus("priya-ridge-photo")])
        user.press(.previousItem, [.action("scrollIntoView", "feed", true), .focus("priya-ridge-text")])
        user.press(.previousItem, [.focus("priya-ridge-remaining")])
        user.press(.arrow(.down), [.focus("priya-ridge-text")])
        user.press(.arrow(.down), [.action("scrollIntoView", "feed", true), .focus("priya-ridge-photo")])
        user.press(.activate, [.action("activate", "priya-ridge-photo", true), .focus("back")])
        user.press(.shortcut(KeyChord(.character("I"), .command)), [.action("scroll.up", "photo", true)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "details" }?.value, "shown")
        user.press(.shortcut(KeyChord(.character("I"), [.shift, .command])), [.action("scroll.down", "photo", true)])
        user.press(.shortcut(KeyChord(.character("J"), .command)), [])  // a chord the screen offers nothing for
    }

    func testTheHelpListAndGoingBack() {
        let user = KeyboardTester(StarRatingScene())
        user.press(.showHelp, [.list(.help, KeyboardCommand.all.compactMap(\.help), selected: 0)])
        user.press(.arrow(.down), [.list(.help, KeyboardCommand.all.compactMap(\.help), selected: 1)])
        user.press(.escape, [.listClosed])
        user.press(.nextGroup, [])  // one group: Tab goes round to the item it is on
    }

    /// `send` is the tester's one entry, as `SwitchTester`'s is: a key sent shows what `press` shows
    /// and acts on the scene through the same driver.
    func testSendTakesAKeyAsPressDoes() {
        let user = KeyboardTester(StarRatingScene())
        user.send(.keyboard(.showActions), [.list(.actions, ["Increment", "Decrement"], selected: 0)])
        user.send(.keyboard(.activate), after: 500, [.listClosed, .action("increment", "star-rating", true)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1")
        user.press(.showActions, [.list(.actions, ["Increment", "Decrement"], selected: 0)])
        user.send(.keyboard(.arrow(.down)), [.list(.actions, ["Increment", "Decrement"], selected: 1)])
        user.send(.keyboard(.activate), [.listClosed, .action("decrement", "star-rating", true)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "0")
        XCTAssertEqual(user.log.count, 8, "the start's focus and every line each step saw")

        let home = KeyboardTester(HomeScreenScene())
        home.send(.keyboard(.nextGroup), [.focus("home-page-control")])
        XCTAssertEqual(home.focus, "home-page-control")
    }

    /// The test API's one entry takes a keyboard key: a VoiceOver test can press Tab beside its gestures.
    func testSceneTesterSendsKeyboardKeys() {
        let user = SceneTester(HomeScreenScene(), voiceOver: false)
        user.send(.keyboard(.on))
        user.send(.keyboard(.nextGroup))
        XCTAssertEqual(user.session.keyboardFocusID, "home-page-control")
        XCTAssertEqual(user.session.focusIndicators.map(\.elementID), ["home-page-control"])
    }
}

/// `KeyboardTester.send` asserts what it saw: an expectation that differs is a failure naming the
/// step by the command's trace name, with what was seen as Swift to paste over it.
@Suite struct KeyboardTesterSendFailureTests {
    @Test func aKeySentWithTheWrongExpectationFails() {
        withKnownIssue {
            KeyboardTester(StarRatingScene()).send(.keyboard(.showActions))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("step 1, keyboard.tabZ") && $0.rawValue.contains(#".list(.actions, ["Increment", "Decrement"], selected: 0)"#) }
        }
    }
}
