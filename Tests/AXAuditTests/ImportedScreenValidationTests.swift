import XCTest
import Foundation
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Validation of imported screens: probes are not applicable (the real app can't be asked), rules
/// that need the drawing model need review, and the colour rules read the screenshot's pixels.
final class ImportedScreenValidationTests: XCTestCase {
    /// A white 100×100 pt screen (@1x) with grey #BBBBBB "text" pixels inside the first button and
    /// black ones inside the second.
    /// `blank`: the screenshot is solid red instead, showing nothing where the elements are.
    /// `ghost`: a third button, "Ghost", whose frame (the bottom 6 points) shows nothing but white.
    private func screen(pixels: Bool, blank: Bool = false, ghost: Bool = false) throws -> ImportedScene {
        var rgba = [UInt8](repeating: 255, count: 100 * 100 * 4)
        func paint(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ v: UInt8) {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { let i = (y * 100 + x) * 4; rgba[i] = v; rgba[i + 1] = v; rgba[i + 2] = v } }
        }
        if blank {
            for i in stride(from: 0, to: rgba.count, by: 4) { rgba[i + 1] = 0; rgba[i + 2] = 0 }
        } else {
            paint(10, 15, 30, 6, 0xBB)
            paint(10, 65, 30, 6, 0x00)
        }
        let hierarchy = ImportedHierarchy(roots: [
            AccessibilityElement(id: "faint", label: "Faint", traits: .button, frame: Rect(0, 0, 100, 44)),
            AccessibilityElement(id: "dark", label: "Dark", traits: .button, frame: Rect(0, 50, 100, 44)),
        ] + (ghost ? [AccessibilityElement(id: "ghost", label: "Ghost", traits: .button, frame: Rect(0, 94, 100, 6))] : []))
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

    /// A screenshot that shows nothing where the elements are (a solid frame taken before the app
    /// drew, another screen's file beside the capture) measures no contrast: the colour rules need
    /// review and say the screenshot does not seem to match, instead of passing every text unseen.
    func testAScreenshotShowingNothingWhereTheElementsAreMakesTheColourRulesNeedReview() throws {
        let result = Validator().validate(try screen(pixels: true, blank: true).descriptor)
        for id in ["contrast.text", "contrast.non-text"] {
            let verdict = result.unassessed.first { $0.ruleID == id }
            XCTAssertEqual(verdict?.status, .needsReview, id)
            XCTAssertEqual(verdict?.reason, "reads the screenshot's pixels, and the screenshot does not seem to match the capture: "
                           + "2 of the 2 elements on it show one colour, no text or icon", id)
            XCTAssertFalse(result.rulesRun.contains(id), id)
        }
        XCTAssertFalse(result.findings.contains { $0.ruleID.hasPrefix("contrast.") })
        let text = TextReport.render(ValidationReport(scenes: [result], matrix: .default))
        XCTAssertTrue(text.contains("does not seem to match the capture: 2 of the 2 elements on it show one colour, no text or icon\n"
                                    + "    contrast.text, contrast.non-text\n"), text)
    }

    /// One element of three shows nothing in its frame while the others show their text: the
    /// screenshot is the screen's, so the rule judges the others and says which it could not judge
    /// (invisible text, or a frame not of this moment), in every report, instead of passing it.
    func testAnElementShowingNothingIsListedAsNotJudged() throws {
        let result = Validator().validate(try screen(pixels: true, ghost: true).descriptor)
        XCTAssertEqual(result.findings.filter { $0.ruleID == "contrast.text" }.map(\.subject.elementID), ["faint"])
        XCTAssertTrue(result.rulesRun.contains("contrast.text"))
        let reason = "reads the screenshot's pixels, and the screenshot shows one colour, no text or icon, in the frame of "
            + "ghost \"Ghost\": invisible, or not what the capture shows; the rule judged the others"
        XCTAssertEqual(result.unassessed.filter { $0.ruleID == "contrast.text" }, [UnassessedRule(ruleID: "contrast.text", status: .needsReview, reason: reason)])
        XCTAssertFalse(result.unassessed.contains { $0.ruleID == "contrast.non-text" }, "the buttons have labels: the text rule's")
        let report = ValidationReport(scenes: [result], matrix: .default)
        XCTAssertTrue(TextReport.render(report).contains("  needs review: \(reason)\n    contrast.text\n"))
        // JUnit: the rule ran, so its case fails on "faint" and says, in its output, what it did not judge.
        let junit = JUnitReport.render(report, rules: RuleCatalog.infos, failOn: .error)
        XCTAssertTrue(junit.contains("<testcase classname=\"screen\" name=\"contrast.text\">\n      <failure "), junit)
        XCTAssertTrue(junit.contains("<system-out>needs review: " + JUnitReport.escape(reason) + "</system-out>"), junit)
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _, _ in nil }
        XCTAssertTrue(html.contains(" · 1 rule could not judge some elements</p>"), html)
        // The same screen without the ghost: every text measured, nothing listed.
        let plain = Validator().validate(try screen(pixels: true).descriptor)
        XCTAssertFalse(plain.unassessed.contains { ["contrast.text", "contrast.non-text"].contains($0.ruleID) })
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
        let junit = JUnitReport.render(report, rules: RuleCatalog.infos, failOn: .error)
        XCTAssertTrue(junit.contains("<skipped message=\"not applicable: an imported screen has no behaviour: the real app can&apos;t be asked\"/>"), junit)
        // HTML: a screen without findings says how many rules could not judge it, and lists them
        // grouped by why, as the text report does.
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _, _ in nil }
        let count = report.scenes[0].unassessed.count
        XCTAssertTrue(html.contains("· no findings · \(count) rules could not judge it</p>"), html)
        XCTAssertTrue(html.contains("<h3>Not judged: what the rules could not judge on this scene, and why</h3>"), html)
        XCTAssertTrue(html.contains("<li><span class=\"status needsReview\">needs review</span>: reads the screenshot&apos;s pixels, "
                                    + "and this imported screen has no screenshot<br><code>contrast.text</code>, <code>contrast.non-text</code></li>"), html)
        XCTAssertTrue(html.contains("<li><span class=\"status notApplicable\">not applicable</span>: an imported screen has no behaviour: "
                                    + "the real app can&apos;t be asked<br><code>traits.adjustable</code>, "), html)
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

    /// An export's order is not its drawing order: idb's flat list is the runtime's order, and a
    /// labelled picture listed after a button whose frame holds it is not drawn over it. The focus
    /// ring is not reported hidden on an imported screen (as `modal.not-modal-overlay` reads no
    /// stacking there); a ring off the screen still is. (A scene's own tree order is its drawing
    /// order, and there the ring is reported hidden: `KeyboardRuleTests`.)
    func testAnImportsOrderIsNoStackingForTheFocusRing() throws {
        let json = """
        [{"type":"Application","AXLabel":"Photos","frame":{"x":0,"y":0,"width":390,"height":844}},
         {"type":"Button","AXLabel":"Back","frame":{"x":20,"y":62,"width":44,"height":44}},
         {"type":"Image","AXLabel":"Sunset","frame":{"x":0,"y":0,"width":390,"height":844}},
         {"type":"Button","AXLabel":"Far","frame":{"x":500,"y":62,"width":44,"height":44}}]
        """
        let imported = try ScreenImport.load(path: "photos.json", text: json)
        let rule = Validator(rules: RuleCatalog.all.filter { $0.info.id == "keyboard.focus-hidden" })
        XCTAssertEqual(rule.validate(imported.descriptor).findings.map(\.message),
                       ["The focus ring on \"Far\" would be off the screen"])
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

    // MARK: Elements the system provides

    /// An app's screen as WebDriverAgent lists it: iOS's scroll indicator over the list's edge, an
    /// app's slider that speaks its position as a raw percentage, and three look-alikes of the
    /// indicator the app made: a button that is adjustable, an `Other` the page source says is not
    /// adjustable, and an adjustable `Other` with the indicator's label but no percentage.
    private static let scrollScreen = """
    <AppiumAUT><XCUIElementTypeApplication name="App" x="0" y="0" width="402" height="874">
    <XCUIElementTypeOther name="bar" value="0%" label="Vertical scroll bar, 2 pages" x="369" y="116" width="30" height="672" traits="Adjustable">
    <XCUIElementTypeOther x="396" y="119" width="3" height="430" traits=""/></XCUIElementTypeOther>
    <XCUIElementTypeSlider name="age" value="19%" label="Age" x="16" y="180" width="300" height="44" traits="Adjustable"/>
    <XCUIElementTypeButton name="button" value="0%" label="Vertical scroll bar, 3 pages" x="16" y="240" width="30" height="300" traits="Button, Adjustable"/>
    <XCUIElementTypeOther name="text" value="0%" label="Vertical scroll bar, 4 pages" x="16" y="560" width="300" height="44" traits=""/>
    <XCUIElementTypeOther name="pages" value="Page 1 of 2" label="Vertical scroll bar, 5 pages" x="16" y="620" width="300" height="44" traits="Adjustable"/>
    </XCUIElementTypeApplication></AppiumAUT>
    """

    /// iOS's scroll indicator is read (VoiceOver focuses it, after its container's other elements, saying what it says) but
    /// not judged: its "0%" and its 30-point width are Apple's, and a finding the app cannot fix is a
    /// false red. What the rules found on it is set aside and listed with why. The app's slider and
    /// the look-alikes the app made are judged as ever.
    func testTheSystemScrollIndicatorIsReadButNotJudged() throws {
        let scene = try ScreenImport.load(path: "screen.xml", text: Self.scrollScreen)
        var settings = Settings()
        settings.voiceOver = true
        XCTAssertEqual(NavigationOrder(scene: scene, settings: settings).spokenElements.map(\.speech.description), [
            "Age: 19%. Adjustable.", "Vertical scroll bar, 3 pages: 0%. Button. Adjustable.",
            "Vertical scroll bar, 4 pages: 0%", "Vertical scroll bar, 5 pages: Page 1 of 2. Adjustable.",
            // The indicator, after what its container holds (UIKit adds it after what it scrolls).
            "Vertical scroll bar, 2 pages: 0%. Adjustable.",
        ])
        let result = Validator().validate(scene.descriptor)
        XCTAssertEqual(result.elementCount, 5, "the indicator is read: one of the elements VoiceOver focuses")
        XCTAssertEqual(result.findings.filter { $0.subject.elementID == "bar" }.map(\.ruleID), [])
        XCTAssertEqual(result.unjudged, [UnjudgedElement(elementID: "bar", label: "Vertical scroll bar, 2 pages", kind: .scrollIndicator,
                                                         setAside: ["value.raw-percent", "target.size"])])
        let found = Set(result.findings.map { "\($0.subject.elementID ?? "") \($0.ruleID)" })
        XCTAssertTrue(found.isSuperset(of: ["age value.raw-percent", "button value.raw-percent", "button target.size"]), "\(found.sorted())")
    }

    /// The element is left out where findings are gathered, not rule by rule: a rule of one's own
    /// reporting every element it reads reports each but the indicator, the look-alikes included.
    func testEveryRuleLeavesTheSystemElementAlone() throws {
        struct EveryElement: Rule {
            let info = RuleInfo(id: "test.every-element", area: .labels, severity: .info, title: "Every element", explanation: "",
                                fix: "")
            func check(_ subject: AuditSubject, report: inout FindingSink) {
                for node in subject.focusable { report.add(node, "read", detail: "") }
            }
        }
        let scene = try ScreenImport.load(path: "screen.xml", text: Self.scrollScreen)
        let result = Validator(rules: [EveryElement()]).validate(scene.descriptor)
        XCTAssertEqual(result.findings.map { $0.subject.elementID ?? "" }, ["age", "button", "text", "pages"])
        XCTAssertEqual(result.unjudged.map(\.setAside), [["test.every-element"]])
    }

    /// Nothing is left out silently: every report says which elements were read but not judged and
    /// why, and JSON adds `unjudged` fields while keeping the others as they were. A scene with none
    /// reports as before.
    func testReportsSayWhatWasNotJudged() throws {
        let scene = try ScreenImport.load(path: "screen.xml", text: Self.scrollScreen)
        let report = ValidationReport(scenes: [Validator().validate(scene.descriptor)], matrix: .default)
        let reason = SystemElement.scrollIndicator.reason
        let text = TextReport.render(report)
        XCTAssertTrue(text.contains("  not judged, provided by the system: \(reason)\n"
                                    + "    bar \"Vertical scroll bar, 2 pages\": set aside value.raw-percent, target.size\n"), text)
        XCTAssertTrue(text.hasSuffix(" suppressed, 1 system element not judged\n"), text)
        XCTAssertTrue(text.split(separator: "\n").first?.hasSuffix(", 1 system element not judged") ?? false, text)

        let json = try JSONValue.parse(JSONReport.render(report, toolVersion: "9.9"))
        guard case .object(let summary)? = json["summary"] else { return XCTFail("no summary") }
        XCTAssertEqual(summary.map(\.key), ["scenes", "elements", "rulesRun", "errors", "warnings", "info", "suppressed", "unjudged"],
                       "fields are added after the others, never renamed")
        XCTAssertEqual(json["summary"]?["unjudged"], .number(1))
        XCTAssertEqual(json["summary"]?["elements"], .number(5))
        guard case .array(let scenes)? = json["scenes"], case .array(let unjudged)? = scenes.first?["unjudged"] else {
            return XCTFail("no unjudged list")
        }
        XCTAssertEqual(unjudged, [.object([
            ("element", .string("bar")), ("label", .string("Vertical scroll bar, 2 pages")), ("kind", .string("scrollIndicator")),
            ("reason", .string(reason)), ("setAside", .array([.string("value.raw-percent"), .string("target.size")])),
        ])])

        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _, _ in nil }
        XCTAssertTrue(html.contains("Not judged, provided by the system: <code>bar</code> “Vertical scroll bar, 2 pages”"), html)

        // SARIF: a result per rule set aside, on the element, suppressed externally with why, so a
        // code-scanning service shows it dismissed; the app's findings are results as before.
        let sarif = try JSONValue.parse(SARIFReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9"))
        guard case .array(let runs)? = sarif["runs"], case .array(let results)? = runs.first?["results"] else { return XCTFail("no results") }
        let setAside = results.filter { $0["properties"]?["system"] != nil }
        XCTAssertEqual(setAside.map { $0["ruleId"] }, [.string("value.raw-percent"), .string("target.size")])
        guard case .array(let locations)? = setAside.first?["locations"], case .array(let logical)? = locations.first?["logicalLocations"] else {
            return XCTFail("no location")
        }
        XCTAssertEqual(logical.first?["name"], .string("bar"))
        XCTAssertEqual(setAside.first?["suppressions"], .array([.object([
            ("kind", .string("external")), ("justification", .string("provided by the system: \(reason)")),
        ])]))
        XCTAssertEqual(setAside.first?["properties"]?["system"], .string("scrollIndicator"))
        XCTAssertTrue(results.contains { $0["ruleId"] == .string("target.size") && $0["suppressions"] == nil }, "the app's button is judged")

        // JUnit: the rule's case passes and says, in its output, what it did not judge and why.
        let junit = JUnitReport.render(report, rules: RuleCatalog.infos, failOn: .error)
        XCTAssertTrue(junit.contains("<testcase classname=\"screen\" name=\"value.raw-percent\">\n      <system-out>"), junit)
        XCTAssertTrue(junit.contains("not judged bar &quot;Vertical scroll bar, 2 pages&quot;: provided by the system: "
                                     + JUnitReport.escape(reason)), junit)

        // A screen without one: nothing more in the text, an empty list and a zero in JSON.
        let plain = ValidationReport(scenes: [Validator().validate(try screen(pixels: false).descriptor)], matrix: .default)
        XCTAssertFalse(TextReport.render(plain).contains("not judged"))
        let plainJSON = try JSONValue.parse(JSONReport.render(plain, toolVersion: "9.9"))
        XCTAssertEqual(plainJSON["summary"]?["unjudged"], .number(0))
        guard case .array(let plainScenes)? = plainJSON["scenes"] else { return XCTFail("no scenes") }
        XCTAssertEqual(plainScenes.first?["unjudged"], .array([]))
    }

    /// A shard's report keeps them, so the merged report says what the unsharded one says; a report
    /// written before they were listed has none.
    func testAShardReportKeepsThem() throws {
        let scene = try ScreenImport.load(path: "screen.xml", text: Self.scrollScreen)
        let result = Validator().validate(scene.descriptor)
        let unit = ValidationShard.Unit(argument: "screen.xml", result: result)
        let data = try JSONEncoder().encode(unit)
        let read = try JSONDecoder().decode(ValidationShard.Unit.self, from: data).result(make: { scene }, at: "shard.json")
        XCTAssertEqual(read.unjudged, result.unjudged)
        XCTAssertFalse(result.unjudged.isEmpty)
        var older = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        older["unjudged"] = nil
        let olderRead = try JSONDecoder().decode(ValidationShard.Unit.self, from: try JSONSerialization.data(withJSONObject: older))
        XCTAssertEqual(try olderRead.result(make: { scene }, at: "shard.json").unjudged, [])
        older["unjudged"] = [["element": "bar", "kind": "scrollThumb", "setAside": []]]
        let forged = try JSONDecoder().decode(ValidationShard.Unit.self, from: try JSONSerialization.data(withJSONObject: older))
        XCTAssertThrowsError(try forged.result(make: { scene }, at: "shard.json: $.units[0].value")) { error in
            XCTAssertEqual((error as? ShardError)?.message, "shard.json: $.units[0].value.unjudged[0].kind: expected scrollIndicator, keyboard, detailButton, found \"scrollThumb\"")
        }
    }

    func testActionsOfAnImportedElementFail() throws {
        let json = #"[{"AXLabel":"Pay","type":"Button","frame":{"x":0,"y":0,"width":50,"height":50},"custom_actions":["Split"]}]"#
        let scene = try ScreenImport.load(path: "pay.json", text: json)
        let pay = scene.hierarchy.roots[0]
        XCTAssertEqual(pay.customActions.first?.handler(ProbeContext(settings: Settings())), false)
        XCTAssertNil(pay.onActivate)
    }

    /// Settings › Wi-Fi as an Appium page source: each network's cell (`accessible="true"`, labelled
    /// for VoiceOver) holds UIKit's detail button, "More Info", 22 points square at the row's trailing
    /// edge, which WebDriverAgent marks `accessible="true"` too. With `accessible` on the cells, or
    /// without it, the rows and their buttons are all read, row then button.
    static func wifiScreen(cellsAccessible: Bool) -> String {
        let cell = cellsAccessible ? #" accessible="true""# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="600">
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="HomeNet" label="HomeNet, Secure network, Signal strength 3 of 3 bars" enabled="true" visible="true"\(cell) x="0" y="100" width="390" height="44">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="HomeNet" name="HomeNet" label="HomeNet" enabled="true" visible="true" accessible="false" x="56" y="111" width="200" height="22"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="More Info" label="More Info" enabled="true" visible="true" accessible="true" x="340" y="111" width="22" height="22"/>
        </XCUIElementTypeCell>
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="CafeGuest" label="CafeGuest, Signal strength 2 of 3 bars" enabled="true" visible="true"\(cell) x="0" y="144" width="390" height="44">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="CafeGuest" name="CafeGuest" label="CafeGuest" enabled="true" visible="true" accessible="false" x="56" y="155" width="200" height="22"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="More Info" label="More Info" enabled="true" visible="true" accessible="true" x="340" y="155" width="22" height="22"/>
        </XCUIElementTypeCell>
        </XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
        """
    }

    /// UIKit's detail button is the system's: its label ("More Info"), its 22-point size and its
    /// place are UIKit's, so `label.duplicate`, `label.no-context`, `target.size` and
    /// `voice.shared-name` found on it are set aside and said so, whether the page source marks
    /// the cells accessible or not. An app's own small button in a row (another label, or a
    /// "More Info" of another size) is judged as ever.
    func testUIKitsDetailButtonIsReadButNotJudged() throws {
        for accessible in [true, false] {
            let scene = try ScreenImport.load(path: "wifi.xml", text: Self.wifiScreen(cellsAccessible: accessible))
            var settings = Settings()
            settings.voiceOver = true
            XCTAssertEqual(NavigationOrder(scene: scene, settings: settings).spokenElements.map(\.speech.description), [
                "HomeNet, Secure network, Signal strength 3 of 3 bars", "More Info. Button.",
                "CafeGuest, Signal strength 2 of 3 bars", "More Info. Button.",
            ], "cells accessible: \(accessible)")
            let result = Validator().validate(scene.descriptor)
            XCTAssertEqual(result.findings.map(\.ruleID), [], "cells accessible: \(accessible)")
            XCTAssertEqual(result.unjudged.map(\.kind), [.detailButton, .detailButton])
            XCTAssertEqual(Set(result.unjudged.flatMap(\.setAside)),
                           ["label.duplicate", "label.no-context", "target.size", "voice.shared-name"], "cells accessible: \(accessible)")
        }
        // The app's own: a "Delete" button of the same size and place, and a "More Info" button 30 points square.
        let own = Self.wifiScreen(cellsAccessible: true)
            .replacingOccurrences(of: #"name="More Info" label="More Info" enabled="true" visible="true" accessible="true" x="340" y="111""#,
                                  with: #"name="Delete" label="Delete" enabled="true" visible="true" accessible="true" x="340" y="111""#)
            .replacingOccurrences(of: #"x="340" y="155" width="22" height="22""#, with: #"x="332" y="151" width="30" height="30""#)
        let result = Validator().validate(try ScreenImport.load(path: "own.xml", text: own).descriptor)
        XCTAssertEqual(result.unjudged, [])
        XCTAssertTrue(result.findings.contains { $0.ruleID == "target.size" }, "\(result.findings.map(\.ruleID))")
    }

}
