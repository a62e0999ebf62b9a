import AXCore
import Foundation

/// One node of a scene file as a component: it lays out in the frame it is given, draws its
/// drawing items there, exposes its element (or container) with the frame the layout gave it, and
/// takes the taps, drags and drops its declared behaviour asks for. Its children are composed from
/// the component model's containers (`Column`, `Row`, `ScrollArea`, `Absolute`), so a file gets the
/// reflow, right-to-left mirroring and hit-testing a Swift control gets. State lives in the scene.
struct FileNodeComponent: Component {
    let node: FileNode
    unowned let scene: FileScene
    /// The state holding the selection of the group this node is a child of, if any.
    let selectionGroup: String?
    /// Where the node's declared frame starts in its enclosing coordinates (zero when a layout places
    /// it): its drawing and declared points are relative to its frame's origin minus this.
    let declaredOrigin: Point
    /// What the node works out once in the layout it belongs to (nil when the scene does not keep
    /// arrangements).
    private let arrangement: Arrangement?

    /// A node a layout places (`size`, or the container's width): its coordinates start at its frame.
    init(laidOut node: FileNode, scene: FileScene, selectionGroup: String?) {
        self.node = node; self.scene = scene; self.selectionGroup = selectionGroup; declaredOrigin = .zero
        arrangement = Arrangement.kept(for: node, in: scene)
    }

    /// A node placed by its declared `frame` (moved by its `slide`), in its enclosing coordinates.
    init(placed node: FileNode, scene: FileScene, selectionGroup: String?, slide: Point) {
        self.node = node; self.scene = scene; self.selectionGroup = selectionGroup
        declaredOrigin = (node.frame?.origin ?? .zero) + slide
        arrangement = Arrangement.kept(for: node, in: scene)
    }

    /// A node's size, its children composed, their height and its items' frames, worked out once
    /// for the layout the component belongs to. A layout asks a node for them several times (a
    /// column measures each row for its own size, then again to place it), and every drag, drop
    /// proposal and drop on a reorderable list looks for the item under a point: each composed the
    /// children and measured every row again, 100 row sizes per proposal on a 50-row list, about
    /// 4,300 drops from its first state (docs/validation.md, "What exploration costs"). Exact: a
    /// component belongs to one layout, made for one state of the scene (a `ComponentScene` makes a
    /// new layout whenever its snapshot reads differently, and asks a layout's components only in the
    /// state it was made in), and what is kept here is a function of that state, of the settings
    /// (compared: other settings start afresh), and of the proposal, the width, or the frame and this
    /// node's own scroll offset, each entry keyed by them. `FileScene.keepsArrangements` off works
    /// everything out each time, to compare.
    final class Arrangement {
        /// The settings what follows was worked out under.
        private(set) var settings: Settings?
        /// The node's size for a proposal.
        var size: (proposal: Size, size: Size)?
        /// The children composed (`content`).
        var content: (any Component)??
        /// The composed children's height in a width.
        var height: (width: Double, height: Double)?
        /// The laid-out items in a frame, at a scroll offset, in the order a search meets them.
        var items: (frame: Rect, offset: Double?, items: [(node: FileNode, frame: Rect)])?

        /// One for a node of a scene that keeps them; nil otherwise.
        static func kept(for node: FileNode, in scene: FileScene) -> Arrangement? {
            scene.keepsArrangements ? Arrangement() : nil
        }

        /// Forgets what was worked out under other settings.
        func use(_ settings: Settings) {
            guard self.settings != settings else { return }
            self.settings = settings
            size = nil; content = nil; height = nil; items = nil
        }
    }

    private var isLaidOut: Bool { node.frame == nil }

    /// The origin the node's drawing, path and points are relative to.
    private func origin(of frame: Rect) -> Point { Point(frame.minX - declaredOrigin.x, frame.minY - declaredOrigin.y) }

    private func drawing(_ settings: Settings) -> FileDrawing { scene.drawing(settings) }

    // MARK: Layout

    /// The node's size (`measuredSize`), measured once per proposal in its arrangement.
    func sizeThatFits(_ proposal: Size, settings: Settings) -> Size {
        guard let arrangement else { return measuredSize(proposal, settings: settings) }
        arrangement.use(settings)
        if let kept = arrangement.size, kept.proposal == proposal { return kept.size }
        let size = measuredSize(proposal, settings: settings)
        arrangement.size = (proposal, size)
        return size
    }

