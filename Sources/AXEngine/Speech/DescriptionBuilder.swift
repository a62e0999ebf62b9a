import AXCore

/// What VoiceOver says for an element: a description, then a separate hint, and whether the
/// element offers actions (docs/voiceover.md).
public struct ElementDescription: Hashable, Sendable {
    /// What VoiceOver reads on focus: label, value, traits and context words, in VoiceOver's order.
    public var description: String
    /// nil when there is no hint.
    public var hint: String?
    /// Rule 9: the element has custom actions or drag and drop descriptors.
    public var actionsAvailable: Bool

    /// A description as the engine builds it (tests compare against one).
    public init(description: String, hint: String?, actionsAvailable: Bool = false) {
        self.description = description; self.hint = hint; self.actionsAvailable = actionsAvailable
    }

    /// Rule 9, heard in “Deliver an Exceptional Accessibility Experience” (WWDC 2018) ("Skyler's animal shelter. Actions available."). The engine speaks it
    /// as its own utterance of kind `actions` right after the description finishes, before the hint,
    /// rather than appending it to the description text: the focus output's description stays the
    /// element's own wording, and swiping on cuts it like any follow-up (decision D).
    package static let actionsAvailableText = "Actions available"
}

/// What an element says, read at one moment: block-based attributes are evaluated on every read,
/// so the state before an activation is kept as values, not as the element.
package struct SpokenState: Hashable, Sendable {
    package var label: String?
    package var value: String?
    package var traits: AccessibilityTraits

    package init(_ element: AccessibilityElement) {
        label = DescriptionBuilder.nonEmpty(element.label?.string)
        value = DescriptionBuilder.nonEmpty(element.value?.string)
        traits = element.traits
    }
}

/// The state a toggle's value says, as VoiceOver reads it: "1" on, "0" off, "2" mixed, any other
/// value none (read as it is). The one reading of a toggle's value: its spoken word
/// (`DescriptionBuilder.toggleState`) and what a rule compares with the drawing
/// (`value.drawn-state`) both come from here.
package enum ToggleState: Hashable, Sendable {
    case on, off, mixed

    /// The state `value` says; nil for a value that is no state (read as it is).
    package init?(value: String?) {
        switch value {
        case "1": self = .on
        case "0": self = .off
        case "2": self = .mixed
        default: return nil
        }
    }

    /// The word VoiceOver says for it.
    package var word: String {
        switch self {
        case .on: return "On"
        case .off: return "Off"
        case .mixed: return "Mixed"
        }
    }
}

