/// The rule reference, `docs/rules.md`, generated from the rule catalog so that no rule is missed
/// and severities, explanations and fixes never drift from the code. Each rule has its own heading
/// with an explicit anchor, so `docs/rules.md#<rule-id>` links (the HTML report's) land on it.
///
/// `scripts/update-goldens.sh` rewrites the file; a test fails when it differs from this output.
package enum RuleReference {
    /// The whole Markdown document.
    package static func markdown(_ infos: [RuleInfo] = RuleCatalog.infos) -> String {
        var out = """
        # Validation rules

        Every rule `axsandbox validate` runs, grouped by area, in the order `axsandbox validate --list-rules`
        prints them. Each has a stable id (used by `--rule`, `--skip-rule`, a scene's suppressions, SARIF
        and JUnit reports; in Swift, its `RuleID` constant, [package.md](package.md#the-test-api)), a default severity (`error` and `warning` can fail a run, see `--fail-on`;
        `info` never does), what it reads (`tree`: the accessibility elements; `frame`: the rendered
        frame; `probe`: actions run on a copy of the scene in its initial state), and what it maps to: a WCAG 2.2
        success criterion, an Apple audit type (`XCUIApplication.performAccessibilityAudit`'s
        `XCUIAccessibilityAuditType`), a check of another checker, or the Apple talk whose demo shows the
        problem. Rules run under every setting of the matrix (`--matrix default` or `full`).

        The talks cited: *Accessibility on iOS* (WWDC 2014), *What's New in Accessibility* (WWDC 2017),
        *Deliver an Exceptional Accessibility Experience* (WWDC 2018) with Apple's Exceptional Dogs sample,
        and *Build accessible apps with SwiftUI and UIKit* (WWDC 2023).

        No rule reports anything on an element the system provides rather than the app (iOS's scroll
        indicator and keyboard in a capture of a real app's screen): the app cannot change it. It is read like any
        element, and every report lists it as not judged, with why and the rules whose findings on it
        were set aside ([import.md](import.md#elements-the-system-provides)).

        This file is generated from the rule catalog (`Sources/AXAudit/RuleCatalog.swift`) by
        `scripts/update-goldens.sh`; a test fails when it falls behind the code.


        """
        let grouped = RuleArea.grouping(infos)
        for (area, inArea) in grouped {
            out += "Area **\(area.rawValue)**: " + inArea.map { "[`\($0.id)`](#\($0.id))" }.joined(separator: ", ") + "\n\n"
        }
        for info in grouped.flatMap(\.infos) {
            out += "<a id=\"\(info.id)\"></a>\n\n"
            out += "## \(info.id)\n\n"
            out += "**\(info.title)** · severity `\(info.severity.rawValue)` · area `\(info.area.rawValue)` · reads the \(kindWords(info.kind))"
                + " · in Swift `RuleID.\(info.rule.constantName)`\n\n"
            out += "What it checks: \(info.explanation)\n\n"
            out += "How to fix: \(info.fix)\n\n"
            if let reference = info.reference {
                out += "Maps to: " + described(reference) + ".\n\n"
            }
        }
        return out
    }

    private static func kindWords(_ kind: RuleKind) -> String {
        switch kind {
        case .tree: return "accessibility tree"
        case .frame: return "rendered frame"
        case .probe: return "scene's behaviour (a probe runs actions on a copy of the scene in its initial state)"
        case .exploration: return "explored states (what each action a VoiceOver user can take does from each reachable state; not at --depth 0)"
        }
    }

    /// A rule's references (comma-separated) as a reader knows them, joined by "; ", in Markdown.
    static func described(_ reference: String) -> String {
        reference.split(separator: ",").map { describe(String($0).trimmingSpaces) }.joined(separator: "; ")
    }

    /// `described(reference)` as plain text, for a report that is not Markdown: the titles' emphasis
    /// and the code spans' backticks left out ("seed 000" meant nothing to a reader of the HTML report).
    static func describedPlainly(_ reference: String) -> String {
        String(described(reference).filter { $0 != "*" && $0 != "`" })
    }

    /// A reference as a reader knows it: WCAG criteria with their names, Apple audit types by their
    /// API name, the talks by title.
    static func describe(_ reference: String) -> String {
        if reference.hasPrefix("WCAG "), let name = wcag[String(reference.dropFirst(5))] {
            return "WCAG \(reference.dropFirst(5)) \(name)"
        }
        return known[reference] ?? reference
    }

    private static let wcag: [String: String] = [
        "1.4.3": "Contrast (Minimum)", "1.4.4": "Resize Text", "1.4.6": "Contrast (Enhanced)", "1.4.11": "Non-text Contrast",
        "2.1.1": "Keyboard", "2.1.2": "No Keyboard Trap", "2.5.7": "Dragging Movements",
        "2.5.8": "Target Size (Minimum)", "4.1.2": "Name, Role, Value",
    ]

    private static let known: [String: String] = [
        "Apple text clipped": "Apple audit type `.textClipped`",
        "Apple dynamic type": "Apple audit type `.dynamicType`",
        "Apple element detection": "Apple audit type `.elementDetection`",
        "Apple sufficient element description": "Apple audit type `.sufficientElementDescription`",
        "Apple trait audit": "Apple audit type `.trait`",
        "Apple HIG": "Apple Human Interface Guidelines (hit targets of at least 44×44 pt)",
        "Apple Reduce Motion": "Apple's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`)",
        "ATF": "Android Accessibility Test Framework",
        "ATF duplicate speakable text": "Android Accessibility Test Framework, duplicate speakable text",
        "ATF traversal order": "Android Accessibility Test Framework, traversal order",
        "GTXiLib": "Google Toolbox for Accessibility (GTXiLib)",
        "axe": "axe-core",
        "axe nested-interactive": "axe-core `nested-interactive`",
        "seed 000": "the talk *Deliver an Exceptional Accessibility Experience* (WWDC 2018)",
        "seed 001": "the talk *Accessibility on iOS* (WWDC 2014)",
        "seed 002": "the talk *What's New in Accessibility* (WWDC 2017)",
        "seed 003": "Apple's Exceptional Dogs sample (*Delivering an Exceptional Accessibility Experience*)",
        "seed 004": "the talk *Build accessible apps with SwiftUI and UIKit* (WWDC 2023)",
    ]
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
