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
