import Foundation
import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Validation's probes hear what a VoiceOver user hears: walking every catalog scene and example
/// scene file, each element and each action the probes perform on it (double tap, increment,
/// decrement, each custom action, zoom, the four scrolls), a Session driven through SessionDriver by
/// the user's gestures (swipes to the element, then the rotor, swipes and double tap the action
/// needs) and the probe report the same speech and sounds, with the same timing, the same
/// notifications and the same model change.
final class ProbeSessionAgreementTests: XCTestCase {
    private struct Heard: Equatable, CustomStringConvertible {
        var result: Bool
        var heard: [OutputEvent]
        var notifications: [String]
        var stateChanges: [String]

        var description: String {
            let events = heard.map { event -> String in
                switch event {
                case .speech(let r): return "\"\(r.text)\" \(r.kind) \(r.outcome) \(r.start)-\(r.end)"
                default: return "\(event)"
                }
            }
            return "result \(result), heard [\(events.joined(separator: "; "))], notifications \(notifications), state \(stateChanges)"
        }
    }

    private static func changes(_ before: [(key: String, value: String)], _ after: [(key: String, value: String)]) -> [String] {
        Array(zip(before, after).lazy.filter { $0.key != $1.key || $0.value != $1.value }.prefix(2)
            .map { "\($0.key)=\($0.value) → \($1.key)=\($1.value)" })
    }

    /// The gestures a user makes for `gesture` once the element is focused: what brings the rotor
    /// there, then the gesture itself. Written here from docs/voiceover.md, not taken from the probe.
    private static func userGestures(_ gesture: ProbeGesture, on session: Session) -> (setup: [VoiceOverCommand], gesture: VoiceOverCommand)? {
        func rotorTo(_ option: RotorOption) -> [VoiceOverCommand]? {
            if session.rotor.option == option { return [] }
            let options = session.rotorOptions
            guard let target = options.firstIndex(of: option) else { return nil }
            let from = session.rotor.option.flatMap { options.firstIndex(of: $0) }
            let turns = from.map { (target - $0 + options.count) % options.count } ?? target + 1
            return Array(repeating: .rotorNext, count: turns)
        }
        switch gesture {
        case .activate: return ([], .activate)
        case .increment: return rotorTo(.adjustValue).map { ($0, .up) }
        case .decrement: return rotorTo(.adjustValue).map { ($0, .down) }
        case .zoomIn: return rotorTo(.zoom).map { ($0, .up) }
        case .scroll(let direction): return ([], .scroll(direction))
        case .customAction(let index):
            // Custom actions come first in the Actions rotor; the first swipe down selects the first.
            return rotorTo(.actions).map { ($0 + Array(repeating: .down, count: index + 1), .activate) }
        // A drop moves the focus between its two double taps; the walk does not try drops.
        case .drop: return nil
        }
    }

    /// What a user hears doing `gesture` on `id` in a fresh Session, reached by swiping from the
    /// first element; nil when swiping there changed the scene (the probe starts from the scene as
    /// it was read) or the element cannot be reached.
    private func sessionHears(_ descriptor: SceneDescriptor, settings: Settings, id: String, gesture: ProbeGesture) -> Heard? {
        let scene = AuditSubject.makeScene(descriptor, settings: settings)
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        let session = driver.session
        let initial = scene.stateSnapshot()
        var time = 0
        func send(_ command: VoiceOverCommand) -> [TimedRecord] {
            time = max(time, session.now) + 1000
            return driver.apply(.command(command), at: time)
        }
        _ = send(.first)
        var steps = 0
        while session.focusedElementID != id && steps < session.navigation.count {
            _ = send(.next); steps += 1
        }
        guard session.focusedElementID == id, Self.changes(initial, scene.stateSnapshot()).isEmpty,
              let plan = Self.userGestures(gesture, on: session) else { return nil }
        for command in plan.setup { _ = send(command) }
        var setAside: [TimedRecord] = []
        driver.advanceUntilSilent(into: &setAside)
        time = session.now
        var records = driver.apply(.command(plan.gesture), at: time)
        let start = time
        driver.advance(to: start + 3000, into: &records)
        driver.advanceUntilSilent(into: &records)
        let outputs = SessionDriver.outputs(records)
        var notifications: [String] = []
        var result = false
        for output in outputs {
            switch output.event {
            case .notification(let name, _): notifications.append(name.rawValue)
            // The element took it (a three-finger swipe: the element or an ancestor that scrolls).
            case .action(let elementID, _, let value) where value && (elementID == id || gesture.isScroll): result = true
            default: break
            }
        }
        return Heard(result: result, heard: Probe.heard(outputs, from: start), notifications: notifications,
                     stateChanges: Self.changes(initial, scene.stateSnapshot()))
    }

