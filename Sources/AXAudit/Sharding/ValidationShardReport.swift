import AXCore
import AXEngine
import Foundation

/// The validate shard report (`validate --shard-report FILE`): the run's matrix, rules, --fail-on
/// and settings, and each scene's results in full (findings, counts, unassessed rules,
/// exploration). `axsandbox merge` reads every shard's report back into one `ValidationReport` and
/// renders it with the renderers `validate` uses, so the merged report is the unsharded one, byte for byte.
public typealias ValidationShardReport = ShardReport<ValidationShard>

/// The content of a validate shard report (docs/ci.md).
public enum ValidationShard: ShardReportContent {
    /// The `kind` every validate shard report carries.
    public static let kindName = "axsandbox-validate-shard"

    /// The run's options that shape every report.
    public struct Run: Codable, Sendable {
        /// The settings matrix (`SettingsMatrix` raw value).
        var matrix: String
        /// The ids of the rules run, in catalog order.
        var rules: [String]
        /// `--fail-on`: JUnit fails warnings with it, and the merge's exit status follows it.
        var failOn: String
        /// The `--setting` assignments, in order: the HTML report draws each scene under them.
        var settings: [String]
        /// `--vision`'s filters by name, when given: the HTML report also shows each scene through
        /// them. Absent from reports of runs without it (and from those written before it existed).
        var visions: [String]?
        /// `--require-complete`: true when given; absent from reports of runs without it (and from
        /// those written before it existed), so the merge fails an incomplete exploration as the run did.
        var requireComplete: Bool?
    }

    /// One scene of the set, as its shard validated it.
    public struct Unit: Codable, Sendable {
        /// The command-line argument that named it (what the merge resolves to draw it in HTML).
        var argument: String
        var id: String, tab: String, title: String, sourcePath: String
        var sourceLines: [String: Int]
        var isDeclarative: Bool
        var elementCount: Int
        var rulesRun: [String]
        var unassessed: [Unassessed]
        /// The elements the system provides, read but not judged (`UnjudgedElement`). Absent where
        /// there are none, and from shard reports written before they were listed.
        var unjudged: [Unjudged]?
        var findings: [FindingRecord]
        var exploration: ExplorationRecord?
        /// The scene's digest as the shard validated it (`SceneDigest`: its elements and drawing as it
        /// opens, under the default settings): `merge --format html` draws the scene again from its
        /// argument, and refuses one that is no longer the scene validated (a merge at another
        /// commit would picture the edited scene beside the findings of the old one). Absent from
        /// shard reports written before it was kept.
        var sceneDigest: String?
        /// What the run's `--baseline` made of this scene: its known and new findings and its fixed
        /// entries, so `merge` says it of the whole run. Absent from runs without a baseline (and from
        /// shard reports written before it was kept).
        var baseline: BaselineRecord?
        /// The setting values the scene's conditions name (`SceneDescriptor.namedSettings`, each
        /// `NamedSetting.written`): the merge's HTML report pictures the variants `--matrix full`
        /// adds for them, as the unsharded one does. Absent where the scene names none (and from
        /// shard reports written before they were kept).
        var namedSettings: [String]? = nil
        /// `true` where the scene read `voiceOver` and was judged with VoiceOver on and off
        /// (`SceneResult.readsVoiceOver`): the merge's HTML report pictures the off side too.
        /// Absent where it did not (and from shard reports written before it was kept).
        var readsVoiceOver: Bool? = nil
    }

    /// `BaselineComparison` of one scene, as stored.
    struct BaselineRecord: Codable, Sendable {
        var known: Int, new: Int
        var fixed: [FixedEntry]
        /// `BaselineComparison.suppressed`; absent where 0 (and from shard reports written before
        /// it was kept).
        var suppressed: Int? = nil
    }

    /// A `BaselineEntry` a shard found fixed, every field.
    struct FixedEntry: Codable, Sendable {
        var scene: String, rule: String, element: String, measure: String, state: String
    }

