import XCTest
import AXCore
@testable import AXAudit

/// A finding names its element by an index path spelt from the positions of the element and its
/// ancestors (`AuditNode.indexPath`), and rules compare siblings by position (`siblingIndex`).
final class AuditNodeTests: XCTestCase {
    func testNodesSpellTheirIndexPathsFromTheirAncestorsPositions() {
        func element(_ id: String, _ children: [AccessibilityElement] = []) -> AccessibilityElement {
            var element = AccessibilityElement(id: id, label: SpeechText(id), frame: Rect(0, 0, 44, 44))
            element.children = children
            return element
        }
        let deep = (0..<12).reduce(element("leaf")) { inner, level in element("level-\(level)", [element("before-\(level)"), inner]) }
        let roots = [element("first"), element("group", [element("a"), element("inner", [element("b"), element("c")])]), deep]
        let nodes = AuditNode.collect(roots)
        let spelt = Dictionary(uniqueKeysWithValues: nodes.map { ($0.element.id, ($0.indexPath, $0.siblingIndex, $0.ancestorIDs)) })
        XCTAssertEqual(spelt["first"]?.0, "0")
        XCTAssertEqual(spelt["group"]?.0, "1")
        XCTAssertEqual(spelt["a"]?.0, "1.0")
        XCTAssertEqual(spelt["inner"]?.0, "1.1")
        XCTAssertEqual(spelt["c"]?.0, "1.1.1")
        XCTAssertEqual(spelt["c"]?.1, 1)
        XCTAssertEqual(spelt["c"]?.2, ["group", "inner"])
        XCTAssertEqual(spelt["b"]?.1, 0)
        XCTAssertEqual(spelt["level-11"]?.0, "2")
        XCTAssertEqual(spelt["leaf"]?.0, "2" + String(repeating: ".1", count: 12))
        XCTAssertEqual(spelt["before-0"]?.0, "2" + String(repeating: ".1", count: 11) + ".0")
        XCTAssertEqual(nodes.map(\.element.id).prefix(5), ["first", "group", "a", "inner", "b"], "depth first")
    }
}
