import Foundation
import XCTest

/// A person who clones the repository has only the repository: no file in it may point at design
/// inputs kept beside it (a `../shared` folder, its `reference/*.md` or its numbered seed talks).
final class RepositoryBoundaryTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testNoFileInTheRepositoryPointsOutsideIt() throws {
        let patterns = [#"\.\./shared"#, #"shared/(reference|seeds)"#, #"(?<!docs/)\breference/[a-z-]+\.md"#, #"[Ss]eeds? 00\d"#]
            .map { try! NSRegularExpression(pattern: $0) }
        var offenders: [String] = []
        for top in ["README.md", "docs", "Sources", "Scenes", "Tests", "scripts", "examples"] {
            for file in files(under: root.appendingPathComponent(top)) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = String(line)
                    // A rule's reference field names a design input in machine-readable reports;
                    // docs/rules.md spells each one out (see RuleReference).
                    if line.contains("reference: \"") || file.lastPathComponent.hasPrefix("RuleReference") { continue }
                    if file.lastPathComponent == "RepositoryBoundaryTests.swift" { continue }
                    let range = NSRange(line.startIndex..., in: line)
                    if patterns.contains(where: { $0.firstMatch(in: line, range: range) != nil }) {
                        offenders.append("\(file.path.dropFirst(root.path.count + 1)):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertEqual(offenders, [], "cite the docs in docs/ or the talks by title instead:\n" + offenders.joined(separator: "\n"))
    }

    /// Every relative link in the README and docs/ leads to a file of the repository, and a link to
    /// a place in a page to a heading there (as GitHub names it) or an `<a id>`: a page renamed, split
    /// or given new headings must not leave a reader at a dead end.
    func testEveryLinkInTheDocsLeadsSomewhere() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let fence = try NSRegularExpression(pattern: "```.*?```", options: .dotMatchesLineSeparators)
        var dead: [String] = []
        for page in files(under: root.appendingPathComponent("docs")) + [root.appendingPathComponent("README.md")]
        where page.pathExtension == "md" {
            let text = try String(contentsOf: page, encoding: .utf8)
            let prose = fence.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
            for match in link.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
                let target = String(prose[Range(match.range(at: 1), in: prose)!])
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
                let name = "\(page.path.dropFirst(root.path.count + 1)): \(target)"
                guard FileManager.default.fileExists(atPath: file.path) else { dead.append(name + " (no such file)"); continue }
                if parts.count == 2, file.pathExtension == "md", !(try places(in: file)).contains(parts[1]) {
                    dead.append(name + " (no such heading)")
                }
            }
        }
        XCTAssertEqual(dead, [], "links that lead nowhere:\n" + dead.joined(separator: "\n"))
    }

    /// The places a link can name in a page: its headings as GitHub names them (lower case, spaces
    /// as hyphens, punctuation left out) and its `<a id="…">` anchors.
    private func places(in page: URL) throws -> Set<String> {
        let text = try String(contentsOf: page, encoding: .utf8)
        var places = Set<String>()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                places.insert(String(heading.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " })
                    .replacingOccurrences(of: " ", with: "-"))
            } else if line.hasPrefix("<a id=\""), let end = line.dropFirst(7).firstIndex(of: "\"") {
                places.insert(String(line[line.index(line.startIndex, offsetBy: 7)..<end]))
            }
        }
        return places
    }

    /// Text files, skipping build folders (an example's `.build` holds other packages' sources).
    private func files(under url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = enumerator?.nextObject() as? URL {
            if file.lastPathComponent.hasPrefix(".build") { enumerator?.skipDescendants(); continue }
            if ["swift", "md", "sh", "json", "trace"].contains(file.pathExtension) { found.append(file) }
        }
        return found
    }
}
