import Foundation
import XCTest

/// `replay --frames`, the trace viewer and `snapshot --after` draw a screen an input presented as
/// the user saw it: a frame is drawn when its step ends (`Replayer.Shown.until`), not at the input's
/// instant, where a transition the input began (Exceptional Dogs' gallery zooming open) has not
/// shown yet and the frame showed the old screen beside a cursor on the new one's element.
final class PresentedScreenFrameTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A VoiceOver user's trace on `scene`: two swipes right and a double tap, `step` milliseconds
    /// apart, the trace ending `2 × step` after the double tap.
    private func swipesTwiceAndActivates(_ scene: String, every step: Int) -> String {
        """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"\(scene)","settings":{"voiceOver":true}}
        {"type":"command","seq":1,"t":0,"name":"vo.next"}
        {"type":"command","seq":2,"t":\(step),"name":"vo.next"}
        {"type":"command","seq":3,"t":\(2 * step),"name":"vo.activate"}
        {"type":"end","seq":4,"t":\(4 * step)}

        """
    }

    /// Replays the fixture's trace with `--frames`, builds its viewer page and draws it with
    /// `snapshot --after`; asserts the last frame shows what the trace's last input opened: it
    /// differs from frame `earlier` (numbered from 0, a frame before the input), `snapshot --after`
    /// draws that very picture, and the viewer's page embeds it; with `frames`, that there are so many.
    private func assertTheLastFrameShowsWhatOpened(_ fixture: TraceSnapshotFixture, differingFrom earlier: Int, _ what: String, frames: Int? = nil,
                                                   file: StaticString = #filePath, line: UInt = #line) throws {
        try fixture.run(["replay", fixture.trace, "--frames", "fr"], file: file, line: line)
        try fixture.run(["view", fixture.trace, "-o", "page.html"], file: file, line: line)
        try fixture.snapshotAfter(file: file, line: line)
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("fr").path).sorted()
        if let frames { XCTAssertEqual(names.count, frames, "one frame an input", file: file, line: line) }
        guard names.count > earlier else { return XCTFail("no frame \(earlier): \(names)", file: file, line: line) }
        let lastFrame = try fixture.data("fr/" + XCTUnwrap(names.last, file: file, line: line))
        let after = try fixture.data("after.png")
        XCTAssertNotEqual(lastFrame, try fixture.data("fr/" + names[earlier]), what, file: file, line: line)
        XCTAssertEqual(lastFrame, after, "the frame after the activation is what snapshot --after draws", file: file, line: line)
        XCTAssertTrue(try String(contentsOf: fixture.folder.appendingPathComponent("page.html"), encoding: .utf8).contains(after.base64EncodedString()),
                      "the viewer's frame is that picture too", file: file, line: line)
    }

    /// VoiceOver opens Exceptional Dogs' gallery (a Swift scene whose gallery zooms in over 250 ms):
    /// the frame after the activation, the viewer's last frame and `snapshot --after` are one picture,
    /// the gallery, not the dog screen under it.
    func testTheFrameAfterAnActivationShowsTheGalleryItOpened() throws {
        let fixture = try TraceSnapshotFixture(self, "presented-gallery", trace: swipesTwiceAndActivates("exceptional-dogs", every: 2000))
        try assertTheLastFrameShowsWhatOpened(fixture, differingFrom: 1, "the gallery is drawn, not the dog screen that the Show gallery frame showed",
                                              frames: 3)
    }

    /// A scene file's sheet, opened by VoiceOver: the frame, the viewer and `snapshot --after` draw it.
    func testTheFrameAfterAnActivationShowsASceneFilesSheet() throws {
        let fixture = try TraceSnapshotFixture(self, "presented-sheet", trace: swipesTwiceAndActivates("element-under-sheet.json", every: 1000))
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Tests/Fixtures/exploration/element-under-sheet.json"),
                                         to: fixture.folder.appendingPathComponent("element-under-sheet.json"))
        try assertTheLastFrameShowsWhatOpened(fixture, differingFrom: 0, "the sheet is drawn")
    }
}
