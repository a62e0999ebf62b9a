/// A touch as the scene sees it (after VoiceOver's routing).
public struct SceneTouch: Hashable, Sendable {
    /// Where the finger is in its stroke, as UITouch.Phase.
    public enum Phase: String, Hashable, Sendable, Codable { case began, moved, ended, cancelled }
    /// The finger: 0, 1, 2 …, stable from began to ended.
    public var id: Int
    /// What the finger did.
    public var phase: Phase
    /// Where, in scene points.
    public var location: Point
    /// When, in virtual milliseconds.
    public var time: Int

    /// A touch of finger `id`.
    public init(id: Int, phase: Phase, location: Point, time: Int) {
        self.id = id; self.phase = phase; self.location = location; self.time = time
    }
}

/// Which way a swipe went, on screen.
public enum SwipeDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case up, down, left, right
}

/// A gesture recognized from touches that reached the scene (VoiceOver off, or passed through).
public struct SceneGesture: Hashable, Sendable {
    /// The gestures a scene can receive (UIKit's recognizers): discrete ones when recognized, a long
    /// press when it begins, a pan, pinch or rotate when it ends.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case tap, doubleTap, tripleTap, longPress, pan, swipe, pinch, rotate
    }
    /// Which gesture.
    public var kind: Kind
    /// Where it happened (a tap's point, a swipe's start, the fingers' centroid), in scene points.
    public var location: Point
    /// How many fingers made it.
    public var fingers: Int
    /// Which way a swipe went; nil for every other kind.
    public var direction: SwipeDirection?
    /// Pinch scale or rotation angle in radians, where meaningful.
    public var amount: Double?

    /// A gesture of `kind` at `location`.
    public init(kind: Kind, location: Point, fingers: Int = 1, direction: SwipeDirection? = nil, amount: Double? = nil) {
        self.kind = kind; self.location = location; self.fingers = fingers; self.direction = direction; self.amount = amount
    }
}

/// A touch-only gesture a scene responds to, declared so validation can ask for an accessible
/// equivalent (WCAG 2.5.7).
public struct DeclaredGesture: Hashable, Sendable {
    /// Which gesture the scene responds to.
    public var kind: SceneGesture.Kind
    /// Where it responds to it, in scene points.
    public var frame: Rect
    /// What it does, in words ("delete row", "reorder icons").
    public var meaning: String
    /// The element id offering the accessible equivalent, if the scene names one.
    public var equivalentElementID: String?
    /// What it does depends on the path the finger takes, not on where it starts and ends: freehand
    /// drawing, a signature. WCAG exempts such input from a keyboard equivalent (2.1.1) and from a
    /// single-pointer alternative to dragging (2.5.7, dragging that is essential), so validation asks
    /// none of it; VoiceOver reaches it by direct touch, Switch Control by a freestyle gesture.
    public var isPathDependent: Bool
    /// The one way a swipe is recognised (a `UISwipeGestureRecognizer`'s `direction`); nil for a
    /// swipe any way, and for every other kind. Switch Control's Gestures page offers the flick
    /// that way alone: a flick the other ways would be an entry nothing answers.
    public var direction: SwipeDirection?

    /// Declares `kind` in `frame`, doing `meaning`, with its accessible equivalent if there is one;
    /// `isPathDependent` for input whose path is its meaning (a drawing canvas's pan).
    public init(kind: SceneGesture.Kind, frame: Rect, meaning: String, equivalentElementID: String? = nil, isPathDependent: Bool = false) {
        self.kind = kind; self.frame = frame; self.meaning = meaning; self.equivalentElementID = equivalentElementID
        self.isPathDependent = isPathDependent
    }

    /// Declares a swipe recognised only `direction` in `frame`, doing `meaning`, with its accessible
    /// equivalent if there is one.
    public init(swipe direction: SwipeDirection, frame: Rect, meaning: String, equivalentElementID: String? = nil) {
        self.init(kind: .swipe, frame: frame, meaning: meaning, equivalentElementID: equivalentElementID)
        self.direction = direction
    }
}

/// A known finding the scene's author accepts, reported as suppressed rather than dropped.
public struct Suppression: Hashable, Sendable {
    /// The rule whose finding is accepted (`docs/rules.md`).
    public var ruleID: String
    /// nil for the whole scene.
    public var elementID: String?
    /// Why the finding is accepted; reports show it.
    public var reason: String