    /// `UnassessedRule`, as stored.
    struct Unassessed: Codable, Sendable {
        var rule: String, status: String, reason: String
    }

    /// `UnjudgedElement`, as stored: its kind by raw value (`SystemElement`), its reason the kind's.
    struct Unjudged: Codable, Sendable {
        var element: String
        var label: String?
        var kind: String
        var setAside: [String]
    }

    /// `Finding`, every field.
    struct FindingRecord: Codable, Sendable {
        var rule: String, severity: String
        var element: String?, label: String?, indexPath: String?
        /// [x, y, width, height] in points, exactly as measured.
        var frame: [Double]?
        var message: String, detail: String, fix: String, settings: String
        var suppressed: String?, measure: String?
        var states: [Int], path: [String]
        /// `Finding.onlyBehindModal`, present only when set (absent from shard reports written before it).
        var onlyBehindModal: Bool? = nil
        /// `Finding.firstSeenBehindModal`, present only when set (absent from shard reports written before it).
        var firstSeenBehindModal: Int? = nil
        /// `Finding.isSuppressedOutsideTheScene`, present only when set (absent from shard reports written before it).
        var suppressedOutsideTheScene: Bool? = nil
    }

    /// `ExplorationResult`, what reports print of it (the transitions are not reported).
    struct ExplorationRecord: Codable, Sendable {
        var depthBound: Int, stateBound: Int, leftOutActions: Int
        /// Absent from shard reports written before drops were sampled, and where none were.
        var dropsLeftOut: Int?
        /// Absent from shard reports written before custom actions were bounded, and where none were left out.
        var customActionsLeftOut: Int?
        /// Absent where no action shown only with VoiceOver off was left out (every report written before).
        var voiceOverOffLeftOut: Int? = nil
        var notExplored: String?
        var states: [StateRecord]
    }

    /// `ExploredState`: its index, digest, path and why it was left unexplored.
    struct StateRecord: Codable, Sendable {
        var index: Int, digest: String, endTime: Int
        var unexplored: String?
        var path: [ActionRecord]
        /// The inputs the path sent, for a state in which a finding is first seen: the HTML report
        /// draws that state's screen by replaying them. Each is its trace record less `seq`
        /// (`SessionInputCodec`), `{"type": "command", "t": 120, "name": "vo.touch", "args": {…}}`:
        /// the session was given each input as a trace writes it, so the record is exact. Absent for
        /// the other states, and from shard reports written before they were kept (whose states the
        /// merge cannot draw); reports written before they were trace records hold `InputRecords.older`.
        var inputs: [JSONValue]?
    }

    /// `ExplorationAction`, its kind spelled out.
    struct ActionRecord: Codable, Sendable {
        var element: String, name: String
        /// The kind's name (`ExplorationAction.Kind.Name`'s raw value: activate, customAction, …).
        var kind: String
        var index: Int?
        /// The custom action's name, the scroll's direction, the typed text, the shortcut's keys.
        var text: String?
        var source: LocationRecord?, drop: LocationRecord?
        var target: String?, targetLabel: String?
        /// The settings changed before the action, each "name=value" (`ExplorationAction.settingChanges`);
        /// absent for every other action, and in every report written before they were taken.
        var settings: [String]?
        /// The number Voice Control gives the element, for an action said to it with VoiceOver off
        /// (`ExplorationAction.voiceControlNumber`); absent for every other action.
        var voiceControlNumber: Int? = nil
    }

    /// `LocationDescriptor`.
    struct LocationRecord: Codable, Sendable {
        var name: String, x: Double, y: Double
        var viewID: String?
    }
}

