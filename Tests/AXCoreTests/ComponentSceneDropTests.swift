import AXCore
import XCTest

/// A `ComponentScene` hands a drop to the component whose proposal the drop follows, as UIKit hands
/// it to the drop interaction that last proposed: the proposal made for the same item at the same
/// point, in the layout still current, is not asked for again; anything else is.
final class ComponentSceneDropTests: XCTestCase {
    /// Two drop zones side by side, left and right, which count what they are asked.
    final class Bins: ComponentScene {
        let followsState: Bool
        /// The zone's proposal marks it hovered, a state the snapshot shows.
        var proposalChangesState = false
        var hovered = ""
        private(set) var proposals: [String] = []
        private(set) var drops: [String] = []

        init(followsState: Bool) {
            self.followsState = followsState
            super.init(id: "bins", title: "Bins")
        }

        override var layoutFollowsState: Bool { followsState }
        override func stateSnapshot() -> [(key: String, value: String)] { [("hovered", hovered), ("drops", drops.joined(separator: ","))] }
        override func body(settings: Settings) -> any Component { Row([Zone(name: "left", bins: self), Zone(name: "right", bins: self)]) }

        struct Zone: Component {
            let name: String
            unowned let bins: Bins
            func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: 150, height: proposal.height) }
            func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { frame.contains(point) }
            func dropProposal(for item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> DropProposal? {
                bins.proposals.append(name)
                if bins.proposalChangesState { bins.hovered = name }
                return DropProposal(.move, targetID: name)
            }
            func performDrop(of item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> Bool {
                bins.drops.append(name)
                return true
            }
        }
    }

    final class Context: SceneContext {
        var settings = Settings.default
        var now = 0
        func post(_ notification: AccessibilityNotification) {}
        func play(_ sound: SoundCue) {}
        func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
    }

    private let item = DragItem(id: "mail", name: "Mail")
    private let left = Point(50, 100), right = Point(200, 100)

    /// As a drag drops: the preview moved to the point (a proposal), then the drop there.
    private func drop(in bins: Bins, proposedAt proposed: Point, droppedAt dropped: Point) -> Bool {
        let context = Context()
        _ = bins.dropProposal(for: item, at: proposed, context: context)
        return bins.performDrop(of: item, at: dropped, context: context)
    }

    func testTheDropGoesToTheZoneThatProposedItWithoutAskingAgain() {
        let bins = Bins(followsState: true)
        XCTAssertTrue(drop(in: bins, proposedAt: left, droppedAt: left))
        XCTAssertEqual(bins.proposals, ["left"])
        XCTAssertEqual(bins.drops, ["left"])
    }

    func testADropAtAnotherPointIsAskedThere() {
        let bins = Bins(followsState: true)
        XCTAssertTrue(drop(in: bins, proposedAt: left, droppedAt: right))
        XCTAssertEqual(bins.proposals, ["left", "right"])
        XCTAssertEqual(bins.drops, ["right"])
    }

    func testAnotherItemIsAskedAgain() {
        let bins = Bins(followsState: true)
        let context = Context()
        _ = bins.dropProposal(for: item, at: left, context: context)
        XCTAssertTrue(bins.performDrop(of: DragItem(id: "notes", name: "Notes"), at: left, context: context))
        XCTAssertEqual(bins.proposals, ["left", "left"])
    }

    /// A proposal that changed the state leaves a layout that is no longer current: asked again.
    func testAProposalThatChangedTheStateIsAskedAgain() {
        let bins = Bins(followsState: true)
        bins.proposalChangesState = true
        bins.hovered = "none"
        XCTAssertTrue(drop(in: bins, proposedAt: left, droppedAt: left))
        XCTAssertEqual(bins.proposals, ["left", "left"])
        XCTAssertEqual(bins.drops, ["left"])
    }

    /// A scene whose layouts every change forgets (its layout does not follow its state) is asked
    /// again, as before.
    func testASceneThatForgetsItsLayoutsIsAskedAgain() {
        let bins = Bins(followsState: false)
        XCTAssertTrue(drop(in: bins, proposedAt: left, droppedAt: left))
        XCTAssertEqual(bins.proposals, ["left", "left"])
        XCTAssertEqual(bins.drops, ["left"])
    }

    /// A drop with no proposal before it, or after a cancelled drag, is asked for its own.
    func testADropWithNoProposalOrAfterACancelIsAsked() {
        let bins = Bins(followsState: true)
        let context = Context()
        XCTAssertTrue(bins.performDrop(of: item, at: right, context: context))
        _ = bins.dropProposal(for: item, at: left, context: context)
        bins.dragCancelled(item, context: context)
        XCTAssertTrue(bins.performDrop(of: item, at: left, context: context))
        XCTAssertEqual(bins.proposals, ["right", "left", "left"])
        XCTAssertEqual(bins.drops, ["right", "left"])
    }
}
