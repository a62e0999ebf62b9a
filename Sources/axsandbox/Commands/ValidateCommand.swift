import ArgumentParser

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate scenes headlessly with text, JSON, SARIF or JUnit reports (arrives with issue 8).")

    func run() throws {
        exitCouldNotRun("`validate` arrives with issue 8.")
    }
}
