import AXCore

/// Traits that contradict each other make VoiceOver say conflicting things.
struct ConflictingTraitsRule: Rule {
    let info = RuleInfo(
        id: .traitsConflict, area: .traits, severity: .error,
        title: "Conflicting traits",
        explanation: "Button with link, or button with adjustable, tell the user two different ways to use one element; a toggle without the button trait is not announced as a switch button.",
        fix: "Keep the one trait that matches how the element behaves; give toggles both button and toggleButton.",
        reference: "Apple trait audit, GTXiLib")

    static let conflicts: [(AccessibilityTraits, String)] = [
        ([.button, .link], "button and link"),
        ([.button, .adjustable], "button and adjustable"),
        ([.button, .textField], "button and text field"),
        ([.staticText, .button], "static text and button"),
    ]

    /// Combinations UIKit itself gives its standard controls, which an imported screen reports as
    /// they are: WebDriverAgent reads Settings' rows as static text and button, and VoiceOver says
    /// "General, Button". On a real app's screen they are not the developer's conflict.
    static let emittedByUIKit: [AccessibilityTraits] = [[.staticText, .button]]

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let imported = subject.behaviour == .unknown
        for node in subject.focusable {
            let traits = node.element.traits
            for (pair, words) in Self.conflicts where traits.isSuperset(of: pair) {
                if imported && Self.emittedByUIKit.contains(pair) { continue }
                report.add(node, "Element has both \(words) traits", detail: "traits: \(traits.names.joined(separator: ", "))")
            }
            if traits.contains(.toggleButton) && !traits.contains(.button) {
                report.add(node, "Toggle without the button trait", detail: "traits: \(traits.names.joined(separator: ", ")); VoiceOver says \"Switch Button\" only with both")
            }
        }
    }
}
