import AXCore
import AXEngine
import AXScenes
@testable import AXTrace
import Foundation
import XCTest

/// An imported screen draws its screenshot by the path it was loaded from: the path the command line
/// was given when recording, the path the trace names (from the trace's folder) when replaying. The
/// scene digest feeds the picture by its content, so a recording replays wherever the files are named
/// from; a trace recorded when the digest fed the path still replays on the scene named the same way.
final class ImportedScreenDigestTests: XCTestCase {
    static let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/imports")

    /// checkout.json with its checkout@3x.png beside it, loaded by `path`.
    static func checkout(_ path: String) throws -> Scene {
        try ScreenImport.load(path: path, text: String(contentsOfFile: path, encoding: .utf8)).descriptor.make()
    }

    /// The same screen by two spellings of its path, as a recording and its replay name it.
    func bothPaths() throws -> (plain: Scene, spelledOtherwise: Scene) {
        (try Self.checkout(Self.imports.appendingPathComponent("checkout.json").path),
         try Self.checkout(Self.imports.path + "/../imports/./checkout.json"))
    }

    func testTheDigestOfAnImportedScreenIsTheSameWhicheverPathNamesIt() throws {
        let (plain, spelledOtherwise) = try bothPaths()
        var drawn = DisplayList()
        plain.draw(into: &drawn, settings: Settings(), time: 0)
        XCTAssertTrue(drawn.items.contains { if case .image = $0.command { return true } else { return false } }, "the screenshot is drawn")
        XCTAssertEqual(SceneDigest.digest(of: plain, settings: Settings()), SceneDigest.digest(of: spelledOtherwise, settings: Settings()))
        XCTAssertNotEqual(SceneDigest.digest(of: plain, settings: Settings(), imagesBy: .name),
                          SceneDigest.digest(of: spelledOtherwise, settings: Settings(), imagesBy: .name), "by name they differed")
    }

    /// A trace whose header carries the digest by the picture's name (as recorded before) replays on
    /// the scene loaded by that same path, and is refused on a changed screen.
    func testATraceWithTheDigestByNameStillReplays() throws {
        let (plain, _) = try bothPaths()
        let driver = SessionDriver(session: Session(scene: plain, settings: Settings()))
        var header = driver.header(tool: "test")
        header.sceneDigest = SceneDigest.digest(of: plain, settings: header.settings, imagesBy: .name)
        let records = driver.end(at: 1000)
        let text = ([TraceWriter.line(header)] + records.map(TraceWriter.line)).map { $0 + "\n" }.joined()
        let trace = try TraceReader.parse(text, file: "recorded.trace")
        let (again, _) = try bothPaths()
        XCTAssertNil(try Replayer(trace: trace, scene: again, allowSceneDrift: false, tool: "test").run().difference)
        header.sceneDigest = "0123456789abcdef"
        let changed = try TraceReader.parse(TraceWriter.line(header) + "\n" + records.map(TraceWriter.line).joined(separator: "\n") + "\n",
                                            file: "changed.trace")
        XCTAssertThrowsError(try Replayer(trace: changed, scene: again, allowSceneDrift: false, tool: "test").run()) { error in
            XCTAssertTrue("\(error)".contains("changed since the trace was recorded"), "\(error)")
        }
    }

    /// A capture replayed without the screenshot it was recorded over: its file reads as recorded
    /// (the header's content digest), and the refusal says what changed lies outside it, where it
    /// said only "changed" and its advice (`--update`) would have recorded a screen with no picture.
    func testACaptureReplayedWithoutItsScreenshotSaysWhereTheChangeLies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-nopng-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = Self.imports.appendingPathComponent("checkout.json").path
        let copy = folder.appendingPathComponent("checkout.json").path
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        let text = try String(contentsOfFile: original, encoding: .utf8)
        let fileDigest = SceneFile.contentDigest(of: text)
        let recordedOn = try Self.checkout(original)
        let driver = SessionDriver(session: Session(scene: recordedOn, settings: Settings()))
        var header = driver.header(tool: "test")
        header.sceneFile = SceneFileReference(path: "checkout.json", digest: fileDigest)
        let trace = try TraceReader.parse(([TraceWriter.line(header)] + driver.end(at: 1000).map(TraceWriter.line)).map { $0 + "\n" }.joined(),
                                          file: "imp.trace")
        let withoutPicture = try Self.checkout(copy)
        XCTAssertThrowsError(try Replayer(trace: trace, scene: withoutPicture, sceneFile: SceneFileReference(path: "checkout.json", digest: fileDigest),
                                          allowSceneDrift: false, tool: "test").run()) { error in
            XCTAssertTrue("\(error)".contains("changed since the trace was recorded"), "\(error)")
            XCTAssertTrue("\(error)".contains("though its file reads as recorded: what changed lies outside it, the screenshot drawn under an imported screen"), "\(error)")
        }
        // A file edited since is said as such, not as a change outside it.
        XCTAssertThrowsError(try Replayer(trace: trace, scene: withoutPicture, sceneFile: SceneFileReference(path: "checkout.json", digest: "0000000000000000"),
                                          allowSceneDrift: false, tool: "test").run()) { error in
            XCTAssertFalse("\(error)".contains("outside it"), "\(error)")
        }
    }

}