    /// A laid-out node: its declared size (a column's width), grown to its wrapped text and to its
    /// laid-out children; a placed node: its declared frame's size, a container with a layout grown
    /// to hold its children (a scroll area keeps its viewport).
    private func measuredSize(_ proposal: Size, settings: Settings) -> Size {
        guard isLaidOut else {
            var size = node.frame!.size
            if node.layout != nil, !node.scrolls, let height = contentHeight(width: size.width, settings: settings) {
                size.height = max(size.height, height)
            }
            return size
        }
        let declared = node.size ?? Size(proposal.width, 44)
        let width = proposal.width.isFinite && node.size == nil ? proposal.width : declared.width
        var height = scene.reflowedHeight(of: node, declaredHeight: declared.height, settings: settings)
        if !node.scrolls, let contentHeight = contentHeight(width: width, settings: settings) {
            height = max(height, contentHeight)
        }
        return Size(width: width, height: height)
    }

    /// The composed children's height in `width`, nil without children: measured once per width in
    /// the node's arrangement.
    private func contentHeight(width: Double, settings: Settings) -> Double? {
        guard let arrangement else {
            return content(settings)?.sizeThatFits(Size(width: width, height: .infinity), settings: settings).height
        }
        arrangement.use(settings)
        if let kept = arrangement.height, kept.width == width { return kept.height }
        guard let content = content(settings) else { return nil }
        let height = content.sizeThatFits(Size(width: width, height: .infinity), settings: settings).height
        arrangement.height = (width, height)
        return height
    }

    /// The children, composed (once per arrangement).
    private func content(_ settings: Settings) -> (any Component)? {
        guard let arrangement else { return composedContent(settings) }
        arrangement.use(settings)
        if let kept = arrangement.content { return kept }
        let content = composedContent(settings)
        arrangement.content = .some(content)
        return content
    }

    /// The children, composed: a column, row or grid, in a scroll area if the node scrolls; or placed
    /// by their frames.
    private func composedContent(_ settings: Settings) -> (any Component)? {
        guard !node.children.isEmpty else { return nil }
        let kids = scene.present(scene.ordered(node), settings: settings)
        guard let layout = node.layout else { return scene.placed(kids, selectionGroup: node.selection, settings: settings) }
        let items: [any Component] = kids.map { FileNodeComponent(laidOut: $0, scene: scene, selectionGroup: node.selection) }
        let stack: any Component
        switch layout.axis {
        case .column: stack = Column(spacing: layout.spacing, items)
        case .row: stack = Row(spacing: layout.spacing, items)
        case .grid:
            let rows = stride(from: 0, to: items.count, by: layout.columns).map {
                Row(spacing: layout.spacing, Array(items[$0..<min($0 + layout.columns, items.count)])) as any Component
            }
            stack = Column(spacing: layout.spacing, rows)
        }
        guard node.scrolls else { return stack }
        return ScrollArea(id: node.id, state: scene.scrollState(node.id), axis: node.scrollAxis, stack)
    }

