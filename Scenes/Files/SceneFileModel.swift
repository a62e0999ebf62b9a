import AXCore

/// A scene file as read: immutable. Every `FileScene` made from it (the window's, each replay's, each
/// validation probe's) starts from its initial state, so copies never share a model.
struct SceneFileModel {
    var id: String
    var title: String
    var device: Device
    var background: Color
    var drawing: [FileDrawingItem]
    var elements: [FileNode]
    /// Additional screens, opened on top of the file's own (the root screen) by an `open` effect.
    var screens: [FileScreen]
    /// Named values in declaration order: explicit `state` entries, then the ones toggles and
    /// selection groups declare implicitly.
    var state: [FileStateDeclaration]
    var gestures: [FileGesture]
    var suppressions: [Suppression]
    var sourcePath: String
    /// FNV-1a of the file's bytes: a trace that names the file records it, so a changed file is drift.
    var contentDigest: String
    /// The line each element is declared on (element id → 1-based line), for SARIF regions.
    var elementLines: [String: Int] = [:]
    /// The setting values its conditions name (`SceneDescriptor.namedSettings`).
    var namedSettings: [SceneDescriptor.NamedSetting] = []
    /// Whether a condition names `voiceOver` (`FileScene.readsVoiceOver`).
    var namesVoiceOver: Bool { namedSettings.contains { $0.key == .voiceOver } }
}

/// A declared gesture and the condition it is declared under (nil: always), as an element's `when`:
/// a row's swipe to delete exists only while the row does. With an effect, a finger making it does
/// it, as a UIKit recognizer's action does; without one it is a declaration only.
struct FileGesture {
    var gesture: DeclaredGesture
    var when: FileCondition?
    /// What a finger making it does; nil: nothing (the gesture is declared for validation alone).
    var effect: FileEffect?

    /// Whether `made`, a gesture a finger made, is this one: its kind, in its frame, its way for a
    /// swipe that names one, with the fingers the kind takes (one, two for a pinch or a rotation,
    /// as UIKit's recognizers require by default).
    func answers(_ made: SceneGesture) -> Bool {
        guard made.kind == gesture.kind, gesture.frame.contains(made.location) else { return false }
        // The one way a swipe answers (a recognizer's `direction`); nil: every way.
        if let direction = gesture.direction, made.direction != direction { return false }
        switch gesture.kind {
        case .pinch, .rotate: return made.fingers >= 2
        default: return made.fingers == 1
        }
    }
}

/// A screen of a scene file beyond the root: pushed on the navigation stack, or presented as a sheet.
struct FileScreen {
    var id: String
    /// The navigation bar's title, spoken after the screen opens (nil: none).
    var title: String?
    /// A sheet covers part of the screen below, which stays drawn (dimmed) and is hidden from VoiceOver;
    /// a pushed screen replaces the one below.
    var isSheet: Bool
    /// Where a sheet sits (a pushed screen fills the device).
    var frame: Rect
    var background: Color
    var drawing: [FileDrawingItem]
    var elements: [FileNode]
}

/// A value of the scene's state.
enum FileValue: Hashable {
    case number(Double)
    case text(String)
    case flag(Bool)

    /// How the value reads in text (`{name}` in a string, a trace's state snapshot): a toggle's flag
    /// reads 1 or 0, as UIKit's switch value does.
    var display: String {
        switch self {
        case .number(let n): return Format.number(n)
        case .text(let s): return s
        case .flag(let b): return b ? "1" : "0"
        }
    }
}

/// One named value: its initial value and the values it may take.
struct FileStateDeclaration {
    enum Domain {
        /// Any value of the initial value's kind (set by effects).
        case free
        /// Numbers from `min` to `max` in steps of `step` (an adjustable range).
        case range(min: Double, max: Double, step: Double)
        /// One of these words (an adjustable list, a selection group's child ids).
        case list([String])
    }

    var name: String
    var initial: FileValue
    var domain: Domain
    /// What VoiceOver says for each position (one per list item, or per step of a range).
    var spoken: [String]?
    /// How a number is spoken when no `spoken` entry applies: `{value}` is the number.
    var format: String?

