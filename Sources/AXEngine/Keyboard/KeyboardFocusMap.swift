import AXCore

/// One focus group of Full Keyboard Access: the items Tab reaches as one stop and the arrow keys
/// move between (a container that keeps its children together, a list, the tab bar), or a single
/// item that belongs to no group.
public struct KeyboardFocusGroup: Hashable, Sendable {
    /// The container's id; nil for an item that belongs to no group (it is a group of its own).
    public var containerID: String?
    /// The items' element ids, in VoiceOver's order.
    public var items: [String]
    /// The union of the items' frames.
    public var frame: Rect
}

/// Where Full Keyboard Access's focus can go on a screen, and in which order (docs/keyboard.md).
///
/// It is read off Switch Control's scan tree with its default settings, so both technologies agree on
/// what takes focus and how items group, and neither re-implements it:
///
/// - the items are the elements that respond to user interaction (`ScanTree.respondsToUserInteraction`,
///   UIKit's rule), in VoiceOver's navigation order;
/// - a focus group is a scan group's own items (a container that keeps its children together: an
///   explicit order, a list, a landmark, a tab bar, a series, a `combined` container); a group nested
///   in another is a focus group of its own, as UIKit's nearest `focusGroupIdentifier` wins;
/// - an item in no group is a group of its own; groups come in the order of their first item.
public struct KeyboardFocusMap: Sendable {
    /// The focus groups in Tab order.
    public private(set) var groups: [KeyboardFocusGroup] = []
    /// Ids of the navigation order's elements focus never reaches, in VoiceOver's order.
    public private(set) var unfocusable: [String] = []
    /// For each item's id: its group's index and its place in the group.
    private var positions: [String: Position] = [:]
    /// Each group's items' frames, in the order of its `items`: where the arrow keys look.
    private var frames: [[Rect]] = []

    /// A place in the map: a group and an item in it.
    public struct Position: Hashable, Sendable {
        /// The group's index in `groups`.
        public var group: Int
        /// The item's index in the group's `items`.
        public var item: Int
    }

    /// Nothing to focus.
    public init() {}

    /// The focus map of a navigation order.
    public init(order: NavigationOrder) {
        // A screen that is one list keeps it: a list is a focus group in UIKit, Tab has nowhere else
        // to go, the arrows move in it. A screen or sheet whose root merely orders or gathers its
        // children is entered: its controls are groups of their own, and Tab moves among them.
        let tree = ScanTree(order: order, settings: .default, includingScrolledOut: true, keepsSoleTopLevelGroup: Self.isFocusGroupAlone)
        unfocusable = tree.unscanned
        var groupByParent: [Int: Int] = [:]
        groups.reserveCapacity(tree.items.count)
        positions.reserveCapacity(tree.items.count)
        for node in tree.items {
            let item = tree.nodes[node]
            let group: Int
            if let parent = item.parent, let known = groupByParent[parent] {
                group = known
            } else {
                groups.append(KeyboardFocusGroup(containerID: item.parent.map { tree.nodes[$0].id }, items: [], frame: item.frame))
                frames.append([])
                group = groups.count - 1
                if let parent = item.parent { groupByParent[parent] = group }
            }
            if positions[item.id] == nil { positions[item.id] = Position(group: group, item: groups[group].items.count) }
            groups[group].items.append(item.id)
            frames[group].append(item.frame)
            groups[group].frame = groups[group].frame.union(item.frame)
        }
    }

    /// Whether a container is a focus group even when it is all a screen holds: one of a kind (a
    /// list, a data table, a landmark or semantic group, a tab bar), a series (a segmented control's
    /// segments), a container navigated as one (`combined`), or a scroll area that gathers its
    /// content (a feed, a column of rows), which UIKit makes focus groups of their own (collection
    /// and table views, the tab bar, a segmented control), unlike a root view that only orders its
    /// children (`accessibilityElements`). Such a container is the same group alone as beside others.
    static func isFocusGroupAlone(_ container: AccessibilityElement) -> Bool {
        container.container != .none || container.traits.contains(.tabBar) || container.isSeries
            || container.navigationStyle == .combined || container.scrollContent != nil
    }

