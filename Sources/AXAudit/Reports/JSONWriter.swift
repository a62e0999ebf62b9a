import AXCore

/// A minimal JSON builder with stable key order and two-space indentation, so reports diff well.
struct JSONBuilder {
    indirect enum Value {
        case string(String), number(Double), int(Int), bool(Bool), null
        case array([Value])
        case object([(String, Value)])
    }

    static func render(_ value: Value, indent: Int = 0) -> String {
        var out = ""
        write(value, indent: indent, into: &out)
        return out
    }

    /// Appends to one string: joining each level's rendered children copied every byte once per
    /// level, which showed on reports of 10,000 findings.
    private static func write(_ value: Value, indent: Int, into out: inout String) {
        switch value {
        case .string(let s): out += quote(s)
        case .number(let d): out += Format.number(d)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                out += i == 0 ? "\n" : ",\n"
                pad(indent + 1, &out)
                write(item, indent: indent + 1, into: &out)
            }
            out += "\n"
            pad(indent, &out)
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{"
            for (i, field) in fields.enumerated() {
                out += i == 0 ? "\n" : ",\n"
                pad(indent + 1, &out)
                out += quote(field.0)
                out += ": "
                write(field.1, indent: indent + 1, into: &out)
            }
            out += "\n"
            pad(indent, &out)
            out += "}"
        }
    }

    private static func pad(_ indent: Int, _ out: inout String) {
        for _ in 0..<indent { out += "  " }
    }

    static func quote(_ s: String) -> String { JSONValue.quoted(s) }

    static func optional(_ s: String?) -> Value { s.map { .string($0) } ?? .null }

    static func rect(_ r: Rect?) -> Value {
        guard let r else { return .null }
        return .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }
}
