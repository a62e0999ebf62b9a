import AXAudit
import AXCore
import Foundation
import XCTest

/// Every built-in rule has a typed id, and the typed id is the string files and the command line use.
final class RuleIDTests: XCTestCase {
    /// A rule added with a literal id and no constant, or a constant left behind by a removed rule,
    /// fails here: `RuleID.builtIn` and the catalog name the same rules.
    func testEveryBuiltInRuleHasItsConstantAndNoConstantLacksARule() {
        XCTAssertEqual(Set(RuleID.builtIn.map(\.rawValue)), RuleCatalog.ids)
        XCTAssertEqual(Set(RuleID.builtIn).count, RuleID.builtIn.count, "no id listed twice")
        XCTAssertEqual(RuleID.builtIn, RuleID.builtIn.sorted(), "listed in the order of their raw values")
        for id in RuleID.builtIn { XCTAssertEqual(RuleCatalog.rule(id)?.info.rule, id) }
    }

    /// Constants are the ids' camel case, so a reader of docs/rules.md (which prints
    /// `constantName`) can write them: each declaration in RuleID.swift is checked against it.
    func testConstantsAreTheIdsInCamelCase() throws {
        XCTAssertEqual(RuleID.labelMissing.rawValue, "label.missing")
        XCTAssertEqual(RuleID.switchSlowToReach.constantName, "switchSlowToReach")
        XCTAssertEqual(RuleID.transparencyTranslucentBehindText.constantName, "transparencyTranslucentBehindText")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AXCore/Scene/RuleID.swift")
        let declarations = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").compactMap { line -> (String, String)? in
            let words = line.split(separator: " ")
            guard words.starts(with: ["public", "static", "let"]), words.count == 7, words[4] == "RuleID", words[6].hasPrefix("\"") else { return nil }
            return (String(words[3].dropLast()), String(words[6].dropFirst().dropLast()))
        }
        XCTAssertEqual(declarations.count, RuleID.builtIn.count)
        for (name, id) in declarations { XCTAssertEqual(name, RuleID(id).constantName, id) }
    }

    /// Files keep the plain string: a typed id encodes and decodes as one.
    func testATypedIdIsAPlainStringInJSON() throws {
        let data = try JSONEncoder().encode([RuleID.targetSize])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["target.size"]"#)
        XCTAssertEqual(try JSONDecoder().decode([RuleID].self, from: data), [.targetSize])
    }

    /// A typed suppression is the string one: both accept the same findings.
    func testATypedSuppressionIsTheStringOne() {
        XCTAssertEqual(Suppression(.targetSize, elementID: "close", reason: "r"), Suppression(ruleID: "target.size", elementID: "close", reason: "r"))
        XCTAssertEqual(Suppression(ruleID: "target.size", reason: "r").rule, .targetSize)
    }
}
