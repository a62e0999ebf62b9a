/// A screen built from components, as a `Scene`: the adapter between a composition and the engine,
/// trace, audit and window, which see an ordinary scene.
///
/// Subclasses build their screen in `body(settings:)` from the controls they keep (a control with
/// state lives as long as the scene) and the model they own. The adapter routes each input once: a
/// touch to the component it began on, a gesture or a drop to the components under it, front to back.
///
/// The layout (and the elements read from it) is kept per settings and made again only when the
/// scene may have changed, as UIKit lays a view out again after `setNeedsLayout`: after every input
/// the engine hands the scene (touch, gesture, drag and drop, a settings change), after every
/// behaviour hook of its elements (activate, increment, custom actions, escape, scroll, focus…) and
/// every timer those schedule, and whenever `stateSnapshot()` reads differently from when the
/// layout was made. A subclass that changes what its body shows in any other way (a method called
/// directly that changes state the snapshot does not show) calls `setNeedsLayout()`.
///
/// A subclass whose body depends on nothing but the settings and what `stateSnapshot()` shows says
/// so with `layoutFollowsState`: its layout is then made again only when the snapshot reads
/// differently, not after every input, so an action that changes nothing (an announcement) keeps
/// the very tree it had, its hooks need no watching, and the layouts of the state before the last
/// change are kept too, so a scene put back in that state (`restoreState`, which a `ModelRestoring`
/// scene gets for free) finds them again. Validation probes rely on both to stay linear in the
/// scene's size (docs/validation.md, "Probes").
///
/// Subtrees wrapped in `Keyed` are kept across layouts: a layout that gives one an equal key, frame
/// and settings reuses it and its elements (a feed's unchanged cards after one card changed).
open class ComponentScene: Scene {
    /// Stable id (`star-rating`).
    public let id: String
    /// What `axsandbox list` shows.
    public let title: String
    /// The device the screen is laid out for.
    public let device: Device

    /// The settings last applied (`declaredGestures` is not handed any).
    public private(set) var currentSettings = Settings.default
    /// The component each finger began on, kept until it lifts, as UIKit keeps a touch with its view.
    private var touchOwners: [Int: ComponentLayout.Node] = [:]
    /// The last drop proposal, to perform the drop it proposed.
    private var lastProposal: DropProposalMade?
    /// Layouts made since the scene last changed, by settings.
    private var layouts = LayoutCache()
    /// The `Keyed` subtrees laid out, kept across layouts.
    private let layoutMemo = LayoutMemo()
    /// Whether `Keyed` subtrees are reused (on); off, every layout asks every component, as a test
    /// comparing the two sets it.
    package var reusesKeyedLayouts = true

    /// How many states besides the current one keep their layouts and saved model, when
    /// `layoutFollowsState` (one by default: the state before the last change, which a probe puts
    /// its copy back in). Validation's probe copies serve many states one after another and keep
    /// more, so an action that lands in a state the copy laid out before finds its layouts
    /// (docs/validation-performance.md, "A probe copy for every state"); the oldest state is let go first.
    package var statesKept: Int {
        get { layouts.generationsKept }
        set { layouts.generationsKept = max(1, newValue) }
    }

    /// How many keyed subtrees a round of the memo holds (`Keyed`; 512 by default): a copy that
    /// serves one state after another keeps fewer, the few states' worth its next layout may share.
    package var keyedLayoutsKept: Int {
        get { layoutMemo.capacity }
        set { layoutMemo.capacity = max(1, newValue) }
    }

    /// A scene authored in something other than Swift (a scene file) phrases validation fixes in its
    /// own terms: the fix for a finding of a rule, by rule id, naming the fields to change rather than
    /// the Swift API the rule's own fix names. Empty (the rules' fixes) unless the scene sets it.
    /// A stored table on the class, read after a class cast, because a cast to a protocol the scene
    /// type was never cast to scans every protocol conformance in the program (about 250,000
    /// instructions, paid by each scene type that validation meets).
    package var fixWording: [String: String] = [:]

    /// Whether validation asks if each element's own drawing lies wholly outside its frame
    /// (`geometry.drawing-outside-frame`): true for a scene file, whose drawing is written by hand
    /// relative to the scene or to the element, depending on how the element is placed. A Swift
    /// component draws in the frame it is handed, so it cannot mix the two up. Its own flag, not the
    /// descriptor's `isDeclarative`: scene files behave, so they are not declarative, and the rule
    /// that asked for that never ran on one.
    package var drawingIsPlacedByHand = false

