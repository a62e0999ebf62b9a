/// A keyboard shortcut an app offers (UIKit's `UIKeyCommand`): a chord a hardware keyboard's user
/// presses, the title the app shows for it (`discoverabilityTitle`), and which of its element's
/// accessibility actions it performs (docs/keyboard.md, "App keyboard shortcuts"). It is the
/// keyboard path an app gives a gesture that has no other: a photo whose details come up with a
/// swipe offers Command-I, which scrolls them up as VoiceOver's three-finger swipe does. VoiceOver
/// says nothing of it.
public struct KeyCommand: Hashable, Sendable {
    /// What the app shows for it (the help list, `inspect`): "Show Details".
    public var title: String
    /// The keys pressed together.
    public var chord: KeyChord
    /// The element's action it performs.
    public var action: KeyCommandAction

    /// A shortcut titled `title` that performs `action` on the element declaring it when `chord` is pressed.
    public init(_ title: String, chord: KeyChord, performs action: KeyCommandAction) {
        self.title = title
        self.chord = chord
        self.action = action
    }

    /// How the help list shows it: "Command-I: Show Details".
    public var help: String { chord.written + ": " + title }
}

/// Which of its element's accessibility actions a key command performs: the same actions every
/// assistive technology performs, so a shortcut runs the code VoiceOver's gesture runs.
public enum KeyCommandAction: Hashable, Sendable {
    /// `accessibilityActivate`, else a tap at the activation point; `accessibilityIncrement` and
    /// `accessibilityDecrement`; `accessibilityPerformEscape`; `accessibilityPerformMagicTap`.
    case activate, increment, decrement, escape, magicTap
    /// `accessibilityScroll` in this direction (VoiceOver's three-finger swipe).
    case scroll(ScrollDirection)
    /// Zoom in or out at the activation point.
    case zoomIn, zoomOut
    /// The element's custom action of this name.
    case customAction(String)

    /// The names a scene file writes (`"performs"`): `activate`, `increment`, `decrement`, `escape`,
    /// `magicTap`, `scrollUp` … `scrollPrevious`, `zoomIn`, `zoomOut`, and `customAction` (with the
    /// action's name beside it).
    public static let names = ([.activate, .increment, .decrement, .escape, .magicTap] + ScrollDirection.allCases.map(scroll)
        + [.zoomIn, .zoomOut, .customAction("")]).map(\.name)

    /// Its name in a scene file.
    public var name: String {
        switch self {
        case .activate: return "activate"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .escape: return "escape"
        case .magicTap: return "magicTap"
        case .scroll(let direction): return "scroll" + direction.rawValue.prefix(1).uppercased() + direction.rawValue.dropFirst()
        case .zoomIn: return "zoomIn"
        case .zoomOut: return "zoomOut"
        case .customAction: return "customAction"
        }
    }

    /// The action a scene file's name spells (`customAction` takes `customActionName`); nil for any
    /// other name, or `customAction` without a name.
    public init?(name: String, customActionName: String? = nil) {
        switch name {
        case "activate": self = .activate
        case "increment": self = .increment
        case "decrement": self = .decrement
        case "escape": self = .escape
        case "magicTap": self = .magicTap
        case "zoomIn": self = .zoomIn
        case "zoomOut": self = .zoomOut
        case "customAction":
            guard let customActionName else { return nil }
            self = .customAction(customActionName)
        default:
            guard let direction = ScrollDirection.allCases.first(where: { Self.scroll($0).name == name }) else { return nil }
            self = .scroll(direction)
        }
    }

    /// Whether `element` implements it itself (the rules ask whether a shortcut there does anything).
    public func isImplemented(by element: AccessibilityElement) -> Bool {
        switch self {
        case .activate: return element.onActivate != nil
        case .increment: return element.traits.contains(.adjustable) && element.onIncrement != nil
        case .decrement: return element.traits.contains(.adjustable) && element.onDecrement != nil
        case .escape: return element.onEscape != nil
        case .magicTap: return element.onMagicTap != nil
        case .scroll: return element.onScroll != nil
        case .zoomIn: return element.onZoomIn != nil
        case .zoomOut: return element.onZoomOut != nil
        case .customAction(let name): return element.customActions.contains { $0.name.string == name }
        }
    }
}

/// Keys pressed together: modifiers and one key, written as Apple writes them ("Command-I",
/// "Control-Option-Up Arrow"; modifiers in the order Control, Option, Shift, Command).
public struct KeyChord: Hashable, Sendable {
    /// The modifier keys held.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// The modifiers whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Control (⌃).
        public static let control = Modifiers(rawValue: 1)
        /// Option (⌥).
        public static let option = Modifiers(rawValue: 2)
        /// Shift (⇧).
        public static let shift = Modifiers(rawValue: 4)
        /// Command (⌘).
        public static let command = Modifiers(rawValue: 8)

