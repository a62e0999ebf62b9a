/// A component tree laid out once for one set of settings: every component with its frame. The
/// drawing, the accessibility tree, hit-testing and declared gestures are all read from it, so a
/// control's frames are computed in one place. Right-to-left layouts are mirrored here, once, for
/// everything the components produce.
public struct ComponentLayout {
    /// One placed component and the components inside it. A class: a layout's walks (drawing,
    /// elements, hit-testing) pass nodes around and iterate their children, and a node as a value
    /// copied its component, settings, regions and children at each step; read-only once placed.
    public final class Node {
        /// The component placed.
        public let component: any Component
        /// The frame in the component's layout coordinates (as in a left-to-right layout).
        public let frame: Rect
        /// The components inside it, back to front.
        public let children: [Node]
        /// Where the children's drawing is clipped, in layout coordinates.
        public let clip: Rect?
        /// Whether this node keeps its content left-to-right inside a mirrored layout.
        public let isUnmirroredIsland: Bool
        /// From this node's layout coordinates to the scene's.
        public let toScene: HorizontalMapping
        /// The settings this component lays out and behaves under (its container may have changed them).
        public let settings: Settings
        /// Where the component itself may take a touch, in scene coordinates.
        let ownHitRegion: HitRegion
        /// Where anything in this subtree may take a touch, in scene coordinates: the component's own
        /// region and its children's inside its clip.
        let hitRegion: HitRegion
        /// The children that may take a touch somewhere, front to back.
        let hitCandidates: HitCandidates
        /// Where a `Keyed` subtree's elements are kept once read, shared by the layouts that reuse it.
        /// Set once, as the subtree is first placed.
        fileprivate(set) var keyedElements: KeyedElements? = nil
        /// The id of the first element the component exposes of its own (not its children's), once
        /// asked: set as the tree is read (`collectOwn`), so the walks that ask which components are
        /// elements (`decorations(over:)`) do not ask every component again. `.some(nil)`: none.
        fileprivate var ownElementID: String?? = nil

        /// Whether the component exposes, of its own, an element that ignores invert colours (or
        /// holds one, or presents one around its children, as a container): set as the tree is
        /// read (`collectOwn`), else asked once as it is drawn.
        fileprivate var ownElementIgnoresInvertColors: Bool? = nil

        /// Whether the component is an `IgnoringInvertColors`: known when the node is made, as the
        /// component never changes, so drawing does not copy the component out of its existential
        /// and ask its dynamic type each time (1.8% of validating a screen of posters).
        private let isInvertExemptComponent: Bool

        /// Whether Smart Invert leaves this component's drawing and its subtree's as drawn: it is an
        /// `IgnoringInvertColors`, or exposes an element that ignores invert colours, as UIKit's
        /// property on a view covers the view and its subviews and nothing drawn over them.
        fileprivate func ignoresInvertColors(asking: Bool) -> Bool {
            if isInvertExemptComponent { return true }
            if let known = ownElementIgnoresInvertColors { return known }
            guard asking else { return false }
            // A container's own element is the one it presents around its children (a scene file's
            // scroll area): asked with none, it is that element alone.
            let own = AccessibilityElement.anyIgnoresInvertColors(in: component.accessibilityElements(in: frame, settings: settings))
                || component.accessibilityElements(containing: [], in: frame, settings: settings).contains(where: \.ignoresInvertColors)
            ownElementIgnoresInvertColors = own
            return own
        }

        /// Whether the component exposes an element of its own, asked once.
        fileprivate var exposesOwnElement: Bool {
            if case .some(let id) = ownElementID { return id != nil }
            return firstOwnElementID != nil
        }

        /// The id of the first element the component exposes of its own, asked once. A hidden one
        /// (`elementsHidden`) is no element any technology focuses: a component exposing only such
        /// is decoration, and what it draws over an element hides that element's focus ring.
        fileprivate var firstOwnElementID: String? {
            if let known = ownElementID { return known }
            let id = component.accessibilityElements(in: frame, settings: settings).first { !$0.elementsHidden }?.id
            ownElementID = .some(id)
            return id
        }

