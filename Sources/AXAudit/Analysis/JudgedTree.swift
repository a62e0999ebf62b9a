import AXCore

/// What a rule judges when it reads nothing but the tree (`AuditSubject.reads` stayed
/// empty): the elements, the gestures the scene declares, and what VoiceOver's navigation order,
/// Switch Control's scan tree and Full Keyboard Access's focus map are made from. Validation's
/// settings variants often lay a scene out to the very same tree (Reduce Motion, Reduce
/// Transparency and Increase Contrast change colours and motion, not elements), and a rule that
/// judged that tree under one variant finds the same findings under another, which would all be
/// set aside as seen (docs/validation-performance.md, "A tree judged once per variant", under "Work done
/// once"); so do later states that lay out alike (`StateVerdicts`).
struct JudgedTree {
    let roots: [AccessibilityElement]
    /// The touch-only gestures the scene declares with this tree: they come from its layout, which
    /// the elements do not show, and three rules read them with the tree.
    let gestures: [DeclaredGesture]
    /// The copy the elements were read from, kept while the tree is: computed attributes read its
    /// model (often through an unowned reference) when trees are compared, unless `frozen`.
    let scene: Scene
    let behaviour: SceneBehaviour
    let rowThreshold: Double
    let layoutDirection: LayoutDirection
    let screen: Rect
    let isDeclarative: Bool
    /// Whether a component exposing no element is placed over a focusable element, after it
    /// (`AuditSubject.hasDecorationsOverElements`): the layout's, which the elements do not show,
    /// and `keyboard.focus-hidden` and `switch.scans-hidden` read the tree alone only where there is
    /// none (`HiddenFromSight`).
    let decorationsOverElements: Bool

    /// Whether a rule reading only the tree reads the same here as in `other`: every element's every
    /// attribute equal (`AccessibilityElement.readsLike`), and the same order's inputs.
    func readsLike(_ other: JudgedTree) -> Bool {
        behaviour == other.behaviour && rowThreshold == other.rowThreshold && layoutDirection == other.layoutDirection && screen == other.screen
            && isDeclarative == other.isDeclarative && decorationsOverElements == other.decorationsOverElements && gestures == other.gestures
            && AccessibilityElement.readLike(roots, other.roots)
    }

    /// What finds this tree among those judged in earlier states (`StateVerdicts`): a hash of what
    /// tells a scene's trees apart (each element's id, frame, label, value and traits, computed ones
    /// evaluated now, and how many children it has) and the number of elements.
    var fingerprint: (hash: Int, elements: Int) {
        var hasher = Hasher()
        var elements = 0
        Self.fingerprint(roots, into: &hasher, counting: &elements)
        hasher.combine(behaviour)
        hasher.combine(layoutDirection)
        hasher.combine(screen)
        return (hasher.finalize(), elements)
    }

    /// Hashes `list`.
    private static func fingerprint(_ list: [AccessibilityElement], into hasher: inout Hasher, counting elements: inout Int) {
        hasher.combine(list.count)
        elements += list.count
        for element in list {
            hasher.combine(element.id)
            hasher.combine(element.frame)
            hasher.combine(element.label?.string)
            hasher.combine(element.value?.string)
            hasher.combine(element.traits)
            if let content = element.scrollContent { fingerprint(content.elements, into: &hasher, counting: &elements) }
            fingerprint(element.children, into: &hasher, counting: &elements)
        }
    }

    /// The tree as it reads now, kept so: every computed attribute and custom rotor answers with
    /// what it evaluates to now, still as a closure (so it compares as computed). A tree kept past
    /// its state (`StateVerdicts`) must read then as the rules that judged it read it, and the copy
    /// of the scene its closures read goes on to other states.
    func frozen() -> JudgedTree {
        JudgedTree(roots: AccessibilityElement.frozen(roots) ?? roots, gestures: gestures, scene: scene, behaviour: behaviour,
                   rowThreshold: rowThreshold, layoutDirection: layoutDirection, screen: screen, isDeclarative: isDeclarative,
                   decorationsOverElements: decorationsOverElements)
    }
}

extension AccessibilityElement {
    /// `list` with every computed attribute, custom rotor and child frozen (`JudgedTree.frozen`); nil
    /// when nothing in it reads the model, the list then kept as it is (most elements store theirs).
    fileprivate static func frozen(_ list: [AccessibilityElement]) -> [AccessibilityElement]? {
        var result: [AccessibilityElement]?
        list.readEachInPlace { i, original in
            let children = frozen(original.children)
            let content = original.scrollContent.flatMap { frozen($0.elements) }
            guard children != nil || content != nil || readsTheModel(&original) else { return }
            var element = original
            func freeze<Value>(_ attribute: inout Attribute<Value>) {
                if case .computed(let f) = attribute { let now = f(); attribute = .computed { now } }
            }
            freeze(&element.$isAccessibilityElement); freeze(&element.$label); freeze(&element.$value); freeze(&element.$hint)
            freeze(&element.$traits); freeze(&element.$frame); freeze(&element.$path); freeze(&element.$activationPoint)
            freeze(&element.$language); freeze(&element.$customActions); freeze(&element.$customContent)
            freeze(&element.$userInputLabels); freeze(&element.$dragSources); freeze(&element.$dropPoints)
            freeze(&element.$directTouch); freeze(&element.$viewIsModal); freeze(&element.$elementsHidden); freeze(&element.$container)
            element.customRotors = element.customRotors.map { rotor in
                let ids = rotor.elementIDs()
                return CustomRotor(rotor.name) { ids }
            }
            if let children { element.children = children }
            if let content { element.scrollContent?.elements = content }
            if result == nil { result = list }
            result![i] = element
        }
        return result
    }

    /// Whether comparing the element itself (not its children) reads the model: a computed
    /// attribute, or a custom rotor, whose elements are listed when compared. Read where it lies
    /// (`inout`, not changed).
    private static func readsTheModel(_ e: inout AccessibilityElement) -> Bool {
        !e.customRotors.isEmpty
            || e.$isAccessibilityElement.isComputed || e.$label.isComputed || e.$value.isComputed
            || e.$hint.isComputed || e.$traits.isComputed || e.$frame.isComputed || e.$path.isComputed
            || e.$activationPoint.isComputed || e.$language.isComputed || e.$customActions.isComputed
            || e.$customContent.isComputed || e.$userInputLabels.isComputed || e.$dragSources.isComputed
            || e.$dropPoints.isComputed || e.$directTouch.isComputed || e.$viewIsModal.isComputed
            || e.$elementsHidden.isComputed || e.$container.isComputed
    }
}
