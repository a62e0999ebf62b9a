import AXCore

/// Several fingers standing in for one mouse pointer, for the window's bindings (the left
/// button is one finger, modifiers make two or three). The layout is fixed when the button goes down
/// and holds for the whole stroke, so releasing a modifier mid-drag cannot tear a gesture apart.
/// Pure and deterministic, so the bindings are testable without a window.
package struct MouseFingers: Sendable {
    package enum Layout: Hashable, Sendable {
        /// `count` fingers in a row, `spacing` apart, centred on the pointer and moving with it:
        /// multi-finger taps, swipes and scrubs.
        case together(count: Int)
        /// Two fingers: the pointer, and its mirror image through `center` (the iOS Simulator's Option
        /// key), so moving the pointer spreads, closes or turns them: pinch and rotate.
        case mirrored(around: Point)
    }

    /// Distance between neighbouring fingers of a `together` layout, in points (wider than the
    /// multi-tap slop, narrower than a fingertip row on a phone).
    package var spacing: Double
    /// The layout of the stroke under way, nil while the button is up.
    package private(set) var layout: Layout?

    package init(spacing: Double = 40) { self.spacing = spacing }

    /// The samples for one mouse event: one per finger, ids 0, 1, 2 …, kind `mouse`. `layout` is read
    /// on `down` only; events while the button is up (other than `down`) give nothing.
    package mutating func samples(_ phase: PointerSample.Phase, at location: Point, time: Int,
                                 layout requested: Layout = .together(count: 1)) -> [PointerSample] {
        if phase == .down {
            guard layout == nil else { return [] }
            layout = requested
        }
        guard let current = layout else { return [] }
        if phase == .up || phase == .cancel { layout = nil }
        return Self.fingers(of: current, at: location, spacing: spacing).enumerated().map { id, point in
            PointerSample(phase, id: id, point, time: time, kind: .mouse)
        }
    }

    /// Where each finger is when the pointer is at `location`.
    package static func fingers(of layout: Layout, at location: Point, spacing: Double) -> [Point] {
        switch layout {
        case .together(let count):
            let n = max(1, count)
            return (0..<n).map { i in
                Point(location.x + (Double(i) - Double(n - 1) / 2) * spacing, location.y)
            }
        case .mirrored(let center):
            return [location, center * 2 - location]
        }
    }
}
