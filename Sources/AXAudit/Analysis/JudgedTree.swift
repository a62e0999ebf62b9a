import AXCore

/// What a rule judges when it reads nothing but the tree (`AuditSubject.reads` stayed
/// empty): the elements, the gestures the scene declares, and what VoiceOver's navigation order,
/// Switch Control's scan tree and Full Keyboard Access's focus map are made from. Validation's
/// settings variants often lay a scene out to the very same tree (Reduce Motion, Reduce
/// Transparency and Increase Contrast change colours and motion, not elements), and a rule that
/// judged that tree under one variant finds the same findings under another, which would all be
/// set aside as seen (docs/validation.md, "A tree judged once per variant", under "One scene,
/// several settings"); so do later states that lay out alike (`StateVerdicts`).
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

    /// Whether a rule reading only the tree reads the same here as in `other`: every element's every
    /// attribute equal (`AccessibilityElement.readsLike`), and the same order's inputs.
    func readsLike(_ other: JudgedTree) -> Bool {
        behaviour == other.behaviour && rowThreshold == other.rowThreshold && layoutDirection == other.layoutDirection && screen == other.screen
            && isDeclarative == other.isDeclarative && gestures == other.gestures
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

    /// Hashes `list`, read in place.
    private static func fingerprint(_ list: [AccessibilityElement], into hasher: inout Hasher, counting elements: inout Int) {
        hasher.combine(list.count)
        elements += list.count
        list.readEachInPlace { _, element in
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
                   rowThreshold: rowThreshold, layoutDirection: layoutDirection, screen: screen, isDeclarative: isDeclarative)
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

extension AccessibilityElement {
    /// The stored properties `readsLike` compares, by name: `TreeVerdictReuseTests` holds this list to the
    /// type's own (read through `Mirror`), so a property added to the element without being compared
    /// here fails that test instead of letting a variant's tree be taken for another's.
    static let propertiesReadAlike = [
        "id", "_isAccessibilityElement", "_label", "_value", "_hint", "_traits", "_frame", "_path", "_activationPoint",
        "_language", "_customActions", "_customContent", "_userInputLabels", "keyCommands", "customRotors", "_dragSources",
        "_dropPoints", "_directTouch", "_viewIsModal", "_elementsHidden", "_container", "children", "childrenInExplicitOrder",
        "groupsChildren", "sortsByOwnFrame", "scrollContent", "isSeries", "ignoresInvertColors", "navigationStyle",
        "respondsToUserInteraction", "onActivate", "onIncrement", "onDecrement", "onScroll", "onZoomIn", "onZoomOut", "onEscape",
        "onMagicTap", "onFocus", "onTextInput", "onEndEditing",
    ]

    /// Whether a reader that calls no hook and no action sees the same in `self` and `other`: every
    /// attribute's value (a computed one evaluated now, and whether it is computed), the children and
    /// the scroll content alike, the names of actions and rotors and the elements a rotor lists, and
    /// which hooks are set. Hooks and handlers are compared by presence: only acting on them tells
    /// two apart, and the rules that act are probes, which read beyond the tree.
    func readsLike(_ other: AccessibilityElement) -> Bool {
        id == other.id
            && Self.alike($isAccessibilityElement, other.$isAccessibilityElement)
            && Self.alike($label, other.$label) && Self.alike($value, other.$value) && Self.alike($hint, other.$hint)
            && Self.alike($traits, other.$traits) && Self.alike($frame, other.$frame) && Self.alike($path, other.$path)
            && Self.alike($activationPoint, other.$activationPoint) && Self.alike($language, other.$language)
            && Self.alike($customActions, other.$customActions) { $0.count == $1.count && zip($0, $1).allSatisfy { $0.name == $1.name } }
            && Self.alike($customContent, other.$customContent) && Self.alike($userInputLabels, other.$userInputLabels)
            && keyCommands == other.keyCommands
            && customRotors.count == other.customRotors.count
            && zip(customRotors, other.customRotors).allSatisfy { $0.name == $1.name && $0.elementIDs() == $1.elementIDs() }
            && Self.alike($dragSources, other.$dragSources) && Self.alike($dropPoints, other.$dropPoints)
            && Self.alike($directTouch, other.$directTouch) && Self.alike($viewIsModal, other.$viewIsModal)
            && Self.alike($elementsHidden, other.$elementsHidden) && Self.alike($container, other.$container)
            && childrenInExplicitOrder == other.childrenInExplicitOrder && groupsChildren == other.groupsChildren
            && sortsByOwnFrame == other.sortsByOwnFrame && isSeries == other.isSeries
            && ignoresInvertColors == other.ignoresInvertColors && navigationStyle == other.navigationStyle
            && respondsToUserInteraction == other.respondsToUserInteraction
            && hookPresence == other.hookPresence
            && (scrollContent == nil) == (other.scrollContent == nil)
            && (scrollContent == nil || Self.readLike(scrollContent!.elements, other.scrollContent!.elements))
            && Self.readLike(children, other.children)
    }

    /// Whether two lists of elements read alike, element by element, read in place: an element is
    /// a large value, and copying each out of its list was most of comparing two trees. Subscripted
    /// (`a[i].readsLike(b[i])`), each was still copied whole to be handed over; handed `inout`, it
    /// is read where it lies.
    static func readLike(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.allPairsInPlace(with: b) { $0.readsLike($1) }
    }

    /// Which hooks are set, one bit each.
    private var hookPresence: UInt16 {
        var bits: UInt16 = 0
        func set(_ isSet: Bool, _ bit: UInt16) { if isSet { bits |= 1 << bit } }
        set(onActivate != nil, 0); set(onIncrement != nil, 1); set(onDecrement != nil, 2); set(onScroll != nil, 3)
        set(onZoomIn != nil, 4); set(onZoomOut != nil, 5); set(onEscape != nil, 6); set(onMagicTap != nil, 7)
        set(onFocus != nil, 8); set(onTextInput != nil, 9); set(onEndEditing != nil, 10)
        return bits
    }

    /// Both stored and equal, or both computed and evaluating equal. Matched case by case: a stored
    /// value is compared where it lies, where reading `value` copied each out first (a label's
    /// text, language and pronunciation retained and released for every element of every tree).
    private static func alike<Value: Equatable>(_ a: Attribute<Value>, _ b: Attribute<Value>) -> Bool {
        alike(a, b, ==)
    }

    private static func alike<Value>(_ a: Attribute<Value>, _ b: Attribute<Value>, _ equal: (Value, Value) -> Bool) -> Bool {
        switch a {
        case .stored(let x):
            if case .stored(let y) = b { return equal(x, y) }
            return false
        case .computed(let f):
            if case .computed(let g) = b { return equal(f(), g()) }
            return false
        }
    }
}
