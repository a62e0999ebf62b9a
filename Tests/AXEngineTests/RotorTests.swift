import AXCore
@testable import AXEngine
import XCTest

/// Section 6's options and section 7's descriptor rules, on their own.
final class RotorTests: XCTestCase {
    func testOptionsDependOnTheElement() {
        var plain = button("a", "A")
        XCTAssertEqual(RotorOption.options(for: plain, dragging: false), [])
        plain.dropPoints = [LocationDescriptor(name: "Drop", point: Point(10, 10))]
        // Drop points alone count as actions (rule 9), and while dragging.
        XCTAssertEqual(RotorOption.options(for: plain, dragging: false), [.actions])
        XCTAssertEqual(RotorOption.options(for: plain, dragging: true), [.actions])
        var zoom = button("z", "Z", traits: [.image, .supportsZoom])
        XCTAssertEqual(RotorOption.options(for: zoom, dragging: false), [.zoom])
        zoom.customActions = [CustomAction("Share") { _ in true }]
        XCTAssertEqual(RotorOption.options(for: zoom, dragging: false), [.actions, .zoom])
    }

    func testActionItemsOrderAndDescriptorValidity() {
        var icon = button("mail", "Mail", width: 60, height: 60)
        icon.customActions = [CustomAction("Delete") { _ in true }]
        icon.dragSources = [LocationDescriptor(name: "Drag Mail", point: Point(30, 30))]
        icon.dropPoints = [
            LocationDescriptor(name: "Drop left of Mail", point: Point(2, 30)),
            LocationDescriptor(name: "Outside its view", point: Point(61, 30)),
            LocationDescriptor(name: "On the dock", point: Point(100, 800), viewID: "dock"),
            LocationDescriptor(name: "On a hidden view", point: Point(5, 5), viewID: "hidden"),
        ]
        let frames = ["dock": Rect(0, 780, 390, 60)]
        let idle = RotorItem.actions(for: icon, dragging: false) { frames[$0] }
        XCTAssertEqual(idle.map(\.name), ["Delete", "Drag Mail"])
        let dragging = RotorItem.actions(for: icon, dragging: true) { frames[$0] }
        XCTAssertEqual(dragging.map(\.name), ["Delete", "Drag Mail", "Drop left of Mail", "On the dock"])
        XCTAssertEqual(dragging[0].kind, .custom(index: 0))
    }

    func testFirstSwipeDownSelectsTheFirstItemUpTheLastThenWraps() {
        // Down selects the first item first, up the last, then each moves on, wrapping.
        XCTAssertEqual(RotorState.step(from: nil, count: 3, up: false), 0)
        XCTAssertEqual(RotorState.step(from: nil, count: 3, up: true), 2)
        XCTAssertEqual(RotorState.step(from: 2, count: 3, up: false), 0)
        XCTAssertEqual(RotorState.step(from: 0, count: 3, up: true), 2)
        XCTAssertEqual(RotorState.step(from: 2, count: 3, up: true), 1)
        XCTAssertNil(RotorState.step(from: nil, count: 0, up: true))
    }
}
