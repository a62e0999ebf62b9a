import AXCore
import AXSDL
import AXTrace
import ArgumentParser
import Foundation

struct ViewCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "view",
        abstract: "Write a trace as one self-contained HTML page to step through in a browser.",
        discussion: """
        The page has a timeline of every record and a scrubber; at each step it shows the frame, VoiceOver's \
        cursor, the captions heard so far (priority, cut-offs) and the accessibility tree with the focused \
        element. The state at each step comes from replaying the trace through the engine; where the replay \
        differs from the recording, the first difference is shown with the expected and actual records side \
        by side. Keys: Left and Right step a record, Shift with them an input, Home and End. See docs/reports.md.

        Exit status: 0 when the page is written (even if the replay differs: the page shows it), 2 when the \
        trace cannot be loaded or replayed, or the page cannot be written (the trace or its scene file named as -o is refused).
        """) }

    @Argument(help: "The trace file (JSON Lines, format 1).")
    var trace: String

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output: String

    @Option(help: ArgumentHelp("Overlays drawn into the frames (the page draws the cursor, element frames, reading order and touches itself): "
        + "none or a comma-separated list of: " + OverlayKind.allCases.filter { $0 != .cursor }.map(\.rawValue).joined(separator: ", ") + ".",
        valueName: "overlays"))
    var overlays: String = "none"

    @Flag(name: .customLong("allow-scene-drift"), help: "Replay even though the scene's digest differs from the recorded one.")
    var allowSceneDrift = false

    @Flag(name: .customLong("trust-scene-path"), help: "Load the scene file the trace's header names even outside the trace's folder and the working directory.")
    var trustScenePath = false

    @OptionGroup var importOptions: ImportOptionsWithAliases

    func run(with registry: SceneRegistry) throws {
        // Checked here, not in validate(): bad input exits 2, as every command's does.
        let kinds: Set<OverlayKind>
        do { kinds = try OverlayKind.parseSet(overlays) } catch { throw CommandLineError.couldNotRun("--overlays: \(error)") }
        if kinds.contains(.cursor) { throw CommandLineError.couldNotRun("--overlays: the page draws the cursor itself (its \"VoiceOver cursor\" box)") }
        let loaded: Trace
        do { loaded = try TraceReader.load(path: trace) } catch { throw CommandLineError.couldNotRun("\(error)") }
        let resolver = SceneResolver(scenes: registry, imports: importOptions.options)
        let replayer = try resolver.replayer(for: loaded, at: trace, override: nil, allowSceneDrift: allowSceneDrift,
                                             trustScenePath: trustScenePath)
        // The page may not overwrite the trace or the files its scene is read from.
        let inputs = [trace] + resolver.inputFiles(for: resolver.sceneArgument(for: loaded, at: trace, override: nil))
        let built = try TracePageWriter.write(trace: loaded, replayer: replayer, source: trace, overlays: kinds,
                                              to: OutputFile(path: output, inputs: inputs))
        // As `replay` says it: a script's commands sent while their technology was off did nothing.
        if built.result.wasScript { built.result.ignoredCommandWarnings(file: trace).forEach(StandardStreams.warn) }
        let size = built.html.utf8.count
        var line = "Wrote \(output) (\(Plural.count(loaded.records.count, "record")), \(Plural.count(built.frameCount, "distinct frame")), "
        line += "\(size / 1024) KiB)"
        if let d = built.result.difference { line += "; the replay differs from the recording at line \(d.line), shown on the page" }
        if let cut = loaded.truncatedAfterLine {
            StandardStreams.warn("\(trace):\(cut): truncated: the recording stopped before its end record; the page shows the records up to this line")
            line += "; the recording stops after line \(cut), as the page says"
        }
        print(line)
    }
}
