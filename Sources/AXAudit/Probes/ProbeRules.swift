import AXCore
import AXEngine

/// Adjustable elements need a value and must change it when swiped up or down.
struct AdjustableProbeRule: Rule {
    let info = RuleInfo(
        id: .traitsAdjustable, area: .traits, kind: .probe, severity: .error,
        title: "Adjustable with no value, increment and decrement that change nothing, or no adjustable trait",
        explanation: "VoiceOver speaks only the new value after a swipe up or down; with no value, or a value that never changes, the user hears nothing useful. Probed on a copy of the scene in its initial state. An element that implements increment or decrement without the adjustable trait is never adjusted: VoiceOver, Switch Control and Full Keyboard Access offer adjusting only for that trait, as UIKit calls accessibilityIncrement only on an adjustable element.",
        fix: "Give the element the adjustable trait and a value, and implement increment and decrement that change it.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let probe = subject.probe
        for node in subject.focusable where !node.element.traits.contains(.adjustable)
            && (node.element.onIncrement != nil || node.element.onDecrement != nil) {
            report.add(node, "\"\(node.element.label?.string ?? node.element.id)\" implements increment or decrement but is not adjustable",
                       detail: "no adjustable trait: a swipe up or down moves VoiceOver's focus instead, and Switch Control and Full Keyboard Access offer no adjusting",
                       measure: "trait")
        }
        for node in subject.focusable where node.element.traits.contains(.adjustable) {
            // A value of only white space is spoken as none, as a label is (`isUnspoken`).
            let value = node.element.value?.string ?? ""
            if value.isUnspoken {
                report.add(node, "Adjustable \"\(node.element.label?.string ?? node.element.id)\" has no value",
                           detail: value.isEmpty ? "value is empty" : "value \"\(value.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\" is only white space or invisible characters, which VoiceOver does not speak",
                           measure: "value")
            }
            guard !subject.isDeclarative else { continue }
            let id = node.element.id
            let up = probe.run(on: id, .increment)
            let down = probe.run(on: id, .decrement)
            // VoiceOver cannot focus it (behind a modal view, as in a state with a sheet open): no
            // user can adjust it, so there is nothing to judge.
            if up == nil && down == nil { continue }
            let upChanged = up?.valueChanged ?? false
            let downChanged = down?.valueChanged ?? false
            // With no value, a step that changed the model is the missing value's finding above:
            // "do not change" sent authors looking for a broken increment.
            let steppedTheModel = up?.stateChanged == true || down?.stateChanged == true
            if !upChanged && !downChanged && !(value.isUnspoken && steppedTheModel) {
                report.add(node, "Increment and decrement do not change \"\(node.element.label?.string ?? id)\"",
                           detail: "increment returned \(up?.result ?? false), decrement returned \(down?.result ?? false); value stayed \"\(node.element.value?.string ?? "")\"",
                           measure: "adjusting")
            }
        }
    }
}

/// Toggles speak On/Off from values "1"/"0" ("2" mixed) and must flip when activated.
struct ToggleProbeRule: Rule {
    let info = RuleInfo(
        id: .traitsToggle, area: .traits, kind: .probe, severity: .error,
        title: "Toggle whose value is not 0/1/2, or that does not flip when activated",
        explanation: "VoiceOver says On, Off or Mixed for the values 1, 0 and 2; other values are read as they are, and a toggle that does not flip on double tap is broken for VoiceOver users (the WWDC 2017 talk's silent switches).",
        fix: "Set the value to \"1\" or \"0\" from the state and flip it in the activate handler.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for node in subject.focusable where node.element.traits.contains(.toggleButton) {
            let value = node.element.value?.string ?? ""
            if !["0", "1", "2"].contains(value) {
                report.add(node, "Toggle value \"\(value)\" is not 0, 1 or 2", detail: "value \"\(value)\"; VoiceOver speaks On/Off/Mixed only for 1/0/2",
                           measure: "value")
            }
            guard !subject.isDeclarative else { continue }
            let id = node.element.id
            if let outcome = subject.activationOutcome(of: id), !outcome.valueChanged {
                report.add(node, "Activating toggle \"\(node.element.label?.string ?? id)\" does not flip it",
                           detail: "value stayed \"\(outcome.valueBefore ?? "")\" after activation", measure: "flip")
            }
        }
    }
}

