import ArgumentParser

/// The `axsandbox` command. Synchronous on purpose: SDL wants its video and event calls on the main
/// thread, and on Linux code after an `await` no longer runs there.
@main
struct AXSandbox: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "axsandbox",
        abstract: "A drag-and-drop and gesture simulation sandbox for accessibility.",
        discussion: """
        See, hear and check how VoiceOver users experience custom-drawn controls, on Linux, with no phone:
        run a scene in a window with its accessibility overlaid, validate scenes headlessly, and record
        and replay interaction traces as regression tests.
        """,
        version: version,
        subcommands: [
            RunCommand.self, ListCommand.self, InspectCommand.self, DescribeCommand.self,
            ValidateCommand.self, SnapshotCommand.self, ReplayCommand.self, ExportCommand.self, BenchCommand.self,
        ]
    )
}
