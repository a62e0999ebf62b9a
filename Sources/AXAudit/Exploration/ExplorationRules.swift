import AXCore
import AXEngine

/// A rule that judges the graph of explored states, not one state: what actions lead where
/// (docs/validation.md, "Exploration"). It runs once per scene after exploration, and not at
/// `--depth 0`, where there is no graph.
protocol ExplorationRule: Rule {
    /// The findings, each with the state it was seen in (its path is that state's).
    func judge(_ exploration: ExplorationResult, explorer: Explorer) -> [(Finding, ExploredState)]
    /// Why the rule could not judge `exploration`, reported beside the findings instead of a pass;
    /// nil when it judged it.
    func assess(_ exploration: ExplorationResult, explorer: Explorer) -> UnassessedRule?
}

extension ExplorationRule {
    /// One state alone holds nothing this rule reads.
    func check(_ subject: AuditSubject, report: inout FindingSink) {}

    /// Judged whatever the exploration: by default a rule's findings hold for the states found.
    func assess(_ exploration: ExplorationResult, explorer: Explorer) -> UnassessedRule? { nil }

    /// A finding of this rule on `elementID` (nil: the scene), named by `name`.
    /// `settings`: the variant whose user it judged, where not the state's first
    /// (`ExplorationResult.variantLabel(ofUser:judging:)`).
    func finding(_ scene: SceneDescriptor, elementID: String?, name: String?, _ message: String, detail: String,
                 measure: String?, settings: String = "") -> Finding {
        Finding(ruleID: info.id, severity: info.severity, sceneID: scene.id, subject: FindingSubject(elementID: elementID, label: name),
                message: message, detail: detail, fix: info.fix, settings: settings, measure: measure)
    }
}

/// The exploration rules, run by `Validator` after the states are explored.
enum ExplorationRules {
    /// Runs each exploration rule among `rules` on the graph.
    static func check(_ exploration: ExplorationResult, explorer: Explorer, rules: [Rule]) -> [(Finding, ExploredState)] {
        guard exploration.notExplored == nil else { return [] }
        return explorationRules(among: rules).flatMap { $0.judge(exploration, explorer: explorer) }
    }

    /// The exploration rules among `rules` that could not judge the graph, and why.
    static func unassessed(_ exploration: ExplorationResult, explorer: Explorer, rules: [Rule]) -> [UnassessedRule] {
        guard exploration.notExplored == nil else { return [] }
        return explorationRules(among: rules).compactMap { $0.assess(exploration, explorer: explorer) }
    }

    /// Only the exploration rules are cast: a cast a rule's type fails scans every protocol
    /// conformance in the program (a quarter of a million instructions, for each of sixty rules).
    private static func explorationRules(among rules: [Rule]) -> [ExplorationRule] {
        rules.filter { ids.contains($0.info.id) }.compactMap { $0 as? ExplorationRule }
    }
}

/// An action that changes the model and tells VoiceOver nothing: a drop, a custom action, an
/// adjustment, a scroll, escape, magic tap or typing after which VoiceOver spoke nothing the scene
/// posted (`ExplorationTransition.postedWasHeard`), no note played,
/// and what VoiceOver says for the element acted on (the drop target for a drop) is unchanged.
struct SilentActionRule: ExplorationRule {
    let info = RuleInfo(
        id: .notifySilentAction, area: .notifications, kind: .exploration, severity: .warning,
        title: "Action changes the model but tells VoiceOver nothing",
        explanation: "Every action a VoiceOver user can take is taken in every explored state. When the model changed but the scene told VoiceOver nothing (no announcement it speaks a word of, no layout or screen change; an announcement of \"\", or one cut off before its first word, is none), played no note, and the element acted on reads as before, the user cannot tell anything happened: a reorder by drop that says nothing, while the same reorder by a custom action is announced. A double tap is judged by traits.silent-state-change, and an action taken with VoiceOver off (said to Voice Control where the scene shows its element only then) is not judged: VoiceOver heard nothing because it was off.",
        fix: "Announce the result (\"Moved Mail before Notes\"), post layoutChanged, or update the element's value.",
        reference: "WCAG 4.1.3")

