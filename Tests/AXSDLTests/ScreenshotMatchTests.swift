import XCTest
import AXCore
import AXEngine
import AXScenes
import AXSDL
@testable import AXAudit

/// The colour rules of an imported screen judge a real screenshot, and need review on one that does
/// not show the captured screen (docs/import.md, "The screenshot").
final class ScreenshotMatchTests: XCTestCase {
    private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/imports/checkout.json").standardizedFileURL.path

    /// The example's screenshot shows something in every element's frame that lies on it, so the
    /// colour rules judge it as they did: "Promo code" fails at 1.68:1.
    func testARealScreenshotShowsTheElementsAndItsColoursAreJudged() throws {
        let scene = try ScreenImport.load(path: Self.checkout, text: try String(contentsOfFile: Self.checkout, encoding: .utf8),
                                          screenshot: .init(decode: ScreenshotDecoder.decode(path:)))
        let screenshot = try XCTUnwrap(scene.screenshot)
        XCTAssertNotNil(screenshot.pixels)
        var settings = Settings()
        settings.voiceOver = true
        let reached = NavigationOrder(scene: scene, settings: settings).entries
        let oneColour = reached.filter { entry in
            if case .oneColour = ScreenshotContrast.read(entry.element.frame, in: screenshot) { return true }
            return false
        }
        XCTAssertEqual(oneColour.map(\.id), [], "every element the screenshot shows has a text or an icon in its frame")
        let result = Validator().validate(scene.descriptor)
        XCTAssertTrue(result.rulesRun.contains("contrast.text"))
        XCTAssertFalse(result.unassessed.contains { ["contrast.text", "contrast.non-text"].contains($0.ruleID) })
        XCTAssertTrue(result.findings.contains { $0.ruleID == "contrast.text" && $0.subject.elementID == "promo" && $0.severity == .error })
    }
}
