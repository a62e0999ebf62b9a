/// UIKit's accessibility traits plus `backButton`, `textField`, `secureTextField` and `textArea`, with the camelCase names
/// scene files, the CLI and reports use (docs/scene-format.md).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
    public static let backButton = AccessibilityTraits(rawValue: 1 << 19)
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

    public struct UnknownTraitError: Error, Equatable, CustomStringConvertible {
        public var name: String
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

    public var description: String { names.joined(separator: ",") }

    /// Traits that make an element something a user acts on (for target-size and label rules).
    public static let interactive: AccessibilityTraits = [
        .button, .link, .searchField, .keyboardKey, .adjustable, .toggleButton, .backButton, .textField,
        .allowsDirectInteraction,
    ]
}
