import AXCore

/// AccessibilitySnapshot's `hint` field is its prediction of the hint VoiceOver speaks, automatic
/// hints included, and when an element has no label or value its hint moved into `description`.
/// The developer's own hint is recovered from both, so our rules add the automatic parts once.
enum SnapshotHint {
    /// Traits AccessibilitySnapshot reads that change its wording but have no trait of ours.
    struct Flags {
        var editing = false
        var tabBarItem = false
    }

    static let toggleHint = "Double tap to toggle setting."
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    /// Our rule 9 hint (docs/voiceover.md): AccessibilitySnapshot never writes it, our exports do.
    static let actionsHint = "Swipe up or down to select a custom action, then double tap to activate."

    /// Trait and context words VoiceOver ends a description with (AccessibilitySnapshot's strings).
    static let endingWords = ["Dimmed.", "Button.", "Back Button.", "Switch Button.", "On.", "Off.", "Mixed.", "Tab.",
                              "Text Field.", "Secure Text Field.", "Is editing.", "Heading.", "Link.", "Adjustable.",
                              "Image.", "Search Field.", "List Start.", "List End.", "Landmark.", "End."]

    /// The hint the developer gave, as far as the export tells it.
    static func developerHint(predictedHint: String?, description: String, element: AccessibilityElement,
                              flags: Flags) -> String? {
        let dimmed = element.traits.contains(.notEnabled)
        // A text field's automatic hint replaced the developer's: it cannot be recovered.
        if element.traits.contains(.textField) && !dimmed { return nil }
        var hint = predictedHint
        if !element.customActions.isEmpty { hint = hint.map { removing(actionsHint, from: $0) } ?? nil }
        if element.traits.contains(.adjustable) { hint = hint.map { removing(adjustableHint, from: $0) } ?? nil }
        if element.traits.contains(.toggleButton) && !dimmed { hint = hint.map { removing(toggleHint, from: $0) } ?? nil }
        if let hint, !hint.isEmpty { return hint }
        // No label, value or selected text: the hint was spoken as the description.
        guard element.label == nil, element.value == nil, !element.traits.contains(.selected) else { return nil }
        let spoken = strippingEndingWords(strippingImportantContent(description, element.customContent))
        return spoken.isEmpty ? nil : spoken
    }

    /// `hint` without an automatic sentence at its end (`"%@. Sentence"` or the sentence alone). What
    /// is left gets back the final period the joining took (hints are composed without it).
    private static func removing(_ sentence: String, from hint: String) -> String? {
        if hint == sentence { return nil }
        if hint.hasSuffix(". " + sentence) { return String(hint.dropLast(sentence.count + 2)) + "." }
        return hint
    }

    /// The description without the high-importance custom content our exports end it with
    /// (`label, value.` each, docs/voiceover.md rule 7); AccessibilitySnapshot's never has it.
    static func strippingImportantContent(_ description: String, _ content: [CustomContent]) -> String {
        var text = Substring(description)
        for item in content.reversed() where item.importance == .high && !item.spoken.isEmpty {
            let sentence = item.spoken.hasSuffix(".") ? item.spoken : item.spoken + "."
            if text == sentence[...] { return "" }
            guard text.hasSuffix(" " + sentence) else { return description }
            text = text.dropLast(sentence.count + 1)
        }
        return String(text)
    }

    /// The description without the trait words and context at its end (`n of m.` included).
    static func strippingEndingWords(_ description: String) -> String {
        var text = Substring(description)
        while true {
            if let word = endingWords.first(where: { text == $0[...] || text.hasSuffix(" " + $0) }) {
                text = text.dropLast(word.count).dropLast(text.count > word.count ? 1 : 0)
                continue
            }
            // A series position: "… 2 of 5."
            let words = text.split(separator: " ", omittingEmptySubsequences: false)
            if words.count >= 3, words[words.count - 2] == "of", Int(words[words.count - 3]) != nil,
               words.last!.hasSuffix("."), Int(words.last!.dropLast()) != nil {
                text = Substring(words.dropLast(3).joined(separator: " "))
                continue
            }
            return String(text)
        }
    }
}
