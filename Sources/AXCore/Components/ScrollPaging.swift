/// Page arithmetic for a scrolling area that answers VoiceOver's three-finger scroll a screenful at
/// a time and says where it landed ("Page 2 of 4"), as a system scroll view does. Pages start a
/// viewport's length apart from the start; the last one is clamped to the end of the content.
/// Lengths are along the area's axis (`ScrollAxis`): heights for a list, widths for a carousel.
public struct ScrollPaging: Hashable, Sendable {
    /// How much shows at once, along the axis.
    public let viewportLength: Double
    /// How long the content is, along the axis.
    public let contentLength: Double

    /// Pages of `contentLength` seen through `viewportLength`.
    public init(viewportLength: Double, contentLength: Double) {
        self.viewportLength = viewportLength
        self.contentLength = contentLength
    }

    /// Pages of a vertical area's `contentHeight` seen through `viewportHeight`.
    public init(viewportHeight: Double, contentHeight: Double) {
        self.init(viewportLength: viewportHeight, contentLength: contentHeight)
    }

    /// The viewport's length, as a vertical area's height.
    public var viewportHeight: Double { viewportLength }
    /// The content's length, as a vertical area's height.
    public var contentHeight: Double { contentLength }

    /// The furthest the content scrolls.
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    /// Where content scrolled to `offset` shows: within the content. An offset past the end, left
    /// by content that has since grown shorter (a text size made smaller, rows taken away), shows
    /// the end, as UIKit's scroll views take their offset back within the content when it shrinks
    /// under them; the scene's model keeps the offset it set.
    public func shown(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

    /// Screenfuls, at least one.
    public var pageCount: Int { max(1, Int((contentLength / viewportLength).rounded(.up))) }

    /// The page showing at `offset`, 1-based; the clamped end is the last page. Offsets within half a
    /// point of a page's start are on that page, so a page reached by adding up viewport heights
    /// (`5 × 485.2` is `2425.9999…` in floating point) is not taken for the page before it.
    public func page(at offset: Double) -> Int {
        if offset >= maxOffset - 0.5 { return pageCount }
        return min(pageCount, Int((offset + 0.5) / viewportLength) + 1)
    }

    /// The offset after a scroll one page forward (`forward`) or back from `offset`; nil at either end.
    public func scrolled(from offset: Double, forward: Bool) -> Double? {
        let target = page(at: offset) + (forward ? 1 : -1)
        guard target >= 1, target <= pageCount else { return nil }
        return min(Double(target - 1) * viewportLength, maxOffset)
    }

    /// The offset at which the content from `top` to `bottom` (content coordinates along the axis:
    /// a carousel's leading and trailing edges) shows, for VoiceOver moving to an element scrolled
    /// away: the page holding its top, or, when it fits the viewport but would run past that page's
    /// end, the offset that brings its top to the viewport's; nil when it shows whole at `offset`
    /// already (or nothing would move).
    public func offset(revealing top: Double, to bottom: Double, from offset: Double) -> Double? {
        if top >= offset - 0.5 && bottom <= offset + viewportLength + 0.5 { return nil }
        var target = min((top / viewportLength).rounded(.down) * viewportLength, maxOffset)
        if bottom - top <= viewportLength, bottom > target + viewportLength + 0.5 { target = min(top, maxOffset) }
        target = max(0, target)
        return abs(target - offset) < 0.5 ? nil : target
    }

    /// What VoiceOver says after landing at `offset`.
    public func announcement(at offset: Double) -> String { "Page \(page(at: offset)) of \(pageCount)" }

    /// `offset` moved by a finger's drag of `dy` points along the axis, kept within the content.
    public func dragged(_ offset: Double, by dy: Double) -> Double { min(max(offset - dy, 0), maxOffset) }

    /// The elements that show through `viewport`, containers' children included. One cut by either
    /// edge of the viewport along `axis` (a list's top or bottom, a carousel's leading or trailing
    /// edge) is trimmed to it, the same on both axes: an element read where it is, partly shown,
    /// would otherwise reach past the scroll view, under the bar above or the tab bar below, onto a
    /// carousel's neighbours or off the screen, where VoiceOver's cursor, Switch Control's
    /// highlight and the focus ring would be drawn around nothing that shows, sort before the bar's
    /// elements and take their touches. (UIKit's accessibility frame is the whole view's, but no
    /// touch reaches past a scroll view's bounds, and VoiceOver scrolls a partly shown cell into
    /// view as it focuses it; where the element lies whole stays in `ScrollContent`.)
    /// A list whose every element shows whole (none cut, none outside, nor any of their children)
    /// is handed back as it is, its storage shared: most of what a scroll area shows is not cut.
    public static func showing(_ elements: [AccessibilityElement], in viewport: Rect,
                               axis: ScrollAxis = .vertical) -> [AccessibilityElement] {
        showing(elements, in: viewport, axis: axis, from: axis.start(of: viewport), to: axis.end(of: viewport))
    }

    /// `showing`, trimming to `start`...`end` along `axis`.
    private static func showing(_ elements: [AccessibilityElement], in viewport: Rect, axis: ScrollAxis,
                                from start: Double, to end: Double) -> [AccessibilityElement] {
        func showsWhole(_ element: AccessibilityElement) -> Bool {
            let frame = element.frame
            guard frame.intersects(viewport), axis.start(of: frame) >= start, axis.end(of: frame) <= end else { return false }
            return element.children.allSatisfy(showsWhole)
        }
        guard let first = elements.firstIndex(where: { !showsWhole($0) }) else { return elements }
        var result = Array(elements[..<first])
        for element in elements[first...] where element.frame.intersects(viewport) {
            var shown = element
            if axis.start(of: element.frame) < start || axis.end(of: element.frame) > end {
                shown.frame = axis.trimmed(element.frame, from: start, to: end)
            }
            if !element.children.isEmpty { shown.children = showing(element.children, in: viewport, axis: axis, from: start, to: end) }
            result.append(shown)
        }
        return result
    }
}
