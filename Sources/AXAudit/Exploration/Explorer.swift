import AXCore
import AXEngine

/// How far exploration goes: `validate --depth` and `--states`.
public struct ExplorationBounds: Hashable, Sendable {
    /// Actions from the initial state; 0 validates the initial state alone.
    public var depth: Int
    /// States found at most, the initial one included.
    public var states: Int

    /// At most `depth` actions from the start and `states` states.
    public init(depth: Int, states: Int) { self.depth = depth; self.states = states }

    /// What `axsandbox validate` explores: 8 actions deep, 500 states.
    public static let `default` = ExplorationBounds(depth: 8, states: 500)
    /// The initial state alone: validation as it was before exploration.
    public static let initialState = ExplorationBounds(depth: 0, states: 1)
}

/// One state of a scene reached by exploration, with the shortest way there.
public struct ExploredState {
    /// Why a state's actions were not all tried.
    public enum Unexplored: String, Hashable, Sendable {
        /// It lies `depth` actions from the start: the depth bound.
        case depthBound
        /// The state bound was reached before its actions were tried.
        case stateBound
    }

    /// Its number, in the order found (breadth first): 0 is the initial state.
    public var index: Int
    /// The digest of the scene's model state (`StateDigest` with no focus), its identity.
    public var digest: String
    /// The scene's state snapshot.
    public var snapshot: [(key: String, value: String)]
    /// The actions from the initial state that reach it, shortest first found.
    public var path: [ExplorationAction]
    /// The inputs those actions sent, as the driver numbered them: an input-only trace of them
    /// replayed from the scene's start reaches this state.
    public var inputs: [TimedRecord]
    /// The virtual time the path ends at (the trace's `end`), when what it caused has settled.
    public var endTime: Int
    /// The virtual time of the path's last input: when the action that reached the state was
    /// taken, and what it animated started (nil for the initial state).
    public var actionTime: Int? { inputs.last?.time }
    /// Set when its actions were not all tried, and why.
    public var unexplored: Unexplored?
    /// How many of its actions were not taken: those after the state bound filled (in the one state
    /// it fills in) and a long list's drops left out of its sample. The state was explored in part,
    /// so what lies beyond it is not known to be complete.
    var actionsNotTaken = 0
    /// What brings a fresh copy into this state without replaying its path; nil when the scene
    /// cannot save its model or its Session had something in flight (it is then replayed).
    var restoration: StateRestoration? = nil
    /// Whether the state offers any action, read from the copy the action that found it left (its
    /// navigation order already read): a state at a bound is then marked unexplored without a copy
    /// brought to it only to list its actions. Nil for the initial state.
    var offersActions: Bool? = nil
    /// The settings its path leaves the Session under, which it was explored under, by index in
    /// `ExplorationResult.settings` (0: the explorer's own): the graph's rules judge it as a user
    /// under them (`StateGraph`).
    var reachedUnder = 0
    /// The modal views (`viewIsModal`) up in the state's tree (`ExplorationReach.modalViews(in:)`),
    /// read where its actions were listed or where the action that found it left the copy; nil
    /// where not read.
    /// What tells whether a user can leave a modal view (`ExplorationReach.leaves`).
    var modalViews: Set<String>? = nil
    /// The screens presented in it, where the scene counts them (`Scene.presentedScreens`): what
    /// tells a screen closed from one presented (`TrapStateRule`).
    var presentedScreens: Int? = nil

    /// The path printed as steps: "double tap Settings › double tap Facebook" ("initial state" for state 0).
    public var steps: String { path.isEmpty ? "initial state" : path.map(\.step).joined(separator: " › ") }
    /// How many actions from the start.
    public var depth: Int { path.count }

    /// The settings its path leaves a Session under that started with `base`: those with each
    /// setting its steps changed first (`ExplorationAction.settingChanges`), as replaying its path
    /// trace, whose `setting` records make the changes, does. What the user who reached it sees it
    /// under, and what the HTML report draws it under.
    public func settings(startingFrom base: Settings) -> Settings {
        var settings = base
        for change in path.lazy.flatMap(\.settingChanges) { try? settings.set(change.key, to: change.value) }
        return settings
    }
}

/// What one action taken in one state did: the edge of the state graph the exploration rules read.
public struct ExplorationTransition {
    /// The state it was taken in.
    public var from: Int
    /// The state it led to (the same when nothing in the model changed).
    public var to: Int
    /// The action.
    public var action: ExplorationAction
    /// It led to a state the state bound left out (`to` is then `from`). Always false now: once the
    /// bound is full no more actions are taken (`ExplorationResult.leftOutActions`); kept so code
    /// that reads it still builds.
    public var leftOut: Bool
    /// What the scene posted (`screenChanged`, `layoutChanged`, `announcement`, `pageScrolled`) in
    /// answer to the action itself: not what reaching its element posted (a swipe that scrolled a
    /// card into view posts a page scroll).
    public var notifications: [NotificationName]
    /// VoiceOver said something of what the scene posted in answer to the action itself
    /// (`NotificationHearing`, from the action's own input on, as a probe hears its gesture): a
    /// notification that speaks nothing (an announcement of "") told the user nothing, and the page
    /// spoken as the swipes reaching the element scrolled it into view is not the action's.
    public var postedWasHeard = false
    /// A scene sound (a note) was played: the user heard the change.
    public var playedSceneSound: Bool
    /// What VoiceOver says for the element acted on (the drop target for a drop) before the action.
    public var describedBefore: String?
    /// What VoiceOver says for it after the action (nil when it is gone).
    public var describedAfter: String?
    /// Elements a screen or layout change named as the new focus that are not in the new state.
    public var missingFocusTargets: [String]
    /// Every element a screen or layout change named as the new focus, in the order named: what
    /// `notify.focus-missing` looks up in the new state under another variant's settings.
    var focusTargets: [String] = []
    /// The state it led to is a modal view (a sheet) or was announced as a new screen.
    public var presented: Bool
    /// Reaching the element changed the model and the action then changed nothing more: swipes onto
    /// an element scrolled out of view scroll its area to it, a focus hook may change the model.
    /// `to` then differs from `from` by what the path's inputs did before the action, not by it.
    public var changedOnlyByReaching = false
    /// The settings under which the state it was taken in offers the action, by index in
    /// `ExplorationResult.settings`: those it was explored under for one of its own actions, the
    /// variants that lay it out alike and every other whose listing holds it. What the graph's
    /// rules read to tell which users move along it (`StateGraph`).
    var offeredUnder: SettingsIndices = [0]

