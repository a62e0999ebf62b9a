import ArgumentParser

/// Arguments whose values are checked beyond their parsing (a range, a combination of options):
/// ArgumentParser runs such checks before it looks for options it does not know, so
/// `validate --bogus` said "name scenes to validate" instead of naming `--bogus`. A command line that
/// fails is parsed a second time with these checks put off (`ArgumentChecks.putOff`): an unknown
/// option or a missing value found then is the error reported, as the likelier cause.
protocol CheckedArguments: ParsableArguments {
    /// Throws a `ValidationError` saying which value is wrong and what was expected.
    func checkValues() throws
}

extension CheckedArguments {
    /// ArgumentParser's hook: the values' check, unless it is put off for the second parse.
    func validate() throws {
        guard !ArgumentChecks.putOff else { return }
        try checkValues()
    }
}

/// Whether the values' checks are put off for a parse (a task-local value, bound for one parse).
enum ArgumentChecks {
    @TaskLocal static var putOff = false

    /// The error parsing `arguments` gives with the values' checks put off: what is wrong with the
    /// command line's shape (an unknown option, a missing value), nil when its shape is sound.
    static func shapeError<Command: ParsableCommand>(of arguments: [String], as command: Command.Type) -> Error? {
        $putOff.withValue(true) {
            do {
                _ = try command.parseAsRoot(arguments)
                return nil
            } catch {
                return command.exitCode(for: error).isSuccess ? nil : error
            }
        }
    }
}
