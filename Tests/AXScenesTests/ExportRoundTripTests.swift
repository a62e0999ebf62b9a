import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// `axsandbox export`: every catalog scene written as AccessibilitySnapshot JSON imports back as the
/// same elements saying the same things, and written as a scene file loads back as the same tree.
final class ExportRoundTripTests: XCTestCase {
    private var settings: Settings {
        var s = Settings()
        s.voiceOver = true
        return s
    }

    private func snapshotJSON(_ scene: Scene) -> String { AccessibilitySnapshotWriter.write(scene, settings: settings) }

    /// The focusable elements in navigation order, by id.
    private func focusable(_ scene: Scene) -> [(AccessibilityElement, ElementContext)] {
        NavigationOrder(scene: scene, settings: settings).entries.map { ($0.element, $0.context) }
    }

    func testEveryCatalogSceneRoundTripsThroughAccessibilitySnapshotJSON() throws {
        for descriptor in Catalog.all {
            let scene = descriptor.make()
            let text = snapshotJSON(scene)
            let imported = try ScreenImport.load(path: "\(descriptor.id).json", text: text)
            let before = ImportReaderTests.spoken(scene), after = ImportReaderTests.spoken(imported)
            XCTAssertEqual(after.map(\.id), before.map(\.id), descriptor.id)
            XCTAssertEqual(after.map(\.speech.description), before.map(\.speech.description), descriptor.id)
            XCTAssertEqual(after.map(\.speech.hint), before.map(\.speech.hint), descriptor.id)
            for ((a, _), (b, _)) in zip(focusable(scene), focusable(imported)) {
                XCTAssertEqual(b.label?.string, a.label?.string, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.value?.string, a.value?.string, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.traits, a.traits, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.path, a.path, "\(descriptor.id) \(a.id)")
                if a.path == nil { XCTAssertEqual(b.frame, a.frame, "\(descriptor.id) \(a.id)") }
                XCTAssertEqual(b.resolvedActivationPoint, a.resolvedActivationPoint, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.customActions.map(\.name.string), AccessibilitySnapshotWriter.actionNames(a), "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.language, a.language, "\(descriptor.id) \(a.id)")
            }
            // Exporting the import again writes the same file.
            XCTAssertEqual(snapshotJSON(imported), text, descriptor.id)
        }
    }

    func testEveryCatalogSceneRoundTripsThroughASceneFile() throws {
        for descriptor in Catalog.all {
            let scene = descriptor.make()
            let text = SceneFileWriter.write(scene, settings: settings)
            let loaded = try SceneFile.parse(text, file: "\(descriptor.id).json")
            XCTAssertEqual(ImportReaderTests.spoken(loaded).map(\.speech), ImportReaderTests.spoken(scene).map(\.speech), descriptor.id)
            for ((a, ca), (b, cb)) in zip(focusable(scene), focusable(loaded)) {
                XCTAssertEqual(b.id, a.id)
                XCTAssertEqual(cb, ca, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.frame, a.frame, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.path, a.path, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.activationPoint, a.activationPoint, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.dragSources, a.dragSources, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.dropPoints, a.dropPoints, "\(descriptor.id) \(a.id)")
                XCTAssertEqual(b.directTouch, a.directTouch, "\(descriptor.id) \(a.id)")
            }
            XCTAssertEqual(SceneFileWriter.write(loaded, settings: settings), text, "\(descriptor.id): the file's export is itself")
        }
    }

    func testAnImportedScreenExportsAsASceneFileWithItsTree() throws {
        let imported = try ImportReaderTests.load("checkout.json")
        let loaded = try SceneFile.parse(SceneFileWriter.write(imported, settings: settings), file: "checkout-scene.json")
        XCTAssertEqual(ImportReaderTests.spoken(loaded).map(\.speech), ImportReaderTests.spoken(imported).map(\.speech))
    }
}
