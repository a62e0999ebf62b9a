import Foundation

/// A vector outline: drawing shapes and accessibility content shapes (“Build accessible apps with SwiftUI and UIKit”, WWDC 2023's circular buttons).
///
/// Curves are kept exact; `polygons(tolerance:)` flattens them for containment and rendering, so both
/// hit-testing and the renderer agree on what is inside.
public struct Path: Hashable, Sendable {
    /// One step of an outline, as SVG path data and CGPath describe it.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    /// Which points a self-overlapping outline counts as inside.
    public enum FillRule: String, Hashable, Sendable, Codable {
        case nonZero, evenOdd
    }

    /// The outline's steps in order.
    public private(set) var elements: [Element]

    /// A path of the given steps; empty by default, to build with `move(to:)`, `line(to:)` and friends.
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// Whether the path has no steps, and so encloses and draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    /// Makes room for `count` elements in all, for a path built from many parts (an overlay's tint
    /// over thousands of cells) in one allocation.
    package mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// A straight line from the current point to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// A quadratic Bézier curve to `p`, bent towards `control`.
    public mutating func quad(to p: Point, control: Point) { elements.append(.quad(control: control, to: p)) }
    /// A cubic Bézier curve to `p` with two control points.
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: p))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func close() { elements.append(.close) }
    /// Adds another path's steps after this one's.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// A closed rectangle outline, clockwise from the top-left corner.
    public static func rect(_ r: Rect) -> Path {
        Path([.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
              .line(Point(r.minX, r.maxY)), .close])
    }

    /// A rounded rectangle with circular corners (radius clamped to half the shorter side),
    /// drawn clockwise from the top edge.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        if rad == 0 { return .rect(r) }
        let k = 0.5522847498307936 * rad  // cubic approximation of a quarter circle
        // One array of the ten steps: appended one by one, it was copied four times as it grew.
        return Path([
            .move(Point(r.minX + rad, r.minY)),
            .line(Point(r.maxX - rad, r.minY)),
            .cubic(control1: Point(r.maxX - rad + k, r.minY), control2: Point(r.maxX, r.minY + rad - k), to: Point(r.maxX, r.minY + rad)),
            .line(Point(r.maxX, r.maxY - rad)),
            .cubic(control1: Point(r.maxX, r.maxY - rad + k), control2: Point(r.maxX - rad + k, r.maxY), to: Point(r.maxX - rad, r.maxY)),
            .line(Point(r.minX + rad, r.maxY)),
            .cubic(control1: Point(r.minX + rad - k, r.maxY), control2: Point(r.minX, r.maxY - rad + k), to: Point(r.minX, r.maxY - rad)),
            .line(Point(r.minX, r.minY + rad)),
            .cubic(control1: Point(r.minX, r.minY + rad - k), control2: Point(r.minX + rad - k, r.minY), to: Point(r.minX + rad, r.minY)),
            .close,
        ])
    }

    /// An ellipse inscribed in `r`, as four cubic arcs.
    public static func ellipse(in r: Rect) -> Path {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = 0.5522847498307936 * rx, ky = 0.5522847498307936 * ry
        return Path([
            .move(Point(cx + rx, cy)),
            .cubic(control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry), to: Point(cx, cy + ry)),
            .cubic(control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky), to: Point(cx - rx, cy)),
            .cubic(control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry), to: Point(cx, cy - ry)),
            .cubic(control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky), to: Point(cx + rx, cy)),
            .close,
        ])
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        var elements: [Element] = []
        elements.reserveCapacity(points.count + 1)
        elements.append(.move(first))
        for q in points.dropFirst() { elements.append(.line(q)) }
        elements.append(.close)
        return Path(elements)
    }

    /// A regular star (the star-rating scene's shape): `points` outer tips, the first pointing up.
    /// None when `points` is not positive.
    public static func star(center: Point, outerRadius: Double, innerRadius: Double, points: Int = 5) -> Path {
        guard points > 0 else { return Path() }
        let directions = points < starDirections.count ? starDirections[points] : directionsOfStar(points)
        return .polygon(directions.enumerated().map { i, direction in
            let radius = i.isMultiple(of: 2) ? outerRadius : innerRadius
            return Point(center.x + radius * direction.cos, center.y + radius * direction.sin)
        })
    }

    /// The directions of a star's vertices, tips and notches in turn from the top, by number of
    /// tips up to 32: worked out once, as each is the same for every star. Rating controls draw a
    /// row of stars in every frame, and their sines and cosines were 0.7% of validating the catalog.
    private static let starDirections: [[(cos: Double, sin: Double)]] = (0...32).map(directionsOfStar)

    private static func directionsOfStar(_ points: Int) -> [(cos: Double, sin: Double)] {
        (0..<(points * 2)).map { i in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / Double(points)
            return (cos(angle), sin(angle))
        }
    }

    // MARK: Transforming

    /// The path with every point moved by `t` (curves stay exact).
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
            case .close: return .close
            }
        })
    }

    // MARK: Measuring

    /// The tight bounding box, curve extrema included. `.zero` for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var current = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                add(p); current = p; start = p
            case .line(let p):
                add(p); current = p
            case .quad(let c, let p):
                add(p)
                Path.quadExtrema(current.x, c.x, p.x) { add(Path.quadPoint(current, c, p, $0)) }
                Path.quadExtrema(current.y, c.y, p.y) { add(Path.quadPoint(current, c, p, $0)) }
                current = p
            case .cubic(let c1, let c2, let p):
                add(p)
                Path.cubicExtrema(current.x, c1.x, c2.x, p.x) { add(Path.cubicPoint(current, c1, c2, p, $0)) }
                Path.cubicExtrema(current.y, c1.y, c2.y, p.y) { add(Path.cubicPoint(current, c1, c2, p, $0)) }
                current = p
            case .close:
                current = start
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled outline, every subpath implicitly closed.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        Path.contains(point, in: polygons(), rule: rule)
    }

    /// Whether `point` is inside an outline already flattened by `polygons()`: for callers that test
    /// many points against one path, which would otherwise flatten it again for every point.
    public static func contains(_ point: Point, in polygons: [[Point]], rule: FillRule) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons {
            guard polygon.count > 2 else { continue }
            var j = polygon.count - 1
            for i in 0..<polygon.count {
                let a = polygon[j], b = polygon[i]
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
                j = i
            }
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return crossings % 2 == 1
        }
    }

    /// The outline flattened into closed polygons, curves subdivided until within `tolerance` points.
    public func polygons(tolerance: Double = 0.25) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        var pen = Point.zero
        func flush() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(); current = [p]; pen = p
            case .line(let p):
                if current.isEmpty { current = [pen] }
                current.append(p); pen = p
            case .quad(let c, let p):
                if current.isEmpty { current = [pen] }
                let n = Path.segments(length: pen.distance(to: c) + c.distance(to: p), tolerance: tolerance)
                for i in 1...n { current.append(Path.quadPoint(pen, c, p, Double(i) / Double(n))) }
                pen = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [pen] }
                let n = Path.segments(length: pen.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p), tolerance: tolerance)
                for i in 1...n { current.append(Path.cubicPoint(pen, c1, c2, p, Double(i) / Double(n))) }
                pen = p
            case .close:
                if let first = current.first { pen = first }
                flush()
            }
        }
        flush()
        return result
    }

    // MARK: Curve maths

    private static func segments(length: Double, tolerance: Double) -> Int {
        Swift.max(1, Swift.min(64, Int(saturating: (length / Swift.max(tolerance, 0.01)).squareRoot().rounded(.up))))
    }

    static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(a * p0.x + b * c1.x + c * c2.x + d * p1.x, a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    // The extrema are handed to `body`, not returned in arrays: a bounding box of a rounded
    // rectangle allocated eight of them.

    private static func quadExtrema(_ p0: Double, _ c: Double, _ p1: Double, _ body: (Double) -> Void) {
        let denominator = p0 - 2 * c + p1
        guard denominator != 0 else { return }
        let t = (p0 - c) / denominator
        if t > 0 && t < 1 { body(t) }
    }

    private static func cubicExtrema(_ p0: Double, _ c1: Double, _ c2: Double, _ p1: Double, _ body: (Double) -> Void) {
        // Derivative: 3[(c1-p0)(1-t)^2 + 2(c2-c1)(1-t)t + (p1-c2)t^2] = at^2 + bt + c
        let a = -p0 + 3 * c1 - 3 * c2 + p1
        let b = 2 * (p0 - 2 * c1 + c2)
        let c = c1 - p0
        func root(_ t: Double) { if t > 0 && t < 1 { body(t) } }
        if abs(a) < 1e-12 {
            if b != 0 { root(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                root((-b + s) / (2 * a))
                root((-b - s) / (2 * a))
            }
        }
    }
}
