/// What Smart Invert leaves as drawn: the frames of elements that ignore invert colours, with their
/// subtrees (as `accessibilityIgnoresInvertColors` covers a view's subviews), and in a component
/// scene the whole frame of every `IgnoringInvertColors`, element or not (`ComponentScene`). iOS spares media it knows
/// (video layers, web images) by itself, but an app's own image views and drawings invert unless they
/// set the property; a scene here is such an app, so only the property spares (docs/vision.md).
extension Scene {
    /// The frames, in scene points, Smart Invert leaves alone under `settings`: those of the
    /// elements that ignore invert colours (`AccessibilityElement.invertExemptFrames(in:)`).
    public func invertExemptFrames(settings: Settings) -> [Rect] {
        AccessibilityElement.invertExemptFrames(in: accessibilityElements(settings: settings))
    }
}

extension AccessibilityElement {
    /// The frames of the elements of `elements` (and their subtrees) that ignore invert colours;
    /// an element that does covers its children, so they are not walked.
    ///
    /// The walk reads the two fields it needs in place: taking each element as a whole copied (and
    /// retained) every one of its labels, closures and children, 2.6 ms over grid-10000's 10,000
    /// elements, which the window paid every frame under Smart Invert.
    public static func invertExemptFrames(in elements: [AccessibilityElement]) -> [Rect] {
        var frames: [Rect] = []
        func walk(_ elements: [AccessibilityElement]) {
            for index in elements.indices {
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
