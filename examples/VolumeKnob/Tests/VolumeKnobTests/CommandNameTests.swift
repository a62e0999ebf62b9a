import Foundation
import Testing

/// The package's own executable says its own name, `volume-knob`, in help, usage and the commands its
/// messages suggest, so they work when copied (docs/package.md).
@Suite struct CommandNameTests {
    /// `volume-knob`, built beside this test bundle by `swift build --build-tests`.
    private var executable: String? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("volume-knob").path }
            .first(where: FileManager.default.isExecutableFile(atPath:))
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(executable, "volume-knob is built beside the tests"))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func helpUsageAndMessagesSayVolumeKnob() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: volume-knob <subcommand>"))
        let usage = try run(["list", "--bogus"])
        #expect(usage.status == 2)
        #expect(usage.output.contains("volume-knob: Unknown option '--bogus'"))
        #expect(usage.output.contains("Usage: volume-knob list [--json]"))
        let unknown = try run(["inspect", "no-such-scene"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("Known scenes: volume-knob."))
        #expect(unknown.output.contains("Run `volume-knob list`."))
        let noDisplay = try run(["run", "volume-knob"])
        #expect(noDisplay.status == 2)
        #expect(noDisplay.output.contains("volume-knob snapshot volume-knob -o volume-knob.png --overlays all"))
        for output in [help.output, usage.output, unknown.output, noDisplay.output] {
            #expect(!output.replacingOccurrences(of: "axsandbox-", with: "").contains("axsandbox"))
        }
    }
}
