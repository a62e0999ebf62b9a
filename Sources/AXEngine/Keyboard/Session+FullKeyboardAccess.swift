import AXCore

/// What the session keeps of Full Keyboard Access: whether it is on, the focus map of the screen
/// (read again only when scene code ran, so a focus move is a few lookups), the focus, and the list
/// shown.
struct KeyboardRun {
    var isOn = false
    var map = KeyboardFocusMap()
    var focus: KeyboardFocusMap.Position?
    var list: KeyboardList?
    /// The text field Space made the keyboard's: typed text goes into it until the focus leaves it
    /// (Tab, Shift-Tab) or Escape ends the editing.
    var editingID: String?
    /// For each focus group visited on this screen (by its container's id), the item last focused
    /// in it: Tab and Shift-Tab return there, as UIKit's focus system remembers a group's last
    /// focused item. Forgotten when the screen changes (`keyboardScreenChanged`) or the keyboard is
    /// turned off.
    var lastFocused: [String: String] = [:]
    /// The screens left for another (a sheet opened over them, a screen pushed), latest last: what
    /// was focused there and the groups' memory. Back on one (the sheet dismissed, the screen
    /// popped), both come back, as a UIKit view controller restores its focus after a transition
    /// (`restoresFocusAfterTransition`, true by default). At most `rememberedScreens`.
    var earlierScreens: [KeyboardScreenMemory] = []
}

/// What Full Keyboard Access keeps of a screen left for another.
struct KeyboardScreenMemory {
    /// The element focused when the screen was left.
    var focusedID: String
    /// Its groups' last focused items.
    var lastFocused: [String: String]
}

/// How many screens left for others Full Keyboard Access remembers: a deeper stack than any app's
/// navigation, kept bounded so a scene that changes screens forever does not grow the session.
private let rememberedScreens = 16

/// Full Keyboard Access in the engine (docs/keyboard.md): keys move the focus through the focus
/// map, Space and the actions list act through the element actions every technology shares
/// (Switch Control's `act`, never a re-implementation), and the focus and the list are outputs.
extension Session {
    /// Whether Full Keyboard Access is on.
    public var isKeyboardOn: Bool { keyboard.isOn }

    /// The element Full Keyboard Access's focus is on, nil while it is off or nothing takes focus.
    public var keyboardFocusID: String? { keyboard.focus.map { keyboard.map.item(at: $0) } }

    /// The focus map Full Keyboard Access moves through now (empty while it is off).
    public var keyboardFocusMap: KeyboardFocusMap { keyboard.map }

    /// The list shown now (actions or help), nil when none is.
    public var keyboardList: KeyboardList? { keyboard.list }

    /// The text field Full Keyboard Access is editing (Space on it), nil when none: typed text goes
    /// there. Only while the focus is on it.
    public var keyboardEditingID: String? {
        guard keyboard.isOn, let id = keyboard.editingID, id == keyboardFocusID else { return nil }
        return id
    }

