import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// Space on a scene file's text field (docs/keyboard.md, "Typing into a text field"): the field
/// takes the activation's tap and begins editing, as a UITextField becomes the first responder.
final class KeyboardFileTextFieldTests: XCTestCase {
    private func form() throws -> FileScene {
        try SceneFile.parse(#"{"format":"axsandbox-scene","version":1,"id":"form","device":{"idiom":"phone","width":390,"height":844},"elements":[{"id":"name","label":"Name","traits":["textField"],"frame":[16,100,358,44]},{"id":"send","label":"Send","traits":["button"],"frame":[16,200,358,44],"activate":{"announce":"Sent"}}]}"#, file: "form.json")
    }

    /// The first Space recorded a failed tap, though the field began editing: a scene file's field
    /// has no activation of its own, and the tap at its activation point found no gesture in the
    /// scene. The field takes it itself.
    func testSpaceOnAFileTextFieldBeginsEditingWithoutAFailedTap() throws {
        let user = KeyboardTester(try form())
        XCTAssertEqual(user.start, [.focus("name")])
        user.press(.activate, [.action("tap", "name", true)])
        XCTAssertEqual(user.session.keyboardEditingID, "name")
        // Being edited, Space types a space (the file's field takes no text: the type fails).
        user.press(.activate, [.action("type", "name", false)])
        user.press(.escape, [.action("endEditing", "name", true)])
        user.press(.nextGroup, [.focus("send")])
    }

    /// VoiceOver's double tap on the field goes through the same activation: no failed tap either.
    func testVoiceOversDoubleTapOnAFileTextFieldTakesTheTap() throws {
        let vo = SceneTester(try form())
        let before = vo.outputs.count
        vo.activate([.sound(.activate), "Text field is editing."])
        XCTAssertEqual(vo.outputs[before...].compactMap { output -> String? in
            if case .action(let id, let name, let result) = output.event { return "\(name) \(id ?? "-") \(result)" }
            return nil
        }, ["tap name true"])
    }
}
