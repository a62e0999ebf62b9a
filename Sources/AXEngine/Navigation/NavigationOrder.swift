import AXCore
import Foundation

/// A node of the exposed accessibility tree: an element or a container, with its parent, so the
/// engine can walk up the ancestor chain (escape, magic tap, scroll).
public struct NavigationNode {
    @usableFromInline let place: ElementPlace
    /// Lent from the tree the order was read from, not copied: a copy of an element retains every one of its attributes.
    /// Inlinable, so other modules (the rules) read an attribute where the element lies: called, the accessor
    /// hands out the element only until it resumes, and the caller copies all of it first.
    @inlinable public var element: AccessibilityElement { _read { yield place.address.pointee } }
    /// Index of the parent in `NavigationOrder.nodes`; nil for a top-level node.
    public var parent: Int?
}

/// Where an element lies in the tree the order was read from: the array of its siblings, kept (so
/// its storage stays alive and, never mutated, in place), and its position there. Nodes and entries
/// lend the element from there instead of holding a copy: at 10,000 elements a boxed copy each
/// was some 10 MB allocated, and every attribute retained, per order (and freed again with it).
@usableFromInline struct ElementPlace {
    @usableFromInline let siblings: [AccessibilityElement]
    @usableFromInline let position: Int

    @usableFromInline init(siblings: [AccessibilityElement], position: Int) {
        self.siblings = siblings
        self.position = position
    }

    /// The element's address in `siblings`' storage: valid while this place (which holds the
    /// array, a `let` no one can mutate) is alive, which covers any access through the node or entry.
    @inlinable var address: UnsafePointer<AccessibilityElement> {
        siblings.withUnsafeBufferPointer { $0.baseAddress! + position }
    }
}

/// One focusable element in navigation order, with the attributes read when the order was computed.
public struct NavigationEntry {
    @usableFromInline let place: ElementPlace
    /// Lent from the tree, not copied (see `NavigationNode.element`).
    @inlinable public var element: AccessibilityElement { _read { yield place.address.pointee } }
    /// Hands `body` the element where it lies. `element` handed on whole (to a function that takes
    /// an element) is copied first, every attribute retained and released again; handed `inout`, it
    /// is read in place. `body` only reads: it must not change the element.
    @inlinable package func readElement<Result>(_ body: (inout AccessibilityElement) throws -> Result) rethrows -> Result {
        try body(&UnsafeMutablePointer(mutating: place.address).pointee)
    }
    /// The element's id (`AccessibilityElement.id`).
    public let id: String
    /// Index in `NavigationOrder.nodes`.
    public var node: Int
    /// The context words VoiceOver adds (list start, landmark end, tab 1 of 6 …).
    public var context: ElementContext
    /// Ids of the list, landmark, tab bar or series containers the element belongs to, nearest first.
    public var containerIDs: [String]
    /// The element's frame in screen points, as read when the order was computed.
    public var frame: Rect
    /// The content shape, if any: it replaces the frame for explore-by-touch.
    public var path: Path?
    /// The bounds of the hit shape (the path's bounds, else the frame).
    public var hitBounds: Rect
}

/// The order VoiceOver moves through a scene's elements (docs/voiceover.md):
///
/// - a container that lists its children explicitly is read in that order;
/// - otherwise siblings sort by the top-left corner of their frame (never the path): by top, then an
///   element whose top is less than the row threshold (8 pt, 13 pt on the tablet idiom) below the
///   previous element's top joins that element's row (the pairwise rule is not transitive; chaining
///   resolves it, decision D), and each row is ordered by left edge (right edge, descending, for RTL);
/// - a group (explicit container, grouped children, a list, landmark, tab bar or series) stays
///   together and sorts by its first child (by its own frame when it `sortsByOwnFrame`); a plain
///   container's children join their parent's sort;
/// - hidden subtrees are skipped; if siblings include modal ones, only the last modal sibling's
///   subtree is exposed.
///
/// Explore-by-touch hits the element whose path (else frame) contains the point, the first in
/// navigation order winning, through a uniform-grid index.
public struct NavigationOrder {
    /// What an order holds, made once and never changed after: the Session hands its order out on
    /// every read, and a copy of eight arrays and tables retained and released each of them (about
    /// 1% of validating the catalog); copies now share one storage.
    @usableFromInline final class Storage {
        /// The order's parts, read from the tree once (`Parts`).
        @usableFromInline let parts: Parts
        /// For an order with every scroll area's whole content (`init(wholeContentOf:settings:reusing:)`):
        /// the tree the scene handed over, before the content was put in place, kept to recognise it.
        let wholeContentSource: [AccessibilityElement]
        /// For such an order: the scroll areas `withWholeContent` made keep their content together
        /// where the viewport lies, for reading order alone (the scene did not), by id.
        let togetherForOrderOnly: Set<String>
        /// The index over `parts.hitBounds`, built on the first explore-by-touch query (`LazyHitIndex`).
        let hitIndex = LazyHitIndex()

        fileprivate init(_ parts: Parts, wholeContentSource: [AccessibilityElement], togetherForOrderOnly: Set<String> = []) {
            self.parts = parts
            self.wholeContentSource = wholeContentSource
            self.togetherForOrderOnly = togetherForOrderOnly
        }
    }

    @usableFromInline let storage: Storage