    /// Performs a Full Keyboard Access command; every command but `on` and the app's shortcuts does
    /// nothing while it is off.
    func perform(_ command: KeyboardCommand) {
        if command == .on { return turnKeyboardOn() }
        if case .shortcut(let chord) = command { return performShortcut(chord) }
        guard keyboard.isOn else { return }
        switch command {
        case .on, .shortcut:
            break
        case .off:
            closeKeyboardList()
            keyboard = KeyboardRun()
            emit(.keyboardFocus(elementID: nil, group: nil))
        case .nextGroup, .previousGroup:
            closeKeyboardList()
            endKeyboardEditing()
            moveKeyboardFocus(to: rememberedItem(in: keyboard.map.group(command == .nextGroup ? 1 : -1, from: keyboard.focus)))
        case .nextItem, .previousItem:
            closeKeyboardList()
            endKeyboardEditing()
            guard let focus = keyboard.focus else { return moveKeyboardFocus(to: keyboard.map.group(command == .nextItem ? 1 : -1, from: nil)) }
            moveKeyboardFocus(to: keyboard.map.anyItem(command == .nextItem ? 1 : -1, from: focus))
        case .arrow(let arrow):
            // In a text field being edited the arrows move its insertion point (not simulated),
            // never the focus out of it.
            if keyboard.list == nil, keyboardEditingID != nil { return }
            if var list = keyboard.list {
                let target = list.selected + (arrow.isForward ? 1 : -1)
                guard list.titles.indices.contains(target) else { return }
                list.selected = target
                keyboard.list = list
                emit(list.event)
            } else if let focus = keyboard.focus {
                moveKeyboardFocus(to: keyboard.map.item(toward: arrow, from: focus))
            }
        case .activate:
            if let list = keyboard.list {
                closeKeyboardList()
                guard list.kind == .actions, let id = list.itemID, list.actions.indices.contains(list.selected) else { return }
                act(list.actions[list.selected], on: id, at: nil)
            } else if keyboardEditingID != nil {
                // In the field being edited Space types a space, as the window's Space does there.
                type(" ")
            } else if let id = keyboardFocusID {
                // Space on a text field makes it the keyboard's: what is typed then goes into it.
                if let element = navigation.node(withID: id), element.traits.contains(.textField) { keyboard.editingID = id }
                perform(.activate, on: id)
            }
        case .showActions:
            guard let id = keyboardFocusID, let index = navigation.index(of: id) else { return }
            showKeyboardList(.actions(of: index, in: navigation, dragging: drag.isActive, longPressAreas: longPressAreas()))
        case .showHelp:
            showKeyboardList(.help(appShortcuts: fullOrder().keyCommands(focusedOn: keyboardFocusID).map(\.command)))
        case .escape:
            if keyboard.list != nil { return closeKeyboardList() }
            // Escape in a text field being edited ends the editing, as the keyboard's dismiss does.
            if keyboardEditingID != nil, !drag.isActive { return endKeyboardEditing() }
            perform(.escape, on: keyboardFocusID)
        }
    }

    /// The app's shortcut for `chord` on this screen performs its element's action (a list shown
    /// closes first, as any key that acts does); a chord the screen has no shortcut for does nothing,
    /// as on iOS.
    private func performShortcut(_ chord: KeyChord) {
        let order = fullOrder()
        guard let shortcut = order.keyCommands(focusedOn: keyboardFocusID).first(where: { $0.command.chord == chord }),
              let index = order.nodes.firstIndex(where: { $0.element.id == shortcut.elementID }) else { return }
        closeKeyboardList()
        guard let action = shortcut.elementAction(on: order.nodes[index].element) else {
            emit(.action(elementID: shortcut.elementID, name: "shortcut", result: false))
            return
        }
        perform(action, on: shortcut.elementID)
    }

    /// On: the screen's focus map, the focus on the first group's first item.
    private func turnKeyboardOn() {
        guard !keyboard.isOn else { return }
        keyboard.isOn = true
        keyboard.map = KeyboardFocusMap(order: fullOrder())
        moveKeyboardFocus(to: keyboard.map.group(1, from: nil))
    }

    /// The item last focused in `position`'s group on this screen when it is still there, else
    /// `position` (the group's first item).
    private func rememberedItem(in position: KeyboardFocusMap.Position?) -> KeyboardFocusMap.Position? {
        guard let position, let container = keyboard.map.groups[position.group].containerID,
              let id = keyboard.lastFocused[container], let remembered = keyboard.map.position(of: id),
              remembered.group == position.group else { return position }
        return remembered
    }

    /// Moves the focus to `position` (nothing past a group's ends), scrolling its item whole into
    /// view when its scroll area does not show it whole, one shown in part included (UIKit's focus
    /// engine scrolls a `UIFocusItemScrollableContainer` to keep the focused item on the screen),
    /// and reports it.
    private func moveKeyboardFocus(to position: KeyboardFocusMap.Position?) {
        guard let position, position != keyboard.focus else { return }
        keyboard.focus = position
        let id = keyboard.map.item(at: position)
        if let container = keyboard.map.groups[position.group].containerID { keyboard.lastFocused[container] = id }
        if navigation.holdsScrollContent { _ = reveal(id, in: fullOrder(), announcesPage: false, wholly: true) }
        emit(.keyboardFocus(elementID: id, group: keyboard.map.groups[position.group].containerID))
    }

