import AXCore

/// A rotor option: what swiping up and down does. The focused element's own options (Adjust
/// Value, Actions, More Content, Zoom), the custom rotors a scene defines, and the system options that move
/// between elements of a kind on the screen (Headings, Links, Form Controls, Containers, Text
/// Fields, Buttons, Images, Static Text), as VoiceOver's rotor offers them.
public enum RotorOption: Hashable, Sendable {
    case adjustValue, actions, zoom
    /// The focused element's custom content (AXCustomContent), one item a swipe.
    case moreContent
    /// A scene's custom rotor (UIAccessibilityCustomRotor), by name.
    case custom(String)
    case headings, links, formControls, containers, textFields, buttons, images, staticText

    /// The system options that move between elements, in the order the rotor offers them.
    static let navigationOptions: [RotorOption] = [
        .headings, .links, .formControls, .containers, .textFields, .buttons, .images, .staticText,
    ]

    /// What VoiceOver says as the rotor turns to the option.
    public var name: String {
        switch self {
        case .adjustValue: return "Adjust Value"
        case .actions: return "Actions"
        case .zoom: return "Zoom"
        case .moreContent: return "More Content"
        case .custom(let name): return name
        case .headings: return "Headings"
        case .links: return "Links"
        case .formControls: return "Form Controls"
        case .containers: return "Containers"
        case .textFields: return "Text Fields"
        case .buttons: return "Buttons"
        case .images: return "Images"
        case .staticText: return "Static Text"
        }
    }

    /// Whether swiping up and down moves the focus between matching elements.
    public var movesFocus: Bool {
        switch self {
        case .adjustValue, .actions, .zoom, .moreContent: return false
        default: return true
        }
    }

    /// The options an element offers itself: Adjust Value when it is adjustable, Actions when it has
    /// custom actions or drag and drop descriptors (or drop points while a drag is under way), More
    /// Content when it has custom content, Zoom when it supports zoom. An adjustable element with
    /// actions offers both.
    static func options(for element: AccessibilityElement, dragging: Bool) -> [RotorOption] {
        var options: [RotorOption] = []
        if element.traits.contains(.adjustable) { options.append(.adjustValue) }
        if element.hasActions || (dragging && !element.dropPoints.isEmpty) { options.append(.actions) }
        if !element.customContent.isEmpty { options.append(.moreContent) }
        if element.traits.contains(.supportsZoom) { options.append(.zoom) }
        return options
    }

    /// Whether the entry at `index` of `order` is one the option moves to.
    package func matches(_ order: NavigationOrder, at index: Int, customIDs: Set<String> = []) -> Bool {
        let entry = order.entries[index]
        let traits = entry.element.traits
        switch self {
        case .adjustValue, .actions, .zoom, .moreContent: return false
        case .custom: return customIDs.contains(entry.id)
        case .headings: return traits.contains(.header)
        case .links: return traits.contains(.link)
        case .formControls: return !traits.isDisjoint(with: [.button, .toggleButton, .textField, .searchField, .adjustable])
        case .containers:
            // The first element of each list, landmark, table or group.
            guard let container = entry.containerIDs.first else { return false }
            return index == 0 || order.entries[index - 1].containerIDs.first != container
        case .textFields: return !traits.isDisjoint(with: [.textField, .searchField])
        case .buttons: return traits.contains(.button)
        case .images: return traits.contains(.image)
        case .staticText: return traits.contains(.staticText)
        }
    }
}

/// One item of the Actions rotor.
public struct RotorItem: Hashable, Sendable {
    /// What choosing the item does.
    public enum Kind: Hashable, Sendable {
        /// The element's custom action at this index.
        case custom(index: Int)
        /// Starts a drag from this descriptor's point.
        case dragSource(LocationDescriptor)
        /// Drops the dragged item at this descriptor's point.
        case dropPoint(LocationDescriptor)
    }
    /// What VoiceOver speaks for the item.
    public var name: String
    /// What choosing it does.
    public var kind: Kind

