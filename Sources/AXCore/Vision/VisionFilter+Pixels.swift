import Dispatch
import Foundation

/// A rectangle of whole pixels in a frame.
package struct PixelArea: Hashable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int
    package init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    /// The pixels `rect` (device pixels) touches, clipped to `self`; nil when none.
    package func clipping(_ rect: Rect) -> PixelArea? {
        let x0 = max(x, Int(rect.minX.rounded(.down))), y0 = max(y, Int(rect.minY.rounded(.down)))
        let x1 = min(x + width, Int(rect.maxX.rounded(.up))), y1 = min(y + height, Int(rect.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelArea(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Where the three colour bytes sit in a 4-byte pixel: R, G, B, A in a `PixelBuffer`; B, G, R, X in
/// SDL's RGB888 surfaces on a little-endian machine (the canvas the renderer draws on).
package enum PixelChannelOrder: Sendable {
    case rgba, bgrx

    var offsets: (r: Int, g: Int, b: Int) { self == .rgba ? (0, 1, 2) : (2, 1, 0) }
}

extension VisionFilter {
    /// Applies the filter to the pixels of `area` in memory laid out as rows of `rowBytes` bytes of
    /// 4-byte pixels, in place. `pointScale` is pixels per point (the blur's radius is in points);
    /// `spared` are areas Smart Invert leaves as they are; `lanes` threads share the rows of the colour
    /// filters. Deterministic: the same pixels in give the same pixels out, whatever ran before and
    /// however many lanes (each lane's colour cache only remembers exact results).
    package func apply(to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder, area: PixelArea,
                       pointScale: Double, spared: [PixelArea] = [], lanes: Int = 1) {
        guard area.width > 0, area.height > 0 else { return }
        let raw = UnsafeMutableRawPointer(base)
        switch operation {
        case .matrix(let matrix):
            Self.inLanes(lanes, rows: area.height) { rows in
                var cache = ColorCache(matrix: matrix, order: order)
                Self.convertRows(raw, rowBytes: rowBytes, area: area, rows: rows) { cache.convert($0) }
            }
        case .invert:
            let kept = self == .smartInvert ? spared.compactMap { area.clipping(Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height))) } : []
            Self.inLanes(lanes, rows: area.height) { rows in
                for y in rows.lowerBound + area.y..<rows.upperBound + area.y {
                    // The row's spared runs, left to right; every other pixel's colour bytes are flipped.
                    let skips = kept.filter { $0.y <= y && y < $0.y + $0.height }.map { ($0.x, $0.x + $0.width) }.sorted { $0.0 < $1.0 }
                    let row = raw + y * rowBytes
                    var x = area.x
                    for (from, to) in skips + [(area.x + area.width, area.x + area.width)] {
                        while x < min(from, area.x + area.width) {
                            let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                            row.storeBytes(of: word ^ 0x00FF_FFFF, toByteOffset: x * 4, as: UInt32.self)
                            x += 1
                        }
                        x = max(x, to)
                    }
                }
            }
        case .blur(let sigma):
            GaussianBlur(sigma: sigma * pointScale).apply(to: base, rowBytes: rowBytes, order: order, area: area)
        }
    }

    /// Runs `body` over the rows 0..<rows split into `lanes` bands, on that many threads.
    private static func inLanes(_ lanes: Int, rows: Int, _ body: (Range<Int>) -> Void) {
        let count = max(1, min(lanes, rows / 64))
        guard count > 1 else { return body(0..<rows) }
        DispatchQueue.concurrentPerform(iterations: count) { lane in
            body((rows * lane / count)..<(rows * (lane + 1) / count))
        }
    }

    /// Calls `convert` with each pixel's colour bytes (the 32-bit word in memory with its fourth byte
    /// cleared) and writes back what it returns, keeping the fourth byte; a run of equal pixels (most
    /// of a flat interface) is converted once.
    private static func convertRows(_ raw: UnsafeMutableRawPointer, rowBytes: Int, area: PixelArea, rows: Range<Int>,
                                    _ convert: (UInt32) -> UInt32) {
        var lastIn: UInt32 = .max, lastOut: UInt32 = 0
        for y in rows.lowerBound + area.y..<rows.upperBound + area.y {
            let row = raw + y * rowBytes + area.x * 4
            for x in 0..<area.width {
                let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                let colour = word & 0x00FF_FFFF
                if colour != lastIn { lastIn = colour; lastOut = convert(colour) }
                row.storeBytes(of: word & 0xFF00_0000 | lastOut, toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }
}

/// A matrix's exact results for recently seen colours: a frame of an interface has a few hundred
/// colours (its fills, and the edges anti-aliasing blends between them), each converted once. Keys
/// and results are a pixel's three colour bytes as a little-endian word reads them.
private struct ColorCache {
    let matrix: LinearColorMatrix
    let shifts: (r: UInt32, g: UInt32, b: UInt32)
    private var keys = [UInt32](repeating: .max, count: 16384)
    private var values = [UInt32](repeating: 0, count: 16384)

    init(matrix: LinearColorMatrix, order: PixelChannelOrder) {
        self.matrix = matrix
        let o = order.offsets
        shifts = (UInt32(o.r * 8), UInt32(o.g * 8), UInt32(o.b * 8))
    }

    mutating func convert(_ colour: UInt32) -> UInt32 {
        let slot = Int((colour &* 0x9E37_79B1) >> 18) & 16383
        if keys[slot] == colour { return values[slot] }
        let r = Int(colour >> shifts.r & 0xFF), g = Int(colour >> shifts.g & 0xFF), b = Int(colour >> shifts.b & 0xFF)
        let (lr, lg, lb) = matrix.apply(VisionFilter.linearOf[r], VisionFilter.linearOf[g], VisionFilter.linearOf[b])
        let out = UInt32(VisionFilter.byte(lr)) << shifts.r | UInt32(VisionFilter.byte(lg)) << shifts.g | UInt32(VisionFilter.byte(lb)) << shifts.b
        keys[slot] = colour; values[slot] = out
        return out
    }
}

extension VisionFilter {
    /// Linear light of each 8-bit sRGB value.
    static let linearOf: [Double] = (0...255).map { Contrast.linear(Double($0) / 255) }

    /// Linear light to the nearest 8-bit sRGB value: how many of the 255 boundaries between
    /// neighbouring values (`byteBoundaries`) lie at or below it, found by bisection (no power function
    /// per colour, which was most of a filter's cost on a frame of many colours).
    static func byte(_ linear: Double) -> UInt8 {
        var low = 0, high = byteBoundaries.count
        while low < high {
            let mid = (low + high) / 2
            if byteBoundaries[mid] <= linear { low = mid + 1 } else { high = mid }
        }
        return UInt8(low)
    }

    /// The linear light at which the nearest 8-bit sRGB value turns from k to k + 1 (sRGB (k + ½) / 255).
    static let byteBoundaries: [Double] = (0..<255).map { Contrast.linear((Double($0) + 0.5) / 255) }

    /// `byte` tabulated on 16,384 steps of linear light, for the blur, whose every pixel is a new colour.
    static let encodedSteps: [UInt8] = (0...16383).map { byte(Double($0) / 16383) }
}

/// A Gaussian blur on linear light, separable (a row pass then a column pass), its kernel reaching
/// three standard deviations; beyond the area's edges the edge pixels repeat (a screen has no
/// transparent surround, so it does not fade to black at its edges as an SVG filter region would).
private struct GaussianBlur {
    let weights: [Double]

    init(sigma: Double) {
        let radius = max(1, Int((sigma * 3).rounded(.up)))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        weights = raw.map { $0 / total }
    }

    func apply(to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder, area: PixelArea) {
        let o = order.offsets, w = area.width, h = area.height, radius = weights.count / 2
        var plane = [Float](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            let row = base + (area.y + y) * rowBytes + area.x * 4
            for x in 0..<w {
                let i = (y * w + x) * 3
                plane[i] = Float(VisionFilter.linearOf[Int(row[x * 4 + o.r])])
                plane[i + 1] = Float(VisionFilter.linearOf[Int(row[x * 4 + o.g])])
                plane[i + 2] = Float(VisionFilter.linearOf[Int(row[x * 4 + o.b])])
            }
        }
        let kernel = weights.map(Float.init)
        var pass = [Float](repeating: 0, count: plane.count)
        for y in 0..<h {
            for x in 0..<w {
                var r: Float = 0, g: Float = 0, b: Float = 0
                for k in 0..<kernel.count {
                    let sx = min(w - 1, max(0, x + k - radius)), i = (y * w + sx) * 3
                    r += kernel[k] * plane[i]; g += kernel[k] * plane[i + 1]; b += kernel[k] * plane[i + 2]
                }
                let i = (y * w + x) * 3
                pass[i] = r; pass[i + 1] = g; pass[i + 2] = b
            }
        }
        let steps = VisionFilter.encodedSteps
        func encode(_ v: Float) -> UInt8 { steps[Int((min(1, max(0, v)) * 16383).rounded())] }
        for y in 0..<h {
            let row = base + (area.y + y) * rowBytes + area.x * 4
            for x in 0..<w {
                var r: Float = 0, g: Float = 0, b: Float = 0
                for k in 0..<kernel.count {
                    let sy = min(h - 1, max(0, y + k - radius)), i = (sy * w + x) * 3
                    r += kernel[k] * pass[i]; g += kernel[k] * pass[i + 1]; b += kernel[k] * pass[i + 2]
                }
                row[x * 4 + o.r] = encode(r); row[x * 4 + o.g] = encode(g); row[x * 4 + o.b] = encode(b)
            }
        }
    }
}