    func judge(_ exploration: ExplorationResult, explorer: Explorer) -> [(Finding, ExploredState)] {
        exploration.transitions.compactMap { t in
            guard t.to != t.from, !t.changedOnlyByReaching, t.action.kind != .activate, !t.postedWasHeard, !t.playedSceneSound,
                  Self.readsAsBefore(t), !exploration.takenWithVoiceOverOff(t) else { return nil }
            let a = t.action
            return (finding(explorer.descriptor, elementID: a.elementID, name: a.elementName,
                            "\"\(a.step)\" changes the model but tells VoiceOver nothing",
                            detail: "the state changed; " + Self.posted(t.notifications.map(\.rawValue)) + " and \"\(ExplorationRules.observedName(a))\" reads \"\(t.describedAfter ?? "")\" as before",
                            measure: ExplorationRules.measure(of: a)), exploration.states[t.from])
        }
    }
}

extension SilentActionRule {
    /// The element acted on is still there and VoiceOver reads it as before: a description changed
    /// only in white space or invisible characters is heard as no change (`String.readsAlike`).
    static func readsAsBefore(_ t: ExplorationTransition) -> Bool {
        guard let after = t.describedAfter, let before = t.describedBefore else { return t.describedAfter == nil && t.describedBefore == nil }
        return after.readsAlike(before)
    }

    /// What a finding says of a silent action's notifications, by their names: none posted, or
    /// which were and that VoiceOver spoke nothing of them. Every silent-action finding (this
    /// rule's, `traits.silent-state-change`'s, `actions.custom-action-fails`') words it so.
    static func posted(_ names: [String]) -> String {
        names.isEmpty ? "nothing was posted" : "VoiceOver spoke nothing of what was posted (" + names.joined(separator: ", ") + ")"
    }
}

/// A presented screen or sheet no action leads back out of: a sheet with no close, escape not
/// handled, a pushed screen with no back.
struct TrapStateRule: ExplorationRule {
    /// Whether a state an action closed its screen into is told apart from a presented one
    /// (`returns(to:in:explorer:)`), which reads the states' screens; off, the rule judges the graph
    /// of states alone (`TrapGraphTests` holds that part to a walk over synthetic graphs).
    var tellsReturnsApart = true

    let info = RuleInfo(
        id: .modalityTrap, area: .modality, kind: .exploration, severity: .error,
        title: "A presented screen or sheet no VoiceOver action leads out of",
        explanation: "A state entered by a screen change, or holding a modal view the state before did not, from which no action a VoiceOver user can take (double tap, escape, the actions, the adjustments, scrolls, drops) leads back to the state it was opened from: a sheet with no close and no escape, a pushed screen with no back. Judged only when every state reachable from it was explored within the bounds. It is judged for each variant of the matrix to whom the action that opened it is offered, along the actions offered under that variant's settings (an Unlock button shown only at the default size frees no one at AX5), and a screen opened after a change of settings for the user under them. A screen opened with VoiceOver off (by Voice Control, on a button the scene shows only then) is judged for a user who acts through the accessibility tree: any action the exploration took there, VoiceOver's or Voice Control's, is a way out (Voice Control says \"Go back\" for escape). An action that closes the screen it is on and changes the model (a sheet's Pay, an editor's Save) returns to the screen below, changed: a state that reads as the screen the closed one was opened over (half its elements or more shared) is a return, not a trap. A scene that counts its open screens (a scene file) is judged by the count: an action that lowers it closes a screen, and a screen is left once a state with no more screens open than its opener is reachable.",
        fix: "Give the screen a Back or Close button, or handle escape (accessibilityPerformEscape) to dismiss it.",
        reference: "WCAG 2.1.2")

    func judge(_ exploration: ExplorationResult, explorer: Explorer) -> [(Finding, ExploredState)] {
        let states = exploration.states
        // A way out is one under the settings the state was reached with (`StateGraph`): a close
        // button shown only at another text size does not free a user who has not changed it, and
        // a sheet a button shown only at AX5 opens is judged by what AX5 offers. Each settings' graph
        // is worked out once, when a state opened under them is first judged.
        var graphs: [Int: Graph] = [:]
        var results: [(Finding, ExploredState)] = []
        // Each state once, judged from the action that first reached it (the last step of its path).
        var judged = Set<Int>()
        for t in exploration.transitions where t.to != t.from && t.presented && judged.insert(t.to).inserted {
            // The users who opened it: under the settings of the state it was opened from (each
            // variant of the matrix there, `ExplorationResult.judgedUsers(of:)`, to whom the action
            // is offered), or, for an action only other settings offer, the first of them that does
            // (the ones it set). Reported once, for the first user it traps.
            let users = exploration.judgedUsers(taking: t)
            // Whether it closed a screen rather than presenting one is the same for every user: asked once.
            var closed: Bool?
            func returns() -> Bool {
                if let closed { return closed }
                closed = tellsReturnsApart && Self.returns(to: t, in: exploration, explorer: explorer)
                return closed!
            }
            for under in users {
                let graph = graphs[under] ?? Graph(exploration, under: under)
                graphs[under] = graph
                guard var found = trap(t, in: graph, exploration: exploration, explorer: explorer, returns: returns) else { continue }
                found.settings = t.action.changesSettings ? "" : exploration.variantLabel(ofUser: under, judging: t.from)
                results.append((found, states[t.to]))
                break
            }
        }
        return results
    }

