/// Content that Smart Invert leaves as drawn: every element it exposes ignores invert colours
/// (UIKit's `accessibilityIgnoresInvertColors` on a view, which covers its subviews). Wrap photos and
/// media, which inverting turns into negatives (docs/vision.md).
public struct IgnoringInvertColors: ContentWrapper, TakesNoTouches {
    /// The photo, video or other content to spare.
    public var content: any Component

    /// `content`, spared by Smart Invert.
    public init(_ content: any Component) { self.content = content }

    /// The content's elements, each marked to ignore invert colours.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        children.map { element in
            var spared = element
            spared.ignoresInvertColors = true
            return spared
        }
    }
}
