import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import Foundation
import XCTest

/// The Large Content Viewer in the window (docs/engine.md, "The Large Content Viewer"): a finger
/// held on a tab at AX3 draws the viewer's dark panel in the middle of the scene, with the tab's
/// title in white, and the caption panel says what it shows; the frame before the press has none.
extension SDLTests {
    private static let viewerTabs = """
    {"format":"axsandbox-scene","version":1,"id":"lcv-window","title":"Tabs","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
     "elements":[{"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
        {"id":"home","label":"Home","traits":["button","selected"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Home",
         "drawing":[{"text":"Home","box":[0,30,195,14],"size":10,"alignment":"center","color":"#000000"}]},
        {"id":"search","label":"Search","traits":["button"],"size":[195,49],"showsLargeContentViewer":true,"largeContentTitle":"Search",
         "drawing":[{"text":"Search","box":[0,30,195,14],"size":10,"alignment":"center","color":"#000000"}]}]}]}
    """

    func testTheWindowDrawsTheViewerWhileAFingerHoldsIt() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        var settings = Settings()
        settings.voiceOver = false
        settings.contentSize = .accessibilityXLarge
        let scene = try SceneFile.parse(Self.viewerTabs, file: "tabs.json")
        let driver = SessionSceneDriver(session: Session(scene: scene, settings: settings))
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("lcv-window-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: screenshot) }
        var options = SceneWindow.Options(scale: 1, exitAfterFrames: 4, overlays: [], sound: false)
        options.screenshotPath = ProcessInfo.processInfo.environment["AXSANDBOX_LCV_SCREENSHOT"] ?? screenshot
        options.beforeFrame = { index in
            // A mouse press on Search held past the long-press time, in virtual time.
            if index == 1 { driver.pointer([PointerSample(.down, id: 0, Point(290, 820), time: driver.now)]) }
            if index == 2 { driver.advance(to: driver.now + 600) }
        }
        var dark: [Bool] = []
        var lightInPanel = 0
        options.afterFrame = { canvas, _, passes in
            guard let scenePass = passes.dropFirst().first, let pixels = try? canvas.pixels() else { return XCTFail("no scene pass") }
            let centre = Point(scenePass.origin.x + 195 * scenePass.scale, scenePass.origin.y + 422 * scenePass.scale)
            // Left of the title, inside the panel: the panel's colour, not the white scene.
            let panel = pixels[Int(centre.x - 70 * scenePass.scale), Int(centre.y)]
            dark.append(Int(panel.r) + Int(panel.g) + Int(panel.b) < 3 * 60)
            // The title, white on the panel: light pixels across its middle.
            lightInPanel = 0
            for dy in -12...12 {
                for dx in -60...60 where pixels[Int(centre.x) + dx, Int(centre.y) + dy].r > 200 { lightInPanel += 1 }
            }
        }
        _ = try SDLRuntime.with(.window) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        XCTAssertEqual(dark.first, false, "no viewer before the press")
        XCTAssertEqual(dark.last, true, "the viewer's dark panel in the middle of the scene while the finger holds it")
        XCTAssertEqual(driver.largeContentViewer?.title, "Search")
        XCTAssertTrue(driver.captions.contains { $0.text == #"[Large Content Viewer] "Search" (search)"# }, "\(driver.captions.map(\.text))")
        XCTAssertGreaterThan(lightInPanel, 100, "the title's white text on the panel")
    }

    /// `snapshot --after` draws the viewer a trace leaves open with the window's `LargeContentViewerHUD`:
    /// the dark panel in the middle of the scene, where the snapshot without it is white.
    func testASnapshotDrawsTheViewerItIsGiven() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let scene = try SceneFile.parse(Self.viewerTabs, file: "tabs.json")
        var snapshot = SceneSnapshot(scale: 1)
        let plain = try SDLRuntime.with(.headless) { try snapshot.render(scene, settings: Settings(), assets: assets) }
        snapshot.largeContentViewer = LargeContentViewerItem(elementID: "search", title: "Search", image: nil)
        let shown = try SDLRuntime.with(.headless) { try snapshot.render(scene, settings: Settings(), assets: assets) }
        XCTAssertEqual(plain[125, 422], PixelBuffer.RGBA(255, 255, 255, 255))
        let panel = shown[125, 422]
        XCTAssertLessThan(Int(panel.r) + Int(panel.g) + Int(panel.b), 3 * 60, "the panel at the scene's middle: \(panel)")
        XCTAssertEqual(shown[20, 20], plain[20, 20], "the scene elsewhere as drawn")
    }

    /// An image the assets do not hold is drawn in the panel as every missing image is (a magenta
    /// outline crossed corner to corner, `DisplayListRenderer`), not left out: the image's square,
    /// 96 points centred above where the title would be, holds magenta; a panel without an image none.
    func testTheViewerDrawsAMissingImageAsEveryMissingImageIsDrawn() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let scene = try SceneFile.parse(Self.viewerTabs, file: "tabs.json")
        var snapshot = SceneSnapshot(scale: 1)
        snapshot.largeContentViewer = LargeContentViewerItem(elementID: "home", title: nil, image: "no-such-image")
        let missing = try SDLRuntime.with(.headless) { try snapshot.render(scene, settings: Settings(), assets: assets) }
        snapshot.largeContentViewer = LargeContentViewerItem(elementID: "home", title: "Home", image: nil)
        let titled = try SDLRuntime.with(.headless) { try snapshot.render(scene, settings: Settings(), assets: assets) }
        // The panel is 180 points square in the middle of the 390 × 844 scene; the image's square
        // lies at (147, 374), 96 points a side.
        let magenta = { (p: PixelBuffer.RGBA) in p.r > 120 && p.b > 120 && p.g < 60 }
        XCTAssertGreaterThan(missing.count(inX: 147..<243, y: 374..<470, where: magenta), 96, "the missing image's marker")
        XCTAssertEqual(titled.count(inX: 0..<390, y: 0..<844, where: magenta), 0)
    }

