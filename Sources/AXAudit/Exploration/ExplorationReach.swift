/// Which elements a VoiceOver user can go on to act on from each explored state: the states the
/// graph's actions lead to from it, itself included, and the elements acted on in them. What a
/// finding that one state's tree cannot settle is judged by (`Finding.answeredByActingOn`: a
/// gesture's equivalent on a sheet the screen opens). Built once per explored scene and only read,
/// so the states judged side by side share it.
struct ExplorationReach {
    /// The states each state's actions lead to, each once.
    private let successors: [[Int]]
    /// The states each element is acted on in, by element id.
    private let actedOnIn: [String: Set<Int>]

    init(_ exploration: ExplorationResult) {
        var successors = [[Int]](repeating: [], count: exploration.states.count)
        var actedOnIn: [String: Set<Int>] = [:]
        // Under the settings a state was reached with: an action taken after changing them (a
        // button shown only at the accessibility sizes) is no way on for a user who has not.
        for t in exploration.transitions where !t.action.changesSettings {
            if t.to != t.from, !successors[t.from].contains(t.to) { successors[t.from].append(t.to) }
            actedOnIn[t.action.elementID, default: []].insert(t.from)
        }
        self.successors = successors
        self.actedOnIn = actedOnIn
    }

    /// Whether the exploration acts on `elementID` in `state` or in a state its actions lead to.
    /// False beyond what was explored: a state left at a bound offers nothing here.
    func actsOn(_ elementID: String, from state: Int) -> Bool {
        guard let acted = actedOnIn[elementID], state < successors.count else { return false }
        var seen: Set<Int> = [state]
        var queue = [state]
        while let s = queue.popLast() {
            if acted.contains(s) { return true }
            for next in successors[s] where seen.insert(next).inserted { queue.append(next) }
        }
        return false
    }
}
