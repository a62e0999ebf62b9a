import AXCore

/// Notifications a scene posts (docs/voiceover.md). They are collected while a hook
/// or timer runs and handled, in the order posted, once it returns, so the scene's model is complete
/// and the navigation order can be recomputed first. Each becomes a `notification` output, then each
/// assistive technology that is on reacts to it, in order; with none on that is all that happens.
extension Session {
    func processNotifications() {
        while !pendingNotifications.isEmpty {
            let notification = pendingNotifications.removeFirst()
            emit(.notification(name: NotificationName(notification), argument: Self.argument(of: notification)))
            for technology in technologies where technology.isOn(in: self) {
                technology.react(to: notification, in: self)
            }
        }
    }

    /// How VoiceOver reacts to a notification the scene posted.
    func voiceOverReacts(to notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged(let elementID):
            // The screen-change sound; focus the element, else the first one; speak the
            // screen's title, the labels of the containers the element is in (a navigation
            // bar's is its title), then the element ("Profile, Profile, Back, Back button.").
            emit(.sound(.earcon(.screenChanged)))
            refreshOrder(reportFocusMove: false)
            if let index = elementID.flatMap({ indexRevealing($0) }) ?? (order.isEmpty ? nil : 0) {
                focus(index, speak: true, after: (scene.screenTitle.map { [$0] } ?? []) + containerLabels(at: index))
            }
        case .layoutChanged(.none):
            // Focus stays; a vanished focus moves to the nearest element (refreshOrder).
            refreshOrder(reportFocusMove: true)
        case .layoutChanged(.element(let id)):
            let moved = refreshOrder(reportFocusMove: true, speaksFocusMove: false)
            if let index = indexRevealing(id) {
                focus(index, speak: true, queued: true)
            } else if let moved {
                speakFocus(describe(order.entries[moved]), queued: true)
            }
        case .layoutChanged(.text(let text)):
            say(Utterance(text.string, priority: text.effectivePriority, kind: .announcement, cause: cause,
                          queued: text.queued))
        case .announcement(let text):
            say(Utterance(text.string, priority: text.effectivePriority, kind: .announcement, cause: cause,
                          queued: text.queued))
        case .pageScrolled(let text):
            // The same page twice in a row means the scroll hit a border: the boundary sound too.
            if text == voiceOverState.lastPageScrolled { emit(.sound(.earcon(.boundary))) }
            voiceOverState.lastPageScrolled = text
            if !voiceOverState.silencesPages { say(Utterance(text, kind: .page, cause: cause)) }
        case .zoomFocusChanged:
            // Zoom's, not VoiceOver's: VoiceOver's cursor stays where it is.
            break
        }
    }

    /// The element `id` a screen or layout change names, for VoiceOver to focus: its index in the
    /// order, its scroll area first scrolling it into view when the area holds it out of view, as
    /// iOS scrolls a table view to the cell a notification names (its page is not announced: the
    /// element is spoken). Nil when no area holds it either.
    func indexRevealing(_ id: String) -> Int? {
        if let index = order.index(of: id) { return index }
        // The scroll's own notifications are handled as it scrolls; those the scene posted after
        // this one wait their turn.
        let later = pendingNotifications
        pendingNotifications = []
        defer { pendingNotifications = later + pendingNotifications }
        return reveal(id, in: fullOrder(), announcesPage: false)?.index
    }

    /// The labels of the labelled containers the element at `index` is in, outermost first: VoiceOver
    /// says them as focus lands inside after a screen change.
    func containerLabels(at index: Int) -> [String] {
        order.chain(from: index).dropFirst().reversed().compactMap { node in
            node.isAccessibilityElement ? nil : node.label?.string
        }
    }

    /// The notification's argument as traces record it.
    static func argument(of notification: AccessibilityNotification) -> String? {
        switch notification {
        case .screenChanged(let id): return id
        case .layoutChanged(.none): return nil
        case .layoutChanged(.element(let id)): return "element:" + id
        case .layoutChanged(.text(let text)): return "text:" + text.string
        case .announcement(let text): return text.string
        case .pageScrolled(let text): return text
        case .zoomFocusChanged(let focus):
            let f = focus.frame
            return focus.kind.rawValue + ":" + [f.minX, f.minY, f.width, f.height].map(Format.number).joined(separator: ",")
        }
    }
}
