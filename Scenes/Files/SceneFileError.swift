/// A scene file that could not be loaded: the file, where in it (a JSON path such as
/// `elements[2].frame`, or a line and column for syntax errors) and what was expected.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var location: String
    public var message: String

    public init(file: String, location: String, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    public var description: String {
        location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
    }
}