    /// Accepts `ruleID`'s findings on `elementID` (or on the whole scene), for `reason`.
    public init(ruleID: String, elementID: String? = nil, reason: String) {
        self.ruleID = ruleID; self.elementID = elementID; self.reason = reason
    }

    /// Accepts `rule`'s findings on `elementID` (or on the whole scene), for `reason`:
    /// `Suppression(.targetSize, elementID: "close", reason: "…")`.
    public init(_ rule: RuleID, elementID: String? = nil, reason: String) {
        self.init(ruleID: rule.rawValue, elementID: elementID, reason: reason)
    }

    /// The rule as a typed value.
    public var rule: RuleID { RuleID(ruleID) }
}

/// What is being dragged.
public struct DragItem: Hashable, Sendable {
    /// Stable id of the dragged model object (e.g. the app icon's id).
    public var id: String
    /// What VoiceOver calls it ("Drag Mail").
    public var name: String

    /// The item `id`, named `name`.
    public init(id: String, name: String) { self.id = id; self.name = name }
}

/// What would happen if the item were dropped here (UIDropProposal).
public enum DropOperation: String, Hashable, Sendable, Codable, CaseIterable {
    case move, copy, forbidden, cancel
}

/// A drop target's answer while a drag hovers over it.
public struct DropProposal: Hashable, Sendable {
    /// What the drop would do.
    public var operation: DropOperation
    /// Id of the element or model object that would receive the drop, for hover feedback.
    public var targetID: String?
    /// Words for the hover feedback ("Create folder with Mail").
    public var description: String?

    /// A proposal to `operation`, over `targetID`, described for hover feedback.
    public init(_ operation: DropOperation, targetID: String? = nil, description: String? = nil) {
        self.operation = operation; self.targetID = targetID; self.description = description
    }

    /// Nothing can be dropped here.
    public static let forbidden = DropProposal(.forbidden)
}

/// A custom-drawn screen: its model, drawing, accessibility tree and behaviour.
///
/// The scene owns its model. The engine reads `accessibilityElements` whenever it needs the tree
/// (block-based attributes are evaluated on every read) and routes touches, gestures and drags to it.
/// Everything time-dependent uses the virtual time the engine passes in; nothing reads a wall clock.
public protocol Scene: AnyObject {
    /// Stable id (`star-rating`); catalog scenes and scene files alike.
    var id: String { get }
    /// The human title `list` prints and the window's title bar shows.
    var title: String { get }
    /// The device the scene is laid out for: its idiom and screen size in points.
    var device: Device { get }
    /// The app's name, spoken before the first element when VoiceOver turns on ("VoiceOver on.
    /// Exceptional Dogs. Pinky."); nil for a scene that is not an app of its own.
    var appName: String? { get }
    /// The title of the screen shown now (a navigation bar's title), spoken after a screen change
    /// before the element focus lands on ("Profile, Back, Back button."); nil when it has none.
    var screenTitle: String? { get }
    /// How many screens and sheets are presented over the first screen now, where the scene keeps
    /// count (a scene file's open screens); nil where it does not say. Validation tells a screen
    /// closed from one presented by it: an onboarding sheet whose Done also changes the screen
    /// below leaves nothing in common with it, and was taken for a trap.
    var presentedScreens: Int? { get }
    /// Whether the scene has read `voiceOver` in what it laid out, drew or exposed so far: it may
    /// then show something only with VoiceOver off (controls that auto-hide for sighted users), so
    /// exploration lists each state's actions with VoiceOver off too, taken by Voice Control
    /// (docs/validation.md, "Actions with VoiceOver off"), and validation judges each state with
    /// VoiceOver on and off ("VoiceOver on and off"). False by default; a scene file reads it from
    /// the start where a `when` anywhere in it names it.
    var readsVoiceOver: Bool { get }

    /// Draws the current frame for `settings` at virtual time `time` (milliseconds). The drawing of
    /// a view that ignores invert colours goes inside `list.ignoringInvertColors`: Smart Invert
    /// spares those items and nothing else (a component scene marks its components itself).
    func draw(into list: inout DisplayList, settings: Settings, time: Int)

    /// The accessibility tree's top-level nodes.
    func accessibilityElements(settings: Settings) -> [AccessibilityElement]

    /// A raw touch that reached the scene.
    func touch(_ touch: SceneTouch, context: SceneContext)

    /// A gesture recognized from touches that reached the scene; true if the scene used it.
    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool

    /// The touch-only gestures this scene responds to.
    var declaredGestures: [DeclaredGesture] { get }