        init(component: any Component, frame: Rect, children: [Node], clip: Rect?, isUnmirroredIsland: Bool,
             toScene: HorizontalMapping, settings: Settings, ownHitRegion: HitRegion, hitRegion: HitRegion,
             hitCandidates: HitCandidates) {
            self.component = component; self.frame = frame; self.children = children; self.clip = clip
            self.isUnmirroredIsland = isUnmirroredIsland; self.toScene = toScene; self.settings = settings
            self.ownHitRegion = ownHitRegion; self.hitRegion = hitRegion; self.hitCandidates = hitCandidates
            // The type compared, not cast: a struct has no subclass.
            isInvertExemptComponent = type(of: component) == IgnoringInvertColors.self
        }
    }

    /// The settings the layout was made for.
    public let settings: Settings
    /// The screen it fills.
    public let bounds: Rect
    /// The root component, placed on `bounds`.
    public let root: Node
    /// Whether drawing asks a component, whose elements this layout has not read, if one ignores
    /// invert colours (`Node.ignoresInvertColors(asking:)`). Its scene turns it off once it knows it
    /// exposes no such element: the question is a read of every component's elements, which a
    /// variant judged on another's tree (`Validator.sharesVariantTrees`) exists not to pay.
    public let invertQuestions = InvertQuestions()

    /// Whether drawing may ask components for their elements (`ComponentLayout.invertQuestions`).
    public final class InvertQuestions {
        /// On until the scene knows none of its elements ignores invert colours.
        public var asked = true
    }

    /// Lays `component` out in `bounds` (the device's screen) for `settings`.
    public init(_ component: any Component, in bounds: Rect, settings: Settings) {
        self.init(component, in: bounds, settings: settings, memo: nil)
    }

    /// Lays `component` out, reusing the `Keyed` subtrees `memo` kept from earlier layouts.
    init(_ component: any Component, in bounds: Rect, settings: Settings, memo: LayoutMemo?) {
        self.settings = settings
        self.bounds = bounds
        let rootMapping: HorizontalMapping = settings.isRightToLeft ? .mirrored(about: bounds.midX) : .identity
        root = Self.place(component, in: bounds, settings: settings, toScene: rootMapping, memo: memo)
    }

    /// `component` placed at `frame`: the node `memo` kept for it when it is keyed, else a new one.
    private static func place(_ component: any Component, in frame: Rect, settings: Settings,
                              toScene parent: HorizontalMapping, memo: LayoutMemo?) -> Node {
        if let memo, let key = component.layoutKey {
            let entry = memo.entry(key, frame: frame, settings: settings, toScene: parent)
            if let node = entry.node { return node }
            let node = placeAfresh(component, in: frame, settings: settings, toScene: parent, memo: memo)
            node.keyedElements = KeyedElements()
            entry.node = node
            return node
        }
        return placeAfresh(component, in: frame, settings: settings, toScene: parent, memo: memo)
    }

    /// `component` placed at `frame`, its own methods asked (its children through `place`).
    private static func placeAfresh(_ component: any Component, in frame: Rect, settings: Settings,
                                    toScene parent: HorizontalMapping, memo: LayoutMemo?) -> Node {
        let island = parent.mirrors && !component.mirrorsInRightToLeft
        // An island's content is mirrored within its frame, so the layout's mirror turns it back.
        let toScene = island ? HorizontalMapping.mirrored(about: frame.midX).followed(by: parent) : parent
        let inner = component.settings(forChildren: settings)
        let children = component.children(in: frame, settings: settings).map {
            place($0.component, in: $0.frame, settings: inner, toScene: toScene, memo: memo)
        }
        let clip = component.childClip(in: frame, settings: settings)
        let own = component.hitRegion(in: frame, settings: settings).mapped(toScene)
        var inside = HitRegion.nowhere
        for child in children { inside = inside.union(child.hitRegion) }
        if let clip { inside = inside.clipped(to: toScene.apply(clip)) }
        return Node(component: component, frame: frame, children: children, clip: clip, isUnmirroredIsland: island,
                    toScene: toScene, settings: settings, ownHitRegion: own, hitRegion: own.union(inside),
                    hitCandidates: children.isEmpty ? .none : HitCandidates(children))
    }

