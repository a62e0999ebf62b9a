import AXCore

/// A scene loaded from a scene file, with the behaviour the file declares: toggles that flip,
/// selection groups whose selection moves, adjustable values, custom actions and activations that
/// set state, announce or open screens and sheets, scroll areas that page, and lists whose items
/// move by drag and drop. It is a `ComponentScene`: each node of the file is a component
/// (`FileNodeComponent`) composed with the model's `Column`, `Row`, `ScrollArea`, `Absolute` and
/// `ModalOverlay`, so reflow, right-to-left mirroring and hit-testing are the composition's, as
/// for a Swift control. Each instance has its own state, starting from the file's
/// (`descriptor.make` gives a fresh one to every replay and validation probe).
public final class FileScene: ComponentScene {
    let model: SceneFileModel
    /// The named values, as the file declares them and effects change them.
    var state: [String: FileValue]
    /// Each reorderable container's children, in their current order; changed with its text below.
    private(set) var orders: [String: [String]]
    /// Each order as `stateSnapshot()` writes it, joined when the order changes: the snapshot is read
    /// on every layout lookup, touch and probe, and joining 8,000 ids each time made validating a
    /// long reorderable list quadratic (and snapshots that share one string compare in one step).
    private var orderTexts: [String: String]
    /// Each reorderable container's children's positions in the file, by id: an order is read back
    /// into nodes in one pass instead of a search of the children for each id, which made a list of
    /// 8,000 rows cost 64 million comparisons on every layout.
    private let childPositions: [String: [String: Int]]
    /// Each scroll area's offset, kept across layouts (a scroll view's content offset).
    var scrollStates: [String: ScrollState]
    /// The scroll areas of each of `screens`, by the screen's id: scrolled back to the top when the
    /// screen closes (`close(_:)`), as a screen presented again is a new presentation.
    private let scrollAreasOfScreen: [String: [String]]
    /// Screens opened over the root, bottom first; at most `maximumOpenScreens`.
    var stack: [String] = []
    /// The most screens and sheets open over the root at once. A button that opens its own screen
    /// (or two screens that open each other) would otherwise grow the stack with every activation,
    /// and each screen open is composed and digested on every change. UIKit sets no limit; 32 is far
    /// deeper than any app navigates. At the limit an `open` opens nothing (the rest of its effect
    /// still runs): docs/scene-format.md.
    static let maximumOpenScreens = 32
    /// The named values and orders as the file declares them, to put the scene back in its initial state.
    private let initialState: [String: FileValue]
    private let initialOrders: [String: [String]]
    private let initialOrderTexts: [String: String]
    /// `stateSnapshot()` in the initial state.
    private var initialSnapshot: [(key: String, value: String)] = []
    /// Laid-out nodes' heights after their text reflowed, by the named values they were reflowed
    /// under, shared with every copy of the same parsed file (`FileScene+ReflowedHeights.swift`).
    let reflowedHeights: ReflowedHeights
    /// The shared tables for the named values the scene last reflowed under, one per settings.
    var reflowedTables: [ReflowedHeights.Table] = []
    /// Whether a node keeps its composed children, their height and its items' frames for the
    /// layout it belongs to (`FileNodeComponent.Arrangement`); off, each is worked out every time it
    /// is asked, the straightforward way tests compare with.
    var keepsArrangements = true
    /// Reorderable items' drag and drop names, spelt once for every copy of the parsed file
    /// (`ReorderNames`), as its reflowed heights are.
    let reorderNames: ReorderNames