extension ShardReport where Content == ValidationShard {
    /// A shard's report of `results`, the scenes at `position` of the whole set keyed `key`, named by `argument`.
    public init(shard: Shard, fingerprint: String, optionsHash: String? = nil, unitCount: Int, toolVersion: String, matrix: SettingsMatrix,
                rules: [String], failOn: Severity, settings: [String], visions: [VisionFilter] = [], requireComplete: Bool = false,
                results: [(position: Int, key: String, argument: String, result: ValidationReport.SceneResult)],
                baseline: BaselineComparison? = nil) {
        self.init(shard: shard, fingerprint: fingerprint, optionsHash: optionsHash, unitCount: unitCount, toolVersion: toolVersion,
                  run: ValidationShard.Run(matrix: matrix.rawValue, rules: rules, failOn: failOn.rawValue, settings: settings,
                                           visions: visions.isEmpty ? nil : visions.map(\.name), requireComplete: requireComplete ? true : nil),
                  units: results.map {
                      ShardUnit(position: $0.position, key: $0.key,
                                value: ValidationShard.Unit(argument: $0.argument, result: $0.result, baseline: baseline?.scene($0.result.descriptor.id)))
                  })
    }
}

/// One merged validation: the report, and what its renderers need besides.
public struct MergedValidation {
    /// The whole set's report, scenes in the unsharded run's order.
    public var report: ValidationReport
    /// The rules run, as `validate` hands them to SARIF, JUnit and HTML.
    public var rules: [RuleInfo]
    /// `--fail-on` of the run.
    public var failOn: Severity
    /// The `--setting` assignments of the run.
    public var settings: [String]
    /// Whether the run was given `--require-complete`: an exploration that stopped at its bounds fails it.
    public var requireComplete: Bool
    /// The tool version of the run.
    public var toolVersion: String
    /// `--vision`'s filters of the run (the HTML report's galleries), in its order.
    public var visions: [VisionFilter]
    /// Each scene's command-line argument, in the report's order.
    public var arguments: [String]
    /// What the run's `--baseline` made of the whole set, as its shards recorded it scene by scene;
    /// nil when the run had none.
    public var baseline: BaselineComparison?

    /// Merges shard reports (read from `sources`) after `ShardSet.check`; `make` gives each scene's
    /// maker from its argument and recorded id (only the HTML report draws scenes).
    /// With `drawing` (the HTML report, which pictures explored states), every pictured state must
    /// carry the inputs that reach it. With `toolVersion` (the running build's), reports of another
    /// version are refused (`ShardReport.ordered`).
    public init(_ shards: [(source: String, report: ValidationShardReport)], drawing: Bool = false, toolVersion: String? = nil,
                make: (_ argument: String, _ id: String, _ title: String) throws -> @Sendable () -> Scene) throws {
        let units = try ValidationShardReport.ordered(shards, toolVersion: toolVersion)
        let first = shards[0]
        let run = first.report.run
        guard let matrix = SettingsMatrix(rawValue: run.matrix) else {
            throw ShardError("\(first.source): $.run.matrix: unknown settings matrix \"\(run.matrix)\"")
        }
        guard let failOn = Severity(rawValue: run.failOn) else {
            throw ShardError("\(first.source): $.run.failOn: expected error, warning or info, found \"\(run.failOn)\"")
        }
        let catalog = Dictionary(RuleCatalog.infos.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        rules = try run.rules.map { id in
            guard let info = catalog[id] else { throw ShardError("\(first.source): $.run.rules: \"\(id)\" is not a rule of this axsandbox") }
            return info
        }
        var scenes: [ValidationReport.SceneResult] = []
        var comparisons: [BaselineComparison] = []
        let ranRules = Set(run.rules)
        for (at, unit) in units {
            let scene = unit.value
            if let comparison = try scene.baselineComparison(at: at + ".value") { comparisons.append(comparison) }
            try scene.requireRules(of: ranRules, at: at + ".value")
            let maker = try make(scene.argument, scene.id, scene.title)
            if drawing, let recorded = scene.sceneDigest {
                let current = SceneDigest.digest(of: maker(), settings: Settings())
                guard current == recorded else {
                    throw ShardError("\(at).value.sceneDigest: \(scene.argument) is not the scene the shard validated: its elements or drawing "
                                     + "changed since (digest \(recorded), now \(current)); merge --format html draws each scene again, so merge "
                                     + "in a checkout of the shards' commit, and give an imported screen the run's --import-screenshot and "
                                     + "--import-scale, over which it was drawn")
                }
            }
            scenes.append(try scene.result(make: maker, at: at + ".value", drawing: drawing))
        }
        report = ValidationReport(results: scenes, matrix: matrix)
        self.failOn = failOn
        requireComplete = run.requireComplete ?? false
        settings = run.settings
        visions = try (run.visions ?? []).enumerated().map { i, name in
            do { return try VisionFilter(parsing: name) } catch {
                throw ShardError("\(first.source): $.run.visions[\(i)]: \(error)")
            }
        }
        self.toolVersion = first.report.toolVersion
        arguments = units.map(\.unit.value.argument)
        baseline = comparisons.isEmpty ? nil : BaselineComparison(merging: comparisons)
    }
}

extension ValidationReport {
    /// A report of these scene results under `matrix`: how a merge reassembles shards.
    public init(results scenes: [SceneResult], matrix: SettingsMatrix) {
        self.scenes = scenes; self.matrix = matrix
    }
}

extension ValidationShard.Unit {
    /// Refuses a rule id the run did not run (`$.run.rules`, each one of this build's rules): a
    /// validate run reports only the rules it ran, so another id is an edit, which SARIF would list
    /// as a result of no rule. Worded as the baseline and suppressions readers word an unknown rule.
    func requireRules(of run: Set<String>, at: String) throws(ShardError) {
        func unknown(_ path: String, _ rule: String) -> ShardError {
            ShardError("\(at).\(path): unknown rule \(JSONValue.quoted(rule)): not one of the rules the run ran ($.run.rules)")
        }
        for (i, f) in findings.enumerated() where !run.contains(f.rule) { throw unknown("findings[\(i)].rule", f.rule) }
        for (i, u) in unassessed.enumerated() where !run.contains(u.rule) { throw unknown("unassessed[\(i)].rule", u.rule) }
        for (i, u) in (unjudged ?? []).enumerated() {
            for (j, rule) in u.setAside.enumerated() where !run.contains(rule) { throw unknown("unjudged[\(i)].setAside[\(j)]", rule) }
        }
        for (i, rule) in rulesRun.enumerated() where !run.contains(rule) { throw unknown("rulesRun[\(i)]", rule) }
    }

