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
        XCTAssertEqual(lines.first, "home-screen: 19 items in 3 focus groups, in Full Keyboard Access's order (Tab between groups, the arrows within one)")
        XCTAssertEqual(Array(lines[1...3]), ["group 1 home-page (15 items)", "   1. app-mail: Mail. Button.", "      actions (Tab-Z): Drag Mail"])
        XCTAssertTrue(lines.contains("group 2 home-screen (1 item)"), result.output)
        XCTAssertTrue(lines.contains("      actions (Tab-Z): Increment, Decrement"), result.output)
        XCTAssertTrue(lines.contains("group 3 home-dock (3 items)"), result.output)
    }

    func testInspectJSON() throws {
        let result = try run(["inspect", "star-rating", "--assistive", "keyboard", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines),
                       #"{"scene":"star-rating","groups":[{"container":null,"items":[{"id":"star-rating","description":"Star rating: No rating. Adjustable.","actions":["Increment","Decrement"]}]}],"focusOrder":["star-rating"],"unfocusable":["star-rating-title","star-rating-caption","star-rating-photo"]}"#)
    }
}
