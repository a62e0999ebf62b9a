import AXAudit
import AXCore
import AXScenes
import AXSDL
import ArgumentParser
import Foundation

struct ValidateCommand: SceneCommand, CheckedArguments {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "validate",
        abstract: "Validate scenes headlessly: static rules, rendered-frame rules and probes that run every action.",
        discussion: """
        Exit status: 0 clean, 1 findings at or above --fail-on (or, with --require-complete, an exploration \
        that stopped at its bounds), 2 could not run (unknown scene, unreadable \
        or invalid scene file, unknown rule, a bad command line, a report that cannot be written; the reason on stderr). Suppressed findings are reported, never failing.
        """) }

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, junit, html }

    @Argument(help: SceneArgumentHelp.several)
    var scenes: [String] = []

    @Flag(help: "Validate every registered scene (the catalog, or the scenes of the package that runs the command line).")
    var all = false

    @Option(help: "Report format: text, json, sarif, junit or html (one self-contained page with the screens; see docs/reports.md).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to a file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error, warning or info.")
    var failOn: Severity = .error

    @Option(help: "Settings matrix: default (defaults, AX5, reduce motion, reduce transparency, increase contrast) or full (every combination of content size, bold text, increase contrast, reduce transparency, reduce motion and layout direction, and each other setting a scene file's when names).")
    var matrix: SettingsMatrix = .default

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("skip-rule"), help: "Skip this rule (repeatable).")
    var skipRules: [String] = []

    @Flag(name: .customLong("list-rules"), help: "Print every rule with its id, severity and title, then exit.")
    var listRules = false

    /// 8 by default: a green validation means every state a VoiceOver user reaches is clean (sheets,
    /// pushed screens, the results of actions), now that the findings exploring the catalog's fixed
    /// apps reported are judged (docs/validation.md, "Every reachable state"); 0 is the initial
    /// state alone, exactly as fast as before exploration.
    @Option(parsing: .unconditional, help: "Explore the states a VoiceOver user reaches, at most this many actions from the start (default 8: sheets, pushed screens and the results of actions; 0: the initial state alone).")
    var depth: Int = ExplorationBounds.default.depth

    @Option(parsing: .unconditional, help: "Explore at most this many states per scene, the initial one included.")
    var states: Int = ExplorationBounds.default.states

    /// Off by default: the default bounds stop most of the catalog's explorations, and the report
    /// says where each stopped. On, a clean exit means every state the scene reaches was validated.
    @Flag(name: .customLong("require-complete"), help: ArgumentHelp("Exit 1 also when an exploration stopped at its bounds (states unexplored or actions not taken): "
        + "a clean exit then means every state each scene reaches was validated."))
    var requireComplete = false

    @Option(help: ArgumentHelp("Write a replayable input-only trace per explored state with findings into this folder "
        + "(SCENE-state-N.trace; `replay` reaches the state, `snapshot --after` renders it).", valueName: "dir"))
    var paths: String?

    /// Every processor by default: the scenes and each exploration's states are judged concurrently,
    /// and the report is the same whatever the number (docs/validation.md, "On every core").
    @Option(parsing: .unconditional, help: ArgumentHelp("Validate on at most this many threads: scenes, and the states of each exploration, at once "
        + "(default: one per processor; 1: one after the other). The report is the same, byte for byte, whatever the number.",
        valueName: "n"))
    var jobs: Int?

    @Option(name: .customLong("switch-reach-limit"), parsing: .unconditional, help: ArgumentHelp(
        "switch.slow-to-reach's limit: the most seconds of auto scanning an item may take to reach (default 20).", valueName: "seconds"))
    var switchReachLimit: Double?

    @Option(help: ArgumentHelp("With --format html, show each scene's screen seen through these vision filters: all, or a "
        + "comma-separated list of " + VisionFilter.names.joined(separator: ", ") + " (docs/vision.md).", valueName: "names"))
    var vision: String?

    /// The filters `--vision` names, in its order (`all`: every filter). An empty name (`a,,b`, a
    /// lone comma) or `all` inside a list is refused, so no filter the user meant is dropped unseen.
    private func visionFilters() throws -> [VisionFilter] {
        guard let vision else { return [] }
        // Names are matched as filter names are, whatever their case: `ALL` as `PROTANOPIA`.
        if vision.lowercased() == "all" { return VisionFilter.all }
        let expected = "expected all, or a comma-separated list of " + VisionFilter.names.joined(separator: ", ")
        return try vision.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let name = String(part)
            if name.isEmpty { throw VisionListError(description: "\"\(vision)\" has an empty name: \(expected)") }
            if name.lowercased() == "all" { throw VisionListError(description: "\"\(vision)\": all stands alone, not in a list: \(expected)") }
            // A name that is no filter says what the option takes; a filter's wrong amount says its range.
            let base = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0].lowercased()
            guard VisionFilter.names.contains(base) else { throw VisionListError(description: "\"\(name)\" is not a vision filter: \(expected)") }
            return try VisionFilter(parsing: name)
        }
    }

    /// A `--vision` list that names no filter where it should.
    private struct VisionListError: Error, CustomStringConvertible {
        var description: String
    }

    func checkValues() throws {
        if let switchReachLimit, !(switchReachLimit > 0 && switchReachLimit <= 3600) {
            throw ValidationError("--switch-reach-limit must be more than 0 and at most 3600 seconds")
        }
        if vision != nil {
            // A shard's report carries the filters to the merge, which may render the HTML.
            guard format == .html || shardOptions.report != nil else {
                throw ValidationError("--vision draws screens: it needs --format html (or --shard-report, for the merged HTML report)")
            }
            do { _ = try visionFilters() } catch { throw ValidationError("--vision: \(error)") }
        }
        guard listRules || all || !scenes.isEmpty else { throw ValidationError("name scenes to validate, or pass --all") }
        for id in onlyRules + skipRules where !RuleCatalog.ids.contains(id) {
            throw ValidationError("unknown rule \"\(id)\"; `\(CommandName.current) validate --list-rules` lists them")
        }
        // A run whose rule options cancel out checks nothing, and its exit 0 would read as clean.
        if !listRules, RuleCatalog.infos.allSatisfy({ !(onlyRules.isEmpty || onlyRules.contains($0.id)) || skipRules.contains($0.id) }) {
            throw ValidationError("--rule and --skip-rule leave no rule to run")
        }
        guard depth >= 0 else { throw ValidationError("--depth must be 0 or more") }
        guard states >= 1 else { throw ValidationError("--states must be 1 or more") }
        if requireComplete && depth == 0 {
            throw ValidationError("--require-complete judges the exploration, and --depth 0 validates the initial state alone: give --depth 1 or more")
        }
        if let jobs, ValidationJobs(jobs) == nil {
            throw ValidationError("--jobs must be a whole number from 1 to \(ValidationJobs.maximum) (threads to validate on), not \(jobs)")
        }
    }

    @OptionGroup var settingOptions: SettingOptions
    @OptionGroup var importOptions: ImportOptionsWithAliases
    @OptionGroup var shardOptions: ShardOptions
    @OptionGroup var policyOptions: FindingPolicyOptions

    func run(with registry: SceneRegistry) throws {
        if listRules {
            print(TextReport.rules(RuleCatalog.infos), terminator: "")
            return
        }
        let known = RuleCatalog.ids
        let rules = RuleCatalog.all.filter { (onlyRules.isEmpty || onlyRules.contains($0.info.id)) && !skipRules.contains($0.info.id) }
            .map { rule in
                guard let switchReachLimit, rule.info.rule == .switchSlowToReach else { return rule }
                return RuleCatalog.switchSlowToReach(limit: Int((switchReachLimit * 1000).rounded()))
            }
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
        // Every scene of the whole set, by the argument that named it (a path trace names a scene
        // file by it); a shard resolves only its own.
        var units: [(argument: String, descriptor: () throws -> SceneDescriptor)] = all ? registry.scenes.map { d in (d.id, { d }) } : []
        for scene in scenes { units.append((scene, { try resolver.resolve(scene) })) }
        guard !units.isEmpty else { throw CommandLineError.couldNotRun("--all: the command line was started with no scenes") }
        try DistinctSceneIDs.requireNamedOnce(units.map(\.argument), all: all)
        let keys = ShardOptions.keys(for: units.map(\.argument))
        let positions = try shardOptions.positions(keys: keys)
        var named: [(String, SceneDescriptor)] = []
        for p in positions { named.append((units[p].argument, try units[p].descriptor())) }
        // A scene's suppression of a misspelt rule (in a scene file, most likely) would suppress nothing,
        // silently. Named by its JSON path, as every other error in a scene file is.
        let directionSettings = try settingOptions.settings()
        for (argument, descriptor) in named {
            let instance = descriptor.make()
            // A capture of a right-to-left screen is read left to right unless told (docs/import.md).
            if let note = (instance as? ImportedScene)?.layoutDirectionNote(settings: directionSettings) { StandardStreams.warn(note) }
            for (i, suppression) in instance.suppressions.enumerated() where !known.contains(suppression.ruleID) {
                throw CommandLineError.couldNotRun("\(argument): suppressions[\(i)].rule: unknown rule \"\(suppression.ruleID)\"; `\(CommandName.current) validate --list-rules` lists them")
            }
        }
        try DistinctSceneIDs.require(named.map { ($0.0, $0.1.id) })
        // Checked before validating: no output may overwrite a scene file it reads.
        let inputs = scenes.flatMap(resolver.inputFiles)
        let file = try output.map { try OutputFile(path: $0, inputs: inputs) }
        let shardReport = try shardOptions.report.map { try OutputFile(path: $0, inputs: inputs) }
        try shardOptions.requireDistinctOutputs([("-o", output), ("--write-baseline", policyOptions.writeBaseline)])
        if let paths { try PathTraces.requireOwnFolder(paths, besides: [("-o", output), ("--write-baseline", policyOptions.writeBaseline),
                                                                        ("--shard-report", shardOptions.report),
                                                                        ("--write-shard-timings", shardOptions.writeTimings)]) }
        let policy = try policyOptions.load(inputs: inputs)
        let base = try settingOptions.settings()
        var validator = Validator(rules: rules, matrix: matrix, baseSettings: base, bounds: ExplorationBounds(depth: depth, states: states))
        validator.jobs = jobs.flatMap(ValidationJobs.init) ?? .processors
        let timer = SharedUnitTimer()
        let unitKeys = positions.map { keys[$0] }
        let results = validator.validate(named.map(\.1), around: { i, validate in timer.time(unitKeys[i], validate) }).scenes
        var report = ValidationReport(results: results, matrix: matrix)
        let comparison = try policy.apply(to: &report)
        if let paths {
            let written = try PathTraces(directory: paths, resolver: resolver, baseSettings: base)
                .write(report, arguments: named.map(\.0))
            StandardStreams.warn("wrote \(Plural.count(written, "path trace")) into \(paths)")
        }
        if let shardReport {
            let parts = [
                "validate", AXSandbox.version, matrix.rawValue, rules.map(\.info.id).joined(separator: ","), failOn.rawValue,
                settingOptions.assignments.joined(separator: ","), "\(depth)", "\(states)",
                importOptions.options.screenshot ?? "", importOptions.options.scale.map { "\($0)" } ?? "",
                switchReachLimit.map { "switch-reach-limit=\($0)" } ?? "",
            ] + policy.fingerprintParts + (vision.map { ["vision=\($0)"] } ?? []) + (requireComplete ? ["require-complete"] : [])
              + ShardOptions.sceneFingerprintParts(scenes)
            try shardReport.write(ValidationShardReport(
                shard: try shardOptions.parsedShard(), fingerprint: ShardPlan.fingerprint(keys: keys, parts: parts),
                optionsHash: ShardPlan.optionsHash(parts: parts), unitCount: units.count, toolVersion: AXSandbox.version,
                matrix: matrix, rules: rules.map(\.info.id), failOn: failOn, settings: settingOptions.assignments,
                visions: try visionFilters(), requireComplete: requireComplete, results: zip(positions, report.scenes).map { ($0, keys[$0], units[$0].argument, $1) }, baseline: comparison).text)
        }
        try shardOptions.writeTimings(timer.seconds)
        let text = try ValidationOutput.render(report, format: format, rules: rules.map(\.info), failOn: failOn, baseSettings: base,
                                              visions: try visionFilters(), requireComplete: requireComplete)
        if let file {
            // The terminal still ends with the tally, whatever the file's format (replay's and
            // merge's alike).
            try file.write(text)
            print(TextReport.summary(report))
        } else {
            print(text, terminator: "")
        }
        if let failure = Self.failure(of: report, failOn: failOn, requireComplete: requireComplete) { throw failure }
    }

    /// Exit status 1 for findings at or above `failOn`, or, with `requireComplete`, for an
    /// exploration that stopped at its bounds, saying where and what to raise; nil for a clean run.
    /// `merge` judges the merged report by the same.
    static func failure(of report: ValidationReport, failOn: Severity, requireComplete: Bool) -> CommandLineError? {
        let incomplete = requireComplete ? report.incompleteExplorations : []
        guard !incomplete.isEmpty else { return report.fails(at: failOn) ? .findings : nil }
        let lines = incomplete.map { IncompleteExploration.message(scene: $0.scene.descriptor.id, stopped: $0.stopped) }
        return CommandLineError(status: .findings, message: "--require-complete: " + lines.joined(separator: "; ") + ": " + IncompleteExploration.fix)
    }
}

extension Severity: ExpressibleByArgument {}
extension SettingsMatrix: ExpressibleByArgument {}
