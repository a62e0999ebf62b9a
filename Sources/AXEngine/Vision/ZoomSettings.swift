/// How the simulated Zoom magnifies (iOS's Settings > Accessibility > Zoom), docs/vision.md#zoom.
/// Apple documents Full Screen and Window Zoom, a Maximum Zoom Level slider that goes to 15×, and
/// Follow Focus; it does not say at what level a first zoom starts or how big Window Zoom's lens is:
/// ours are 2× and a lens 80 % of the screen's width and a third of its height (the reasons are in
/// docs/vision.md).
public struct ZoomSettings: Hashable, Sendable, NamedSettings {
    /// Full Screen Zoom magnifies the whole screen; Window Zoom magnifies what lies under a lens.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// The whole screen shows the magnified region.
        case fullScreen
        /// A lens over part of the screen shows, magnified, what lies under it.
        case window
    }

    /// Full Screen or Window Zoom.
    public var mode: Mode = .fullScreen
    /// The magnification a three-finger double tap zooms in to; a three-finger double tap and drag
    /// changes it, within `ZoomSettings.levels` and never above `maximumLevel`.
    public var level: Double = ZoomSettings.defaultLevel
    /// iOS's Maximum Zoom Level: the most a double tap and drag magnifies (5×, iOS's default).
    public var maximumLevel: Double = 5
    /// Follow Focus: the magnified region follows the VoiceOver cursor and the Switch Control
    /// highlight (on by default, as on iOS).
    public var followsFocus: Bool = true

    /// The magnifications Zoom takes: 1.2× (the least that magnifies at all on iOS's slider) to 15×.
    public static let levels: ClosedRange<Double> = 1.2...15
    /// The level a first zoom starts at (Apple does not say; docs/vision.md).
    public static let defaultLevel = 2.0
    /// Window Zoom's lens, as fractions of the screen's width and height (Apple does not say).
    public static let lensFraction = (width: 0.8, height: 1.0 / 3.0)

    /// The defaults above.
    public init() {}

    /// The default settings.
    public static let `default` = ZoomSettings()

    /// The level in force: `level` within `levels` and not above `maximumLevel`.
    public var effectiveLevel: Double { min(max(level, Self.levels.lowerBound), maximumLevel) }

    /// Every setting by its name, spelt here once: the trace header's `zoom`, `snapshot --zoom-*`
    /// and the docs use the raw value; the declaration order is the order a header writes them in.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        case mode, level, maximumLevel, followsFocus
    }

    /// The value of the setting `key`, as text (`set(_:to:)` reads it back).
    public func value(of key: Key) -> String {
        switch key {
        case .mode: return mode.rawValue
        case .level: return Self.text(level)
        case .maximumLevel: return Self.text(maximumLevel)
        case .followsFocus: return String(followsFocus)
        }
    }

    /// The settings by their names (`Key`), with their values as text, in `Key`'s order (a trace
    /// header records them).
    public var named: [(name: String, value: String)] { Key.allCases.map { ($0.rawValue, value(of: $0)) } }

    /// A level as settings spell it: `2`, `2.5`.
    static func text(_ level: Double) -> String {
        level == level.rounded() ? String(Int(level)) : String(level)
    }

    /// A setting that does not exist, or a value it cannot take.
    public typealias InvalidSetting = InvalidNamedSetting<Self>

    /// How errors name these settings.
    public static let scope = "zoom"

    /// Changes the setting `key` to `value` as text; throws `InvalidSetting` for a value it cannot take.
    public mutating func set(_ key: Key, to value: String) throws {
        let name = key.rawValue
        func magnification() throws -> Double {
            guard let number = Double(value), Self.levels.contains(number) else {
                throw InvalidSetting(name: name, value: value,
                                     expected: "a magnification from \(Self.text(Self.levels.lowerBound)) to \(Self.text(Self.levels.upperBound))")
            }
            return number
        }
        switch key {
        case .mode:
            guard let parsed = Mode(rawValue: value) else {
                throw InvalidSetting(name: name, value: value, expected: Mode.allCases.map(\.rawValue).joined(separator: " or "))
            }
            mode = parsed
        case .level: level = try magnification()
        case .maximumLevel: maximumLevel = try magnification()
        case .followsFocus:
            switch value {
            case "true", "on": followsFocus = true
            case "false", "off": followsFocus = false
            default: throw InvalidSetting(name: name, value: value, expected: "true or false")
            }
        }
    }
}
