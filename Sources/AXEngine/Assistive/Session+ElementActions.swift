import AXCore

/// The one implementation of `ElementAction`: every assistive technology's commands that act on an
/// element end here (VoiceOver's double tap, swipes up and down on an adjustable, the Actions rotor,
/// escape, magic tap, three-finger scroll, typing), and each call into the scene goes through
/// `runSceneCode`, so the tree is known to have changed afterwards (docs/engine.md). Each hook call
/// is reported as an `action` output with the name traces have always written.
extension Session {
    /// Performs `action` on the element `elementID` of the exposed tree (nil: no element, as escape
    /// with nothing focused, which still reaches a back button). The actions UIKit tries along the
    /// responder chain (escape, magic tap, scroll) go on to each ancestor until one handles them, unless
    /// `tryingAncestors` is off (VoiceOver scrolling on a paged area it found itself). Outputs are
    /// attributed to the input being applied; call it only while one is (an assistive technology's command).
    @discardableResult
    package func perform(_ action: ElementAction, on elementID: String?, tryingAncestors: Bool = true) -> ElementActionResult {
        let start = outputs.count
        let (outcome, handler) = run(action, on: elementID, tryingAncestors: tryingAncestors)
        return ElementActionResult(outcome: outcome, handlerID: handler, events: outputs[start...].map(\.event))
    }

    /// A scroll made at a place on the screen rather than from an element the technology holds:
    /// the scroll area there (`NavigationOrder.scrollTarget(at:)`), tried along its chain as every
    /// scroll is. With `elsewhere`, where nothing there scrolls that way (no area, or all declined),
    /// each other scroll area the screen shows is tried in turn, in tree order (an outer page before
    /// the carousel it holds), until one scrolls: Voice Control's "Scroll right" said with no name,
    /// which has no place of the user's to act at (docs/voice-control.md, decisions). The one
    /// definition below the technologies of which area a scroll at a place reaches; nil when no
    /// area was found to try.
    @discardableResult
    package func scroll(_ direction: ScrollDirection, at point: Point, orElsewhereOnScreen elsewhere: Bool) -> ElementActionResult? {
        let start = outputs.count
        var tried: Set<String> = []
        var outcome = ElementActionResult.Outcome.notSupported
        var handler: String?
        if let target = navigation.scrollTarget(at: point) {
            if let index = navigation.index(of: target) { tried.formUnion(navigation.chain(from: index).map(\.id)) } else { tried.insert(target) }
            (outcome, handler) = run(.scroll(direction), on: target, tryingAncestors: true)
        }
        while elsewhere, outcome != .performed {
            let screen = scene.device.bounds
            guard let next = navigation.nodes.first(where: { node in
                node.element.onScroll != nil && !tried.contains(node.element.id) && node.element.frame.intersects(screen)
            })?.element.id else { break }
            tried.insert(next)
            let done = run(.scroll(direction), on: next, tryingAncestors: false)
            if done.outcome != .notSupported { (outcome, handler) = done }
        }
        if tried.isEmpty { return nil }
        return ElementActionResult(outcome: outcome, handlerID: handler, events: outputs[start...].map(\.event))
    }

    private typealias Done = (outcome: ElementActionResult.Outcome, handler: String?)

