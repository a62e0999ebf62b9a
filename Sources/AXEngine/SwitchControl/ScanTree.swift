import AXCore

/// One node of Switch Control's scan tree: an item (an element it scans) or a group of nodes,
/// highlighted and selected as one, then entered.
public struct ScanNode: Hashable, Sendable {
    /// An item or a group.
    public enum Kind: Hashable, Sendable {
        /// An element, at this index of the navigation order the tree was built from.
        case item(entry: Int)
        /// A group: a container whose children are scanned as one, then one by one once entered.
        case group
    }

    /// Item or group.
    public var kind: Kind
    /// The element's or container's id.
    public var id: String
    /// Where the highlight is drawn: the element's frame, or the union of a group's members.
    public var frame: Rect
    /// A group's members in scan order, as indices of `ScanTree.nodes`; empty for an item.
    public var children: [Int]
    /// The enclosing group's index in `ScanTree.nodes`; nil at the top level.
    public var parent: Int?
    /// The node's position among its group's members (or the top level's).
    public var position: Int

    /// Whether this node is an item (an element), not a group.
    public var isItem: Bool { if case .item = kind { return true } else { return false } }
}

/// What Switch Control scans on a screen, in the order it scans it (docs/switch-control.md):
///
/// - the items are the elements that respond to user interaction
///   (`ScanTree.respondsToUserInteraction`), static text too with `includesStaticText`, in
///   VoiceOver's navigation order;
/// - a container whose children stay together in that order (an explicit order, a list, a
///   landmark, a tab bar, a series), or whose navigation style is `combined`, is a group: its items
///   are gathered where its first one is scanned, and a group is highlighted as one before it is
///   entered; a `separate` container is never a group;
/// - a group of one item is flattened to that item (and listed in `flattenedGroups`), an empty one dropped;
/// - a top level holding a single group is that group's members (the screen's root container),
///   for scanning, a single item too, not listed in `flattenedGroups`; Full Keyboard Access's
///   focus groups keep it when it is a list, a data table, a tab bar or a scroll area
///   (`keepsSoleTopLevelGroup`);
/// - with `groupsItems` off every item is at the top level.
public struct ScanTree: Sendable {
    /// Every node; `topLevel` and each group's `children` index into it.
    public private(set) var nodes: [ScanNode] = []
    /// The nodes the scan starts with, in order.
    public private(set) var topLevel: [Int] = []
    /// The items in scan order (a depth-first walk of the tree), as indices of `nodes`.
    public private(set) var items: [Int] = []
    /// Ids of groups that held a single item and were flattened to it.
    public private(set) var flattenedGroups: [String] = []
    /// Ids of the navigation order's elements that are not scanned, in VoiceOver's order.
    public private(set) var unscanned: [String] = []
    private var itemByID: [String: Int] = [:]

    /// Whether UIKit would say the element responds to user interaction: its own
    /// `respondsToUserInteraction` when set, else an interactive trait, an action, a drag and drop
    /// descriptor, zoom, or an activation, adjust, escape, text or magic-tap behaviour.
    public static func respondsToUserInteraction(_ element: AccessibilityElement) -> Bool {
        if let declared = element.respondsToUserInteraction { return declared }
        if !element.traits.isDisjoint(with: AccessibilityTraits.interactive) || element.traits.contains(.supportsZoom) { return true }
        if element.hasActions { return true }
        return element.onActivate != nil || element.onIncrement != nil || element.onDecrement != nil
            || element.onTextInput != nil || element.onMagicTap != nil || element.onZoomIn != nil
    }

    /// Whether Switch Control scans the element under `settings`: it responds to user interaction,
    /// or static text is included and it is not interactive.
    public static func isScanned(_ element: AccessibilityElement, settings: SwitchControlSettings) -> Bool {
        respondsToUserInteraction(element) || settings.includesStaticText
    }

    /// An empty tree: nothing to scan.
    public init() {}

