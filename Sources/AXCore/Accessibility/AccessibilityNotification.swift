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
    /// The app's own focus moved (UIKit's `UIAccessibility.zoomFocusChanged(zoomType:toFrame:in:)`):
    /// Zoom's Follow Focus brings the frame into its lens (docs/vision.md#zoom).
    case zoomFocusChanged(ZoomFocus)

    /// The name used in traces and reports.
    public var name: String {
        switch self {
        case .screenChanged: return "screenChanged"
        case .layoutChanged: return "layoutChanged"
        case .announcement: return "announcement"
        case .pageScrolled: return "pageScrolled"
        case .zoomFocusChanged: return "zoomFocusChanged"
        }
    }
}

/// Where an app tells Zoom its focus is: what kind of focus and its frame, in scene points (the
/// screen's coordinates, as UIKit's `toFrame` is once converted from its view).
public struct ZoomFocus: Hashable, Sendable {
    /// UIKit's `UIAccessibility.ZoomType`: the kinds of focus an app reports.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `.insertionPoint`: the text insertion point of a field the user types in.
        case insertionPoint
    }

    /// What kind of focus it is (the insertion point: the only kind UIKit has).
    public var kind: Kind
    /// Where it is, in scene points.
    public var frame: Rect

    /// The focus of `kind` at `frame` (scene points).
    public init(_ kind: Kind = .insertionPoint, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}
