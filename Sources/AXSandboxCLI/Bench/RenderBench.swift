import AXCore
import AXEngine
import AXSDL
import AXScenes
import Foundation

/// Rendering speed: a window frame (the scene, then every overlay over it) through the
/// software renderer at scale 2, for each catalog scene (goal: under 4 ms median) and for a
/// 10,000-element grid (goal: under 16.7 ms, one 60 Hz frame). A frame is everything the window
/// does per frame below SDL's present: draw the scene's display list, build the overlays from the
/// navigation order, and render both.
struct RenderBench: BenchSection {
    /// The registered scenes, measured one by one and as a whole.
    let scenes: [SceneDescriptor]
    let name = "rendering"
    static let scale = 2.0
    static let rounds = 3

    func rows(quick: Bool) -> [BenchRow] {
        let frames = quick ? 9 : 21
        guard let assets = try? AssetLocator.locate() else {
            return [BenchRow(section: name, name: "rendering", value: 0, unit: "ms", goal: nil, detail: "assets/ not found: set AXSANDBOX_ASSETS")]
        }
        var rows: [BenchRow] = []
        do {
            try SDLRuntime.with(.headless) {
                var worst = (median: 0.0, id: "")
                for descriptor in scenes {
                    let measured = try Self.medianFrame(descriptor.make(), overlays: Set(OverlayKind.allCases), frames: frames, assets: assets)
                    if measured.median > worst.median { worst = (measured.median, descriptor.id) }
                    rows.append(BenchRow(section: name, name: "frame, \(descriptor.id), every overlay", value: measured.median * 1000, unit: "ms",
                                         goal: nil, detail: Self.detail(frames: frames, measured)))
                }
                rows.append(BenchRow(section: name, name: "frame, slowest catalog scene, every overlay", value: worst.median * 1000,
                                     unit: "ms", goal: .below(4), detail: worst.id))
                let grid = GridScene(count: 10_000)
                let plain = try Self.medianFrame(grid, overlays: [.cursor], frames: frames, assets: assets)
                rows.append(BenchRow(section: name, name: "frame, grid-10000 (\(Int(grid.device.size.width))×\(Int(grid.device.size.height)) pt)",
                                     value: plain.median * 1000, unit: "ms", goal: .below(16.7), detail: Self.detail(frames: frames, plain)))
                let framed = try Self.medianFrame(grid, overlays: [.frames, .order, .cursor], frames: frames, assets: assets)
                rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays", value: framed.median * 1000,
                                     unit: "ms", goal: .below(8.33), detail: "drawn from scratch, every band blended (as after a scroll); "
                                        + Self.detail(frames: frames, framed)))
                // The same frames in processor time: what the frame costs whatever the machine's load.
                rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, processor time", value: framed.processor * 1000,
                                     unit: "ms", goal: .below(8.33), detail: "every thread's processor time over a round's frames, per frame, best of \(Self.rounds)"))
                // VoiceOver moving through the grid: the renderer keeps its frame and blends the changed bands.
                let moving = try Self.medianFrame(grid, overlays: [.frames, .order, .cursor], frames: frames, assets: assets, focusMoving: true)
                rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, focus moving", value: moving.median * 1000,
                                     unit: "ms", goal: .below(8.33), detail: Self.movingDetail + Self.detail(frames: frames, moving)))
            }
        } catch {
            rows.append(BenchRow(section: name, name: "rendering", value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)"))
        }
        do {
            // The same grid in the real window: its chrome, panels and frame path (`WindowFrameBench`).
            let window = try WindowFrameBench.measure(GridScene(count: 10_000), frames: frames, assets: assets)
            let detail = WindowFrameBench.detail(frames: frames, width: window.width, height: window.height, processor: window.processor)
            rows.append(BenchRow(section: name, name: "window frame, grid-10000, frames and order overlays, focus moving", value: window.median * 1000,
                                 unit: "ms", goal: .below(8.33), detail: detail))
            rows.append(BenchRow(section: name, name: "window frame, grid-10000, frames and order overlays, focus moving, processor time",
                                 value: window.processor * 1000, unit: "ms", goal: .below(8.33), detail: "every thread's processor time per frame"))
        } catch {
            rows.append(BenchRow(section: name, name: "window frame", value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)"))
        }
        return rows
    }

    /// What changes between the frames of a `focusMoving` row.
    static let movingDetail = "VoiceOver's cursor moves to the next element every frame; the renderer keeps its last frame "
        + "and blends only the bands of rows whose shapes changed; "

    static func detail(frames: Int, _ measured: Measured) -> String {
        "best of \(rounds) medians of \(frames), scale 2, " + String(format: "%.1f Mpx in %.0fk spans, %.2f ms of processor time a frame",
                                                                   Double(measured.pixels) / 1e6, Double(measured.spans) / 1e3, measured.processor * 1000)
    }

    /// A scene's frames as measured: the best round's median wall time and the best round's processor
    /// time (every thread's) per frame, in seconds; and the pixels and spans one frame wrote.
    struct Measured {
        var median: Double
        var processor: Double
        var pixels: Int
        var spans: Int
    }

    /// The median time of `frames` window frames of `scene`, best of `rounds` (after one warm-up frame that fills the
    /// glyph and shape caches, as the window's first frame does), the least processor time per frame of
    /// the rounds, and the pixels and spans a frame's shapes wrote; seen through `vision` if given,
    /// magnified through `zoom` (Full Screen Zoom's region filling the picture) if given, and with
    /// `extra`'s list (another technology's overlay, built each frame) drawn over the overlays.
    /// With `focusMoving` VoiceOver's cursor moves to the next element every frame (as a user swiping
    /// through), and the renderer keeps its last frame (`keepsFrame`), so a frame blends and filters
    /// only the bands of rows whose shapes changed: the cursor's old and new place. Without it every
    /// frame is the same one drawn from scratch, every band blended, as after a scroll.
    static func medianFrame(_ scene: Scene, overlays: Set<OverlayKind>, frames: Int, assets: AssetLocator,
                            vision: VisionFilter? = nil, zoom: ZoomLens? = nil, focusMoving: Bool = false,
                            extra: (() -> DisplayList)? = nil) throws -> Measured {
        let settings = Settings()
        let size = scene.device.size
        let canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale))
        defer { canvas.close() }
        let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
        defer { renderer.close() }
        renderer.keepsFrame = focusMoving
        let order = NavigationOrder(scene: scene, settings: settings)
        var focused = 0
        var state = AccessibilityOverlay.State(focusedID: order.entries.first?.id)
        // Kept while the tree is the same, as the window keeps it: the frames' tints and the order
        // line are drawn once per tree (`ElementFrameOverlay.reusing(_:for:)`).
        let frameOverlay = ElementFrameOverlay(order: order)
        let viewport = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        let (origin, drawScale) = zoom?.placement(in: viewport) ?? (.zero, scale)
        var pixels = 0, spans = 0
        func frame() {
            if focusMoving, !order.entries.isEmpty {
                focused = (focused + 1) % order.entries.count
                state.focusedID = order.entries[focused].id
            }
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            // The scene, a vision filter over it (before the overlays, as in the window) and the
            // overlays blended in one pass, band by band, as snapshots draw them (`deferBlending`).
            renderer.draw(list, origin: origin, scale: drawScale, viewport: viewport, deferBlending: true)
            if let vision { renderer.apply(vision, in: viewport, pointScale: scale, deferBlending: true) }
            pixels = renderer.statistics.pixels
            spans = renderer.statistics.spans
            let overlay = AccessibilityOverlay(kinds: overlays, order: order, state: state, bounds: Rect(origin: .zero, size: size))
                .displayList(frames: frameOverlay)
            renderer.draw(overlay, origin: origin, scale: drawScale, viewport: viewport, fillBackground: false)
            pixels += renderer.statistics.pixels
            spans += renderer.statistics.spans
            if let extra {
                renderer.draw(extra(), origin: origin, scale: drawScale, viewport: viewport, fillBackground: false)
                pixels += renderer.statistics.pixels
                spans += renderer.statistics.spans
            }
        }
        frame()
        // The best of three rounds' medians, as the engine section takes its best round: on a shared
        // machine a slow round measures the neighbours, not the renderer.
        var best = (median: Double.infinity, processor: Double.infinity)
        for _ in 0..<Self.rounds {
            var times: [Double] = []
            let processorStart = BenchClock.processorSeconds()
            for _ in 0..<frames { times.append(BenchClock.seconds(frame)) }
            let processor = (BenchClock.processorSeconds() - processorStart) / Double(frames)
            best = (min(best.median, times.sorted()[times.count / 2]), min(best.processor, processor))
        }
        return Measured(median: best.median, processor: best.processor, pixels: pixels, spans: spans)
    }
}
