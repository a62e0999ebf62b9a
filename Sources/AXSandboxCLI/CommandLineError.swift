import ArgumentParser
import Foundation

/// Why a run of the command line did not succeed, with the exit status that says so. Every
/// subcommand throws it (or an error of ArgumentParser's) and `CommandLineError(_:)` is the one place
/// any error becomes a status, so a package that embeds the command line (`AXSandbox.run`) can
/// handle the failure instead of its process ending.
public struct CommandLineError: Error, CustomStringConvertible {
    /// The exit statuses other than 0 (success, help and `--version`).
    public enum Status: Int32 {
        /// Findings at or above `--fail-on` (`validate`), or a replay that differs from its recording:
        /// the report is on standard output or standard error already.
        case findings = 1
        /// The command could not run: a bad command line (unknown option, value out of range,
        /// missing argument), input that cannot be read or is invalid, an output that cannot be written.
        case couldNotRun = 2
    }

    /// The exit status.
    public var status: Status
    /// What went wrong, in a sentence for the user (printed after the command's name and a colon);
    /// empty when the command has reported it already (findings, a replay's difference).
    public var message: String
    /// For a bad command line: the usage lines ArgumentParser gives under the message.
    public var usage: String

    /// A failure with this status and message.
    public init(status: Status, message: String, usage: String = "") {
        self.status = status; self.message = message; self.usage = usage
    }

    /// The message, with the usage under it when there is one.
    public var description: String { usage.isEmpty ? message : message + "\n" + usage }

    /// Exit status 2 with `message`.
    static func couldNotRun(_ message: String) -> CommandLineError { CommandLineError(status: .couldNotRun, message: message) }

    /// Exit status 1, the findings or the difference already reported.
    static let findings = CommandLineError(status: .findings, message: "")

    /// The one mapping of errors to statuses: ours keep theirs; every error of ArgumentParser's (a
    /// usage or validation error, which it would end with 64) and any other error is 2, could not
    /// run. Help and `--version` are not failures and never reach here (`AXSandbox.run`).
    init(_ error: Error) {
        switch error {
        case let error as CommandLineError:
            self = error
        case let error as ValidationError:
            // Thrown by a command as it runs (one thrown while parsing arrives wrapped, with its
            // subcommand's usage, below): ArgumentParser would give the top level's usage, so the
            // reason alone.
            self = .couldNotRun(error.message)
        case let code as ExitCode where code.rawValue == Status.findings.rawValue:
            self = .findings
        case let code as ExitCode:
            self.init(status: .couldNotRun, message: code.isSuccess ? "" : AXSandbox.message(for: code))
        default:
            let message = AXSandbox.message(for: error)
            // ArgumentParser's full text is "Error: MESSAGE\n" then the usage: the usage is kept.
            let full = AXSandbox.fullMessage(for: error)
            let firstLine = full.prefix { $0 != "\n" }
            let usage = firstLine.hasSuffix(message) && full.count > firstLine.count
                ? String(full.dropFirst(firstLine.count + 1)).trimmingCharacters(in: .newlines) : ""
            self.init(status: .couldNotRun, message: message.isEmpty ? String(describing: error) : message, usage: usage)
        }
    }
}
