/// An element the system puts on an app's screen, not the app: VoiceOver focuses it and reads it like
/// any other, but the app neither made it nor can change what it says, how large it is or where it
/// lies. A capture of a real app's screen lists it among the app's own elements; validation reads it
/// (it stays in VoiceOver's order, speech, Voice Control, Switch Control and the keyboard's focus) and
/// reports nothing on it, saying so in every report, since a finding on it is one nobody can fix
/// (docs/import.md, "Elements the system provides").
///
/// One definition, here beside the element model, so every reader of a capture recognises the same
/// elements and every rule leaves out the same ones. Only what captures confirm is recognised: the
/// labels iOS writes in English, in simplified Chinese (a published WeChat page source holds
/// "垂直滚动条, 1页") and in Japanese (a published Calendar page source holds "垂直スクロールバー,
/// 3ページ"); no other language's has been published.
public enum SystemElement: String, Hashable, Sendable, Codable, CaseIterable {
    /// UIKit's scroll indicator: the bar iOS draws along a scroll view (a table, a collection view,
    /// SwiftUI's `ScrollView`, `List` and `Form`). Since iOS 13 VoiceOver focuses it and says
    /// "Vertical scroll bar, 2 pages, 0%, adjustable"; swiping up or down on it scrolls the view.
    /// Captures list it as an `Other`, adjustable, labelled "Vertical scroll bar, 2 pages" (or
    /// "Horizontal scroll bar, 1 page"), its value the percentage scrolled ("0%"), over a frame some
    /// 30 points wide along the view's edge: its "0%", its width and its label are Apple's.
    case scrollIndicator

    /// iOS's keyboard: the keys, shift, return and the row beneath them (the emoji and dictation
    /// buttons) that the system draws over the app while a text field is edited. VoiceOver focuses
    /// each key ("q") and button; their labels, sizes and places are Apple's. Captures name the
    /// keyboard itself (XCUITest's `Keyboard` type), so readers recognise it by its place in the
    /// tree, never by a label (`named(label:value:)` never names it).
    case keyboard

    /// UIKit's detail button: the ⓘ a table row shows at its trailing edge
    /// (`UITableViewCell.AccessoryType.detailButton` and `.detailDisclosureButton`), which UIKit
    /// exposes as an element of its own after the row; VoiceOver reads the row, then "More Info,
    /// button". Its label (UIKit's "More Info", in the phone's language), its size (22 points square)
    /// and its place are UIKit's. Captures list it as an enabled `Button` inside the `Cell`, so
    /// readers recognise it by its place, shape and UIKit's label together (docs/import.md, "A
    /// cell's detail button"); `named(label:value:)` never names it.
    case detailButton

    /// The system element an element saying `label` and `value` would be, whatever its traits: for a
    /// format that names no traits (XCUITest's dump, Appium's page source before drivers wrote
    /// `traits`), where the reader knows the element's type instead. nil when neither is one.
    ///
    /// The scroll indicator's label is `Vertical scroll bar, N page` or `… N pages` (`Horizontal`
    /// likewise), N a whole number, exactly as iOS writes it in English, `垂直滚动条, N页`
    /// (`水平滚动条, N页`) as it writes it in simplified Chinese, or `垂直スクロールバー, Nページ`
    /// (`水平スクロールバー, Nページ`) in Japanese; its value a whole percentage of at most three
    /// digits (`0%`, `45%`, `100%`).
    public static func named(label: String?, value: String?) -> SystemElement? {
        guard let label, let value, isScrollIndicatorLabel(label), isWholePercentage(value) else { return nil }
        return .scrollIndicator
    }

    /// The system element an element with this label, value and traits is, or nil when it is the
    /// app's: what `named(label:value:)` names, when the element has exactly the traits the system
    /// gives it (`traits`). A slider of the app labelled "Volume" with the value "50%", a button, or
    /// an element labelled like the indicator that is not adjustable, is the app's and is judged.
    public static func recognised(label: String?, value: String?, traits: AccessibilityTraits) -> SystemElement? {
        guard let kind = named(label: label, value: value), traits == kind.traits else { return nil }
        return kind
    }

    /// The traits the system gives the element: the scroll indicator is adjustable, and nothing else;
    /// a key of the keyboard is a keyboard key (its shift, return and dock buttons are buttons).
    public var traits: AccessibilityTraits {
        switch self {
        case .scrollIndicator: return .adjustable
        case .keyboard: return .keyboardKey
        case .detailButton: return .button
        }
    }

    /// What it is, as reports name it.
    public var name: String {
        switch self {
        case .scrollIndicator: return "scroll indicator"
        case .keyboard: return "keyboard"
        case .detailButton: return "detail button"
        }
    }

    /// Why the rules do not judge it, in one sentence reports print (the words of docs/import.md).
    public var reason: String {
        switch self {
        case .scrollIndicator:
            return "iOS's scroll indicator, which UIKit adds to a scroll view and VoiceOver focuses, but whose label, value and size the app cannot change"
        case .keyboard:
            return "iOS's keyboard, which the system shows while a text field is edited and VoiceOver focuses key by key, but whose keys, labels and sizes the app cannot change"
        case .detailButton:
            return "UIKit's detail button, which a table row shows as its accessory and VoiceOver focuses after the row, but whose label, size and place the app cannot change"
        }
    }

    /// UIKit's label of a table row's detail button in each language a published capture shows:
    /// English, and simplified Chinese (Settings' Wi-Fi list on a Chinese iPhone, "更多信息"). A
    /// language no capture shows is not guessed: an app's own small button at a row's edge,
    /// taken for UIKit's, would go unjudged.
    public static let detailButtonLabels: Set<String> = ["More Info", "更多信息"]

    /// The indicator's label in each language a published capture shows, as a prefix before the page
    /// count and the words that may follow it: English, and simplified Chinese (WeChat's page source
    /// on a Chinese iPhone, "垂直滚动条, 1页" and "水平滚动条, 1页", the count followed by 页 with no
    /// space). A language no capture shows is not guessed: a wrong guess takes an app's control for
    /// the system's, and leaves it unjudged.
    private static let scrollIndicatorWordings: [(prefixes: [String], units: Set<Substring>)] = [
        (["Vertical scroll bar, ", "Horizontal scroll bar, "], [" page", " pages"]),
        (["垂直滚动条, ", "水平滚动条, "], ["页"]),
        // Japanese: Calendar's page source on a Japanese iPhone (shirates' test data), "垂直スクロールバー,
        // 3ページ" and "水平スクロールバー, 1ページ", the count followed by ページ with no space.
        (["垂直スクロールバー, ", "水平スクロールバー, "], ["ページ"]),
    ]

    /// "Vertical scroll bar, 2 pages", "垂直滚动条, 1页": a prefix, a whole number, its unit.
    private static func isScrollIndicatorLabel(_ label: String) -> Bool {
        for wording in scrollIndicatorWordings {
            guard let prefix = wording.prefixes.first(where: label.hasPrefix) else { continue }
            let rest = label.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9 else { return false }
            return wording.units.contains(rest.dropFirst(digits.count))
        }
        return false
    }

    /// "0%", "45%": a whole number of at most three digits, then "%".
    private static func isWholePercentage(_ value: String) -> Bool {
        guard value.hasSuffix("%") else { return false }
        let digits = value.dropLast()
        return !digits.isEmpty && digits.count <= 3 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
