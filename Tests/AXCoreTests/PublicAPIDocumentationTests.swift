import Foundation
import XCTest

/// The public API is what a package depending on this one sees (docs/package.md), so every public or
/// open declaration says what it is for in a `///` (or `/** */`) comment directly above it, attributes
/// aside. Enum cases are exempt (their enum's comment covers them), and so is `public extension`
/// itself, though the members it makes public are not.
final class PublicAPIDocumentationTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The source folders whose public declarations must be documented.
    private let folders = ["Sources/AXCore", "Scenes", "Sources/AXSandboxTesting", "Sources/AXEngine", "Sources/AXAudit",
                           "Sources/AXTrace", "Sources/AXSDL", "Sources/AXSandboxCLI"]
    /// Folders inside those that are being rewritten on another branch, which documents them (none now).
    private let excluded: [String] = []

    func testEveryPublicDeclarationHasADocComment() throws {
        var offenders: [String] = []
        for folder in folders {
            for file in swiftFiles(under: root.appendingPathComponent(folder)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let relative = file.path.dropFirst(root.path.count + 1)
                if excluded.contains(where: { relative.hasPrefix($0 + "/") }) { continue }
                for declaration in PublicDeclarationScanner.undocumented(in: text) {
                    offenders.append("\(relative):\(declaration.line): \(declaration.text)")
                }
            }
        }
        XCTAssertEqual(offenders, [], "\(offenders.count) public declarations lack a /// comment saying what they are for:\n"
                       + offenders.joined(separator: "\n"))
    }

    func testTheScannerFindsWhatItShould() {
        let source = """
        /// Documented.
        public struct A {
            /// Documented.
            @discardableResult
            @available(*, deprecated,
                       message: "multi-line attribute")
            public func documented() -> Int { 1 }
            public init() {}
            public static let bare = 1
            public private(set) var counted = 0
            func internalOne() {}
            private var hidden = 0
            // A plain comment is not documentation.
            public var plain: Int { 0 }
            /// A doc comment followed by a blank line is not directly above.

            public var separated: Int { 0 }
        }
        /** Block documented. */
        open class B {
            open func undocumented() {}
            public class func classMethod() {}
        }
        public enum E { case one, two }
        public extension A {
            func extended() {}
            /// Documented.
            var documentedExtended: Int { 0 }
            private func hiddenExtended() {}
        }
        extension A {
            public func explicit() {}
            func notPublic() {}
        }
        /// Documented.
        public protocol P {
            associatedtype Value
            /// Documented.
            func required()
            var property: Int { get }
        }
        let text = "public func inAString() {}"
        let block = \"\"\"
            public func inAMultiLineString() {}
            \"\"\"
        /*
         public func inABlockComment() {}
         */
        """
        let found = PublicDeclarationScanner.undocumented(in: source).map(\.line)
        XCTAssertEqual(found, [8, 9, 10, 14, 17, 21, 22, 24, 26, 32, 37, 40])
    }

    private func swiftFiles(under url: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = enumerator?.nextObject() as? URL {
            if file.lastPathComponent.hasPrefix(".build") { enumerator?.skipDescendants(); continue }
            if file.pathExtension == "swift" { found.append(file) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

// SCANNER BEGIN
/// Finds public and open declarations in Swift source text that have no doc comment directly above
/// them. A line scanner, not a parser: it follows comments, string literals and braces well enough to
/// know which lines are code and which members a `public extension` or `public protocol` makes public.
enum PublicDeclarationScanner {
    struct Declaration: Equatable {
        let line: Int
        let text: String
    }

    private static let modifiers: Set<String> = [
        "static", "class", "final", "override", "mutating", "nonmutating", "convenience", "required",
        "indirect", "lazy", "weak", "unowned", "dynamic", "nonisolated", "isolated", "consuming", "borrowing",
        "optional", "prefix", "postfix", "infix", "distributed",
    ]
    private static let accessModifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
    private static let keywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "typealias",
        "actor", "extension", "associatedtype", "case", "macro", "operator", "precedencegroup",
    ]
    private static let scopeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]

    /// What a pair of braces belongs to: only direct members of a public extension or protocol are
    /// public without saying so.
    private enum Scope { case publicExtension, publicProtocol, other }

    static func undocumented(in source: String) -> [Declaration] {
        var result: [Declaration] = []
        var scopes: [Scope] = []
        var pendingScope: Scope? = nil
        var documented = false
        var inBlockComment = false
        var blockCommentIsDoc = false
        var inMultiLineString = false
        var attributeParens = 0

        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if inMultiLineString {
                if line.contains("\"\"\"") { inMultiLineString = false }
                documented = false
                continue
            }
            if inBlockComment {
                if line.contains("*/") {
                    inBlockComment = false
                    documented = blockCommentIsDoc
                }
                continue
            }
            if line.hasPrefix("///") { documented = true; continue }
            if line.hasPrefix("/**") {
                if line.contains("*/") { documented = true } else { inBlockComment = true; blockCommentIsDoc = true }
                continue
            }
            if line.hasPrefix("/*") {
                if !line.contains("*/") { inBlockComment = true; blockCommentIsDoc = false }
                documented = false
                continue
            }
            if line.isEmpty || line.hasPrefix("//") { documented = false; continue }
            // A multi-line attribute's continuation lines keep the doc comment above it.
            if attributeParens > 0 {
                attributeParens += parenBalance(line)
                continue
            }
            let code = strippingStringsAndComments(line, inMultiLineString: &inMultiLineString)
            var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            // Attributes before the declaration, on this line or on lines of their own.
            var sawAttribute = false
            while let first = words.first, first.hasPrefix("@") {
                sawAttribute = true
                let balance = parenBalance(first)
                words.removeFirst()
                if balance > 0 {
                    // `@available(*, deprecated, ...)` spans words, perhaps lines.
                    var depth = balance
                    while depth > 0, let next = words.first {
                        depth += parenBalance(next)
                        words.removeFirst()
                    }
                    if depth > 0 { attributeParens = depth }
                }
            }
            if sawAttribute && words.isEmpty { continue }

            if let declaration = declaration(words, in: scopes.last ?? .other) {
                if declaration.isPublic && !declaration.exempt && !documented {
                    result.append(Declaration(line: index + 1, text: line))
                }
                if let scope = declaration.opensScope { pendingScope = scope }
            }
            documented = false

            for character in code {
                if character == "{" {
                    scopes.append(pendingScope ?? .other)
                    pendingScope = nil
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return result
    }

    private struct Found {
        let isPublic: Bool
        let exempt: Bool
        let opensScope: Scope?
    }

    private static func declaration(_ words: [String], in scope: Scope) -> Found? {
        var access: String? = nil
        var index = 0
        while index < words.count {
            let word = words[index]
            let bare = word.split(separator: "(").first.map(String.init) ?? word
            if accessModifiers.contains(bare) {
                // `private(set)` narrows only the setter.
                if !word.contains("(") { access = bare }
                index += 1
                continue
            }
            // `class func` is a modifier; `class Name` is a declaration.
            if modifiers.contains(word), !(word == "class" && index + 1 < words.count && !isKeyword(words[index + 1])) {
                index += 1
                continue
            }
            break
        }
        guard index < words.count else { return nil }
        let keyword = words[index].split(separator: "(").first.map(String.init).map { $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : $0 } ?? ""
        guard keywords.contains(keyword) else { return nil }
        let isPublic: Bool
        switch access {
        case "public", "open": isPublic = true
        case nil: isPublic = scope == .publicExtension || scope == .publicProtocol
        default: isPublic = false
        }
        let exempt = keyword == "case" || keyword == "deinit" || keyword == "extension"
        var opens: Scope? = nil
        if scopeKeywords.contains(keyword) {
            if keyword == "extension" && access == "public" { opens = .publicExtension }
            else if keyword == "protocol" && isPublic { opens = .publicProtocol }
            else { opens = .other }
        }
        return Found(isPublic: isPublic, exempt: exempt, opensScope: opens)
    }

    private static func isKeyword(_ word: String) -> Bool {
        keywords.contains(word.split(separator: "(").first.map(String.init) ?? word) || modifiers.contains(word)
    }

    private static func parenBalance<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
    }

    /// The line with string literals emptied and a trailing `//` comment removed, so that braces and
    /// words inside them do not count; notes when a `"""` literal opens and does not close.
    private static func strippingStringsAndComments(_ line: String, inMultiLineString: inout Bool) -> String {
        var out = ""
        var inString = false
        var previous: Character = " "
        var iterator = Array(line)
        var i = 0
        while i < iterator.count {
            let c = iterator[i]
            if !inString && c == "\"" && i + 2 < iterator.count && iterator[i + 1] == "\"" && iterator[i + 2] == "\"" {
                // A `"""` literal: the rest of the line and the following lines until the closing one.
                let rest = String(iterator[(i + 3)...])
                if !rest.contains("\"\"\"") { inMultiLineString = true }
                return out
            }
            if inString {
                if c == "\\" { i += 2; continue }
                if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/" && previous == "/" {
                out.removeLast()
                return out
            } else {
                out.append(c)
            }
            previous = c
            i += 1
        }
        iterator.removeAll()
        return out
    }
}
// SCANNER END
