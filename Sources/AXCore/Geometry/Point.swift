/// A location in scene points (origin top-left, y down), the unit every layer works in.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Distance from the left edge, in points.
    public var x: Double
    /// Distance from the top edge, in points (y grows downwards, as in UIKit).
    public var y: Double

    /// The point `x` points from the left and `y` from the top.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The point `(x, y)`, for the many literals in scene layouts.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The top-left corner of the scene.
    public static let zero = Point(x: 0, y: 0)

    /// Adds offsets component by component (moving a point by a vector).
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts component by component: the vector from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both components by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance, used for slop and swipe thresholds.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `(x, y)` with at most two decimals, as reports and traces print points.
    public var description: String { "(\(Format.number(x)), \(Format.number(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size of `width` by `height` points, for literals.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    /// No extent at all.
    public static let zero = Size(width: 0, height: 0)

    /// `width×height` with at most two decimals, as reports print sizes.
    public var description: String { "\(Format.number(width))×\(Format.number(height))" }
}

/// Number formatting shared by every printer so text output is stable across platforms.
package enum Format {
    /// The shortest text that reads back as the same double (12, 12.5, 0.1): what files written to
    /// be read again use, where `number`'s rounding would lose precision.
    package static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `value` rounded to the hundredths `number` writes: the double a file written with `number`
    /// reads back as (a trace's coordinates). Values too large for hundredths to matter, and
    /// non-finite ones, are returned as they are; -0 becomes 0, as `number` writes it.
    package static func hundredths(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e13 else { return value }
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }

    /// Shortest form with at most two decimals: 12, 12.5, 12.25 (never "12.0" or exponent notation).
    package static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let rounded = hundredths / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        // What "%.2f" prints for `rounded`, from its whole hundredths: Foundation's formatter was the
        // larger part of building 10,000 findings' messages.
        if abs(hundredths) < 1e15 {
            let n = Int64(hundredths), fraction = n.magnitude % 100
            var text = (n < 0 ? "-" : "") + String(n.magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }   // a whole number past 1e15: "5866…960", not "5866…960."
        if text == "-0" { return "0" }
        return text
    }
}