    /// The action did something a user can tell: it changed the model, or VoiceOver spoke what the
    /// scene posted, or a note played (what a probe calls `changedSomething`, read off the graph).
    var didSomething: Bool { (to != from && !changedOnlyByReaching) || postedWasHeard || playedSceneSound }
}

/// Some of the settings an exploration took actions under, by index in
/// `ExplorationResult.settings`: at most 128, the full matrix's 64 with the variants a scene's
/// named settings add and the listing with VoiceOver off (an index beyond is never held).
struct SettingsIndices: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The settings at `indices`.
    init(arrayLiteral indices: Int...) { for i in indices { insert(i) } }

    /// Whether the settings at `index` are among them.
    func contains(_ index: Int) -> Bool {
        switch index {
        case 0..<64: return low & (1 << UInt64(index)) != 0
        case 64..<128: return high & (1 << UInt64(index - 64)) != 0
        default: return false
        }
    }

    /// Adds the settings at `index`.
    mutating func insert(_ index: Int) {
        switch index {
        case 0..<64: low |= 1 << UInt64(index)
        case 64..<128: high |= 1 << UInt64(index - 64)
        default: break
        }
    }

    /// Adds every one of `other`.
    mutating func formUnion(_ other: SettingsIndices) { low |= other.low; high |= other.high }

    /// The lowest index held; nil when none is.
    var first: Int? { low != 0 ? low.trailingZeroBitCount : high != 0 ? 64 + high.trailingZeroBitCount : nil }
}

/// The states a scene reaches from its initial state, found breadth first by a VoiceOver user's
/// actions taken through the Session (`ExplorationAction.perform`), in a fixed order, so the same
/// scene always gives the same states in the same order.
public struct ExplorationResult {
    /// Every state found, in the order found; `states[0]` is the initial one.
    public var states: [ExploredState]
    /// Every action taken, in the order taken.
    public var transitions: [ExplorationTransition]
    /// The bounds explored within.
    public var bounds: ExplorationBounds
    /// Actions left out by the state bound: those of the state being explored when the bound filled
    /// that came after the action that filled it, which are not taken (whatever state each would
    /// lead to, none could be added, and a long list's first state offers its rows squared).
    public var leftOutActions: Int
    /// Drops the explored states offered in containers too long to take whole, not taken: such a
    /// container's drops are sampled (`ExplorationAction.dropsTakenInFull`).
    public var dropsLeftOut = 0
    /// Custom actions the explored states offered past an element's 30th, not taken, as the probes
    /// perform no more (`ExplorationAction.customActionsTaken`).
    public var customActionsLeftOut = 0
    /// Actions the explored states offered only with VoiceOver off that Voice Control does not take
    /// (a custom action, a drop, a scroll on an element shown only then), not taken
    /// (docs/validation.md, "Actions with VoiceOver off").
    public var voiceOverOffLeftOut = 0
    /// Whether the scene read `voiceOver` in a state listed (`Scene.readsVoiceOver`): it may draw
    /// otherwise with VoiceOver off, and validation then judges every state on both sides
    /// (`SettingsMatrix.judgedVariants(of:base:readsVoiceOver:)`).
    public var readsVoiceOver = false
    /// Why the scene has one state without exploring (an imported screen), nil when it was explored.
    public var notExplored: String?
    /// What the actions taken in each expanded state did, by state index, as probes report it: the
    /// probe rules of that state read it instead of acting again (`ObservedActions`).
    var observed: [Int: ObservedActions] = [:]
    /// The settings actions were taken under, each once: the explorer's own first, then its
    /// variants (`Explorer.variants`). `ExploredState.reachedUnder` and
    /// `ExplorationTransition.offeredUnder` index it.
    var settings: [Settings] = []

    /// Whether a user under the settings at `index` (of `settings`) moves along `t`: it is offered
    /// under them, or they are the explorer's own with VoiceOver off and it is offered under the
    /// explorer's own. A user who reached a state with VoiceOver off (a button shown only then,
    /// taken by Voice Control) acts through the accessibility tree: Voice Control says "Go back" for
    /// escape and scrolls, Switch Control and Full Keyboard Access run custom actions and drops, so
    /// what VoiceOver's listing offers that user too, beside what Voice Control's own listing took
    /// (docs/validation.md, "Actions with VoiceOver off"). The graph's rules walk by it (`StateGraph`).
    func offers(_ t: ExplorationTransition, to index: Int) -> Bool {
        if t.offeredUnder.contains(index) { return true }
        return index > 0 && settings.indices.contains(index) && !settings[index].voiceOver && t.offeredUnder.contains(0)
    }

