import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import XCTest

/// Switch Control in the window: its keys, the highlight (solid, dashed to back out), the group
/// outline, the menu beside the item, point scanning's band and line, and the inspector's rows.
final class SwitchControlWindowTests: XCTestCase {
    private func strokes(_ list: DisplayList) -> [(Shape, Color)] {
        list.items.compactMap { if case .stroke(let shape, let color, _) = $0.command { return (shape, color) } else { return nil } }
    }

    func testKeysTurnItOnPressTheSwitchesAndChangeTheMode() {
        func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
        XCTAssertEqual(InputMapper.command(forKey: key("w")), .toggleSwitchControl)
        XCTAssertEqual(InputMapper.command(forKey: key("s")), .switchSelect)
        XCTAssertEqual(InputMapper.command(forKey: key("n")), .switchNext)
        XCTAssertEqual(InputMapper.command(forKey: key(".")), .togglePointScanning)
        XCTAssertEqual(KeyBindings.binding(for: .switchSelect)?.keys, "S")
    }

    private func pass(_ indicators: [FocusIndicator]) -> DisplayList {
        var list = DisplayList(background: .clear)
        FocusIndicatorPass(indicators: indicators, bounds: Rect(0, 0, 390, 844)).draw(into: &list, scale: 1)
        return list
    }

    private func highlight(_ style: FocusIndicator.Style, _ frame: Rect, id: String? = "a") -> FocusIndicator {
        FocusIndicator(technology: .switchControl, elementID: id, frame: frame, path: nil, style: style)
    }

    func testAnItemIsOutlinedSolidABackOutMomentDashed() {
        let solid = pass([highlight(.solid, Rect(10, 10, 100, 40))])
        XCTAssertEqual(strokes(solid).count, 2, "white edge, then the blue outline")
        XCTAssertTrue(strokes(solid).allSatisfy { if case .roundedRect = $0.0 { return true } else { return false } })
        let dashes = strokes(pass([highlight(.dashed, Rect(10, 10, 100, 40))])).filter { $0.1 == FocusIndicatorPass.highlightColor }
        // A 110 × 50 outline in dashes of 10 with gaps of 10: 6 + 3 + 6 + 3.
        XCTAssertEqual(dashes.count, 18)
        XCTAssertTrue(dashes.allSatisfy { if case .line = $0.0 { return true } else { return false } })
    }

    /// The session's indicator for each state of the highlight is drawn in its style: a group tinted
    /// under its outline, the menu beside the item.
    func testTheMenuIsBesideTheItemWithItsEntryFilled() throws {
        let session = Session(scene: StarRatingScene(), settings: Settings())
        session.startSwitchControl(.default, on: true)
        let driver = SessionSceneDriver(session: session)
        driver.perform(.press(.select))
        let menu = try XCTUnwrap(driver.switchMenu)
        let indicator = try XCTUnwrap(driver.focusIndicators.first)
        XCTAssertEqual(indicator.style, .solid)
        XCTAssertEqual(indicator.menu?.entries.map(\.title), ["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"])
        let runs = pass(driver.focusIndicators).textRuns.map(\.run)
        XCTAssertEqual(runs.map(\.string), ["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"])
        XCTAssertEqual(runs.first?.color, .white, "the highlighted entry")
        XCTAssertEqual(runs.last(where: { $0.string == "Device" })?.color, Color.hex("#8E8E93"), "outside the app: greyed")
        XCTAssertNotEqual(runs.last?.color, Color.hex("#8E8E93"), "Settings is Switch Control's own page: not greyed")
        let item = driver.switchHighlight.frame
        XCTAssertTrue(runs.allSatisfy { !$0.box.intersects(item) }, "beside the item, never over it")
        let rows = SceneWindow.switchControlRows(highlight: driver.switchHighlight, menu: menu, scan: driver.switchScan)
        XCTAssertEqual(rows.map(\.key), ["switch", "reach", "menu"])
        XCTAssertEqual(rows.map(\.value), ["menuEntry star-rating", "auto 1 press after 0.0 s; manual 1",
                                           "[Tap], Increment, Decrement, Gestures, Escape, Home, Device, Settings"])
    }

