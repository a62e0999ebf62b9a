import AXCore

/// Reads the element subtree an XCUIElement's `debugDescription` prints (XCUITest's failure
/// messages, `po app`, Appium's `mobile: source` with format `description`):
///
/// ```
/// Element subtree:
///  →Application, 0x600000f1c000, pid: 4242, label: 'Settings'
///     Window (Main), 0x600000f1c0e0, {{0.0, 0.0}, {390.0, 844.0}}
///       Button, 0x600000f1c1c0, {{16.0, 60.0}, {44.0, 44.0}}, identifier: 'back', label: 'Back', Selected
/// ```
///
/// Each line is one element, two spaces deeper than its parent (`→` marks the element the
/// description was asked of); after the type and address come the frame and `key: value`
/// attributes (`identifier`, `label`, `value`, `placeholderValue`, `title`) and flags (`Selected`,
/// `Disabled`). Only the `Element subtree:` section is read when the text has one. Traits come from
/// the type (`ElementTypeTraits`).
enum XCUIDebugDescriptionReader {
    static func read(_ text: String, file: String) throws -> ImportedHierarchy {
        // (indent, node) for the open ancestors of the next line.
        var stack: [(indent: Int, node: TypedNode)] = []
        var roots: [TypedNode] = []
        var budget = ElementBudget(file: file)
        func closeDeeper(than indent: Int) {
            while let last = stack.last, last.indent >= indent {
                stack.removeLast()
                if stack.isEmpty { roots.append(last.node) } else { stack[stack.count - 1].node.children.append(last.node) }
            }
        }
        // Only the `Element subtree:` section when there is one (its header may be indented, as in a
        // pasted dump); the lines are walked, never all held.
        let hasSubtree = UTF8Search.contains("Element subtree:", in: text) && !PastedDump.allLines(of: text) { _, line in
            !isHeader(line, "Element subtree:")
        }
        var inSubtree = !hasSubtree
        // What the last element line lacked that a line cut short lacks (a closing quote, a frame):
        // refused only if no line follows it, since then the file itself was cut there.
        var cutShort: SceneFileError?
        try PastedDump.forEachLine(of: text) { number, line in
            if hasSubtree, !inSubtree {
                inSubtree = isHeader(line, "Element subtree:")
                return true
            }
            if hasSubtree, isHeader(line, "Path to element:") || isHeader(line, "Query chain:") {
                cutShort = nil
                return false
            }
            guard line.utf8.count <= maximumLineBytes else {
                throw SceneFileError(file: file, location: "line \(number)",
                                     message: "the line has \(line.utf8.count) bytes; a dump's lines may have at most \(maximumLineBytes)")
            }
            guard line.contains(where: { !$0.isWhitespace }) else { return true }
            let indent = line.prefix { $0 == " " || $0 == "→" }.count
            guard indent <= 2 * maximumDepth else {
                throw SceneFileError(file: file, location: "line \(number)", message: "nesting deeper than \(maximumDepth) levels")
            }
            try budget.take(at: "line \(number)")
            let node: TypedNode
            (node, cutShort) = try parseLine(line.dropFirst(indent), file: file, line: number)
            closeDeeper(than: indent)
            stack.append((indent, node))
            return true
        }
        if let cutShort { throw cutShort }
        closeDeeper(than: 0)
        guard !roots.isEmpty else {
            throw SceneFileError(file: file, location: "", message: "expected element lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\"")
        }
        return TypedNode.hierarchy(roots)
    }

    /// Whether `line` is the section header `header`, spaces before it aside (a dump pasted indented).
    private static func isHeader(_ line: Substring, _ header: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix(header)
    }

    /// The longest line read, in bytes (64 KiB: a label of thousands of words still fits; a line
    /// past it is not an element XCUITest printed).
    static let maximumLineBytes = 65_536

