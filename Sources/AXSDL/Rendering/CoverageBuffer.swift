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

/// The spans the rasterizer emits for one shape, taken as an array for the shape cache and the
/// frame's `BlendPlan`; the buffer keeps its storage from shape to shape.
///
/// SDL's software renderer sets up every triangle of `SDL_RenderGeometry` at a cost far above
/// blending the few pixels an anti-aliased edge run covers, and anti-aliased shapes are mostly such
/// runs. Writing the pixels ourselves instead makes a frame cost what it covers.
struct CoverageBuffer {
    private(set) var spans: [PixelSpan] = []

    init() { spans.reserveCapacity(4096) }

    var isEmpty: Bool { spans.isEmpty }

    @inline(__always)
    mutating func span(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: SDL_Color) {
        spans.append(PixelSpan(x0: Int16(clamping: x0), y0: Int16(clamping: y0), x1: Int16(clamping: x1), y1: Int16(clamping: y1), color: color))
    }

    /// A copy of the spans appended so far, exactly as large as they are, leaving the buffer empty
    /// with its storage kept. (Handing out the buffer itself would leave every cached shape holding
    /// the buffer's whole capacity, and the buffer reallocated for the next shape.)
    mutating func take() -> [PixelSpan] {
        defer { spans.removeAll(keepingCapacity: true) }
        return spans.withUnsafeBufferPointer { Array($0) }
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

    /// Blends `spans`, in row order (see `BlendPlan`), within `clip`; returns how many pixels were
    /// written. The first span starting below the clip ends the walk.
    func blend(_ spans: UnsafeBufferPointer<PixelSpan>, clip: SDL_Rect) -> Int {
        let cx0 = max(0, clip.x), cy0 = max(0, clip.y)
        let cx1 = min(Int32(width), clip.x + clip.w), cy1 = min(Int32(height), clip.y + clip.h)
        guard cx0 < cx1, cy0 < cy1 else { return 0 }
        var written = 0
        for span in spans {
            let y0 = max(Int32(span.y0), cy0)
            if y0 >= cy1 { break }
            let x0 = max(Int32(span.x0), cx0), x1 = min(Int32(span.x1), cx1), y1 = min(Int32(span.y1), cy1)
            guard x0 < x1, y0 < y1 else { continue }
            written += Int(x1 - x0) * Int(y1 - y0)
            blend(Ink(x0: Int(x0), x1: Int(x1), color: span.color), rows: Int(y0)..<Int(y1))
        }
        return written
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

    /// Blends an ink into each of `rows`. The width decides the loop: most spans are the one to three
    /// pixels of an anti-aliased edge running down many rows, where per-row set-up would cost more
    /// than the pixels, so narrow spans walk down the column with everything in registers.
    @inline(__always)
    func blend(_ ink: Ink, rows: Range<Int>) {
        let count = ink.x1 - ink.x0
        var row = pixels + rows.lowerBound * stride + ink.x0
        if ink.alpha == 255 {
            let word = ink.opaque
            if count <= 8 {
                for _ in rows {
                    for x in 0..<count { row[x] = word }
                    row += stride
                }
            } else {
                // glibc's wmemset writes 32-bit words with wide stores.
                for _ in rows {
                    _ = wmemset(UnsafeMutableRawPointer(row).assumingMemoryBound(to: wchar_t.self), wchar_t(bitPattern: word), count)
                    row += stride
                }
            }
        } else if ink.alpha > 0 {
            let mixer = Mixer(ink)
            if count < 4 && ink.x0 + 4 <= width {
                // An edge column: the four pixels from its first are mixed at once and only its own
                // written back changed (the others keep their bytes; they are in the same row).
                let keep = Mixer.keepMask(count: count)
                for _ in rows {
                    let raw = UnsafeMutableRawPointer(row)
                    let d = raw.loadUnaligned(as: SIMD16<UInt8>.self)
                    raw.storeBytes(of: d.replacing(with: mixer.four(d), where: keep), as: SIMD16<UInt8>.self)
                    row += stride
                }
            } else {
                for _ in rows {
                    mixer.mix(row, count: count)
                    row += stride
                }
            }
        }
    }

    /// Blends a line of text with its top-left at (x, y) within `clip`, each pixel's coverage (its
    /// alpha) scaled by `opacity`/255, with the rounding of the spans' blend. Returns the pixels covered.
    func blend(_ image: TextLineImage, x: Int, y: Int, opacity: UInt32, clip: SDL_Rect) -> Int {
        let x0 = max(x, Int(clip.x)), x1 = min(x + image.width, Int(clip.x + clip.w))
        let y0 = max(y, Int(clip.y)), y1 = min(y + image.height, Int(clip.y + clip.h))
        guard x0 < x1, y0 < y1 else { return 0 }
        for row in y0..<y1 {
            let source = image.pixels + (row - y) * image.stride + (x0 - x)
            let destination = pixels + row * stride + x0
            for i in 0..<(x1 - x0) {
                let s = source[i]
                var a = (s >> 24) * opacity + 128
                a = (a + (a >> 8)) >> 8
                guard a > 0 else { continue }
                if a == 255 { destination[i] = 0xFF00_0000 | s; continue }
                let d = destination[i], inverse = 255 - a
                var rb = (d & 0x00FF_00FF) &* inverse &+ (s & 0x00FF_00FF) &* a &+ 0x0080_0080
                var g = ((d >> 8) & 0xFF) &* inverse &+ ((s >> 8) & 0xFF) &* a &+ 128
                rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                g = (g &+ (g >> 8)) >> 8
                destination[i] = 0xFF00_0000 | rb | g << 8
            }
        }
        return (x1 - x0) * (y1 - y0)
    }

    /// dst·(255 − a) + src·a, rounded and divided by 255 per channel, four pixels at a time:
    /// (x + 128 + ((x + 128) >> 8)) >> 8 is round(x / 255) exactly for these sums, with no division.
    struct Mixer {
        let inverse: SIMD8<UInt16>
        let source: SIMD8<UInt16>
        /// The X byte of every pixel set, as the canvas keeps it (a computed value: a static stored
        /// one is read through a lazy global accessor in the innermost loop).
        @inline(__always) var solid: SIMD4<UInt32> { SIMD4<UInt32>(repeating: 0xFF00_0000) }

        @inline(__always)
        init(_ ink: Ink) {
            inverse = SIMD8<UInt16>(repeating: UInt16(255 - ink.alpha))
            // Pixels are B, G, R, X in memory.
            source = SIMD8<UInt16>(UInt16(ink.b), UInt16(ink.g), UInt16(ink.r), 0, UInt16(ink.b), UInt16(ink.g), UInt16(ink.r), 0)
        }

        /// Which bytes of four pixels belong to the first `count` (1 to 3).
        @inline(__always)
        static func keepMask(count: Int) -> SIMDMask<SIMD16<Int8>> {
            SIMD16<Int8>(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3) .< SIMD16<Int8>(repeating: Int8(count))
        }

        /// Two pixels widened to 16-bit lanes.
        @inline(__always)
        func two(_ d: SIMD8<UInt8>) -> SIMD8<UInt8> {
            var x = SIMD8<UInt16>(truncatingIfNeeded: d) &* inverse &+ source
            x = (x &+ (x &>> 8)) &>> 8
            return SIMD8<UInt8>(truncatingIfNeeded: x)
        }

        @inline(__always)
        func four(_ d: SIMD16<UInt8>) -> SIMD16<UInt8> {
            let mixed = SIMD16<UInt8>(lowHalf: two(d.lowHalf), highHalf: two(d.highHalf))
            return unsafeBitCast(unsafeBitCast(mixed, to: SIMD4<UInt32>.self) | solid, to: SIMD16<UInt8>.self)
        }

        /// Mixes `count` pixels from `start`.
        @inline(__always)
        func mix(_ start: UnsafeMutablePointer<UInt32>, count: Int) {
            let raw = UnsafeMutableRawPointer(start)
            var offset = 0
            while offset + 4 <= count {
                raw.storeBytes(of: four(raw.loadUnaligned(fromByteOffset: offset * 4, as: SIMD16<UInt8>.self)),
                               toByteOffset: offset * 4, as: SIMD16<UInt8>.self)
                offset += 4
            }
            if offset < count {
                // The last one to three pixels (at the canvas's right edge, where four would run past
                // the row), through the same four-wide mix.
                var tail = SIMD4<UInt32>(repeating: 0)
                for i in 0..<(count - offset) { tail[i] = start[offset + i] }
                let mixed = unsafeBitCast(four(unsafeBitCast(tail, to: SIMD16<UInt8>.self)), to: SIMD4<UInt32>.self)
                for i in 0..<(count - offset) { start[offset + i] = mixed[i] }
            }
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

    /// The colour with each of its channels reversed as an invert's pass reverses a pixel's
    /// (255 − v), its alpha kept; itself when `inverts` is false.
    func inverted(_ inverts: Bool = true) -> SDL_Color {
        inverts ? SDL_Color(r: 255 - r, g: 255 - g, b: 255 - b, a: a) : self
    }

    /// The four channels in one word, for hashing.
    var packed: UInt32 { UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a) }
}
