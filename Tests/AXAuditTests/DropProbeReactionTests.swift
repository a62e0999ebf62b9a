import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The drop probe applies its drop `.inputOnly` (`Session.Reaction`): VoiceOver's reaction to the
/// drop is not worked out, since only the drop's own outputs are read and the Session is let go.
/// Every drop the probe can try (each drag source onto each drop point of another element) on every
/// catalog scene, example scene file and a six-row list must give what the full application gives,
/// on the probe's copy put back after each drop, as validation uses it.
final class DropProbeReactionTests: XCTestCase {
    func testAnInputOnlyDropDropsWhereTheFullOneDoes() throws {
        var compared = 0, dropped = 0
        var failures: [String] = []
        for descriptor in try EveryReportFormat.comparedScenes() {
            let subject = AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
            let probe = subject.probe
            let sources = subject.focusable.flatMap { node in node.element.dragSources.map { (node.element.id, $0) } }
            for target in subject.focusable {
                for drop in target.element.dropPoints {
                    for (sourceID, source) in sources where sourceID != target.element.id {
                        let results = [Session.Reaction.full, .inputOnly].map { reaction in
                            probe.withInitialScene { scene, order in
                                DropProbeRule.drops(source, from: sourceID, at: drop, on: target.element.id, scene: scene, order: order,
                                                    settings: probe.settings, reaction: reaction)
                            }
                        }
                        if results[0] != results[1] {
                            failures.append("\(descriptor.id): \(source.name) from \(sourceID) › \(drop.name) on \(target.element.id): "
                                            + "full \(results[0]), input only \(results[1])")
                        }
                        compared += 1
                        if results[0] { dropped += 1 }
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
        XCTAssertGreaterThan(dropped, 50, "too few drops that dropped")
        XCTAssertGreaterThan(compared - dropped, 20, "too few drops that were refused")
        print("compared \(compared) drops, \(dropped) dropped")
    }
}