    /// The finding when `t` opened a screen no action offered in `graph` (one user's) leads back
    /// out of, nil when some does or a way out may lie beyond the bounds.
    /// `returns` tells whether `t` closed the screen it was taken on (`returns(to:in:explorer:)`).
    private func trap(_ t: ExplorationTransition, in graph: Graph, exploration: ExplorationResult, explorer: Explorer,
                      returns: () -> Bool) -> Finding? {
        let states = exploration.states
        let trapped = t.to
        let (successors, components, complete) = (graph.successors, graph.components, graph.complete)
        // Everything reachable from the state must have been explored: else a way out may lie beyond the bounds.
        // The opening action is offered under those settings, so it is in their graph.
        let leadsBack = components.component[t.from] == components.component[trapped]
        guard complete[components.component[trapped]], !leadsBack else { return nil }
        // A scene that counts its presented screens (a scene file) settles what the action did:
        // one that lowered the count closed a screen (an onboarding sheet's Done that also
        // changes the screen below, sharing nothing with it), and a screen it presented is left
        // once a state reachable from it shows no more screens than the one it was opened from.
        // Otherwise: closing a screen with an action that also changes the model ("Pay" on an
        // invoice's sheet, "Save" on a pushed editor) posts a screen change and lands on the
        // screen below, changed: no way leads back to the open sheet, and none should. A return,
        // not a presentation (`returns`): asked only of a state that would otherwise be reported.
        if let opened = states[t.from].presentedScreens, let now = states[trapped].presentedScreens, now != opened {
            if now < opened { return nil }
            let left = StateGraph.reached(from: trapped, successors).contains { (states[$0].presentedScreens ?? .max) <= opened }
            if left { return nil }
        } else if returns() {
            return nil
        }
        let reachable = StateGraph.reached(from: trapped, successors).count
        return finding(explorer.descriptor, elementID: nil, name: nil,
                       "No action leads back out of the screen opened by \"\(t.action.step)\"",
                       detail: "\(Plural.count(reachable, "state")) reachable from it, none of them the one it was opened from; escape and every action were tried",
                       measure: "trap \(states[trapped].digest)")
    }

    /// The graph of states as a user under one settings moves along it, with what the rule reads
    /// of it. A way out of a state opened from another is a path back to that one: the two then lie
    /// in one strongly connected component (the opening action leads from one to the other). And
    /// everything reachable from a state was explored whole when it was so in its component and in
    /// every component that one reaches. Both are worked out once for the whole graph: a walk from
    /// each opened state over all it reaches was 1% of validating the catalog.
    private struct Graph {
        let successors: [[Int]]
        let components: StronglyConnectedComponents
        /// By component: whether everything reachable from it was explored whole.
        let complete: [Bool]

        init(_ exploration: ExplorationResult, under settings: Int) {
            let states = exploration.states
            let successors = StateGraph.successors(exploration, under: settings)
            let components = StronglyConnectedComponents(successors: successors)
            var complete = [Bool](repeating: true, count: components.count)
            for s in states.indices where states[s].unexplored != nil || states[s].actionsNotTaken > 0 {
                complete[components.component[s]] = false
            }
            // Numbered so that a component comes after every component it reaches: theirs are final.
            for c in 0..<components.count where complete[c] {
                complete[c] = components.members[c].allSatisfy { s in successors[s].allSatisfy { complete[components.component[$0]] } }
            }
            (self.successors, self.components, self.complete) = (successors, components, complete)
        }
    }

