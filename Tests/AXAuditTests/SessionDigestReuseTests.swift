import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The state digest a Session keeps after every input reads the scene's whole state snapshot
/// (docs/validation-performance.md, "What each state costs in the engine"): a restored Session takes its
/// restore point's digest instead of reading it again, and a probe's Session keeps none. Each is
/// checked against a digest computed afresh, so a kept digest that went stale fails here.
final class SessionDigestReuseTests: XCTestCase {
    static let bounds = ExplorationBounds(depth: 3, states: 40)

    /// A Session restored from a point starts with the point's digest, the snapshot unread; once an
    /// input changes the model, the digest it reports is the new model's, as a session driven there
    /// from the start reports it (a kept digest would still say the old one).
    func testARestoredSessionsDigestFollowsTheModel() throws {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "hello-goodbye"))
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: Self.bounds)
        let result = explorer.explore()
        var changed = 0
        for state in result.states.dropFirst() {
            let restoration = try XCTUnwrap(state.restoration, state.steps)
            let restored = try XCTUnwrap(restoration.driver(of: descriptor), state.steps)
            let replayed = explorer.reach(inputs: state.inputs, endTime: state.endTime)
            XCTAssertEqual(restored.session.stateDigest, replayed.session.stateDigest, state.steps)
            XCTAssertEqual(restored.session.modelDigest, state.digest, state.steps)
            // Every element double tapped in turn, the same inputs on both: the digests they emit agree.
            for entry in replayed.session.navigation.entries.prefix(6) {
                let time = replayed.session.now + 100
                let inputs: [SessionInput] = [.command(.touch(entry.frame.center)), .command(.activate)]
                for input in inputs {
                    let a = restored.apply(input, at: time).filter { !$0.record.isInput }.map { "\($0.record)" }
                    let b = replayed.apply(input, at: time).filter { !$0.record.isInput }.map { "\($0.record)" }
                    XCTAssertEqual(a, b, "\(state.steps): \(input)")
                }
                XCTAssertEqual(restored.session.modelDigest, Explorer.digest(restored.session.scene.stateSnapshot()), state.steps)
                if restored.session.modelDigest != state.digest { changed += 1 }
            }
        }
        XCTAssertGreaterThan(changed, 0, "some double tap changed a restored model")
    }

    /// A probe's Session keeps no state digest: it emits no `.state` output and gives no restore
    /// point, while the probe still sees the model change (it reads the model itself).
    func testAProbesSessionKeepsNoDigestAndStillSeesTheModelChange() throws {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "hello-goodbye"))
        var settings = Settings()
        settings.voiceOver = true
        let scene = descriptor.make()
        scene.settingsDidChange(context: ProbeContext(settings: settings))
        let order = NavigationOrder(scene: scene, settings: settings)
        let before = scene.stateSnapshot()
        let recorder = ProbeRecorder()
        var outcomes = 0
        for entry in order.entries where entry.element.onActivate != nil {
            let copy = descriptor.make()
            copy.settingsDidChange(context: ProbeContext(settings: settings))
            let copyOrder = NavigationOrder(scene: copy, settings: settings)
            let session = try XCTUnwrap(Session(probing: copy, settings: settings, order: copyOrder, focusedOn: entry.id, observer: recorder.observer))
            XCTAssertNil(session.restorePoint)
            let records = SessionDriver(session: session).apply(.command(.activate), at: 0)
            XCTAssertFalse(records.contains { if case .output(_, .state) = $0.record { return true }; return false }, entry.id)
            if !ProbeSnapshot.same(copy.stateSnapshot(), before) { outcomes += 1 }
        }
        XCTAssertGreaterThan(outcomes, 0, "some double tap changed the model the probe reads")
    }
}
