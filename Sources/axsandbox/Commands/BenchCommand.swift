import ArgumentParser

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure order, hit-testing, gestures, rendering, validation and replay speed (arrives with issue 3).")

    func run() throws {
        exitCouldNotRun("`bench` arrives with issue 3.")
    }
}