    init(argument: String, result r: ValidationReport.SceneResult, baseline: BaselineComparison? = nil) {
        let d = r.descriptor
        self.init(argument: argument, id: d.id, tab: d.tab, title: d.title, sourcePath: d.sourcePath,
                  sourceLines: d.sourceLines, isDeclarative: d.isDeclarative, elementCount: r.elementCount, rulesRun: r.rulesRun,
                  unassessed: r.unassessed.map { .init(rule: $0.ruleID, status: $0.status.rawValue, reason: $0.reason) },
                  unjudged: r.unjudged.isEmpty ? nil
                      : r.unjudged.map { .init(element: $0.elementID, label: $0.label, kind: $0.kind.rawValue, setAside: $0.setAside) },
                  findings: r.findings.map(ValidationShard.FindingRecord.init),
                  // The states the HTML report pictures: those in which a finding is first seen.
                  exploration: r.exploration.map { .init($0, pictured: Set(r.findings.compactMap(\.states.first))) },
                  sceneDigest: SceneDigest.digest(of: d.make(), settings: Settings()),
                  baseline: baseline.map { b in
                      .init(known: b.known, new: b.new, fixed: b.fixed.map {
                          .init(scene: $0.scene, rule: $0.rule, element: $0.element, measure: $0.measure, state: $0.state)
                      }, suppressed: b.suppressed > 0 ? b.suppressed : nil)
                  },
                  namedSettings: d.namedSettings.isEmpty ? nil : d.namedSettings.map(\.written),
                  readsVoiceOver: r.readsVoiceOver ? true : nil)
    }

