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
    /// `lanes` threads share the rows. Smart Invert reverses every pixel here, as Classic Invert does:
    /// what it spares was drawn reversed before (`DisplayItem.ignoresInvertColors`). Deterministic:
    /// the same pixels in give the same pixels out, whatever ran before and however many lanes (every
    /// pixel's result is computed by the same operations in the same order on any lane).
    package func apply(to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder, area: PixelArea,
                       pointScale: Double, lanes: Int = 1) {
        guard area.width > 0, area.height > 0 else { return }
        if case .blur(let sigma) = operation {
            let corner = base + area.y * rowBytes + area.x * 4
            return GaussianBlur(sigma: sigma * pointScale).apply(from: corner, rowBytes: rowBytes, to: corner, rowBytes: rowBytes, order: order,
                                                                 width: area.width, height: area.height, rows: 0..<area.height, lanes: lanes)
        }
        PixelFilterPass(self, order: order, area: area, lanes: lanes)?.apply(to: base, rowBytes: rowBytes, lanes: lanes)
    }

    /// How many rows above and below a pixel its result reads: the blur's kernel radius, 0 for the
    /// filters that read the pixel alone. A row's result can change only when a row this close changed.
    package func reach(pointScale: Double) -> Int {
        if case .blur(let sigma) = operation { return GaussianBlur.radius(sigma: sigma * pointScale) }
        return 0
    }

    /// Blurs the rows `rows` of an area of `width` × `height` pixels whose unfiltered pixels are at
    /// `source` (its top-left pixel, rows `sourceRowBytes` apart), writing them at `destination`:
    /// exactly the bytes those rows get when the whole area is blurred, reading only the rows within
    /// the kernel's reach of them (`VisionFilterCache` redoes the rows near a change this way).
    static func blurRows(_ sigma: Double, from source: UnsafePointer<UInt8>, rowBytes sourceRowBytes: Int,
                         to destination: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder,
                         width: Int, height: Int, rows: Range<Int>, lanes: Int) {
        GaussianBlur(sigma: sigma).apply(from: source, rowBytes: sourceRowBytes, to: destination, rowBytes: rowBytes, order: order,
                                         width: width, height: height, rows: rows, lanes: lanes)
    }

    /// Flips the three colour bytes of the pixels `from..<to` of a row, eight pixels at a time in two
    /// 16-byte vectors, then two to a 64-bit word.
    fileprivate static func invert(_ row: UnsafeMutableRawPointer, from: Int, to: Int) {
        let flip = SIMD4<UInt32>(repeating: 0x00FF_FFFF)
        var x = from
        while x &+ 8 <= to {
            let pixels = row + x &* 4
            let first = pixels.loadUnaligned(as: SIMD4<UInt32>.self), second = pixels.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self)
            pixels.storeBytes(of: first ^ flip, as: SIMD4<UInt32>.self)
            pixels.storeBytes(of: second ^ flip, toByteOffset: 16, as: SIMD4<UInt32>.self)
            x &+= 8
        }
        while x + 2 <= to {
            let pair = row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
            row.storeBytes(of: pair ^ 0x00FF_FFFF_00FF_FFFF, toByteOffset: x * 4, as: UInt64.self)
            x += 2
        }
        if x < to {
            let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            row.storeBytes(of: word ^ 0x00FF_FFFF, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// Runs `body` over the rows 0..<rows split into `lanes` bands, on that many threads.
    static func inLanes(_ lanes: Int, rows: Int, _ body: (Range<Int>) -> Void) {
        inLanes(lanes, rows: rows) { _, rows in body(rows) }
    }

    /// The same, telling `body` which lane (0..<lanes) runs it.
    static func inLanes(_ lanes: Int, rows: Int, _ body: (Int, Range<Int>) -> Void) {
        let count = max(1, min(lanes, rows / 64))
        guard count > 1 else { return body(0, 0..<rows) }
        DispatchQueue.concurrentPerform(iterations: count) { lane in
            body(lane, (rows * lane / count)..<(rows * (lane + 1) / count))
        }
    }

    /// Converts each pixel's colour bytes through the matrix and writes them back, keeping the fourth
    /// byte. Eight pixels at a time: when all eight are the pixel of the run before them (most of a
    /// flat interface) they take its result at once, compared and written four to a 16-byte vector,
    /// and not written at all when the filter keeps that pixel (white and the greys through a
    /// deficiency), so the memory stays clean. Otherwise the eight are looked up whole in the lane's
    /// `GroupCache` while it is finding them (a grid's cell edges repeat a dozen groups across a
    /// frame), or each goes through the lane's `ColourCache`, with no test of its own: a test per
    /// pixel against the run (the first version) was a branch the processor mispredicted at every
    /// anti-aliased edge, and the lookups are independent, so they overlap. The last of the eight
    /// starts the next run. Both caches are keyed by the whole 32-bit pixel, its fourth byte
    /// included, and hold the whole result pixel, so nothing is masked or merged on the way.
    fileprivate static func convertRows(_ raw: UnsafeMutableRawPointer, rowBytes: Int, area: PixelArea, rows: Range<Int>,
                                        _ products: MatrixProducts, _ cache: ColourCache, _ groups: GroupCache) {
        // The run's pixel and its result in every lane, starting from pixel 0's.
        var runIn = SIMD4<UInt32>(repeating: 0), runOut = SIMD4<UInt32>(repeating: cache.result(0, products))
        var kept = runIn == runOut
        let width = area.width
        for y in rows {
            let row = (raw + y &* rowBytes + area.x &* 4).assumingMemoryBound(to: UInt32.self)
            let wholeGroups = groups.startRow()
            var mixed = 0, found = 0
            var x = 0
            while x &+ 8 <= width {
                let pixels = UnsafeMutableRawPointer(row + x)
                let first = pixels.loadUnaligned(as: SIMD4<UInt32>.self)
                let second = pixels.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self)
                if Swift.all((first .== runIn) .& (second .== runIn)) {
                    if !kept {
                        pixels.storeBytes(of: runOut, as: SIMD4<UInt32>.self)
                        pixels.storeBytes(of: runOut, toByteOffset: 16, as: SIMD4<UInt32>.self)
                    }
                    x &+= 8
                    continue
                }
                mixed &+= 1
                let last: UInt32
                if wholeGroups {
                    let entry = groups.entry(pixels)
                    if Swift.all((entry.load(as: SIMD4<UInt32>.self) .== first) .& (entry.load(fromByteOffset: 16, as: SIMD4<UInt32>.self) .== second)) {
                        let out2 = entry.load(fromByteOffset: 48, as: SIMD4<UInt32>.self)
                        pixels.storeBytes(of: entry.load(fromByteOffset: 32, as: SIMD4<UInt32>.self), as: SIMD4<UInt32>.self)
                        pixels.storeBytes(of: out2, toByteOffset: 16, as: SIMD4<UInt32>.self)
                        found &+= 1
                        last = out2[3]
                    } else {
                        let out1 = SIMD4<UInt32>(cache.result(first[0], products), cache.result(first[1], products),
                                                 cache.result(first[2], products), cache.result(first[3], products))
                        let out2 = SIMD4<UInt32>(cache.result(second[0], products), cache.result(second[1], products),
                                                 cache.result(second[2], products), cache.result(second[3], products))
                        pixels.storeBytes(of: out1, as: SIMD4<UInt32>.self)
                        pixels.storeBytes(of: out2, toByteOffset: 16, as: SIMD4<UInt32>.self)
                        entry.storeBytes(of: first, as: SIMD4<UInt32>.self)
                        entry.storeBytes(of: second, toByteOffset: 16, as: SIMD4<UInt32>.self)
                        entry.storeBytes(of: out1, toByteOffset: 32, as: SIMD4<UInt32>.self)
                        entry.storeBytes(of: out2, toByteOffset: 48, as: SIMD4<UInt32>.self)
                        last = out2[3]
                    }
                } else {
                    let p = row + x
                    p[0] = cache.result(p[0], products); p[1] = cache.result(p[1], products)
                    p[2] = cache.result(p[2], products); p[3] = cache.result(p[3], products)
                    p[4] = cache.result(p[4], products); p[5] = cache.result(p[5], products)
                    p[6] = cache.result(p[6], products); p[7] = cache.result(second[3], products)
                    last = p[7]
                }
                runIn = SIMD4(repeating: second[3]); runOut = SIMD4(repeating: last); kept = second[3] == last
                x &+= 8
            }
            groups.endRow(tried: wholeGroups, mixed: mixed, found: found)
            // The row's last one to seven pixels.
            for i in x..<width { row[i] = cache.result(row[i], products) }
        }
    }
}

