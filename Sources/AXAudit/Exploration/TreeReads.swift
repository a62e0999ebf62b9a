import AXCore
import AXEngine

/// What exploration reads of the whole tree and order of the copy it acts on, after every action,
/// kept while they stay the same storage. A state's actions taken in a row share one copy, put back
/// in the state after each with the order its Session read of the state on it, so an action that
/// changes nothing leaves the tree and order it found; reading them whole again after every action made a
/// state of n actions quadratic (3,000 buttons with one custom action each: 3.5 s, 30,000 past two
/// minutes). One per run of actions, on the thread that takes them.
final class TreeReads {
    private var tree: [AccessibilityElement] = []
    private var elementsByID: [String: AccessibilityElement] = [:]
    /// The modal views of the last two orders read: a state's own, read before each of its actions,
    /// and the order each action left.
    private var modalViewsRead: [(entries: [NavigationEntry], nodes: [NavigationNode], ids: Set<String>)] = []

    /// The first node with `id` in `roots`, in tree order, as `ProbeTree.first` finds it by walking.
    func element(_ id: String, in roots: [AccessibilityElement]) -> AccessibilityElement? {
        if roots.isEmpty || !roots.sharesStorage(with: tree) {
            tree = roots
            elementsByID = ProbeTree(roots).elementsByID
        }
        return elementsByID[id]
    }

    /// The ids of the modal views (`viewIsModal`) some element of `order` lies in (it or an ancestor).
    func modalViews(_ order: NavigationOrder) -> Set<String> {
        if let known = modalViewsRead.first(where: { $0.entries.sharesStorage(with: order.entries) && $0.nodes.sharesStorage(with: order.nodes) }) {
            return known.ids
        }
        var ids = Set<String>()
        var seen = Set<Int>()
        for entry in order.entries {
            var node: Int? = entry.node
            // A chain already walked from another entry holds what lies above it.
            while let current = node, seen.insert(current).inserted {
                if order.nodes[current].element.viewIsModal { ids.insert(order.nodes[current].element.id) }
                node = order.nodes[current].parent
            }
        }
        if modalViewsRead.count == 2 { modalViewsRead.removeFirst() }
        modalViewsRead.append((order.entries, order.nodes, ids))
        return ids
    }
}
