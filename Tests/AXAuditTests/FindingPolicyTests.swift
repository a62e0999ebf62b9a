import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Baselines and suppressions files (`--baseline`, `--write-baseline`, `--suppressions`;
/// docs/ci.md): a finding's identity survives reworded numbers and moved frames, known findings are
/// reported and never fail, new ones fail, fixed ones are listed, and a suppressions file accepts
/// findings on scenes that carry no suppressions of their own.
final class FindingPolicyTests: XCTestCase {
    private func report(_ ids: [String] = ["star-rating-broken", "piano-broken"]) throws -> ValidationReport {
        Validator().validate(try ids.map { try XCTUnwrap(Catalog.descriptor(for: $0)) })
    }

    func testABaselineEntryIsTheFindingsIdentityNotItsText() throws {
        let original = try report()
        XCTAssertEqual(original.baselineEntries, try report().baselineEntries, "the same run gives the same entries")
        var moved = original
        for s in moved.scenes.indices {
            for f in moved.scenes[s].findings.indices {
                moved.scenes[s].findings[f].subject.frame = Rect(x: 1, y: 2, width: 3, height: 4)
                moved.scenes[s].findings[f].settings = "contentSize=AX5"
                moved.scenes[s].findings[f].detail = "measured otherwise"
                moved.scenes[s].findings[f].message = moved.scenes[s].findings[f].message.replacingOccurrences(of: "4", with: "7")
            }
        }
        XCTAssertEqual(moved.baselineEntries, original.baselineEntries)
        let entry = try XCTUnwrap(original.baselineEntries.first)
        XCTAssertEqual(entry.state, "", "found in the initial state")
        XCTAssertFalse(original.baselineEntries.contains { $0.scene.isEmpty || $0.rule.isEmpty })
    }

    func testKnownFindingsNeverFailNewOnesDoAndFixedOnesAreListed() throws {
        var all = try report()
        XCTAssertTrue(all.fails(at: .warning))
        let entries = Set(all.baselineEntries)
        let comparison = all.apply(baseline: entries, reason: "in the baseline")
        XCTAssertEqual(comparison.known, entries.count)
        XCTAssertEqual(comparison.new, 0)
        XCTAssertEqual(comparison.fixed, [])
        XCTAssertFalse(all.fails(at: .info), "every finding is known")
        XCTAssertTrue(all.findings.allSatisfy { $0.suppression != nil })

        var partial = try report()
        let dropped = try XCTUnwrap(partial.baselineEntries.first { $0.scene == "piano-broken" })
        let gone = BaselineEntry(scene: "piano-broken", rule: "label.missing", element: "removed-key", measure: "", state: "")
        let elsewhere = BaselineEntry(scene: "home-screen", rule: "label.missing", element: "x", measure: "", state: "")
        let result = partial.apply(baseline: entries.subtracting([dropped]).union([gone, elsewhere]), reason: "in the baseline")
        XCTAssertEqual(result.new, 1)
        XCTAssertEqual(result.fixed, [gone], "an entry about a scene not validated is not fixed")
        XCTAssertTrue(partial.fails(at: .info))
        let failing = partial.active
        XCTAssertEqual(failing.count, 1)
        XCTAssertEqual(partial.scenes[1].baselineEntry(of: failing[0]), dropped)
    }

    /// A baseline written by an explored run, given to a run that explores less (`--depth 0`, a lower
    /// `--states`): the findings of the states that run never reached were listed as fixed, and
    /// `--write-baseline` invited to drop them, so the next full run failed on findings nobody fixed.
    /// They are neither fixed nor used, as an entry about another shard's scene; an entry of a state
    /// the run did reach, that nothing matches, is still fixed.
    func testABaselineEntryOfAStateTheRunDidNotReachIsNotFixed() throws {
        let sheet = try ExplorationTests.fixture("hidden-sheet.json")
        let explored = Validator(bounds: .default).validate([sheet])
        let deeper = try XCTUnwrap(explored.baselineEntries.first { !$0.state.isEmpty }, "a finding first seen past the initial state")
        var shallow = Validator().validate([sheet])
        let comparison = shallow.apply(baseline: Set(explored.baselineEntries), reason: "in the baseline")
        XCTAssertFalse(comparison.fixed.contains(deeper), "its state was not reached at --depth 0")
        XCTAssertEqual(comparison.fixed, [], "every finding of the initial state is still there")
        var again = Validator(bounds: .default).validate([sheet])
        let reachedState = BaselineEntry(scene: deeper.scene, rule: "label.missing", element: "removed", measure: "", state: deeper.state)
        XCTAssertEqual(again.apply(baseline: Set(explored.baselineEntries).union([reachedState]), reason: "in the baseline").fixed, [reachedState])
    }

    /// A baseline written by a full run, given to a run in which an entry's rule did not judge the
    /// scene: left out by `--rule`, run only on an explored scene (`--depth 0`), or not assessed.
    /// Its entries were listed as fixed (a photo filter's pinch at `--depth 0`; every other rule's
    /// with `--rule label.missing`), and a baseline written again from that run emptied.
    func testABaselineEntryOfARuleThatDidNotJudgeTheSceneIsNotFixed() throws {
        let full = try report()
        let entries = Set(full.baselineEntries)
        let labelOnly = RuleCatalog.all.filter { $0.info.id == "label.missing" }
        var subset = Validator(rules: labelOnly).validate(try ["star-rating-broken", "piano-broken"].map { try XCTUnwrap(Catalog.descriptor(for: $0)) })
        let comparison = subset.apply(baseline: entries, reason: "in the baseline")
        XCTAssertEqual(comparison.fixed, [], "no other rule ran")
        XCTAssertEqual(comparison.known, entries.filter { $0.rule == "label.missing" }.count)
        let gone = BaselineEntry(scene: "piano-broken", rule: "label.missing", element: "removed-key", measure: "", state: "")
        var again = Validator(rules: labelOnly).validate(try ["piano-broken"].map { try XCTUnwrap(Catalog.descriptor(for: $0)) })
        XCTAssertEqual(again.apply(baseline: entries.union([gone]), reason: "in the baseline").fixed, [gone], "the rule that ran still finds its own fixed")

        let filter = try XCTUnwrap(Catalog.descriptor(for: "photo-filter-broken"))
        let explored = Validator(bounds: .default).validate([filter])
        let exploredOnly = Set(explored.baselineEntries.filter { ExplorationRules.ids.contains($0.rule) })
        XCTAssertFalse(exploredOnly.isEmpty, "the broken photo filter's pinch is found by exploring")
        var shallow = Validator().validate([filter])
        XCTAssertEqual(shallow.apply(baseline: Set(explored.baselineEntries), reason: "in the baseline").fixed, [], "--depth 0 runs no exploration rule")
        var unassessed = Validator().validate([filter])
        unassessed.scenes[0].unassessed.append(UnassessedRule(ruleID: "label.missing", status: .needsReview, reason: "test"))
        let missing = BaselineEntry(scene: "photo-filter-broken", rule: "label.missing", element: "removed", measure: "", state: "")
        XCTAssertEqual(unassessed.apply(baseline: [missing], reason: "in the baseline").fixed, [], "a rule not assessed there")
    }

    /// A baseline entry whose finding a suppressions file now accepts: the finding is still found,
    /// so the entry is not fixed ("no longer found") and `--write-baseline` keeps it; it was listed
    /// as fixed and dropped, and a later run without the suppressions file called it new.
    func testABaselineEntryWhoseFindingIsNowSuppressedIsStillFoundAndKept() throws {
        let entries = Set(try report(["piano-broken"]).baselineEntries)
        let file = #"{"format": 1, "suppressions": [{"scene": "piano-broken", "rule": "target.size", "reason": "drawn by design"}]}"#
        var run = try report(["piano-broken"])
        run.suppress(try SuppressionsFile.parse(file, file: "s.json"))
        let accepted = run.scenes[0].findings.filter { $0.ruleID == "target.size" }
        XCTAssertFalse(accepted.isEmpty, "the broken piano's keys are too narrow")
        let acceptedEntries = Set(accepted.map { run.scenes[0].baselineEntry(of: $0) })
        XCTAssertEqual(Set(run.baselineEntries(keeping: entries)), entries, "written beside the baseline, it keeps what is still found")
        XCTAssertEqual(Set(run.baselineEntries), entries.subtracting(acceptedEntries), "without one, it holds the unsuppressed findings")
        let comparison = run.apply(baseline: entries, reason: "in the baseline")
        XCTAssertEqual(comparison.fixed, [], "every entry's finding is still found")
        XCTAssertEqual(comparison.suppressed, accepted.count)
        XCTAssertEqual(comparison.known, run.scenes[0].findings.count - accepted.count)
        XCTAssertEqual(comparison.new, 0)
        XCTAssertEqual(comparison.scene("piano-broken").suppressed, accepted.count, "a shard report keeps the scene's tally")
        XCTAssertEqual(BaselineComparison(merging: [comparison.scene("piano-broken")]).suppressed, accepted.count)
        XCTAssertTrue(run.findings.filter { $0.ruleID == "target.size" }.allSatisfy { $0.suppression == "drawn by design" }, "the file's reason, not the baseline's")
        XCTAssertFalse(comparison.summary.contains("no longer found"), comparison.summary)
        XCTAssertTrue(comparison.summary.hasSuffix(", 0 fixed, \(accepted.count) suppressed (still found; --write-baseline keeps them)"), comparison.summary)
    }

    func testASuppressionsFileAcceptsFindingsByScenesRuleAndElement() throws {
        var report = try self.report()
        let element = try XCTUnwrap(report.scenes[1].findings.first { $0.subject.elementID != nil && $0.suppression == nil })
        let text = """
        {"format": 1, "suppressions": [
          {"scene": "piano-broken", "rule": "\(element.ruleID)", "element": "\(element.subject.elementID!)", "reason": "not ours"},
          {"rule": "target.size", "reason": "rows are the targets"}
        ]}
        """
        report.suppress(try SuppressionsFile.parse(text, file: "s.json"))
        let piano = report.scenes[1].findings
        XCTAssertEqual(piano.first { $0.ruleID == element.ruleID && $0.subject.elementID == element.subject.elementID }?.suppression, "not ours")
        XCTAssertTrue(report.findings.filter { $0.ruleID == "target.size" }.allSatisfy { $0.suppression != nil })
        XCTAssertFalse(report.scenes[0].findings.contains { $0.suppression == "not ours" }, "the scene-scoped entry leaves other scenes alone")
    }

    func testPolicyFilesRoundTripAndNameWhatIsWrong() throws {
        let entries: Set<BaselineEntry> = [BaselineEntry(scene: "b", rule: "r", element: "", measure: "m \"q\"", state: ""),
                                           BaselineEntry(scene: "a", rule: "r", element: "e", measure: "", state: "0123")]
        let text = BaselineFile.text(entries)
        XCTAssertTrue(text.contains("\"scene\": \"a\""))
        XCTAssertLessThan(try XCTUnwrap(text.range(of: "\"a\"")).lowerBound, try XCTUnwrap(text.range(of: "\"b\"")).lowerBound, "sorted")
        XCTAssertEqual(try BaselineFile.parse(text, file: "b.json"), entries)
        let cases = [
            (#"{"format": 1, "suppressions": [{"rule": "x"}]}"#, "s.json: suppressions[0].reason: required field is missing"),
            (#"{"format": 1, "suppressions": [{"rule": "x", "reason": ""}]}"#, "s.json: suppressions[0].reason: a suppression needs a reason"),
            (#"{"format": 2, "suppressions": []}"#, "s.json: format: expected 1, the only format"),
            (#"{"format": 1, "suppressions": [{"rule": "x", "reason": "r", "elemnt": "y"}]}"#, "s.json: suppressions[0].elemnt: unknown field"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try SuppressionsFile.parse(text, file: "s.json")) { XCTAssertTrue("\($0)".hasPrefix(expected), "\($0)") }
        }
        // Checked against the rules the command runs: a misspelt id suppressed nothing, silently.
        let misspelt = #"{"format": 1, "suppressions": [{"rule": "target.size", "reason": "r"}, {"rule": "contrast.txt", "reason": "r"}]}"#
        XCTAssertThrowsError(try SuppressionsFile.parse(misspelt, file: "s.json", knownRules: RuleCatalog.ids)) {
            XCTAssertTrue("\($0)".hasPrefix("s.json: suppressions[1].rule: unknown rule \"contrast.txt\""), "\($0)")
        }
        XCTAssertEqual(try SuppressionsFile.parse(misspelt, file: "s.json").count, 2, "without the rules to check against, any id is read")
        XCTAssertThrowsError(try BaselineFile.parse(#"{"format": 1, "findings": [{"rule": "r"}]}"#, file: "b.json")) {
            XCTAssertTrue("\($0)".hasPrefix("b.json: findings[0].scene: required field is missing"), "\($0)")
        }
        // A baseline's misspelt rule matched nothing and was listed as fixed: refused, as in suppressions.
        let baseline = #"{"format": 1, "findings": [{"scene": "s", "rule": "target.size"}, {"scene": "s", "rule": "contrast.txt"}]}"#
        XCTAssertThrowsError(try BaselineFile.parse(baseline, file: "b.json", knownRules: RuleCatalog.ids)) {
            XCTAssertTrue("\($0)".hasPrefix("b.json: findings[1].rule: unknown rule \"contrast.txt\""), "\($0)")
        }
        XCTAssertEqual(try BaselineFile.parse(baseline, file: "b.json").count, 2, "without the rules to check against, any id is read")
    }
}
