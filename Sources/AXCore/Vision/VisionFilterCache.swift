import Foundation

/// The last frame the blur ran on and what it made of it, so that the next pass over the same area
/// redoes only the rows whose result can have changed: the rows within the kernel's reach of a row
/// whose pixels changed. Every other row gets its earlier result back, which is exactly what
/// blurring it again gives, so the bytes are those of `VisionFilter.apply` over the whole area, pass
/// after pass, whatever changed and however many lanes run (`VisionFilterReferencePixelTests` checks
/// it frame by frame against the reference blur).
///
/// Rows are compared byte for byte with the copy kept of the last pass's input, never by a hash or
/// by what was drawn, so a row is reused only when its pixels are the same. It holds two copies of
/// the area's pixels (the last input and its result); one cache serves one drawing surface.
///
/// The filters that read a pixel alone (the colour filters, the inverts) are not kept: they cost
/// little more than the comparison and the copy that would replace them (each reads and writes the
/// frame once), and keeping a new frame would add two copies to it. They run straight through.
package final class VisionFilterCache {
    /// What makes a row's result depend on its pixels and its neighbours' alone: the same blur over an
    /// area of the same size at the same scale, with the same channel order.
    private struct Key: Equatable {
        var filter: VisionFilter
        var width: Int, height: Int
        var pointScale: Double
        var order: PixelChannelOrder
    }

    private var key: Key?
    /// The last pass's unfiltered rows and their results, `width * 4` bytes a row, rows packed.
    private var input: UnsafeMutablePointer<UInt8>?
    private var output: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    /// How many rows of the area the last pass filtered (the others took their kept result).
    package private(set) var filteredRows = 0

    package init() {}

    deinit {
        input?.deallocate()
        output?.deallocate()
    }

    /// Forgets the kept frame, so the next pass filters every row (a bench measures a new frame so).
    package func removeAll() { key = nil }

    /// Applies `filter` as `VisionFilter.apply` does (same arguments, same bytes); the blur filters
    /// only the rows whose result can differ from its last pass's and copies the kept result into the others.
    package func apply(_ filter: VisionFilter, to base: UnsafeMutablePointer<UInt8>, rowBytes: Int, order: PixelChannelOrder,
                       area: PixelArea, pointScale: Double, spared: [PixelArea] = [], lanes: Int = 1) {
        guard area.width > 0, area.height > 0 else { return }
        guard case .blur(let sigma) = filter.operation else {
            filteredRows = area.height
            return filter.apply(to: base, rowBytes: rowBytes, order: order, area: area, pointScale: pointScale, spared: spared, lanes: lanes)
        }
        let w = area.width, h = area.height, line = w * 4
        let next = Key(filter: filter, width: w, height: h, pointScale: pointScale, order: order)
        let known = key == next
        if line * h > capacity {
            input?.deallocate(); output?.deallocate()
            input = .allocate(capacity: line * h); output = .allocate(capacity: line * h)
            capacity = line * h
        }
        key = next
        guard let input, let output else { return }
        let corner = base + area.y * rowBytes + area.x * 4
        var changed = [Bool](repeating: true, count: h)
        // Each row: unchanged takes its kept result now; changed is kept as the new input.
        changed.withUnsafeMutableBufferPointer { changed in
            VisionFilter.inLanes(lanes, rows: h) { rows in
                for y in rows {
                    let row = corner + y * rowBytes, kept = input + y * line
                    if known && memcmp(row, kept, line) == 0 {
                        memcpy(row, output + y * line, line)
                        changed[y] = false
                    } else {
                        memcpy(kept, row, line)
                    }
                }
            }
        }
        let bands = Self.bands(changed, reach: filter.reach(pointScale: pointScale))
        filteredRows = bands.reduce(0) { $0 + $1.count }
        for band in bands {
            // The blur reads rows around the band: from the kept input, as the rows around it may
            // already hold their results.
            VisionFilter.blurRows(sigma * pointScale, from: input, rowBytes: line, to: corner, rowBytes: rowBytes, order: order,
                                  width: w, height: h, rows: band, lanes: lanes)
            for y in band { memcpy(output + y * line, corner + y * rowBytes, line) }
        }
    }

    /// The rows to filter again: those within `reach` rows of a changed one, as ranges in order.
    /// Ranges closer than twice the reach are joined, as each range's blur reads `reach` rows past
    /// both its ends (joining filters a few more rows but reads none twice).
    static func bands(_ changed: [Bool], reach: Int) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        for (y, isChanged) in changed.enumerated() where isChanged {
            let band = max(0, y - reach)..<min(changed.count, y + reach + 1)
            if let last = bands.last, band.lowerBound <= last.upperBound + 2 * reach {
                bands[bands.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
            } else {
                bands.append(band)
            }
        }
        return bands
    }
}
