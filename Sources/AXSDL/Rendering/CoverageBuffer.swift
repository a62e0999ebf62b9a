import AXCore
import CSDL2
import Glibc

/// A run of device pixels with one colour and coverage: rows `y0..<y1`, columns `x0..<x1`. Every
/// fill and stroke becomes these (see `CoverageRasterizer`); they never overlap within one shape.
///
/// Twelve bytes: a frame reads a hundred thousand or more of these from the shape cache, so their
/// size is memory traffic. 16-bit coordinates hold any canvas (at most 16,384 pixels a side); parts
/// further off the canvas are clamped, which the clip would cut anyway.
struct PixelSpan {
    var x0: Int16, y0: Int16, x1: Int16, y1: Int16
    /// The colour with its alpha already multiplied by the pixel coverage.
    var color: SDL_Color
}

/// The spans of the shapes drawn since the last flush, blended straight into the canvas's pixels.
///
/// SDL's software renderer sets up every triangle of `SDL_RenderGeometry` at a cost far above
/// blending the few pixels an anti-aliased edge run covers, and anti-aliased shapes are mostly such
/// runs. Writing the pixels here instead makes a frame cost what it covers. Text and images still go
/// through SDL (glyph textures blitted by the renderer), so the renderer flushes SDL's queue before
/// blending and flushes these spans before anything SDL draws: the order of the display list holds.
struct CoverageBuffer {
    private(set) var spans: [PixelSpan] = []

    init() { spans.reserveCapacity(4096) }

    var isEmpty: Bool { spans.isEmpty }
    var count: Int { spans.count }

    @inline(__always)
    mutating func span(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: SDL_Color) {
        spans.append(PixelSpan(x0: Int16(clamping: x0), y0: Int16(clamping: y0), x1: Int16(clamping: x1), y1: Int16(clamping: y1), color: color))
    }

    /// The spans appended since `start` (to keep a shape's spans for later frames).
    func spans(from start: Int) -> [PixelSpan] { Array(spans[start...]) }

    /// Blends every span into `target` within `clip`, in order, and empties the buffer (keeping its
    /// storage). Returns how many pixels were written.
    @discardableResult
    mutating func flush(into target: PixelTarget, clip: SDL_Rect) -> Int {
        guard !spans.isEmpty else { return 0 }
        let written = spans.withUnsafeBufferPointer { Self.blend($0, into: target, clip: clip) }
        spans.removeAll(keepingCapacity: true)
        return written
    }

    /// Blends `spans` into `target` within `clip`, in order; returns how many pixels were written.
    static func blend(_ spans: UnsafeBufferPointer<PixelSpan>, into target: PixelTarget, clip: SDL_Rect) -> Int {
        let cx0 = max(0, clip.x), cy0 = max(0, clip.y)
        let cx1 = min(Int32(target.width), clip.x + clip.w), cy1 = min(Int32(target.height), clip.y + clip.h)
        guard cx0 < cx1, cy0 < cy1 else { return 0 }
        var written = 0
        for span in spans {
            let x0 = max(Int32(span.x0), cx0), x1 = min(Int32(span.x1), cx1), y0 = max(Int32(span.y0), cy0), y1 = min(Int32(span.y1), cy1)
            guard x0 < x1, y0 < y1 else { continue }
            written += Int(x1 - x0) * Int(y1 - y0)
            let ink = PixelTarget.Ink(x0: Int(x0), x1: Int(x1), color: span.color)
            for y in Int(y0)..<Int(y1) { target.blend(row: y, ink) }
        }
        return written
    }
}