    /// A scene in the file's initial state; copies of one parsed file pass the parsed scene's
    /// `reflowedHeights`, so a row reflowed in one copy is not reflowed again in another.
    init(model: SceneFileModel, reflowedHeights: ReflowedHeights = ReflowedHeights(), reorderNames: ReorderNames = ReorderNames()) {
        self.model = model
        self.reflowedHeights = reflowedHeights
        self.reorderNames = reorderNames
        state = Dictionary(uniqueKeysWithValues: model.state.map { ($0.name, $0.initial) })
        var orders: [String: [String]] = [:]
        var positions: [String: [String: Int]] = [:]
        var scrolls: [String: ScrollState] = [:]
        var visited: [String] = []
        func visit(_ nodes: [FileNode]) {
            for node in nodes {
                if node.reorderable {
                    orders[node.id] = node.children.map(\.id)
                    positions[node.id] = Dictionary(node.children.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
                }
                if node.scrolls { scrolls[node.id] = ScrollState(); visited.append(node.id) }
                visit(node.children)
            }
        }
        visit(model.elements)
        var scrollAreasOfScreen: [String: [String]] = [:]
        for screen in model.screens {
            visited = []
            visit(screen.elements)
            if !visited.isEmpty { scrollAreasOfScreen[screen.id, default: []] += visited }
        }
        self.scrollAreasOfScreen = scrollAreasOfScreen
        self.orders = orders
        orderTexts = orders.mapValues { $0.joined(separator: ",") }
        initialOrderTexts = orderTexts
        childPositions = positions
        scrollStates = scrolls
        initialState = state
        initialOrders = orders
        super.init(id: model.id, title: model.title, device: model.device)
        fixWording = Self.fixes
        drawingIsPlacedByHand = true
        initialSnapshot = stateSnapshot()
    }

    /// The body shows the file's model in the state `stateSnapshot()` reads (named values, orders,
    /// scroll offsets, open screens) and nothing else: it is laid out again only when that changes.
    public override var layoutFollowsState: Bool { true }

    /// The touch-only gestures the file declares, for validation: those whose `when` holds in the
    /// current state under the settings last applied.
    public override var declaredGestures: [DeclaredGesture] { declaredGestures(under: currentSettings) }
    /// Those whose `when` holds in the current state under `settings`.
    public override func declaredGestures(under settings: Settings) -> [DeclaredGesture] {
        model.gestures.filter { $0.when.map { $0.holds(state: state, settings: settings) } ?? true }.map(\.gesture)
    }
    /// A finger's gesture: the first gesture the file declares with an effect that answers it (in
    /// file order, its `when` holding) does its effect. The file's gestures are its first screen's,
    /// so none answers while a screen or sheet is open over it (a sheet's dimmed backdrop takes the
    /// touches around it, as UIKit's presentation does).
    public override func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        if super.gesture(gesture, context: context) { return true }
        guard stack.isEmpty,
              let declared = model.gestures.first(where: {
                  $0.effect != nil && $0.answers(gesture) && ($0.when.map { $0.holds(state: state, settings: context.settings) } ?? true)
              }),
              let effect = declared.effect else { return false }
        perform(effect, context: context)
        return true
    }

    /// The screens and sheets open over the file's first screen.
    public override var presentedScreens: Int? { stack.count }

    /// The topmost pushed screen's title, spoken after it opens, as a navigation bar's title is
    /// (a sheet over it has none of its own).
    public override var screenTitle: String? {
        guard let id = stack.last, let screen = model.screens.first(where: { $0.id == id }), !screen.isSheet else { return nil }
        return screen.title
    }
    /// The findings the file's author accepts, with their reasons.
    public override var suppressions: [Suppression] { model.suppressions }
    /// Whether a `when` anywhere in the file names `voiceOver`: the file then shows something on one
    /// side of VoiceOver alone, from the start, though no condition naming it was read yet (one on
    /// a screen not open), so validation judges it with VoiceOver on and off.
    public override var readsVoiceOver: Bool { model.namesVoiceOver || super.readsVoiceOver }
    /// The file it came from (SARIF's physical location, a trace's `sceneFile`).
    public var sourcePath: String { model.sourcePath }
    /// FNV-1a of the file's text, recorded by traces that name the file.
    public var contentDigest: String { model.contentDigest }
    /// The line each element is declared on (element id → 1-based line), for SARIF regions.
    public var elementLines: [String: Int] { model.elementLines }

    /// The accessibility tree under the default settings (tests and tools that read the file's tree).
    public var elements: [AccessibilityElement] { accessibilityElements(settings: .default) }