/// A filter whose every pixel's result depends on that pixel alone (a colour matrix, an invert),
/// made ready once for an area of a frame and then applied to any of its rows, in any order, on any
/// lane: a frame's `BlendPlan` filters each band of rows right after blending it, while the band is
/// still in the core's cache. Each lane keeps its own cache of recent colours; what it holds changes
/// how fast a pixel is converted, never its result.
package final class PixelFilterPass: @unchecked Sendable {
    private enum Work {
        case matrix(MatrixProducts)
        case invert
    }

    /// What a pass does to the pixels: two passes with equal descriptions give every pixel the same
    /// result (a kept frame's `BlendPlan` tells an unchanged filter step by it).
    package struct Description: Equatable, Sendable {
        package var filter: VisionFilter
        package var order: PixelChannelOrder
        package var area: PixelArea
    }

    private let work: Work
    package let description: Description
    /// The filtered area; `apply` filters the columns of it in the rows asked for.
    package var area: PixelArea { description.area }
    /// One colour cache and one group cache per lane, each used by its lane's thread alone.
    private let caches: [(colours: ColourCache, groups: GroupCache)]
    /// How many lanes (threads) may apply the pass at once.
    private let lanes: Int

    /// Nil for the blur, whose pixels read their neighbours (it goes through `VisionFilterCache`).
    package init?(_ filter: VisionFilter, order: PixelChannelOrder, area: PixelArea, lanes: Int) {
        switch filter.operation {
        case .matrix(let matrix):
            work = .matrix(MatrixProducts(matrix: matrix, order: order))
            caches = (0..<max(1, lanes)).map { _ in (ColourCache(), GroupCache()) }
        case .invert:
            work = .invert
            caches = []
        case .blur:
            return nil
        }
        description = Description(filter: filter, order: order, area: area)
        self.lanes = max(1, lanes)
    }

    /// How many of `available` lanes a pass over `area` on its own should take: one for every
    /// `pixelsPerLane` pixels, at least one. A lane costs processor time to start and stop, and two
    /// lanes both wait on the same memory: a colour pass over a catalog frame (1.3 million pixels)
    /// took 0.75 to 0.93 ms of processor time in two lanes and 0.67 to 0.75 ms in one, in no less
    /// wall time (docs/vision.md, "Speed").
    package static func lanes(for area: PixelArea, upTo available: Int) -> Int {
        max(1, min(available, area.width * area.height / pixelsPerLane))
    }

    /// The pixels a lane of a pass on its own is given at least (2^21, about two million).
    package static let pixelsPerLane = 1 << 21

    /// Filters the whole area, its rows split into `lanes` unbroken bands (at most the lanes the pass
    /// was made for), one thread each.
    package func apply(to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, lanes: Int) {
        VisionFilter.inLanes(min(lanes, self.lanes), rows: area.height) { lane, rows in
            apply(to: base, rowBytes: rowBytes, rows: rows.lowerBound + area.y..<rows.upperBound + area.y, lane: lane)
        }
    }

    /// Filters the area's columns in `rows` (rows of the frame, within the area's), in place; `lane`
    /// (below the lanes the pass was made for) is the calling thread's.
    package func apply(to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, rows: Range<Int>, lane: Int) {
        let rows = max(rows.lowerBound, area.y)..<min(rows.upperBound, area.y + area.height)
        guard !rows.isEmpty else { return }
        let raw = UnsafeMutableRawPointer(base)
        switch work {
        case .matrix(let products):
            VisionFilter.convertRows(raw, rowBytes: rowBytes, area: area, rows: rows, products, caches[lane].colours, caches[lane].groups)
        case .invert:
            // Every pixel's colour bytes are flipped (what Smart Invert spares was drawn reversed).
            for y in rows { VisionFilter.invert(raw + y * rowBytes, from: area.x, to: area.x + area.width) }
        }
    }
}