    /// A screen named `id`, titled `title`, on `device`.
    public init(id: String, title: String, device: Device = .phone) {
        self.id = id
        self.title = title
        self.device = device
    }

    /// The screen for `settings`, asked again whenever the scene may have changed (see the type's
    /// notes). The default is an empty screen.
    open func body(settings: Settings) -> any Component { Spacer() }

    /// The screen laid out for `settings` on the device's bounds: the layout made earlier for the
    /// same settings, size and state, else a new one.
    public func layout(_ settings: Settings) -> ComponentLayout {
        entry(for: settings).layout
    }

    /// Whether the body depends only on the settings and on what `stateSnapshot()` shows (false by
    /// default). When true, inputs, element hooks and their timers do not forget the layouts: a
    /// snapshot that reads differently does. Override to return true only if nothing else the body
    /// reads can change.
    open var layoutFollowsState: Bool { false }

    /// Forgets every layout made so far: the next read asks `body(settings:)` again. Inputs, element
    /// hooks, their timers and a changed `stateSnapshot()` already do this; call it after changing
    /// what the body shows in any other way. `Keyed` subtrees are kept: their keys say what they
    /// depend on.
    public func setNeedsLayout() {
        layouts.removeAll()
    }

    /// The cached layout for `settings`, made now if the scene changed since.
    private func entry(for settings: Settings) -> LayoutCache.Entry {
        validateLayouts()
        return currentEntry(for: settings)
    }

    /// Sets the layouts aside if the scene's state or size is not the one they were made for.
    private func validateLayouts() {
        layouts.validate(state: stateSnapshot(), bounds: device.bounds, keepingEarlier: layoutFollowsState,
                         savingModel: modelSaver)
    }

    /// The layout for `settings` in the state the layouts were last validated in, made now if none
    /// is kept. The body and its components are handed settings that note a read of `voiceOver`.
    private func currentEntry(for settings: Settings) -> LayoutCache.Entry {
        if let entry = layouts.entry(for: settings) { return entry }
        let handed = noting(settings)
        let entry = LayoutCache.Entry(ComponentLayout(body(settings: handed), in: device.bounds, settings: handed, memo: reusesKeyedLayouts ? layoutMemo : nil))
        layouts.insert(entry, for: settings)
        return entry
    }

    /// Which on/off settings (`NotedSettings`) any of the scene's components read through the
    /// settings it handed them, in a body, a layout, a drawing, an element, a hook or an input, or
    /// the scene itself through those it was told (`settingsDidChange`, `noting(_:)`).
    private let settingsReads = SettingsReads()

    /// `settings`, noting reads of the on/off settings into the scene's record: what the scene hands
    /// its components, and what validation tells a copy it judges (`settingsDidChange`), so a read
    /// there is noted too.
    package func noting(_ settings: Settings) -> Settings {
        var noted = settings
        noted.reads = settingsReads
        return noted
    }

    /// Whether a component of the scene has read `voiceOver`: settings that differ in it then no
    /// longer read alike (`readsAlike(under:and:)`), and their drawings are laid out apart.
    package var hasReadVoiceOver: Bool { settingsReads.read.contains(.voiceOver) }

    /// Whether a component has read `voiceOver` so far (`hasReadVoiceOver`): exploration then lists
    /// the scene's actions with VoiceOver off too, and validation judges it on both sides of
    /// VoiceOver. A subclass that knows beforehand (a scene file whose `when` names it) says so.
    open var readsVoiceOver: Bool { hasReadVoiceOver }

    /// Whether the scene, in the state it is in, lays out, reads and draws alike under `a` and `b`:
    /// they differ only in on/off settings none of its components has read (`NotedSettings`), so
    /// every layout, element and drawing made under one is the one the other would make. Asked
    /// after the reading under `a` is done (a read during it is noted by then); validation judges
    /// such a settings variant on the reading of the earlier one (`AuditSubject.init(alike:…)`).
    package func readsAlike(under a: Settings, and b: Settings) -> Bool {
        a.differsOnlyInNoted(from: b) && settingsReads.read.isDisjoint(with: a.noted(differingFrom: b))
    }

