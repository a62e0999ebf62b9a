import AXCore
import AXEngine
import AXTrace

/// `inspect --assistive keyboard`: a scene as Full Keyboard Access moves through it (docs/keyboard.md):
/// the focus groups in Tab order, each group's items in VoiceOver's order (Control-Tab's; the arrows
/// move on the screen within a group), what each
/// item's actions list (Tab-Z) shows, and the elements focus never reaches. The rows a scroll area
/// holds scrolled out of view are listed where the focus reaches them, marked so: the focus scrolls
/// each in as it reaches it.
struct KeyboardInspection {
    let sceneID: String
    /// The order with every scroll area's whole content (`NavigationOrder(wholeContentOf:)`), which
    /// the focus moves through.
    let order: NavigationOrder
    let map: KeyboardFocusMap
    /// The app's shortcuts on the screen (nothing focused: every one the screen offers).
    let shortcuts: [ScreenKeyCommand]
    /// Where the scene responds to a long press (its declared gestures): an item there lists Long Press.
    let longPressAreas: [Rect]

    init(sceneID: String, order: NavigationOrder, longPressAreas: [Rect] = []) {
        self.sceneID = sceneID
        self.order = order
        self.longPressAreas = longPressAreas
        map = KeyboardFocusMap(order: order)
        shortcuts = order.keyCommands(focusedOn: nil)
    }

    /// What VoiceOver would say for the item, so the reader knows which element it is.
    private func said(_ id: String) -> String {
        guard let index = order.index(of: id) else { return id }
        return DescriptionBuilder.describe(order.entries[index].element, context: order.entries[index].context).description
    }

    /// Whether the item lies wholly outside the scroll area holding it: the focus scrolls it in.
    private func isScrolledOut(_ id: String) -> Bool {
        order.index(of: id).map(order.isScrolledOutOfView) ?? false
    }

    /// What the text adds after an item scrolled out of view.
    static let scrolledOutNote = " (scrolled out of view: the focus scrolls it in)"

    /// The item's actions list (Tab-Z) titles, no drag under way.
    private func actions(_ id: String) -> [String] {
        guard let index = order.index(of: id) else { return [] }
        return KeyboardList.actions(of: index, in: order, dragging: false, longPressAreas: longPressAreas).titles
    }

    var text: String {
        var lines = ["\(sceneID): \(Plural.count(map.focusOrder.count, "item")) in \(Plural.count(map.groups.count, "focus group")), "
                     + "in Full Keyboard Access's order (Tab between groups, the arrows on the screen within one, Control-Tab item by item in this order)"]
        var number = 0
        for (index, group) in map.groups.enumerated() {
            lines.append("group \(index + 1)" + (group.containerID.map { " \($0)" } ?? "") + " (\(Plural.count(group.items.count, "item")))")
            for id in group.items {
                number += 1
                lines.append("   \(number). \(id): \(said(id))" + (isScrolledOut(id) ? Self.scrolledOutNote : ""))
                let titles = actions(id)
                if !titles.isEmpty { lines.append("      actions (Tab-Z): " + titles.joined(separator: ", ")) }
            }
        }
        if !map.unfocusable.isEmpty { lines.append("not focusable (no user interaction): " + map.unfocusable.joined(separator: ", ")) }
        if !shortcuts.isEmpty {
            lines.append("app shortcuts (wherever the focus is):")
            for shortcut in shortcuts {
                var performs = shortcut.command.action.name
                if case .customAction(let name) = shortcut.command.action { performs += " \"\(name)\"" }
                lines.append("   \(shortcut.command.help) (\(performs) on \(shortcut.elementID))")
            }
        }
        // A scene's text is printed escaped: a label's newline cannot print a line of its own.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    var json: String {
        var w = JSONLineWriter()
        w.string("scene", sceneID)
        let groups = map.groups.map { group in
            var g = JSONLineWriter()
            g.string("container", group.containerID)
            g.raw("items", JSONLineWriter.array(group.items.map { id in
                var item = JSONLineWriter()
                item.string("id", id)
                item.string("description", said(id))
                item.raw("actions", JSONLineWriter.array(actions(id).map(JSONLineWriter.quoted)))
                // Added to format version 1, only where true: the focus scrolls the row in.
                if isScrolledOut(id) { item.bool("scrolledOut", true) }
                return item.line
            }))
            return g.line
        }
        w.raw("groups", JSONLineWriter.array(groups))
        w.raw("focusOrder", JSONLineWriter.array(map.focusOrder.map(JSONLineWriter.quoted)))
        w.raw("unfocusable", JSONLineWriter.array(map.unfocusable.map(JSONLineWriter.quoted)))
        w.raw("shortcuts", JSONLineWriter.array(shortcuts.map { shortcut in
            var s = JSONLineWriter()
            s.string("keys", shortcut.command.chord.written)
            s.string("title", shortcut.command.title)
            s.string("element", shortcut.elementID)
            s.string("performs", shortcut.command.action.name)
            if case .customAction(let name) = shortcut.command.action { s.string("action", name) }
            return s.line
        }))
        return w.line
    }
}
