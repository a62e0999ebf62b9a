import AXCore
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

    /// The largest side, in pixels, a canvas may have (SDL's software renderer's own limit).
    package static let maximumSide = 16384

    package init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw SDLError(operation: "OffscreenCanvas", message: "size \(width)×\(height) is outside 1…\(Self.maximumSide)")
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

    /// Writes the pixels drawn so far as a PNG at `path` (`PixelBuffer.writePNG(to:)`).
    package func savePNG(to path: String) throws {
        try pixels().writePNG(to: path)
    }

    /// Destroys the renderer and the surface. Idempotent.
    package func close() {
        guard !closed else { return }
        closed = true
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}

/// A picture that would be larger than a canvas may be (`OffscreenCanvas.maximumSide` pixels a
/// side): a scene's device, with its legend, at the scale asked for. Says the size, the limit and the
/// largest scale that fits, so the command line can say what to lower.
package struct PictureTooLarge: Error, CustomStringConvertible {
    /// The picture's size in pixels.
    package var width: Int, height: Int
    /// Its size in points (the scene, with the legend when overlays are drawn).
    package var points: Size
    /// The pixels per point asked for.
    package var scale: Double

    /// The largest scale, in hundredths, at which the picture fits.
    package var largestScale: Double {
        (Double(OffscreenCanvas.maximumSide) / max(points.width, points.height) * 100).rounded(.down) / 100
    }

    package var description: String {
        "the picture would be \(width)×\(height) pixels (\(points) points at scale \(Format.number(scale))), "
            + "more than the \(OffscreenCanvas.maximumSide) pixels a side a picture may have"
    }
}