    /// Whether `t` closed the screen it was taken on rather than presenting one: its state was itself
    /// presented over another, and the state `t` leads to reads as that one's screen (at least half
    /// of the elements either shows are shared). A screen a trap opens of its own (a help page
    /// pushed over a sheet with no way out) shares little with the screen below the trap.
    static func returns(to t: ExplorationTransition, in exploration: ExplorationResult, explorer: Explorer) -> Bool {
        let openers = exploration.transitions.filter { $0.to == t.from && $0.from != t.from && $0.presented }.map(\.from)
        guard !openers.isEmpty else { return false }
        func ids(_ state: Int) -> Set<String> {
            Set(explorer.reach(exploration.states[state]).session.navigation.entries.map(\.id))
        }
        let landed = ids(t.to)
        guard !landed.isEmpty else { return false }
        return Set(openers).contains { opener in
            let below = ids(opener)
            return 2 * landed.intersection(below).count >= max(landed.count, below.count)
        }
    }
}

/// A state a touch gesture the scene declares leads to, that no action through the tree reaches:
/// the gesture's effect has no accessible path.
struct TouchOnlyStateRule: ExplorationRule {
    let info = RuleInfo(
        id: .gestureTouchOnlyState, area: .actions, kind: .exploration, severity: .error,
        title: "A state reachable only by a touch gesture",
        explanation: "Each gesture the scene declares (declaredGestures) is performed, as a finger would, in every explored state; when it leads to a state no VoiceOver action reaches, its effect has no accessible path. A finger's tap is also made at the centre of each drawn text, image and filled shape that lies in no element's frame and in no declared gesture's area (at most 8 a state, in drawing order): a tap recognizer on drawing that is no element, which a scene in Swift need not declare, is judged as a declared tap is. An action covers the gesture only by reaching the same state, the one the explorer knows by the same digest of the model (what the gesture changed, changed alike): a custom action in the gesture's area that does something else (a row's \"Archive\" beside its swipe to delete) is no path, though actions.touch-only-gesture, which reads the tree alone, counts it; the finding names the custom actions there. A gesture that changes nothing when a finger performs it (a scene file's declared without effect fields) leaves actions.touch-only-gesture's reading alone to judge it. A state is judged for each variant of the matrix, along the actions offered under its settings, and a state reached after a change of settings under the settings its path reached it with: the actions a user under them has, on every state on the way; for a state reached with VoiceOver off, every action through the tree, VoiceOver's and Voice Control's. Judged only when the exploration was complete (no state left unexplored, no action left out); a bounded exploration of a scene with gestures lists the rule as needing review, with why.",
        fix: "Offer the gesture's effect as a custom action, an adjustable, or a button.",
        reference: "WCAG 2.5.7")

    /// A bounded exploration of a scene with gestures is not judged, and the report says so: a
    /// state a gesture leads to may be one the actions beyond the bounds reach. Saying nothing read
    /// as a pass (a grid whose delete badges only a finger can use was green). The states are asked
    /// for gestures in the order found, each on a copy brought to it as `judge` reads them, until one
    /// has some: most scenes with gestures declare them in their initial state.
    func assess(_ exploration: ExplorationResult, explorer: Explorer) -> UnassessedRule? {
        guard let stopped = exploration.incompleteness,
              exploration.states.contains(where: { explorer.reach($0).session.sceneDeclaredGestures.contains { !$0.isPathDependent } }) else { return nil }
        return UnassessedRule(ruleID: info.id, status: .needsReview,
                              reason: "the scene declares touch gestures and the exploration stopped at its bounds (" + stopped
                                + "), so a state only a gesture reaches cannot be told from one the actions beyond them reach: "
                                + "raise --states or --depth until the exploration is complete, or check by hand that each gesture's effect has an accessible path")
    }