    func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
        guard let content = content(settings) else { return [] }
        // Placed children are relative to the node's origin; a layout starts at the node's frame.
        if node.layout == nil { return [PlacedComponent(content, in: Rect(origin: origin(of: frame), size: frame.size))] }
        if node.scrolls { return [PlacedComponent(content, in: frame)] }
        let height = contentHeight(width: frame.width, settings: settings)!
        return [PlacedComponent(content, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height))]
    }

    // MARK: Drawing

    func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
        let d = drawing(settings)
        let items: [DisplayItem]
        if isLaidOut {
            let declared = Rect(origin: frame.origin, size: Size(frame.width, node.size?.height ?? 44))
            items = d.reflow(node.drawing, origin: frame.origin, declaredHeight: declared.height).items
                .map { FileDrawing.stretched($0, filling: declared, to: frame.height) }
        } else {
            items = d.reflow(node.drawing, origin: origin(of: frame), declaredHeight: nil).items
        }
        for item in items { FileDrawing.append(item, to: &list) }
    }

    // MARK: Accessibility

    func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
        guard node.children.isEmpty else { return [] }
        return [scene.element(for: node, frame: frame, origin: origin(of: frame), selectionGroup: selectionGroup)]
    }

    /// A node with children is a container of their elements (a scroll area's are trimmed to what
    /// shows, descendants included); a reorderable one gives each child its drag and drop descriptors.
    func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect,
                               settings: Settings) -> [AccessibilityElement] {
        guard !node.children.isEmpty else { return children }
        var container = scene.element(for: node, frame: frame, origin: origin(of: frame), selectionGroup: selectionGroup)
        var kids = children
        if node.scrolls, kids.count == 1, kids[0].id == node.id {
            // The scroll area's own node answers the three-finger scroll: its hook moves to this node.
            container.onScroll = kids[0].onScroll
            container.scrollContent = kids[0].scrollContent
            kids = FileNodeComponent.showing(kids[0].children, in: frame, axis: node.scrollAxis)
        }
        if node.reorderable {
            let axis = node.layout?.axis ?? .column
            kids = kids.map { FileNodeComponent.withReorderDescriptors($0, axis: axis, names: scene.reorderNames) }
            if var content = container.scrollContent {
                content.elements = content.elements.map { FileNodeComponent.withReorderDescriptors($0, axis: axis, names: scene.reorderNames) }
                container.scrollContent = content
            }
        }
        container.children = kids
        return [container]
    }

    /// The elements, and their descendants, that show through a viewport.
    static func showing(_ elements: [AccessibilityElement], in viewport: Rect, axis: ScrollAxis) -> [AccessibilityElement] {
        ScrollPaging.showing(elements.map { element in
            var e = element
            if !e.children.isEmpty { e.children = showing(e.children, in: viewport, axis: axis) }
            return e
        }, in: viewport, axis: axis)
    }

    /// Drag sources and drop points generated from the arrangement: "Drag X" at the item's centre,
    /// "Drop above X" / "Drop below X" at its top and bottom edges in a column, "Drop before X" /
    /// "Drop after X" at its leading and trailing edges in a row or grid.
    static func withReorderDescriptors(_ item: AccessibilityElement, axis: FileLayout.Axis, names: ReorderNames) -> AccessibilityElement {
        var e = item
        let spelt = names.spelt(for: e.label?.string ?? e.id, axis: axis)
        let f = e.frame
        e.dragSources = [LocationDescriptor(name: spelt.drag, point: f.center)] + e.dragSources
        let edges: [LocationDescriptor]
        if axis == .column {
            edges = [LocationDescriptor(name: spelt.leading, point: Point(f.midX, f.minY + 2)),
                     LocationDescriptor(name: spelt.trailing, point: Point(f.midX, f.maxY - 2))]
        } else {
            edges = [LocationDescriptor(name: spelt.leading, point: Point(f.minX + 2, f.midY)),
                     LocationDescriptor(name: spelt.trailing, point: Point(f.maxX - 2, f.midY))]
        }
        e.dropPoints = edges + e.dropPoints
        return e
    }

    // MARK: Input

    /// Takes the point where the node has something to do with a finger: a tap that activates it, a
    /// drag it starts, a drop it accepts, or items it reorders.
    func hitTest(_ point: Point, in frame: Rect, settings: Settings) -> Bool {
        frame.contains(point) && takesTouches
    }

    /// The frame when the node takes touches at all, else nowhere: a node without behaviour (an
    /// element that only speaks) is never asked, however many lie in front of the one tapped.
    func hitRegion(in frame: Rect, settings: Settings) -> HitRegion { takesTouches ? .within(frame) : .nowhere }

    /// What the file declares for it (fixed for the node: its state never changes it).
    private var takesTouches: Bool {
        node.reorderable || !node.element.dragSources.isEmpty || !node.dropEffects.isEmpty
            || (node.children.isEmpty && scene.activation(for: node, selectionGroup: selectionGroup) != nil)
    }

    /// A tap does what a double tap with VoiceOver does, as a UIKit control's action does.
    func gesture(_ gesture: SceneGesture, in frame: Rect, context: SceneContext) -> Bool {
        guard gesture.kind == .tap, node.children.isEmpty,
              let activate = scene.activation(for: node, selectionGroup: selectionGroup) else { return false }
        return activate(context)
    }

    /// The laid-out child under `point` in a reorderable node, with its frame.
    private func item(at point: Point, in frame: Rect, settings: Settings) -> (node: FileNode, frame: Rect)? {
        guard node.reorderable else { return nil }
        return items(in: frame, settings: settings).first { $0.frame.contains(point) }
    }

    /// The laid-out children of a node, with their frames, as a search front to back through the
    /// composed children meets them (inside a stack, a grid's rows, a scroll area): kept in the
    /// arrangement for the frame and this node's scroll offset, which moves them.
    private func items(in frame: Rect, settings: Settings) -> [(node: FileNode, frame: Rect)] {
        let offset = node.scrolls ? scene.scrollStates[node.id]?.offset : nil
        if let arrangement {
            arrangement.use(settings)
            if let kept = arrangement.items, kept.frame == frame, kept.offset == offset { return kept.items }
        }
        var found: [(node: FileNode, frame: Rect)] = []
        func collect(_ placed: [PlacedComponent]) {
            for p in placed {
                if let child = p.component as? FileNodeComponent {
                    found.append((child.node, p.frame))
                } else {
                    collect(p.component.children(in: p.frame, settings: settings))
                }
            }
        }
        collect(children(in: frame, settings: settings))
        arrangement?.items = (frame, offset, found)
        return found
    }

    func dragItem(at point: Point, in frame: Rect, context: SceneContext) -> DragItem? {
        if let (item, _) = item(at: point, in: frame, settings: context.settings) { return DragItem(id: item.id, name: item.label ?? item.id) }
        guard let source = node.element.dragSources.first else { return nil }
        return DragItem(id: node.id, name: source.name)
    }

    func dropProposal(for item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> DropProposal? {
        if !node.dropEffects.isEmpty, item.id != node.id { return DropProposal(.copy, targetID: node.id) }
        guard let (target, _) = self.item(at: point, in: frame, settings: context.settings),
              node.children.contains(where: { $0.id == item.id }) else { return nil }
        return DropProposal(.move, targetID: target.id)
    }

    /// A drop point's effect runs (the nearest point's); in a reorderable node the item moves before
    /// or after the one it is dropped on.
    func performDrop(of item: DragItem, at point: Point, in frame: Rect, context: SceneContext) -> Bool {
        if !node.dropEffects.isEmpty {
            let o = origin(of: frame)
            let points = node.element.dropPoints.filter { node.dropEffects[$0.name] != nil }
            guard let nearest = points.min(by: { ($0.point + o).distance(to: point) < ($1.point + o).distance(to: point) }) else { return false }
            scene.perform(node.dropEffects[nearest.name]!, context: context)
            return true
        }
        guard let (target, f) = self.item(at: point, in: frame, settings: context.settings) else { return false }
        let before = node.layout?.axis == .column ? point.y < f.midY : point.x < f.midX
        return scene.move(item.id, in: node.id, relativeTo: target.id, before: before, context: context)
    }
}

