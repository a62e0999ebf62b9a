import AXCore

/// A key a Full Keyboard Access user presses, as the engine takes it (a trace's `keyboard` record,
/// docs/trace-format.md; the commands of Apple's "Use Full Keyboard Access" list, docs/keyboard.md),
/// or Full Keyboard Access turned on or off.
public enum KeyboardCommand: Hashable, Sendable {
    /// Full Keyboard Access turned on (focus on the first group's first item) or off.
    case on, off
    /// Tab: the next focus group.
    case nextGroup
    /// Shift-Tab: the previous focus group.
    case previousGroup
    /// Control-Tab: the next item in focus order, whatever its group (into the next group past the
    /// group's last item).
    case nextItem
    /// Control-Shift-Tab: the previous item in focus order, whatever its group.
    case previousItem
    /// An arrow key: the item that lies that way on the screen within the focus group (or the next
    /// or previous entry of the list shown).
    case arrow(KeyboardArrow)
    /// Space: activates the focused item, or performs the chosen entry of the actions list.
    case activate
    /// Tab-Z: shows the focused item's actions.
    case showActions
    /// Tab-H: shows the help list of commands.
    case showHelp
    /// Escape: closes the list shown, else cancels a drag, else goes back (`accessibilityPerformEscape`).
    case escape
    /// A chord the app takes (`UIKeyCommand`, `AccessibilityElement.keyCommands`): the screen's
    /// shortcut for it performs its element's action. The app's, so it works with Full Keyboard
    /// Access off as well.
    case shortcut(KeyChord)

    /// The record's `name`: `on`, `off`, `tab`, `shiftTab`, `controlTab`, `controlShiftTab`, `up`, `down`, `left`, `right`, `space`,
    /// `tabZ`, `tabH`, `escape`, and `shortcut` (whose chord a record writes beside it, as `keys`).
    public var name: String {
        switch self {
        case .on: return "on"
        case .off: return "off"
        case .nextGroup: return "tab"
        case .previousGroup: return "shiftTab"
        case .nextItem: return "controlTab"
        case .previousItem: return "controlShiftTab"
        case .arrow(let arrow): return arrow.rawValue
        case .activate: return "space"
        case .showActions: return "tabZ"
        case .showHelp: return "tabH"
        case .escape: return "escape"
        case .shortcut: return "shortcut"
        }
    }

    /// Every command but the app's shortcuts, in the order above (the help list's order, after on and off).
    public static let all: [KeyboardCommand] = [.on, .off, .nextGroup, .previousGroup, .nextItem, .previousItem] + KeyboardArrow.allCases.map { .arrow($0) }
        + [.activate, .showActions, .showHelp, .escape]

    /// Every name a trace's `keyboard` record may hold: those of `all`, then `shortcut`.
    public static let names = all.map(\.name) + ["shortcut"]

    /// The command a record's `name` spells, nil for any other name (and for `shortcut`, which needs its chord).
    public init?(name: String) {
        guard let command = Self.all.first(where: { $0.name == name }) else { return nil }
        self = command
    }

    /// The key as Apple's list writes it ("Tab", "Shift-Tab", "Control-Tab", "Tab-Z", "Command-I");
    /// nil for on and off.
    public var keys: String? {
        switch self {
        case .on, .off: return nil
        case .nextGroup: return "Tab"
        case .previousGroup: return "Shift-Tab"
        case .nextItem: return "Control-Tab"
        case .previousItem: return "Control-Shift-Tab"
        case .arrow(let arrow): return arrow.keyName
        case .activate: return "Space"
        case .showActions: return "Tab-Z"
        case .showHelp: return "Tab-H"
        case .escape: return "Escape"
        case .shortcut(let chord): return chord.written
        }
    }

    /// What the command does, as the help list (Tab-H) shows it; nil for on and off, and for a
    /// shortcut (the help list shows the app's own title for it).
    public var help: String? {
        guard let keys else { return nil }
        let what: String
        switch self {
        case .nextGroup: what = "Move to next group"
        case .previousGroup: what = "Move to previous group"
        case .nextItem: what = "Move to next item"
        case .previousItem: what = "Move to previous item"
        case .arrow(.up): what = "Move up"
        case .arrow(.down): what = "Move down"
        case .arrow(.left): what = "Move left"
        case .arrow(.right): what = "Move right"
        case .activate: what = "Activate"
        case .showActions: what = "Show actions"
        case .showHelp: what = "Show help"
        case .escape: what = "Go back"
        case .on, .off, .shortcut: return nil
        }
        return keys + ": " + what
    }
}

/// An arrow key.
public enum KeyboardArrow: String, Hashable, Sendable, CaseIterable {
    case up, down, left, right

    /// Whether it chooses the next entry of a list shown (down and right; up and left the previous).
    public var isForward: Bool { self == .down || self == .right }

    /// Its name in the help list ("Down Arrow").
    public var keyName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + " Arrow" }
}
