import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import CSDL2
import Foundation
import XCTest

/// A frame blended in one pass (`deferBlending`: the scene, a vision filter over it and the overlays,
/// each band of the canvas carried through all three before the next) against the renderer's first
/// frame path, kept here as the reference: the scene blended, the filter run over the whole canvas,
/// then the overlays blended over it.
extension SDLTests {
    func testDeferredBlendingGivesTheBytesOfDrawingOneAfterAnother() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        // Text and images (a photo Smart Invert spares), a home screen of icons, a dense grid's frames
        // and order overlays; the filters' two kinds of work (a colour matrix, the inverts).
        let scenes: [(Scene, Set<OverlayKind>)] = [
            (PhotoFilterScene(), [.frames, .cursor]),
            (try XCTUnwrap(Catalog.descriptor(for: "home-screen")).make(), [.frames, .order]),
            (GridScene(count: 400), [.frames, .order, .cursor]),
        ]
        // Each filter at a number of lanes (how the bands are dealt out), as drawn or magnified.
        let passes: [(filter: VisionFilter, lanes: Int, zoomed: Bool)] = [
            (.protanopia(severity: 1), 1, false), (.reducedContrast, 3, true), (.classicInvert, 2, false), (.smartInvert, 3, true),
            (.protanopia(severity: 1), 2, true),
        ]
        let settings = Settings(), scale = 1.0
        try SDLRuntime.with(.headless) {
            for (scene, kinds) in scenes {
                let size = scene.device.size
                var list = DisplayList()
                scene.draw(into: &list, settings: settings, time: 0)
                let order = NavigationOrder(scene: scene, settings: settings)
                let overlay = AccessibilityOverlay(kinds: kinds, order: order, state: .init(focusedID: order.entries.first?.id),
                                                   bounds: Rect(origin: .zero, size: size)).displayList()
                let viewport = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
                // As drawn, and magnified 2× around the scene's middle as Full Screen Zoom draws it.
                let zoom = ZoomLens(mode: .fullScreen, level: 2, center: scene.device.bounds.center, screen: size).placement(in: viewport)
                for (filter, lanes, zoomed) in passes {
                    let (origin, drawScale) = zoomed ? (zoom.origin, zoom.scale) : (Point.zero, scale)
                    let expected = try Self.frame(size: size, scale: scale, lanes: lanes, assets: assets) { renderer, canvas in
                        renderer.draw(list, origin: origin, scale: drawScale, viewport: viewport, invertsSpared: filter == .smartInvert)
                        SDL_RenderFlush(canvas.renderer)
                        let area = PixelArea(x: 0, y: 0, width: canvas.width, height: canvas.height)
                        filter.apply(to: canvas.surface.pointee.pixels.assumingMemoryBound(to: UInt8.self),
                                     rowBytes: Int(canvas.surface.pointee.pitch), order: .bgrx, area: area, pointScale: scale)
                        renderer.draw(overlay, origin: origin, scale: drawScale, viewport: viewport, fillBackground: false)
                    }
                    let deferred = try Self.frame(size: size, scale: scale, lanes: lanes, assets: assets) { renderer, _ in
                        renderer.draw(list, origin: origin, scale: drawScale, viewport: viewport, deferBlending: true,
                                      invertsSpared: filter == .smartInvert)
                        renderer.apply(filter, in: viewport, pointScale: scale, deferBlending: true)
                        renderer.draw(overlay, origin: origin, scale: drawScale, viewport: viewport, fillBackground: false)
                    }
                    XCTAssertTrue(expected == deferred, "\(scene.id), \(filter.name), \(lanes) lanes, scale \(drawScale)")
                }
            }
        }
    }

    /// The pixels `body` draws on a new canvas of the scene's size with a renderer of `lanes` lanes.
    static func frame(size: Size, scale: Double, lanes: Int, assets: AssetLocator,
                              _ body: (DisplayListRenderer, OffscreenCanvas) -> Void) throws -> PixelBuffer {
        let canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale))
        defer { canvas.close() }
        let renderer = DisplayListRenderer(canvas: canvas, assets: assets, lanes: lanes)
        defer { renderer.close() }
        body(renderer, canvas)
        return try canvas.pixels()
    }
}
