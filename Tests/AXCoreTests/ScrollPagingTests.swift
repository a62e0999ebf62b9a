import XCTest
@testable import AXCore

/// What a scroll area shows of its content (`ScrollPaging.showing`): elements outside the viewport
/// are left out, one cut by its top edge is trimmed to it, and a list with nothing to leave out or
/// trim is handed back as it is, not copied element by element.
final class ScrollPagingTests: XCTestCase {
    private static func row(_ id: String, y: Double, children: [AccessibilityElement] = []) -> AccessibilityElement {
        var element = AccessibilityElement(id: id, label: SpeechText(id), frame: Rect(x: 0, y: y, width: 100, height: 40))
        element.children = children
        return element
    }

    private static func sameStorage(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }
    }

    func testAListShowingWholeIsHandedBackAsItIs() {
        let viewport = Rect(x: 0, y: 100, width: 100, height: 200)
        let rows = [Self.row("a", y: 100), Self.row("b", y: 150, children: [Self.row("b1", y: 160)]), Self.row("c", y: 250)]
        let shown = ScrollPaging.showing(rows, in: viewport)
        XCTAssertTrue(Self.sameStorage(shown, rows))
        XCTAssertEqual(shown.map(\.id), ["a", "b", "c"])
    }

    func testElementsOutsideAreLeftOutAndOneCutAtTheTopIsTrimmed() {
        let viewport = Rect(x: 0, y: 100, width: 100, height: 200)
        let rows = [Self.row("above", y: 20), Self.row("cut", y: 80, children: [Self.row("inner", y: 90)]), Self.row("whole", y: 150),
                    Self.row("below", y: 400)]
        let shown = ScrollPaging.showing(rows, in: viewport)
        XCTAssertFalse(Self.sameStorage(shown, rows))
        XCTAssertEqual(shown.map(\.id), ["cut", "whole"])
        XCTAssertEqual(shown[0].frame, Rect(x: 0, y: 100, width: 100, height: 20))
        XCTAssertEqual(shown[0].children.map(\.frame), [Rect(x: 0, y: 100, width: 100, height: 30)])
        XCTAssertEqual(shown[1].frame, Rect(x: 0, y: 150, width: 100, height: 40))
    }

    /// A child cut by the top edge is trimmed even when its parent shows whole.
    func testAChildCutAtTheTopIsTrimmedInsideAWholeParent() {
        let viewport = Rect(x: 0, y: 100, width: 100, height: 200)
        var parent = Self.row("parent", y: 100, children: [Self.row("child", y: 70)])
        parent.frame = Rect(x: 0, y: 100, width: 100, height: 100)
        let shown = ScrollPaging.showing([parent], in: viewport)
        XCTAssertEqual(shown[0].children.map(\.frame), [Rect(x: 0, y: 100, width: 100, height: 10)])
    }
}
