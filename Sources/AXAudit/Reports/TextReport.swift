import AXCore

/// The human report: grouped by scene, then element, with a summary line.
public enum TextReport {
    /// The report `validate` prints by default, summary line included.
    public static func render(_ report: ValidationReport) -> String {
        var out = ""
        for scene in report.scenes {
            let active = scene.findings.filter { $0.suppression == nil }
            out += "\(shown(scene.descriptor.id)) (\(shown(scene.descriptor.title))): "
            out += active.isEmpty ? "no findings" : Plural.count(active.count, "finding")
            let suppressed = scene.findings.count - active.count
            if suppressed > 0 { out += ", \(suppressed) suppressed" }
            if !scene.unjudged.isEmpty { out += ", " + unjudgedCount(scene.unjudged.count) }
            out += "\n"
            if let exploration = scene.exploration { out += "  explored: \(exploration.summary)\n" }
            var groups: [(String, [Finding])] = []
            var groupIndex: [String: Int] = [:]  // a scan of `groups` per finding was quadratic on big scenes
            for finding in scene.findings {
                let key = finding.subject.elementID.map { "element \($0)" + (finding.subject.label.map { " \"\($0)\"" } ?? "") } ?? "scene"
                if let i = groupIndex[key] { groups[i].1.append(finding) } else { groupIndex[key] = groups.count; groups.append((key, [finding])) }
            }
            for (key, findings) in groups {
                out += "  \(shown(key))\n"
                for f in findings {
                    let status = f.suppression == nil ? f.severity.rawValue : "suppressed"
                    out += "    \(status) \(f.ruleID): \(shown(f.message))"
                    if !f.settings.isEmpty { out += " [\(shown(f.settings))]" }
                    out += "\n      \(shown(f.detail))\n"
                    if !f.path.isEmpty { out += "      reached by: \(shown(f.pathText))\n" }
                    if f.onlyBehindModal {
                        out += "      only behind a modal view, which no VoiceOver user passes, in \(Plural.count(f.states.count, "state")): " + f.statesText + "\n"
                    } else if f.states.count > 1 {
                        out += "      in \(f.states.count) states: " + f.statesText + "\n"
                    }
                    if let reason = f.suppression { out += "      suppressed: \(shown(reason))\n" } else { out += "      fix: \(shown(f.fix))\n" }
                }
            }
            // Rules that could not judge the scene, grouped by why.
            for group in UnassessedRule.grouped(scene.unassessed) {
                out += "  \(shown("\(group.status.text): \(group.reason)"))\n    \(group.ruleIDs.joined(separator: ", "))\n"
            }
            out += unjudged(scene.unjudged)
        }
        out += summary(report) + "\n"
        return out
    }

    /// Text from the scene (ids, titles, labels, reasons, and the messages that quote them) as one
    /// line of the report: control characters are written as escapes (`\n`, `\u{1B}`). A label
    /// holding a newline could otherwise print a line of its own, such as a summary saying
    /// "0 errors", and an escape sequence would drive the terminal or CI log that shows the report.
    static func shown(_ text: String) -> String { text.escapingControlCharacters }

    /// The one-line summary: scenes, elements and rules run, then counts by severity and suppressed,
    /// and, when there are any, the elements the system provides that were read but not judged.
    public static func summary(_ report: ValidationReport) -> String {
        "\(Plural.count(report.scenes.count, "scene")), \(Plural.count(report.elementCount, "element")), "
            + "\(Plural.count(report.rulesRunCount, "rule")) run (\(report.matrix.rawValue) matrix): "
            + "\(Plural.count(report.count(.error), "error")), \(Plural.count(report.count(.warning), "warning")), \(report.count(.info)) info, "
            + "\(report.suppressedCount) suppressed" + (report.unjudgedCount > 0 ? ", " + unjudgedCount(report.unjudgedCount) : "")
    }

    /// "1 system element not judged".
    static func unjudgedCount(_ n: Int) -> String { Plural.count(n, "system element") + " not judged" }

    /// The elements the system provides that a scene's rules read but did not judge, grouped by why,
    /// each with the rules whose findings on it were set aside: nothing left out silently.
    static func unjudged(_ elements: [UnjudgedElement]) -> String {
        var out = ""
        var groups: [(String, [UnjudgedElement])] = []
        for element in elements {
            if let i = groups.firstIndex(where: { $0.0 == element.reason }) { groups[i].1.append(element) } else { groups.append((element.reason, [element])) }
        }
        for (reason, elements) in groups {
            out += "  not judged, provided by the system: \(reason)\n"
            for e in elements {
                out += "    \(shown(e.elementID))" + (e.label.map { " \"\(shown($0))\"" } ?? "")
                out += e.setAside.isEmpty ? ": nothing set aside\n" : ": set aside \(e.setAside.joined(separator: ", "))\n"
            }
        }
        return out
    }

    /// `--list-rules`.
    package static func rules(_ infos: [RuleInfo]) -> String {
        var out = ""
        for (area, inArea) in RuleArea.grouping(infos) {
            out += "\(area.rawValue)\n"
            for info in inArea {
                out += "  \(info.id.padding(toLength: 36, withPad: " ", startingAt: 0)) \(info.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(info.title)\n"
            }
        }
        return out
    }
}