    // MARK: Drawing

    /// Draws every component back to front, mirrored for a right-to-left layout.
    public func draw(into list: inout DisplayList, time: Int) {
        guard root.toScene.mirrors else { draw(root, into: &list, time: time, visible: nil); return }
        list.append(contentsOf: mirroredDrawing(of: root, about: bounds.midX, background: &list.background, time: time, visible: nil,
                                                drawsClippedContent: list.drawsClippedContent),
                    mapped: .mirrored(about: bounds.midX))
    }

    private func mirroredDrawing(of node: Node, about axis: Double, background: inout Color, time: Int, visible: Rect?,
                                 drawsClippedContent: Bool) -> DisplayList {
        var scratch = DisplayList(background: background)
        scratch.drawsClippedContent = drawsClippedContent
        draw(node, into: &scratch, time: time, visible: visible)
        background = scratch.background
        return scratch
    }

    /// Draws `node` and what of its subtree can show through the clips above it: `visible` is their
    /// intersection in layout coordinates (nil when nothing above clips, or the list
    /// `drawsClippedContent`), and a component whose frame lies wholly outside it (a post scrolled
    /// away) is not drawn, as UIKit does not draw a cell that is off screen. A margin keeps what a
    /// component draws around its frame (a shadow, a halo).
    private func draw(_ node: Node, into list: inout DisplayList, time: Int, visible: Rect?) {
        if let visible, !node.frame.intersects(visible.insetBy(dx: -Self.drawingOverhang, dy: -Self.drawingOverhang)) { return }
        if node.isUnmirroredIsland {
            let island = Node(component: node.component, frame: node.frame, children: node.children, clip: node.clip,
                              isUnmirroredIsland: false, toScene: node.toScene, settings: node.settings,
                              ownHitRegion: node.ownHitRegion, hitRegion: node.hitRegion, hitCandidates: node.hitCandidates)
            // The island's content is mirrored within its frame: so is what shows of it.
            let mirror = HorizontalMapping.mirrored(about: node.frame.midX)
            list.append(contentsOf: mirroredDrawing(of: island, about: node.frame.midX, background: &list.background, time: time,
                                                    visible: visible.map(mirror.apply), drawsClippedContent: list.drawsClippedContent),
                        mapped: mirror)
            return
        }
        // The one place a component scene's drawing is marked as Smart Invert's to spare.
        if !list.isIgnoringInvertColors && node.ignoresInvertColors(asking: invertQuestions.asked) {
            list.ignoringInvertColors { draw(node, into: &$0, time: time, visible: visible) }
            return
        }
        node.component.draw(in: node.frame, into: &list, settings: node.settings, time: time)
        guard !node.children.isEmpty else { return }
        var inner = visible
        if let clip = node.clip {
            list.append(.pushClip(clip))
            if !list.drawsClippedContent { inner = visible.map { $0.intersection(clip) ?? Rect(x: clip.minX, y: clip.minY, width: 0, height: 0) } ?? clip }
        }
        for child in node.children { draw(child, into: &list, time: time, visible: inner) }
        if node.clip != nil { list.append(.popClip) }
    }

    /// How far past its frame a component may draw and still be seen inside a clipping container.
    static let drawingOverhang = 44.0

