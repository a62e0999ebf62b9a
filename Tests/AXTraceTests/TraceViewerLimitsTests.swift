import AXCore
import AXScenes
@testable import AXTrace
import XCTest

/// The trace viewer page embeds a bounded amount whatever the trace asks (docs/reports.md): at most
/// `maximumFrames` distinct frames and trees of at most `maximumTreeRows` elements, and it says what
/// it left out.
final class TraceViewerLimitsTests: XCTestCase {
    private func script(_ scene: String, device: Size, _ commands: [String]) throws -> Trace {
        var lines = [#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"\#(scene)","settings":{"voiceOver":true},"device":{"idiom":"phone","width":\#(Int(device.width)),"height":\#(Int(device.height))}}"#]
        for (i, command) in commands.enumerated() { lines.append(#"{"type":"command","seq":\#(i + 1),"t":\#((i + 1) * 1000),\#(command)}"#) }
        lines.append(#"{"type":"end","seq":\#(commands.count + 1),"t":\#((commands.count + 2) * 1000)}"#)
        return try TraceReader.parse(lines.joined(separator: "\n") + "\n", file: "limits.trace")
    }

    /// A stand-in for the renderer: a 10 × 10 picture per frame, counted.
    private func build(_ trace: Trace, scene: Scene, rendered: inout Int) throws -> TraceViewerPage.Built {
        let replayer = Replayer(trace: trace, scene: scene, allowSceneDrift: true, tool: "test")
        var count = 0
        let built = try TraceViewerPage.build(trace: trace, replayer: replayer, source: "limits.trace") { _, _ in
            count += 1
            return EmbeddedImage(png: [0], width: 10, height: 10)
        }
        rendered = count
        return built
    }

    /// The timeline summarises every record type the reader knows, inputs and outputs alike: a
    /// technology that adds a record type must say how its row reads (a blank row otherwise).
    func testTheTimelineHasASummaryForEveryRecordType() {
        for type in TraceReader.inputTypes + TraceReader.outputTypes {
            XCTAssertTrue(TraceViewerPage.script.contains("case '\(type)'"), "the timeline's summary has no case for \(type) records")
        }
    }

    /// 150 cells selected one after another are 151 states of the scene: the first 100 are drawn,
    /// the rest share one placeholder, and the summary says so.
    func testAtMostAHundredFramesAreDrawnAndThePageSaysWhatItLeftOut() throws {
        let grid = GridScene(count: 400)
        var commands: [String] = []
        for i in 0..<150 {
            let c = grid.frame(of: i).center
            commands.append(#""name":"vo.touch","args":{"x":\#(c.x),"y":\#(c.y)}"#)
            commands.append(#""name":"vo.activate""#)
        }
        var rendered = 0
        let built = try build(try script("grid-400", device: grid.device.size, commands), scene: grid, rendered: &rendered)
        XCTAssertEqual(rendered, TraceViewerPage.maximumFrames)
        XCTAssertEqual(built.frameCount, TraceViewerPage.maximumFrames + 1, "the drawn frames and the placeholder")
        XCTAssertTrue(built.html.contains("data:image/svg+xml;base64,"), "the placeholder frame")
        XCTAssertTrue(built.html.contains(#"past the page's limit of 100 frames (100 million pixels) shown without a frame or tree"#))
    }

    /// Full Keyboard Access on, then moved over 150 cells, is 151 places of its ring over one frame:
    /// each is drawn once in a layer of its own until the page holds 100, the rest are shown without
    /// the ring, and the summary says so; a trace that never turns it on embeds no keyboard data.
    func testAtMostAHundredKeyboardLayersAreDrawnAndThePageSaysWhatItLeftOut() throws {
        let grid = GridScene(count: 400)
        var lines = [#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-400","settings":{"voiceOver":false},"device":{"idiom":"phone","width":\#(Int(grid.device.size.width)),"height":\#(Int(grid.device.size.height))}}"#,
                     #"{"type":"keyboard","seq":1,"t":1000,"name":"on"}"#]
        for i in 0..<150 { lines.append(#"{"type":"keyboard","seq":\#(i + 2),"t":\#((i + 2) * 1000),"name":"controlTab"}"#) }
        lines.append(#"{"type":"end","seq":152,"t":160000}"#)
        let trace = try TraceReader.parse(lines.joined(separator: "\n") + "\n", file: "limits.trace")
        var frames = 0, layers = 0
        let built = try TraceViewerPage.build(trace: trace, replayer: Replayer(trace: trace, scene: grid, allowSceneDrift: true, tool: "test"),
                                              source: "limits.trace") { _, _ in
            frames += 1
            return EmbeddedImage(png: [0], width: 10, height: 10)
        } keyboard: { _ in
            layers += 1
            return EmbeddedImage(png: [1], width: 10, height: 10)
        }
        XCTAssertEqual(frames, 1, "the ring moving changes no frame")
        XCTAssertEqual(layers, TraceViewerPage.maximumFrames)
        XCTAssertTrue(built.html.contains("51 steps past the page's limit of 100 keyboard focus layers shown without the ring"), "the ring on 151 cells")
        XCTAssertTrue(built.html.contains(#""notEmbedded":true"#))

        var rendered = 0
        let voiceOver = try build(try script("grid-400", device: grid.device.size, [#""name":"vo.first""#]), scene: grid, rendered: &rendered)
        XCTAssertFalse(voiceOver.html.contains(#""keyboard":"#), "no keyboard data in a trace without Full Keyboard Access")
    }

    /// A scene of 10,001 elements lists its first 10,000 in the tree, and the summary says so.
    func testATreeListsAtMostTenThousandElements() throws {
        let grid = GridScene(count: 10_001)
        var rendered = 0
        let built = try build(try script("grid-10001", device: grid.device.size, [#""name":"vo.first""#]), scene: grid, rendered: &rendered)
        XCTAssertEqual(rendered, 1)
        XCTAssertTrue(built.html.contains("1 tree cut at 10000 elements"), String(built.html.suffix(300)))
        XCTAssertFalse(built.html.contains("cell-10001\\\""), "the last cell is not listed")
    }
}
