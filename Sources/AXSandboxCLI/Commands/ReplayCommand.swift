import AXCore
import AXEngine
import AXScenes
import AXSDL
import AXTrace
import ArgumentParser
import Foundation

struct ReplayCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an interaction trace and check every recorded output, exactly and in order.",
        discussion: """
        Exit status: 0 when every output matches (or the file is an input-only script, whose run is printed), \
        1 at the first difference (the line, expected and actual records, a field diff and the inputs before it), \
        2 when the trace cannot be loaded (file:line: reason), its scene changed (see --allow-scene-drift) \
        or it is truncated (a recording that was killed: the prefix is replayed and checked, then reported), \
        and for a bad command line or an output that cannot be written (--update, --html, --frames, standard output).

        The scene is the one the header names: a scene file by its `sceneFile` path (relative to the trace's \
        folder, or absolute), else a catalog id; --scene replays on another one. An edited scene file is drift, \
        like a changed catalog scene.
        """) }

    @Argument(help: ArgumentHelp("Trace files (JSON Lines, format 1) and folders of them (every .trace file below, in path order).",
                                 valueName: "file"))
    var files: [String]

    @Option(help: "A report of every trace replayed: text, json or junit (one test case per trace, the first difference its failure); to standard output unless -o.")
    var format: ReplayReport.Format?

    @Option(name: .shortAndLong, help: "Write the --format report to this file (the text report when --format is not given).")
    var output: String?

    @OptionGroup var shardOptions: ShardOptions

    @Flag(help: "Rewrite each trace file with the outputs this replay produced (never in CI).")
    var update = false

    @Flag(help: "Print what was heard, one utterance per line; an interrupted one ends with [cut].")
    var transcript = false

    @OptionGroup var importOptions: ImportOptionsWithAliases
    @Flag(name: .customLong("allow-scene-drift"), help: "Replay even though the scene's digest differs from the recorded one.")
    var allowSceneDrift = false

    @Flag(name: .customLong("trust-scene-path"), help: "Load the scene file the trace's header names even outside the trace's folder and the working directory.")
    var trustScenePath = false

    @Option(help: ArgumentHelp("Replay on this scene (a catalog id or a scene file) instead of the one the header names.",
                               valueName: "scene"))
    var scene: String?

    @Option(help: "Render a PNG of the scene after each input into this folder (debugging); with several traces, one folder per trace inside it.")
    var frames: String?

    @Option(help: ArgumentHelp("Also write the trace viewer page to this file (as `\(CommandName.current) view` does), with the first difference "
        + "highlighted when the replay differs; with several traces, a folder that gets one page per trace.", valueName: "file.html"))
    var html: String?

    func run(with registry: SceneRegistry) throws {
        if html != nil, frames != nil { throw CommandLineError.couldNotRun("--html and --frames: use one at a time") }
        // -o without --format writes the text report, as `validate -o` and `merge -o` do.
        let format = self.format ?? (output != nil ? .text : nil)
        // A report on standard output is all that is printed there (docs/ci.md): the transcript's
        // lines before it made the JSON unreadable.
        if transcript, format != nil, output == nil {
            throw CommandLineError.couldNotRun("--transcript prints what was heard on standard output, where the --format report goes: "
                + "write the report to a file with -o FILE")
        }
        let traces = try Self.traceFiles(files)
        let alone = files.count == 1 && traces == files
        let keys = ShardOptions.keys(for: traces)
        // Among many traces, --html and --frames name a folder that gets one page or one folder of
        // frames per trace (`PerTraceOutputs`).
        let positions = try shardOptions.positions(keys: keys)
        // Checked before replaying: no report may overwrite a trace.
        let reportFile = try output.map { try OutputFile(path: $0, inputs: traces) }
        let shardReport = try shardOptions.report.map { try OutputFile(path: $0, inputs: traces) }
        try shardOptions.requireDistinctOutputs([("-o", output), ("--html", alone ? html : nil)])
        let reporting = format != nil || shardReport != nil
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
        var timer = UnitTimer()
        var outcomes: [ReplayOutcome] = []
        for p in positions {
            do {
                let page = html.map { alone ? $0 : PerTraceOutputs.page(in: $0, for: keys[p]) }
                if !alone, let page { try PerTraceOutputs.makeParent(of: page) }
                outcomes.append(try timer.time(keys[p]) {
                    try replay(traces[p], key: keys[p], resolver: resolver, quiet: format != nil && output == nil, alone: alone, page: page,
                               frames: frames.map { alone ? $0 : PerTraceOutputs.folder(in: $0, for: keys[p]) })
                })
            } catch {
                // One trace alone fails as it always has; among many, the others still run.
                let failure = CommandLineError(error)
                if alone && !reporting { throw failure }
                if !failure.message.isEmpty { StandardStreams.writeError(CommandName.current + ": " + failure.description + "\n") }
                outcomes.append(ReplayOutcome(file: keys[p], scene: nil, status: .couldNotRun, records: 0,
                                              message: Self.naming(failure.message, typed: traces[p], as: keys[p])))
            }
        }
        if let shardReport {
            let parts = [
                "replay", AXSandbox.version, scene ?? "", "\(allowSceneDrift)", "\(trustScenePath)",
                importOptions.options.screenshot ?? "", importOptions.options.scale.map { "\($0)" } ?? "",
            ] + ShardOptions.traceFingerprintParts(traces, keys: keys)
            try shardReport.write(ReplayShardReport(shard: try shardOptions.parsedShard(), fingerprint: ShardPlan.fingerprint(keys: keys, parts: parts),
                                                    optionsHash: ShardPlan.optionsHash(parts: parts), unitCount: traces.count,
                                                    toolVersion: AXSandbox.version, run: ReplayShard.Run(),
                                                    units: zip(positions, outcomes).map { ShardUnit(position: $0, key: keys[$0], value: $1) }).text)
        }
        try shardOptions.writeTimings(timer.seconds)
        let tally = update ? ReplayReport.updateSummary(outcomes) : ReplayReport.summary(outcomes)
        if let format {
            let text = ReplayReport.render(outcomes, format: format, toolVersion: AXSandbox.version)
            // With the report in a file, the tally still ends what the terminal shows, as `merge -o` prints it.
            if let reportFile { try reportFile.write(text); print(tally) } else { print(text, terminator: "") }
        } else if !alone {
            // Among many traces the lines scroll by: the tally says at the end how the run went.
            print(tally)
        }
        switch ReplayReport.exitStatus(outcomes) {
        case 2: throw CommandLineError(status: .couldNotRun, message: "")  // each reason was reported above
        case 1: throw CommandLineError.findings
        default: break
        }
    }

    /// `message` with the trace named by its key (its path relative to the working directory), not
    /// as it was typed, where it begins with the typed path: a report names each trace alike however
    /// its folder was given ("tr", "./tr", an absolute path), so shards run from different spellings
    /// or checkouts merge into the report one run writes (docs/ci.md). What the terminal shows keeps
    /// the path as typed.
    static func naming(_ message: String, typed: String, as key: String) -> String {
        // A trace given twice is keyed "PATH#2"; its messages name the path.
        var path = Substring(key)
        if let mark = path.lastIndex(of: "#"), path[path.index(after: mark)...].allSatisfy(\.isNumber) { path = path[..<mark] }
        guard typed != path, message.hasPrefix(typed + ":") else { return message }
        return String(path) + message.dropFirst(typed.count)
    }

    /// The trace files `arguments` name: a file as given, a folder as every `.trace` file below it,
    /// in path order.
    static func traceFiles(_ arguments: [String]) throws(CommandLineError) -> [String] {
        var traces: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                traces.append(argument)
                continue
            }
            let below = (FileManager.default.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".trace") }.sorted()
            if below.isEmpty { throw .couldNotRun("\(argument): a folder with no .trace file below it") }
            let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            traces += below.map { folder + "/" + $0 }
        }
        return traces
    }

    /// Replays one trace, printing what `replay` of it alone prints (unless `quiet`: the report
    /// goes to standard output); a difference is reported on standard error and returned, a trace
    /// that cannot be replayed throws.
    /// `page` and `frames` are this trace's `--html` file and `--frames` folder.
    private func replay(_ file: String, key: String, resolver: SceneResolver, quiet: Bool, alone: Bool, page html: String?, frames: String?) throws -> ReplayOutcome {
        let trace: Trace
        do { trace = try TraceReader.load(path: file) } catch { throw CommandLineError.couldNotRun("\(error)") }
        let replayer = try resolver.replayer(for: trace, at: file, override: scene, allowSceneDrift: allowSceneDrift,
                                             trustScenePath: trustScenePath)
        // What the replay reads may not be overwritten by what it writes; checked before replaying.
        let inputs = [file] + resolver.inputFiles(for: resolver.sceneArgument(for: trace, at: file, override: scene))
        let page = try html.map { try OutputFile(path: $0, inputs: inputs) }
        let result: Replayer.Result
        do {
            if let page {
                result = try TracePageWriter.write(trace: trace, replayer: replayer, source: file, to: page).result
                StandardStreams.warn("wrote \(page.path)")
            } else if let frames {
                // Frames need SDL for the whole replay: its scope opens around it.
                result = try SDLRuntime.with(.headless) {
                    let dumper = try FrameDumper(directory: frames, inputs: inputs)
                    let result = try replayer.run(showing: { shown in if shown.input != nil { try dumper.write(shown) } })
                    dumper.finish()
                    return result
                }
            } else {
                result = try replayer.run()
            }
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw CommandLineError.couldNotRun("\(file): \(error)")
        }

        // A script's commands sent while their technology was off did nothing, as on a device; a
        // recording shows it in its outputs, a script would otherwise just be silent.
        if result.wasScript { result.ignoredCommandWarnings(file: file).forEach(StandardStreams.warn) }
        var truncation: String?
        if let line = trace.truncatedAfterLine {
            truncation = "\(file):\(line): truncated: the recording stopped before its end record; replayed the records up to this line"
            StandardStreams.warn(truncation!)
        }
        if update {
            // A truncated recording's replay ends where its records stop, so the update is a whole trace.
            let records = result.records
            try OutputFile(path: file).write(TraceWriter.text(Trace(header: result.header, records: records, truncatedAfterLine: nil)))
            print("\(file): updated, \(Plural.count(records.count, "record"))")
            return ReplayOutcome(file: key, scene: trace.header.scene, status: .match, records: records.count, message: nil)
        }
        if transcript {
            // Among several traces each transcript is headed by its file, as each tally line is.
            if !alone { print("\(file):") }
            // What was said is the scene's text: escaped, a label's newline cannot print a line of its own.
            for line in Replayer.transcript(result.records) { print(line.escapingControlCharacters) }
        } else if result.wasScript && !quiet {
            print(TraceWriter.text(Trace(header: result.header, records: result.records, truncatedAfterLine: nil)), terminator: "")
        }
        if let d = result.difference {
            StandardStreams.writeError(d.report(file: file))
            return ReplayOutcome(file: key, scene: trace.header.scene, status: .differs, records: result.records.count, message: d.report(file: key))
        }
        // The truncation was reported above.
        if let truncation {
            return ReplayOutcome(file: key, scene: trace.header.scene, status: .couldNotRun, records: result.records.count,
                                 message: Self.naming(truncation, typed: file, as: key))
        }
        if !transcript && !result.wasScript && !quiet {
            print("\(file): \(Plural.count(result.records.count, "record")) match (scene \(trace.header.scene))")
        }
        return ReplayOutcome(file: key, scene: trace.header.scene, status: .match, records: result.records.count, message: nil)
    }
}

