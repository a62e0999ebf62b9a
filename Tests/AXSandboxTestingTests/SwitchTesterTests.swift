import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import XCTest

/// `SwitchTester`: what a switch user sees and hears, step by step, on the catalog's controls.
final class SwitchTesterTests: XCTestCase {
    private static let starMenu = ["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"]

    func testRatingAStarWithAutoScanningAndSpeech() {
        var settings = SwitchControlSettings()
        settings.speaksItems = true
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        XCTAssertEqual(user.start, [.highlight(.item, "star-rating")])
        user.press(.select, after: 2500, ["Star rating: No rating. Adjustable.", .menu(Self.starMenu), .entry("Tap")])
        user.wait(1000, ["Tap", .entry("Increment")])
        user.press(.select, after: 100, [.menuClosed, .action("increment", "star-rating", true), .highlight(.item, "star-rating"),
                                         .heard(.cut("Increment", after: "I"))])
        user.wait(3000, ["Star rating: 1 star. Adjustable."])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1")
    }

    /// Switch Control turned off while its menu is open closes the menu, then the highlight goes:
    /// nothing said so, and a trace's viewer showed the menu open to the end.
    func testTurningSwitchControlOffClosesItsMenu() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        user.press(.select, [.menu(Self.starMenu), .entry("Tap")])
        user.send(.switchControl(.off), [.menuClosed, .highlight(.none, nil)])
        XCTAssertNil(user.session.switchMenu)
    }

    func testTheDeviceEntriesActOutsideTheApp() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        user.press(.select, [.menu(Self.starMenu), .entry("Tap")])
        for entry in ["Increment", "Decrement", "Gestures", "Escape", "Home"] { user.press(.next, [.entry(entry)]) }
        user.press(.select, [.menuClosed, .action("switch.home", "star-rating", false), .highlight(.item, "star-rating")])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "0")
    }

    /// The menu's Settings is Switch Control's own page, not the device's: it offers the other
    /// scanning mode ("Use item scanning to choose Point Mode from the control menu", Apple's
    /// guide), which closes the menu and starts point scanning; in point scanning it offers Item Mode.
    func testSettingsOnTheMenuSwitchesBetweenItemAndPointScanning() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        user.press(.select, [.menu(Self.starMenu), .entry("Tap")])
        for entry in Self.starMenu.dropFirst() { user.press(.next, [.entry(entry)]) }
        user.press(.select, [.menu(["Point Mode", "Back"]), .entry("Point Mode")])
        user.press(.select, [.menuClosed, .sweep(.band, Rect(0, 0, 390, 105.5))])
        for top in [105.5, 211, 316.5, 422] { user.press(.next, [.sweep(.band, Rect(0, top, 390, 105.5))]) }
        user.press(.select, [.sweep(.line, Rect(0, 427.275, 390, 0))])
        user.press(.select, [.sweep(.band, Rect(0, 0, 48.75, 844))])
        user.press(.next, [.sweep(.band, Rect(48.75, 0, 48.75, 844))])
        user.press(.next, [.sweep(.band, Rect(97.5, 0, 48.75, 844))])
        user.press(.select, [.sweep(.line, Rect(99.9375, 0, 0, 844))])
        user.press(.select, [.menu(Self.starMenu), .entry("Tap")])
        for entry in Self.starMenu.dropFirst() { user.press(.next, [.entry(entry)]) }
        user.press(.select, [.menu(["Item Mode", "Back"]), .entry("Item Mode")])
        user.press(.select, [.menuClosed, .highlight(.item, "star-rating")])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "0", "nothing done to the app")
    }

    /// The broken star rating draws its stars and exposes none: item scanning never reaches them,
    /// but point scanning picks a screen location (Apple's guide) and the point's menu taps there,
    /// a finger's tap on the second star, which rates 2. Point scanning over no element was a miss.
    func testPointScanningTapsADrawnStarNoElementExposes() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(StarRatingScene(broken: true), switchControl: settings)
        user.mode(.point, [.sweep(.band, Rect(0, 0, 390, 105.5))])
        for top in [105.5, 211, 316.5, 422] { user.press(.next, [.sweep(.band, Rect(0, top, 390, 105.5))]) }
        user.press(.select, [.sweep(.line, Rect(0, 427.275, 390, 0))])
        user.press(.select, [.sweep(.band, Rect(0, 0, 48.75, 844))])
        for left in [48.75, 97.5] { user.press(.next, [.sweep(.band, Rect(left, 0, 48.75, 844))]) }
        user.press(.select, [.sweep(.line, Rect(99.9375, 0, 0, 844))])
        for stop in 1...6 { user.press(.next, [.sweep(.line, Rect(97.5 + 48.75 * (Double(stop) + 0.5) / 10, 0, 0, 844))]) }
        XCTAssertEqual(user.highlight.frame, Rect(129.1875, 0, 0, 844), "the line on the second star")
        user.press(.select, [.menu(["Tap", "Gestures", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
        XCTAssertNil(user.highlight.id, "no element: the point itself")
        XCTAssertEqual(user.highlight.frame, Rect(129.1875, 427.275, 0, 0))
        // A finger's tap at the point (touches and a gesture), reported as point scanning's Tap on an
        // element is, with no element (it wrote no action record), then the sweep again.
        user.press(.select, [.menuClosed, .action("tap", nil, true), .sweep(.band, Rect(0, 0, 390, 105.5))])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "2", "the second star, tapped by the switch")
    }

    /// Tapping HelloGoodbye's Profile opens a new screen: the scan starts on its first item once,
    /// though both the tap (the screen changed) and the screen change it posts ask for a new scan.
    /// The highlight was reported twice (two records in a trace, the item spoken twice).
    func testAScreenChangeAfterATapIsScannedFromTheTopOnce() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(HelloGoodbyeScene(), switchControl: settings)
        XCTAssertEqual(user.start, [.highlight(.item, "profile-button")])
        user.press(.select, [.menu(["Tap", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
        user.press(.select, [.menuClosed, .action("activate", "profile-button", true), .highlight(.item, "back")])
    }

    /// A manual-scanning switch user on the home screen, with Mail's Gestures page open on its first entry.
    private func onMailsGesturesPage() -> SwitchTester {
        var settings = SwitchControlSettings()
        settings.style = .manual
        // The screen's root group is its top level: scanning starts on the page of icons.
        let user = SwitchTester(HomeScreenScene(), switchControl: settings)
        user.press(.select, [.highlight(.item, "app-mail")])
        user.press(.select, [.menu(["Tap", "Scroll", "Gestures", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
        user.press(.next, [.entry("Scroll")])
        user.press(.next, [.entry("Gestures")])
        user.press(.select, [.menu(["Drag Mail", "Long Press", "Flick Up", "Flick Down", "Flick Left", "Flick Right", "Hold and Drag", "Back"]), .entry("Drag Mail")])
        return user
    }

    func testEscapeOnTheMenuCancelsADragUnderWay() {
        let user = onMailsGesturesPage()
        user.press(.select, [.menuClosed, .action("drag", "app-mail", true), .highlight(.group, "home-page")])
        XCTAssertTrue(user.session.isDragging)
        user.press(.select, [.highlight(.item, "app-mail")])
        user.press(.select, [.menu(["Tap", "Drop left of Mail", "Create folder with Mail", "Drop right of Mail", "Scroll", "Gestures", "Escape",
                                    "Home", "Device", "Settings"]), .entry("Tap")])
        for entry in ["Drop left of Mail", "Create folder with Mail", "Drop right of Mail", "Scroll", "Gestures", "Escape"] {
            user.press(.next, [.entry(entry)])
        }
        user.press(.select, [.menuClosed, .highlight(.group, "home-page")])
        XCTAssertFalse(user.session.isDragging, "escape cancelled the drag")
    }

    /// The home screen turns its page on a sideways swipe over the icons: Gestures > Flick Left on
    /// Mail makes that swipe, and the screen shows the next page, scanned from its top.
    func testGesturesFlickTurnsTheHomeScreensPage() {
        let user = onMailsGesturesPage()
        for entry in ["Long Press", "Flick Up", "Flick Down", "Flick Left"] { user.press(.next, [.entry(entry)]) }
        // The board turns its page from the finger's touches, not from the recognized swipe: the
        // swipe action's record says it was done, as the screen changed.
        user.press(.select, [.menuClosed, .action("swipe.left", "app-mail", true), .highlight(.group, "home-page")])
        XCTAssertEqual((user.session.scene as? HomeScreenScene)?.currentPage, 1, "the next page shows")
    }

    func testPlayingAPianoKeyByPointScanning() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        let user = SwitchTester(PianoScene(), switchControl: settings)
        user.mode(.point, [.sweep(.band, Rect(0, 0, 390, 105.5))])
        for top in [105.5, 211, 316.5] { user.press(.next, [.sweep(.band, Rect(0, top, 390, 105.5))]) }
        user.press(.select, [.sweep(.line, Rect(0, 321.775, 390, 0))])
        user.press(.select, [.sweep(.band, Rect(0, 0, 48.75, 844))])
        user.press(.next, [.sweep(.band, Rect(48.75, 0, 48.75, 844))])
        user.press(.next, [.sweep(.band, Rect(97.5, 0, 48.75, 844))])
        user.press(.select, [.sweep(.line, Rect(99.9375, 0, 0, 844))])
        user.press(.select, [.menu(["Tap", "Gestures", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
        // The key plays from the touch, not the tap gesture: the tap is done, as the note played.
        user.press(.select, [.menuClosed, .heard(.tone(note: 64)), .action("tap", "piano-keyboard", true), .sweep(.band, Rect(0, 0, 390, 105.5))])
    }

    func testGesturesLongPressActsThroughTheElementsLongPress() {
        let user = onMailsGesturesPage()
        user.press(.next, [.entry("Long Press")])
        // Editing, the screen shows Done first: scanning restarts on it.
        user.press(.select, [.menuClosed, .action("longPress", "app-mail", true), .highlight(.item, "home-done")])
    }

    func testHoldingTheSelectSwitchOpensTheMenuWhileAShortPressAutoTaps() {
        var settings = SwitchControlSettings()
        settings.autoTap = SwitchControlSettings.defaultAutoTap
        settings.longPress = 1000
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        user.hold(.select, for: 1200, [.menu(Self.starMenu), .entry("Tap")])
        user.press(.select, after: 8000, [.entry("Increment"), .entry("Decrement"), .entry("Gestures"), .entry("Escape"), .entry("Home"), .entry("Device"),
                                          .entry("Settings"), .highlight(.menuItem, "star-rating"), .menuClosed, .highlight(.item, "star-rating")])
        user.hold(.select, for: 200, [.highlight(.autoTap, "star-rating")])
        user.wait(750, [.action("tap", "star-rating", true), .highlight(.item, "star-rating")])
    }

    /// Two switches scanning by hand, each with its own long-press action: the next switch held
    /// moves back, the select switch held taps the item without its menu.
    func testEachSwitchHeldDoesItsOwnLongPressAction() {
        var settings = SwitchControlSettings()
        settings.style = .manual
        settings.longPress = 1000
        settings.nextLongPress = .action(.previous)
        settings.selectLongPress = .action(.tap)
        let user = SwitchTester(HomeScreenScene(), switchControl: settings)
        user.press(.select, [.highlight(.item, "app-mail")])
        user.press(.next, [.highlight(.item, "app-calendar")])
        user.hold(.next, for: 1300, [.highlight(.item, "app-mail")])
        user.hold(.next, for: 300, [.highlight(.item, "app-calendar")])
        user.hold(.select, for: 1200, [.action("tap", "app-calendar", true), .highlight(.group, "home-page")])
    }

    /// Hold Duration through the session's clock: a press of no length and a short hold do
    /// nothing; a hold past it opens the menu while the switch is still down. Ignore Repeat then
    /// drops the same switch pressed again at once.
    func testWithHoldDurationOnlyAHoldLongEnoughSelectsAndIgnoreRepeatDropsARepeat() {
        var settings = SwitchControlSettings()
        settings.holdDuration = 500
        settings.ignoreRepeat = 1000
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        user.press(.select, [])
        user.hold(.select, for: 300, [])
        user.hold(.select, for: 600, [.menu(Self.starMenu), .entry("Tap")])
        // Within a second of the press that counted: ignored.
        user.hold(.select, for: 600, after: 100, [])
        // An ignored switch does not hold scanning: the menu moved on to Increment, which the next hold selects.
        user.hold(.select, for: 600, after: 500, [.entry("Increment"), .menuClosed, .action("increment", "star-rating", true), .highlight(.item, "star-rating")])
    }

    func testSoundEffectsAreHeardAsTheHighlightMovesAndOnSelecting() {
        var settings = SwitchControlSettings()
        settings.soundEffects = true
        let user = SwitchTester(StarRatingScene(), switchControl: settings)
        user.press(.select, [.heard(.sound(.scanSelect)), .menu(Self.starMenu), .entry("Tap")])
        user.wait(1000, [.entry("Increment"), .heard(.sound(.scanMove))])
    }
}