    /// Every exposed element, containers included, in tree order (entries point into it).
    @inlinable public var nodes: [NavigationNode] { _read { yield storage.parts.nodes } }
    /// The focusable elements in the order VoiceOver visits them.
    @inlinable public var entries: [NavigationEntry] { _read { yield storage.parts.entries } }
    /// Whether some exposed element is a scroll area giving its whole content (`scrollContent`):
    /// only then do VoiceOver's moves read the order with that content (known once per order, so
    /// a swipe on a large screen without one costs nothing more).
    public var holdsScrollContent: Bool { storage.parts.holdsScrollContent }
    private var source: [AccessibilityElement] { storage.parts.source }

    /// Rows: tops closer than this are one row (AccessibilitySnapshot's measurements).
    public static func rowThreshold(for idiom: Idiom) -> Double { idiom == .pad ? 13 : 8 }

    /// The row threshold a scene is read with: the tablet's when the scene is laid out for the pad
    /// idiom, by its own device or by the `idiom` setting (docs/voiceover.md, decisions).
    public static func rowThreshold(device: Device, settings: Settings) -> Double {
        rowThreshold(for: device.idiom == .pad ? .pad : settings.idiom)
    }

    /// An empty order: a scene that exposes nothing. One, shared: every Session starts from it
    /// before reading its scene's order, and making it (its tables, its hit index and that index's
    /// lock) for each of the 85,000 Sessions validating the catalog makes was 0.4% of the work.
    public init() { self = Self.empty }
    private static let empty = NavigationOrder(roots: [])

    /// The order of a scene's elements under `settings` (the tree is read once, now).
    public init(scene: Scene, settings: Settings) {
        self.init(roots: scene.accessibilityElements(settings: settings), layoutDirection: settings.layoutDirection,
                  rowThreshold: Self.rowThreshold(device: scene.device, settings: settings))
    }

    /// The order of a scene's elements under `settings`, with `previous` itself when the scene hands
    /// back the very tree `previous` was read from (the same array storage, which a value array
    /// cannot keep through any change) under the same settings and nothing that order depends on is
    /// evaluated on read: that tree provably has the same order, and only evaluated labels, values
    /// and leaf traits can differ, which entries read through to the element. The Session refreshes
    /// its order after every input through this, so an action that changed no layout costs no new
    /// order on a big scene (validation probes run one per element). A new tree that is built as
    /// `previous`'s was (`Parts.rebound(to:layoutDirection:rowThreshold:)`: the same elements and
    /// containers, frames and shapes, a value or label changed) takes its order, read from the new tree.
    package init(scene: Scene, settings: Settings, reusing previous: NavigationOrder) {
        let roots = scene.accessibilityElements(settings: settings)
        let threshold = Self.rowThreshold(device: scene.device, settings: settings)
        if previous.holds(roots, readFrom: previous.source, layoutDirection: settings.layoutDirection, rowThreshold: threshold) {
            self = previous
            return
        }
        if let parts = previous.storage.parts.rebound(to: roots, layoutDirection: settings.layoutDirection, rowThreshold: threshold) {
            self.init(parts: parts)
            return
        }
        self.init(roots: roots, layoutDirection: settings.layoutDirection, rowThreshold: threshold)
    }

    /// The order of a scene's elements with each scroll area's whole content in place of what shows
    /// (what VoiceOver's moves go by, `Session.fullOrder()`), with `previous` itself when the scene
    /// hands back the very tree `previous` was read from, under the same settings, and nothing that
    /// order depends on is evaluated on read, as `init(scene:settings:reusing:)` decides. A swipe on a
    /// screen with such an area read the scene's tree, copied it with every area's content and
    /// ordered the copy again, though the tree was the one the last swipe had read.
    package init(wholeContentOf scene: Scene, settings: Settings, reusing previous: NavigationOrder?) {
        let roots = scene.accessibilityElements(settings: settings)
        let threshold = Self.rowThreshold(device: scene.device, settings: settings)
        if let previous,
           previous.holds(roots, readFrom: previous.storage.wholeContentSource, layoutDirection: settings.layoutDirection, rowThreshold: threshold) {
            self = previous
            return
        }
        var togetherForOrderOnly = Set<String>()
        let whole = roots.map { Self.withWholeContent($0, keptTogether: &togetherForOrderOnly) }
        storage = Storage(Parts(roots: whole, layoutDirection: settings.layoutDirection, rowThreshold: threshold, readsWholeContent: true),
                          wholeContentSource: roots, togetherForOrderOnly: togetherForOrderOnly)
    }

    /// Whether the container at `node` keeps its children together as the scene gave it
    /// (`staysTogether`): a scroll area this order holds whole content for is kept together where
    /// its viewport lies only so the content reads in place, not because the scene grouped it, so
    /// it is read as the scene handed it over. Switch Control's groups and Full Keyboard Access's
    /// focus groups are decided here (`ScanTree`), whichever order they are read off: what shows
    /// (Switch Control) or the whole content (Full Keyboard Access, which scrolls to what it reaches).
    package func keepsTogetherAsGiven(_ node: Int) -> Bool {
        let element = nodes[node].element
        guard element.scrollContent != nil, storage.togetherForOrderOnly.contains(element.id) else { return Self.staysTogether(element) }
        var given = element
        given.sortsByOwnFrame = false
        return Self.staysTogether(given)
    }

