import AXCore

/// Which VoiceOver command a recognized gesture issues: the table of docs/voiceover.md.
enum VoiceOverGestureMap {
    /// The command for `gesture`, or nil when VoiceOver does nothing with it (a change of a rotate,
    /// an unmapped finger count…).
    ///
    /// Decisions (D): touch exploration is a one-finger single tap, or a one-finger pan or long press as
    /// it begins and moves (speaking whatever is under the finger), so fast flicks stay swipes. A
    /// rotate turns the rotor one step, in its direction, when it begins. Double-tap-and-hold issues
    /// `passThrough` with an empty path when it begins: the rest of the touch is streamed live to the
    /// scene by the pointer routing, not replayed from a path.
    static func command(for gesture: RecognizedGesture) -> VoiceOverCommand? {
        switch (gesture.kind, gesture.phase, gesture.fingers) {
        case (.tap, .recognized, 1):
            return .touch(gesture.location)
        case (.pan, .began, 1), (.pan, .changed, 1), (.longPress, .began, 1), (.longPress, .changed, 1):
            return .touch(gesture.location)
        case (.doubleTap, .recognized, 1):
            return .activate
        case (.tripleTap, .recognized, 1):
            return .longPress
        case (.doubleTapHold, .began, 1):
            return .passThrough(path: [])
        case (.swipe, .recognized, 1):
            switch gesture.direction {
            case .right?: return .next
            case .left?: return .previous
            case .up?: return .up
            case .down?: return .down
            default: return nil
            }
        case (.swipe, .recognized, 2):
            switch gesture.direction {
            case .up?: return .readAll(fromTop: true)
            case .down?: return .readAll(fromTop: false)
            default: return nil
            }
        case (.swipe, .recognized, 3):
            guard let direction = gesture.direction, let scroll = ScrollDirection(rawValue: direction.rawValue)
            else { return nil }
            return .scroll(scroll)
        case (.rotate, .began, 2):
            return gesture.direction == .counterclockwise ? .rotorPrevious : .rotorNext
        case (.scrub, .recognized, 2):
            return .escape
        case (.doubleTap, .recognized, 2):
            return .magicTap
        case (.tap, .recognized, 4):
            switch gesture.direction {
            case .top?: return .first
            case .bottom?: return .last
            default: return nil
            }
        default:
            return nil
        }
    }
}
