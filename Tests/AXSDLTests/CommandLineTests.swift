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

    private var imports: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/imports").standardizedFileURL
    }

    func testAnUnknownFileIsRefusedNamingTheRecognisedFormats() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-\(getpid()).txt").path
        try "just some notes".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["inspect", path], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("\(path): not a recognised format; expected a scene file"), result.output)
        XCTAssertTrue(result.output.contains("AccessibilitySnapshot JSON, idb describe-all JSON, XCUIElement debugDescription, Appium page source XML"), result.output)
    }

    func testExportOfAnImportImportsBackAsTheSameElements() throws {
        let sample = imports.appendingPathComponent("checkout-xcuitest.txt").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let export = try run(["export", sample, "--format", "accessibilitysnapshot", "-o", out], environment: baseEnvironment)
        XCTAssertEqual(export.status, 0, export.output)
        let before = try run(["inspect", sample, "--format", "json"], environment: baseEnvironment)
        let after = try run(["inspect", out, "--format", "json"], environment: baseEnvironment)
        XCTAssertEqual(after.status, 0, after.output)
        func spoken(_ json: String) throws -> [JSONValue?] {
            guard case .array(let rows) = try JSONValue.parse(json) else { return [] }
            return rows.map { $0["description"] }
        }
        XCTAssertEqual(try spoken(after.output), try spoken(before.output))
        XCTAssertEqual(try spoken(before.output).count, 12)
    }

    func testSnapshotOfAnImportDrawsItsScreenshot() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-import-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["snapshot", imports.appendingPathComponent("checkout.json").path, "-o", path, "--scale", "1"],
                             environment: baseEnvironment)
        XCTAssertEqual(result.status, 0, result.output)
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: path) }
        XCTAssertEqual(pixels.width, 390)
        XCTAssertEqual(pixels.height, 844)
        // The Pay button's blue, from the screenshot, at (195, 470) in points.
        XCTAssertEqual(pixels[195, 470], PixelBuffer.RGBA(0x00, 0x7A, 0xFF), "\(pixels[195, 470])")
    }
}
