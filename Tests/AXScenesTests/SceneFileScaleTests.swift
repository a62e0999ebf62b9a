import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// Small scene files that used to hang or grow without bound (docs/robustness.md, "Hostile sizes"):
/// each now finishes with work linear in what the file declares, or stops at a documented limit.
final class SceneFileScaleTests: XCTestCase {
    private let header = #""format":"axsandbox-scene","version":1,"id":"s","device":{"idiom":"phone","width":390,"height":10000}"#

    private func load(_ body: String) throws -> FileScene { try SceneFile.parse("{\(header),\(body)}", file: "scale.json") }

    /// A reorderable list of 10,000 rows is laid out, reordered and laid out again: reading each
    /// row's place back searched the children for every id (5 × 10⁷ comparisons per layout).
    func testALongReorderableListIsReadBackInItsOrder() throws {
        let count = 10_000
        let rows = (0..<count).map { #"{"id":"r\#($0)","label":"Row \#($0)","size":[358,0.4]}"# }.joined(separator: ",")
        let scene = try load(#""elements":[{"id":"list","container":"list","reorderable":true,"frame":[16,0,358,0],"layout":{"axis":"column"},"children":[\#(rows)]}]"#)
        XCTAssertEqual(scene.elements.first?.children.count, count)
        XCTAssertTrue(scene.move("r\(count - 1)", in: "list", relativeTo: "r0", before: true, context: TestSceneContext()))
        let moved = try XCTUnwrap(scene.elements.first).children
        XCTAssertEqual(moved.prefix(3).map(\.id), ["r\(count - 1)", "r0", "r1"])
        XCTAssertEqual(moved.last?.id, "r\(count - 2)")
        XCTAssertLessThan(moved[0].frame.minY, moved[1].frame.minY, "frames follow the new order")
    }

    /// Rows nested 40 deep in a 3 KB file lay out (each nested row measured its child twice: 2^40).
    func testDeeplyNestedRowsLayOut() throws {
        var node = #"{"id":"leaf","label":"Leaf","size":[40,20]}"#
        for i in 0..<40 {
            node = #"{"id":"r\#(i)","size":[390,100],"layout":{"axis":"row","spacing":1},"children":[\#(node),{"id":"x\#(i)","label":"X","size":[5,20]}]}"#
        }
        node = node.replacingOccurrences(of: #""id":"r39","size":[390,100]"#, with: #""id":"r39","frame":[0,0,390,100]"#)
        let scene = try load(#""elements":[\#(node)]"#)
        var leaf = try XCTUnwrap(scene.elements.first)
        while let first = leaf.children.first { leaf = first }
        XCTAssertEqual(leaf.id, "leaf")
        XCTAssertEqual(leaf.frame.size, Size(width: 40, height: 20))
    }

    /// A button that opens its own screen, activated 200 times, and two screens that open each
    /// other: the stack stops at `maximumOpenScreens` and each activation still moves VoiceOver to
    /// the screen's button.
    func testScreensThatOpenThemselvesStopAtTheLimit() throws {
        let files = [
            #""elements":[{"id":"go","label":"Go","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"s"}}],"screens":[{"id":"s","elements":[{"id":"again","label":"Again","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"s"}}]}]"#,
            #""elements":[{"id":"go","label":"Go","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"a"}}],"screens":[{"id":"a","elements":[{"id":"toB","label":"To B","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"b"}}]},{"id":"b","elements":[{"id":"toA","label":"To A","traits":["button"],"frame":[0,100,100,44],"activate":{"open":"a"}}]}]"#,
        ]
        for body in files {
            let scene = try load(body)
            let walk = VoiceOverWalk(scene)
            walk.send(.first)
            for _ in 0..<200 { walk.send(.activate) }
            XCTAssertEqual(scene.stack.count, FileScene.maximumOpenScreens)
            XCTAssertTrue(["again", "toA", "toB"].contains(walk.session.focusedElementID ?? ""), "focus on the top screen's button")
            XCTAssertEqual(scene.stateSnapshot().first { $0.key == "screens" }?.value.split(separator: ",").count, FileScene.maximumOpenScreens)
            // Escape still closes them one by one, back to the root.
            for _ in 0..<FileScene.maximumOpenScreens { walk.send(.escape) }
            XCTAssertEqual(scene.stack, [])
            XCTAssertEqual(walk.session.focusedElementID, "go")
        }
    }
}
