import AXCore

/// A scene loaded from a scene file, with the behaviour the file declares: toggles that flip,
/// selection groups whose selection moves, adjustable values, custom actions and activations that
/// set state, announce or open screens and sheets, scroll areas that page, and lists whose items move by
/// drag and drop. Each instance has its own state, starting from the file's (`descriptor.make`
/// gives a fresh one to every replay and validation probe). The engine's Session drives it like any
/// other scene: the behaviour lives in the element hooks and the drag and drop methods.
public final class FileScene: Scene {
    let model: SceneFileModel
    /// The named values, as the file declares them and effects change them.
    var state: [String: FileValue]
    /// Each reorderable container's children, in their current order.
    var orders: [String: [String]]
    /// How far each scroll area is scrolled, in points.
    var scrollOffsets: [String: Double]
    /// Screens opened over the root, bottom first.
    var stack: [String] = []

    init(model: SceneFileModel) {
        self.model = model
        state = Dictionary(uniqueKeysWithValues: model.state.map { ($0.name, $0.initial) })
        var orders: [String: [String]] = [:]
        var offsets: [String: Double] = [:]
        func visit(_ nodes: [FileNode]) {
            for node in nodes {
                if node.reorderable { orders[node.id] = node.children.map(\.id) }
                if node.scrolls { offsets[node.id] = 0 }
                visit(node.children)
            }
        }
        visit(model.elements)
        for screen in model.screens { visit(screen.elements) }
        self.orders = orders
        scrollOffsets = offsets
    }

    public var id: String { model.id }
    public var title: String { model.title }
    public var device: Device { model.device }
    public var declaredGestures: [DeclaredGesture] { model.gestures }
    public var suppressions: [Suppression] { model.suppressions }
    /// The file it came from (SARIF's physical location, a trace's `sceneFile`).
    public var sourcePath: String { model.sourcePath }
    /// FNV-1a of the file's bytes, recorded by traces that name the file.
    public var contentDigest: String { model.contentDigest }
    /// The line each element is declared on (element id → 1-based line), for SARIF regions.
    public var elementLines: [String: Int] { model.elementLines }

    /// The accessibility tree under the default settings (tests and tools that read the file's tree).
    public var elements: [AccessibilityElement] { accessibilityElements(settings: .default) }

    /// A descriptor whose factory makes a fresh copy in the file's initial state.
    public var descriptor: SceneDescriptor {
        SceneDescriptor(id: model.id, tab: "Files", title: model.title, sourcePath: model.sourcePath,
                        sourceLines: model.elementLines, make: { [model] in FileScene(model: model) })
    }

    // MARK: Screens

    /// A layer drawn on screen: the root or an opened screen.
    struct Layer {
        var id: String?
        var isSheet: Bool
        var frame: Rect
        var background: Color
        var drawing: [FileDrawingItem]
        var elements: [FileNode]
    }

    /// The layers drawn, bottom first: from the topmost full screen up through the sheets over it.
    var visibleLayers: [Layer] {
        var layers = [Layer(id: nil, isSheet: false, frame: device.bounds, background: model.background,
                            drawing: model.drawing, elements: model.elements)]
        for id in stack {
            guard let s = model.screens.first(where: { $0.id == id }) else { continue }
            let layer = Layer(id: s.id, isSheet: s.isSheet, frame: s.frame, background: s.background, drawing: s.drawing, elements: s.elements)
            if s.isSheet { layers.append(layer) } else { layers = [layer] }
        }
        return layers
    }

    func engine(_ settings: Settings) -> FileLayoutEngine {
        FileLayoutEngine(model: model, settings: settings, state: state, orders: orders, scrollOffsets: scrollOffsets)
    }

    // MARK: Drawing

