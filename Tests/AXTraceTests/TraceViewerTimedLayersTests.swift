import AXCore
import AXEngine
import AXScenes
@testable import AXTrace
import Foundation
import XCTest

/// The trace viewer's layers follow the records, not only the inputs (docs/reports.md): what a timer
/// changes between inputs (a held finger's long press hiding the element Full Keyboard Access is
/// on, or changing what Voice Control numbers; Switch Control's auto scan moving the highlight Zoom
/// follows) is shown from its record on, and the Large Content Viewer's panel is a layer of its own
/// from the record that opened it. Each is replayed through the engine, with stand-in pictures.
final class TraceViewerTimedLayersTests: XCTestCase {
    private static let sceneText = """
    {"format":"axsandbox-scene","version":1,"id":"timed","device":{"idiom":"phone","width":390,"height":844},"state":{"shown":true},
     "elements":[
      {"id":"a","label":"Alpha","traits":["button"],"frame":[16,100,120,44],"when":{"state":"shown","equals":true}},
      {"id":"b","label":"Beta","traits":["button"],"frame":[16,400,120,44]},
      {"id":"c","label":"Gamma","traits":["button"],"frame":[250,780,120,44]}],
     "gestures":[{"kind":"longPress","frame":[0,500,390,200],"meaning":"hide Alpha","set":{"shown":false}}]}
    """

    /// `inputs` (JSON lines after the header) replayed through the engine and written as a recording.
    /// (The scene is parsed anew for it: a replay changes the scene it is given.)
    private func recorded(_ inputs: [String], header: String, scene sceneText: String) throws -> Trace {
        let script = try TraceReader.parse(([header] + inputs).joined(separator: "\n") + "\n", file: "script.trace")
        let result = try Replayer(trace: script, scene: try SceneFile.parse(sceneText, file: "scene.json"), allowSceneDrift: true, tool: "test").run()
        let lines = [TraceWriter.line(result.header)] + result.records.map(TraceWriter.line)
        return try TraceReader.parse(lines.joined(separator: "\n") + "\n", file: "run.trace")
    }

