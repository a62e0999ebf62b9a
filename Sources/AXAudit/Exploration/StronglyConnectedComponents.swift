/// The strongly connected components of a graph whose nodes are numbered from 0 and given by their
/// successors (Tarjan's algorithm, with a stack of its own instead of recursion, so a graph of any
/// size is walked). Components are numbered in the order they are closed, which puts each after
/// every component it reaches.
struct StronglyConnectedComponents {
    /// Each node's component.
    let component: [Int]
    /// Each component's nodes.
    let members: [[Int]]
    var count: Int { members.count }

    init(successors: [[Int]]) {
        let n = successors.count
        var order = [Int](repeating: -1, count: n), low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int] = [], component = [Int](repeating: -1, count: n), members: [[Int]] = []
        var next = 0
        // The nodes being visited, each with the next of its successors to look at.
        var visiting: [(node: Int, edge: Int)] = []
        func enter(_ v: Int) {
            order[v] = next; low[v] = next; next += 1
            stack.append(v); onStack[v] = true
            visiting.append((v, 0))
        }
        for root in 0..<n where order[root] < 0 {
            enter(root)
            while let (v, edge) = visiting.last {
                if edge < successors[v].count {
                    visiting[visiting.count - 1].edge += 1
                    let w = successors[v][edge]
                    if order[w] < 0 { enter(w) } else if onStack[w] { low[v] = min(low[v], order[w]) }
                    continue
                }
                visiting.removeLast()
                if let parent = visiting.last?.node { low[parent] = min(low[parent], low[v]) }
                guard low[v] == order[v] else { continue }
                var closed: [Int] = []
                while let w = stack.popLast() {
                    onStack[w] = false
                    component[w] = members.count
                    closed.append(w)
                    if w == v { break }
                }
                members.append(closed)
            }
        }
        self.component = component
        self.members = members
    }
}
