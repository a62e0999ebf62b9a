import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `inspect --assistive switch-control` and validate's `--switch-reach-limit` as a user calls them
/// (docs/switch-control.md).
final class SwitchControlCommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments, environment: BuiltExecutable.headlessEnvironment)
    }

    func testInspectListsGroupsItemsMenusAndReach() throws {
        let result = try run(["inspect", "home-screen", "--assistive", "switch-control"])
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n").map(String.init)
        // The screen's root group (it orders page, dots and dock) is the top level: no press to enter it.
        XCTAssertEqual(lines.first, "home-screen: 19 items in 2 groups, in Switch Control's scan order (auto scanning, 1000 ms an item, 4 loops)")
        XCTAssertEqual(Array(lines[1...6]), [
            "group home-page (15 members)",
            "   1. app-mail: Mail. Button.",
            "      reach:    auto 2 presses after 1.0 s; manual 2 presses",
            "      menu:     Tap, Scroll, Gestures, Escape, Home (outside the app), Device (outside the app), Settings",
            "      scroll:   Scroll Up, Scroll Down, Scroll Left, Scroll Right",
            "      gestures: Drag Mail, Long Press, Flick Up, Flick Down, Flick Left, Flick Right, Hold and Drag",
        ])
        // The page swipes sideways over every icon: Gestures > Flicks make that swipe.
        XCTAssertTrue(lines.contains("      gestures: Drag Calendar, Long Press, Flick Up, Flick Down, Flick Left, Flick Right, Hold and Drag"),
                      "an icon the home screen long-presses offers Gestures > Long Press, and its board's drag Hold and Drag: " + result.output)
    }

    /// The listing's menus are the ones the scanner opens: a scene file's reorderable row, which the
    /// scene lifts for a finger held on it, offers Hold and Drag (the listing left it out).
    func testInspectListsTheMenuTheScannerOpens() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let result = try run(["inspect", root.appendingPathComponent("examples/reorderable-list.json").path, "--assistive", "switch-control"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("1. home: Home. List Start.\n   reach:    auto 1 press after 0.0 s; manual 1 press\n"
                                             + "   menu:     Tap, Gestures, Escape, Home (outside the app), Device (outside the app), Settings\n"
                                             + "   gestures: Drag Home, Hold and Drag\n"), result.output)
    }

    /// Hold Duration and Ignore Repeat are said in the header, and each group entered costs a hold.
    func testInspectSaysTheHoldAndCountsItIntoTheReach() throws {
        let result = try run(["inspect", "home-screen", "--assistive", "switch-control",
                              "--switch-setting", "holdDuration=400", "--switch-setting", "ignoreRepeat=on"])
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "home-screen: 19 items in 2 groups, in Switch Control's scan order (auto scanning, 1000 ms an item, 4 loops, "
                       + "each press held 400 ms, a switch's repeats within 500 ms ignored)")
        XCTAssertEqual(lines[2], "   1. app-mail: Mail. Button.")
        XCTAssertEqual(lines[3], "      reach:    auto 2 presses after 1.4 s; manual 2 presses", "the page's group is entered after a 400 ms hold, then its first icon is a scan step")
    }

    func testInspectJSONAndSettings() throws {
        let result = try run(["inspect", "star-rating", "--assistive", "switch-control", "--format", "json",
                              "--switch-setting", "autoScanningTime=1500", "--switch-setting", "autoTap=on"])
        XCTAssertEqual(result.status, 0, result.output)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let settings = try XCTUnwrap(json["settings"] as? [String: Any])
        XCTAssertEqual(settings["autoScanningTime"] as? Int, 1500)
        XCTAssertEqual(settings["autoTap"] as? Int, 750)
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["star-rating"])
        let menu = try XCTUnwrap(nodes.first?["menu"] as? [String: Any])
        XCTAssertEqual((menu["top"] as? [[String: Any]])?.map { $0["title"] as? String },
                       ["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"])
        XCTAssertEqual((menu["top"] as? [[String: Any]])?.last?["outsideApp"] as? Bool, false, "Settings is Switch Control's own page")
        XCTAssertEqual((menu["settings"] as? [[String: Any]])?.map { $0["title"] as? String }, ["Point Mode"])
        XCTAssertEqual(json["unscanned"] as? [String], ["star-rating-title", "star-rating-caption", "star-rating-photo"])
    }

    func testBadSwitchSettingsAndLimitsExitTwoSayingWhy() throws {
        let loops = try run(["inspect", "star-rating", "--assistive", "switch-control", "--switch-setting", "loops=0"])
        XCTAssertEqual(loops.status, 2)
        XCTAssertTrue(loops.output.contains("switch-control setting loops=0: expected a number of loops from 1 to 100"), loops.output)
        let bare = try run(["inspect", "star-rating", "--assistive", "switch-control", "--switch-setting", "loops"])
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.output.contains("--switch-setting loops: expected name=value"), bare.output)
        let limit = try run(["validate", "star-rating", "--switch-reach-limit", "0"])
        XCTAssertEqual(limit.status, 2)
        XCTAssertTrue(limit.output.contains("--switch-reach-limit must be more than 0"), limit.output)
    }

    func testReachLimitChangesWhatIsSlow() throws {
        // grid-30's last cell is the 30th item on a flat screen: 29 s of auto scanning.
        let strict = try run(["validate", "grid-30", "--rule", "switch.slow-to-reach", "--switch-reach-limit", "28"])
        XCTAssertTrue(strict.output.contains("switch.slow-to-reach"), strict.output)
        let lenient = try run(["validate", "grid-30", "--rule", "switch.slow-to-reach", "--switch-reach-limit", "60"])
        XCTAssertEqual(lenient.status, 0, lenient.output)
        XCTAssertFalse(lenient.output.contains("switch.slow-to-reach"), lenient.output)
    }
}
