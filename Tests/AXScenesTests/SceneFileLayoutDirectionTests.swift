import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// A scene file's `"layoutDirection"`: the direction the screen is laid out in, whatever the
/// setting says. The file is written leading edge on the left, as every scene file is, and composed
/// as the `layoutDirection` setting composes it (docs/scene-format.md, "Right to left").
final class SceneFileLayoutDirectionTests: XCTestCase {
    private func file(_ field: String) -> String {
        """
        {"format":"axsandbox-scene","version":1,"id":"row","device":{"idiom":"phone"}\(field),"elements":[
         {"id":"bar","frame":[0,100,390,44],"layout":{"axis":"row","spacing":8},"children":[
          {"id":"back","label":"Back","traits":["button"],"size":[100,44]},
          {"id":"title","label":"Inbox","traits":["header"],"size":[150,44]},
          {"id":"edit","label":"Edit","traits":["button"],"size":[100,44]}]}]}
        """
    }

    private func voiceOver(_ direction: LayoutDirection = .leftToRight) -> Settings {
        var settings = Settings()
        settings.voiceOver = true
        settings.layoutDirection = direction
        return settings
    }

    private func frames(_ session: Session) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: session.navigation.entries.map { ($0.id, $0.frame) })
    }

    func testAFileStatingRightToLeftIsReadFromTheRightUnderEverySetting() throws {
        let stated = try SceneFile.parse(file(#","layoutDirection":"rtl""#), file: "row.json")
        XCTAssertEqual(stated.layoutDirection, .rightToLeft)
        for direction in LayoutDirection.allCases {
            let session = Session(scene: stated, settings: voiceOver(direction))
            XCTAssertEqual(session.navigation.entries.map(\.id), ["back", "title", "edit"], "under \(direction)")
            XCTAssertEqual(session.focusedElementID, "back")
            XCTAssertEqual(frames(session)["back"]?.maxX, 390, "the row runs from the right, as a stack view's in a right-to-left app")
        }
        // Composed as the setting composes the same file without the field.
        let unstated = try SceneFile.parse(file(""), file: "row.json")
        XCTAssertNil(unstated.layoutDirection)
        XCTAssertEqual(frames(Session(scene: unstated, settings: voiceOver(.rightToLeft))),
                       frames(Session(scene: try SceneFile.parse(file(#","layoutDirection":"rtl""#), file: "row.json"), settings: voiceOver())))
        let leftToRight = Session(scene: unstated, settings: voiceOver())
        XCTAssertEqual(leftToRight.navigation.entries.map(\.id), ["back", "title", "edit"])
        XCTAssertEqual(frames(leftToRight)["back"]?.minX, 0, "without the field, left to right by default, as before")
        XCTAssertEqual(try SceneFile.parse(file(#","layoutDirection":"LTR""#), file: "row.json").layoutDirection, .leftToRight,
                       "read as --setting reads it")
    }

    func testABadDirectionSaysWhatItTakes() {
        XCTAssertThrowsError(try SceneFile.parse(file(#","layoutDirection":"up""#), file: "row.json")) { error in
            guard let e = error as? SceneFileError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(e.location, "layoutDirection")
            XCTAssertEqual(e.message, #"setting layoutDirection takes ltr or rtl, found "up""#)
        }
    }
}
