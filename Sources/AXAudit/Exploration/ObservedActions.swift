import AXCore
import AXEngine

/// What exploration observed of the actions it took in one state, in the terms a probe reports them
/// (docs/validation-performance.md, "Probes read what exploration observed"). Exploration takes every action of
/// a state it expands through the Session; the probe rules of that state read these outcomes
/// instead of acting again, and act themselves only for what exploration did not take (an action it
/// does not take, an element it could not focus, a state it did not expand, `--depth 0`).
/// `ExploredProbeAgreementTests` checks each outcome is the one the probe's own action reports.
struct ObservedActions {
    /// The settings the actions were taken under (VoiceOver on): a probe under other settings acts itself.
    let settings: Settings
    /// The settings the scene was drawn under after each activation, to compare with its drawing
    /// before (`Outcome.colourOnlyChanges`, `vision.state-by-colour`); nil when it was not drawn.
    let drawingSettings: Settings?
    private var outcomes: [ProbeAction: Probe.Outcome] = [:]

    init(settings: Settings, drawingSettings: Settings? = nil) {
        self.settings = settings
        self.drawingSettings = drawingSettings
    }

    /// The outcome of `gesture` on `elementID`, as observed; nil when exploration did not take it.
    /// With `drawing`, only an outcome whose scene was drawn under those settings after the action
    /// and compared with its drawing before (an activation of an element `StateByColourRule` compares).
    func outcome(of gesture: ProbeGesture, on elementID: String, drawnUnder drawing: Settings? = nil) -> Probe.Outcome? {
        guard let outcome = outcomes[ProbeAction(elementID: elementID, gesture: gesture)] else { return nil }
        guard let drawing else { return outcome }
        return outcome.drawn && drawing == drawingSettings ? outcome : nil
    }

    /// Whether dragging `source` of `sourceID` onto `drop` of `targetID` dropped the item; nil when
    /// exploration did not take that drop.
    func dropped(_ source: LocationDescriptor, from sourceID: String, at drop: LocationDescriptor, on targetID: String) -> Bool? {
        outcomes[ProbeAction(elementID: sourceID, gesture: .drop(source: source, targetID: targetID, drop: drop))]?.result
    }

    /// Every action observed with its outcome, in no particular order (tests compare each with a probe's own).
    var actions: [(elementID: String, gesture: ProbeGesture, outcome: Probe.Outcome)] {
        outcomes.map { ($0.key.elementID, $0.key.gesture, $0.value) }
    }

    /// Every drop observed and whether it dropped the item, in no particular order.
    var dropsTaken: [(sourceID: String, source: LocationDescriptor, targetID: String, drop: LocationDescriptor, dropped: Bool)] {
        outcomes.compactMap { action, outcome in
            guard case .drop(let source, let targetID, let drop) = action.gesture else { return nil }
            return (action.elementID, source, targetID, drop, outcome.result)
        }
    }

    /// Adds what `other` (one action's observer) kept.
    mutating func merge(_ other: ObservedActions) {
        outcomes.merge(other.outcomes) { _, new in new }
    }

    fileprivate mutating func record(_ outcome: Probe.Outcome, of gesture: ProbeGesture, on elementID: String) {
        outcomes[ProbeAction(elementID: elementID, gesture: gesture)] = outcome
    }
}

/// What a state's actions are measured against, read once from a copy the explorer brought to the
/// state (every copy of a state reads alike): the model and tree before any action (`ProbeBaseline`).
struct ObservedState {
    let baseline: ProbeBaseline
    /// Whether the state's tree evaluates its layout, or what a snapshot compares, on read.
    let layoutIsEvaluated: Bool, shapeIsEvaluated: Bool
    /// The settings the explorer acts under.
    let settings: Settings
    /// The state drawn at time 0 under the settings validation's first variant draws it under, as
    /// the probe draws its copy before an activation (`Probe.run(…, drawingUnder:)`), with the
    /// elements whose actions are drawn: those `vision.state-by-colour` compares, at most 40 (every
    /// button of a screen of 10,000 drawn after its activation was the screen drawn 10,000 times);
    /// nil when activations are not drawn.
    let drawing: (settings: Settings, before: DisplayList, compared: Set<String>)?

    /// Read from `driver`'s copy, in the state, before any action; drawn under `drawingUnder` too.
    init(_ driver: SessionDriver, settings: Settings, drawingUnder drawingSettings: Settings? = nil) {
        let roots = driver.session.navigation.roots
        let tree = ProbeTree(roots)
        baseline = ProbeBaseline(state: driver.session.scene.stateSnapshot(), roots: roots, presentIDs: Set(tree.elementsByID.keys))
        layoutIsEvaluated = tree.layoutIsEvaluated
        shapeIsEvaluated = tree.shapeIsEvaluated
        self.settings = settings
        drawing = drawingSettings.map { drawingSettings in
            var list = DisplayList()
            driver.session.scene.draw(into: &list, settings: drawingSettings, time: 0)
            let compared = StateByColourRule.compared(among: AuditNode.collect(roots).filter(\.isInteractive))
            return (drawingSettings, list, Set(compared.map(\.element.id)))
        }
    }
}

/// Records, while the explorer takes one action, what it did as a probe of it measures it: the
/// same gesture (`ProbeGesture.perform`), the same recorder of what the scene posts and plays, and
/// the same measure against the state before (`ObservedState`). One per action, on that action's
/// own copy, so actions taken side by side share nothing but the state's reading; the explorer
/// merges what each kept into the state's `ObservedActions`.
final class ActionObserver {
    let state: ObservedState
    private(set) var observed: ObservedActions
    /// Where the element acted on is found in the tree before the action.
    private let reads: TreeReads

