import AXCore
import AXEngine
import AXScenes
import XCTest

/// Thousands of overlapping scene-file elements cost a tap no more than one: the elements that take
/// no touches (no activation, drag or drop) are never asked (docs/robustness.md, "Hostile sizes").
final class OverlappingElementsTests: XCTestCase {
    /// 3,000 full-screen buttons without behaviour in front of one that announces: the tap still
    /// reaches the one at the back, and the hit-test asks a few components, not 3,000.
    func testATapThroughThousandsOfFullScreenElementsAsksAFew() throws {
        let inFront = (0..<3000).map { #"{"id":"e\#($0)","label":"Item \#($0)","traits":["button"],"frame":[0,0,390,844]}"# }
        let back = #"{"id":"back","label":"Back","traits":["button"],"frame":[0,0,390,844],"activate":{"announce":"Reached"}}"#
        let text = #"{"format":"axsandbox-scene","version":1,"id":"overlap","device":{"idiom":"phone","width":390,"height":844},"elements":["#
            + ([back] + inFront).joined(separator: ",") + "]}"
        let scene = try SceneFile.parse(text, file: "overlap.json")
        let settings = Settings()
        let context = TestSceneContext(settings: settings)
        scene.settingsDidChange(context: context)
        var asked = 0
        let chain = scene.layout(settings).hits(at: Point(195, 422), asked: &asked)
        XCTAssertEqual(chain.count, 1)
        XCTAssertLessThanOrEqual(asked, 4, "the screen's layers and containers and the one at the back, not the 3,000 in front")
        XCTAssertTrue(scene.gesture(SceneGesture(kind: .tap, location: Point(195, 422)), context: context))
        XCTAssertEqual(context.notifications, [.announcement(SpeechText("Reached"))])
    }
}
