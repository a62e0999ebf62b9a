import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// A scene file keeps each laid-out row's reflowed height while its named values stay as they were
/// (`FileScene.reflowedHeight`): a change of a value the row's text depends on, or of the settings,
/// must still reflow it.
final class ReflowedHeightTests: XCTestCase {
    /// A column holding a row whose text is one word or, while `long` is on, a paragraph that wraps
    /// to several lines; the toggle after it flips `long`.
    static let file = ##"""
    {"format":"axsandbox-scene","version":1,"id":"reflow","device":{"idiom":"phone"},"state":{"long":false},
     "elements":[{"id":"c","frame":[0,0,390,0],"layout":{"axis":"column"},"children":[
       {"id":"row","label":"Row","size":[200,30],"drawing":[
         {"text":"Short","box":[0,4,200,22],"style":"body","when":{"state":"long","equals":false}},
         {"text":"A paragraph long enough to wrap onto several lines in a box two hundred points wide","box":[0,4,200,22],"style":"body","when":{"state":"long","equals":true}}]},
       {"id":"flip","label":"Long text","size":[200,44],"toggles":"long"}]}]}
    """##

    static func height(of id: String, in scene: FileScene, settings: Settings = .default) -> Double? {
        func find(_ elements: [AccessibilityElement]) -> AccessibilityElement? {
            for e in elements { if e.id == id { return e }; if let found = find(e.children) { return found } }
            return nil
        }
        return find(scene.accessibilityElements(settings: settings))?.frame.height
    }

    func testARowReflowsWhenAValueItsTextReadsChanges() throws {
        let scene = try SceneFile.parse(Self.file, file: "reflow.json")
        let short = try XCTUnwrap(Self.height(of: "row", in: scene))
        XCTAssertEqual(short, 30)
        let walk = VoiceOverWalk(scene)
        walk.send(.first)
        while walk.session.focusedElementID != "flip" { walk.send(.next) }
        walk.send(.activate)
        let long = try XCTUnwrap(Self.height(of: "row", in: scene))
        XCTAssertGreaterThan(long, short, "the paragraph's lines grew the row")
        walk.send(.activate)
        XCTAssertEqual(Self.height(of: "row", in: scene), short, "back to one word, back to the declared height")
    }

    func testARowReflowsForEachContentSize() throws {
        let scene = try SceneFile.parse(Self.file, file: "reflow.json")
        var largest = Settings()
        largest.contentSize = .largest
        let fresh = try SceneFile.parse(Self.file, file: "reflow.json")
        let atLargest = try XCTUnwrap(Self.height(of: "row", in: fresh, settings: largest))
        XCTAssertEqual(Self.height(of: "row", in: scene), 30)
        XCTAssertEqual(Self.height(of: "row", in: scene, settings: largest), atLargest, "the same as a copy laid out at AX5 first")
        XCTAssertGreaterThan(atLargest, 30)
        XCTAssertEqual(Self.height(of: "row", in: scene), 30)
    }
}

/// Copies of one parsed file share its reflowed heights, each copy reading those of the named values
/// it holds: a row reflowed in one copy is not reflowed again in the next.
final class SharedReflowedHeightTests: XCTestCase {
    private static let file = ReflowedHeightTests.file

    private static func height(in scene: FileScene) -> Double? { ReflowedHeightTests.height(of: "row", in: scene) }

    func testCopiesShareTheParsedFilesHeightsByNamedValues() throws {
        let parsed = try SceneFile.parse(Self.file, file: "reflow.json")
        let copy = try XCTUnwrap(parsed.descriptor.make() as? FileScene)
        XCTAssertTrue(copy.reflowedHeights === parsed.reflowedHeights, "a copy shares the parsed file's heights")
        XCTAssertEqual(Self.height(in: parsed), 30)
        // The other copy holds other named values: it reflows under them, beside the parsed one's.
        copy.state["long"] = .flag(true)
        let long = try XCTUnwrap(Self.height(in: copy))
        XCTAssertGreaterThan(long, 30, "the paragraph's lines grew the row in the copy")
        XCTAssertEqual(Self.height(in: parsed), 30, "the parsed scene still reads its own values' height")
        // A third copy in the copy's values reads the kept height, the same as reflowing it.
        let third = try XCTUnwrap(parsed.descriptor.make() as? FileScene)
        third.state["long"] = .flag(true)
        XCTAssertEqual(Self.height(in: third), long)
        let alone = FileScene(model: parsed.model)
        alone.state["long"] = .flag(true)
        XCTAssertFalse(alone.reflowedHeights === parsed.reflowedHeights)
        XCTAssertEqual(Self.height(in: alone), long, "reflowed on its own, the same height")
    }
}
