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
        XCTAssertEqual(tester.zoomLens?.region, Rect(0, 52.5, 195, 422), "Favorite's bottom edge and its cursor's margin")
        tester.next(["Show gallery. Button."])
        XCTAssertEqual(tester.zoomLens?.region, Rect(183.5, 52.5, 195, 422))
        tester.send(.zoom(.zoomIn))
        XCTAssertEqual(tester.zoomLens?.level, 2.5)
        tester.send(.zoom(.toggle))
        XCTAssertNil(tester.zoomLens)
    }
}

/// An app's zoom focus (`zoomFocusChanged`, UIKit's `UIAccessibility.zoomFocusChanged`): the
/// HelloGoodbye Profile form's custom-drawn field tells Zoom where its insertion point went as the
/// user types, and Follow Focus brings it into the lens (docs/vision.md#zoom).
final class ZoomAppFocusTests: XCTestCase {
    /// VoiceOver on the Profile screen, editing the hobbies field, Zoom zoomed in at its left end.
    private func editingHobbies(_ scene: HelloGoodbyeScene, _ settings: ZoomSettings = .default) -> SceneTester {
        let vo = SceneTester(scene, includesHints: false)
        vo.touch("profile-button", ["Profile. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Profile", "Back. Back Button."])
        vo.touch("hobbies-field", ["Hobbies: Music, swing dance, wine. Text Field."])
        vo.activate([.sound(.activate), "Text field is editing. Music, swing dance, wine"])
        vo.zoomOn(settings)
        let field = vo.session.navigation.node(withID: "hobbies-field")!.frame
        vo.threeFingerDoubleTap(at: Point(field.minX + 40, field.midY))
        return vo
    }

    /// The insertion points the scene posted, in order.
    private func insertionPoints(_ vo: SceneTester) -> [String] {
        vo.outputs.compactMap { output in
            if case .notification(.zoomFocusChanged, let argument) = output.event { return argument } else { return nil }
        }
    }

    /// The frame a `zoomFocusChanged` record's argument spells (`insertionPoint:x,y,w,h`).
    private func frame(_ argument: String) throws -> Rect {
        XCTAssertTrue(argument.hasPrefix("insertionPoint:"))
        let n = try argument.dropFirst("insertionPoint:".count).split(separator: ",").map { try XCTUnwrap(Double($0)) }
        return Rect(n[0], n[1], n[2], n[3])
    }

    func testTypingMovesTheLensToTheInsertionPoint() throws {
        let scene = HelloGoodbyeScene()
        let vo = editingHobbies(scene)
        let before = try XCTUnwrap(vo.zoomLens?.region)
        vo.type("s", ["s"])
        let posted = insertionPoints(vo)
        XCTAssertEqual(posted.count, 1, "one insertion point per keystroke of typing")
        let caret = try frame(posted[0])
        XCTAssertFalse(before.contains(caret), "the caret left the region the user zoomed in on")
        let after = try XCTUnwrap(vo.zoomLens?.region)
        // The least move: the region's trailing edge stops the cursors' margin past the caret's (the
        // record rounds to hundredths).
        XCTAssertTrue(after.insetBy(dx: -0.01, dy: -0.01).contains(caret), "Follow Focus brought the insertion point into the lens")
        XCTAssertEqual(after.maxX, caret.maxX + FocusIndicator.outset, accuracy: 0.01)
        XCTAssertEqual(after.width, before.width, "the level is unchanged")
        XCTAssertEqual(vo.focusedElementID, "hobbies-field", "VoiceOver's cursor stays on the field")
    }

    func testTheBrokenFieldTellsZoomNothingAndTheLensStays() throws {
        let vo = editingHobbies(HelloGoodbyeScene(broken: true))
        let before = try XCTUnwrap(vo.zoomLens?.region)
        vo.type("s", ["s"])
        XCTAssertEqual(insertionPoints(vo), [])
        XCTAssertEqual(vo.zoomLens?.region, before)
    }

    func testWithoutFollowFocusTheLensStays() throws {
        var settings = ZoomSettings.default
        settings.followsFocus = false
        let vo = editingHobbies(HelloGoodbyeScene(), settings)
        let before = try XCTUnwrap(vo.zoomLens?.region)
        vo.type("s", ["s"])
        XCTAssertEqual(insertionPoints(vo).count, 1, "the app still posts it")
        XCTAssertEqual(vo.zoomLens?.region, before)
    }

    func testZoomedOutTheInsertionPointZoomsNothingIn() {
        let vo = editingHobbies(HelloGoodbyeScene())
        vo.threeFingerDoubleTap(at: Point(195, 400))
        XCTAssertNil(vo.zoomLens, "zoomed out")
        vo.type("s", ["s"])
        XCTAssertNil(vo.zoomLens, "Zoom follows focus only while zoomed in")
    }

    /// A scene file posts one with an effect's `zoomFocus` (docs/scene-format.md#effects).
    func testASceneFileEffectMovesTheLens() throws {
        let file = """
        { "format": "axsandbox-scene", "version": 1, "id": "notes", "device": { "idiom": "phone", "width": 390, "height": 844 },
          "elements": [
            { "id": "end", "label": "Go to end", "traits": ["button"], "frame": [16, 100, 120, 44],
              "activate": { "zoomFocus": [340, 700, 2, 22] } }
          ] }
        """
        let scene = try SceneFile.parse(file, file: "notes.json")
        let vo = SceneTester(scene, includesHints: false)
        vo.zoomOn()
        vo.threeFingerDoubleTap(at: Point(60, 120))
        XCTAssertEqual(vo.zoomLens?.region, Rect(0, 0, 195, 422))
        vo.activate([.sound(.activate), "Go to end"])
        XCTAssertEqual(vo.zoomLens?.region, Rect(155.5, 308.5, 195, 422), "the least move that shows [340, 700, 2, 22] with the margin round it")
    }
}
