import AXCore

/// One drag under way: what is carried, where it came from, where its preview is and what dropping
/// there would do.
package struct DragSession: Hashable, Sendable {
    package var item: DragItem
    /// The element the drag came from (VoiceOver's drag source), for the `began` record; nil when
    /// the drag started under a finger.
    package var sourceID: String?
    /// Where the drag began (the long-press point or the drag source descriptor's point).
    package var origin: Point
    /// Where the preview is drawn: the finger, or the last drop point VoiceOver moved it to.
    package var previewLocation: Point
    /// The scene's answer for the preview location: the hover feedback.
    package var proposal: DropProposal

    package init(item: DragItem, sourceID: String?, origin: Point, previewLocation: Point, proposal: DropProposal) {
        self.item = item; self.sourceID = sourceID; self.origin = origin; self.previewLocation = previewLocation
        self.proposal = proposal
    }
}

/// Drives drag and drop against a scene, for both paths: sighted (long press, move, lift) and
/// VoiceOver (a drag source descriptor begins, a drop point descriptor moves there and drops, escape
/// cancels). It asks the scene through the Scene protocol and returns everything it produces, the
/// drag sounds included, as output events in order, for the Session to append (so a caller can put
/// its own `action` record first). Keeps at most one drag.
///
/// The drag sounds are VoiceOver's earcons: they are played only while VoiceOver is on. A sighted
/// drag with VoiceOver off is silent, as on a device (the `drag` records still say what happened).
package final class DragSessionController {
    /// The drag under way. Each method copies it out before calling the scene and stores it back
    /// after, so no access overlaps another, and the runtime's exclusivity checks are off for it: a
    /// Session asks `isDragging` at every input.
    @exclusivity(unchecked) package private(set) var session: DragSession?

    package init() {}

    package var isDragging: Bool { session != nil }

    /// Starts a drag of whatever the scene can drag at `point`; no events when nothing is there or a
    /// drag is already under way. `sourceID` names the element offering the drag source, if any.
    package func begin(at point: Point, sourceID: String? = nil, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard session == nil, let item = scene.dragItem(at: point, context: context) else { return [] }
        let proposal = scene.dropProposal(for: item, at: point, context: context)
        session = DragSession(item: item, sourceID: sourceID, origin: point, previewLocation: point, proposal: proposal)
        return Self.sound(.dragStart, context) + [.drag(state: .began, item: item.id, target: sourceID, operation: nil)]
    }

    /// Moves the preview; reports `over` only when the target or the operation changes, so hovering
    /// within one target does not repeat its feedback.
    package func move(to point: Point, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard var current = session else { return [] }
        current.previewLocation = point
        let proposal = scene.dropProposal(for: current.item, at: point, context: context)
        let changed = proposal.targetID != current.proposal.targetID || proposal.operation != current.proposal.operation
        current.proposal = proposal
        session = current
        guard changed else { return [] }
        return [.drag(state: .over, item: current.item.id, target: proposal.targetID,
                      operation: proposal.operation)]
    }

    /// What happens when a drop is refused (a forbidden or cancelling proposal, or `performDrop` false).
    package enum RefusedDrop: Sendable {
        /// The drag ends as cancelled: a lifted finger always ends the drag.
        case cancelDrag
        /// The drag stays under way: VoiceOver's user can pick another drop point (decision D).
        case keepDragging
    }

    /// Drops at `point` (moving the preview there first). `dropPointName` (a VoiceOver drop point
    /// descriptor) names the target in the `dropped` record instead of the proposal's target.
    /// `dropped` is true when the scene took the drop.
    package func drop(at point: Point, dropPointName: String? = nil, ifRefused: RefusedDrop = .cancelDrag,
                     scene: Scene, context: SceneContext) -> (events: [OutputEvent], dropped: Bool) {
        guard session != nil else { return ([], false) }
        var events = move(to: point, scene: scene, context: context)
        guard let current = session else { return (events, false) }
        let proposal = current.proposal
        if proposal.operation == .move || proposal.operation == .copy,
           scene.performDrop(of: current.item, at: point, context: context) {
            session = nil
            events += Self.sound(.drop, context)
            events.append(.drag(state: .dropped, item: current.item.id, target: dropPointName ?? proposal.targetID,
                                operation: proposal.operation))
            return (events, true)
        }
        if ifRefused == .cancelDrag {
            session = nil
            events += finishCancelled(current, scene: scene, context: context)
        }
        return (events, false)
    }

    /// Abandons the drag (escape, a cancelled touch, the scene going away).
    package func cancel(scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard let current = session else { return [] }
        session = nil
        return finishCancelled(current, scene: scene, context: context)
    }

    private func finishCancelled(_ ended: DragSession, scene: Scene, context: SceneContext) -> [OutputEvent] {
        scene.dragCancelled(ended.item, context: context)
        return Self.sound(.dragCancel, context) + [.drag(state: .cancelled, item: ended.item.id, target: ended.sourceID, operation: nil)]
    }

    /// The earcon, when VoiceOver is on to play it.
    private static func sound(_ earcon: Earcon, _ context: SceneContext) -> [OutputEvent] {
        context.settings.voiceOver ? [.sound(.earcon(earcon))] : []
    }
}