    /// The users the graph's rules judge `state` for, by index in `settings`, the one its path
    /// reached it under first: for a state reached without changing settings, every variant of the
    /// matrix (each is judged in every state, and stands for a user who has those settings on: a
    /// button shown only at the default size is no way out, no equivalent and no focus target for a
    /// user at AX5); for a state reached after a `set X` step (or with VoiceOver off), the user
    /// under the settings they reached it with alone (docs/validation.md, "Whose actions count").
    /// The one place every graph rule and `ExplorationReach` ask it.
    func judgedUsers(of state: Int) -> [Int] {
        let reached = states.indices.contains(state) ? states[state].reachedUnder : 0
        guard reached == 0 else { return [reached] }
        // The explorer's own and its variants, VoiceOver on: not the listing with VoiceOver off.
        return [0] + settings.indices.dropFirst().filter { settings[$0].voiceOver }
    }

    /// The users the graph's rules judge the action `t` for, first the one who took it: the users
    /// of the state it was taken in to whom it is offered (`judgedUsers(of:)`, `offers(_:to:)`), or,
    /// for an action only other settings offer, the first of them that does (the ones it set).
    /// `modality.trap` and `notify.focus-missing` ask it alike.
    func judgedUsers(taking t: ExplorationTransition) -> [Int] {
        t.action.changesSettings ? [t.offeredUnder.first ?? 0] : judgedUsers(of: t.from).filter { offers(t, to: $0) }
    }

    /// The user judged in `state` under the matrix variant `variant`: the one of `judgedUsers(of:)`
    /// with those settings (VoiceOver aside: the explorer runs with it on), or the user the state
    /// was reached under where it was reached after a change of settings.
    func user(judging state: Int, under variant: Settings) -> Int {
        let users = judgedUsers(of: state)
        guard users.count > 1 else { return users.first ?? 0 }
        var on = variant
        on.voiceOver = true
        return users.first { settings[$0] == on } ?? users[0]
    }

    /// The variant a graph finding on `state` judged for `user` names: none for the first of
    /// `judgedUsers(of:)` (the explorer's own, or the settings a `set X` step reached the state
    /// with, which its path says), else the user's settings as a state's findings under that
    /// variant name them ("contentSize=AX5": VoiceOver left out where it is on,
    /// `SettingsMatrix.label(of:readsVoiceOver:)`).
    func variantLabel(ofUser user: Int, judging state: Int) -> String {
        guard user != judgedUsers(of: state).first, settings.indices.contains(user) else { return "" }
        return SettingsMatrix.label(of: settings[user], readsVoiceOver: true)
    }

    /// Whether `t` was taken with VoiceOver off (said to Voice Control, or a shortcut pressed, in a
    /// state reached with VoiceOver off): VoiceOver heard nothing of it, and the rules that judge
    /// what it heard (`notify.silent-action`) do not judge it.
    func takenWithVoiceOverOff(_ t: ExplorationTransition) -> Bool {
        if let change = t.action.settingChanges.first(where: { $0.key == .voiceOver }) { return change.value != "true" }
        let under = states[t.from].reachedUnder
        return settings.indices.contains(under) && !settings[under].voiceOver
    }

    /// States whose actions were tried: all of them, or, in the state the bound filled in, those
    /// before it filled (`leftOutActions` counts the rest).
    public var exploredCount: Int { states.count { $0.unexplored == nil } }
    /// Whether every action of every state found was taken: no state left at a bound, no action cut
    /// when the state bound filled, no drop or custom action sampled out. Only then does a clean
    /// result mean every reachable state is clean (`validate --require-complete`,
    /// `ReachableStates.assertNoFindings`). A scene with no behaviour to explore (an imported
    /// screen) is its one state, and complete.
    public var isComplete: Bool {
        notExplored != nil || (leftOutActions == 0 && dropsLeftOut == 0 && customActionsLeftOut == 0 && voiceOverOffLeftOut == 0
            && states.allSatisfy { $0.unexplored == nil })
    }

    /// Where an incomplete exploration stopped, for a message: "2 states unexplored, 15 actions not
    /// taken"; nil when it is complete.
    public var incompleteness: String? {
        guard !isComplete else { return nil }
        let unexplored = states.count { $0.unexplored != nil }
        let notTaken = leftOutActions + dropsLeftOut + customActionsLeftOut + voiceOverOffLeftOut
        var stopped: [String] = []
        if unexplored > 0 { stopped.append("\(Plural.count(unexplored, "state")) unexplored") }
        if notTaken > 0 { stopped.append("\(Plural.count(notTaken, "action")) not taken") }
        return stopped.joined(separator: ", ")
    }

    /// States found but not explored, by reason.
    public func unexploredCount(_ reason: ExploredState.Unexplored) -> Int { states.count { $0.unexplored == reason } }

    /// One line: "5 states found, 4 explored, 1 unexplored (1 at the depth bound 8)".
    public var summary: String {
        if let notExplored { return "1 state: \(notExplored)" }
        var out = "\(Plural.count(states.count, "state")) found, \(exploredCount) explored"
        if leftOutActions > 0 {
            out += " (one of them in part: \(Plural.count(leftOutActions, "action")) not taken once the state bound was full)"
        }
        var reasons: [String] = []
        let depth = unexploredCount(.depthBound), bound = unexploredCount(.stateBound)
        if depth > 0 { reasons.append("\(depth) at the depth bound \(bounds.depth)") }
        if bound > 0 { reasons.append("\(bound) after the state bound \(bounds.states)") }
        if !reasons.isEmpty { out += ", \(depth + bound) unexplored (" + reasons.joined(separator: "; ") + ")" }
        if dropsLeftOut > 0 { out += "; drops in long lists sampled, \(Plural.count(dropsLeftOut, "drop")) not taken" }
        if customActionsLeftOut > 0 {
            out += "; \(Plural.count(customActionsLeftOut, "custom action")) past an element's \(ExplorationAction.customActionsTaken)th not taken"
        }
        if voiceOverOffLeftOut > 0 {
            out += "; \(Plural.count(voiceOverOffLeftOut, "action")) shown only with VoiceOver off that Voice Control does not take, not taken"
        }
        return out
    }
}

