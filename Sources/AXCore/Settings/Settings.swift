/// Phone or tablet: device size and the navigation row threshold depend on it.
public enum Idiom: String, Hashable, Sendable, Codable, CaseIterable {
    case phone, pad

    /// Default device size in points (iPhone 15 / iPad Air 11" portrait).
    public var defaultSize: Size {
        switch self {
        case .phone: return Size(width: 390, height: 844)
        case .pad: return Size(width: 820, height: 1180)
        }
    }
}

/// Whether the interface reads left to right or right to left (Arabic, Hebrew): layouts mirror and swipes keep their reading order.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The device a scene is drawn for.
public struct Device: Hashable, Sendable, Codable {
    /// Phone or tablet.
    public var idiom: Idiom
    /// The screen size in points, portrait.
    public var size: Size

    /// A device of `idiom`, with that idiom's default screen size unless `size` says otherwise.
    public init(idiom: Idiom, size: Size? = nil) {
        self.idiom = idiom
        self.size = size ?? idiom.defaultSize
    }

    /// An iPhone-sized phone (390 × 844 points).
    public static let phone = Device(idiom: .phone)
    /// An iPad-sized tablet (820 × 1180 points).
    public static let pad = Device(idiom: .pad)

    /// The whole screen, from the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }
}

/// Every user setting that changes what a scene draws or how VoiceOver behaves. Recorded in trace
/// headers; the settings matrix of validation walks over these.
public struct Settings: Hashable, Sendable {
    /// Whether VoiceOver is on: touches go through its gestures and it speaks. A read of it through
    /// settings a `ComponentScene` handed its components is noted (`SettingsReads`): until one is,
    /// the scene draws alike with VoiceOver on and off.
    public var voiceOver: Bool {
        get { noting(.voiceOver, isVoiceOverOn) }
        set { isVoiceOverOn = newValue }
    }
    /// What `voiceOver` holds, read without noting it (comparing and hashing settings is no read).
    private var isVoiceOverOn = false
    /// Where reads of the on/off settings are noted (`NotedSettings`): set on the settings a
    /// `ComponentScene` hands its components, nil elsewhere. Not part of the settings' value: `==`
    /// and `hash` leave it out.
    var reads: SettingsReads?
    /// `value`, a read of `setting` noted where the settings note reads.
    private func noting(_ setting: NotedSettings, _ value: Bool) -> Bool {
        reads?.note(setting)
        return value
    }
    /// Reduce Motion: scenes replace scaling, spinning and sliding animations with fades or nothing.
    /// A read through a scene's handed settings is noted, as `voiceOver`'s is.
    public var reduceMotion: Bool {
        get { noting(.reduceMotion, isReduceMotionOn) }
        set { isReduceMotionOn = newValue }
    }
    private var isReduceMotionOn = false
    /// Reduce Transparency: scenes draw translucent backgrounds opaque. A read is noted, as `voiceOver`'s is.
    public var reduceTransparency: Bool {
        get { noting(.reduceTransparency, isReduceTransparencyOn) }
        set { isReduceTransparencyOn = newValue }
    }
    private var isReduceTransparencyOn = false
    /// Bold Text: text draws one weight heavier (see `weight(_:)`). A read is noted, as `voiceOver`'s is.
    public var boldText: Bool {
        get { noting(.boldText, isBoldTextOn) }
        set { isBoldTextOn = newValue }
    }
    private var isBoldTextOn = false
    /// Increase Contrast: scenes use stronger colours, and text must meet the enhanced contrast
    /// ratio. A read is noted, as `voiceOver`'s is.
    public var increaseContrast: Bool {
        get { noting(.increaseContrast, isIncreaseContrastOn) }
        set { isIncreaseContrastOn = newValue }
    }
    private var isIncreaseContrastOn = false
    /// Differentiate Without Colour (`UIAccessibility.shouldDifferentiateWithoutColor`): scenes show
    /// with a shape, a symbol or text what they otherwise tell by colour alone. A read is noted, as
    /// `voiceOver`'s is; `vision.state-by-colour` judges a state told by colour again under it.
    public var differentiateWithoutColor: Bool {
        get { noting(.differentiateWithoutColor, isDifferentiateWithoutColorOn) }
        set { isDifferentiateWithoutColorOn = newValue }
    }
    private var isDifferentiateWithoutColorOn = false
    /// Button Shapes (`UIAccessibility.buttonShapesEnabled`): scenes draw a shape (an underline, a
    /// filled backdrop) under buttons that are otherwise text alone. A read is noted, as `voiceOver`'s is.
    public var buttonShapes: Bool {
        get { noting(.buttonShapes, isButtonShapesOn) }
        set { isButtonShapesOn = newValue }
    }
    private var isButtonShapesOn = false
    /// On/Off Labels (`UIAccessibility.isOnOffSwitchLabelsEnabled`): switches draw I when on and O
    /// when off, so their state is not told by colour and position alone. A read is noted, as
    /// `voiceOver`'s is; `vision.state-by-colour` judges a state told by colour again under it.
    public var onOffLabels: Bool {
        get { noting(.onOffLabels, isOnOffLabelsOn) }
        set { isOnOffLabelsOn = newValue }
    }
    private var isOnOffLabelsOn = false
    /// The Dynamic Type size text styles are scaled to.
    public var contentSize: ContentSizeCategory = .default
    /// The interface's reading direction; right to left mirrors layouts.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Phone or tablet, which decides layouts and how far VoiceOver's navigation rows reach.
    public var idiom: Idiom = .phone
    /// VoiceOver's "speak hints" verbosity option.
    public var speakHints: Bool = true
    /// A scene-defined variant (e.g. the piano's "requiresActivation"), empty for the default.
    public var variant: String = ""

