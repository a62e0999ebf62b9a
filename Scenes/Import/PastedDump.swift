/// An XCUIElement `debugDescription` as people paste it, made into its lines: LLDB's `po` prints
/// the description as one quoted Swift string with escapes (`"Attributes: …\nElement subtree:\n …"`),
/// Windows editors and some CI logs end lines with CRLF, and a dump pasted into a code comment or a
/// Markdown list is indented as a whole (the reader only compares indents, so that needs nothing
/// here). docs/import.md, "XCUIElement debugDescription".
enum PastedDump {
    /// The dump's lines, unquoted and unescaped when it is `po`'s string, split at LF, CRLF or CR.
    static func lines(of text: String) -> [Substring] {
        let body = unquoted(text) ?? text
        // "\r\n" is one Character in Swift, so splitting at "\n" alone would keep CRLF lines whole.
        return body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The text inside `po`'s quotes with its escapes resolved, or nil when it is not such a string:
    /// it starts and ends with a double quote and spells its line ends `\n`.
    static func unquoted(_ text: String) -> String? {
        let trimmed = Substring(text).drop { $0.isWhitespace || $0 == "\u{FEFF}" }.reversed().drop { $0.isWhitespace }
        let inner = String(trimmed.reversed())
        guard inner.count >= 2, inner.first == "\"", inner.last == "\"", inner.contains("\\n") else { return nil }
        var out = ""
        out.reserveCapacity(inner.utf8.count)
        var escaped = false
        for character in inner.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": break
                default: out.append(character)  // \' \" \\ and anything else stand for themselves
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
