import XCTest
import Foundation
import AXCore
@testable import AXScenes
@testable import AXAudit

/// A scene file's nodes keep their composed children, their height and their items' frames for the
/// layout they belong to (`FileNodeComponent.Arrangement`, docs/validation.md, "What exploration
/// costs"): keeping them must never change what is found. Each file is explored and validated on
/// copies that keep them and on copies that work everything out each time it is asked, and every
/// report is compared, byte for byte.
final class FileArrangementTests: XCTestCase {
    /// Deep enough to reorder, scroll, open sheets and change named values.
    static let bounds = ExplorationBounds(depth: 8, states: 30)

    /// A reorderable grid in a scroll area taller than its viewport, beside a reorderable row and a
    /// list whose rows show or hide with a toggle: every way a drop finds its item (inside a grid's
    /// rows, a scrolled area, a row) and a layout that changes with a named value.
    static let shapes = """
    {"format": "axsandbox-scene", "version": 1, "id": "arrangements", "title": "Arrangements",
     "device": {"idiom": "phone", "width": 390, "height": 844},
     "state": {"more": false},
     "elements": [
      {"id": "apps", "container": "list", "reorderable": true, "scrolls": true, "frame": [0, 60, 390, 300],
       "layout": {"axis": "grid", "columns": 2, "spacing": 10},
       "children": [
        {"id": "a", "label": "Mail", "size": [180, 120]}, {"id": "b", "label": "Maps", "size": [180, 120]},
        {"id": "c", "label": "Notes", "size": [180, 120]}, {"id": "d", "label": "Music", "size": [180, 120]},
        {"id": "e", "label": "Clock", "size": [180, 120]}]},
      {"id": "tabs", "container": "list", "reorderable": true, "frame": [0, 380, 390, 60], "layout": {"axis": "row", "spacing": 8},
       "children": [{"id": "t1", "label": "One", "size": [80, 44]}, {"id": "t2", "label": "Two", "size": [80, 44]},
                    {"id": "t3", "label": "Three", "size": [80, 44]}]},
      {"id": "more", "label": "More", "toggles": "more", "frame": [16, 460, 358, 44]},
      {"id": "rows", "container": "list", "reorderable": true, "frame": [16, 520, 358, 0], "layout": {"axis": "column", "spacing": 8},
       "children": [
        {"id": "r1", "label": "First", "size": [358, 44],
         "drawing": [{"text": "First row, whose text wraps at the largest sizes", "box": [16, 11, 200, 22], "style": "body"}]},
        {"id": "r2", "label": "Second", "size": [358, 44], "when": {"state": "more", "equals": true}},
        {"id": "r3", "label": "Third", "size": [358, 44]}]}
     ]}
    """

    /// The example scene files, a generated list and the file above, parsed.
    static func files() throws -> [FileScene] {
        try SceneFileCopySharingTests.files() + [try SceneFile.parse(shapes, file: "arrangements.json")]
    }

    /// `scene`'s descriptor, but each copy works everything out each time: the straightforward way.
    static func unkept(_ scene: FileScene) -> SceneDescriptor {
        var descriptor = scene.descriptor
        let make = descriptor.make
        descriptor.make = {
            let copy = make() as! FileScene
            copy.keepsArrangements = false
            return copy
        }
        return descriptor
    }

    func testKeptArrangementsFindWhatWorkingEverythingOutFinds() throws {
        for scene in try Self.files() {
            let kept = EveryReportFormat.reports([scene.descriptor], bounds: Self.bounds)
            let unkept = EveryReportFormat.reports([Self.unkept(scene)], bounds: Self.bounds)
            EveryReportFormat.assertSame(kept, unkept, scene.id)
            XCTAssertTrue(kept[1].contains("explored: "), "\(scene.id) was explored")
        }
    }

    /// Every drop point of every reorderable container proposes the same drop either way, in the
    /// first state and with the grid scrolled a page down.
    func testEveryDropPointProposesTheSameEitherWay() throws {
        let file = try SceneFile.parse(Self.shapes, file: "arrangements.json")
        let kept = FileScene(model: file.model), unkept = FileScene(model: file.model)
        unkept.keepsArrangements = false
        for scrolled in [false, true] {
            if scrolled {
                for scene in [kept, unkept] { scene.scrollStates["apps"]?.offset = 130 }
            }
            let points = kept.elements.flatMap(\.flattened).flatMap { e in e.dragSources.map { ($0, e) } }
            let drops = kept.elements.flatMap(\.flattened).flatMap(\.dropPoints)
            XCTAssertGreaterThanOrEqual(points.count, 8, "the grid's, the row's and the list's items, those scrolled away trimmed")
            for (source, _) in points {
                for drop in drops {
                    let context = Context()
                    let a = kept.dragItem(at: source.point, context: context), b = unkept.dragItem(at: source.point, context: context)
                    XCTAssertEqual(a?.id, b?.id, source.name)
                    guard let item = a else { continue }
                    let pa = kept.dropProposal(for: item, at: drop.point, context: context)
                    let pb = unkept.dropProposal(for: item, at: drop.point, context: context)
                    XCTAssertEqual(pa.operation, pb.operation, "\(source.name) onto \(drop.name), scrolled: \(scrolled)")
                    XCTAssertEqual(pa.targetID, pb.targetID, "\(source.name) onto \(drop.name), scrolled: \(scrolled)")
                }
            }
        }
    }
}

/// A context that ignores what a drag posts.
private final class Context: SceneContext {
    var settings: Settings { .default }
    var now: Int { 0 }
    func post(_ notification: AccessibilityNotification) {}
    func play(_ sound: SoundCue) {}
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {}
}

private extension AccessibilityElement {
    /// This element and its descendants, depth first.
    var flattened: [AccessibilityElement] { [self] + children.flatMap(\.flattened) }
}
