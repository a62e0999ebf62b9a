import XCTest
@testable import AXCore

/// The vision filters on known pixels: the expected bytes were worked out by hand from the published
/// definitions (docs/vision.md), not from this code.
final class VisionFilterTests: XCTestCase {
    /// Runs `filter` over one row of pixels given as (r, g, b), as a frame is filtered.
    private func filtered(_ pixels: [(UInt8, UInt8, UInt8)], _ filter: VisionFilter) -> [[UInt8]] {
        var bytes: [UInt8] = pixels.flatMap { (p: (UInt8, UInt8, UInt8)) -> [UInt8] in [p.0, p.1, p.2, 255] }
        bytes.withUnsafeMutableBufferPointer {
            filter.apply(to: $0.baseAddress!, rowBytes: pixels.count * 4, order: .rgba,
                         area: PixelArea(x: 0, y: 0, width: pixels.count, height: 1), pointScale: 1)
        }
        return stride(from: 0, to: bytes.count, by: 4).map { (i: Int) -> [UInt8] in Array(bytes[i..<(i + 3)]) }
    }

    func testMachadoFullSeverityOnThePrimaries() {
        let primaries: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (200, 120, 40)]
        XCTAssertEqual(filtered(primaries, .protanopia(severity: 1)), [[109, 95, 0], [255, 229, 0], [0, 89, 255], [145, 128, 27]])
        XCTAssertEqual(filtered(primaries, .deuteranopia(severity: 1)), [[163, 144, 0], [239, 214, 58], [0, 61, 251], [164, 146, 41]])
        XCTAssertEqual(filtered(primaries, .tritanopia(severity: 1)), [[255, 0, 15], [0, 247, 217], [0, 107, 150], [219, 102, 104]])
    }

    /// Chrome rounds the same matrices to three decimals (`vision_deficiency.cc`): on 8-bit pixels the
    /// two agree within one level, and differ by one on some colours (tritanopia's red keeps a blue
    /// of 16 in Chrome, 15 by the paper's matrix).
    func testChromesRoundedMatricesAgreeWithinOneLevel() {
        let chrome: [(VisionFilter, LinearColorMatrix)] = [
            (.protanopia(severity: 1), LinearColorMatrix(rows: [0.152, 1.053, -0.205, 0.115, 0.786, 0.099, -0.004, -0.048, 1.052])),
            (.deuteranopia(severity: 1), LinearColorMatrix(rows: [0.367, 0.861, -0.228, 0.280, 0.673, 0.047, -0.012, 0.043, 0.969])),
            (.tritanopia(severity: 1), LinearColorMatrix(rows: [1.256, -0.077, -0.179, -0.078, 0.931, 0.148, 0.005, 0.691, 0.304])),
        ]
        // The primaries and iOS's system colours.
        let hexes: [Int] = [0xFF0000, 0x00FF00, 0x0000FF, 0xC87828, 0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0x5AC8FA, 0xAF52DE, 0x8E8E93]
        let colours: [Color] = hexes.map { hex in Color(r8: hex >> 16, g8: (hex >> 8) & 0xFF, b8: hex & 0xFF) }
        var differing = 0
        for (filter, matrix) in chrome {
            for c in colours {
                let a = matrix.apply(to: c), b = filter.apply(to: c)
                let levels: [Int] = [abs(a.r8 - b.r8), abs(a.g8 - b.g8), abs(a.b8 - b.b8)]
                XCTAssertLessThanOrEqual(levels.max()!, 1, "\(filter.name) \(c.hexString)")
                if levels.max()! > 0 { differing += 1 }
            }
        }
        XCTAssertGreaterThan(differing, 0, "the rounding shows on some colours")
        XCTAssertEqual(chrome[2].1.apply(to: colours[0]).b8, 16)
        XCTAssertEqual(VisionFilter.tritanopia(severity: 1).apply(to: colours[0]).b8, 15)
    }

    func testSeverityInterpolatesTheTable() {
        XCTAssertEqual(filtered([(255, 0, 0)], .protanopia(severity: 0.5)), [[180, 86, 0]])
        XCTAssertEqual(MachadoMatrices.matrix(MachadoMatrices.deutan, severity: 0.25).rows[0], (0.760729 + 0.675425) / 2, accuracy: 1e-9)
        for filter in [VisionFilter.protanopia(severity: 0), .deuteranopia(severity: 0), .tritanopia(severity: 0)] {
            XCTAssertEqual(filtered([(12, 200, 99), (255, 128, 0)], filter), [[12, 200, 99], [255, 128, 0]])
        }
    }

    /// Every row of every table sums to one (to the paper's six decimals), so greys stay grey: a typo
    /// in the table breaks this.
    func testEveryMachadoRowKeepsGreys() {
        for table in [MachadoMatrices.protan, MachadoMatrices.deutan, MachadoMatrices.tritan] {
            XCTAssertEqual(table.count, 11)
            for m in table { for r in 0..<3 { XCTAssertEqual(m[r * 3] + m[r * 3 + 1] + m[r * 3 + 2], 1, accuracy: 2e-6) } }
        }
        let greys: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (60, 60, 60), (128, 128, 128), (255, 255, 255)]
        for filter in [VisionFilter.protanopia(severity: 0.7), .tritanopia(severity: 0.3), .achromatopsia, .redGreen(intensity: 1)] {
            XCTAssertEqual(filtered(greys, filter), greys.map { [$0.0, $0.1, $0.2] }, "\(filter)")
        }
    }

    func testChromesAchromatopsiaAndReducedContrast() {
        // Red's luminance is 0.2126 of linear light: sRGB 127.
        XCTAssertEqual(filtered([(255, 0, 0)], .achromatopsia), [[127, 127, 127]])
        XCTAssertEqual(filtered([(255, 0, 0)], .grayscale), [[127, 127, 127]])
        // Half of full light added on linear channels: black becomes linear 0.5, sRGB 188; white stays.
        XCTAssertEqual(filtered([(0, 0, 0), (255, 255, 255)], .reducedContrast), [[188, 188, 188], [255, 255, 255]])
    }

    /// Both inverts reverse every pixel of the pass; what Smart Invert spares was drawn reversed
    /// before it (`DisplayItem.ignoresInvertColors`), so the pass gives it back.
    func testInvertsReverseEveryPixel() {
        let row: [(UInt8, UInt8, UInt8)] = [(10, 20, 30), (200, 100, 0), (10, 20, 30)]
        XCTAssertEqual(filtered(row, .classicInvert), [[245, 235, 225], [55, 155, 255], [245, 235, 225]])
        XCTAssertEqual(filtered(row, .smartInvert), [[245, 235, 225], [55, 155, 255], [245, 235, 225]])
        XCTAssertEqual(filtered(filtered(row, .smartInvert).map { ($0[0], $0[1], $0[2]) }, .smartInvert), row.map { [$0.0, $0.1, $0.2] },
                       "reversed twice, a spared item's colours come back as drawn")
    }

    func testIOSColorFilters() {
        // Tint of hue 0 at full intensity keeps only red light; at half, green and blue are halved in linear light.
        XCTAssertEqual(filtered([(255, 255, 255)], .colorTint(hue: 0, intensity: 1)), [[255, 0, 0]])
        XCTAssertEqual(filtered([(255, 255, 255)], .colorTint(hue: 0, intensity: 0.5)), [[255, 188, 188]])
        // Reduce White Point at 100 % halves white's light: sRGB 188.
        XCTAssertEqual(filtered([(255, 255, 255), (0, 0, 0)], .reduceWhitePoint(amount: 1)), [[188, 188, 188], [0, 0, 0]])
        // The correcting filters move what a protanope loses into green and blue: red gains green and blue,
        // so red and green, which protanopia makes alike, come apart.
        let red = VisionFilter.redGreen(intensity: 1).apply(to: Color(r8: 200, g8: 40, b8: 40))
        let green = VisionFilter.redGreen(intensity: 1).apply(to: Color(r8: 60, g8: 140, b8: 40))
        XCTAssertGreaterThan(red.b8, 40)
        XCTAssertNotEqual(VisionFilter.protanopia(severity: 1).apply(to: red).hexString, VisionFilter.protanopia(severity: 1).apply(to: green).hexString)
        XCTAssertEqual(filtered([(90, 90, 90)], .blueYellow(intensity: 1)), [[90, 90, 90]])
    }

    func testBlurredVisionSpreadsAnEdgeByChromesDeviation() {
        // A black-to-white edge in a 40-pixel row at one pixel a point: blurred over about 3σ = 6 pixels
        // each side, symmetric in linear light, flat far from the edge.
        var bytes = (0..<40).flatMap { x -> [UInt8] in let v: UInt8 = x < 20 ? 0 : 255; return [v, v, v, 255] }
        bytes.withUnsafeMutableBufferPointer {
            VisionFilter.blurredVision.apply(to: $0.baseAddress!, rowBytes: 160, order: .rgba, area: PixelArea(x: 0, y: 0, width: 40, height: 1), pointScale: 1)
        }
        let row = stride(from: 0, to: 160, by: 4).map { Int(bytes[$0]) }
        XCTAssertEqual(row[0], 0); XCTAssertEqual(row[39], 255)
        XCTAssertEqual(row[12], 0); XCTAssertEqual(row[27], 255)
        XCTAssertTrue(row[15] > 0 && row[24] < 255, "\(row)")
        XCTAssertEqual(row, row.sorted(), "the ramp rises monotonically")
        // Symmetric in linear light: the two pixels either side of the edge average to half of full light.
        let l = { (v: Int) in Contrast.linear(Double(v) / 255) }
        XCTAssertEqual((l(row[19]) + l(row[20])) / 2, 0.5, accuracy: 0.01)
    }

    /// The frame path (with its colour cache) gives what the colour path gives, for many colours.
    func testFramePathMatchesTheColourPath() {
        var seed: UInt64 = 42
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 33) }
        let pixels = (0..<5000).map { _ in (next(), next(), next()) }
        for filter in VisionFilter.all where filter.isPerPixel {
            let out = filtered(pixels, filter)
            for (i, p) in pixels.enumerated() {
                let c = filter.apply(to: Color(r8: Int(p.0), g8: Int(p.1), b8: Int(p.2)))
                XCTAssertEqual(out[i], [UInt8(c.r8), UInt8(c.g8), UInt8(c.b8)], "\(filter.name) on \(p)")
                if out[i] != [UInt8(c.r8), UInt8(c.g8), UInt8(c.b8)] { return }
            }
        }
    }

    func testNamesParseAndRoundTrip() throws {
        XCTAssertEqual(VisionFilter.all.count, VisionFilter.names.count)
        for filter in VisionFilter.all { XCTAssertEqual(try VisionFilter(parsing: filter.name), filter) }
        XCTAssertEqual(try VisionFilter(parsing: "protanopia:0.6"), .protanopia(severity: 0.6))
        XCTAssertEqual(try VisionFilter(parsing: "deuteranopia:40%"), .deuteranopia(severity: 0.4))
        XCTAssertEqual(try VisionFilter(parsing: "color-tint:200:0.8"), .colorTint(hue: 200, intensity: 0.8))
        XCTAssertEqual(VisionFilter.tritanopia(severity: 0.3).name, "tritanopia:0.3")
        XCTAssertThrowsError(try VisionFilter(parsing: "sepia")) {
            XCTAssertEqual("\($0)", "\"sepia\" is not a vision filter: expected one of " + VisionFilter.names.joined(separator: ", "))
        }
        XCTAssertThrowsError(try VisionFilter(parsing: "protanopia:1.5")) {
            XCTAssertEqual("\($0)", "\"protanopia:1.5\": expected an amount from 0 to 1 (or a percentage), found 1.5")
        }
        XCTAssertThrowsError(try VisionFilter(parsing: "smart-invert:1")) { XCTAssertTrue("\($0)".hasSuffix("smart-invert takes no amount")) }
        XCTAssertThrowsError(try VisionFilter(parsing: "reduce-white-point:0.1"))
    }
}

