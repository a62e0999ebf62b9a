import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `snapshot --zoom` as a user calls it (docs/vision.md#zoom): it says what it zoomed on, and a bad
/// level, point or mode exits 2 saying what was expected.
final class ZoomCommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments, environment: BuiltExecutable.headlessEnvironment)
    }

    func testSnapshotZoomsOnThePointOrTheFocusedElement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-cli-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("z.png").path
        let atPoint = try run(["snapshot", "star-rating", "-o", png, "--zoom", "3@0,0"])
        XCTAssertEqual(atPoint.status, 0, atPoint.output)
        XCTAssertTrue(atPoint.output.contains("zoomed 3× on [0, 0, 130, 281.33]"), atPoint.output)
        let window = try run(["snapshot", "star-rating", "-o", png, "--zoom", "2", "--zoom-mode", "window"])
        XCTAssertEqual(window.status, 0, window.output)
        XCTAssertTrue(window.output.contains("zoomed 2× on [117, 351.67, 156, 140.67]"), window.output)
    }

    func testBadZoomValuesExitTwoSayingWhy() throws {
        let cases: [([String], String)] = [
            (["--zoom", "40"], "--zoom 40: the level must be a number from 1.2 to 15"),
            (["--zoom", "2@left"], "--zoom 2@left: after @ give the point looked at as X,Y in scene points (2@120,300)"),
            (["--zoom", "2", "--zoom-mode", "lens"], "--zoom-mode must be fullScreen or window, found \"lens\""),
        ]
        for (arguments, message) in cases {
            let result = try run(["snapshot", "star-rating", "-o", "/tmp/never-written.png"] + arguments)
            XCTAssertEqual(result.status, 2, result.output)
            XCTAssertTrue(result.output.contains(message), result.output)
        }
        // `run` takes the same options (one group), refused the same way before any window opens,
        // and what a trace's header could not record.
        let runCases: [([String], String)] = cases + [
            (["--zoom", "2@10,10"], "--zoom 2@10,10: the window opens zoomed in around the screen's centre"),
            (["--zoom", "8"], "--zoom 8: above the Maximum Zoom Level (5); add --zoom-setting maximumLevel=8"),
            (["--zoom-setting", "followsFocus=maybe"], "zoom setting followsFocus=maybe: expected true or false"),
            (["--zoom-setting", "lens"], "--zoom-setting lens: expected name=value"),
        ]
        for (arguments, message) in runCases {
            let result = try run(["run", "star-rating"] + arguments)
            XCTAssertEqual(result.status, 2, result.output)
            XCTAssertTrue(result.output.contains(message), result.output)
        }
    }
}