    /// What the component exposing each element (as its first) draws at `time`, with all it holds,
    /// inside the clips above it, in scene coordinates, by element id (the first component exposing
    /// an id): what lies over everything drawn before it, as the frame draws it. An element's frame
    /// says where it may be touched, not what it shows: a full-width header declared after a
    /// trailing button draws its title and nothing over the button (validation's
    /// `keyboard.focus-hidden` asks this). One walk for every element: asked element by element, a
    /// walk each was quadratic in a screen's elements. Only the elements `ids` are drawn when given
    /// (`invert.image-inverted` reads its images'), and the walk ends once all of them are: drawing
    /// every component for a few images was a tenth of validating a screen of posters.
    public func elementDrawings(time: Int, of ids: Set<String>? = nil) -> [String: DisplayList] {
        var drawings: [String: DisplayList] = [:]
        var clips: [Rect] = []
        var left = ids?.count ?? Int.max
        func visit(_ node: Node) {
            guard left > 0 else { return }
            if let id = node.component.accessibilityElements(in: node.frame, settings: node.settings).first?.id, drawings[id] == nil,
               ids?.contains(id) ?? true {
                left -= 1
                var own = DisplayList()
                for clip in clips { own.append(.pushClip(clip)) }
                draw(node, into: &own, time: time, visible: nil)
                for _ in clips { own.append(.popClip) }
                var placed = DisplayList(background: own.background)
                placed.append(contentsOf: own, mapped: node.toScene)
                drawings[id] = placed
            }
            if let clip = node.clip { clips.append(clip) }
            node.children.forEach(visit)
            if node.clip != nil { clips.removeLast() }
        }
        visit(root)
        return drawings
    }

    /// A component that exposes no element of its own (a banner, a backdrop, a card's fill) placed
    /// after the whole drawing of an element, its frame holding the element's
    /// (`decorations(over:)`): what may draw over that element besides other elements' drawings
    /// (`elementDrawings`).
    public struct Decoration {
        /// Its place in the paint order: a component comes after those drawn before it.
        public let order: Int
        /// Its frame, in scene coordinates.
        public let frame: Rect
        /// What it draws itself (not its children), inside the clips above it, in scene coordinates.
        public let drawing: DisplayList
    }