/// Builds the description and hint from an element's label, value, hint, traits and context, in the
/// order of the rules of docs/voiceover.md (wording calibrated on AccessibilitySnapshot).
package enum DescriptionBuilder {
    package static let toggleHint = "Double tap to toggle setting."
    package static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    package static let textFieldHint = "Double tap to edit."
    /// A text field's hint while it is being edited, and the second part of a text area's hint
    /// (AccessibilitySnapshot's wording, no final period).
    package static let misspelledWordsHint = "Use the rotor to access Misspelled Words"
    /// A text area's hint (`textArea` with `textField`) when it is not being edited, in
    /// AccessibilitySnapshot's wording: the two parts joined by a comma.
    package static let textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"
    /// Said as a double tap starts editing a text field, before its content.
    package static let editingFeedback = "Text field is editing."
    /// Rule 9's hint (decision D, wording from third-party recordings).
    package static let actionsHint = "Swipe up or down to select a custom action, then double tap to activate."

    /// The word VoiceOver says for a toggle's value ("1" On, "0" Off, "2" Mixed; any other value as
    /// it is): one mapping for its trait words, its activation feedback and Speak Screen's reading.
    package static func toggleState(_ value: String) -> String {
        ToggleState(value: value)?.word ?? value
    }

    /// Describes an element as VoiceOver reads it now (block-based attributes are evaluated here).
    /// Its drop points are actions only while a drag is under way (`dragging`): the Actions rotor
    /// offers them then alone, so an element with nothing else says no "Actions available" before.
    package static func describe(_ element: AccessibilityElement, context: ElementContext = .none,
                                isEditing: Bool = false, dragging: Bool = false) -> ElementDescription {
        describe(label: element.label?.string, value: element.value?.string, hint: element.hint?.string,
                 traits: element.traits, context: context, hasActions: element.offersActions(dragging: dragging), isEditing: isEditing,
                 customContent: element.customContent)
    }

    /// The rules themselves, on plain strings (the `describe` command calls this). Only the
    /// high-importance items of `customContent` are read here (rule 7); the rest wait in the More
    /// Content rotor option.
    package static func describe(label rawLabel: String?, value rawValue: String?, hint rawHint: String?,
                                traits: AccessibilityTraits, context: ElementContext = .none,
                                hasActions: Bool = false, isEditing: Bool = false,
                                customContent: [CustomContent] = []) -> ElementDescription {
        let label = nonEmpty(rawLabel), value = nonEmpty(rawValue)
        var hint = nonEmpty(rawHint)
        let isToggle = traits.contains(.toggleButton)
        let isDimmed = traits.contains(.notEnabled)
        let isTab: Bool
        if case .tab = context { isTab = true } else { isTab = false }

        // Rule 1: the label, a back button's "Back" included: VoiceOver said "Back. Back button." in
        // every demo of "Accessibility on iOS" (AccessibilitySnapshot predicts "Back Button." alone).
        var text = label ?? ""
        if case .dataTableCell(let cell) = context {
            // A table's cell: its headers, its label closed by a period, its place, then its value
            // after a space ("B1: B1 Value. A1. Row 1. Column 1. A1 Value").
            text = cell.headerWords + withPeriod(text) + cell.placeWords
            if let value, !isToggle { text += " " + value }
        } else if let value, !isToggle {
            // Rule 2: the value, except on toggles (their state is a trait word).
            text = text.isEmpty ? value : "\(text): \(value)"
        }
        // Rule 3: selected wraps the text; the only trait spoken before the label.
        if traits.contains(.selected) {
            text = text.isEmpty ? "Selected." : "Selected: \(text)"
        }

        // Rule 4: trait words in a fixed order.
        var words: [String] = []
        if isDimmed { words.append("Dimmed.") }
        let hidesButton = traits.contains(.keyboardKey) || isToggle || isTab || traits.contains(.backButton)
        if traits.contains(.button) && !hidesButton { words.append("Button.") }
        if traits.contains(.backButton) { words.append("Back Button.") }
        if isToggle {
            if traits.contains(.button) { words.append("Switch Button.") }
            // A state word gets a period; any other value is appended as it is, with no period of
            // its own ("Fake Label. 3").
            if let value {
                let word = toggleState(value)
                words.append(word == value ? value : word + ".")
            }
        }
        if isTab { words.append("Tab.") }
        if traits.contains(.textField) {
            words.append(traits.contains(.secureTextField) ? "Secure Text Field." : "Text Field.")
            if isEditing { words.append("Is editing.") }
        }
        if traits.contains(.header) { words.append("Heading.") }
        if traits.contains(.link) { words.append("Link.") }
        if traits.contains(.adjustable) { words.append("Adjustable.") }
        if traits.contains(.image) { words.append("Image.") }
        if traits.contains(.searchField) { words.append("Search Field.") }

        // Rule 5: nothing said so far (no label, value or selected text): the hint becomes the text.
        if text.isEmpty, let moved = hint {
            text = moved
            hint = nil
        }

        // Rule 6: the text gets a period if it lacks one, then the trait words.
        var description: String
        if words.isEmpty {
            description = text
        } else if text.isEmpty {
            description = words.joined(separator: " ")
        } else {
            description = withPeriod(text) + " " + words.joined(separator: " ")
        }

        // Rule 7: context at the end. A series position joins what was said with a space, adding no
        // period ("Photo 2 of 5."); other context closes the text before it with a period.
        let contextWords: String?
        switch context {
        case .none: contextWords = nil
        case .series(let index, let count), .tab(let index, let count): contextWords = "\(index) of \(count)."
        case .listStart: contextWords = "List Start."
        case .listEnd: contextWords = "List End."
        case .landmarkStart: contextWords = "Landmark."
        case .landmarkEnd: contextWords = "End."
        // Said before the value, with the label.
        case .dataTableCell: contextWords = nil
        }
        if let contextWords {
            if description.isEmpty {
                description = contextWords
            } else if case .series = context {
                description += " " + contextWords
            } else {
                description = withPeriod(description) + " " + contextWords
            }
        }

        // Rule 7, continued: high-importance custom content, each `label, value.`, after the context.
        // Appended in place: building each step's whole text anew made 300,000 items quadratic (25 s).
        for content in customContent where content.importance == .high && !content.spoken.isEmpty {
            if !description.isEmpty {
                if !description.hasSuffix(".") { description += "." }
                description += " "
            }
            description += withPeriod(content.spoken)
        }

        // Rule 8: automatic hints, after the developer's own (a text field's replaces it).
        let hintOnly = nonEmpty(rawHint) != nil && label == nil && value == nil
        var automatic: [String] = []
        if isToggle && !isDimmed { automatic.append(toggleHint) }
        // A dimmed field cannot be edited: no "Double tap to edit.", and its own hint stays
        // (AccessibilitySnapshot's rule, as for the toggle and adjustable hints).
        if traits.contains(.textField) && !isDimmed {
            automatic.append(isEditing ? misspelledWordsHint : traits.contains(.textArea) ? textAreaHint : textFieldHint)
            hint = nil
        }
        if traits.contains(.adjustable) && !isDimmed && !isToggle && !hintOnly { automatic.append(adjustableHint) }
        // Rule 9: the custom-actions hint comes last.
        if hasActions { automatic.append(actionsHint) }
        let hintParts = (hint.map { [$0] } ?? []) + automatic

        return ElementDescription(description: description, hint: composeHint(hintParts), actionsAvailable: hasActions)
    }

    /// What VoiceOver says after a double tap on an element, from the element as it was and as it is
    /// now (nil when it is gone): a toggle whose value changed says its new state ("On"), an element
    /// that became selected says "Selected", a text field that entered editing says so with its
    /// content ("Text field is editing. Music, swing dance, wine", in the words of "Accessibility on
    /// iOS"), and otherwise the label is
    /// spoken again, with the value when that changed. The talks heard the label repeated even when
    /// nothing changed ("Facebook, Facebook.", "Preview. Preview.", "Show gallery. Show gallery.",
    /// "Close, Layla." for an element that closed). Nil when there is nothing to say.
    package static func activationFeedback(before: SpokenState, after: AccessibilityElement?,
                                          startedEditing: Bool = false) -> String? {
        guard let after else { return before.label }
        let value = nonEmpty(after.value?.string), oldValue = before.value
        if startedEditing {
            return value.map { "\(editingFeedback) \($0)" } ?? editingFeedback
        }
        if after.traits.contains(.toggleButton), value != oldValue, let value { return toggleState(value) }
        if after.traits.contains(.selected) && !before.traits.contains(.selected) { return "Selected" }
        let label = nonEmpty(after.label?.string)
        guard value != oldValue, let value else { return label }
        return label.map { "\($0): \(value)" } ?? value
    }

    /// Joins hint sentences: each but the last loses its final period and is followed by `. `.
    static func composeHint(_ parts: [String]) -> String? {
        guard let last = parts.last else { return nil }
        let leading = parts.dropLast().map { withoutFinalPeriod($0) + ". " }.joined()
        return leading + last
    }

    static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }

    static func withPeriod(_ s: String) -> String { s.hasSuffix(".") ? s : s + "." }

    static func withoutFinalPeriod(_ s: String) -> String { s.hasSuffix(".") ? String(s.dropLast()) : s }
}
