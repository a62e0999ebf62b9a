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
    /// The stored attributes `readsLike` compares, by name: `TreeVerdictReuseTests` holds this list to
    /// `Attributes`' own (read through `Mirror`), so an attribute added to the element without being
    /// compared here fails that test instead of letting a variant's tree be taken for another's.
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
        // Copies neither changed since share their attributes: alike without reading one.
        sharesAttributes(with: other) || Self.alike(storedAttributes, other.storedAttributes)
    }

    /// `readsLike` on two elements' stored attributes, read where they lie (handed over as values,
    /// each was copied whole).
    private static func alike(_ a: UnsafePointer<Attributes>, _ b: UnsafePointer<Attributes>) -> Bool {
        a.pointee.id == b.pointee.id
            && alike(a.pointee.$isAccessibilityElement, b.pointee.$isAccessibilityElement)
            && alike(a.pointee.$label, b.pointee.$label) && alike(a.pointee.$value, b.pointee.$value)
            && alike(a.pointee.$hint, b.pointee.$hint) && alike(a.pointee.$traits, b.pointee.$traits)
            && alike(a.pointee.$frame, b.pointee.$frame) && alike(a.pointee.$path, b.pointee.$path)
            && alike(a.pointee.$activationPoint, b.pointee.$activationPoint) && alike(a.pointee.$language, b.pointee.$language)
            && alike(a.pointee.$customActions, b.pointee.$customActions) {
                $0.count == $1.count && zip($0, $1).allSatisfy { $0.name == $1.name }
            }
            && alike(a.pointee.$customContent, b.pointee.$customContent)
            && alike(a.pointee.$userInputLabels, b.pointee.$userInputLabels)
            && a.pointee.keyCommands == b.pointee.keyCommands
            && a.pointee.customRotors.count == b.pointee.customRotors.count
            && zip(a.pointee.customRotors, b.pointee.customRotors).allSatisfy {
                $0.name == $1.name && $0.elementIDs() == $1.elementIDs()
            }
            && alike(a.pointee.$dragSources, b.pointee.$dragSources) && alike(a.pointee.$dropPoints, b.pointee.$dropPoints)
            && alike(a.pointee.$directTouch, b.pointee.$directTouch) && alike(a.pointee.$viewIsModal, b.pointee.$viewIsModal)
            && alike(a.pointee.$elementsHidden, b.pointee.$elementsHidden) && alike(a.pointee.$container, b.pointee.$container)
            && a.pointee.childrenInExplicitOrder == b.pointee.childrenInExplicitOrder
            && a.pointee.groupsChildren == b.pointee.groupsChildren
            && a.pointee.sortsByOwnFrame == b.pointee.sortsByOwnFrame && a.pointee.isSeries == b.pointee.isSeries
            && a.pointee.ignoresInvertColors == b.pointee.ignoresInvertColors
            && a.pointee.navigationStyle == b.pointee.navigationStyle
            && a.pointee.respondsToUserInteraction == b.pointee.respondsToUserInteraction
            && hookPresence(a) == hookPresence(b)
            && (a.pointee.scrollContent == nil) == (b.pointee.scrollContent == nil)
            && (a.pointee.scrollContent == nil || readLike(a.pointee.scrollContent!.elements, b.pointee.scrollContent!.elements))
            && readLike(a.pointee.children, b.pointee.children)
    }

    /// Whether two lists of elements read alike, element by element.
    static func readLike(_ a: [AccessibilityElement], _ b: [AccessibilityElement]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.readsLike($1) }
    }

    /// Which hooks are set, one bit each.
    private static func hookPresence(_ e: UnsafePointer<Attributes>) -> UInt16 {
        var bits: UInt16 = 0
        func set(_ isSet: Bool, _ bit: UInt16) { if isSet { bits |= 1 << bit } }
        set(e.pointee.onActivate != nil, 0); set(e.pointee.onIncrement != nil, 1); set(e.pointee.onDecrement != nil, 2)
        set(e.pointee.onScroll != nil, 3); set(e.pointee.onZoomIn != nil, 4); set(e.pointee.onZoomOut != nil, 5)
        set(e.pointee.onEscape != nil, 6); set(e.pointee.onMagicTap != nil, 7); set(e.pointee.onFocus != nil, 8)
        set(e.pointee.onTextInput != nil, 9); set(e.pointee.onEndEditing != nil, 10)
        return bits
    }

    /// Both stored and equal, or both computed and evaluating equal. Matched case by case: a stored
    /// value is compared where it lies, where reading `value` copied each out first (a label's
    /// text, language and pronunciation retained and released for every element of every tree).
    private static func alike<Value: Equatable>(_ a: Attribute<Value>, _ b: Attribute<Value>) -> Bool {
        alike(a, b, ==)
    }

    /// The same for an optional attribute, compared by `Optional.isEqual(to:)` (a label's text,
    /// language and pronunciation were copied into a pair for every element of every tree compared).
    private static func alike<Value: Equatable>(_ a: Attribute<Value?>, _ b: Attribute<Value?>) -> Bool {
        alike(a, b) { $0.isEqual(to: $1) }
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

extension Optional where Wrapped: Equatable {
    /// `==`, with both values unwrapped where they lie: the standard `==` on optionals copies both
    /// into a pair to match them, which comparing trees and probe snapshots paid for every element.
    func isEqual(to other: Wrapped?) -> Bool {
        guard let self else { return other == nil }
        guard let other else { return false }
        return self == other
    }
}
