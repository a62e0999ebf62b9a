/// How the simulated Switch Control scans (the settings of iOS's Settings > Accessibility > Switch
/// Control). Times are virtual milliseconds. Apple documents the auto tap interval (0.75 s) but not
/// the defaults of the scan time or the loops; ours are 1.0 s and 4 (docs/switch-control.md).
public struct SwitchControlSettings: Hashable, Sendable, NamedSettings {
    /// How the highlight moves from item to item.
    public enum ScanningStyle: String, Hashable, Sendable, CaseIterable {
        /// Auto scanning: the highlight moves on by itself every `autoScanningTime`; the select
        /// switch selects.
        case auto
        /// Manual scanning: the next (and previous) switch moves the highlight, the select switch selects.
        case manual
        /// Single-switch step scanning: the one switch moves the highlight; the highlighted item is
        /// selected when the switch rests for `autoScanningTime`.
        case singleSwitchStep
    }

    /// Auto scanning, manual scanning, or single-switch step scanning.
    public var style: ScanningStyle = .auto
    /// How long the highlight stays on an item (auto scanning), or how long the switch must rest
    /// before the item is selected (step scanning). 1.0 s: Apple does not document the default.
    public var autoScanningTime: Int = 1000
    /// Extra time the highlight stays on the first item of the top level or a group, and on the first
    /// entry of a scanner menu's page (Pause on First Item); 0 is off, iOS's default.
    public var pauseOnFirstItem: Int = 0
    /// How many times auto scanning goes round a level with no press before it stops and hides the
    /// highlight. 4: Apple does not document the default.
    public var loops: Int = 4
    /// Auto Tap: selecting an item taps it after this long unless the select switch is pressed
    /// again (which opens the scanner menu); nil is off, iOS's default.
    public var autoTap: Int? = nil
    /// Group Items: containers are scanned as groups (on by default, as on iOS).
    public var groupsItems: Bool = true
    /// Static text is scanned too, not only elements that respond to user interaction.
    public var includesStaticText: Bool = false
    /// Speech: each item (and menu entry) is spoken as the highlight reaches it.
    public var speaksItems: Bool = false
    /// Long Press: how long a switch must be held for its long-press action instead of its own
    /// ("Set whether a different action occurs when you press and hold a switch, and how long to
    /// wait before performing that action", Apple's user guide); nil is off, as on iOS. While it is
    /// on a switch acts when it is released, since only then is its hold known.
    public var longPress: Int? = nil
    /// What holding a switch for `longPress` does, for every switch not given its own
    /// (`selectLongPress`, `nextLongPress`, `previousLongPress`).
    public var longPressAction: SwitchLongPressAction = .scannerMenu
    /// Sound Effects: a tick as the highlight moves and a click when the user selects (off by
    /// default, as on iOS: "Turn on sound effects").
    public var soundEffects: Bool = false
    /// Hold Duration: how long a switch must be held down before it counts ("Set whether and how
    /// long you need to hold a switch down before it's accepted as a switch action", Apple's user
    /// guide); nil is off, as on iOS. A shorter press does nothing.
    public var holdDuration: Int? = nil
    /// Ignore Repeat: how long after a switch's press that counted a press of the same switch is
    /// ignored ("Ignore accidental repeated switch triggers", Apple's user guide); nil is off, as on iOS.
    public var ignoreRepeat: Int? = nil
    /// The select switch's own long-press action (iOS: Switches > a switch > Long Press), by
    /// default the one every switch shares (`longPressAction`).
    public var selectLongPress: SwitchOwnLongPress = .shared
    /// The next switch's own long-press action, by default the shared one.
    public var nextLongPress: SwitchOwnLongPress = .shared
    /// The previous switch's own long-press action, by default the shared one.
    public var previousLongPress: SwitchOwnLongPress = .shared

    /// What holding `role`'s switch for `longPress` does: its own action, else the shared one; nil
    /// when it has none, so a long hold does what its press does.
    public func longPressAction(of role: SwitchRole) -> SwitchLongPressAction? {
        switch ownLongPress(of: role) {
        case .shared: return longPressAction
        case .none: return nil
        case .action(let action): return action
        }
    }

    /// `role`'s own long-press setting.
    public func ownLongPress(of role: SwitchRole) -> SwitchOwnLongPress { self[keyPath: Self.ownLongPress(role)] }

    /// Where `role`'s own long-press setting is kept: read and set through this one mapping.
    private static func ownLongPress(_ role: SwitchRole) -> WritableKeyPath<Self, SwitchOwnLongPress> {
        switch role {
        case .select: return \.selectLongPress
        case .next: return \.nextLongPress
        case .previous: return \.previousLongPress
        }
    }

    /// The hold a long press takes when Long Press is turned on without a duration (Apple does not
    /// document the default; 1.0 s, docs/switch-control.md).
    public static let defaultLongPress = 1000

    /// The Hold Duration when it is turned on without a time (Apple does not document the
    /// default; 0.5 s, docs/switch-control.md).
    public static let defaultHoldDuration = 500

