import AXAudit
import AXCore
import AXScenes
import AXTrace
import ArgumentParser
import Foundation

struct MergeCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the shard reports of a sharded validate or replay into the report the unsharded run writes.",
        discussion: """
        Every shard's --shard-report of one run, in any order: the merged report is the unsharded run's, byte for byte. \
        Reports of another run (another fingerprint) or of another axsandbox version, reports whose units (keys, positions or results) were edited since their shard wrote them, \
        a shard given twice or a missing shard are refused. \
        Exit status: as the unsharded run's (0 clean, 1 findings at or above the run's --fail-on, an exploration that stopped \
        at its bounds when the run was given --require-complete, or a replay that differs), \
        2 when the reports cannot be read or do not make one whole run, or a trace could not run (docs/ci.md).
        """) }

    @Argument(help: ArgumentHelp("The shard reports (--shard-report files) of every shard of one run.", valueName: "shard-report"))
    var reports: [String]

    @Option(help: "Report format: text, json, sarif, junit or html for validate; text, json or junit for replay.")
    var format: ValidateCommand.ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to a file instead of standard output.")
    var output: String?

    @OptionGroup var importOptions: ImportOptionsWithAliases

    /// Shard reports are written by the tool: larger than any the bench's largest set writes, and far
    /// below what would exhaust memory.
    static let maximumBytes = 1 << 30

    func run(with registry: SceneRegistry) throws {
        let file = try output.map { try OutputFile(path: $0, inputs: reports) }
        var kinds: [(source: String, kind: String, data: Data)] = []
        for path in reports { kinds.append(try Self.read(path)) }
        if let other = kinds.first(where: { $0.kind != kinds[0].kind }) {
            throw CommandLineError.couldNotRun("\(other.source) is a \(Self.command(other.kind)) shard report but \(kinds[0].source) is a \(Self.command(kinds[0].kind)) one: merge one run's reports")
        }
        let text: String
        let failure: CommandLineError?
        do {
            if kinds[0].kind == ValidationShard.kindName {
                (text, failure) = try mergeValidation(kinds.map { ($0.source, try ValidationShardReport(parsing: $0.data, source: $0.source)) }, registry: registry)
            } else {
                let merged = try ReplayShardReport.merge(kinds.map { ($0.source, try ReplayShardReport(parsing: $0.data, source: $0.source)) },
                                                         toolVersion: AXSandbox.version)
                guard let replayFormat = ReplayReport.Format(rawValue: format.rawValue) else {
                    throw CommandLineError.couldNotRun("replay reports merge as text, json or junit, not \(format.rawValue)")
                }
                text = ReplayReport.render(merged.outcomes, format: replayFormat, toolVersion: merged.toolVersion)
                // Written whatever the outcomes, as the unsharded replay writes its report, then its exit status.
                if let file { try file.write(text); print(ReplayReport.summary(merged.outcomes)) } else { print(text, terminator: "") }
                switch ReplayReport.exitStatus(merged.outcomes) {
                case 2: throw CommandLineError.couldNotRun("\(Plural.count(merged.outcomes.count { $0.status == .couldNotRun }, "trace")) could not run; the report says why")
                case 1: throw CommandLineError.findings
                default: return
                }
            }
        } catch let error as ShardError {
            throw CommandLineError.couldNotRun(error.message)
        }
        if let file { try file.write(text) } else { print(text, terminator: "") }
        if let failure { throw failure }
    }

    /// The merged validation report as `format`, and how it fails the run (the run's --fail-on and
    /// --require-complete), if it does.
    private func mergeValidation(_ shards: [(source: String, report: ValidationShardReport)], registry: SceneRegistry) throws -> (String, CommandLineError?) {
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
        // Only the HTML report draws scenes: it resolves each argument again, as the shard did.
        let draws = format == .html
        let merged = try MergedValidation(shards, drawing: draws, toolVersion: AXSandbox.version) { argument, id, title in
            guard draws else { return { ComponentScene(id: id, title: title) } }
            let descriptor: SceneDescriptor
            // The reports hold results, not screens: say why merge reads a scene the user never named to it.
            do { descriptor = try resolver.resolve(argument) } catch {
                throw CommandLineError.couldNotRun(CommandLineError(error).message
                    + " (merge --format html draws each scene again: merge in a checkout of the shards' commit, in the folder they ran in)")
            }
            guard descriptor.id == id else {
                throw CommandLineError.couldNotRun("\(argument) is the scene \"\(descriptor.id)\" here but was \"\(id)\" in the shard: merge where the shards ran")
            }
            return descriptor.make
        }
        // Each shard refused ids its own scenes share; scenes of different shards are checked here.
        try DistinctSceneIDs.require(Array(zip(merged.arguments, merged.report.scenes.map(\.descriptor.id))))
        // What the run's baseline made of the whole set, as the unsharded run says it: the merge job
        // is the one that sees every scene, and the fixed entries let the baseline shrink.
        if let baseline = merged.baseline { StandardStreams.warn(baseline.summary) }
        var base = Settings()
        for assignment in merged.settings {
            do { try base.apply(assignment: assignment) } catch { throw CommandLineError.couldNotRun("--setting \(assignment) of the run: \(error)") }
        }
        let text = try ValidationOutput.render(merged.report, format: format, rules: merged.rules, failOn: merged.failOn,
                                               baseSettings: base, visions: merged.visions, requireComplete: merged.requireComplete,
                                               toolVersion: merged.toolVersion)
        if output != nil { print(TextReport.summary(merged.report)) }
        return (text, ValidateCommand.failure(of: merged.report, failOn: merged.failOn, requireComplete: merged.requireComplete))
    }

    /// "validate" or "replay": the command that wrote a shard report of `kind`.
    private static func command(_ kind: String) -> String { kind == ValidationShard.kindName ? "validate" : "replay" }

    /// A shard report's bytes and its `kind`, or why it cannot be read.
    private static func read(_ path: String) throws(CommandLineError) -> (source: String, kind: String, data: Data) {
        if let problem = RegularFile.problem(atPath: path) { throw .couldNotRun("\(path): the file \(problem)") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            throw .couldNotRun("\(path): the file has \(size) bytes; shard reports may have at most \(maximumBytes) (1 GiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .couldNotRun("\(path): \(RegularFile.readFailure(atPath: path))") }
        guard let kind = ShardReportKind.of(data), [ValidationShard.kindName, ReplayShard.kindName].contains(kind) else {
            // A report cut short (an interrupted upload) says where, as every other JSON reader does.
            if let text = String(data: data, encoding: .utf8) {
                // A trace is JSON Lines (its second line was "unexpected text after the JSON value"),
                // a scene file one document: each is named as what it is.
                if SceneResolver.isTrace(text) {
                    throw .couldNotRun("\(path): a trace, not a shard report; replay it with `\(CommandName.current) replay`, whose --shard-report writes what merge takes")
                }
                if case .string("axsandbox-scene")? = (try? JSONValue.parse(text))?["format"] {
                    throw .couldNotRun("\(path): a scene file, not a shard report; validate it with `\(CommandName.current) validate` and --shard-report, whose files merge takes")
                }
                do { _ = try JSONValue.parse(text) } catch let error as JSONValue.SyntaxError { throw .couldNotRun("\(path): not JSON: \(error)") } catch {}
                // A shard's timings file sits beside its report (a glob such as shard-out/*.json takes both).
                if (try? ShardTimings(parsing: text, source: path)) != nil {
                    throw .couldNotRun("\(path): a timings file (--write-shard-timings), not a shard report; merge takes the files --shard-report writes")
                }
            }
            throw .couldNotRun("\(path): not a shard report: expected JSON with \"kind\": \"\(ValidationShard.kindName)\" or \"\(ReplayShard.kindName)\" "
                + "(written by validate or replay --shard-report)")
        }
        return (path, kind, data)
    }
}
