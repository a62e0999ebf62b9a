/// Empty space: a fixed length in a column, or in a row the width left over by the other children.
public struct Spacer: Component {
    public var length: Double

    public init(_ length: Double = 0) { self.length = length }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: length, height: length) }
}

/// Children stacked top to bottom across the full width (a vertical `UIStackView`).
public struct Column: Component {
    public var spacing: Double
    public var items: [any Component]

    public init(spacing: Double = 0, _ items: [any Component]) {
        self.spacing = spacing
        self.items = items
    }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let heights = items.map { $0.sizeThatFits(Size(width: proposal.width, height: .infinity), settings: settings).height }
        return Size(width: proposal.width, height: heights.reduce(0, +) + spacing * Double(max(0, items.count - 1)))
    }

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
public struct Row: Component {
    public var spacing: Double
    public var reflowsAtAccessibilitySizes: Bool
    public var items: [any Component]

    public init(spacing: Double = 0, reflowsAtAccessibilitySizes: Bool = false, _ items: [any Component]) {
        self.spacing = spacing
        self.reflowsAtAccessibilitySizes = reflowsAtAccessibilitySizes
        self.items = items
    }

    private func reflows(_ settings: Settings) -> Bool {
        reflowsAtAccessibilitySizes && settings.contentSize.isAccessibilityCategory
    }

    /// Each child's width: what it fits in the width the children before it left, spacers
    /// sharing what is left at the end.
    private func widths(_ width: Double, _ settings: Settings) -> [Double] {
        var left = width - spacing * Double(max(0, items.count - 1))
        let fixed = items.map { item -> Double? in
            guard !(item is Spacer) else { return nil }
            let fitted = min(left, item.sizeThatFits(Size(width: max(0, left), height: .infinity), settings: settings).width)
            left -= fitted
            return fitted
        }
        let flexible = Double(max(1, fixed.filter { $0 == nil }.count))
        return fixed.map { $0 ?? max(0, left / flexible) }
    }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        if reflows(settings) { return Column(spacing: spacing, items).sizeThatFits(proposal, settings: settings) }
        let sizes = zip(items, widths(proposal.width, settings)).map {
            $0.sizeThatFits(Size(width: $1, height: proposal.height), settings: settings)
        }
        let width = sizes.map(\.width).reduce(0, +) + spacing * Double(max(0, items.count - 1))
        return Size(width: items.contains { $0 is Spacer } ? proposal.width : width, height: sizes.map(\.height).max() ?? 0)
    }

    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        if reflows(settings) { return Column(spacing: spacing, items).children(in: frame, settings: settings) }
        var x = frame.minX
        return zip(items, widths(frame.width, settings)).map { item, width in
            let height = min(frame.height, item.sizeThatFits(Size(width: width, height: frame.height), settings: settings).height)
            defer { x += width + spacing }
            return PlacedComponent(item, in: Rect(x: x, y: frame.midY - height / 2, width: width, height: height))
        }
    }
}

/// Children on top of one another, each filling the frame (a z-stack): a card behind its content,
/// a dimming layer behind a sheet.
public struct Layers: Component {
    public var items: [any Component]

    public init(_ items: [any Component]) { self.items = items }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let sizes = items.map { $0.sizeThatFits(proposal, settings: settings) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        items.map { PlacedComponent($0, in: frame) }
    }
}

/// A child inset from the frame's edges (leading and trailing, so a right-to-left layout mirrors them).
public struct Padding: Component {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public var content: any Component

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0, _ content: any Component) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        self.content = content
    }

    /// The same inset on every edge.
    public init(_ all: Double, _ content: any Component) {
        self.init(top: all, leading: all, bottom: all, trailing: all, content)
    }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let inner = content.sizeThatFits(Size(width: proposal.width - leading - trailing, height: proposal.height - top - bottom),
                                         settings: settings)
        return Size(width: inner.width + leading + trailing, height: inner.height + top + bottom)
    }

    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        [PlacedComponent(content, in: Rect(x: frame.minX + leading, y: frame.minY + top,
                                           width: max(0, frame.width - leading - trailing),
                                           height: max(0, frame.height - top - bottom)))]
    }
}

/// Children at frames a design fixes, relative to this component's origin (absolute placement,
/// as with `frame` in UIKit); still mirrored for right-to-left layouts by the composition.
public struct Absolute: Component {
    public var items: [PlacedComponent]

    public init(_ items: [PlacedComponent]) { self.items = items }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let extent = items.reduce(Rect.zero) { $0.union($1.frame) }
        return Size(width: extent.maxX, height: extent.maxY)
    }

    public func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        items.map { PlacedComponent($0.component, in: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }
}

/// A child that keeps a fixed height (or width), whatever it would fit.
public struct Sized: ContentWrapper {
    public var width: Double?
    public var height: Double?
    public var content: any Component

    public init(width: Double? = nil, height: Double? = nil, _ content: any Component) {
        self.width = width; self.height = height; self.content = content
    }

    public func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        let fitted = (width == nil || height == nil) ? content.sizeThatFits(proposal, settings: settings) : .zero
        return Size(width: width ?? fitted.width, height: height ?? fitted.height)
    }
}

/// Content whose text stops growing at a content size (UIKit's `maximumContentSizeCategory`): for
/// text that shares the screen with a control that must keep its room, such as a keyboard.
public struct ContentSizeLimit: ContentWrapper {
    public var largest: ContentSizeCategory
    public var content: any Component

    public init(_ largest: ContentSizeCategory, _ content: any Component) {
        self.largest = largest
        self.content = content
    }

    public func settings(forChildren settings: Settings) -> Settings {
        var limited = settings
        limited.contentSize = min(settings.contentSize, largest)
        return limited
    }

}
