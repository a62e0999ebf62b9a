import AXCore

/// The list Full Keyboard Access shows over the app: the focused item's actions (Tab-Z) or the help
/// list of commands (Tab-H). The arrow keys choose an entry, Space performs it, Escape closes the list.
public struct KeyboardList: Hashable, Sendable {
    /// Which list.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The focused item's actions.
        case actions
        /// The commands and their keys.
        case help
    }

    /// Which list.
    public var kind: Kind
    /// The item whose actions are listed (nil for help).
    public var itemID: String?
    /// The actions, in the order listed (empty for help): Switch Control's menu entries for what the
    /// element offers, so both technologies perform an action through the same code.
    public var actions: [ScannerMenuEntry]
    /// What each entry shows.
    public var titles: [String]
    /// The entry chosen now.
    public var selected: Int

    /// A list of `kind` for the item `itemID` with these actions and titles, `selected` chosen.
    public init(kind: Kind, itemID: String?, actions: [ScannerMenuEntry], titles: [String], selected: Int) {
        self.kind = kind; self.itemID = itemID; self.actions = actions; self.titles = titles; self.selected = selected
    }

    /// The output (and trace record) showing it.
    public var event: OutputEvent { .keyboardList(kind: kind, itemID: itemID, entries: titles, selected: selected) }

    /// The output reporting that no list is shown any more.
    public static let closedEvent = OutputEvent.keyboardList(kind: nil, itemID: nil, entries: [], selected: nil)

    /// The help list: each command's keys and what it does, in `KeyboardCommand.all`'s order, then
    /// the app's shortcuts on the screen (`appShortcuts`, "Command-I: Show Details"), as iPadOS lists
    /// them when Command is held.
    public static func help(appShortcuts: [KeyCommand] = []) -> KeyboardList {
        KeyboardList(kind: .help, itemID: nil, actions: [], titles: KeyboardCommand.all.compactMap(\.help) + appShortcuts.map(\.help), selected: 0)
    }

    /// The actions of the element at `index` of `order` (a drag under way or not): its custom
    /// actions, Increment and Decrement when it is adjustable, the drop points while a drag is under
    /// way, its drag sources, Long Press where the app responds to a long press over it
    /// (`longPressAreas`, its declared gestures, as Switch Control's Gestures page has it), and the
    /// zoom pinches; what the element offers of Switch Control's menu, without what Full Keyboard
    /// Access does by its own keys (Space taps, Escape, scrolling follows focus) or what acts
    /// outside the app.
    public static func actions(of index: Int, in order: NavigationOrder, dragging: Bool, longPressAreas: [Rect] = []) -> KeyboardList {
        let menu = ScannerMenu(entry: index, in: order, dragging: dragging, longPressAreas: longPressAreas)
        let actions = menu.actingEntries.filter(Self.isListed)
        return KeyboardList(kind: .actions, itemID: menu.itemID, actions: actions, titles: actions.map(\.title), selected: 0)
    }

    /// Whether a menu entry is an action of the element that the actions list shows.
    static func isListed(_ entry: ScannerMenuEntry) -> Bool {
        switch entry {
        case .customAction, .increment, .decrement, .drag, .drop, .zoomIn, .zoomOut, .longPress: return true
        case .tap, .scrollPage, .scroll, .gesturesPage, .escape, .home, .device, .settings, .pointMode, .itemMode, .back: return false
        case .doubleTap, .flick, .rotate, .freehand, .holdAndDrag, .pinchOut, .pinchIn: return false  // Switch Control's own gesture entries
        }
    }
}
