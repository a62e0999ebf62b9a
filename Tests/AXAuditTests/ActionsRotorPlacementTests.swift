import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The drop probe puts the Actions rotor on its drag and drop items silently
/// (`Session.placeActionsRotor(on:)`) instead of turning the rotor and swiping down to them. The
/// placement must leave the rotor where the gestures leave it, and fail where they fail: on every
/// catalog scene, example scene file and a six-row list, every Actions item of every element, before
/// a drag and while the first drag source's item is held.
final class ActionsRotorPlacementTests: XCTestCase {
    func testPlacingTheActionsRotorLeavesItWhereTheGesturesDo() throws {
        var selected = 0, selectedWhileDragging = 0, refused = 0
        var failures: [String] = []
        for descriptor in try EveryReportFormat.comparedScenes() {
            let subject = AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
            let probe = subject.probe
            let firstSource = subject.focusable.lazy.flatMap { node in node.element.dragSources.map { (node.element.id, $0) } }.first
            for dragging in [false, true] where !dragging || firstSource != nil {
                for node in subject.focusable {
                    let id = node.element.id
                    // Each item the element offers, then one it does not offer.
                    let count = Self.session(probe, focusedOn: id, holding: dragging ? firstSource : nil)?.actionItems.count ?? 0
                    for index in 0...count {
                        let results: [RotorState?] = [false, true].map { placed in
                            guard let session = Self.session(probe, focusedOn: id, holding: dragging ? firstSource : nil) else { return nil }
                            let items = session.actionItems
                            let matches: (RotorItem) -> Bool = { item in index < items.count && item == items[index] }
                            let ok: Bool
                            if placed {
                                ok = session.placeActionsRotor(on: matches)
                            } else {
                                let driver = SessionDriver(session: session)
                                let send = ProbeGesture.sender(driver)
                                ok = ProbeGesture.turnRotor(session, to: .actions, send: send) && ProbeGesture.selectItem(session, send: send, matches)
                            }
                            return ok ? session.rotor : nil
                        }
                        if results[0] != results[1] {
                            failures.append("\(descriptor.id) \(id) item \(index)\(dragging ? " while dragging" : ""): "
                                            + "gestures \(String(describing: results[0])), placed \(String(describing: results[1]))")
                        }
                        if results[1] == nil { refused += 1 } else if dragging { selectedWhileDragging += 1 } else { selected += 1 }
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
        print("selected \(selected) items, \(selectedWhileDragging) while dragging; \(refused) refused")
        XCTAssertGreaterThan(selected, 40, "too few items selected")
        XCTAssertGreaterThan(selectedWhileDragging, 80, "too few items selected while dragging")
        XCTAssertGreaterThan(refused, 200, "too few elements without the item")
    }

    /// A probe's session on the copy in its initial state, focused on `id`; while `holding` a drag
    /// source, that item picked up first as the drop probe picks it up.
    private static func session(_ probe: Probe, focusedOn id: String, holding source: (String, LocationDescriptor)?) -> Session? {
        probe.withInitialScene { scene, order in
            let start = source?.0 ?? id
            guard let session = Session(probing: scene, settings: probe.settings, order: order, focusedOn: start,
                                        observer: ProbeRecorder().observer) else { return nil }
            if let descriptor = source?.1 {
                let driver = SessionDriver(session: session)
                guard session.placeActionsRotor(on: { $0.kind == .dragSource(descriptor) }) else { return nil }
                _ = driver.apply(.command(.activate), at: session.now)
                guard session.isDragging, session.placeFocus(on: id) else { return nil }
            }
            return session
        }
    }
}
