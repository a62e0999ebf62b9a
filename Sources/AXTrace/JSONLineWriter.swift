import AXCore

/// Writes one JSON object per line with a fixed field order and no spaces, so trace files are
/// byte-stable across platforms and runs (docs/trace-format.md). Fields are written in the
/// order they are added; strings are escaped per RFC 8259; coordinates have at most two decimals.
package struct JSONLineWriter {
    private var text = "{"
    private var first = true

    package init() {}

    private mutating func key(_ name: String) {
        if !first { text += "," }
        first = false
        text += JSONLineWriter.quoted(name)
        text += ":"
    }

    package mutating func string(_ name: String, _ value: String) { key(name); text += JSONLineWriter.quoted(value) }
    package mutating func string(_ name: String, _ value: String?) {
        key(name)
        text += value.map(JSONLineWriter.quoted) ?? "null"
    }
    package mutating func int(_ name: String, _ value: Int) { key(name); text += String(value) }
    package mutating func bool(_ name: String, _ value: Bool) { key(name); text += value ? "true" : "false" }
    /// A coordinate, rounded to two decimals, written without a trailing ".0".
    package mutating func number(_ name: String, _ value: Double) { key(name); text += Format.number(value) }
    /// A JSON value (a record's fields as `SessionInputCodec` gives them), numbers as `number` writes them.
    package mutating func value(_ name: String, _ value: JSONValue) { key(name); text += JSONLineWriter.compact(value) }
    /// A nested object or array already serialised by another writer.
    package mutating func raw(_ name: String, _ json: String) { key(name); text += json }

    /// The finished line, without the newline.
    package var line: String { text + "}" }

    /// A JSON string literal (Core's escaper).
    package static func quoted(_ s: String) -> String { JSONValue.quoted(s) }

    /// `value` on one line with no spaces, fields in their order, numbers with at most two decimals.
    package static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Format.number(n)
        case .string(let s): return quoted(s)
        case .array(let items): return array(items.map(compact))
        case .object(let fields): return "{" + fields.map { quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// A JSON array of already-serialised values.
    package static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }
}