/// Explores a scene's reachable states (docs/validation.md, "Exploration"): a driver of the one
/// Session, never another VoiceOver. Each action is taken on a copy brought to its state: the
/// state's saved model put into a fresh copy and a Session restored to where the one that found
/// the state was (`StateRestoration`), or, where the scene cannot save its model or something was
/// in flight, by replaying the state's inputs exactly as `replay` of its trace does. Both give the
/// same copy (a test compares them on the catalog), so every path reported reaches its state when
/// replayed. A state's actions taken in order share one copy, put back in the state after each
/// where it can be (`reusesCopies`).
public struct Explorer {
    /// The scene explored.
    public var descriptor: SceneDescriptor
    /// The settings every copy runs under, VoiceOver on.
    public var settings: Settings
    /// How far to go.
    public var bounds: ExplorationBounds
    /// Whether states are reached by restoring their saved model and Session (the default) rather
    /// than by replaying their paths from the start, which costs time in the depth of each state.
    public var restoresStates = true
    /// Whether the actions of a state that one thread takes in a row share one copy, put back in
    /// the state after each (`StateRestoration.driver(putting:back:)`), rather than each taking a
    /// fresh copy; off, every action after a state's first gets a fresh copy, the straightforward
    /// way `ExplorationCopyReuseTests` compares with. The copies also go on from state to state
    /// (`SceneCopies.forExploration`), and the gestures `gesture.touch-only-state` performs in a
    /// state share one copy alike (`reach(_:puttingBack:order:)`); off, neither.
    var reusesCopies = true
    /// The settings the scene is drawn under after each activation of an element whose drawing
    /// `vision.state-by-colour` compares, when validation runs that rule and its probes read what
    /// exploration observed: the probe then reads the comparison instead of activating again.
    var drawsActivationsUnder: Settings? = nil
    /// The other settings a state's actions are listed under (VoiceOver on): an action a state offers
    /// only under one of them (a "More" button shown at the accessibility sizes) is taken too, its
    /// settings changed first (`ExplorationAction.settingChanges`), so the states behind it are
    /// found (docs/validation.md, "Actions other settings offer"). A state reached under a variant
    /// has its actions listed under the explorer's own settings too. Validation gives the matrix's
    /// variants; empty, a state's actions are those its own settings offer.
    public var variants: [Settings] = [] {
        didSet {
            var seen: Set<Settings> = [settings]
            variants = variants.map { var on = $0; on.voiceOver = true; return on }.filter { seen.insert($0).inserted }
        }
    }

    /// An explorer of `descriptor` under `settings` (VoiceOver is turned on), within `bounds`.
    public init(descriptor: SceneDescriptor, settings: Settings, bounds: ExplorationBounds) {
        self.descriptor = descriptor
        var voiceOver = settings
        voiceOver.voiceOver = true
        self.settings = voiceOver
        self.bounds = bounds
    }

    /// The digest identifying a model state: the trace's state digest of the snapshot, with no focus
    /// (every focus position would otherwise be a state of its own).
    static func digest(_ snapshot: [(key: String, value: String)]) -> String {
        StateDigest.digest(snapshot: snapshot, focusID: nil)
    }

    /// A fresh copy of the scene brought to `state`, with a driver of a Session on it as the one
    /// that found the state was left: restored, or driven there by the state's inputs.
    public func reach(_ state: ExploredState) -> SessionDriver {
        if restoresStates, let restoration = state.restoration, let driver = restoration.driver(of: descriptor) { return driver }
        return reach(inputs: state.inputs, endTime: state.endTime)
    }

    /// A copy brought to `state`: one from `pool` that served earlier states, the state's model put
    /// in, when one is idle and takes it; else a fresh one (made to keep as much as the pool's
    /// copies do). With `handingBack`, the copy goes back to the pool at once: the caller only reads it.
    func reach(_ state: ExploredState, from pool: SceneCopies?, handingBack: Bool = false) -> SessionDriver {
        guard let pool else { return reach(state) }
        let driver: SessionDriver
        if let restoration = restoresStates ? state.restoration : nil,
           let scene = SharedSceneCopy(copies: pool, restoration: restoration).take(settings: settings),
           let restored = restoration.driver(on: scene) {
            driver = restored
        } else {
            driver = reach(state)
            pool.keep(driver.session.scene)
        }
        if handingBack { pool.give(driver.session.scene, settings: settings) }
        return driver
    }

    /// `used`, a copy brought to `state` and acted on since, with `order` the order its Session read
    /// of the state: put back in the state where the explorer reuses copies and it can be
    /// (`StateRestoration.driver(putting:back:)`), else a fresh copy brought to it. The same copy
    /// either way, as exploration's own actions find (`ExplorationCopyReuseTests`).
    func reach(_ state: ExploredState, puttingBack used: SessionDriver, order: NavigationOrder) -> SessionDriver {
        if reusesCopies, restoresStates, let restoration = state.restoration,
           let back = restoration.driver(putting: used, back: order) { return back }
        return reach(state)
    }

