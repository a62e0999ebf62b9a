import AXCore

/// SARIF 2.1.0 for code-scanning services: one run, the rules as `tool.driver.rules`, one result
/// per finding with the scene's source file as physical location and the element path as logical
/// location; the region is the element's line where the descriptor knows it (scene files), else
/// line 1. Suppressed findings carry a `suppressions` entry with the reason: kind "inSource" when
/// the scene accepts the finding, "external" when a suppressions file or a baseline does.
/// A rule that could not judge a scene is a result of kind `notApplicable` or `review`, level `none`,
/// located as a finding about the whole scene is (line 1).
/// A rule whose findings on an element the system provides were set aside (`UnjudgedElement`) is a
/// result on that element carrying a `suppressions` entry of kind "external" that says why: what a
/// code-scanning service shows as dismissed, so nothing is left out silently.
public enum SARIFReport {
    /// The run's `invocations` when `--require-complete` found explorations stopped at their bounds:
    /// one invocation, successful, with an error notification per scene; none otherwise.
    private static func invocations(_ report: ValidationReport, requireComplete: Bool) -> [(String, JSONBuilder.Value)] {
        let incomplete = requireComplete ? report.incompleteExplorations : []
        guard !incomplete.isEmpty else { return [] }
        let notifications: [JSONBuilder.Value] = incomplete.map { scene, stopped in
            .object([
                ("level", .string("error")),
                ("message", .object([("text", .string(IncompleteExploration.message(scene: scene.descriptor.id, stopped: stopped)))])),
                ("descriptor", .object([("id", .string(IncompleteExploration.id))])),
            ])
        }
        return [("invocations", .array([.object([("executionSuccessful", .bool(true)), ("toolExecutionNotifications", .array(notifications))])]))]
    }

    /// The SARIF 2.1.0 schema the document declares.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A source path as the URI reference SARIF's `artifactLocation.uri` must be (RFC 3986): every
    /// byte outside the unreserved characters, the sub-delimiters, "@" and "/" is percent-encoded,
    /// ":" included (in a first segment it would read as a scheme). A path holding a space, "#" or
    /// "%" was written as it is, which is no URI: a reader cut it at the "#" as a fragment, or
    /// refused the log. A plain path (`examples/settings-sheet.json`) is unchanged.
    static func uri(of path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var out = String.UnicodeScalarView()
        for byte in path.utf8 {
            if kept.contains(byte) { out.append(Unicode.Scalar(byte)) } else {
                out.append("%"); out.append(hex[Int(byte >> 4)]); out.append(hex[Int(byte & 15)])
            }
        }
        return String(out)
    }

