import AXCore

/// Finds the containers of an imported screen that its screenshot shows presented over a dimmed
/// backdrop: pure pixel analysis, no guessing from the order of siblings (which, in an export, is
/// not z-order). UIKit presents an alert, an action sheet, a sheet or a popover over a dimming view,
/// black at 20 % to 40 % alpha: every pixel around the presented view is the content times 0.6 to
/// 0.8, so nothing there is brighter than 80 % of white, while the presented view itself is drawn
/// undimmed (docs/import.md, "Dimmed backdrops", says how the limits below were chosen).
enum BackdropDimming {
    /// The brightest a dimmed pixel can be: white under black at the weakest dimming, 20 % alpha
    /// (luma 255 × 0.8). The 99th percentile is compared, so a stray bright pixel does not count.
    static let brightestDimmed = 204.0
    /// A dimmed backdrop is uniformly dark: dimming compresses the content's spread by the same
    /// 0.6–0.8, and light content with dark text spreads up to about 80 (text on a fifth of it).
    static let largestSpread = 64.0
    /// The presented view is brighter than what it dims: its average luma at least this much above
    /// the backdrop's.
    static let leastLift = 40.0
    /// There must be a backdrop to see: at least this share of the screen outside the container.
    static let leastOutsideShare = 0.2
    /// A presented view is no smaller than a control (points a side).
    static let leastSide = 44.0
    /// Samples read per measurement, at most: the point grid is read at a stride that keeps to it.
    static let samplesPerMeasurement = 40_000
    /// Containers measured on one screen, at most, the largest first: a presented view is one of the
    /// larger containers on screen, and a list of thousands of cells must not cost thousands of
    /// measurements.
    static let mostMeasurements = 64

    /// The containers (not already modal) the screenshot shows over a dimmed backdrop, outermost
    /// first. `screen` is the screen in points, `scale` the screenshot's pixels per point.
    static func find(in roots: [AccessibilityElement], screen: Size, pixels: RasterImage, scale: Double) -> [DimmedBackdrop] {
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        var candidates: [(id: String, frame: Rect)] = []
        var seen = Set<Rect>()
        func visit(_ element: AccessibilityElement) {
            // A container mostly on screen (cells scrolled off it are no overlay), each frame once.
            if element.isContainer, !element.viewIsModal, !element.elementsHidden,
               let visible = element.frame.intersection(bounds), visible.area * 2 >= element.frame.area,
               seen.insert(element.frame).inserted {
                candidates.append((element.id, element.frame))
            }
            element.children.forEach(visit)
        }
        roots.forEach(visit)
        // The largest first; among equals, the file's order (a stable sort): deterministic.
        let measured = candidates.enumerated()
            .sorted { ($0.element.frame.area, -$0.offset) > ($1.element.frame.area, -$1.offset) }
            .prefix(mostMeasurements)
        guard !measured.isEmpty else { return [] }
        let grid = LumaGrid(pixels: pixels, scale: scale)
        return measured.compactMap { measure($0.element.frame, overlayID: $0.element.id, screen: screen, grid: grid) }
    }

    /// The backdrop around `frame`, when the pixels show one.
    static func measure(_ frame: Rect, overlayID: String, screen: Size, grid: LumaGrid) -> DimmedBackdrop? {
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        guard frame.width >= leastSide, frame.height >= leastSide, let visible = frame.intersection(bounds) else { return nil }
        let outsideShare = 1 - visible.area / bounds.area
        guard outsideShare >= leastOutsideShare else { return nil }
        let stats = grid.split(by: visible, samples: samplesPerMeasurement)
        guard let outside = stats.outside, let inside = stats.inside else { return nil }
        guard outside.percentile99 <= brightestDimmed, outside.spread <= largestSpread,
              inside.mean - outside.mean >= leastLift else { return nil }
        return DimmedBackdrop(overlayID: overlayID, overlayFrame: frame, outsideShare: outsideShare, outsideMean: outside.mean,
                              outsideBrightest: outside.percentile99, outsideSpread: outside.spread, insideMean: inside.mean)
    }
}

/// A screenshot's luma, one value a point (the pixel at the point's centre), so a measurement costs
/// the same at any scale.
struct LumaGrid {
    let columns: Int
    let rows: Int
    private let luma: [UInt8]

    init(pixels: RasterImage, scale: Double) {
        let scale = max(scale, 1e-9)
        let columns = max(1, Int(Double(pixels.width) / scale)), rows = max(1, Int(Double(pixels.height) / scale))
        var values = [UInt8](repeating: 0, count: columns * rows)
        pixels.rgba.withUnsafeBufferPointer { rgba in
            for row in 0..<rows {
                let y = min(pixels.height - 1, Int((Double(row) + 0.5) * scale))
                for column in 0..<columns {
                    let x = min(pixels.width - 1, Int((Double(column) + 0.5) * scale))
                    let i = (y * pixels.width + x) * 4
                    // Rec. 709 luma on the encoded values: a dimming view darkens them by its alpha.
                    let y709 = 0.2126 * Double(rgba[i]) + 0.7152 * Double(rgba[i + 1]) + 0.0722 * Double(rgba[i + 2])
                    values[row * columns + column] = UInt8(min(255, max(0, y709.rounded())))
                }
            }
        }
        self.columns = columns; self.rows = rows; luma = values
    }

    /// Luma statistics of one region.
    struct Region {
        var mean: Double
        var spread: Double
        var percentile99: Double
    }

    /// The statistics inside `rect` (points) and outside it, reading at most about `samples` points.
    func split(by rect: Rect, samples: Int) -> (inside: Region?, outside: Region?) {
        let stride = max(1, Int((Double(columns * rows) / Double(max(1, samples))).squareRoot().rounded(.up)))
        var inside = Histogram(), outside = Histogram()
        var row = 0
        while row < rows {
            let y = Double(row) + 0.5
            var column = 0
            while column < columns {
                let x = Double(column) + 0.5
                let value = luma[row * columns + column]
                if x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY { inside.add(value) } else { outside.add(value) }
                column += stride
            }
            row += stride
        }
        return (inside.region, outside.region)
    }

    /// Counts of each luma value.
    private struct Histogram {
        var counts = [Int](repeating: 0, count: 256)
        var total = 0

        mutating func add(_ value: UInt8) { counts[Int(value)] += 1; total += 1 }

        var region: Region? {
            guard total > 0 else { return nil }
            var sum = 0.0, squares = 0.0
            for (value, count) in counts.enumerated() where count > 0 {
                sum += Double(value * count); squares += Double(value * value * count)
            }
            let mean = sum / Double(total)
            let spread = max(0, squares / Double(total) - mean * mean).squareRoot()
            // The smallest value with at least 99 % of the samples at or below it.
            let threshold = (Double(total) * 0.99).rounded(.up)
            var seen = 0, p99 = 255
            for (value, count) in counts.enumerated() {
                seen += count
                if Double(seen) >= threshold { p99 = value; break }
            }
            return Region(mean: mean, spread: spread, percentile99: Double(p99))
        }
    }
}
