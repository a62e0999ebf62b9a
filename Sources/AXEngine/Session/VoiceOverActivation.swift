import AXCore

/// What VoiceOver's double tap does to the scene for an element, once the Actions rotor has had its
/// say: a direct-touch region that requires activation starts taking touches (the scene sees nothing
/// yet); otherwise the element's activate runs, and if it has none or it returns false, a tap lands
/// at its activation point. The Session performs it for the user and validation probes perform it
/// through this same code, so what a probe's activation does is what the user's does.
package enum VoiceOverActivation {
    /// One thing the activation did, in order.
    package enum Step: Equatable, Sendable {
        /// A direct-touch region that requires activation now passes touches through.
        case directTouch
        /// The element's activate ran and returned `handled`.
        case hook(handled: Bool)
        /// A synthesized tap at the activation point; `used` is whether the scene used it.
        case tap(used: Bool)
    }

    /// A direct-touch region whose touches pass through only after the user activates it.
    package static func startsDirectTouch(_ element: AccessibilityElement) -> Bool {
        element.traits.contains(.allowsDirectInteraction) && element.directTouch?.contains(.requiresActivation) == true
    }

    /// Activates `element` of `scene` at virtual time `time`, telling `report` each step as it happens;
    /// true when something took the activation.
    @discardableResult
    package static func perform(on element: AccessibilityElement, scene: Scene, context: SceneContext, at time: Int,
                               report: (Step) -> Void = { _ in }) -> Bool {
        if startsDirectTouch(element) {
            report(.directTouch)
            return true
        }
        if let hook = element.onActivate {
            let handled = hook(context)
            report(.hook(handled: handled))
            if handled { return true }
        }
        let point = element.resolvedActivationPoint
        deliverTouches(at: [point], to: scene, context: context, at: time)
        let used = scene.gesture(SceneGesture(kind: .tap, location: point), context: context)
        report(.tap(used: used))
        return used
    }

    /// A synthesized touch: down at the first point, moves through the others, up at the last, all at `time`.
    static func deliverTouches(at points: [Point], to scene: Scene, context: SceneContext, at time: Int) {
        guard let first = points.first else { return }
        let id = Session.synthesizedTouchID
        scene.touch(SceneTouch(id: id, phase: .began, location: first, time: time), context: context)
        for point in points.dropFirst() {
            scene.touch(SceneTouch(id: id, phase: .moved, location: point, time: time), context: context)
        }
        scene.touch(SceneTouch(id: id, phase: .ended, location: points[points.count - 1], time: time), context: context)
    }
}
