import AXCore
import AXEngine
import AXScenes
import AXSDL
import AXTrace
import ArgumentParser
import Foundation

struct ReplayCommand: SceneCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an interaction trace and check every recorded output, exactly and in order.",
        discussion: """
        Exit status: 0 when every output matches (or the file is an input-only script, whose run is printed), \
        1 at the first difference (the line, expected and actual records, a field diff and the inputs before it), \
        2 when the trace cannot be loaded (file:line: reason), its scene changed (see --allow-scene-drift) \
        or it is truncated (a recording that was killed: the prefix is replayed and checked, then reported).

        The scene is the one the header names: a scene file by its `sceneFile` path (relative to the trace's \
        folder, or absolute), else a catalog id; --scene replays on another one. An edited scene file is drift, \
        like a changed catalog scene.
        """)

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

    @Option(help: ArgumentHelp("Also write the trace viewer page to this file (as `axsandbox view` does), with the first difference "
        + "highlighted when the replay differs.", valueName: "file.html"))
    var html: String?

    func run(with registry: SceneRegistry) throws {
        let trace: Trace
        do { trace = try TraceReader.load(path: file) } catch { exitCouldNotRun("\(error)") }
        let replayer = SceneResolver(scenes: registry, imports: importOptions.options)
            .replayer(for: trace, at: file, override: scene, allowSceneDrift: allowSceneDrift,
                      trustScenePath: trustScenePath)
        let result: Replayer.Result
        do {
            if let html {
                if frames != nil { exitCouldNotRun("--html and --frames: use one at a time") }
                result = TracePageWriter.write(trace: trace, replayer: replayer, source: file, to: html).result
                FileHandle.standardError.write(Data("axsandbox: wrote \(html)\n".utf8))
            } else if let frames {
                // Frames need SDL for the whole replay: its scope opens around it.
                result = try SDLRuntime.with(.headless) {
                    let dumper = FrameDumper(directory: frames)
                    defer { dumper.finish() }
                    return try replayer.run(onInput: { session, record in dumper.write(session: session, record: record) })
                }
            } else {
                result = try replayer.run()
            }
        } catch { exitCouldNotRun("\(file): \(error)") }

        if let line = trace.truncatedAfterLine {
            FileHandle.standardError.write(Data("axsandbox: \(file):\(line): truncated: the recording stopped before its end record; replayed the records up to this line\n".utf8))
        }
        if update {
            // A truncated recording's replay ends where its records stop, so the update is a whole trace.
            let records = result.records
            let text = TraceWriter.text(Trace(header: result.header, records: records, truncatedAfterLine: nil))
            do { try text.write(toFile: file, atomically: true, encoding: .utf8) } catch { exitCouldNotRun("cannot write \(file): \(error)") }
            print("\(file): updated, \(Plural.count(records.count, "record"))")
            return
        }
        if transcript {
            for line in Replayer.transcript(result.records) { print(line) }
        } else if result.wasScript {
            print(TraceWriter.text(Trace(header: result.header, records: result.records, truncatedAfterLine: nil)), terminator: "")
        }
        if let d = result.difference {
            FileHandle.standardError.write(Data(d.report(file: file).utf8))
            throw ExitCode(1)
        }
        if trace.truncatedAfterLine != nil { throw ExitCode(2) }
        if !transcript && !result.wasScript {
            print("\(file): \(Plural.count(result.records.count, "record")) match (scene \(trace.header.scene))")
        }
    }
}
