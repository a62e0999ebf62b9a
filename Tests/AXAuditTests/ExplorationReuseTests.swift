import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// What exploration no longer computes twice (docs/validation.md, "What each state costs in the
/// engine"), each checked against computing it afresh on a fresh copy, so a reuse that ever served
/// a stale value fails here: a state's digest taken from the Session that settled the action,
/// whether a state at a bound offers actions read from the copy that found it, and the first action
/// of a state taken on the copy its actions were listed on.
final class ExplorationReuseTests: XCTestCase {
    /// Scenes whose explorations reach both bounds, with many states left unexplored.
    static let scenes = ["photo-filter-broken", "hello-goodbye", "pre-poster", "home-screen-broken", "exceptional-dogs-broken"]
    static let bounds = ExplorationBounds(depth: 3, states: 40)

    private func explore(_ id: String) throws -> (Explorer, ExplorationResult) {
        let explorer = Explorer(descriptor: try XCTUnwrap(Catalog.descriptor(for: id)), settings: Settings(), bounds: Self.bounds)
        return (explorer, explorer.explore())
    }

    /// Each state's digest (the Session's, after the action that found it) is the digest of its
    /// snapshot, and of a fresh copy brought to it.
    func testEveryStatesDigestIsItsSnapshotsDigest() throws {
        for id in Self.scenes {
            let (explorer, result) = try explore(id)
            for state in result.states {
                XCTAssertEqual(state.digest, Explorer.digest(state.snapshot), "\(id) \(state.steps)")
                XCTAssertEqual(state.digest, Explorer.digest(explorer.reach(state).session.scene.stateSnapshot()), "\(id) \(state.steps)")
            }
        }
    }

    /// A state whose actions were not taken is reported unexplored exactly when a fresh copy brought
    /// to it offers an action: what the copy that found it listed is what the state offers.
    func testAStateAtABoundIsUnexploredExactlyWhenAFreshCopyOffersActions() throws {
        var judged = 0, unexplored = 0
        for id in Self.scenes {
            let (explorer, result) = try explore(id)
            let expanded = Set(result.transitions.map(\.from))
            for state in result.states.dropFirst() where !expanded.contains(state.index) {
                let offers = !Explorer.actions(at: explorer.reach(state)).isEmpty
                XCTAssertEqual(state.unexplored != nil, offers, "\(id) \(state.steps)")
                XCTAssertEqual(state.offersActions, offers, "\(id) \(state.steps)")
                judged += 1
                if offers { unexplored += 1 }
            }
        }
        XCTAssertGreaterThan(unexplored, 50, "states at the bounds were compared")
        XCTAssertGreaterThan(judged, unexplored - 1)
    }

    /// The first action of each expanded state is taken on the copy its actions were listed on; the
    /// same action taken on a fresh copy brought to the state leads to the same state, having done
    /// the same thing.
    func testTheFirstActionOfAStateDoesWhatItDoesOnAFreshCopy() throws {
        var compared = 0
        for id in Self.scenes {
            let (explorer, result) = try explore(id)
            var seen = Set<Int>()
            for transition in result.transitions where seen.insert(transition.from).inserted && !transition.leftOut {
                let state = result.states[transition.from]
                let driver = explorer.reach(state)
                var taken: [TimedRecord] = []
                driver.onRecord = { taken.append($0) }
                let describedBefore = Explorer.description(of: Explorer.observedID(transition.action), in: driver.session)
                let modalBefore = TreeReads().modalViews(driver.session.navigation)
                XCTAssertTrue(transition.action.perform(in: driver), "\(id) \(state.steps) \(transition.action.step)")
                driver.onRecord = nil
                XCTAssertEqual(Explorer.digest(driver.session.scene.stateSnapshot()), result.states[transition.to].digest,
                               "\(id) \(state.steps) › \(transition.action.step)")
                let fresh = Explorer.transition(from: transition.from, action: transition.action, records: taken, session: driver.session,
                                                describedBefore: describedBefore, modalBefore: modalBefore)
                XCTAssertEqual("\(fresh.notifications) \(fresh.playedSceneSound) \(fresh.describedBefore ?? "-") \(fresh.describedAfter ?? "-") \(fresh.presented)",
                               "\(transition.notifications) \(transition.playedSceneSound) \(transition.describedBefore ?? "-") \(transition.describedAfter ?? "-") \(transition.presented)",
                               "\(id) \(state.steps) › \(transition.action.step)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 20)
    }
}