/// A button or link whose double tap does nothing: the control every assistive technology
/// activates the same way (VoiceOver's double tap, Switch Control's Tap, Full Keyboard Access's
/// Space, Voice Control's "Tap") is dead for all their users. Only a control that offers no
/// activation at all is judged: a handler or the scene's own touch handling that answers may act
/// beyond what the sandbox models (a home screen's icon launches its app). What "did something"
/// means is the probe's one measure (`Probe.Outcome.changedSomething`), as for custom actions.
struct DeadActivationProbeRule: Rule {
    let info = RuleInfo(
        id: .actionsActivationDoesNothing, area: .actions, kind: .probe, severity: .error,
        title: "Button or link whose activation does nothing",
        explanation: "Each element with the button or link trait that offers no activation of its own (no activate handler) is double tapped on a copy of the scene, as a VoiceOver user does; Switch Control's Tap, Full Keyboard Access's Space and Voice Control's \"Tap\" activate it the same way. When nothing in the scene takes the tap UIKit then sends to its activation point, the model, the tree and the sounds are unchanged and nothing VoiceOver speaks was posted (no announcement, layout or screen change), the control does nothing for any of them. Not judged: a control whose handler or whose scene's own touch handling answered (it may act beyond the scene, as a home screen's icon launches its app, or decline in one state, as \"mark all read\" with nothing unread), a dimmed control (the not-enabled trait), a selected one (a selected tab or segment re-tapped does nothing, rightly), toggles (traits.toggle), text fields and adjustable elements (traits.adjustable judges their swipes).",
        fix: "Make the control do what it says (an activate handler that changes the model, opens its screen or announces the result), or dim it (the not-enabled trait) while it cannot act, or remove the button trait from what is not a control.")

    /// The traits that make an element a control its users expect to do something when activated.
    static let controlTraits: AccessibilityTraits = [.button, .link]
    /// The traits of elements judged elsewhere or rightly doing nothing when activated.
    static let exempt: AccessibilityTraits = [.notEnabled, .selected, .toggleButton, .textField, .adjustable]

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        for node in subject.focusable where node.element.onActivate == nil && !node.element.traits.isDisjoint(with: Self.controlTraits)
            && node.element.traits.isDisjoint(with: Self.exempt) {
            let id = node.element.id
            // Taken by the scene's own touch handling: it answered, whatever it did beyond the scene.
            guard let outcome = subject.activationOutcome(of: id), !outcome.result, !outcome.changedSomething else { continue }
            report.add(node, "Activating \"\(node.element.label?.string ?? id)\" does nothing",
                       detail: "no activate handler, nothing in the scene took the tap at its activation point, and the model, the tree and sounds are unchanged; " + outcome.unheardPosts,
                       measure: "activate")
        }
    }
}

/// Every custom action must work: return success and change something. The first
/// `probedCustomActions` of an element are performed; past them the element gets a finding saying
/// the rest were not tried.
struct CustomActionProbeRule: Rule {
    /// The most custom actions of one element that validation performs. Reaching the k-th takes k
    /// swipes through the Actions rotor, each listing every action, so probing all of an element's
    /// 100,000 actions was 10¹⁵ steps; a VoiceOver user does not swipe through more than a few dozen
    /// either (docs/validation.md).
    static let probedCustomActions = 30

    let info = RuleInfo(
        id: .actionsCustomActionFails, area: .actions, kind: .probe, severity: .error,
        title: "Custom action that fails or changes nothing",
        explanation: "Each custom action is performed on a copy of the scene in its initial state: it must report success and change the model, post a notification VoiceOver speaks or play a sound. A notification that speaks nothing (an announcement of \"\" or of white space alone, a layout change onto an element with nothing to say) does nothing for the user. Where exploration finds that the action did something in another state, it is not reported where it changes nothing: what it does is already done there (Like on a song already liked, Mute at zero), as a button pressed twice.",
        fix: "Make the action do what its name says and return true, or remove it.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let probe = subject.probe
        for node in subject.focusable {
            let count = node.element.customActions.count
            if count > Self.probedCustomActions {
                report.add(node, "Only the first \(Self.probedCustomActions) of the \(count) custom actions of \"\(node.element.label?.string ?? node.element.id)\" were tried",
                           detail: "validation performs at most \(Self.probedCustomActions) custom actions per element; a VoiceOver user swipes through every one before it to reach an action",
                           fix: "Keep an element's custom actions to the few a user swipes through: move the rest to the elements they act on, or behind one action that opens a menu.")
            }
            for (i, action) in node.element.customActions.prefix(Self.probedCustomActions).enumerated() {
                guard let outcome = probe.run(on: node.element.id, .customAction(index: i)) else { continue }
                if !outcome.result {
                    report.add(node, "Custom action \"\(action.name.string)\" reports failure", detail: "handler returned false",
                               measure: "action \(action.name.string)")
                } else if !outcome.changedSomething {
                    // Where it did something in another explored state, its effect is in place here.
                    report.add(node, "Custom action \"\(action.name.string)\" changes nothing",
                               detail: "returned true, but the model, the tree and sounds are unchanged; \(outcome.unheardPosts)",
                               measure: "action \(action.name.string)",
                               answeredBy: .customActionWorked(elementID: node.element.id, name: action.name.string))
                }
            }
        }
    }
}

/// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): zooming should announce the new scale.
struct ZoomAnnouncementProbeRule: Rule {
    let info = RuleInfo(
        id: .zoomSilent, area: .zoom, kind: .probe, severity: .warning,
        title: "Zoom that announces nothing",
        explanation: "After a zoom action VoiceOver says nothing by itself; the scene should announce the result (\"2x zoom\"). An announcement VoiceOver speaks nothing of (\"\", white space alone) is none.",
        fix: "Post an announcement with the new zoom level from the zoom handlers.",
        reference: "seed 004")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let probe = subject.probe
        for node in subject.focusable where node.element.onZoomIn != nil {
            let outcome = probe.run(on: node.element.id, .zoomIn)
            // An announcement VoiceOver speaks nothing of ("", " ") announces nothing.
            if let outcome, outcome.result, outcome.announcements.isEmpty || !outcome.postedWasHeard {
                report.add(node, "Zooming \"\(node.element.label?.string ?? node.element.id)\" announces nothing",
                           detail: "zoom in returned true with " + (outcome.announcements.isEmpty ? "no announcement" : outcome.unheardPosts))
            }
        }
    }
}

/// Actions that move elements around must tell VoiceOver (layout or screen changed), and
/// accessibility scrolls must say where they landed (page scrolled).
struct LayoutNotificationProbeRule: Rule {
    let info = RuleInfo(
        id: .notifyLayoutChange, area: .notifications, kind: .probe, severity: .warning,
        title: "Action changes the layout without a layout or screen changed notification",
        explanation: "When elements appear, vanish or move and VoiceOver is not told, its cursor points at stale content. Each activation, increment, decrement, custom action, scroll and drop is probed from the scene's initial state; a drop point is dropped on with the first drag source whose drop it takes, as dragdrop.drop-fails tries them (a card dragged to another column, a file dropped in the trash). Drops are judged in the states exploration expands and at --depth 0, not in a state left unexplored at the bounds.",
        fix: "Post layoutChanged (or screenChanged for a new screen) after the change; post pageScrolled after an accessibility scroll, with a description VoiceOver speaks.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative else { return }
        let probe = subject.probe
        for node in subject.focusable {
            let e = node.element
            var actions: [(String, ProbeGesture)] = []
            if e.onActivate != nil { actions.append(("activate", .activate)) }
            if e.onIncrement != nil { actions.append(("increment", .increment)) }
            if e.onDecrement != nil { actions.append(("decrement", .decrement)) }
            for (i, a) in e.customActions.prefix(CustomActionProbeRule.probedCustomActions).enumerated() { actions.append(("custom action \"\(a.name.string)\"", .customAction(index: i))) }
            for (name, action) in actions {
                let probed = action == .activate ? subject.activationOutcome(of: e.id) : probe.run(on: e.id, action)
                guard let outcome = probed, outcome.result, outcome.silentLayoutChange else { continue }
                report.add(node, "The \(name) of \"\(e.label?.string ?? e.id)\" changes the layout silently",
                           detail: "elements appeared, vanished or moved; no layoutChanged or screenChanged was posted", measure: name)
            }
        }
        // A drop is an action as the others: what it changed is measured by the same probe, the drop
        // point's element named (where the user's focus is when the drop is taken). Its whole
        // outcome costs a drop and VoiceOver's reaction to it: read where exploration took it, and
        // probed at the scene's start (--depth 0); a state reached past the bounds and never
        // expanded leaves its drops to the states that expand them (a fifth more work on the
        // catalog, where the home screen's many drop points made every unexpanded state drop them all).
        for attempt in subject.isReachedUnexpanded ? [] : DropProbeRule.tries(in: subject)?.points ?? [] {
            guard let (sourceNode, source) = DropProbeRule.firstDrop(attempt, subject: subject),
                  let outcome = probe.run(on: sourceNode.element.id, .drop(source: source, targetID: attempt.node.element.id, drop: attempt.drop)),
                  outcome.result, outcome.silentLayoutChange else { continue }
            let target = attempt.node.element
            report.add(attempt.node, "Dropping \"\(sourceNode.element.label?.string ?? sourceNode.element.id)\" at \"\(attempt.drop.name)\" on \"\(target.label?.string ?? target.id)\" changes the layout silently",
                       detail: "elements appeared, vanished or moved; no layoutChanged or screenChanged was posted", measure: "drop \(attempt.drop.name)")
        }
        for (scroller, from) in Self.scrollers(subject) {
            for direction in [ScrollDirection.left, .right, .up, .down] {
                guard let outcome = probe.run(on: from.element.id, .scroll(direction)), outcome.result else { continue }
                // A page description VoiceOver speaks nothing of ("") says nowhere.
                if outcome.pageScrolls.isEmpty || !outcome.postedWasHeard {
                    report.add(scroller, "Scrolling \(direction.rawValue) on \"\(scroller.element.label?.string ?? scroller.element.id)\" does not say where it landed",
                               detail: "scroll returned true with " + (outcome.pageScrolls.isEmpty ? "no pageScrolled notification" : outcome.unheardPosts),
                               measure: "scroll \(direction.rawValue)")
                }
            }
        }
    }

