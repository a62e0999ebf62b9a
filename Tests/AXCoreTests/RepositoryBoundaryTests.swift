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
