import AXCore

/// What an assistive technology asks of an element: the UIKit accessibility contract
/// (`accessibilityActivate`, `accessibilityIncrement`, custom actions, `accessibilityPerformEscape`,
/// `accessibilityPerformMagicTap`, `accessibilityScroll`, zoom, drag and drop through location
/// descriptors, text input) plus the touches a technology synthesizes at an element (long press,
/// pass-through). Every technology performs these through the engine (`Session.perform(_:on:)`), so
/// a double tap under VoiceOver and a Tap in Switch Control's menu run the same code and report the
/// same records (docs/engine.md).
public enum ElementAction: Hashable, Sendable {
    /// `accessibilityActivate`; when the element has none or it declines, a tap at the activation point.
    case activate
    /// `accessibilityIncrement` of an adjustable element.
    case increment
    /// `accessibilityDecrement` of an adjustable element.
    case decrement
    /// The element's custom action at this index of `customActions`.
    case customAction(index: Int)
    /// `accessibilityPerformEscape`, tried on the element, then each ancestor; if none handles it, a
    /// back button on the screen (a navigation controller's escape pops the pushed screen).
    case escape
    /// `accessibilityPerformMagicTap`, tried on the element, then each ancestor.
    case magicTap
    /// `accessibilityScroll(_:)`, tried on the element, then each ancestor.
    case scroll(ScrollDirection)
    /// Zooms in (`true`) or out at the element's activation point.
    case zoom(in: Bool)
    /// Starts a drag from this drag source descriptor of the element.
    case beginDrag(LocationDescriptor)
    /// Drops the dragged item at this drop point descriptor of the element.
    case drop(LocationDescriptor)
    /// Cancels the drag under way.
    case cancelDrag
    /// Inserts text into the element being edited (`insertText`).
    case insertText(String)
    /// Ends the editing of a text field (the keyboard's dismiss).
    case endEditing
    /// A long press at the activation point (down, the long-press gesture, up, all at once).
    case longPress
    /// A touch down at the activation point, moved through these offsets from it, then lifted.
    case passThrough(path: [Point])
    /// A double tap at the activation point (down, up, down, up, the double-tap gesture).
    case doubleTap
    /// A one-finger swipe from the activation point (down, moved, up, the swipe gesture): Voice
    /// Control's swipe, Switch Control's Gestures > Flick Up, Down, Left and Right.
    case swipe(SwipeDirection)
    /// A two-finger rotation about the activation point, a quarter turn clockwise (the rotate
    /// gesture): Switch Control's Gestures > Rotate.
    case rotate
    /// A one-finger stroke from the activation point across the element to its right edge (down,
    /// moved, up, the pan gesture): Switch Control's Gestures > Free-hand, whose path iOS lets the
    /// user draw and a menu entry cannot say.
    case freehand
    /// Two fingers spread (`out`, to twice the distance) or closed (to half) about the activation
    /// point (the pinch gesture), for an element that exposes no zoom: Switch Control's Gestures >
    /// Pinch Out and Pinch In where the app declares a pinch.
    case pinch(out: Bool)
}

/// What performing an `ElementAction` did.
public struct ElementActionResult: Hashable, Sendable {
    /// Whether anybody took the action.
    public enum Outcome: String, Hashable, Sendable {
        /// An element (or the scene, for a synthesized touch) took it.
        case performed
        /// It was offered and every handler declined (returned false).
        case declined
        /// Nothing on the element or its ancestors implements it, or the element is not exposed.
        case notSupported
    }

    /// Whether anybody took it.
    public var outcome: Outcome
    /// The element that took it (an ancestor, for the actions tried along the chain); nil when none did.
    public var handlerID: String?
    /// What changed, in order: the outputs it produced (each handler's `action` record, a declined
    /// one before the one that took it; the drag states of a drag or drop; sounds the scene played).
    public var events: [OutputEvent]

    /// A result with these fields.
    public init(outcome: Outcome, handlerID: String?, events: [OutputEvent]) {
        self.outcome = outcome
        self.handlerID = handlerID
        self.events = events
    }

    /// Whether it was performed.
    public var performed: Bool { outcome == .performed }
}
