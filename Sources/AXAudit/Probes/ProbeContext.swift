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

/// What the elements looked like, to compare before and after an action (the model is compared
/// pair by pair, `same`).
struct ProbeSnapshot: Equatable {
    struct ElementShape: Equatable {
        var id: String; var frame: Rect; var label: String?; var value: String?; var traits: AccessibilityTraits

        /// Field by field, the texts compared as VoiceOver reads them (`Optional.readsAlike`: a label
        /// or value changed only in white space or invisible characters is heard as before), for every element of the trees
        /// before and after each action. `ProbeSnapshotTests` holds the list of fields, so one added
        /// later is compared here too.
        static func == (a: Self, b: Self) -> Bool {
            a.id == b.id && a.frame == b.frame && a.traits == b.traits && a.label.readsAlike(b.label) && a.value.readsAlike(b.value)
        }

        init(_ element: AccessibilityElement) {
            id = element.id; frame = element.frame; label = Self.string(element.$label)
            value = Self.string(element.$value); traits = element.traits
        }

        /// The text alone, a stored one read where it lies: reading the attribute's value copied the
        /// whole `SpeechText` (its language and pronunciation too) for one string.
        static func string(_ attribute: Attribute<SpeechText?>) -> String? {
            switch attribute {
            case .stored(let text): return text?.string
            case .computed(let text): return text()?.string
            }
        }
    }
    var elements: [ElementShape]

    /// From a tree already read (a probe reads the fresh scene's tree once, to find its element and
    /// to take the snapshot before acting). The model is not formatted into it: nothing read the
    /// "key=value" strings it kept, and formatting a Pre-Poster snapshot's twenty pairs after every
    /// probed action cost more than comparing its elements.
    init(roots: [AccessibilityElement]) {
        var shapes: [ElementShape] = []
        shapes.reserveCapacity(roots.count)
        func walk(_ list: [AccessibilityElement]) {
            for element in list where !element.elementsHidden {
                if Self.holds(element) { shapes.append(ElementShape(element)) }
                walk(element.children)
            }
        }
        walk(roots)
        elements = shapes
    }

    /// Whether a snapshot holds `element` (one VoiceOver reaches, not a container), when the walk
    /// meets it: hidden subtrees are not walked. Building a snapshot and comparing a tree with one
    /// (`difference(from:valueOf:)`) both ask this; each walks by hand, as a shared walk taking a
    /// closure cost 0.6% of validating Pre-Poster.
    private static func holds(_ element: AccessibilityElement) -> Bool {
        element.isAccessibilityElement && !element.isContainer
    }

    /// The layout changed: elements appeared, vanished or moved (a value change alone is not a layout
    /// change). Compared pair by pair where they lie: mapping both lists' ids and frames out first made
    /// four arrays for each action probed.
    func layoutDiffers(from other: ProbeSnapshot) -> Bool {
        elements.count != other.elements.count
            || elements.indices.contains { elements[$0].id != other.elements[$0].id || elements[$0].frame != other.elements[$0].frame }
    }

    func value(of id: String) -> String? { elements.first(where: { $0.id == id })?.value }

    /// How a tree read after an action differs from a snapshot (`ProbeSnapshot.difference(from:valueOf:)`).
    struct Difference {
        /// Elements appeared, vanished or moved.
        var layoutDiffers = false
        /// The value of the element asked about, after.
        var value: String?
        /// The element asked about reads differently (its label, value or traits changed).
        var askedElementDiffers = false
        /// The first other element whose label, value or traits changed, by id.
        var firstOtherChanged: String?
        /// Some element's id, frame, label, value or traits changed: derived, so no walk can set one
        /// without the other.
        var elementsDiffer: Bool { layoutDiffers || askedElementDiffers || firstOtherChanged != nil }
    }

