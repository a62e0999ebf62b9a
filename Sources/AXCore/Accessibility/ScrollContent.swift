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

    /// Whether an element at `frame` is scrolled out of view in a scroll area whose frame is
    /// `viewport`: it lies wholly outside it. VoiceOver and Full Keyboard Access reach such an
    /// element and scroll it into view; Switch Control and Voice Control act on what shows. A
    /// scene's own scroll areas give it in `elements` only; an imported screen, which cannot
    /// scroll, keeps it in the tree, and validation does not take it for off the screen or covered.
    public static func isScrolledOut(_ frame: Rect, of viewport: Rect) -> Bool { !frame.intersects(viewport) }

    /// The content `elements` of an area that scrolls to an element's frame with `reveal`.
    public init(elements: [AccessibilityElement], reveal: @escaping (Rect, SceneContext) -> Bool) {
        self.elements = elements
        self.reveal = reveal
    }
}