    /// Whether the scene, in the state it is in, lays out and reads alike under `a` and `b`, though
    /// it may draw otherwise: they differ only in on/off settings its components read, if at all,
    /// only while drawing (a colour chosen under Increase Contrast, a fill made opaque under Reduce
    /// Transparency), so every layout position, element and gesture made under one is the one the
    /// other would make. Asked, as `readsAlike(under:and:)` is, after the reading under `a` is done;
    /// validation judges such a variant on the earlier one's tree and draws its own frame
    /// (`AuditSubject.init(treeOf:settings:)`).
    package func laysOutAlike(under a: Settings, and b: Settings) -> Bool {
        a.differsOnlyInNoted(from: b) && settingsReads.readBeyondDrawing.isDisjoint(with: a.noted(differingFrom: b))
    }

    /// Whether a drawing may come from a layout made under settings the scene reads alike
    /// (`readsAlike(under:and:)`: they differ only in on/off settings none of its components read),
    /// on by default; off, every drawing is made from a layout of its own settings, the way
    /// `VoiceOverLayoutSharingTests` compares with.
    package var drawsFromLayoutsReadAlike = true

    /// A layout made, in the state the layouts were last validated in, under settings the scene
    /// reads alike with `settings` (asked when none is kept under `settings` themselves), with those
    /// settings: it is then the layout `settings` would make. A probe's Session lays the scene out
    /// with VoiceOver on after each action, and validation draws it with VoiceOver off
    /// (`vision.state-by-colour`); a settings variant of validation draws its later frames under
    /// Reduce Motion: one layout serves each pair.
    private func layoutReadAlike(_ settings: Settings) -> (settings: Settings, layout: ComponentLayout)? {
        guard drawsFromLayoutsReadAlike else { return nil }
        return layouts.entry { readsAlike(under: $0, and: settings) }.map { ($0.settings, $0.entry.layout) }
    }

    /// Saves the model and returns what puts it back; nil unless the scene is `ModelRestoring`. Asked
    /// once per scene, not at every state it is laid out in.
    private lazy var modelSaver: (() -> () -> Void)? = {
        guard let restoring = self as? any ModelRestoring else { return nil }
        return Self.saver(restoring)
    }()

    private static func saver<Restoring: ModelRestoring>(_ scene: Restoring) -> () -> () -> Void {
        // Unowned: the scene keeps this closure, and the layouts keep what it returns.
        { [unowned scene] in
            let saved = scene.saveModel()
            return { [unowned scene] in scene.restoreModel(saved) }
        }
    }

    /// Runs an input's effect on the model, with a context whose timers also lay the scene out
    /// again, then forgets the layouts it may have changed.
    fileprivate func changing<Result>(_ context: SceneContext, _ body: (SceneContext) -> Result) -> Result {
        defer { if !layoutFollowsState { setNeedsLayout() } }
        return body(ObservingContext(context, scene: self))
    }

    /// Makes every behaviour hook of `element` and its subtree followed by `setNeedsLayout()`, in
    /// place: an element is a large value, and copying each one to wrap its hooks cost more than
    /// laying the screen out.
    private func observeHooks(_ element: inout AccessibilityElement) {
        if element.hasHooks {
            element.onActivate = observing(element.onActivate)
            element.onIncrement = observing(element.onIncrement)
            element.onDecrement = observing(element.onDecrement)
            element.onEscape = observing(element.onEscape)
            element.onMagicTap = observing(element.onMagicTap)
            element.onEndEditing = observing(element.onEndEditing)
            element.onScroll = observing(element.onScroll)
            element.onZoomIn = observing(element.onZoomIn)
            element.onZoomOut = observing(element.onZoomOut)
            element.onFocus = observing(element.onFocus)
            element.onTextInput = observing(element.onTextInput)
            element.$customActions = AccessibilityElement.map(element.$customActions) { [weak self] actions in
                actions.map { CustomAction($0.name, handler: self?.observed($0.handler) ?? $0.handler) }
            }
            if var content = element.scrollContent {
                // Taken out first, so its elements are this copy's alone and change in place.
                element.scrollContent = nil
                content.wrapReveals { observed($0) }
                for i in content.elements.indices { observeHooks(&content.elements[i]) }
                element.scrollContent = content
            }
        }
        for i in element.children.indices { observeHooks(&element.children[i]) }
    }

    /// A hook that runs `hook` through `changing`, so the layouts it may have changed are forgotten.
    private func observed<Result>(_ hook: @escaping (SceneContext) -> Result) -> (SceneContext) -> Result {
        { [weak self] context in self?.changing(context, hook) ?? hook(context) }
    }

