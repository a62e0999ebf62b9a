import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `inspect --assistive keyboard` as a user calls it (docs/keyboard.md).
final class KeyboardCommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments, environment: BuiltExecutable.headlessEnvironment)
    }

    func testInspectListsFocusGroupsInTabOrderWithTheirActions() throws {
        let result = try run(["inspect", "home-screen", "--assistive", "keyboard"])
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "home-screen: 19 items in 3 focus groups, in Full Keyboard Access's order (Tab between groups, the arrows on the screen within one, Control-Tab item by item in this order)")
        XCTAssertEqual(Array(lines[1...3]), ["group 1 home-page (15 items)", "   1. app-mail: Mail. Button.", "      actions (Tab-Z): Drag Mail, Long Press"])
        // The screen's root only orders its children: no focus group, so the page control is one of its own.
        XCTAssertTrue(lines.contains("group 2 (1 item)"), result.output)
        XCTAssertTrue(lines.contains("      actions (Tab-Z): Increment, Decrement"), result.output)
        XCTAssertTrue(lines.contains("group 3 home-dock (3 items)"), result.output)
    }

    func testInspectJSON() throws {
        let result = try run(["inspect", "star-rating", "--assistive", "keyboard", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines),
                       #"{"scene":"star-rating","groups":[{"container":null,"items":[{"id":"star-rating","description":"Star rating: No rating. Adjustable.","actions":["Increment","Decrement"]}]}],"focusOrder":["star-rating"],"unfocusable":["star-rating-title","star-rating-caption","star-rating-photo"],"shortcuts":[]}"#)
    }

    /// A list's rows scrolled out of view are reachable (the focus scrolls each in as it reaches
    /// it): they are listed in the focus order, marked, in the text and the JSON.
    func testInspectListsTheRowsScrolledOutOfView() throws {
        let path = NSTemporaryDirectory() + "axsandbox-long-list-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = (1...20).map { #"{"id":"row\#($0)","label":"Row \#($0)","traits":["button"],"size":[358,44]}"# }.joined(separator: ",")
        try (#"{"format":"axsandbox-scene","version":1,"id":"long-list","device":{"idiom":"phone","width":390,"height":844},"#
            + #""elements":[{"id":"list","frame":[16,100,358,300],"scrolls":true,"layout":{"axis":"column"},"children":["# + rows + "]}]}")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let text = try run(["inspect", path, "--assistive", "keyboard"])
        XCTAssertEqual(text.status, 0, text.output)
        let lines = text.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first?.hasPrefix("long-list: 20 items in 1 focus group"), true, text.output)
        XCTAssertEqual(Array(lines.dropFirst().prefix(9)), ["group 1 list (20 items)"] + (1...6).map { "   \($0). row\($0): Row \($0). Button." }
                       + ["   7. row7: Row 7. Button.", "   8. row8: Row 8. Button. (scrolled out of view: the focus scrolls it in)"])
        XCTAssertEqual(lines.last, "   20. row20: Row 20. Button. (scrolled out of view: the focus scrolls it in)")
        let json = try run(["inspect", path, "--assistive", "keyboard", "--format", "json"])
        XCTAssertTrue(json.output.contains(#"{"id":"row7","description":"Row 7. Button.","actions":[]},{"id":"row8","description":"Row 8. Button.","actions":[],"scrolledOut":true}"#), json.output)
        XCTAssertTrue(json.output.contains(#""focusOrder":["row1","row2","row3","row4","row5","row6","row7","row8","#), json.output)
    }

    /// The app's shortcuts are listed with what each performs on which element, in the text and the JSON.
    func testInspectListsTheAppsShortcuts() throws {
        let path = NSTemporaryDirectory() + "axsandbox-shortcuts-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"format":"axsandbox-scene","version":1,"id":"mail","device":{"idiom":"phone"},"elements":[{"id":"mail","label":"Mail","traits":["button"],"frame":[16,100,358,50],"customActions":[{"name":"Archive","announce":"Archived"}],"keyCommands":[{"title":"Archive","keys":"command-shift-a","performs":"customAction","action":"Archive"},{"title":"Open","keys":"Command-O","performs":"activate"}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let text = try run(["inspect", path, "--assistive", "keyboard"])
        XCTAssertEqual(text.status, 0, text.output)
        XCTAssertTrue(text.output.hasSuffix("""
            app shortcuts (wherever the focus is):
               Shift-Command-A: Archive (customAction "Archive" on mail)
               Command-O: Open (activate on mail)

            """), text.output)
        let json = try run(["inspect", path, "--assistive", "keyboard", "--format", "json"])
        XCTAssertTrue(json.output.contains(#""shortcuts":[{"keys":"Shift-Command-A","title":"Archive","element":"mail","performs":"customAction","action":"Archive"},{"keys":"Command-O","title":"Open","element":"mail","performs":"activate"}]"#), json.output)
    }
}
