import Foundation
import XCTest

/// libpng prints its own lines on standard error while SDL2_image decodes a screenshot; they are
/// caught (docs/robustness.md): a damaged PNG gives one located message (the corpus case
/// `screenshot-corrupt`), and a PNG libpng only warns about decodes with nothing printed.
final class ScreenshotDecodeMessageTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example screenshot with a text chunk whose checksum is wrong: libpng says "tEXt: CRC
    /// error" as a warning, drops the chunk and decodes the picture.
    func testAWarningAboutAPictureThatDecodesIsNotPrinted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-png-warning-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let imports = Self.repository.appendingPathComponent("examples/imports")
        var png = try Data(contentsOf: imports.appendingPathComponent("checkout@3x.png"))
        let afterHeader = 8 + 4 + 4 + 13 + 4
        let text = Data("Comment\u{0}hello".utf8)
        var chunk = Data([0, 0, 0, UInt8(text.count)]) + Data("tEXt".utf8) + text
        chunk += Data([0xDE, 0xAD, 0xBE, 0xEF])
        png.insert(contentsOf: chunk, at: afterHeader)
        try png.write(to: folder.appendingPathComponent("warned@3x.png"))
        try Data(contentsOf: imports.appendingPathComponent("checkout-appium.xml")).write(to: folder.appendingPathComponent("warned.xml"))
        try Data(contentsOf: imports.appendingPathComponent("checkout@3x.png")).write(to: folder.appendingPathComponent("plain@3x.png"))
        try Data(contentsOf: imports.appendingPathComponent("checkout-appium.xml")).write(to: folder.appendingPathComponent("plain.xml"))

        let warned = try BuiltExecutable.run(["validate", "warned.xml", "--format", "json"], in: folder)
        let plain = try BuiltExecutable.run(["validate", "plain.xml", "--format", "json"], in: folder)
        XCTAssertFalse(warned.output.contains("libpng"), warned.output)
        XCTAssertEqual(warned.status, plain.status)
        // The state digest hashes the file's name, so it is the one line a renamed copy changes.
        func withoutDigest(_ report: String) -> String {
            report.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"digest\":") }.joined(separator: "\n")
        }
        XCTAssertEqual(withoutDigest(warned.output.replacingOccurrences(of: "warned", with: "plain")), withoutDigest(plain.output),
                       "the same report as the undamaged picture's, and nothing else")
    }
}