    /// The scan tree of a navigation order under `settings`: what shows, as Switch Control scans the
    /// screen, unless `includingScrolledOut` (an element scrolled out of view, which only an
    /// imported screen's tree holds, `ScrollContent.isScrolledOut`): Full Keyboard Access moves into
    /// it, scrolling it in, and validation judges it as it will show. A top level holding one group
    /// is entered, unless `keepsSoleTopLevelGroup` says to keep that group, by its container (Full
    /// Keyboard Access keeps a list, which is a focus group in UIKit, and enters a sheet's or a
    /// screen's root, which is not).
    public init(order: NavigationOrder, settings: SwitchControlSettings, includingScrolledOut: Bool = false,
                keepsSoleTopLevelGroup: ((AccessibilityElement) -> Bool)? = nil) {
        // Which exposed containers form groups, by node index of the order (computed once each).
        var groupOf: [Int: Bool] = [:]
        func formsGroup(_ node: Int) -> Bool {
            if let known = groupOf[node] { return known }
            let element = order.nodes[node].element
            let result: Bool
            switch element.navigationStyle {
            case .combined: result = true
            case .separate: result = false
            case .automatic: result = order.keepsTogetherAsGiven(node)
            }
            groupOf[node] = result
            return result
        }
        // Raw groups, keyed by the container's node index: their members in the order first met.
        struct Draft { var id: String; var members: [Member] = [] }
        enum Member { case item(Int), group(Int) }
        var drafts: [Int: Draft] = [:]
        var top: [Member] = []
        for (index, entry) in order.entries.enumerated() {
            guard Self.isScanned(entry.element, settings: settings) else {
                unscanned.append(entry.id)
                continue
            }
            // Switch Control scans what shows: a row scrolled out of view is scanned once scrolled in.
            if !includingScrolledOut && order.isScrolledOutOfView(index) { continue }
            var member = Member.item(index)
            var node = order.nodes[entry.node].parent
            var attached = false
            if settings.groupsItems {
                while let current = node {
                    if formsGroup(current) {
                        let isNew = drafts[current] == nil
                        if isNew { drafts[current] = Draft(id: order.nodes[current].element.id) }
                        drafts[current]!.members.append(member)
                        // A group met before is already placed: the item joins it there.
                        if !isNew { attached = true; break }
                        member = .group(current)
                    }
                    node = order.nodes[current].parent
                }
            }
            if !attached { top.append(member) }
        }
        // A top level holding one group and nothing else is that group's members. Its highlight
        // would cover the whole screen and never move (auto scanning ended its loops before anything
        // moved), and every item would cost a press more. An app's root view that orders its
        // children (`accessibilityElements`) is such a group, and common; iOS scans its members.
        // One holding a single item (a sheet with one button) is entered too, not reported as a
        // group of one: it is the screen's or the sheet's root, which the user never selects here,
        // and whose grouping the app cannot drop (a modal view keeps its children together; a scene
        // file's screen takes no navigation style).
        func enters(_ container: Int) -> Bool {
            !(keepsSoleTopLevelGroup?(order.nodes[container].element) ?? false)
        }
        while top.count == 1, case .group(let container) = top[0], enters(container), let members = drafts[container]?.members {
            top = members
        }
        // Materialise depth first, flattening groups of one.
        func build(_ member: Member, parent: Int?) -> Int {
            switch member {
            case .item(let entry):
                let element = order.entries[entry]
                nodes.append(ScanNode(kind: .item(entry: entry), id: element.id, frame: element.frame, children: [], parent: parent, position: 0))
                let index = nodes.count - 1
                items.append(index)
                if itemByID[element.id] == nil { itemByID[element.id] = index }
                return index
            case .group(let container):
                let draft = drafts[container]!
                if draft.members.count == 1 {
                    flattenedGroups.append(draft.id)
                    return build(draft.members[0], parent: parent)
                }
                nodes.append(ScanNode(kind: .group, id: draft.id, frame: .zero, children: [], parent: parent, position: 0))
                let index = nodes.count - 1
                var children: [Int] = []
                children.reserveCapacity(draft.members.count)
                var frame: Rect?
                for child in draft.members {
                    let built = build(child, parent: index)
                    nodes[built].position = children.count
                    children.append(built)
                    frame = frame.map { $0.union(nodes[built].frame) } ?? nodes[built].frame
                }
                nodes[index].children = children
                nodes[index].frame = frame ?? .zero
                return index
            }
        }
        nodes.reserveCapacity(order.count)
        items.reserveCapacity(order.count)
        for member in top {
            let built = build(member, parent: nil)
            nodes[built].position = topLevel.count
            topLevel.append(built)
        }
    }

    /// Whether `other` scans the same groups and items in the same order (frames may differ): a
    /// scan position in one is the same place in the other.
    public func hasSameStructure(as other: ScanTree) -> Bool {
        guard nodes.count == other.nodes.count, topLevel == other.topLevel else { return false }
        for (a, b) in zip(nodes, other.nodes) where a.id != b.id || a.kind != b.kind || a.children != b.children {
            return false
        }
        return true
    }

    /// Whether there is nothing to scan.
    public var isEmpty: Bool { topLevel.isEmpty }

    /// The node index of the item scanning the element `id`, nil when it is not scanned.
    public func item(withID id: String) -> Int? { itemByID[id] }

    /// The members of a group, or the top level for nil.
    public func members(of group: Int?) -> [Int] { group.map { nodes[$0].children } ?? topLevel }

    /// The navigation-order index of an item node.
    public func entry(of node: Int) -> Int? {
        if case .item(let entry) = nodes[node].kind { return entry }
        return nil
    }

    /// What Switch Control's speech says for the group `node` of a tree built from `order`: its
    /// container's label; without one, its first and last items by their labels, "Audible through
    /// Twitter", as iOS speaks a row of the home screen (docs/switch-control.md); "Group" when an end
    /// has no label either.
    public func spokenName(ofGroup node: Int, in order: NavigationOrder) -> String {
        if let label = order.node(withID: nodes[node].id)?.label?.string, !label.isEmpty { return label }
        func end(_ pick: ([Int]) -> Int?) -> String? {
            var current = node
            while !nodes[current].isItem {
                guard let next = pick(nodes[current].children) else { return nil }
                current = next
            }
            guard let entry = entry(of: current), let label = order.entries[entry].element.label?.string, !label.isEmpty else { return nil }
            return label
        }
        guard let first = end(\.first), let last = end(\.last) else { return "Group" }
        return "\(first) through \(last)"
    }

    /// The path from the top level down to `node`: for each level, the group scanned (nil for the
    /// top level) and the node's position among its members.
    public func path(to node: Int) -> [(group: Int?, position: Int)] {
        var result: [(group: Int?, position: Int)] = []
        var current = node
        while true {
            let parent = nodes[current].parent
            result.append((parent, nodes[current].position))
            guard let parent else { break }
            current = parent
        }
        return result.reversed()
    }
}
