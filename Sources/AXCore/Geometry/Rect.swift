/// An axis-aligned rectangle in points; frames of elements and boxes of drawing commands.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The corner the size extends from (the top-left one when the size is positive).
    public var origin: Point
    /// The extent from the origin; may be negative, which the min/max accessors standardise.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its top-left corner and size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// A rectangle from its top-left corner and size, for the many literals in scene layouts.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The top edge.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The right edge.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The bottom edge.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The width, never negative.
    public var width: Double { abs(size.width) }
    /// The height, never negative.
    public var height: Double { abs(size.height) }
    /// The horizontal centre.
    public var midX: Double { (minX + maxX) / 2 }
    /// The vertical centre.
    public var midY: Double { (minY + maxY) / 2 }
    /// The centre point: where VoiceOver activates an element that sets no activation point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area, so it contains no point.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The same rectangle with non-negative width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Half-open containment: the left and top edges are inside, the right and bottom edges are not,
    /// so two abutting frames never both contain a point.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles overlap in some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }

    /// The overlap of the two rectangles, nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (negative values grow it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Width times height, in square points.
    public var area: Double { width * height }

    /// `[x, y, width, height]` with at most two decimals, as reports print frames.
    public var description: String {
        "[\(Format.number(minX)), \(Format.number(minY)), \(Format.number(width)), \(Format.number(height))]"
    }
}
