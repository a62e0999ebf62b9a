import AXCore

/// VoiceOver's drag and drop through location descriptors (reference/voiceover.md section 7):
/// a drag source in the Actions rotor picks the item up at its point, a drop point drops it there,
/// escape cancels. Kept in one small type so the full drag engine (Sources/AXEngine/DragDrop) can
/// replace it; it only calls the scene's drag hooks and reports what happened as output events.
struct DescriptorDrag {
    private(set) var item: DragItem?
    private(set) var sourceID: String?

    var isActive: Bool { item != nil }

    /// Starts dragging whatever the scene offers at the descriptor's point.
    mutating func begin(_ descriptor: LocationDescriptor, sourceID: String, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard let dragged = scene.dragItem(at: descriptor.point, context: context) else {
            return [.action(elementID: sourceID, name: "drag", result: false)]
        }
        item = dragged
        self.sourceID = sourceID
        return [.action(elementID: sourceID, name: "drag", result: true),
                .sound(name: Earcon.dragStart.rawValue, note: nil),
                .drag(state: .began, item: dragged.id, target: sourceID, operation: nil)]
    }

    /// Drops the dragged item at the descriptor's point.
    mutating func drop(_ descriptor: LocationDescriptor, targetID: String, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard let dragged = item else { return [.action(elementID: targetID, name: "drop", result: false)] }
        let proposal = scene.dropProposal(for: dragged, at: descriptor.point, context: context)
        let dropped = proposal.operation != .forbidden && proposal.operation != .cancel
            && scene.performDrop(of: dragged, at: descriptor.point, context: context)
        guard dropped else {
            // A refused drop leaves the drag under way, so the user can pick another drop point.
            return [.action(elementID: targetID, name: "drop", result: false)]
        }
        item = nil
        sourceID = nil
        return [.action(elementID: targetID, name: "drop", result: true),
                .sound(name: Earcon.drop.rawValue, note: nil),
                .drag(state: .dropped, item: dragged.id, target: descriptor.name, operation: proposal.operation.rawValue)]
    }

    /// Cancels the drag (escape).
    mutating func cancel(scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard let dragged = item else { return [] }
        let source = sourceID
        item = nil
        sourceID = nil
        scene.dragCancelled(dragged, context: context)
        return [.sound(name: Earcon.dragCancel.rawValue, note: nil),
                .drag(state: .cancelled, item: dragged.id, target: source, operation: nil)]
    }
}