    /// How a tree read after an action differs from this snapshot, and the value of element `id`
    /// in it: what `ProbeSnapshot(roots:)` of that tree compared with this one answers (`elements`
    /// unequal, `layoutDiffers`, `value(of:)`), read where the tree's elements lie. Building the
    /// after-snapshot copied every element's id and texts once more for each action probed. Element
    /// `id` is always compared; the others only until one differs.
    func difference(from roots: [AccessibilityElement], valueOf id: String) -> Difference {
        var position = 0
        var result = Difference()
        var valueFound = false
        func walk(_ list: [AccessibilityElement]) {
            for element in list where !element.elementsHidden {
                if Self.holds(element) {
                    let elementID = element.id
                    let isProbed = !valueFound && elementID == id
                    if position < elements.count {
                        let before = elements[position]
                        if before.id != elementID || before.frame != element.frame {
                            result.layoutDiffers = true
                        } else if (isProbed || result.firstOtherChanged == nil) && (before.traits != element.traits
                            || !ElementShape.string(element.$label).readsAlike(before.label)
                            || !ElementShape.string(element.$value).readsAlike(before.value)) {
                            if isProbed { result.askedElementDiffers = true } else { result.firstOtherChanged = elementID }
                        }
                    } else {
                        result.layoutDiffers = true
                    }
                    if isProbed {
                        result.value = ElementShape.string(element.$value)
                        valueFound = true
                    }
                    position += 1
                }
                walk(element.children)
            }
        }
        walk(roots)
        if position != elements.count {
            result.layoutDiffers = true
        }
        return result
    }

