extension AccessibilityElement {
    /// The element and its subtree placed by `mapping`: frame, content path, activation point and
    /// drag and drop points move together, computed attributes stay computed (their blocks are
    /// wrapped) and a scroll area's `reveal` takes placed frames back to where it laid them out,
    /// so a right-to-left layout mirrors what VoiceOver finds exactly as it mirrors the drawing.
    public func mapped(_ mapping: HorizontalMapping) -> AccessibilityElement {
        guard !mapping.isIdentity else { return self }
        var copy = self
        copy.$frame = Self.map(self.$frame) { mapping.apply($0) }
        copy.$path = Self.map(self.$path) { $0.map(mapping.apply) }
        copy.$activationPoint = Self.map(self.$activationPoint) { $0.map(mapping.apply) }
        copy.$dragSources = Self.map(self.$dragSources) { $0.map { $0.mapped(mapping) } }
        copy.$dropPoints = Self.map(self.$dropPoints) { $0.map { $0.mapped(mapping) } }
        copy.children = children.map { $0.mapped(mapping) }
        if var content = scrollContent {
            content.elements = content.elements.map { $0.mapped(mapping) }
            // The area reveals a frame where it laid the element out: the placed frame goes back.
            let back = mapping.inverted
            content.wrapReveals { reveal in { frame, context in reveal(back.apply(frame), context) } }
            copy.scrollContent = content
            // Left and right are the layout's: placed mirrored, the swipe left is the layout's right.
            if mapping.mirrors, content.scrollsInLayoutDirections, let scroll = onScroll {
                copy.onScroll = { direction, context in scroll(direction.mirrored, context) }
            }
        }
        return copy
    }

    /// `attribute` with `transform` applied to its value, a computed one staying computed.
    static func map<Value>(_ attribute: Attribute<Value>, _ transform: @escaping (Value) -> Value) -> Attribute<Value> {
        switch attribute {
        case .stored(let value): return .stored(transform(value))
        case .computed(let block): return .computed { transform(block()) }
        }
    }
}

extension ScrollDirection {
    /// The direction seen in a mirror: left and right swapped, the others as they are.
    var mirrored: ScrollDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        case .up, .down, .next, .previous: return self
        }
    }
}

extension LocationDescriptor {
    /// The descriptor with its point placed by `mapping`.
    public func mapped(_ mapping: HorizontalMapping) -> LocationDescriptor {
        LocationDescriptor(name: name, point: mapping.apply(point), viewID: viewID)
    }
}
