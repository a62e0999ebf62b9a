import Foundation
import XCTest

/// The exit statuses the help promises (0 success, help and `--version`; 1 findings or a replay
/// difference; 2 could not run, a bad command line included), through the built executable, and the
/// one place that ends the process (docs/robustness.md, "Exit statuses").
final class ExitStatusTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments)
    }

    private var scratch: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-exit-\(getpid()).png").path
    }

    /// ArgumentParser ends a bad command line with 64 (EX_USAGE) on its own; here every one is 2,
    /// with the reason and the usage on standard error.
    func testBadCommandLinesExit2WithTheReason() throws {
        let cases: [(arguments: [String], says: String)] = [
            (["snapshot", "grid-9", "-o", scratch, "--scale", "100"], "--scale must be between 1 and 8"),
            (["list", "--bogus"], "Unknown option '--bogus'"),
            (["inspect"], "Missing expected argument '<scene>'"),
            (["no-such-command"], "Unexpected argument 'no-such-command'"),
            // Help of no subcommand printed the top level's help and exited 0.
            (["help", "nosuch"], "help: no subcommand \"nosuch\""),
            (["validate", "grid-9", "--fail-on", "sometimes"], "The value 'sometimes' is invalid for '--fail-on"),
            (["inspect", "grid-9", "--setting", "loudness=11"], "loudness"),
            (["view", "x.trace"], "Missing expected argument '--output <output>'"),
            // An empty phrase was said as nothing and the window opened.
            (["run", "grid-9", "--say", "Tap 1", "--say", " "], "--say: phrase 2 is empty; a phrase must hold words"),
        ]
        for (arguments, says) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains(says), "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.hasPrefix("axsandbox: "), "\(arguments): \(result.output)")
        }
        // The usage comes with a usage error.
        XCTAssertTrue(try run(["list", "--bogus"]).output.contains("Usage: axsandbox list [--json]"))
    }

    func testHelpAndVersionExit0AndFindingsExit1() throws {
        for arguments in [["--help"], ["--version"], ["snapshot", "--help"], ["help", "replay"], []] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(try run(["--version"]).output, "0.1.0\n")
        XCTAssertTrue(try run(["--help"]).output.contains("Exit status: 0 success"))
        XCTAssertEqual(try run(["validate", "star-rating", "--depth", "0"]).status, 0)
        let findings = try run(["validate", "star-rating-broken", "--depth", "0"])
        XCTAssertEqual(findings.status, 1, findings.output)
        XCTAssertTrue(findings.output.contains("error"), findings.output)
    }

    /// `--require-complete` turns an exploration that stopped at its bounds into exit 1, saying where
    /// it stopped; a complete one stays 0, and it is refused with `--depth 0`, which explores nothing.
    func testRequireCompleteFailsAnExplorationThatStoppedAtItsBounds() throws {
        XCTAssertEqual(try run(["validate", "star-rating", "--depth", "1"]).status, 0, "without the flag, the states found are judged")
        let stopped = try run(["validate", "star-rating", "--depth", "1", "--require-complete"])
        XCTAssertEqual(stopped.status, 1, stopped.output)
        XCTAssertTrue(stopped.output.contains("axsandbox: --require-complete: the exploration of star-rating stopped at its bounds (2 states unexplored)"),
                      stopped.output)
        let complete = try run(["validate", "star-rating", "--require-complete"])
        XCTAssertEqual(complete.status, 0, complete.output)
        let refused = try run(["validate", "star-rating", "--depth", "0", "--require-complete"])
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains("--depth 0 validates the initial state alone"), refused.output)
    }

    /// Only `AXSandbox.main` may end the process: everything else throws, so a package that embeds
    /// the command line (`AXSandbox.run`) gets its failures back. Foundation's
    /// `FileHandle.write(_:)` is out too: it traps when the write fails (`2>/dev/full`).
    func testNoLibraryCodeEndsTheProcessOrTrapsOnAWrite() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let forbidden = try NSRegularExpression(pattern: #"(?<![A-Za-z_])(exit|_exit|abort|fatalError)\(|standard(Error|Output)\.write\("#)
        var found: [String] = []
        for folder in ["Sources", "Scenes"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let code = String(line.prefix { $0 != "/" || !line.contains("//") })
                    if forbidden.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        // Named without its line number, so an edit above it does not fail the test.
                        found.append("\(file.path.dropFirst(root.path.count + 1)): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertEqual(found, ["Sources/AXSandboxCLI/AXSandbox.swift: Foundation.exit(error.status.rawValue)"],
                       "throw a CommandLineError instead; AXSandbox.main is the one place that exits")
    }
}
