import ArgumentParser

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an interaction trace and check its outputs exactly (arrives with issue 9).")

    func run() throws {
        exitCouldNotRun("`replay` arrives with issue 9.")
    }
}
