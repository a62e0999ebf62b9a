import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import AXTrace
import Foundation
import XCTest

/// Whether an element shows the Large Content Viewer, and with what, is listed where its other
/// properties are (docs/engine.md, "The Large Content Viewer"): the window inspector's row for the
/// focused element (`InspectorPanel.detail`) and `inspect`, in text and in JSON (`largeContent`).
final class LargeContentViewerInspectTests: XCTestCase {
    private static let tabs = """
    {"format":"axsandbox-scene","version":1,"id":"lcv-inspect","device":{"idiom":"phone","width":390,"height":844},
     "elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
        {"id":"home","label":"Home","traits":["button","selected"],"size":[130,49],"showsLargeContentViewer":true,"largeContentTitle":"Home","largeContentImage":"house"},
        {"id":"search","label":"Search","traits":["button"],"size":[130,49],"showsLargeContentViewer":true,"largeContentTitle":"Search"},
        {"id":"blank","label":"More","traits":["button"],"size":[130,49],"showsLargeContentViewer":true}]},
      {"id":"plain","label":"Plain","traits":["button"],"frame":[16,100,120,44]}]}
    """

    /// The inspector's rows for each element: a `large` row naming the title and image the viewer
    /// shows, an empty viewer said so, none for an element that does not show it.
    func testTheInspectorListsWhatTheViewerShows() throws {
        let order = NavigationOrder(scene: try SceneFile.parse(Self.tabs, file: "tabs.json"), settings: Settings())
        func large(_ id: String) throws -> [String] {
            let entry = try XCTUnwrap(order.entries.first { $0.id == id })
            let rows = InspectorPanel.detail(of: entry, description: DescriptionBuilder.describe(entry.element, context: entry.context))
            return rows.filter { $0.key == "large" }.map(\.value)
        }
        XCTAssertEqual(try large("home"), ["Large Content Viewer: “Home”, image house"])
        XCTAssertEqual(try large("search"), ["Large Content Viewer: “Search”"])
        XCTAssertEqual(try large("blank"), ["Large Content Viewer: empty (no title or image)"])
        XCTAssertEqual(try large("plain"), [])
    }

    /// `inspect` prints a `large:` line for an element that shows the viewer, and its JSON a
    /// `largeContent` object (title and image, null when unset), null for one that does not.
    func testInspectListsWhatTheViewerShowsInTextAndJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lcv-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tabs.json").path
        try Self.tabs.write(toFile: file, atomically: true, encoding: .utf8)
        let text = try BuiltExecutable.run(["inspect", file])
        XCTAssertEqual(text.status, 0, text.output)
        XCTAssertTrue(text.output.contains("   large:      “Home”, image house (Large Content Viewer, on a long press at AX sizes)"), text.output)
        XCTAssertTrue(text.output.contains("   large:      empty (no title or image) (Large Content Viewer, on a long press at AX sizes)"), text.output)
        XCTAssertEqual(text.output.components(separatedBy: "   large:").count - 1, 3, "one line for each tab, none for Plain")
        let json = try BuiltExecutable.run(["inspect", file, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.output)
        let start = try XCTUnwrap(json.output.firstIndex { $0 == "{" || $0 == "[" })
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output[start...].utf8))
        let elements = try XCTUnwrap(Self.elements(in: parsed), json.output)
        func largeContent(_ id: String) -> Any? { elements.first { $0["id"] as? String == id }?["largeContent"] as Any? }
        XCTAssertEqual(largeContent("home") as? [String: String], ["title": "Home", "image": "house"])
        let search = try XCTUnwrap(largeContent("search") as? [String: Any])
        XCTAssertEqual(search["title"] as? String, "Search")
        XCTAssertTrue(search["image"] is NSNull)
        XCTAssertTrue(largeContent("plain") is NSNull, "null for an element that does not show the viewer")
        XCTAssertEqual(elements.filter { $0["largeContent"] == nil }.count, 0, "every element has the field")
    }

    /// The element objects of `inspect --format json`, wherever it nests them.
    private static func elements(in value: Any) -> [[String: Any]]? {
        if let list = value as? [[String: Any]], list.first?["id"] != nil, list.first?["description"] != nil { return list }
        if let object = value as? [String: Any] { return object.values.lazy.compactMap { elements(in: $0) }.first }
        if let list = value as? [Any] { return list.lazy.compactMap { elements(in: $0) }.first }
        return nil
    }
}

/// `replay --frames` draws the Large Content Viewer's panel, with the window's HUD, in the frame of
/// each step that leaves a held finger's viewer open, as `snapshot --hold` draws it; the steps
/// before it opened and after the lift show the scene alone.
final class LargeContentViewerFramesTests: XCTestCase {
    func testReplayFramesDrawTheViewerWhereItIsOpen() throws {
        let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"lcv-frames","settings":{"voiceOver":false,"contentSize":"AX3"},"device":{"idiom":"phone","width":390,"height":844}}"#
        let (fixture, replayed) = try TraceSnapshotFixture.recording(self, "lcv-frames", [header,
            #"{"type":"pointer","seq":1,"t":100,"phase":"down","id":1,"x":90,"y":820}"#,
            #"{"type":"pointer","seq":2,"t":900,"phase":"move","id":1,"x":290,"y":821}"#,
            #"{"type":"pointer","seq":3,"t":1000,"phase":"up","id":1,"x":290,"y":821}"#,
            #"{"type":"end","seq":4,"t":2000}"#], onSceneFile: """
        {"format":"axsandbox-scene","version":1,"id":"lcv-frames","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
            {"id":"home","label":"Home","traits":["button","selected"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Home"},
            {"id":"search","label":"Search","traits":["button"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Search"}]}]}
        """, named: "lcv-frames")
        let seqs = replayed.records.filter { $0.record.isInput && $0.record != .end }.map(\.seq)
        try fixture.run(["replay", fixture.trace, "--frames", "frames"])
        func centre(_ seq: Int) throws -> PixelBuffer.RGBA {
            try fixture.pixels(String(format: "frames/frame-%06d.png", seq))[125, 422]
        }
        let dark = { (p: PixelBuffer.RGBA) in Int(p.r) + Int(p.g) + Int(p.b) < 3 * 60 }
        XCTAssertEqual(seqs.count, 3)
        XCTAssertFalse(dark(try centre(seqs[0])), "the finger just down: no viewer yet")
        XCTAssertTrue(dark(try centre(seqs[1])), "held and slid to Search: the viewer's dark panel in the middle")
        XCTAssertFalse(dark(try centre(seqs[2])), "lifted: closed")
    }
}
