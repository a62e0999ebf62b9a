/// A location in scene points (origin top-left, y down), the unit every layer works in.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance, used for slop and swipe thresholds.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    public var description: String { "(\(Format.number(x)), \(Format.number(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Format.number(width))×\(Format.number(height))" }
}

/// Number formatting shared by every printer so text output is stable across platforms.
public enum Format {
    /// The shortest text that reads back as the same double (12, 12.5, 0.1): what files written to
    /// be read again use, where `number`'s rounding would lose precision.
    public static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Shortest form with at most two decimals: 12, 12.5, 12.25 (never "12.0" or exponent notation).
    public static func number(_ value: Double) -> String {
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
        if text == "-0" { return "0" }
        return text
    }
}
