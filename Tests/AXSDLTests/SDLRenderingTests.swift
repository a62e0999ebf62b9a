import AXCore
import AXScenes
@testable import AXSDL
import Foundation
import XCTest

/// Every SDL test lives in this one class: XCTest runs a class's tests serially, and SDL must not be
/// initialised from parallel threads. Each test runs inside `SDLRuntime.with(.headless)`.
final class SDLRenderingTests: XCTestCase {
    static let white = PixelBuffer.RGBA(255, 255, 255)

    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
    }

    private var assets: AssetLocator {
        get throws {
            try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        }
    }

    /// Renders `list` at `scale` onto a canvas of `size` points and returns the pixels.
    private func render(_ list: DisplayList, size: Size, scale: Double = 1, antialias: Bool = true) throws -> PixelBuffer {
        let assets = try self.assets
        return try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale))
            defer { canvas.close() }
            let renderer = DisplayListRenderer(renderer: canvas.renderer, assets: assets)
            defer { renderer.close() }
            renderer.antialias = antialias
            renderer.draw(list, scale: scale)
            return try canvas.pixels()
        }
    }

    private func artifact(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsdl-tests")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    // MARK: Smoke

    func testSmokeRendersTextAndShapesWritesPNGAndReadsItBack() throws {
        var list = DisplayList(background: .white)
        list.fill(.rect(Rect(10, 10, 60, 40)), Color.hex("#FF0000"))
        list.fill(.ellipse(Rect(90, 10, 60, 40)), Color.hex("#0000FF"))
        list.text(TextRun("Hello, VoiceOver", box: Rect(10, 70, 180, 30), size: 16, color: .black))
        let assets = try self.assets
        let path = artifact("smoke.png")
        let readBack: PixelBuffer = try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: 200, height: 110)
            defer { canvas.close() }
            let renderer = DisplayListRenderer(renderer: canvas.renderer, assets: assets)
            defer { renderer.close() }
            renderer.draw(list, scale: 1)
            XCTAssertGreaterThan(renderer.statistics.textDraws, 0)
            try canvas.savePNG(to: path)
            return try PixelBuffer(contentsOfPNG: path)
        }
        XCTAssertEqual(readBack.width, 200)
        XCTAssertEqual(readBack.height, 110)
        XCTAssertEqual(readBack[40, 30], PixelBuffer.RGBA(255, 0, 0))
        XCTAssertEqual(readBack[120, 30], PixelBuffer.RGBA(0, 0, 255))
        XCTAssertEqual(readBack[5, 5], Self.white)
        let inked = readBack.count(inX: 10..<190, y: 70..<100) { $0.r < 128 && $0.g < 128 && $0.b < 128 }
        XCTAssertGreaterThan(inked, 50, "text pixels should be dark inside the text box")
        let outside = readBack.count(inX: 0..<200, y: 100..<110) { $0 != Self.white }
        XCTAssertEqual(outside, 0, "nothing drawn below the text box")
    }
}