    /// Two state snapshots are the same, pair by pair.
    static func same(_ a: [(key: String, value: String)], _ b: [(key: String, value: String)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// Runs actions on one copy of a scene, each from the state the scene started in, and reports what
/// each did. Linear in the scene's size over all its elements (docs/validation.md, "Probes"):
///
/// - the copy's tree is read once, before any action, and every action is compared against it;
/// - after an action the scene's model as it was before any action is put back (`ModelSaving`; a
///   scene without it by `Scene.restoreState`), or the copy is replaced by a fresh one when it
///   cannot go back or its tree is not the one it started with;
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
        /// VoiceOver said something of what the scene posted (`NotificationHearing`): posting an
        /// announcement of "" or a layout change onto an element that speaks nothing tells the user nothing.
        var postedWasHeard: Bool
        var sounds: [SoundCue]
        /// The model's state changed.
        var stateChanged: Bool
        /// The first state entries that changed, "key=before → key=after".
        var stateChanges: [String]
        /// Some element's id, frame, label, value or traits changed; nil when no question the
        /// outcome answers depends on it (it is then left unread).
        var elementsChanged: Bool?
        /// The only change VoiceOver could read is on another element than the one acted on (its
        /// label, value or traits; nothing appeared, vanished or moved, and the element acted on
        /// reads as before): that element's id. After a double tap VoiceOver speaks the element acted
        /// on again (`DescriptionBuilder.activationFeedback`), never another, so such a change goes
        /// unheard ("0 saved" becoming "1 saved" under a Save button). Nil otherwise, or unread.
        var changedOnlyElsewhere: String? = nil
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
        /// The scene was drawn once the action settled (the probe was asked to: `run(…, drawingUnder:)`).
        var drawn = false
        /// Then the colours that alone changed between the drawing before and that one, as (before,
        /// after) pairs (`StateByColourRule.colourOnlyChanges`); nil when anything else changed, or
        /// nothing did. The pairs are kept, not the drawings: a big scene's drawing is megabytes.
        var colourOnlyChanges: [(Color, Color)]? = nil
        /// Then whether the drawing changed at all: with `colourOnlyChanges` nil, the state is told
        /// by more than colour (a shape, a mark, text) where it changed, by nothing where it did not.
        var drawingChanged = false

        var postedLayoutOrScreenChange: Bool {
            notifications.contains { if case .layoutChanged = $0 { return true }; if case .screenChanged = $0 { return true }; return false }
        }
        var announcements: [String] {
            notifications.compactMap { if case .announcement(let t) = $0 { return t.string }; return nil }
        }
        var pageScrolls: [String] {
            notifications.compactMap { if case .pageScrolled(let t) = $0 { return t }; return nil }
        }
        /// The action did something: changed the model or what VoiceOver reads, played a sound, or
        /// posted something VoiceOver spoke (a notification that speaks nothing did nothing).
        var changedSomething: Bool { stateChanged || postedWasHeard || !sounds.isEmpty || elementsChanged == true }
        /// The model changed, nothing posted was spoken, and nothing VoiceOver reads changed, or only
        /// on another element than the one acted on (`changedOnlyElsewhere`): the user hears no change.
        var silentModelChange: Bool {
            stateChanged && !postedWasHeard && (elementsChanged == false || changedOnlyElsewhere != nil)
        }
        /// What a finding on a silent action says of its notifications: that none was posted, or
        /// which were and that VoiceOver spoke nothing of them.
        var unheardPosts: String {
            SilentActionRule.posted(notifications.map(\.name))
        }
        var playedTone: Bool { sounds.contains { if case .tone = $0 { return true }; return false } }
        var silentLayoutChange: Bool { layoutChanged && !postedLayoutOrScreenChange }
        /// The probed element's value reads differently: one changed only in white space or
        /// invisible characters is heard as before (`String.readsAlike`).
        var valueChanged: Bool { !valueAfter.readsAlike(valueBefore) }
    }

    /// One copy of the scene with its tree as first read.
    private struct Copy {
        var scene: Scene
        var tree: ProbeTree
        /// VoiceOver's order of the tree as first read: every action's Session starts from it.
        var order: NavigationOrder

        /// A fresh copy from `descriptor`.
        init(_ descriptor: SceneDescriptor, settings: Settings) {
            self.init(descriptor.make(), settings: settings)
        }

        /// `scene`, in the state probed, told of `settings`.
        init(_ scene: Scene, settings: Settings) {
            self.scene = scene
            // Scenes lay out for their settings when told of them, as the Session tells them.
            scene.settingsDidChange(context: ProbeContext(settings: settings))
            tree = ProbeTree(scene.accessibilityElements(settings: settings))
            order = NavigationOrder(roots: tree.roots, layoutDirection: settings.layoutDirection,
                                    rowThreshold: NavigationOrder.rowThreshold(device: scene.device, settings: settings))
        }
    }

    let descriptor: SceneDescriptor
    let settings: Settings
    private var copy: Copy
    /// The copy's state and tree before any action, every outcome's reference.
    let baseline: ProbeBaseline
    /// The state's model as it was before any action.
    var initialState: [(key: String, value: String)] { baseline.initialState }
    /// What exploration observed of the actions it took in this state, read instead of acting again
    /// (`ObservedActions`); nil at `--depth 0`, or for a state exploration did not expand.
    let observed: ObservedActions?
    /// An action ran since the copy was last known to be in its initial state.
    private var dirty = false
    /// The tree the last action's Session read last (tests check it is the first one when the
    /// action changed nothing).
    private(set) var lastTree: [AccessibilityElement] = []

    /// Whether each action's outcome is kept for the rules that ask again (`run`).
    let keepsOutcomes: Bool
    /// Outcomes of the actions run so far, when kept.
    private var outcomes: [ProbeAction: Outcome?] = [:]

    /// A probe of `descriptor`'s scene under `settings` (VoiceOver is turned on). `observed`: what
    /// exploration observed of the actions it took in this state. `keepsOutcomes`: an action run
    /// twice (`notify.layout-change` asks again for the custom actions and adjustments the other
    /// probe rules performed) is performed once.
    init(descriptor: SceneDescriptor, settings: Settings, presentIDs: Set<String>, observed: ObservedActions? = nil,
         keepsOutcomes: Bool = false, sharing shared: SharedSceneCopy? = nil) {
        self.descriptor = descriptor
        self.keepsOutcomes = keepsOutcomes
        // Read as the probing Session reads it, with VoiceOver on: a scene that keeps its layout per
        // settings then hands the Session the very tree the copy first read, and its order is reused.
        var voiceOver = settings
        voiceOver.voiceOver = true
        self.settings = voiceOver
        copies = shared?.copies
        // A copy that does not take the state's model is let go: the fresh copy is handed on in its place.
        if let scene = shared?.take(settings: voiceOver) {
            copy = Copy(scene, settings: voiceOver)
        } else {
            copy = Copy(descriptor, settings: voiceOver)
        }
        copies?.keep(copy.scene)
        initialModel = (copy.scene as? ModelSaving)?.savedModel()
        baseline = ProbeBaseline(state: copy.scene.stateSnapshot(), roots: copy.tree.roots, presentIDs: presentIDs)
        self.observed = observed?.settings == voiceOver ? observed : nil
    }

    /// The copies this probe's is handed on to when it is done, if shared.
    private let copies: SceneCopies?
    /// The copy's whole model before any action, what `reset()` puts back: not `Scene.restoreState`,
    /// which puts back the model saved when the copy first laid this state's snapshot out, and a
    /// copy handed from state to state may have done so in another state's timeline, with what the
    /// snapshot does not show (how often a button was pressed, when a carousel last moved) from then.
    private var initialModel: SavedModel?

    deinit { copies?.give(copy.scene, settings: settings) }

    /// Puts the copy back in its initial state: restored in place when the scene can and its tree is
    /// then the one first read, else a fresh copy.
    private func reset() {
        guard dirty else { return }
        dirty = false
        let putBack = if let initialModel, let saving = copy.scene as? ModelSaving { saving.restore(initialModel) }
                      else { copy.scene.restoreState(initialState) }
        if putBack, copy.tree.isUnchanged(copy.scene.accessibilityElements(settings: settings)),
           ProbeSnapshot.same(copy.scene.stateSnapshot(), initialState) {
            return
        }
        copy = Copy(descriptor, settings: settings)
        copies?.keep(copy.scene)
        initialModel = (copy.scene as? ModelSaving)?.savedModel()
    }

    /// Whether VoiceOver's order of the copy's first tree holds `elementID`: an element behind a
    /// modal view (a sheet) is in the tree but no user reaches it, so there is nothing to probe.
    func voiceOverReaches(_ elementID: String) -> Bool { copy.order.index(of: elementID) != nil }

    /// Hands `body` the copy in its initial state and VoiceOver's order of its first tree, for a
    /// probe that drives a Session of its own (a descriptor drag); the copy is put back before the
    /// next probe, as after `run`.
    func withInitialScene<Result>(_ body: (Scene, NavigationOrder) -> Result) -> Result {
        reset()
        dirty = true
        return body(copy.scene, copy.order)
    }

    /// The frames a finger's `gesture` leaves the copy drawing, from its initial state: performed
    /// through a Session under `settings` whose clock starts at `time` (the state's: an animation
    /// is drawn from the times the model keeps), then drawn under `settings` at each of `times` after
    /// the gesture, the clock advanced so that what the scene scheduled runs. Nil when the scene did
    /// not use the gesture. The copy is put back before the next probe, as after `run`.
    func framesAfter(_ gesture: SceneGesture, at time: Int, under settings: Settings, drawnAt times: [Int]) -> [DisplayList]? {
        withInitialScene { scene, order in
            let driver = SessionDriver(session: Session(touching: scene, settings: settings, order: order))
            var records: [TimedRecord] = []
            driver.advance(to: time, into: &records)
            guard driver.session.performDeclared(gesture) else { return nil }
            return times.map { after in
                driver.advance(to: time + after, into: &records)
                var list = DisplayList()
                scene.draw(into: &list, settings: settings, time: time + after)
                return list
            }
        }
    }

    /// The copy in its initial state drawn at time 0 under `settings`: what the drawing after each
    /// action (`run(…, drawingUnder:)`) is compared with. Every action starts from that state, so
    /// it is drawn once and `kept`, unless asked otherwise (the straightforward way tests compare with).
    private func initialDrawing(under settings: Settings, kept: Bool) -> StateByColourRule.DrawingBefore {
        if kept, let drawn = initialDrawings.first(where: { $0.settings == settings }) { return drawn.before }
        reset()
        var list = DisplayList()
        copy.scene.draw(into: &list, settings: settings, time: 0)
        // Kept with what comparing works out of it alone, for every action compared with it.
        let before = StateByColourRule.DrawingBefore(list)
        if kept { initialDrawings.append((settings, before)) }
        return before
    }
    private var initialDrawings: [(settings: Settings, before: StateByColourRule.DrawingBefore)] = []

    /// Performs `gesture` on `elementID` from the initial state, through a Session on the copy with
    /// the focus placed on the element (`Session(probing:…)`), then lets 3 s of virtual time pass and
    /// what was said finish; nil when VoiceOver cannot focus the element. What exploration already
    /// observed of the same action in this state is read instead (`observed`). With `drawingUnder`,
    /// the scene is also drawn under those settings before and once the action settled, and compared
    /// (`Outcome.colourOnlyChanges`); exploration's outcome is read only if it drew the scene so too.
    func run(on elementID: String, _ gesture: ProbeGesture, drawingUnder drawing: Settings? = nil) -> Outcome? {
        if let recorded = observed?.outcome(of: gesture, on: elementID, drawnUnder: drawing) { return recorded }
        let action = ProbeAction(elementID: elementID, gesture: gesture)
        // Every action starts from the same initial state, so running it again gives the same outcome.
        if let kept = outcomes[action], drawing == nil || kept?.drawn != false { return kept }
        let outcome = perform(gesture, on: elementID, drawingUnder: drawing)
        if keepsOutcomes { outcomes[action] = outcome }
        return outcome
    }

    private func perform(_ gesture: ProbeGesture, on elementID: String, drawingUnder drawing: Settings?) -> Outcome? {
        let before = drawing.map { initialDrawing(under: $0, kept: keepsOutcomes) }
        reset()
        guard let element = copy.tree.elementsByID[elementID] else { return nil }
        let recorder = ProbeRecorder()
        guard let session = Session(probing: copy.scene, settings: settings, order: copy.order, focusedOn: elementID,
                                    observer: recorder.observer) else { return nil }
        dirty = true
        let performed = gesture.perform(on: elementID, in: SessionDriver(session: session), recorder: recorder)
        var colourOnlyChanges: [(Color, Color)]?
        var drawingChanged = false
        if let drawing, let before {
            var after = DisplayList()
            copy.scene.draw(into: &after, settings: drawing, time: session.now)
            colourOnlyChanges = StateByColourRule.colourOnlyChanges(before, after)
            drawingChanged = before.list != after
        }
        // The tree the Session read last, after everything the action did: not read a third time.
        lastTree = session.navigation.roots
        var measured = baseline.outcome(of: performed, on: elementID, element: element, recorder: recorder, scene: copy.scene,
                                        after: lastTree, treeKept: copy.tree.isUnchanged(lastTree) && !copy.tree.layoutIsEvaluated,
                                        shapeIsEvaluated: copy.tree.shapeIsEvaluated, settings: settings)
        if measured.keptInitialState { dirty = false }
        measured.outcome.drawn = drawing != nil
        measured.outcome.colourOnlyChanges = colourOnlyChanges
        measured.outcome.drawingChanged = drawingChanged
        return measured.outcome
    }

    /// Whether taking `gesture` on `elementID` from the initial state (an activation, an increment,
    /// a custom action), drawn under `settings` before and after, changes the drawing in more than
    /// colour: how `vision.state-by-colour` sees a scene that adds a shape only under Differentiate
    /// Without Colour or On/Off Labels. Run afresh and not kept: `run`'s kept outcomes were drawn
    /// under the variant's own settings.
    func showsMoreThanColour(_ gesture: ProbeGesture = .activate, on elementID: String, drawnUnder settings: Settings) -> Bool {
        guard let outcome = perform(gesture, on: elementID, drawingUnder: settings) else { return false }
        return outcome.drawingChanged && outcome.colourOnlyChanges == nil
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

extension Optional where Wrapped: Equatable {
    /// `==`, with both values unwrapped where they lie: the standard `==` on optionals copies both
    /// into a pair to match them, which comparing probe snapshots paid for every element.
    func isEqual(to other: Wrapped?) -> Bool {
        guard let self else { return other == nil }
        guard let other else { return false }
        return self == other
    }
}