    /// What scrolls, with the element the probe scrolls from: an element that scrolls, itself; a
    /// scroll area (a container), its first element, as a user three-finger swipes with the focus
    /// inside it and the scroll goes up to the area.
    static func scrollers(_ subject: AuditSubject) -> [(scroller: AuditNode, from: AuditNode)] {
        var scrollers = subject.focusable.filter { $0.element.onScroll != nil }.map { ($0, $0) }
        let areas = subject.nodes.filter { !$0.isFocusable && !$0.isHidden && $0.element.onScroll != nil }
        guard !areas.isEmpty else { return scrollers }
        var firstInside: [String: AuditNode] = [:]
        let areaIDs = Set(areas.map(\.element.id))
        for node in subject.focusable {
            for id in node.ancestorIDs where areaIDs.contains(id) && firstInside[id] == nil { firstInside[id] = node }
        }
        scrollers += areas.compactMap { area in firstInside[area.element.id].map { (area, $0) } }
        return scrollers
    }
}

/// Drag and drop through descriptors must work: a drop at each drop point with some drag source.
///
/// Each drop lays the scene out again, so probing every drop point of a long reorderable list was
/// quadratic in its rows (1,000 rows took minutes). The siblings of one container whose drop points
/// number more than `dropPointsProbedInFull` are sampled instead: the first two, the last two, and
/// the first drag source's own and neighbouring elements (a row dropped beside itself), and an info
/// finding on the container says how many of its drop points were probed. Each drop point is tried
/// with at most `sourcesTriedPerDropPoint` drag sources (docs/validation.md, "Probes").
struct DropProbeRule: Rule {
    /// Drop points among one container's elements up to which every one is probed.
    static let dropPointsProbedInFull = 64
    /// The most drag sources a drop point is tried with: its own container's first, then the rest,
    /// each in tree order (the first usually takes it).
    static let sourcesTriedPerDropPoint = 8