    /// Whether text looks like a dump: an `Element subtree:` header, or a first line shaped like an
    /// element: its type, then an address, a frame, or (the application, whose line has no frame)
    /// its `pid`. Some dumps print no addresses (a published Feedback report on SwiftUI's first
    /// release: `Application, pid: 65228, label: 'SwiftUI+XCUITest'`, then `Window (Main), {{0.0,
    /// 0.0}, {375.0, 812.0}}`), and were refused as no format at all.
    static func looksLikeDump(_ text: Substring) -> Bool {
        if UTF8Search.contains("Element subtree:", in: text) { return true }
        guard let first = PastedDump.firstLine(of: text) else { return false }
        let body = first.drop { $0 == " " || $0 == "→" }
        guard let comma = body.firstIndex(of: ","), body.first?.isUppercase == true else { return false }
        let rest = body[comma...].dropFirst().drop { $0 == " " }
        return rest.hasPrefix("0x") || rest.hasPrefix("{{") || (body.hasPrefix("Application,") && rest.hasPrefix("pid: "))
    }

    /// Whether text is a debugDescription's `Query chain:` with no `Element subtree:`: what
    /// XCUITest prints when it could not snapshot the element (the app not running or not
    /// answering accessibility, the query finding nothing). Said as the empty capture it is, not
    /// as a file of no known format, which sent the user looking for another exporter.
    static func isQueryChainAlone(_ text: Substring) -> Bool {
        !UTF8Search.contains("Element subtree:", in: text)
            && PastedDump.firstLine(of: text).map { isHeader($0, "Query chain:") } == true
    }

    /// `{{x, y}, {w, h}}` (also idb's `AXFrame`), exactly: every brace and comma in its place, spaces
    /// allowed between them. A frame missing a brace (`{{0, 0}, {44, 44}`) is no frame an exporter
    /// wrote, and is refused rather than read from its four numbers.
    static func parseFrame(_ text: Substring, allowingNegativeSize: Bool = false) -> Rect? {
        // The shape with each number as "#": what is left once the numbers are taken out.
        var shape = ""
        var numbers: [Double?] = []
        var token = ""
        for c in text + " " {
            if "{}, ".contains(c) {
                if !token.isEmpty { numbers.append(DecimalNumber.parse(token)); shape += "#"; token = "" }
                if c != " " { shape.append(c) }
            } else {
                token.append(c)
            }
        }
        guard shape == "{{#,#},{#,#}}", numbers.allSatisfy({ $0.map(InputLimits.isCoordinate) == true }) else { return nil }
        let n = numbers.map { $0! }
        guard allowingNegativeSize || (n[2] >= 0 && n[3] >= 0) else { return nil }
        return Rect(n[0], n[1], n[2], n[3])
    }

    /// As deep as the JSON reader allows.
    static let maximumDepth = 256

    /// The flags XCUITest prints after the attributes: `Selected` and `Disabled` are read, the
    /// others accepted and not read (the model has no focus: `Focused`, tvOS's focus, and
    /// `Keyboard Focused`, the element that holds the keyboard's input, say where the user is, not
    /// what the element is).
    static let flags: Set<String> = ["Selected", "Disabled", "Enabled", "Focused", "Keyboard Focused", "Hittable", "Not hittable"]

    /// Whether `text` is an element line of the debugDescription Xcode 7 to 9 printed: the type, a
    /// space, the address and a colon, the attributes after it ("Button 0x608000169000: traits:
    /// 8589934593, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Send'"). Its traits are a raw bit mask
    /// with private bits, which no public list names, so it is refused by name, not read.
    static func isOldXcodeLine(_ text: Substring) -> Bool {
        let type = text.prefix { $0.isLetter }
        guard type.first?.isUppercase == true else { return false }
        let rest = text.dropFirst(type.count)
        guard rest.hasPrefix(" 0x") else { return false }
        let digits = rest.dropFirst(3).prefix { $0.isHexDigit }
        return !digits.isEmpty && rest.dropFirst(3 + digits.count).hasPrefix(":")
    }

