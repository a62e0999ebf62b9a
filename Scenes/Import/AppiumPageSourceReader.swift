import AXCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the page source Appium's XCUITest driver returns (`driver.page_source`): XML whose tags are
/// XCUIElement types, `<XCUIElementTypeButton name="…" label="…" value="…" enabled="true"
/// visible="true" accessible="true" x="16" y="60" width="44" height="44" …/>`, inside `<AppiumAUT>`.
///
/// `accessible` is the app's own isAccessibilityElement, so it decides what VoiceOver focuses;
/// `visible="false"` marks a node off screen, judged per node (`TypedNode.isVisible`): WebDriverAgent
/// marks some containers invisible while their rows are visible. `label` is what VoiceOver reads;
/// `name` (the identifier when the app set one) becomes the element's id. Traits come from the tag
/// (`ElementTypeTraits`), or from `traits` where newer drivers write it.
enum AppiumPageSourceReader {
    static func read(_ text: String, file: String) throws -> ImportedHierarchy {
        try XMLScreening.check(text, file: file)
        let builder = Builder(file: file)
        var whole = Substring(text)
        while let last = whole.last, last.isWhitespace { whole = whole.dropLast() }
        // A file cut inside a tag is read up to that tag: libxml2 reports the half-written tag as an
        // element (`<XCUIElem`), which would be named as the one left open.
        let cut = cutTag(in: whole)
        let parsed = cut.map { whole[..<$0] } ?? Substring(text)
        // From a stream, which Foundation feeds to libxml2 in chunks: given the whole document at
        // once, libxml2 refuses one above 10 MB (a page source of some 60,000 nodes) as malformed.
        let parser = XMLParser(stream: InputStream(data: Data(parsed.utf8)))
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.error { throw error }
        // libxml2 recovers from some errors and reports success: the first error it reported, where
        // it found it, is the cause (later ones follow from it). One found at the very end of the
        // text is the text stopping early, said as such below, except a closing tag that does not
        // match the open element (libxml2's XML_ERR_TAG_NAME_MISMATCH, 76): the tag is there, so it
        // is said where it is, even as the text's last.
        // Only trailing space is trimmed: libxml2 counts lines from the file's first.
        var trimmed = parsed
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        if let (code, line, column) = builder.firstParseError, code == 76 || !isAtEnd(of: trimmed, line: line, column: column) {
            throw SceneFileError(file: file, location: "line \(line), column \(column)", message: XMLErrorWords.message(code: code))
        }
        // libxml2 accepts a document cut off inside a tag or before its closing tags: refuse it here.
        if let cut {
            let lastLine = whole.split(separator: "\n", omittingEmptySubsequences: false).count
            let tag = whole[cut...].prefix(40)
            let innermost = builder.open.last.map { "</\($0)>" }
            // An end tag cut short was the innermost element's closing tag: that tag is what was expected.
            let message = tag.hasPrefix("</")
                ? "the XML ends inside an end tag (\(tag)); expected " + (innermost ?? "no end tag: no element is open")
                : "the XML ends inside a start tag (\(tag)); expected > to close it" + (innermost.map { ", then \($0)" } ?? "")
            throw SceneFileError(file: file, location: "line \(max(1, lastLine))", message: message)
        }
        if !builder.open.isEmpty || !trimmed.hasSuffix(">") {
            let lastLine = trimmed.split(separator: "\n", omittingEmptySubsequences: false).count
            throw SceneFileError(file: file, location: "line \(max(1, lastLine))",
                                 message: "the XML ends before its elements are closed" + (builder.open.last.map { " (expected </\($0)>)" } ?? ""))
        }
        guard ok else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw SceneFileError(file: file, location: "line \(parser.lineNumber), column \(parser.columnNumber)",
                                 message: XMLErrorWords.message(code: code))
        }
        guard !builder.roots.isEmpty else {
            throw SceneFileError(file: file, location: "", message: "expected XCUIElementType… elements")
        }
        return TypedNode.hierarchy(builder.roots)
    }

    /// Whether a coordinate (`x` or `y`) places the node nowhere: NSIntegerMax (or its negative),
    /// as WebDriverAgent writes a CGRectNull frame, or `inf` / `-inf`, as old WebDriverAgent writes
    /// CGRectNull's origin. `nan` is no exporter's, and stays refused.
    static func isNowhere(_ text: String) -> Bool {
        if text == "inf" || text == "-inf" { return true }
        guard let n = DecimalNumber.parse(text) else { return false }
        return n == Double(Int.max) || n == Double(Int.min)
    }

    /// Where the tag the text ends inside starts (its `<`), nil when the text's last tag is closed or
    /// is no start or end tag (a comment, a declaration: left to the parser's own error). A `<` is
    /// never inside an attribute value (XML spells it `&lt;`), so the last one starts the last tag;
    /// a `>` may be, so the tag is closed only by a `>` outside quotes.
    static func cutTag(in text: Substring) -> Substring.Index? {
        let utf8 = text.utf8
        guard let open = utf8.lastIndex(of: UInt8(ascii: "<")) else { return nil }
        let next = utf8.index(after: open)
        if next < utf8.endIndex, utf8[next] == UInt8(ascii: "!") || utf8[next] == UInt8(ascii: "?") { return nil }
        var quote: UInt8?
        for byte in utf8[next...] {
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return nil
            }
        }
        return open
    }

    /// Whether libxml2's position (line, and column in bytes) is at the end of `text`: on its last
    /// line, at or past that line's last byte.
    private static func isAtEnd(of text: Substring, line: Int, column: Int) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return line > lines.count || (line == lines.count && column >= (lines.last?.utf8.count ?? 0))
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let file: String
        var stack: [TypedNode] = []
        var roots: [TypedNode] = []
        /// Open elements of any name: some left at the end means the document was cut off.
        var open: [String] = []
        var error: SceneFileError?
        /// Every XCUIElementType… tag counts, invisible ones too: reading them is the work the limit bounds.
        var budget: ElementBudget
        /// The parser's first error (libxml2's code) and where it found it.
        var firstParseError: (code: Int, line: Int, column: Int)?

        init(file: String) { self.file = file; budget = ElementBudget(file: file) }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard firstParseError == nil else { return }
            firstParseError = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard error == nil else { return }
            open.append(name)
            guard name.hasPrefix("XCUIElementType") else { return }
            do { try budget.take(at: "line \(parser.lineNumber)") } catch {
                self.error = error as? SceneFileError
                return parser.abortParsing()
            }
            guard stack.count < XCUIDebugDescriptionReader.maximumDepth else {
                return fail(parser, "nesting deeper than \(XCUIDebugDescriptionReader.maximumDepth) levels")
            }
            var numbers: [Double] = []
            // WebDriverAgent writes a node that has no place on the screen (a CGRectNull frame) at
            // NSIntegerMax, and old WebDriverAgent as CGRectNull's own origin, `inf` (a SpringBoard
            // alert's empty layers): such a node is nowhere, not a file to refuse.
            var nowhere = false
            for key in ["x", "y", "width", "height"] {
                guard let text = attributes[key] else { numbers.append(0); continue }
                if key == "x" || key == "y", AppiumPageSourceReader.isNowhere(text) {
                    nowhere = true
                    numbers.append(0)
                    continue
                }
                guard let n = DecimalNumber.parse(text), InputLimits.isCoordinate(n) else {
                    return fail(parser, "expected a number from \(InputLimits.coordinateRange) in \(key)=\"\(text)\"")
                }
                numbers.append(n)
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else { return fail(parser, "expected a non-negative width and height") }
            var node = TypedNode(type: ElementTypeTraits.normalized(name), frame: Rect(numbers[0], numbers[1], numbers[2], numbers[3]))
            node.line = parser.lineNumber
            node.hasFrame = attributes["width"] != nil && attributes["height"] != nil && !nowhere
            node.isVisible = attributes["visible"] != "false" && !nowhere
            if nowhere { node.frame = Rect(0, 0, 0, 0) }
            node.label = attributes["label"]
            node.value = attributes["value"]
            node.placeholder = attributes["placeholderValue"]
            if let id = attributes["name"], id != attributes["label"] { node.identifier = id }
            node.isEnabled = attributes["enabled"] != "false"
            node.isSelected = attributes["selected"] == "true"
            // Before `traits`, WebDriverAgent wrote nothing of selection (a selected tab says "1").
            node.statesSelection = attributes["selected"] != nil || attributes["traits"] != nil
            if let accessible = attributes["accessible"] { node.isAccessible = accessible == "true" }
            if let traits = attributes["traits"] {
                let names = traits.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                // WebDriverAgent lists UIKit's public traits, and a text field has none of its own:
                // what makes VoiceOver say "Text Field" is its type (iOS 26 writes `traits=""` on
                // one), kept beside what the list says. Any other type is what its list says.
                node.traits = IdbReader.axRuntimeTraits(names)
                    .union(ElementTypeTraits.traits(of: node.type).intersection(ElementTypeTraits.textEntryTraits))
                if names.contains("Selected") { node.isSelected = true }
                if names.contains("NotEnabled") { node.isEnabled = false }
            }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard error == nil else { return }
            // Foundation's parser on Linux lets a mismatched closing tag through.
            guard open.last == name else {
                return fail(parser, "expected </\(open.last ?? "")> before </\(name)>")
            }
            open.removeLast()
            guard name.hasPrefix("XCUIElementType") else { return }
            guard let node = stack.popLast() else { return }
            if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            error = SceneFileError(file: file, location: "line \(parser.lineNumber)", message: message)
            parser.abortParsing()
        }
    }
}
