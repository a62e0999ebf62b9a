import AXCore

/// One deterministic run of a scene: the engine core (the scene, its settings, the engine constants,
/// the virtual clock with its timers, the notifications, the exposed tree and its cache, the speech
/// channel, drags and pointer routing) with the assistive technologies plugged into it (VoiceOver,
/// whose focus and rotor are `VoiceOverState`). docs/engine.md describes the layers.
///
/// A session is driven through `SessionDriver`, the one place that numbers inputs: the window, trace
/// recording and replay, the test API and the bench feed inputs to it, and it applies them here
/// (`apply(_:seq:time:)`, `advance(to:)` and `drainOutputs()` are internal to the engine). Every
/// output carries the `seq` of the input that caused it; timers and speech inherit the seq of the
/// input that scheduled them. The session is the scene's
/// `SceneContext`: notifications, sounds and timers a scene posts come back here.
///
/// Order of work for an input: the clock advances to its time (speech and timers due by then run,
/// speech first when they are due at the same millisecond), the input is applied, notifications the
/// scene posted meanwhile are handled in order by each technology that is on, each is told the tree
/// may have changed if scene code ran (`runSceneCode`, the one write path), and a `.state(digest:)`
/// output is emitted when the digest of the scene's state and the focus differs from the last one
/// emitted.
public final class Session: SceneContext {
    /// The scene under VoiceOver; its model changes as inputs act on it.
    public let scene: Scene
    // The stored state below is read and written only by the Session's own methods and by value
    // methods that run no scene code, so no access to one property can overlap another to it; the
    // runtime's exclusivity checks on them were 2% of validating the home screen (every probe
    // action reads the clock, the speech channel and the timers many times), and are off
    // (`@exclusivity(unchecked)`). `drag` keeps them: its methods call the scene, which may read it.

    /// The settings in force; a `.setting` input changes them.
    @exclusivity(unchecked) public internal(set) var settings: Settings
    /// The touch-only gestures the scene declares under this session's own settings, not those its
    /// scene was told last: a scene copy validation hands from one session to another, or puts back
    /// in a state, may keep another variant's, and asking under them laid out a body the session
    /// never shows. Every technology, the explorer and its probes ask here, so a shared copy and a
    /// fresh one give the same answer.
    public var sceneDeclaredGestures: [DeclaredGesture] { scene.declaredGestures(under: settings) }
    /// Where the scene responds to a long press under this session's settings (`sceneDeclaredGestures`).
    public var sceneLongPressAreas: [Rect] { scene.longPressAreas(under: settings) }
    /// The timing and gesture constants the session runs with (recorded in trace headers).
    public let constants: EngineConstants
    /// Virtual milliseconds.
    @exclusivity(unchecked) public internal(set) var now: Int = 0
    /// Outputs produced so far and not yet drained (by the driver).
    @exclusivity(unchecked) var outputs: [Output] = []

    /// VoiceOver's focus, rotor and modes (`VoiceOverState`): what VoiceOver keeps between commands,
    /// apart from the engine's own state.
    @exclusivity(unchecked) var voiceOverState = VoiceOverState()
    /// The focused element's id (VoiceOver's focus), nil when the scene exposes nothing.
    public var focusedElementID: String? { voiceOverState.focusedElementID }
    /// The rotor's option and item.
    public var rotor: RotorState { voiceOverState.rotor }
    /// Whether the session began as an app launch, its name and first element spoken (`init`).
    public let announcedLaunch: Bool
    /// The latest digest of the scene's state and the focus (see `StateDigest`).
    @exclusivity(unchecked) public internal(set) var stateDigest: String = ""
    /// The value `stateDigest` spells.
    @exclusivity(unchecked) var stateDigestValue: UInt64 = 0
    /// Whether the session keeps `stateDigest` after every input and emits `.state` when it changes:
    /// traces record it and the window shows it. A validation probe's Session reads neither
    /// (`init(probing:…)`) and skips it, since the digest reads the scene's whole state snapshot
    /// after every input that ran scene code.
    let tracksStateDigest: Bool

    struct ScheduledAction {
        var cause: Int
        var action: (SceneContext) -> Void
        /// Switch Control's next scan step: cancelled when a press reschedules it (Session+SwitchControl).
        var isScanStep = false
    }

