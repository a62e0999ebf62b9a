import AXCore
import CSDL2
import Glibc

/// Draws the window's frame (its passes: the chrome, the scene, what lies over it and the panels)
/// into the window's canvas as cheaply as what changed since the last frame allows, with exactly the
/// bytes of drawing every pass anew. The one place that decides how a frame is drawn:
///
/// - **The kept frame** (most scenes): every pass is recorded and blended in one pass, with the
///   renderer keeping its frame (`DisplayListRenderer.keepsFrame`), so a draw the same as last
///   frame's takes its recorded steps back and a band of rows whose steps did not change is left as
///   it is: VoiceOver moving on a dense grid blends the two or three bands the cursor left and
///   entered, a tree change or a scroll the bands they touch.
/// - **The kept scene** (a scene whose drawing writes the canvas outside the renderer's blend: images
///   and rotated text through SDL, the blur): the renderer forgets its kept frame at each such write,
///   so there is nothing to keep; instead the canvas after the chrome and the scene is copied aside,
///   and a frame where only what lies over the scene changed copies it back and draws the rest.
///
/// Which one is learned from the renderer (`outsideWrites`) each time the scene is drawn, not told by
/// the scenes, so a scene gaining or losing an image changes the way at its next frame.
final class WindowFrame {
    /// How many leading passes are the base the kept scene copies: the chrome and the scene
    /// (`SceneWindow.framePasses`).
    static let basePasses = 2

    /// The last frame's passes and the size of the canvas they were drawn on.
    private(set) var last: (passes: [SceneWindow.FramePass], width: Int, height: Int)?
    /// The canvas after the base passes, and the passes and canvas size it holds (the kept scene).
    private var baseSnapshot: [UInt8] = []
    private var snapshotOf: (passes: ArraySlice<SceneWindow.FramePass>, width: Int, height: Int)?
    /// The base passes wrote the canvas outside the renderer's blend when last drawn.
    private var baseWritesOutsideBlend = false
    /// Frames drawn, and those of them that drew the scene anew (`SceneWindow.Summary`).
    private(set) var drawnFrames = 0, sceneDraws = 0

    /// Draws `passes` into `canvas` with `drawer` (the canvas's renderer); false when they equal the
    /// last frame's on a canvas of the same size (nothing was drawn, nothing to upload).
    func draw(_ passes: [SceneWindow.FramePass], canvas: OffscreenCanvas, drawer: DisplayListRenderer) -> Bool {
        let sameCanvas = last.map { $0.width == canvas.width && $0.height == canvas.height } ?? false
        if sameCanvas, let last, last.passes == passes { return false }
        SDL_RenderSetClipRect(canvas.renderer, nil)
        if baseWritesOutsideBlend {
            drawKeepingScene(passes, canvas: canvas, drawer: drawer)
        } else {
            drawKeepingFrame(passes, canvas: canvas, drawer: drawer)
        }
        last = (passes, canvas.width, canvas.height)
        drawnFrames += 1
        return true
    }

    /// Every pass recorded and blended at once, the renderer keeping its frame.
    private func drawKeepingFrame(_ passes: [SceneWindow.FramePass], canvas: OffscreenCanvas, drawer: DisplayListRenderer) {
        drawer.keepsFrame = true
        snapshotOf = nil
        let before = drawer.outsideWrites
        for (index, pass) in passes.enumerated() {
            let isLast = index == passes.count - 1
            draw(pass, with: drawer, blends: isLast)
            if index == Self.basePasses - 1 {
                baseWritesOutsideBlend = drawer.outsideWrites != before
                // The scene was drawn anew unless its whole recording was the kept one (the renderer
                // compared the lists already; comparing them here too would cost as much again).
                if drawer.statistics.keptItems < pass.list.items.count || pass.list.items.isEmpty { sceneDraws += 1 }
            }
        }
    }

    /// The base passes copied back when unchanged (or drawn and copied aside), then the others, each
    /// blended on its own; the renderer keeps no frame (the copy is written outside its blend).
    private func drawKeepingScene(_ passes: [SceneWindow.FramePass], canvas: OffscreenCanvas, drawer: DisplayListRenderer) {
        drawer.keepsFrame = false
        let surface = canvas.surface.pointee
        let bytes = Int(surface.pitch) * Int(surface.h)
        var first = 0
        if let held = snapshotOf, held.width == canvas.width, held.height == canvas.height,
           held.passes == passes.prefix(Self.basePasses), baseSnapshot.count == bytes {
            drawer.forgetKeptFrame()
            baseSnapshot.withUnsafeBytes { _ = memcpy(surface.pixels, $0.baseAddress!, bytes) }
            first = Self.basePasses
        }
        let before = drawer.outsideWrites
        for (index, pass) in passes.enumerated().dropFirst(first) {
            draw(pass, with: drawer, blends: true)
            if index == Self.basePasses - 1 {
                sceneDraws += 1
                baseWritesOutsideBlend = drawer.outsideWrites != before
                SDL_RenderFlush(canvas.renderer)
                if baseSnapshot.count != bytes { baseSnapshot = [UInt8](repeating: 0, count: bytes) }
                baseSnapshot.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, surface.pixels, bytes) }
                snapshotOf = (passes.prefix(Self.basePasses), canvas.width, canvas.height)
            }
        }
    }

    /// One pass and its vision filter; `blends` false leaves its steps recorded for the next pass's
    /// blend (`deferBlending`), so the frame's passes are blended together, band by band.
    private func draw(_ pass: SceneWindow.FramePass, with drawer: DisplayListRenderer, blends: Bool) {
        drawer.layoutDirection = pass.layoutDirection
        drawer.draw(pass.list, origin: pass.origin, scale: pass.scale, viewport: pass.viewport, fillBackground: pass.fillBackground,
                    deferBlending: !blends || pass.vision != nil, invertsSpared: pass.vision == .smartInvert)
        if let vision = pass.vision {
            drawer.apply(vision, in: pass.viewport, pointScale: pass.scale, deferBlending: !blends)
        }
    }
}
