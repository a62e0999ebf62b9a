import AXCore

/// What a VoiceOver user can go on to do from each explored state, under each variant judged there: the states the graph's actions
/// lead to from it, itself included, the elements acted on in them, and the modal views each holds
/// up. What a finding that one state's tree cannot settle is judged by (`Finding.answeredBy`: a
/// gesture's equivalent on a sheet the screen opens, a modal view's way out). Built once per
/// explored scene and only read, so the states judged side by side share it.
struct ExplorationReach {
    /// By the users the states are judged for (`ExplorationResult.judgedUsers(of:)`): the walk a user
    /// under them takes (`StateGraph`), and the states each element is acted on in by such a user.
    private let walks: [Int: (successors: [[Int]], actedOnIn: [String: Set<Int>])]
    /// Which user each state is judged for under each variant (`ExplorationResult.user(judging:under:)`).
    private let exploration: ExplorationResult
    /// The modal views each state holds up, where they were read (`ExploredState.modalViews`).
    private let modalViews: [Set<String>?]
    /// Each drop point (its element's id and its name) onto which the exploration took a drop in
    /// some state, dropped or refused: a drag was under way there, so the point was offered.
    private let dropPointsDroppedOn: Set<[String]>
    /// Each custom action (its element's id and its name) that did something in some state the
    /// exploration took it in (`ExplorationTransition.didSomething`).
    private let customActionsThatWorked: Set<[String]>

    init(_ exploration: ExplorationResult) {
        self.exploration = exploration
        modalViews = exploration.states.map(\.modalViews)
        var walks: [Int: (successors: [[Int]], actedOnIn: [String: Set<Int>])] = [:]
        // Under the settings of the user judged: an action only other settings offer (a button
        // shown only at the accessibility sizes) is no way on for a user who has not changed them,
        // and one shown only at the default size none for a user at AX5, whether they reached the
        // state at AX5 or are the matrix's AX5 variant of a state reached at the default size.
        for settings in Set(exploration.states.indices.flatMap(exploration.judgedUsers(of:))) {
            var actedOnIn: [String: Set<Int>] = [:]
            for t in exploration.transitions where exploration.offers(t, to: settings) {
                actedOnIn[t.action.elementID, default: []].insert(t.from)
            }
            walks[settings] = (StateGraph.successors(exploration, under: settings), actedOnIn)
        }
        self.walks = walks
        var dropped = Set<[String]>()
        var worked = Set<[String]>()
        for t in exploration.transitions {
            switch t.action.kind {
            case .drop(_, let targetID, _, let drop): dropped.insert([targetID, drop.name])
            case .customAction(_, let name) where t.didSomething: worked.insert([t.action.elementID, name])
            default: break
            }
        }
        dropPointsDroppedOn = dropped
        customActionsThatWorked = worked
    }

    /// Whether a user reaches `answer` from `state`, as the user judged there under the matrix
    /// variant `variant` (`ExplorationResult.user(judging:under:)`): a finding seen under that
    /// variant is answered only by what is offered under its settings. False beyond what was
    /// explored: a state left at a bound offers nothing here.
    func answers(_ answer: ExplorationAnswer, from state: Int, under variant: Settings) -> Bool {
        let user = exploration.user(judging: state, under: variant)
        switch answer {
        case .actingOn(let elementID): return actsOn(elementID, from: state, as: user)
        case .leaving(let modalView): return leaves(modalView, from: state, as: user)
        case .droppedOn(let elementID, let dropPoint): return dropPointsDroppedOn.contains([elementID, dropPoint])
        case .customActionWorked(let elementID, let name): return customActionsThatWorked.contains([elementID, name])
        }
    }

    /// Whether the exploration acts on `elementID` in `state` or in a state its actions lead to,
    /// along the actions offered to `user` (an index of `ExplorationResult.settings`).
    func actsOn(_ elementID: String, from state: Int, as user: Int) -> Bool {
        guard let acted = walks[user]?.actedOnIn[elementID] else { return false }
        return reaches(from: state, as: user) { acted.contains($0) }
    }

    /// Whether a state the actions lead to from `state` does not hold the modal view `modalView`
    /// up, along the actions offered to `user`: that user can leave it, whatever the element that
    /// dismisses it is called.
    func leaves(_ modalView: String, from state: Int, as user: Int) -> Bool {
        reaches(from: state, as: user) { modalViews[$0].map { !$0.contains(modalView) } ?? false }
    }

    /// The modal views up in a tree: each element with `viewIsModal` that neither it nor an ancestor
    /// hides, as `modal.no-exit` finds them, whether or not VoiceOver's order holds anything inside
    /// (a modal view with nothing to focus is up all the same, and no way out of it).
    static func modalViews(in roots: [AccessibilityElement]) -> Set<String> {
        var ids = Set<String>()
        func walk(_ elements: [AccessibilityElement]) {
            for element in elements where !element.elementsHidden {
                if element.viewIsModal { ids.insert(element.id) }
                walk(element.children)
            }
        }
        walk(roots)
        return ids
    }

    /// Whether some state reached from `state` along `user`'s walk, itself included, is `goal`.
    private func reaches(from state: Int, as user: Int, _ goal: (Int) -> Bool) -> Bool {
        guard state < exploration.states.count, let walk = walks[user] else { return false }
        var seen: Set<Int> = [state]
        var queue = [state]
        while let s = queue.popLast() {
            if goal(s) { return true }
            for next in walk.successors[s] where seen.insert(next).inserted { queue.append(next) }
        }
        return false
    }
}
