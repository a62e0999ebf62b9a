import AXCore

/// A focusable element with its place in navigation order and what VoiceOver says on focus (its
/// context words included): what exports write as AccessibilitySnapshot's prediction.
package struct SpokenElement {
    package var id: String
    /// 0-based position in navigation order (AccessibilitySnapshot's traversal index).
    package var index: Int
    package var speech: ElementDescription
}

extension NavigationOrder {
    /// Every entry described as the Session describes it on focus.
    package var spokenElements: [SpokenElement] {
        entries.enumerated().map { index, entry in
            SpokenElement(id: entry.id, index: index, speech: DescriptionBuilder.describe(entry.element, context: entry.context))
        }
    }
}