    init(_ state: ObservedState, reads: TreeReads) {
        self.state = state
        self.reads = reads
        observed = ObservedActions(settings: state.settings, drawingSettings: state.drawing?.settings)
    }

    /// The model as reaching the element left it, when that changed it: swiping onto an element
    /// scrolled out of view scrolls its area to it (a carousel's card off the screen, where no
    /// touch lands), and a focus hook may change the model. The action starts from there, and
    /// what it changed is what differs from this (`ExplorationTransition.changedOnlyByReaching`).
    private(set) var modelReached: [(key: String, value: String)]?

    /// The number (`TimedRecord.seq`) of the last record reaching the element produced: the
    /// action's own records come after it. Nil until the focus came.
    private(set) var reachEndedAt: Int?

    /// Notes, once the explorer brought `driver`'s focus to the element acted on, where reaching
    /// ended, and the model if reaching it changed the model from the state's.
    func noteTheModelReached(_ driver: SessionDriver) {
        reachEndedAt = driver.seq
        let model = driver.session.scene.stateSnapshot()
        if !ProbeSnapshot.same(model, state.baseline.initialState) { modelReached = model }
        noted = true
    }

    /// The records of `taken` the action itself produced, from its own input on, without those of
    /// the swipes or touch that reached its element: what tells whether the user heard the action
    /// (`ExplorationTransition.postedWasHeard`) and what it posted, judged as a probe judges its
    /// gesture (`ProbeGesture.Performed.outputs`, the outputs from the gesture on). A swipe onto a
    /// card scrolled out of view scrolls its carousel and the page is spoken: that answers the
    /// swipe, and an action that then changes the model silently was counted heard.
    func ownRecords(_ taken: [TimedRecord]) -> [TimedRecord] {
        guard let reachEndedAt else { return taken }
        return taken.filter { $0.seq > reachEndedAt }
    }
    /// Whether `noteTheModelReached` ran: the model was compared once the focus came.
    private var noted = false

    /// The tree `driver`'s fresh copy reads before the action: what its outcome is compared against.
    func treeBefore(_ driver: SessionDriver) -> [AccessibilityElement] { driver.session.navigation.roots }

    /// Performs `gesture` on the focused `elementID` as a probe does, with the scene's posts and
    /// sounds recorded, and keeps its outcome. `before` is the tree from `treeBefore`.
    ///
    /// Kept only when the action starts where a probe's starts: a probe places the focus silently
    /// in a fresh Session, while the explorer reaches the element as a user does, in a Session
    /// restored as the state was left. Where reaching it changed the model (a focus hook, a swipe
    /// through a picker that follows the focus) or VoiceOver is in a mode a fresh Session is not
    /// (editing a field, a drag in progress), the outcomes can differ, and the probe acts itself.
    /// `focusing` brings the focus to a drop's target as a user does (`ProbeGesture.perform`).
    func perform(_ gesture: ProbeGesture, on elementID: String, in driver: SessionDriver,
                 before: [AccessibilityElement], focusing: ((String) -> Bool)? = nil) -> ProbeGesture.Performed {
        let session = driver.session
        guard startsAsAProbe(session) else {
            return gesture.perform(on: elementID, in: driver, recorder: ProbeRecorder(), focusing: focusing)
        }
        let recorder = ProbeRecorder()
        session.probeObserver = recorder.observer
        let performed = gesture.perform(on: elementID, in: driver, recorder: recorder, focusing: focusing)
        session.probeObserver = nil
        if let element = reads.element(elementID, in: before) {
            // An action `vision.state-by-colour` compares is drawn as the probe draws it: once it settled, at the time as long
            // after the gesture as the probe's Session, which starts at 0, draws it.
            var colourOnlyChanges: [(Color, Color)]?
            let drawn = StateByColourRule.drawsAfter(gesture) && state.drawing?.compared.contains(elementID) == true ? state.drawing : nil
            if let drawn {
                var after = DisplayList()
                session.scene.draw(into: &after, settings: drawn.settings, time: session.now - performed.start)
                colourOnlyChanges = StateByColourRule.colourOnlyChanges(drawn.before, after)
            }
            let after = session.navigation.roots
            var measured = state.baseline.outcome(of: performed, on: elementID, element: element, recorder: recorder, scene: session.scene,
                                                  after: after, treeKept: after.sharesStorage(with: before) && !state.layoutIsEvaluated,
                                                  shapeIsEvaluated: state.shapeIsEvaluated, settings: state.settings)
            measured.outcome.drawn = drawn != nil
            measured.outcome.colourOnlyChanges = colourOnlyChanges
            observed.record(measured.outcome, of: gesture, on: elementID)
        }
        return performed
    }

    /// Whether an action taken now in `session`, whose focus the explorer just brought to the
    /// element, starts where a probe's would: the model as the state left it, no field being
    /// edited, no drag in progress.
    func startsAsAProbe(_ session: Session) -> Bool {
        guard !session.isEditing, !session.isDragging else { return false }
        // Compared already once the focus came (`noteTheModelReached`): not read a second time.
        if noted { return modelReached == nil }
        return ProbeSnapshot.same(session.scene.stateSnapshot(), state.baseline.initialState)
    }
}