    /// The defaults: VoiceOver off, no accessibility settings, large text, left to right, phone, hints on.
    public init() {}

    /// Every setting compared, the record of reads left out (`reads`). `SettingsTests`
    /// holds the list of stored properties, so one added later is compared here too.
    public static func == (a: Settings, b: Settings) -> Bool {
        a.isVoiceOverOn == b.isVoiceOverOn && a.isReduceMotionOn == b.isReduceMotionOn
            && a.isReduceTransparencyOn == b.isReduceTransparencyOn && a.isBoldTextOn == b.isBoldTextOn
            && a.isIncreaseContrastOn == b.isIncreaseContrastOn && a.isDifferentiateWithoutColorOn == b.isDifferentiateWithoutColorOn
            && a.isButtonShapesOn == b.isButtonShapesOn && a.isOnOffLabelsOn == b.isOnOffLabelsOn && a.differsOnlyInNoted(from: b)
    }

    /// Which of the on/off settings whose reads a scene notes (`NotedSettings`) differ between these
    /// and `other`, read without noting them.
    package func noted(differingFrom other: Settings) -> NotedSettings {
        var differing: NotedSettings = []
        if isVoiceOverOn != other.isVoiceOverOn { differing.insert(.voiceOver) }
        if isReduceMotionOn != other.isReduceMotionOn { differing.insert(.reduceMotion) }
        if isReduceTransparencyOn != other.isReduceTransparencyOn { differing.insert(.reduceTransparency) }
        if isBoldTextOn != other.isBoldTextOn { differing.insert(.boldText) }
        if isIncreaseContrastOn != other.isIncreaseContrastOn { differing.insert(.increaseContrast) }
        if isDifferentiateWithoutColorOn != other.isDifferentiateWithoutColorOn { differing.insert(.differentiateWithoutColor) }
        if isButtonShapesOn != other.isButtonShapesOn { differing.insert(.buttonShapes) }
        if isOnOffLabelsOn != other.isOnOffLabelsOn { differing.insert(.onOffLabels) }
        return differing
    }