    /// The actions the probe rules perform on an element.
    private static func probedGestures(_ element: AccessibilityElement, interactive: Bool, scrolls: Bool) -> [ProbeGesture] {
        var gestures: [ProbeGesture] = interactive ? [.activate] : []
        if element.onIncrement != nil { gestures.append(.increment) }
        if element.onDecrement != nil { gestures.append(.decrement) }
        gestures += element.customActions.indices.map { .customAction(index: $0) }
        if element.onZoomIn != nil { gestures.append(.zoomIn) }
        if scrolls { gestures += [ScrollDirection.left, .right, .up, .down].map { .scroll($0) } }
        return gestures
    }

    /// The example scene files (examples/*.json): scene files behave, so their probes run too.
    private func exampleSceneFiles() -> [SceneDescriptor] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardizedFileURL
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty, "no example scene files in \(folder.path)")
        return names.compactMap { name in
            let path = folder.appendingPathComponent(name).path
            do {
                return try SceneFile.parse(String(contentsOfFile: path, encoding: .utf8), file: path).descriptor
            } catch {
                XCTFail("\(name): \(error)")
                return nil
            }
        }
    }

    /// Walks every catalog scene and example scene file; returns how many actions were compared and how many heard speech.
    private func compareEveryScene() -> (compared: Int, spoken: Int, failures: [String]) {
        var settings = Settings()
        settings.voiceOver = true
        var compared = 0, spoken = 0
        var failures: [String] = []
        for descriptor in Catalog.registry.scenes + exampleSceneFiles() where !descriptor.isDeclarative {
            let subject = AuditSubject(descriptor: descriptor, settings: settings, metrics: EstimatedTextMetrics(), isDeclarative: false)
            let probe = Probe(descriptor: descriptor, settings: settings, presentIDs: [])
            let scrolledFrom = Set(LayoutNotificationProbeRule.scrollers(subject).map(\.from.element.id))
            for node in subject.focusable {
                let id = node.element.id
                for gesture in Self.probedGestures(node.element, interactive: node.isInteractive, scrolls: scrolledFrom.contains(id)) {
                    guard let heard = sessionHears(descriptor, settings: settings, id: id, gesture: gesture),
                          let outcome = probe.run(on: id, gesture) else { continue }
                    let probed = Heard(result: outcome.result, heard: outcome.heard, notifications: outcome.notifications.map(\.name),
                                       stateChanges: outcome.stateChanges)
                    if probed != heard {
                        failures.append("\(descriptor.id): \(gesture) on \(id)\n  probe:   \(probed)\n  session: \(heard)")
                    }
                    compared += 1
                    if heard.heard.contains(where: { if case .speech = $0 { return true }; return false }) { spoken += 1 }
                }
            }
        }
        return (compared, spoken, failures)
    }

    func testProbesHearWhatTheSessionHearsOnEveryCatalogScene() {
        let run = compareEveryScene()
        XCTAssertEqual(run.failures, [], run.failures.joined(separator: "\n"))
        XCTAssertGreaterThan(run.compared, 100, "the walk reached too few actions to compare")
        XCTAssertGreaterThan(run.spoken, 50, "too few actions were heard saying something")
    }
}

private extension ProbeGesture {
    var isScroll: Bool { if case .scroll = self { return true } else { return false } }
}
