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

/// A screen title drawn large and bold but exposed as plain text, on a screen with no heading:
/// VoiceOver users move by headings (the rotor's Headings), and such a screen gives them none.
///
/// Decision: judged only where it cannot be mistaken. The screen (what VoiceOver's order holds)
/// has no element with the header trait at all; the text is drawn bold and at least 1.5 times the
/// size most of the screen's other texts are drawn at (a large title of 34 points over 17-point
/// body text is 2; an alert's 17-point semibold title over its 13-point message, 1.3, is not
/// judged); no other text lies above it; and it reads as a title, a few words with letters, not a
/// number drawn large (a timer, a temperature). A screen whose texts are not drawn by the scene
/// (an imported screen, drawn from its tree) is not judged: nothing tells a title there.
struct MissingHeaderRule: Rule {
    /// How much larger than the screen's body text a title is drawn.
    static let titleRatio = 1.5
    /// The most words a title has.
    static let maximumWords = 8

    let info = RuleInfo(
        id: .traitsHeaderMissing, area: .traits, kind: .frame, severity: .warning,
        title: "Screen title drawn as a heading but not exposed as one",
        explanation: "VoiceOver users move through a screen by its headings (the rotor's Headings, swiping up or down) and learn where they are from its title. A text drawn bold, at least 1.5 times the size most of the screen's other texts are drawn at, with no text above it, on a screen where no element has the header trait, is the screen's title shown to sighted users only: VoiceOver reads it as plain text, and the rotor finds no heading. A short text with letters is judged, not a number drawn large; screens with any heading, and imported screens, are not judged.",
        fix: "Give the title the header trait (accessibilityTraits .header; in a scene file, \"traits\": [\"header\"]).",
        reference: "WCAG 1.3.1, 2.4.6")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        guard subject.behaviour != .unknown else { return }
        let order = subject.navigationOrder
        let entries = order.entries
        guard !entries.isEmpty, !entries.contains(where: { $0.element.traits.contains(.header) }) else { return }
        let looks = TextLooks(subject)
        let notText = AccessibilityTraits.interactive.union([.image, .header])
        let texts = entries.indices.compactMap { i -> (entry: Int, look: TextLooks.Look)? in
            let element = entries[i].element
            guard element.traits.isDisjoint(with: notText), element.onActivate == nil, !element.hasActions,
                  !(element.label?.string ?? "").isEmpty, let look = looks.look(of: element) else { return nil }
            return (i, look)
        }
        guard texts.count >= 2, let title = texts.max(by: { $0.look.size < $1.look.size }), title.look.weight.isBold else { return }
        let others = texts.filter { $0.entry != title.entry }
        // The body size: the size most other texts are drawn at, the smaller among equals.
        var counts: [Double: Int] = [:]
        for text in others { counts[text.look.size, default: 0] += 1 }
        guard let body = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key, body > 0,
              title.look.size >= Self.titleRatio * body else { return }
        let frame = entries[title.entry].frame
        guard !others.contains(where: { entries[$0.entry].frame.maxY <= frame.minY }) else { return }
        let label = entries[title.entry].element.label!.string
        let words = label.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count <= Self.maximumWords, label.unicodeScalars.filter({ $0.properties.isAlphabetic }).count >= 2 else { return }
        let ratio = (title.look.size / body * 10).rounded() / 10
        report.add(subject.node(id: entries[title.entry].id),
                   "\"\(label)\" is drawn as the screen's title but is not a heading, and the screen has none",
                   detail: "drawn \(title.look.weight.rawValue) at \(Int(title.look.size.rounded())) pt, \(ratio)× the \(Int(body.rounded()))-pt text most of the screen is drawn in, above every other text; no element on the screen has the header trait",
                   measure: "no heading")
    }
}
