import AXCore
import AXEngine

/// The context a scene copy is laid out in for its settings (`Scene.settingsDidChange`), outside any
/// Session: what it posts, plays or schedules then is not an action's effect and is let go. Probes
/// act through a Session (`Probe.run`), which is the scene's context while they do.
final class ProbeContext: SceneContext {
    let settings: Settings

    init(settings: Settings) { self.settings = settings }

    var now: Int { 0 }
    func post(_ notification: AccessibilityNotification) {}
    func play(_ sound: SoundCue) {}
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
}

/// What an element looked like and what the scene's model was, to compare before and after an action.
struct ProbeSnapshot: Equatable {
    struct ElementShape: Equatable {
        var id: String; var frame: Rect; var label: String?; var value: String?; var traits: AccessibilityTraits

        init(_ element: AccessibilityElement) {
            id = element.id; frame = element.frame; label = element.label?.string; value = element.value?.string; traits = element.traits
        }
    }
    var state: [String]
    var elements: [ElementShape]

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
                    shapes.append(ElementShape(list[i]))
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

    /// Two state snapshots are the same, pair by pair.
    static func same(_ a: [(key: String, value: String)], _ b: [(key: String, value: String)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// Runs actions on one copy of a scene, each from the state the scene started in, and reports what
/// each did. Linear in the scene's size over all its elements (docs/validation.md, "Probes"):
///
/// - the copy's tree is read once, before any action, and every action is compared against it;
/// - after an action the scene is put back by `Scene.restoreState`, or replaced by a fresh copy when
///   it cannot restore or its tree is not the one it started with;
/// - a scene that hands back the very same tree after the action (the same array storage, which a
///   value array cannot have after any change) with no evaluated frame, visibility or modality has
///   provably kept its layout: only evaluated labels, values and traits can differ, and those are
///   read on the probed element first, the rest of the tree only when that decides a finding.
///
/// Outcomes keep facts, never the scene or its tree: cached for every element, whole snapshots
/// made validation quadratic in memory.
final class Probe {
    struct Outcome {
        var result: Bool
        var notifications: [AccessibilityNotification]
        var sounds: [SoundCue]
        /// The model's state changed.
        var stateChanged: Bool
        /// The first state entries that changed, "key=before → key=after".
        var stateChanges: [String]
        /// Some element's id, frame, label, value or traits changed; nil when no question the
        /// outcome answers depends on it (it is then left unread).
        var elementsChanged: Bool?
        /// Elements appeared, vanished or moved.
        var layoutChanged: Bool
        /// The probed element's value before and after.
        var valueBefore: String?
        var valueAfter: String?
        /// Overlays the action presented that cover the screen without being modal.
        var presentedOverlays: [PresentedOverlay]
        /// What the VoiceOver user heard from the gesture on, in order: the Session's speech records
        /// and sounds (its earcons and the scene's), times counted from the gesture.
        var heard: [OutputEvent]

        var postedLayoutOrScreenChange: Bool {
            notifications.contains { if case .layoutChanged = $0 { return true }; if case .screenChanged = $0 { return true }; return false }
        }
        var announcements: [String] {
            notifications.compactMap { if case .announcement(let t) = $0 { return t.string }; return nil }
        }
        var pageScrolls: [String] {
            notifications.compactMap { if case .pageScrolled(let t) = $0 { return t }; return nil }
        }
        var changedSomething: Bool { stateChanged || !notifications.isEmpty || !sounds.isEmpty || elementsChanged == true }
        /// The model changed but nothing VoiceOver reads did, and nothing was posted: the user hears no change.
        var silentModelChange: Bool { stateChanged && notifications.isEmpty && elementsChanged == false }
        var playedTone: Bool { sounds.contains { if case .tone = $0 { return true }; return false } }
        var silentLayoutChange: Bool { layoutChanged && !postedLayoutOrScreenChange }
        var valueChanged: Bool { valueAfter != valueBefore }
    }

    /// One copy of the scene with its tree as first read.
    private struct Copy {
        var scene: Scene
        var roots: [AccessibilityElement]
        var elementsByID: [String: AccessibilityElement]
        /// Some element's frame, visibility or modality is evaluated on each read: an unchanged
        /// tree storage then proves nothing about the layout.
        var layoutIsEvaluated: Bool
        /// Some element's label, value, traits or frame (what a `ProbeSnapshot` compares) is
        /// evaluated on each read: without one, an unchanged tree storage proves every element the same.
        var shapeIsEvaluated: Bool
        /// VoiceOver's order of the tree as first read: every action's Session starts from it.
        var order: NavigationOrder

        init(_ descriptor: SceneDescriptor, settings: Settings) {
            scene = descriptor.make()
            // Scenes lay out for their settings when told of them, as the Session tells them.
            scene.settingsDidChange(context: ProbeContext(settings: settings))
            roots = scene.accessibilityElements(settings: settings)
            var byID: [String: AccessibilityElement] = [:]
            var evaluated = false, shapeEvaluated = false
            func walk(_ list: [AccessibilityElement]) {
                for i in list.indices {
                    if byID[list[i].id] == nil { byID[list[i].id] = list[i] }
                    evaluated = evaluated || list[i].$frame.isComputed || list[i].$isAccessibilityElement.isComputed
                        || list[i].$elementsHidden.isComputed || list[i].$viewIsModal.isComputed
                    shapeEvaluated = shapeEvaluated || list[i].$label.isComputed || list[i].$value.isComputed || list[i].$traits.isComputed
                    walk(list[i].children)
                }
            }
            walk(roots)
            elementsByID = byID
            layoutIsEvaluated = evaluated
            shapeIsEvaluated = evaluated || shapeEvaluated
            order = NavigationOrder(roots: roots, layoutDirection: settings.layoutDirection,
                                    rowThreshold: NavigationOrder.rowThreshold(device: scene.device, settings: settings))
        }

        /// The scene hands back the tree it was first read as: nothing stored in it changed.
        func treeIsUnchanged(_ tree: [AccessibilityElement]) -> Bool {
            tree.count == roots.count && tree.withUnsafeBufferPointer { a in roots.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        }
    }

    let descriptor: SceneDescriptor
    let settings: Settings
    /// Ids of every node of the tree, containers included: an overlay an action presents is one not among them.
    private let presentIDs: Set<String>
    private var copy: Copy
    /// The copy's state and tree before any action.
    let initialState: [(key: String, value: String)]
    private let before: ProbeSnapshot
    /// Positions in `before.elements` by id.
    private let shapeIndex: [String: Int]
    /// An action ran since the copy was last known to be in its initial state.
    private var dirty = false
    /// The tree the last action's Session read last (tests check it is the first one when the
    /// action changed nothing).
    private(set) var lastTree: [AccessibilityElement] = []

    init(descriptor: SceneDescriptor, settings: Settings, presentIDs: Set<String>) {
        self.descriptor = descriptor
        // Read as the probing Session reads it, with VoiceOver on: a scene that keeps its layout per
        // settings then hands the Session the very tree the copy first read, and its order is reused.
        var voiceOver = settings
        voiceOver.voiceOver = true
        self.settings = voiceOver
        self.presentIDs = presentIDs
        copy = Copy(descriptor, settings: voiceOver)
        initialState = copy.scene.stateSnapshot()
        before = ProbeSnapshot(state: initialState, roots: copy.roots)
        var index: [String: Int] = [:]
        index.reserveCapacity(before.elements.count)
        for i in before.elements.indices.reversed() { index[before.elements[i].id] = i }
        shapeIndex = index
    }

    /// Puts the copy back in its initial state: restored in place when the scene can and its tree is
    /// then the one first read, else a fresh copy.
    private func reset() {
        guard dirty else { return }
        dirty = false
        if copy.scene.restoreState(initialState), copy.treeIsUnchanged(copy.scene.accessibilityElements(settings: settings)),
           ProbeSnapshot.same(copy.scene.stateSnapshot(), initialState) {
            return
        }
        copy = Copy(descriptor, settings: settings)
    }

    /// Hands `body` the copy in its initial state and VoiceOver's order of its first tree, for a
    /// probe that drives a Session of its own (a descriptor drag); the copy is put back before the
    /// next probe, as after `run`.
    func withInitialScene<Result>(_ body: (Scene, NavigationOrder) -> Result) -> Result {
        reset()
        dirty = true
        return body(copy.scene, copy.order)
    }

    /// Performs `gesture` on `elementID` from the initial state, through a Session on the copy with
    /// the focus placed on the element (`Session(probing:…)`), then lets 3 s of virtual time pass and
    /// what was said finish; nil when VoiceOver cannot focus the element.
    func run(on elementID: String, _ gesture: ProbeGesture) -> Outcome? {
        reset()
        guard let element = copy.elementsByID[elementID] else { return nil }
        let recorder = ProbeRecorder()
        guard let session = Session(probing: copy.scene, settings: settings, order: copy.order, focusedOn: elementID,
                                    observer: recorder.observer) else { return nil }
        dirty = true
        let performed = gesture.perform(on: elementID, in: SessionDriver(session: session), recorder: recorder)
        let start = performed.start
        let result = performed.result
        let heard = Self.heard(performed.outputs, from: start)
        // What VoiceOver is told: a zoom focus moves Zoom's lens only, so it tells a VoiceOver user
        // of no change (and an action that posts nothing else is as silent as before).
        let notifications = recorder.posted.filter { if case .zoomFocusChanged = $0 { return false }; return true }
        let sounds = recorder.played
        let state = copy.scene.stateSnapshot()
        let stateChanged = !ProbeSnapshot.same(state, initialState)
        // The tree the Session read last, after everything the action did: not read a third time.
        let tree = session.navigation.roots
        lastTree = tree
        var outcome = Outcome(
            result: result, notifications: notifications, sounds: sounds,
            stateChanged: stateChanged,
            stateChanges: Array(zip(initialState, state).lazy.filter { $0.key != $1.key || $0.value != $1.value }.prefix(2)
                .map { "\($0.key)=\($0.value) → \($1.key)=\($1.value)" }),
            elementsChanged: nil, layoutChanged: false, valueBefore: shapeIndex[elementID].map { before.elements[$0].value } ?? nil,
            valueAfter: nil, presentedOverlays: [], heard: heard)
        if copy.treeIsUnchanged(tree) && !copy.layoutIsEvaluated {
            // Same storage: no element was added, removed or re-stored, so only evaluated attributes can differ.
            let shape = ProbeSnapshot.ElementShape(element)
            let probedChanged = shapeIndex[elementID].map { before.elements[$0] != shape } ?? false
            if shapeIndex[elementID] != nil { outcome.valueAfter = shape.value }
            if probedChanged {
                outcome.elementsChanged = true
            } else if outcome.notifications.isEmpty && (stateChanged || outcome.sounds.isEmpty) {
                // Nothing evaluated: the same storage is the same elements, without reading all of them
                // (which, for each of a scene's silent elements, made validation quadratic).
                outcome.elementsChanged = copy.shapeIsEvaluated && ProbeSnapshot(state: state, roots: tree).elements != before.elements
            }
            if !stateChanged && outcome.elementsChanged != true { dirty = false }
        } else {
            let after = ProbeSnapshot(state: state, roots: tree)
            outcome.elementsChanged = after.elements != before.elements
            outcome.layoutChanged = after.layoutDiffers(from: before)
            outcome.valueAfter = after.value(of: elementID)
            if outcome.layoutChanged {
                outcome.presentedOverlays = PresentedOverlay.find(after: tree, present: presentIDs, screen: copy.scene.device.bounds,
                                                                  settings: settings)
            }
        }
        return outcome
    }

    /// The speech and sounds among `outputs`, times counted from `start` (the gesture).
    static func heard(_ outputs: [Output], from start: Int) -> [OutputEvent] {
        outputs.compactMap { output in
            switch output.event {
            case .speech(var record):
                record.start -= start
                record.end -= start
                return .speech(record)
            case .sound: return output.event
            default: return nil
            }
        }
    }
}

/// What the scene posted and played while a probe's gesture ran.
final class ProbeRecorder {
    private(set) var posted: [AccessibilityNotification] = []
    private(set) var played: [SoundCue] = []
    /// Off while the probe prepares its gesture (turning the rotor, selecting an action).
    var recording = false

    var observer: ProbeObserver {
        // Held strongly: the session the observer goes to does not hold the recorder back.
        ProbeObserver(posted: { notification in if self.recording { self.posted.append(notification) } },
                      played: { sound in if self.recording { self.played.append(sound) } })
    }
}