    /// What a finger's gesture or tap changed, in the model's own words rather than the state's
    /// digest alone: its first two changed keys, " (key=old → key=new, …)", or nothing. A key the
    /// state had not (a screen opened onto a scene file's stack) is "unset" before.
    static func changes(from snapshot: [(key: String, value: String)], to after: [(key: String, value: String)]) -> String {
        let before = Dictionary(snapshot.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let changed = after.filter { before[$0.key] != $0.value }.prefix(2)
            .map { "\($0.key)=\(before[$0.key] ?? "(unset)") → \($0.key)=\($0.value)" }
        return changed.isEmpty ? "" : " (" + changed.joined(separator: ", ") + ")"
    }

    func judge(_ exploration: ExplorationResult, explorer: Explorer) -> [(Finding, ExploredState)] {
        guard exploration.isComplete else { return [] }
        // Each state is judged as a user under the settings it was reached with (`StateGraph`): its
        // gestures are performed on a copy under them, and a state one leads to is known when the
        // actions offered under them reach it, from the initial state or from the state judged. A
        // state reached only after changing them (a button shown at the accessibility sizes) is no
        // accessible path for a user who has not; a sheet that button opens is judged by what the
        // accessibility sizes offer there and on the way back.
        var reach: [Int: (successors: [[Int]], fromStart: Set<Int>, known: Set<String>)] = [:]
        func known(from state: Int, under settings: Int) -> Set<String> {
            let graph = reach[settings] ?? {
                let successors = StateGraph.successors(exploration, under: settings)
                let fromStart = StateGraph.reached(from: 0, successors)
                return (successors, fromStart, Set(fromStart.map { exploration.states[$0].digest }))
            }()
            reach[settings] = graph
            if graph.fromStart.contains(state) { return graph.known }
            return graph.known.union(StateGraph.reached(from: state, graph.successors).map { exploration.states[$0].digest })
        }
        var results: [(Finding, ExploredState)] = []
        var reported = Set<String>()
        for state in exploration.states {
            // The state's gestures take turns on one copy, the one its gestures were read from, put
            // back in the state after each as exploration's actions are (`Explorer.reach(_:puttingBack:order:)`):
            // a fresh copy for each was nearly all of this rule's work, 1% of validating the catalog.
            var driver = explorer.reach(state)
            let order = driver.session.navigation
            // A path-dependent gesture (freehand drawing) needs no accessible path (`DeclaredGesture.isPathDependent`).
            let declared = driver.session.sceneDeclaredGestures.filter { !$0.isPathDependent }
            // The drawn items a finger can tap that no element and no declared gesture covers: a
            // tap recognizer on a view that is no element is a control the scene never declares.
            let undeclared = Self.undeclaredTapPoints(in: driver.session, declared: driver.session.sceneDeclaredGestures)
            guard !declared.isEmpty || !undeclared.isEmpty else { continue }
            // Each user judged in the state (`ExplorationResult.judgedUsers(of:)`: the variants of
            // the matrix, for a state reached without changing settings), whose known states are
            // worked out when first asked; the finding names the first user none of whose actions
            // reaches the gesture's state.
            let users = exploration.judgedUsers(of: state.index)
            var knownBy: [Int: Set<String>] = [:]
            func unknownTo(_ digest: String) -> Int? {
                users.first { user in
                    let known = knownBy[user] ?? known(from: state.index, under: user)
                    knownBy[user] = known
                    return !known.contains(digest)
                }
            }
            var used = false
            for (index, gesture) in declared.enumerated() {
                for performed in Self.performances(of: gesture) {
                    if used { driver = explorer.reach(state, puttingBack: driver, order: order) }
                    used = true
                    let session = driver.session
                    guard session.performDeclared(performed) else { continue }
                    let after = session.scene.stateSnapshot()
                    let digest = Explorer.digest(after)
                    guard let user = unknownTo(digest), reported.insert("\(index) \(gesture.meaning)").inserted else { continue }
                    let changes = Self.changes(from: state.snapshot, to: after)
                    let explored = exploration.states.contains { $0.digest == digest }
                    // The custom actions in the gesture's area, read on the copy put back in the state:
                    // an action there is what actions.touch-only-gesture counts, and they lead elsewhere
                    // (a row's "Archive" beside its swipe to delete). Said only of a state no action
                    // reaches at all: one other settings' actions reach may be an action's in the area
                    // under those settings.
                    var actionsThere: [String] = []
                    if !explored {
                        driver = explorer.reach(state, puttingBack: driver, order: order)
                        let focusable = AuditNode.collect(driver.session.navigation.roots).filter(\.isFocusable)
                        actionsThere = TouchOnlyGestureRule.candidates(for: gesture, among: focusable).flatMap { $0.element.customActions.map(\.name.string) }
                    }
                    let elsewhere = actionsThere.isEmpty ? "" : "; the custom actions in its area (" + actionsThere.map { "\"\($0)\"" }.joined(separator: ", ") + ") lead elsewhere"
                    results.append((finding(explorer.descriptor, elementID: gesture.equivalentElementID, name: nil,
                                            "The \(gesture.kind.rawValue) that does \"\(gesture.meaning)\" reaches a state no VoiceOver action reaches",
                                            detail: "performed at \(gesture.frame.center)\(performed.direction.map { ", \($0.rawValue)" } ?? ""); the state it leads to\(changes), \(digest), "
                                                + (explored
                                                    ? "is reached only along actions other settings offer than "
                                                        + (user == users[0] ? "those this state was reached with" : exploration.variantLabel(ofUser: user, judging: state.index))
                                                    : "is not among the \(Plural.count(exploration.states.count, "explored state"))") + elsewhere,
                                            measure: "gesture \(gesture.kind.rawValue) \(gesture.meaning)", settings: exploration.variantLabel(ofUser: user, judging: state.index)), state))
                    break
                }
            }
            // An undeclared tap, judged as a declared tap's effect is: an action reaching the same
            // state covers it (a sheet's backdrop tap that escape also closes).
            for point in undeclared {
                if used { driver = explorer.reach(state, puttingBack: driver, order: order) }
                // A tap nothing answered left the model as it was: the next is made on the same copy.
                guard driver.session.tapAsFinger(at: point.at) else { used = false; continue }
                used = true
                let after = driver.session.scene.stateSnapshot()
                let digest = Explorer.digest(after)
                guard let user = unknownTo(digest), reported.insert("tap \(point.at) \(point.item)").inserted else { continue }
                let changes = Self.changes(from: state.snapshot, to: after)
                let explored = exploration.states.contains { $0.digest == digest }
                results.append((finding(explorer.descriptor, elementID: nil, name: nil,
                                        "A tap at \(point.at) on the \(point.item) leads to a state no VoiceOver action reaches",
                                        detail: "a finger's tap on a drawn item no element and no declared gesture covers; the state it leads to\(changes), \(digest), "
                                            + (explored
                                                ? "is reached only along actions other settings offer than "
                                                    + (user == users[0] ? "those this state was reached with" : exploration.variantLabel(ofUser: user, judging: state.index))
                                                : "is not among the \(Plural.count(exploration.states.count, "explored state"))")
                                            + (point.cut > 0 ? "; \(Plural.count(point.cut, "further drawn item")) in this state went untapped (at most \(Self.undeclaredTapLimit) are tapped)" : ""),
                                        measure: "tap \(point.at) \(point.item)", settings: exploration.variantLabel(ofUser: user, judging: state.index)), state))
            }
        }
        return results
    }

    /// At most this many undeclared taps per state: a screen of loose drawing (a chart's bars)
    /// would otherwise cost a tap per bar in every state; a finding says when the limit cut some.
    static let undeclaredTapLimit = 8

    /// Where a finger's tap is tried in a state beyond its declared gestures: the centre of each
    /// drawn text run, image and filled shape (visible, on the screen) that lies in no
    /// accessibility element's frame and in no declared gesture's area, once per point, in drawing
    /// order, at most `undeclaredTapLimit`; `cut` (on each) counts those the limit left out.
    static func undeclaredTapPoints(in session: Session, declared: [DeclaredGesture]) -> [(at: Point, item: String, cut: Int)] {
        var list = DisplayList()
        session.scene.draw(into: &list, settings: session.settings, time: session.now)
        let frames = AuditNode.collect(session.navigation.roots).map(\.element.frame) + declared.map(\.frame)
        let screen = Rect(origin: .zero, size: session.scene.device.size)
        var seen = Set<Point>()
        var found: [(at: Point, item: String)] = []
        for item in list.items where item.opacity > 0 {
            let name: String
            switch item.command {
            case .text(let run) where run.color.alpha > 0: name = "drawn text \"\(run.string)\""
            case .image(let image, _, _): name = "drawn image \"\(image)\""
            case .fill(_, let colour) where colour.alpha > 0: name = "drawn shape"
            default: continue
            }
            guard let bounds = item.drawnBounds, bounds.width > 0, bounds.height > 0 else { continue }
            let at = bounds.center
            guard screen.contains(at), !frames.contains(where: { $0.contains(at) }), seen.insert(at).inserted else { continue }
            found.append((at, name))
        }
        let cut = max(0, found.count - undeclaredTapLimit)
        return found.prefix(undeclaredTapLimit).map { ($0.at, $0.item, cut) }
    }

    /// The ways a finger performs a declared gesture, at the centre of its frame: a swipe each way,
    /// a pinch out and in, a rotation each way, the others once.
    static func performances(of gesture: DeclaredGesture) -> [SceneGesture] {
        let at = gesture.frame.center
        switch gesture.kind {
        case .swipe: return SwipeDirection.allCases.map { SceneGesture(kind: .swipe, location: at, direction: $0) }
        case .pinch: return [2.0, 0.5].map { SceneGesture(kind: .pinch, location: at, fingers: 2, amount: $0) }
        case .rotate: return [0.5, -0.5].map { SceneGesture(kind: .rotate, location: at, fingers: 2, amount: $0) }
        default: return [SceneGesture(kind: gesture.kind, location: at)]
        }
    }
}

/// A screen or layout change that names an element to focus that is not in the new state:
/// VoiceOver lands on the first element instead, somewhere the user did not ask for.
struct MissingFocusTargetRule: ExplorationRule {
    let info = RuleInfo(
        id: .notifyFocusMissing, area: .notifications, kind: .exploration, severity: .error,
        title: "A screen or layout change sends the focus to an element that does not exist",
        explanation: "After each action, the element a screenChanged or layoutChanged notification names is looked up in the new state's navigation order, laid out under each variant of the matrix to whom the action is offered (a status line shown only at the default size is not there at AX5). When it is not there, VoiceOver cannot land on it and goes to the first element instead.",
        fix: "Name an element of the new screen (its id as exposed after the change), or post nil to start at the first element.")

