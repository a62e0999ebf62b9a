import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import AXTrace
import CSDL2
import Foundation
import XCTest

/// A recording says which vision filter the window showed (docs/vision.md, docs/trace-format.md):
/// the filter a run starts with is the header's `vision`, each G press a `vision` record, and the
/// readers of the trace (`snapshot --after`, `replay --frames`) draw through the filter of their step.
final class VisionRecordingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
    }

    /// `run --vision tritanopia --record` with G pressed twice: the header names tritanopia, the two
    /// presses are `vision` records naming the next filters, the file reads and writes back byte for
    /// byte and replays exactly.
    func testTheStartFilterAndEachGPressAreRecordedAndReplay() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let folder = try temporaryFolder("vision-record")
        let path = folder.appendingPathComponent("g.trace").path
        let session = Session(scene: StarRatingScene(), settings: Settings())
        session.startVision(.tritanopia(severity: 1))  // as `run --vision tritanopia` starts it
        let recorder = try TraceRecorder(session: session, path: path, tool: "test")
        let driver = SessionSceneDriver(driver: recorder.driver)
        var options = SceneWindow.Options(scale: 1, exitAfterFrames: 8, overlays: [], sound: false, vision: .tritanopia(severity: 1))
        options.beforeFrame = { frame in
            guard frame == 2 || frame == 5 else { return }
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = Int32(Character("g").asciiValue!)
            SDL_PushEvent(&event)
        }
        let summary = try SDLRuntime.with(.window) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        recorder.finish(at: summary.virtualTime)
        XCTAssertEqual(summary.vision, .blurredVision, "tritanopia, then achromatopsia, then blurred vision")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasSuffix(#","vision":"tritanopia"}"#), lines[0])
        let visions = lines.filter { $0.contains(#""type":"vision""#) }
        XCTAssertEqual(visions.count, 2, text)
        XCTAssertTrue(visions[0].hasSuffix(#","filter":"achromatopsia"}"#), visions[0])
        XCTAssertTrue(visions[1].hasSuffix(#","filter":"blurred-vision"}"#), visions[1])
        let trace = try TraceReader.load(path: path)
        XCTAssertEqual(TraceWriter.text(trace), text, "read and written back byte for byte")
        let result = try Replayer(trace: trace, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, result.difference?.report(file: path) ?? "")
    }

    /// `snapshot --after` draws the filter the trace left (its last `vision` record over the
    /// header's), `--vision` draws another instead, and `replay --frames` draws each step through
    /// the filter of its time.
    func testSnapshotAfterAndFramesDrawTheFilterOfTheirStep() throws {
        let fixture = try TraceSnapshotFixture(self, "vision-after", trace: """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","vision":"tritanopia"}
        {"type":"vision","seq":1,"t":200,"filter":"grayscale"}
        {"type":"vision","seq":2,"t":500,"filter":"classic-invert"}
        {"type":"end","seq":3,"t":1000}

        """)
        let after = try fixture.snapshotAfter()
        XCTAssertTrue(after.contains("seen through classic-invert as the trace left it"), after)
        try fixture.snapshot("star-rating", to: "plain.png")
        let overridden = try fixture.snapshotAfter(["--vision", "grayscale"], to: "gray-after.png")
        XCTAssertFalse(overridden.contains("as the trace left it"), overridden)
        try fixture.snapshot("star-rating", ["--vision", "grayscale"], to: "gray.png")
        try fixture.run(["replay", fixture.trace, "--frames", "frames"])

        let scene = try fixture.pixels("plain.png")
        let inverted = try fixture.pixels("after.png")
        XCTAssertEqual(inverted.width, scene.width)
        // Classic Invert reverses every channel: the picture is the plain one's negative, pixel for pixel.
        var notInverted = 0
        for i in stride(from: 0, to: scene.bytes.count, by: 4) where (0..<3).contains(where: { inverted.bytes[i + $0] != 255 - scene.bytes[i + $0] }) {
            notInverted += 1
        }
        XCTAssertEqual(notInverted, 0, "snapshot --after draws the filter the trace left")
        XCTAssertEqual(inverted.bytes[0], 255 - scene.bytes[0], "the top left pixel's red is reversed")
        XCTAssertEqual(try fixture.pixels("gray-after.png").bytes, try fixture.pixels("gray.png").bytes,
                       "--vision overrides the trace's filter")
        XCTAssertEqual(try fixture.pixels("frames/frame-000001.png").bytes, try fixture.pixels("gray.png").bytes,
                       "the first step is drawn through grayscale, the filter of its time")
        XCTAssertEqual(try fixture.pixels("frames/frame-000002.png").bytes, inverted.bytes,
                       "the last step through classic invert, as snapshot --after draws it")
    }

    /// A filter a trace names wrongly is refused by every reader with the file, the line and the
    /// names expected, exit status 2.
    func testAMalformedFilterInATraceExitsTwoNamingTheLineAndTheNames() throws {
        let fixture = try TraceSnapshotFixture(self, "vision-bad", trace: """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating"}
        {"type":"vision","seq":1,"t":200,"filter":"sepia"}
        {"type":"end","seq":2,"t":1000}

        """, as: "bad.trace")
        let expected = "bad.trace:2: \"filter\": \"sepia\" is not a vision filter: expected one of " + VisionFilter.names.joined(separator: ", ")
        for arguments in [["replay", "bad.trace"], ["snapshot", "--after", "bad.trace", "-o", "never.png"], ["view", "bad.trace", "-o", "never.html"]] {
            let result = try BuiltExecutable.run(arguments, in: fixture.folder)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains(expected), "\(arguments): \(result.output)")
        }
    }
}
