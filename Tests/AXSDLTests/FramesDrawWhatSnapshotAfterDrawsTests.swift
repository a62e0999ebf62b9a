import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import AXTrace
import Foundation
import XCTest

/// `replay --frames` draws over each step's scene what the window showed then, from the same
/// place `snapshot --after` takes it (`SceneSnapshot.show`): a trace that ends zoomed in while
/// Speak Screen reads has a last frame pixel for pixel what `snapshot --after` draws, the region
/// magnified and the controller at the top, not the scene alone (docs/trace-format.md).
final class FramesDrawWhatSnapshotAfterDrawsTests: XCTestCase {
    func testTheLastFrameIsWhatSnapshotAfterDrawsWithZoomAndSpeakScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-after-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = folder.appendingPathComponent("rows.json").path
        try """
        {"format":"axsandbox-scene","version":1,"id":"frames-after","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[{"id":"title","label":"Settings","traits":["header"],"frame":[16,80,358,44],"drawing":[{"text":"Settings","at":[16,110],"size":28,"color":"#000000"}]},
                     {"id":"wifi","label":"Wi-Fi","value":"On","traits":["button"],"frame":[16,140,358,44],"drawing":[{"rect":[16,140,358,44],"fill":"#34C759"}]}]}
        """.write(toFile: scenePath, atomically: true, encoding: .utf8)
        let scene = try SceneFile.load(path: scenePath)
        let tracePath = folder.appendingPathComponent("zoomed.trace").path
        let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"frames-after","settings":{"voiceOver":false},"zoom":{"on":true,"zoomedIn":true},"device":{"idiom":"phone","width":390,"height":844}}"#
        let script = try TraceReader.parse([header,
                                            #"{"type":"speak","seq":1,"t":100,"name":"speak.on"}"#,
                                            #"{"type":"speak","seq":2,"t":200,"name":"speak.start"}"#,
                                            #"{"type":"end","seq":3,"t":300}"#].joined(separator: "\n") + "\n", file: tracePath)
        let reference = SceneFileReference(file: scenePath, digest: scene.contentDigest, traceAt: tracePath)
        let result = try Replayer(trace: script, scene: scene, sceneFile: reference, allowSceneDrift: true, tool: "test").run()
        try (([TraceWriter.line(result.header)] + result.records.map(TraceWriter.line)).joined(separator: "\n") + "\n")
            .write(toFile: tracePath, atomically: true, encoding: .utf8)
        let last = try XCTUnwrap(result.records.last { $0.record.isInput && $0.record != .end }).seq
        let framesDir = folder.appendingPathComponent("frames").path
        let replay = try BuiltExecutable.run(["replay", tracePath, "--frames", framesDir])
        XCTAssertEqual(replay.status, 0, replay.output)
        let after = folder.appendingPathComponent("after.png").path
        let snapshot = try BuiltExecutable.run(["snapshot", "--after", tracePath, "--scale", "1", "-o", after])
        XCTAssertEqual(snapshot.status, 0, snapshot.output)
        XCTAssertTrue(snapshot.output.contains("zoomed 2× on"), snapshot.output)
        let plain = folder.appendingPathComponent("plain.png").path
        XCTAssertEqual(try BuiltExecutable.run(["snapshot", scenePath, "--scale", "1", "-o", plain]).status, 0)
        let (frame, drawnAfter, alone) = try SDLRuntime.with(.headless) {
            (try PixelBuffer(contentsOfPNG: (framesDir as NSString).appendingPathComponent(String(format: "frame-%06d.png", last))),
             try PixelBuffer(contentsOfPNG: after), try PixelBuffer(contentsOfPNG: plain))
        }
        XCTAssertEqual(frame.width, drawnAfter.width)
        XCTAssertEqual(frame.height, drawnAfter.height)
        XCTAssertTrue(frame == drawnAfter, "the last frame is what snapshot --after draws")
        XCTAssertFalse(frame == alone, "zoomed in, with Speak Screen's controller: not the scene alone")
    }

    /// `snapshot --after --vision none` draws a trace's end in its real colours, whatever filter
    /// the trace left on: the window's word for no filter, taken by `--vision`.
    func testVisionNoneDrawsATracesEndInItsRealColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vision-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","vision":"tritanopia"}
        {"type":"end","seq":1,"t":1000}

        """.write(to: folder.appendingPathComponent("t.trace"), atomically: true, encoding: .utf8)
        let none = try BuiltExecutable.run(["snapshot", "--after", "t.trace", "--scale", "1", "--vision", "none", "-o", "none.png"], in: folder)
        XCTAssertEqual(none.status, 0, none.output)
        XCTAssertFalse(none.output.contains("seen through"), none.output)
        let filtered = try BuiltExecutable.run(["snapshot", "--after", "t.trace", "--scale", "1", "-o", "filtered.png"], in: folder)
        XCTAssertTrue(filtered.output.contains("seen through tritanopia as the trace left it"), filtered.output)
        XCTAssertEqual(try BuiltExecutable.run(["snapshot", "star-rating", "--scale", "1", "-o", "plain.png"], in: folder).status, 0)
        let (real, plain, seen) = try SDLRuntime.with(.headless) {
            (try PixelBuffer(contentsOfPNG: folder.appendingPathComponent("none.png").path),
             try PixelBuffer(contentsOfPNG: folder.appendingPathComponent("plain.png").path),
             try PixelBuffer(contentsOfPNG: folder.appendingPathComponent("filtered.png").path))
        }
        XCTAssertTrue(real == plain, "--vision none: the real colours")
        XCTAssertFalse(real == seen, "the trace's filter is not drawn")
    }
}