    /// A fresh copy of the scene in `state`'s model state, with no Session: what validation judges
    /// the state on. Restored where it can be, else replayed.
    public func scene(at state: ExploredState) -> Scene {
        if restoresStates, let restoration = state.restoration, let scene = restoration.scene(of: descriptor) { return scene }
        return reach(state).session.scene
    }

    func reach(inputs: [TimedRecord], endTime: Int) -> SessionDriver {
        Self.replay(inputs, until: endTime, on: descriptor.make(), settings: settings, announcesLaunch: false)
    }

    /// A session on `scene` started with `settings` (and a launch, as the window starts), driven by
    /// `inputs` at their times and then to `endTime`, as `replay` of a trace of them does: the one
    /// way exploration, path traces and the window's findings overlay bring a fresh copy to a state.
    public static func replay(_ inputs: [TimedRecord], until endTime: Int, on scene: Scene, settings: Settings,
                              announcesLaunch: Bool, switchControl: (settings: SwitchControlSettings, on: Bool) = (.default, false)) -> SessionDriver {
        let session = Session(scene: scene, settings: settings, announcesLaunch: announcesLaunch)
        // Before the first input, as a trace header starts it: `switch` inputs act only on a Switch
        // Control that is on (from the start, or by a `switch` record `on` with these settings).
        session.startSwitchControl(switchControl.settings, on: switchControl.on)
        let driver = SessionDriver(session: session)
        var records: [TimedRecord] = []
        for record in inputs {
            if case .input(let input) = record.record { driver.apply(input, at: record.time, into: &records) }
        }
        driver.advance(to: endTime, into: &records)
        return driver
    }

    /// The scene's states within the bounds, breadth first.
    public func explore() -> ExplorationResult {
        ValidationWorkers.run(.sequential) { explore(on: $0) }
    }

