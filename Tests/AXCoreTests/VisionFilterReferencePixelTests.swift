import Foundation
import XCTest
@testable import AXCore

/// The fast frame path gives exactly the pixels of the first, straightforward implementation, kept
/// here as the reference: each colour through `LinearColorMatrix.apply` and a bisection to the
/// nearest byte, a pixel-by-pixel blur, an invert a pixel at a time.
final class VisionFilterReferencePixelTests: XCTestCase {
    /// A frame with what an interface has: flat runs (white among them, which most filters keep),
    /// horizontal and vertical gradients and noise.
    private static func frame(width: Int, height: Int) -> [UInt8] {
        var seed: UInt64 = 2026
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 33) }
        return (0..<(width * height)).flatMap { i -> [UInt8] in
            let x = i % width, y = i / width
            switch (x / 16 + y / 16) % 4 {
            case 0: return (x / 64) % 2 == 0 ? [40, 120, 220, 255] : [255, 255, 255, 255]
            case 1: return [UInt8(x * 255 / width), UInt8(y * 255 / height), 128, 255]
            case 2: return [next(), next(), next(), 255]
            default: return [UInt8((x + y) % 256), 255 - UInt8(x % 256), UInt8(y % 256), 255]
            }
        }
    }

    func testByteTableIsTheBisectionEverywhere() {
        // Every boundary, a hair either side of it, and a sweep of the whole range.
        var values = VisionFilter.byteBoundaries.flatMap { [$0.nextDown, $0, $0.nextUp] }
        values += (0...200_000).map { Double($0) / 200_000 }
        for value in values where value <= 1 {
            XCTAssertEqual(VisionFilter.byte(value), VisionFilter.byteByBisection(value), "\(value)")
        }
    }

    /// The blur's step for a linear value is `rounded()`'s, halves up, at every half step, a hair
    /// either side of it, whole steps, the clamped ends and a sweep.
    func testEncodedStepIsRounding() {
        var values: [Float] = [-1, -0.0, 0, 1, 2, .ulpOfOne, Float(1).nextDown, Float(1).nextUp]
        for k in 0...16383 {
            for scaled in [Float(k), Float(k) + 0.5] {
                let linear = scaled / 16383
                values += [linear.nextDown, linear, linear.nextUp]
            }
        }
        values += (0...100_000).map { Float($0) / 100_000 }
        for value in values {
            XCTAssertEqual(VisionFilter.encodedStep(value), Int((min(1, max(0, value)) * 16383).rounded()), "\(value)")
        }
    }

    func testEveryFilterGivesTheReferencePixels() {
        let width = 173, height = 131
        let source = Self.frame(width: width, height: height)
        let area = PixelArea(x: 3, y: 2, width: width - 7, height: height - 5)
        for filter in VisionFilter.all + [.protanopia(severity: 0.35), .colorTint(hue: 200, intensity: 0.8)] {
            var expected = source
            expected.withUnsafeMutableBufferPointer {
                Self.reference(filter, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: 2)
            }
            for lanes in [1, 3] {
                var bytes = source
                bytes.withUnsafeMutableBufferPointer {
                    filter.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 2, lanes: lanes)
                }
                XCTAssertEqual(bytes, expected, "\(filter.name), \(lanes) lanes")
                XCTAssertNotEqual(bytes, source, filter.name)
            }
        }
    }

    /// Runs of one colour of every length from 1 to 9 pixels, starting anywhere in a group of four,
    /// among them black (all zero colour bytes) and white: the colour pass takes a group of four whole
    /// only when all four continue the run before them, and starts a new run from a group's last pixel.
    func testRunsOfEveryLengthGiveTheReferencePixels() {
        let width = 97, height = 23
        let palette: [[UInt8]] = [[0, 0, 0, 255], [255, 255, 255, 255], [40, 120, 220, 255], [0, 0, 0, 7], [200, 30, 30, 255]]
        var seed: UInt64 = 31
        var source: [UInt8] = []
        while source.count < width * height * 4 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let colour = palette[Int(seed >> 33) % palette.count], length = 1 + Int(seed >> 40) % 9
            for _ in 0..<length { source += colour }
        }
        source = Array(source.prefix(width * height * 4))
        let area = PixelArea(x: 1, y: 0, width: width - 1, height: height)
        for filter in VisionFilter.all where filter.isPerPixel {
            var expected = source
            expected.withUnsafeMutableBufferPointer {
                Self.reference(filter, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: 2)
            }
            var bytes = source
            bytes.withUnsafeMutableBufferPointer {
                filter.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 2)
            }
            XCTAssertEqual(bytes, expected, filter.name)
        }
    }

    /// The blur makes a flat stretch's sum once per colour and runs its taps only where the values
    /// differ within reach: on an interface of wide flat areas (coloured, white, touching the area's
    /// edges), a lone dot and a one-pixel line inside them, a band of noise, and areas narrower and
    /// wider than the kernel, it still gives the reference's bytes, at three kernel sizes and in one
    /// lane and three.
    func testFlatStretchesGiveTheReferenceBlur() {
        let width = 211, height = 157
        var source = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt64 = 7
        for y in 0..<height {
            for x in 0..<width {
                let colour: [UInt8]
                if x == 100 && y == 60 { colour = [0, 0, 0, 255] }                              // a dot in the blue field
                else if y == 120 && x > 20 && x < 190 { colour = [10, 10, 10, 255] }         // a one-pixel rule
                else if y >= 135 && y < 142 { seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    colour = [UInt8(truncatingIfNeeded: seed >> 33), UInt8(truncatingIfNeeded: seed >> 41), UInt8(truncatingIfNeeded: seed >> 49), 255] }
                else if x < 70 && y < 50 { colour = [200, 30, 30, 255] }                       // touches the top and left edges
                else if x >= 150 && y >= 90 && y < 130 { colour = [255, 255, 255, 255] }      // touches the right edge
                else if x >= 80 && x < 92 && y >= 10 && y < 100 { colour = [30, 160, 60, 255] } // narrower than the kernel
                else { colour = [40, 120, 220, 255] }
                source.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: colour)
            }
        }
        let area = PixelArea(x: 0, y: 0, width: width, height: height)
        for pointScale in [1.0, 2, 3] {
            var expected = source
            expected.withUnsafeMutableBufferPointer {
                Self.reference(.blurredVision, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: pointScale)
            }
            for lanes in [1, 3] {
                var bytes = source
                bytes.withUnsafeMutableBufferPointer {
                    VisionFilter.blurredVision.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: pointScale, lanes: lanes)
                }
                XCTAssertEqual(bytes, expected, "scale \(pointScale), \(lanes) lanes")
            }
        }
    }

    /// A picture narrower or shorter than the kernel's reach (a scene a few points wide) is all
    /// edge: it blurs as the reference does, and does not trap (it did below six pixels wide).
    func testAPictureNarrowerThanTheKernelBlursAsTheReference() {
        for (width, height) in [(1, 9), (3, 40), (5, 12), (6, 7), (40, 2), (2, 2)] {
            let source = Self.frame(width: width, height: height)
            let area = PixelArea(x: 0, y: 0, width: width, height: height)
            for pointScale in [1.0, 2] {
                var expected = source
                expected.withUnsafeMutableBufferPointer {
                    Self.reference(.blurredVision, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: pointScale)
                }
                var bytes = source
                bytes.withUnsafeMutableBufferPointer {
                    VisionFilter.blurredVision.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: pointScale, lanes: 1)
                }
                XCTAssertEqual(bytes, expected, "\(width)×\(height) at scale \(pointScale)")
            }
        }
    }

    /// The colour pass's two caches never give a result that is not the pixel's own: pixels that
    /// share a colour cache slot, groups of eight that share a group cache entry (each differing from
    /// the other only in its first four, or its last four, pixels), pixels and groups that differ only
    /// in the fourth byte, and the pixels empty slots start with (0 and 1, all-zero and all-one
    /// groups), each repeated over many rows, so the group cache is asked and finds them, then
    /// alternated with their partners, so a stale entry would be found. Every per-pixel filter, at
    /// 1 and 3 lanes, against the reference.
    func testCachedColoursAndGroupsAreNeverStale() throws {
        // Two pixels in one colour slot, found by counting up from a colour.
        let a: UInt32 = 0xFF20_40C0
        let b = try XCTUnwrap((a + 1...a + 1_000_000).first { ColourCache.slot($0) == ColourCache.slot(a) && $0 != a })
        XCTAssertNotEqual(ColourCache.slot(1), ColourCache.slot(0), "an empty slot's pixel 1 would match pixel 0")
        // Groups of eight sharing an entry, differing only in their last four pixels, then only in their first four.
        func group(_ pixels: [UInt32]) -> Int { pixels.withUnsafeBytes { GroupCache.slot($0.baseAddress!) } }
        let g1: [UInt32] = [a, a, a, a, b, b, b, b]
        let g2 = try XCTUnwrap((UInt32(1)...1_000_000).lazy.map { [a, a, a, a, b, b, b, 0xFF00_0000 | $0] }.first { group($0) == group(g1) })
        let g3 = try XCTUnwrap((UInt32(1)...1_000_000).lazy.map { [0xFF00_0000 | $0, a, a, a, b, b, b, b] }.first { group($0) == group(g1) })
        XCTAssertNotEqual(group([UInt32](repeating: 1, count: 8)), group([UInt32](repeating: 0, count: 8)),
                          "an empty entry's eight 1s would match eight 0s")
        // The same groups with another fourth byte, and the empty slots' own pixels.
        let fourth = g1.map { $0 & 0x00FF_FFFF | 0x7F00_0000 }
        let zeros = [UInt32](repeating: 0, count: 8), ones = [UInt32](repeating: 1, count: 8)
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: 8)
        let rows: [[[UInt32]]] = Array(repeating: [g1, white, g1, zeros, g1], count: 12)
            + Array(repeating: [g2, white, g1, white, g3, ones, g1, [a, b, 0, 1, a, b, 0, 1]], count: 12)
            + [[g3, g2, g1, fourth, g1, zeros, ones, [b, a, b, a, 1, 0, 1, 0]]]
            + Array(repeating: [fourth, g1, white, g2, fourth, g3], count: 12)
        let width = 8 * rows.map(\.count).max()! + 3
        var source: [UInt8] = []
        for row in rows {
            var pixels = row.flatMap { $0 }
            pixels += (pixels.count..<width).map { [a, b, 0][$0 % 3] }
            source += pixels.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) }
        }
        let area = PixelArea(x: 0, y: 0, width: width, height: rows.count)
        for filter in VisionFilter.all where filter.isPerPixel {
            var expected = source
            expected.withUnsafeMutableBufferPointer {
                Self.reference(filter, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: 2)
            }
            for lanes in [1, 3] {
                var bytes = source
                bytes.withUnsafeMutableBufferPointer {
                    filter.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 2, lanes: lanes)
                }
                XCTAssertEqual(bytes, expected, "\(filter.name), \(lanes) lanes")
            }
        }
    }

    /// Frame after frame through one `VisionFilterCache`, as the window and the bench filter: the same
    /// frame again, rows changed at the top, the bottom and the middle, changes near and far from each
    /// other, a new frame; every pass gives the reference's pixels for its frame,
    /// and the blur filters only the rows within its reach of a change (the other filters every row).
    func testCachedPassesGiveTheReferencePixelsFrameAfterFrame() {
        let width = 173, height = 131
        let first = Self.frame(width: width, height: height)
        let area = PixelArea(x: 3, y: 2, width: width - 7, height: height - 5)
        func changing(_ frame: [UInt8], rows: [Int], seed: UInt8) -> [UInt8] {
            var frame = frame
            for y in rows { for x in stride(from: 10 + Int(seed), to: 60 + Int(seed), by: 3) { frame[(y * width + x) * 4] &+= 97 &+ seed } }
            return frame
        }
        let moved = Array(first[(width * 4 * 7)...] + first[..<(width * 4 * 7)])
        // Each frame, and the rows (of the area's 126) the blur (reaching 12 rows) filters, counted
        // from the rows that differ from the frame before.
        let frames: [(frame: [UInt8], blurred: Int)] = [
            (first, 126),
            (first, 0),
            (changing(first, rows: [64, 65], seed: 1), 26),          // area rows 62, 63: 50..<76
            (changing(first, rows: [2], seed: 2), 39),               // 0 and 62, 63 again: 0..<13, 50..<76
            (changing(first, rows: [125], seed: 3), 28),             // 0 again and 123: 0..<13, 111..<126
            (changing(first, rows: [20, 44, 110], seed: 4), 79),     // 18, 42 joined: 6..<55; 108, 123: 96..<126
            // Moved up 7 rows: the blur takes the kept result of each row 7 below for the rows
            // whose 25 rows all moved whole (area rows 48...88: rows 11, 35 and 101 were the rows
            // the last frame had changed, and 119 on came from the top), and blurs the others.
            (moved, 85),
            (moved, 0),
        ]
        for filter in VisionFilter.all + [.protanopia(severity: 0.35)] {
            for lanes in [1, 3] {
                let cache = VisionFilterCache()
                for (index, step) in frames.enumerated() {
                    var expected = step.frame
                    expected.withUnsafeMutableBufferPointer {
                        Self.reference(filter, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: 2)
                    }
                    var bytes = step.frame
                    bytes.withUnsafeMutableBufferPointer {
                        cache.apply(filter, to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 2,
                                    lanes: lanes)
                    }
                    XCTAssertEqual(bytes, expected, "\(filter.name), \(lanes) lanes, frame \(index)")
                    let rows = filter == .blurredVision ? step.blurred : 126
                    XCTAssertEqual(cache.filteredRows, rows, "\(filter.name), \(lanes) lanes, frame \(index)")
                }
            }
        }
    }

    /// A screen whose list scrolls between a fixed bar at the top and one at the bottom, a few rows
    /// at a time, down and back up, with new rows coming in: every pass gives the reference blur's
    /// pixels, and a scroll blurs only the rows near the bars and the rows that came in, taking the
    /// kept result of the rows that moved.
    func testAScrolledFrameTakesTheKeptResultOfTheRowsThatMoved() {
        let width = 97, height = 300, bar = 30
        let content = Self.frame(width: width, height: 600)
        func screen(scrolledBy offset: Int) -> [UInt8] {
            var frame = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let source = y < bar || y >= height - bar ? (y * 7) % 600 : y - bar + offset
                frame.replaceSubrange((y * width * 4)..<((y + 1) * width * 4), with: content[(source * width * 4)..<((source + 1) * width * 4)])
            }
            return frame
        }
        let area = PixelArea(x: 0, y: 0, width: width, height: height)
        let offsets = [0, 9, 20, 61, 58, 0, 240]
        for lanes in [1, 3] {
            let cache = VisionFilterCache()
            for (index, offset) in offsets.enumerated() {
                var expected = screen(scrolledBy: offset)
                expected.withUnsafeMutableBufferPointer {
                    Self.reference(.blurredVision, $0.baseAddress!, rowBytes: width * 4, area: area, pointScale: 2)
                }
                var bytes = screen(scrolledBy: offset)
                bytes.withUnsafeMutableBufferPointer {
                    cache.apply(.blurredVision, to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 2, lanes: lanes)
                }
                XCTAssertEqual(bytes, expected, "\(lanes) lanes, frame \(index) scrolled by \(offset)")
                // A move of d rows blurs the 24 rows each side of both bars' edges and the d rows
                // that came in with their 12 neighbours: far fewer than the screen's 300.
                let move = index == 0 ? height : abs(offset - offsets[index - 1])
                if index > 0 && move < 100 {
                    XCTAssertLessThanOrEqual(cache.filteredRows, 4 * 12 + move + 2 * 12 + 12, "\(lanes) lanes, frame \(index)")
                }
            }
        }
    }

    func testBandsReachTheChangedRowsNeighbours() {
        let changed = (0..<100).map { [3, 40, 45, 99].contains($0) }
        XCTAssertEqual(VisionFilterCache.bands(changed, reach: 0), [3..<4, 40..<41, 45..<46, 99..<100])
        XCTAssertEqual(VisionFilterCache.bands(changed, reach: 2), [1..<6, 38..<48, 97..<100])
        XCTAssertEqual(VisionFilterCache.bands(changed, reach: 12), [0..<58, 87..<100])
        XCTAssertEqual(VisionFilterCache.bands(Array(repeating: false, count: 9), reach: 4), [])
    }

    // MARK: The reference (RGBA)

    private static func reference(_ filter: VisionFilter, _ base: UnsafeMutablePointer<UInt8>, rowBytes: Int, area: PixelArea,
                                  pointScale: Double) {
        switch filter.operation {
        case .matrix(let matrix):
            for y in area.y..<area.y + area.height {
                for x in area.x..<area.x + area.width {
                    let p = base + y * rowBytes + x * 4
                    let (r, g, b) = matrix.apply(VisionFilter.linearOf[Int(p[0])], VisionFilter.linearOf[Int(p[1])], VisionFilter.linearOf[Int(p[2])])
                    p[0] = VisionFilter.byteByBisection(r); p[1] = VisionFilter.byteByBisection(g); p[2] = VisionFilter.byteByBisection(b)
                }
            }
        case .invert:
            for y in area.y..<area.y + area.height {
                for x in area.x..<area.x + area.width {
                    let p = base + y * rowBytes + x * 4
                    p[0] = 255 - p[0]; p[1] = 255 - p[1]; p[2] = 255 - p[2]
                }
            }
        case .blur(let sigma):
            referenceBlur(sigma: sigma * pointScale, base, rowBytes: rowBytes, area: area)
        }
    }

    private static func referenceBlur(sigma: Double, _ base: UnsafeMutablePointer<UInt8>, rowBytes: Int, area: PixelArea) {
        let radius = max(1, Int((sigma * 3).rounded(.up)))
        let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        let kernel = raw.map { Float($0 / total) }
        let w = area.width, h = area.height
        var plane = [Float](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<3 { plane[(y * w + x) * 3 + c] = Float(VisionFilter.linearOf[Int(base[(area.y + y) * rowBytes + (area.x + x) * 4 + c])]) }
            }
        }
        var pass = [Float](repeating: 0, count: plane.count)
        for y in 0..<h {
            for x in 0..<w {
                var r: Float = 0, g: Float = 0, b: Float = 0
                for k in 0..<kernel.count {
                    let i = (y * w + min(w - 1, max(0, x + k - radius))) * 3
                    r += kernel[k] * plane[i]; g += kernel[k] * plane[i + 1]; b += kernel[k] * plane[i + 2]
                }
                pass[(y * w + x) * 3] = r; pass[(y * w + x) * 3 + 1] = g; pass[(y * w + x) * 3 + 2] = b
            }
        }
        func encode(_ v: Float) -> UInt8 { VisionFilter.encodedSteps[Int((min(1, max(0, v)) * 16383).rounded())] }
        for y in 0..<h {
            for x in 0..<w {
                var r: Float = 0, g: Float = 0, b: Float = 0
                for k in 0..<kernel.count {
                    let i = (min(h - 1, max(0, y + k - radius)) * w + x) * 3
                    r += kernel[k] * pass[i]; g += kernel[k] * pass[i + 1]; b += kernel[k] * pass[i + 2]
                }
                let p = base + (area.y + y) * rowBytes + (area.x + x) * 4
                p[0] = encode(r); p[1] = encode(g); p[2] = encode(b)
            }
        }
    }
}