    /// The position of `value` in the domain, 0…1 (a knob's place along its track).
    func fraction(of value: FileValue) -> Double {
        switch (domain, value) {
        case (.range(let lo, let hi, _), .number(let n)): return hi > lo ? (n - lo) / (hi - lo) : 0
        case (.list(let items), .text(let s)): return items.count > 1 ? Double(items.firstIndex(of: s) ?? 0) / Double(items.count - 1) : 0
        case (_, .flag(let b)): return b ? 1 : 0
        default: return 0
        }
    }

    /// The step index of `value` (what `spoken` is indexed by).
    func index(of value: FileValue) -> Int? {
        switch (domain, value) {
        case (.range(let lo, _, let step), .number(let n)): return Int(((n - lo) / step).rounded())
        case (.list(let items), .text(let s)): return items.firstIndex(of: s)
        default: return nil
        }
    }

    /// What VoiceOver says for `value`: its `spoken` entry, else the format, else the value itself.
    func spokenText(of value: FileValue) -> String {
        if let spoken, let i = index(of: value), spoken.indices.contains(i) { return spoken[i] }
        if let format { return format.replacingOccurrences(of: "{value}", with: value.display) }
        return value.display
    }

    /// The next value up (`forward`) or down, nil at either end.
    func step(_ value: FileValue, forward: Bool) -> FileValue? {
        switch (domain, value) {
        case (.range(let lo, let hi, let step), .number(let n)):
            let next = forward ? min(hi, n + step) : max(lo, n - step)
            return next == n ? nil : .number(next)
        case (.list(let items), .text(let s)):
            guard let i = items.firstIndex(of: s) else { return nil }
            let j = i + (forward ? 1 : -1)
            return items.indices.contains(j) ? .text(items[j]) : nil
        default:
            return nil
        }
    }
}

/// A condition on the state or on a setting: drawing items and elements that carry one exist only
/// while it holds, so a file can draw (or expose) something else under Increase Contrast, Bold Text,
/// a content size or a layout direction, as an app does when the setting changes.
enum FileCondition {
    /// A state value equal to one, or a number state at least one.
    case state(String, StateTest)
    /// A setting whose value, as `--setting` writes it (`Settings.value(of:)`), is this text.
    case settingEquals(Settings.Key, value: String)
    /// The content size at least this category (`AX1`: the accessibility sizes).
    case contentSizeAtLeast(ContentSizeCategory)
    /// Every one of these (a `when` written as an array).
    case all([FileCondition])

    enum StateTest { case equals(FileValue), atLeast(Double) }

    func holds(state: [String: FileValue], settings: Settings) -> Bool {
        switch self {
        case .state(let name, let test):
            guard let value = state[name] else { return false }
            switch (test, value) {
            case (.equals(let expected), _): return value == expected
            case (.atLeast(let bound), .number(let n)): return n >= bound
            default: return false
            }
        case .settingEquals(let key, let expected): return settings.value(of: key) == expected
        case .contentSizeAtLeast(let category): return settings.contentSize >= category
        case .all(let conditions): return conditions.allSatisfy { $0.holds(state: state, settings: settings) }
        }
    }
}

/// Moves a drawing item or an element with a state value: by `by` times the value's position in its
/// range (0 at the minimum, 1 at the maximum), so a knob sits at the value's place on its track.
struct FileSlide {
    var state: String
    var by: Point
}

/// What an activation or a custom action does, in order: set state, tell VoiceOver the layout
/// changed, announce, tell Zoom where the app's focus is, open or close a screen.
struct FileEffect {
    var set: [(name: String, value: FileValue)] = []
    /// Posted as `layoutChanged`: nothing (VoiceOver reads the screen again, its focus stays) or the
    /// element VoiceOver moves to, as `UIAccessibility.post(notification: .layoutChanged, argument:)`.
    var layoutChanged: LayoutChangeArgument?
    var announcement: SpeechText?
    /// Posted as `zoomFocusChanged`: an insertion point's frame, in scene points.
    var zoomFocus: ZoomFocus?
    var open: String?
    var close = false
}

/// A named custom action and what it does.
struct FileAction {
    var name: String
    var effect: FileEffect
}

/// How a container places its children: one after another down (column) or across (row), or in a
/// grid of `columns`; each child takes its declared size, grown to fit its wrapped text.
struct FileLayout {
    enum Axis: String { case column, row, grid }
    var axis: Axis
    var spacing: Double
    var columns: Int
}

