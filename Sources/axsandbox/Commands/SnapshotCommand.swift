import ArgumentParser

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene headlessly to PNG, optionally with accessibility overlays (arrives with issue 5).")

    func run() throws {
        exitCouldNotRun("`snapshot` arrives with issue 5.")
    }
}
