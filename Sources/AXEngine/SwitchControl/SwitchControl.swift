import AXCore

/// Switch Control as an `AssistiveTechnology` (docs/switch-control.md): its commands are switch
/// presses and on, off and the scanning mode (`SwitchControlCommand`); it takes no touches (the
/// screen as a switch is not simulated); its cursor is the highlight on an item; when the tree
/// changes under it, or the app posts a screen change, it scans the new screen from the top. Its
/// state is the session's (`Session.switchControl`).
public struct SwitchControl: AssistiveTechnology {
    /// Switch presses, on, off, the scanning mode.
    public typealias Command = SwitchControlCommand

    /// After VoiceOver, as on iOS.
    public static let kind = AssistiveTechnologyKind.switchControl

    /// Switch Control, stateless: what it knows lives in the session it acts on.
    public init() {}

    /// On while the session has a scanner.
    public func isOn(in session: Session) -> Bool { session.isSwitchControlOn }

    /// A press moves or selects; on and off; item or point scanning.
    public func perform(_ command: SwitchControlCommand, in session: Session) { session.perform(command) }

    /// Switch Control leaves every finger to the next technology or the app.
    public func claims(_ sample: PointerSample, in session: Session) -> Bool { false }

    /// Never called: it claims no finger.
    public func handleClaimed(_ sample: PointerSample, in session: Session) {}

    /// The highlight in each of its states (`Session.switchHighlight`): solid on an item, a tinted
    /// group, dashed at the moment to back out, tinted stronger before an auto tap, point scanning's
    /// band and line (with Hold and Drag's start point while they choose its end); the scanner menu
    /// beside it while one is open.
    public func focusIndicator(in session: Session) -> FocusIndicator? {
        let highlight = session.switchHighlight
        let style: FocusIndicator.Style
        switch highlight.kind {
        case .none: return nil
        case .item, .menuItem, .menuEntry: style = .solid
        case .group: style = .group
        case .backOut: style = .dashed
        case .autoTap: style = .pending
        case .band: style = .band
        case .line: style = .line
        }
        let menu = session.switchMenu.map { open in
            FocusIndicator.Menu(entries: open.menu.entries(on: open.page).map { entry in
                .init(title: entry.title, isHighlighted: highlight.kind == .menuEntry && highlight.entry == entry, isOutsideApp: entry.isOutsideApp)
            })
        }
        var indicator = FocusIndicator(technology: Self.kind, elementID: highlight.id, frame: highlight.frame,
                                       path: highlight.id.flatMap { session.navigation.node(withID: $0)?.path }, style: style, menu: menu)
        indicator.anchor = highlight.dragStart
        return indicator
    }

    /// A tree that really changed (another order than the one scanned) is scanned anew from the top.
    public func treeDidChange(in session: Session) { session.rescanIfChanged() }

    /// A new screen is scanned from the top; with Speech on, an app's announcement is spoken
    /// (`Session.switchControlAnnounces`).
    public func react(to notification: AccessibilityNotification, in session: Session) {
        switch notification {
        case .screenChanged: session.rescan()
        case .announcement(let text): session.switchControlAnnounces(text)
        default: break
        }
    }

    /// Its settings and scanner (the highlight, an open menu, point scanning's sweep); the scanner
    /// reads the declared gestures of the restored session's scene, not of the one it was saved from.
    public func savedState(in session: Session) -> AssistiveTechnologyState {
        let state = session.switchControl
        return AssistiveTechnologyState(Self.kind) { restored in
            restored.switchControl = state
            restored.switchControl.scanner?.declaredGestures = restored.switchGestures
            restored.switchControl.scanner?.dragsFrom = restored.switchDragsFrom
            return true
        }
    }
}
