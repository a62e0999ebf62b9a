import Foundation

/// The ranges the readers accept (docs/robustness.md). Scene files and traces are checked against
/// them as they are read, with an error naming the place, so the layers below only ever see numbers
/// that fit: a coordinate times any scale stays far inside `Int`, a device's pixels fit in memory.
package enum InputLimits {
    /// The largest magnitude of a coordinate or length, in points (frames, points, path data,
    /// line widths, radii): about a thousand iPad screens across.
    package static let coordinate: Double = 1_000_000
    /// The largest device width or height, in points (seven times an iPad Pro's long side).
    package static let deviceSide: Double = 10_000
    /// The largest text size, in points.
    package static let textSize: Double = 1_000
    /// The most segments one SVG path may have: a path of a million zigzags crosses every pixel row
    /// of its box a million times, which no renderer draws in a useful time.
    package static let pathSegments = 100_000
    /// The most elements one scene file may declare, children included.
    package static let sceneElements = 100_000
    /// The largest scene file, in bytes (64 MiB).
    package static let sceneFileBytes = 64 << 20
    /// The largest trace, in bytes (256 MiB: hours of recording).
    package static let traceFileBytes = 256 << 20
    /// The longest line of a trace, in bytes (16 MiB).
    package static let traceLineBytes = 16 << 20

    /// The widest and tallest screenshot, in pixels: the offscreen canvas's limit too.
    package static let screenshotSide = 16_384
    /// The most pixels a screenshot may have (160 MB once decoded, four bytes each; the largest
    /// iPad's screen has 5.6 million). Checked from the PNG's header before it is decoded, so a small
    /// file declaring a huge picture (a decompression bomb) is refused at once.
    package static let screenshotPixels = 40_000_000

    /// Whether `value` is a coordinate the readers accept.
    package static func isCoordinate(_ value: Double) -> Bool { abs(value) <= coordinate }

    /// `-1000000 to 1000000`, the way the limits are written in messages.
    package static let coordinateRange = "-1000000 to 1000000"

    /// A refused number as a message shows it, as the file most likely wrote it: below 10¹⁵ a whole
    /// number as its digits and any other in Swift's shortest form that reads back as it (`0.5`,
    /// `900.0000000001`), never rounded ("must be an integer, found 900" of 900.0000000001
    /// contradicted itself); beyond, with an exponent (`1e+15`, `1e+308`), not as hundreds of digits.
    package static func shown(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return String(format: "%.6g", value) }
        return value == value.rounded() ? String(Int64(value)) : "\(value)"
    }
}

extension Int {
    /// `Int(value)` that cannot trap: NaN is 0, values beyond `Int`'s range are its nearest end.
    /// For the layers below the readers, where a number that slipped through must not end the process.
    /// Inlinable: the frame sampler converts every point it buckets, millions of calls a validation.
    @inlinable
    package init(saturating value: Double) {
        if value.isNaN { self = 0 }
        else if value >= 9.2e18 { self = .max }
        else if value <= -9.2e18 { self = .min }
        else { self = Int(value) }
    }
}
