import AXCore

/// Scrolling into view (docs/voiceover.md): the navigation order holds what shows through each
/// scroll area; moves (swipes, first, last, a rotor's next match, read all) go by the order with
/// every area's whole content (`ScrollContent`), and reaching an element its area does not show
/// whole asks the area to reveal it, as VoiceOver scrolls a table view to the cell it moves to.
extension Session {
    /// The navigation order with each scroll area's whole content in place of what shows; the
    /// order itself when no area holds more. The last one built is kept and taken again while the
    /// scene hands back the tree it was built from (`NavigationOrder(wholeContentOf:settings:reusing:)`).
    func fullOrder() -> NavigationOrder {
        refreshIfStale()
        guard order.holdsScrollContent else { return order }
        let full = NavigationOrder(wholeContentOf: scene, settings: settings, reusing: wholeContentOrder)
        wholeContentOrder = full
        return full
    }

    /// Makes the element `id` of `full` show whole: nothing to do when it does; else its scroll
    /// area reveals it (an action `scrollIntoView`), the page announcement the area posts is spoken
    /// (kept silent with `announcesPage` off, as read all turns pages) and the order is read again.
    /// An element the area shows only in part (cut by the viewport's edge, a carousel's next card
    /// peeking in) is asked for as well, and the area decides: a `ScrollArea` reads it where it is
    /// (its page would not change), the broken Exceptional Dogs carousel pages to it. Where areas nest, each that does not show it
    /// whole reveals it in turn, the nearest first: a carousel's card is scrolled into the
    /// carousel, then the carousel, which the feed around it had scrolled away, into the feed, as
    /// VoiceOver scrolls each. With `wholly` (Full Keyboard Access's focus), each area is asked
    /// for the element whole (`ScrollContent.revealWhole`), so a partly shown one is scrolled in
    /// too, as UIKit's focus engine keeps what it focuses on the screen. Returns its index in the
    /// order and whether an area scrolled; nil when it cannot be reached.
    func reveal(_ id: String, in full: NavigationOrder, announcesPage: Bool = true, wholly: Bool = false) -> (index: Int, scrolled: Bool)? {
        refreshIfStale()
        var full = full, scrolled = false
        // Each area is asked once: one that reports it scrolled but leaves the element where it was
        // does not hold the move in a loop.
        var asked: Set<String> = []
        while let fullIndex = full.index(of: id) {
            let showing = order.index(of: id)
            let areas = full.scrollAreas(holding: fullIndex).filter { !asked.contains(full.nodes[$0].element.id) }
            let frame = full.entries[fullIndex].frame
            // The nearest area that does not show it whole; one not shown at all is asked of its
            // nearest area, which may yet move it.
            guard let area = areas.first(where: { !Self.showsWhole(frame, in: full.nodes[$0].element.frame) })
                    ?? (showing == nil && !scrolled ? areas.first : nil),
                  let content = full.nodes[area].element.scrollContent else { break }
            asked.insert(full.nodes[area].element.id)
            let ask = wholly ? content.revealWhole ?? content.reveal : content.reveal
            let revealed = runSceneCode { ask(frame, self) }
            // Shown in part and the area cannot move it further: focus it where it is, with no record.
            if let showing, !revealed { return (showing, scrolled) }
            emit(.action(elementID: full.nodes[area].element.id, name: "scrollIntoView", result: revealed))
            guard revealed else { return scrolled ? order.index(of: id).map { ($0, true) } : nil }
            scrolled = true
            voiceOverState.silencesPages = !announcesPage
            processNotifications()
            voiceOverState.silencesPages = false
            refreshOrder(reportFocusMove: false)
            // With no other area around it to ask, nothing more is read.
            guard areas.count > 1 else { break }
            full = fullOrder()
        }
        return order.index(of: id).map { ($0, scrolled) }
    }

    /// The element `id` a reading (VoiceOver's read all, Speak Screen) starts to read, scrolled into
    /// view when its area shows it not at all: its index in the order, nil when it cannot be reached.
    /// Pages turn silently (their announcement would end the reading), and what the scrolling
    /// causes is the reading's input's (`readCause`).
    func revealForReading(_ id: String, cause readCause: Int) -> Int? {
        refreshIfStale()
        if let index = order.index(of: id) { return index }
        let saved = cause
        cause = readCause
        defer { cause = saved }
        return reveal(id, in: fullOrder(), announcesPage: false)?.index
    }

    /// Whether `frame` lies wholly in a scroll area's `viewport`, half a point either way forgiven
    /// (frames laid out by adding heights are not exact).
    static func showsWhole(_ frame: Rect, in viewport: Rect) -> Bool {
        Rect(x: viewport.minX - 0.5, y: viewport.minY - 0.5, width: viewport.width + 1, height: viewport.height + 1).contains(frame)
    }

    /// Moves the focus to the element `id` of `full`, scrolling it into view first when its area
    /// does not show it whole (the page announcement, then the element, queued after it). False
    /// when it cannot be reached.
    @discardableResult
    func focusRevealing(_ id: String, in full: NavigationOrder) -> Bool {
        guard let (index, scrolled) = reveal(id, in: full) else { return false }
        focus(index, speak: true, queued: scrolled)
        return true
    }
}

extension Session {
    /// Whether the entry at `index` of the order shows whole through the viewport of its scroll area
    /// that gives its content (true outside any): a three-finger scroll's new page begins with such
    /// an element, not with one the viewport's edge cuts.
    /// The order holds the part that shows (its frame cut to the viewport); where the element
    /// lies whole is in the area's content.
    func showsWholeInItsScrollArea(_ index: Int) -> Bool {
        guard let node = order.scrollArea(holding: index), let content = order.nodes[node].element.scrollContent,
              let whole = content.wholeFrame(of: order.entries[index].id) else { return true }
        return Self.showsWhole(whole, in: order.nodes[node].element.frame)
    }
}
