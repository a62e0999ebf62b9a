import AXCore
import XCTest
@testable import AXEngine

final class DragSessionControllerTests: XCTestCase {
    private var scene: DragShelfScene!
    private var context: DragRecordingContext!
    private var drags: DragSessionController!

    override func setUp() {
        scene = DragShelfScene()
        context = DragRecordingContext()
        context.settings.voiceOver = true  // the drag sounds are VoiceOver's
        drags = DragSessionController()
    }

    /// With VoiceOver off the same drag says what happened in its records, with no earcon.
    func testWithVoiceOverOffADragPlaysNoEarcon() {
        context.settings.voiceOver = false
        XCTAssertEqual(drags.begin(at: scene.slotCenter(0), scene: scene, context: context),
                       [.drag(state: .began, item: "mail", target: nil, operation: nil)])
        XCTAssertEqual(drags.drop(at: scene.slotCenter(2), scene: scene, context: context).events, [
            .drag(state: .over, item: "mail", target: "slot-2", operation: .move),
            .drag(state: .dropped, item: "mail", target: "slot-2", operation: .move),
        ])
        _ = drags.begin(at: scene.slotCenter(2), scene: scene, context: context)
        XCTAssertEqual(drags.cancel(scene: scene, context: context), [.drag(state: .cancelled, item: "mail", target: nil, operation: nil)])
    }

    func testNothingToDragBeginsNothing() {
        XCTAssertEqual(drags.begin(at: scene.slotCenter(2), scene: scene, context: context), [])
        XCTAssertFalse(drags.isDragging)
        XCTAssertEqual(drags.move(to: scene.slotCenter(4), scene: scene, context: context), [])
        XCTAssertEqual(drags.drop(at: scene.slotCenter(4), scene: scene, context: context).events, [])
        XCTAssertEqual(drags.cancel(scene: scene, context: context), [])
    }

    func testBeginHoverAndDrop() {
        let start = scene.slotCenter(0)
        XCTAssertEqual(drags.begin(at: start, scene: scene, context: context),
                       [.sound(.earcon(.dragStart)), .drag(state: .began, item: "mail", target: nil, operation: nil)])
        XCTAssertEqual(drags.session?.item, DragItem(id: "mail", name: "Mail"))
        XCTAssertEqual(drags.session?.origin, start)
        XCTAssertEqual(drags.begin(at: scene.slotCenter(1), scene: scene, context: context), [], "one drag at a time")

        // Within the source slot the proposal does not change: no feedback.
        XCTAssertEqual(drags.move(to: start + Point(5, 5), scene: scene, context: context), [])
        XCTAssertEqual(drags.session?.previewLocation, start + Point(5, 5))
        // Over the occupied notes slot: forbidden.
        XCTAssertEqual(drags.move(to: scene.slotCenter(1), scene: scene, context: context),
                       [.drag(state: .over, item: "mail", target: "slot-1", operation: .forbidden)])
        // Over the empty slot 2: move, reported once however the finger wanders inside it.
        XCTAssertEqual(drags.move(to: scene.slotCenter(2), scene: scene, context: context),
                       [.drag(state: .over, item: "mail", target: "slot-2", operation: .move)])
        XCTAssertEqual(drags.move(to: scene.slotCenter(2) + Point(10, 0), scene: scene, context: context), [])
        XCTAssertEqual(drags.session?.proposal.description, "Move Mail to slot 3")

        XCTAssertEqual(drags.drop(at: scene.slotCenter(2) + Point(-10, 0), scene: scene, context: context).events,
                       [.sound(.earcon(.drop)), .drag(state: .dropped, item: "mail", target: "slot-2", operation: .move)])
        XCTAssertEqual(scene.slots, [nil, "notes", "mail", "maps", nil])
        XCTAssertFalse(drags.isDragging)
        XCTAssertEqual(scene.cancelled, [])
    }

    func testDropStraightOntoATargetReportsTheHoverFirst() {
        _ = drags.begin(at: scene.slotCenter(3), scene: scene, context: context)
        XCTAssertEqual(drags.drop(at: scene.slotCenter(4), scene: scene, context: context).events, [
            .drag(state: .over, item: "maps", target: "slot-4", operation: .move),
            .sound(.earcon(.drop)),
            .drag(state: .dropped, item: "maps", target: "slot-4", operation: .move),
        ])
        XCTAssertEqual(scene.slots, ["mail", "notes", nil, nil, "maps"])
    }

