import XCTest
import AXCore
import AXEngine
@testable import AXAudit

/// What exploration keeps of a copy's tree and order between actions (`TreeReads`) answers as
/// reading them whole does, and reads them again once they are other arrays.
final class TreeReadsTests: XCTestCase {
    private func tree(modal: Bool) -> [AccessibilityElement] {
        var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(0, 400, 390, 444), children: [
            AccessibilityElement(id: "close", label: "Close", traits: .button, frame: Rect(16, 420, 80, 44)),
            // An id used twice: the first in tree order is the one found.
            AccessibilityElement(id: "save", label: "Save in sheet", traits: .button, frame: Rect(16, 480, 80, 44)),
        ])
        sheet.viewIsModal = modal
        return [AccessibilityElement(id: "save", label: modal ? "Save, behind the sheet" : "Save", traits: .button, frame: Rect(16, 100, 80, 44)),
                AccessibilityElement(id: "title", label: "Title", traits: .header, frame: Rect(16, 40, 200, 44)), sheet]
    }

    func testElementsAreTheOnesAWalkOfTheTreeFinds() {
        let reads = TreeReads()
        for roots in [tree(modal: false), tree(modal: true), []] {
            for id in ["save", "title", "sheet", "close", "missing"] {
                XCTAssertEqual(reads.element(id, in: roots)?.label, ProbeTree.first(id, in: roots)?.label, id)
                XCTAssertEqual(reads.element(id, in: roots)?.frame, ProbeTree.first(id, in: roots)?.frame, id)
            }
        }
        XCTAssertEqual(reads.element("save", in: tree(modal: false))?.label?.string, "Save")
        XCTAssertEqual(reads.element("save", in: tree(modal: true))?.label?.string, "Save, behind the sheet", "another tree is read again")
    }

    func testTheModalViewsAreFoundInEachNewOrder() {
        let reads = TreeReads()
        let plain = NavigationOrder(roots: tree(modal: false)), sheet = NavigationOrder(roots: tree(modal: true))
        XCTAssertEqual(reads.modalViews(plain), [])
        XCTAssertEqual(reads.modalViews(sheet), ["sheet"], "another order is read again")
        XCTAssertEqual(reads.modalViews(plain), [], "the two last read are kept")
        XCTAssertEqual(reads.modalViews(sheet), ["sheet"])
        XCTAssertEqual(reads.modalViews(NavigationOrder(roots: tree(modal: false))), [])
        XCTAssertEqual(reads.modalViews(NavigationOrder(roots: [])), [])
    }
}
