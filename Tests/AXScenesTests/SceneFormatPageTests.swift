import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// Every JSON example of docs/scene-format.md loads, and those the page says VoiceOver reads a
/// certain way read that way: a reader copies them into a file (a whole file as it is, a fragment
/// into a file that holds it), so each must keep working as the page shows it. A page's example
/// changed changes what is checked here, and the other way round.
final class SceneFormatPageTests: XCTestCase {
    private static let header = #""format":"axsandbox-scene","version":1,"id":"page-example","device":{"idiom":"phone"}"#
    /// The states the page's fragments name without declaring (the rating of the Effects example,
    /// the photos its drop point sets).
    private static let state = #""state":{"rating":{"value":3,"range":[0,5]},"photos":0}"#

    /// The page's ```json blocks, in order.
    static func examples() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        let page = try String(contentsOf: root.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```json" { current = [] } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil { current!.append(line) }
        }
        return blocks
    }

    /// The files a reader would put `block` in: the block itself (a whole file), or a file holding
    /// it as top-level fields, as elements, as drawing items, or as the fields of an element.
    private static func files(holding block: String) -> [String] {
        let h = header, s = state
        return [block, "{\(h),\(block)}", "{\(h),\(s),\(block)}",
                "{\(h),\"elements\":[\(block)]}", "{\(h),\(s),\"elements\":[\(block)]}",
                "{\(h),\"drawing\":[\(block)]}", "{\(h),\(s),\"drawing\":[\(block)]}",
                "{\(h),\(s),\"elements\":[{\"id\":\"holder\",\"frame\":[0,0,390,844],\(block)}]}"]
    }

    /// The example `block` loaded in the first file that holds it; a failure lists why each did not.
    private static func load(_ block: String) throws -> FileScene {
        var errors: [String] = []
        for text in files(holding: block) {
            do { return try SceneFile.parse(text, file: "example.json") } catch { errors.append("\(error)") }
        }
        throw NSError(domain: "SceneFormatPageTests", code: 1,
                      userInfo: [NSLocalizedDescriptionKey: "no file holds the example:\n\(block)\n" + errors.joined(separator: "\n")])
    }

    private func example(containing marker: String) throws -> FileScene {
        let matches = try Self.examples().filter { $0.contains(marker) }
        XCTAssertEqual(matches.count, 1, "one example of docs/scene-format.md holds \(marker)")
        return try Self.load(try XCTUnwrap(matches.first))
    }

    private func said(_ walk: VoiceOverWalk) -> String? {
        walk.session.focusedElementID.flatMap { walk.session.navigation.index(of: $0) }.map { walk.session.description(at: $0).description }
    }

    private func walk(_ scene: Scene, settings: Settings = .default, to id: String, file: StaticString = #filePath, line: UInt = #line) -> VoiceOverWalk {
        VoiceOverWalk(scene, settings: settings, swipingTo: id, file: file, line: line)
    }

    func testEveryExampleLoads() throws {
        let blocks = try Self.examples()
        XCTAssertGreaterThanOrEqual(blocks.count, 15, "the page's examples were found")
        for block in blocks { XCTAssertNoThrow(try Self.load(block)) }
    }

    /// "Toggles": "Wi-Fi. Switch Button. On.", and a double tap flips it.
    func testTheToggleReadsItsState() throws {
        let scene = try example(containing: #""slide": { "state": "wifi", "by": [20, 0] }"#)
        let walk = walk(scene, to: "wifi")
        XCTAssertEqual(said(walk), "Wi-Fi. Switch Button. On.")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)), ["Off"])
    }

    /// "Selection groups": "Selected: Week. Button. 1 of 3."; after a double tap on Month the
    /// summary reads "Steps this month".
    func testTheSegmentedControlMovesItsSelection() throws {
        let scene = try example(containing: #""id": "range""#)
        let walk = walk(scene, to: "week")
        XCTAssertEqual(said(walk), "Selected: Week. Button. 1 of 3.")
        walk.send(.next)
        walk.send(.activate)
        walk.send(.next)
        walk.send(.next)
        XCTAssertEqual(walk.session.focusedElementID, "summary")
        XCTAssertEqual(said(walk), "Steps this month")
    }

    /// "Adjustable values": "Volume: 50%. Adjustable."; swipe up: "60%". The top-level example and
    /// the volume slider read the same.
    func testTheVolumeExamplesReadTheirValue() throws {
        let adjustable = try example(containing: #""by": [342, 0]"#)
        let walk = walk(adjustable, to: "volume")
        XCTAssertEqual(said(walk), "Volume: 50%. Adjustable.")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.up)), ["60%"])
        for marker in [#""title": "Settings sheet""#, #""by": [330, 0]"#] {
            XCTAssertEqual(said(self.walk(try example(containing: marker), to: "volume")), "Volume: 50%. Adjustable.", marker)
        }
    }

    /// "Screens and sheets": the pushed screen's title, then the Back button it lands on.
    func testTheDetailsScreenSaysItsTitleThenBack() throws {
        let scene = try example(containing: #""open": "details""#)
        let walk = walk(scene, to: "more")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)).suffix(2), ["Details", "Back. Back Button."])
        XCTAssertEqual(walk.session.focusedElementID, "back")
    }

    /// "Reorderable lists and grids": Drag Home, Drop below Gym: Work, Gym, Home.
    func testTheReorderableListMovesHomeBelowGym() throws {
        let scene = try example(containing: #""id": "places""#)
        let walk = walk(scene, to: "home")
        walk.send(.down)      // Drag Home
        walk.send(.activate)
        walk.send(.next)      // Work
        walk.send(.next)      // Gym
        walk.send(.down)      // Drag Gym
        walk.send(.down)      // Drop above Gym
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.down)), ["Drop below Gym"])
        walk.send(.activate)
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "order.places" }?.value, "work,gym,home")
    }
}
