import AXCore

/// UIKit's touch-up inside for the gestures a control declares nothing for (docs/engine.md, "A
/// double tap or long press on a control"). A `UIButton`, a segment, a tab or a switch is no gesture
/// recognizer: it fires its action on every touch that lifts inside it, however long the touch
/// lasted, so two quick touches fire it twice and a long one fires it when it lifts. Here a finger's
/// touches become recognized gestures, and a scene's control takes taps only; so when the scene does
/// not use a double tap, triple tap or long press (no handler took it and none is declared where it
/// lands), the engine hands the control the taps its touch-ups would have been: one per touch of a
/// double or triple tap, one when a long press lifts on the element it began on. Every path a
/// gesture reaches the scene by comes here: a finger in the window and in a replayed trace
/// (`deliverSceneGesture`), Voice Control's grid and Switch Control's point gestures (`touchScreen`)
/// and the element actions Voice Control's "Double tap NAME" and Switch Control's Gestures make.
extension Session {
    /// How many touch-ups inside `element` takes from a gesture of `kind` it declares nothing for:
    /// 0 when it takes none. An enabled button (a segment, a tab, a toggle: UIKit's controls expose
    /// the button trait) or text field takes each touch-up: two for a double tap, three for a
    /// triple tap, one for a long press, lifted. A link takes the taps of a double or triple tap but
    /// not a long press, which on a link opens its preview and menu rather than following it. An
    /// adjustable element (a slider moves by its thumb, not by taps), a disabled one and anything
    /// else (a static text, an image) take none.
    package static func touchUpsInside(_ kind: SceneGesture.Kind, on element: AccessibilityElement) -> Int {
        let traits = element.traits
        guard !traits.contains(.notEnabled), !traits.contains(.adjustable) else { return 0 }
        let touches: Int
        switch kind {
        case .doubleTap: touches = 2
        case .tripleTap: touches = 3
        case .longPress: touches = 1
        default: return 0
        }
        if traits.contains(.button) || traits.contains(.textField) { return touches }
        if traits.contains(.link), kind != .longPress { return touches }
        return 0
    }

    /// After the scene did not use `gesture` (a double tap, triple tap or long press at its
    /// location): the taps its touch-ups give `element` (nil: the element a finger there lands on),
    /// each handed to the scene as a tap at `gesture.location`, unless the scene declares a gesture
    /// of that kind there (its own recognizer takes the touches, as a `UIView`'s would). Whether
    /// anything took them: a tap the scene used, or a text field, which begins editing on the
    /// first touch-up whatever the scene does with it (as the `activate` tap reports). Call it
    /// while no drag carries the touch: a finger whose touch a drag took never lifts inside.
    func touchUpsInside(after gesture: SceneGesture, on element: AccessibilityElement? = nil) -> Bool {
        guard let element = element ?? elementUnderFinger(at: gesture.location) else { return false }
        let touches = Self.touchUpsInside(gesture.kind, on: element)
        guard touches > 0, !declares(gesture.kind, at: gesture.location) else { return false }
        var used = false
        for _ in 0..<touches {
            let tap = SceneGesture(kind: .tap, location: gesture.location, fingers: gesture.fingers)
            if runSceneCode({ scene.gesture(tap, context: self) }) { used = true }
        }
        return used || element.traits.contains(.textField)
    }

    /// The element a finger at `point` lands on (`NavigationOrder.hitTest`), nil over none.
    func elementUnderFinger(at point: Point) -> AccessibilityElement? {
        let order = navigation
        return order.hitTest(point).map { order.entries[$0].element }
    }

    /// Whether the scene declares a gesture of `kind` over `point`: its recognizer, not the
    /// control's touch tracking, answers that gesture there.
    private func declares(_ kind: SceneGesture.Kind, at point: Point) -> Bool {
        sceneDeclaredGestures.contains { $0.kind == kind && $0.frame.contains(point) }
    }

    /// A finger's long press the scene did not use, begun over `element`: it takes a touch-up
    /// when the finger lifts on the same element with no drag taken from it (`releaseHeldPress`).
    func holdPress(_ press: SceneGesture) {
        guard let element = elementUnderFinger(at: press.location),
              Self.touchUpsInside(.longPress, on: element) > 0 else { return }
        pointerRouting.heldPressElementID = element.id
    }

    /// The long press held by `holdPress` lifted at `point`: a touch-up inside when it lifts on the
    /// element it began on and no drag took its touch. Whether anything took it.
    func releaseHeldPress(at point: Point) -> Bool {
        guard let id = pointerRouting.heldPressElementID else { return false }
        pointerRouting.heldPressElementID = nil
        guard !pointerRouting.drags.isDragging, let element = elementUnderFinger(at: point), element.id == id else { return false }
        return touchUpsInside(after: SceneGesture(kind: .longPress, location: point), on: element)
    }
}
