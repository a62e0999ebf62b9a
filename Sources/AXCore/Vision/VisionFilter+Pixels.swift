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
    /// `spared` are areas Smart Invert leaves as they are. Deterministic: the same pixels in give the
    /// same pixels out, whatever ran before (the colour cache only remembers exact results).
    package func apply(to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder, area: PixelArea,
                       pointScale: Double, spared: [PixelArea] = []) {
        guard area.width > 0, area.height > 0 else { return }
        switch operation {
        case .matrix(let matrix):
            var cache = ColorCache(matrix: matrix)
            forEachPixel(base, rowBytes: rowBytes, order: order, area: area) { cache.convert($0) }
        case .invert:
            let kept = self == .smartInvert ? spared.compactMap { area.clipping(Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height))) } : []
            let o = order.offsets
            for y in area.y..<(area.y + area.height) {
                let row = base + y * rowBytes
                var x = area.x
                let end = area.x + area.width
                while x < end {
                    if let skip = kept.first(where: { $0.y <= y && y < $0.y + $0.height && $0.x <= x && x < $0.x + $0.width }) {
                        x = skip.x + skip.width
                        continue
                    }
                    let p = row + x * 4
                    p[o.r] = 255 - p[o.r]; p[o.g] = 255 - p[o.g]; p[o.b] = 255 - p[o.b]
                    x += 1
                }
            }
        case .blur(let sigma):
            GaussianBlur(sigma: sigma * pointScale).apply(to: base, rowBytes: rowBytes, order: order, area: area)
        }
    }

    /// Calls `convert` with each pixel's 0xRRGGBB and writes back what it returns; a run of equal
    /// pixels (most of a flat interface) is converted once.
    private func forEachPixel(_ base: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder, area: PixelArea,
                              _ convert: (UInt32) -> UInt32) {
        let o = order.offsets
        var lastIn: UInt32 = .max, lastOut: UInt32 = 0
        for y in area.y..<(area.y + area.height) {
            var p = base + y * rowBytes + area.x * 4
            for _ in 0..<area.width {
                let rgb = UInt32(p[o.r]) << 16 | UInt32(p[o.g]) << 8 | UInt32(p[o.b])
                if rgb != lastIn { lastIn = rgb; lastOut = convert(rgb) }
                p[o.r] = UInt8(truncatingIfNeeded: lastOut >> 16); p[o.g] = UInt8(truncatingIfNeeded: lastOut >> 8); p[o.b] = UInt8(truncatingIfNeeded: lastOut)
                p += 4
            }
        }
    }
}

/// A matrix's exact results for recently seen colours: a frame of an interface has a few hundred
/// colours (its fills, and the edges anti-aliasing blends between them), each converted once.
private struct ColorCache {
    let matrix: LinearColorMatrix
    private var keys = [UInt32](repeating: .max, count: 4096)
    private var values = [UInt32](repeating: 0, count: 4096)

    init(matrix: LinearColorMatrix) { self.matrix = matrix }

    mutating func convert(_ rgb: UInt32) -> UInt32 {
        let slot = Int((rgb &* 0x9E37_79B1) >> 20) & 4095
        if keys[slot] == rgb { return values[slot] }
        let (r, g, b) = matrix.apply(VisionFilter.linearOf[Int(rgb >> 16)], VisionFilter.linearOf[Int(rgb >> 8 & 0xFF)], VisionFilter.linearOf[Int(rgb & 0xFF)])
        let out = UInt32(VisionFilter.byte(r)) << 16 | UInt32(VisionFilter.byte(g)) << 8 | UInt32(VisionFilter.byte(b))
        keys[slot] = rgb; values[slot] = out
        return out
    }
}

extension VisionFilter {
    /// Linear light of each 8-bit sRGB value.
    static let linearOf: [Double] = (0...255).map { Contrast.linear(Double($0) / 255) }

    /// Linear light to the nearest 8-bit sRGB value.
    static func byte(_ linear: Double) -> UInt8 {
        UInt8(max(0, min(255, (LinearColorMatrix.encoded(linear) * 255).rounded())))
    }

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
