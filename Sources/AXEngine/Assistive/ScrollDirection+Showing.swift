import AXCore

extension ScrollDirection {
    /// The element action's direction (VoiceOver's three-finger swipe that way, `ElementAction.scroll`)
    /// that shows what lies toward `side`. A command named by where the view goes, as Voice
    /// Control's "Scroll down" and Switch Control's Scroll Down, shows what lies below: the content
    /// moves up, as under the three-finger swipe up; Scroll Right shows what lies to the right, the
    /// three-finger swipe left (a carousel's next page). Next and previous are their own. One
    /// mapping for every technology that names a scroll by its side (docs/switch-control.md).
    public static func showing(_ side: ScrollDirection) -> ScrollDirection {
        switch side {
        case .up: return .down
        case .down: return .up
        case .left: return .right
        case .right: return .left
        case .next, .previous: return side
        }
    }
}
