import ArgumentParser

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a scene's elements in VoiceOver navigation order (arrives with issue 3).")

    func run() throws {
        exitCouldNotRun("`inspect` arrives with issue 3.")
    }
}
