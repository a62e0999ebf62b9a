import AXCore

/// Scrolling into view (docs/voiceover.md): the navigation order holds what shows through each
/// scroll area; moves that go by the whole screen (first, last, a rotor's next match, read all) go
/// by the order with every area's whole content (`ScrollContent`), and reaching an element scrolled
/// away asks its area to reveal it, as VoiceOver scrolls a table view to the cell it moves to.
extension Session {
    /// The navigation order with each scroll area's whole content in place of what shows; the
    /// order itself when no area holds more.
    func fullOrder() -> NavigationOrder {
        refreshIfStale()
        guard order.nodes.contains(where: { $0.element.scrollContent != nil }) else { return order }
        return NavigationOrder(roots: scene.accessibilityElements(settings: settings).map(Self.withWholeContent),
                               layoutDirection: settings.layoutDirection,
                               rowThreshold: NavigationOrder.rowThreshold(device: scene.device, settings: settings))
    }

    /// The element with each scroll area in its subtree holding its whole content, kept together
    /// where the area's viewport lies (content scrolled up above it must not read before the
    /// elements above the area).
    static func withWholeContent(_ element: AccessibilityElement) -> AccessibilityElement {
        var copy = element
        if let content = element.scrollContent {
            copy.children = content.elements
            copy.sortsByOwnFrame = true
        }
        if !copy.children.isEmpty { copy.children = copy.children.map(withWholeContent) }
        return copy
    }

    /// Makes the element `id` of `full` show: nothing to do when it is in the order; else its
    /// scroll area reveals it (an action `scrollIntoView`), the page announcement is spoken (kept
    /// silent with `announcesPage` off, as read all turns pages) and the order is read again.
    /// Returns its index in the order, nil when it cannot be reached.
    func reveal(_ id: String, in full: NavigationOrder, announcesPage: Bool = true) -> Int? {
        refreshIfStale()
        if let index = order.index(of: id) { return index }
        guard let fullIndex = full.index(of: id) else { return nil }
        var node = full.nodes[full.entries[fullIndex].node].parent
        while let current = node, full.nodes[current].element.scrollContent == nil { node = full.nodes[current].parent }
        guard let area = node, let content = full.nodes[area].element.scrollContent else { return nil }
        let revealed = content.reveal(full.entries[fullIndex].frame, self)
        orderIsStale = true
        emit(.action(elementID: full.nodes[area].element.id, name: "scrollIntoView", result: revealed))
        guard revealed else { return nil }
        silencesPages = !announcesPage
        processNotifications()
        silencesPages = false
        refreshOrder(reportFocusMove: false)
        return order.index(of: id)
    }

    /// Moves the focus to the element `id` of `full`, scrolling it into view first when it is
    /// scrolled away (the page announcement, then the element, queued after it). False when it
    /// cannot be reached.
    @discardableResult
    func focusRevealing(_ id: String, in full: NavigationOrder) -> Bool {
        let wasShowing = order.index(of: id) != nil && !orderIsStale
        guard let index = reveal(id, in: full) else { return false }
        focus(index, speak: true, queued: !wasShowing)
        return true
    }
}