    private func run(_ action: ElementAction, on id: String?, tryingAncestors: Bool) -> Done {
        switch action {
        case .escape:
            // Escape ends a drag under way before anything else, whichever technology says it
            // (VoiceOver's scrub, Switch Control's Escape, the keyboard's Escape, "Go back").
            if drag.isActive { return run(.cancelDrag, on: id, tryingAncestors: tryingAncestors) }
            return escape(from: id)
        case .magicTap:
            let done = tryChain(from: id, name: "magicTap", ancestors: tryingAncestors) { $0.onMagicTap }
            if done.handler == nil { emit(.action(elementID: nil, name: "magicTap", result: false)) }
            return done
        case .scroll(let direction):
            return tryChain(from: id, name: "scroll.\(direction.rawValue)", ancestors: tryingAncestors) { element in
                element.onScroll.map { hook in { context in hook(direction, context) } }
            }
        case .cancelDrag:
            guard drag.isActive else { return (.notSupported, nil) }
            runSceneCode { for event in drag.cancel(scene: scene, context: self) { emit(event) } }
            return (.performed, nil)
        case .endEditing:
            guard let id else { return (.notSupported, nil) }
            // A field that left the tree has nothing to end: the editing simply stops.
            let ended = runSceneCode { navigation.node(withID: id)?.onEndEditing?(self) ?? true }
            return report(id, "endEditing", ended, supported: true)
        default:
            break
        }
        guard let id, let element = navigation.node(withID: id) else { return (.notSupported, nil) }
        switch action {
        case .activate:
            if let hook = element.onActivate {
                let handled = runSceneCode { hook(self) }
                emit(.action(elementID: id, name: "activate", result: handled))
                if handled { return (.performed, id) }
            }
            // UIKit's default activation: a tap at the activation point. An enabled text field
            // takes it itself, whatever the scene does with it: it becomes the first responder and
            // begins editing (VoiceOver's double tap and the keyboard's Space make it the one
            // edited). A scene file's field has no code of its own, and its tap was reported failed.
            let point = element.resolvedActivationPoint
            let used = madeGesture { () -> Bool in
                deliverTouches(at: [point])
                return scene.gesture(SceneGesture(kind: .tap, location: point), context: self)
            }
            let beginsEditing = element.traits.contains(.textField) && !element.traits.contains(.notEnabled)
            return report(id, "tap", used || beginsEditing, supported: true)
        case .increment, .decrement:
            let up = action == .increment
            let hook = up ? element.onIncrement : element.onDecrement
            let changed = runSceneCode { hook?(self) ?? false }
            return report(id, up ? "increment" : "decrement", changed, supported: hook != nil)
        case .zoom(let zoomIn):
            let hook = zoomIn ? element.onZoomIn : element.onZoomOut
            let point = element.resolvedActivationPoint
            let zoomed = runSceneCode { hook?(point, self) ?? false }
            return report(id, zoomIn ? "zoomIn" : "zoomOut", zoomed, supported: hook != nil)
        case .customAction(let index):
            let actions = element.customActions
            guard actions.indices.contains(index) else { return (.notSupported, nil) }
            let result = runSceneCode { actions[index].handler(self) }
            return report(id, actions[index].name.string, result, supported: true)
        case .beginDrag(let descriptor):
            let events = runSceneCode { drag.begin(descriptor, sourceID: id, scene: scene, context: self) }
            return reportDrag(events, id)
        case .drop(let descriptor):
            let events = runSceneCode { drag.drop(descriptor, targetID: id, scene: scene, context: self) }
            return reportDrag(events, id)
        case .insertText(let text):
            let inserted = runSceneCode { element.onTextInput?(text, self) ?? false }
            return report(id, "type", inserted, supported: element.onTextInput != nil)
        case .longPress:
            let point = element.resolvedActivationPoint
            let used = madeGesture { () -> Bool in
                scene.touch(SceneTouch(id: Self.synthesizedTouchID, phase: .began, location: point, time: now), context: self)
                let press = SceneGesture(kind: .longPress, location: point)
                let used = scene.gesture(press, context: self)
                scene.touch(SceneTouch(id: Self.synthesizedTouchID, phase: .ended, location: point, time: now), context: self)
                // Not used: a control fires when the touch lifts inside it, as UIKit's touch-up inside.
                return used || touchUpsInside(after: press, on: element)
            }
            return report(id, "longPress", used, supported: true)
        case .passThrough(let path):
            let start = element.resolvedActivationPoint
            runSceneCode { deliverTouches(at: [start] + path.map { start + $0 }) }
            return report(id, "passThrough", true, supported: true)
        case .doubleTap:
            let point = element.resolvedActivationPoint
            let used = madeGesture { () -> Bool in
                deliverTouches(at: [point])
                deliverTouches(at: [point])
                let doubleTap = SceneGesture(kind: .doubleTap, location: point)
                // Not used: each touch is a touch-up inside a control, as UIKit's.
                return scene.gesture(doubleTap, context: self) || touchUpsInside(after: doubleTap, on: element)
            }
            return report(id, "doubleTap", used, supported: true)
        case .swipe(let direction):
            let start = element.resolvedActivationPoint
            let end = start + swipeOffset(direction)
            let used = madeGesture { () -> Bool in
                deliverTouches(at: [start, end])
                return scene.gesture(SceneGesture(kind: .swipe, location: start, direction: direction), context: self)
            }
            return report(id, "swipe.\(direction.rawValue)", used, supported: true)
        case .rotate:
            let point = element.resolvedActivationPoint
            let used = madeGesture {
                scene.gesture(SceneGesture(kind: .rotate, location: point, fingers: 2, amount: Double.pi / 2), context: self)
            }
            return report(id, "rotate", used, supported: true)
        case .freehand:
            let start = element.resolvedActivationPoint
            let edge = element.frame.maxX - 1
            let end = Point(Swift.max(start.x, edge), start.y)
            let path = Self.strokePath(from: start, to: end)
            let used = madeGesture { () -> Bool in
                deliverTouches(at: path)
                return scene.gesture(SceneGesture(kind: .pan, location: start, amount: end.x - start.x), context: self)
            }
            return report(id, "freehand", used, supported: true)
        case .pinch(let out):
            let point = element.resolvedActivationPoint
            let used = madeGesture {
                scene.gesture(SceneGesture(kind: .pinch, location: point, fingers: 2, amount: out ? 2 : 0.5), context: self)
            }
            return report(id, out ? "pinchOut" : "pinchIn", used, supported: true)
        case .escape, .magicTap, .scroll, .cancelDrag, .endEditing:
            return (.notSupported, nil)  // handled above, without an element
        }
    }

