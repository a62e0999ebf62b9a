import AXCore

/// The JSON report. Stable, documented fields:
///
/// ```
/// { "tool": "axsandbox", "version": "…", "matrix": "default",
///   "summary": { "scenes", "elements", "rulesRun", "errors", "warnings", "info", "suppressed", "unjudged" },
///   "scenes": [ { "id", "title", "source", "elements", "rulesRun": [ids],
///                 "findings": [ { "rule", "severity", "element" (id|null), "label", "indexPath", "frame" ([x,y,w,h]|null),
///                                 "message", "detail", "fix", "settings" ("" = defaults), "suppressed" (reason|null) } ],
///                 "unassessed": [ { "rule", "status" ("notApplicable"|"needsReview"), "reason" } ],
///                 "unjudged": [ { "element", "label" (string|null), "kind" ("scrollIndicator", "keyboard", "detailButton"), "reason", "setAside": [rule ids] } ] } ] }
/// ```
///
/// `unjudged` lists the elements the system provides, not the app (iOS's scroll indicator in a
/// capture): read, counted in `elements`, but not judged, the rules that found something on them in
/// `setAside` (`UnjudgedElement`); the summary's `unjudged` counts them. Both were added after the
/// others, which keep their meaning: a reader that does not know them reads the report as before.
///
/// A scene validated with exploration (`--depth` above 0) also has `"exploration": { "found", "explored",
/// "unexplored", "depthBound", "stateBound", "actionsLeftOut" (actions not taken once the state bound was
/// full), "dropsLeftOut" (drops of long lists not taken: sampled), "customActionsLeftOut" (custom actions past an
/// element's 30th, not taken), "voiceOverOffLeftOut" (actions shown only with VoiceOver off that Voice
/// Control does not take, not taken; present only where there were some), "complete" (every state found explored, every action taken: what
/// `--require-complete` requires), "notExplored" (reason|null), "summary",
/// "states": [ { "index", "digest", "path": [steps], "unexplored" ("depthBound"|"stateBound"|null) } ] }`,
/// and each of its findings `"states": [indices]` and `"path": [steps]` (empty in the initial state),
/// and `"onlyBehindModal": true` when its element lay behind a modal view in every state listed.
public enum JSONReport {
    /// The JSON document `validate --format json` prints (the shape above).
    public static func render(_ report: ValidationReport, toolVersion: String) -> String {
        typealias V = JSONBuilder.Value
        let summary: V = .object([
            ("scenes", .int(report.scenes.count)), ("elements", .int(report.elementCount)), ("rulesRun", .int(report.rulesRunCount)),
            ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))), ("info", .int(report.count(.info))),
            ("suppressed", .int(report.suppressedCount)), ("unjudged", .int(report.unjudgedCount)),
        ])
        let scenes: [V] = report.scenes.map { scene in
            let explored = scene.exploration != nil
            var fields: [(String, V)] = [
                ("id", .string(scene.descriptor.id)), ("title", .string(scene.descriptor.title)),
                ("source", .string(scene.descriptor.sourcePath)), ("elements", .int(scene.elementCount)),
                ("rulesRun", .array(scene.rulesRun.map { .string($0) })),
                ("findings", .array(scene.findings.map { f in
                    var fields: [(String, V)] = [
                        ("rule", .string(f.ruleID)), ("severity", .string(f.severity.rawValue)),
                        ("element", JSONBuilder.optional(f.subject.elementID)), ("label", JSONBuilder.optional(f.subject.label)),
                        ("indexPath", JSONBuilder.optional(f.subject.indexPath)), ("frame", JSONBuilder.rect(f.subject.frame)),
                        ("message", .string(f.message)), ("detail", .string(f.detail)), ("fix", .string(f.fix)),
                        ("settings", .string(f.settings)), ("suppressed", JSONBuilder.optional(f.suppression)),
                    ]
                    if explored {
                        fields += [("states", .array(f.states.map { .int($0) })), ("path", .array(f.path.map { .string($0) }))]
                        if f.onlyBehindModal { fields.append(("onlyBehindModal", .bool(true))) }
                    }
                    return .object(fields)
                })),
                ("unassessed", .array(scene.unassessed.map { u in
                    .object([("rule", .string(u.ruleID)), ("status", .string(u.status.rawValue)), ("reason", .string(u.reason))])
                })),
                ("unjudged", .array(scene.unjudged.map { u in
                    .object([("element", .string(u.elementID)), ("label", JSONBuilder.optional(u.label)), ("kind", .string(u.kind.rawValue)),
                             ("reason", .string(u.reason)), ("setAside", .array(u.setAside.map { .string($0) }))])
                })),
            ]
            if let e = scene.exploration { fields.append(("exploration", exploration(e))) }
            return .object(fields)
        }
        return JSONBuilder.render(.object([
            ("tool", .string("axsandbox")), ("version", .string(toolVersion)), ("matrix", .string(report.matrix.rawValue)),
            ("summary", summary), ("scenes", .array(scenes)),
        ])) + "\n"
    }

    /// The `exploration` object of an explored scene.
    private static func exploration(_ e: ExplorationResult) -> JSONBuilder.Value {
        .object([
            ("found", .int(e.states.count)), ("explored", .int(e.exploredCount)),
            ("unexplored", .int(e.unexploredCount(.depthBound) + e.unexploredCount(.stateBound))),
            ("depthBound", .int(e.bounds.depth)), ("stateBound", .int(e.bounds.states)), ("actionsLeftOut", .int(e.leftOutActions)),
            ("dropsLeftOut", .int(e.dropsLeftOut)), ("customActionsLeftOut", .int(e.customActionsLeftOut)),
        ] + (e.voiceOverOffLeftOut == 0 ? [] : [("voiceOverOffLeftOut", .int(e.voiceOverOffLeftOut))]) + [
            ("complete", .bool(e.isComplete)), ("notExplored", JSONBuilder.optional(e.notExplored)), ("summary", .string(e.summary)),
            ("states", .array(e.states.map { state in
                .object([
                    ("index", .int(state.index)), ("digest", .string(state.digest)), ("path", .array(state.path.map { .string($0.step) })),
                    ("unexplored", JSONBuilder.optional(state.unexplored?.rawValue)),
                ])
            })),
        ])
    }
}