/// A lane's recent results: 4,096 slots of a pixel and its result pixel (a pass has a few hundred to
/// a few thousand colours, which anti-aliased edges repeat), each slot the exact result of its pixel.
/// The key is the whole pixel, its fourth byte too, so a hit is one comparison and the result is
/// written as it is; a slot holds two 32-bit words side by side, the pixel then its result.
final class ColourCache {
    private let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * 4096)

    /// Pixel 0 belongs in slot 0 and every empty slot would otherwise read as pixel 0, so slot 0
    /// starts with pixel 1, which belongs elsewhere: an empty slot matches no pixel that looks in it.
    init() {
        slots.initialize(repeating: 0, count: 2 * 4096)
        slots[0] = 1
    }
    deinit { slots.deallocate() }

    /// The slot `pixel` is kept in: the top 12 bits of a multiplicative (Fibonacci) hash.
    @inline(__always)
    static func slot(_ pixel: UInt32) -> Int { Int((pixel &* 0x9E37_79B1) >> 20) }

    /// The result of `pixel`: a hit inline, a miss out of line, so the loop around stays small.
    @inline(__always)
    func result(_ pixel: UInt32, _ products: MatrixProducts) -> UInt32 {
        let slot = Self.slot(pixel) &* 2
        if _fastPath(slots[slot] == pixel) { return slots[slot &+ 1] }
        return converting(pixel, into: slot, products)
    }

    @inline(never)
    private func converting(_ pixel: UInt32, into slot: Int, _ products: MatrixProducts) -> UInt32 {
        let out = pixel & 0xFF00_0000 | products.convert(pixel)
        slots[slot] = pixel
        slots[slot + 1] = out
        return out
    }
}

