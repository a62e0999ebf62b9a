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
        let header = #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"frames-after","settings":{"voiceOver":false},"zoom":{"on":true,"zoomedIn":true},"device":{"idiom":"phone","width":390,"height":844}}"#
        let (fixture, replayed) = try TraceSnapshotFixture.recording(self, "frames-after", [header,
            #"{"type":"speak","seq":1,"t":100,"name":"speak.on"}"#,
            #"{"type":"speak","seq":2,"t":200,"name":"speak.start"}"#,
            #"{"type":"end","seq":3,"t":300}"#], onSceneFile: """
        {"format":"axsandbox-scene","version":1,"id":"frames-after","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[{"id":"title","label":"Settings","traits":["header"],"frame":[16,80,358,44],"drawing":[{"text":"Settings","at":[16,110],"size":28,"color":"#000000"}]},
                     {"id":"wifi","label":"Wi-Fi","value":"On","traits":["button"],"frame":[16,140,358,44],"drawing":[{"rect":[16,140,358,44],"fill":"#34C759"}]}]}
        """, named: "frames-after")
        let last = try XCTUnwrap(replayed.records.last { $0.record.isInput && $0.record != .end }).seq
        try fixture.run(["replay", fixture.trace, "--frames", "frames"])
        let after = try fixture.snapshotAfter()
        XCTAssertTrue(after.contains("zoomed 2× on"), after)
        try fixture.snapshot("frames-after.json", to: "plain.png")
        let frame = try fixture.pixels(String(format: "frames/frame-%06d.png", last))
        let drawnAfter = try fixture.pixels("after.png"), alone = try fixture.pixels("plain.png")
        XCTAssertEqual(frame.width, drawnAfter.width)
        XCTAssertEqual(frame.height, drawnAfter.height)
        XCTAssertTrue(frame == drawnAfter, "the last frame is what snapshot --after draws")
        XCTAssertFalse(frame == alone, "zoomed in, with Speak Screen's controller: not the scene alone")
    }

    /// `snapshot --after --vision none` draws a trace's end in its real colours, whatever filter
    /// the trace left on: the window's word for no filter, taken by `--vision`.
    func testVisionNoneDrawsATracesEndInItsRealColours() throws {
        let fixture = try TraceSnapshotFixture(self, "vision-none", trace: """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","vision":"tritanopia"}
        {"type":"end","seq":1,"t":1000}

        """)
        let none = try fixture.snapshotAfter(["--vision", "none"], to: "none.png")
        XCTAssertFalse(none.contains("seen through"), none)
        let filtered = try fixture.snapshotAfter(to: "filtered.png")
        XCTAssertTrue(filtered.contains("seen through tritanopia as the trace left it"), filtered)
        try fixture.snapshot("star-rating", to: "plain.png")
        let real = try fixture.pixels("none.png"), plain = try fixture.pixels("plain.png"), seen = try fixture.pixels("filtered.png")
        XCTAssertTrue(real == plain, "--vision none: the real colours")
        XCTAssertFalse(real == seen, "the trace's filter is not drawn")
    }
}
