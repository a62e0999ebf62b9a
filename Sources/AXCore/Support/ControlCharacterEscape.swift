extension String {
    /// The text as one line of a terminal's output: control characters (Unicode's Cc: C0, DEL and
    /// C1) written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), everything else as it is. Text from a
    /// scene or a capture (an id, a label, a title) printed as it is could print a line of its own
    /// (a summary saying "0 errors", forged by a scene file in a pull request) or drive the terminal
    /// or CI log showing it with an escape sequence. Text with none is returned unchanged.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            guard Self.isControl(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// C0 and C1 controls and DEL (Unicode's Cc).
    private static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }
}
