import AXCore

/// JUnit XML: a test suite per scene and a test case per scene × rule. A case fails on the findings
/// that fail the run (`Finding.fails(at:)`: active, at or above `--fail-on`); the others (suppressed,
/// below `--fail-on`) are listed in the case's `system-out`, beside a failure or alone, so a case that
/// fails still shows what was accepted, and so are the elements the system provides on which the
/// rule's findings were set aside (`UnjudgedElement`). A rule that did not apply under any variant is
/// reported as skipped.
public enum JUnitReport {
    /// The JUnit XML document `validate --format junit --fail-on LEVEL` prints, for CI test
    /// dashboards: its failed cases are those of the findings that make the exit status 1.
    public static func render(_ report: ValidationReport, rules: [RuleInfo], failOn: Severity) -> String {
        render(report, rules: rules, failOn: failOn, requireComplete: false)
    }

    /// The document; with `requireComplete` (`validate --require-complete`) each suite has one case
    /// more, `exploration.complete`, failing where the exploration stopped at its bounds: that makes
    /// the exit status 1 too, and the dashboard and the exit status agree.
    public static func render(_ report: ValidationReport, rules: [RuleInfo], failOn: Severity, requireComplete: Bool) -> String {
        func failing(_ f: Finding) -> Bool { f.fails(at: failOn) }
        let extra = requireComplete ? 1 : 0
        func stopped(_ scene: ValidationReport.SceneResult) -> String? { requireComplete ? scene.exploration?.incompleteness : nil }
        let totalCases = report.scenes.count * (rules.count + extra)
        let totalFailures = report.scenes.reduce(0) { acc, scene in
            acc + rules.filter { r in scene.findings.contains { $0.ruleID == r.id && failing($0) } }.count + (stopped(scene) == nil ? 0 : 1)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"axsandbox validate\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for scene in report.scenes {
            let failures = rules.filter { r in scene.findings.contains { $0.ruleID == r.id && failing($0) } }.count + (stopped(scene) == nil ? 0 : 1)
            let skipped = rules.filter { !scene.rulesRun.contains($0.id) }.count
            out += "  <testsuite name=\"\(escape(scene.descriptor.id))\" tests=\"\(rules.count + extra)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            for rule in rules {
                let findings = scene.findings.filter { $0.ruleID == rule.id }
                let name = "\(rule.id)"
                out += "    <testcase classname=\"\(escape(scene.descriptor.id))\" name=\"\(escape(name))\""
                let failed = findings.filter(failing)
                // A rule that ran may still list elements it could not judge: its case says so in its output.
                if !scene.rulesRun.contains(rule.id), let unassessed = scene.unassessed.first(where: { $0.ruleID == rule.id }) {
                    out += ">\n      <skipped message=\"\(escape("\(unassessed.statusText): \(unassessed.reason)"))\"/>\n    </testcase>\n"
                } else if !scene.rulesRun.contains(rule.id) {
                    out += ">\n      <skipped message=\"rule did not apply under the settings matrix\"/>\n    </testcase>\n"
                } else {
                    let notes = findings.filter { !failing($0) }.map(line) + setAside(rule.id, in: scene.unjudged)
                        + scene.unassessed.filter { $0.ruleID == rule.id }.map { "\($0.statusText): \($0.reason)" }
                    if failed.isEmpty && notes.isEmpty {
                        out += "/>\n"
                        continue
                    }
                    out += ">\n"
                    if let first = failed.first {
                        out += "      <failure message=\"\(escape(first.message))\" type=\"\(first.severity.rawValue)\">"
                        out += escape(failed.map(line).joined(separator: "\n"))
                        out += "</failure>\n"
                    }
                    if !notes.isEmpty {
                        out += "      <system-out>\(escape(notes.joined(separator: "\n")))</system-out>\n"
                    }
                    out += "    </testcase>\n"
                }
            }
            if requireComplete {
                out += "    <testcase classname=\"\(escape(scene.descriptor.id))\" name=\"\(IncompleteExploration.id)\""
                if let stopped = stopped(scene) {
                    let message = IncompleteExploration.message(scene: scene.descriptor.id, stopped: stopped)
                    out += ">\n      <failure message=\"\(escape(message))\" type=\"incomplete\">\(escape(message + ": " + IncompleteExploration.fix))</failure>\n    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// The document with errors failing cases, and warnings too when `warningsFail` (`--fail-on
    /// error` or `warning`); kept for callers written before `render(_:rules:failOn:)`.
    @available(*, deprecated, renamed: "render(_:rules:failOn:)")
    public static func render(_ report: ValidationReport, rules: [RuleInfo], warningsFail: Bool) -> String {
        render(report, rules: rules, failOn: warningsFail ? .warning : .error)
    }

    static func line(_ f: Finding) -> String {
        var s = "\(f.suppression == nil ? f.severity.rawValue : "suppressed") \(f.subject.elementID ?? "scene"): \(f.message) — \(f.detail)"
        if !f.settings.isEmpty { s += " [\(f.settings)]" }
        if let r = f.suppression { s += " (suppressed: \(r))" }
        if !f.path.isEmpty { s += " (reached by: \(f.pathText))" }
        return s
    }

    /// A line for each element the system provides on which `ruleID`'s findings were set aside
    /// (`UnjudgedElement`): the case passes, and says what it did not judge and why.
    static func setAside(_ ruleID: String, in unjudged: [UnjudgedElement]) -> [String] {
        unjudged.filter { $0.setAside.contains(ruleID) }.map { u in
            "not judged \(u.elementID)" + (u.label.map { " \"\($0)\"" } ?? "") + ": provided by the system: \(u.reason)"
        }
    }

    static func escape(_ s: String) -> String { HTMLPage.escape(s) }
}

/// An exploration that stopped at its bounds, as `validate --require-complete` fails a run on it:
/// the one wording its message, its JUnit case and its SARIF notification share.
public enum IncompleteExploration {
    /// The JUnit case's name and the SARIF notification's descriptor.
    public static let id = "exploration.complete"
    /// "the exploration of SCENE stopped at its bounds (2 states unexplored)".
    public static func message(scene: String, stopped: String) -> String {
        "the exploration of \(scene) stopped at its bounds (\(stopped))"
    }
    /// What to do about it.
    public static let fix = "raise --states or --depth until every state is explored"
}
