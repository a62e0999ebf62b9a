import AXCore

/// VoiceOver's drag and drop through location descriptors (docs/voiceover.md):
/// a drag source in the Actions rotor picks the item up at its point, a drop point drops it there,
/// escape cancels. The drag itself is the shared engine's (`DragSessionController`, also driven by
/// finger drags in Session+Pointer), so there is one drag at a time whichever path started it; this
/// type adds the Actions rotor's `action` records in front of the engine's events. Validation's drop
/// probe drags through it too, so a probe's drop is the user's, drop proposal included.
package struct DescriptorDrag {
    let engine: DragSessionController

    package init(engine: DragSessionController = DragSessionController()) { self.engine = engine }

    var item: DragItem? { engine.session?.item }
    var sourceID: String? { engine.session?.sourceID }
    package var isActive: Bool { engine.isDragging }

    /// Starts dragging whatever the scene offers at the descriptor's point.
    package mutating func begin(_ descriptor: LocationDescriptor, sourceID: String, scene: Scene, context: SceneContext) -> [OutputEvent] {
        let events = engine.begin(at: descriptor.point, sourceID: sourceID, scene: scene, context: context)
        guard !events.isEmpty else { return [.action(elementID: sourceID, name: "drag", result: false)] }
        return [.action(elementID: sourceID, name: "drag", result: true)] + events
    }

    /// Drops the dragged item at the descriptor's point (hovering there first). A refused drop leaves
    /// the drag under way, so the user can pick another drop point.
    package mutating func drop(_ descriptor: LocationDescriptor, targetID: String, scene: Scene, context: SceneContext) -> [OutputEvent] {
        guard engine.isDragging else { return [.action(elementID: targetID, name: "drop", result: false)] }
        let result = engine.drop(at: descriptor.point, dropPointName: descriptor.name, ifRefused: .keepDragging,
                                 scene: scene, context: context)
        return [.action(elementID: targetID, name: "drop", result: result.dropped)] + result.events
    }

    /// Cancels the drag (escape).
    package mutating func cancel(scene: Scene, context: SceneContext) -> [OutputEvent] {
        engine.cancel(scene: scene, context: context)
    }
}