/// A lane's recent groups of eight pixels and their results: 256 entries of 64 bytes (the eight
/// pixels, then their eight results), each the exact result of its eight. A grid's cells put an edge
/// in most groups, but the same dozen groups over and over, so one lookup and two comparisons of
/// 16 bytes replace eight pixel lookups; an interface's anti-aliased text and photographs repeat few
/// groups (home-screen found about a quarter), where looking each up and keeping it costs more than
/// it saves. So the cache keeps a tally, halved every row, of the groups it was asked for and found,
/// and is asked while it finds at least half; when it is not, every eighth row asks it again.
final class GroupCache {
    private let entries = UnsafeMutableRawPointer.allocate(byteCount: 256 * 64, alignment: 64)
    private var asked = 0, found = 0, rowsSinceAsked = 0, finding = true

    /// Eight zero pixels belong in entry 0 and every empty entry would otherwise read as eight zero
    /// pixels, so entry 0 starts with eight pixels of 1, which belong elsewhere (a test checks it).
    init() {
        entries.initializeMemory(as: UInt8.self, repeating: 0, count: 256 * 64)
        entries.storeBytes(of: SIMD4<UInt32>(repeating: 1), as: SIMD4<UInt32>.self)
        entries.storeBytes(of: SIMD4<UInt32>(repeating: 1), toByteOffset: 16, as: SIMD4<UInt32>.self)
    }
    deinit { entries.deallocate() }

    /// The entry the eight pixels at `pixels` are kept in: their four 64-bit words mixed by
    /// multiplication, the top 8 bits.
    @inline(__always)
    static func slot(_ pixels: UnsafeRawPointer) -> Int {
        let w0 = pixels.loadUnaligned(as: UInt64.self), w1 = pixels.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let w2 = pixels.loadUnaligned(fromByteOffset: 16, as: UInt64.self), w3 = pixels.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        let mixed = (w0 ^ w1 &* 0x9E37_79B9_7F4A_7C15 ^ w2 &* 0xC2B2_AE3D_27D4_EB4F ^ w3 &* 0x1656_67B1_9E37_79F9) &* 0xD6E8_FEB8_6659_FD93
        return Int(truncatingIfNeeded: mixed >> 56)
    }

    /// The entry for the eight pixels at `pixels`: their keys at bytes 0..<32, results at 32..<64.
    @inline(__always)
    func entry(_ pixels: UnsafeRawPointer) -> UnsafeMutableRawPointer { entries + Self.slot(pixels) &* 64 }

