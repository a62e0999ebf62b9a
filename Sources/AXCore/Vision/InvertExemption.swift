/// What Smart Invert leaves as drawn: the frames of elements that ignore invert colours, with their
/// subtrees (as `accessibilityIgnoresInvertColors` covers a view's subviews). iOS spares media it knows
/// (video layers, web images) by itself, but an app's own image views and drawings invert unless they
/// set the property; a scene here is such an app, so only the property spares (docs/vision.md).
extension Scene {
    /// The frames, in scene points, Smart Invert leaves alone under `settings`.
    public func invertExemptFrames(settings: Settings) -> [Rect] {
        var frames: [Rect] = []
        func walk(_ elements: [AccessibilityElement]) {
            for element in elements {
                if element.ignoresInvertColors { frames.append(element.frame) } else { walk(element.children) }
            }
        }
        walk(accessibilityElements(settings: settings))
        return frames
    }
}
