import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Validation's probes and the Session (what the window and replay drive) activate through the same
/// code: walking every catalog scene, activating each element by VoiceOver's double tap in a Session
/// and by the activation probe, both take the activation the same way, post the same notifications
/// and leave the model changed the same way.
final class ProbeSessionAgreementTests: XCTestCase {
    private struct Heard: Equatable {
        var result: Bool
        var notifications: [String]
        var stateChanges: [String]
    }

    private static func changes(_ before: [(key: String, value: String)], _ after: [(key: String, value: String)]) -> [String] {
        Array(zip(before, after).lazy.filter { $0.key != $1.key || $0.value != $1.value }.prefix(2)
            .map { "\($0.key)=\($0.value) → \($1.key)=\($1.value)" })
    }

    /// Double tap on `id` in a fresh Session, reached by swiping from the first element; nil when
    /// swiping there changed the scene (so the activation would not start from the probe's state).
    private func sessionActivation(_ descriptor: SceneDescriptor, settings: Settings, id: String) -> Heard? {
        let driver = SessionDriver(session: Session(scene: descriptor.make(), settings: settings))
        let session = driver.session
        let initial = session.scene.stateSnapshot()
        var time = 0
        var records: [TimedRecord] = []
        func send(_ command: VoiceOverCommand) {
            time += 1000
            records = driver.apply(.command(command), at: time)
        }
        send(.first)
        var steps = 0
        while session.focusedElementID != id && steps < session.navigation.count {
            send(.next); steps += 1
        }
        guard session.focusedElementID == id, Self.changes(initial, session.scene.stateSnapshot()).isEmpty else { return nil }
        send(.activate)
        driver.advance(to: time + 3000, into: &records)
        var result: Bool?
        var notifications: [String] = []
        for output in SessionDriver.outputs(records) {
            switch output.event {
            case .action(let elementID, let name, let value) where elementID == id && ["directTouch", "activate", "tap"].contains(name):
                result = value
            case .notification(let name, _): notifications.append(name.rawValue)
            default: break
            }
        }
        return Heard(result: result ?? false, notifications: notifications,
                     stateChanges: Self.changes(initial, session.scene.stateSnapshot()))
    }

    func testProbesActivateAsTheSessionDoesOnEveryCatalogScene() {
        var settings = Settings()
        settings.voiceOver = true
        var compared = 0
        for descriptor in Catalog.all where !descriptor.isDeclarative {
            let subject = AuditSubject(descriptor: descriptor, settings: settings, metrics: EstimatedTextMetrics(), isDeclarative: false)
            let probe = Probe(descriptor: descriptor, settings: settings, presentIDs: [])
            for node in subject.interactive {
                let id = node.element.id
                guard let heard = sessionActivation(descriptor, settings: settings, id: id),
                      let outcome = probe.run(on: id, Probe.activate) else { continue }
                let probed = Heard(result: outcome.result, notifications: outcome.notifications.map(\.name), stateChanges: outcome.stateChanges)
                XCTAssertEqual(probed, heard, "\(descriptor.id): activating \(id)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 40, "the walk reached too few elements to compare")
    }
}