    /// What the run's baseline made of this scene, checked: counts of no fewer than 0, fixed
    /// entries about this scene. Nil where the run had no baseline.
    func baselineComparison(at: String) throws(ShardError) -> BaselineComparison? {
        guard let baseline else { return nil }
        guard baseline.known >= 0, baseline.new >= 0, (baseline.suppressed ?? 0) >= 0 else {
            throw ShardError("\(at).baseline: expected counts of 0 or more, found \(baseline.known) known, \(baseline.new) new and "
                             + "\(baseline.suppressed ?? 0) suppressed")
        }
        var fixed: [BaselineEntry] = []
        for (i, e) in baseline.fixed.enumerated() {
            guard e.scene == id else { throw ShardError("\(at).baseline.fixed[\(i)].scene: expected \(JSONValue.quoted(id)), this unit's scene, found \(JSONValue.quoted(e.scene))") }
            fixed.append(BaselineEntry(scene: e.scene, rule: e.rule, element: e.element, measure: e.measure, state: e.state))
        }
        let suppressed = baseline.suppressed ?? 0
        var comparison = BaselineComparison(known: baseline.known, new: baseline.new, suppressed: suppressed, fixed: fixed)
        comparison.byScene = [id: (baseline.known, baseline.new)]
        if suppressed > 0 { comparison.suppressedByScene = [id: suppressed] }
        return comparison
    }

    /// The scene result this unit recorded, its descriptor making scenes with `make`.
    /// With `drawing` (the HTML report), each state it pictures must carry the inputs that reach it.
    func result(make: @escaping @Sendable () -> Scene, at: String, drawing: Bool = false) throws(ShardError) -> ValidationReport.SceneResult {
        var descriptor = SceneDescriptor(id: id, tab: tab, title: title, sourcePath: sourcePath, sourceLines: sourceLines,
                                         isDeclarative: isDeclarative, make: make)
        for (i, written) in (namedSettings ?? []).enumerated() {
            guard let named = SceneDescriptor.NamedSetting(written: written) else {
                throw ShardError("\(at).namedSettings[\(i)]: expected a setting and a value it takes (\"differentiateWithoutColor=true\", "
                                 + "\"contentSize>=AX1\"), found \(JSONValue.quoted(written))")
            }
            descriptor.namedSettings.append(named)
        }
        if elementCount < 0 { throw ShardError("\(at).elementCount: expected a count (0 or more), found \(elementCount)") }
        var unassessedRules: [UnassessedRule] = []
        for (i, u) in unassessed.enumerated() {
            guard let status = UnassessedRule.Status(rawValue: u.status) else {
                throw ShardError("\(at).unassessed[\(i)].status: expected notApplicable or needsReview, found \"\(u.status)\"")
            }
            unassessedRules.append(UnassessedRule(ruleID: u.rule, status: status, reason: u.reason))
        }
        var unjudgedElements: [UnjudgedElement] = []
        for (i, u) in (unjudged ?? []).enumerated() {
            guard let kind = SystemElement(rawValue: u.kind) else {
                let kinds = SystemElement.allCases.map(\.rawValue).joined(separator: ", ")
                throw ShardError("\(at).unjudged[\(i)].kind: expected \(kinds), found \"\(u.kind)\"")
            }
            unjudgedElements.append(UnjudgedElement(elementID: u.element, label: u.label, kind: kind, setAside: u.setAside))
        }
        return ValidationReport.SceneResult(descriptor: descriptor, findings: try findings.enumerated().map { i, f throws(ShardError) in try f.finding(at: "\(at).findings[\(i)]", sceneID: id) },
                                            elementCount: elementCount, rulesRun: rulesRun, unassessed: unassessedRules,
                                            unjudged: unjudgedElements,
                                            exploration: try exploration.map { e throws(ShardError) in try e.result(at: at, drawing: drawing, findings: findings) },
                                            readsVoiceOver: readsVoiceOver ?? false)
    }
}

extension ValidationShard.FindingRecord {
    init(_ f: Finding) {
        self.init(rule: f.ruleID, severity: f.severity.rawValue, element: f.subject.elementID, label: f.subject.label,
                  indexPath: f.subject.indexPath, frame: f.subject.frame.map { [$0.minX, $0.minY, $0.width, $0.height] },
                  message: f.message, detail: f.detail, fix: f.fix, settings: f.settings, suppressed: f.suppression, measure: f.measure,
                  states: f.states, path: f.path, onlyBehindModal: f.onlyBehindModal ? true : nil,
                  firstSeenBehindModal: f.firstSeenBehindModal, suppressedOutsideTheScene: f.isSuppressedOutsideTheScene ? true : nil)
    }

