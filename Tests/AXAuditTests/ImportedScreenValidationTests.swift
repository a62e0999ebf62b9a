import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Validation of imported screens: probes are not applicable (the real app can't be asked), rules
/// that need the drawing model need review, and the colour rules read the screenshot's pixels.
final class ImportedScreenValidationTests: XCTestCase {
    /// A white 100×100 pt screen (@1x) with grey #BBBBBB "text" pixels inside the first button and
    /// black ones inside the second.
    private func screen(pixels: Bool) throws -> ImportedScene {
        var rgba = [UInt8](repeating: 255, count: 100 * 100 * 4)
        func paint(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ v: UInt8) {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { let i = (y * 100 + x) * 4; rgba[i] = v; rgba[i + 1] = v; rgba[i + 2] = v } }
        }
        paint(10, 15, 30, 6, 0xBB)
        paint(10, 65, 30, 6, 0x00)
        let hierarchy = ImportedHierarchy(roots: [
            AccessibilityElement(id: "faint", label: "Faint", traits: .button, frame: Rect(0, 0, 100, 44)),
            AccessibilityElement(id: "dark", label: "Dark", traits: .button, frame: Rect(0, 50, 100, 44)),
        ])
        let shot = Screenshot(path: "screen.png", scale: 1, pixels: pixels ? RasterImage(width: 100, height: 100, rgba: rgba) : nil)
        return ImportedScene(id: "screen", title: "screen", device: Device(idiom: .phone, size: Size(100, 100)),
                             format: .idb, hierarchy: hierarchy, screenshot: shot, sourcePath: "screen.json")
    }

    func testProbesAreNotApplicableAndDrawingRulesNeedReview() throws {
        let result = Validator().validate(try screen(pixels: true).descriptor)
        let status = Dictionary(uniqueKeysWithValues: result.unassessed.map { ($0.ruleID, $0.status) })
        for info in RuleCatalog.infos {
            switch info.kind {
            case .probe: XCTAssertEqual(status[info.id], .notApplicable, info.id)
            case .frame where ["contrast.text", "contrast.non-text"].contains(info.id):
                XCTAssertNil(status[info.id], "\(info.id) reads the pixels")
                XCTAssertTrue(result.rulesRun.contains(info.id), info.id)
            case .frame: XCTAssertEqual(status[info.id], .needsReview, info.id)
            case .tree where info.id == "modal.not-modal-overlay":
                XCTAssertNil(status[info.id], "judged from the screenshot's dimmed backdrops, not the order of siblings")
                XCTAssertTrue(result.rulesRun.contains(info.id), info.id)
            case .tree where ["modal.no-exit", "invert.image-inverted"].contains(info.id):
                XCTAssertEqual(status[info.id], .needsReview, "an export has no escape handlers, nor invert colours")
            case .tree: XCTAssertNil(status[info.id], info.id)
            case .exploration:
                // Exploration rules judge a graph of states, which an imported screen (one state) does not have.
                XCTAssertNil(status[info.id], info.id)
                XCTAssertFalse(result.rulesRun.contains(info.id), info.id)
            }
        }
    }

    func testTextContrastIsMeasuredOnTheScreenshot() throws {
        let findings = Validator().validate(try screen(pixels: true).descriptor).findings.filter { $0.ruleID == "contrast.text" }
        XCTAssertEqual(findings.map(\.subject.elementID), ["faint"])
        XCTAssertEqual(findings.first?.severity, .error, "#BBBBBB on white is 1.9:1, below 3:1 whatever the size")
        XCTAssertTrue(findings.first?.detail.hasPrefix("contrast 1.92:1 (#BBBBBB on #FFFFFF") ?? false, findings.first?.detail ?? "")
    }

    func testWithoutPixelsTheColourRulesNeedReview() throws {
        let result = Validator().validate(try screen(pixels: false).descriptor)
        XCTAssertEqual(result.unassessed.first { $0.ruleID == "contrast.text" }?.status, .needsReview)
        XCTAssertFalse(result.findings.contains { $0.ruleID.hasPrefix("contrast.") })
    }

    func testReportsCarryTheStatuses() throws {
        let report = ValidationReport(scenes: [Validator().validate(try screen(pixels: false).descriptor)], matrix: .default)
        let text = TextReport.render(report)
        XCTAssertTrue(text.contains("  not applicable: an imported screen has no behaviour: the real app can't be asked\n    traits.adjustable, "), text)
        XCTAssertTrue(text.contains("  needs review: reads the screenshot's pixels, and this imported screen has no screenshot\n    contrast.text, contrast.non-text\n"), text)
        let json = try JSONValue.parse(JSONReport.render(report, toolVersion: "9.9"))
        guard case .array(let unassessed)? = json["scenes"].flatMap({ if case .array(let s) = $0 { return s.first?["unassessed"] } else { return nil } }) else {
            return XCTFail("no unassessed list")
        }
        XCTAssertTrue(unassessed.contains { $0["rule"] == .string("traits.toggle") && $0["status"] == .string("notApplicable") })
        let sarif = try JSONValue.parse(SARIFReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9"))
        guard case .array(let runs)? = sarif["runs"], case .array(let results)? = runs.first?["results"] else { return XCTFail() }
        XCTAssertTrue(results.contains { $0["ruleId"] == .string("traits.toggle") && $0["kind"] == .string("notApplicable") && $0["level"] == .string("none") })
        XCTAssertTrue(results.contains { $0["ruleId"] == .string("text.clipped") && $0["kind"] == .string("review") })
        let junit = JUnitReport.render(report, rules: RuleCatalog.infos, warningsFail: false)
        XCTAssertTrue(junit.contains("<skipped message=\"not applicable: an imported screen has no behaviour: the real app can&apos;t be asked\"/>"), junit)
    }

    /// XCUITest lists a navigation bar, then the full-screen content after it: in a scene's own tree
    /// that order would put the content above the bar, in an export it does not. The overlay rule
    /// needs review on an import instead of calling Settings' list an overlay that hides Back.
    func testANavigationScreenIsNoOverlayInAnImport() throws {
        let back = AccessibilityElement(id: "back", label: "Back", traits: .button, frame: Rect(0, 47, 80, 44))
        let bar = AccessibilityElement.container(id: "bar", frame: Rect(0, 47, 390, 44), explicitOrder: false, children: [back])
        let row = AccessibilityElement(id: "general", label: "General", traits: .button, frame: Rect(0, 143, 390, 44))
        let content = AccessibilityElement.container(id: "content", frame: Rect(0, 0, 390, 844), explicitOrder: false, children: [row])
        let scene = ImportedScene(id: "settings", title: "settings", device: Device(idiom: .phone, size: Size(390, 844)),
                                  format: .appiumPageSource, hierarchy: ImportedHierarchy(roots: [bar, content]),
                                  screenshot: nil, sourcePath: "settings.xml")
        let result = Validator().validate(scene.descriptor)
        XCTAssertFalse(result.findings.contains { $0.ruleID == "modal.not-modal-overlay" }, "\(result.findings.map(\.message))")
        XCTAssertEqual(result.unassessed.first { $0.ruleID == "modal.not-modal-overlay" }?.status, .needsReview)
    }

    /// A system alert over a screen: VoiceOver stays in the alert, the screen behind it is dimmed
    /// (the modal covers it, so Back is not "visible but unreachable"), and whether the alert
    /// dismisses on escape is behaviour the export does not carry: review, not a false red.
    func testAnImportedAlertIsModalWithoutFalseReds() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "      Button, 0x3, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Back'\n"
            + "      Alert, 0x4, {{50.0, 300.0}, {290.0, 200.0}}, label: 'Allow “Maps” to use your location?'\n"
            + "        Button, 0x5, {{50.0, 440.0}, {145.0, 60.0}}, label: 'Don’t Allow'\n"
            + "        Button, 0x6, {{195.0, 440.0}, {145.0, 60.0}}, label: 'Allow'\n"
        let result = Validator().validate(try ScreenImport.load(path: "alert.txt", text: dump).descriptor)
        XCTAssertEqual(result.findings.filter { $0.severity == .error }.map(\.ruleID), [], "\(result.findings.map(\.message))")
        XCTAssertEqual(result.unassessed.first { $0.ruleID == "modal.no-exit" }?.status, .needsReview)
    }

    /// WebDriverAgent reports Settings' rows as static text and button, which VoiceOver reads
    /// "General, Button": a combination UIKit gives its own rows is no conflict on a real app's screen.
    func testUIKitsStaticTextButtonRowsAreNoConflictInAnImport() throws {
        let row = AccessibilityElement(id: "general", label: "General", traits: [.staticText, .button], frame: Rect(0, 143, 390, 44))
        let link = AccessibilityElement(id: "both", label: "Terms", traits: [.button, .link], frame: Rect(0, 200, 390, 44))
        let scene = ImportedScene(id: "settings", title: "settings", device: Device(idiom: .phone, size: Size(390, 844)),
                                  format: .appiumPageSource, hierarchy: ImportedHierarchy(roots: [row, link]),
                                  screenshot: nil, sourcePath: "settings.xml")
        let conflicts = Validator().validate(scene.descriptor).findings.filter { $0.ruleID == "traits.conflict" }
        XCTAssertEqual(conflicts.map(\.subject.elementID), ["both"], "button and link is still a conflict UIKit never emits")
    }

    func testActionsOfAnImportedElementFail() throws {
        let json = #"[{"AXLabel":"Pay","type":"Button","frame":{"x":0,"y":0,"width":50,"height":50},"custom_actions":["Split"]}]"#
        let scene = try ScreenImport.load(path: "pay.json", text: json)
        let pay = scene.hierarchy.roots[0]
        XCTAssertEqual(pay.customActions.first?.handler(ProbeContext(settings: Settings())), false)
        XCTAssertNil(pay.onActivate)
    }
}
