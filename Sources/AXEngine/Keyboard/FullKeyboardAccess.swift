import AXCore

/// Full Keyboard Access as an `AssistiveTechnology` (docs/keyboard.md): its commands are the keys of
/// Apple's list (`KeyboardCommand`); it takes no touches (the keyboard is its input); its cursor is
/// the focus ring on the focused item; when the tree changes it reads the focus map again and keeps
/// the focus on its item; a new screen puts the focus on its first item. Its state is the session's
/// (`Session.keyboard`).
public struct FullKeyboardAccess: AssistiveTechnology {
    /// Tab, Shift-Tab, the arrows, Space, Tab-Z, Tab-H, Escape, on and off.
    public typealias Command = KeyboardCommand

    /// After the technologies declared before it.
    public static let kind = AssistiveTechnologyKind.fullKeyboardAccess

    /// Full Keyboard Access, stateless: what it knows lives in the session it acts on.
    public init() {}

    /// On after a `keyboard` `on` input.
    public func isOn(in session: Session) -> Bool { session.isKeyboardOn }

    /// A key moves the focus, activates, shows a list or goes back.
    public func perform(_ command: KeyboardCommand, in session: Session) { session.perform(command) }

    /// Full Keyboard Access leaves every finger to the next technology or the app.
    public func claims(_ sample: PointerSample, in session: Session) -> Bool { false }

    /// Never called: it claims no finger.
    public func handleClaimed(_ sample: PointerSample, in session: Session) {}

    /// The focus ring on the focused item, following its content shape, with the actions or help
    /// list shown as a titled panel (drawn by the focus-indicator pass, as Switch Control's menu is).
    /// With no item focused, the list alone, on no element (no ring).
    public func focusIndicator(in session: Session) -> FocusIndicator? {
        let menu = session.keyboardList.map(Self.menu)
        guard let id = session.keyboardFocusID, let element = session.navigation.node(withID: id) else {
            return menu.map { FocusIndicator(technology: Self.kind, elementID: nil, frame: session.scene.device.bounds, path: nil, style: .ring, menu: $0) }
        }
        return FocusIndicator(technology: Self.kind, elementID: id, frame: element.frame, path: element.path, style: .ring, menu: menu)
    }

    /// A list as the menu its panel shows: titled "Actions" (Tab-Z) or "Help" (Tab-H), the chosen
    /// entry highlighted.
    static func menu(_ list: KeyboardList) -> FocusIndicator.Menu {
        FocusIndicator.Menu(entries: list.titles.enumerated().map { .init(title: $0.element, isHighlighted: $0.offset == list.selected, isOutsideApp: false) },
                            placement: .panel(title: list.kind == .actions ? "Actions" : "Help"))
    }

    /// The focus map is read again; the focus stays on its item or moves to the one at its place.
    public func treeDidChange(in session: Session) { session.keyboardTreeDidChange() }

    /// A new screen puts the focus on the element the notification names (as VoiceOver's focus goes
    /// there: the opener of a sheet just closed), else on its first item.
    public func react(to notification: AccessibilityNotification, in session: Session) {
        if case .screenChanged(let elementID) = notification { session.keyboardScreenChanged(focusing: elementID) }
    }

    /// On or off, the focus map, the focus (its item and group) and the list shown (Tab-Z, Tab-H).
    public func savedState(in session: Session) -> AssistiveTechnologyState {
        let state = session.keyboard
        return AssistiveTechnologyState(Self.kind) { $0.keyboard = state; return true }
    }
}
