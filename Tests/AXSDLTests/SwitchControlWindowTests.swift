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
        XCTAssertEqual(InputMapper.command(forKey: key("o")), .togglePointScanning)
        XCTAssertEqual(KeyBindings.binding(for: .switchSelect)?.keys, "S")
    }

    func testAnItemIsOutlinedSolidABackOutMomentDashed() {
        let item = SwitchHighlight(kind: .item, id: "a", frame: Rect(10, 10, 100, 40), entry: nil)
        var solid = DisplayList(background: .clear)
        SwitchControlHighlight(highlight: item, menu: nil, bounds: Rect(0, 0, 390, 844)).draw(into: &solid, scale: 1)
        XCTAssertEqual(strokes(solid).count, 2, "white edge, then the blue outline")
        XCTAssertTrue(strokes(solid).allSatisfy { if case .roundedRect = $0.0 { return true } else { return false } })
        var dashed = DisplayList(background: .clear)
        var backOut = item
        backOut.kind = .backOut
        SwitchControlHighlight(highlight: backOut, menu: nil, bounds: Rect(0, 0, 390, 844)).draw(into: &dashed, scale: 1)
        let dashes = strokes(dashed).filter { $0.1 == SwitchControlHighlight.color }
        // A 110 × 50 outline in dashes of 10 with gaps of 10: 6 + 3 + 6 + 3.
        XCTAssertEqual(dashes.count, 18)
        XCTAssertTrue(dashes.allSatisfy { if case .line = $0.0 { return true } else { return false } })
    }

    func testTheMenuIsBesideTheItemWithItsEntryFilled() throws {
        let session = Session(scene: StarRatingScene(), settings: Settings())
        session.startSwitchControl(.default, on: true)
        let driver = SessionSceneDriver(session: session)
        driver.perform(.press(.select))
        let menu = try XCTUnwrap(driver.switchMenu)
        var list = DisplayList(background: .clear)
        SwitchControlHighlight(highlight: driver.switchHighlight, menu: menu, bounds: session.scene.device.bounds).draw(into: &list, scale: 1)
        let runs = list.textRuns.map(\.run)
        XCTAssertEqual(runs.map(\.string), ["Tap", "Increment", "Decrement", "Escape", "Home", "Device", "Settings"])
        XCTAssertEqual(runs.first?.color, .white, "the highlighted entry")
        XCTAssertEqual(runs.last?.color, Color.hex("#8E8E93"), "outside the app: greyed")
        let item = driver.switchHighlight.frame
        XCTAssertTrue(runs.allSatisfy { !$0.box.intersects(item) }, "beside the item, never over it")
        let rows = SceneWindow.switchControlRows(highlight: driver.switchHighlight, menu: menu, scan: driver.switchScan)
        XCTAssertEqual(rows.map(\.key), ["switch", "reach", "menu"])
        XCTAssertEqual(rows.map(\.value), ["menuEntry star-rating", "auto 1 press after 0.0 s; manual 1",
                                           "[Tap], Increment, Decrement, Escape, Home, Device, Settings"])
    }

    func testPointScanningDrawsItsBandAndLine() {
        var band = DisplayList(background: .clear)
        SwitchControlHighlight(highlight: SwitchHighlight(kind: .band, id: nil, frame: Rect(0, 100, 390, 105.5), entry: nil), menu: nil,
                               bounds: Rect(0, 0, 390, 844)).draw(into: &band, scale: 1)
        XCTAssertEqual(band.items.count, 2, "a translucent band and its edge")
        var line = DisplayList(background: .clear)
        SwitchControlHighlight(highlight: SwitchHighlight(kind: .line, id: nil, frame: Rect(99.9, 0, 0, 844), entry: nil), menu: nil,
                               bounds: Rect(0, 0, 390, 844)).draw(into: &line, scale: 1)
        XCTAssertEqual(strokes(line).map(\.0), [.line(from: Point(99.9, 0), to: Point(99.9, 844)), .line(from: Point(99.9, 0), to: Point(99.9, 844))])
    }

    func testTheInspectorSaysNothingWhileSwitchControlIsOff() {
        XCTAssertTrue(SceneWindow.switchControlRows(highlight: .none, menu: nil, scan: nil).isEmpty)
    }
}
