/// The direction a scroll area's content moves (a `UIScrollView` scrolling vertically, or
/// sideways as a carousel of cards or photos does). One `ScrollArea` and one `ScrollPaging` serve
/// both: the axis only says which coordinate of a frame, a point or a size is the one that scrolls.
public enum ScrollAxis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Top to bottom: a list, a feed, a form.
    case vertical
    /// Leading to trailing: a carousel. In a right-to-left layout the content starts at the right
    /// and its next page lies to the left, as the layout mirrors the content.
    case horizontal

    /// Where `rect` starts along the axis (its top, or its leading edge in layout coordinates).
    public func start(of rect: Rect) -> Double { self == .vertical ? rect.minY : rect.minX }
    /// Where `rect` ends along the axis.
    public func end(of rect: Rect) -> Double { self == .vertical ? rect.maxY : rect.maxX }
    /// How long `size` is along the axis.
    public func length(of size: Size) -> Double { self == .vertical ? size.height : size.width }
    /// `point`'s coordinate along the axis.
    public func coordinate(of point: Point) -> Double { self == .vertical ? point.y : point.x }

    /// The proposal that measures content scrolling along the axis in a viewport of `size`:
    /// unbounded along the axis, the viewport's breadth across it.
    public func contentProposal(in size: Size) -> Size {
        self == .vertical ? Size(width: size.width, height: .infinity) : Size(width: .infinity, height: size.height)
    }

    /// `rect` moved back by `offset` along the axis and `length` long along it: where content
    /// scrolled `offset` from the viewport `rect`'s start is laid out.
    public func content(of rect: Rect, offset: Double, length: Double) -> Rect {
        self == .vertical ? Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: length)
            : Rect(x: rect.minX - offset, y: rect.minY, width: length, height: rect.height)
    }

    /// `rect` with its stretch along the axis cut to `start`...`end` (where they lie inside it).
    public func trimmed(_ rect: Rect, from start: Double, to end: Double) -> Rect {
        let from = max(self.start(of: rect), start), to = min(self.end(of: rect), end)
        return self == .vertical ? Rect(x: rect.minX, y: from, width: rect.width, height: to - from)
            : Rect(x: from, y: rect.minY, width: to - from, height: rect.height)
    }

    /// Whether a three-finger scroll (or any technology's `scroll`) in `direction` turns a page
    /// forward (true), back (false), or is not this axis's (nil, so an ancestor may take it, as a
    /// carousel inside a feed passes the swipe up on to the feed). The fingers move as the content
    /// does: up, or left, shows what comes next; `next` and `previous` go along either axis.
    /// `mirrored` swaps left and right, the next page then to the left: for a hook that reads the
    /// settings' layout direction itself. A hook that takes left and right as its content is laid
    /// out (`ScrollContent.scrollsInLayoutDirections`, as a `ScrollArea`'s does) leaves it off:
    /// placing the element mirrored swaps them.
    public func forward(_ direction: ScrollDirection, mirrored: Bool = false) -> Bool? {
        switch (direction, self) {
        case (.next, _): return true
        case (.previous, _): return false
        case (.up, .vertical): return true
        case (.down, .vertical): return false
        case (.left, .horizontal): return !mirrored
        case (.right, .horizontal): return mirrored
        default: return nil
        }
    }
}