    /// Whether this order, read from `tree`, provably is the order of `roots`: they are the very same
    /// storage (which a value array cannot keep through any change), read the same way, and nothing
    /// the order depends on is evaluated on each read.
    private func holds(_ roots: [AccessibilityElement], readFrom tree: [AccessibilityElement], layoutDirection: LayoutDirection,
                       rowThreshold threshold: Double) -> Bool {
        !storage.parts.structureIsEvaluated && storage.parts.layoutDirection == layoutDirection
            && storage.parts.rowThreshold == threshold && roots.count == tree.count
            && !roots.isEmpty && roots.withUnsafeBufferPointer { a in tree.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// The element with each scroll area in its subtree holding its whole content, kept together
    /// where the area's viewport lies (content scrolled up above it must not read before the
    /// elements above the area).
    /// The ids of areas that did not already keep their children together so are added to
    /// `keptTogether` (`keepsTogetherAsGiven`).
    static func withWholeContent(_ element: AccessibilityElement, keptTogether: inout Set<String>) -> AccessibilityElement {
        var copy = element
        if let content = element.scrollContent {
            copy.children = content.elements
            if !copy.sortsByOwnFrame { keptTogether.insert(element.id) }
            copy.sortsByOwnFrame = true
        }
        if !copy.children.isEmpty { copy.children = copy.children.map { withWholeContent($0, keptTogether: &keptTogether) } }
        return copy
    }

    /// The order of an element tree read right to left when `layoutDirection` says so, rows
    /// joined by `rowThreshold` points.
    public init(roots: [AccessibilityElement], layoutDirection: LayoutDirection = .leftToRight, rowThreshold: Double = 8) {
        storage = Storage(Parts(roots: roots, layoutDirection: layoutDirection, rowThreshold: rowThreshold), wholeContentSource: [])
    }

    /// An order of parts already read.
    private init(parts: Parts) {
        storage = Storage(parts, wholeContentSource: [])
    }

    /// The top-level elements the order was read from (validation probes compare them with the
    /// tree they first read, instead of reading the scene again).
    package var roots: [AccessibilityElement] { source }

    /// How many focusable elements there are.
    public var count: Int { entries.count }
    /// Whether there is nothing to focus.
    public var isEmpty: Bool { entries.isEmpty }

    /// The position of an element in navigation order.
    public func index(of id: String) -> Int? { storage.parts.index(of: id) }

    /// The exposed node (element or container) with this id.
    public func node(withID id: String) -> AccessibilityElement? {
        if let index = storage.parts.index(of: id) { return entries[index].element }
        return nodes.first(where: { $0.element.id == id })?.element
    }

    /// The element explore-by-touch lands on at `point`: of those whose path (else frame) holds it,
    /// the front-most, as UIKit's hit test finds the farthest descendant of the view hierarchy in
    /// front: the one laid over the others, later in the tree (a text field's show-password button,
    /// not the field it lies in; a sheet, not the screen under it). A row scrolled out of its list
    /// (`isScrolledOutOfView`) is not on the screen, wherever its captured frame lies (under a
    /// header, past the screen's edge): the finger finds what shows there.
    public func hitTest(_ point: Point) -> Int? {
        let hitBounds = storage.parts.hitBounds
        let frontToBack = storage.hitIndex.index(over: hitBounds, nodes: { entries[$0].node }, nodeCount: nodes.count)
        for candidate in frontToBack.index.candidates(at: point) {
            let index = Int(frontToBack.entries[Int(candidate)])
            let b = hitBounds[index]
            guard point.x >= b.minX, point.x <= b.maxX, point.y >= b.minY, point.y <= b.maxY else { continue }
            if isScrolledOutOfView(index) { continue }
            if let path = storage.parts.hitPaths[index], !path.contains(point) { continue }
            return index
        }
        return nil
    }

    /// The scroll area a place on the screen scrolls: the element under `point` (scanned or not, a
    /// carousel's picture) when it or an ancestor scrolls, the scroll being tried along its chain
    /// as an element's is; else the front-most scroll area whose frame holds the point (a gap
    /// between two pictures); nil where nothing there scrolls. The one answer for every technology
    /// that scrolls at a place rather than from an element it holds (point scanning's Scroll page,
    /// Voice Control's "Scroll right" said with no name: `Session.scroll(_:at:orElsewhereOnScreen:)`).
    public func scrollTarget(at point: Point) -> String? {
        if let hit = hitTest(point), chainContains(from: hit, where: { $0.onScroll != nil }) {
            return entries[hit].id
        }
        return nodes.last(where: { $0.element.onScroll != nil && $0.element.frame.contains(point) })?.element.id
    }

    /// The element itself, then its ancestors, nearest first: the chain escape, magic tap and
    /// scroll are tried along.
    package func chain(from index: Int) -> [AccessibilityElement] {
        var depth = 0
        var node: Int? = entries[index].node
        while let current = node { depth += 1; node = nodes[current].parent }
        // Room for the whole chain at once: grown one by one, it was reallocated at each doubling.
        var result: [AccessibilityElement] = []
        result.reserveCapacity(depth)
        node = entries[index].node
        while let current = node {
            result.append(nodes[current].element)
            node = nodes[current].parent
        }
        return result
    }

    /// Whether the element at `index` lies wholly outside the frame of the scroll area holding it
    /// (its nearest ancestor giving `scrollContent`): scrolled out of view, which only an imported
    /// screen's tree holds (`ScrollContent.isScrolledOut`).
    package func isScrolledOutOfView(_ index: Int) -> Bool {
        // Asked of every entry by Switch Control's and Voice Control's lists: most trees hold no area.
        guard holdsScrollContent, let area = scrollArea(holding: index) else { return false }
        return ScrollContent.isScrolledOut(entries[index].frame, of: nodes[area].element.frame)
    }

    /// Where in `nodes` lies the scroll area holding the entry at `index`: its nearest ancestor
    /// giving `scrollContent` (the element itself not counted); nil outside any.
    package func scrollArea(holding index: Int) -> Int? {
        var node = nodes[entries[index].node].parent
        while let current = node, nodes[current].element.scrollContent == nil { node = nodes[current].parent }
        return node
    }

    /// The scroll areas around the entry at `index` that give their whole content, nearest first:
    /// a carousel's card gives the carousel, then the feed the carousel lies in.
    package func scrollAreas(holding index: Int) -> [Int] {
        var areas: [Int] = []
        var node = nodes[entries[index].node].parent
        while let current = node {
            if nodes[current].element.scrollContent != nil { areas.append(current) }
            node = nodes[current].parent
        }
        return areas
    }

    /// Where in `nodes` lies the first of the element at `index` and its ancestors, nearest first,
    /// that passes `test`. The walk stops there and builds no array, where `chain(from:)` copies the
    /// whole chain (the explorer asks, for each entry of each state reached, whether it lies in a
    /// modal view). Inlinable, as the element's accessor is: the test then reads its attributes
    /// where the element lies, where a call copied the element whole.
    @inlinable package func firstInChain(from index: Int, where test: (AccessibilityElement) -> Bool) -> Int? {
        var node: Int? = entries[index].node
        while let current = node {
            if test(nodes[current].element) { return current }
            node = nodes[current].parent
        }
        return nil
    }

    /// Whether the element at `index` or one of its ancestors passes `test`.
    @inlinable package func chainContains(from index: Int, where test: (AccessibilityElement) -> Bool) -> Bool {
        firstInChain(from: index, where: test) != nil
    }

    // MARK: Flattening

    /// A run of entries that sorts as one, a single element or a group: its nodes lie at
    /// `start..<start + count` in the run the order is collected into (`Parts.collect`). Ranges, not
    /// arrays: a group's array of its own, copied into its parent's at every level, retained and
    /// released with each unit sorted, was a third of building an order.
    private struct Unit {
        var start: Int
        var count: Int
        /// The frame it sorts by: its own, or its first child's.
        var key: Rect
    }

    /// `units`' nodes one after the other, as one range of `run`: the range they already make when
    /// each begins where the one before ends, else a copy at its end.
    private static func join(_ units: [Unit], in run: inout [Int]) -> (start: Int, count: Int) {
        guard let first = units.first else { return (run.count, 0) }
        var end = first.start + first.count
        var contiguous = true
        for unit in units.dropFirst() {
            if unit.start != end { contiguous = false; break }
            end += unit.count
        }
        if contiguous { return (first.start, end - first.start) }
        let start = run.count
        for unit in units {
            for k in unit.start..<(unit.start + unit.count) { run.append(run[k]) }
        }
        return (start, run.count - start)
    }

    /// `units` (sorted) with the scroll indicators `indicators` of the same container read right after
    /// the last of them, one unit with it: UIKit puts a scroll view's indicator after the rows it
    /// scrolls (its last subview; XCUITest lists it after the rows), so VoiceOver reaches the rows
    /// one after another and then the bar. Sorted by its frame, the bar, as tall as the list and
    /// with its top at the first row's, was read between the first row and the second
    /// (docs/voiceover.md, "Moving the focus"). With nothing else there, the indicators are the units.
    private static func followingTheRest(_ indicators: [Unit], _ units: [Unit], in run: inout [Int]) -> [Unit] {
        guard !indicators.isEmpty else { return units }
        guard let last = units.last else { return indicators }
        let joined = join([last] + indicators, in: &run)
        return units.dropLast() + [Unit(start: joined.start, count: joined.count, key: last.key)]
    }

    static func staysTogether(_ container: AccessibilityElement) -> Bool {
        container.childrenInExplicitOrder || container.groupsChildren || container.isSeries || container.sortsByOwnFrame
            || container.container != .none || container.traits.contains(.tabBar)
    }

    /// Top to bottom by chained rows, then left to right (right to left for RTL) within a row. Units
    /// mostly come in that order already (a screen's tree is written top to bottom, a row left to
    /// right), so each sort is skipped when a pass finds its run in order: sorting the rows of every
    /// order each probed action builds was a third of building it. `byCentre` (a container's
    /// `rowsJoinByCentre`) also joins to a row a unit centred on one of its members
    /// (`centredOnEachOther`), whatever their tops.
    private static func sortGeometrically(_ units: [Unit], rightToLeft: Bool, threshold: Double, byCentre: Bool = false) -> [Unit] {
        guard units.count > 1 else { return units }
        var order = Array(units.indices)
        // In order when the tops never go up: ties keep tree order, as the sort's tie-break does.
        if units.indices.dropFirst().contains(where: { units[$0 - 1].key.minY > units[$0].key.minY }) {
            order.sort { a, b in
                let ya = units[a].key.minY, yb = units[b].key.minY
                return ya != yb ? ya < yb : a < b
            }
        }
        // Rows: runs of the order whose tops each lie less than `threshold` below the one before,
        // each then ordered by its leading edge.
        var rowStart = 0
        for position in 1...order.count {
            guard position == order.count || units[order[position]].key.minY - units[order[position - 1]].key.minY >= threshold else { continue }
            if byCentre, position < order.count,
               order[rowStart..<position].contains(where: { centredOnEachOther(units[$0].key, units[order[position]].key) }) { continue }
            let row = rowStart..<position
            if row.dropFirst().contains(where: { !precedes(order[$0 - 1], order[$0], in: units, rightToLeft: rightToLeft) }) {
                order[row].sort { precedes($0, $1, in: units, rightToLeft: rightToLeft) }
            }
            rowStart = position
        }
        if order.indices.allSatisfy({ order[$0] == $0 }) { return units }
        return order.map { units[$0] }
    }

    /// Whether each of two frames has its vertical centre within the other's vertical extent: two
    /// elements laid out on one line, whatever their heights (a navigation bar's 27-point title
    /// centred between its 44-point buttons). A tall element beside a short one is not centred on
    /// it, so a sidebar does not pull the rows beside it into one.
    static func centredOnEachOther(_ a: Rect, _ b: Rect) -> Bool {
        a.midY >= b.minY && a.midY <= b.maxY && b.midY >= a.minY && b.midY <= a.maxY
    }

    /// Whether unit `a` comes before unit `b` of one row: by leading edge, then tree order.
    private static func precedes(_ a: Int, _ b: Int, in units: [Unit], rightToLeft: Bool) -> Bool {
        let ka = rightToLeft ? -units[a].key.maxX : units[a].key.minX
        let kb = rightToLeft ? -units[b].key.maxX : units[b].key.minX
        return ka != kb ? ka < kb : a < b
    }

    /// 1-based position of `index` in an ascending list (binary search: lists can be long).
    private static func position(of index: Int, in list: [Int]) -> Int {
        var low = 0, high = list.count - 1
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low + 1
    }
}

extension NavigationOrder {
    /// What an order is read into from an element tree, once (`Storage` holds it, never changed after).
    @usableFromInline struct Parts {
        /// Every exposed element, containers included, in tree order (entries point into it).
        @usableFromInline var nodes: [NavigationNode] = []
        /// The focusable elements in the order VoiceOver visits them.
        @usableFromInline var entries: [NavigationEntry] = []
        /// Each id's first entry, for an order of more than `scannedUpTo` entries; empty for a smaller
        /// one, whose ids are compared in place instead (`index(of:)`).
        var indexByID: [String: Int] = [:]
        /// Orders of at most this many entries find an id by comparing each entry's in turn: a phone
        /// screen's few dozen ids (short strings, compared in a word or two each) are found sooner
        /// that way than by hashing, and the table every new order built (each probe's action builds
        /// one) was 0.7% of validating the catalog.
        static let scannedUpTo = 48
        /// Hit shapes in navigation order, apart from the (large) entries so hit-testing stays in cache.
        var hitBounds: [Rect] = []
        var hitPaths: [Path?] = []
        /// The top-level elements the order was read from, kept (so their storage cannot be reused by
        /// another array) to recognise the same tree handed back (`init(scene:settings:reusing:)`).
        var source: [AccessibilityElement] = []
        var layoutDirection: LayoutDirection = .leftToRight
        var rowThreshold: Double = 8
        /// Whether some exposed element is a scroll area giving its whole content (`scrollContent`).
        var holdsScrollContent = false
        /// Some attribute the order depends on (visibility, modality, frame, content shape, whether an
        /// element is one, a container's kind or traits) is evaluated on each read: the same tree
        /// storage then does not prove the same order.
        var structureIsEvaluated = false
        /// Whether the tree holds each scroll area's whole content in place of what shows (the order
        /// VoiceOver's moves go by): a list's first and last members are then its own.
        var readsWholeContent = false
        /// Whether some list's "List Start" or "List End" was read off the whole content of a scroll
        /// area around it (`wholeListEnds`): content scrolled away can change with the tree that shows
        /// built alike, so a rebound order reads its contexts again.
        var contextsReadScrollContent = false

        init(roots: [AccessibilityElement], layoutDirection: LayoutDirection, rowThreshold: Double, readsWholeContent: Bool = false) {
            source = roots
            self.readsWholeContent = readsWholeContent
            self.layoutDirection = layoutDirection
            self.rowThreshold = rowThreshold
            nodes.reserveCapacity(roots.count)
            var run: [Int] = []
            run.reserveCapacity(roots.count)
            let units = collect(roots, explicit: false, parent: nil, rightToLeft: layoutDirection == .rightToLeft,
                                threshold: rowThreshold, run: &run)
            let joined = NavigationOrder.join(units, in: &run)
            let flat = run[joined.start..<(joined.start + joined.count)]
            entries.reserveCapacity(flat.count)
            // The hit shapes are gathered in the same pass: mapping the entries afterwards, through key
            // paths, copied every entry twice.
            hitBounds.reserveCapacity(flat.count)
            hitPaths.reserveCapacity(flat.count)
            for node in flat {
                let place = nodes[node].place
                let element = place.address
                let frame = element.pointee.frame, path = element.pointee.path
                let bounds = path?.bounds ?? frame
                entries.append(NavigationEntry(place: place, id: element.pointee.id, node: node, context: .none, containerIDs: [],
                                               frame: frame, path: path, hitBounds: bounds))
                hitBounds.append(bounds)
                hitPaths.append(path)
            }
            assignContexts()
            holdsScrollContent = nodes.contains { $0.element.scrollContent != nil }
            guard entries.count > Self.scannedUpTo else { return }
            indexByID.reserveCapacity(entries.count)
            // The first entry of an id wins: written last to first, one store each, by index so no entry is copied
            // (validation builds an order per settings variant).
            for index in entries.indices.reversed() { indexByID[entries[index].id] = index }
        }

        /// These parts read from `roots` instead, when that tree is built as the one they were read
        /// from: the walk `collect` makes visits the same nodes, with the same parents, ids, frames,
        /// shapes and everything the order and the contexts are made from (whether each is an
        /// element, its container kind, a tab bar's trait, series, grouping, explicit order, sorting
        /// by its own frame, scroll content), and nothing of it is evaluated on read. The order and
        /// contexts are then these, and only the nodes' places are new: what changed (a value, a
        /// label, a selected trait) is read through them. Nil otherwise (the order is built anew).
        /// Most probed actions change a value and not the tree's build, and sorting and contexts
        /// were most of building an order.
        func rebound(to roots: [AccessibilityElement], layoutDirection: LayoutDirection, rowThreshold: Double) -> Parts? {
            guard !structureIsEvaluated, self.layoutDirection == layoutDirection, self.rowThreshold == rowThreshold,
                  !nodes.isEmpty else { return nil }
            var placed: [NavigationNode] = []
            placed.reserveCapacity(nodes.count)
            func visit(_ siblings: [AccessibilityElement], parent: Int?) -> Bool {
                if Self.exposureIsEvaluated(siblings) { return false }
                let modal = AccessibilityElement.exposedModal(among: siblings)
                for i in siblings.indices {
                    if let modal, i != modal { continue }
                    let place = ElementPlace(siblings: siblings, position: i)
                    let element = place.address
                    if element.pointee.elementsHidden { continue }
                    let index = placed.count
                    guard index < nodes.count, nodes[index].parent == parent,
                          Self.builtAlike(element, nodes[index].place.address) else { return false }
                    placed.append(NavigationNode(place: place, parent: parent))
                    if !element.pointee.isAccessibilityElement, !element.pointee.children.isEmpty,
                       !visit(element.pointee.children, parent: index) { return false }
                }
                return true
            }
            guard visit(roots, parent: nil), placed.count == nodes.count else { return nil }
            var parts = self
            parts.source = roots
            parts.nodes = placed
            for i in parts.entries.indices {
                let old = entries[i]
                parts.entries[i] = NavigationEntry(place: placed[old.node].place, id: old.id, node: old.node, context: old.context,
                                                   containerIDs: old.containerIDs, frame: old.frame, path: old.path, hitBounds: old.hitBounds)
            }
            if contextsReadScrollContent { parts.assignContexts() }
            return parts
        }

        /// Whether which of `siblings` are exposed (modality, hiding) is evaluated on each read.
        private static func exposureIsEvaluated(_ siblings: [AccessibilityElement]) -> Bool {
            siblings.contains { $0.$viewIsModal.isComputed || $0.$elementsHidden.isComputed }
        }

        /// Whether what places `element` in the order is evaluated on each read: whether it is an
        /// element, its frame and shape, and a container's traits and kind. Read in place.
        private static func placeIsEvaluated(_ element: UnsafePointer<AccessibilityElement>) -> Bool {
            element.pointee.$isAccessibilityElement.isComputed || element.pointee.$frame.isComputed || element.pointee.$path.isComputed
                || (!element.pointee.isAccessibilityElement && (element.pointee.$traits.isComputed || element.pointee.$container.isComputed))
        }

        /// Whether `new` is built as `old` for the order: what `collect`, the entries and the contexts
        /// read of a node, none of it evaluated on read (`placeIsEvaluated`, as `collect` judges it). Read in place.
        private static func builtAlike(_ new: UnsafePointer<AccessibilityElement>, _ old: UnsafePointer<AccessibilityElement>) -> Bool {
            let isElement = new.pointee.isAccessibilityElement
            guard !placeIsEvaluated(new), isElement == old.pointee.isAccessibilityElement, new.pointee.id == old.pointee.id,
                  new.pointee.frame == old.pointee.frame, new.pointee.path == old.pointee.path,
                  (new.pointee.scrollContent == nil) == (old.pointee.scrollContent == nil),
                  new.pointee.children.isEmpty == old.pointee.children.isEmpty else { return false }
            // A data table's cell's context reads its place and its headers' words.
            guard new.pointee.dataTableCell == old.pointee.dataTableCell else { return false }
            if let cell = new.pointee.dataTableCell, cell.isRowHeader || cell.isColumnHeader {
                guard !new.pointee.$label.isComputed, !new.pointee.$value.isComputed,
                      new.pointee.label?.string == old.pointee.label?.string,
                      new.pointee.value?.string == old.pointee.value?.string else { return false }
            }
            // A container's kind, traits and grouping make the order and the contexts; an element's do not.
            if isElement { return true }
            return new.pointee.container == old.pointee.container && new.pointee.traits.contains(.tabBar) == old.pointee.traits.contains(.tabBar)
                && new.pointee.isSeries == old.pointee.isSeries && new.pointee.groupsChildren == old.pointee.groupsChildren
                && new.pointee.childrenInExplicitOrder == old.pointee.childrenInExplicitOrder
                && new.pointee.sortsByOwnFrame == old.pointee.sortsByOwnFrame
                && new.pointee.rowsJoinByCentre == old.pointee.rowsJoinByCentre
        }

        /// The index of the first entry with `id`: looked up in `indexByID`, or, in an order too small
        /// to have one, found by comparing each entry's id where it lies.
        func index(of id: String) -> Int? {
            guard entries.count > Self.scannedUpTo else { return entries.firstIndexInPlace { $0.id == id } }
            return indexByID[id]
        }

        /// The units of `siblings`, sorted, their nodes appended to `nodes` and their ranges to `run`.
        private mutating func collect(_ siblings: [AccessibilityElement], explicit: Bool, parent: Int?,
                                      rightToLeft: Bool, threshold: Double, byCentre: Bool = false,
                                      run: inout [Int]) -> [NavigationOrder.Unit] {
            if !structureIsEvaluated, Self.exposureIsEvaluated(siblings) {
                structureIsEvaluated = true
            }
            // Modal: only the last modal sibling that is not hidden is exposed.
            let modal = AccessibilityElement.exposedModal(among: siblings)
            var units: [NavigationOrder.Unit] = []
            units.reserveCapacity(siblings.count)
            // iOS's scroll indicators among them, read after the rest (`followingTheRest`).
            var indicators: [NavigationOrder.Unit] = []
            // A plain container's children sort with their parent's siblings: the container's
            // `rowsJoinByCentre` then holds for that sort too.
            var joinsByCentre = byCentre
            for i in siblings.indices {
                if let modal, i != modal { continue }
                let place = ElementPlace(siblings: siblings, position: i)
                // Read in place: a local copy of the element would retain every one of its attributes.
                let element = place.address
                if element.pointee.elementsHidden { continue }
                if Self.placeIsEvaluated(element) {
                    structureIsEvaluated = true
                }
                let index = nodes.count
                nodes.append(NavigationNode(place: place, parent: parent))
                if element.pointee.isAccessibilityElement {
                    run.append(index)
                    let unit = NavigationOrder.Unit(start: run.count - 1, count: 1, key: element.pointee.frame)
                    if !explicit, element.pointee.systemElement == .scrollIndicator { indicators.append(unit) } else { units.append(unit) }
                    continue
                }
                guard !element.pointee.children.isEmpty else { continue }
                let children = collect(element.pointee.children, explicit: element.pointee.childrenInExplicitOrder, parent: index,
                                       rightToLeft: rightToLeft, threshold: threshold,
                                       byCentre: byCentre || element.pointee.rowsJoinByCentre, run: &run)
                if NavigationOrder.staysTogether(element.pointee) {
                    guard let first = children.first else { continue }
                    let key = element.pointee.sortsByOwnFrame ? element.pointee.frame : first.key
                    let group = NavigationOrder.join(children, in: &run)
                    units.append(NavigationOrder.Unit(start: group.start, count: group.count, key: key))
                } else {
                    units.append(contentsOf: children)
                    if element.pointee.rowsJoinByCentre { joinsByCentre = true }
                }
            }
            if explicit { return units }
            let sorted = NavigationOrder.sortGeometrically(units, rightToLeft: rightToLeft, threshold: threshold, byCentre: joinsByCentre)
            return NavigationOrder.followingTheRest(indicators, sorted, in: &run)
        }

        // MARK: Context

        private enum ContainerRole { case list, landmark, tab, series, dataTable }

        private func role(of node: Int) -> ContainerRole? {
            // Read in place: a local copy of the element would retain every one of its attributes.
            let element = nodes[node].place.address
            if element.pointee.isAccessibilityElement { return nil }
            if element.pointee.isTabBar { return .tab }
            if element.pointee.isSeries { return .series }
            switch element.pointee.container {
            case .list: return .list
            case .landmark: return .landmark
            case .dataTable: return .dataTable
            default: return nil
            }
        }

        /// The ids of the first and last elements, in reading order, of the list at `node` with the
        /// whole content of the scroll areas around it (the outermost area at or above it, every area
        /// inside that whole too), when some area there gives its content (`scrollContent`) and this
        /// order holds what shows; nil when what the order holds is the list's whole (no such area,
        /// or `readsWholeContent`). A table view is a container of all its rows, so its first and
        /// last rows are those of its content, wherever it is scrolled.
        private mutating func wholeListEnds(of node: Int) -> (first: String, last: String)? {
            guard !readsWholeContent else { return nil }
            var area: Int?
            var current: Int? = node
            while let c = current {
                if nodes[c].place.address.pointee.scrollContent != nil { area = c }
                current = nodes[c].parent
            }
            guard let area else { return nil }
            contextsReadScrollContent = true
            var keptTogether = Set<String>()
            let whole = NavigationOrder.withWholeContent(nodes[area].element, keptTogether: &keptTogether)
            guard let list = Self.element(nodes[node].place.address.pointee.id, in: [whole]) else { return nil }
            let parts = Parts(roots: [list], layoutDirection: layoutDirection, rowThreshold: rowThreshold, readsWholeContent: true)
            guard let first = parts.entries.first, let last = parts.entries.last else { return nil }
            return (first.id, last.id)
        }

        /// The element `id` among `elements` and their descendants, the first found depth first.
        private static func element(_ id: String, in elements: [AccessibilityElement]) -> AccessibilityElement? {
            for element in elements {
                if element.id == id { return element }
                if let found = self.element(id, in: element.children) { return found }
            }
            return nil
        }

        /// Rule 7's context: for each element, the innermost list, landmark, tab bar or series that gives one.
        private mutating func assignContexts() {
            // Each node's role, read once, and its nearest ancestor that has one, in one pass: nodes are
            // in tree order, a parent before its children. Tables keyed by node were a third of
            // building an order, which every probed action that changes the tree does.
            var roles = [ContainerRole?](repeating: nil, count: nodes.count)
            var nearest = [Int](repeating: -1, count: nodes.count)
            var anyRole = false
            for node in nodes.indices {
                if let parent = nodes[node].parent { nearest[node] = roles[parent] != nil ? parent : nearest[parent] }
                roles[node] = role(of: node)
                if roles[node] != nil { anyRole = true }
            }
            guard anyRole else { return }
            // Containers that matter, with their members' positions (ascending: entries are visited in order).
            var members = [[Int]](repeating: [], count: nodes.count)
            var anyMember = false
            for index in entries.indices {
                var container = nearest[entries[index].node]
                while container >= 0 {
                    members[container].append(index)
                    anyMember = true
                    container = nearest[container]
                }
            }
            guard anyMember else { return }
            // Each data table's cells, read once per table.
            var tables: [Int: DataTableCells] = [:]
            // Each list's first and last members in its whole content, read once per list (`wholeListEnds`).
            var wholeEnds: [Int: (first: String, last: String)?] = [:]
            for index in entries.indices {
                var container = nearest[entries[index].node]
                guard container >= 0 else { continue }
                var ids: [String] = []
                var context: ElementContext = .none
                while container >= 0 {
                    ids.append(nodes[container].element.id)
                    if context == .none {
                        let list = members[container]
                        let position = NavigationOrder.position(of: index, in: list)
                        switch roles[container]! {
                        case .tab: context = .tab(index: position, count: list.count)
                        case .series: context = .series(index: position, count: list.count)
                        case .list:
                            // The list's own first and last members, rows scrolled away included: UIKit's
                            // table exposes its whole content, and VoiceOver says "List End" on its last
                            // row, not on the last one showing (docs/voiceover.md).
                            if position == 1 || position == list.count {
                                if wholeEnds[container] == nil { wholeEnds[container] = wholeListEnds(of: container) }
                                let ends = wholeEnds[container]!
                                let id = entries[index].id
                                if position == 1, ends.map({ $0.first == id }) ?? true {
                                    context = .listStart
                                } else if position == list.count, ends.map({ $0.last == id }) ?? true {
                                    context = .listEnd
                                }
                            }
                        case .landmark:
                            if position == 1 { context = .landmarkStart } else if position == list.count { context = .landmarkEnd }
                        case .dataTable:
                            if tables[container] == nil { tables[container] = DataTableCells(list.map { entries[$0].place.address }) }
                            context = tables[container]!.context(of: entries[index].place.address)
                        }
                    }
                    container = nearest[container]
                }
                entries[index].containerIDs = ids
                entries[index].context = context
            }
        }
    }
}

/// The cells of one data table, as VoiceOver reads each (AccessibilitySnapshot's measured rules):
/// where each row's cells begin, and the cells the table names as headers, in the table's order.
private struct DataTableCells {
    /// The earliest column a cell begins at, by the row it begins in.
    private var firstColumnByRow: [Int: Int] = [:]
    /// The header cells, in the table's order.
    private var headers: [(element: UnsafePointer<AccessibilityElement>, cell: DataTableCell)] = []

    init(_ members: [UnsafePointer<AccessibilityElement>]) {
        for element in members {
            guard let cell = element.pointee.dataTableCell else { continue }
            if let row = cell.row, let column = cell.column { firstColumnByRow[row] = min(firstColumnByRow[row] ?? column, column) }
            if cell.isRowHeader || cell.isColumnHeader { headers.append((element, cell)) }
        }
    }

    /// `element`'s context: none unless it is a cell. It is the first of its row when no cell begins
    /// in its row before its column; a row's headers are read before its first cell only, a column's
    /// before each of its cells, a cell never as its own header, and the column header just above the
    /// first cell of a row not at all (it was just read).
    func context(of element: UnsafePointer<AccessibilityElement>) -> ElementContext {
        guard let cell = element.pointee.dataTableCell else { return .none }
        var isFirstInRow = false
        if let row = cell.row, let column = cell.column { isFirstInRow = (firstColumnByRow[row] ?? column) >= column }
        var rowHeaders: [DataTableCellContext.Header] = [], columnHeaders: [DataTableCellContext.Header] = []
        for header in headers where header.element != element {
            if isFirstInRow, header.cell.isRowHeader, let row = cell.row, header.cell.spansRow(row) {
                rowHeaders.append(Self.words(of: header.element))
            }
            if header.cell.isColumnHeader, let column = cell.column, header.cell.spansColumn(column) {
                if isFirstInRow, let row = cell.row, header.cell.row == row - 1, header.cell.column == column { continue }
                columnHeaders.append(Self.words(of: header.element))
            }
        }
        return .dataTableCell(DataTableCellContext(row: cell.row, column: cell.column, rowSpan: cell.rowSpan, columnSpan: cell.columnSpan,
                                                   isFirstInRow: isFirstInRow, headers: rowHeaders + columnHeaders))
    }

    private static func words(of element: UnsafePointer<AccessibilityElement>) -> DataTableCellContext.Header {
        DataTableCellContext.Header(label: element.pointee.label?.string, value: element.pointee.value?.string)
    }
}

/// A navigation order's explore-by-touch index, built on its first query and then kept: most orders
/// are never touched (every action a validation probes reads the new tree into an order), and
/// building the index for each was 1% of validating the home screen. Copies of an order share it;
/// locked, as an order read on several threads may be queried on each.
///
/// The shapes are indexed front to back (the entry latest in the tree first), so the first
/// candidate at a point that holds it is the front-most: a touch stops there, however many
/// elements lie behind it (a scene of thousands of overlapping elements).
final class LazyHitIndex: @unchecked Sendable {
    /// The index, and for each of its shapes the entry it is the shape of, front-most first.
    struct FrontToBack {
        let index: HitTestIndex
        let entries: [Int32]
    }

    // @unchecked: `built` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var built: FrontToBack?

    /// The index over `bounds` (each entry's hit shape), front to back by `nodes` (each entry's
    /// node, in tree order), built on the first call.
    func index(over bounds: [Rect], nodes: (Int) -> Int, nodeCount: Int) -> FrontToBack {
        lock.withLock {
            if let built { return built }
            // Each entry is one node: placed by its node, then read from the last node back, in one pass.
            var byNode = [Int32](repeating: -1, count: nodeCount)
            for entry in bounds.indices { byNode[nodes(entry)] = Int32(entry) }
            var entries: [Int32] = []
            entries.reserveCapacity(bounds.count)
            for entry in byNode.reversed() where entry >= 0 { entries.append(entry) }
            let built = FrontToBack(index: HitTestIndex(bounds: entries.map { bounds[Int($0)] }), entries: entries)
            self.built = built
            return built
        }
    }
}