    /// Whether a row about to be converted asks this cache.
    func startRow() -> Bool { finding || rowsSinceAsked >= 8 }

    /// Counts a row's groups: `mixed` that did not continue their run, `found` of them here.
    func endRow(tried: Bool, mixed: Int, found rowFound: Int) {
        guard tried else { rowsSinceAsked += 1; return }
        // A row with no mixed group says nothing: ask again at the next.
        guard mixed > 0 else { return }
        asked = asked / 2 + mixed
        found = found / 2 + rowFound
        finding = found * 2 >= asked
        rowsSinceAsked = 0
    }
}

/// A colour matrix tabulated for 8-bit pixels: for each output channel, each input channel's weight
/// times the linear light of each of its 256 values. A pixel is then nine lookups and additions, made
/// in the order `LinearColorMatrix.apply` makes them (the same products, summed alike), so the bytes
/// are exactly those of the matrix applied colour by colour.
final class MatrixProducts: @unchecked Sendable {
    /// 9 × 256 products: `[(output * 3 + input) * 256 + value]`, inputs in R, G, B order. Written
    /// once here, then only read (by every lane at once).
    private let products = UnsafeMutablePointer<Double>.allocate(capacity: 9 * 256)
    let offset: (Double, Double, Double)
    let shifts: (r: UInt32, g: UInt32, b: UInt32)
    private let bytes = VisionFilter.byteTables

    init(matrix: LinearColorMatrix, order: PixelChannelOrder) {
        for cell in 0..<9 {
            for value in 0..<256 { products[cell * 256 + value] = matrix.rows[cell] * VisionFilter.linearOf[value] }
        }
        offset = (matrix.offset[0], matrix.offset[1], matrix.offset[2])
        let o = order.offsets
        shifts = (UInt32(o.r * 8), UInt32(o.g * 8), UInt32(o.b * 8))
    }

    deinit { products.deallocate() }

    /// A pixel's three colour bytes (as a little-endian word reads them) through the matrix; the
    /// fourth byte is not read, and is zero in the result.
    @inline(__always)
    func convert(_ pixel: UInt32) -> UInt32 {
        let r = Int(pixel >> shifts.r & 0xFF), g = Int(pixel >> shifts.g & 0xFF), b = Int(pixel >> shifts.b & 0xFF)
        let p = products
        let lr = min(1, max(0, p[r] + p[256 + g] + p[512 + b] + offset.0))
        let lg = min(1, max(0, p[768 + r] + p[1024 + g] + p[1280 + b] + offset.1))
        let lb = min(1, max(0, p[1536 + r] + p[1792 + g] + p[2048 + b] + offset.2))
        return UInt32(bytes.byte(lr)) << shifts.r | UInt32(bytes.byte(lg)) << shifts.g | UInt32(bytes.byte(lb)) << shifts.b
    }
}

extension VisionFilter {
    /// Linear light of each 8-bit sRGB value.
    static let linearOf: [Double] = (0...255).map { Contrast.linear(Double($0) / 255) }

    /// Linear light (0…1) to the nearest 8-bit sRGB value: how many of the 255 boundaries between
    /// neighbouring values (`byteBoundaries`) lie at or below it, exactly `byteByBisection` without
    /// a power function or a search per channel (`ByteTables`).
    static func byte(_ linear: Double) -> UInt8 { byteTables.byte(linear) }

    /// The reference `byte` is checked against: a bisection among the boundaries.
    static func byteByBisection(_ linear: Double) -> UInt8 {
        var low = 0, high = byteBoundaries.count
        while low < high {
            let mid = (low + high) / 2
            if byteBoundaries[mid] <= linear { low = mid + 1 } else { high = mid }
        }
        return UInt8(low)
    }

    /// Linear light is cut into this many steps for `byte`'s table: a step (1/4096) is narrower than
    /// the closest two boundaries (at the dark end, about 1/3300 apart).
    static let byteSteps = 4096

    /// `byteByBisection` at the start of each step, and at 1.
    static let byteAtStep: [UInt8] = (0...byteSteps).map { byteByBisection(Double($0) / Double(byteSteps)) }