    func finding(at: String, sceneID: String) throws(ShardError) -> Finding {
        guard let severity = Severity(rawValue: severity) else {
            throw ShardError("\(at).severity: expected error, warning or info, found \"\(self.severity)\"")
        }
        var rect: Rect?
        if let frame {
            guard frame.count == 4 else { throw ShardError("\(at).frame: expected [x, y, width, height], found \(frame.count) numbers") }
            rect = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        }
        var f = Finding(ruleID: rule, severity: severity, sceneID: sceneID,
                        subject: FindingSubject(elementID: element, label: label, indexPath: indexPath, frame: rect),
                        message: message, detail: detail, fix: fix, settings: settings, suppression: suppressed, measure: measure)
        f.states = states
        f.path = path
        f.onlyBehindModal = onlyBehindModal ?? false
        f.firstSeenBehindModal = firstSeenBehindModal
        f.isSuppressedOutsideTheScene = suppressedOutsideTheScene ?? false
        return f
    }
}

extension ValidationShard.ExplorationRecord {
    /// `e` as stored, with the inputs of the states in `pictured` (past the initial one), which the
    /// HTML report draws: the merge replays them to draw the screens the unsharded page shows.
    init(_ e: ExplorationResult, pictured: Set<Int> = []) {
        self.init(depthBound: e.bounds.depth, stateBound: e.bounds.states, leftOutActions: e.leftOutActions,
                  dropsLeftOut: e.dropsLeftOut == 0 ? nil : e.dropsLeftOut,
                  customActionsLeftOut: e.customActionsLeftOut == 0 ? nil : e.customActionsLeftOut,
                  voiceOverOffLeftOut: e.voiceOverOffLeftOut == 0 ? nil : e.voiceOverOffLeftOut, notExplored: e.notExplored,
                  states: e.states.map { s in
                      .init(index: s.index, digest: s.digest, endTime: s.endTime, unexplored: s.unexplored?.rawValue,
                            path: s.path.map(ValidationShard.ActionRecord.init),
                            inputs: s.index > 0 && pictured.contains(s.index) ? ValidationShard.InputRecords.records(of: s.inputs) : nil)
                  })
    }