    /// `snapshot --hold X,Y` holds a finger there through the engine and draws the viewer it opens;
    /// where none opens it says why (exit 2) rather than drawing a picture with nothing held.
    func testSnapshotHoldDrawsTheViewerOrSaysWhyNone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-lcv-hold-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tabs.json").path
        try Self.viewerTabs.write(toFile: file, atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("held.png").path
        let env = BuiltExecutable.headlessEnvironment
        let held = try BuiltExecutable.run(["snapshot", file, "-o", png, "--scale", "1", "--hold", "290,820", "--setting", "contentSize=AX3"], environment: env)
        XCTAssertEqual(held.status, 0, held.output)
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let scene = try SceneFile.parse(Self.viewerTabs, file: "tabs.json")
        var expected = SceneSnapshot(scale: 1)
        expected.largeContentViewer = LargeContentViewerItem(elementID: "search", title: "Search", image: nil)
        var settings = Settings()
        settings.contentSize = .accessibilityXLarge
        let drawn = try SDLRuntime.with(.headless) { try expected.render(scene, settings: settings, assets: assets).pngBytes() }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: png)), Data(drawn), "the picture is the snapshot with Search's viewer")
        let small = try BuiltExecutable.run(["snapshot", file, "-o", png, "--hold", "290,820"], environment: env)
        XCTAssertEqual(small.status, 2, small.output)
        XCTAssertTrue(small.output.contains("--hold 290,820: the Large Content Viewer opens only at an accessibility text size with VoiceOver off; "
                                            + "this run has contentSize=large, voiceOver=false"), small.output)
        let nothing = try BuiltExecutable.run(["snapshot", file, "-o", png, "--hold", "200,300", "--setting", "contentSize=AX3"], environment: env)
        XCTAssertEqual(nothing.status, 2, nothing.output)
        XCTAssertTrue(nothing.output.contains("--hold 200,300: no element there shows the Large Content Viewer"), nothing.output)
        let bad = try BuiltExecutable.run(["snapshot", file, "-o", png, "--hold", "290"], environment: env)
        XCTAssertTrue(bad.output.contains("--hold: \"290\" is not a point"), bad.output)
    }
}