    public func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        let layout = engine(settings)
        let layers = visibleLayers
        list.background = layers[0].background
        for (i, layer) in layers.enumerated() {
            if i > 0 {
                // A sheet dims what is under it and draws on its own background.
                list.fill(.rect(device.bounds), Color(red: 0, green: 0, blue: 0, alpha: 0.4))
                list.fill(.roundedRect(layer.frame, radius: 12), layer.background)
            }
            let origin = layer.isSheet ? layer.frame.origin : .zero
            for item in layout.reflow(layer.drawing, origin: origin, declaredHeight: nil).items { Self.append(item, to: &list) }
            for node in layout.place(layer.elements, origin: origin) { draw(node, into: &list) }
        }
    }

    private func draw(_ node: PlacedNode, into list: inout DisplayList) {
        for item in node.drawing { Self.append(item, to: &list) }
        func children(_ list: inout DisplayList) { for child in node.children { draw(child, into: &list) } }
        if let clip = node.clip { list.clipped(to: clip, children) } else { children(&list) }
    }

    /// Appends an item with its opacity and animation, inside the list's current scope.
    private static func append(_ item: DisplayItem, to list: inout DisplayList) {
        list.withOpacity(item.opacity) { list in list.animating(item.animation) { $0.append(item.command) } }
    }

    // MARK: Accessibility

    public func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        let layers = visibleLayers
        let top = layers[layers.count - 1]
        let origin = top.isSheet ? top.frame.origin : .zero
        let placed = engine(settings).place(top.elements, origin: origin)
        let elements = placed.map { element(for: $0, parent: nil) }
        guard let id = top.id else { return elements }
        // An opened screen or sheet: escape goes back, as a navigation controller or a sheet does.
        var container = AccessibilityElement.container(id: "screen:" + id, frame: top.frame, children: elements)
        container.viewIsModal = top.isSheet
        container.onEscape = { [unowned self] context in close(context) }
        return [container]
    }

    private func element(for placed: PlacedNode, parent: PlacedNode?) -> AccessibilityElement {
        let node = placed.node
        var e = node.element
        e.frame = placed.frame
        let text = { [state, model] (raw: String?) in raw.map { SpeechText(FileText.interpolate($0, state: state, model: model)) } }
        e.label = text(node.label)
        e.value = text(node.value)
        e.hint = text(node.hint)
        let o = placed.origin
        if node.element.path != nil { e.path = node.element.path?.applying(.translation(x: o.x, y: o.y)) }
        if let p = node.element.activationPoint { e.activationPoint = p + o }
        e.dragSources = node.element.dragSources.map { LocationDescriptor(name: $0.name, point: $0.point + o, viewID: $0.viewID) }
        e.dropPoints = node.element.dropPoints.map { LocationDescriptor(name: $0.name, point: $0.point + o, viewID: $0.viewID) }
        if let name = node.toggles {
            e.traits.insert(.toggleButton)
            e.value = SpeechText(state[name]?.display ?? "0")
        }
        if let name = node.adjusts, let declaration = model.state.first(where: { $0.name == name }) {
            e.traits.insert(.adjustable)
            e.value = SpeechText(state[name].map(declaration.spokenText) ?? "")
            e.onIncrement = { [unowned self] context in adjust(name, forward: true, context: context) }
            e.onDecrement = { [unowned self] context in adjust(name, forward: false, context: context) }
        }
        if let name = node.zooms, let declaration = model.state.first(where: { $0.name == name }) {
            e.value = SpeechText(state[name].map(declaration.spokenText) ?? "")
            e.onZoomIn = { [unowned self] _, context in zoom(name, in: true, context: context) }
            e.onZoomOut = { [unowned self] _, context in zoom(name, in: false, context: context) }
        }
        if let group = parent?.node.selection {
            e.traits.remove(.selected)
            if state[group] == .text(node.id) { e.traits.insert(.selected) }
        }
        if node.toggles != nil || node.activate != nil || parent?.node.selection != nil {
            let effect = node.activate
            let toggled = node.toggles
            let group = parent?.node.selection
            e.onActivate = { [unowned self] context in
                if let toggled { state[toggled] = .flag(!(state[toggled] == .flag(true))) }
                if let group { state[group] = .text(node.id) }
                if let effect { perform(effect, context: context) }
                return true
            }
        }
        e.customActions = node.actions.map { action in
            CustomAction(SpeechText(action.name)) { [unowned self] context in
                perform(action.effect, context: context)
                return true
            }
        }
        if node.scrolls {
            let paging = ScrollPaging(viewportHeight: placed.frame.height, contentHeight: placed.contentHeight)
            e.onScroll = { [unowned self] direction, context in scroll(node.id, paging, direction, context: context) }
        }
        e.children = placed.children.map { child in
            var c = element(for: child, parent: placed)
            if node.reorderable { c = withReorderDescriptors(c, axis: node.layout?.axis ?? .column) }
            return c
        }
        // Only what shows through a scroll area's viewport is exposed, as a scroll view does.
        if node.scrolls { e.children = Self.showing(e.children, in: placed.frame) }
        return e
    }

    /// The elements, and their descendants, that show through a viewport.
    private static func showing(_ elements: [AccessibilityElement], in viewport: Rect) -> [AccessibilityElement] {
        ScrollPaging.showing(elements.map { element in
            var e = element
            if !e.children.isEmpty { e.children = showing(e.children, in: viewport) }
            return e
        }, in: viewport)
    }

    // MARK: Behaviour

    /// Runs an effect: state first, then the announcement, then a screen opened or closed.
    func perform(_ effect: FileEffect, context: SceneContext) {
        for (name, value) in effect.set { state[name] = value }
        if let announcement = effect.announcement {
            context.post(.announcement(announcement.with(string: FileText.interpolate(announcement.string, state: state, model: model))))
        }
        if let id = effect.open {
            stack.append(id)
            context.post(.screenChanged(elementID: nil))
        }
        if effect.close { _ = close(context) }
    }

    /// Closes the topmost screen or sheet; false on the root screen (escape goes on up the chain).
    func close(_ context: SceneContext) -> Bool {
        guard !stack.isEmpty else { return false }
        stack.removeLast()
        context.post(.screenChanged(elementID: nil))
        return true
    }

    /// Zoom steps its state and announces the new value, as a zoomable view should.
    func zoom(_ name: String, in: Bool, context: SceneContext) -> Bool {
        guard adjust(name, forward: `in`, context: context), let value = state[name],
              let declaration = model.state.first(where: { $0.name == name }) else { return false }
        context.post(.announcement(SpeechText(declaration.spokenText(of: value))))
        return true
    }

    func adjust(_ name: String, forward: Bool, context: SceneContext) -> Bool {
        guard let declaration = model.state.first(where: { $0.name == name }), let value = state[name],
              let next = declaration.step(value, forward: forward) else { return false }
        state[name] = next
        return true
    }

    /// A three-finger scroll: up (or next) shows the following page, down (or previous) the one
    /// before, as a system scroll view does; VoiceOver is told "Page n of m". False at either end.
    func scroll(_ id: String, _ paging: ScrollPaging, _ direction: ScrollDirection, context: SceneContext) -> Bool {
        let forward: Bool
        switch direction {
        case .up, .next: forward = true
        case .down, .previous: forward = false
        case .left, .right: return false
        }
        guard let offset = paging.scrolled(from: scrollOffsets[id] ?? 0, forward: forward) else { return false }
        scrollOffsets[id] = offset
        context.post(.pageScrolled(paging.announcement(at: offset)))
        return true
    }

    // MARK: Reordering

    /// Drag sources and drop points generated from the arrangement: "Drag X" at the item's centre,
    /// "Drop above X" / "Drop below X" at its top and bottom edges in a column, "Drop before X" /
    /// "Drop after X" at its leading and trailing edges in a row or grid.
    private func withReorderDescriptors(_ item: AccessibilityElement, axis: FileLayout.Axis) -> AccessibilityElement {
        var e = item
        let name = e.label?.string ?? e.id
        let f = e.frame
        e.dragSources = [LocationDescriptor(name: "Drag \(name)", point: f.center)] + e.dragSources
        let edges: [LocationDescriptor]
        if axis == .column {
            edges = [LocationDescriptor(name: "Drop above \(name)", point: Point(f.midX, f.minY + 2)),
                     LocationDescriptor(name: "Drop below \(name)", point: Point(f.midX, f.maxY - 2))]
        } else {
            edges = [LocationDescriptor(name: "Drop before \(name)", point: Point(f.minX + 2, f.midY)),
                     LocationDescriptor(name: "Drop after \(name)", point: Point(f.maxX - 2, f.midY))]
        }
        e.dropPoints = edges + e.dropPoints
        return e
    }

    /// The placed nodes of the top layer, front (last drawn) first.
    func placedNodes(_ settings: Settings) -> [PlacedNode] {
        let layers = visibleLayers
        let top = layers[layers.count - 1]
        var all: [PlacedNode] = []
        func visit(_ nodes: [PlacedNode]) { for n in nodes { all.append(n); visit(n.children) } }
        visit(engine(settings).place(top.elements, origin: top.isSheet ? top.frame.origin : .zero))
        return all.reversed()
    }

    /// The reorderable container and placed item under `point`, on the top layer.
    func reorderTarget(at point: Point, settings: Settings) -> (container: PlacedNode, item: PlacedNode)? {
        for node in placedNodes(settings) where node.node.reorderable {
            if let item = node.children.first(where: { $0.frame.contains(point) }) { return (node, item) }
        }
        return nil
    }

    /// The element under `point` that declares drop points with effects, and the nearest of them.
    func dropTarget(at point: Point, settings: Settings) -> (node: PlacedNode, effect: FileEffect)? {
        for node in placedNodes(settings) where !node.node.dropEffects.isEmpty && node.frame.contains(point) {
            let points = node.node.element.dropPoints.filter { node.node.dropEffects[$0.name] != nil }
            guard let nearest = points.min(by: { ($0.point + node.origin).distance(to: point) < ($1.point + node.origin).distance(to: point) }) else { continue }
            return (node, node.node.dropEffects[nearest.name]!)
        }
        return nil
    }

    /// A reorderable item, else an element that declares drag sources, under `point`.
    public func dragItem(at point: Point, context: SceneContext) -> DragItem? {
        if let (_, item) = reorderTarget(at: point, settings: context.settings) {
            return DragItem(id: item.node.id, name: item.node.label ?? item.node.id)
        }
        guard let node = placedNodes(context.settings).first(where: { !$0.node.element.dragSources.isEmpty && $0.frame.contains(point) }) else { return nil }
        return DragItem(id: node.node.id, name: node.node.element.dragSources[0].name)
    }

    public func dropProposal(for item: DragItem, at point: Point, context: SceneContext) -> DropProposal {
        if let (node, _) = dropTarget(at: point, settings: context.settings), node.node.id != item.id {
            return DropProposal(.copy, targetID: node.node.id)
        }
        guard let (container, target) = reorderTarget(at: point, settings: context.settings),
              container.children.contains(where: { $0.node.id == item.id }) else { return .forbidden }
        return DropProposal(.move, targetID: target.node.id)
    }

    /// A drop point's effect runs; in a reorderable container the item moves before or after the one
    /// it is dropped on.
    public func performDrop(of item: DragItem, at point: Point, context: SceneContext) -> Bool {
        if let (node, effect) = dropTarget(at: point, settings: context.settings), node.node.id != item.id {
            perform(effect, context: context)
            return true
        }
        guard let (container, target) = reorderTarget(at: point, settings: context.settings),
              var order = orders[container.node.id], let from = order.firstIndex(of: item.id) else { return false }
        let f = target.frame
        let before = container.node.layout?.axis == .column ? point.y < f.midY
            : (point.x < f.midX) != context.settings.isRightToLeft
        order.remove(at: from)
        guard let at = order.firstIndex(of: target.node.id) ?? (target.node.id == item.id ? from : nil) else { return false }
        order.insert(item.id, at: target.node.id == item.id ? from : (before ? at : at + 1))
        guard order != orders[container.node.id] else { return false }
        orders[container.node.id] = order
        context.post(.layoutChanged(.none))
        return true
    }

    // MARK: State

    /// The file's id, then every named value, each reorderable container's order, each scroll
    /// area's page and the open screens: what a trace digests and replay diffs.
    public func stateSnapshot() -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = [("file", model.id)]
        for declaration in model.state { pairs.append((declaration.name, state[declaration.name]?.display ?? "")) }
        for key in orders.keys.sorted() { pairs.append(("order." + key, orders[key]!.joined(separator: ","))) }
        for key in scrollOffsets.keys.sorted() { pairs.append(("scroll." + key, Format.number(scrollOffsets[key]!))) }
        if !stack.isEmpty { pairs.append(("screens", stack.joined(separator: ","))) }
        return pairs
    }
}
