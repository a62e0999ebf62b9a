extension JSONValue {
    /// The value as JSON text, two spaces an indent level, fields in their order, numbers written
    /// exactly: what the exporters write (and `parse` reads back as the same value).
    public func text(level: Int = 0) -> String {
        let pad = String(repeating: "  ", count: level + 1), close = String(repeating: "  ", count: level)
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Format.exact(n)
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            // Arrays of numbers (points, rectangles) stay on one line.
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.text(level: level + 1) }.joined(separator: ",\n") + "\n" + close + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { pad + JSONValue.quoted($0.key) + ": " + $0.value.text(level: level + 1) }
                .joined(separator: ",\n") + "\n" + close + "}"
        }
    }
}
