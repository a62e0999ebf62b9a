import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Validation draws each activation `vision.state-by-colour` compares with VoiceOver off, from the
/// layout the probe's Session made with VoiceOver on, where no component of the scene read the
/// setting (`ComponentScene.drawsFromLayoutsReadAlike`). Drawn from layouts of their own,
/// the reports are the same byte for byte.
final class VoiceOverLayoutReportTests: XCTestCase {
    /// `descriptor`, every copy of which lays each drawing out under its own settings.
    private func layingEveryDrawingOut(_ descriptor: SceneDescriptor) -> SceneDescriptor {
        SceneDescriptor(id: descriptor.id, tab: descriptor.tab, title: descriptor.title, sourcePath: descriptor.sourcePath,
                        sourceLines: descriptor.sourceLines, isDeclarative: descriptor.isDeclarative) {
            let scene = descriptor.make()
            (scene as? ComponentScene)?.drawsFromLayoutsReadAlike = false
            return scene
        }
    }

    func testReportsAreTheSameWhetherDrawingsShareVoiceOversLayouts() throws {
        for descriptor in try EveryReportFormat.comparedScenes() {
            let shared = EveryReportFormat.reports([descriptor])
            let own = EveryReportFormat.reports([layingEveryDrawingOut(descriptor)])
            EveryReportFormat.assertSame(shared, own, descriptor.id)
        }
    }

    /// No catalog scene reads `voiceOver`, in any state validation explores here: each activation's
    /// drawing shares the layout VoiceOver's Session made.
    func testNoCatalogSceneReadsVoiceOver() throws {
        var voiceOver = Settings()
        voiceOver.voiceOver = true
        for descriptor in Catalog.all {
            let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: ExploredProbeAgreementTests.bounds)
            for state in explorer.explore().states {
                let scene = try XCTUnwrap(explorer.scene(at: state) as? ComponentScene, descriptor.id)
                _ = scene.accessibilityElements(settings: voiceOver)
                var list = DisplayList()
                scene.draw(into: &list, settings: Settings(), time: 0)
                XCTAssertFalse(scene.hasReadVoiceOver, "\(descriptor.id), state \(state.index)")
            }
        }
    }
}