    /// The touch-only gestures it responds to once laid out under `settings`, which may not be the
    /// settings last applied: the explorer lists what a state offers under each variant of the
    /// matrix without applying them. By default `declaredGestures`, for a scene whose gestures do
    /// not follow the settings.
    func declaredGestures(under settings: Settings) -> [DeclaredGesture]

    /// Findings the scene's author accepts, with reasons.
    var suppressions: [Suppression] { get }

    /// Whether actions reach a model that answers (imported screens have none).
    var behaviour: SceneBehaviour { get }

    /// The picture of a real screen the scene draws, if it is an imported one with a screenshot.
    var screenshot: Screenshot? { get }

    /// Settings changed (the window's keys, a trace's setting record): relayout if needed.
    func settingsDidChange(context: SceneContext)

    /// The model state as ordered key/value pairs: digested in traces, diffed when replay diverges.
    func stateSnapshot() -> [(key: String, value: String)]

    /// Puts the model back in a state `stateSnapshot()` returned; true if it did. Validation probes
    /// use it to start each action from the same state without making a fresh copy of the scene;
    /// a scene that cannot (the default) gets a fresh copy per probe instead.
    func restoreState(_ state: [(key: String, value: String)]) -> Bool

    // Drag and drop, shared by the sighted path (long press then move) and VoiceOver's descriptors.

    /// The item a drag starting at `point` would carry, or nil if nothing there can be dragged.
    func dragItem(at point: Point, context: SceneContext) -> DragItem?
    /// What dropping `item` at `point` would do.
    func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal
    /// Performs the drop; true if the model changed.
    func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool
    /// The drag ended without a drop.
    func dragCancelled(_ item: DragItem, context: SceneContext)
}

extension Scene {
    /// By default a scene is not an app of its own, so nothing is spoken before the first element.
    public var appName: String? { nil }
    /// By default a screen has no title to speak after a screen change.
    public var screenTitle: String? { nil }
    /// By default a scene does not count the screens it presents.
    public var presentedScreens: Int? { nil }
    /// By default a scene shows the same whether VoiceOver runs or not.
    public var readsVoiceOver: Bool { false }
    /// By default raw touches are ignored; scenes that track fingers (drawing, sliders) override it.
    public func touch(_ touch: SceneTouch, context: SceneContext) {}
    /// By default no gesture is used, so VoiceOver's activation falls through to nothing.
    public func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool { false }
    /// By default the scene declares no touch-only gestures.
    public var declaredGestures: [DeclaredGesture] { [] }
    /// By default the gestures do not follow the settings.
    public func declaredGestures(under settings: Settings) -> [DeclaredGesture] { declaredGestures }
    /// By default every finding is reported.
    public var suppressions: [Suppression] { [] }
    /// By default actions reach a model that answers, as in any scene written in Swift.
    public var behaviour: SceneBehaviour { .modelled }
    /// By default there is no screenshot: the scene draws itself.
    public var screenshot: Screenshot? { nil }
    /// By default a settings change needs no work, as scenes that lay out in `draw` and `accessibilityElements` read the settings each time.
    public func settingsDidChange(context: SceneContext) {}
    /// By default there is no model state to digest or diff.
    public func stateSnapshot() -> [(key: String, value: String)] { [] }
    /// By default the state cannot be restored, so validation probes make a fresh copy of the scene instead.
    public func restoreState(_ state: [(key: String, value: String)]) -> Bool { false }
    /// By default nothing can be dragged.
    public func dragItem(at point: Point, context: SceneContext) -> DragItem? { nil }
    /// By default nothing can be dropped anywhere.
    public func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal { .forbidden }
    /// By default a drop changes nothing.
    public func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool { false }
    /// By default a cancelled drag needs no clean-up.
    public func dragCancelled(_ item: DragItem, context: SceneContext) {}

    /// Where the scene responds to a long press: the areas of its declared long-press gestures. An
    /// element whose activation point lies in one is offered a long press by every technology that
    /// makes one there (VoiceOver's triple tap, Switch Control's Gestures page, Full Keyboard
    /// Access's actions list), and the explorer takes it, so they agree on where it does something.
    public var longPressAreas: [Rect] { Self.longPressAreas(in: declaredGestures) }

    /// `longPressAreas` once laid out under `settings` (`declaredGestures(under:)`).
    public func longPressAreas(under settings: Settings) -> [Rect] { Self.longPressAreas(in: declaredGestures(under: settings)) }