    /// The Ignore Repeat time when it is turned on without a time (Apple does not document the
    /// default; 0.5 s, docs/switch-control.md).
    public static let defaultIgnoreRepeat = 500

    /// iOS's Auto Tap interval when it is turned on ("0.75 seconds if you don't change it", Apple's user guide).
    public static let defaultAutoTap = 750

    /// The defaults above.
    public init() {}

    /// The default settings.
    public static let `default` = SwitchControlSettings()

    /// Every setting by its name, spelt here once: `--switch-setting`, the trace header's
    /// `switchControl`, `inspect --assistive switch-control` and the docs use the raw value. The
    /// declaration order is the order a trace header writes them in, so a new setting goes at the end.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        case style, autoScanningTime, pauseOnFirstItem, loops, autoTap, groupsItems, includesStaticText, speaksItems
        /// Added after the first eight: a trace header lists them only when they are not at their
        /// default, so a trace that does not use them keeps the header it always had.
        case longPress, longPressAction, soundEffects
        /// Added after those, listed the same way: for presses a user does not mean.
        case holdDuration, ignoreRepeat
        /// Added after those, listed the same way: each switch's own long-press action.
        case selectLongPressAction, nextLongPressAction, previousLongPressAction

        /// Whether a trace header lists it only when it differs from the default (`longPress` and after).
        public var isListedOnlyWhenSet: Bool {
            switch self {
            case .style, .autoScanningTime, .pauseOnFirstItem, .loops, .autoTap, .groupsItems, .includesStaticText, .speaksItems: return false
            default: return true
            }
        }

        /// The switch whose own long-press action it is, for the three per-switch settings.
        var ownLongPressRole: SwitchRole? {
            switch self {
            case .selectLongPressAction: return .select
            case .nextLongPressAction: return .next
            case .previousLongPressAction: return .previous
            default: return nil
            }
        }

