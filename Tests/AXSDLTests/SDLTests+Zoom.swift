import AXCore
import AXEngine
@testable import AXSDL
import Foundation
import XCTest

/// A white phone screen, one element in its top left corner, with a blue stripe ending at Full Screen Zoom's 2× region's right edge
/// (x 185 to 195) and a green one past it, a magenta band ending at its bottom edge (y 400 to 422)
/// and a cyan one past it: whether the window shows all of the region and no more.
private final class RegionEdgesScene: Scene {
    let id = "zoom-edges"
    let title = "Zoom edges"
    let device = Device.phone
    static let blue = Color(red: 0, green: 0, blue: 1), green = Color(red: 0, green: 1, blue: 0)
    static let magenta = Color(red: 1, green: 0, blue: 1), cyan = Color(red: 0, green: 1, blue: 1)
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.fill(.rect(Rect(0, 0, 390, 844)), .white)
        list.fill(.rect(Rect(185, 0, 10, 844)), Self.blue)
        list.fill(.rect(Rect(195, 0, 10, 844)), Self.green)
        list.fill(.rect(Rect(0, 400, 390, 22)), Self.magenta)
        list.fill(.rect(Rect(0, 422, 390, 22)), Self.cyan)
    }
    /// One element in the top left corner, which Zoom follows there.
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        [AccessibilityElement(id: "corner", label: "Corner", frame: Rect(0, 0, 100, 100))]
    }
    func touch(_ touch: SceneTouch, context: SceneContext) {}
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool { false }
    func settingsDidChange(context: SceneContext) {}
    func stateSnapshot() -> [(key: String, value: String)] { [] }
}

/// A white phone screen with a red 50-point square at its top left corner: what Zoom magnifies.
private final class SquareScene: Scene {
    let id = "zoom-square"
    let title = "Zoom square"
    let device = Device.phone
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        list.fill(.rect(Rect(0, 0, 390, 844)), .white)
        list.fill(.rect(Rect(0, 0, 50, 50)), Color(red: 1, green: 0, blue: 0))
    }
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { [] }
    func touch(_ touch: SceneTouch, context: SceneContext) {}
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool { false }
    func settingsDidChange(context: SceneContext) {}
    func stateSnapshot() -> [(key: String, value: String)] { [] }
}

/// What a Zoom user sees in a snapshot (docs/vision.md#zoom): Full Screen Zoom's region fills the
/// picture, Window Zoom's lens lies over the scene as drawn.
extension SDLTests {
    private func snapshot(_ zoom: ZoomLens?) throws -> PixelBuffer {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return try SDLRuntime.with(.headless) {
            try SceneSnapshot(scale: 1, zoom: zoom).render(SquareScene(), settings: Settings(), assets: assets)
        }
    }

    private static let zoomRed = PixelBuffer.RGBA(255, 0, 0, 255), zoomWhite = PixelBuffer.RGBA(255, 255, 255, 255)

    func testFullScreenZoomFillsThePictureWithTheMagnifiedRegion() throws {
        let plain = try snapshot(nil)
        // 2× at the top left corner: the region is (0, 0, 195, 422), the square 100 pixels wide.
        let zoomed = try snapshot(ZoomLens(mode: .fullScreen, level: 2, center: .zero, screen: Device.phone.size))
        XCTAssertEqual(plain[90, 90], Self.zoomWhite)
        XCTAssertEqual(zoomed[90, 90], Self.zoomRed, "scene point (45, 45), inside the square, shown at (90, 90)")
        XCTAssertEqual(zoomed[110, 110], Self.zoomWhite)
        XCTAssertEqual(zoomed[389, 843], Self.zoomWhite)
        XCTAssertEqual([zoomed.width, zoomed.height], [plain.width, plain.height])
    }

    func testWindowZoomsLensLiesOverTheSceneAsDrawn() throws {
        let plain = try snapshot(nil)
        let lens = ZoomLens(mode: .window, level: 2, center: Point(100, 400), screen: Device.phone.size)
        let third = Device.phone.size.height * ZoomSettings.lensFraction.height
        XCTAssertEqual(lens.window, Rect(0, 400 - third / 2, 312, third))
        let zoomed = try snapshot(lens)
        // Outside the lens the scene is as drawn, the square included.
        XCTAssertEqual(zoomed[25, 25], plain[25, 25])
        XCTAssertEqual(zoomed[25, 25], Self.zoomRed)
        XCTAssertEqual(zoomed[350, 700], plain[350, 700])
        // Inside it, the lens's dark edge, then the magnified (white) region.
        XCTAssertLessThan(Int(zoomed[150, 261].r), 64, "the lens's edge")
        XCTAssertEqual(zoomed[150, 400], Self.zoomWhite)
    }

    /// The window's magnified view of Full Screen Zoom shows exactly the region the status reports
    /// (0, 0, 195, 422 at 2× in the top left corner): it lies inside the window's canvas, its right
    /// column shows the blue stripe at the region's right edge and its bottom row the magenta band
    /// at its bottom edge, and nothing past them (green, cyan) is drawn in it.
    func testTheWindowsFullScreenZoomShowsTheWholeRegion() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let driver = SessionSceneDriver(session: Session(scene: RegionEdgesScene()))
        var options = SceneWindow.Options(scale: 1, exitAfterFrames: 5, overlays: [], sound: false)
        options.beforeFrame = { index in
            if index == 0 { driver.perform(VoiceOverCommand.voiceOverOn) }
            if index == 1 { driver.perform(VoiceOverCommand.first) }
            // The window's X key: Zoom on, then zoomed in.
            if index == 2 { driver.perform(.zoom(.on)); driver.perform(.zoom(.toggle)) }
        }
        var checked = 0
        options.afterFrame = { canvas, _, passes in
            guard let lens = driver.zoomLens, let scenePass = passes.dropFirst().first,
                  let magnified = passes.first(where: { $0.scale > scenePass.scale * 1.5 }) else { return }
            XCTAssertEqual(lens.region, Rect(0, 0, 195, 422))
            let view = magnified.viewport
            XCTAssertLessThanOrEqual(view.maxX, Double(canvas.width), "the magnified view lies inside the window")
            XCTAssertLessThanOrEqual(view.maxY, Double(canvas.height), "the magnified view lies inside the window")
            XCTAssertEqual(magnified.origin.x + lens.region.maxX * magnified.scale, view.maxX, accuracy: 0.01, "the region's right edge at the view's")
            XCTAssertEqual(magnified.origin.y + lens.region.maxY * magnified.scale, view.maxY, accuracy: 0.01, "the region's bottom edge at the view's")
            guard let pixels = try? canvas.pixels() else { return XCTFail("no pixels") }
            let right = Int(view.maxX.rounded(.down)) - 2, bottom = Int(view.maxY.rounded(.down)) - 2
            let middle = Int(view.midY), centre = Int(view.midX)
            XCTAssertEqual(pixels[right, middle], PixelBuffer.RGBA(0, 0, 255, 255), "the region's right edge shows")
            XCTAssertEqual(pixels[centre, bottom], PixelBuffer.RGBA(255, 0, 255, 255), "the region's bottom edge shows")
            for y in stride(from: Int(view.minY), to: Int(view.maxY), by: 5) {
                XCTAssertNotEqual(pixels[right, y], PixelBuffer.RGBA(0, 255, 0, 255), "nothing past the region's right edge")
            }
            checked += 1
        }
        _ = try SDLRuntime.with(.window) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        XCTAssertGreaterThan(checked, 0, "a frame showed the magnified view")
    }
}
