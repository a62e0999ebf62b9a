import AXCore

/// Writes one JSON object per line with a fixed field order and no spaces, so trace files are
/// byte-stable across platforms and runs (reference/trace-format.md). Fields are written in the
/// order they are added; strings are escaped per RFC 8259; coordinates have at most two decimals.
public struct JSONLineWriter {
    private var text = "{"
    private var first = true

    public init() {}

    private mutating func key(_ name: String) {
        if !first { text += "," }
        first = false
        text += JSONLineWriter.quoted(name)
        text += ":"
    }

    public mutating func string(_ name: String, _ value: String) { key(name); text += JSONLineWriter.quoted(value) }
    public mutating func string(_ name: String, _ value: String?) {
        key(name)
        text += value.map(JSONLineWriter.quoted) ?? "null"
    }
    public mutating func int(_ name: String, _ value: Int) { key(name); text += String(value) }
    public mutating func bool(_ name: String, _ value: Bool) { key(name); text += value ? "true" : "false" }
    /// A coordinate, rounded to two decimals, written without a trailing ".0".
    public mutating func number(_ name: String, _ value: Double) { key(name); text += Format.number(value) }
    /// A nested object or array already serialised by another writer.
    public mutating func raw(_ name: String, _ json: String) { key(name); text += json }

    /// The finished line, without the newline.
    public var line: String { text + "}" }

    /// A JSON string literal.
    public static func quoted(_ s: String) -> String {
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

    /// A JSON array of already-serialised values.
    public static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }
}