    /// Emits the `action` record of one hook call and says what it came to.
    private func report(_ id: String, _ name: String, _ result: Bool, supported: Bool) -> Done {
        emit(.action(elementID: id, name: name, result: result))
        return (result ? .performed : supported ? .declined : .notSupported, result ? id : nil)
    }

    /// Emits a descriptor drag's records (its `action` first, then the drag states).
    private func reportDrag(_ events: [OutputEvent], _ id: String) -> Done {
        for event in events { emit(event) }
        guard case .action(_, _, let result)? = events.first else { return (.declined, nil) }
        return result ? (.performed, id) : (.declined, nil)
    }

    /// Escape along the chain; unhandled, a back button on the screen goes back; else an action with
    /// no element and result false.
    private func escape(from id: String?) -> Done {
        let done = tryChain(from: id, name: "escape", ancestors: true) { $0.onEscape }
        if done.handler != nil { return done }
        if let back = navigation.entries.first(where: { $0.element.traits.contains(.backButton) }),
           let hook = back.element.onActivate {
            let popped = runSceneCode { hook(self) }
            emit(.action(elementID: back.id, name: "escape", result: popped))
            if popped { return (.performed, back.id) }
        }
        emit(.action(elementID: nil, name: "escape", result: false))
        return (done.outcome, nil)
    }

    /// Calls the hook on the element `id`, then (with `ancestors`) each ancestor that implements it,
    /// until one returns true; each call is an action output.
    private func tryChain(from id: String?, name: String, ancestors: Bool,
                          hook: (AccessibilityElement) -> ((SceneContext) -> Bool)?) -> Done {
        let current = navigation
        let chain: [AccessibilityElement]
        if let id, let index = current.index(of: id) {
            chain = ancestors ? current.chain(from: index) : [current.entries[index].element]
        } else if let id, let element = current.node(withID: id) {
            chain = [element]
        } else {
            chain = []
        }
        var outcome = ElementActionResult.Outcome.notSupported
        for element in chain {
            guard let call = hook(element) else { continue }
            let result = runSceneCode { call(self) }
            emit(.action(elementID: element.id, name: name, result: result))
            if result { return (.performed, element.id) }
            outcome = .declined
        }
        return (outcome, nil)
    }

    /// A synthesized touch: down at the first point, moves through the others, up at the last, all now.
    func deliverTouches(at points: [Point]) {
        guard let first = points.first else { return }
        let id = Self.synthesizedTouchID
        scene.touch(SceneTouch(id: id, phase: .began, location: first, time: now), context: self)
        for point in points.dropFirst() {
            scene.touch(SceneTouch(id: id, phase: .moved, location: point, time: now), context: self)
        }
        scene.touch(SceneTouch(id: id, phase: .ended, location: points[points.count - 1], time: now), context: self)
    }
}
