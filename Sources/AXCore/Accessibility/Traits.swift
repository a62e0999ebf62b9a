/// UIKit's accessibility traits plus `backButton`, `textField`, `secureTextField` and `textArea`, with the camelCase names
/// scene files, the CLI and reports use (docs/scene-format.md).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The trait bits, one per trait, in the order of `named`.
    public let rawValue: UInt32
    /// Traits from their bits; `OptionSet` builds sets of the static traits through it.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating it performs an action: VoiceOver says “Button.” after the label.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating it opens a link: VoiceOver says “Link.” and the Links rotor finds it.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A section heading: VoiceOver says “Heading.” and the Headings rotor moves between them.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field: VoiceOver says “Search Field.” and the Text Fields rotor finds it.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// A picture: VoiceOver says “Image.” and the Images rotor finds it.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// The current choice among several (a tab, a segment): VoiceOver says “Selected:” before the label.
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Activating it plays its own sound (UIKit's meaning; the simulator keeps the trait and reports it
    /// but speaks nothing for it).
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard (or a piano): VoiceOver does not say “Button.” for it.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that cannot change; VoiceOver speaks no trait word for it, and the Static Text rotor finds it.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    /// Summarises the app's state when it starts (a weather app's current conditions); UIKit's meaning,
    /// kept and reported but not acted on by the simulator.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Present but not enabled now: VoiceOver says “Dimmed.” before the other trait words.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    /// Its value changes often (a timer, a now-playing line); UIKit's meaning, kept and reported but
    /// not acted on by the simulator.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// Activating it starts media that VoiceOver should not talk over; UIKit's meaning, kept and
    /// reported but not acted on by the simulator.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// Swiping up and down changes its value (a slider, a stepper, a rating): VoiceOver says
    /// “Adjustable.” and calls the element's increment and decrement hooks.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    /// Touches go straight to the element, not through VoiceOver's gestures (an instrument, a drawing area); see `DirectTouchOptions`.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// Reading all turns the page when it reaches the end of the element (an e-book); UIKit's meaning,
    /// kept and reported but not acted on by the simulator.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// A container of tabs: VoiceOver reads each child as a tab with its position (“Tab. 2 of 4.”).
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// A button that is on or off: VoiceOver says “Switch Button.” and the value 1 or 0 as “On.” or “Off.”.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// Supports zooming with the zoom-in and zoom-out hooks (a map): the rotor offers Zoom on it.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
    /// A navigation bar's back button: VoiceOver says “Back Button.”, and escape activates it when no
    /// element from the focus up handles escape itself.
    public static let backButton = AccessibilityTraits(rawValue: 1 << 19)
    /// An editable text field: VoiceOver says “Text Field.” and activation starts editing.
    public static let textField = AccessibilityTraits(rawValue: 1 << 20)
    /// A text field whose text is hidden (UITextField's isSecureTextEntry): with `textField`,
    /// VoiceOver says `Secure Text Field.` instead of `Text Field.`
    public static let secureTextField = AccessibilityTraits(rawValue: 1 << 21)
    /// A multi-line text view (UITextView, SwiftUI's TextEditor): with `textField`, its hint adds the
    /// Misspelled Words rotor option.
    public static let textArea = AccessibilityTraits(rawValue: 1 << 22)

    /// Every trait with its name, in a fixed order (the order printers list them in).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("header", .header), ("searchField", .searchField),
        ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("toggleButton", .toggleButton), ("supportsZoom", .supportsZoom),
        ("backButton", .backButton), ("textField", .textField), ("secureTextField", .secureTextField),
        ("textArea", .textArea),
    ]

    /// A trait name that is not one of `named`, from a scene file or the command line.
    public struct UnknownTraitError: Error, Equatable, CustomStringConvertible {
        /// The name that matched no trait.
        public var name: String
        /// The unknown name and the names that would have been accepted.
        public var description: String {
            "unknown trait \"\(name)\"; expected one of " + AccessibilityTraits.named.map(\.name).joined(separator: ", ")
        }
    }

    /// A single trait by its name.
    public init(name: String) throws {
        guard let match = Self.named.first(where: { $0.name == name }) else { throw UnknownTraitError(name: name) }
        self = match.trait
    }

    /// Traits from a list of names.
    public init<S: Sequence>(names: S) throws where S.Element == String {
        var traits = AccessibilityTraits()
        for name in names { traits.insert(try AccessibilityTraits(name: name)) }
        self = traits
    }

    /// The names of the traits set, in `named` order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }

    /// The trait names separated by commas, as reports and the inspector print them.
    public var description: String { names.joined(separator: ",") }

    /// Traits that make an element something a user acts on (for target-size and label rules).
    public static let interactive: AccessibilityTraits = [
        .button, .link, .searchField, .keyboardKey, .adjustable, .toggleButton, .backButton, .textField,
        .allowsDirectInteraction,
    ]
}
