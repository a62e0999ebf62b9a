import AXCore
import AXScenes
import XCTest

/// A long reorderable list's state snapshot is read on every layout lookup, touch and probe: its
/// order is joined once per change, not once per read (joining 8,000 ids per read made validating
/// the list quadratic).
final class ReorderableListSnapshotTests: XCTestCase {
    private func orderText(_ scene: FileScene) -> (text: String, storage: UnsafeRawPointer?) {
        let text = scene.stateSnapshot().first { $0.key == "order.rows" }?.value ?? ""
        return (text, text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil)
    }

    func testTheOrderIsJoinedOncePerChangeNotPerRead() throws {
        let scene = try SceneFile.parse(SceneFile.reorderableList(count: 50), file: "list-50.json")
        let first = orderText(scene), again = orderText(scene)
        XCTAssertEqual(first.text, (0..<50).map { "row\($0)" }.joined(separator: ","))
        XCTAssertNotNil(first.storage)
        XCTAssertEqual(first.storage, again.storage, "the same string handed out again, not joined anew")
        // A drop moves row 3 to the top: the snapshot says so, and restoring gives back the first text.
        let context = TestSceneContext()
        scene.settingsDidChange(context: context)
        let frames = Dictionary(scene.elements.flatMap { [$0] + $0.children }.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let item = try XCTUnwrap(scene.dragItem(at: try XCTUnwrap(frames["row3"]).center, context: context))
        let top = try XCTUnwrap(frames["row0"])
        XCTAssertTrue(scene.performDrop(of: item, at: Point(top.midX, top.minY + 2), context: context))
        XCTAssertTrue(orderText(scene).text.hasPrefix("row3,row0,row1,row2,row4"))
        XCTAssertTrue(scene.restoreState(try SceneFile.parse(SceneFile.reorderableList(count: 50), file: "list-50.json").stateSnapshot()))
        XCTAssertEqual(orderText(scene).text, first.text)
    }
}