    /// Whether these settings and `other` differ in nothing but on/off settings whose reads a scene
    /// notes: then the differences are those `noted(differingFrom:)` lists.
    package func differsOnlyInNoted(from other: Settings) -> Bool {
        contentSize == other.contentSize && layoutDirection == other.layoutDirection && idiom == other.idiom
            && speakHints == other.speakHints && variant == other.variant
    }

    /// Every setting hashed, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isVoiceOverOn)
        hasher.combine(isReduceMotionOn)
        hasher.combine(isReduceTransparencyOn)
        hasher.combine(isBoldTextOn)
        hasher.combine(isIncreaseContrastOn)
        hasher.combine(isDifferentiateWithoutColorOn)
        hasher.combine(isButtonShapesOn)
        hasher.combine(isOnOffLabelsOn)
        hasher.combine(contentSize)
        hasher.combine(layoutDirection)
        hasher.combine(idiom)
        hasher.combine(speakHints)
        hasher.combine(variant)
    }

    /// The default settings, as `init()` makes them.
    public static let `default` = Settings()

    /// The point size of a text style under these settings.
    public func pointSize(_ style: TextStyle) -> Double { style.pointSize(for: contentSize) }

    /// The weight to draw with: one step heavier when Bold Text is on.
    public func weight(_ weight: FontWeight) -> FontWeight { boldText ? weight.boldTextVariant : weight }

    /// Whether the layout is mirrored for a right-to-left language.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    // MARK: Names, for `--setting name=value`, trace headers, scene files and reports

    /// Every setting by its name, spelt here once: `--setting`, trace headers and `setting` records,
    /// scene files' `when` and reports all use the raw value. The declaration order is the order trace
    /// headers write them in, so a new setting goes at the end.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        case voiceOver, reduceMotion, reduceTransparency, boldText, increaseContrast, contentSize, layoutDirection, idiom, speakHints, variant
        case differentiateWithoutColor, buttonShapes, onOffLabels

        /// Whether a trace header and a run's summary write it at its default value
        /// (`recordedPairs`). The settings format version 1 first wrote are always written; those
        /// added since only when changed, so a trace recorded before them writes back the same bytes.
        public var isWrittenAtDefault: Bool {
            switch self {
            case .differentiateWithoutColor, .buttonShapes, .onOffLabels: return false
            default: return true
            }
        }

        /// The values it takes, for `--setting`'s help, when they are not true or false or free text.
        public var valuesHint: String? {
            switch self {
            case .contentSize: return "xSmall…xxxLarge, AX1…AX5"
            case .layoutDirection: return "ltr|rtl"
            default: return nil
            }
        }
    }

    /// Setting names in a fixed order (the order trace headers write them in): `Key`'s.
    public static let names = Key.allCases.map(\.rawValue)

    /// The settings `--setting` takes, as its help lists them: each name, with the values it takes
    /// where they are not obvious.
    public static var namesWithValues: String {
        Key.allCases.map { key in key.valuesHint.map { "\(key.rawValue) (\($0))" } ?? key.rawValue }.joined(separator: ", ")
    }

    /// A setting name or value that is not one of those accepted, from `--setting` or a trace header.
    public struct SettingError: Error, Equatable, CustomStringConvertible {
        /// What was wrong and what is accepted.
        public var description: String
    }

    /// The value of a setting as text, as `set(_:to:)` reads it back.
    public func value(of key: Key) -> String {
        switch key {
        case .voiceOver: return String(voiceOver)
        case .reduceMotion: return String(reduceMotion)
        case .reduceTransparency: return String(reduceTransparency)
        case .boldText: return String(boldText)
        case .increaseContrast: return String(increaseContrast)
        case .contentSize: return contentSize.rawValue
        case .layoutDirection: return layoutDirection == .leftToRight ? "ltr" : "rtl"
        case .idiom: return idiom.rawValue
        case .speakHints: return String(speakHints)
        case .variant: return variant
        case .differentiateWithoutColor: return String(differentiateWithoutColor)
        case .buttonShapes: return String(buttonShapes)
        case .onOffLabels: return String(onOffLabels)
        }
    }

    /// The settings these differ from `other` in, in `Key` order: what a trace's `setting` records
    /// changed, or what brings a Session from `other` to these.
    public func keys(differingFrom other: Settings) -> [Key] {
        Key.allCases.filter { value(of: $0) != other.value(of: $0) }
    }

    /// The value of the setting `name` as text; nil for a name that is no setting's.
    public func value(named name: String) -> String? { Key(rawValue: name).map(value(of:)) }

    /// Sets a setting from text; the error says what values the setting takes.
    public mutating func set(_ key: Key, to text: String) throws {
        let name = key.rawValue
        func bool() throws -> Bool {
            switch text.lowercased() {
            case "true", "on", "1", "yes": return true
            case "false", "off", "0", "no": return false
            default: throw SettingError(description: "setting \(name) takes true or false, found \"\(text)\"")
            }
        }
        switch key {
        case .voiceOver: voiceOver = try bool()
        case .reduceMotion: reduceMotion = try bool()
        case .reduceTransparency: reduceTransparency = try bool()
        case .boldText: boldText = try bool()
        case .increaseContrast: increaseContrast = try bool()
        case .speakHints: speakHints = try bool()
        case .variant: variant = text
        case .differentiateWithoutColor: differentiateWithoutColor = try bool()
        case .buttonShapes: buttonShapes = try bool()
        case .onOffLabels: onOffLabels = try bool()
        case .contentSize:
            guard let size = ContentSizeCategory(rawValue: text) else {
                throw SettingError(description: "setting contentSize takes one of "
                    + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ", found \"\(text)\"")
            }
            contentSize = size
        case .layoutDirection:
            switch text.lowercased() {
            case "ltr", "lefttoright": layoutDirection = .leftToRight
            case "rtl", "righttoleft": layoutDirection = .rightToLeft
            default: throw SettingError(description: "setting layoutDirection takes ltr or rtl, found \"\(text)\"")
            }
        case .idiom:
            guard let idiom = Idiom(rawValue: text) else {
                throw SettingError(description: "setting idiom takes phone or pad, found \"\(text)\"")
            }
            self.idiom = idiom
        }
    }

    /// Sets the setting `name` from text; the error names the settings there are, or what values
    /// the setting takes.
    public mutating func set(_ name: String, to text: String) throws {
        guard let key = Key(rawValue: name) else {
            throw SettingError(description: "unknown setting \"\(name)\"; expected one of " + Self.names.joined(separator: ", "))
        }
        try set(key, to: text)
    }

    /// Parses `name=value`.
    public mutating func apply(assignment: String) throws {
        guard let eq = assignment.firstIndex(of: "=") else {
            throw SettingError(description: "expected name=value, found \"\(assignment)\"")
        }
        try set(String(assignment[..<eq]), to: String(assignment[assignment.index(after: eq)...]))
    }

    /// Every setting as (name, value) in `names` order.
    public var pairs: [(name: String, value: String)] { Key.allCases.map { ($0.rawValue, value(of: $0)) } }

    /// The settings a trace header and a run's summary write, as (name, value) in `names` order:
    /// every one format version 1 first wrote, and one added since only when changed
    /// (`Key.isWrittenAtDefault`), so a trace or summary written before reads the same.
    public var recordedPairs: [(name: String, value: String)] {
        Key.allCases.compactMap { key in
            let value = value(of: key)
            return key.isWrittenAtDefault || value != Settings.default.value(of: key) ? (key.rawValue, value) : nil
        }
    }

    /// The settings that differ from the defaults, e.g. "contentSize=AX5,reduceMotion=true" ("" for
    /// the defaults): how findings, reports and the trace viewer name a variant.
    /// Compared key by key with the defaults' values, read once: validation labels every variant of
    /// every state it judges, and looking each default up by its name again parsed the name.
    public var changesFromDefaults: String {
        var changes: [String] = []
        for (key, defaultValue) in zip(Key.allCases, Self.defaultValues) {
            let value = value(of: key)
            if value != defaultValue { changes.append("\(key.rawValue)=\(value)") }
        }
        return changes.joined(separator: ",")
    }

    /// The defaults' values in `Key` order.
    private static let defaultValues = Key.allCases.map(Settings.default.value(of:))
}

