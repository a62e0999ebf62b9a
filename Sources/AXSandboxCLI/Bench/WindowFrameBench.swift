import AXCore
import AXEngine
import AXSDL
import AXScenes
import Foundation

/// The window's own frame (`SceneWindow`, on SDL's offscreen driver, so no display is needed): what a
/// frame of the real window costs from reading its events to its canvas drawn, the display lists of
/// the chrome, the scene, the overlays and the panels built and drawn the way the window draws them
/// (`WindowFrame`: the renderer's kept frame). VoiceOver moves to the next element before each frame,
/// so the scene stays as it was and the cursor, the inspector's rows and the captions change.
/// Uploading the canvas to the window's texture and presenting it are SDL's and not counted.
enum WindowFrameBench {
    /// Window points per scene point, as the rendering section's scale 2.
    static let scale = 2.0
    /// Frames drawn before timing: the first fills the renderer's caches and the kept frame.
    static let warmUp = 3

    /// The median wall time of `frames` window frames, best of `RenderBench.rounds`, the least
    /// processor time (every thread's) per frame of the rounds, and the canvas's size.
    static func measure(_ scene: Scene, vision: VisionFilter? = nil, frames: Int, assets: AssetLocator) throws
        -> (median: Double, processor: Double, width: Int, height: Int) {
        let driver = SessionSceneDriver(session: Session(scene: scene))
        let total = warmUp + frames * RenderBench.rounds
        var options = SceneWindow.Options(scale: scale, exitAfterFrames: total, overlays: [.frames, .order, .cursor], sound: false, vision: vision)
        var start = (wall: ContinuousClock().now, processor: 0.0)
        var times: [Double] = [], processor: [Double] = []
        var size = (0, 0)
        options.beforeFrame = { frame in
            driver.perform(.voiceOver(frame == 0 ? .voiceOverOn : .next))
            start = (ContinuousClock().now, BenchClock.processorSeconds())
        }
        options.afterFrame = { canvas, _, _ in
            size = (canvas.width, canvas.height)
            times.append(BenchClock.elapsed(since: start.wall))
            processor.append(BenchClock.processorSeconds() - start.processor)
        }
        _ = try SDLRuntime.with(.headless) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        var best = (median: Double.infinity, processor: Double.infinity)
        for round in 0..<RenderBench.rounds {
            let range = (warmUp + round * frames)..<min(times.count, warmUp + (round + 1) * frames)
            guard !range.isEmpty else { continue }
            let wall = times[range].sorted()
            best = (min(best.median, wall[wall.count / 2]), min(best.processor, processor[range].reduce(0, +) / Double(range.count)))
        }
        return (best.median, best.processor, size.0, size.1)
    }

    /// The rows' detail: what changes between frames, and how it was measured.
    static func detail(frames: Int, width: Int, height: Int, processor: Double) -> String {
        "the real window's frame (SceneWindow, offscreen driver, \(width)×\(height) px canvas at window scale 2): VoiceOver moves "
            + "to the next element each frame, so the cursor, the inspector and the captions change and the scene does not; "
            + "events read to canvas drawn, upload and present not counted; best of \(RenderBench.rounds) medians of \(frames); "
            + String(format: "%.2f ms of processor time a frame", processor * 1000)
    }
}
