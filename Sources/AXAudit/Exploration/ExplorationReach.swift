/// Which elements a VoiceOver user can go on to act on from each explored state: the states the
/// graph's actions lead to from it, itself included, and the elements acted on in them. What a
/// finding that one state's tree cannot settle is judged by (`Finding.answeredByActingOn`: a
/// gesture's equivalent on a sheet the screen opens). Built once per explored scene and only read,
/// so the states judged side by side share it.
struct ExplorationReach {
    /// By the settings the states were reached under (`ExploredState.reachedUnder`): the walk a user
    /// under them takes (`StateGraph`), and the states each element is acted on in by such a user.
    private let walks: [Int: (successors: [[Int]], actedOnIn: [String: Set<Int>])]
    /// The settings each state was reached under.
    private let reachedUnder: [Int]

    init(_ exploration: ExplorationResult) {
        reachedUnder = exploration.states.map(\.reachedUnder)
        var walks: [Int: (successors: [[Int]], actedOnIn: [String: Set<Int>])] = [:]
        // Under the settings a state was reached with: an action only other settings offer (a
        // button shown only at the accessibility sizes) is no way on for a user who has not changed
        // them, and one shown only at the default size none for a user who reached the state at AX5.
        for settings in Set(reachedUnder) {
            var actedOnIn: [String: Set<Int>] = [:]
            for t in exploration.transitions where t.offeredUnder.contains(settings) {
                actedOnIn[t.action.elementID, default: []].insert(t.from)
            }
            walks[settings] = (StateGraph.successors(exploration, under: settings), actedOnIn)
        }
        self.walks = walks
    }

    /// Whether the exploration acts on `elementID` in `state` or in a state its actions lead to,
    /// as a user under the settings `state` was reached with. False beyond what was explored: a
    /// state left at a bound offers nothing here.
    func actsOn(_ elementID: String, from state: Int) -> Bool {
        guard state < reachedUnder.count, let walk = walks[reachedUnder[state]], let acted = walk.actedOnIn[elementID] else { return false }
        var seen: Set<Int> = [state]
        var queue = [state]
        while let s = queue.popLast() {
            if acted.contains(s) { return true }
            for next in walk.successors[s] where seen.insert(next).inserted { queue.append(next) }
        }
        return false
    }
}
