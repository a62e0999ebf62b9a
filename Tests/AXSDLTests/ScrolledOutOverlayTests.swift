import AXCore
import AXEngine
import AXScenes
import XCTest
@testable import AXSDL

/// A row an imported list holds outside its frame is scrolled out of view (docs/import.md): its
/// captured frame lies over a header or past the screen's edge, where nothing of it shows. No
/// overlay marks it there; the frames overlay keeps its number in VoiceOver's order, and the legend
/// and the inspector list it as scrolled out.
final class ScrolledOutOverlayTests: XCTestCase {
    /// A settings list under a header: "Bluetooth" scrolled up, its captured frame over the header;
    /// "Wi-Fi" showing; "Sounds" below the fold, past the screen's edge.
    static let appium = """
    <AppiumAUT><XCUIElementTypeApplication name="Settings" x="0" y="0" width="390" height="844">
    <XCUIElementTypeOther name="Settings" label="Settings" accessible="true" visible="true" x="0" y="40" width="390" height="60"/>
    <XCUIElementTypeTable accessible="false" visible="true" x="0" y="100" width="390" height="744">
    <XCUIElementTypeCell name="Bluetooth" label="Bluetooth" accessible="true" visible="false" x="0" y="30" width="390" height="44"/>
    <XCUIElementTypeCell name="Wi-Fi" label="Wi-Fi" accessible="true" visible="true" x="0" y="120" width="390" height="52"/>
    <XCUIElementTypeCell name="Sounds" label="Sounds" accessible="true" visible="false" x="0" y="900" width="390" height="52"/>
    </XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>
    """

    private func order() throws -> NavigationOrder {
        NavigationOrder(scene: try ScreenImport.load(path: "settings.xml", text: Self.appium), settings: Settings())
    }

    private func texts(_ list: DisplayList) -> [String] { list.textRuns.map(\.run.string) }

    /// The bounds of every shape filled or stroked.
    private func shapes(_ list: DisplayList) -> [Rect] {
        list.items.compactMap { item in
            switch item.command {
            case .fill(let shape, _), .stroke(let shape, _, _): return shape.bounds
            default: return nil
            }
        }
    }

    func testTheFramesOverlayNumbersScrolledOutRowsButDrawsNothingWhereTheirFramesLie() throws {
        let order = try order()
        let frames = ElementFrameOverlay(order: order)
        XCTAssertEqual(frames.entries.map(\.isScrolledOut), [false, true, false, true], "Settings, Bluetooth, Wi-Fi, Sounds")
        var list = DisplayList(background: .clear)
        frames.draw(into: &list)
        XCTAssertEqual(texts(list), ["1", "3"], "badges of what shows only; the numbers stay VoiceOver's")
        for frame in [frames.entries[1].frame, frames.entries[3].frame] {
            XCTAssertFalse(shapes(list).contains(frame), "nothing drawn at \(frame)")
        }
        XCTAssertEqual(shapes(list).filter { $0 == frames.entries[0].frame || $0 == frames.entries[2].frame }.count, 4,
                       "what shows is tinted and outlined")
        // The legend lists all four in order, the scrolled-out ones said to be so.
        let legend = texts(frames.legend(height: 844))
        XCTAssertEqual(legend.filter { $0 == ElementFrameOverlay.scrolledOutNote }.count, 2, "\(legend)")
        XCTAssertEqual(legend.filter { ["1", "2", "3", "4"].contains($0) }, ["1", "2", "3", "4"])
    }

    /// Every overlay at once, VoiceOver's cursor and a finding on the row over the header: nothing
    /// is drawn where a scrolled-out row's frame lies (over the header, past the screen's edge),
    /// the order line runs from the header to "Wi-Fi", and the finding is listed at the top.
    func testNoOverlayMarksARowScrolledOutWhereItsFrameLies() throws {
        let order = try order()
        let bluetooth = order.entries[1], screen = Rect(0, 0, 390, 844)
        let findings = [OverlayFinding(elementID: bluetooth.id, ruleID: "label.missing", severity: .error)]
        let state = AccessibilityOverlay.State(focusedID: bluetooth.id, findings: findings)
        let list = AccessibilityOverlay(kinds: Set(OverlayKind.allCases), order: order, state: state, bounds: screen).displayList()
        func holds(_ r: Rect, _ b: Rect) -> Bool { r.minX <= b.minX && b.maxX <= r.maxX && r.minY <= b.minY && b.maxY <= r.maxY }
        let around = bluetooth.frame.insetBy(dx: -8, dy: -8), header = order.entries[0].frame
        // The header's own marks (its badge lies where Bluetooth's frame does) aside.
        for b in shapes(list) where !holds(header, b) {
            XCTAssertFalse(holds(around, b), "\(b) drawn round Bluetooth's frame, over the header")
            XCTAssertLessThanOrEqual(b.maxY, screen.maxY, "\(b) drawn past the screen's edge, at Sounds' frame")
        }
        XCTAssertTrue(texts(list).contains("\(bluetooth.id) (scrolled out): label.missing"), "\(texts(list))")
        let line = AccessibilityOverlay(kinds: [.order], order: order, bounds: screen).displayList()
        XCTAssertEqual(shapes(line).first.map { $0.minY...$0.maxY }, order.entries[0].frame.midY...order.entries[2].frame.midY)
    }

    /// The inspector lists a scrolled-out row with its number and says so; VoiceOver's focus on it
    /// says where it is, since no cursor is drawn.
    func testTheInspectorSaysARowIsScrolledOut() throws {
        let order = try order()
        let panel = InspectorPanel(title: "Settings", sceneID: "settings", frames: ElementFrameOverlay(order: order), state: [])
        XCTAssertEqual(texts(panel.draw(size: Size(width: 320, height: 800))).filter { $0 == InspectorPanel.scrolledOutTag }.count, 2)
        let entry = order.entries[3]
        let description = DescriptionBuilder.describe(entry.element, context: entry.context)
        XCTAssertEqual(InspectorPanel.detail(of: entry, description: description, scrolledOut: true).map(\.key), ["id", "where", "says"])
        XCTAssertEqual(InspectorPanel.detail(of: entry, description: description).map(\.key), ["id", "says"])
    }

    /// The window's inspector notes a value a capture printed cut, under the speech, in the words
    /// `inspect` uses; an element whose texts are whole has no such row.
    func testTheInspectorNotesAValueThePrintedCaptureCut() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n    Window (Main), 0x2, {{0.0, 0.0}, {375.0, 812.0}}\n"
            + "      TextField, 0x3, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e...\n"
            + "      TextField, 0x4, {{32.0, 295.0}, {271.0, 21.0}}, identifier: 'password', value: Pa55word\n"
        var settings = Settings()
        settings.voiceOver = true
        let order = NavigationOrder(scene: try ScreenImport.load(path: "dump.txt", text: dump), settings: settings)
        let rows = order.entries.map { entry in
            InspectorPanel.detail(of: entry, description: DescriptionBuilder.describe(entry.element, context: entry.context))
        }
        XCTAssertEqual(rows.map { $0.map(\.key) }, [["id", "says", "cut", "hint", "traits"], ["id", "says", "hint", "traits"]])
        XCTAssertEqual(rows[0][2].value, CapturedCut.note(on: order.entries[0].element))
    }
}
