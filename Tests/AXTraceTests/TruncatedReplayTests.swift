import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// A recording killed at any moment leaves a prefix of its lines (perhaps with a partial last one).
/// Replaying that prefix must report it as truncated, never as a difference: the clock runs as far as
/// the recorded outputs show, and only the records present are compared.
final class TruncatedReplayTests: XCTestCase {
    /// Replays the first `lines` lines of `text` (plus `partial` bytes of the next line, as a kill in
    /// the middle of a write would leave them).
    private func replayPrefix(_ lines: [Substring], count: Int, partial: Int = 0, of golden: URL) throws -> (Trace, Replayer.Result) {
        var text = lines[..<count].joined(separator: "\n") + "\n"
        if partial > 0, count < lines.count { text += lines[count].prefix(partial) }
        let trace = try TraceReader.parse(text, file: golden.lastPathComponent)
        return (trace, try GoldenTraceTests.replayer(for: trace, at: golden.path).run())
    }

    /// Every golden trace cut after every line (header kept), and again in the middle of the next line.
    func testEveryGoldenCutAtEveryLineReplaysAsATruncatedPrefix() throws {
        var cuts = 0
        for file in try GoldenTraceTests.goldenFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            // The last line is `end`: a cut before it is still a recording without its end.
            for count in 1..<lines.count {
                for partial in count % 5 == 0 ? [0, 17] : [0] {
                    let (trace, result) = try replayPrefix(lines, count: count, partial: partial, of: file)
                    XCTAssertEqual(trace.truncatedAfterLine, count, "\(file.lastPathComponent) cut after line \(count)")
                    if let d = result.difference {
                        XCTFail("\(file.lastPathComponent) cut after line \(count)+\(partial): line \(d.line) differs: \(d.fields)")
                        return
                    }
                    cuts += 1
                }
            }
        }
        XCTAssertGreaterThan(cuts, 500, "every golden was cut many times")
    }

    /// The issue's own case: the last line is a speech record that finished on a timer after the last
    /// input. Replay advances the clock to it and finds it.
    func testACutAfterATimerOutputReplaysIt() throws {
        let file = GoldenTraceTests.goldenDirectory.appendingPathComponent("hello-goodbye-demo.trace")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let speech = try XCTUnwrap(lines.firstIndex { $0.contains("\"type\":\"speech\"") })
        let (trace, result) = try replayPrefix(lines, count: speech + 1, of: file)
        XCTAssertFalse(try XCTUnwrap(trace.records.last).record.isInput, "the cut trace ends with an output")
        XCTAssertNil(result.difference)
        let replayedSpeech = result.records.contains { if case .output(_, .speech) = $0.record { return true } else { return false } }
        XCTAssertTrue(replayedSpeech, "the speech that finished after the input was produced by running the clock")
    }

    /// A real difference inside the prefix is still reported.
    func testADifferenceInsideThePrefixIsStillADifference() throws {
        let file = GoldenTraceTests.goldenDirectory.appendingPathComponent("hello-goodbye-demo.trace")
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let focus = try XCTUnwrap(lines.firstIndex { $0.contains("\"type\":\"focus\"") && $0.contains("Meet your match") })
        lines[focus] = Substring(lines[focus].replacingOccurrences(of: "Meet your match", with: "Meet your maths"))
        let (_, result) = try replayPrefix(lines, count: focus + 3, of: file)
        XCTAssertEqual(result.difference?.line, focus + 1)
    }

    /// Quitting with a finger down: `end` cancels it first, so the trace ends cleanly, our own reader
    /// loads it, and it replays exactly.
    func testEndingWithAPointerDownCancelsItAndTheTraceLoads() throws {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "star-rating"))
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: descriptor.make(), settings: settings))
        var records: [TimedRecord] = []
        records += driver.apply(.pointer(PointerSample(.down, id: 0, Point(100, 300), time: 1000, kind: .mouse)), at: 1000)
        records += driver.apply(.pointer(PointerSample(.move, id: 0, Point(120, 300), time: 1100, kind: .mouse)), at: 1100)
        records += driver.apply(.pointer(PointerSample(.down, id: 1, Point(200, 300), time: 1150)), at: 1150)
        records += driver.end(at: 1500)
        let inputs = records.filter { $0.record.isInput }
        XCTAssertEqual(inputs.suffix(3).map(\.record), [
            .input(.pointer(PointerSample(.cancel, id: 0, Point(120, 300), time: 1500, kind: .mouse))),
            .input(.pointer(PointerSample(.cancel, id: 1, Point(200, 300), time: 1500))),
            .end,
        ])
        let text = TraceWriter.text(Trace(header: driver.header(tool: "test"), records: records, truncatedAfterLine: nil))
        let trace = try TraceReader.parse(text, file: "held.trace")
        XCTAssertNil(trace.truncatedAfterLine)
        let result = try Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference)
    }

    /// Quitting while VoiceOver speaks: `end` cuts the utterance where it is, so the trace and its
    /// transcript say the part the user heard, just before the final state; the trace replays exactly.
    func testEndingWhileSpeakingRecordsTheUtteranceCut() throws {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "star-rating"))
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: descriptor.make(), settings: settings))
        var records: [TimedRecord] = []
        records += driver.advance(to: 5000)
        records += driver.apply(.command(.next), at: 5000)
        XCTAssertNotNil(driver.session.speaking, "the next element is being said")
        records += driver.end(at: 5300)
        let tail = records.suffix(3).map(\.record)
        guard case .output(_, .speech(let cut)) = tail[0] else { return XCTFail("the speech record precedes the final state: \(tail)") }
        XCTAssertEqual(cut.outcome, .interrupted)
        XCTAssertEqual(cut.end, 5300)
        XCTAssertEqual(cut.start, 5000)
        let heard = try XCTUnwrap(cut.heard)
        XCTAssertFalse(heard.isEmpty)
        XCTAssertTrue(cut.text.hasPrefix(heard) && heard.count < cut.text.count, "the part said in 300 ms: \(heard)")
        XCTAssertEqual(Replayer.transcript(records).last, heard + " [cut]")
        XCTAssertNil(driver.session.speaking)
        let text = TraceWriter.text(Trace(header: driver.header(tool: "test"), records: records, truncatedAfterLine: nil))
        let trace = try TraceReader.parse(text, file: "quit.trace")
        let result = try Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "replay ends the same way")
        XCTAssertEqual(result.records.map(\.record), records.map(\.record))

        // A recording kept from before the end cut speech holds no such record: it still matches
        // (format version 1's promise), and --update writes the record it lacks.
        var older = records
        older.remove(at: older.count - 3)
        older = older.enumerated().map { i, r in i >= older.count - 2 ? TimedRecord(seq: r.seq - 1, time: r.time, record: r.record) : r }
        let olderText = TraceWriter.text(Trace(header: driver.header(tool: "test"), records: older, truncatedAfterLine: nil))
        let kept = try Replayer(trace: try TraceReader.parse(olderText, file: "older.trace"), scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(kept.difference, "an older recording ending mid-utterance still matches")
        XCTAssertEqual(kept.records.map(\.record), records.map(\.record), "what --update writes: the cut record added")
        // Any other difference at the end is still one: the final state changed.
        var changed = older
        changed[changed.count - 2] = TimedRecord(seq: changed[changed.count - 2].seq, time: changed[changed.count - 2].time,
                                                 record: .snapshot(cause: 0, digest: "0000000000000000", pairs: []))
        let changedText = TraceWriter.text(Trace(header: driver.header(tool: "test"), records: changed, truncatedAfterLine: nil))
        XCTAssertNotNil(try Replayer(trace: try TraceReader.parse(changedText, file: "changed.trace"), scene: descriptor.make(),
                                     allowSceneDrift: false, tool: "test").run().difference)
    }
}
