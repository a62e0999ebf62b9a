import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `actions.touch-only-gesture`'s detail names what counts for the gesture's kind: a button under a
/// swipe offers an activation, which stands for a tap or a long press, not for a swipe, and the
/// detail once said that no element there offered an activation (docs/rules.md).
final class TouchOnlyGestureDetailTests: XCTestCase {
    private func detail(_ kind: String) throws -> String? {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"gesture-detail","device":{"idiom":"phone"},"state":{"done":false},
         "elements":[{"id":"b","label":"Send mail","traits":["button"],"frame":[16,170,358,50],"activate":{"announce":"Sent"}}],
         "gestures":[{"kind":"\(kind)","frame":[16,170,358,50],"meaning":"archive","set":{"done":true}}]}
        """
        let descriptor = try SceneFile.parse(text, file: "gesture-detail.json").descriptor
        return Validator(bounds: .initialState).validate(descriptor).findings.first(where: { $0.rule == .actionsTouchOnlyGesture })?.detail
    }

    func testASwipeOverAButtonSaysWhatWouldCountForASwipe() throws {
        XCTAssertEqual(try detail("swipe"), "gesture area [16, 170, 358, 50]; 1 element(s) there, none offering a custom action, adjustable value or scroll")
        XCTAssertEqual(try detail("pinch"), "gesture area [16, 170, 358, 50]; 1 element(s) there, none offering a custom action, zoom or adjustable value")
    }

    func testALongPressOverAButtonIsCoveredByItsActivation() throws {
        XCTAssertNil(try detail("longPress"))
    }
}
