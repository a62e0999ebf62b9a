import AXCore

/// A minimal JSON builder with stable key order and two-space indentation, so reports diff well.
struct JSONBuilder {
    indirect enum Value {
        case string(String), number(Double), int(Int), bool(Bool), null
        case array([Value])
        case object([(String, Value)])
    }

    static func render(_ value: Value, indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch value {
        case .string(let s): return quote(s)
        case .number(let d): return Format.number(d)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + render($0, indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { inner + quote($0.0) + ": " + render($0.1, indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    static func quote(_ s: String) -> String { JSONValue.quoted(s) }

    static func optional(_ s: String?) -> Value { s.map { .string($0) } ?? .null }

    static func rect(_ r: Rect?) -> Value {
        guard let r else { return .null }
        return .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }
}
