import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// A view that scrolls in an imported screen (docs/import.md, "How the tree is built"): what it holds
/// outside its frame is scrolled out of view, read by VoiceOver as it scrolls to it, judged as it is
/// read, and neither off the screen nor under a header for the rules.
final class ImportedScrollViewTests: XCTestCase {
    /// A settings list (a table reaching under a header) scrolled part way: "Bluetooth" scrolled up
    /// above the screen, "Wi-Fi" showing, "Sounds" and an unlabelled switch row below the fold
    /// (its switch at a frame of no meaning), marked invisible as WebDriverAgent marks them.
    static let appium = """
    <AppiumAUT><XCUIElementTypeApplication name="Settings" x="0" y="0" width="390" height="844">
    <XCUIElementTypeOther name="Settings" label="Settings" accessible="true" visible="true" x="0" y="40" width="390" height="60"/>
    <XCUIElementTypeTable accessible="false" visible="true" x="0" y="0" width="390" height="844">
    <XCUIElementTypeCell name="Bluetooth" label="Bluetooth" accessible="true" visible="false" x="0" y="-100" width="390" height="52"/>
    <XCUIElementTypeCell name="Wi-Fi" label="Wi-Fi" accessible="true" visible="true" x="0" y="120" width="390" height="52"/>
    <XCUIElementTypeCell name="Sounds" label="Sounds" accessible="true" visible="false" x="0" y="900" width="390" height="52"/>
    <XCUIElementTypeCell accessible="true" visible="false" x="0" y="952" width="390" height="52">
    <XCUIElementTypeSwitch visible="false" x="0" y="91" width="51" height="31" value="1"/>
    </XCUIElementTypeCell>
    </XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>
    """

    /// An XCUITest dump of two buttons in a container of `type` filling the screen, the second
    /// below the screen.
    static func shop(in type: String) -> String {
        """
        Application, 0x1, pid: 1, label: 'Shop'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            \(type), 0x3, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x4, {{20.0, 100.0}, {350.0, 50.0}}, label: 'Coffee'
              Button, 0x5, {{20.0, 1200.0}, {350.0, 50.0}}, label: 'Tea'
        """
    }

    private func findings(_ scene: ImportedScene) -> [Finding] {
        Validator().validate(scene.descriptor).findings
    }

    private func spoken(_ scene: Scene) -> [String] {
        var settings = Settings()
        settings.voiceOver = true
        return NavigationOrder(scene: scene, settings: settings).spokenElements.map(\.speech.description)
    }

    func testRowsScrolledOutAreReadTogetherFromWhereTheListShows() throws {
        let scene = try ScreenImport.load(path: "settings.xml", text: Self.appium)
        // The header first (the table reaches under it, and shows from its first row inside its
        // frame), then the list's rows in order: the one scrolled up, the one showing, those below.
        XCTAssertEqual(spoken(scene), ["Settings", "Bluetooth", "Wi-Fi", "Sounds", "Switch Button. On."])
    }

    /// The rows scrolled out are judged as VoiceOver reads them: the unlabelled switch row is a
    /// missing label (it was left out, a false green), and none is off the screen or hidden under
    /// the header for the keyboard's focus ring (VoiceOver and Full Keyboard Access scroll to it).
    func testRowsScrolledOutAreJudgedButNotOffTheScreen() throws {
        let found = findings(try ScreenImport.load(path: "settings.xml", text: Self.appium))
        XCTAssertEqual(found.filter { $0.ruleID == "label.missing" }.count, 1, found.map(\.message).joined(separator: "\n"))
        for rule in ["geometry.offscreen", "keyboard.focus-hidden"] {
            XCTAssertEqual(found.filter { $0.ruleID == rule }.map(\.message), [], rule)
        }
    }

    /// The same in XCUITest's dump, which marks nothing invisible: a row below the screen in a
    /// scroll view was read and reported off the screen, a false red.
    func testAnXCUITestRowBelowTheScreenInAScrollViewIsNotOffTheScreen() throws {
        let scene = try ScreenImport.load(path: "shop.txt", text: Self.shop(in: "ScrollView"))
        XCTAssertEqual(spoken(scene), ["Coffee. Button.", "Tea. Button."])
        XCTAssertEqual(findings(scene).filter { $0.ruleID == "geometry.offscreen" }.map(\.message), [])
    }

