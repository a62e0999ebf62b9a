import AXCore
import AXEngine
@testable import AXSDL
import Foundation
import XCTest

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
        XCTAssertEqual(lens.window, Rect(0, 259.5, 312, 281))
        let zoomed = try snapshot(lens)
        // Outside the lens the scene is as drawn, the square included.
        XCTAssertEqual(zoomed[25, 25], plain[25, 25])
        XCTAssertEqual(zoomed[25, 25], Self.zoomRed)
        XCTAssertEqual(zoomed[350, 700], plain[350, 700])
        // Inside it, the lens's dark edge, then the magnified (white) region.
        XCTAssertLessThan(Int(zoomed[150, 261].r), 64, "the lens's edge")
        XCTAssertEqual(zoomed[150, 400], Self.zoomWhite)
    }
}