    /// What a dump of Xcode 7 to 9 is told: which format it is, and what is read instead.
    static let oldXcodeMessage = "this is the debugDescription of Xcode 7 to 9 (\"Type 0x…: traits: …, {{x, y}, {w, h}}, …\"), "
        + "which is not read: its traits are a raw number with private bits; read are the debugDescription of Xcode 10 and later "
        + "(\"Type, 0x…, {{x, y}, {w, h}}, …\"), Appium's page source, idb's describe-all and AccessibilitySnapshot's JSON"

    /// What a line of dots, as publishers paste them for lines they left out, is told: remove them.
    static let elidedLinesHint = "; a line of dots marks lines left out of the dump: remove the elided lines (\"...\") to read the rest, "
        + "or paste the dump whole"

    /// What a line indented with tabs is told: XCUITest indents its dump with spaces, which give
    /// the nesting, so a dump re-indented by an editor cannot be read.
    static let tabIndentHint = "; the line is indented with a tab, and XCUITest indents its dump with spaces, whose count gives "
        + "the nesting: paste the dump as XCUITest printed it"

    /// The element a line describes and, when the line ends as a line cut short does (inside a
    /// quoted value, or before the frame), the error to give if it turns out to be the file's last.
    private static func parseLine(_ text: Substring, file: String, line: Int) throws -> (TypedNode, SceneFileError?) {
        func fail(_ message: String) -> SceneFileError {
            SceneFileError(file: file, location: "line \(line)", message: message)
        }
        var cutShort: SceneFileError?
        let typeEnd = text.firstIndex(of: ",") ?? text.endIndex
        var type = text[..<typeEnd].trimmingSpaces
        var qualifier: Substring = ""
        if let space = type.firstIndex(of: " ") { qualifier = type[space...].dropFirst(); type = type[..<space] }  // "Window (Main)"
        guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber }),
              qualifier.isEmpty || (qualifier.hasPrefix("(") && qualifier.hasSuffix(")")), typeEnd < text.endIndex else {
            if isOldXcodeLine(text) { throw fail(oldXcodeMessage) }
            let trimmed = text.trimmingSpaces
            let elided = trimmed.allSatisfy { $0 == "." || $0 == "…" } && (trimmed.contains("…") || trimmed.count >= 2)
            throw fail("expected an element line \"Type, 0x…, {{x, y}, {w, h}}, …\" starting with a type such as Button or StaticText, "
                       + "found \"\(text.prefix(40))\"" + (elided ? elidedLinesHint : text.first == "\t" ? tabIndentHint : ""))
        }
        var node = TypedNode(type: String(type), frame: .zero)
        node.line = line
        var rest = text[typeEnd...]
        while !rest.isEmpty {
            guard rest.hasPrefix(",") else { throw fail("expected \", \" before \"\(rest.prefix(20))\"") }
            rest = rest.dropFirst().drop { $0 == " " }
            if rest.hasPrefix("{{") {
                guard let close = rest.range(of: "}}") else {
                    // A frame the line ends inside is where a file cut short mid-line ends.
                    let endsInside = rest.allSatisfy { "{}, .-0123456789".contains($0) }
                    throw fail("expected a frame {{x, y}, {w, h}} closed by }}" + (endsInside
                        ? ", found the line ending inside it, \"\(rest.prefix(40))\": was the file cut short?" : ""))
                }
                guard let frame = parseFrame(rest[..<close.upperBound]) else {
                    let found = rest[..<close.upperBound]
                    if parseFrame(found, allowingNegativeSize: true) != nil {
                        throw fail("expected a frame {{x, y}, {w, h}} whose width and height are not negative, found \"\(found)\"")
                    }
                    throw fail("expected a frame {{x, y}, {w, h}} of four numbers from \(InputLimits.coordinateRange), found \"\(found)\"")
                }
                node.frame = frame
                node.hasFrame = true
                rest = rest[close.upperBound...]
            } else if let colon = keyEnd(rest) {
                let key = rest[..<colon]
                rest = rest[colon...].dropFirst(2)
                let value: Substring
                let closed: Bool
                (value, rest, closed) = readValue(rest)
                if !closed {
                    cutShort = fail("the file ends inside the quoted value \(key): '\(value.prefix(40)); expected its closing quote "
                                    + "and the rest of the line: the file was cut short")
                }
                switch key {
                case "label": node.label = String(value)
                case "identifier": node.identifier = String(value)
                case "value":
                    // XCUITest prints a long value cut, ending in "...": kept as printed, marked cut.
                    node.value = String(value)
                    node.valueCut = CapturedCut.endsWithMarker(node.value!)
                case "title": if node.label == nil { node.label = String(value) }
                case "placeholderValue": node.placeholder = String(value)
                default: break  // pid, …: nothing VoiceOver speaks from the dump
                }
            } else {
                let end = nextToken(in: rest) ?? rest.endIndex
                let word = String(rest[..<end])
                switch word {
                case "Selected": node.isSelected = true
                case "Disabled": node.isEnabled = false
                default:
                    // The address (0x…) and flags we do not read.
                    guard word.hasPrefix("0x") || flags.contains(word) else {
                        throw fail("unexpected \"\(word)\"; expected an address (0x…), a frame {{x, y}, {w, h}}, "
                            + "an attribute such as label: '…', or a flag such as Selected")
                    }
                }
                rest = rest[end...]
            }
        }
        // Every element XCUITest prints but the application has a frame: a last line without one
        // (`StaticText, 0x10`) was cut before it.
        if cutShort == nil, !node.hasFrame, node.type != "Application" {
            cutShort = fail("the file ends inside the element line \"\(text.prefix(40))\"; expected a frame {{x, y}, {w, h}} "
                            + "and the rest of the line: the file was cut short")
        }
        return (node, cutShort)
    }

    /// The end of a `key` in `key: value` at the start of `text`, nil when it does not start with one.
    /// Only the key's letters are looked at, so asking at every comma of a line stays linear.
    private static func keyEnd(_ text: Substring) -> Substring.Index? {
        let colon = text.firstIndex { !$0.isLetter } ?? text.endIndex
        guard colon > text.startIndex, text[colon...].hasPrefix(": ") else { return nil }
        return colon
    }

    /// A value: quoted ('…', which may hold commas and quotes) up to the quote before the next
    /// attribute or the end of the line, else bare up to the next attribute; and whether a quoted
    /// value found its closing quote (one that did not runs to the end of the line).
    private static func readValue(_ text: Substring) -> (Substring, Substring, closed: Bool) {
        if text.first == "'" {
            var search = text.index(after: text.startIndex)
            while let quote = text[search...].firstIndex(of: "'") {
                let after = text[text.index(after: quote)...]
                if after.isEmpty || (after.hasPrefix(",") && startsToken(after.dropFirst().drop { $0 == " " })) {
                    return (text[text.index(after: text.startIndex)..<quote], after, true)
                }
                search = text.index(after: quote)
            }
            return (text.dropFirst(), text[text.endIndex...], false)
        }
        let end = nextComma(in: text) ?? text.endIndex
        return (text[..<end], text[end...], true)
    }

    /// The next ", " that starts another attribute.
    private static func nextComma(in text: Substring) -> Substring.Index? {
        var search = text.startIndex
        while let comma = text[search...].firstIndex(of: ",") {
            if startsToken(text[text.index(after: comma)...].drop { $0 == " " }) { return comma }
            search = text.index(after: comma)
        }
        return nil
    }

    /// The end of a bare word (an address or a flag).
    private static func nextToken(in text: Substring) -> Substring.Index? { nextComma(in: text) }

    private static func startsToken(_ text: Substring) -> Bool {
        text.hasPrefix("{{") || text.hasPrefix("0x") || keyEnd(text) != nil
            || flags.contains(where: { text.hasPrefix($0) && (text.dropFirst($0.count).isEmpty || text.dropFirst($0.count).hasPrefix(",")) })
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        let start = drop { $0 == " " }
        return start.prefix(start.count - start.reversed().prefix { $0 == " " }.count)
    }
}