    private func observing<Result>(_ hook: ((SceneContext) -> Result)?) -> ((SceneContext) -> Result)? {
        hook.map(observed)
    }

    /// The same for a hook that takes an argument first (a scroll direction, a point, typed text).
    private func observed<Argument, Result>(_ hook: @escaping (Argument, SceneContext) -> Result) -> (Argument, SceneContext) -> Result {
        { [weak self] argument, context in self?.changing(context) { hook(argument, $0) } ?? hook(argument, context) }
    }

    private func observing<Argument, Result>(_ hook: ((Argument, SceneContext) -> Result)?) -> ((Argument, SceneContext) -> Result)? {
        hook.map(observed)
    }

    // MARK: Scene

    /// The body laid out and drawn, mirrored for a right-to-left layout: from the layout kept for
    /// `settings`, else from one made under settings the scene reads alike (`readsAlike(under:and:)`).
    open func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        // Room for as many items as the last drawing had: a home screen's thousand items, appended
        // one by one, were copied ten times as the list grew. Only the list's capacity depends on it.
        let start = list.count
        list.reserveCapacity(start + drawnItemCount)
        defer { drawnItemCount = list.count - start }
        validateLayouts()
        // Only the layouts' drawing is drawing's: a layout made here for these settings reads as any layout does.
        if let own = layouts.entry(for: settings) {
            own.layout.invertQuestions.asked = exposesInvertExempt != false
            return settingsReads.whileDrawing { own.layout.draw(into: &list, time: time) }
        }
        if let alike = layoutReadAlike(settings) {
            let background = list.background
            alike.layout.invertQuestions.asked = exposesInvertExempt != false
            settingsReads.whileDrawing { alike.layout.draw(into: &list, time: time) }
            // A component that read a setting in which they differ while drawing may draw otherwise
            // under these settings: drawn again from a layout of their own.
            guard !readsAlike(under: alike.settings, and: settings) else { return }
            list.removeItems(from: start)
            list.background = background
        }
        let entry = currentEntry(for: settings)
        entry.layout.invertQuestions.asked = exposesInvertExempt != false
        settingsReads.whileDrawing { entry.layout.draw(into: &list, time: time) }
    }

    /// Whether a tree this scene exposed held an element that ignores invert colours: nil until a
    /// tree is read, then true from the first that does. While false, drawing does not ask the
    /// components of a layout whose tree was not read (`ComponentLayout.invertQuestions`).
    private var exposesInvertExempt: Bool?

    /// How many items the last drawing added (`draw(into:settings:time:)` makes room for as many).
    private var drawnItemCount = 0

    /// The body's elements, in scene coordinates.
    open func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let entry = entry(for: settings)
        if let elements = entry.elements { return elements }
        var elements = entry.layout.accessibilityElements()
        // A scene whose layout follows its state finds its changes in the snapshot: its hooks need no watching.
        if !layoutFollowsState {
            for i in elements.indices { observeHooks(&elements[i]) }
        }
        entry.elements = elements
        if exposesInvertExempt != true { exposesInvertExempt = AccessibilityElement.anyIgnoresInvertColors(in: elements) }
        return elements
    }

    /// To the component the finger began on (the first that tracks touches on the hit chain).
    open func touch(_ touch: SceneTouch, context: SceneContext) {
        if touch.phase == .began, touchOwners[touch.id] == nil,
           let hit = layout(context.settings).hits(at: touch.location).first(where: { $0.node.component.tracksTouches }) {
            touchOwners[touch.id] = hit.node
        }
        guard let owner = touchOwners[touch.id] else { return }
        var local = touch
        local.location = owner.toScene.inverted.apply(touch.location)
        changing(context) { owner.component.touch(local, in: owner.frame, context: $0) }
        if touch.phase == .ended || touch.phase == .cancelled { touchOwners[touch.id] = nil }
    }

    /// To the components under the gesture, front to back, until one uses it.
    open func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        let hits = layout(context.settings).hits(at: gesture.location)
        return changing(context) { context in
            for hit in hits {
                var local = gesture
                local.location = hit.point
                if hit.node.component.gesture(local, in: hit.node.frame, context: context) { return true }
            }
            return false
        }
    }

    /// Every component's, for the settings last applied.
    open var declaredGestures: [DeclaredGesture] { layout(currentSettings).declaredGestures }

    /// Every component's once laid out under `settings`; under the settings last applied, what
    /// `declaredGestures` says (a subclass may add its own there).
    open func declaredGestures(under settings: Settings) -> [DeclaredGesture] {
        settings == currentSettings ? declaredGestures : layout(settings).declaredGestures
    }

    /// None unless the subclass accepts some.
    open var suppressions: [Suppression] { [] }

    /// The app's name VoiceOver speaks at launch; declared here so subclasses can override it
    /// (a protocol extension's default would otherwise be the only witness).
    open var appName: String? { nil }

    /// The title of the screen shown now, spoken after a screen change; overridable like `appName`.
    open var screenTitle: String? { nil }

    /// How many screens are presented over the first, where the scene counts them; overridable like `appName`.
    open var presentedScreens: Int? { nil }

    /// Records the settings; subclasses that override it call `super`. The layouts are forgotten,
    /// except where nothing they depend on changed: the same settings told again to a scene whose
    /// layout follows its state (its layouts are kept by settings and state already).
    open func settingsDidChange(context: SceneContext) {
        let unchanged = layoutFollowsState && context.settings == currentSettings
        currentSettings = noting(context.settings)
        if !unchanged { setNeedsLayout() }
    }

    /// The subclass's model state; empty by default.
    open func stateSnapshot() -> [(key: String, value: String)] { [] }

    /// Puts the model back in a state `stateSnapshot()` returned; true if it did. A scene that is
    /// `ModelRestoring` and whose `layoutFollowsState` can go back to the state it was last laid out
    /// in and the one before, or the `statesKept` before (the model was saved with their layouts);
    /// others cannot by default (validation then makes a fresh copy per probe).
    open func restoreState(_ state: [(key: String, value: String)]) -> Bool {
        // Only a scene whose layout follows its state keeps earlier states, with their saved models.
        // Called once the cache's access has ended: a model put back may read or reset the layouts.
        guard let restore = layouts.restorer(for: state, bounds: device.bounds) else { return false }
        restore()
        return true
    }

    // MARK: Drag and drop

    /// Asked of the components under the point, front to back.
    open func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        let hits = layout(context.settings).hits(at: point)
        return changing(context) { context in
            for hit in hits {
                if let item = hit.node.component.dragItem(at: hit.point, in: hit.node.frame, context: context) { return item }
            }
            return nil
        }
    }

    /// The first proposal of the components under the point, front to back; forbidden if none.
    open func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        let entry = entry(for: context.settings)
        let hits = entry.layout.hits(at: point)
        return changing(context) { context in
            for hit in hits {
                if let proposal = hit.node.component.dropProposal(for: item, at: hit.point, in: hit.node.frame, context: context) {
                    lastProposal = DropProposalMade(item: item, point: point, layout: entry, target: hit.node)
                    return proposal
                }
            }
            lastProposal = DropProposalMade(item: item, point: point, layout: entry, target: nil)
            return .forbidden
        }
    }

    /// Performed by the component whose proposal the drop follows, as UIKit hands the drop to the
    /// interaction that last proposed it: the proposal made for the same item at the same point, in
    /// the layout still current (a drag moves its preview to the drop's point first, so this is the
    /// proposal the drag holds). Asked again otherwise (a scene whose layouts every change forgets,
    /// a drop with no proposal before it).
    open func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        if lastProposal?.answers(item, at: point, in: entry(for: context.settings)) != true {
            _ = dropProposal(for: item, at: point, context: context)
        }
        let target = lastProposal?.target
        lastProposal = nil
        guard let target else { return false }
        return changing(context) {
            target.component.performDrop(of: item, at: target.toScene.inverted.apply(point), in: target.frame, context: $0)
        }
    }

    /// Told to every component.
    open func dragCancelled(_ item: DragItem, context: SceneContext) {
        lastProposal = nil
        let nodes = layout(context.settings).nodes
        changing(context) { context in
            for node in nodes { node.component.dragCancelled(item, context: context) }
        }
    }
}