    func judge(_ exploration: ExplorationResult, explorer: Explorer) -> [(Finding, ExploredState)] {
        // The user who took an action (first) found what it lacks as it was taken; each other
        // variant of the matrix in the state it was taken in, to whom it is offered, looks the
        // targets up in the new state laid out under its settings (`ExplorationResult.judgedUsers(of:)`).
        let transitions = exploration.transitions.indices.filter { !exploration.transitions[$0].focusTargets.isEmpty }
        let usersOf = transitions.map { exploration.judgedUsers(taking: exploration.transitions[$0]) }
        // Every target each state is looked up for, and the users it is looked up for, gathered
        // first: each state is read once for all of them, and only the targets each user's order
        // lacks are kept (the orders, kept whole, were 40% of the peak memory validating the home screen).
        var asked: [Int: (targets: Set<String>, users: Set<Int>)] = [:]
        for (i, users) in zip(transitions, usersOf) where users.count > 1 {
            let t = exploration.transitions[i]
            asked[t.to, default: ([], [])].targets.formUnion(t.focusTargets)
            asked[t.to, default: ([], [])].users.formUnion(users.dropFirst())
        }
        // By state, the targets asked there that the order laid out under each user's settings
        // lacks, worked out where first needed.
        var absent: [Int: [Int: Set<String>]] = [:]
        func lacking(in state: Int, for user: Int) -> Set<String> {
            if let known = absent[state] { return known[user] ?? [] }
            let known = Self.lacking(asked[state]?.targets ?? [], in: exploration.states[state], for: (asked[state]?.users ?? []).sorted(),
                                     of: exploration, explorer: explorer)
            absent[state] = known
            return known[user] ?? []
        }
        var results: [(Finding, ExploredState)] = []
        for (i, users) in zip(transitions, usersOf) {
            let t = exploration.transitions[i]
            var reported = Set<String>()
            for (k, user) in users.enumerated() {
                let missing = k == 0 ? t.missingFocusTargets : t.focusTargets.filter(lacking(in: t.to, for: user).contains)
                for id in missing where reported.insert(id).inserted {
                    var found = finding(explorer.descriptor, elementID: t.action.elementID, name: t.action.elementName,
                                        "After \"\(t.action.step)\" the focus is sent to \"\(id)\", which is not on the new screen",
                                        detail: "a screen or layout change named \"\(id)\"; the new state's navigation order has no such element",
                                        measure: "focus \(id)")
                    if k > 0 { found.settings = exploration.variantLabel(ofUser: user, judging: t.from) }
                    results.append((found, exploration.states[t.from]))
                }
            }
        }
        return results
    }
}

extension MissingFocusTargetRule {
    /// By user (an index of `exploration.settings`), which of `targets` the order of `state` laid
    /// out under the user's settings lacks, read on one copy brought to the state. A user under
    /// settings the copy lays out alike with an earlier user's (`ComponentScene.laysOutAlike`:
    /// they differ only in on/off settings it read, if at all, while drawing) has that user's
    /// order, element for element, and takes what it lacks: Reduce Motion, Reduce Transparency and
    /// Increase Contrast usually read one order, not three.
    static func lacking(_ targets: Set<String>, in state: ExploredState, for users: [Int], of exploration: ExplorationResult,
                        explorer: Explorer) -> [Int: Set<String>] {
        let scene = explorer.reach(state).session.scene
        var read: [(settings: Settings, lacking: Set<String>)] = []
        var lacking: [Int: Set<String>] = [:]
        for user in users {
            let settings = exploration.settings[user]
            // Asked once the earlier user's order was read and its targets looked up: a setting read
            // while doing so is noted by then.
            if let component = scene as? ComponentScene, let alike = read.first(where: { component.laysOutAlike(under: $0.settings, and: settings) }) {
                lacking[user] = alike.lacking
                continue
            }
            let order = NavigationOrder(scene: scene, settings: settings)
            // A target a scroll area holds out of view under these settings is there: the state's
            // scroll offset is the one its own settings left (the feed at the top), while this
            // variant's user, whose grown text pushed the post below the viewport, scrolled to it
            // to act on it.
            let absent = targets.filter { order.index(of: $0) == nil && !scrolledAway($0, in: order.roots) }
            read.append((settings, absent))
            lacking[user] = absent
        }
        return lacking
    }