    let info = RuleInfo(
        id: .dragdropDropFails, area: .dragDrop, kind: .probe, severity: .warning,
        title: "Drop point where no drag can be dropped",
        explanation: "Each drop point is tried with drag sources on a copy of the scene in its initial state, through VoiceOver's own descriptor drag (pick-up, the drop proposal while hovering, the drop), as the Actions rotor does: at least one drop must succeed. A container with more than 64 drop points among its elements is sampled (its first, last and the first drag source's neighbours), and an info finding says how many were probed.",
        fix: "Make the scene accept drops at its drop points, or remove the descriptor.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard let tries = Self.tries(in: subject) else { return }
        for attempt in tries.points where Self.firstDrop(attempt, subject: subject) == nil {
            let node = attempt.node, drop = attempt.drop
            let others = tries.sources.reduce(0) { $0 + ($1.0.element.id != node.element.id ? 1 : 0) }
            let which = others > Self.sourcesTriedPerDropPoint
                ? "\(Self.sourcesTriedPerDropPoint) of the \(others) other drag sources (those beside it first)" : Plural.count(tries.sources.count, "drag source")
            report.add(node, "Nothing can be dropped at \"\(drop.name)\"",
                       detail: "tried \(which); every drop at \(drop.point) failed",
                       measure: "drop \(drop.name)")
        }
        for sample in tries.plan.samples {
            let container = sample.containerID.flatMap { subject.node(id: $0) }
            let name = container.map { $0.element.label?.string ?? $0.element.id } ?? "the screen"
            report.add(container, "Only \(sample.probed) of the \(sample.total) drop points in \"\(name)\" were probed",
                       detail: "validation probes every drop point of a container up to \(Self.dropPointsProbedInFull); beyond, those of its first two and last two elements and of the first drag source and its neighbours (each drop lays the whole scene out again)",
                       severity: .info, measure: "drop sample",
                       fix: "Nothing to fix when the container's elements take drops alike (a reorderable list's generated drop points); to probe every drop point, validate a copy with at most \(Self.dropPointsProbedInFull) of them.")
        }
    }

    /// One drop point a probe tries, on its element, with the drag sources it is tried with, in order.
    struct DropTry {
        var node: AuditNode
        var drop: LocationDescriptor
        var sources: [(AuditNode, LocationDescriptor)]
    }

    /// The drop points probed in `subject`'s state, each with the drag sources it is tried with (at
    /// most `sourcesTriedPerDropPoint`, those beside it first), every drag source VoiceOver reaches,
    /// and the sampling plan; nil where the scene is declarative or nothing VoiceOver reaches can be
    /// dragged. What `dragdrop.drop-fails` judges and `notify.layout-change` acts on alike.
    static func tries(in subject: AuditSubject) -> (points: [DropTry], sources: [(AuditNode, LocationDescriptor)], plan: Plan)? {
        guard !subject.isDeclarative, subject.focusable.contains(where: { !$0.element.dragSources.isEmpty }) else { return nil }
        // Only what VoiceOver reaches in this state: a drop point or drag source behind a modal view
        // (the screen under a sheet) is nobody's while the view is up, as other probes skip it.
        let probe = subject.probe
        let reached = subject.focusable.filter { probe.voiceOverReaches($0.element.id) }
        let sources = reached.flatMap { node in node.element.dragSources.map { (node, $0) } }
        guard !sources.isEmpty else { return nil }
        let plan = Self.plan(reached, firstSourceID: sources[0].0.element.id)
        // The drag sources in each container, in tree order: a drop point is tried with those beside
        // it first. A container often takes only its own items (a full dock refuses the page's apps
        // and takes its own; a list reorders its rows), and the first sources of the tree may all lie
        // elsewhere (the home screen's page apps, before the dock's).
        var sourcesIn: [String?: [Int]] = [:]
        for (i, source) in sources.enumerated() { sourcesIn[source.0.ancestorIDs.last, default: []].append(i) }
        var points: [DropTry] = []
        for node in reached where !node.element.dropPoints.isEmpty && !plan.skipped.contains(ObjectIdentifier(node)) {
            let parent = node.ancestorIDs.last
            let besides = (sourcesIn[parent] ?? []).lazy.map { sources[$0] }.filter { $0.0.element.id != node.element.id }
            let elsewhere = sources.lazy.filter { $0.0.element.id != node.element.id && $0.0.ancestorIDs.last != parent }
            let tried = Self.sourcesTried(besides: besides, elsewhere: elsewhere)
            points += node.element.dropPoints.map { DropTry(node: node, drop: $0, sources: tried) }
        }
        return (points, sources, plan)
    }

    /// The first of `attempt`'s drag sources whose drag drops at its drop point; nil when none does.
    static func firstDrop(_ attempt: DropTry, subject: AuditSubject) -> (AuditNode, LocationDescriptor)? {
        attempt.sources.first { sourceNode, source in
            drops(source, from: sourceNode.element.id, at: attempt.drop, on: attempt.node.element.id, subject: subject)
        }
    }

    /// Which focusable elements' drop points are not probed, and per sampled container the counts.
    struct Plan {
        var skipped: Set<ObjectIdentifier> = []
        var samples: [(containerID: String?, probed: Int, total: Int)] = []
    }