/// The names of a reorderable item's drag source and two drop points ("Drag X", "Drop above X" and
/// "Drop below X" in a column, "Drop before X" and "Drop after X" in a row or grid), spelt once per
/// item name and axis for the scene: every layout of a reordered list exposes every row again, and
/// spelling three names for each row each time cost more than finding them again.
/// Exact: the names are a function of the item's name and the axis, the key. Shared by the copies
/// of one parsed file, so locked: the window's findings are validated on copies in the background.
final class ReorderNames: @unchecked Sendable {
    struct Spelt { let drag, leading, trailing: String }
    private struct Key: Hashable { let name: String; let column: Bool }
    /// Names with state interpolated into them could grow without end: past this many the table
    /// starts afresh (the names are spelt again, the same).
    static let kept = 4096
    private var spelt: [Key: Spelt] = [:]
    private let lock = NSLock()

    /// The three names for an item named `name` in a container laid out along `axis`.
    func spelt(for name: String, axis: FileLayout.Axis) -> Spelt {
        let key = Key(name: name, column: axis == .column)
        lock.lock(); defer { lock.unlock() }
        if let known = spelt[key] { return known }
        let names = key.column
            ? Spelt(drag: "Drag \(name)", leading: "Drop above \(name)", trailing: "Drop below \(name)")
            : Spelt(drag: "Drag \(name)", leading: "Drop before \(name)", trailing: "Drop after \(name)")
        if spelt.count >= Self.kept { spelt.removeAll(keepingCapacity: true) }
        spelt[key] = names
        return names
    }
}
