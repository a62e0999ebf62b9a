import AXCore
import AXEngine

/// A scene context for probes: records what the scene posts and plays, and runs its timers on a
/// private virtual clock, so a probe sees the delayed effects of an action too.
final class ProbeContext: SceneContext {
    let settings: Settings
    private var timers = TimerQueue<(SceneContext) -> Void>()
    private(set) var notifications: [AccessibilityNotification] = []
    /// Announcements with the virtual time they were posted at.
    private(set) var timedAnnouncements: [(time: Int, text: SpeechText)] = []
    private(set) var sounds: [SoundCue] = []

    init(settings: Settings) { self.settings = settings }

    var now: Int { timers.now }
    func post(_ notification: AccessibilityNotification) {
        notifications.append(notification)
        if case .announcement(let text) = notification { timedAnnouncements.append((now, text)) }
    }
    func play(_ sound: SoundCue) { sounds.append(sound) }
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) { timers.schedule(after: delay, action) }

    /// Runs every timer due within `duration` milliseconds from now.
    func settle(for duration: Int = 3000) {
        let end = timers.now + duration
        while let timer = timers.popDue(by: end) { timer.payload(self) }
        timers.advance(to: end)
    }
}

/// What an element looked like and what the scene's model was, to compare before and after an action.
struct ProbeSnapshot: Equatable {
    struct ElementShape: Equatable { var id: String; var frame: Rect; var label: String?; var value: String?; var traits: AccessibilityTraits }
    var state: [String]
    var elements: [ElementShape]

    init(scene: Scene, settings: Settings) {
        self.init(state: scene.stateSnapshot(), roots: scene.accessibilityElements(settings: settings))
    }

    /// From a tree already read (a probe reads the fresh scene's tree once, to find its element and
    /// to take the snapshot before acting).
    init(state: [(key: String, value: String)], roots: [AccessibilityElement]) {
        self.state = state.map { "\($0.key)=\($0.value)" }
        var shapes: [ElementShape] = []
        shapes.reserveCapacity(roots.count)
        // Elements are read in place in their arrays: passing each to a function copied all its attributes.
        func walk(_ list: [AccessibilityElement]) {
            for i in list.indices where !list[i].elementsHidden {
                if list[i].isAccessibilityElement && !list[i].isContainer {
                    shapes.append(ElementShape(id: list[i].id, frame: list[i].frame, label: list[i].label?.string,
                                               value: list[i].value?.string, traits: list[i].traits))
                }
                walk(list[i].children)
            }
        }
        walk(roots)
        elements = shapes
    }

    /// The layout changed: elements appeared, vanished or moved (a value change alone is not a layout change).
    func layoutDiffers(from other: ProbeSnapshot) -> Bool {
        elements.map(\.id) != other.elements.map(\.id) || elements.map(\.frame) != other.elements.map(\.frame)
    }

    func value(of id: String) -> String? { elements.first(where: { $0.id == id })?.value }
}

/// What probes compare against: the scene before any action, read once per subject (every probe
/// starts from a fresh copy in this same state, so one reading serves them all).
struct ProbeBaseline {
    var snapshot: ProbeSnapshot
    /// Every node of the tree, containers included: an overlay an action presents is one not among them.
    var nodeIDs: Set<String>
}

/// Runs one action on a fresh copy of a scene and reports what it did. The outcome keeps facts, not
/// the scene or its tree: cached for every element, whole snapshots made validation quadratic in memory.
struct Probe {
    struct Outcome {
        var result: Bool
        var notifications: [AccessibilityNotification]
        /// Announcements with the virtual time they were posted at.
        var timedAnnouncements: [(time: Int, text: SpeechText)]
        var sounds: [SoundCue]
        /// The model's state changed.
        var stateChanged: Bool
        /// The first state entries that changed, "key=before → key=after".
        var stateChanges: [String]
        /// Some element's id, frame, label, value or traits changed.
        var elementsChanged: Bool
        /// Elements appeared, vanished or moved.
        var layoutChanged: Bool
        /// The probed element's value before and after.
        var valueBefore: String?
        var valueAfter: String?
        /// Overlays the action presented that cover the screen without being modal.
        var presentedOverlays: [PresentedOverlay]

        var postedLayoutOrScreenChange: Bool {
            notifications.contains { if case .layoutChanged = $0 { return true }; if case .screenChanged = $0 { return true }; return false }
        }
        var announcements: [String] {
            notifications.compactMap { if case .announcement(let t) = $0 { return t.string }; return nil }
        }
        var pageScrolls: [String] {
            notifications.compactMap { if case .pageScrolled(let t) = $0 { return t }; return nil }
        }
        var changedSomething: Bool { stateChanged || elementsChanged || !notifications.isEmpty || !sounds.isEmpty }
        /// The model changed but nothing VoiceOver reads did, and nothing was posted: the user hears no change.
        var silentModelChange: Bool { stateChanged && !elementsChanged && notifications.isEmpty }
        var playedTone: Bool { sounds.contains { if case .tone = $0 { return true }; return false } }
        var silentLayoutChange: Bool { layoutChanged && !postedLayoutOrScreenChange }
        var valueChanged: Bool { valueAfter != valueBefore }
    }

    let descriptor: SceneDescriptor
    let settings: Settings
    let baseline: ProbeBaseline

    /// Makes a fresh scene, finds `elementID` in it and runs `action`; nil when the element is gone.
    func run(on elementID: String, _ action: (AccessibilityElement, Scene, ProbeContext) -> Bool) -> Outcome? {
        let scene = descriptor.make()
        let context = ProbeContext(settings: settings)
        scene.settingsDidChange(context: context)
        var found: AccessibilityElement?
        func find(_ list: [AccessibilityElement]) {
            for i in list.indices where found == nil {
                if list[i].id == elementID { found = list[i] } else { find(list[i].children) }
            }
        }
        find(scene.accessibilityElements(settings: settings))
        guard let element = found else { return nil }
        let result = action(element, scene, context)
        context.settle()
        // One read of the tree after the action serves the comparison and, if the layout changed, the overlay search.
        let roots = scene.accessibilityElements(settings: settings)
        let before = baseline.snapshot
        let after = ProbeSnapshot(state: scene.stateSnapshot(), roots: roots)
        let layoutChanged = after.layoutDiffers(from: before)
        return Outcome(
            result: result, notifications: context.notifications, timedAnnouncements: context.timedAnnouncements, sounds: context.sounds,
            stateChanged: before.state != after.state,
            stateChanges: Array(zip(before.state, after.state).lazy.filter { $0 != $1 }.prefix(2).map { "\($0) → \($1)" }),
            elementsChanged: before.elements != after.elements, layoutChanged: layoutChanged,
            valueBefore: before.value(of: elementID), valueAfter: after.value(of: elementID),
            presentedOverlays: layoutChanged
                ? PresentedOverlay.find(after: roots, present: baseline.nodeIDs, screen: scene.device.bounds, settings: settings) : [])
    }

    /// VoiceOver's activation: the element's activate, else a tap at its activation point.
    static func activate(_ element: AccessibilityElement, _ scene: Scene, _ context: ProbeContext) -> Bool {
        if let hook = element.onActivate, hook(context) { return true }
        let p = element.resolvedActivationPoint
        scene.touch(SceneTouch(id: 0, phase: .began, location: p, time: context.now), context: context)
        scene.touch(SceneTouch(id: 0, phase: .ended, location: p, time: context.now + 50), context: context)
        return scene.gesture(SceneGesture(kind: .tap, location: p), context: context)
    }
}