    /// The menu is as wide as its longest entry needs, set in bold as the highlighted one is: a
    /// custom action's "Open address in Maps" was cut at the box's edge.
    func testTheMenuFitsItsLongestEntry() throws {
        let long = "Open address in Maps"
        let entries = ["Tap", long, "Escape"].map { FocusIndicator.Menu.Entry(title: $0, isHighlighted: $0 == long, isOutsideApp: false) }
        let indicator = FocusIndicator(technology: .switchControl, elementID: "a", frame: Rect(10, 100, 100, 40), path: nil, style: .solid,
                                       menu: FocusIndicator.Menu(entries: entries))
        let run = try XCTUnwrap(pass([indicator]).textRuns.map(\.run).first { $0.string == long })
        let needed = BundledFontMetrics().width(of: long, size: FocusIndicatorPass.menuTextSize, weight: .semibold)
        XCTAssertGreaterThanOrEqual(run.box.width, needed, "the entry's box holds it whole")
        XCTAssertEqual(FocusIndicatorPass.menuWidth(["Tap", "Escape"]), FocusIndicatorPass.menuWidth, "short entries keep the usual width")
    }

    /// A snapshot of a state Switch Control left its menu open in (`snapshot --after`) draws the
    /// highlight and the menu over the scene, whatever overlays are asked for, as the window does.
    func testASnapshotDrawsTheOtherTechnologiesCursors() throws {
        let session = Session(scene: StarRatingScene(), settings: Settings())
        session.startSwitchControl(.default, on: true)
        let driver = SessionSceneDriver(session: session)
        driver.perform(.press(.select))
        var snapshot = SceneSnapshot(scale: 1)
        XCTAssertTrue(snapshot.compose(session.scene, settings: Settings()).cursors.isEmpty, "none asked for, none drawn")
        snapshot.cursors = session.focusIndicators.filter { !$0.isCursorOverlay }
        let composition = snapshot.compose(session.scene, settings: Settings())
        XCTAssertEqual(composition.cursors.textRuns.map(\.run.string), ["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"])
        XCTAssertTrue(composition.overlay.isEmpty, "no overlay was asked for")
    }

    /// While Hold and Drag's second sweep chooses where the finger lifts, the point it went down at
    /// is drawn ringed over the band and line, so the user sees where the drag starts.
    func testHoldAndDragsStartIsRungWhileTheSecondSweepRuns() {
        var line = highlight(.line, Rect(99.9, 0, 0, 844), id: nil)
        let plain = pass([line]).items.count
        line.anchor = Point(35, 125)
        let drawn = pass([line])
        XCTAssertEqual(drawn.items.count, plain + 3, "a ring, its edge and a dot")
        XCTAssertTrue(strokes(drawn).contains { $0.0 == .ellipse(Rect(23, 113, 24, 24)) }, "a ring round the start")
    }

    func testPointScanningDrawsItsBandAndLine() {
        let band = pass([highlight(.band, Rect(0, 100, 390, 105.5), id: nil)])
        XCTAssertEqual(band.items.count, 2, "a translucent band and its edge")
        let line = pass([highlight(.line, Rect(99.9, 0, 0, 844), id: nil)])
        XCTAssertEqual(strokes(line).map(\.0), [.line(from: Point(99.9, 0), to: Point(99.9, 844)), .line(from: Point(99.9, 0), to: Point(99.9, 844))])
    }

    /// With VoiceOver and Switch Control both on, the one pass draws both cursors, VoiceOver's first
    /// (its dark outline), then the switch highlight over it: a third technology adds a style here.
    func testThePassDrawsEveryTechnologysCursorInTheirOrder() throws {
        var settings = Settings()
        settings.voiceOver = true
        let session = Session(scene: HomeScreenScene(), settings: settings)
        session.startSwitchControl(.default, on: true)
        let driver = SessionSceneDriver(session: session)
        driver.perform(.voiceOver(.next))
        XCTAssertEqual(driver.focusIndicators.map(\.technology), [.voiceOver, .switchControl])
        XCTAssertEqual(driver.focusIndicators.map(\.style), [.outline, .group])
        XCTAssertEqual(driver.focusIndicators.map(\.isCursorOverlay), [true, false],
                       "VoiceOver's is the cursor overlay, under the name tags; the switch highlight is over everything")
        let colors = strokes(pass(driver.focusIndicators)).map(\.1)
        XCTAssertEqual(colors.first, VoiceOverCursor.outer, "VoiceOver's cursor first")
        XCTAssertEqual(colors.last, FocusIndicatorPass.highlightColor, "the switch highlight over it")
        XCTAssertEqual(colors.filter { $0 == VoiceOverCursor.outer }.count, 1)
        XCTAssertEqual(colors.filter { $0 == FocusIndicatorPass.highlightColor }.count, 1)
        // Every style draws something.
        for style in FocusIndicator.Style.allCases {
            XCTAssertFalse(pass([highlight(style, Rect(10, 10, 100, 40))]).items.isEmpty, style.rawValue)
        }
    }

    func testTheInspectorSaysNothingWhileSwitchControlIsOff() {
        XCTAssertTrue(SceneWindow.switchControlRows(highlight: .none, menu: nil, scan: nil).isEmpty)
    }
}
