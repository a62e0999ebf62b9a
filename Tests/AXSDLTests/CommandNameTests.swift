import Foundation
import XCTest

/// A package's own executable (examples/VolumeKnob's `volume-knob`, the tutorial's `fan-speed`) says
/// its own name in help, usage and every message that suggests a command, so the command works when
/// copied. The name is the one the executable was started by: here the built `axsandbox` started
/// through a link named `fan-speed`, as `AXSandbox.main` runs in any package.
final class CommandNameTests: XCTestCase {
    func testAnExecutableByAnotherNameSaysThatNameEverywhere() throws {
        guard let executable = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-name-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renamed = folder.appendingPathComponent("fan-speed").path
        try FileManager.default.createSymbolicLink(atPath: renamed, withDestinationPath: executable)
        var environment = BuiltExecutable.headlessEnvironment
        environment["FAN"] = renamed

        let cases: [(arguments: String, says: [String])] = [
            ("--help", ["USAGE: fan-speed <subcommand>", "See 'fan-speed help <subcommand>'"]),
            ("describe --help", ["fan-speed describe --label Filter --value 1"]),
            ("run --help", ["`fan-speed replay FILE` checks the run", "`fan-speed snapshot`", "`fan-speed validate`"]),
            ("list --bogus", ["fan-speed: Unknown option '--bogus'", "Usage: fan-speed list [--json]", "See 'fan-speed list --help'"]),
            ("inspect no-such-scene", ["fan-speed: unknown scene \"no-such-scene\"", "Run `fan-speed list`."]),
            ("run grid-9", ["fan-speed snapshot grid-9 -o grid-9.png", "fan-speed validate grid-9", "xvfb-run -a fan-speed run grid-9"]),
            ("describe", ["fan-speed: describe needs an element", "`fan-speed describe --label Filter --traits button`",
                          "`fan-speed inspect SCENE`"]),
            ("validate grid-9 --rule no-such-rule", ["`fan-speed validate --list-rules` lists them"]),
        ]
        for (arguments, says) in cases {
            let result = try BuiltExecutable.run("\"$FAN\" " + arguments, shell: true, environment: environment)
            for text in says { XCTAssertTrue(result.output.contains(text), "fan-speed \(arguments) should say \(text):\n\(result.output)") }
            // No command suggested under the tool's name (the trace format's name, axsandbox-trace, is not a command).
            XCTAssertFalse(result.output.replacingOccurrences(of: "axsandbox-", with: "").contains("axsandbox"),
                           "fan-speed \(arguments):\n\(result.output)")
        }
    }
}
