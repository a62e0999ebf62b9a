import AXEngine
import ArgumentParser

/// The assistive technology a command reads a scene as (`inspect --assistive`).
enum AssistiveOption: String, ExpressibleByArgument, CaseIterable {
    case voiceover
    case switchControl = "switch-control"
    case keyboard
    case voiceControl = "voice-control"
}

/// Switch Control's settings on the command line: `--switch-setting name=value`, repeatable, with
/// the names of `SwitchControlSettings.Key` (docs/switch-control.md).
struct SwitchControlOptions: CheckedArguments {
    @Option(name: .customLong("switch-setting"), help: ArgumentHelp(
        "A Switch Control setting as name=value (repeatable): " + SwitchControlSettings.namesWithValues + ".",
        valueName: "name=value"))
    var assignments: [String] = []

    /// A malformed assignment is a bad command line, refused with the command's usage before it runs.
    func checkValues() throws { _ = try settings() }

    /// The settings the assignments give, from the defaults.
    func settings() throws -> SwitchControlSettings {
        var settings = SwitchControlSettings()
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw ValidationError("--switch-setting \(assignment): expected name=value")
            }
            do {
                try settings.set(String(assignment[..<equals]), to: String(assignment[assignment.index(after: equals)...]))
            } catch {
                throw ValidationError("\(error)")
            }
        }
        return settings
    }
}