/// One node of a scene file's accessibility tree, with what is drawn for it and how it behaves: an
/// element, a container, or both (a control in the component sense: laid out, drawn, exposed).
/// A class: the reader fills a node in once and nothing changes it after, while every layout of
/// every copy of the scene hands nodes around (each list of a container's children, each component
/// holding its node); copying a value this large, field by field, was a tenth of exploring a
/// reorderable list's drops (docs/validation.md, "What exploration costs").
final class FileNode {
    var id: String
    /// The declared attributes; label, value and hint may hold `{state}` names, read when exposed.
    var element: AccessibilityElement
    var label: String?
    var value: String?
    var hint: String?
    /// Scene coordinates (or the enclosing laid-out item's); nil when the parent's layout places it.
    var frame: Rect?
    /// The size a layout gives it before its text grows.
    var size: Size?
    /// Drawn in the node's own coordinates when a layout places it or it scrolls, else in the scene's.
    var drawing: [FileDrawingItem] = []
    var children: [FileNode] = []
    var layout: FileLayout?
    /// Children move by drag and drop; their order is state named by this node's id.
    var reorderable = false
    /// A scroll area: its frame is a viewport onto its laid-out children, which VoiceOver's
    /// three-finger scroll moves a page at a time.
    var scrolls = false
    /// Which way a scroll area scrolls (`scrollAxis`): vertical unless the file says horizontal.
    var scrollAxis = ScrollAxis.vertical
    /// The flag this toggle shows (value 1/0) and flips on activation.
    var toggles: String?
    /// Whether `toggles` was named in the file (`"toggles": NAME`), which makes the element a
    /// switch; a `toggleButton` with a value of 1 or 0 flips with the traits it was given, so a
    /// toggle without the button trait stays one for `traits.conflict` to find.
    var togglesMakeASwitch = false
    /// The value this adjustable shows and steps on increment and decrement.
    var adjusts: String?
    /// The state zoom in and zoom out step (the element's value speaks it, each zoom announces it).
    var zooms: String?
    /// What a drop at each of the element's drop points does, by drop point name (points without one
    /// accept nothing unless the element is in a reorderable container).
    var dropEffects: [String: FileEffect] = [:]
    /// The state holding the selected child's id (a tab bar's or a segmented control's).
    var selection: String?
    var activate: FileEffect?
    /// What VoiceOver's magic tap (a two-finger double tap) does when the focus is on the element or
    /// inside it: UIKit's `accessibilityPerformMagicTap`, tried on the focused element, then up.
    var magicTap: FileEffect?
    var actions: [FileAction] = []
    var when: FileCondition?
    var slide: FileSlide?

    /// A node with only its identity and geometry; the reader fills in the rest.
    init(id: String, element: AccessibilityElement, frame: Rect?, size: Size?) {
        self.id = id; self.element = element; self.frame = frame; self.size = size
    }
}

/// One drawing entry: its commands (a shape may be filled and stroked) and modifiers.
struct FileDrawingItem {
    var commands: [DrawCommand]
    var opacity: Double
    var animation: AnimationKind?
    var when: FileCondition?
    var slide: FileSlide?
    /// Drawn as a view that ignores invert colours draws: Smart Invert leaves it as drawn (a file
    /// written from a scene whose photo is spared, where drawing is not an element's own).
    var ignoresInvertColors = false
    /// Part of a picture's content (a photo's stand-in): Smart Invert's negative of it is reported
    /// whichever element draws it (`DisplayList.drawingPicture`).
    var isPicture = false
}

extension FileStateDeclaration {
    /// What a value set to this state must be, as an error names it: "a number from 0 to 5", "one
    /// of low, high", "true or false", "a string".
    var expectedValue: String {
        switch (initial, domain) {
        case (.number, .range(let lo, let hi, _)): return "a number from \(Format.number(lo)) to \(Format.number(hi))"
        case (.number, _): return "a number"
        case (.text, .list(let items)): return "one of " + items.joined(separator: ", ")
        case (.text, _): return "a string"
        case (.flag, _): return "true or false"
        }
    }

    /// The state's kind, as an error names it.
    var kindDescription: String {
        switch initial {
        case .number: return "a number"
        case .text: return "text"
        case .flag: return "a flag"
        }
    }
}