        /// Each modifier with its written name, in the order Apple writes them.
        public static let written: [(Modifiers, String)] = [(.control, "Control"), (.option, "Option"), (.shift, "Shift"), (.command, "Command")]
    }

    /// The key pressed with the modifiers.
    public enum Key: Hashable, Sendable {
        /// A printable key: a letter (kept upper case), a digit or a punctuation mark.
        case character(Character)
        /// A named key.
        case upArrow, downArrow, leftArrow, rightArrow, returnKey, escape, delete, tab, space

        /// The named keys with their written names.
        static let named: [(Key, String)] = [(.upArrow, "Up Arrow"), (.downArrow, "Down Arrow"), (.leftArrow, "Left Arrow"),
                                             (.rightArrow, "Right Arrow"), (.returnKey, "Return"), (.escape, "Escape"),
                                             (.delete, "Delete"), (.tab, "Tab"), (.space, "Space")]

        /// Its written name: "I", "7", "Up Arrow".
        public var written: String {
            if case .character(let character) = self { return String(character) }
            return Self.named.first { $0.0 == self }!.1
        }

        /// The key a written name spells: a named key, or one printable ASCII character other than
        /// a space or "-" (letters in either case, kept upper case); nil otherwise.
        public init?(written: String) {
            if let named = Self.named.first(where: { $0.1.lowercased() == written.lowercased() }) {
                self = named.0
                return
            }
            guard written.count == 1, let scalar = written.unicodeScalars.first, scalar.isASCII,
                  (33..<127).contains(scalar.value), written != "-" else { return nil }
            self = .character(Character(written.uppercased()))
        }
    }

    /// The modifiers held.
    public var modifiers: Modifiers
    /// The key.
    public var key: Key

    /// `key` with `modifiers` held.
    public init(_ key: Key, _ modifiers: Modifiers) {
        // Letters are kept upper case, so "Command-i" and "Command-I" are one chord.
        if case .character(let character) = key, case let upper = String(character).uppercased(), upper.count == 1 {
            self.key = .character(Character(upper))
        } else {
            self.key = key
        }
        self.modifiers = modifiers
    }

    /// As Apple writes it: "Command-Shift-I".
    public var written: String {
        (Modifiers.written.filter { modifiers.contains($0.0) }.map(\.1) + [key.written]).joined(separator: "-")
    }

    /// Whether an app may take it: a chord with Command, Control or Option. A key alone or with
    /// Shift is Full Keyboard Access's (Tab, Space, the arrows) or typing's, and a single-key
    /// shortcut is what WCAG 2.1.4 warns against.
    public var isAppShortcut: Bool { !modifiers.isDisjoint(with: [.command, .control, .option]) }

    /// What the system does with it, when it takes the chord before any app sees it: nil for a
    /// chord iOS delivers to the app. On iPad the system keeps its own chords (Apple's iPad
    /// keyboard shortcuts; the Human Interface Guidelines ask apps to "respect standard keyboard
    /// shortcuts"): Command-Tab and Command-Shift-Tab switch apps, Command-Space opens Search,
    /// Command-H goes to the Home Screen, Command-Option-D shows the Dock, Command-Shift-3 and
    /// Command-Shift-4 take a screenshot. Full Keyboard Access reads Tab held with any key as its
    /// own (Tab moves the focus, Tab-Z lists actions, Tab-H shows help), so no chord on Tab reaches
    /// the app while it is on. The Globe key's chords cannot be written here at all. A scene may
    /// still declare such a shortcut (a file holding one loads): it is simply never the app's.
    public var takenBySystem: String? {
        let command: Modifiers = [.command]
        switch (modifiers, key) {
        case (command, .tab), (command.union(.shift), .tab): return "the app switcher"
        case (_, .tab): return "Full Keyboard Access's focus movement"
        case (command, .space): return "Search"
        case (command, .character("H")): return "the Home Screen"
        case (command.union(.option), .character("D")): return "the Dock"
        case (command.union(.shift), .character("3")), (command.union(.shift), .character("4")): return "a screenshot"
        default: return nil
        }
    }

    /// Whether a shortcut on it reaches the app: a chord an app may take (`isAppShortcut`) that the
    /// system does not keep (`takenBySystem`).
    public var reachesApp: Bool { isAppShortcut && takenBySystem == nil }

    /// Why a written form is not a chord an app may take.
    public struct WrittenFormError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was expected, in words.
        public let description: String
    }

    /// The chord a written form spells ("Command-I", case-insensitive, modifiers in any order, each
    /// once), or why it is not one an app may take.
    public init(parsing written: String) throws(WrittenFormError) {
        var parts = written.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.popLast(), let key = Key(written: last) else {
            throw WrittenFormError(description: "expected modifiers and a key, as \"Command-I\" or \"Control-Option-Up Arrow\" (a key is one printable ASCII character but \"-\" or "
                + Key.named.map(\.1).joined(separator: ", ") + ")")
        }
        var modifiers: Modifiers = []
        for part in parts {
            guard let modifier = Modifiers.written.first(where: { $0.1.lowercased() == part.lowercased() })?.0 else {
                throw WrittenFormError(description: "\"\(part)\" is not a modifier (Control, Option, Shift, Command)")
            }
            guard !modifiers.contains(modifier) else { throw WrittenFormError(description: "\"\(part)\" is written twice") }
            modifiers.insert(modifier)
        }
        self.init(key, modifiers)
        guard isAppShortcut else {
            throw WrittenFormError(description: "a shortcut needs Command, Control or Option: a key alone or with Shift is Full Keyboard Access's or typing's")
        }
    }

    /// The chord a written form spells; nil when it is not one (`init(parsing:)` says why).
    public init?(written: String) {
        guard let chord = try? KeyChord(parsing: written) else { return nil }
        self = chord
    }

    /// Why `written` is not a chord an app may take, nil when it is one.
    public static func writtenFormError(_ written: String) -> String? {
        do {
            _ = try KeyChord(parsing: written)
            return nil
        } catch {
            return error.description
        }
    }
}