    /// The exploration this record holds. With `drawing` (the HTML report), every state in which one
    /// of `findings` is first seen must carry its inputs, or its screen could not be drawn as the
    /// unsharded run drew it.
    func result(at: String, drawing: Bool = false, findings: [ValidationShard.FindingRecord] = []) throws(ShardError) -> ExplorationResult {
        let counts = [("depthBound", depthBound), ("stateBound", stateBound), ("leftOutActions", leftOutActions),
                      ("dropsLeftOut", dropsLeftOut ?? 0), ("customActionsLeftOut", customActionsLeftOut ?? 0),
                      ("voiceOverOffLeftOut", voiceOverOffLeftOut ?? 0)]
        if let (name, count) = counts.first(where: { $0.1 < 0 }) {
            throw ShardError("\(at).exploration.\(name): expected a count (0 or more), found \(count)")
        }
        let pictured = Set(findings.compactMap(\.states.first))
        var states: [ExploredState] = []
        for (i, s) in self.states.enumerated() {
            var unexploredReason: ExploredState.Unexplored?
            if let u = s.unexplored {
                guard let reason = ExploredState.Unexplored(rawValue: u) else { throw ShardError("\(at).exploration: unknown reason \"\(u)\"") }
                unexploredReason = reason
            }
            var inputs: [TimedRecord] = []
            if let records = s.inputs {
                for (j, record) in records.enumerated() {
                    inputs.append(try ValidationShard.InputRecords.input(record, at: "\(at).exploration.states[\(i)].inputs[\(j)]"))
                }
            } else if drawing, notExplored == nil, s.index > 0, pictured.contains(s.index) {
                throw ShardError("\(at).exploration.states[\(i)].inputs: missing: the HTML report draws state #\(s.index), reached by the inputs "
                    + "the shard report keeps; this one was written without them (validate the shard again with this axsandbox)")
            }
            states.append(ExploredState(index: s.index, digest: s.digest, snapshot: [], path: try s.path.map { a throws(ShardError) in try a.action(at: at) },
                                        inputs: inputs, endTime: s.endTime, unexplored: unexploredReason))
        }
        return ExplorationResult(states: states, transitions: [], bounds: ExplorationBounds(depth: depthBound, states: stateBound),
                                 leftOutActions: leftOutActions, dropsLeftOut: dropsLeftOut ?? 0,
                                 customActionsLeftOut: customActionsLeftOut ?? 0, voiceOverOffLeftOut: voiceOverOffLeftOut ?? 0,
                                 notExplored: notExplored)
    }
}

extension ValidationShard.ActionRecord {
    init(_ a: ExplorationAction) {
        self.init(element: a.elementID, name: a.elementName, kind: a.kind.name.rawValue, index: nil, text: nil, source: nil, drop: nil,
                  target: nil, targetLabel: nil, settings: a.changesSettings ? a.settingChanges.map(\.written) : nil,
                  voiceControlNumber: a.voiceControlNumber)
        // The kind's payload; its name is `kind` above.
        switch a.kind {
        case .activate, .increment, .decrement, .zoomIn, .zoomOut, .escape, .magicTap, .longPress: break
        case .customAction(let i, let name): index = i; text = name
        case .scroll(let direction): text = direction.rawValue
        case .drop(let source, let targetID, let targetLabel, let drop):
            self.source = .init(source); target = targetID; self.targetLabel = targetLabel; self.drop = .init(drop)
        case .type(let typed): text = typed
        case .shortcut(let chord, let title): text = chord.written; targetLabel = title
        }
    }

    func action(at: String) throws(ShardError) -> ExplorationAction {
        guard let kindName = ExplorationAction.Kind.Name(rawValue: kind) else { throw ShardError("\(at).exploration: unknown action \"\(kind)\"") }
        let k: ExplorationAction.Kind
        switch kindName {
        case .activate: k = .activate
        case .increment: k = .increment
        case .decrement: k = .decrement
        case .zoomIn: k = .zoomIn
        case .zoomOut: k = .zoomOut
        case .customAction: k = .customAction(index: index ?? 0, name: text ?? "")
        case .scroll:
            guard let direction = ScrollDirection(rawValue: text ?? "") else { throw ShardError("\(at).exploration: unknown scroll direction") }
            k = .scroll(direction)
        case .escape: k = .escape
        case .magicTap: k = .magicTap
        case .longPress: k = .longPress
        case .drop:
            guard let source, let drop, let target else { throw ShardError("\(at).exploration: a drop names its source, target and drop point") }
            k = .drop(source: source.location, targetID: target, targetLabel: targetLabel ?? target, drop: drop.location)
        case .type: k = .type(text ?? "")
        case .shortcut:
            guard let chord = try? KeyChord(parsing: text ?? "") else {
                throw ShardError("\(at).exploration: a shortcut names its keys as Apple writes them (Command-I), found \"\(text ?? "")\"")
            }
            k = .shortcut(chord, title: targetLabel ?? chord.written)
        }
        var action = ExplorationAction(elementID: element, elementName: name, kind: k)
        if let voiceControlNumber {
            guard voiceControlNumber > 0, [.activate, .increment, .decrement].contains(kindName) else {
                throw ShardError("\(at).exploration: a Voice Control number names an element (1 or more) to tap, increment or decrement, found \(voiceControlNumber) for \(kind)")
            }
            action.voiceControlNumber = voiceControlNumber
        }
        for (i, written) in (settings ?? []).enumerated() {
            let parts = written.split(separator: "=", maxSplits: 1).map(String.init)
            var probe = Settings()
            guard parts.count == 2, let key = Settings.Key(rawValue: parts[0]), (try? probe.set(key, to: parts[1])) != nil else {
                throw ShardError("\(at).exploration: settings[\(i)]: expected a setting as name=value (\(Settings.names.joined(separator: ", "))), found \"\(written)\"")
            }
            action.settingChanges.append(.init(key, parts[1]))
        }
        return action
    }
}

extension ValidationShard {
    /// A pictured state's inputs as the shard report keeps them: each its trace record less `seq`.
    enum InputRecords {
        /// `inputs` as stored: a trace record of each, with its `t`.
        static func records(of inputs: [TimedRecord]) -> [JSONValue] {
            inputs.compactMap { timed in
                guard case .input(let input) = timed.record else { return nil }
                let record = SessionInputCodec.record(of: input)
                return .object([("type", .string(record.type)), ("t", .number(Double(timed.time)))] + record.fields)
            }
        }