    func testCopyProposal() {
        _ = drags.begin(at: scene.slotCenter(1), scene: scene, context: context)
        let events = drags.drop(at: DragShelfScene.copier.center, scene: scene, context: context).events
        XCTAssertEqual(events.last, .drag(state: .dropped, item: "notes", target: "copier", operation: .copy))
        XCTAssertEqual(scene.copies, ["notes"])
        XCTAssertEqual(scene.slots[1], "notes", "a copy leaves the source in place")
    }

    func testDroppingOnAForbiddenTargetCancels() {
        _ = drags.begin(at: scene.slotCenter(0), scene: scene, context: context)
        let events = drags.drop(at: DragShelfScene.trash.center, scene: scene, context: context).events
        XCTAssertEqual(events, [
            .drag(state: .over, item: "mail", target: "trash", operation: .forbidden),
            .sound(.earcon(.dragCancel)),
            .drag(state: .cancelled, item: "mail", target: nil, operation: nil),
        ])
        XCTAssertEqual(scene.slots, ["mail", "notes", nil, "maps", nil])
        XCTAssertEqual(scene.cancelled, ["mail"])
    }

    func testDroppingWhereTheProposalIsCancelCancels() {
        _ = drags.begin(at: scene.slotCenter(0), scene: scene, context: context)
        let events = drags.drop(at: Point(380, 700), scene: scene, context: context).events
        XCTAssertEqual(events.last, .drag(state: .cancelled, item: "mail", target: nil, operation: nil))
        XCTAssertEqual(scene.cancelled, ["mail"])
    }

    func testADropTheSceneRefusesEndsCancelled() {
        scene.refusingSlot = 4
        _ = drags.begin(at: scene.slotCenter(0), scene: scene, context: context)
        let events = drags.drop(at: scene.slotCenter(4), scene: scene, context: context).events
        XCTAssertEqual(events.last, .drag(state: .cancelled, item: "mail", target: nil, operation: nil))
        XCTAssertEqual(scene.slots, ["mail", "notes", nil, "maps", nil])
        XCTAssertEqual(scene.cancelled, ["mail"])
    }

    func testVoiceOverDropsKeepTheDragWhenRefused() {
        _ = drags.begin(at: scene.slotCenter(0), sourceID: "mail", scene: scene, context: context)
        let refused = drags.drop(at: scene.slotCenter(1), dropPointName: "Drop on Notes", ifRefused: .keepDragging,
                                 scene: scene, context: context)
        XCTAssertFalse(refused.dropped)
        XCTAssertEqual(refused.events, [.drag(state: .over, item: "mail", target: "slot-1", operation: .forbidden)])
        XCTAssertTrue(drags.isDragging)
        XCTAssertEqual(scene.cancelled, [])
        let taken = drags.drop(at: scene.slotCenter(4), dropPointName: "Drop in slot 5", ifRefused: .keepDragging,
                               scene: scene, context: context)
        XCTAssertTrue(taken.dropped)
        XCTAssertEqual(taken.events.last, .drag(state: .dropped, item: "mail", target: "Drop in slot 5", operation: .move))
        XCTAssertEqual(scene.slots, [nil, "notes", nil, "maps", "mail"])
    }

    func testCancelNamesTheSource() {
        _ = drags.begin(at: scene.slotCenter(3), sourceID: "maps", scene: scene, context: context)
        XCTAssertEqual(drags.cancel(scene: scene, context: context),
                       [.sound(.earcon(.dragCancel)), .drag(state: .cancelled, item: "maps", target: "maps", operation: nil)])
    }

    func testCancel() {
        _ = drags.begin(at: scene.slotCenter(1), scene: scene, context: context)
        _ = drags.move(to: scene.slotCenter(2), scene: scene, context: context)
        XCTAssertEqual(drags.cancel(scene: scene, context: context),
                       [.sound(.earcon(.dragCancel)), .drag(state: .cancelled, item: "notes", target: nil, operation: nil)])
        XCTAssertEqual(scene.cancelled, ["notes"])
        XCTAssertEqual(scene.slots, ["mail", "notes", nil, "maps", nil])
        XCTAssertEqual(context.sounds, [], "sounds are output events, in order, not side effects")
        XCTAssertNil(drags.session)
        XCTAssertEqual(drags.cancel(scene: scene, context: context), [], "nothing left to cancel")
    }
}
