import AXCore

/// The assistive technologies the engine simulates. When several are on, input reaches them in the
/// order of this declaration, as on iOS, where VoiceOver hears a touch before Switch Control does
/// (docs/engine.md).
public enum AssistiveTechnologyKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// VoiceOver (docs/voiceover.md).
    case voiceOver
    /// Switch Control (docs/switch-control.md), after VoiceOver as on iOS.
    case switchControl
    /// Full Keyboard Access (docs/keyboard.md), after Switch Control.
    case fullKeyboardAccess
    /// Speak Screen (docs/vision.md#speak-screen), last: it takes only fingers at the top edge.
    case speakScreen
    /// Zoom (docs/vision.md#zoom), last: it follows the cursors of the others.
    case zoom
    /// Voice Control (docs/voice-control.md): it takes no touches, so its place in the order does not matter.
    case voiceControl

    /// Its place in the order input reaches the technologies that are on.
    public var precedence: Int {
        switch self {
        case .voiceOver: return 0
        case .switchControl: return 1
        case .fullKeyboardAccess: return 2
        case .speakScreen: return 3
        case .zoom: return 4
        case .voiceControl: return 5
        }
    }

    /// Whether `a` gets input before `b`.
    public static func < (a: Self, b: Self) -> Bool { a.precedence < b.precedence }

    /// Its name as Apple's Accessibility settings spell it ("Full Keyboard Access"): what the window
    /// titles the technology's rows with.
    public var name: String {
        switch self {
        case .voiceOver: return "VoiceOver"
        case .switchControl: return "Switch Control"
        case .fullKeyboardAccess: return "Full Keyboard Access"
        case .speakScreen: return "Speak Screen"
        case .zoom: return "Zoom"
        case .voiceControl: return "Voice Control"
        }
    }
}

/// What a technology's cursor shows, for the window's focus-indicator pass: where it is, how it is
/// drawn (its style) and any menu beside it. Each technology says which style each of its states is;
/// the pass draws every style, so a new technology adds a style, not an overlay (docs/engine.md).
public struct FocusIndicator: Hashable, Sendable {
    /// How a cursor is drawn.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// VoiceOver's cursor: a thick dark outline with a white edge, following the element's content
        /// shape (a rounded rectangle round its frame when it has none).
        case outline
        /// A solid highlight round the frame: Switch Control's item, or the item whose menu is open.
        case solid
        /// A solid highlight over a light tint: a group scanned as one.
        case group
        /// A dashed highlight: the moment to back out of a group.
        case dashed
        /// A solid highlight over a stronger tint: an item about to be tapped (Auto Tap).
        case pending
        /// A broad band across the screen: point scanning's first sweep.
        case band
        /// A fine line across the screen (its frame has no width or no height): point scanning's second sweep.
        case line
        /// Full Keyboard Access's focus ring: a rounded ring in the accent colour round the element.
        case ring
    }

    /// A menu shown with the cursor, its entries in order: Switch Control's scanner menu beside it,
    /// Full Keyboard Access's actions or help list in a titled panel.
    public struct Menu: Hashable, Sendable {
        /// Where the menu is drawn.
        public enum Placement: Hashable, Sendable {
            /// In a box beside the cursor (Switch Control's scanner menu).
            case besideCursor
            /// In a panel with this title across the half of the screen away from the cursor, so the
            /// cursor stays in sight (Full Keyboard Access's "Actions" and "Help").
            case panel(title: String)
        }

        /// One entry of the menu.
        public struct Entry: Hashable, Sendable {
            /// What it says.
            public var title: String
            /// The entry the cursor is on (drawn filled).
            public var isHighlighted: Bool
            /// It acts outside the app (drawn greyed).
            public var isOutsideApp: Bool

            /// An entry titled `title`.
            public init(title: String, isHighlighted: Bool, isOutsideApp: Bool) {
                self.title = title; self.isHighlighted = isHighlighted; self.isOutsideApp = isOutsideApp
            }
        }

        /// Its entries, top first.
        public var entries: [Entry]
        /// Where it is drawn.
        public var placement: Placement

        /// A menu of `entries`, beside the cursor unless placed otherwise.
        public init(entries: [Entry], placement: Placement = .besideCursor) {
            self.entries = entries; self.placement = placement
        }
    }

    /// Whose cursor it is (the order the pass draws them in).
    public var technology: AssistiveTechnologyKind
    /// The element or group it is on; nil when it is on none (point scanning's band and line; Full
    /// Keyboard Access showing its help on a screen with nothing to focus, where no ring is drawn).
    public var elementID: String?
    /// Where it is, in scene points: the element's or group's frame, or the band or line.
    public var frame: Rect
    /// The element's content shape, when it has one (the outline follows it, as on iOS).
    public var path: Path?
    /// How it is drawn.
    public var style: Style
    /// The menu beside it, if one is open.
    public var menu: Menu?
    /// A point drawn ringed with the cursor: where Switch Control's Hold and Drag put the finger
    /// down, while its second sweep chooses where it lifts, so the user sees where the drag starts.
    public var anchor: Point?

    /// An indicator of `technology` on `elementID`, drawn in `style` (VoiceOver's outline unless
    /// said otherwise), with `menu` beside it.
    public init(technology: AssistiveTechnologyKind, elementID: String?, frame: Rect, path: Path?, style: Style = .outline, menu: Menu? = nil) {
        self.technology = technology
        self.elementID = elementID
        self.frame = frame
        self.path = path
        self.style = style
        self.menu = menu
    }
}

