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
                                     unit: "ms", goal: .below(8.33), detail: RenderBench.detail(frames: frames, grid)))
                // In processor time (every lane's): the frame's cost whatever the machine's load.
                rows.append(BenchRow(section: name, name: "zoomed frame, 2×, grid-10000, frames and order overlays, processor time",
                                     value: grid.processor * 1000, unit: "ms", goal: .below(8.33), detail: "every thread's processor time per frame"))
            }
        } catch {
            rows.append(BenchRow(section: name, name: "zoom", value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)"))
        }
        return rows
    }

    /// A Full Screen Zoom frame of `scene` at 2× around its first element, as `RenderBench` measures
    /// a frame: the scene's drawing and the overlays, magnified into the picture.
    static func zoomedFrame(_ scene: Scene, overlays: Set<OverlayKind>, frames: Int, assets: AssetLocator) throws -> RenderBench.Measured {
        let first = NavigationOrder(scene: scene, settings: Settings()).entries.first
        let lens = ZoomLens(mode: .fullScreen, level: ZoomSettings.defaultLevel, center: first?.element.frame.center ?? scene.device.bounds.center,
                            screen: scene.device.size)
        return try RenderBench.medianFrame(scene, overlays: overlays, frames: frames, assets: assets, zoom: lens)
    }
}
