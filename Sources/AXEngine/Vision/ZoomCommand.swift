/// What a Zoom user does besides the three-finger gestures, as the engine takes it (a trace's
/// `zoom` record, docs/trace-format.md): Zoom turned on or off in Settings, a zoom toggled (the
/// three-finger double tap, from a key or the test API), the level stepped (the Zoom Controller's
/// slider), the region panned one step (the controller's joystick).
public enum ZoomCommand: Hashable, Sendable {
    /// Zoom turned on (with the session's Zoom settings) or off.
    case on, off
    /// Zoom in at the current level, or back out to the whole screen: the three-finger double tap.
    case toggle
    /// The level one step up or down (×1.25, within the settings' range).
    case zoomIn, zoomOut
    /// The region moved one step (a quarter of its size) towards an edge.
    case pan(PanDirection)

    /// Which way a pan step moves the region.
    public enum PanDirection: String, Hashable, Sendable, CaseIterable {
        case left, right, up, down
    }

    /// The record's `name`: `on`, `off`, `toggle`, `zoomIn`, `zoomOut`, `panLeft` ….
    public var name: String {
        switch self {
        case .on: return "on"
        case .off: return "off"
        case .toggle: return "toggle"
        case .zoomIn: return "zoomIn"
        case .zoomOut: return "zoomOut"
        case .pan(let direction): return "pan" + direction.rawValue.prefix(1).uppercased() + direction.rawValue.dropFirst()
        }
    }

    /// Every command, in the order above.
    public static let all: [ZoomCommand] = [.on, .off, .toggle, .zoomIn, .zoomOut] + PanDirection.allCases.map { .pan($0) }

    /// Every name a trace's `zoom` record may hold.
    public static let names = all.map(\.name)

    /// The command a record's `name` spells, nil for any other name.
    public init?(name: String) {
        guard let command = Self.all.first(where: { $0.name == name }) else { return nil }
        self = command
    }
}