    @exclusivity(unchecked) var timers = TimerQueue<ScheduledAction>()
    @exclusivity(unchecked) var speech: SpeechChannel
    /// The seq outputs are attributed to right now.
    @exclusivity(unchecked) var cause: Int = 0
    @exclusivity(unchecked) var order = NavigationOrder()
    /// Set after anything that may have changed the scene: the order is recomputed (and the
    /// scene's state snapshot digested again) only then, so vo.next stays cheap on big scenes.
    private(set) var orderIsStale = true {
        didSet {
            if orderIsStale {
                snapshotHash = nil
                voiceControlItemsCache = nil
            }
        }
    }
    /// FNV-1a state after the scene's snapshot, while the scene is unchanged.
    @exclusivity(unchecked) var snapshotHash: UInt64?
    /// What Voice Control names and numbers on the order, while the scene is unchanged: built on first
    /// use, so the window's Show Names frame does not rebuild 10,000 names (`voiceControlItems`).
    @exclusivity(unchecked) var voiceControlItemsCache: VoiceControlItems?
    @exclusivity(unchecked) var pendingNotifications: [AccessibilityNotification] = []
    var drag: DescriptorDrag
    /// The vision filter the screen is shown through (docs/vision.md), nil for none: presentation,
    /// not behaviour, so no output and no state digest depends on it; kept here so that a trace
    /// records it (a header's `vision`, a `vision` input) and every reader draws what the user saw.
    public internal(set) var visionFilter: VisionFilter?
    /// An order read after the input changed the scene and before anything else could (activation
    /// feedback reads it): the next refresh takes it instead of reading the tree again.
    @exclusivity(unchecked) var freshOrder: NavigationOrder?
    /// The last order with every scroll area's whole content (`fullOrder()`), taken again while the
    /// scene hands back the tree it was built from.
    @exclusivity(unchecked) var wholeContentOrder: NavigationOrder?
    /// Pointer ids and where each went down and is routed (Session+Pointer).
    @exclusivity(unchecked) var pointers: [Int: PointerRoute] = [:]
    /// Gesture recognizers, finger drags and pass-through state (Session+Pointer). Stored, not lazy:
    /// every access to a lazy property copied the whole routing, recognizers included, per sample.
    @exclusivity(unchecked) var pointerRouting: PointerRouting

    /// Validation probes see what the scene posts and plays as it happens (Session+Probing); the
    /// explorer sets it on its own sessions to record what each action did as probes record it.
    @exclusivity(unchecked) package var probeObserver: ProbeObserver?

    /// Switch Control's settings and, while it is on, its scanner (Session+SwitchControl).
    @exclusivity(unchecked) var switchControl = SwitchControlRun()

    /// Speak Screen's setting, reading and controller (Vision/SpeakScreen.swift).
    @exclusivity(unchecked) var speakScreen = SpeakScreenRun()
    /// Full Keyboard Access: on or off, its focus map, focus and list (Session+FullKeyboardAccess).
    @exclusivity(unchecked) var keyboard = KeyboardRun()
    /// Zoom's settings and, while it is zoomed in, where the user looks (Zoom.swift).
    @exclusivity(unchecked) var zoom = ZoomRun()
    /// Voice Control: on or off, its overlay and a choice waiting for a number (Session+VoiceControl).
    @exclusivity(unchecked) var voiceControl = VoiceControlRun()

    /// The assistive technologies plugged in, in the order input reaches those that are on
    /// (`AssistiveTechnologyKind`); each acts only while its setting is on.
    let technologies: [any AssistiveTechnology] = [VoiceOver(), SwitchControl(), FullKeyboardAccess(), SpeakScreen(), Zoom(), VoiceControl()]

    /// A session at virtual time 0 with focus on the scene's first element (when VoiceOver is on).
    /// Drive it with a `SessionDriver`. With `announcesLaunch`, the run starts as an app launching
    /// under VoiceOver does: the app's name (`Scene.appName`), then the first element, spoken from
    /// time 0 with cause 0 ("Exceptional Dogs. Pinky."). Without it (the default, and traces recorded
    /// before the launch was spoken) the session starts silent on the first element.
    public convenience init(scene: Scene, settings: Settings = .default, constants: EngineConstants = .default, announcesLaunch: Bool = false) {
        self.init(scene: scene, settings: settings, constants: constants, announcesLaunch: announcesLaunch, initialOrder: nil,
                  initialDigest: .computed)
    }

