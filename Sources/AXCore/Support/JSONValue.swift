/// A parsed JSON value that keeps what Foundation's decoder loses: booleans distinct from numbers,
/// object key order, and duplicate keys (rejected). Used by the scene-file and trace readers, which
/// must report exactly where a file is wrong.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Fields in file order.
    case object([(key: String, value: JSONValue)])

    /// Structural equality; objects compare their fields in order, so key order matters.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes consistently with `==`, field order included.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o): for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// A field of an object, nil when absent or when this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first(where: { $0.key == key })?.value
    }

    /// "null", "a boolean", "a number"… for "expected …, found …" messages.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A byte of a file as an error message quotes it: a printable ASCII character in quotes ('x'),
    /// anything else by its value (byte 0x00, byte 0x1B, byte 0xFF). Quoted as a character, a NUL
    /// cut the message short where it was printed, an ESC reached the terminal, and a byte of a
    /// UTF-8 sequence showed as a Latin-1 letter the file does not hold.
    static func shown(byte: UInt8, after prefix: String = "") -> String {
        (0x20...0x7E).contains(byte) ? "'" + prefix + String(UnicodeScalar(byte)) + "'"
            : "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true) + (prefix.isEmpty ? "" : " after '\(prefix)'")
    }

    /// `s` as a JSON string literal (RFC 8259 escaping): the one escaper every JSON writer uses.
    public static func quoted(_ s: String) -> String {
        // Most strings need no escape: copied whole, not scalar by scalar (trace lines, reports).
        if !s.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A JSON syntax error with its 1-based line and column.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// The 1-based line of the problem.
        public var line: Int
        /// The 1-based column of the problem, in characters.
        public var column: Int
        /// What was expected there.
        public var message: String
        /// The text ended there, before the document did: a file cut short (an interrupted download
        /// or copy, a merge conflict's half), which the description says, since its line and
        /// column are the file's end and name nothing wrong.
        public var endsEarly = false
        /// The message, and for a text that ended early, that the file was cut short.
        public var explained: String {
            message + (endsEarly ? "; the file ends there, before its JSON does: it was cut short" : "")
        }
        /// `line L, column C: message`, for errors that name the file around it.
        public var description: String { "line \(line), column \(column): \(explained)" }
    }

    /// Parses one JSON document (surrounding whitespace allowed, nothing else after it).
    public static func parse(_ text: String) throws -> JSONValue {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buffer in
            var parser = JSONParser(bytes: UnsafeBufferPointer(buffer))
            return try parser.document()
        }
    }

    /// Parses bytes (a line of a JSON Lines file) without copying them into a String first.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }
}

private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func document() throws -> JSONValue {
        skipWhitespace()
        let v = try value(depth: 0)
        skipWhitespace()
        if i < bytes.count { throw fail("unexpected text after the JSON value") }
        return v
    }

    func fail(_ message: String) -> JSONValue.SyntaxError {
        var line = 1, column = 1
        for k in 0..<min(i, bytes.count) {
            if bytes[k] == 0x0A { line += 1; column = 1 } else if bytes[k] & 0xC0 != 0x80 { column += 1 }
        }
        return JSONValue.SyntaxError(line: line, column: column, message: message, endsEarly: i >= bytes.count)
    }

    mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 256 else { throw fail("nesting deeper than 256 levels") }
        guard i < bytes.count else { throw fail("unexpected end of input, expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected character \(JSONValue.shown(byte: bytes[i])), expected a value")
        }
    }

    mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard i + expected.count <= bytes.count else { throw fail("unexpected end of input, expected \(word)") }
        for k in 0..<expected.count where bytes[i + k] != expected[k] { throw fail("invalid literal, expected \(word)") }
        i += expected.count
    }

    mutating func object(depth: Int) throws -> JSONValue {
        i += 1
        var fields: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(fields) }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a field name in double quotes") }
            let keyStart = i
            let key = try string()
            if fields.contains(where: { $0.key == key }) {
                i = keyStart
                throw fail("duplicate field \"\(key)\"")
            }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after a field name") }
            i += 1
            skipWhitespace()
            fields.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard i < bytes.count else { throw fail("unexpected end of input inside an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(fields) }
            throw fail("expected ',' or '}' in an object")
        }
    }

    mutating func array(depth: Int) throws -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard i < bytes.count else { throw fail("unexpected end of input inside an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail("expected ',' or ']' in an array")
        }
    }

    mutating func string() throws -> String {
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            try checkUTF8(from: start)
            defer { i += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        }
        var out = Array(bytes[start..<i])
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { try checkUTF8(from: start); i += 1; break }
            if b < 0x20 { throw fail("control character in a string (escape it)") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw fail("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("unpaired surrogate in \\u escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw fail("invalid low surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = UnicodeScalar(scalar) else { throw fail("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                i -= 1
                throw fail("invalid escape \(JSONValue.shown(byte: e, after: "\\"))")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Refuses a string whose bytes from `start` up to the closing quote at `i` are not UTF-8 (escapes
    /// are ASCII, so checking the raw bytes checks the decoded text): replacing them would turn a
    /// damaged trace into a difference instead of an error.
    mutating func checkUTF8(from start: Int) throws {
        if let bad = UTF8Text.firstInvalidByte(UnsafeBufferPointer(rebasing: bytes[start..<i])) {
            i = start + bad
            throw fail("invalid UTF-8 byte in a string")
        }
    }

    mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("invalid hex digit in \\u escape")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    mutating func number() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { throw fail("invalid number") }
        // Integers (the common case in traces) are accumulated directly.
        var integer: Int64 = 0
        var simple = true
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if integer > 1_000_000_000_000_000 { simple = false }
                integer = integer &* 10 &+ Int64(bytes[i] - 0x30)
                i += 1
            }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            simple = false
            i += 1
            guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { throw fail("invalid number: digits expected after '.'") }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            simple = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { throw fail("invalid number: digits expected in exponent") }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        }
        if simple { return Double(bytes[start] == UInt8(ascii: "-") ? -integer : integer) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let d = Double(text) else { throw fail("invalid number") }
        guard d.isFinite else {
            i = start
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            throw fail("number \(shown) is too large (beyond ±1.8e308 it has no value)")
        }
        return d
    }
}
