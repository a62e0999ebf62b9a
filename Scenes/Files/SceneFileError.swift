import AXCore

/// A scene file that could not be loaded: the file, where in it (a JSON path such as
/// `elements[2].frame`, or a line and column for syntax errors) and what was expected.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    /// The file that could not be loaded, as given.
    public var file: String
    /// Where in the file: a JSON path (`elements[2].frame`), a line and column, or empty for the whole file.
    public var location: String
    /// What was wrong and what was expected.
    public var message: String

    /// An error in `file` at `location`.
    public init(file: String, location: String, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    /// A JSON syntax error in `file`, at its line and column (a file cut short says so).
    public init(file: String, syntax error: JSONValue.SyntaxError) {
        self.init(file: file, location: "line \(error.line), column \(error.column)", message: error.explained)
    }

    /// `file: location: message` (or `file: message` for the whole file), as error messages print it.
    public var description: String {
        location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
    }
}