    private static func longPressAreas(in gestures: [DeclaredGesture]) -> [Rect] { gestures.filter { $0.kind == .longPress }.map(\.frame) }
}

/// A catalog entry: what `axsandbox list` prints, and a factory, because validation probes and
/// replays need fresh copies of a scene.
///
/// The factory is `@Sendable` because the engine makes scenes on whichever thread needs one: the
/// window's findings overlay validates on a background queue while the frame loop keeps the main
/// thread. In Swift 6 a plain closure written in main-actor code (an executable's `main.swift`) is
/// isolated to the main actor, and calling it from that queue traps at run time; a `@Sendable`
/// closure is not isolated, so the same closure compiles as before and runs anywhere (one that
/// captures main-actor state is now refused when it is compiled instead).
public struct SceneDescriptor: Sendable {
    /// The scene's id, as `list` prints it and every command takes it.
    public var id: String
    /// The catalog tab the scene is grouped under ("Controls", "Seed apps", "Files").
    public var tab: String
    /// A human title.
    public var title: String
    /// The Swift file or scene file the scene comes from (SARIF's physical location).
    public var sourcePath: String
    /// The line each element is declared on in `sourcePath` (element id → 1-based line), where the
    /// source says (scene files); reports point there instead of the file's first line.
    public var sourceLines: [String: Int]
    /// A scene file: its behaviour is declared, not coded, so probes cannot observe a model change and
    /// skip it. Every consumer (`validate`, the findings overlay) reads it from here, so they agree.
    public var isDeclarative: Bool
    /// Makes a fresh copy of the scene in its initial state, on any thread (see the type's comment).
    public var make: @Sendable () -> Scene
    /// The setting values the scene's conditions name, each once, in the order first named: a scene
    /// file's `when` (`{"setting": "differentiateWithoutColor", "equals": true}`). `--matrix full`
    /// adds a variant for each one its product does not vary, so what is drawn only under it is
    /// judged and explored (docs/validation.md, "Settings a scene names"). Empty where the scene
    /// cannot tell: a Swift scene reads its settings in code, which nothing lists beforehand.
    public var namedSettings: [NamedSetting] = []

    /// A setting and a value of it, as `--setting` writes them (`Settings.value(of:)`), or, for the
    /// content size, a size a condition holds from (`atLeast`).
    public struct NamedSetting: Hashable, Sendable {
        /// The setting.
        public var key: Settings.Key
        /// Its value as text ("true", "AX5", "rtl").
        public var value: String
        /// Whether the condition holds at `value` and every larger content size (`"atLeast": "AX1"`)
        /// rather than at `value` alone: `--matrix full` draws a size on each side of it
        /// (`SettingsMatrix.variants(base:naming:)`).
        public var atLeast = false

        /// `key` at `value`.
        public init(key: Settings.Key, value: String) { self.key = key; self.value = value }

        /// `key` at `value`, or from `value` on with `atLeast` (the content size alone takes it).
        public init(key: Settings.Key, value: String, atLeast: Bool) {
            self.init(key: key, value: value)
            self.atLeast = atLeast
        }

        /// As a shard report keeps it: "differentiateWithoutColor=true", "contentSize>=AX1".
        public var written: String { key.rawValue + (atLeast ? ">=" : "=") + value }

        /// Reads `written` back; nil for text that is not one, or a value the setting does not take.
        public init?(written: String) {
            // A setting's name holds no "=", a value may (`variant`): split at the first.
            guard let equals = written.firstIndex(of: "=") else { return nil }
            var name = String(written[..<equals])
            let value = String(written[written.index(after: equals)...])
            let atLeast = name.hasSuffix(">")
            if atLeast { name.removeLast() }
            guard let key = Settings.Key(rawValue: name), !atLeast || key == .contentSize else { return nil }
            var parsed = Settings()
            guard (try? parsed.set(key, to: value)) != nil, parsed.value(of: key) == value else { return nil }
            self.init(key: key, value: value, atLeast: atLeast)
        }
    }

    /// A catalog entry for the scene `make` builds.
    public init(id: String, tab: String, title: String, sourcePath: String, sourceLines: [String: Int] = [:],
                isDeclarative: Bool = false, make: @escaping @Sendable () -> Scene) {
        self.id = id; self.tab = tab; self.title = title; self.sourcePath = sourcePath; self.sourceLines = sourceLines
        self.isDeclarative = isDeclarative
        self.make = make
    }
}