    /// A descriptor whose factory makes a fresh copy in the file's initial state.
    public var descriptor: SceneDescriptor {
        var descriptor = SceneDescriptor(id: model.id, tab: "Files", title: model.title, sourcePath: model.sourcePath,
                                         sourceLines: model.elementLines, make: { [model, reflowedHeights, reorderNames] in
                                             FileScene(model: model, reflowedHeights: reflowedHeights, reorderNames: reorderNames) })
        descriptor.namedSettings = model.namedSettings
        return descriptor
    }

    // MARK: Composition

    /// The screen: the root, or the topmost pushed screen, with every sheet opened over it as a
    /// `ModalOverlay` (only the sheet is exposed; escape closes it).
    public override func body(settings: Settings) -> any Component {
        var screen: any Component = Background(model.background, layer(drawing: model.drawing, elements: model.elements, settings: settings))
        for id in stack {
            guard let s = model.screens.first(where: { $0.id == id }) else { continue }
            let content = layer(drawing: s.drawing, elements: s.elements, settings: settings)
            if s.isSheet {
                // The panel takes the touches its content leaves (a button with no activation): a
                // tap inside a sheet never reaches the dimming behind it, which would close it.
                let panel = Drawing(absorbsTouches: true) { frame, list, _, _ in list.fill(.roundedRect(frame, radius: 12), s.background) }
                let sheet = Layers([panel, content])
                screen = ModalOverlay(screen, id: "screen:" + s.id, sheet: sheet, sheetFrame: { _, _ in s.frame },
                                      onDismiss: { [unowned self] context in close(context) })
            } else {
                // A pushed screen replaces the one below; escape goes back, as a navigation controller does.
                var node = AccessibilityElement.container(id: "screen:" + s.id, frame: .zero, children: [])
                node.onEscape = { [unowned self] context in close(context) }
                screen = Background(s.background, AccessibilityGroup(node: node, content))
            }
        }
        return screen
    }

    /// A screen's drawing and its top-level nodes, placed by their frames.
    private func layer(drawing items: [FileDrawingItem], elements: [FileNode], settings: Settings) -> any Component {
        let drawn = Drawing { [unowned self] frame, list, settings, _ in
            for item in drawing(settings).reflow(items, origin: frame.origin, declaredHeight: nil).items { FileDrawing.append(item, to: &list) }
        }
        return Layers([drawn, placed(present(elements, settings: settings), selectionGroup: nil, settings: settings)])
    }

    /// Nodes at their declared frames (moved by their slides; a container with a layout grown to
    /// hold its children), relative to the container's origin.
    func placed(_ nodes: [FileNode], selectionGroup: String?, settings: Settings) -> Absolute {
        Absolute(nodes.compactMap { node in
            guard let frame = node.frame else { return nil }
            let slide = slideOffset(node.slide)
            let component = FileNodeComponent(placed: node, scene: self, selectionGroup: selectionGroup, slide: slide)
            return PlacedComponent(component, in: Rect(origin: frame.origin + slide, size: component.sizeThatFits(frame.size, settings: settings)))
        })
    }

    /// The nodes whose `when` holds under `settings` (all of them without one).
    func present(_ nodes: [FileNode], settings: Settings) -> [FileNode] {
        nodes.filter { $0.when.map { $0.holds(state: state, settings: settings) } ?? true }
    }

    func drawing(_ settings: Settings) -> FileDrawing { FileDrawing(model: model, settings: settings, state: state) }

    func slideOffset(_ slide: FileSlide?) -> Point { drawing(.default).slide(slide) }

    func scrollState(_ id: String) -> ScrollState {
        if let existing = scrollStates[id] { return existing }
        let created = ScrollState()
        scrollStates[id] = created
        return created
    }

    /// A reorderable container's children in their current order.
    func ordered(_ node: FileNode) -> [FileNode] {
        guard node.reorderable, let order = orders[node.id], let positions = childPositions[node.id] else { return node.children }
        return order.compactMap { positions[$0].map { node.children[$0] } }
    }

    // MARK: Elements

