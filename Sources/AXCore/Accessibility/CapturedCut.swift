/// Which of an element's texts a capture of a real app's screen cut short, so that what is read
/// from it is the start of what VoiceOver says (`AccessibilityElement.cutByCapture`).
public struct CapturedCut: OptionSet, Hashable, Sendable {
    /// One bit a text: `label`, `value`.
    public let rawValue: UInt8

    /// A set of cut texts.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The label: made of a value the capture cut (a picker wheel or page control with no label
    /// says its value as its label; a cell with no label reads its texts, a static text's value
    /// among them), so the name VoiceOver and Voice Control use is longer.
    public static let label = CapturedCut(rawValue: 1 << 0)
    /// The value, as XCUITest printed it cut.
    public static let value = CapturedCut(rawValue: 1 << 1)

    /// Each text by the name files and reports give it, in this order: `inspect --format json`'s
    /// `cutByCapture` and a scene file's field of that name write these.
    public static let named: [(name: String, text: CapturedCut)] = [("label", .label), ("value", .value)]

    /// The names of the texts cut, in `named`'s order.
    public var names: [String] { Self.named.filter { contains($0.text) }.map(\.name) }

    /// The marker XCUITest's debugDescription ends a value it cut with: three full stops, not the
    /// ellipsis character (the babylon log-in dump's `value: ukautomationuser@e...`; Appium's
    /// maintainers saw a long value printed as "123456...").
    public static let marker = "..."

    /// Whether `value`, as a capture printed it, ends with the marker after text of its own: a
    /// value of dots alone is no text cut short.
    public static func endsWithMarker(_ value: String) -> Bool {
        value.hasSuffix(marker) && value.dropLast(marker.count).contains { $0 != "." && !$0.isWhitespace }
    }
}