extension FocusIndicator {
    /// VoiceOver's cursor's stroke width, in points of the screen at its own size (the window keeps
    /// it when it draws the scene smaller): the stroke lies half its width outside the frame, so its
    /// outer edge is this far out. Here, with the other cursors' widths, so Zoom keeps them in view.
    public static let outlineWidth = 6.0
    /// Switch Control's highlight's width, drawn this far outside the frame, its white edge 1.4
    /// times as wide.
    public static let highlightWidth = 5.0
    /// Full Keyboard Access's ring's width, drawn 2 points plus half its width outside the frame.
    public static let ringWidth = 4.0

    /// How far the widest cursor reaches outside its frame: Switch Control's highlight with its white
    /// edge (8.5 points; VoiceOver's outline reaches 6, Full Keyboard Access's ring 6). Zoom's Follow
    /// Focus keeps this margin round what it follows, so the whole cursor shows in the lens.
    public static let outset = max(outlineWidth, highlightWidth + highlightWidth * 1.4 / 2, ringWidth + 2)
}

/// An assistive technology plugged into the engine (`Session`): what it is, its typed commands, which
/// touches it takes before the app does, its cursor, and how it reacts when the tree may have changed
/// and to what the app posts. It acts on elements only through `ElementAction`s and speaks through the
/// engine's one speech channel, so the engine stays the one place behaviour lives; VoiceOver is the
/// first (`VoiceOver`). A technology keeps its own state and reaches the engine through the session
/// it is handed.
public protocol AssistiveTechnology {
    /// Its commands: the gestures, keys or switch presses its user gives, as typed values.
    associatedtype Command: Hashable & Sendable

    /// Which technology this is (its place in the order input reaches technologies that are on).
    static var kind: AssistiveTechnologyKind { get }

    /// Whether it is on under the session's settings.
    func isOn(in session: Session) -> Bool

    /// Performs one of its commands.
    func perform(_ command: Command, in session: Session)

    /// A finger going down: whether the technology takes it (its later samples come to
    /// `handleClaimed`); false leaves it to the next technology, then to the app. It may act on the
    /// way (VoiceOver speaks a direct-touch region the finger passes through to the app).
    func claims(_ sample: PointerSample, in session: Session) -> Bool

    /// A sample of a finger it claimed.
    func handleClaimed(_ sample: PointerSample, in session: Session)

    /// Its cursor in the style of its state, and any menu beside it; nil when it shows none.
    func focusIndicator(in session: Session) -> FocusIndicator?

    /// The exposed tree may have changed (scene code ran): its cursor finds its element again.
    func treeDidChange(in session: Session)

    /// The app posted `notification` (a screen or layout change, an announcement, a page scrolled).
    func react(to notification: AccessibilityNotification, in session: Session)

    /// Everything it keeps in `session` between inputs (its focus, modes, panels and menus), as a
    /// value a restore point holds (`Session.restorePoint`): a session restored from it goes on
    /// as this one would. A requirement, so no technology can be left out of a restore point.
    func savedState(in session: Session) -> AssistiveTechnologyState
}

/// One assistive technology's state, saved from one session and put back into another on the same
/// model (exploration's restore point, `Session.restorePoint`): only the technology knows what it
/// keeps, so it saves and restores it itself.
public struct AssistiveTechnologyState {
    /// Whose state it is.
    public let kind: AssistiveTechnologyKind
    /// Puts the state into a session; false when it cannot be (its cursor's element is not there).
    let restore: (Session) -> Bool

    init(_ kind: AssistiveTechnologyKind, restore: @escaping (Session) -> Bool) {
        self.kind = kind
        self.restore = restore
    }
}

extension AssistiveTechnology {
    /// Which technology this is (`Self.kind`, reachable through an existential).
    public var kind: AssistiveTechnologyKind { Self.kind }
}
