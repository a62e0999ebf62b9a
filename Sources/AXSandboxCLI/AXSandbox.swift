import AXCore
import AXScenes
import ArgumentParser
import Foundation

/// The `axsandbox` command line: `list`, `run` (with `--record`), `inspect`, `describe`, `validate`,
/// `snapshot`, `replay`, `merge` and `bench`, over the scenes of a registry.
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

    /// The subcommands and the help's text, under the name the executable was started by
    /// (`CommandName`): a package's `fan-speed` says `fan-speed` in its help and usage lines.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.current,
            abstract: "A drag-and-drop and gesture simulation sandbox for accessibility.",
            discussion: """
            See, hear and check how people using VoiceOver, Switch Control, Voice Control, Full Keyboard \
            Access and the vision features experience custom-drawn controls, on Linux, with no phone: run a \
            scene in a window with its accessibility overlaid, validate scenes headlessly, and record and \
            replay interaction traces as regression tests.

            Exit status: 0 success (help and --version too), 1 findings (validate) or a replay that differs \
            from its recording, 2 could not run: a bad command line, input that cannot be read or is invalid, \
            or an output that cannot be written (the reason on standard error).
            """,
            version: version,
            subcommands: [
                RunCommand.self, ListCommand.self, InspectCommand.self, DescribeCommand.self,
                ValidateCommand.self, SnapshotCommand.self, ReplayCommand.self, MergeCommand.self, ViewCommand.self, ExportCommand.self, BenchCommand.self,
            ]
        )
    }

    /// Needed by ArgumentParser to build the command before parsing its arguments.
    public init() {}

    /// Parses `arguments` (the process's own when nil), runs the subcommand over `scenes`, and
    /// exits as every subcommand documents (0, 1 for findings or a replay difference, 2 could not
    /// run, a bad command line included; help and `--version` exit 0), the reason on standard error.
    ///
    /// The one place the command line ends the process; `run(scenes:arguments:commandName:)` is the
    /// same without ending it. Generated grids (`grid-N`) and scene files (`*.json`) resolve whatever
    /// the registry holds; pass `Catalog.registry + yours` to keep the built-in catalog beside your scenes.
    public static func main(scenes: SceneRegistry, arguments: [String]? = nil) {
        StandardStreams.reserveClosedDescriptors()
        // A write past the file size limit (`ulimit -f`) then fails with "file too large", reported
        // like any failed write, instead of the signal ending the process.
        signal(SIGXFSZ, SIG_IGN)
        do {
            try run(scenes: scenes, arguments: arguments ?? Array(CommandLine.arguments.dropFirst()))
        } catch {
            if !error.message.isEmpty {
                StandardStreams.writeError(CommandName.current + ": " + error.description + "\n")
            }
            Foundation.exit(error.status.rawValue)
        }
    }

    /// Runs the command line over `scenes` without ending the process, for a program that embeds it:
    /// returns when the command succeeded (help and `--version` print and return), throws a
    /// `CommandLineError` with the exit status and message otherwise (nothing is printed for it).
    /// What the command prints goes to standard output as usual, and is flushed before this returns:
    /// output that could not be written is a failure too. `commandName` is the name help, usage and
    /// messages say (default: the executable's file name).
    public static func run(scenes: SceneRegistry, arguments: [String], commandName: String? = nil) throws(CommandLineError) {
        do {
            try CommandName.$current.withValue(commandName ?? CommandName.current) {
                try dispatch(scenes: scenes, arguments: arguments)
            }
        } catch {
            throw CommandLineError(error)
        }
    }

    /// Parses and runs, then flushes standard output; help and `--version` are printed here.
    private static func dispatch(scenes: SceneRegistry, arguments: [String]) throws {
        var failure: CommandLineError?
        // ArgumentParser answers `help NAME` of no subcommand with the top level's help and exit 0,
        // which a script reads as success: a name that is no subcommand is a bad command line.
        let names = configuration.subcommands.map { $0._commandName }
        if arguments.first == "help", let name = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }), !names.contains(name) {
            throw CommandLineError(status: .couldNotRun, message: "help: no subcommand \"\(name)\"",
                                   usage: "Usage: \(CommandName.current) help <subcommand>\n  Subcommands: " + names.joined(separator: ", "))
        }
        do {
            var command: ParsableCommand
            do {
                command = try parseAsRoot(arguments)
            } catch where !exitCode(for: error).isSuccess {
                throw ArgumentChecks.shapeError(of: arguments, as: Self.self) ?? error
            }
            if let sceneCommand = command as? SceneCommand {
                try sceneCommand.run(with: scenes)
            } else {
                try command.run()
            }
        } catch where exitCode(for: error).isSuccess {
            let text = fullMessage(for: error)
            if !text.isEmpty { print(text) }
        } catch {
            failure = CommandLineError(error)
        }
        // A report that could not be written is a failure, even one with findings.
        try StandardStreams.flushOutput()
        if let failure { throw failure }
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
