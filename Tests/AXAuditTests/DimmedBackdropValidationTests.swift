import XCTest
import Foundation
import AXCore
import AXScenes
@testable import AXAudit

/// `modal.not-modal-overlay` on imported screens with a screenshot: the screenshot's dimmed backdrop
/// is the evidence that a container is presented over the screen (docs/import.md, "Dimmed
/// backdrops"); without pixels the rule still needs review.
final class DimmedBackdropValidationTests: XCTestCase {
    /// A 390×844 pt screen: a Back button and a row behind a 290×200 pt popup whose Allow button is
    /// not in an alert (a custom popup: an `Other`).
    static let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
        + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        + "      Button, 0x3, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Back'\n"
        + "      StaticText, 0x4, {{16.0, 120.0}, {358.0, 44.0}}, label: 'Location history'\n"
        + "      Other, 0x5, {{50.0, 300.0}, {290.0, 200.0}}, identifier: 'popup'\n"
        + "        StaticText, 0x6, {{66.0, 320.0}, {258.0, 44.0}}, label: 'Share your location?'\n"
        + "        Button, 0x7, {{50.0, 440.0}, {290.0, 60.0}}, label: 'Allow'\n"

    /// The popup alone, as XCTest lists a screen whose popup is accessibilityViewIsModal.
    static let popupOnly = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
        + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        + "      Other, 0x5, {{50.0, 300.0}, {290.0, 200.0}}, identifier: 'popup'\n"
        + "        StaticText, 0x6, {{66.0, 320.0}, {258.0, 44.0}}, label: 'Share your location?'\n"
        + "        Button, 0x7, {{50.0, 440.0}, {290.0, 60.0}}, label: 'Allow'\n"

    /// The screen at @1x: white with black text rows, the popup white; outside the popup, black at
    /// `dimming` alpha over it.
    static func pixels(dimming: Double) -> RasterImage {
        let width = 390, height = 844
        let popup = Rect(x: 50, y: 300, width: 290, height: 200)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let inside = popup.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                var v = y % 44 >= 16 && y % 44 < 24 && x > 16 && x < 200 ? 0.0 : 255.0
                if !inside { v *= 1 - dimming }
                let i = (y * width + x) * 4
                rgba[i] = UInt8(v.rounded()); rgba[i + 1] = rgba[i]; rgba[i + 2] = rgba[i]
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)!
    }

    private var headers: [String] = []

    override func tearDown() {
        for path in headers { try? FileManager.default.removeItem(atPath: path) }
        super.tearDown()
    }

    /// The dump with a screenshot whose pixels are `pixels`: the file holds the PNG's header (the
    /// size the import checks before decoding), the decoder hands over the generated pixels.
    private func load(_ dump: String, pixels: RasterImage?) throws -> ImportedScene {
        guard let pixels else { return try ScreenImport.load(path: "popup.txt", text: dump) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-dimmed-\(getpid())-\(headers.count).png").path
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for side in [pixels.width, pixels.height] { header += [24, 16, 8, 0].map { UInt8((side >> $0) & 0xFF) } }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(header)), path)
        headers.append(path)
        return try ScreenImport.load(path: "popup.txt", text: dump,
                                     screenshot: .init(path: path, scale: 1, decode: { _ in pixels }))
    }

    private func overlayFindings(_ scene: ImportedScene) -> [Finding] {
        Validator().validate(scene.descriptor).findings.filter { $0.ruleID == "modal.not-modal-overlay" }
    }

    /// A popup over UIKit's dimming that is not modal, with Back and a row still listed behind it:
    /// VoiceOver walks out of the popup under the dimming. An error naming what it reaches.
    func testAPopupOverADimmedBackdropThatIsNotModalIsAnError() throws {
        for dimming in [0.2, 0.4] {
            let findings = overlayFindings(try load(Self.dump, pixels: Self.pixels(dimming: dimming)))
            XCTAssertEqual(findings.map(\.subject.elementID), ["popup"], "black at \(dimming) alpha")
            XCTAssertEqual(findings.first?.severity, .error)
            XCTAssertEqual(findings.first?.message, "Overlay \"popup\" is shown over a dimmed backdrop but is not modal")
            XCTAssertTrue(findings.first?.detail.hasSuffix("VoiceOver still reaches 2 elements behind it: button-3, staticText-4") ?? false,
                          findings.first?.detail ?? "")
        }
    }

    /// The same screen undimmed: the screenshot shows no presentation, and the order of siblings is
    /// no evidence of one. The rule judged the screen (it is no longer "needs review") and found nothing.
    func testTheSameScreenUndimmedHasNoOverlay() throws {
        let result = Validator().validate(try load(Self.dump, pixels: Self.pixels(dimming: 0)).descriptor)
        XCTAssertFalse(result.findings.contains { $0.ruleID == "modal.not-modal-overlay" })
        XCTAssertTrue(result.rulesRun.contains("modal.not-modal-overlay"))
        XCTAssertNil(result.unassessed.first { $0.ruleID == "modal.not-modal-overlay" })
    }

    /// When the dump lists only the popup (what XCTest gives for a modal view), nothing is reachable behind it.
    func testADimmedPopupWithNothingBehindItIsFine() throws {
        XCTAssertEqual(overlayFindings(try load(Self.popupOnly, pixels: Self.pixels(dimming: 0.4))).count, 0)
    }

    /// An alert is modal already (its type is the evidence): the backdrop adds nothing to report.
    func testAnAlertOverADimmedBackdropIsModal() throws {
        let alert = Self.dump.replacingOccurrences(of: "Other, 0x5", with: "Alert, 0x5")
        XCTAssertEqual(overlayFindings(try load(alert, pixels: Self.pixels(dimming: 0.4))).count, 0)
    }

    /// Without pixels there is no evidence: the rule needs review, as before.
    func testWithoutAScreenshotTheRuleNeedsReview() throws {
        let result = Validator().validate(try load(Self.dump, pixels: nil).descriptor)
        XCTAssertEqual(result.unassessed.first { $0.ruleID == "modal.not-modal-overlay" }?.status, .needsReview)
    }
}
