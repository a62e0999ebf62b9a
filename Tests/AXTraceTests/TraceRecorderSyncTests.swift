import AXCore
import AXEngine
import AXScenes
import AXTrace
import Foundation
import XCTest

/// What the recorder does for a machine crash and for a run that ends twice: written lines reach the
/// disk within `TraceRecorder.syncInterval` (one sync for many lines, none while nothing is written,
/// none after the end), and a recording ends once, whoever asks again.
final class TraceRecorderSyncTests: XCTestCase {
    private func recorder(_ name: String) throws -> (TraceRecorder, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-sync-\(name)-\(getpid()).trace").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        var settings = Settings()
        settings.voiceOver = true
        return (try TraceRecorder(session: Session(scene: GridScene(count: 4), settings: settings), path: path, tool: "test"), path)
    }

    /// Polls `condition` every 10 ms for up to `seconds`: the sync runs on its own queue.
    private func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        return true
    }

    /// The header schedules one sync; lines written before it runs share it; a line written after
    /// it schedules the next. The lines are on disk as soon as the recorder wrote them, synced or not.
    func testWrittenLinesAreSyncedOnceAnIntervalNotPerLine() throws {
        let (recorder, path) = try recorder("interval")
        for t in stride(from: 0, to: 500, by: 50) { recorder.apply(.command(.next), at: t) }
        XCTAssertEqual(recorder.syncCount, 0, "no line waits for the disk as it is written")
        XCTAssertTrue(eventually(10) { recorder.syncCount == 1 }, "one sync for the header and ten inputs")
        recorder.apply(.command(.next), at: 2000)
        XCTAssertTrue(eventually(10) { recorder.syncCount == 2 }, "a line after the sync schedules the next")
        recorder.finish(at: 3000)
        XCTAssertEqual(try TraceReader.load(path: path).inputs.count, 12, "eleven commands and end, none lost")
    }

    /// After `finish` (which syncs and closes the file itself) a sync still scheduled does nothing.
    func testASyncScheduledBeforeTheEndDoesNothingAfterIt() throws {
        let (recorder, path) = try recorder("after-end")
        recorder.apply(.command(.next), at: 0)
        recorder.finish(at: 1000)
        XCTAssertTrue(recorder.isSyncScheduled, "the lines scheduled a sync, still waiting")
        XCTAssertTrue(eventually(10) { !recorder.isSyncScheduled }, "the scheduled sync had its turn")
        XCTAssertEqual(recorder.syncCount, 0, "the close synced; the scheduled sync found the file closed")
        XCTAssertNil(recorder.failure)
        XCTAssertNil(try TraceReader.load(path: path).truncatedAfterLine)
    }

    /// Finishing again (an error path after the run's own end) adds
    /// nothing: the trace has one final snapshot and one end, the last line.
    func testARecordingEndsOnce() throws {
        let (recorder, path) = try recorder("once")
        recorder.apply(.command(.next), at: 0)
        recorder.finish(at: 1000)
        recorder.finish(at: 2000)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: #"{"type":"end""#).count - 1, 1)
        XCTAssertEqual(text.components(separatedBy: #""snapshot":"#).count - 1, 1, "one final snapshot")
        let lines = text.split(separator: "\n")
        XCTAssertTrue(lines.last?.hasPrefix(#"{"type":"end""#) ?? false, text)
        XCTAssertTrue(lines.last?.hasSuffix(#","t":1000}"#) ?? false, "the first finish's time: \(text)")
    }
}
