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

    /// Across a carousel an element is trimmed at both edges, and not across the axis.
    func testACarouselTrimsAtItsLeadingAndTrailingEdges() {
        let viewport = Rect(x: 0, y: 100, width: 390, height: 200)
        func card(_ id: String, x: Double) -> AccessibilityElement {
            AccessibilityElement(id: id, label: SpeechText(id), frame: Rect(x: x, y: 100, width: 300, height: 200))
        }
        let cards = [card("gone", x: -400), card("cut", x: -80), card("next", x: 230), card("later", x: 540)]
        let shown = ScrollPaging.showing(cards, in: viewport, axis: .horizontal)
        XCTAssertEqual(shown.map(\.id), ["cut", "next"])
        XCTAssertEqual(shown.map(\.frame), [Rect(x: 0, y: 100, width: 220, height: 200), Rect(x: 230, y: 100, width: 160, height: 200)])
        let whole = [card("a", x: 0)]
        XCTAssertTrue(Self.sameStorage(ScrollPaging.showing(whole, in: viewport, axis: .horizontal), whole))
    }

    /// Which way a scroll turns a page, for each axis and layout direction.
    func testTheAxisTurnsADirectionIntoAPageForwardOrBack() {
        XCTAssertEqual(ScrollAxis.vertical.forward(.up, mirrored: false), true)
        XCTAssertEqual(ScrollAxis.vertical.forward(.down, mirrored: true), false)
        XCTAssertNil(ScrollAxis.vertical.forward(.left, mirrored: false))
        XCTAssertEqual(ScrollAxis.horizontal.forward(.left, mirrored: false), true)
        XCTAssertEqual(ScrollAxis.horizontal.forward(.right, mirrored: false), false)
        XCTAssertEqual(ScrollAxis.horizontal.forward(.left, mirrored: true), false)
        XCTAssertEqual(ScrollAxis.horizontal.forward(.right, mirrored: true), true)
        XCTAssertNil(ScrollAxis.horizontal.forward(.up, mirrored: false))
        XCTAssertEqual(ScrollAxis.horizontal.forward(.next, mirrored: true), true)
        XCTAssertEqual(ScrollAxis.horizontal.forward(.previous, mirrored: false), false)
    }
}
