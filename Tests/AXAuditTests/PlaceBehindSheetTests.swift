@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// A finding on no element at a place (drawn text no element exposes) in a state whose open sheet
/// leaves that place on the screen under it is the finding of the screen: its states list the
/// states without the sheet, as an element's finding does; drawn text on the sheet is the sheet's.
final class PlaceBehindSheetTests: XCTestCase {
    /// "Welcome" drawn at the top of the screen, exposed by no element; "Options" opens a sheet over
    /// the lower half (escape closes it) that draws "Terms apply", exposed by no element either.
    final class Screen: Scene {
        let id = "place"
        let title = "Place"
        let device = Device.phone
        var open = false

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 844)), .white)
            list.text(TextRun("Welcome", box: Rect(x: 16, y: 40, width: 358, height: 30), size: 17, color: .black))
            if open {
                list.text(TextRun("Terms apply", box: Rect(x: 16, y: 700, width: 358, height: 30), size: 17, color: .black))
            }
        }

        func stateSnapshot() -> [(key: String, value: String)] { [("open", String(open))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            var options = AccessibilityElement(id: "options", label: "Options", traits: .button, frame: Rect(x: 16, y: 100, width: 358, height: 50))
            options.onActivate = { [unowned self] context in
                open = true
                context.post(.screenChanged(elementID: nil))
                return true
            }
            guard open else { return [options] }
            let done = AccessibilityElement(id: "done", label: "Done", traits: .staticText, frame: Rect(x: 16, y: 450, width: 358, height: 50))
            var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(x: 0, y: 420, width: 390, height: 424), type: .none,
                                                       label: nil, children: [done])
            sheet.viewIsModal = true
            sheet.onEscape = { [unowned self] context in
                open = false
                context.post(.screenChanged(elementID: nil))
                return true
            }
            return [options, sheet]
        }
    }

    private func findings() -> [String: Finding] {
        let descriptor = SceneDescriptor(id: "place", tab: "Tests", title: "Place", sourcePath: #filePath) { Screen() }
        let rules = RuleCatalog.all.filter { $0.info.id == "label.undescribed-text" }
        let result = Validator(rules: rules, bounds: .default).validate(descriptor)
        XCTAssertEqual(result.exploration?.states.map(\.steps), ["initial state", "double tap Options"])
        return Dictionary(result.findings.map { ($0.message, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Planted: "Welcome" lies on the screen under the sheet in state #1; it was listed there too.
    func testDrawnTextUnderASheetIsListedOnlyWhereNoSheetCoversIt() throws {
        let welcome = try XCTUnwrap(findings()["Drawn text \"Welcome\" is not exposed to VoiceOver"])
        XCTAssertEqual(welcome.states, [0])
        XCTAssertFalse(welcome.onlyBehindModal)
    }

    /// Twin: "Terms apply" is drawn on the sheet itself, and is listed in the state that shows it.
    func testDrawnTextOnTheSheetIsListedWhereTheSheetIsUp() throws {
        let terms = try XCTUnwrap(findings()["Drawn text \"Terms apply\" is not exposed to VoiceOver"])
        XCTAssertEqual(terms.states, [1])
        XCTAssertFalse(terms.onlyBehindModal)
    }

    /// A scene file's sheet leaves the screen under it out of the tree: the root's "Details" text,
    /// clipped at AX5, had no element there and was counted a second time, on the scene, beside
    /// the finding on its row. It is that finding: listed once, on the row, in the state that shows it.
    func testTextClippedUnderASheetIsCountedOnceOnItsRow() throws {
        let file = """
        { "format": "axsandbox-scene", "version": 1, "id": "nav", "device": { "idiom": "phone" },
          "elements": [ { "id": "more", "label": "Details", "traits": ["button"], "frame": [16, 100, 358, 44], "activate": { "open": "share" },
            "drawing": [ { "text": "Details", "box": [16, 111, 358, 22], "style": "body" } ] } ],
          "screens": [ { "id": "share", "sheet": true, "frame": [0, 520, 390, 324], "background": "#FFFFFF",
            "elements": [ { "id": "done", "label": "Done", "traits": ["button"], "frame": [16, 16, 358, 50], "activate": { "close": true },
              "drawing": [ { "text": "Done", "box": [16, 16, 358, 50], "style": "body" } ] } ] } ] }
        """
        let descriptor = try SceneFile.parse(file, file: "nav.json").descriptor
        let rules = RuleCatalog.all.filter { $0.info.id == "text.clipped" }
        let result = Validator(rules: rules, bounds: .default).validate(descriptor, declarative: true)
        XCTAssertEqual(result.exploration?.states.count, 2)
        let clipped = result.findings.filter { $0.message.contains("\"Details\"") }
        XCTAssertEqual(clipped.map(\.subject.elementID), ["more"])
        XCTAssertEqual(clipped.first?.states, [0])
    }
}