    /// Where a new session's state digest comes from.
    enum InitialDigest {
        /// Digested from the scene's state snapshot now.
        case computed
        /// Taken from the session a restore point was saved from (`init(scene:restoring:)`): the
        /// scene's model is already that session's, so its snapshot digests as it did.
        case restored(snapshotHash: UInt64?, digest: UInt64, hex: String)
        /// Not kept at all (`tracksStateDigest` off): a probe's Session.
        case untracked
    }

    /// A session whose scene's tree reads as `initialOrder` now (validation probes, Session+Probing), or
    /// is read when nil, its state digest as `initialDigest` says. `reusing` is an order of the same
    /// scene read earlier: taken as it is when the scene hands back the very tree it was read from
    /// (`NavigationOrder(scene:settings:reusing:)`), read again otherwise.
    init(scene: Scene, settings: Settings, constants: EngineConstants, announcesLaunch: Bool, initialOrder: NavigationOrder?,
         initialDigest: InitialDigest, reusing earlier: NavigationOrder? = nil) {
        self.scene = scene
        if case .untracked = initialDigest { tracksStateDigest = false } else { tracksStateDigest = true }
        self.settings = settings
        self.constants = constants
        self.announcedLaunch = announcesLaunch
        self.speech = SpeechChannel(timing: constants.speech)
        // One drag engine for descriptor drags and finger drags.
        let drags = DragSessionController()
        self.drag = DescriptorDrag(engine: drags)
        self.pointerRouting = PointerRouting(thresholds: constants.gestures, screenSize: scene.device.size, drags: drags)
        if let initialOrder { freshOrder = initialOrder } else if let earlier { order = earlier }
        refreshOrder(reportFocusMove: false)
        // VoiceOver starts on the first element; a launch says the app's name, then that element.
        if settings.voiceOver, !order.isEmpty {
            voiceOverState.focusedIndex = 0
            voiceOverState.focusedElementID = order.entries[0].id
            updateRotor(for: order.entries[0].element)
            if announcesLaunch {
                let description = describe(order.entries[0])
                emit(.focus(elementID: order.entries[0].id, description: description.description))
                let name = scene.appName.flatMap { $0.isEmpty || $0 == order.entries[0].element.label?.string ? nil : $0 }
                var before = name.map { [Utterance($0, kind: .title, cause: cause)] } ?? []
                // UIKit's summaryElement "provides summary information when the application starts":
                // VoiceOver reads it before the first element, where focus stays.
                if let summary = order.entries.dropFirst().first(where: { $0.element.traits.contains(.summaryElement) }) {
                    before.append(Utterance(describe(summary).description, kind: .element, cause: cause))
                }
                speakFocus(description, after: before)
            }
        }
        switch initialDigest {
        case .computed:
            stateDigestValue = computeDigest()
            stateDigest = StateDigest.hex(stateDigestValue)
        case .restored(let hash, let digest, let hex):
            snapshotHash = hash
            stateDigestValue = digest
            stateDigest = hex
        case .untracked:
            break
        }
    }

    // MARK: Public API

    /// The elements in navigation order with their context (recomputed when the scene may have changed).
    public var navigation: NavigationOrder {
        refreshIfStale()
        return order
    }

    /// Recomputes the order if an input may have changed the scene since it was computed.
    func refreshIfStale() {
        if orderIsStale { refreshOrder(reportFocusMove: true) }
    }

    /// Whether the technology `kind` is on under the session's settings now.
    public func isOn(_ kind: AssistiveTechnologyKind) -> Bool {
        technologies.contains { $0.kind == kind && $0.isOn(in: self) }
    }

    /// The cursors of the assistive technologies that are on, in their order: what the window's
    /// focus-indicator pass draws.
    public var focusIndicators: [FocusIndicator] {
        technologies.compactMap { $0.isOn(in: self) ? $0.focusIndicator(in: self) : nil }
    }

    /// Whether a text field is being edited, by VoiceOver or by Full Keyboard Access: the window
    /// sends typed text then (`type`).
    public var isEditing: Bool { isVoiceOverEditing || keyboardEditingID != nil }

    /// Whether the text field VoiceOver's cursor is on is being edited (after a double tap on it).
    var isVoiceOverEditing: Bool {
        voiceOverState.editingElementID != nil && voiceOverState.editingElementID == voiceOverState.focusedElementID
    }

