import AXAudit
import AXCore

/// Validates every state a VoiceOver user reaches in a scene (and, where the scene shows something
/// only with VoiceOver off, what Voice Control reaches there), as `axsandbox validate` does
/// (docs/validation.md, "Exploration"), for a test: a team's own control gets "no findings in any
/// state" as one assertion, and a failure lists each finding with the path that reaches it.
///
/// ```swift
/// func testTheKnobIsCleanInEveryState() {
///     ReachableStates.assertNoFindings { VolumeKnobScreen() }
/// }
/// ```
public enum ReachableStates {
    /// Explores the scene `make` builds (a fresh copy each time it is called) within `bounds` and
    /// validates each state with `rules` on the default settings matrix.
    public static func validate(_ make: @escaping @Sendable () -> Scene, settings: Settings = .default, bounds: ExplorationBounds = .default,
                                rules: [Rule] = RuleCatalog.all) -> ValidationReport.SceneResult {
        let first = make()
        let descriptor = SceneDescriptor(id: first.id, tab: "Tests", title: first.title, sourcePath: "", make: make)
        return Validator(rules: rules, baseSettings: settings, bounds: bounds).validate(descriptor, declarative: false)
    }

    /// Fails the running test (XCTest or Swift Testing) when any state the scene reaches has an
    /// unsuppressed finding at or above `severity`, naming each with its states and path, or when
    /// the exploration stopped at `bounds` before every state was explored: the states beyond them
    /// were not validated, so passing would claim what was not checked. Raise `bounds`, or pass
    /// `requiresCompleteExploration: false` to judge the states found within them.
    public static func assertNoFindings(_ make: @escaping @Sendable () -> Scene, severity: Severity = .info, settings: Settings = .default,
                                        bounds: ExplorationBounds = .default, rules: [Rule] = RuleCatalog.all,
                                        requiresCompleteExploration: Bool = true,
                                        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                                        column: UInt = #column) {
        let result = validate(make, settings: settings, bounds: bounds, rules: rules)
        if let message = failure(result, severity: severity, requiresCompleteExploration: requiresCompleteExploration) {
            CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(message)
        }
    }

    /// The failure message for `result`'s findings at or above `severity`, and for an exploration
    /// that stopped at its bounds when `requiresCompleteExploration`; nil when neither.
    static func failure(_ result: ValidationReport.SceneResult, severity: Severity, requiresCompleteExploration: Bool = true) -> String? {
        let failing = result.findings.filter { $0.suppression == nil && $0.severity >= severity }
        let stopped = requiresCompleteExploration ? result.exploration?.incompleteness : nil
        guard !failing.isEmpty || stopped != nil else { return nil }
        var out = ""
        if let stopped, let exploration = result.exploration {
            out += "\(result.descriptor.id): the exploration stopped at its bounds (\(stopped); depth \(exploration.bounds.depth), "
                + "\(Plural.count(exploration.bounds.states, "state"))), so the states beyond them were not validated: "
                + "raise bounds: until every state is explored, or pass requiresCompleteExploration: false to judge the states found\n"
        }
        guard !failing.isEmpty else { return out }
        out += "\(result.descriptor.id): \(failing.count) finding\(failing.count == 1 ? "" : "s") "
            + "(\(result.exploration?.summary ?? "initial state"))\n"
        for f in failing {
            out += "  \(f.severity.rawValue) \(f.ruleID) on \(f.subject.elementID ?? "the scene"): \(f.message)\n"
            out += "    reached by: " + (f.path.isEmpty ? "the initial state" : f.pathText)
            out += f.states.count > 1 ? " (in \(f.states.count) states)\n" : "\n"
        }
        return out
    }
}