    /// Ends the editing of the text field Space made the keyboard's (its `onEndEditing`, reported as
    /// an `endEditing` action, as VoiceOver's Escape ends its own).
    private func endKeyboardEditing() {
        guard let id = keyboard.editingID else { return }
        keyboard.editingID = nil
        if keyboard.map.position(of: id) != nil { perform(.endEditing, on: id) }
    }

    private func showKeyboardList(_ list: KeyboardList) {
        keyboard.list = list
        emit(list.event)
    }

    private func closeKeyboardList() {
        guard keyboard.list != nil else { return }
        keyboard.list = nil
        emit(KeyboardList.closedEvent)
    }

    /// After scene code ran: the map is read again; a focused item still there keeps the focus, one
    /// that vanished hands it to the item now at its place (the group's, else the screen's last),
    /// reported. A list whose item vanished closes.
    func keyboardTreeDidChange() {
        let previous = keyboardFocusID
        keyboard.map = KeyboardFocusMap(order: fullOrder())
        if let editing = keyboard.editingID, keyboard.map.position(of: editing) == nil { keyboard.editingID = nil }
        if let list = keyboard.list, let id = list.itemID, keyboard.map.position(of: id) == nil { closeKeyboardList() }
        if let previous, let kept = keyboard.map.position(of: previous) {
            keyboard.focus = kept
            return
        }
        guard !keyboard.map.isEmpty else {
            keyboard.focus = nil
            if previous != nil { emit(.keyboardFocus(elementID: nil, group: nil)) }
            return
        }
        let old = keyboard.focus ?? KeyboardFocusMap.Position(group: 0, item: 0)
        let group = min(old.group, keyboard.map.groups.count - 1)
        keyboard.focus = nil
        moveKeyboardFocus(to: KeyboardFocusMap.Position(group: group, item: min(old.item, keyboard.map.groups[group].items.count - 1)))
    }

    /// A new screen: focus on the element the scene named (`screenChanged`'s argument, the one
    /// VoiceOver moves to) when focus reaches it; else, back on a screen left before (a sheet
    /// dismissed, a screen popped), on the element focused there, with its groups' memory; else on
    /// its first group's first item. The screen left is remembered when its focus is not on the new
    /// one.
    func keyboardScreenChanged(focusing elementID: String? = nil) {
        let leaving = keyboardFocusID.map { KeyboardScreenMemory(focusedID: $0, lastFocused: keyboard.lastFocused) }
        keyboard.map = KeyboardFocusMap(order: fullOrder())
        keyboard.editingID = nil
        keyboard.lastFocused = [:]
        var restored: String?
        if let back = keyboard.earlierScreens.lastIndex(where: { keyboard.map.position(of: $0.focusedID) != nil }) {
            restored = keyboard.earlierScreens[back].focusedID
            keyboard.lastFocused = keyboard.earlierScreens[back].lastFocused
            keyboard.earlierScreens.removeSubrange(back...)
        } else if let leaving, keyboard.map.position(of: leaving.focusedID) == nil {
            keyboard.earlierScreens.append(leaving)
            if keyboard.earlierScreens.count > rememberedScreens { keyboard.earlierScreens.removeFirst() }
        }
        closeKeyboardList()
        keyboard.focus = nil
        let target = elementID.flatMap(keyboard.map.position(of:)) ?? restored.flatMap(keyboard.map.position(of:))
        moveKeyboardFocus(to: target ?? keyboard.map.group(1, from: nil))
        if keyboard.focus == nil { emit(.keyboardFocus(elementID: nil, group: nil)) }
    }
}
