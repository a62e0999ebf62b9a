import XCTest
@testable import AXAudit
import AXCore

/// What a probe compares before and after an action: the elements' shapes, and whether the layout
/// changed (elements appeared, vanished or moved) or only what they say.
final class ProbeSnapshotTests: XCTestCase {
    private func snapshot(_ elements: [AccessibilityElement]) -> ProbeSnapshot { ProbeSnapshot(roots: elements) }

    private let play = AccessibilityElement(id: "play", label: "Play", value: "Off", traits: .button, frame: Rect(0, 0, 44, 44))
    private let stop = AccessibilityElement(id: "stop", label: "Stop", traits: .button, frame: Rect(50, 0, 44, 44))

    func testAValueOrLabelChangeIsNoLayoutChangeButChangesTheElements() {
        let before = snapshot([play, stop])
        for change in [{ (e: inout AccessibilityElement) in e.value = "On" }, { $0.label = "Pause" }, { $0.value = nil },
                       { $0.label = nil }, { $0.traits = [.button, .selected] }] {
            var changed = play
            change(&changed)
            let after = snapshot([changed, stop])
            XCTAssertFalse(after.layoutDiffers(from: before))
            XCTAssertFalse(before.layoutDiffers(from: after))
            XCTAssertNotEqual(after.elements, before.elements)
            XCTAssertNotEqual(before.elements, after.elements)
        }
        XCTAssertEqual(snapshot([play, stop]).elements, before.elements, "built apart, read alike")
    }

    func testElementsThatMoveAppearOrVanishChangeTheLayout() {
        let before = snapshot([play, stop])
        var moved = stop
        moved.frame = Rect(60, 0, 44, 44)
        var renamed = stop
        renamed.id = "halt"
        for after in [snapshot([play, moved]), snapshot([play]), snapshot([play, stop, renamed]), snapshot([play, renamed]),
                      snapshot([stop, play])] {
            XCTAssertTrue(after.layoutDiffers(from: before))
            XCTAssertTrue(before.layoutDiffers(from: after))
            XCTAssertNotEqual(after.elements, before.elements)
        }
        XCTAssertFalse(snapshot([play, stop]).layoutDiffers(from: before))
    }

    func testAnAbsentTextIsNotAnEmptyOne() {
        var empty = play
        empty.label = ""
        var absent = play
        absent.label = nil
        XCTAssertNotEqual(snapshot([empty]).elements, snapshot([absent]).elements)
        XCTAssertNotEqual(snapshot([absent]).elements, snapshot([empty]).elements)
        XCTAssertEqual(snapshot([absent]).elements, snapshot([absent]).elements)
    }

    /// The comparison read in place on the tree after an action answers what building that tree's
    /// snapshot and comparing the two does, for every kind of change above.
    func testTheDifferenceReadInPlaceAgreesWithTheSnapshotsCompared() {
        var valued = play, relabelled = play, retraited = play, moved = stop, renamed = stop, unvalued = play, hidden = stop
        valued.value = "On"; relabelled.label = "Pause"; retraited.traits = [.button, .selected]
        moved.frame = Rect(60, 0, 44, 44); renamed.id = "halt"; unvalued.value = nil; hidden.elementsHidden = true
        let container = AccessibilityElement.container(id: "group", frame: Rect(0, 0, 100, 44), children: [play, stop])
        var parent = play
        parent.children = [stop]
        let trees: [[AccessibilityElement]] = [
            [play, stop], [valued, stop], [relabelled, stop], [retraited, stop], [unvalued, stop], [play, moved], [play],
            [play, stop, renamed], [play, renamed], [stop, play], [], [play, hidden], [container], [parent], [renamed, play, stop],
        ]
        for beforeTree in trees {
            let before = snapshot(beforeTree)
            for afterTree in trees {
                let after = snapshot(afterTree)
                for id in ["play", "stop", "halt", "absent"] {
                    let difference = before.difference(from: afterTree, valueOf: id)
                    let context = "\(beforeTree.map(\.id)) → \(afterTree.map(\.id)), \(id)"
                    XCTAssertEqual(difference.elementsDiffer, after.elements != before.elements, context)
                    XCTAssertEqual(difference.layoutDiffers, after.layoutDiffers(from: before), context)
                    XCTAssertEqual(difference.value, after.value(of: id), context)
                }
            }
        }
    }

    /// A shape's own `==` names its fields: a field added later fails here until `==` compares it.
    func testEveryFieldOfAShapeIsCompared() {
        let names = Mirror(reflecting: ProbeSnapshot.ElementShape(play)).children.compactMap(\.label)
        XCTAssertEqual(names, ["id", "frame", "label", "value", "traits"])
    }
}
