import Foundation

/// A malformed SVG path string: where it went wrong (character offset) and what was expected.
public struct SVGPathError: Error, Equatable, CustomStringConvertible {
    /// How many characters into the path data the problem was found.
    public var offset: Int
    /// What was expected there.
    public var message: String
    /// The offset and the problem, for error messages that name the file and field around it.
    public var description: String { "at character \(offset): \(message)" }
}

extension Path {
    /// Parses SVG path data: M, L, H, V, C, S, Q, T, A and Z, absolute (upper case) and relative
    /// (lower case), with implicit repeated commands as the SVG grammar allows. Every number, and every
    /// point after relative moves add up, must lie within ±InputLimits.coordinate, and the path may
    /// have at most InputLimits.pathSegments segments.
    public init(svg: String) throws {
        var parser = SVGPathParser(Array(svg.utf8))
        self = try parser.parse()
    }
}

private struct SVGPathParser {
    let bytes: [UInt8]
    var index = 0
    var path = Path()
    var pen = Point.zero
    var subpathStart = Point.zero
    /// The last control point, for the smooth (S/T) commands' reflection.
    var lastCubicControl: Point?
    var lastQuadControl: Point?
    /// Where a command took the pen outside the coordinate limit.
    var outOfRange: Int?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws -> Path {
        skipSeparators()
        var command: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isCommand(byte) {
                command = byte
                index += 1
            } else if command == nil {
                throw SVGPathError(offset: index, message: "expected a path command (M, L, H, V, C, S, Q, T, A or Z), found '\(Character(UnicodeScalar(byte)))'")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGPathError(offset: index, message: "expected a command after Z, found a number")
            }
            guard let current = command else { break }
            if path.isEmpty && current != UInt8(ascii: "M") && current != UInt8(ascii: "m") {
                throw SVGPathError(offset: index - 1, message: "a path must start with M or m")
            }
            try apply(current)
            if path.elements.count > InputLimits.pathSegments {
                throw SVGPathError(offset: index, message: "more than \(InputLimits.pathSegments) segments; a path may have at most that many")
            }
            if let at = outOfRange {
                throw SVGPathError(offset: at, message: "the path leaves the coordinates \(InputLimits.coordinateRange)")
            }
            // After a move, further coordinate pairs are implicit line-tos.
            if current == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if current == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            skipSeparators()
        }
        return path
    }

    static func isCommand(_ b: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b)
    }

    mutating func apply(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? pen : .zero
        let start = index
        defer { if !InputLimits.isCoordinate(pen.x) || !InputLimits.isCoordinate(pen.y) { outOfRange = start } }
        switch command | 0x20 {  // lower-case
        case UInt8(ascii: "m"):
            let p = try point() + origin
            path.move(to: p); pen = p; subpathStart = p
            clearControls()
        case UInt8(ascii: "l"):
            let p = try point() + origin
            path.line(to: p); pen = p
            clearControls()
        case UInt8(ascii: "h"):
            let x = try number() + origin.x
            pen = Point(x, pen.y); path.line(to: pen)
            clearControls()
        case UInt8(ascii: "v"):
            let y = try number() + origin.y
            pen = Point(pen.x, y); path.line(to: pen)
            clearControls()
        case UInt8(ascii: "c"):
            let c1 = try point() + origin, c2 = try point() + origin, p = try point() + origin
            path.cubic(to: p, control1: c1, control2: c2)
            pen = p; lastCubicControl = c2; lastQuadControl = nil
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { pen + (pen - $0) } ?? pen
            let c2 = try point() + origin, p = try point() + origin
            path.cubic(to: p, control1: c1, control2: c2)
            pen = p; lastCubicControl = c2; lastQuadControl = nil
        case UInt8(ascii: "q"):
            let c = try point() + origin, p = try point() + origin
            path.quad(to: p, control: c)
            pen = p; lastQuadControl = c; lastCubicControl = nil
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { pen + (pen - $0) } ?? pen
            let p = try point() + origin
            path.quad(to: p, control: c)
            pen = p; lastQuadControl = c; lastCubicControl = nil
        case UInt8(ascii: "a"):
            let rx = abs(try number()), ry = abs(try number()), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = try point() + origin
            appendArc(to: p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
            pen = p
            clearControls()
        case UInt8(ascii: "z"):
            path.close(); pen = subpathStart
            clearControls()
        default:
            throw SVGPathError(offset: index, message: "unknown command")
        }
    }

    mutating func clearControls() { lastCubicControl = nil; lastQuadControl = nil }

    mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x2C || bytes[index] == 0x0A
            || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func point() throws -> Point {
        let x = try number()
        let y = try number()
        return Point(x, y)
    }

    mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw SVGPathError(offset: index, message: "expected an arc flag, 0 or 1")
        }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    mutating func number() throws -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var sawDigit = false, sawDot = false
        while index < bytes.count {
            let b = bytes[index]
            if b >= 0x30 && b <= 0x39 { sawDigit = true; index += 1 }
            else if b == UInt8(ascii: "."), !sawDot { sawDot = true; index += 1 }
            else { break }
        }
        if sawDigit, index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
        }
        guard sawDigit, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            let found = start < bytes.count ? "'\(Character(UnicodeScalar(bytes[start])))'" : "the end of the path"
            throw SVGPathError(offset: start, message: "expected a number, found \(found)")
        }
        guard InputLimits.isCoordinate(value) else {
            throw SVGPathError(offset: start, message: "expected a number from \(InputLimits.coordinateRange)")
        }
        return value
    }

    /// SVG's endpoint arc, converted to centre form and then to cubic segments of at most 90°.
    mutating func appendArc(to end: Point, rx inRx: Double, ry inRy: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        let start = pen
        if start == end { return }
        var rx = inRx, ry = inRy
        // Radii too small to square (SVG says a zero radius is a straight line) are lines too.
        if rx < 1e-9 || ry < 1e-9 { path.line(to: end); return }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1 / ry
        let cyp = -coefficient * ry * x1 / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            let a = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
            return a
        }
        let theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry)
        var delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry)
        guard cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite else { path.line(to: end); return }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let count = max(1, min(4, Int(saturating: (abs(delta) / (.pi / 2)).rounded(.up))))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> Point {
            let x = rx * cos(t), y = ry * sin(t)
            return Point(cx + cosPhi * x - sinPhi * y, cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ t: Double) -> Point {
            let x = -rx * sin(t), y = ry * cos(t)
            return Point(cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
        }
        var t = theta1
        for i in 0..<count {
            let t2 = t + step
            let p1 = onEllipse(t), p2 = i == count - 1 ? end : onEllipse(t2)
            let c1 = p1 + derivative(t) * k
            let c2 = onEllipse(t2) - derivative(t2) * k
            path.cubic(to: p2, control1: c1, control2: c2)
            t = t2
        }
    }
}

extension Path {
    /// The path in SVG syntax with absolute commands (M, L, Q, C, Z), numbers written exactly:
    /// what `init(svg:)` reads back as the same path.
    public var svgString: String {
        func p(_ point: Point) -> String { Format.exact(point.x) + " " + Format.exact(point.y) }
        return elements.map { element -> String in
            switch element {
            case .move(let a): return "M " + p(a)
            case .line(let a): return "L " + p(a)
            case .quad(let c, let a): return "Q " + p(c) + " " + p(a)
            case .cubic(let c1, let c2, let a): return "C " + p(c1) + " " + p(c2) + " " + p(a)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