    /// Whether a VoiceOver drag (through drag source descriptors) is under way.
    public var isDragging: Bool { drag.isActive }

    /// What VoiceOver says for the element at `index` of `navigation`.
    public func description(at index: Int) -> ElementDescription {
        let entry = navigation.entries[index]
        return DescriptionBuilder.describe(entry.element, context: entry.context, isEditing: entry.id == voiceOverState.editingElementID,
                                           dragging: drag.isActive)
    }

    /// The rotor's options on the focused element, in the order turning the rotor visits them: the
    /// element's own (Adjust Value, Actions, Zoom), the custom rotors of it and its ancestors, then
    /// the system options that have at least one element on the screen.
    public var rotorOptions: [RotorOption] {
        guard let entry = focusedEntry, let index = voiceOverState.focusedIndex else { return [] }
        let current = order
        var options = RotorOption.options(for: entry.element, dragging: drag.isActive)
        options += customRotors(at: index).map { .custom($0.name) }
        options += RotorOption.navigationOptions.filter { option in
            current.entries.indices.contains { option.matches(current, at: $0) }
        }
        return options
    }

    /// The custom rotors offered at `index` of the order: the element's, then its ancestors'.
    func customRotors(at index: Int) -> [CustomRotor] {
        navigation.chain(from: index).flatMap(\.customRotors)
    }

    /// The Actions rotor's items on the focused element.
    public var actionItems: [RotorItem] {
        guard let entry = focusedEntry else { return [] }
        return actionItems(for: entry.element)
    }

    /// The drop point the Actions rotor has selected on the focused element while a drag is under
    /// way: the one a double tap drops on now (the overlays highlight it). Nil with no drag, or with
    /// another rotor option or item selected.
    public var selectedDropPoint: LocationDescriptor? {
        guard drag.isActive, voiceOverState.rotor.option == .actions, let index = voiceOverState.rotor.itemIndex else { return nil }
        let items = actionItems
        guard items.indices.contains(index), case .dropPoint(let descriptor) = items[index].kind else { return nil }
        return descriptor
    }

    /// How much of an input's effect `apply` works out after the input itself.
    package enum Reaction {
        /// All of it: the notifications the scene posted handled, every technology that is on told
        /// the tree may have changed (VoiceOver reads the order again, places its focus, speaks), the
        /// digest kept. What every run that goes on after the input reads.
        case full
        /// The input's own outputs alone (its `action`, `drag` and sound records): nothing reacts to
        /// them, and the session can be driven no further. For a caller that reads only those and
        /// lets the session go (a validation probe's drop, which asks only whether the item was
        /// dropped): VoiceOver's reaction (reading the new tree and its order, moving the focus,
        /// speaking) was most of a probed drop's cost, and nothing of it can add to those outputs.
        case inputOnly
    }

    /// An input applied with `Reaction.inputOnly` left the session unsettled: driving it on would
    /// start from notifications nobody handled and an order nobody read.
    private(set) var isSpent = false

    /// Applies one input at virtual time `time` (never earlier than `now`), attributing outputs to
    /// `seq`, and then works out as much of its effect as `reaction` says.
    func apply(_ input: SessionInput, seq: Int, time: Int, reaction: Reaction) {
        advance(to: time)
        cause = seq
        switch input {
        case .pointer(let sample): handlePointer(sample, seq: seq)
        case .setting(let name, let value): changeSetting(name, to: value)
        case .typed(let text): type(text)
        case .vision(let filter): visionFilter = filter
        // Every other input is a technology's command: `AssistiveCommand(input)` switches over every
        // input, so a new one is either a technology's command there or handled above.
        default: AssistiveCommand(input)?.perform(in: self)
        }
        switch reaction {
        case .full: settle()
        case .inputOnly: isSpent = true
        }
    }

    /// Moves the clock to `time`, running speech and timers due by then in order.
    func advance(to time: Int) {
        advance(to: time, afterEach: {})
    }

