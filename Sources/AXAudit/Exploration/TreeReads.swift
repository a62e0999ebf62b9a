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
    private var order: (entries: [NavigationEntry], nodes: [NavigationNode])?
    private var presents = false

    /// The first node with `id` in `roots`, in tree order, as `ProbeTree.first` finds it by walking.
    func element(_ id: String, in roots: [AccessibilityElement]) -> AccessibilityElement? {
        if roots.isEmpty || !roots.sharesStorage(with: tree) {
            tree = roots
            elementsByID = ProbeTree(roots).elementsByID
        }
        return elementsByID[id]
    }

    /// Whether some element of `order` lies in a modal view: it or an ancestor is `viewIsModal`.
    func presentsModalView(_ order: NavigationOrder) -> Bool {
        if let known = self.order, known.entries.sharesStorage(with: order.entries), known.nodes.sharesStorage(with: order.nodes) {
            return presents
        }
        presents = order.entries.indices.contains { index in order.chainContains(from: index) { $0.viewIsModal } }
        self.order = (order.entries, order.nodes)
        return presents
    }
}
