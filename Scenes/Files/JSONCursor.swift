import AXCore

/// A position in a parsed JSON document that knows its own path, so every error says where it is.
/// Objects are read field by field and `finish()` rejects fields nobody asked for: a misspelt field
/// must not be silently ignored (docs/scene-format.md).
struct JSONCursor {
    let value: JSONValue
    let path: String
    let file: String

    func error(_ message: String) -> SceneFileError {
        SceneFileError(file: file, location: path.isEmpty ? "(top level)" : path, message: message)
    }

    func object() throws -> JSONObject {
        guard case .object(let fields) = value else { throw error("expected an object, found \(value.kindDescription)") }
        return JSONObject(fields: fields, cursor: self)
    }

    func array() throws -> [JSONCursor] {
        guard case .array(let items) = value else { throw error("expected an array, found \(value.kindDescription)") }
        return items.enumerated().map { JSONCursor(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    func string() throws -> String {
        guard case .string(let s) = value else { throw error("expected a string, found \(value.kindDescription)") }
        return s
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw error("expected true or false, found \(value.kindDescription)") }
        return b
    }

    func number() throws -> Double {
        guard case .number(let n) = value else { throw error("expected a number, found \(value.kindDescription)") }
        return n
    }

    func int() throws -> Int {
        let d = try number()
        guard d == d.rounded(), abs(d) < 1e15 else { throw error("expected an integer, found \(InputLimits.shown(d))") }
        return Int(d)
    }

    func numbers(_ count: Int, _ meaning: String) throws -> [Double] {
        let items = try array()
        guard items.count == count else {
            throw error("expected \(meaning), an array of \(count) numbers, found \(Plural.count(items.count, "item"))")
        }
        return try items.map { try $0.coordinate() }
    }

    /// A coordinate or signed offset in points, within InputLimits.coordinate.
    func coordinate() throws -> Double {
        let n = try number()
        guard InputLimits.isCoordinate(n) else {
            throw error("expected a coordinate from \(InputLimits.coordinateRange), found \(InputLimits.shown(n))")
        }
        return n
    }

    /// A length in points (a line width, a radius): from 0 to InputLimits.coordinate.
    func length() throws -> Double {
        let n = try coordinate()
        guard n >= 0 else { throw error("expected a length of 0 or more, found \(InputLimits.shown(n))") }
        return n
    }

    func rect() throws -> Rect {
        let n = try numbers(4, "[x, y, width, height]")
        guard n[2] >= 0, n[3] >= 0 else { throw error("expected a non-negative width and height") }
        return Rect(n[0], n[1], n[2], n[3])
    }

    func point() throws -> Point {
        let n = try numbers(2, "[x, y]")
        return Point(n[0], n[1])
    }

    /// `#RRGGBB` or `#RRGGBBAA`, as the format says (the shorter forms code may use are refused here).
    func color() throws -> Color {
        let text = try string()
        guard text.hasPrefix("#"), text.utf8.count == 7 || text.utf8.count == 9 else {
            throw error(Color.HexError(text: text).description)
        }
        do { return try Color(hex: text) } catch let e as Color.HexError { throw error(e.description) }
    }

    /// SVG path data with at least one command: an empty string has no shape, so as an element's
    /// content shape it left nothing to touch or outline (and validation called it "outside the
    /// frame"), and as a drawing item it drew nothing; null, or leaving the field out, says "none".
    func svgPath() throws -> Path {
        let path: Path
        do { path = try Path(svg: try string()) } catch let e as SVGPathError {
            throw error("invalid SVG path \(e.description)")
        }
        guard !path.isEmpty else { throw error("expected SVG path data (\"M 0 0 L 10 10 Z\"), found an empty path; leave the field out, or null, for none") }
        return path
    }

    /// A state value: a number, a string or true/false.
    func stateValue() throws -> FileValue {
        switch value {
        case .number(let n): return .number(n)
        case .string(let s): return .text(s)
        case .bool(let b): return .flag(b)
        // Elsewhere null is a field left out; a state has no "no value", so it is named as what is wrong.
        case .null: throw error("null is not a state value; expected a number, a string, or true or false")
        default: throw error("expected a number, a string, or true or false, found \(value.kindDescription)")
        }
    }

    /// One of a fixed set of words.
    func choice(_ allowed: [String]) throws -> String {
        let s = try string()
        guard allowed.contains(s) else {
            throw error("expected one of " + allowed.joined(separator: ", ") + ", found \"\(s)\"")
        }
        return s
    }

    static func field(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }
}

/// An object being read: fields are taken one by one, and `finish` reports the first unknown one.
struct JSONObject {
    let fields: [(key: String, value: JSONValue)]
    let cursor: JSONCursor

    /// A field as written, null included (nil only when absent): for values where null is a mistake
    /// to name, not a field left out.
    func present(_ key: String) -> JSONCursor? {
        guard let v = fields.first(where: { $0.key == key })?.value else { return nil }
        return JSONCursor(value: v, path: JSONCursor.field(cursor.path, key), file: cursor.file)
    }

    /// Every field as written, in file order, null values included: for maps of names to values
    /// (a state, a set), where a null value is a mistake to name, not a field left out.
    var entries: [(key: String, cursor: JSONCursor)] {
        fields.map { ($0.key, JSONCursor(value: $0.value, path: JSONCursor.field(cursor.path, $0.key), file: cursor.file)) }
    }

    /// A field that may be absent or null.
    func optional(_ key: String) -> JSONCursor? {
        guard let v = fields.first(where: { $0.key == key })?.value, v != .null else { return nil }
        return JSONCursor(value: v, path: JSONCursor.field(cursor.path, key), file: cursor.file)
    }

    func required(_ key: String) throws -> JSONCursor {
        guard let c = optional(key) else {
            throw SceneFileError(file: cursor.file, location: JSONCursor.field(cursor.path, key),
                                 message: "required field is missing")
        }
        return c
    }

    /// Rejects any field not in `allowed`, in file order.
    func finish(allowed: [String]) throws {
        if let unknown = fields.first(where: { !allowed.contains($0.key) }) {
            throw SceneFileError(file: cursor.file, location: JSONCursor.field(cursor.path, unknown.key),
                                 message: "unknown field; expected one of " + allowed.joined(separator: ", "))
        }
    }
}
