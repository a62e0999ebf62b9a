import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// A scene file's gesture with effect fields does them when a finger makes it (docs/scene-format.md,
/// "gestures"), so `gesture.touch-only-state` can judge a file's gestures as it judges a Swift
/// scene's: a row whose swipe archives it, beside a custom action that flags it, has no accessible
/// way to archive, though `actions.touch-only-gesture`, reading the tree, sees an action there.
final class SceneFileGestureEffectTests: XCTestCase {
    private static func errors(_ name: String) throws -> [String] {
        ExplorationTests.explored.validate(try ExplorationTests.fixture(name)).findings
            .filter { $0.suppression == nil && $0.severity == .error }.map { "\($0.ruleID) \($0.statesText): \($0.message)" }
    }

    func testASwipeThatArchivesBesideAFlagActionIsReported() throws {
        XCTAssertEqual(try Self.errors("gesture-effect-flag-only.json"),
                       [#"gesture.touch-only-state #0: The swipe that does "archive message" reaches a state no VoiceOver action reaches"#])
    }

    func testASwipeThatArchivesBesideAnArchiveActionIsClean() throws {
        XCTAssertEqual(try Self.errors("gesture-effect-archive.json"), [])
    }

    /// Made by a finger, the swipe answers only its way, and only while its `when` holds.
    func testTheSwipeAnswersItsDirectionOnly() throws {
        let file = try SceneFile.parse(String(contentsOfFile: ExplorationTests.fixtures.appendingPathComponent("gesture-effect-flag-only.json").path,
                                              encoding: .utf8), file: "gesture-effect-flag-only.json")
        let session = Session(scene: file.descriptor.make(), settings: Settings())
        let row = Point(195, 142)
        XCTAssertFalse(session.performDeclared(SceneGesture(kind: .swipe, location: row, direction: .right)))
        XCTAssertFalse(session.performDeclared(SceneGesture(kind: .swipe, location: Point(195, 300), direction: .left)), "outside its frame")
        XCTAssertFalse(session.performDeclared(SceneGesture(kind: .swipe, location: row, fingers: 2, direction: .left)), "a two-finger swipe")
        XCTAssertTrue(session.performDeclared(SceneGesture(kind: .swipe, location: row, direction: .left)))
        XCTAssertEqual(session.scene.accessibilityElements(settings: Settings()).map(\.id), ["title", "empty"], "archived")
        XCTAssertFalse(session.performDeclared(SceneGesture(kind: .swipe, location: row, direction: .left)), "its when no longer holds")
    }

    /// The way the file gives its swipe is declared with it: Switch Control's Gestures page offers
    /// that Flick alone, and an exported scene file writes it back.
    func testTheSwipesDirectionIsDeclaredForTheTechnologiesAndExported() throws {
        let file = try SceneFile.parse(String(contentsOfFile: ExplorationTests.fixtures.appendingPathComponent("gesture-effect-flag-only.json").path,
                                              encoding: .utf8), file: "gesture-effect-flag-only.json")
        let scene = file.descriptor.make()
        XCTAssertEqual(scene.declaredGestures.map(\.direction), [.left])
        XCTAssertEqual(scene.declaredGestures.flatMap(ScannerMenuEntry.gestures(for:)), [.flick(.left)])
        let exported = try SceneFile.parse(SceneFileWriter.write(scene, settings: Settings()), file: "exported.json").descriptor.make()
        XCTAssertEqual(exported.declaredGestures.map(\.direction), [.left])
    }

    /// The file's gestures are its first screen's: with a sheet open over it, a swipe there does nothing.
    func testAGestureDoesNothingUnderAnOpenSheet() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"sheet-swipe","device":{"idiom":"phone"},"state":{"archived":false},
         "elements":[{"id":"options","label":"Options","traits":["button"],"frame":[16,60,358,44],"activate":{"open":"sheet"}}],
         "screens":[{"id":"sheet","sheet":true,"frame":[0,400,390,444],"elements":[
           {"id":"done","label":"Done","traits":["button"],"frame":[16,16,358,44],"activate":{"close":true}}]}],
         "gestures":[{"kind":"swipe","frame":[0,300,390,200],"meaning":"archive","set":{"archived":true}}]}
        """
        let session = Session(scene: try SceneFile.parse(text, file: "sheet-swipe.json").descriptor.make(), settings: Settings())
        XCTAssertEqual(session.perform(.activate, on: "options").outcome, .performed)
        XCTAssertFalse(session.performDeclared(SceneGesture(kind: .swipe, location: Point(195, 450), direction: .up)))
        XCTAssertEqual(session.perform(.activate, on: "done").outcome, .performed)
        XCTAssertEqual(session.scene.stateSnapshot().first { $0.key == "archived" }?.value, "0", "the swipe under the sheet changed nothing")
        XCTAssertTrue(session.performDeclared(SceneGesture(kind: .swipe, location: Point(195, 450), direction: .up)))
    }

    /// A direction on anything but a swipe is refused, naming where.
    func testADirectionOnATapIsRefused() {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"tap-way","device":{"idiom":"phone"},
         "elements":[{"id":"a","label":"A","frame":[16,60,358,44]}],
         "gestures":[{"kind":"tap","direction":"left","frame":[0,0,10,10],"meaning":"x"}]}
        """
        XCTAssertThrowsError(try SceneFile.parse(text, file: "tap-way.json")) { error in
            XCTAssertTrue("\(error)".contains("only a swipe has a direction; a tap has none"), "\(error)")
            XCTAssertTrue("\(error)".contains("gestures[0].direction"), "\(error)")
        }
    }
}
