import AXCore
import AXScenes
import ArgumentParser

/// The `axsandbox` command line: `list`, `run` (with `--record`), `inspect`, `describe`, `validate`,
/// `snapshot`, `replay` and `bench`, over the scenes of a registry.
///
/// A package that brings its own controls gets all of it from one call in its `main.swift`:
///
/// ```swift
/// import AXSandboxCLI
/// AXSandbox.main(scenes: SceneRegistry([MyKnobScreen.descriptor]))
/// ```
///
/// Synchronous on purpose: SDL wants its video and event calls on the main thread, and on Linux
/// code after an `await` no longer runs there.
public struct AXSandbox: ParsableCommand {
    /// The version `--version` prints and traces record as their `tool`.
    public static let version = "0.1.0"

    /// The subcommands and the help's text.
    public static let configuration = CommandConfiguration(
        commandName: "axsandbox",
        abstract: "A drag-and-drop and gesture simulation sandbox for accessibility.",
        discussion: """
        See, hear and check how VoiceOver users experience custom-drawn controls, on Linux, with no phone: \
        run a scene in a window with its accessibility overlaid, validate scenes headlessly, and record \
        and replay interaction traces as regression tests.
        """,
        version: version,
        subcommands: [
            RunCommand.self, ListCommand.self, InspectCommand.self, DescribeCommand.self,
            ValidateCommand.self, SnapshotCommand.self, ReplayCommand.self, ViewCommand.self, ExportCommand.self, BenchCommand.self,
        ]
    )

    /// Needed by ArgumentParser to build the command before parsing its arguments.
    public init() {}

    /// Parses `arguments` (the process's own when nil), runs the subcommand over `scenes`, and
    /// exits as every subcommand documents (0, 1 for findings or a replay difference, 2 for bad
    /// input; help and `--version` exit 0).
    ///
    /// Generated grids (`grid-N`) and scene files (`*.json`) resolve whatever the registry holds;
    /// pass `Catalog.registry + yours` to keep the built-in catalog beside your scenes.
    public static func main(scenes: SceneRegistry, arguments: [String]? = nil) {
        do {
            var command = try parseAsRoot(arguments)
            if let sceneCommand = command as? SceneCommand {
                try sceneCommand.run(with: scenes)
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}

/// A subcommand that works on the scenes of a registry (all of them but `describe`).
protocol SceneCommand: ParsableCommand {
    func run(with registry: SceneRegistry) throws
}

extension SceneCommand {
    /// Run through ArgumentParser's own entry point, with no registry handed in: the built-in catalog.
    func run() throws { try run(with: Catalog.registry) }
}
