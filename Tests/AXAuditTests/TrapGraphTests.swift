@testable import AXAudit
import AXCore
import XCTest

/// `modality.trap` judges the graph of states through its strongly connected components: a state
/// opened from another has a way back exactly when the two lie in one component, and all it reaches
/// was explored when its component and those it reaches were. These tests hold it to the walk from
/// each opened state over everything it reaches, on graphs of every shape (the graph alone: a
/// return to the screen below, told apart by reading the states, is `ExplorationTests`').
final class TrapGraphTests: XCTestCase {
    private let explorer = Explorer(descriptor: SceneDescriptor(id: "planted", tab: "Tests", title: "Planted", sourcePath: #filePath) {
        TestScene(.trap)
    }, settings: Settings(), bounds: .default)

    /// The walk the rule made before: from each opened state, everything it reaches.
    private func reference(_ exploration: ExplorationResult) -> [(state: Int, reachable: Int)] {
        let states = exploration.states
        var outgoing = [[ExplorationTransition]](repeating: [], count: states.count)
        for t in exploration.transitions { outgoing[t.from].append(t) }
        var results: [(Int, Int)] = []
        var judged = Set<Int>()
        for t in exploration.transitions where t.to != t.from && t.presented && judged.insert(t.to).inserted {
            // A way out is taken under the settings the state was opened with; an action offered
            // only under others (a close button shown only at AX5) may open a state, never free one.
            // A state opened without a change of settings is judged for each variant's user the
            // opening action is offered to (here the default size, then AX5), reported for the first
            // it traps; one opened after a change, for the user under the settings changed.
            let own = states[t.from].reachedUnder
            let users = t.action.changesSettings ? [1 - own] : own == 0 ? [0, 1].filter(t.offeredUnder.contains) : [own]
            for under in users {
                var reachable: Set<Int> = [t.to]
                var queue = [t.to]
                var complete = true
                while let s = queue.popLast() {
                    if states[s].unexplored != nil || states[s].actionsNotTaken > 0 { complete = false }
                    for edge in outgoing[s] where edge.offeredUnder.contains(under) && reachable.insert(edge.to).inserted { queue.append(edge.to) }
                }
                if complete && !reachable.contains(t.from) {
                    results.append((t.to, reachable.count))
                    break
                }
            }
        }
        return results
    }

    /// `base`'s states and transitions reshaped into a graph of `count` states and `edges` edges
    /// drawn by `random`, some presented, some taken after a change of settings, some states
    /// unexplored or explored in part.
    private func graph(from base: ExplorationResult, count: Int, edges: Int, random: inout SeededNumbers) -> ExplorationResult {
        var result = base
        // The settings at 1 are AX5 (VoiceOver on, as every variant): the explorer, given none,
        // lists only its own settings and its own with VoiceOver off, whose user walks more.
        var ax5 = base.settings[0]
        ax5.contentSize = .largest
        result.settings = [base.settings[0], ax5]
        result.states = (0..<count).map { i in
            var state = base.states[0]
            state.index = i
            state.digest = "s\(i)"
            let roll = random.next(100)
            state.unexplored = roll < 5 ? .stateBound : nil
            state.actionsNotTaken = roll >= 5 && roll < 8 ? 1 : 0
            // Some explored under AX5 (the settings at 1), first found by an action only it offers.
            state.reachedUnder = random.next(5) == 0 ? 1 : 0
            return state
        }
        result.transitions = (0..<edges).map { _ in
            var t = base.transitions[0]
            t.from = random.next(count)
            // Mostly near its source, as actions lead to neighbouring states, with some long jumps back.
            t.to = random.next(4) == 0 ? random.next(count) : min(count - 1, t.from + random.next(3))
            t.presented = random.next(3) == 0
            // Offered only under the other size than the state was explored under, under its own
            // alone, or under both.
            let own = result.states[t.from].reachedUnder
            if random.next(6) == 0 {
                t.action.settingChanges = [.init(.contentSize, own == 0 ? "AX5" : "L")]
                t.offeredUnder = [1 - own]
            } else {
                t.offeredUnder = random.next(3) == 0 ? [0, 1] : [own]
            }
            return t
        }
        return result
    }

    func testOpenedStatesAreJudgedAsByWalkingFromEach() throws {
        let base = explorer.explore()
        XCTAssertFalse(base.transitions.isEmpty)
        var random = SeededNumbers(seed: 26)
        var traps = 0, graphs = 0
        for count in [1, 2, 3, 5, 8, 20, 60, 200] {
            for density in [1, 2, 3] {
                for _ in 0..<6 {
                    let exploration = graph(from: base, count: count, edges: count * density, random: &random)
                    let judged = TrapStateRule(tellsReturnsApart: false).judge(exploration, explorer: explorer)
                    let expected = reference(exploration)
                    XCTAssertEqual(judged.map(\.1.index), expected.map(\.state), "\(count) states, \(count * density) edges")
                    XCTAssertEqual(judged.map(\.0.detail), expected.map { "\(Plural.count($0.reachable, "state")) reachable from it, none of them the one it was opened from; escape and every action were tried" })
                    traps += judged.count
                    graphs += 1
                }
            }
        }
        XCTAssertGreaterThan(traps, 20, "graphs with traps were compared")
        XCTAssertEqual(graphs, 144)
    }

    /// Components on a chain, a cycle, and a cycle with a tail: each numbered after those it reaches.
    func testComponentsComeAfterThoseTheyReach() {
        let chain = StronglyConnectedComponents(successors: [[1], [2], []])
        XCTAssertEqual(chain.count, 3)
        XCTAssertEqual(chain.component, [2, 1, 0])
        let cycle = StronglyConnectedComponents(successors: [[1], [2], [0]])
        XCTAssertEqual(cycle.count, 1)
        let tail = StronglyConnectedComponents(successors: [[1], [2], [1, 3], []])
        XCTAssertEqual(tail.count, 3)
        XCTAssertEqual(tail.component[1], tail.component[2])
        XCTAssertLessThan(tail.component[3], tail.component[1])
        XCTAssertLessThan(tail.component[1], tail.component[0])
        // A long chain is walked without recursion.
        let long = StronglyConnectedComponents(successors: (0..<100_000).map { $0 + 1 < 100_000 ? [$0 + 1] : [] })
        XCTAssertEqual(long.count, 100_000)
    }
}

/// A small deterministic generator for the tests' graphs.
private struct SeededNumbers {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
