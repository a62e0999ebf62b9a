import AXCore
import AXScenes
@testable import AXAudit
import XCTest

/// `validate --format html --vision …`: each scene's screen is also shown seen through each filter asked for.
final class VisionReportTests: XCTestCase {
    func testTheHTMLReportShowsTheScreenSeenThroughEachFilter() throws {
        let scene = try SceneFile.parse(PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements), file: "Tests/planted.json")
        let report = Validator().validate([scene.descriptor], declarative: { _ in true })
        var drawn: [String] = []
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings(),
                                     visions: [.protanopia(severity: 0.6), .smartInvert],
                                     filteredScreen: { _, _, vision in drawn.append(vision.name); return EmbeddedImage(png: [1, 2, 3], width: 4, height: 8, pixelsPerPoint: 1) },
                                     screen: { _, _, _ in nil })
        XCTAssertEqual(drawn, ["protanopia:0.6", "smart-invert"])
        XCTAssertEqual(html.components(separatedBy: "<figcaption><code>").count - 1, 2)
        XCTAssertTrue(html.contains("Seen through vision filters"))
        XCTAssertTrue(html.contains("<figcaption><code>smart-invert</code></figcaption>"))
        XCTAssertTrue(html.contains("seen through protanopia:0.6\""))
        // Without filters the page is as it was: no gallery.
        let plain = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _ in nil }
        XCTAssertFalse(plain.contains("Seen through vision filters"))
    }
}