    /// Whether a scroll area among `roots` holds `id` in its content, out of view.
    static func scrolledAway(_ id: String, in roots: [AccessibilityElement]) -> Bool {
        roots.contains { element in
            !element.elementsHidden && (element.scrollContent?.wholeFrame(of: id) != nil || scrolledAway(id, in: element.children))
        }
    }
}

extension ExplorationRules {
    /// The ids of the exploration rules: reported as run only when a scene was explored.
    static let ids: Set<String> = Set(RuleCatalog.all.compactMap { $0 is ExplorationRule ? $0.info.id : nil })

    /// What a rule measured on an action: the action itself (its kind and its rotor item).
    static func measure(of action: ExplorationAction) -> String {
        switch action.kind {
        case .activate: return "activate"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .zoomIn: return "zoom in"
        case .zoomOut: return "zoom out"
        case .customAction(_, let name): return "action \(name)"
        case .scroll(let direction): return "scroll \(direction.rawValue)"
        case .escape: return "escape"
        case .magicTap: return "magic tap"
        case .longPress: return "long press"
        case .drop(let source, let target, _, let drop): return "drop \(source.name) \(target) \(drop.name)"
        case .type: return "type"
        case .shortcut(let chord, _): return "shortcut \(chord.written)"
        }
    }

    /// The element whose reading tells what the action did, by name.
    static func observedName(_ action: ExplorationAction) -> String {
        if case .drop(_, _, let target, _) = action.kind { return target }
        return action.elementName
    }
}

/// Walks over the graph of explored states, shared by the rules that judge it (`modality.trap`,
/// `gesture.touch-only-state`, and `ExplorationReach` for `actions.touch-only-gesture`): as a user
/// under one of the settings the exploration took actions under moves along it, never changing them.
/// A state is one model state whatever settings reached it, and it was explored under the settings
/// it was first reached with (`ExploredState.reachedUnder`); its actions were also listed under the
/// others (`ExplorationTransition.offeredUnder`). So a user under the accessibility sizes passing
/// through a state explored at the default size moves along what that state offers at the
/// accessibility sizes, not along a button shown only at the default size, and the other way round.
/// The judged user is the one under the settings the state judged was reached with: the explorer's
/// own for a state its actions reach, AX5 for a sheet a button shown only at AX5 opens
/// (docs/validation.md, "Actions other settings offer").
enum StateGraph {
    /// Each state's successors along the actions it offers under the settings at `settings` (an
    /// index of `ExplorationResult.settings`; 0, the explorer's own): what a user under them moves
    /// along. An action taken under other settings leads where it would under these: a model's
    /// change does not follow the text size.
    static func successors(_ exploration: ExplorationResult, under settings: Int) -> [[Int]] {
        var successors = [[Int]](repeating: [], count: exploration.states.count)
        for t in exploration.transitions where exploration.offers(t, to: settings) { successors[t.from].append(t.to) }
        return successors
    }

    /// Every state `successors` reaches from `start`, itself included.
    static func reached(from start: Int, _ successors: [[Int]]) -> Set<Int> {
        var seen: Set<Int> = [start]
        var queue = [start]
        while let s = queue.popLast() {
            for next in successors[s] where seen.insert(next).inserted { queue.append(next) }
        }
        return seen
    }
}
