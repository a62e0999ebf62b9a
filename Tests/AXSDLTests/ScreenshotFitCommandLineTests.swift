import Foundation
import XCTest

/// A screenshot that cannot be the capture's screen stops the command with exit status 2 and one
/// message naming the picture, the capture and both sizes, before any report is written; before, the
/// outside tester's landscape picture under the example gave 31 errors and no word of the picture
/// (docs/import.md, "The screenshot").
final class ScreenshotFitCommandLineTests: XCTestCase {
    private static let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/imports")

    func testAPictureThatCannotBeTheCapturesScreenIsRefusedWithExitStatus2() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-fit-cli-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The header is all the check reads: the picture is refused before it is decoded.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for side in [2532, 1170] { bytes += [24, 16, 8, 0].map { UInt8((side >> $0) & 0xFF) } }
        try Data(bytes).write(to: folder.appendingPathComponent("landscape.png"))
        let capture = Self.imports.appendingPathComponent("checkout.json").path
        for command in ["validate", "inspect"] {
            let run = try BuiltExecutable.run([command, capture, "--import-screenshot", "landscape.png"], in: folder)
            XCTAssertEqual(run.status, 2, run.output)
            XCTAssertTrue(run.output.hasPrefix("axsandbox: landscape.png: the screenshot cannot be the screen of checkout.json: 2532×1170 "
                                               + "pixels at 6 per point (the whole number that fits the capture's width) is a screen of "
                                               + "422×195 points"), run.output)
            XCTAssertEqual(run.output.filter { $0 == "\n" }.count, 1, "one message, no report: \(run.output)")
        }
        // The example's own picture beside it is still its screen.
        let own = try BuiltExecutable.run(["validate", capture, "--depth", "0"], in: folder)
        XCTAssertEqual(own.status, 1, own.output)
        XCTAssertTrue(own.output.contains("3 errors, 5 warnings"), own.output)
    }
}
