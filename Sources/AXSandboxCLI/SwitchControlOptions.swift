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
        try settings.apply(assignments, option: "--switch-setting")
        return settings
    }
}

extension NamedSettings {
    /// Applies `name=value` assignments given to `option` (`--switch-setting`, `--zoom-setting`), in
    /// order; a malformed one or a value the setting cannot take is a `ValidationError` saying which.
    mutating func apply(_ assignments: [String], option: String) throws {
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw ValidationError("\(option) \(assignment): expected name=value")
            }
            do {
                try set(String(assignment[..<equals]), to: String(assignment[assignment.index(after: equals)...]))
            } catch {
                throw ValidationError("\(error)")
            }
        }
    }
}
