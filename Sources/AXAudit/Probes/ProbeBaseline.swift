import AXCore
import AXEngine

/// A tree as a probe first reads it, before any action: its elements by id, and whether anything in
/// it is evaluated on read, which decides what an unchanged array storage proves after an action.
struct ProbeTree {
    let roots: [AccessibilityElement]
    /// Every node by id, containers included, the first in tree order winning.
    let elementsByID: [String: AccessibilityElement]
    /// Some element's frame, visibility or modality is evaluated on each read: an unchanged
    /// tree storage then proves nothing about the layout.
    let layoutIsEvaluated: Bool
    /// Some element's label, value, traits or frame (what a `ProbeSnapshot` compares) is
    /// evaluated on each read: without one, an unchanged tree storage proves every element the same.
    let shapeIsEvaluated: Bool

    init(_ roots: [AccessibilityElement]) {
        self.roots = roots
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
    }

    /// The scene hands back the tree it was first read as: nothing stored in it changed.
    /// (Shared storage: a Swift array cannot keep its storage through any change while another
    /// reference to it is held.)
    func isUnchanged(_ tree: [AccessibilityElement]) -> Bool { tree.sharesStorage(with: roots) }

    /// The first node with `id` in tree order, found by walking `roots` (no index built): the
    /// straightforward way `TreeReadsTests` compares exploration's kept index with.
    static func first(_ id: String, in roots: [AccessibilityElement]) -> AccessibilityElement? {
        for i in roots.indices {
            if roots[i].id == id { return roots[i] }
            if let found = first(id, in: roots[i].children) { return found }
        }
        return nil
    }
}

/// What an action's effect is measured against: the state's model and tree before it. One per
/// state, shared by every action taken from it: the probe's (`Probe.run`) and the explorer's
/// (`ActionObserver`), so both report an action's outcome by the same measure.
struct ProbeBaseline {
    /// The model before the action.
    let initialState: [(key: String, value: String)]
    /// The tree before the action, as compared.
    let before: ProbeSnapshot
    /// Positions in `before.elements` by id.
    let shapeIndex: [String: Int]
    /// Ids of every node of the tree, containers included: an overlay an action presents is one not among them.
    let presentIDs: Set<String>

    init(state: [(key: String, value: String)], roots: [AccessibilityElement], presentIDs: Set<String>) {
        initialState = state
        before = ProbeSnapshot(roots: roots)
        var index: [String: Int] = [:]
        index.reserveCapacity(before.elements.count)
        for i in before.elements.indices.reversed() { index[before.elements[i].id] = i }
        shapeIndex = index
        self.presentIDs = presentIDs
    }

    /// What `performed` did to `scene`, on `elementID` (`element` as read before it, whose
    /// evaluated attributes now read the model after), given the tree the Session read last
    /// (`after`). `treeKept`: the scene handed back the very tree read before, and nothing in it
    /// evaluates its layout on read, so only evaluated attributes can differ. `keptInitialState`:
    /// nothing the action did remains, so the copy needs no putting back.
    func outcome(of performed: ProbeGesture.Performed, on elementID: String, element: AccessibilityElement, recorder: ProbeRecorder,
                 scene: Scene, after tree: [AccessibilityElement], treeKept: Bool, shapeIsEvaluated: Bool,
                 settings: Settings) -> (outcome: Probe.Outcome, keptInitialState: Bool) {
        let heard = Probe.heard(performed.outputs, from: performed.start)
        // What VoiceOver is told: a zoom focus moves Zoom's lens only, so it tells a VoiceOver user
        // of no change (and an action that posts nothing else is as silent as before).
        let notifications = recorder.posted.filter { if case .zoomFocusChanged = $0 { return false }; return true }
        let sounds = recorder.played
        let state = scene.stateSnapshot()
        let stateChanged = !ProbeSnapshot.same(state, initialState)
        var outcome = Probe.Outcome(
            result: performed.result, notifications: notifications,
            postedWasHeard: NotificationHearing.heard(in: performed.outputs), sounds: sounds,
            stateChanged: stateChanged,
            stateChanges: Array(zip(initialState, state).lazy.filter { $0.key != $1.key || $0.value != $1.value }.prefix(2)
                .map { "\($0.key)=\($0.value) → \($1.key)=\($1.value)" }),
            elementsChanged: nil, layoutChanged: false, valueBefore: shapeIndex[elementID].map { before.elements[$0].value } ?? nil,
            valueAfter: nil, presentedOverlays: [], heard: heard)
        guard !treeKept else {
            // Same storage: no element was added, removed or re-stored, so only evaluated attributes can differ.
            let shape = ProbeSnapshot.ElementShape(element)
            let probedChanged = shapeIndex[elementID].map { before.elements[$0] != shape } ?? false
            if shapeIndex[elementID] != nil { outcome.valueAfter = shape.value }
            if probedChanged {
                outcome.elementsChanged = true
            } else if !outcome.postedWasHeard && (stateChanged || outcome.sounds.isEmpty) {
                // Nothing evaluated: the same storage is the same elements, without reading all of them
                // (which, for each of a scene's silent elements, made validation quadratic).
                if shapeIsEvaluated {
                    let difference = before.difference(from: tree, valueOf: elementID)
                    outcome.elementsChanged = difference.elementsDiffer
                    outcome.changedOnlyElsewhere = Self.changedOnlyElsewhere(difference)
                } else {
                    outcome.elementsChanged = false
                }
            }
            return (outcome, !stateChanged && outcome.elementsChanged != true)
        }
        let after = before.difference(from: tree, valueOf: elementID)
        outcome.elementsChanged = after.elementsDiffer
        outcome.changedOnlyElsewhere = Self.changedOnlyElsewhere(after)
        outcome.layoutChanged = after.layoutDiffers
        outcome.valueAfter = after.value
        if outcome.layoutChanged {
            outcome.presentedOverlays = PresentedOverlay.find(after: tree, present: presentIDs, screen: scene.device.bounds, settings: settings)
        }
        return (outcome, false)
    }

    /// The other element that alone reads differently after an action, when nothing moved and the
    /// element acted on reads as before (`Probe.Outcome.changedOnlyElsewhere`).
    private static func changedOnlyElsewhere(_ difference: ProbeSnapshot.Difference) -> String? {
        guard !difference.layoutDiffers, !difference.askedElementDiffers else { return nil }
        return difference.firstOtherChanged
    }
}