    /// `advance(to:)`, calling `afterEach` after each speech event or timer it runs: the driver
    /// numbers what each produced then, so a record's observer sees the session as that event left
    /// it (the trace viewer's layers between inputs). The order and state are those of `advance(to:)`.
    func advance(to time: Int, afterEach: () -> Void) {
        precondition(!isSpent, "a session whose last input was applied input-only is driven no further")
        while true {
            let speechDue = speech.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            let timerDue = timers.nextDeadline.flatMap { $0 <= time ? $0 : nil }
            if let s = speechDue, timerDue.map({ s <= $0 }) ?? true {
                now = max(now, s)
                handle(speech.advance(to: s))
            } else if timerDue != nil, let timer = timers.popDue(by: time) {
                now = max(now, timer.deadline)
                cause = timer.payload.cause
                runSceneCode { timer.payload.action(self) }
                settle()
            } else {
                break
            }
            afterEach()
        }
        now = max(now, time)
        timers.advance(to: now)
    }

    /// Returns the outputs produced so far and forgets them.
    func drainOutputs() -> [Output] {
        defer { outputs.removeAll(keepingCapacity: true) }
        return outputs
    }

    /// Hands each output produced so far to `body`, in order, and forgets them, without the array
    /// `drainOutputs()` allocates (trace replay drains after every input).
    func drainOutputs(_ body: (Output) -> Void) {
        for output in outputs { body(output) }
        outputs.removeAll(keepingCapacity: true)
    }

    // MARK: SceneContext

    /// A scene posts a notification (`UIAccessibility.post`); it is handled after the current input,
    /// in the order posted (docs/voiceover.md).
    public func post(_ notification: AccessibilityNotification) {
        probeObserver?.posted(notification)
        pendingNotifications.append(notification)
    }

    /// A scene plays a sound: reported as a `.sound` output at the current virtual time.
    public func play(_ sound: SoundCue) {
        probeObserver?.played(sound)
        emit(.sound(PlayedSound(sound)))
    }

    /// A scene runs `action` `delay` virtual milliseconds from now; what it causes is attributed to
    /// the input that scheduled it.
    public func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {
        timers.schedule(after: delay, ScheduledAction(cause: cause, action: action))
    }

    // MARK: Internals shared by the extensions

    /// Runs scene code that may change the scene (a hook, a touch, a gesture, a drag, a timer, a
    /// settings change): afterwards the exposed tree is re-read before anyone looks at it. Every call
    /// into the scene goes through here, so "the tree may have changed" is decided in one place.
    @discardableResult
    func runSceneCode<T>(_ body: () -> T) -> T {
        defer { orderIsStale = true }
        return body()
    }

    func emit(_ event: OutputEvent) {
        outputs.append(Output(cause: cause, time: now, event: event))
    }

    /// After an input or a timer: notifications, then, if scene code ran, each technology that is on
    /// finds its element again (VoiceOver reads the order again), then the digest.
    func settle() {
        processNotifications()
        if orderIsStale {
            for technology in technologies where technology.isOn(in: self) { technology.treeDidChange(in: self) }
        }
        settleZoom()
        guard tracksStateDigest else { return }
        let digest = computeDigest()
        if digest != stateDigestValue {
            stateDigestValue = digest
            stateDigest = StateDigest.hex(digest)
            emit(.state(digest: stateDigest))
        }
    }

    func computeDigest() -> UInt64 {
        let hash: UInt64
        if let cached = snapshotHash {
            hash = cached
        } else {
            hash = StateDigest.hash(snapshot: scene.stateSnapshot())
            snapshotHash = hash
        }
        return StateDigest.finish(hash, focusID: voiceOverState.focusedElementID)
    }

    var focusedEntry: NavigationEntry? {
        refreshIfStale()
        guard let index = voiceOverState.focusedIndex, index < order.count else { return nil }
        return order.entries[index]
    }