    /// For each of `elements` (an id and its frame in scene coordinates, asked only when some
    /// component is placed after an element's drawing), the components exposing no element of
    /// their own that draw something themselves at `time`, placed after the whole drawing of the
    /// component exposing it first (its children included), whose frames hold its frame, edges
    /// included: the only ones whose own drawing, kept inside its frame, may cover every point of
    /// the element's. What lies over an element besides other elements' drawings (`elementDrawings`).
    ///
    /// Kept cheap, as validation asks it of every state under every layout: one walk asks each
    /// component nothing new (a component's elements are those the tree read found, `collectOwn`)
    /// and keeps those placed after the first element's drawing; only where their frames hold an
    /// element's is it asked where that element's drawing ends (from the walk, once an element),
    /// and only those placed after it are drawn (a stack or a padding draws nothing and is
    /// dropped). Most screens have none; a screen's background, drawn before everything on it,
    /// never is one.
    ///
    /// `byDrawing` (a scene file's, whose drawing is placed by hand, anywhere) pairs a component
    /// with the elements that what it draws opaquely holds, not its frame: each component placed
    /// after the first element's drawing is drawn to know it, and the on/off settings that drawing
    /// reads are noted with the rest (`DecorationsOver.drawingReads`).
    public func decorations(over elements: () -> [(id: String, frame: Rect)], time: Int, byDrawing: Bool = false) -> DecorationsOver {
        var walk = DecorationWalk()
        walk.visit(root, clip: -1)
        guard !walk.placed.isEmpty else { return DecorationsOver() }
        // The elements by their tops: a component looks only at those whose tops lie in its span.
        let sorted = elements().sorted { $0.frame.minY < $1.frame.minY }
        guard !sorted.isEmpty else { return DecorationsOver() }
        var pairs: [(placed: Int, frame: Rect, element: Int)] = []
        var pairingReads: NotedSettings = []
        for (p, placed) in walk.placed.enumerated() {
            let frame = placed.node.toScene.apply(placed.node.frame)
            var box = frame
            if byDrawing {
                guard let fills = ownDrawing(of: placed.node, inside: [], time: time, noting: &pairingReads)?.opaqueFillBounds else { continue }
                box = fills
            }
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid].frame.minY < box.minY { low = mid + 1 } else { high = mid }
            }
            for e in low..<sorted.count {
                if sorted[e].frame.minY > box.maxY { break }
                if box.contains(sorted[e].frame) { pairs.append((p, frame, e)) }
            }
        }
        guard !pairs.isEmpty else { var none = DecorationsOver(); none.drawingReads = pairingReads; return none }
        // Where the drawing of each element a component's frame holds ends, from the walk's
        // elements, asked only in the states that have such a pair and once an element. A
        // container around the element (a card holding its buttons) is placed before that end,
        // and is dropped undrawn.
        let endByID = walk.endsByElementID()
        var ends = [Int??](repeating: nil, count: sorted.count)
        var result = DecorationsOver()
        var nodes: [Int: (node: Node, clips: [Rect])] = [:]
        for pair in pairs {
            let placed = walk.placed[pair.placed], id = sorted[pair.element].id
            if ends[pair.element] == nil { ends[pair.element] = .some(endByID[id]) }
            guard let end = ends[pair.element] ?? nil, end < placed.order,
                  result.candidates.last.map({ $0.order != placed.order || $0.elementID != id }) ?? true else { continue }
            result.candidates.append((placed.order, pair.frame, id))
            if nodes[placed.order] == nil {
                var clips: [Rect] = []
                var link = placed.clip
                while link >= 0 { clips.append(walk.chain[link].clip); link = walk.chain[link].parent }
                nodes[placed.order] = (placed.node, clips.reversed())
            }
        }
        guard !result.candidates.isEmpty else { result.drawingReads = pairingReads; return result }
        draw(&result, nodes: nodes, time: time)
        result.drawingReads.formUnion(pairingReads)
        return result
    }

    /// What `found`, found on a layout that places its components as this one does (made under
    /// settings that differ from this one's only in what its components read while drawing), finds
    /// on this one: the same components, placed alike, drawn as this layout draws them. Only they
    /// are drawn, found by their places in the paint order; which component exposes which element
    /// is the other layout's, found once (asking this one's components would note reads beyond
    /// drawing, `SettingsReads`).
    public func decorations(like found: DecorationsOver, time: Int) -> DecorationsOver {
        guard !found.candidates.isEmpty else { return found }
        var result = DecorationsOver()
        result.candidates = found.candidates
        let orders = Set(found.candidates.map(\.order))
        var nodes: [Int: (node: Node, clips: [Rect])] = [:]
        var clips: [Rect] = []
        var order = 0
        func visit(_ node: Node) {
            order += 1
            if orders.contains(order) { nodes[order] = (node, clips) }
            if let clip = node.clip { clips.append(clip) }
            node.children.forEach(visit)
            if node.clip != nil { clips.removeLast() }
        }
        visit(root)
        draw(&result, nodes: nodes, time: time)
        return result
    }

    /// Draws the candidates of `result` (`nodes`, by place), noting the on/off settings they read,
    /// and keeps, over each element, those that draw something.
    private func draw(_ result: inout DecorationsOver, nodes: [Int: (node: Node, clips: [Rect])], time: Int) {
        var reads: NotedSettings = []
        var drawings: [Int: DisplayList] = [:]
        for (order, placed) in nodes {
            if let drawing = ownDrawing(of: placed.node, inside: placed.clips, time: time, noting: &reads) { drawings[order] = drawing }
        }
        result.drawingReads = reads
        for pair in result.candidates {
            guard let drawing = drawings[pair.order] else { continue }
            result.byElement[pair.elementID, default: []].append(Decoration(order: pair.order, frame: pair.frame, drawing: drawing))
        }
    }

    /// The components exposing no element drawn over elements (`decorations(over:time:)`).
    public struct DecorationsOver {
        /// Those over each element, by its id, in paint order.
        public var byElement: [String: [Decoration]] = [:]
        /// Every component exposing no element placed after the whole drawing of an element whose
        /// frame its frame holds, with that element's id, drawing or not: what another layout
        /// placing its components alike draws again (`decorations(like:time:)`).
        fileprivate var candidates: [(order: Int, frame: Rect, elementID: String)] = []
        /// The on/off settings the candidates read while drawing: under settings that differ in none
        /// of them, a layout that places its components alike draws them alike, and finds the same.
        package var drawingReads: NotedSettings = []

        /// Nothing over any element.
        public init() {}

        /// Whether a layout that places its components as the one that found these under `settings`
        /// does, under `other`, finds the same: they differ in no on/off setting its candidates read.
        package func holdAlike(under settings: Settings, and other: Settings) -> Bool {
            drawingReads.isDisjoint(with: settings.noted(differingFrom: other))
        }
    }

    /// The walk `decorations(over:time:)` makes: each component's place in the paint order, and the
    /// components exposing no element placed after the end of some element's drawing, with the
    /// clips above them as a chain (each clip with the one above it).
    private struct DecorationWalk {
        var order = 0
        /// Where the first element's drawing, its children's included, ended.
        var firstEnd = Int.max
        var placed: [(order: Int, node: Node, clip: Int)] = []
        var chain: [(clip: Rect, parent: Int)] = []
        /// The components exposing an element of their own, each with where its drawing ends, in
        /// the order their drawings end.
        var elements: [(end: Int, node: Node)] = []

        mutating func visit(_ node: Node, clip: Int) {
            order += 1
            let isElement = node.exposesOwnElement
            if !isElement, order > firstEnd, !node.isUnmirroredIsland { placed.append((order, node, clip)) }
            var inner = clip
            if let c = node.clip {
                chain.append((c, clip))
                inner = chain.count - 1
            }
            for child in node.children { visit(child, clip: inner) }
            if isElement {
                if firstEnd == .max { firstEnd = order }
                elements.append((order, node))
            }
        }

        /// Where, in the paint order, the drawing of the first component exposing each element as
        /// its first element ends, its children's included, by the element's id.
        func endsByElementID() -> [String: Int] {
            var ends: [String: Int] = [:]
            ends.reserveCapacity(elements.count)
            // Backwards, so the first to expose an id is the one kept.
            for element in elements.reversed() {
                if let id = element.node.firstOwnElementID { ends[id] = element.end }
            }
            return ends
        }
    }

    /// What `node`'s component draws itself at `time`, not its children, inside `clips` (the clips
    /// above it, outermost first, in layout coordinates), in scene coordinates; nil when it draws
    /// nothing. The on/off settings it reads, through its settings or any it kept from the scene's
    /// body, are added to `reads`, all of them where the scene notes none.
    private func ownDrawing(of node: Node, inside clips: [Rect], time: Int, noting reads: inout NotedSettings) -> DisplayList? {
        var own = DisplayList()
        for clip in clips { own.append(.pushClip(clip)) }
        if let scene = node.settings.reads {
            reads.formUnion(scene.drawingNoting { node.component.draw(in: node.frame, into: &own, settings: node.settings, time: time) })
        } else {
            node.component.draw(in: node.frame, into: &own, settings: node.settings, time: time)
            reads = .all
        }
        guard own.items.count > clips.count else { return nil }
        for _ in clips { own.append(.popClip) }
        var placed = DisplayList(background: own.background)
        placed.append(contentsOf: own, mapped: node.toScene)
        return placed
    }

    // MARK: Drawing placement

    /// A component that exposes an element of its own and draws, but nothing of it inside its frame.
    public struct StrayDrawing: Hashable, Sendable {
        /// The element the component exposes.
        public let elementID: String
        /// The component's frame, in scene coordinates.
        public let frame: Rect
        /// What its own drawing covers, in scene coordinates.
        public let drawn: Rect
    }

    /// The components whose own drawing (not their children's) lies wholly outside their frame, each
    /// named by the first element it exposes: what VoiceOver outlines and a finger finds is not where
    /// the control is seen. A scene file's drawing is written by hand relative to the element's own
    /// frame or to the scene, depending on how the element is placed, so drawing in the wrong one
    /// leaves it here (validation's `geometry.drawing-outside-frame`). Touching the frame's edge counts
    /// as inside.
    public func strayDrawings(time: Int = 0) -> [StrayDrawing] {
        var result: [StrayDrawing] = []
        func visit(_ node: Node) {
            if let element = node.component.accessibilityElements(in: node.frame, settings: node.settings).first {
                var own = DisplayList()
                node.component.draw(in: node.frame, into: &own, settings: node.settings, time: time)
                let f = node.frame
                if let drawn = own.drawnBounds,
                   drawn.minX > f.maxX || drawn.maxX < f.minX || drawn.minY > f.maxY || drawn.maxY < f.minY {
                    result.append(StrayDrawing(elementID: element.id, frame: node.toScene.apply(f), drawn: node.toScene.apply(drawn)))
                }
            }
            node.children.forEach(visit)
        }
        visit(root)
        return result
    }

    // MARK: Accessibility

    /// The accessibility tree's top-level nodes, in scene coordinates.
    public func accessibilityElements() -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        collect(root, into: &elements)
        return root.toScene.mirrors ? elements.map { $0.mapped(.mirrored(about: bounds.midX)) } : elements
    }

    /// Appends `node`'s elements to `list`: its own, then its children's as it presents them. An
    /// element is a large value, so a list is handed up whole where it can be (a wrapper with one
    /// child, a component with no elements of its own) rather than copied at every level of the tree.
    /// A keyed node's elements are read once and kept with it (`KeyedElements`).
    private func collect(_ node: Node, into list: inout [AccessibilityElement]) {
        if let kept = node.keyedElements {
            let result: [AccessibilityElement]
            if let elements = kept.elements { result = elements } else {
                var collected: [AccessibilityElement] = []
                collectOwn(node, into: &collected)
                kept.elements = collected
                result = collected
            }
            if list.isEmpty { list = result } else { list += result }
            return
        }
        collectOwn(node, into: &list)
    }

    /// `node`'s elements, its components asked.
    private func collectOwn(_ node: Node, into list: inout [AccessibilityElement]) {
        var result = node.component.accessibilityElements(in: node.frame, settings: node.settings)
        node.ownElementID = .some(result.first { !$0.elementsHidden }?.id)
        node.ownElementIgnoresInvertColors = AccessibilityElement.anyIgnoresInvertColors(in: result)
        var children: [AccessibilityElement] = []
        for (i, child) in node.children.enumerated() {
            collect(child, into: &children)
            // Room for the rest, each giving as many as the first did (a list's rows give alike), so a
            // list's elements are not reallocated at every doubling; the first is still handed up whole.
            if i == 0, node.children.count > 1 { children.reserveCapacity(children.count * node.children.count) }
        }
        let presented = node.component.accessibilityElements(containing: children, in: node.frame, settings: node.settings)
        // A container element the component presents around its children that ignores invert
        // colours, where no child passed through did (a scene file's scroll area takes its scroll
        // container's id), spares the component's drawing and its children's.
        if node.ownElementIgnoresInvertColors != true, presented.contains(where: \.ignoresInvertColors) {
            let passed = Set(children.filter(\.ignoresInvertColors).map(\.id))
            if presented.contains(where: { $0.ignoresInvertColors && !passed.contains($0.id) }) { node.ownElementIgnoresInvertColors = true }
        }
        children = []
        if result.isEmpty { result = presented } else { result += presented }
        if node.isUnmirroredIsland { result = result.map { $0.mapped(.mirrored(about: node.frame.midX)) } }
        if list.isEmpty { list = result } else { list += result }
    }

    // MARK: Hit-testing

    /// A node under a scene point, with the point in the node's layout coordinates.
    public struct Hit {
        /// The component hit.
        public let node: Node
        /// The point in that component's layout coordinates.
        public let point: Point
    }

    /// The components that take touches at a scene point, as UIKit's hit-testing and responder
    /// chain find them: the front-most (last drawn) component whose `hitTest` accepts the point,
    /// then those of its ancestors that accept it too. Components behind the front-most one are not
    /// reached, and a clipping container's children are only hit inside its clip.
    ///
    /// Components whose `hitRegion` misses the point, and subtrees none of whose components' regions
    /// hold it, are skipped without being asked; a node's many children are looked up in an index of
    /// their regions. So a tap asks the components on its way down and those whose regions hold the
    /// point, not every component in front of the one that takes it (`hits(at:asked:)` counts them).
    public func hits(at scenePoint: Point) -> [Hit] {
        var asked = 0
        return hits(at: scenePoint, asked: &asked)
    }

    /// `hits(at:)`, adding to `asked` how many components' `hitTest` it called: what tests and the
    /// bench read to show a tap's cost does not grow with what lies behind or beside it.
    public func hits(at scenePoint: Point, asked: inout Int) -> [Hit] {
        guard root.hitRegion.mayContain(scenePoint) else { return [] }
        return hitChain(root, scenePoint, asked: &asked) ?? []
    }

    /// `hits(at:)` the straightforward way, asking every component front to back whatever its
    /// region: what tests compare the regions' skipping with.
    public func hitsAskingEveryComponent(at scenePoint: Point) -> [Hit] {
        func chain(_ node: Node) -> [Hit]? {
            let point = node.toScene.inverted.apply(scenePoint)
            let own = node.component.hitTest(point, in: node.frame, settings: node.settings) ? [Hit(node: node, point: point)] : []
            if node.clip.map({ $0.contains(point) }) ?? true {
                for child in node.children.reversed() {
                    if let found = chain(child) { return found + own }
                }
            }
            return own.isEmpty ? nil : own
        }
        return chain(root) ?? []
    }

    private func hitChain(_ node: Node, _ scenePoint: Point, asked: inout Int) -> [Hit]? {
        let point = node.toScene.inverted.apply(scenePoint)
        var own: Hit?
        if node.ownHitRegion.mayContain(scenePoint) {
            asked += 1
            if node.component.hitTest(point, in: node.frame, settings: node.settings) { own = Hit(node: node, point: point) }
        }
        if node.clip.map({ $0.contains(point) }) ?? true {
            let chain = node.hitCandidates.first(at: scenePoint, among: node.children) { hitChain(node.children[$0], scenePoint, asked: &asked) }
            if let chain { return chain + (own.map { [$0] } ?? []) }
        }
        return own.map { [$0] }
    }

    /// Every node, back to front.
    public var nodes: [Node] {
        var all: [Node] = []
        func walk(_ node: Node) { all.append(node); node.children.forEach(walk) }
        walk(root)
        return all
    }

    /// Every component's declared touch-only gestures, in scene coordinates, except those wholly
    /// outside a clipping container (a post scrolled out of its list), which no finger can reach,
    /// as hit-testing does not reach them either.
    public var declaredGestures: [DeclaredGesture] {
        var gestures: [DeclaredGesture] = []
        func walk(_ node: Node, visible: Rect?) {
            for gesture in node.component.declaredGestures(in: node.frame, settings: node.settings) {
                var placed = gesture
                placed.frame = node.toScene.apply(gesture.frame)
                if let visible, !placed.frame.intersects(visible) { continue }
                gestures.append(placed)
            }
            var inner = visible
            if let clip = node.clip {
                let sceneClip = node.toScene.apply(clip)
                inner = visible.map { $0.intersection(sceneClip) ?? .zero } ?? sceneClip
            }
            for child in node.children { walk(child, visible: inner) }
        }
        walk(root, visible: nil)
        return gestures
    }
}
