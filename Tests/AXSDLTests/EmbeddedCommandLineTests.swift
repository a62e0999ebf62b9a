import AXCore
import AXSandboxCLI
import AXScenes
import Foundation
import XCTest

/// `AXSandbox.run(scenes:arguments:commandName:)`, the command line for a program that embeds it:
/// every failure comes back as a `CommandLineError` with its status and message, and the process goes
/// on (were anything to exit, this test process would end).
final class EmbeddedCommandLineTests: XCTestCase {
    private func failure(_ arguments: [String], scenes: SceneRegistry = Catalog.registry) -> CommandLineError? {
        do {
            try AXSandbox.run(scenes: scenes, arguments: arguments, commandName: "my-controls")
            return nil
        } catch {
            return error
        }
    }

    func testFailuresAreThrownWithTheirStatusAndMessage() throws {
        let unknown = try XCTUnwrap(failure(["inspect", "no-such-scene"]))
        XCTAssertEqual(unknown.status, .couldNotRun)
        XCTAssertTrue(unknown.message.hasPrefix("unknown scene \"no-such-scene\""), unknown.message)
        XCTAssertTrue(unknown.message.hasSuffix("Run `my-controls list`."), unknown.message)

        // An argument with an extension or a slash is a file: one that does not exist says so, as a
        // missing `.json` does, rather than calling it an unknown scene.
        for missing in ["nonexist.xml", "dumps/nonexist", "nonexist.json"] {
            let file = try XCTUnwrap(failure(["validate", missing]))
            XCTAssertEqual(file.status, .couldNotRun)
            XCTAssertEqual(file.message, "\(missing): cannot read the file: no such file or directory")
        }

        let usage = try XCTUnwrap(failure(["list", "--bogus"]))
        XCTAssertEqual(usage.status, .couldNotRun)
        XCTAssertEqual(usage.message, "Unknown option '--bogus'")
        XCTAssertTrue(usage.usage.hasPrefix("Usage: my-controls list [--json]"), usage.usage)

        let range = try XCTUnwrap(failure(["snapshot", "grid-9", "-o", "/dev/null", "--scale", "100"]))
        XCTAssertEqual(range.status, .couldNotRun)
        XCTAssertEqual(range.message, "--scale must be between 1 and 8")

        // Findings: the report is written (here to /dev/null), the status says the rest.
        let findings = try XCTUnwrap(failure(["validate", "star-rating-broken", "--depth", "0", "-o", "/dev/null"]))
        XCTAssertEqual(findings.status, .findings)
        XCTAssertEqual(findings.message, "")

        let write = try XCTUnwrap(failure(["export", "grid-4", "--format", "scene-file", "-o", "/dev/full"]))
        XCTAssertEqual(write.status, .couldNotRun)
        XCTAssertEqual(write.message, "cannot write /dev/full: no space left on device")
    }

    /// ArgumentParser checks a command's values before it looks for options it does not know: an
    /// unknown option (a misspelt `--all`) is the error named, not what its absence left wrong.
    func testAnUnknownOptionIsNamedBeforeTheValuesAreChecked() throws {
        let cases: [(arguments: [String], says: String)] = [
            (["validate", "--al"], "Unknown option '--al'. Did you mean '--all'?"),
            (["validate", "--bogus"], "Unknown option '--bogus'"),
            (["validate", "grid-9", "--jobs", "0", "--bogus"], "Unknown option '--bogus'"),
            (["inspect", "grid-9", "--setting", "loudness=11", "--bogus"], "Unknown option '--bogus'"),
            (["snapshot", "grid-9", "-o", "/dev/null", "--scale", "100", "--bogus"], "Unknown option '--bogus'"),
            (["describe", "--bogus"], "Unknown option '--bogus'"),
        ]
        for (arguments, says) in cases {
            let error = try XCTUnwrap(failure(arguments), "\(arguments)")
            XCTAssertEqual(error.status, .couldNotRun, "\(arguments)")
            XCTAssertTrue(error.message.hasPrefix(says), "\(arguments): \(error.message)")
            XCTAssertTrue(error.usage.hasPrefix("Usage: my-controls \(arguments[0])"), "\(arguments): \(error.usage)")
        }
        // With the options known, the values' checks speak as before.
        XCTAssertEqual(failure(["validate"])?.message, "name scenes to validate, or pass --all")
        XCTAssertEqual(failure(["validate", "grid-9", "--jobs", "0"])?.message,
                       "--jobs must be a whole number from 1 to 256 (threads to validate on), not 0")
        XCTAssertEqual(failure(["describe"])?.message.hasPrefix("describe needs an element"), true)
    }

    func testSuccessReturns() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("embedded-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertNil(failure(["export", "grid-4", "--format", "scene-file", "-o", path]))
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(#""format": "axsandbox-scene""#))
        XCTAssertNil(failure(["validate", "grid-9", "--depth", "0", "-o", "/dev/null"]))
    }
}