/// The on/off settings whose reads through the settings a `ComponentScene` hands its components are
/// noted (`SettingsReads`): a scene none of whose components read one lays out and draws alike
/// whichever way it is set.
package struct NotedSettings: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `Settings.voiceOver`.
    package static let voiceOver = NotedSettings(rawValue: 1)
    /// `Settings.reduceMotion`.
    package static let reduceMotion = NotedSettings(rawValue: 2)
    /// `Settings.reduceTransparency`.
    package static let reduceTransparency = NotedSettings(rawValue: 4)
    /// `Settings.boldText`.
    package static let boldText = NotedSettings(rawValue: 8)
    /// `Settings.increaseContrast`.
    package static let increaseContrast = NotedSettings(rawValue: 16)
    /// `Settings.differentiateWithoutColor`.
    package static let differentiateWithoutColor = NotedSettings(rawValue: 32)
    /// `Settings.buttonShapes`.
    package static let buttonShapes = NotedSettings(rawValue: 64)
    /// `Settings.onOffLabels`.
    package static let onOffLabels = NotedSettings(rawValue: 128)
    /// Every one of them.
    package static let all: NotedSettings = [.voiceOver, .reduceMotion, .reduceTransparency, .boldText, .increaseContrast,
                                             .differentiateWithoutColor, .buttonShapes, .onOffLabels]
}