    /// Groups the elements with drop points by their container (in tree order) and samples each
    /// group whose drop points number more than `dropPointsProbedInFull`.
    static func plan(_ focusable: [AuditNode], firstSourceID: String) -> Plan {
        var order: [String] = []
        var groups: [String: [AuditNode]] = [:]
        for node in focusable where !node.element.dropPoints.isEmpty {
            let key = node.ancestorIDs.last ?? ""
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(node)
        }
        var plan = Plan()
        for key in order {
            let nodes = groups[key]!
            let total = nodes.reduce(0) { $0 + $1.element.dropPoints.count }
            guard total > dropPointsProbedInFull else { continue }
            let kept = sampled(nodes.count, firstSource: nodes.firstIndex(where: { $0.element.id == firstSourceID }))
            var probed = 0
            for (i, node) in nodes.enumerated() {
                if kept.contains(i) { probed += node.element.dropPoints.count } else { plan.skipped.insert(ObjectIdentifier(node)) }
            }
            plan.samples.append((key.isEmpty ? nil : key, probed, total))
        }
        return plan
    }

    /// Which of a container's `count` elements with drop points keep theirs when it is sampled, by
    /// position: the first two, the last two, and the first drag source (at `firstSource`, when it
    /// is among them) with its neighbours. Exploration samples a container it cannot take whole
    /// the same way (`ExplorationAction.available`).
    static func sampled(_ count: Int, firstSource: Int?) -> Set<Int> {
        var kept: Set<Int> = [0, 1, count - 2, count - 1]
        if let source = firstSource { kept.formUnion([source - 1, source, source + 1]) }
        return kept.filter { (0..<count).contains($0) }
    }

    /// The drag sources a drop point is tried with: at most `sourcesTriedPerDropPoint`, those in its
    /// own container first (`besides`, in order), then the others (`elsewhere`).
    static func sourcesTried<Source>(besides: some Sequence<Source>, elsewhere: some Sequence<Source>) -> [Source] {
        let near = Array(besides.prefix(sourcesTriedPerDropPoint))
        return near + elsewhere.prefix(sourcesTriedPerDropPoint - near.count)
    }

    /// On the scene in its initial state (the subject's probe copy, put back after each drop, as
    /// other probes' actions are), as a VoiceOver user drags: on the source, the Actions rotor's drag
    /// item and a double tap; on the target, its drop point item and a double tap. The focus and the
    /// rotor's item are placed silently, as a probe places its focus. True when the item was dropped.
    static func drops(_ source: LocationDescriptor, from sourceID: String, at drop: LocationDescriptor, on targetID: String,
                      subject: AuditSubject) -> Bool {
        let probe = subject.probe
        if let observed = probe.observed?.dropped(source, from: sourceID, at: drop, on: targetID) { return observed }
        return probe.withInitialScene { scene, order in
            drops(source, from: sourceID, at: drop, on: targetID, scene: scene, order: order, settings: probe.settings, reaction: .inputOnly)
        }
    }

    /// The drag on `scene`, whose tree reads as `order`. Only the drop's own outputs are read and
    /// the Session is let go, so the probe applies the drop `.inputOnly`: VoiceOver's reaction to it
    /// (the new tree read and ordered, the focus placed, speech) is not worked out. `.full`, the
    /// straightforward way, is what tests compare it with.
    static func drops(_ source: LocationDescriptor, from sourceID: String, at drop: LocationDescriptor, on targetID: String,
                      scene: Scene, order: NavigationOrder, settings: Settings, reaction: Session.Reaction) -> Bool {
        guard let session = Session(probing: scene, settings: settings, order: order, focusedOn: sourceID,
                                    observer: ProbeRecorder().observer) else { return false }
        let driver = SessionDriver(session: session)
        guard session.placeActionsRotor(on: { $0.kind == .dragSource(source) }) else { return false }
        _ = driver.apply(.command(.activate), at: session.now)
        guard session.isDragging, session.placeFocus(on: targetID),
              session.placeActionsRotor(on: { $0.kind == .dropPoint(drop) }) else { return false }
        return SessionDriver.outputs(driver.apply(.command(.activate), at: session.now, reaction: reaction)).contains {
            if case .drag(state: .dropped, _, _, _) = $0.event { return true }
            return false
        }
    }
}