    /// The scene's states within the bounds, breadth first, each state's actions taken on `workers`
    /// (side by side each on a fresh copy of its own; in order on one copy put back between them) a
    /// chunk at a time and merged in their order, so states, paths and transitions are those of one
    /// thread (docs/validation.md, "On every core").
    func explore(on workers: ValidationWorkers) -> ExplorationResult {
        let first = descriptor.make()
        let snapshot = first.stateSnapshot()
        let initial = ExploredState(index: 0, digest: Self.digest(snapshot), snapshot: snapshot,
                                    path: [], inputs: [], endTime: 0, unexplored: nil, presentedScreens: first.presentedScreens)
        var result = ExplorationResult(states: [initial], transitions: [], bounds: bounds, leftOutActions: 0, notExplored: nil)
        result.settings = listedSettings
        if first.behaviour == .unknown {
            result.notExplored = "an imported screen has no behaviour to explore"
            return result
        }
        if descriptor.isDeclarative {
            result.notExplored = "a declarative scene has no behaviour to explore"
            return result
        }
        guard bounds.depth > 0 else { return result }
        // Copies handed from state to state (`SceneCopies`): a state's actions go on copies earlier
        // states' actions used, the state's model put in, and each finds the layouts of the states
        // it was in, as a probe's copy does: an action that leads to a state the copy laid out
        // before (its parent, a sibling) reads that layout instead of laying it out again.
        let pool = reusesCopies && restoresStates ? SceneCopies.forExploration() : nil
        var indexByDigest = [initial.digest: 0]
        var next = 0
        while next < result.states.count {
            let state = result.states[next]
            defer { next += 1 }
            // A state at a bound is left unexplored if it offers any action (then the report says why).
            if state.depth >= bounds.depth || (next > 0 && result.states.count >= bounds.states) {
                if state.offersActions ?? offersAnyAction(in: state, from: pool) {
                    result.states[next].unexplored = state.depth >= bounds.depth ? .depthBound : .stateBound
                }
                continue
            }
            let listing = reach(state, from: pool)
            if state.modalViews == nil { result.states[next].modalViews = ExplorationReach.modalViews(in: listing.session.navigation.roots) }
            let actingUnder = listing.session.settings
            var leftOut = ExplorationAction.LeftOut()
            var actions = ExplorationAction.available(in: listing.session.navigation, under: actingUnder, screen: listing.session.scene.device.bounds,
                                                       longPressAreas: listing.session.sceneLongPressAreas, atMost: .max, leftOut: &leftOut)
            // Under which settings the state offers each action: what the graph's rules walk by.
            var offeredUnder = [SettingsIndices](repeating: [state.reachedUnder], count: actions.count)
            actions += actionsOnlyVariantsOffer(listing: listing, offered: actions, offeredUnder: &offeredUnder, leftOut: &leftOut)
            if listing.session.scene.readsVoiceOver { result.readsVoiceOver = true }
            // What only VoiceOver off shows that Voice Control does not take, and no listing with
            // VoiceOver on offers: not taken, so the exploration is not complete.
            if !leftOut.unspoken.isEmpty { leftOut.voiceOverOff = leftOut.unspoken.subtracting(actions.lazy.map(\.key)).count }
            result.dropsLeftOut += leftOut.drops
            result.customActionsLeftOut += leftOut.customActions
            result.voiceOverOffLeftOut += leftOut.voiceOverOff
            // What a probe would measure of each action is read against the state before any
            // action, once; each action keeps its own observer, so chunks share nothing mutable.
            let observedState = ObservedState(listing, settings: settings, drawingUnder: drawsActivationsUnder)
            var observed = ObservedActions(settings: settings, drawingSettings: drawsActivationsUnder)
            // Side by side only where a state offers many actions (a long list's drops): each chunk
            // ends in a wait for its slowest action, and on a loaded machine that is often a thread
            // the system has set aside, so small states are taken in order on this thread.
            let chunk = workers.jobs.count == 1 || actions.count < Self.actionsTakenInOrder ? 1 : min(workers.jobs.count * 64, 512)
            // Each action after the first is taken on the copy the one before it in its run used,
            // put back in the state (`StateRestoration.driver(putting:back:)`), with the order its
            // Session read of the state on that copy: neither made, laid out nor read again. The
            // first goes on the listing copy, to which nothing but reading was done. A run keeps its
            // copy, and what it read of the copy's tree and order (`TreeReads`), from chunk to
            // chunk: it is taken by one thread at a time. (Put back with another copy's order, a
            // copy read its whole tree again for every action: quadratic in a state's actions.)
            let back = reusesCopies ? StateRestoration(listing, snapshot: state.snapshot) : nil
            let listedOrder = listing.session.navigation
            var copies: [UsedCopy?] = [(listing, listedOrder)] + Array(repeating: nil, count: max(0, workers.jobs.count - 1))
            let reads = (0..<workers.jobs.count).map { _ in TreeReads() }
            // Once the state bound is full, the state's remaining actions are not taken: no state they
            // lead to could be added. Cut at the same action on any number of threads: a chunk's
            // outcomes past it are dropped unmerged.
            var merged = 0
            for start in stride(from: 0, to: actions.count, by: chunk) where result.states.count < bounds.states {
                let count = min(chunk, actions.count - start)
                // A chunk's actions are split in one run per thread, each run in order on one copy.
                // Whether an action's state is new is known only once the chunk is merged: what a
                // new state needs of its copy is read before the copy is put back, for each state
                // neither known nor past the state bound when the chunk starts.
                let known = indexByDigest, room = result.states.count < bounds.states
                let runs = min(count, workers.jobs.count), kept = copies
                let taken = workers.map(runs) { run -> (outcomes: [(observed: ObservedActions, outcome: Outcome?)], copy: UsedCopy?) in
                    var copy = kept[run]
                    var outcomes: [(observed: ObservedActions, outcome: Outcome?)] = []
                    let reads = reads[run]
                    for i in (start + run * count / runs)..<(start + (run + 1) * count / runs) {
                        let used: UsedCopy
                        if i == 0 {
                            used = (listing, listedOrder)
                        } else if let (driver, order) = copy, let putBack = back?.driver(putting: driver, back: order) {
                            used = (putBack, order)
                        } else {
                            let fresh = reach(state, from: pool)
                            used = (fresh, fresh.session.navigation)
                        }
                        outcomes.append(take(actions[i], from: state, on: used.driver, observing: observedState, reads: reads) { room && known[$0] == nil })
                        copy = used
                    }
                    return (outcomes, copy)
                }
                for (run, ran) in taken.enumerated() { copies[run] = ran.copy }
                for (k, (seen, outcome)) in taken.flatMap(\.outcomes).enumerated() where result.states.count < bounds.states {
                    merged += 1
                    observed.merge(seen)
                    guard let (action, records, digest, taking, reached) = outcome else { continue }
                    var transition = taking
                    transition.offeredUnder = offeredUnder[start + k]
                    if let known = indexByDigest[digest] {
                        transition.to = known
                    } else if let reached {
                        // `reached` was read: the state was unknown and within the bound when the chunk started.
                        let index = result.states.count
                        indexByDigest[digest] = index
                        result.states.append(ExploredState(index: index, digest: digest, snapshot: reached.snapshot, path: state.path + [action],
                                                           inputs: state.inputs + records.filter(\.record.isInput),
                                                           endTime: reached.endTime, unexplored: nil, restoration: reached.restoration,
                                                           offersActions: reached.offersActions, modalViews: reached.modalViews,
                                                           presentedScreens: reached.presentedScreens))
                        // An action only other settings offer leaves the Session under the first
                        // of them that does: the one its changes were written for.
                        result.states[index].reachedUnder = action.changesSettings ? transition.offeredUnder.first ?? 0 : state.reachedUnder
                        transition.to = index
                    }
                    result.transitions.append(transition)
                }
            }
            // Every copy the state's actions used (the listing copy among them) goes on to later states.
            for case let (driver, _)? in copies { pool?.give(driver.session.scene, settings: settings) }
            result.states[next].actionsNotTaken = actions.count - merged + leftOut.total
            result.leftOutActions += actions.count - merged
            // A state reached after a change of settings was acted on under them: its probes, under
            // the base settings, act themselves.
            if actingUnder == settings { result.observed[state.index] = observed }
        }
        return result
    }

    /// A copy an action was taken on, with the order its Session read of the state before the
    /// action: what putting it back in the state starts from.
    private typealias UsedCopy = (driver: SessionDriver, order: NavigationOrder)

    /// The most actions a state may offer and still have them taken in order on the exploring
    /// thread, however many threads the validation has.
    static let actionsTakenInOrder = 64

    /// An action taken: the inputs and outputs it recorded, the model's digest after it, the edge it
    /// made (`to` not yet known), and what a new state needs of the copy, when it may be new.
    private typealias Outcome = (action: ExplorationAction, taken: [TimedRecord], digest: String,
                                 transition: ExplorationTransition, reached: Reached?)

    /// What a new state needs of the copy an action left in it, read before the copy is put back
    /// for the next action: the snapshot (read only for a state that may be new: a known one is
    /// known by its digest), whether it offers actions (listed on that copy, whose navigation order
    /// `take` already read and refreshed, so listing them changes nothing in the Session the state
    /// is saved from), the time the action settled at, and what restores the state.
    private struct Reached {
        let snapshot: [(key: String, value: String)]
        let offersActions: Bool?
        let endTime: Int
        let restoration: StateRestoration?
        /// The modal views the state holds up (`ExploredState.modalViews`).
        let modalViews: Set<String>
        /// The screens presented in it, where the scene counts them (`Scene.presentedScreens`).
        let presentedScreens: Int?
    }