    /// The linear light at which the nearest 8-bit sRGB value turns from k to k + 1 (sRGB (k + ½) / 255).
    static let byteBoundaries: [Double] = (0..<255).map { Contrast.linear((Double($0) + 0.5) / 255) }

    /// `byteByBisection` at the start of each step and the boundaries, as raw tables for the
    /// per-pixel loop (an array read there retained and released the array each time).
    static let byteTables = ByteTables()

    /// `byte` tabulated on 16,384 steps of linear light, for the blur, whose every pixel is a new colour.
    static let encodedSteps: [UInt8] = (0...16383).map { byte(Double($0) / 16383) }

    /// The step of `encodedSteps` for a blurred channel: its linear light clamped to 0…1, times
    /// 16,383, to the nearest whole step, halves up (what `rounded()` gives a value that is not
    /// negative). Worked out in the loop, as `rounded()` is a library call on this processor
    /// family's baseline: four million a frame, a sixth of the blur's instructions. The truncation is
    /// the floor of a value that is not negative, and the fraction is exact: subtracting a whole number
    /// no greater than the value and at least half of it (or zero) loses nothing.
    @inline(__always) static func encodedStep(_ linear: Float) -> Int {
        let scaled = min(1, max(0, linear)) * 16383
        let whole = Int(scaled)
        return scaled - Float(whole) >= 0.5 ? whole + 1 : whole
    }
}

/// Linear light to the nearest 8-bit sRGB value by table: the count of boundaries at the start of
/// the linear step the value is in, plus one if the value has passed the next boundary. A step
/// (1/4096) is narrower than the closest two boundaries (at the dark end, 1/3300 apart), so one
/// comparison settles it. Written once when made, then only read; it lives for the process.
final class ByteTables: @unchecked Sendable {
    private let steps = UnsafeMutablePointer<UInt8>.allocate(capacity: VisionFilter.byteSteps + 1)
    /// The 255 boundaries, then infinity (no value passes it, so 255 needs no test of its own).
    private let boundaries = UnsafeMutablePointer<Double>.allocate(capacity: 256)

    init() {
        for (i, value) in VisionFilter.byteAtStep.enumerated() { steps[i] = value }
        for (i, value) in VisionFilter.byteBoundaries.enumerated() { boundaries[i] = value }
        boundaries[255] = .infinity
    }

    @inline(__always)
    func byte(_ linear: Double) -> UInt8 {
        var value = Int(steps[Int(linear * Double(VisionFilter.byteSteps))])
        if boundaries[value] <= linear { value += 1 }
        return UInt8(value)
    }
}

/// A Gaussian blur on linear light, separable (a row pass then a column pass), its kernel reaching
/// three standard deviations; beyond the area's edges the edge pixels repeat (a screen has no
/// transparent surround, so it does not fade to black at its edges as an SVG filter region would).
///
/// Each output channel is the kernel's products summed from its first tap to its last, in `Float`,
/// exactly as a pixel-by-pixel loop sums them; the passes only order the work so that a tap runs
/// along a whole row at once (which the compiler vectorises), and lanes share the rows.
///
/// Where every value a pass reads for a pixel is the same (a flat background, most of an
/// interface), that sum is the same for each such pixel: it is made once per value (`FlatSums`),
/// with the very operations the taps make, and the taps run only over the stretches where the
/// values differ within the kernel's reach. The bytes are the same either way.
private struct GaussianBlur {
    let weights: [Double]

    /// The kernel reaches three standard deviations, at least one pixel.
    static func radius(sigma: Double) -> Int { max(1, Int((sigma * 3).rounded(.up))) }

    init(sigma: Double) {
        let radius = Self.radius(sigma: sigma)
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        weights = raw.map { $0 / total }
    }

