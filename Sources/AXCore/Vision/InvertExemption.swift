/// What Smart Invert leaves as drawn: the drawing of a view that ignores invert colours and of its
/// subviews, item by item (`DisplayItem.ignoresInvertColors`), and nothing drawn over or under it
/// by anything else (a sheet, a caption, a dimming layer), as UIKit's
/// `accessibilityIgnoresInvertColors` "prevents the system from inverting the colors of the view and
/// all of its subviews". A component scene marks the drawing of each `IgnoringInvertColors` and of
/// each component exposing an element that ignores invert colours (`ComponentLayout`); the renderer
/// and validation read the marks. iOS spares media it knows (video layers, web images) by itself,
/// but an app's own image views and drawings invert unless they set the property; a scene here is
/// such an app, so only the property spares (docs/vision.md).
extension AccessibilityElement {
    /// Whether an element of `elements`, or of their subtrees, ignores invert colours: a component
    /// exposing one is a view with the property set.
    ///
    /// The walk reads the two fields it needs in place: taking each element as a whole copied (and
    /// retained) every one of its labels, closures and children.
    public static func anyIgnoresInvertColors(in elements: [AccessibilityElement]) -> Bool {
        !invertExemptFrames(in: elements, first: true).isEmpty
    }

    /// The frames of the elements of `elements` (and their subtrees) that ignore invert colours; an
    /// element that does covers its children, so they are not walked. An imported screen has no
    /// drawing of its elements' own, only a screenshot: these are the parts of it spared.
    public static func invertExemptFrames(in elements: [AccessibilityElement]) -> [Rect] {
        invertExemptFrames(in: elements, first: false)
    }

    private static func invertExemptFrames(in elements: [AccessibilityElement], first: Bool) -> [Rect] {
        var frames: [Rect] = []
        func walk(_ elements: [AccessibilityElement]) {
            for index in elements.indices {
                if first && !frames.isEmpty { return }
                if elements[index].ignoresInvertColors {
                    frames.append(elements[index].frame)
                } else if !elements[index].children.isEmpty {
                    walk(elements[index].children)
                }
            }
        }
        walk(elements)
        return frames
    }
}
