/// Empty space: a fixed length in a column, or in a row the width left over by the other children.
public struct Spacer: TakesNoTouches {
    /// The fixed length in a column (a row shares its leftover width among spacers instead).
    public var length: Double

    /// A space `length` points long.
    public init(_ length: Double = 0) { self.length = length }

    /// `length` each way.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: length, height: length) }
}

/// Children stacked top to bottom across the full width (a vertical `UIStackView`).
public struct Column: TakesNoTouches {
    /// Between neighbours.
    public var spacing: Double
    /// Top to bottom.
    public var items: [any Component]

    /// A column of `items`.
    public init(spacing: Double = 0, _ items: [any Component]) {
        self.spacing = spacing
        self.items = items
    }

    /// The offered width; the items' heights and the spacing between them.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let heights = items.map { $0.sizeThatFits(Size(width: proposal.width, height: .infinity), settings: settings).height }
        return Size(width: proposal.width, height: heights.reduce(0, +) + spacing * Double(max(0, items.count - 1)))
    }

    /// Each item at its fitted height, full width, from the top.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        var y = frame.minY
        return items.map { item in
            let height = item.sizeThatFits(Size(width: frame.width, height: .infinity), settings: settings).height
            defer { y += height + spacing }
            return PlacedComponent(item, in: Rect(x: frame.minX, y: y, width: frame.width, height: height))
        }
    }
}

/// Children side by side from the leading edge, centred vertically (a horizontal `UIStackView`).
/// Spacers share the width the others leave. At accessibility text sizes a row that
/// `reflowsAtAccessibilitySizes` becomes a column, as Apple's guidance asks of rows of text, so
/// every control that uses it reflows the same way.
public struct Row: TakesNoTouches {
    /// Between neighbours.
    public var spacing: Double
    /// Whether the row becomes a column at the accessibility text sizes.
    public var reflowsAtAccessibilitySizes: Bool
    /// From the leading edge.
    public var items: [any Component]

    /// A row of `items`.
    public init(spacing: Double = 0, reflowsAtAccessibilitySizes: Bool = false, _ items: [any Component]) {
        self.spacing = spacing
        self.reflowsAtAccessibilitySizes = reflowsAtAccessibilitySizes
        self.items = items
    }

    private func reflows(_ settings: Settings) -> Bool {
        reflowsAtAccessibilitySizes && settings.contentSize.isAccessibilityCategory
    }

    /// Each child measured once, at the row's height: its size as it reports it, and the width it
    /// gets, which is what it fits in the width the children before it left (spacers sharing what is
    /// left at the end). A child's width and height come from the same measurement: measuring it
    /// once for its width and again at that width for its height made rows nested N deep cost 2^N
    /// measurements of the innermost child (a scene file of 24 nested rows never finished).
    private func measure(_ proposal: Size, _ settings: Settings) -> [(fitted: Size, width: Double)] {
        var left = proposal.width - spacing * Double(max(0, items.count - 1))
        let fixed = items.map { item -> (fitted: Size, width: Double)? in
            guard !(item is Spacer) else { return nil }
            let fitted = item.sizeThatFits(Size(width: max(0, left), height: proposal.height), settings: settings)
            let width = min(left, fitted.width)
            left -= width
            return (fitted, width)
        }
        let flexible = max(0, left / Double(max(1, fixed.filter { $0 == nil }.count)))
        return zip(items, fixed).map { item, measured in
            measured ?? (item.sizeThatFits(Size(width: flexible, height: proposal.height), settings: settings), flexible)
        }
    }

    /// The items side by side (the offered width when a spacer fills it), as tall as the tallest.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        if reflows(settings) { return Column(spacing: spacing, items).sizeThatFits(proposal, settings: settings) }
        let sizes = measure(proposal, settings).map(\.fitted)
        let width = sizes.map(\.width).reduce(0, +) + spacing * Double(max(0, items.count - 1))
        return Size(width: items.contains { $0 is Spacer } ? proposal.width : width, height: sizes.map(\.height).max() ?? 0)
    }

    /// Each item at its width from the leading edge, centred vertically; a column when reflowing.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        if reflows(settings) { return Column(spacing: spacing, items).children(in: frame, settings: settings) }
        var x = frame.minX
        return zip(items, measure(frame.size, settings)).map { item, measured in
            let height = min(frame.height, measured.fitted.height)
            defer { x += measured.width + spacing }
            return PlacedComponent(item, in: Rect(x: x, y: frame.midY - height / 2, width: measured.width, height: height))
        }
    }
}

