/// What a Switch Control user does, as the engine takes it (a trace's `switch` record,
/// docs/trace-format.md): a press of one of the switches, Switch Control turned on or off, or the
/// scanning mode changed (the menu's Settings on iOS).
public enum SwitchControlCommand: Hashable, Sendable {
    /// A press of the select, next or previous switch.
    case press(SwitchRole)
    /// Switch Control turned on (with the session's Switch Control settings) or off.
    case on, off
    /// Item or point scanning.
    case mode(SwitchScanner.Mode)

    /// The record's `name`: `select`, `next`, `previous`, `on`, `off`, `itemMode`, `pointMode`.
    public var name: String {
        switch self {
        case .press(let role): return role.rawValue
        case .on: return "on"
        case .off: return "off"
        case .mode(let mode): return mode.rawValue + "Mode"
        }
    }

    /// Every name a trace's `switch` record may hold, in the order above.
    public static let names = SwitchRole.allCases.map(\.rawValue) + ["on", "off"] + SwitchScanner.Mode.allCases.map { $0.rawValue + "Mode" }

    /// The command a record's `name` spells, nil for any other name.
    public init?(name: String) {
        if let role = SwitchRole(rawValue: name) { self = .press(role); return }
        switch name {
        case "on": self = .on
        case "off": self = .off
        default:
            guard name.hasSuffix("Mode"), let mode = SwitchScanner.Mode(rawValue: String(name.dropLast(4))) else { return nil }
            self = .mode(mode)
        }
    }
}
