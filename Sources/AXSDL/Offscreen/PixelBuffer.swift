import AXCore
import CSDL2
import CSDL2Image

/// An RGBA image in memory: what snapshots produce and tests inspect, independent of SDL objects.
package struct PixelBuffer: Equatable, Sendable {
    /// One pixel, 8 bits per channel, straight alpha.
    package struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
        package var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        package init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }
        package var description: String { "rgba(\(r), \(g), \(b), \(a))" }

        /// The largest difference over the four channels.
        package func maxChannelDifference(to other: RGBA) -> Int {
            max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
        }
    }

    package let width: Int
    package let height: Int
    /// Rows top to bottom, 4 bytes a pixel in R, G, B, A order.
    package private(set) var bytes: [UInt8]

    package init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "pixel data does not match \(width)×\(height)")
        self.width = width; self.height = height; self.bytes = bytes
    }

    package init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        self.init(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
        for i in 0..<(width * height) { set(i % width, i / width, fill) }
    }

    package subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    package mutating func set(_ x: Int, _ y: Int, _ p: RGBA) {
        let i = (y * width + x) * 4
        bytes[i] = p.r; bytes[i + 1] = p.g; bytes[i + 2] = p.b; bytes[i + 3] = p.a
    }

    /// Copies any SDL surface, converting its format.
    package init(surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let converted = SDL_ConvertSurfaceFormat(surface, AX_SDL_PIXELFORMAT_RGBA32, 0) else {
            throw SDLError.last("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        if SDL_LockSurface(converted) == 0 {
            let source = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            bytes.withUnsafeMutableBufferPointer { target in
                for y in 0..<h {
                    (target.baseAddress! + y * w * 4).update(from: source + y * pitch, count: w * 4)
                }
            }
            SDL_UnlockSurface(converted)
        }
        self.init(width: w, height: h, bytes: bytes)
    }

    /// Reads a PNG (any format SDL2_image reads). Needs `IMG_Init`, e.g. inside `SDLRuntime.with`.
    package init(contentsOfPNG path: String) throws {
        guard let surface = IMG_Load(path) else { throw SDLError.last("IMG_Load(\(path))") }
        defer { SDL_FreeSurface(surface) }
        try self.init(surface: surface)
    }

    /// Writes the pixels as a PNG at `path` (see `OutputFile` for how: a failed write is an error,
    /// never a truncated file).
    package func writePNG(to path: String) throws {
        try writePNG(to: OutputFile(path: path))
    }

    /// Writes the pixels as a PNG to `output`: encoded in memory, then written whole.
    package func writePNG(to output: OutputFile) throws {
        try output.write(pngBytes())
    }

    /// The pixels as PNG bytes, for pages that embed their images and for files (`writePNG`).
    /// Encoded into a buffer that grows as SDL_image writes, not one sized for the raw pixels: a PNG
    /// is usually far smaller, and the largest picture's raw pixels are a gigabyte.
    package func pngBytes() throws -> [UInt8] {
        let sink = PNGSink()
        guard let stream = SDL_AllocRW() else { throw SDLError.last("SDL_AllocRW") }
        defer { SDL_FreeRW(stream) }
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        stream.pointee.write = { context, pointer, size, count in
            guard let pointer, let data = context?.pointee.hidden.unknown.data1 else { return 0 }
            Unmanaged<PNGSink>.fromOpaque(data).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
            return count
        }
        // Only the position is ever asked for (a seek of 0 from the current one): the bytes so far.
        stream.pointee.seek = { context, offset, whence in
            guard offset == 0, whence == RW_SEEK_CUR, let data = context?.pointee.hidden.unknown.data1 else { return -1 }
            return Int64(Unmanaged<PNGSink>.fromOpaque(data).takeUnretainedValue().bytes.count)
        }
        stream.pointee.size = { _ in -1 }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.close = { _ in 0 }
        let status = withExtendedLifetime(sink) { withSurface { IMG_SavePNG_RW($0, stream, 0) } }
        guard status == 0, !sink.bytes.isEmpty else { throw SDLError.last("IMG_SavePNG_RW") }
        return sink.bytes
    }

    /// An SDL surface over the pixels, for SDL2_image's writers, which only read it (so no copy).
    private func withSurface(_ body: (UnsafeMutablePointer<SDL_Surface>) -> Int32) -> Int32 {
        bytes.withUnsafeBytes { raw in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: raw.baseAddress), Int32(width),
                                                                  Int32(height), 32, Int32(width * 4), AX_SDL_PIXELFORMAT_RGBA32) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return body(surface)
        }
    }

    /// The pixels of a sub-rectangle (clamped to the image).
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> PixelBuffer {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        var result = PixelBuffer(width: max(0, x1 - x0), height: max(0, y1 - y0))
        for yy in y0..<max(y0, y1) { for xx in x0..<max(x0, x1) { result.set(xx - x0, yy - y0, self[xx, yy]) } }
        return result
    }

    /// The pixels through `filter` (`VisionFilter.apply`), `pointScale` pixels a point.
    package func applying(_ filter: VisionFilter, pointScale: Double) -> PixelBuffer {
        var result = self
        let area = PixelArea(x: 0, y: 0, width: width, height: height)
        result.bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            filter.apply(to: base, rowBytes: width * 4, order: .rgba, area: area, pointScale: pointScale)
        }
        return result
    }

    /// How many pixels in the rectangle satisfy `predicate`.
    package func count(inX xs: Range<Int>, y ys: Range<Int>, where predicate: (RGBA) -> Bool) -> Int {
        var n = 0
        for y in ys.clamped(to: 0..<height) { for x in xs.clamped(to: 0..<width) where predicate(self[x, y]) { n += 1 } }
        return n
    }
}

/// Where `PixelBuffer.pngBytes()` collects what SDL_image writes.
private final class PNGSink {
    var bytes: [UInt8] = []
}
