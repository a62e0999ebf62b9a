import Foundation
import XCTest

/// The `axsandbox` built beside this test bundle, run as a user runs it.
enum BuiltExecutable {
    /// Its path, nil when it is not built beside the tests.
    static var path: String? {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("axsandbox").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The environment without a display, with silent audio: what CI gives.
    static var headlessEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        environment["SDL_AUDIODRIVER"] = "dummy"
        return environment
    }

    /// Runs it (in `directory`, else this process's working directory); its standard output and
    /// error together. Skips the test when it is not built.
    static func run(_ arguments: [String], environment: [String: String] = headlessEnvironment,
                    in directory: URL? = nil) throws -> (status: Int32, output: String) {
        guard let axsandbox = path else { throw XCTSkip("axsandbox is not built beside the tests") }
        return try launch(axsandbox, arguments, environment: environment, in: directory)
    }

    /// Runs a shell script (for redirections and limits: `>/dev/full`, `>&-`, `ulimit -f`); its
    /// standard output and error together, unless the script redirects them.
    static func run(_ script: String, shell: Bool, environment: [String: String], in directory: URL? = nil) throws
        -> (status: Int32, output: String) {
        try launch("/bin/sh", ["-c", script], environment: environment, in: directory)
    }

    private static func launch(_ executable: String, _ arguments: [String], environment: [String: String],
                               in directory: URL?) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