        /// The values it takes, for `--switch-setting`'s help, when they are not true or false or a count.
        public var valuesHint: String? {
            switch self {
            case .style: return ScanningStyle.allCases.map(\.rawValue).joined(separator: "|")
            case .autoScanningTime, .pauseOnFirstItem: return "ms"
            case .autoTap, .longPress, .holdDuration, .ignoreRepeat: return "off|on|ms"
            case .longPressAction: return SwitchLongPressAction.allCases.map(\.rawValue).joined(separator: "|")
            case .selectLongPressAction, .nextLongPressAction, .previousLongPressAction:
                return SwitchOwnLongPress.choices.joined(separator: "|")
            case .loops, .groupsItems, .includesStaticText, .speaksItems, .soundEffects: return nil
            }
        }
    }

    /// A setting's value, typed as a trace header and JSON write it.
    public enum Value: Hashable, Sendable {
        /// A flag: a boolean.
        case flag(Bool)
        /// A time in milliseconds or a count: an integer.
        case number(Int)
        /// A time that is off (Auto Tap).
        case off
        /// One of a setting's choices (the scanning style): a string.
        case choice(String)

        /// As text, as `set(_:to:)` reads it back.
        public var text: String {
            switch self {
            case .flag(let flag): return String(flag)
            case .number(let number): return String(number)
            case .off: return "off"
            case .choice(let choice): return choice
            }
        }
    }

    /// The value of the setting `key`.
    public func value(of key: Key) -> Value {
        switch key {
        case .style: return .choice(style.rawValue)
        case .autoScanningTime: return .number(autoScanningTime)
        case .pauseOnFirstItem: return .number(pauseOnFirstItem)
        case .loops: return .number(loops)
        case .autoTap: return autoTap.map(Value.number) ?? .off
        case .groupsItems: return .flag(groupsItems)
        case .includesStaticText: return .flag(includesStaticText)
        case .speaksItems: return .flag(speaksItems)
        case .longPress: return longPress.map(Value.number) ?? .off
        case .longPressAction: return .choice(longPressAction.rawValue)
        case .soundEffects: return .flag(soundEffects)
        case .holdDuration: return holdDuration.map(Value.number) ?? .off
        case .ignoreRepeat: return ignoreRepeat.map(Value.number) ?? .off
        case .selectLongPressAction, .nextLongPressAction, .previousLongPressAction:
            return .choice(ownLongPress(of: key.ownLongPressRole!).text)
        }
    }

    /// The settings `--switch-setting` takes, as its help lists them.
    public static var namesWithValues: String {
        Key.allCases.map { key in key.valuesHint.map { "\(key.rawValue) (\($0))" } ?? key.rawValue }.joined(separator: ", ")
    }

    /// The settings by their names (`Key`), with their values as text, in `Key`'s order (a trace
    /// header records them); those added after the first eight only when not at their default.
    public var named: [(name: String, value: String)] { recordedKeys.map { ($0.rawValue, value(of: $0).text) } }

    /// The settings a trace header records, in `Key`'s order: the first eight always, those added
    /// after them only when not at their default.
    public var recordedKeys: [Key] {
        Key.allCases.filter { !$0.isListedOnlyWhenSet || value(of: $0) != Self.default.value(of: $0) }
    }

    /// A setting that does not exist, or a value it cannot take.
    public typealias InvalidSetting = InvalidNamedSetting<Self>

    /// How errors name these settings.
    public static let scope = "switch-control"

    /// Changes the setting `key` to `value` as text; throws `InvalidSetting` for a value it cannot take.
    public mutating func set(_ key: Key, to value: String) throws {
        let name = key.rawValue
        func milliseconds(_ range: ClosedRange<Int>, orOff: Bool = false) throws -> Int {
            guard let number = Int(value), range.contains(number) else {
                throw InvalidSetting(name: name, value: value, expected: (orOff ? "off, on, or " : "")
                                        + "milliseconds from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
        /// A time that can be off: "off" (nil), "on" (`onTime`) or milliseconds in `range`.
        func timeOrOff(on onTime: Int, _ range: ClosedRange<Int>) throws -> Int? {
            value == "off" ? nil : value == "on" ? onTime : try milliseconds(range, orOff: true)
        }
        func flag() throws -> Bool {
            switch value {
            case "true", "on": return true
            case "false", "off": return false
            default: throw InvalidSetting(name: name, value: value, expected: "true or false")
            }
        }
        switch key {
        case .style:
            guard let parsed = ScanningStyle(rawValue: value) else {
                throw InvalidSetting(name: name, value: value, expected: ScanningStyle.allCases.map(\.rawValue).joined(separator: ", "))
            }
            style = parsed
        case .autoScanningTime: autoScanningTime = try milliseconds(100...60_000)
        case .pauseOnFirstItem: pauseOnFirstItem = try milliseconds(0...60_000)
        case .loops:
            guard let number = Int(value), (1...100).contains(number) else {
                throw InvalidSetting(name: name, value: value, expected: "a number of loops from 1 to 100")
            }
            loops = number
        case .autoTap: autoTap = try timeOrOff(on: Self.defaultAutoTap, 100...60_000)
        case .groupsItems: groupsItems = try flag()
        case .includesStaticText: includesStaticText = try flag()
        case .speaksItems: speaksItems = try flag()
        case .longPress: longPress = try timeOrOff(on: Self.defaultLongPress, 100...60_000)
        case .longPressAction:
            guard let parsed = SwitchLongPressAction(rawValue: value) else {
                throw InvalidSetting(name: name, value: value, expected: SwitchLongPressAction.allCases.map(\.rawValue).joined(separator: ", "))
            }
            longPressAction = parsed
        case .soundEffects: soundEffects = try flag()
        case .holdDuration: holdDuration = try timeOrOff(on: Self.defaultHoldDuration, 50...60_000)
        case .ignoreRepeat: ignoreRepeat = try timeOrOff(on: Self.defaultIgnoreRepeat, 50...60_000)
        case .selectLongPressAction, .nextLongPressAction, .previousLongPressAction:
            guard let parsed = SwitchOwnLongPress(text: value) else {
                throw InvalidSetting(name: name, value: value, expected: SwitchOwnLongPress.choices.joined(separator: ", "))
            }
            self[keyPath: Self.ownLongPress(key.ownLongPressRole!)] = parsed
        }
    }
}

/// What holding a switch for the Long Press time does instead of its own action (iOS's switch
/// actions a long press can be given).
public enum SwitchLongPressAction: String, Hashable, Sendable, CaseIterable {
    /// Scanner Menu: opens the highlighted item's menu, even with Auto Tap on (elsewhere it selects).
    case scannerMenu
    /// Tap: taps the highlighted item at once, with no menu (elsewhere it selects).
    case tap
    /// Select Item, Move to Next Item, Move to Previous Item: what those switches do.
    case select, next, previous
}

/// What one switch does when held for the Long Press time, where iOS lets each switch have its own
/// long-press action (Switches > a switch > Long Press).
public enum SwitchOwnLongPress: Hashable, Sendable {
    /// The action every switch shares (`SwitchControlSettings.longPressAction`): the default.
    case shared
    /// No long-press action: held however long, the switch does what its press does.
    case none
    /// An action of its own.
    case action(SwitchLongPressAction)

    /// As a setting's value: `shared`, `none`, or the action's name.
    public var text: String {
        switch self {
        case .shared: return "shared"
        case .none: return "none"
        case .action(let action): return action.rawValue
        }
    }

    /// The value `text` spells; nil for any other text.
    public init?(text: String) {
        switch text {
        case "shared": self = .shared
        case "none": self = .none
        default:
            guard let action = SwitchLongPressAction(rawValue: text) else { return nil }
            self = .action(action)
        }
    }

    /// Every value a setting takes, as text.
    static let choices = ["shared", "none"] + SwitchLongPressAction.allCases.map(\.rawValue)
}
