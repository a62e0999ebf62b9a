import CSDL2

/// The window's frame as the snapshots draw it: an `OffscreenCanvas` the size of the window's pixels,
/// drawn by a `DisplayListRenderer`, uploaded to one streaming texture and shown. The window shows
/// exactly the pixels `snapshot` would write, whichever renderer SDL picked for the window, and the
/// screenshot is the canvas itself.
final class WindowCanvas {
    private let windowRenderer: OpaquePointer
    private let assets: AssetLocator
    private(set) var canvas: OffscreenCanvas?
    private(set) var drawer: DisplayListRenderer?
    private var texture: OpaquePointer?

    init(windowRenderer: OpaquePointer, assets: AssetLocator) {
        self.windowRenderer = windowRenderer; self.assets = assets
    }

    /// The canvas and its drawer for a window of `width`×`height` pixels, made anew when the size
    /// changes (the drawer's caches belong to the canvas's renderer).
    func prepare(width: Int, height: Int) throws -> (OffscreenCanvas, DisplayListRenderer) {
        if let canvas, let drawer, canvas.width == width, canvas.height == height { return (canvas, drawer) }
        close()
        let canvas = try OffscreenCanvas(width: max(1, width), height: max(1, height))
        guard let texture = SDL_CreateTexture(windowRenderer, UInt32(SDL_PIXELFORMAT_RGB888.rawValue),
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(canvas.width), Int32(canvas.height)) else {
            canvas.close()
            throw SDLError.last("SDL_CreateTexture")
        }
        let drawer = DisplayListRenderer(canvas: canvas, assets: assets)
        self.canvas = canvas; self.drawer = drawer; self.texture = texture
        return (canvas, drawer)
    }

    /// Uploads the canvas and draws it over the whole window (present is the caller's).
    func show() {
        guard let canvas, let texture else { return }
        SDL_RenderFlush(canvas.renderer)
        SDL_UpdateTexture(texture, nil, canvas.surface.pointee.pixels, canvas.surface.pointee.pitch)
        SDL_RenderCopy(windowRenderer, texture, nil, nil)
    }

    /// Releases the drawer, the texture and the canvas, in that order. Idempotent.
    func close() {
        drawer?.close(); drawer = nil
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        canvas?.close(); canvas = nil
    }
}