    /// The element of `node` in `frame` (declared points relative to `origin`), with its behaviour.
    func element(for node: FileNode, frame: Rect, origin o: Point, selectionGroup: String?) -> AccessibilityElement {
        var e = node.element
        e.frame = frame
        let text = { [state, model] (raw: String?) in raw.map { SpeechText(FileText.interpolate($0, state: state, model: model)) } }
        e.label = text(node.label)
        e.value = text(node.value)
        e.hint = text(node.hint)
        if node.element.path != nil { e.path = node.element.path?.applying(.translation(x: o.x, y: o.y)) }
        if let p = node.element.activationPoint { e.activationPoint = p + o }
        e.dragSources = node.element.dragSources.map { LocationDescriptor(name: $0.name, point: $0.point + o, viewID: $0.viewID) }
        e.dropPoints = node.element.dropPoints.map { LocationDescriptor(name: $0.name, point: $0.point + o, viewID: $0.viewID) }
        if let name = node.toggles {
            // A switch, as UIKit's: VoiceOver says "Switch Button" only with both traits.
            if node.togglesMakeASwitch { e.traits.formUnion([.button, .toggleButton]) }
            e.value = SpeechText(state[name]?.display ?? "0")
        }
        if let name = node.adjusts, let declaration = declaration(name) {
            e.traits.insert(.adjustable)
            e.value = SpeechText(state[name].map(declaration.spokenText) ?? "")
            e.onIncrement = { [unowned self] _ in adjust(name, forward: true) }
            e.onDecrement = { [unowned self] _ in adjust(name, forward: false) }
        }
        if let name = node.zooms, let declaration = declaration(name) {
            e.value = SpeechText(state[name].map(declaration.spokenText) ?? "")
            e.onZoomIn = { [unowned self] _, context in zoom(name, in: true, context: context) }
            e.onZoomOut = { [unowned self] _, context in zoom(name, in: false, context: context) }
        }
        if let group = selectionGroup {
            e.traits.remove(.selected)
            if state[group] == .text(node.id) { e.traits.insert(.selected) }
        }
        if node.children.isEmpty { e.onActivate = activation(for: node, selectionGroup: selectionGroup) }
        if let effect = node.magicTap { e.onMagicTap = hook(running: effect) }
        e.customActions = node.actions.map { action in
            CustomAction(SpeechText(action.name), handler: hook(running: action.effect))
        }
        return e
    }

    /// A hook that runs `effect` and succeeds: a custom action's, the magic tap's.
    private func hook(running effect: FileEffect) -> AccessibilityHook {
        { [unowned self] context in
            perform(effect, context: context)
            return true
        }
    }

    private func declaration(_ name: String) -> FileStateDeclaration? { model.state.first { $0.name == name } }

    /// What activating `node` does (a double tap with VoiceOver, a tap without): flip its toggle,
    /// select it in its group, run its `activate` effect. nil when it declares none of them.
    func activation(for node: FileNode, selectionGroup: String?) -> AccessibilityHook? {
        guard node.toggles != nil || node.activate != nil || selectionGroup != nil else { return nil }
        return { [unowned self] context in
            if let toggled = node.toggles { state[toggled] = .flag(!(state[toggled] == .flag(true))) }
            if let group = selectionGroup { state[group] = .text(node.id) }
            if let effect = node.activate { perform(effect, context: context) }
            return true
        }
    }

    // MARK: Behaviour

    /// Runs an effect: state first, then the layout change (VoiceOver reads the new screen, and moves
    /// to the element it names, before any announcement is spoken over it), then the announcement,
    /// then Zoom's focus, then a screen opened or closed.
    func perform(_ effect: FileEffect, context: SceneContext) {
        for (name, value) in effect.set { state[name] = value }
        if let argument = effect.layoutChanged { context.post(.layoutChanged(argument)) }
        if let announcement = effect.announcement {
            context.post(.announcement(announcement.with(string: FileText.interpolate(announcement.string, state: state, model: model))))
        }
        if let focus = effect.zoomFocus { context.post(.zoomFocusChanged(focus)) }
        if let id = effect.open, stack.count < Self.maximumOpenScreens {
            stack.append(id)
            context.post(.screenChanged(elementID: nil))
        }
        if effect.close { _ = close(context) }
    }

