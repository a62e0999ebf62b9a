import Foundation
import XCTest

/// `replay --frames`, the trace viewer and `snapshot --after` draw a screen an input presented as
/// the user saw it: a frame is drawn when its step ends (`Replayer.Shown.until`), not at the input's
/// instant, where a transition the input began (Exceptional Dogs' gallery zooming open) has not
/// shown yet and the frame showed the old screen beside a cursor on the new one's element.
final class PresentedScreenFrameTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Replays `trace` (in `folder`) with `--frames`, builds its viewer page and draws it with
    /// `snapshot --after`; returns the last frame's bytes, the page and the snapshot's bytes.
    private func drawn(_ trace: String, in folder: URL) throws -> (lastFrame: Data, page: String, after: Data, frames: [String]) {
        try trace.write(to: folder.appendingPathComponent("t.trace"), atomically: true, encoding: .utf8)
        let frames = try BuiltExecutable.run(["replay", "t.trace", "--frames", "fr"], in: folder)
        XCTAssertEqual(frames.status, 0, frames.output)
        let view = try BuiltExecutable.run(["view", "t.trace", "-o", "page.html"], in: folder)
        XCTAssertEqual(view.status, 0, view.output)
        let after = try BuiltExecutable.run(["snapshot", "--after", "t.trace", "--scale", "1", "-o", "after.png"], in: folder)
        XCTAssertEqual(after.status, 0, after.output)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fr").path).sorted()
        let last = try XCTUnwrap(names.last)
        return (try Data(contentsOf: folder.appendingPathComponent("fr").appendingPathComponent(last)),
                try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8),
                try Data(contentsOf: folder.appendingPathComponent("after.png")), names)
    }

    /// VoiceOver opens Exceptional Dogs' gallery (a Swift scene whose gallery zooms in over 250 ms):
    /// the frame after the activation, the viewer's last frame and `snapshot --after` are one picture,
    /// the gallery, not the dog screen under it.
    func testTheFrameAfterAnActivationShowsTheGalleryItOpened() throws {
        let folder = try temporaryFolder("presented-gallery")
        let trace = """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"exceptional-dogs","settings":{"voiceOver":true}}
        {"type":"command","seq":1,"t":0,"name":"vo.next"}
        {"type":"command","seq":2,"t":2000,"name":"vo.next"}
        {"type":"command","seq":3,"t":4000,"name":"vo.activate"}
        {"type":"end","seq":4,"t":8000}

        """
        let (lastFrame, page, after, names) = try drawn(trace, in: folder)
        XCTAssertEqual(names.count, 3, "one frame an input")
        let before = try Data(contentsOf: folder.appendingPathComponent("fr").appendingPathComponent(names[1]))
        XCTAssertNotEqual(lastFrame, before, "the gallery is drawn, not the dog screen that the Show gallery frame showed")
        XCTAssertEqual(lastFrame, after, "the frame after the activation is what snapshot --after draws")
        XCTAssertTrue(page.contains(after.base64EncodedString()), "the viewer's frame is that picture too")
    }

    /// A scene file's sheet, opened by VoiceOver: the frame, the viewer and `snapshot --after` draw it.
    func testTheFrameAfterAnActivationShowsASceneFilesSheet() throws {
        let folder = try temporaryFolder("presented-sheet")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Tests/Fixtures/exploration/element-under-sheet.json"),
                                         to: folder.appendingPathComponent("element-under-sheet.json"))
        let trace = """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"element-under-sheet.json","settings":{"voiceOver":true}}
        {"type":"command","seq":1,"t":0,"name":"vo.next"}
        {"type":"command","seq":2,"t":1000,"name":"vo.next"}
        {"type":"command","seq":3,"t":2000,"name":"vo.activate"}
        {"type":"end","seq":4,"t":4000}

        """
        let (lastFrame, page, after, names) = try drawn(trace, in: folder)
        let before = try Data(contentsOf: folder.appendingPathComponent("fr").appendingPathComponent(names[0]))
        XCTAssertNotEqual(lastFrame, before, "the sheet is drawn")
        XCTAssertEqual(lastFrame, after)
        XCTAssertTrue(page.contains(after.base64EncodedString()))
    }
}
