import AXAudit
import AXCore
import AXScenes
import AXSDL
import ArgumentParser
import Foundation

struct ValidateCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "validate",
        abstract: "Validate scenes headlessly: static rules, rendered-frame rules and probes that run every action.",
        discussion: """
        Exit status: 0 clean, 1 findings at or above --fail-on, 2 could not run (unknown scene, unreadable \
        or invalid scene file, unknown rule, a bad command line, a report that cannot be written; the reason on stderr). Suppressed findings are reported, never failing.
        """) }

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, junit, html }

    @Argument(help: "Catalog scene ids, generated grids (grid-N) or scene files.")
    var scenes: [String] = []

    @Flag(help: "Validate every registered scene (the catalog, or the scenes of the package that runs the command line).")
    var all = false

    @Option(help: "Report format: text, json, sarif, junit or html (one self-contained page with the screens; see docs/reports.md).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to a file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error or warning.")
    var failOn: Severity = .error

    @Option(help: "Settings matrix: default (defaults, AX5, reduce motion, reduce transparency, increase contrast) or full.")
    var matrix: SettingsMatrix = .default

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("skip-rule"), help: "Skip this rule (repeatable).")
    var skipRules: [String] = []

    @Flag(name: .customLong("list-rules"), help: "Print every rule with its id, severity and title, then exit.")
    var listRules = false

    /// 0 by default: exploring the catalog still reports findings in deeper states that are not yet
    /// judged real (docs/validation.md, "Exploration"), and costs seconds to a minute per seed app; a
    /// default that can be falsely red is worse than one a user widens knowingly.
    @Option(help: "Explore the states a VoiceOver user reaches, at most this many actions from the start (default 0: the initial state alone; 8 explores sheets, pushed screens and the results of actions).")
    var depth: Int = 0

    @Option(help: "Explore at most this many states per scene, the initial one included.")
    var states: Int = ExplorationBounds.default.states

    @Option(help: ArgumentHelp("Write a replayable input-only trace per explored state with findings into this folder "
        + "(SCENE-state-N.trace; `replay` reaches the state, `snapshot --after` renders it).", valueName: "dir"))
    var paths: String?

    @Option(name: .customLong("switch-reach-limit"), help: ArgumentHelp(
        "switch.slow-to-reach's limit: the most seconds of auto scanning an item may take to reach (default 20).", valueName: "seconds"))
    var switchReachLimit: Double?

    func validate() throws {
        if let switchReachLimit, !(switchReachLimit > 0 && switchReachLimit <= 3600) {
            throw ValidationError("--switch-reach-limit must be more than 0 and at most 3600 seconds")
        }
        guard depth >= 0 else { throw ValidationError("--depth must be 0 or more") }
        guard states >= 1 else { throw ValidationError("--states must be 1 or more") }
    }

    @OptionGroup var settingOptions: SettingOptions
    @OptionGroup var importOptions: ImportOptionsWithAliases

    func run(with registry: SceneRegistry) throws {
        if listRules {
            print(TextReport.rules(RuleCatalog.infos), terminator: "")
            return
        }
        let known = Set(RuleCatalog.infos.map(\.id))
        for id in onlyRules + skipRules where !known.contains(id) {
            throw CommandLineError.couldNotRun("unknown rule \"\(id)\"; `\(CommandName.current) validate --list-rules` lists them")
        }
        let rules = RuleCatalog.all.filter { (onlyRules.isEmpty || onlyRules.contains($0.info.id)) && !skipRules.contains($0.info.id) }
            .map { rule in
                guard let switchReachLimit, rule.info.id == "switch.slow-to-reach" else { return rule }
                return RuleCatalog.switchSlowToReach(limit: Int((switchReachLimit * 1000).rounded()))
            }
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
        // Each scene with the argument that named it: a path trace names a scene file by it.
        var named = all ? registry.scenes.map { ($0.id, $0) } : []
        for scene in scenes { named.append((scene, try resolver.resolve(scene))) }
        let descriptors = named.map(\.1)
        guard !descriptors.isEmpty else { throw CommandLineError.couldNotRun("name scenes to validate, or pass --all") }
        // Checked before validating: the report may not overwrite a scene file it reads.
        let file = try output.map { try OutputFile(path: $0, inputs: scenes.flatMap(resolver.inputFiles)) }
        let base = try settingOptions.settings()
        let validator = Validator(rules: rules, matrix: matrix, baseSettings: base, bounds: ExplorationBounds(depth: depth, states: states))
        let report = validator.validate(descriptors)
        if let paths {
            let written = try PathTraces(directory: paths, resolver: resolver, baseSettings: base)
                .write(report, arguments: named.map(\.0))
            StandardStreams.warn("wrote \(Plural.count(written, "path trace")) into \(paths)")
        }
        let text: String
        switch format {
        case .text: text = TextReport.render(report)
        case .json: text = JSONReport.render(report, toolVersion: AXSandbox.version)
        case .sarif: text = SARIFReport.render(report, rules: rules.map(\.info), toolVersion: AXSandbox.version)
        case .junit: text = JUnitReport.render(report, rules: rules.map(\.info), warningsFail: failOn == .warning)
        case .html: text = try htmlReport(report, rules: rules.map(\.info), baseSettings: base)
        }
        if let file {
            try file.write(text)
            if format != .text { print(TextReport.summary(report)) }
        } else {
            print(text, terminator: "")
        }
        if report.fails(at: failOn) { throw CommandLineError.findings }
    }

    /// The HTML report, its screens drawn by the renderer `snapshot` uses.
    private func htmlReport(_ report: ValidationReport, rules: [RuleInfo], baseSettings: Settings) throws(CommandLineError) -> String {
        do {
            let images = PageImages(assets: try AssetLocator.locate())
            return try SDLRuntime.with(.headless) {
                try HTMLReport.render(report, rules: rules, toolVersion: AXSandbox.version, baseSettings: baseSettings) { scene, settings in
                    try images.image(scene, settings: settings)
                }
            }
        } catch {
            throw .couldNotRun("cannot draw the report's screens: \(error)")
        }
    }
}

extension Severity: ExpressibleByArgument {}
extension SettingsMatrix: ExpressibleByArgument {}
