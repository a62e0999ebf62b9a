import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `axsandbox validate` of an imported screen with a generated screenshot PNG: a popup over UIKit's
/// dimming (black at 40 % alpha) that is not modal is an error, the same screen undimmed is not
/// (docs/import.md, "Dimmed backdrops"). Skipped when the executable is not built beside the tests.
final class DimmedBackdropCommandLineTests: XCTestCase {
    /// Back and a row behind a custom popup (an `Other`, not an alert) on a 390×844 pt screen.
    static let dump = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
        + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        + "      Button, 0x3, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Back'\n"
        + "      StaticText, 0x4, {{16.0, 120.0}, {358.0, 44.0}}, label: 'Location history'\n"
        + "      Other, 0x5, {{50.0, 300.0}, {290.0, 200.0}}, identifier: 'popup'\n"
        + "        StaticText, 0x6, {{66.0, 320.0}, {258.0, 44.0}}, label: 'Share your location?'\n"
        + "        Button, 0x7, {{50.0, 440.0}, {290.0, 60.0}}, label: 'Allow'\n"

    /// Writes the dump and a 390×844 PNG (@1x): light grey with dark text rows, the popup white,
    /// everything around it multiplied by `1 - dimming`. Returns the dump's path.
    private func writeScreen(dimming: Double, in directory: URL) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let dump = directory.appendingPathComponent("popup.txt").path
        try Self.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        var picture = PixelBuffer(width: 390, height: 844, fill: PixelBuffer.RGBA(242, 242, 247))
        for y in 0..<844 {
            for x in 0..<390 {
                let inPopup = x >= 50 && x < 340 && y >= 300 && y < 500
                var v: Double = inPopup ? 255 : (y % 44 >= 16 && y % 44 < 24 && x > 16 && x < 220 ? 30 : 245)
                if !inPopup { v *= 1 - dimming }
                let c = UInt8(v.rounded())
                picture.set(x, y, PixelBuffer.RGBA(c, c, c))
            }
        }
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        try SDLRuntime.with(.headless) { try picture.writePNG(to: directory.appendingPathComponent("popup@1x.png").path) }
        return dump
    }

    func testAPopupOverADimmedScreenshotThatIsNotModalFailsValidation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-dimmed-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let dimmed = try BuiltExecutable.run(["validate", try writeScreen(dimming: 0.4, in: directory)])
        XCTAssertEqual(dimmed.status, 1, dimmed.output)
        XCTAssertTrue(dimmed.output.contains("error modal.not-modal-overlay: Overlay \"popup\" is shown over a dimmed backdrop but is not modal"),
                      dimmed.output)
        let undimmed = try BuiltExecutable.run(["validate", try writeScreen(dimming: 0, in: directory)])
        XCTAssertFalse(undimmed.output.contains("modal.not-modal-overlay"), undimmed.output)
    }
}