    /// Whether nothing on the screen takes focus.
    public var isEmpty: Bool { groups.isEmpty }

    /// Every item in focus order (Tab through the groups, the arrows through each).
    public var focusOrder: [String] { groups.flatMap(\.items) }

    /// Where the element `id` is, nil when focus never reaches it.
    public func position(of id: String) -> Position? { positions[id] }

    /// The item at `position`.
    public func item(at position: Position) -> String { groups[position.group].items[position.item] }

    /// The first item of the group `offset` groups from `position`'s, going round past either end
    /// (the first group with no position, the last going back); nil when nothing takes focus.
    public func group(_ offset: Int, from position: Position?) -> Position? {
        guard !groups.isEmpty else { return nil }
        guard let position else { return Position(group: offset < 0 ? groups.count - 1 : 0, item: 0) }
        let count = groups.count
        return Position(group: ((position.group + offset) % count + count) % count, item: 0)
    }

    /// The item `offset` items from `position` in focus order, across groups (Control-Tab and
    /// Control-Shift-Tab), going round past either end as Tab does.
    public func anyItem(_ offset: Int, from position: Position) -> Position {
        var target = position
        target.item += offset
        while !groups[target.group].items.indices.contains(target.item) {
            if target.item < 0 {
                target.group = (target.group + groups.count - 1) % groups.count
                target.item += groups[target.group].items.count
            } else {
                target.item -= groups[target.group].items.count
                target.group = (target.group + 1) % groups.count
            }
        }
        return target
    }

    /// The item of `position`'s group that lies in the arrow's direction on the screen (UIKit's
    /// focus engine moves geometrically within a focus group): of the items whose centre lies past
    /// the focused item's edge that way, those overlapping it across the direction (the item below
    /// in the same column) first, then the nearest (the gap along the direction, then the distance
    /// between centres across it), then the earlier in VoiceOver's order. Nil when nothing lies that
    /// way: the focus stays, as at a group's edge. The items in no group (each a Tab stop of its
    /// own) share the screen's space: the arrows move among them all, so a plain screen's controls
    /// answer both Tab and the arrows.
    public func item(toward arrow: KeyboardArrow, from position: Position) -> Position? {
        let candidates: [Position]
        if groups[position.group].containerID == nil {
            candidates = groups.indices.filter { groups[$0].containerID == nil }.map { Position(group: $0, item: 0) }
        } else {
            candidates = groups[position.group].items.indices.map { Position(group: position.group, item: $0) }
        }
        let from = frames[position.group][position.item]
        let vertical = arrow == .up || arrow == .down, towardEnd = arrow == .down || arrow == .right
        // A frame's extent on one axis: along the arrow's (vertical for up and down) or across it.
        func extent(_ r: Rect, vertical: Bool) -> (low: Double, mid: Double, high: Double) {
            vertical ? (r.minY, r.midY, r.maxY) : (r.minX, r.midX, r.maxX)
        }
        let fromAlong = extent(from, vertical: vertical), fromAcross = extent(from, vertical: !vertical)
        var best: (key: (Int, Double, Double), item: Position)?
        for candidate in candidates where candidate != position {
            let frame = frames[candidate.group][candidate.item]
            let along = extent(frame, vertical: vertical), across = extent(frame, vertical: !vertical)
            guard towardEnd ? along.mid >= fromAlong.high : along.mid <= fromAlong.low else { continue }
            let gap = max(0, towardEnd ? along.low - fromAlong.high : fromAlong.low - along.high)
            let overlaps = min(across.high, fromAcross.high) > max(across.low, fromAcross.low)
            let key = (overlaps ? 0 : 1, gap, abs(across.mid - fromAcross.mid))
            if best == nil || key < best!.key { best = (key, candidate) }
        }
        return best?.item
    }
}