/// Which on/off settings a scene's components read through the settings their scene handed them
/// (`ComponentScene`). Once noted, for good: a scene none of whose components ever read one lays out
/// and draws alike whichever way it is set, and may draw under one value from a layout made under
/// the other (`voiceOver`), or be judged once for both (validation's settings variants). A class,
/// so every copy of those settings notes into the one record; a scene copy is used by one thread at
/// a time (validation hands copies on through locks), so the record needs no lock.
final class SettingsReads: @unchecked Sendable {
    /// The settings read so far.
    private(set) var read: NotedSettings = []
    /// Those read other than while the scene's layouts drew (`whileDrawing`): by a body, a layout,
    /// an element, a gesture, a hook or an input. A setting read only while drawing changes colours
    /// and motion, never the tree, so settings that differ only in such ones lay out alike.
    private(set) var readBeyondDrawing: NotedSettings = []
    /// How many drawings are under way: reads then are drawing's alone.
    private var drawings = 0

    /// The settings read since `drawingNoting` began, read before or not; nil outside it.
    private var noted: NotedSettings?

    func note(_ setting: NotedSettings) {
        read.insert(setting)
        if drawings == 0 { readBeyondDrawing.insert(setting) }
        noted?.insert(setting)
    }

    /// Runs `body`, a drawing, as `whileDrawing` does, and returns the settings it read, those
    /// read before it included: what it depends on (`ComponentLayout.decorations(over:time:)`).
    func drawingNoting(_ body: () -> Void) -> NotedSettings {
        let outer = noted
        noted = []
        whileDrawing(body)
        let read = noted ?? []
        noted = outer.map { $0.union(read) }
        return read
    }

    /// Runs `body`, a layout drawing its components, noting the reads it makes as drawing's.
    func whileDrawing(_ body: () -> Void) {
        drawings += 1
        defer { drawings -= 1 }
        body()
    }
}
