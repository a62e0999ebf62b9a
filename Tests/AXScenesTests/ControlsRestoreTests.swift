import AXCore
import AXScenes
import XCTest

/// The controls scenes that put their model back (`ModelRestoring`): after a real action, a scene
/// restored to its first snapshot shows that snapshot again and hands back the very tree it was first
/// read with, which is what lets validation's probes reuse one scene (docs/validation.md, "Probes").
final class ControlsRestoreTests: XCTestCase {
    /// Whether two trees are one array, not merely equal ones: the layout of that state was found again.
    private func isSameArray(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
    }

    func testARestoredHomeScreenIsOnItsFirstPageWithItsFirstTree() throws {
        let scene = HomeScreenScene()
        let initial = scene.stateSnapshot()
        let first = scene.accessibilityElements(settings: .default)
        XCTAssertEqual(first[0].onScroll?(.left, TestSceneContext()), true)
        XCTAssertEqual(scene.currentPage, 1)
        XCTAssertNotEqual(scene.stateSnapshot().map(\.value), initial.map(\.value))
        XCTAssertTrue(scene.restoreState(initial))
        XCTAssertEqual(scene.stateSnapshot().map(\.value), initial.map(\.value))
        XCTAssertEqual(scene.currentPage, 0)
        XCTAssertTrue(isSameArray(scene.accessibilityElements(settings: .default), first), "the first layout is found again")
        XCTAssertFalse(scene.restoreState([("page", "9")]), "a state it was never in cannot be restored")
    }

    /// The icon a finger drags is not in the snapshot: the board lays itself out again as it moves,
    /// so the layouts kept for earlier states are forgotten (a probe then makes a fresh copy), and a
    /// model put back drops the icon with edit mode.
    func testAHomeScreenFollowsADraggingFingerAndItsModelPutBackDropsTheIcon() throws {
        let scene = HomeScreenScene()
        let initial = scene.stateSnapshot()
        let saved = scene.saveModel()
        let mail = try XCTUnwrap(scene.node("app-mail")?.dragSources.first).point
        let context = TestSceneContext()
        let finger = Finger(scene: scene, context: context, id: 1)
        finger.down(mail)
        context.advance(by: HomeScreenScene.longPressDelay)
        XCTAssertTrue(scene.editing)
        let lifted = scene.frame()
        finger.move(Point(mail.x + 120, mail.y + 200))
        XCTAssertNotEqual(scene.frame(), lifted, "the lifted icon follows the finger")
        XCTAssertFalse(scene.restoreState(initial), "the layouts made before the finger moved are gone")
        scene.restoreModel(saved)
        XCTAssertEqual(scene.stateSnapshot().map(\.value), initial.map(\.value))
        XCTAssertNil(scene.node("home-done"))
        XCTAssertEqual(scene.frame(), HomeScreenScene().frame(), "no icon floats once the model is put back")
    }

    func testARestoredPianoHoldsNoKeyAndHasItsFirstTree() throws {
        let scene = PianoScene()
        let initial = scene.stateSnapshot()
        let first = scene.accessibilityElements(settings: .default)
        let keyboard = try XCTUnwrap(scene.node(PianoScene.keyboardElementID)).frame
        let context = TestSceneContext()
        let finger = Finger(scene: scene, context: context, id: 1)
        finger.down(Point(keyboard.minX + 30, keyboard.maxY - 30))
        XCTAssertEqual(scene.notesDown, [60])
        XCTAssertTrue(scene.restoreState(initial))
        XCTAssertEqual(scene.notesDown, [])
        XCTAssertEqual(scene.stateSnapshot().map(\.value), initial.map(\.value))
        XCTAssertTrue(isSameArray(scene.accessibilityElements(settings: .default), first), "the first layout is found again")
    }

    func testARestoredBrokenPianoHasItsFirstTreeAfterAKeyIsActivated() throws {
        let scene = PianoScene(broken: true)
        let initial = scene.stateSnapshot()
        let first = scene.accessibilityElements(settings: .default)
        let key = try XCTUnwrap(scene.allNodes().first { $0.traits.contains(.button) && $0.onActivate != nil })
        XCTAssertEqual(key.onActivate?(TestSceneContext()), true)
        XCTAssertNotEqual(scene.stateSnapshot().map(\.value), initial.map(\.value), "the last note is shown")
        XCTAssertTrue(scene.restoreState(initial))
        XCTAssertEqual(scene.stateSnapshot().map(\.value), initial.map(\.value))
        XCTAssertTrue(isSameArray(scene.accessibilityElements(settings: .default), first), "the first layout is found again")
    }

    func testARestoredStarRatingHasNoRatingAndItsFirstTree() throws {
        let scene = StarRatingScene()
        let initial = scene.stateSnapshot()
        let first = scene.accessibilityElements(settings: .default)
        let rating = try XCTUnwrap(scene.node(StarRatingScene.elementID))
        XCTAssertEqual(rating.onIncrement?(TestSceneContext()), true)
        XCTAssertEqual(scene.stars, 1)
        XCTAssertTrue(scene.restoreState(initial))
        XCTAssertEqual(scene.stars, 0)
        XCTAssertTrue(isSameArray(scene.accessibilityElements(settings: .default), first), "the first layout is found again")
    }
}
