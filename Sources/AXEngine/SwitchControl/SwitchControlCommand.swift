/// What a Switch Control user does, as the engine takes it (a trace's `switch` record,
/// docs/trace-format.md): a press of one of the switches, Switch Control turned on or off, or the
/// scanning mode changed (the menu's Settings on iOS).
public enum SwitchControlCommand: Hashable, Sendable {
    /// A press of the select, next or previous switch: down and up at once.
    case press(SwitchRole)
    /// The switch goes down and stays down (a window's key, a held switch): with Long Press off it
    /// acts now, as a press; with Long Press on it acts when it comes up, by how long it was held.
    case down(SwitchRole)
    /// The switch held down comes up.
    case up(SwitchRole)
    /// Switch Control turned on (with the session's Switch Control settings) or off.
    case on, off
    /// Item or point scanning.
    case mode(SwitchScanner.Mode)

    /// The record's `name`: `select`, `next`, `previous`, `on`, `off`, `itemMode`, `pointMode`.
    public var name: String {
        switch self {
        case .press(let role), .down(let role), .up(let role): return role.rawValue
        case .on: return "on"
        case .off: return "off"
        case .mode(let mode): return mode.rawValue + "Mode"
        }
    }

    /// Every name a trace's `switch` record may hold, in the order above.
    public static let names = SwitchRole.allCases.map(\.rawValue) + ["on", "off"] + SwitchScanner.Mode.allCases.map { $0.rawValue + "Mode" }

    /// A held switch's `phase` (the record's field, added to version 1): `down` or `up`; nil for
    /// every other command, a press among them.
    public var phase: String? {
        switch self {
        case .down: return "down"
        case .up: return "up"
        default: return nil
        }
    }

    /// The phases a `switch` record may hold.
    public static let phases = ["down", "up"]

    /// The command a record's `name` and `phase` spell: a switch's name with a phase is that
    /// switch going down or up; nil for a name that is no switch with a phase, or no command.
    public init?(name: String, phase: String?) {
        guard let phase else { self.init(name: name); return }
        guard let role = SwitchRole(rawValue: name) else { return nil }
        switch phase {
        case "down": self = .down(role)
        case "up": self = .up(role)
        default: return nil
        }
    }

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