        /// The input `record` holds; `at` is its JSON path, for errors.
        static func input(_ record: JSONValue, at: String) throws(ShardError) -> TimedRecord {
            guard case .object = record else {
                throw ShardError("\(at): expected an object, an input's trace record (\"type\", \"t\" and its fields), found \(record.kindDescription)")
            }
            // An older report's entry (`older`) is read as the trace record it stands for.
            let isOlder = record["time"] != nil
            let traceRecord: JSONValue
            do throws(RecordFieldError) { traceRecord = isOlder ? try older(record) : record } catch { throw ShardError("\(at): \(error.reason)") }
            do throws(RecordFieldError) {
                let f = RecordFields(traceRecord)
                let time = try f.int("t"), type = try f.string("type")
                guard let input = try SessionInputCodec.input(type: type, f, time: time, envelope: ["type", "t"]) else {
                    throw f.fail("\"type\" must be an input's record type (" + SessionInputCodec.recordTypes.joined(separator: ", ") + "), found \"\(type)\"")
                }
                return TimedRecord(seq: 0, time: time, record: .input(input))
            } catch {
                throw ShardError("\(at): " + (isOlder ? "as the trace record it stands for, " : "") + error.reason)
            }
        }

        /// The trace record an input stands for as shard reports wrote it before they kept trace
        /// records: `{"time", "command", "x", "y", "path", "direction", "fromTop"}` for a VoiceOver
        /// command, `{"time", "typed"}`, or `{"time", "setting", "value"}`.
        static func older(_ record: JSONValue) throws(RecordFieldError) -> JSONValue {
            let f = RecordFields(record)
            let time = JSONValue.number(Double(try f.int("time")))
            if let typed = f["typed"] { return .object([("type", .string("typed")), ("t", time), ("text", typed)]) }
            if let setting = f["setting"], let value = f["value"] {
                return .object([("type", .string("setting")), ("t", time), ("name", setting), ("value", value)])
            }
            guard let command = f["command"] else {
                throw f.fail("expected a VoiceOver command (\"command\": \"vo.next\"…), \"typed\" text or a \"setting\" and its \"value\"")
            }
            var args: [(key: String, value: JSONValue)] = []
            for key in ["x", "y", "path", "direction"] { if let value = f[key] { args.append((key, value)) } }
            switch f["fromTop"] {
            case .bool(true)?: args.append(("from", .string("top")))
            case .bool(false)?: args.append(("from", .string("focus")))
            case let other?: args.append(("from", other))
            case nil: break
            }
            return .object([("type", .string("command")), ("t", time), ("name", command)] + (args.isEmpty ? [] : [("args", .object(args))]))
        }
    }
}

extension ValidationShard.LocationRecord {
    init(_ l: LocationDescriptor) { self.init(name: l.name, x: l.point.x, y: l.point.y, viewID: l.viewID) }
    var location: LocationDescriptor { LocationDescriptor(name: name, point: Point(x: x, y: y), viewID: viewID) }
}
