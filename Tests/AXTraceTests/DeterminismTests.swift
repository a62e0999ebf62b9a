import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Same inputs, same outputs, byte for byte: each golden trace replayed again and again, one after
/// the other and on several threads at once, writes the same lines every time.
final class DeterminismTests: XCTestCase {
    private func replayedText(_ trace: Trace) throws -> String {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: trace.header.scene))
        let result = try Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        return TraceWriter.text(Trace(header: result.header, records: result.records, truncatedAfterLine: nil))
    }

    func testEveryGoldenReplaysToTheSameBytesEveryTimeAndOnEveryThread() throws {
        let traces = try GoldenTraceTests.goldenFiles().map { try TraceReader.load(path: $0.path) }
        let first = try traces.map(replayedText)
        XCTAssertEqual(try traces.map(replayedText), first, "a second round, one after the other")
        // Every trace on its own thread at once: no state is shared between sessions.
        let jobs = traces.count
        var concurrent = [String?](repeating: nil, count: jobs)
        concurrent.withUnsafeMutableBufferPointer { slots in
            DispatchQueue.concurrentPerform(iterations: jobs) { i in
                slots[i] = try? replayedText(traces[i % traces.count])
            }
        }
        for i in 0..<jobs { XCTAssertEqual(concurrent[i], first[i % traces.count], "job \(i), on several threads") }
    }
}
