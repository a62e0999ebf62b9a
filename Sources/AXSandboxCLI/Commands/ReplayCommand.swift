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

    @Argument(help: "The trace file (JSON Lines, format 1).")
    var file: String

    @Flag(help: "Rewrite the file with the outputs this replay produced (never in CI).")
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

    @Option(help: "Render a PNG of the scene after each input into this folder (debugging).")
    var frames: String?

    @Option(help: ArgumentHelp("Also write the trace viewer page to this file (as `\(CommandName.current) view` does), with the first difference "
        + "highlighted when the replay differs.", valueName: "file.html"))
    var html: String?

    func run(with registry: SceneRegistry) throws {
        if html != nil, frames != nil { throw CommandLineError.couldNotRun("--html and --frames: use one at a time") }
        let trace: Trace
        do { trace = try TraceReader.load(path: file) } catch { throw CommandLineError.couldNotRun("\(error)") }
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
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
                    let result = try replayer.run(onInput: { session, record in try dumper.write(session: session, record: record) })
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

        if let line = trace.truncatedAfterLine {
            StandardStreams.warn("\(file):\(line): truncated: the recording stopped before its end record; replayed the records up to this line")
        }
        if update {
            // A truncated recording's replay ends where its records stop, so the update is a whole trace.
            let records = result.records
            try OutputFile(path: file).write(TraceWriter.text(Trace(header: result.header, records: records, truncatedAfterLine: nil)))
            print("\(file): updated, \(Plural.count(records.count, "record"))")
            return
        }
        if transcript {
            for line in Replayer.transcript(result.records) { print(line) }
        } else if result.wasScript {
            print(TraceWriter.text(Trace(header: result.header, records: result.records, truncatedAfterLine: nil)), terminator: "")
        }
        if let d = result.difference {
            StandardStreams.writeError(d.report(file: file))
            throw CommandLineError.findings
        }
        // The truncation was reported above.
        if trace.truncatedAfterLine != nil { throw CommandLineError(status: .couldNotRun, message: "") }
        if !transcript && !result.wasScript {
            print("\(file): \(Plural.count(result.records.count, "record")) match (scene \(trace.header.scene))")
        }
    }
}