/// A drop proposal a `ComponentScene` made: what it was asked, in which layout, and the component
/// that proposed (nil: none did, the drop was forbidden there).
private struct DropProposalMade {
    let item: DragItem
    let point: Point
    /// Held, so that a layout made later cannot take its identity.
    let layout: LayoutCache.Entry
    let target: ComponentLayout.Node?

    /// Whether this is the proposal for `item` at `point` in `layout`.
    func answers(_ item: DragItem, at point: Point, in layout: LayoutCache.Entry) -> Bool {
        self.layout === layout && self.item == item && self.point == point
    }
}

/// The layouts a `ComponentScene` made for the state it is in: one per settings (validation and
/// the window alternate a few). When the state changes, those of the states before (the last
/// `generationsKept`) are kept aside, so a scene put back in one (a probe restoring its scene) finds
/// them again; `removeAll` forgets them all.
private struct LayoutCache {
    /// A layout and, once they are read, the elements read from it (hooks observed).
    final class Entry {
        let layout: ComponentLayout
        var elements: [AccessibilityElement]?
        init(_ layout: ComponentLayout) { self.layout = layout }
    }

    /// The entries made for one state and screen size.
    struct Generation {
        /// Few (validation's matrix reads five settings): found by comparing, which costs less than
        /// hashing every field of the settings on each read.
        var entries: [(settings: Settings, entry: Entry)] = []
        var state: [(key: String, value: String)] = []
        var bounds = Rect.zero
        /// Puts a `ModelRestoring` scene's model back in this state.
        var restore: (() -> Void)?
        /// The state's hash, once a search among many kept generations asked for it.
        var hash: Int?