    /// Blurs the output rows `rows` of a `w` × `h` area (see `VisionFilter.blurRows`). The row pass
    /// covers the rows within the kernel's reach of `rows` (clamped to the area, as the column pass
    /// repeats the edge rows), all read from `source` before anything is written to `destination`,
    /// so the two may be the same pixels.
    func apply(from source: UnsafePointer<UInt8>, rowBytes sourceRowBytes: Int, to destination: UnsafeMutablePointer<UInt8>, rowBytes: Int,
               order: PixelChannelOrder, width w: Int, height h: Int, rows: Range<Int>, lanes: Int) {
        guard w > 0, h > 0, !rows.isEmpty else { return }
        let o = order.offsets, radius = weights.count / 2
        let span = w * 3
        let read = max(0, rows.lowerBound - radius)..<min(h, rows.upperBound + radius)
        let plane = UnsafeMutablePointer<Float>.allocate(capacity: span * read.count)
        let pass = UnsafeMutablePointer<Float>.allocate(capacity: span * read.count)
        defer { plane.deallocate(); pass.deallocate() }
        let kernel = weights.map(Float.init)
        let linear = VisionFilter.linearOf.map(Float.init)
        // To linear light, and the row pass, a band of rows a lane.
        VisionFilter.inLanes(lanes, rows: read.count) { band in
            let busy = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
            defer { busy.deallocate() }
            var flat = FlatSums(kernel: kernel)
            linear.withUnsafeBufferPointer { linear in
                for y in band {
                    let row = source + (read.lowerBound + y) * sourceRowBytes
                    let line = plane + y * span
                    for x in 0..<w {
                        line[x * 3] = linear[Int(row[x * 4 + o.r])]
                        line[x * 3 + 1] = linear[Int(row[x * 4 + o.g])]
                        line[x * 3 + 2] = linear[Int(row[x * 4 + o.b])]
                    }
                    Self.rowPass(line, into: pass + y * span, width: w, kernel: kernel, busy: busy, flat: &flat)
                }
            }
        }
        // Which pixels of each row pass differ from the row above's (the first row read has none:
        // no column window looks past it).
        let changed = UnsafeMutablePointer<UInt8>.allocate(capacity: w * read.count)
        defer { changed.deallocate() }
        VisionFilter.inLanes(lanes, rows: read.count) { band in
            for y in band {
                let flags = changed + y * w
                guard y > 0 else { flags.initialize(repeating: 0, count: w); continue }
                let line = pass + y * span, above = line - span
                for x in 0..<w {
                    let i = x * 3
                    flags[x] = line[i] != above[i] || line[i + 1] != above[i + 1] || line[i + 2] != above[i + 2] ? 1 : 0
                }
            }
        }
        // The column pass, then back to 8-bit sRGB.
        let steps = VisionFilter.encodedSteps
        VisionFilter.inLanes(lanes, rows: rows.count) { band in
            let sums = UnsafeMutablePointer<Float>.allocate(capacity: span)
            let busy = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
            defer { sums.deallocate(); busy.deallocate() }
            var flat = FlatSums(kernel: kernel)
            for y in band.lowerBound + rows.lowerBound..<band.upperBound + rows.lowerBound {
                // A column is flat when no row its kernel reads differs from the one above it.
                let top = max(0, y - radius), bottom = min(h - 1, y + radius)
                busy.initialize(repeating: 0, count: w)
                if top < bottom {
                    for j in top + 1...bottom {
                        let flags = changed + (j - read.lowerBound) * w
                        for x in 0..<w { busy[x] |= flags[x] }
                    }
                }
                let first = pass + (top - read.lowerBound) * span
                Self.stretches(busy, count: w) { range, differ in
                    let from = range.lowerBound * 3, count = range.count * 3
                    guard differ else { return flat.fill(sums, from: first, pixels: range) }
                    Self.taps(kernel, count: count, into: sums + from) { k in
                        UnsafePointer(pass + (min(h - 1, max(0, y + k - radius)) - read.lowerBound) * span + from)
                    }
                }
                let row = destination + y * rowBytes
                for x in 0..<w {
                    row[x * 4 + o.r] = steps[VisionFilter.encodedStep(sums[x * 3])]
                    row[x * 4 + o.g] = steps[VisionFilter.encodedStep(sums[x * 3 + 1])]
                    row[x * 4 + o.b] = steps[VisionFilter.encodedStep(sums[x * 3 + 2])]
                }
            }
        }
    }