    /// A result's `locations`: the scene's source file at `line` (1 when unknown), and the element
    /// (or the scene, `isElement` false) as a logical location named `name` at `path`.
    private static func location(in descriptor: SceneDescriptor, line: Int?, name: String, path: [String],
                                 isElement: Bool) -> JSONBuilder.Value {
        .array([.object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(of: descriptor.sourcePath)))])),
                ("region", .object([("startLine", .int(line ?? 1))])),
            ])),
            ("logicalLocations", .array([.object([
                ("name", .string(name)),
                ("fullyQualifiedName", .string(path.joined(separator: "/"))),
                ("kind", .string(isElement ? "element" : "module")),
            ])])),
        ])])
    }

    /// The SARIF log `validate --format sarif` prints, for code-scanning tools.
    public static func render(_ report: ValidationReport, rules: [RuleInfo], toolVersion: String) -> String {
        render(report, rules: rules, toolVersion: toolVersion, requireComplete: false)
    }

    /// The document; with `requireComplete` (`validate --require-complete`), each exploration that
    /// stopped at its bounds, which makes the exit status 1, is an error notification of the run's
    /// invocation (`toolExecutionNotifications`, the run itself having gone as asked), so the report
    /// does not read as clean where the run failed.
    public static func render(_ report: ValidationReport, rules: [RuleInfo], toolVersion: String, requireComplete: Bool) -> String {
        typealias V = JSONBuilder.Value
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules: [V] = rules.map { info in
            var fields: [(String, V)] = [
                ("id", .string(info.id)),
                ("name", .string(info.rule.typeName)),
                ("shortDescription", .object([("text", .string(info.title))])),
                ("fullDescription", .object([("text", .string(info.explanation))])),
                ("help", .object([("text", .string(info.fix))])),
                ("defaultConfiguration", .object([("level", .string(level(info.severity)))])),
            ]
            var properties: [(String, V)] = [("area", .string(info.area.rawValue))]
            if let ref = info.reference { properties.append(("reference", .string(ref))) }
            fields.append(("properties", .object(properties)))
            return .object(fields)
        }
        var results: [V] = []
        for scene in report.scenes {
            for f in scene.findings {
                let logicalName = f.subject.elementID ?? scene.descriptor.id
                let fqn = [scene.descriptor.id] + (f.subject.indexPath.map { [$0] } ?? []) + (f.subject.elementID.map { [$0] } ?? [])
                var fields: [(String, V)] = [
                    ("ruleId", .string(f.ruleID)),
                    ("level", .string(level(f.severity))),
                    ("message", .object([("text", .string("\(f.message). \(f.detail). Fix: \(f.fix)"))])),
                    ("locations", location(in: scene.descriptor, line: f.subject.elementID.flatMap { scene.descriptor.sourceLines[$0] },
                                           name: logicalName, path: fqn, isElement: f.subject.elementID != nil)),
                    // The finding's identity, as a baseline keys it (its measure: the message without
                    // its digits where the rule names nothing): a contrast of 3.95:1 re-measured on a
                    // new screenshot is the same alert. Version 1 hashed the message, digits and all.
                    ("partialFingerprints", .object([("axsandbox/v2", .string("\(scene.descriptor.id)|\(f.ruleID)|\(f.identity.elementID)|\(f.identity.measure)"))])),
                    ("properties", .object([("settings", .string(f.settings)), ("scene", .string(scene.descriptor.id))]
                        // Explored: the states it was seen in and the shortest path to the first.
                        + (scene.exploration == nil ? [] : [("states", .array(f.states.map { .int($0) })),
                                                            ("path", .array(f.path.map { .string($0) }))])
                        + (f.onlyBehindModal ? [("onlyBehindModal", .bool(true))] : []))),
                ]
                if let i = ruleIndex[f.ruleID] { fields.insert(("ruleIndex", .int(i)), at: 1) }
                if let reason = f.suppression {
                    // SARIF's kinds: `inSource` where the scene itself accepts it, `external` where a
                    // suppressions file or a baseline beside it does.
                    let kind = f.isSuppressedOutsideTheScene ? "external" : "inSource"
                    fields.append(("suppressions", .array([.object([("kind", .string(kind)), ("justification", .string(reason))])])))
                }
                results.append(.object(fields))
            }
            for u in scene.unjudged {
                for ruleID in u.setAside {
                    var fields: [(String, V)] = [
                        ("ruleId", .string(ruleID)),
                        ("level", .string(level(rules.first { $0.id == ruleID }?.severity ?? .warning))),
                        ("message", .object([("text", .string("Not judged: \(u.label.map { "\"\($0)\"" } ?? u.elementID) is provided by the system, "
                            + "not the app, so what this rule found on it was set aside: \(u.reason)."))])),
                        ("locations", location(in: scene.descriptor, line: scene.descriptor.sourceLines[u.elementID], name: u.elementID,
                                               path: [scene.descriptor.id, u.elementID], isElement: true)),
                        ("partialFingerprints", .object([("axsandbox/v2", .string("\(scene.descriptor.id)|\(ruleID)|\(u.elementID)|system"))])),
                        ("suppressions", .array([.object([("kind", .string("external")),
                                                          ("justification", .string("provided by the system: \(u.reason)"))])])),
                        ("properties", .object([("scene", .string(scene.descriptor.id)), ("system", .string(u.kind.rawValue))])),
                    ]
                    if let i = ruleIndex[ruleID] { fields.insert(("ruleIndex", .int(i)), at: 1) }
                    results.append(.object(fields))
                }
            }
            for u in scene.unassessed {
                var fields: [(String, V)] = [
                    ("ruleId", .string(u.ruleID)),
                    ("kind", .string(u.status == .notApplicable ? "notApplicable" : "review")),
                    ("level", .string("none")),
                    ("message", .object([("text", .string("\(u.statusText): \(u.reason)"))])),
                    // About the whole scene, as a finding with no element is: line 1 (code scanning needs a line).
                    ("locations", location(in: scene.descriptor, line: nil, name: scene.descriptor.id, path: [scene.descriptor.id],
                                           isElement: false)),
                    ("properties", .object([("scene", .string(scene.descriptor.id))])),
                ]
                if let i = ruleIndex[u.ruleID] { fields.insert(("ruleIndex", .int(i)), at: 1) }
                results.append(.object(fields))
            }
        }
        return JSONBuilder.render(.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("axsandbox")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(driverRules)),
                ]))])),
                ("results", .array(results)),
            ] + invocations(report, requireComplete: requireComplete))])),
        ])) + "\n"
    }
}