    /// `action` taken in `state` on `driver`, a copy brought to it: what a probe of it would
    /// measure (kept even when it could not be taken), and the inputs and outputs it recorded, the
    /// model's digest after it (the Session's, which digested the snapshot as the action settled),
    /// the edge it made (`to` not yet known), and, when `mayBeNew` says so of the digest, what a new
    /// state needs of the copy; the outcome is nil when it could not be taken. `reads` keeps what
    /// the run's earlier actions read of the copy's whole tree and order.
    private func take(_ action: ExplorationAction, from state: ExploredState, on driver: SessionDriver, observing observedState: ObservedState,
                      reads: TreeReads, mayBeNew: (String) -> Bool) -> (observed: ObservedActions, outcome: Outcome?) {
        var taken: [TimedRecord] = []
        driver.onRecord = { taken.append($0) }
        // An action only other settings offer is described, and acted on, under them.
        action.changeSettings(in: driver)
        let describedBefore = Self.description(of: Self.observedID(action), in: driver.session)
        let modalBefore = reads.modalViews(driver.session.navigation)
        let observer = ActionObserver(observedState, reads: reads)
        guard action.perform(in: driver, observer: observer) else { return (observer.observed, nil) }
        driver.onRecord = nil
        // Judged from the action's own input on, as a probe judges its gesture: what reaching the
        // element posted and said (a page scroll onto a card out of view) is not the action's.
        var transition = Self.transition(from: state.index, action: action, records: observer.ownRecords(taken), session: driver.session,
                                         describedBefore: describedBefore, modalBefore: modalBefore, reads: reads)
        let digest = driver.session.modelDigest
        if let start = observer.modelReached {
            transition.changedOnlyByReaching = ProbeSnapshot.same(start, driver.session.scene.stateSnapshot())
        }
        var reached: Reached?
        if mayBeNew(digest) {
            let snapshot = driver.session.scene.stateSnapshot()
            // Where its own settings offer none, whether the variants do is asked if it comes to a
            // bound (`offersAnyAction`), on the copy brought to it then.
            let offersActions = Self.offersActions(at: driver) ? true
                : variants.isEmpty && !driver.session.scene.readsVoiceOver ? false : nil
            reached = Reached(snapshot: snapshot, offersActions: offersActions, endTime: driver.session.now,
                              restoration: restoresStates ? StateRestoration(driver, snapshot: snapshot) : nil,
                              modalViews: ExplorationReach.modalViews(in: driver.session.navigation.roots),
                              presentedScreens: driver.session.scene.presentedScreens)
        }
        // Taken under other settings than the state's: not what a probe of the state, under its
        // own, would measure.
        let observed = action.changesSettings ? ObservedActions(settings: settings, drawingSettings: drawsActivationsUnder) : observer.observed
        return (observed, (action, taken, digest, transition, reached))
    }

    /// The settings a state's actions are listed under, by the index `ExplorationResult.settings`
    /// gives them: the explorer's own, then its variants, then the explorer's own with VoiceOver
    /// off, listed only in a scene that reads `voiceOver` (`Scene.readsVoiceOver`): what it shows
    /// only with VoiceOver off is taken by Voice Control (docs/validation.md, "Actions with
    /// VoiceOver off").
    var listedSettings: [Settings] { [settings] + variants + [voiceOverOff] }

    /// The explorer's own settings with VoiceOver off: those a user who acts through the
    /// accessibility tree without VoiceOver (Voice Control) is under.
    var voiceOverOff: Settings {
        var off = settings
        off.voiceOver = false
        return off
    }