    /// One row's horizontal pass: the pixels whose kernel stays inside the row tap by tap along the
    /// row, the few near its ends (which repeat the edge pixel) one by one.
    private static func rowPass(_ line: UnsafeMutablePointer<Float>, into out: UnsafeMutablePointer<Float>, width w: Int, kernel: [Float],
                                busy: UnsafeMutablePointer<UInt8>, flat: inout FlatSums) {
        let radius = kernel.count / 2
        func edgePixel(_ x: Int) {
            var r: Float = 0, g: Float = 0, b: Float = 0
            for k in 0..<kernel.count {
                let i = min(w - 1, max(0, x + k - radius)) * 3
                r += kernel[k] * line[i]; g += kernel[k] * line[i + 1]; b += kernel[k] * line[i + 2]
            }
            out[x * 3] = r; out[x * 3 + 1] = g; out[x * 3 + 2] = b
        }
        let inner = radius..<max(radius, w - radius)
        for x in 0..<min(w, radius) { edgePixel(x) }
        // A row narrower than the kernel's radius is all edge: the first loop took every pixel.
        for x in min(w, max(inner.upperBound, min(w, radius)))..<w { edgePixel(x) }
        guard !inner.isEmpty else { return }
        // A pixel's window is flat when no pixel within it differs from the one before it: a pixel
        // that does marks the `2 × radius` windows holding both as busy.
        busy.initialize(repeating: 0, count: w)
        var next = 0
        for x in 1..<w where line[x * 3] != line[x * 3 - 3] || line[x * 3 + 1] != line[x * 3 - 2] || line[x * 3 + 2] != line[x * 3 - 1] {
            let upper = min(w, x + radius)
            for i in max(next, x - radius)..<upper { busy[i] = 1 }
            next = max(next, upper)
        }
        Self.stretches(busy + inner.lowerBound, count: inner.count) { range, differ in
            let from = (range.lowerBound + inner.lowerBound) * 3, count = range.count * 3
            guard differ else { return flat.fill(out, from: line, pixels: range.lowerBound + inner.lowerBound..<range.upperBound + inner.lowerBound) }
            Self.taps(kernel, count: count, into: out + from) { k in UnsafePointer(line + from + (k - radius) * 3) }
        }
    }

    /// `target[0..<count]` made the kernel's weighted sum of the values `source(k)` points at for
    /// each tap `k`: from zero, each tap's products added in turn, the order `FlatSums` repeats for
    /// flat stretches. Both passes tap this way, along a row and down a column.
    @inline(__always)
    private static func taps(_ kernel: [Float], count: Int, into target: UnsafeMutablePointer<Float>,
                             source: (Int) -> UnsafePointer<Float>) {
        target.initialize(repeating: 0, count: count)
        for k in 0..<kernel.count {
            let values = source(k), weight = kernel[k]
            for i in 0..<count { target[i] += weight * values[i] }
        }
    }

    /// Calls `body` with each stretch of equal flags in `flags[0..<count]`, in order, and whether
    /// its flag is set.
    private static func stretches(_ flags: UnsafePointer<UInt8>, count: Int, _ body: (Range<Int>, Bool) -> Void) {
        var start = 0
        while start < count {
            let value = flags[start]
            var end = start + 1
            while end < count, flags[end] == value { end += 1 }
            body(start..<end, value != 0)
            start = end
        }
    }
}

/// The kernel's sum over a window holding one value throughout, made with the operations the taps
/// make (from zero, each tap's product added in turn, in `Float`), so it equals what they give; each
/// channel keeps the last value asked and its sum, as a flat stretch asks the same colour again and again.
private struct FlatSums {
    let kernel: [Float]
    private var values: SIMD3<Float> = .init(repeating: .nan)
    private var sums: SIMD3<Float> = .zero

    init(kernel: [Float]) { self.kernel = kernel }

    /// Writes the sums of the pixels `pixels` of `source` (three channels each) to `target`.
    mutating func fill(_ target: UnsafeMutablePointer<Float>, from source: UnsafePointer<Float>, pixels: Range<Int>) {
        for x in pixels {
            for c in 0..<3 {
                let value = source[x * 3 + c]
                if value != values[c] {
                    var sum: Float = 0
                    for weight in kernel { sum += weight * value }
                    values[c] = value
                    sums[c] = sum
                }
                target[x * 3 + c] = sums[c]
            }
        }
    }
}