/// The 32-bit XRGB pixels of an SDL surface (the canvas everything is drawn on), blended into with
/// source-over: the same arithmetic SDL's blend mode uses, so shapes and text composite alike.
struct PixelTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels per row (the surface pitch in 32-bit words).
    let stride: Int
    let width: Int
    let height: Int

    init(surface: UnsafeMutablePointer<SDL_Surface>) {
        pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        stride = Int(surface.pointee.pitch) / 4
        width = Int(surface.pointee.w); height = Int(surface.pointee.h)
    }

    /// A span's columns and colour, with what blending it needs worked out once for all its rows.
    struct Ink {
        var x0: Int, x1: Int
        /// 255: the pixels are replaced by `opaque`; else blended with weight `alpha`.
        var alpha: UInt32
        var opaque: UInt32
        /// Each channel × alpha + 128: the source half of the blend, rounded.
        var r: UInt32, g: UInt32, b: UInt32

        init(x0: Int, x1: Int, color: SDL_Color) {
            self.x0 = x0; self.x1 = x1
            let a = UInt32(color.a)
            alpha = a
            opaque = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            r = UInt32(color.r) * a + 128; g = UInt32(color.g) * a + 128; b = UInt32(color.b) * a + 128
        }
    }

    /// Blends one row of an ink.
    @inline(__always)
    func blend(row y: Int, _ ink: Ink) {
        let count = ink.x1 - ink.x0
        let start = pixels + y * stride + ink.x0
        if ink.alpha == 255 {
            if count <= 8 {
                for x in 0..<count { start[x] = ink.opaque }
            } else {
                // glibc's wmemset writes 32-bit words with wide stores.
                _ = wmemset(UnsafeMutableRawPointer(start).assumingMemoryBound(to: wchar_t.self), wchar_t(bitPattern: ink.opaque), count)
            }
        } else if ink.alpha > 0 {
            Self.mix(start, count: count, ink)
        }
    }

    /// dst·(255 − a) + src·a, rounded and divided by 255 per channel, four pixels at a time:
    /// (x + 128 + ((x + 128) >> 8)) >> 8 is round(x / 255) exactly for these sums, with no division.
    @inline(__always)
    private static func mix(_ start: UnsafeMutablePointer<UInt32>, count: Int, _ ink: Ink) {
        let inverse = 255 - ink.alpha
        if count < 4 {
            for x in 0..<count {
                let d = start[x]
                var r = ((d >> 16) & 0xFF) * inverse + ink.r, g = ((d >> 8) & 0xFF) * inverse + ink.g, b = (d & 0xFF) * inverse + ink.b
                r = (r + (r >> 8)) >> 8; g = (g + (g >> 8)) >> 8; b = (b + (b >> 8)) >> 8
                start[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
            return
        }
        // Four pixels as sixteen bytes (B, G, R, X each), widened to 16-bit lanes two pixels at a time.
        let inv = SIMD8<UInt16>(repeating: UInt16(inverse))
        let source = SIMD8<UInt16>(UInt16(ink.b), UInt16(ink.g), UInt16(ink.r), 0, UInt16(ink.b), UInt16(ink.g), UInt16(ink.r), 0)
        let solid = SIMD4<UInt32>(repeating: 0xFF00_0000)
        @inline(__always) func two(_ d: SIMD8<UInt8>) -> SIMD8<UInt8> {
            var x = SIMD8<UInt16>(truncatingIfNeeded: d) &* inv &+ source
            x = (x &+ (x &>> 8)) &>> 8
            return SIMD8<UInt8>(truncatingIfNeeded: x)
        }
        @inline(__always) func four(_ d: SIMD16<UInt8>) -> SIMD16<UInt8> {
            let mixed = SIMD16<UInt8>(lowHalf: two(d.lowHalf), highHalf: two(d.highHalf))
            return unsafeBitCast(unsafeBitCast(mixed, to: SIMD4<UInt32>.self) | solid, to: SIMD16<UInt8>.self)
        }
        let raw = UnsafeMutableRawPointer(start)
        var offset = 0
        while offset + 4 <= count {
            raw.storeBytes(of: four(raw.loadUnaligned(fromByteOffset: offset * 4, as: SIMD16<UInt8>.self)),
                           toByteOffset: offset * 4, as: SIMD16<UInt8>.self)
            offset += 4
        }
        if offset < count {
            // The last one to three pixels, through the same four-wide mix.
            var tail = SIMD4<UInt32>(repeating: 0)
            for i in 0..<(count - offset) { tail[i] = start[offset + i] }
            let mixed = unsafeBitCast(four(unsafeBitCast(tail, to: SIMD16<UInt8>.self)), to: SIMD4<UInt32>.self)
            for i in 0..<(count - offset) { start[offset + i] = mixed[i] }
        }
    }
}

extension SDL_Color {
    /// An AXCore colour with its alpha multiplied by `opacity`.
    init(_ color: Color, opacity: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha * opacity))
    }

    func withAlpha(_ a: UInt8) -> SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }

    /// The four channels in one word, for hashing.
    var packed: UInt32 { UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a) }
}
