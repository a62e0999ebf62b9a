import AXCore
import AXEngine
import AXSDL
import AXScenes
import Foundation

/// What a vision filter costs (docs/vision.md): the filter pass alone on each catalog scene's frame at
/// scale 2 (goal: a colour filter adds under 1 ms), the blur's over a new frame and over the frame
/// drawn again (goal: the same, for each), and a whole grid-10000 window frame with its frames and order overlays seen through
/// the slowest colour filter (goal: inside the 8.33 ms of a 120 Hz frame).
struct VisionBench: BenchSection {
    let scenes: [SceneDescriptor]
    let name = "vision"

    func rows(quick: Bool) -> [BenchRow] {
        let frames = quick ? 5 : 15
        guard let assets = try? AssetLocator.locate() else {
            return [BenchRow(section: name, name: "vision", value: 0, unit: "ms", goal: nil, detail: "assets/ not found: set AXSANDBOX_ASSETS")]
        }
        var rows: [BenchRow] = []
        var slowestFilter: VisionFilter?
        do {
            try SDLRuntime.with(.headless) {
                // Each filter over a new frame (for the blur: every row filtered, as after a scroll).
                var slowestColour = (ms: 0.0, processor: 0.0, what: "")
                // The most processor time any colour filter took on any scene, found on its own: the
                // slowest in wall time is often a pass a neighbour's build delayed.
                var mostProcessor = (ms: 0.0, what: "")
                for filter in VisionFilter.all {
                    var worst = (ms: 0.0, processor: 0.0, id: "")
                    // Every scene: a colour filter's cost and the blur's (which skips flat stretches) follow the frame's content.
                    for descriptor in scenes {
                        let pass = try Self.filterPass(filter, on: descriptor.make(), frames: frames, assets: assets, frame: .new)
                        if pass.median * 1000 > worst.ms { worst = (pass.median * 1000, pass.processor * 1000, descriptor.id) }
                        if filter.isPerPixel && pass.processor * 1000 > mostProcessor.ms {
                            mostProcessor = (pass.processor * 1000, "\(filter.name) on \(descriptor.id)")
                        }
                    }
                    if filter.isPerPixel && worst.ms > slowestColour.ms {
                        slowestColour = (worst.ms, worst.processor, "\(filter.name) on \(worst.id)")
                    }
                    // A colour filter's own row is shown for comparison (its goal is the slowest's row below);
                    // the blur's is its only row over a new frame, so it carries the goal itself.
                    rows.append(BenchRow(section: name, name: "filter pass, \(filter.name), slowest catalog frame", value: worst.ms, unit: "ms",
                                         goal: filter.isPerPixel ? nil : .below(1), detail: "\(worst.id), median of \(frames), scale 2, "
                                            + String(format: "%.2f ms of processor time", worst.processor)))
                }
                rows.append(BenchRow(section: name, name: "filter pass, slowest colour filter, catalog frame", value: slowestColour.ms, unit: "ms",
                                     goal: .below(1), detail: slowestColour.what))
                // The same pass in processor time (every lane's): its cost whatever the machine's load.
                rows.append(BenchRow(section: name, name: "filter pass, slowest colour filter, catalog frame, processor time",
                                     value: mostProcessor.ms, unit: "ms", goal: .below(1), detail: mostProcessor.what))
                // The blur over the frame drawn again, as the rendering rows draw a frame: the rows unchanged
                // since its last pass take their kept result (VisionFilterCache). Over every scene.
                let redrawn = "the frame drawn again, as the rendering rows draw it: rows unchanged since the last pass take their kept result"
                var blur = (ms: 0.0, processor: 0.0, id: "")
                for descriptor in scenes {
                    let pass = try Self.filterPass(.blurredVision, on: descriptor.make(), frames: frames, assets: assets, frame: .redrawn)
                    if pass.median * 1000 > blur.ms { blur = (pass.median * 1000, pass.processor * 1000, descriptor.id) }
                }
                // The blur over a scrolled frame: the rows that moved take the kept result of the rows
                // they were (VisionFilterCache); the rows that came in and those near the fixed bar are blurred.
                var scrolled = (ms: 0.0, processor: 0.0, id: "")
                for descriptor in scenes {
                    let pass = try Self.filterPass(.blurredVision, on: descriptor.make(), frames: frames, assets: assets, frame: .scrolled)
                    if pass.median * 1000 > scrolled.ms { scrolled = (pass.median * 1000, pass.processor * 1000, descriptor.id) }
                }
                rows.append(BenchRow(section: name, name: "filter pass, blurred-vision, catalog frame", value: blur.ms, unit: "ms",
                                     goal: .below(1), detail: "\(blur.id); " + redrawn))
                rows.append(BenchRow(section: name, name: "filter pass, blurred-vision, catalog frame, processor time", value: blur.processor,
                                     unit: "ms", goal: .below(1), detail: blur.id))
                rows.append(BenchRow(section: name, name: "filter pass, blurred-vision, scrolled catalog frame", value: scrolled.ms, unit: "ms",
                                     goal: nil, detail: "\(scrolled.id); for comparison: everything below the top \(Int(Self.scrollBar)) points "
                                        + "moves \(Int(Self.scrollStep)) points each frame, as a list scrolls under a fixed bar; "
                                        + String(format: "%.2f ms of processor time", scrolled.processor)))
                let grid = GridScene(count: 10_000)
                var slowest: (measured: RenderBench.Measured, filter: VisionFilter)?
                for filter in VisionFilter.all where filter.isPerPixel {
                    let measured = try RenderBench.medianFrame(grid, overlays: [.frames, .order, .cursor], frames: frames, assets: assets, vision: filter)
                    if slowest == nil || measured.median > slowest!.measured.median { slowest = (measured, filter) }
                }
                if let slowest {
                    rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, slowest colour filter",
                                         value: slowest.measured.median * 1000, unit: "ms", goal: .below(8.33),
                                         detail: "\(slowest.filter.name); drawn from scratch, every band blended and filtered (as after a scroll); "
                                            + RenderBench.detail(frames: frames, slowest.measured)))
                    rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, slowest colour filter, processor time",
                                         value: slowest.measured.processor * 1000, unit: "ms", goal: .below(8.33),
                                         detail: "\(slowest.filter.name); every thread's processor time per frame"))
                    // The same frame without a filter, measured alongside: the filter's share is the difference.
                    let plain = try RenderBench.medianFrame(grid, overlays: [.frames, .order, .cursor], frames: frames, assets: assets)
                    rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, no filter, processor time",
                                         value: plain.processor * 1000, unit: "ms", goal: nil,
                                         detail: "for comparison; " + RenderBench.detail(frames: frames, plain)))
                    // VoiceOver moving through the filtered grid: the renderer keeps its frame, so the
                    // changed bands alone are blended and filtered.
                    let moving = try RenderBench.medianFrame(grid, overlays: [.frames, .order, .cursor], frames: frames, assets: assets,
                                                             vision: slowest.filter, focusMoving: true)
                    rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, slowest colour filter, focus moving",
                                         value: moving.median * 1000, unit: "ms", goal: .below(8.33),
                                         detail: "\(slowest.filter.name); " + RenderBench.movingDetail + RenderBench.detail(frames: frames, moving)))
                    rows.append(BenchRow(section: name, name: "frame, grid-10000, frames and order overlays, slowest colour filter, focus moving, processor time",
                                         value: moving.processor * 1000, unit: "ms", goal: .below(8.33),
                                         detail: "\(slowest.filter.name); every thread's processor time per frame"))
                    // The same through the real window (`WindowFrameBench`), outside this headless runtime.
                    slowestFilter = slowest.filter
                }
            }
        } catch {
            rows.append(BenchRow(section: name, name: "vision", value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)"))
        }
        if let filter = slowestFilter {
            do {
                let window = try WindowFrameBench.measure(GridScene(count: 10_000), vision: filter, frames: frames, assets: assets)
                let detail = WindowFrameBench.detail(frames: frames, width: window.width, height: window.height, processor: window.processor)
                rows.append(BenchRow(section: name, name: "window frame, grid-10000, frames and order overlays, slowest colour filter, focus moving",
                                     value: window.median * 1000, unit: "ms", goal: .below(8.33), detail: "\(filter.name); " + detail))
                rows.append(BenchRow(section: name,
                                     name: "window frame, grid-10000, frames and order overlays, slowest colour filter, focus moving, processor time",
                                     value: window.processor * 1000, unit: "ms", goal: .below(8.33),
                                     detail: "\(filter.name); every thread's processor time per frame"))
                // Smart Invert's window frame: it also asks the scene what it spares, every frame.
                let inverted = try WindowFrameBench.measure(GridScene(count: 10_000), vision: .smartInvert, frames: frames, assets: assets)
                rows.append(BenchRow(section: name, name: "window frame, grid-10000, frames and order overlays, smart-invert, focus moving",
                                     value: inverted.median * 1000, unit: "ms", goal: .below(8.33),
                                     detail: "smart-invert, which also asks the scene for the places it spares each frame; "
                                        + WindowFrameBench.detail(frames: frames, width: inverted.width, height: inverted.height,
                                                                  processor: inverted.processor)))
                rows.append(BenchRow(section: name, name: "window frame, grid-10000, frames and order overlays, smart-invert, focus moving, processor time",
                                     value: inverted.processor * 1000, unit: "ms", goal: .below(8.33),
                                     detail: "smart-invert; every thread's processor time per frame"))
            } catch {
                rows.append(BenchRow(section: name, name: "window frame", value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)"))
            }
        }
        return rows
    }

    /// The median time, best of `RenderBench.rounds`, of `filter`'s pass over `scene`'s frame, and the
    /// least processor time a pass took in a round, in seconds; the frame is drawn again (untimed)
    /// before each pass so every pass filters the same pixels. With `newFrame` the renderer forgets the
    /// frame it filtered last (untimed), so every pass filters every row, as on a frame all new.
    /// What each measured pass filters: a frame the filter has not seen (every row filtered, as after
    /// a new screen), the same frame drawn again, or the frame scrolled since the last pass.
    enum FrameKind { case new, redrawn, scrolled }

    /// The height of the bar a scrolled frame keeps still, and how far the rest moves each frame, in points.
    static let scrollBar = 100.0, scrollStep = 40.0

    static func filterPass(_ filter: VisionFilter, on scene: Scene, frames: Int, assets: AssetLocator,
                           frame kind: FrameKind) throws -> (median: Double, processor: Double) {
        let settings = Settings(), scale = RenderBench.scale
        let size = scene.device.size
        let canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale))
        defer { canvas.close() }
        let renderer = DisplayListRenderer(canvas: canvas, assets: assets)
        defer { renderer.close() }
        let viewport = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        var list = DisplayList()
        scene.draw(into: &list, settings: settings, time: 0)
        // A scrolled frame: the bar drawn still, the rest moved up by `offset`.
        func scrolled(by offset: Double) -> DisplayList {
            var frame = DisplayList(background: list.background)
            frame.clipped(to: Rect(x: 0, y: 0, width: size.width, height: Self.scrollBar)) { $0.append(contentsOf: list) }
            frame.clipped(to: Rect(x: 0, y: Self.scrollBar, width: size.width, height: size.height - Self.scrollBar)) { below in
                below.withTransform(.translation(x: 0, y: -offset)) { $0.append(contentsOf: list) }
            }
            return frame
        }
        let lists = kind == .scrolled ? [scrolled(by: 0), scrolled(by: Self.scrollStep)] : [list]
        var best = (median: Double.infinity, processor: Double.infinity)
        for _ in 0..<RenderBench.rounds {
            var times: [Double] = []
            var processor = 0.0
            for index in 0..<frames {
                renderer.draw(lists[index % lists.count], scale: scale, viewport: viewport, invertsSpared: filter == .smartInvert)
                if kind == .new { renderer.forgetFilteredFrame() }
                let start = BenchClock.processorSeconds()
                times.append(BenchClock.seconds { renderer.apply(filter, in: viewport, pointScale: scale) })
                processor += BenchClock.processorSeconds() - start
            }
            best = (min(best.median, times.sorted()[times.count / 2]), min(best.processor, processor / Double(frames)))
        }
        return best
    }
}
