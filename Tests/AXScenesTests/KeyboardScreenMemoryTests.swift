import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// Full Keyboard Access across screens and on plain screens (docs/keyboard.md): focus comes back to
/// what opened a sheet when it closes, a tap inside a sheet never closes it, a group alone on the
/// screen is the group it is beside others, and the arrows move among items in no group.
final class KeyboardScreenMemoryTests: XCTestCase {
    private func scene(_ body: String) throws -> FileScene {
        try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone","width":390,"height":844},"# + body + "}", file: "test.json")
    }

    /// Options opens a sheet holding Details (no activation of its own) and Done; a list of three
    /// rows above it.
    private func sheetScene() throws -> FileScene {
        try scene(##""elements":[{"id":"rows","container":"list","frame":[0,100,390,150],"children":[{"id":"r1","label":"One","traits":["button"],"frame":[0,100,390,50]},{"id":"r2","label":"Two","traits":["button"],"frame":[0,150,390,50]},{"id":"r3","label":"Three","traits":["button"],"frame":[0,200,390,50]}]},{"id":"opener","label":"Options","traits":["button"],"frame":[16,400,200,44],"activate":{"open":"opts"}}],"screens":[{"id":"opts","sheet":true,"frame":[0,520,390,324],"elements":[{"id":"details","label":"Details","traits":["button"],"frame":[16,16,170,50]},{"id":"done","label":"Done","traits":["button"],"frame":[16,100,358,50],"activate":{"close":true}}]}]"##)
    }

    /// A scene file's sheet names no element as it closes: the focus went to the screen's first
    /// item. UIKit restores the focus a view controller had before the transition
    /// (`restoresFocusAfterTransition`), and each group's last focused item with it.
    func testClosingASheetReturnsTheFocusToItsOpenerAndTheGroupsMemory() throws {
        let user = KeyboardTester(try sheetScene())
        XCTAssertEqual(user.start, [.focus("r1")])
        user.press(.arrow(.down), [.focus("r2")])
        user.press(.nextGroup, [.focus("opener")])
        user.press(.activate, [.action("activate", "opener", true), .focus("details")])
        user.press(.nextGroup, [.focus("done")])
        user.press(.activate, [.action("activate", "done", true), .focus("opener")])
        user.press(.nextGroup, [.focus("r2")])  // the list's last focused row, remembered across the sheet
    }

    /// A tap inside a sheet on what takes no tap (a button with no activation) reached the dimmed
    /// screen behind the panel and closed the sheet; the panel takes it, as a pushed screen does.
    func testATapInsideASheetDoesNotCloseIt() throws {
        let scene = try sheetScene()
        let user = KeyboardTester(scene)
        user.press(.nextGroup, [.focus("opener")])
        user.press(.activate, [.action("activate", "opener", true), .focus("details")])
        user.press(.activate, [.action("tap", "details", false)])
        XCTAssertEqual(user.focus, "details", "the sheet is still open")
    }

    /// A segmented control alone on the screen was split into a group per segment, so its arrows
    /// did nothing, while beside a button it was one group: a series is a focus group either way.
    func testASegmentedControlAloneIsOneGroup() throws {
        let user = KeyboardTester(try scene(##""elements":[{"id":"range","series":true,"frame":[16,100,358,44],"children":[{"id":"week","label":"Week","traits":["button"],"frame":[16,100,119,44]},{"id":"month","label":"Month","traits":["button"],"frame":[135,100,119,44]},{"id":"year","label":"Year","traits":["button"],"frame":[254,100,120,44]}]}]"##))
        XCTAssertEqual(user.session.keyboardFocusMap.groups.map(\.items), [["week", "month", "year"]])
        user.press(.arrow(.right), [.focus("month")])
    }

    /// Controls in no group (a plain screen's switches) are each a Tab stop, and the arrows move
    /// among them on the screen: Down from Wi-Fi did not reach Bluetooth below it.
    func testTheArrowsMoveAmongItemsInNoGroup() throws {
        let user = KeyboardTester(try scene(##""elements":[{"id":"wifi","label":"Wi-Fi","value":"1","traits":["button","toggleButton"],"frame":[16,100,358,44]},{"id":"bt","label":"Bluetooth","value":"0","traits":["button","toggleButton"],"frame":[16,150,358,44]}]"##))
        XCTAssertEqual(user.session.keyboardFocusMap.groups.count, 2)
        user.press(.arrow(.down), [.focus("bt")])
        user.press(.arrow(.up), [.focus("wifi")])
        user.press(.nextGroup, [.focus("bt")])
    }
}
