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

    var postedLayoutOrScreenChange: Bool {
        notifications.contains { if case .layoutChanged = $0 { return true }; if case .screenChanged = $0 { return true }; return false }
    }

    var announcements: [String] {
        notifications.compactMap { if case .announcement(let t) = $0 { return t.string }; return nil }
    }

    var pageScrolls: [String] {
        notifications.compactMap { if case .pageScrolled(let t) = $0 { return t }; return nil }
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

/// Runs one action on a fresh copy of a scene and reports what it did.
struct Probe {
    struct Outcome {
        var result: Bool
        var before: ProbeSnapshot
        var after: ProbeSnapshot
        var context: ProbeContext
        /// The probed copy, as the action left it, for rules that read its whole tree afterwards.
        var scene: Scene

        var changedSomething: Bool {
            before != after || !context.notifications.isEmpty || !context.sounds.isEmpty
        }
        var changedModel: Bool { before != after }
        /// The model changed but nothing VoiceOver reads did, and nothing was posted: the user hears no change.
        var silentModelChange: Bool {
            before.state != after.state && before.elements == after.elements && context.notifications.isEmpty
        }
        var playedTone: Bool { context.sounds.contains { if case .tone = $0 { return true }; return false } }
        var silentLayoutChange: Bool { after.layoutDiffers(from: before) && !context.postedLayoutOrScreenChange }
    }

    let descriptor: SceneDescriptor
    let settings: Settings

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
        // One read of the tree serves the search and the snapshot before: each read of a big scene
        // costs as much as the rest of the probe.
        let roots = scene.accessibilityElements(settings: settings)
        find(roots)
        guard let element = found else { return nil }
        let before = ProbeSnapshot(state: scene.stateSnapshot(), roots: roots)
        let result = action(element, scene, context)
        context.settle()
        return Outcome(result: result, before: before, after: ProbeSnapshot(scene: scene, settings: settings), context: context,
                       scene: scene)
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
