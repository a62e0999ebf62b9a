import CSDL2
import CSDL2Image

/// A software renderer drawing into an in-memory surface: snapshots, tests and the benchmark.
///
/// The software renderer is pixel-identical across video drivers, which keeps reference images stable.
/// The surface has no alpha channel: snapshots are opaque, as a screen is.
/// Create and close it inside `SDLRuntime.with`.
package final class OffscreenCanvas {
    package let width: Int
    package let height: Int
    package let surface: UnsafeMutablePointer<SDL_Surface>
    package let renderer: OpaquePointer
    private var closed = false

    package init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw SDLError(operation: "OffscreenCanvas", message: "size \(width)×\(height) is outside 1…16384")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, UInt32(SDL_PIXELFORMAT_RGB888.rawValue)) else {
            throw SDLError.last("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.last("SDL_CreateSoftwareRenderer")
        }
        self.width = width; self.height = height; self.surface = surface; self.renderer = renderer
    }

    /// The pixels drawn so far.
    package func pixels() throws -> PixelBuffer {
        SDL_RenderFlush(renderer)
        return try PixelBuffer(surface: surface)
    }

    package func savePNG(to path: String) throws {
        SDL_RenderFlush(renderer)
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError.last("IMG_SavePNG(\(path))") }
    }

    /// Destroys the renderer and the surface. Idempotent.
    package func close() {
        guard !closed else { return }
        closed = true
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}
