import AXCore

/// One drag under way: what is carried, where it came from, where its preview is and what dropping
/// there would do.
public struct DragSession: Hashable, Sendable {
    public var item: DragItem
    /// Where the drag began (the long-press point or the drag source descriptor's point).
    public var origin: Point
    /// Where the preview is drawn: the finger, or the last drop point VoiceOver moved it to.
    public var previewLocation: Point
    /// The scene's answer for the preview location: the hover feedback.
    public var proposal: DropProposal
}

/// Drives drag and drop against a scene, for both paths: sighted (long press, move, lift) and
/// VoiceOver (a drag source descriptor begins, a drop point descriptor moves there and drops, escape
/// cancels). It asks the scene through the Scene protocol, plays the drag sounds through the context,
/// and returns the output events for the Session to append. Keeps at most one drag.
public final class DragSessionController {
    public private(set) var session: DragSession?

    public init() {}

    public var isDragging: Bool { session != nil }

    /// Starts a drag of whatever the scene can drag at `point`; no events when nothing is there or a
    /// drag is already under way.
    public func begin(at point: Point, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard session == nil, let item = scene.dragItem(at: point, context: context) else { return [] }
        let proposal = scene.dropProposal(for: item, at: point, context: context)
        session = DragSession(item: item, origin: point, previewLocation: point, proposal: proposal)
        context.play(.earcon(.dragStart))
        return [.drag(state: .began, item: item.id, target: nil, operation: nil)]
    }

    /// Moves the preview; reports `over` only when the target or the operation changes, so hovering
    /// within one target does not repeat its feedback.
    public func move(to point: Point, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard var current = session else { return [] }
        current.previewLocation = point
        let proposal = scene.dropProposal(for: current.item, at: point, context: context)
        let changed = proposal.targetID != current.proposal.targetID || proposal.operation != current.proposal.operation
        current.proposal = proposal
        session = current
        guard changed else { return [] }
        return [.drag(state: .over, item: current.item.id, target: proposal.targetID,
                      operation: proposal.operation.rawValue)]
    }

    /// Drops at `point` (moving the preview there first). A forbidden or cancelling proposal, or a drop
    /// the scene refuses (`performDrop` false), ends as a cancelled drag.
    public func drop(at point: Point, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard session != nil else { return [] }
        var events = move(to: point, scene: scene, context: context)
        guard let current = session else { return events }
        session = nil
        let proposal = current.proposal
        if proposal.operation == .move || proposal.operation == .copy,
           scene.performDrop(of: current.item, at: point, context: context) {
            context.play(.earcon(.drop))
            events.append(.drag(state: .dropped, item: current.item.id, target: proposal.targetID,
                                operation: proposal.operation.rawValue))
        } else {
            events += finishCancelled(current, scene: scene, context: context)
        }
        return events
    }

    /// Abandons the drag (escape, a cancelled touch, the scene going away).
    public func cancel(scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard let current = session else { return [] }
        session = nil
        return finishCancelled(current, scene: scene, context: context)
    }

    private func finishCancelled(_ ended: DragSession, scene: Scene, context: SceneContext) -> [OutputEvent] {
        scene.dragCancelled(ended.item, context: context)
        context.play(.earcon(.dragCancel))
        return [.drag(state: .cancelled, item: ended.item.id, target: nil, operation: nil)]
    }
}
