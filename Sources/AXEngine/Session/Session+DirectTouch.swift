import AXCore

/// Where a touch goes in a direct-touch region (docs/voiceover.md).
enum DirectTouchRoute: Hashable, Sendable {
    /// VoiceOver is off: every touch goes to the scene.
    case scene
    /// Not a direct-touch region: VoiceOver handles the touch (exploration, VoiceOver gestures).
    case voiceOver
    /// Default direct touch: VoiceOver speaks the element, then the touches go to the scene.
    case speakThenPassThrough(elementID: String)
    /// Silent on touch, or a requires-activation region the user activated: straight to the scene.
    case passThroughSilently(elementID: String)
    /// A requires-activation region not activated yet: VoiceOver handles the touch until the user
    /// double taps the element; it then stays active until focus leaves it (decision D).
    case requiresActivation(elementID: String)
}

extension Session {
    /// A direct-touch region whose touches pass through only after the user activates it: VoiceOver's
    /// double tap starts its direct touch instead of activating it.
    static func startsDirectTouch(_ element: AccessibilityElement) -> Bool {
        element.traits.contains(.allowsDirectInteraction) && element.directTouch?.contains(.requiresActivation) == true
    }

    /// Where a touch landing at `point` goes. Direct-touch options only count together with the
    /// allowsDirectInteraction trait (the UIKit rule).
    func directTouchRoute(at point: Point) -> DirectTouchRoute {
        guard settings.voiceOver else { return .scene }
        let current = navigation
        guard let index = current.hitTest(point) else { return .voiceOver }
        let element = current.entries[index].element
        guard element.traits.contains(.allowsDirectInteraction) else { return .voiceOver }
        let options = element.directTouch ?? []
        if options.contains(.requiresActivation) {
            return activeDirectTouchID == element.id ? .passThroughSilently(elementID: element.id)
                                                     : .requiresActivation(elementID: element.id)
        }
        return options.contains(.silentOnTouch) ? .passThroughSilently(elementID: element.id)
                                                : .speakThenPassThrough(elementID: element.id)
    }

    /// Focus for a touch that passes through: spoken first in the default mode, silent otherwise.
    func focusForDirectTouch(_ route: DirectTouchRoute) {
        switch route {
        case .speakThenPassThrough(let id):
            if let index = navigation.index(of: id) { focus(index, speak: true) }
        case .passThroughSilently(let id):
            if let index = navigation.index(of: id), index != focusedIndex { focus(index, speak: false) }
        case .scene, .voiceOver, .requiresActivation:
            break
        }
    }
}
