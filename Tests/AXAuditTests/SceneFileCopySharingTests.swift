import XCTest
import Foundation
import AXCore
@testable import AXScenes
@testable import AXAudit

/// The copies exploration and validation make of one parsed scene file share the rows' reflowed
/// heights (`ReflowedHeights`, docs/validation-performance.md, "What exploration costs"): sharing must never
/// change what is found. Each scene file is explored and validated on copies that share the parsed
/// file's heights and on copies that each reflow their own, and every report is compared, byte for
/// byte.
final class SceneFileCopySharingTests: XCTestCase {
    /// Deep enough to reorder, open sheets and change named values the rows' text reads.
    static let bounds = ExplorationBounds(depth: 8, states: 30)

    /// The example scene files and the bench's generated list, parsed.
    static func files() throws -> [FileScene] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty)
        return try names.map { try SceneFile.load(path: folder.appendingPathComponent($0).path) }
            + [try SceneFile.parse(SceneFile.reorderableList(count: 6), file: "list-6.json")]
    }

    /// `scene`'s descriptor, but each copy with heights of its own: the straightforward way.
    static func unshared(_ scene: FileScene) -> SceneDescriptor {
        var descriptor = scene.descriptor
        let model = scene.model
        descriptor.make = { FileScene(model: model) }
        return descriptor
    }

    static func reports(_ descriptor: SceneDescriptor) -> [String] {
        EveryReportFormat.reports([descriptor], bounds: bounds)
    }

    func testSharedReflowedHeightsFindWhatEachCopyReflowingItsOwnFinds() throws {
        for scene in try Self.files() {
            let shared = Self.reports(scene.descriptor)
            let own = Self.reports(Self.unshared(scene))
            EveryReportFormat.assertSame(shared, own, scene.id)
            XCTAssertTrue(shared[1].contains("explored: "), "\(scene.id) was explored")
        }
    }
}