    /// Recomputes the order; a focused element that vanished moves to the nearest surviving element
    /// of the old order, looking forward first (decision D), and VoiceOver speaks it ("Close, Layla."
    /// as a gallery closed under the focus, in "Deliver an Exceptional Accessibility Experience").
    /// Returns where a vanished focus moved, nil when it did not move. `speaksFocusMove` off leaves
    /// the speaking to the caller (a layout change naming the element to focus).
    @discardableResult
    func refreshOrder(reportFocusMove: Bool, speaksFocusMove: Bool = true) -> Int? {
        let old = order
        let oldIndex = voiceOverState.focusedIndex
        let followsScroll = voiceOverState.focusFollowsScroll
        voiceOverState.focusFollowsScroll = false
        order = freshOrder ?? NavigationOrder(scene: scene, settings: settings, reusing: old)
        freshOrder = nil
        orderIsStale = false
        guard let id = voiceOverState.focusedElementID else {
            voiceOverState.focusedIndex = nil
            return nil
        }
        if let index = order.index(of: id) {
            voiceOverState.focusedIndex = index
            return nil
        }
        var replacement: Int?
        if followsScroll {
            // The first element of the new page: the first, in order, that the scroll moved (or
            // brought in) and that lies wholly on screen, and wholly in its scroll area's viewport
            // (one the viewport's edge cuts is half hidden); fixed chrome (a header) did not move.
            let screen = scene.device.bounds
            replacement = order.entries.indices.first { index in
                let entry = order.entries[index]
                return old.node(withID: entry.id)?.frame != entry.element.frame && screen.contains(entry.element.frame)
                    && showsWholeInItsScrollArea(index)
            }
        }
        // The nearest survivor on screen, its centre showing (an element scrolled off it, or one
        // peeking in at the edge, is passed over: "Close, Layla." in a carousel showing Layla with
        // Pinky's edge beside her), else the nearest at all.
        let screen = scene.device.bounds
        for onScreenOnly in [true, false] where replacement == nil {
            guard let oldIndex, oldIndex < old.count else { break }
            func survivor(_ oldPosition: Int) -> Int? {
                guard let found = order.index(of: old.entries[oldPosition].id) else { return nil }
                return !onScreenOnly || screen.contains(order.entries[found].element.frame.center) ? found : nil
            }
            var distance = 1
            while replacement == nil && (oldIndex + distance < old.count || oldIndex - distance >= 0) {
                if oldIndex + distance < old.count, let found = survivor(oldIndex + distance) {
                    replacement = found
                } else if oldIndex - distance >= 0, let found = survivor(oldIndex - distance) {
                    replacement = found
                }
                distance += 1
            }
        }
        if replacement == nil && !order.isEmpty { replacement = 0 }
        leaveFocus()
        voiceOverState.focusedIndex = replacement
        voiceOverState.focusedElementID = replacement.map { order.entries[$0].id }
        if let replacement {
            let entry = order.entries[replacement]
            updateRotor(for: entry.element)
            // A screen change still to be processed places the focus and speaks it: another
            // technology reading the new tree first (Switch Control rescanning after its Tap) must
            // not report and speak a move the screen change then makes again, cutting it.
            if reportFocusMove && !screenChangeIsPending {
                let description = describe(entry)
                emit(.focus(elementID: entry.id, description: description.description))
                if settings.voiceOver && speaksFocusMove && !followsScroll { speakFocus(description, queued: true) }
            }
        }
        return replacement
    }

    /// Whether the scene posted a screen change not yet processed (`processNotifications`).
    var screenChangeIsPending: Bool {
        pendingNotifications.contains { if case .screenChanged = $0 { return true } else { return false } }
    }

    func describe(_ entry: NavigationEntry) -> ElementDescription {
        describe(entry.element, of: entry)
    }

    /// `describe(_:)` of an entry whose element the caller already holds.
    func describe(_ element: AccessibilityElement, of entry: NavigationEntry) -> ElementDescription {
        DescriptionBuilder.describe(element, context: entry.context, isEditing: entry.id == voiceOverState.editingElementID,
                                    dragging: drag.isActive)
    }

    /// Focus leaves the current element: per-element modes end.
    func leaveFocus() {
        voiceOverState.activeDirectTouchID = nil
        voiceOverState.editingElementID = nil
    }

    /// Moves the focus to `index` of the order, reports it, and speaks the description (with
    /// "Actions available" and the hint as follow-ups) when `speak` is set, after `titles` (the
    /// app's name, a new screen's title, the labels of the containers it enters), each one the
    /// element does not already say.
    /// `queued`: the speech waits for what is being said (a focus move a notification caused waits
    /// for the activation feedback before it).
    func focus(_ index: Int, speak: Bool, after titles: [String] = [], queued: Bool = false) {
        refreshIfStale()
        let entry = order.entries[index]
        if entry.id != voiceOverState.focusedElementID { leaveFocus() }
        voiceOverState.focusedIndex = index
        voiceOverState.focusedElementID = entry.id
        // One copy of the element for both readers: lent from the order's tree to a function that
        // runs scene code (evaluated attributes), the element is copied whole at each call to keep
        // it stable, and a copy retains and releases every attribute (a few hundred ns per move).
        let element = entry.element
        updateRotor(for: element)
        let description = describe(element, of: entry)
        emit(.focus(elementID: entry.id, description: description.description))
        if let onFocus = element.onFocus { runSceneCode { onFocus(self) } }
        guard speak else { return }
        let said = titles.filter { !$0.isEmpty && $0 != entry.element.label?.string }
        speakFocus(description, after: said.map { Utterance($0, kind: .title, cause: cause) }, queued: queued)
    }

