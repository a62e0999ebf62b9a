/// Where a scroll area is scrolled to, kept by the scene across layouts (a `UIScrollView`'s
/// `contentOffset`), with the finger dragging it.
public final class ScrollState {
    /// How far the content is scrolled up, in points.
    public var offset: Double
    fileprivate var dragging: (touch: Int, lastY: Double)?

    public init(offset: Double = 0) { self.offset = offset }

    /// Back to the top, dropping any drag (a new screen's list).
    public func reset() {
        offset = 0
        dragging = nil
    }
}

/// A viewport onto taller content, scrolled by dragging and, for VoiceOver, a page at a time by
/// the three-finger scroll, announced "Page 2 of 4" as a system scroll view does. Only the elements
/// that show through the viewport are exposed, trimmed at its top edge.
public struct ScrollArea: Component {
    public var id: String
    public var state: ScrollState
    public var content: any Component
    /// Whether the area answers three-finger scrolls when everything fits (a table view does).
    public var scrollsWhenContentFits: Bool

    public init(id: String, state: ScrollState, scrollsWhenContentFits: Bool = true, _ content: any Component) {
        self.id = id; self.state = state; self.content = content; self.scrollsWhenContentFits = scrollsWhenContentFits
    }

    /// The page arithmetic for this viewport and content.
    public func paging(in frame: Rect, settings: Settings) -> ScrollPaging {
        ScrollPaging(viewportHeight: frame.height,
                     contentHeight: content.sizeThatFits(Size(width: frame.width, height: .infinity), settings: settings).height)
    }

    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let height = paging(in: frame, settings: settings).contentHeight
        return [PlacedComponent(content, in: Rect(x: frame.minX, y: frame.minY - state.offset, width: frame.width, height: height))]
    }

    public func childClip(in frame: Rect, settings: Settings) -> Rect? { frame }

    public func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                                      settings: Settings) -> [AccessibilityElement] {
        var node = AccessibilityElement.container(id: id, frame: frame, explicitOrder: false,
                                                  children: ScrollPaging.showing(children, in: frame))
        let paging = paging(in: frame, settings: settings)
        if scrollsWhenContentFits || paging.pageCount > 1 {
            let state = self.state
            node.onScroll = { direction, context in Self.scroll(state, paging, direction, context) }
        }
        return [node]
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

    public func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { frame.contains(point) }

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

/// A modal sheet over a screen: the screen behind is dimmed and takes no touches, VoiceOver sees
/// only the sheet (`accessibilityViewIsModal`), and escape (the two-finger scrub) or a tap that
/// reaches the dimmed screen dismisses it. Taps on the sheet go to its components; a panel that
/// should not dismiss when tapped absorbs them (`Drawing(absorbsTouches:)`).
public struct ModalOverlay: Component {
    public var content: any Component
    /// The sheet's container node id.
    public var id: String
    /// What the sheet's container is to VoiceOver, and its label.
    public var type: ContainerType
    public var label: SpeechText?
    public var sheet: any Component
    /// Where the sheet goes inside the overlay's frame.
    public var sheetFrame: (Rect, Settings) -> Rect
    /// The colour laid over the screen behind the sheet; nil for a sheet that covers it all.
    public var dimming: Color?
    public var onDismiss: AccessibilityHook

    public init(_ content: any Component, id: String, type: ContainerType = .none, label: SpeechText? = nil, sheet: any Component,
                dimming: Color? = Color.black.withAlpha(0.4), sheetFrame: @escaping (Rect, Settings) -> Rect,
                onDismiss: @escaping AccessibilityHook) {
        self.content = content; self.id = id; self.type = type; self.label = label; self.sheet = sheet; self.dimming = dimming
        self.sheetFrame = sheetFrame; self.onDismiss = onDismiss
    }

    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        let sheetFrame = sheetFrame(frame, settings)
        var node = AccessibilityElement.container(id: id, frame: sheetFrame, type: type, label: label, children: [])
        node.viewIsModal = true
        node.onEscape = onDismiss
        return [PlacedComponent(content, in: frame),
                PlacedComponent(Dimming(color: dimming, onDismiss: onDismiss), in: frame),
                PlacedComponent(AccessibilityGroup(node: node, sheet), in: sheetFrame)]
    }

    /// The dimmed screen behind the sheet: it swallows touches, and a tap on it dismisses the sheet.
    private struct Dimming: Component {
        let color: Color?
        let onDismiss: AccessibilityHook

        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            if let color { list.fill(.rect(frame), color) }
        }

        func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool { frame.contains(point) }

        /// Fingers on the dimmed screen go nowhere (the screen behind does not scroll).
        var tracksTouches: Bool { true }

        func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
            gesture.kind == .tap && onDismiss(context)
        }
    }
}
