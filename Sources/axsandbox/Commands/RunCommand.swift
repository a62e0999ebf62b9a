import ArgumentParser

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a scene in a window with its accessibility overlaid (arrives with issue 5).")

    func run() throws {
        exitCouldNotRun("`run` arrives with issue 5.")
    }
}