    /// The actions the state `listing` (a copy in it, its order read under the state's own settings)
    /// is in offers only under other settings (the explorer's own, for a state reached under a
    /// variant, and its `variants`), each with the setting changes that bring its Session there, in
    /// the order of `listedSettings` and then of each listing: those `offered` (its own settings'
    /// actions) and those earlier settings offered are not listed again. Each variant that lays the
    /// scene out otherwise is read from the copy's layout under it, the order a Session under those
    /// settings would read. With `limit`, at most that many. `offeredUnder`, one for each of
    /// `offered` on entry, gains the settings each is offered under too, and one for each action
    /// returned, the settings that offer it.
    func actionsOnlyVariantsOffer(listing: SessionDriver, offered: [ExplorationAction], atMost limit: Int = .max,
                                  offeredUnder: inout [SettingsIndices], leftOut: inout ExplorationAction.LeftOut) -> [ExplorationAction] {
        let own = listing.session.settings
        let readsVoiceOver = listing.session.scene.readsVoiceOver
        guard !variants.isEmpty || readsVoiceOver else { return [] }
        // Where each action listed so far is, in `offered` and then `found`.
        var positions = Dictionary(offered.indices.lazy.map { (offered[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [ExplorationAction] = []
        // The settings that lay the scene out as its own do, and so offer its very actions.
        var alike = SettingsIndices()
        // The explorer's own settings first: a state reached at AX5 offering a button shown only at
        // the default size is left for it by going back to the default size, not by turning on the
        // first variant that also shows it (Reduce Motion, at the default size).
        for (index, variant) in listedSettings.enumerated() where variant != own && found.count < limit {
            // With VoiceOver off, only where the scene reads whether it runs: else it shows the same.
            if !variant.voiceOver && !readsVoiceOver { continue }
            if let scene = listing.session.scene as? ComponentScene, scene.laysOutAlike(under: own, and: variant) {
                alike.insert(index)
                continue
            }
            // The order VoiceOver would read under the variant, laid out on the listing copy: the
            // scene keeps a layout per settings, so its own stays as it was, and no Session moves.
            let order = NavigationOrder(scene: listing.session.scene, settings: variant)
            let changes = ExplorationAction.SettingChange.changes(from: own, to: variant)
            var variantLeftOut = ExplorationAction.LeftOut()
            for var action in ExplorationAction.available(in: order, under: variant, screen: listing.session.scene.device.bounds,
                                                            longPressAreas: listing.session.scene.longPressAreas(under: variant), atMost: .max, leftOut: &variantLeftOut) {
                if let at = positions[action.key] {
                    offeredUnder[at].insert(index)
                    continue
                }
                positions[action.key] = offered.count + found.count
                action.settingChanges = changes
                found.append(action)
                offeredUnder.append([index])
            }
            // Drops and custom actions left out, the larger count of the two listings: a long
            // container shown only under the variant is sampled as any is, and the exploration
            // is then not complete.
            leftOut.drops = max(leftOut.drops, variantLeftOut.drops)
            leftOut.customActions = max(leftOut.customActions, variantLeftOut.customActions)
            leftOut.unspoken.formUnion(variantLeftOut.unspoken)
        }
        if alike != SettingsIndices() { for i in offered.indices { offeredUnder[i].formUnion(alike) } }
        offeredUnder.removeLast(max(0, found.count - limit))
        return Array(found.prefix(limit))
    }

    /// Whether `state` offers any action, under its own settings or, where they offer none, under a
    /// variant's (a screen whose only control shows at the accessibility sizes).
    func offersAnyAction(in state: ExploredState, from pool: SceneCopies?) -> Bool {
        let listing = reach(state, from: pool, handingBack: true)
        if Self.offersActions(at: listing) { return true }
        var leftOut = ExplorationAction.LeftOut()
        var offeredUnder: [SettingsIndices] = []
        return !actionsOnlyVariantsOffer(listing: listing, offered: [], atMost: 1, offeredUnder: &offeredUnder, leftOut: &leftOut).isEmpty
    }

    /// The actions the state's screen offers, read from the Session's navigation order, under the
    /// Session's settings (with VoiceOver off, those Voice Control takes).
    static func actions(at driver: SessionDriver) -> [ExplorationAction] {
        var leftOut = ExplorationAction.LeftOut()
        return ExplorationAction.available(in: driver.session.navigation, under: driver.session.settings, screen: driver.session.scene.device.bounds,
                                           longPressAreas: driver.session.sceneLongPressAreas, leftOut: &leftOut)
    }

    /// Whether the state's screen offers any action, without listing them all.
    static func offersActions(at driver: SessionDriver) -> Bool {
        var leftOut = ExplorationAction.LeftOut()
        return !ExplorationAction.available(in: driver.session.navigation, under: driver.session.settings, screen: driver.session.scene.device.bounds,
                                            longPressAreas: driver.session.sceneLongPressAreas, atMost: 1, leftOut: &leftOut).isEmpty
    }

    /// What VoiceOver says for `id` in the session's order now; nil when it is not there.
    static func description(of id: String, in session: Session) -> String? {
        session.navigation.index(of: id).map { session.description(at: $0).description }
    }

    /// The element whose description tells the user what an action did: the drop target for a
    /// drop, else the element acted on.
    static func observedID(_ action: ExplorationAction) -> String {
        if case .drop(_, let target, _, _) = action.kind { return target }
        return action.elementID
    }

    /// The edge an action made, from the records of its own gestures (those after reaching its
    /// element, `ActionObserver.ownRecords`): what was posted, whether the scene played a note, and
    /// what VoiceOver says for the element acted on now.
    /// `modalBefore`: the modal views the state acted in held; the action presented a screen when
    /// it posted a screen change or the state it left holds a modal view that one did not (an
    /// action inside an open folder or a sheet presents nothing: it is still the same modal view).
    static func transition(from: Int, action: ExplorationAction, records: [TimedRecord], session: Session,
                           describedBefore: String?, modalBefore: Set<String>, reads: TreeReads = TreeReads()) -> ExplorationTransition {
        var notifications: [NotificationName] = []
        var missing: [String] = []
        var named: [String] = []
        var sound = false
        var presented = false
        var hearing = NotificationHearing()
        for record in records {
            if case .output(_, let event) = record.record { hearing.note(event, at: record.time) }
            switch record.record {
            case .output(_, .notification(let name, let argument)):
                notifications.append(name)
                if name == .screenChanged { presented = true }
                let target = name == .screenChanged ? argument : argument.flatMap { $0.hasPrefix("element:") ? String($0.dropFirst(8)) : nil }
                if name != .announcement && name != .pageScrolled, let id = target {
                    if !named.contains(id) { named.append(id) }
                    if session.navigation.index(of: id) == nil, !missing.contains(id) { missing.append(id) }
                }
            case .output(_, .sound(.tone)):
                sound = true
            default: break
            }
        }
        presented = presented || !reads.modalViews(session.navigation).isSubset(of: modalBefore)
        var transition = ExplorationTransition(from: from, to: from, action: action, leftOut: false, notifications: notifications,
                                               playedSceneSound: sound, describedBefore: describedBefore,
                                               describedAfter: description(of: observedID(action), in: session),
                                               missingFocusTargets: missing, presented: presented)
        transition.postedWasHeard = hearing.heard
        transition.focusTargets = named
        return transition
    }
}
