import AXCore

/// A gesture the recognizer found in a pointer stream: what, with how many fingers, where and when.
/// Plain values only (no strings), so recognizing never allocates per sample.
public struct RecognizedGesture: Hashable, Sendable {
    /// Which gesture; the raw value is the name traces write (`doubleTap`, `swipe` …).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case tap, doubleTap, tripleTap, longPress, pan, swipe, pinch, rotate
        /// Two fingers rubbed back and forth horizontally ("Z").
        case scrub
        /// The second tap of a double tap held past the long-press time; then streams moves until lift.
        case doubleTapHold
    }

    /// Discrete gestures are `recognized` once; continuous ones go began → changed … → ended or cancelled.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case recognized, began, changed, ended, cancelled
    }

    /// Swipe direction, rotation sense, pinch sense, or the screen half of a four-finger tap.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case up, down, left, right
        case clockwise, counterclockwise
        /// Pinch: fingers spread (`out`, zoom in) or closed (`in`).
        case `in`, out
        case top, bottom
    }

    /// Which gesture it is.
    public var kind: Kind
    /// `recognized` for a discrete gesture; the stage of a continuous one.
    public var phase: Phase
    /// How many fingers made it (VoiceOver's gestures differ by finger count).
    public var fingers: Int
    /// Its direction or sense, for the gestures that have one.
    public var direction: Direction?
    /// The finger (one finger) or the fingers' centroid: where a continuous gesture is now, where a
    /// swipe or scrub started, where the first tap of a tap sequence landed.
    public var location: Point
    /// Pinch scale, rotation in radians (positive clockwise on screen), swipe distance in points.
    public var amount: Double?
    /// Virtual milliseconds at which the recognizer decided.
    public var time: Int

    /// A gesture as the recognizer reports it (traces and tests build expected ones this way).
    public init(_ kind: Kind, phase: Phase = .recognized, fingers: Int = 1, direction: Direction? = nil,
                location: Point, amount: Double? = nil, time: Int) {
        self.kind = kind; self.phase = phase; self.fingers = fingers; self.direction = direction
        self.location = location; self.amount = amount; self.time = time
    }

    /// The trace record: discrete gestures, and continuous ones when they begin (their changes would
    /// flood a trace; the pointer inputs already hold every move).
    public var outputEvent: OutputEvent? {
        guard phase == .recognized || phase == .began else { return nil }
        return .gesture(kind: kind, fingers: fingers, direction: direction)
    }

    /// What the scene receives (VoiceOver off, or passed through). Scenes get one call per gesture:
    /// discrete gestures when recognized, a long press when it begins (as UIKit reports it), a pan,
    /// pinch or rotate when it ends, with its final amount. Scrubs and double-tap-holds are
    /// VoiceOver gestures with no scene counterpart.
    public var sceneGesture: SceneGesture? {
        let sceneKind: SceneGesture.Kind
        switch (kind, phase) {
        case (.tap, .recognized): sceneKind = .tap
        case (.doubleTap, .recognized): sceneKind = .doubleTap
        case (.tripleTap, .recognized): sceneKind = .tripleTap
        case (.swipe, .recognized): sceneKind = .swipe
        case (.longPress, .began): sceneKind = .longPress
        case (.pan, .ended): sceneKind = .pan
        case (.pinch, .ended): sceneKind = .pinch
        case (.rotate, .ended): sceneKind = .rotate
        default: return nil
        }
        // SceneGesture carries a direction for swipes only, an amount for pinches and rotations only.
        return SceneGesture(kind: sceneKind, location: location, fingers: fingers,
                            direction: kind == .swipe ? direction.flatMap { SwipeDirection(rawValue: $0.rawValue) } : nil,
                            amount: kind == .pinch || kind == .rotate ? amount : nil)
    }
}
