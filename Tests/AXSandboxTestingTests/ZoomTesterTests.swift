import AXCore
import AXEngine
import AXSandboxTesting
import AXScenes
import XCTest

/// Zoom through the test API (docs/vision.md#zoom): the lens after each step, Follow Focus on
/// VoiceOver's cursor, and Zoom's commands.
final class ZoomTesterTests: XCTestCase {
    func testZoomingInFollowingTheCursorAndZoomingOut() {
        let tester = SceneTester(ExceptionalDogsScene(), includesHints: false)
        XCTAssertNil(tester.zoomLens)
        tester.zoomOn()
        XCTAssertNil(tester.zoomLens, "on, not yet zoomed in")
        tester.threeFingerDoubleTap(at: Point(70, 150))
        XCTAssertEqual(tester.zoomLens?.level, 2)
        XCTAssertEqual(tester.zoomLens?.region, Rect(0, 0, 195, 422))
        // Favorite (20, 422, 44 × 44) is below the region: Follow Focus brings it in.
        tester.next(["Favorite: off. Button."])
        XCTAssertEqual(tester.zoomLens?.region, Rect(0, 44, 195, 422))
        tester.next(["Show gallery. Button."])
        XCTAssertEqual(tester.zoomLens?.region, Rect(175, 44, 195, 422))
        tester.send(.zoom(.zoomIn))
        XCTAssertEqual(tester.zoomLens?.level, 2.5)
        tester.send(.zoom(.toggle))
        XCTAssertNil(tester.zoomLens)
    }
}