    /// Switch Control scans and Voice Control numbers what shows, as on a device; Full Keyboard
    /// Access moves on into the row below the fold, scrolling it in, as VoiceOver does. The same
    /// lists read by validation hold that row, judged as it will show.
    func testSwitchAndVoiceControlActOnWhatShowsTheKeyboardMovesIntoTheRest() throws {
        let scene = try RealDumpCorpusTests.load("appium-signews-expo-scrollview.xml")
        let order = NavigationOrder(scene: scene, settings: Settings())
        let label = { (id: String) in order.node(withID: id)?.label?.string ?? id }
        let rows = ["Conflit militaire États-Unis Iran 2026", "Guerre d'Ukraine", "Enquête Fauci COVID-19"]
        let below = "Cyberattaque sur systèmes d'eau Minnesota"
        XCTAssertEqual(VoiceControlItems(order: order, screen: scene.device.bounds).items.map { label($0.id) }, rows)
        let scan = ScanTree(order: order, settings: .default)
        XCTAssertEqual(scan.items.map { label(scan.nodes[$0].id) }, rows)
        XCTAssertEqual(KeyboardFocusMap(order: order).focusOrder.map(label), rows + [below])
        XCTAssertEqual(VoiceControlItems(order: order, screen: scene.device.bounds, includingScrolledOut: true).items.map { label($0.id) }, rows + [below])
        let judged = ScanTree(order: order, settings: .default, includingScrolledOut: true)
        XCTAssertEqual(judged.items.map { label(judged.nodes[$0].id) }, rows + [below])
    }

    /// A finger finds what shows: an hour scrolled up out of a day view, its captured frame lying
    /// under the date header beside the header's title, is not under the finger there (explore by
    /// touch beeps for nothing), while the title and the hour showing are found where they show.
    func testExploreByTouchDoesNotFindARowScrolledOutOfView() throws {
        let scene = try ScreenImport.load(path: "calendar.xml", text: """
        <AppiumAUT><XCUIElementTypeApplication name="Calendar" x="0" y="0" width="390" height="844">
        <XCUIElementTypeStaticText name="Friday" label="Friday" accessible="true" visible="true" x="150" y="60" width="90" height="40"/>
        <XCUIElementTypeScrollView accessible="false" visible="true" x="0" y="150" width="390" height="694">
        <XCUIElementTypeStaticText name="8 AM" label="8 AM" accessible="true" visible="false" x="0" y="60" width="390" height="50"/>
        <XCUIElementTypeStaticText name="9 AM" label="9 AM" accessible="true" visible="true" x="0" y="200" width="390" height="50"/>
        </XCUIElementTypeScrollView></XCUIElementTypeApplication></AppiumAUT>
        """)
        var settings = Settings()
        settings.voiceOver = true
        let order = NavigationOrder(scene: scene, settings: settings)
        let hit = { (x: Double, y: Double) in order.hitTest(Point(x, y)).flatMap { order.entries[$0].element.label?.string } }
        XCTAssertEqual(order.spokenElements.map(\.speech.description), ["Friday", "8 AM", "9 AM"])
        XCTAssertNil(hit(30, 80), "the hour scrolled up out of the day view is not on the screen")
        XCTAssertEqual(hit(195, 80), "Friday")
        XCTAssertEqual(hit(30, 220), "9 AM")
    }

    /// Outside any view that scrolls, an element off the screen is still reported: nothing brings
    /// it into view (idb's flat output names no container, docs/import.md says so).
    func testAnElementOffTheScreenOutsideAnyScrollViewIsStillReported() throws {
        let found = findings(try ScreenImport.load(path: "shop.txt", text: Self.shop(in: "Other")))
        XCTAssertEqual(found.filter { $0.ruleID == "geometry.offscreen" }.count, 1)
    }

    /// The HTML report outlines no finding's element scrolled out of view where its captured frame
    /// lies (the switch row below the fold: its badge was kept on the screen's bottom edge, over
    /// nothing of it); the finding's card says it is scrolled out.
    func testTheHTMLReportDoesNotOutlineARowScrolledOutOfView() throws {
        let scene = try ScreenImport.load(path: "settings.xml", text: Self.appium)
        let report = Validator().validate([scene.descriptor])
        let missing = try XCTUnwrap(report.scenes[0].findings.first { $0.ruleID == "label.missing" })
        let id = try XCTUnwrap(missing.subject.elementID)
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _ in nil }
        XCTAssertFalse(html.contains("<title>\(id)</title>"), "outlined below the screen")
        XCTAssertTrue(html.contains("element <code>\(id)</code> <span class=\"scrolled\">scrolled out of view: not on this screen</span>"), html)
        XCTAssertEqual(HTMLReport.scrolledOutElements(report.scenes[0].findings, in: scene, settings: Settings()), [id])
    }
}
