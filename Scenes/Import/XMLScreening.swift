import AXCore

/// What Appium's page source never holds, refused before Foundation's XMLParser sees the text.
///
/// FoundationXML on Linux hands NULL strings to its callbacks for several DTD constructs
/// (`<!ATTLIST …>`, `<!NOTATION …>`, unparsed `NDATA` entities, a processing instruction an entity
/// produces) and for a processing instruction without data, and the process dies. Appium writes
/// none of them: no document type declaration, no processing instruction after the XML declaration,
/// no entity beyond XML's five and character references. Refusing them all here, by a scan of the
/// text, means the parser only ever sees elements, attributes, text, comments and CDATA.
///
/// The scan also checks what the parser would get wrong or say obscurely: an XML declaration naming
/// an encoding other than UTF-8 (the file was verified as UTF-8; honouring another label would turn
/// its bytes into other characters, and UTF-7 can spell a label in plain ASCII), and control
/// characters, which XML 1.0 does not allow.
enum XMLScreening {
    /// XML's predefined entities: the only named references a page source may use.
    static let predefinedEntities: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

    /// Throws a located error for the first construct Appium's page source does not have.
    static func check(_ text: String, file: String) throws {
        var scanner = Scanner(text: text)
        func fail(_ message: String, at position: (line: Int, column: Int)) -> SceneFileError {
            SceneFileError(file: file, location: "line \(position.line), column \(position.column)", message: message)
        }
        scanner.skip { $0 == "\u{FEFF}" || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        // The declaration is `<?xml` and a space; `<?xmlfoo?>` is a processing instruction, refused below
        // (FoundationXML crashed on one without data).
        if ["<?xml ", "<?xml\t", "<?xml\n", "<?xml\r"].contains(where: scanner.hasPrefix) {
            let start = scanner.position
            // A declaration holds only pseudo-attributes: a `<` or `>` before its `?>` means it was never
            // closed, and the `?>` found belongs to a processing instruction after it (FoundationXML crashed on
            // `<?xml v><?x?>`, taking the declaration as broken and the instruction, without data, as real).
            guard let declaration = scanner.take(through: "?>"), !declaration.dropFirst(2).dropLast(2).contains(where: { $0 == "<" || $0 == ">" }) else {
                throw fail("the XML declaration <?xml …?> is not closed by ?> before the first tag", at: start)
            }
            if let encoding = attribute("encoding", in: declaration), !["utf-8", "utf8"].contains(encoding.lowercased()) {
                throw fail("the XML declaration names the encoding \"\(encoding.prefix(40))\"; only UTF-8 is read (the file's bytes "
                           + "are checked as UTF-8): save the page source as UTF-8 and declare encoding=\"UTF-8\", or no encoding", at: start)
            }
        }
        while let c = scanner.peek {
            let at = scanner.position
            if c == "<" {
                if scanner.hasPrefix("<!--") {
                    guard scanner.take(through: "-->") != nil else { throw fail("a comment <!-- is not closed by -->", at: at) }
                } else if scanner.hasPrefix("<![CDATA[") {
                    guard scanner.take(through: "]]>") != nil else { throw fail("a CDATA section <![CDATA[ is not closed by ]]>", at: at) }
                } else if scanner.hasPrefix("<!") {
                    scanner.advance(2)
                    let word = scanner.word()
                    throw fail("unexpected <!\(word.prefix(20))…> (a document type declaration); Appium's page source has none, "
                               + "and this reader does not read DTDs: remove it", at: at)
                } else if scanner.hasPrefix("<?") {
                    throw fail("unexpected processing instruction (<?…?>); Appium's page source has none after the XML declaration: remove it",
                               at: at)
                } else {
                    scanner.advance(1)
                }
            } else if c == "&" {
                scanner.advance(1)
                if scanner.peek == "#" { continue }  // a character reference: the parser checks it
                let name = scanner.word()
                guard scanner.peek == ";", predefinedEntities.contains(name) else {
                    if name.isEmpty || scanner.peek != ";" {
                        throw fail("a bare & (XML starts a reference with it): write it as &amp;", at: at)
                    }
                    throw fail("unknown entity &\(name.prefix(40));; Appium's page source uses only &lt; &gt; &amp; &quot; &apos; "
                               + "and character references such as &#233;", at: at)
                }
            } else if c.value < 0x20, c != "\t", c != "\n", c != "\r" {
                throw fail("control character U+\(hex(c.value)) is not allowed in XML: remove it", at: at)
            } else if c.value == 0xFFFE || c.value == 0xFFFF {
                throw fail("the non-character U+\(hex(c.value)) is not allowed in XML: remove it", at: at)
            } else {
                scanner.advance(1)
            }
        }
    }

    /// `name="value"` (or single quotes) inside a tag's text.
    static func attribute(_ name: String, in tag: Substring.UnicodeScalarView) -> String? {
        let text = String(String.UnicodeScalarView(tag))
        guard let key = text.range(of: name) else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Walks the text's Unicode scalars, counting lines and columns (both from 1).
    private struct Scanner {
        private let scalars: String.UnicodeScalarView
        private var index: String.UnicodeScalarView.Index
        private(set) var position = (line: 1, column: 1)

        init(text: String) { scalars = text.unicodeScalars; index = scalars.startIndex }

        var peek: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

        func hasPrefix(_ s: String) -> Bool { scalars[index...].starts(with: s.unicodeScalars) }

        mutating func advance(_ n: Int) {
            for _ in 0..<n where index < scalars.endIndex {
                if scalars[index] == "\n" { position = (position.line + 1, 1) } else { position.column += 1 }
                index = scalars.index(after: index)
            }
        }

        mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
            while let c = peek, predicate(c) { advance(1) }
        }

        /// Letters, digits and `_ - . :` from here (an entity's or a declaration's name).
        mutating func word() -> String {
            var out = String.UnicodeScalarView()
            while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_-.:".unicodeScalars.contains(c) {
                out.append(c); advance(1)
            }
            return String(out)
        }

        /// The text up to and including `end`, consumed; nil (nothing consumed) when `end` never comes.
        mutating func take(through end: String) -> Substring.UnicodeScalarView? {
            let target = Array(end.unicodeScalars)
            var probe = index
            while probe < scalars.endIndex {
                if scalars[probe] == target[0], scalars[probe...].starts(with: target) {
                    let stop = scalars.index(probe, offsetBy: target.count)
                    let taken = scalars[index..<stop]
                    advance(scalars.distance(from: index, to: stop))
                    return taken
                }
                probe = scalars.index(after: probe)
            }
            return nil
        }
    }
}