/// Children on top of one another, each filling the frame (a z-stack): a card behind its content,
/// a dimming layer behind a sheet.
public struct Layers: TakesNoTouches {
    /// Back to front.
    public var items: [any Component]

    /// Layers of `items`.
    public init(_ items: [any Component]) { self.items = items }

    /// The largest of the items' sizes.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let sizes = items.map { $0.sizeThatFits(proposal, settings: settings) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Every item over the whole frame.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        items.map { PlacedComponent($0, in: frame) }
    }
}

/// A child inset from the frame's edges (leading and trailing, so a right-to-left layout mirrors them).
public struct Padding: TakesNoTouches {
    /// The insets, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    /// What is inset.
    public var content: any Component

    /// `content` inset by the given edges.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0, _ content: any Component) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        self.content = content
    }

    /// The same inset on every edge.
    public init(_ all: Double, _ content: any Component) {
        self.init(top: all, leading: all, bottom: all, trailing: all, content)
    }

    /// The content's size plus the insets.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let inner = content.sizeThatFits(Size(width: proposal.width - leading - trailing, height: proposal.height - top - bottom),
                                         settings: settings)
        return Size(width: inner.width + leading + trailing, height: inner.height + top + bottom)
    }

    /// The content in the inset frame.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        [PlacedComponent(content, in: Rect(x: frame.minX + leading, y: frame.minY + top,
                                           width: max(0, frame.width - leading - trailing),
                                           height: max(0, frame.height - top - bottom)))]
    }
}

/// Children at frames a design fixes, relative to this component's origin (absolute placement,
/// as with `frame` in UIKit); still mirrored for right-to-left layouts by the composition.
public struct Absolute: TakesNoTouches {
    /// Each child with its frame relative to the container's origin.
    public var items: [PlacedComponent]

    /// Children at the frames given.
    public init(_ items: [PlacedComponent]) { self.items = items }

    /// Up to the furthest child.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let extent = items.reduce(Rect.zero) { $0.union($1.frame) }
        return Size(width: extent.maxX, height: extent.maxY)
    }

    /// The children moved to the container's origin.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        items.map { PlacedComponent($0.component, in: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }
}

/// A child that keeps a fixed height (or width), whatever it would fit. Given a larger frame (a
/// column gives every child its full width, layers and padding their whole frame), it keeps its
/// size at the frame's top leading corner, as a width constraint holds a view inside a stack view.
public struct Sized: ContentWrapper, TakesNoTouches {
    /// The fixed width, or nil for the content's.
    public var width: Double?
    /// The fixed height, or nil for the content's.
    public var height: Double?
    /// What is sized.
    public var content: any Component

    /// `content` with a fixed width, height or both.
    public init(width: Double? = nil, height: Double? = nil, _ content: any Component) {
        self.width = width; self.height = height; self.content = content
    }

    /// The fixed sides, the content's for the others.
    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let fitted = (width == nil || height == nil) ? content.sizeThatFits(proposal, settings: settings) : .zero
        return Size(width: width ?? fitted.width, height: height ?? fitted.height)
    }

    /// The content at the fixed sides (never more than the frame), from the frame's top leading corner.
    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        [PlacedComponent(content, in: Rect(x: frame.minX, y: frame.minY,
                                           width: width.map { min($0, frame.width) } ?? frame.width,
                                           height: height.map { min($0, frame.height) } ?? frame.height))]
    }
}

/// Content whose text stops growing at a content size (UIKit's `maximumContentSizeCategory`): for
/// text that shares the screen with a control that must keep its room, such as a keyboard.
public struct ContentSizeLimit: ContentWrapper, TakesNoTouches {
    /// The largest text size the content follows.
    public var largest: ContentSizeCategory
    /// The text that stops growing.
    public var content: any Component

    /// `content` whose text stops growing at `largest`.
    public init(_ largest: ContentSizeCategory, _ content: any Component) {
        self.largest = largest
        self.content = content
    }

    /// The settings with the content size capped.
    public func settings(forChildren settings: Settings) -> Settings {
        var limited = settings
        limited.contentSize = min(settings.contentSize, largest)
        return limited
    }

}
