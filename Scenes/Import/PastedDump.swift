/// An XCUIElement `debugDescription` as people paste it, made into its lines: LLDB's `po` prints
/// the description as one quoted Swift string with escapes (`"Attributes: …\nElement subtree:\n …"`),
/// Windows editors and some CI logs end lines with CRLF, and a dump pasted into a code comment or a
/// Markdown list is indented as a whole (the reader only compares indents, so that needs nothing
/// here). docs/import.md, "XCUIElement debugDescription".
enum PastedDump {
    /// Walks the dump's lines, unquoted and unescaped first when it is `po`'s string, split at LF,
    /// CRLF or CR, one at a time and without holding them (a line is looked at once, so reading stays
    /// linear): `body` gets each line's number (from 1) and text without its line end, and returns
    /// false to stop the walk.
    static func forEachLine(of text: String, _ body: (Int, Substring) throws -> Bool) rethrows {
        var rest = unquoted(Substring(text)).map { Substring($0) } ?? Substring(text)
        var number = 0
        while !rest.isEmpty {
            let utf8 = rest.utf8
            // By bytes: "\r\n" is one Character in Swift, so splitting Characters at "\n" would keep CRLF lines whole.
            let end = utf8.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? utf8.endIndex
            let line = rest[..<end]
            if end == utf8.endIndex {
                rest = rest[end...]
            } else {
                var next = utf8.index(after: end)
                if utf8[end] == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                rest = rest[next...]
            }
            number += 1
            guard try body(number, line) else { return }
        }
    }

    /// Whether `predicate` holds for every line (false as soon as one fails it).
    static func allLines(of text: String, _ predicate: (Int, Substring) -> Bool) -> Bool {
        var all = true
        forEachLine(of: text) { number, line in
            all = predicate(number, line)
            return all
        }
        return all
    }

    /// The first line holding more than spaces, without splitting the rest of the text.
    static func firstLine(of text: Substring) -> Substring? {
        var rest = unquoted(text).map { Substring($0) } ?? text
        while !rest.isEmpty {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let line = rest[..<end]
            if line.contains(where: { !$0.isWhitespace }) { return line }
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
        }
        return nil
    }

    /// The text inside `po`'s quotes with its escapes resolved, or nil when it is not such a string:
    /// it starts and ends with a double quote (spaces and a byte order mark around aside) and spells
    /// its line ends `\n`. Most dumps are not quoted, and are told so from their first and last byte.
    static func unquoted(_ text: Substring) -> String? {
        let utf8 = text.utf8
        // Spaces, line ends and the byte order mark's bytes (EF BB BF) around the quotes.
        func isPadding(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) }
        guard let first = utf8.firstIndex(where: { !isPadding($0) }), utf8[first] == UInt8(ascii: "\""),
              let last = utf8.lastIndex(where: { !isPadding($0) }), last > first, utf8[last] == UInt8(ascii: "\"") else { return nil }
        let inner = text[utf8.index(after: first)..<last]
        guard inner.contains("\\n") else { return nil }
        var out = ""
        out.reserveCapacity(inner.utf8.count)
        var escaped = false
        for character in inner {
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
