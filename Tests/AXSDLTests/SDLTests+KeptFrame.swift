import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import CSDL2
import Foundation
import XCTest

/// A renderer that keeps its frame (`keepsFrame`) takes the steps of the items a draw shares with the
/// same draw last frame, and blends only the bands whose steps changed: every frame of a sequence
/// must be byte for byte the frame a new renderer draws from scratch, or a kept recording or band was
/// stale.
extension SDLTests {
    /// One frame of a sequence: what is drawn, and how.
    private struct KeptFrameStep {
        var what: String
        var scene: Scene
        var kinds: Set<OverlayKind>
        var focus: Int
        /// Points the content is moved up by, as a scroll moves it.
        var scroll: Double = 0
    }

    func testAKeptFrameIsNeverStale() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let grid = GridScene(count: 150), fewer = GridScene(count: 140)
        let photo = PhotoFilterScene()
        // A focus move, a tree change, an overlay toggled off and on, a scroll, a scene with images
        // (SDL draws them between blends, so the kept frame is forgotten), and back.
        let sequence: [KeptFrameStep] = [
            .init(what: "first", scene: grid, kinds: [.frames, .order, .cursor], focus: 0),
            .init(what: "same again", scene: grid, kinds: [.frames, .order, .cursor], focus: 0),
            .init(what: "focus moved", scene: grid, kinds: [.frames, .order, .cursor], focus: 1),
            .init(what: "focus moved far", scene: grid, kinds: [.frames, .order, .cursor], focus: 120),
            .init(what: "tree changed", scene: fewer, kinds: [.frames, .order, .cursor], focus: 120),
            .init(what: "order overlay off", scene: fewer, kinds: [.frames, .cursor], focus: 120),
            .init(what: "order overlay on", scene: fewer, kinds: [.frames, .order, .cursor], focus: 120),
            .init(what: "scrolled", scene: fewer, kinds: [.frames, .order, .cursor], focus: 120, scroll: 37),
            .init(what: "images", scene: photo, kinds: [.frames, .cursor], focus: 0),
            .init(what: "images, focus moved", scene: photo, kinds: [.frames, .cursor], focus: 1),
            .init(what: "back to the grid", scene: grid, kinds: [.frames, .order, .cursor], focus: 1),
            .init(what: "back, focus moved", scene: grid, kinds: [.frames, .order, .cursor], focus: 2),
        ]
        // Plain, filtered (a colour matrix, an invert), magnified; at 1 to 3 lanes.
        let passes: [(filter: VisionFilter?, lanes: Int, zoomed: Bool)] = [
            (nil, 1, false), (.protanopia(severity: 1), 2, false), (.smartInvert, 3, true),
        ]
        let settings = Settings(), scale = 1.0
        let size = Size(width: max(grid.device.size.width, photo.device.size.width), height: max(grid.device.size.height, photo.device.size.height))
        let viewport = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        let zoom = ZoomLens(mode: .fullScreen, level: 2, center: Point(size.width / 3, size.height / 3), screen: size).placement(in: viewport)
        try SDLRuntime.with(.headless) {
            for (filter, lanes, zoomed) in passes {
                let canvas = try OffscreenCanvas(width: Int(viewport.width), height: Int(viewport.height))
                defer { canvas.close() }
                let kept = DisplayListRenderer(canvas: canvas, assets: assets, lanes: lanes)
                defer { kept.close() }
                kept.keepsFrame = true
                var skipped = 0, keptItems = 0
                for step in sequence {
                    let (origin, drawScale) = zoomed ? (zoom.origin, zoom.scale) : (Point.zero, scale)
                    let moved = Point(origin.x, origin.y - step.scroll * drawScale)
                    let draw = { (renderer: DisplayListRenderer) in
                        var list = DisplayList()
                        step.scene.draw(into: &list, settings: settings, time: 0)
                        let order = NavigationOrder(scene: step.scene, settings: settings)
                        let focused = order.entries[min(step.focus, order.entries.count - 1)].id
                        let overlay = AccessibilityOverlay(kinds: step.kinds, order: order, state: .init(focusedID: focused),
                                                           bounds: Rect(origin: .zero, size: step.scene.device.size)).displayList()
                        renderer.draw(list, origin: moved, scale: drawScale, viewport: viewport, deferBlending: true,
                                      invertsSpared: filter == .smartInvert)
                        if let filter { renderer.apply(filter, in: viewport, pointScale: scale, deferBlending: true) }
                        renderer.draw(overlay, origin: moved, scale: drawScale, viewport: viewport, fillBackground: false)
                    }
                    draw(kept)
                    skipped += kept.statistics.unchangedBands
                    keptItems += kept.statistics.keptItems
                    let drawn = try canvas.pixels()
                    let fresh = try Self.frame(size: size, scale: scale, lanes: lanes, assets: assets) { renderer, _ in draw(renderer) }
                    XCTAssertTrue(drawn == fresh, "\(step.what): \(filter?.name ?? "no filter"), \(lanes) lanes, zoomed \(zoomed)")
                }
                // The sequence must exercise the kept bands, or it would prove nothing.
                XCTAssertGreaterThan(skipped, 0, "\(filter?.name ?? "no filter"), \(lanes) lanes, zoomed \(zoomed)")
                XCTAssertGreaterThan(keptItems, 0, "\(filter?.name ?? "no filter"), \(lanes) lanes, zoomed \(zoomed)")
            }
        }
    }

    /// Without `keepsFrame` (the default) every band is blended every frame.
    func testARendererKeepsNoFrameUnlessAsked() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let scene = GridScene(count: 100)
        try SDLRuntime.with(.headless) {
            let canvas = try OffscreenCanvas(width: Int(scene.device.size.width), height: Int(scene.device.size.height))
            defer { canvas.close() }
            let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
            defer { renderer.close() }
            var list = DisplayList()
            scene.draw(into: &list, settings: Settings(), time: 0)
            renderer.draw(list, scale: 1)
            renderer.draw(list, scale: 1)
            XCTAssertEqual(renderer.statistics.unchangedBands, 0)
            renderer.keepsFrame = true
            renderer.draw(list, scale: 1)
            renderer.draw(list, scale: 1)
            XCTAssertEqual(renderer.statistics.unchangedBands, (canvas.height + BlendPlan.bandRows - 1) / BlendPlan.bandRows,
                           "the same frame again: every band as it was")
        }
    }
}