    /// The page's data, and which records of the trace are of `type`.
    private struct Page {
        var data: [String: Any]
        var trace: Trace
        func indices(_ type: String) -> [Int] {
            trace.records.indices.filter { TraceWriter.line(trace.records[$0]).hasPrefix(#"{"type":"\#(type)""#) }
        }
        /// The state the page shows at record `i`, as its script picks it (`stateAt`): the last
        /// input's, or a timer's after it.
        func state(at i: Int) -> [Any] {
            let lastInput = trace.records[...i].lastIndex { $0.record.isInput && !($0.record == .end) } ?? -1
            if let timed = data["timed"] as? [[Any]], let t = timed.last(where: { ($0[0] as! Double) <= Double(i) }), (t[0] as! Double) > Double(lastInput) {
                return t[1] as! [Any]
            }
            let step = trace.records[...i].filter { $0.record.isInput && !($0.record == .end) }.count
            return (data["states"] as! [[Any]])[min(step, (data["states"] as! [Any]).count - 1)]
        }
    }

    private func page(_ trace: Trace, scene sceneText: String, layers: TraceViewerPage.Layers = TraceViewerPage.Layers(),
                      frames: inout Int) throws -> Page {
        var drawn = 0
        let scene = try SceneFile.parse(sceneText, file: "scene.json")
        let built = try TraceViewerPage.build(trace: trace, replayer: Replayer(trace: trace, scene: scene, allowSceneDrift: true, tool: "test"),
                                              source: "run.trace", layers: layers) { _, _ in
            drawn += 1
            return EmbeddedImage(png: [UInt8(drawn % 256)], width: 10, height: 10)
        } keyboard: { _ in
            EmbeddedImage(png: [7], width: 10, height: 10)
        }
        frames = drawn
        XCTAssertNil(built.result.difference)
        let html = built.html
        let start = try XCTUnwrap(html.range(of: #"<script type="application/json" id="data">"#)).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        return Page(data: data, trace: trace)
    }

    private func header(_ settings: String, extra: String = "") -> String {
        #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"timed","settings":{\#(settings)},"device":{"idiom":"phone","width":390,"height":844}\#(extra)}"#
    }

    /// A finger held on the screen's long-press area hides Alpha when the press is recognized, on
    /// the clock between the finger's down and up: Full Keyboard Access's focus moves from Alpha to
    /// Beta there, and the page's ring is Beta's from that `keyboardFocus` record on (it stayed on
    /// Alpha until the lift).
    func testFullKeyboardAccesssRingFollowsAFocusMoveATimerMade() throws {
        let scene = Self.sceneText
        let trace = try recorded([#"{"type":"keyboard","seq":1,"t":0,"name":"on"}"#,
                                  #"{"type":"pointer","seq":2,"t":1000,"phase":"down","id":1,"x":200,"y":600}"#,
                                  #"{"type":"pointer","seq":3,"t":3000,"phase":"up","id":1,"x":200,"y":600}"#,
                                  #"{"type":"end","seq":4,"t":4000}"#], header: header(#""voiceOver":false"#), scene: scene)
        var frames = 0
        let page = try page(trace, scene: scene, frames: &frames)
        let moves = page.indices("keyboardFocus")
        XCTAssertEqual(moves.count, 2, "on, then the timer's move: \(trace.records.map(TraceWriter.line))")
        let moved = try XCTUnwrap(moves.last)
        let down = try XCTUnwrap(page.indices("pointer").first)
        XCTAssertLessThan(down, moved, "the move is a timer's, after the finger went down")
        XCTAssertLessThan(moved, try XCTUnwrap(page.indices("pointer").last))
        let keyboard = try XCTUnwrap(page.data["keyboard"] as? [[String: Any]])
        func ringElement(at i: Int) -> String? {
            let state = page.state(at: i)
            guard state.count > 3, let k = state[3] as? Double else { return nil }
            return keyboard[Int(k)]["element"] as? String
        }
        XCTAssertEqual(ringElement(at: down), "a", "before the press is recognized the ring is on Alpha")
        XCTAssertEqual(ringElement(at: moved), "b", "from the timer's record on, the ring is on Beta")
        XCTAssertEqual(ringElement(at: moved + 1), "b")
    }

    /// Voice Control's numbers are drawn in the frame: Alpha hidden by the timer's long press is a
    /// frame without its number, shown from the timer's `state` record on.
    func testVoiceControlsNumbersFollowATreeATimerChanged() throws {
        let scene = Self.sceneText
        let trace = try recorded([#"{"type":"voice","seq":1,"t":0,"name":"on"}"#,
                                  #"{"type":"voice","seq":2,"t":500,"phrase":"Show numbers"}"#,
                                  #"{"type":"pointer","seq":3,"t":1000,"phase":"down","id":1,"x":200,"y":600}"#,
                                  #"{"type":"pointer","seq":4,"t":3000,"phase":"up","id":1,"x":200,"y":600}"#,
                                  #"{"type":"end","seq":5,"t":4000}"#], header: header(#""voiceOver":false"#), scene: scene)
        var frames = 0
        let page = try page(trace, scene: scene, frames: &frames)
        let down = try XCTUnwrap(page.indices("pointer").first), up = try XCTUnwrap(page.indices("pointer").last)
        let changed = try XCTUnwrap(page.indices("state").first { $0 > down && $0 < up }, "the timer's state record: \(trace.records.map(TraceWriter.line))")
        let trees = try XCTUnwrap(page.data["trees"] as? [[[Any]]])
        func ids(at i: Int) -> [String] { trees[Int(page.state(at: i)[2] as! Double)].map { $0[1] as! String } }
        XCTAssertEqual(ids(at: down), ["a", "b", "c"], "numbered with Alpha while the finger is down")
        XCTAssertEqual(ids(at: changed), ["b", "c"], "from the timer's record on, the frame and its numbers are without Alpha")
        XCTAssertNotEqual(page.state(at: down)[2] as? Double, page.state(at: changed)[2] as? Double, "another frame")
    }

    /// Switch Control's auto scan moves its highlight on the clock; Zoom's Follow Focus follows it
    /// (`lens` records between inputs). The Zoom layer at each such record shows the region that
    /// record names, drawn through the engine: the layer stayed where the last input left it.
    func testZoomsLayerFollowsFollowFocusBetweenInputs() throws {
        let scene = Self.sceneText
        let start = #","switchControl":{"on":true,"style":"auto","autoScanningTime":1000,"groupsItems":false},"zoom":{"on":true,"zoomedIn":true,"mode":"fullScreen","level":3}"#
        let trace = try recorded([#"{"type":"end","seq":1,"t":3500}"#], header: header(#""voiceOver":false"#, extra: start), scene: scene)
        var layers = TraceViewerPage.Layers()
        var zoomDrawn: [Rect] = []
        layers.zoom = { session, _ in
            zoomDrawn.append(session.zoomLens!.region)
            return EmbeddedImage(png: [9], width: 10, height: 10)
        }
        var frames = 0
        let page = try page(trace, scene: scene, layers: layers, frames: &frames)
        let lenses = page.indices("lens")
        XCTAssertGreaterThanOrEqual(lenses.count, 2, "the lens follows the scan: \(trace.records.map(TraceWriter.line))")
        let zoom = try XCTUnwrap(page.data["zoom"] as? [[String: Any]])
        for i in lenses {
            guard case .output(_, .zoom(let lens?)) = trace.records[i].record else { return XCTFail("not a lens: \(TraceWriter.line(trace.records[i]))") }
            let state = page.state(at: i)
            XCTAssertGreaterThan(state.count, 4, "a zoom entry at record \(i)")
            guard state.count > 4, let z = state[4] as? Double else { continue }
            let region = (zoom[Int(z)]["region"] as! [Double])
            XCTAssertEqual(region, [lens.region.minX, lens.region.minY, lens.region.width, lens.region.height].map { ($0 * 100).rounded() / 100 },
                           "the layer at \(TraceWriter.line(trace.records[i]))")
        }
        XCTAssertEqual(Set(zoomDrawn.map(\.minY)).count, Set(lenses.map { i -> Double in
            if case .output(_, .zoom(let lens?)) = trace.records[i].record { return lens.region.minY }
            return -1
        }).count, "each region drawn once, by the engine's lens")
    }

    /// A finger held on a tab at AX3 opens the Large Content Viewer on the clock, slides to the next
    /// tab and lifts: the page's viewer layer holds each item once, drawn by the layer given, from
    /// the `largeContent` record that showed it, and is closed from the one that closed it.
    func testTheLargeContentViewersPanelFollowsItsRecords() throws {
        let tabs = """
        {"format":"axsandbox-scene","version":1,"id":"timed","device":{"idiom":"phone","width":390,"height":844},
         "elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
            {"id":"home","label":"Home","traits":["button","selected"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Home","largeContentImage":"house"},
            {"id":"search","label":"Search","traits":["button"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Search"}]}]}
        """
        let scene = tabs
        let trace = try recorded([#"{"type":"pointer","seq":1,"t":100,"phase":"down","id":1,"x":90,"y":820}"#,
                                  #"{"type":"pointer","seq":2,"t":900,"phase":"move","id":1,"x":290,"y":821}"#,
                                  #"{"type":"pointer","seq":3,"t":1000,"phase":"up","id":1,"x":290,"y":821}"#,
                                  #"{"type":"end","seq":4,"t":2000}"#],
                                 header: header(#""voiceOver":false,"contentSize":"AX3""#), scene: scene)
        var layers = TraceViewerPage.Layers()
        var drawn: [String] = []
        layers.largeContentViewer = { _, item in
            drawn.append(item.elementID)
            return EmbeddedImage(png: [5], width: 10, height: 10)
        }
        var frames = 0
        let page = try page(trace, scene: scene, layers: layers, frames: &frames)
        XCTAssertEqual(drawn, ["home", "search"], "each item's panel drawn once, by the layer")
        let large = try XCTUnwrap(page.data["large"] as? [[String: Any]], "the page holds the viewer")
        XCTAssertEqual(large.map { $0["element"] as? String }, ["home", "search"])
        XCTAssertEqual(large.map { $0["title"] as? String }, ["Home", "Search"])
        XCTAssertEqual(large.map { $0["image"] as? String }, ["house", nil])
        XCTAssertTrue(large.allSatisfy { ($0["src"] as? String)?.hasPrefix("data:image/png;base64,") == true })
        let at = try XCTUnwrap(page.data["largeAt"] as? [[Any]])
        let records = page.indices("largeContent")
        XCTAssertEqual(at.map { Int($0[0] as! Double) }, records, "from each largeContent record on")
        XCTAssertEqual(at.map { $0[1] as? Double }, [0, 1, nil])
    }
}
