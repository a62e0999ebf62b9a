import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `axsandbox snapshot` and `axsandbox run` as a user calls them (skipped when the executable is not
/// built beside the tests).
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments, environment: environment)
    }

    private var baseEnvironment: [String: String] { BuiltExecutable.headlessEnvironment }

    func testRunWithoutADisplaySaysSoAndPointsToSnapshotAndValidate() throws {
        let result = try run(["run", "grid-9"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("needs a display"), result.output)
        XCTAssertTrue(result.output.contains("axsandbox snapshot grid-9"), result.output)
        XCTAssertTrue(result.output.contains("axsandbox validate grid-9"), result.output)
    }

    func testDescribeWithoutAnElementSaysWhatItNeeds() throws {
        let result = try run(["describe"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("--label, --value, --hint or --traits"), result.output)
    }

    /// Paragraphs of help are wrapped by the parser at the terminal's width, never where the source
    /// line happened to end: no line but a paragraph's last stops short.
    func testHelpTextsWrapParagraphsWholeNotMidSentence() throws {
        let commands = ["", "run", "list", "inspect", "describe", "validate", "snapshot", "replay", "view", "bench"]
        for command in commands {
            let help = try run(command.isEmpty ? ["--help"] : [command, "--help"], environment: baseEnvironment).output
            let prose = help.components(separatedBy: "USAGE:")[0]
            for paragraph in prose.components(separatedBy: "\n\n") {
                let lines = paragraph.split(separator: "\n")
                for line in lines.dropLast() where !line.hasPrefix("axsandbox ") {
                    XCTAssertGreaterThan(line.count, 55, "`axsandbox \(command) --help` breaks a sentence early: \"\(line)\"")
                }
            }
        }
    }

    func testSnapshotWritesAPNGWithTheLegendBesideTheScene() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-\(getpid()).png").path
        let result = try run(["snapshot", "grid-9", "-o", path, "--scale", "1", "--overlays", "all"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 0, result.output)
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: path) }
        XCTAssertEqual(pixels.height, 844)
        XCTAssertGreaterThan(pixels.width, 390 + 200)
        let bad = try run(["snapshot", "grid-9", "-o", path, "--overlays", "sparkles"], environment: baseEnvironment)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.output.contains("unknown overlay"), bad.output)
    }
}
