/// Where a scroll area is scrolled to, kept by the scene across layouts (a `UIScrollView`'s
/// `contentOffset`), with the finger dragging it.
public final class ScrollState {
    /// How far the content is scrolled along the area's axis, in points: up for a vertical area,
    /// towards the leading edge for a horizontal one.
    public var offset: Double
    /// The finger dragging the content and where it was last, along the axis.
    fileprivate var dragging: (touch: Int, last: Double)?

    /// Scrolled to `offset` (the top by default).
    public init(offset: Double = 0) { self.offset = offset }

    /// Back to the top (a new screen's list), or to `offset` (a scene putting its model back),
    /// dropping any drag.
    public func reset(to offset: Double = 0) {
        self.offset = offset
        dragging = nil
    }
}

/// A viewport onto taller (or, along the horizontal axis, wider: a carousel) content, scrolled by
/// dragging and, for VoiceOver, a page at a time by the three-finger scroll, announced "Page 2 of 4"
/// as a system scroll view does. Only the elements that show through the viewport are in the
/// navigation order, trimmed at both its edges along the axis (`ScrollPaging.showing`); the whole
/// content is the container's `scrollContent`, so VoiceOver's first, last, rotor and read all reach
/// what is scrolled away and scroll it into view (announcing the page). Every technology's scroll
/// (Switch Control's, Voice Control's, keyboard shortcuts) reaches the same hook, which turns the
/// direction into a page forward or back for the area's axis (`ScrollAxis.forward`).
public struct ScrollArea: TakesTouchesInItsFrame {
    /// The container node's id.
    public var id: String
    /// Where it is scrolled to, kept by the scene.
    public var state: ScrollState
    /// What scrolls: laid out at its fitted length along the axis, the viewport's breadth across it.
    public var content: any Component
    /// Which way the content scrolls: vertical (the default) or horizontal (a carousel).
    public var axis: ScrollAxis
    /// Whether the area answers three-finger scrolls when everything fits (a table view does).
    public var scrollsWhenContentFits: Bool

    /// A scroll area `id` over `content`, scrolled along `axis` as `state` says.
    public init(id: String, state: ScrollState, axis: ScrollAxis = .vertical, scrollsWhenContentFits: Bool = true,
                _ content: any Component) {
        self.id = id; self.state = state; self.axis = axis; self.content = content
        self.scrollsWhenContentFits = scrollsWhenContentFits
    }

    /// The page arithmetic for this viewport and content, along the axis. Content that would grow
    /// without end across a carousel (a flexible width) is taken as one viewport long.
    public func paging(in frame: Rect, settings: Settings) -> ScrollPaging {
        let viewport = axis.length(of: frame.size)
        let fitted = axis.length(of: content.sizeThatFits(axis.contentProposal(in: frame.size), settings: settings))
        return ScrollPaging(viewportLength: viewport, contentLength: fitted.isFinite ? fitted : viewport)
    }

    /// The content at its full length, moved back along the axis by the offset.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let paging = paging(in: frame, settings: settings)
        return [PlacedComponent(content, in: axis.content(of: frame, offset: paging.shown(state.offset), length: paging.contentLength))]
    }

    /// Only the viewport shows.
    public func childClip(in frame: Rect, settings: Settings) -> Rect? { frame }

    /// One container of what shows, answering three-finger scrolls when there is more to see.
    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        let axis = self.axis
        var node = AccessibilityElement.container(id: id, frame: frame, explicitOrder: false,
                                                  children: ScrollPaging.showing(children, in: frame, axis: axis))
        let paging = paging(in: frame, settings: settings)
        let state = self.state
        // Left and right as the layout lays the content out, the next page to the right: where the
        // element is placed mirrored (a right-to-left layout, its next page then to the left) they
        // are swapped as its frames are mirrored, and twice, not at all, in a left-to-right island
        // of that layout (`ScrollContent.scrollsInLayoutDirections`). The settings' direction is
        // not asked: it does not say whether an island holds the area.
        if scrollsWhenContentFits || paging.pageCount > 1 {
            node.onScroll = { direction, context in
                guard let forward = axis.forward(direction) else { return false }
                return Self.scroll(state, paging, forward: forward, context)
            }
        }
        // Content coordinates of a frame in these children: they were laid out at this offset.
        let contentStart = axis.start(of: frame) - paging.shown(state.offset)
        let revealWhole: (Rect, SceneContext) -> Bool = { shown, context in
            Self.reveal(top: axis.start(of: shown) - contentStart, bottom: axis.end(of: shown) - contentStart,
                        state, paging, context)
        }
        node.scrollContent = ScrollContent(elements: children, axis: axis) { shown, context in
            // One the viewport shows in part is read where it is: the viewport's top, and so its
            // page, would stay where it is (docs/voiceover.md, decisions).
            guard !shown.intersects(frame) else { return false }
            return revealWhole(shown, context)
        }
        // Full Keyboard Access's focus scrolls a partly shown item whole into view (docs/keyboard.md).
        node.scrollContent?.revealWhole = revealWhole
        node.scrollContent?.scrollsInLayoutDirections = true
        return [node]
    }

    /// Scrolls so the content from `top` to `bottom` (along the axis) shows, announcing the page;
    /// false when it shows already.
    private static func reveal(top: Double, bottom: Double, _ state: ScrollState, _ paging: ScrollPaging,
                               _ context: SceneContext) -> Bool {
        guard let offset = paging.offset(revealing: top, to: bottom, from: paging.shown(state.offset)) else { return false }
        state.offset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    /// One page `forward` or back, announced; false at either end.
    private static func scroll(_ state: ScrollState, _ paging: ScrollPaging, forward: Bool, _ context: SceneContext) -> Bool {
        guard let offset = paging.scrolled(from: paging.shown(state.offset), forward: forward) else { return false }
        state.offset = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    /// Fingers drag the content.
    public var tracksTouches: Bool { true }

    /// A finger dragging the content along the axis scrolls it, kept within the content (the
    /// touch comes in layout coordinates, so a mirrored carousel follows the finger too).
    public func touch(_ touch: SceneTouch, in frame: Rect, context: SceneContext) {
        let position = axis.coordinate(of: touch.location)
        switch touch.phase {
        case .began:
            if state.dragging == nil { state.dragging = (touch.id, position) }
        case .moved, .ended:
            guard let dragging = state.dragging, dragging.touch == touch.id else { return }
            let paging = paging(in: frame, settings: context.settings)
            state.offset = paging.dragged(paging.shown(state.offset), by: position - dragging.last)
            state.dragging = touch.phase == .ended ? nil : (touch.id, position)
        case .cancelled:
            if state.dragging?.touch == touch.id { state.dragging = nil }
        }
    }
}