    /// Speaks an element's description, after `titles` (spoken in order, the first waiting for
    /// what is being said when `queued`), with "Actions available" and the hint as follow-ups.
    func speakFocus(_ description: ElementDescription, after titles: [Utterance] = [], queued: Bool = false) {
        var followUps: [FollowUp] = []
        if description.actionsAvailable {
            followUps.append(FollowUp(Utterance(ElementDescription.actionsAvailableText, kind: .actions, cause: cause), pause: 0))
        }
        if settings.speakHints, let hint = description.hint {
            followUps.append(FollowUp(Utterance(hint, kind: .hint, cause: cause), pause: constants.speech.hintPause))
        }
        let element = Utterance(description.description, kind: .element, cause: cause, queued: queued && titles.isEmpty)
        if var first = titles.first {
            first.queued = queued
            say(first, followUps: (titles.dropFirst() + [element]).map { FollowUp($0, pause: 0) } + followUps)
        } else {
            say(element, followUps: followUps)
        }
    }

    /// Everything VoiceOver speaks goes through here: symbols become their names as it reads them.
    func say(_ utterance: Utterance, followUps: [FollowUp] = []) {
        var spoken = utterance
        spoken.text = SymbolPronunciation.spoken(utterance.text)
        let spokenFollowUps = followUps.map { followUp -> FollowUp in
            var copy = followUp
            copy.utterance.text = SymbolPronunciation.spoken(followUp.utterance.text)
            return copy
        }
        handle(speech.speak(spoken, at: now, followUps: spokenFollowUps))
    }

    func handle(_ events: [SpeechChannel.Event]) {
        for event in events {
            switch event {
            case .record(let record, let recordCause):
                outputs.append(Output(cause: recordCause, time: record.end, event: .speech(record)))
            case .started(let utterance, let at):
                if utterance.speakScreenIndex != nil { speakScreenStarted(utterance, at: at) }
                // Read-all moves the focus along as it reads, scrolling what it reaches into view.
                if let position = utterance.readAllIndex, position < voiceOverState.readAllIDs.count,
                   let index = revealForReading(voiceOverState.readAllIDs[position], cause: utterance.cause) {
                    let entry = order.entries[index]
                    if entry.id != voiceOverState.focusedElementID { leaveFocus() }
                    voiceOverState.focusedIndex = index
                    voiceOverState.focusedElementID = entry.id
                    updateRotor(for: entry.element)
                    outputs.append(Output(cause: utterance.cause, time: at,
                                          event: .focus(elementID: entry.id, description: utterance.text)))
                }
            }
        }
        speakScreenCheckFinished()
    }

    /// The rotor follows the focus: Adjust Value on an adjustable element (swipes adjust it, as they
    /// always do), else Actions on an element that offers them (decision D); an option that moves
    /// between elements stays; an element option the new element lacks is left (nil: swipes do
    /// nothing until the rotor turns).
    func updateRotor(for element: AccessibilityElement) {
        let options = RotorOption.options(for: element, dragging: drag.isActive)
        if options.contains(.adjustValue) {
            voiceOverState.rotor = RotorState(option: .adjustValue)
        } else if options.contains(.actions) {
            voiceOverState.rotor = RotorState(option: .actions)
        } else if let option = voiceOverState.rotor.option, option.movesFocus || options.contains(option) {
            voiceOverState.rotor = RotorState(option: option)
        } else {
            voiceOverState.rotor = RotorState()
        }
    }

    func actionItems(for element: AccessibilityElement) -> [RotorItem] {
        let current = navigation
        return RotorItem.actions(for: element, dragging: drag.isActive) { id in current.node(withID: id)?.frame }
    }
}
