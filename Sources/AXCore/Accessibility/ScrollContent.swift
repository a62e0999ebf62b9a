/// Everything a scroll area holds, what shows and what is scrolled away, as UIKit's table and
/// collection views expose cells beyond the visible ones through their accessibility container.
/// The navigation order keeps only what shows; VoiceOver reads this to move the focus (first, last,
/// a rotor's next match, read all) to an element outside the viewport, and asks the area to reveal
/// it, as VoiceOver scrolls a table view to the cell it moves to (docs/voiceover.md).
public struct ScrollContent {
    /// Every element of the content where it lies now, at the area's current offset, those outside
    /// the viewport included; containers with all their children.
    public var elements: [AccessibilityElement]
    /// Scrolls the area so `frame` (where an element of `elements` lies now) shows, and posts the
    /// page announcement a scroll posts; false when it is showing already or cannot be reached.
    public var reveal: (Rect, SceneContext) -> Bool
    /// Scrolls the area so `frame` shows whole, one it shows in part included, as UIKit's focus
    /// engine keeps the item it focuses on the screen (`UIFocusItemScrollableContainer`): what Full
    /// Keyboard Access's focus asks, where VoiceOver's `reveal` may leave a partly shown element
    /// where it is. Nil: `reveal` answers for both.
    public var revealWhole: ((Rect, SceneContext) -> Bool)?
    /// Which way the area scrolls, so rules know which edges trim what shows (a list's top, a
    /// carousel's leading and trailing edges).
    public var axis: ScrollAxis
    /// Whether the element's `onScroll` takes left and right as the layout lays the content out,
    /// before the element is placed: placing it mirrored (`AccessibilityElement.mapped`) swaps
    /// them, as it mirrors its frames. So a carousel a right-to-left layout mirrors pages the other
    /// way, and one in a left-to-right island of that layout (mirrored twice) pages as left to
    /// right. A `ScrollArea` sets it; a hook that asks the settings' layout direction itself (the
    /// home screen's pages) leaves it off.
    public var scrollsInLayoutDirections = false

    /// Whether an element at `frame` is scrolled out of view in a scroll area whose frame is
    /// `viewport`: it lies wholly outside it. VoiceOver and Full Keyboard Access reach such an
    /// element and scroll it into view; Switch Control and Voice Control act on what shows. A
    /// scene's own scroll areas give it in `elements` only; an imported screen, which cannot
    /// scroll, keeps it in the tree, and validation does not take it for off the screen or covered.
    public static func isScrolledOut(_ frame: Rect, of viewport: Rect) -> Bool { !frame.intersects(viewport) }

    /// The content `elements` of an area that scrolls along `axis` to an element's frame with `reveal`.
    public init(elements: [AccessibilityElement], axis: ScrollAxis = .vertical, reveal: @escaping (Rect, SceneContext) -> Bool) {
        self.elements = elements
        self.axis = axis
        self.reveal = reveal
    }

    /// Wraps both ways of revealing (`reveal`, `revealWhole`) in `wrap`, so whoever places or
    /// observes the area (a mirrored layout, a scene forgetting its layouts) does it once for both.
    public mutating func wrapReveals(_ wrap: (@escaping (Rect, SceneContext) -> Bool) -> (Rect, SceneContext) -> Bool) {
        reveal = wrap(reveal)
        revealWhole = revealWhole.map(wrap)
    }

    /// Where the element `id` lies whole in the content (among `elements` and their children), its
    /// frame as the area laid it out, before what shows was trimmed to the viewport; nil when none
    /// is it. Rules that judge a trimmed frame ask it.
    public func wholeFrame(of id: String) -> Rect? { Self.frame(of: id, in: elements) }

    private static func frame(of id: String, in elements: [AccessibilityElement]) -> Rect? {
        for element in elements {
            if element.id == id { return element.frame }
            if let found = frame(of: id, in: element.children) { return found }
        }
        return nil
    }
}