extension VisionFilterTests {
    func testTheWindowsCycleVisitsEveryFilterThenNone() {
        var seen: [String] = []
        var current = VisionFilter.cycled(after: nil)
        while let filter = current { seen.append(filter.baseName); current = VisionFilter.cycled(after: filter) }
        XCTAssertEqual(seen, VisionFilter.names)
        XCTAssertEqual(VisionFilter.cycled(after: .protanopia(severity: 0.3)), .deuteranopia(severity: 1))
    }
}

extension VisionFilterTests {
    /// Any number of lanes, and either byte order, gives the same pixels: the window's BGRX canvas and
    /// a snapshot's RGBA buffer are filtered alike.
    func testLanesAndByteOrderDoNotChangeThePixels() {
        var seed: UInt64 = 7
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 33) }
        let width = 64, height = 300
        // Runs of equal colours, as an interface has, with noise between them.
        let rgba: [UInt8] = (0..<(width * height)).flatMap { i -> [UInt8] in
            let flat = (i / 37) % 3 == 0
            return flat ? [200, 30, 60, 255] : [next(), next(), next(), 255]
        }
        var bgrx = [UInt8](repeating: 0, count: rgba.count)
        for i in stride(from: 0, to: rgba.count, by: 4) { bgrx[i] = rgba[i + 2]; bgrx[i + 1] = rgba[i + 1]; bgrx[i + 2] = rgba[i] }
        let area = PixelArea(x: 0, y: 0, width: width, height: height)
        for filter in VisionFilter.all where filter.isPerPixel {
            var one = rgba, four = rgba, other = bgrx
            one.withUnsafeMutableBufferPointer { filter.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 1, lanes: 1) }
            four.withUnsafeMutableBufferPointer { filter.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .rgba, area: area, pointScale: 1, lanes: 4) }
            other.withUnsafeMutableBufferPointer { filter.apply(to: $0.baseAddress!, rowBytes: width * 4, order: .bgrx, area: area, pointScale: 1, lanes: 3) }
            XCTAssertEqual(one, four, filter.name)
            var back = [UInt8](repeating: 255, count: other.count)
            for i in stride(from: 0, to: other.count, by: 4) { back[i] = other[i + 2]; back[i + 1] = other[i + 1]; back[i + 2] = other[i] }
            XCTAssertEqual(one, back, filter.name)
            XCTAssertTrue(stride(from: 3, to: other.count, by: 4).allSatisfy { other[$0] == 0 }, "the fourth byte is kept")
        }
    }
}
