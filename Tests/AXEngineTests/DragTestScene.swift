import AXCore
@testable import AXEngine

/// A shelf of five 50-pt slots holding icons, a copier zone and a trash zone: enough drop targets to
/// exercise move, copy, forbidden and cancel proposals, and a record of what the drag engine asked.
final class DragShelfScene: Scene {
    let id = "drag-shelf"
    let title = "Drag shelf"
    let device = Device.phone
    private(set) var slots: [String?] = ["mail", "notes", nil, "maps", nil]
    private(set) var copies: [String] = []
    private(set) var cancelled: [String] = []
    /// performDrop answers false for drops into this slot (a model that refuses the change).
    var refusingSlot: Int?

    static let copier = Rect(0, 300, 100, 50)
    static let trash = Rect(200, 300, 100, 50)

    func slotFrame(_ i: Int) -> Rect { Rect(Double(i) * 60 + 10, 100, 50, 50) }
    func slotCenter(_ i: Int) -> Point { slotFrame(i).center }

    func slot(at point: Point) -> Int? { slots.indices.first { slotFrame($0).contains(point) } }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

    /// Icons offer a drag source; empty slots offer a drop point (VoiceOver's descriptor path).
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        slots.indices.map { i in
            guard let icon = slots[i] else {
                var slot = AccessibilityElement(id: "slot-\(i)", label: SpeechText("Empty slot \(i + 1)"), frame: slotFrame(i))
                slot.dropPoints = [LocationDescriptor(name: "Drop in slot \(i + 1)", point: slotCenter(i))]
                return slot
            }
            var element = AccessibilityElement(id: icon, label: SpeechText(icon.capitalized), traits: .button,
                                               frame: slotFrame(i))
            element.dragSources = [LocationDescriptor(name: "Drag \(icon.capitalized)", point: slotCenter(i))]
            return element
        }
    }

    func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        guard let i = slot(at: point), let icon = slots[i] else { return nil }
        return DragItem(id: icon, name: icon.capitalized)
    }

    func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        if Self.copier.contains(point) { return DropProposal(.copy, targetID: "copier", description: "Copy \(item.name)") }
        if Self.trash.contains(point) { return DropProposal(.forbidden, targetID: "trash") }
        guard let i = slot(at: point) else { return DropProposal(.cancel) }
        if let icon = slots[i] {
            return icon == item.id ? DropProposal(.cancel, targetID: "slot-\(i)") : DropProposal(.forbidden, targetID: "slot-\(i)")
        }
        return DropProposal(.move, targetID: "slot-\(i)", description: "Move \(item.name) to slot \(i + 1)")
    }

    func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        if Self.copier.contains(point) {
            copies.append(item.id)
            return true
        }
        guard let target = slot(at: point), slots[target] == nil, target != refusingSlot,
              let source = slots.firstIndex(of: item.id) else { return false }
        slots[source] = nil
        slots[target] = item.id
        return true
    }

    func dragCancelled(_ item: DragItem, context: SceneContext) { cancelled.append(item.id) }

    func stateSnapshot() -> [(key: String, value: String)] {
        [("slots", slots.map { $0 ?? "-" }.joined(separator: ",")), ("copies", copies.joined(separator: ","))]
    }
}

/// A SceneContext that records sounds and notifications.
final class DragRecordingContext: SceneContext {
    var settings = Settings()
    var now = 0
    private(set) var sounds: [String] = []
    private(set) var notifications: [AccessibilityNotification] = []
    func post(_ notification: AccessibilityNotification) { notifications.append(notification) }
    func play(_ sound: SoundCue) { sounds.append(sound.name) }
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
}
