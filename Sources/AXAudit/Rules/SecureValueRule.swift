import AXCore

/// A secure text field whose value is its text: UIKit's secure field (`isSecureTextEntry`, SwiftUI's
/// SecureField) exposes only bullets, one per character, and VoiceOver and Speak Screen read what
/// the value holds, so a custom-drawn field that draws bullets but hands its text to
/// `accessibilityValue` speaks the password aloud to anyone in earshot.
///
/// Decisions (docs/validation.md, "What a secure text field may expose"): a value made only of masking characters
/// (the bullet UIKit uses, and the dots and asterisks other toolkits draw) is masked; an empty one
/// says nothing. A real app's capture holds bullets (WebDriverAgent writes `value="•••"`), and its
/// readers already drop a placeholder XCUITest reports as the value; idb's AXe reports an empty
/// field's placeholder as its value too, which no format field tells from typed text, so on an
/// imported screen a value equal to the label (AXe's newer runtimes copy the placeholder there) is
/// not judged and any other is a warning, not an error. The finding never repeats the value: on a
/// capture of a real app it may be a real password, and reports end up in CI logs.
struct SecureValueRule: Rule {
    let info = RuleInfo(
        id: .valueSecureTextExposed, area: .labels, severity: .error,
        title: "Secure text field that exposes its text",
        explanation: "A secure text field (the secureTextField trait) whose value is not masked: VoiceOver reads the value after the label and Speak Screen reads it with the screen, so the password is spoken aloud while the screen shows bullets. UIKit's secure text field exposes one bullet (•) per character, never the text; a value of only bullets, dots or asterisks, or no value, passes. On an imported screen a value equal to the field's label is an empty field's placeholder as some capture tools report it, and is not judged; any other unmasked value there is a warning, since a capture cannot always tell a placeholder from typed text.",
        fix: "Expose the field's text masked, one bullet (•) per character, as UIKit's secure text field does, and keep the text out of the label and hint; while the field shows its text on request (\"Show password\"), drop the secureTextField trait instead.",
        reference: "UIKit's secure text entry (isSecureTextEntry)")

    /// The characters a masked value is made of: UIKit's bullet, and the dots and asterisks other
    /// toolkits and web views mask with.
    static let maskCharacters: Set<Character> = ["•", "●", "∙", "·", "⦁", "*"]

    /// Whether `value` reads as masked: nothing in it but masking characters.
    static func isMasked(_ value: String) -> Bool { value.allSatisfy { maskCharacters.contains($0) } }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let imported = subject.behaviour == .unknown
        for node in subject.focusable where node.element.traits.contains(.secureTextField) {
            guard let value = node.element.value?.string, !value.isUnspoken, !Self.isMasked(value) else { continue }
            let label = node.element.label?.string
            if imported && value == label { continue }
            let name = label.map { "\"\($0)\"" } ?? node.element.id
            report.add(node, "Secure text field \(name) exposes its text as its value",
                       detail: "value of \(value.count) character(s), not masked: VoiceOver and Speak Screen read it aloud"
                           + (imported ? "; an imported screen's capture may report an empty field's placeholder as its value" : ""),
                       severity: imported ? .warning : nil)
        }
    }
}
