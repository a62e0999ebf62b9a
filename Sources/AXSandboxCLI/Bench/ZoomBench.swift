import AXCore
import AXEngine
import AXSDL
import AXScenes
import Foundation

/// What a Zoom frame costs (docs/vision.md#zoom): the scene drawn again at 2× into the whole picture,
/// around its first element as Follow Focus puts it, with the frames and order overlays magnified
/// too, for the slowest catalog scene and for grid-10000, against the 8.33 ms of a 120 Hz frame.
struct ZoomBench: BenchSection {
    let scenes: [SceneDescriptor]
    let name = "zoom"

    func rows(quick: Bool) -> [BenchRow] {
        let frames = quick ? 5 : 15
        guard let assets = try? AssetLocator.locate() else {
            return [BenchRow(section: name, name: "zoom", value: 0, unit: "ms", goal: nil, detail: "assets/ not found: set AXSANDBOX_ASSETS")]
        }
        var rows: [BenchRow] = []
        do {
            try SDLRuntime.with(.headless) {
                var slowest = (ms: 0.0, processor: 0.0, id: "")
                for descriptor in scenes {
                    let frame = try Self.zoomedFrame(descriptor.make(), overlays: [.cursor], frames: frames, assets: assets)
                    if frame.median * 1000 > slowest.ms { slowest = (frame.median * 1000, frame.processor * 1000, descriptor.id) }
                }
                let detail = "median of \(frames), best of \(RenderBench.rounds) rounds, scale \(Format.number(RenderBench.scale))"
                rows.append(BenchRow(section: name, name: "zoomed frame, 2×, slowest catalog scene", value: slowest.ms, unit: "ms",
                                     goal: .below(8.33), detail: "\(slowest.id), cursor overlay, " + detail))
                rows.append(BenchRow(section: name, name: "zoomed frame, 2×, slowest catalog scene, processor time", value: slowest.processor,
                                     unit: "ms", goal: .below(8.33), detail: "\(slowest.id); every thread's processor time per frame"))
                let grid = try Self.zoomedFrame(GridScene(count: 10_000), overlays: [.frames, .order, .cursor], frames: frames, assets: assets)
                rows.append(BenchRow(section: name, name: "zoomed frame, 2×, grid-10000, frames and order overlays", value: grid.median * 1000,
                                     unit: "ms", goal: .below(8.33), detail: detail))
                // In processor time (every lane's): the frame's cost whatever the machine's load.
                rows.append(BenchRow(section: name, name: "zoomed frame, 2×, grid-10000, frames and order overlays, processor time",
                                     value: grid.processor * 1000, unit: "ms", goal: .below(8.33), detail: "every thread's processor time per frame"))
            }
        } catch {
            rows.append(BenchRow(section: name, name: "zoom", value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)"))
        }
        return rows
    }

    /// The median time, best of `RenderBench.rounds`, of a Full Screen Zoom frame of `scene` at 2×
    /// around its first element (the scene's drawing and the overlays, magnified into the picture),
    /// and the least processor time per frame of the rounds, in seconds.
    static func zoomedFrame(_ scene: Scene, overlays: Set<OverlayKind>, frames: Int, assets: AssetLocator) throws -> (median: Double, processor: Double) {
        let settings = Settings(), scale = RenderBench.scale
        let size = scene.device.size
        let canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale))
        defer { canvas.close() }
        let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
        defer { renderer.close() }
        let order = NavigationOrder(scene: scene, settings: settings)
        let first = order.entries.first
        let lens = ZoomLens(mode: .fullScreen, level: ZoomSettings.defaultLevel, center: first?.element.frame.center ?? scene.device.bounds.center,
                            screen: size)
        let viewport = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        let (origin, magnified) = lens.placement(in: viewport)
        let state = AccessibilityOverlay.State(focusedID: first?.id)
        func frame() {
            var list = DisplayList()
            scene.draw(into: &list, settings: settings, time: 0)
            renderer.draw(list, origin: origin, scale: magnified, viewport: viewport)
            let overlay = AccessibilityOverlay(kinds: overlays, order: order, state: state, bounds: Rect(origin: .zero, size: size)).displayList()
            renderer.draw(overlay, origin: origin, scale: magnified, viewport: viewport, fillBackground: false)
        }
        frame()
        var best = (median: Double.infinity, processor: Double.infinity)
        for _ in 0..<RenderBench.rounds {
            var times: [Double] = []
            let start = BenchClock.processorSeconds()
            for _ in 0..<frames { times.append(BenchClock.seconds(frame)) }
            let processor = (BenchClock.processorSeconds() - start) / Double(frames)
            best = (min(best.median, times.sorted()[times.count / 2]), min(best.processor, processor))
        }
        return best
    }
}
