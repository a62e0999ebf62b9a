import AXCore

/// `--suppressions FILE`: suppressions for scenes that carry none (imported screens, scenes another
/// team owns), in a scene file's shape with the scene named:
///
/// ```json
/// { "format": 1, "suppressions": [ { "scene": "checkout", "rule": "target.size", "element": "pay", "reason": "…" } ] }
/// ```
///
/// `scene` is optional (every scene), `element` too (the whole scene); `reason` is required. Errors
/// name the file and the JSON path, as a scene file's do.
public enum SuppressionsFile {
    /// Reads a suppressions file's text; `file` names it in errors. With `knownRules`, a rule id
    /// not among them is an error at its JSON path: a misspelt id suppressed nothing, silently.
    public static func parse(_ text: String, file: String, knownRules: Set<String>? = nil) throws -> [SceneSuppression] {
        let top = try document(text, file: file, list: "suppressions")
        return try top.required("suppressions").array().map { c in
            let o = try c.object()
            try o.finish(allowed: ["scene", "rule", "element", "reason"])
            let reasonCursor = try o.required("reason")
            let reason = try reasonCursor.string()
            guard !reason.isEmpty else { throw reasonCursor.error("a suppression needs a reason") }
            let ruleCursor = try o.required("rule")
            let rule = try ruleCursor.string()
            if let knownRules, !knownRules.contains(rule) { throw ruleCursor.error("unknown rule \"\(rule)\" (`validate --list-rules` lists them)") }
            return SceneSuppression(sceneID: try o.optional("scene")?.string(),
                                    suppression: Suppression(ruleID: rule, elementID: try o.optional("element")?.string(), reason: reason))
        }
    }

    /// The top-level object of a policy file with `format` 1 and the list `list`, nothing else.
    static func document(_ text: String, file: String, list: String) throws -> JSONObject {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch let e as JSONValue.SyntaxError {
            throw SceneFileError(file: file, syntax: e)
        }
        let top = try JSONCursor(value: root, path: "", file: file).object()
        try top.finish(allowed: ["format", list])
        let format = try top.required("format")
        guard try format.int() == 1 else { throw format.error("expected 1, the only format") }
        return top
    }
}

/// `--baseline FILE` and `--write-baseline FILE`: the findings a team has accepted for now, by
/// identity (`BaselineEntry`), sorted so the file diffs well as it shrinks:
///
/// ```json
/// { "format": 1, "findings": [ { "scene": "…", "rule": "…", "element": "…", "measure": "…", "state": "" } ] }
/// ```
public enum BaselineFile {
    /// Reads a baseline's text; `file` names it in errors. With `knownRules`, a rule id not among
    /// them is refused: a misspelt id matched nothing and was listed as fixed, silently.
    public static func parse(_ text: String, file: String, knownRules: Set<String>? = nil) throws -> Set<BaselineEntry> {
        let top = try SuppressionsFile.document(text, file: file, list: "findings")
        return Set(try top.required("findings").array().map { c in
            let o = try c.object()
            try o.finish(allowed: ["scene", "rule", "element", "measure", "state"])
            let ruleCursor = try o.required("rule")
            let rule = try ruleCursor.string()
            if let knownRules, !knownRules.contains(rule) { throw ruleCursor.error("unknown rule \"\(rule)\" (`validate --list-rules` lists them)") }
            return BaselineEntry(scene: try o.required("scene").string(), rule: rule,
                                 element: try o.optional("element")?.string() ?? "", measure: try o.optional("measure")?.string() ?? "",
                                 state: try o.optional("state")?.string() ?? "")
        })
    }

    /// A baseline file holding `entries`, sorted, each once.
    public static func text(_ entries: some Sequence<BaselineEntry>) -> String {
        let sorted = Set(entries).sorted()
        var out = "{\n  \"format\": 1,\n  \"findings\": ["
        for (i, e) in sorted.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    { \"scene\": \(JSONValue.quoted(e.scene)), \"rule\": \(JSONValue.quoted(e.rule)), "
                + "\"element\": \(JSONValue.quoted(e.element)), \"measure\": \(JSONValue.quoted(e.measure)), \"state\": \(JSONValue.quoted(e.state)) }"
        }
        return out + (sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