    /// An item named `name` doing `kind`.
    public init(name: String, kind: Kind) { self.name = name; self.kind = kind }

    /// The Actions rotor's items: custom actions, then drag sources, then (while a drag is under way)
    /// drop points. Descriptors whose point lies outside their view, or whose view is not exposed
    /// (hidden, or outside a modal), are left out (section 7). `viewFrame` finds an exposed view's frame.
    static func actions(for element: AccessibilityElement, dragging: Bool,
                               viewFrame: (String) -> Rect?) -> [RotorItem] {
        // Each attribute read once (it may be evaluated on read), into one array made the right size
        // at once: a probe's drag lists an icon's actions several times.
        let actions = element.customActions, sources = element.dragSources, drops = dragging ? element.dropPoints : []
        var items: [RotorItem] = []
        items.reserveCapacity(actions.count + sources.count + drops.count)
        for (index, action) in actions.enumerated() { items.append(RotorItem(name: action.name.string, kind: .custom(index: index))) }
        func valid(_ descriptor: LocationDescriptor) -> Bool { isOffered(descriptor, of: element, viewFrame: viewFrame) }
        for source in sources where valid(source) { items.append(RotorItem(name: source.name, kind: .dragSource(source))) }
        for drop in drops where valid(drop) { items.append(RotorItem(name: drop.name, kind: .dropPoint(drop))) }
        return items
    }
}

extension AccessibilityElement {
    /// Whether the Actions rotor has something of this element to offer: custom actions and drag
    /// sources at any time, drop points only while a drag is under way (`RotorItem.actions`), which
    /// is when an element with nothing else says "Actions available".
    package func offersActions(dragging: Bool) -> Bool {
        !customActions.isEmpty || !dragSources.isEmpty || (dragging && !dropPoints.isEmpty)
    }
}

extension RotorItem {
    /// Whether VoiceOver offers a drag source or drop point of `element`: its point lies inside its
    /// view (the element itself when it names none), and that view is exposed (`viewFrame` finds an
    /// exposed view's frame, nil otherwise).
    static func isOffered(_ descriptor: LocationDescriptor, of element: AccessibilityElement,
                                 viewFrame: (String) -> Rect?) -> Bool {
        let frame = descriptor.viewID.map(viewFrame) ?? element.frame
        guard let frame else { return false }
        return frame.contains(descriptor.point)
    }
}

extension NavigationOrder {
    /// Whether VoiceOver offers this descriptor of `element`, its view looked up among this order's
    /// exposed nodes (as the session's Actions rotor does).
    package func offers(_ descriptor: LocationDescriptor, of element: AccessibilityElement) -> Bool {
        RotorItem.isOffered(descriptor, of: element) { node(withID: $0)?.frame }
    }
}

/// Where the rotor stands: the option selected and the item within it (nil before the first swipe).
/// An option that moves the focus has no item: the focus is where it stands.
public struct RotorState: Hashable, Sendable {
    /// The rotor option selected (nil before the first rotor turn).
    public var option: RotorOption?
    /// The item within the option, for options with items (the Actions rotor).
    public var itemIndex: Int?

    /// A rotor on `option` at `itemIndex`.
    public init(option: RotorOption? = nil, itemIndex: Int? = nil) { self.option = option; self.itemIndex = itemIndex }

    /// The item after a swipe, as VoiceOver moves through the Actions rotor: swipe down selects the
    /// next item (the first, on the first swipe), swipe up the previous one (the last, on the first
    /// swipe), wrapping. With the actions declared Call, then Open address in Maps, two swipes up are
    /// "Open address in Maps. Call." as heard in "Deliver an Exceptional Accessibility Experience".
    static func step(from index: Int?, count: Int, up: Bool) -> Int? {
        guard count > 0 else { return nil }
        guard let index else { return up ? count - 1 : 0 }
        return up ? (index - 1 + count) % count : (index + 1) % count
    }
}