    /// Closes the topmost screen or sheet; false on the root screen (escape goes on up the chain).
    /// Its scroll areas go back to the top: presented again, a sheet or pushed screen is a new
    /// presentation (UIKit's common case, a view controller made anew, whose scroll view starts at
    /// the top), so a closed screen's offsets are neither kept in the state nor found on reopening.
    /// A screen still open lower in the stack (one that opened itself) keeps them, as its areas are
    /// shared with the copy below (docs/scene-format.md, "Screens and sheets").
    func close(_ context: SceneContext) -> Bool {
        guard let closed = stack.popLast() else { return false }
        if !stack.contains(closed) {
            for id in scrollAreasOfScreen[closed] ?? [] { scrollStates[id]?.reset() }
        }
        context.post(.screenChanged(elementID: nil))
        return true
    }

    /// Steps a state with a range or values; false at either end.
    func adjust(_ name: String, forward: Bool) -> Bool {
        guard let declaration = declaration(name), let value = state[name],
              let next = declaration.step(value, forward: forward) else { return false }
        state[name] = next
        return true
    }

    /// Zoom steps its state and announces the new value, as a zoomable view should.
    func zoom(_ name: String, in: Bool, context: SceneContext) -> Bool {
        guard adjust(name, forward: `in`), let value = state[name], let declaration = declaration(name) else { return false }
        context.post(.announcement(SpeechText(declaration.spokenText(of: value))))
        return true
    }

    /// Moves `item` before or after `target` in a reorderable container; VoiceOver is told the
    /// layout changed. An item dropped where it already is (the second row of two onto "Drop below"
    /// the first) is dropped and nothing moves, as a table view takes a drop at the item's own index
    /// path: refused, a two-row list's inner drop points took no drop from anyone, and validation
    /// reported them with a fix the file could not apply. False when the item is dropped on itself
    /// or is not in the container.
    func move(_ item: String, in container: String, relativeTo target: String, before: Bool, context: SceneContext) -> Bool {
        guard var order = orders[container], let from = order.firstIndex(of: item), item != target else { return false }
        order.remove(at: from)
        guard let at = order.firstIndex(of: target) else { return false }
        order.insert(item, at: before ? at : at + 1)
        guard order != orders[container] else { return true }
        orders[container] = order
        orderTexts[container] = order.joined(separator: ",")
        context.post(.layoutChanged(.none))
        return true
    }

    /// Puts every reorderable container's order back as saved, with the texts the snapshot reads.
    func replaceOrders(with saved: [String: [String]]) {
        orders = saved
        orderTexts = saved.mapValues { $0.joined(separator: ",") }
    }

    // MARK: State

    /// The file's id, then every named value, each reorderable container's order, each scroll
    /// area's offset and the open screens: what a trace digests and replay diffs.
    public override func stateSnapshot() -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = [("file", model.id)]
        for declaration in model.state { pairs.append((declaration.name, state[declaration.name]?.display ?? "")) }
        for key in orderTexts.keys.sorted() { pairs.append(("order." + key, orderTexts[key]!)) }
        for key in scrollStates.keys.sorted() { pairs.append(("scroll." + key, Format.number(scrollStates[key]!.offset))) }
        if !stack.isEmpty { pairs.append(("screens", stack.joined(separator: ","))) }
        return pairs
    }

    /// Puts the scene back in `state`: one it was laid out in and keeps (the model saved with its
    /// layouts, `ModelRestoring`), or the file's initial state, whose values the scene always
    /// keeps; false for any other, which is left as it is. Scroll areas keep their objects,
    /// scrolled back, so layouts made for the state stay valid.
    public override func restoreState(_ state: [(key: String, value: String)]) -> Bool {
        if super.restoreState(state) { return true }
        guard state.count == initialSnapshot.count,
              zip(state, initialSnapshot).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) else { return false }
        self.state = initialState
        orders = initialOrders
        orderTexts = initialOrderTexts
        stack = []
        for (id, scroll) in scrollStates {
            if initialSnapshot.contains(where: { $0.key == "scroll." + id }) { scroll.reset() } else { scrollStates[id] = nil }
        }
        return true
    }
}
