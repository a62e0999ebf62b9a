import ArgumentParser

struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print the description and hint VoiceOver would speak for an element (arrives with issue 3).")

    func run() throws {
        exitCouldNotRun("`describe` arrives with issue 3.")
    }
}