extension ReplayReport.Format: ExpressibleByArgument {}

/// Where `replay` of several traces writes each one's `--html` page and `--frames` folder: inside the
/// folder the option names, at the trace's key (its path relative to the working directory, or
/// absolute) without `.trace`, so traces of one name in different folders never collide.
enum PerTraceOutputs {
    /// The page of the trace keyed `key` inside `folder`.
    static func page(in folder: String, for key: String) -> String { Self.place(key, in: folder) + ".html" }

    /// The frames folder of the trace keyed `key` inside `folder`.
    static func folder(in folder: String, for key: String) -> String { Self.place(key, in: folder) }

    /// A trace given twice is keyed `a.trace#2` (`ShardOptions.keys`): its page is `a-2.html`, as a
    /// `#` would end a file: URL's path and the name would keep `.trace`.
    private static func place(_ key: String, in folder: String) -> String {
        var relative = key.hasPrefix("/") ? String(key.dropFirst()) : key
        var repeatSuffix = ""
        if let mark = relative.range(of: "#", options: .backwards), !relative[mark.upperBound...].isEmpty,
           relative[mark.upperBound...].allSatisfy(\.isASCII), relative[mark.upperBound...].allSatisfy(\.isNumber) {
            repeatSuffix = "-" + relative[mark.upperBound...]
            relative = String(relative[..<mark.lowerBound])
        }
        if relative.hasSuffix(".trace") { relative.removeLast(".trace".count) }
        relative += repeatSuffix
        // `..` would climb out of the folder: it becomes a plain name.
        relative = relative.split(separator: "/").map { $0 == ".." ? "_" : String($0) }.joined(separator: "/")
        return (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + relative
    }

    /// Creates the folders above `path`, so a page can be written there.
    static func makeParent(of path: String) throws(CommandLineError) {
        let parent = OutputFile.parentFolder(of: path)
        guard !parent.isEmpty else { return }
        do { try OutputFile.createFolder(parent) } catch { throw .couldNotRun("\(error)") }
    }
}
