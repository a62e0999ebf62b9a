/// Where a scroll area is scrolled to, kept by the scene across layouts (a `UIScrollView`'s
/// `contentOffset`), with the finger dragging it.
public final class ScrollState {
    /// How far the content is scrolled up, in points.
    public var offset: Double
    fileprivate var dragging: (touch: Int, lastY: Double)?

    /// Scrolled to `offset` (the top by default).
    public init(offset: Double = 0) { self.offset = offset }

    /// Back to the top (a new screen's list), or to `offset` (a scene putting its model back),
    /// dropping any drag.
    public func reset(to offset: Double = 0) {
        self.offset = offset
        dragging = nil
    }
}

/// A viewport onto taller content, scrolled by dragging and, for VoiceOver, a page at a time by
/// the three-finger scroll, announced "Page 2 of 4" as a system scroll view does. Only the elements
/// that show through the viewport are in the navigation order, trimmed at its top edge; the whole
/// content is the container's `scrollContent`, so VoiceOver's first, last, rotor and read all reach
/// what is scrolled away and scroll it into view (announcing the page).
public struct ScrollArea: TakesTouchesInItsFrame {
    /// The container node's id.
    public var id: String
    /// Where it is scrolled to, kept by the scene.
    public var state: ScrollState
    /// What scrolls: laid out at its fitted height, the viewport's width.
    public var content: any Component
    /// Whether the area answers three-finger scrolls when everything fits (a table view does).
    public var scrollsWhenContentFits: Bool

    /// A scroll area `id` over `content`, scrolled as `state` says.
    public init(id: String, state: ScrollState, scrollsWhenContentFits: Bool = true, _ content: any Component) {
        self.id = id; self.state = state; self.content = content; self.scrollsWhenContentFits = scrollsWhenContentFits
    }

    /// The page arithmetic for this viewport and content.
    public func paging(in frame: Rect, settings: Settings) -> ScrollPaging {
        ScrollPaging(viewportHeight: frame.height,
                     contentHeight: content.sizeThatFits(Size(width: frame.width, height: .infinity), settings: settings).height)
    }

    /// The content at its full height, moved up by the offset.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let height = paging(in: frame, settings: settings).contentHeight
        return [PlacedComponent(content, in: Rect(x: frame.minX, y: frame.minY - state.offset, width: frame.width, height: height))]
    }

    /// Only the viewport shows.
    public func childClip(in frame: Rect, settings: Settings) -> Rect? { frame }

    /// One container of what shows, answering three-finger scrolls when there is more to see.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        var node = AccessibilityElement.container(id: id, frame: frame, explicitOrder: false,
                                                  children: ScrollPaging.showing(children, in: frame))
        let paging = paging(in: frame, settings: settings)
        let state = self.state
        if scrollsWhenContentFits || paging.pageCount > 1 {
            node.onScroll = { direction, context in Self.scroll(state, paging, direction, context) }
        }
        // Content coordinates of a frame in these children: they were laid out at this offset.
        let contentTop = frame.minY - state.offset
        node.scrollContent = ScrollContent(elements: children) { shown, context in
            // One the viewport shows in part is read where it is: the viewport's top, and so its
            // page, would stay where it is (docs/voiceover.md, decisions).
            guard !shown.intersects(frame) else { return false }
            return Self.reveal(top: shown.minY - contentTop, bottom: shown.maxY - contentTop, state, paging, context)
        }
        return [node]
    }

    /// Scrolls so the content from `top` to `bottom` shows, announcing the page; false when it
    /// shows already.
    private static func reveal(top: Double, bottom: Double, _ state: ScrollState, _ paging: ScrollPaging,
                               _ context: SceneContext) -> Bool {
        guard let offset = paging.offset(revealing: top, to: bottom, from: state.offset) else { return false }
        state.offset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    /// One page forward (three fingers up) or back, announced; false at either end.
    private static func scroll(_ state: ScrollState, _ paging: ScrollPaging, _ direction: ScrollDirection,
                               _ context: SceneContext) -> Bool {
        let forward: Bool
        switch direction {
        case .up, .next: forward = true
        case .down, .previous: forward = false
        case .left, .right: return false
        }
        guard let offset = paging.scrolled(from: state.offset, forward: forward) else { return false }
        state.offset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    /// Fingers drag the content.
    public var tracksTouches: Bool { true }

    /// A finger dragging the content scrolls it, kept within the content.
    public func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        switch touch.phase {
        case .began:
            if state.dragging == nil { state.dragging = (touch.id, touch.location.y) }
        case .moved, .ended:
            guard let dragging = state.dragging, dragging.touch == touch.id else { return }
            state.offset = paging(in: frame, settings: context.settings).dragged(state.offset, by: touch.location.y - dragging.lastY)
            state.dragging = touch.phase == .ended ? nil : (touch.id, touch.location.y)
        case .cancelled:
            if state.dragging?.touch == touch.id { state.dragging = nil }
        }
    }
}
