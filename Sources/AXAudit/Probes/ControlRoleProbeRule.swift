import AXCore
import AXEngine

/// An element that acts when activated but is exposed as text, a heading or nothing at all: VoiceOver
/// never says "Button" (or any control's word) for it, so a VoiceOver user hears "See all places",
/// or "Month. Heading. 2 of 3", and has no reason to double tap; Voice Control numbers it and Full
/// Keyboard Access focuses it all the same. Apple's guidance gives a control the button trait
/// (UIAccessibilityTraits.button, "treat the element as a button"), and WCAG 4.1.2 asks that a
/// control's role be exposed. The converse of `actions.activation-does-nothing`: that rule reports a
/// button that does nothing, this one a control that does something without saying it is one.
///
/// Decisions (docs/validation.md, "Probes", the decisions for this rule): only an element with an
/// activation of its own (a handler; a scene file's `activate`, `toggles` or a tab bar's or series'
/// selection) is judged, and only where the probe's double tap did something (`Probe.Outcome.changedSomething`):
/// a label the scene's own touch handling happens to take (a screen that toggles its chrome on any
/// tap) is no control. Not judged: an element with a trait VoiceOver speaks as a role a user acts
/// on (`AccessibilityTraits.interactive`: button, link, toggle, adjustable, text and search fields,
/// keyboard keys, back buttons, direct touch), a tab (a tab bar's child, read "Tab."), an image
/// (Apple's own Photos reads a thumbnail that opens as "Image" alone), a row of a list or data table
/// (a table view's cell has no trait and opens what it shows), a dimmed element (the
/// not-enabled trait, which says it cannot act), and an imported screen (its behaviour is unknown).
struct ControlRoleProbeRule: Rule {
    let info = RuleInfo(
        id: .traitsControlWithoutRole, area: .traits, kind: .probe, severity: .error,
        title: "Element that acts when activated but is not exposed as a control",
        explanation: "An element with an activation of its own that does something when double tapped (changes the model or what VoiceOver reads, opens or closes a screen, announces, plays a sound) while its traits give it no control's role: static text, a heading, or no trait at all. VoiceOver says its label (\"See all places.\", \"Month. Heading. 2 of 3.\") and never \"Button\", so its users are not told they can act on it, while Voice Control numbers it and Full Keyboard Access focuses it. Probed on a copy of the scene, as actions.activation-does-nothing is. Not judged: an element with a role a user acts on (button, link, toggle, adjustable, text or search field, keyboard key, back button, direct touch), a tab bar's tab (read \"Tab.\"), a row of a list or data table (a table view's cell, which has no trait of its own and opens what it shows), an image (a thumbnail that opens is read \"Image.\", as in Apple's Photos), a dimmed element, and an imported screen, whose behaviour is unknown.",
        fix: "Give the element the button trait (a link's if it opens a web page); keep the header trait only beside it, on a heading that also acts (a section that expands), and give a segment of a segmented control the button trait, as UISegmentedControl's segments have.",
        reference: "WCAG 4.1.2, Apple trait audit")

    /// Traits that leave an element unjudged: a role a user acts on, an image, dimmed.
    static let exempt: AccessibilityTraits = AccessibilityTraits.interactive.union([.image, .notEnabled, .tabBar])

    /// Whether `node` is judged: no role a user acts on, and its activation is its own.
    static func isJudged(_ node: AuditNode) -> Bool {
        let traits = node.element.traits
        guard node.element.onActivate != nil, traits.isDisjoint(with: exempt) else { return false }
        // A tab bar's child is read "Tab." with its position: a role VoiceOver says.
        if node.parent?.element.traits.contains(.tabBar) == true { return false }
        // A row of a list or table (a UITableViewCell, which has no trait of its own and opens what
        // it shows) is read as a row, "List Start" around it: a list's rows are known to act.
        var ancestor = node.parent
        while let container = ancestor {
            if container.element.container == .list || container.element.container == .dataTable { return false }
            ancestor = container.parent
        }
        return true
    }

    /// What VoiceOver says for the element's role, as the finding tells it.
    static func roleWords(_ traits: AccessibilityTraits) -> String {
        if traits.contains(.header) { return "\"Heading\", not \"Button\"" }
        return traits.contains(.staticText) ? "no role after the label (static text)" : "no role after the label (no traits)"
    }

    /// What the activation did, in the finding's words.
    static func effects(of outcome: Probe.Outcome) -> String {
        var did: [String] = []
        if let change = outcome.stateChanges.first { did.append("changed \(change)") }
        if outcome.postedLayoutOrScreenChange { did.append("changed the screen") }
        if let said = outcome.announcements.first(where: { !$0.isUnspoken }) { did.append("announced \"\(said)\"") }
        if !outcome.sounds.isEmpty { did.append("played a sound") }
        if did.isEmpty && outcome.elementsChanged == true { did.append("changed what VoiceOver reads") }
        return did.joined(separator: ", ")
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard !subject.isDeclarative, subject.behaviour != .unknown else { return }
        for node in subject.focusable where Self.isJudged(node) {
            let id = node.element.id
            guard let outcome = subject.activationOutcome(of: id), outcome.changedSomething else { continue }
            let traits = node.element.traits
            report.add(node, "\"\(node.element.label?.string ?? id)\" acts when activated but is not exposed as a control",
                       detail: "VoiceOver says " + Self.roleWords(traits) + "; traits: "
                           + (traits.names.isEmpty ? "none" : traits.names.joined(separator: ", ")) + "; activating it " + Self.effects(of: outcome))
        }
    }
}
