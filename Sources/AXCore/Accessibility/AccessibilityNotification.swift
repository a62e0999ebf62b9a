/// What `layoutChanged` carries: nothing, an element to focus, or text to speak.
public enum LayoutChangeArgument: Hashable, Sendable {
    case none
    case element(String)
    case text(SpeechText)
}

/// Notifications a scene posts to assistive technologies (docs/voiceover.md).
public enum AccessibilityNotification: Hashable, Sendable {
    /// A new screen: the screen-change sound, then focus on the element (or the first one).
    case screenChanged(elementID: String?)
    case layoutChanged(LayoutChangeArgument)
    /// Speak the text with its announcement priority.
    case announcement(SpeechText)
    /// After an accessibility scroll: "Page 2 of 4".
    case pageScrolled(String)

    /// The name used in traces and reports.
    public var name: String {
        switch self {
        case .screenChanged: return "screenChanged"
        case .layoutChanged: return "layoutChanged"
        case .announcement: return "announcement"
        case .pageScrolled: return "pageScrolled"
        }
    }
}
