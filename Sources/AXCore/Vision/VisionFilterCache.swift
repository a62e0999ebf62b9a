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
                       area: PixelArea, pointScale: Double, lanes: Int = 1) {
        guard area.width > 0, area.height > 0 else { return }
        guard case .blur(let sigma) = filter.operation else {
            filteredRows = area.height
            return filter.apply(to: base, rowBytes: rowBytes, order: order, area: area, pointScale: pointScale, lanes: lanes)
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
        let reach = filter.reach(pointScale: pointScale)
        // Each row that reads as last time takes its kept result now (a row near a change is blurred
        // again below, from the kept input); a changed row is left as it is, and the kept input
        // untouched, until the frame is known not to have moved.
        var changed = [Bool](repeating: true, count: h)
        if known {
            changed.withUnsafeMutableBufferPointer { changed in
                VisionFilter.inLanes(lanes, rows: h) { rows in
                    for y in rows {
                        let row = corner + y * rowBytes
                        changed[y] = memcmp(row, input + y * line, line) != 0
                        if !changed[y] { memcpy(row, output + y * line, line) }
                    }
                }
            }
        }
        var blurred = Self.rowsNear(changed, reach: reach)
        // When many rows changed, the frame may have moved (a scroll): the rows whose result is last
        // pass's row `y + shift` take it, moved within the kept results in the order that reads each
        // kept row before it is written over.
        let changedCount = changed.reduce(0) { $1 ? $0 + 1 : $0 }
        var moved: [Bool]?
        if known, changedCount > 4 * reach,
           let shift = Self.shift(of: corner, rowBytes: rowBytes, from: input, line: line, height: h, changed: changed) {
            let rows = Self.rowsKept(corner, rowBytes: rowBytes, from: input, line: line, height: h, changed: changed,
                                     shift: shift, reach: reach)
            for y in shift > 0 ? Array(0..<h) : Array((0..<h).reversed()) where rows[y] {
                memmove(output + y * line, output + (y + shift) * line, line)
                blurred[y] = false
            }
            moved = rows
        }
        // Every changed row becomes the kept input (the blur reads it), now that the last one was read.
        for y in 0..<h where changed[y] { memcpy(input + y * line, corner + y * rowBytes, line) }
        if let moved { for y in 0..<h where moved[y] { memcpy(corner + y * rowBytes, output + y * line, line) } }
        let bands = Self.bands(of: blurred, reach: reach)
        filteredRows = bands.reduce(0) { $0 + $1.count }
        for band in bands {
            // The blur reads rows around the band: from the kept input, as the rows around it may
            // already hold their results.
            VisionFilter.blurRows(sigma * pointScale, from: input, rowBytes: line, to: corner, rowBytes: rowBytes, order: order,
                                  width: w, height: h, rows: band, lanes: lanes)
            for y in band { memcpy(output + y * line, corner + y * rowBytes, line) }
        }
    }

    /// The rows within `reach` rows of a changed one: their result can differ from last pass's.
    static func rowsNear(_ changed: [Bool], reach: Int) -> [Bool] {
        var near = [Bool](repeating: false, count: changed.count)
        var last = Int.min / 2
        for y in changed.indices {
            if changed[y] { last = y }
            if y - last <= reach { near[y] = true }
        }
        last = Int.max / 2
        for y in changed.indices.reversed() {
            if changed[y] { last = y }
            if last - y <= reach { near[y] = true }
        }
        return near
    }

    /// How far the frame moved since the last pass, if it did (a scroll): the offset from a changed
    /// row to the row of the last input holding the same pixels, most often found among changed rows
    /// whose pixels occur once in the last input (a flat background row matches everywhere). Rows are
    /// matched by a hash and then compared byte for byte. Ties go to the smallest move, then upwards.
    static func shift(of frame: UnsafeMutablePointer<UInt8>, rowBytes: Int, from input: UnsafeMutablePointer<UInt8>, line: Int,
                      height h: Int, changed: [Bool]) -> Int? {
        var once: [UInt64: Int] = [:]
        once.reserveCapacity(h)
        for y in 0..<h {
            let digest = rowDigest(input + y * line, count: line)
            once[digest] = once[digest] == nil ? y : -1
        }
        var votes: [Int: Int] = [:]
        for y in 0..<h where changed[y] {
            let row = frame + y * rowBytes
            guard let j = once[rowDigest(row, count: line)], j >= 0, j != y, memcmp(row, input + j * line, line) == 0 else { continue }
            votes[j - y, default: 0] += 1
        }
        return votes.max { a, b in
            a.value != b.value ? a.value < b.value : (abs(a.key) != abs(b.key) ? abs(a.key) > abs(b.key) : a.key < b.key)
        }?.key
    }

    /// The rows whose result is exactly last pass's row `y + shift`: every row the blur reads for
    /// row `y` holds the pixels last pass's row `y + shift` read, and neither reaches past the area's
    /// top or bottom (where the blur repeats the edge row, so a moved row reads other rows).
    /// A row that did not change has already taken its kept result, and its pixels are the kept input's.
    static func rowsKept(_ frame: UnsafeMutablePointer<UInt8>, rowBytes: Int, from input: UnsafeMutablePointer<UInt8>, line: Int,
                         height h: Int, changed: [Bool], shift: Int, reach: Int) -> [Bool] {
        let same = (0..<h).map { y in
            y + shift >= 0 && y + shift < h
                && memcmp(changed[y] ? UnsafeRawPointer(frame + y * rowBytes) : UnsafeRawPointer(input + y * line), input + (y + shift) * line, line) == 0
        }
        var kept = [Bool](repeating: false, count: h)
        let first = max(reach, reach - shift), last = min(h - 1 - reach, h - 1 - reach - shift)
        guard first <= last else { return kept }
        // A window of 2 × reach + 1 rows slid down the area, counting the rows that moved whole.
        var count = 0
        for y in (first - reach)..<(first + reach) where same[y] { count += 1 }
        for y in first...last {
            if same[y + reach] { count += 1 }
            kept[y] = count == 2 * reach + 1
            if same[y - reach] { count -= 1 }
        }
        return kept
    }

    /// A row's pixels hashed, eight bytes at a time (FNV-1a's mix on words), to find its match.
    private static func rowDigest(_ row: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let raw = UnsafeRawPointer(row)
        var i = 0
        while i + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            i += 8
        }
        while i < count { hash = (hash ^ UInt64(row[i])) &* 0x0000_0100_0000_01B3; i += 1 }
        return hash
    }

    /// The rows to filter again: those within `reach` rows of a changed one, as ranges in order.
    static func bands(_ changed: [Bool], reach: Int) -> [Range<Int>] {
        bands(of: rowsNear(changed, reach: reach), reach: reach)
    }

    /// The rows marked in `blurred`, as ranges in order. Ranges closer than twice the reach are
    /// joined, as each range's blur reads `reach` rows past both its ends (joining filters a few more
    /// rows but reads none twice).
    static func bands(of blurred: [Bool], reach: Int) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        for (y, isBlurred) in blurred.enumerated() where isBlurred {
            if let last = bands.last, y <= last.upperBound + 2 * reach {
                bands[bands.count - 1] = last.lowerBound..<(y + 1)
            } else {
                bands.append(y..<(y + 1))
            }
        }
        return bands
    }
}
