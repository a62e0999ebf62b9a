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
        // A screen that is one group (a list) keeps it: Tab has nowhere else to go, the arrows move in it.
        let tree = ScanTree(order: order, settings: .default, includingScrolledOut: true, entersSoleTopLevelGroup: false)
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
                group = groups.count - 1
                if let parent = item.parent { groupByParent[parent] = group }
            }
            if positions[item.id] == nil { positions[item.id] = Position(group: group, item: groups[group].items.count) }
            groups[group].items.append(item.id)
            groups[group].frame = groups[group].frame.union(item.frame)
        }
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

    /// The item `offset` items from `position` in its group; nil past either end.
    public func item(_ offset: Int, from position: Position) -> Position? {
        let target = position.item + offset
        return groups[position.group].items.indices.contains(target) ? Position(group: position.group, item: target) : nil
    }
}