        /// A hash of a state's values and their count: a search among many generations compares
        /// states only where it matches (`matches` compares the keys too). A scene's states share
        /// their keys, so hashing them told no two apart and was a third of the cost.
        static func hash(_ state: [(key: String, value: String)]) -> Int {
            var hasher = Hasher()
            hasher.combine(state.count)
            for pair in state { hasher.combine(pair.value) }
            return hasher.finalize()
        }

        func matches(_ otherState: [(key: String, value: String)], _ otherBounds: Rect) -> Bool {
            bounds == otherBounds && state.count == otherState.count
                && zip(state, otherState).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        }
    }

    /// More settings than validation's matrix reads at once: past it the oldest are forgotten.
    static let capacity = 16

    private var current = Generation()
    /// The generations of earlier states, the most recently left last: found by comparing their
    /// states, which a few dozen allow (a probe copy's states differ in their first pairs).
    private var earlier: [Generation] = []
    /// How many earlier generations are kept, at most.
    var generationsKept = 1
    /// The state `restorer(for:bounds:)` was last asked for, kept (so its storage is not reused) with its hash.
    private var lastRestored: (state: [(key: String, value: String)], hash: Int)?

    /// The entry made for `settings` in the current state, if any.
    func entry(for settings: Settings) -> Entry? {
        current.entries.first { $0.settings == settings }?.entry
    }

    /// The first entry made in the current state under settings `isAlike` accepts, with them.
    func entry(where isAlike: (Settings) -> Bool) -> (settings: Settings, entry: Entry)? {
        current.entries.first { isAlike($0.settings) }
    }

    /// Sets the entries aside (forgets them unless `keepingEarlier`) if the scene's state or size
    /// is not the one they were made for, and takes back those set aside for the state it is in now.
    mutating func validate(state newState: [(key: String, value: String)], bounds newBounds: Rect, keepingEarlier: Bool,
                           savingModel: (() -> () -> Void)?) {
        guard !current.matches(newState, newBounds) else { return }
        if let i = earlierIndex(of: newState, newBounds) { return takeBack(i, keepingEarlier: keepingEarlier) }
        let left = current
        current = Generation(entries: [], state: newState, bounds: newBounds, restore: keepingEarlier ? savingModel?() : nil)
        setAside(left, keeping: !left.entries.isEmpty, keepingEarlier: keepingEarlier)
    }

    /// Makes the earlier generation at `index` the current one, the current one set aside. The state
    /// left is kept even unlaid-out when going back to a kept one, as before there were more.
    private mutating func takeBack(_ index: Int, keepingEarlier: Bool) {
        let left = current
        current = earlier.remove(at: index)
        setAside(left, keeping: true, keepingEarlier: keepingEarlier)
    }

    /// Keeps `left` among the earlier generations (when `keeping`), the oldest let go past
    /// `generationsKept`; forgets them all unless `keepingEarlier`.
    private mutating func setAside(_ left: Generation, keeping: Bool, keepingEarlier: Bool) {
        guard keepingEarlier else { earlier.removeAll(); return }
        if keeping { earlier.append(left) }
        if earlier.count > generationsKept { earlier.removeFirst(earlier.count - generationsKept) }
    }

    /// The most recent earlier generation of `state` and `bounds`. Among a few, found by comparing;
    /// among more (a shared probe copy's), by the states' hashes first: comparing a new state with
    /// each of 64 was 4% of validating Pre-Poster.
    /// `hash`, when given, is `state`'s (`Generation.hash`).
    private mutating func earlierIndex(of state: [(key: String, value: String)], _ bounds: Rect, hash known: Int? = nil) -> Int? {
        guard earlier.count > 2 else { return earlier.lastIndex { $0.matches(state, bounds) } }
        let hash = known ?? Generation.hash(state)
        for i in earlier.indices.reversed() {
            if earlier[i].hash == nil { earlier[i].hash = Generation.hash(earlier[i].state) }
            if earlier[i].hash == hash && earlier[i].matches(state, bounds) { return i }
        }
        return nil
    }

    /// What puts the model back in `state`, if the layouts of that state are kept; those layouts are
    /// made the current ones now, as the next read would make them after finding them by the
    /// snapshot it reads (which then matches without a search). A model put back that does not
    /// read as `state` is found out by that read, which sets these layouts aside again.
    mutating func restorer(for state: [(key: String, value: String)], bounds: Rect) -> (() -> Void)? {
        if current.matches(state, bounds) { return current.restore }
        // A probe puts its copy back in one state after each action, handing the same array each time.
        let hash: Int
        if let last = lastRestored, last.state.sharesStorage(with: state) {
            hash = last.hash
        } else {
            hash = Generation.hash(state)
            lastRestored = (state, hash)
        }
        guard let i = earlierIndex(of: state, bounds, hash: hash), let restore = earlier[i].restore else { return nil }
        // Only a scene whose layout follows its state saves a model with its layouts, and keeps earlier ones.
        takeBack(i, keepingEarlier: true)
        return restore
    }

    /// Keeps `entry` for `settings`, which has none yet (`entry(for:)` found none).
    mutating func insert(_ entry: Entry, for settings: Settings) {
        if current.entries.count >= Self.capacity { current.entries.removeAll(keepingCapacity: true) }
        current.entries.append((settings, entry))
    }

    /// Forgets every entry, those set aside too.
    mutating func removeAll() {
        current.entries.removeAll(keepingCapacity: true)
        earlier.removeAll()
    }
}

/// The context handed to a scene's components while an input changes them: everything goes to the
/// engine's context, and a timer they schedule lays the scene out again once it has run.
private final class ObservingContext: SceneContext {
    let base: SceneContext
    weak var scene: ComponentScene?

    init(_ base: SceneContext, scene: ComponentScene) {
        self.base = base
        self.scene = scene
    }

    /// Noting a read of `voiceOver`, as the settings the scene hands its components do.
    var settings: Settings { scene?.noting(base.settings) ?? base.settings }
    var now: Int { base.now }
    func post(_ notification: AccessibilityNotification) { base.post(notification) }
    func play(_ sound: SoundCue) { base.play(sound) }
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {
        base.schedule(after: delay) { [weak scene] context in
            guard let scene else { return action(context) }
            scene.changing(context, action)
        }
    }
}

private extension AccessibilityElement {
    /// Whether any behaviour hook is set (custom actions count, stored or computed).
    var hasHooks: Bool {
        if case .stored(let actions) = self.$customActions, !actions.isEmpty { return true }
        if case .computed = self.$customActions { return true }
        return onActivate != nil || onIncrement != nil || onDecrement != nil || onEscape != nil || onMagicTap != nil
            || onEndEditing != nil || scrollContent != nil || onScroll != nil || onZoomIn != nil || onZoomOut != nil || onFocus != nil || onTextInput != nil
    }
}

/// A `ComponentScene` whose model can be saved as one value and put back. With `layoutFollowsState`,
/// the scene saves its model with the layouts of each state, and `restoreState` puts it back in the
/// state it was last laid out in or the one before: validation's probes then act on one scene,
/// put back after each action, instead of making the scene again for every probe
/// (docs/validation.md, "Probes").
public protocol ModelRestoring: ComponentScene, ModelSaving {
    /// Everything the scene's behaviour depends on, as a value.
    associatedtype Model
    /// The model as it is now.
    func saveModel() -> Model
    /// Puts back a model `saveModel()` returned.
    func restoreModel(_ model: Model)
}
