import AXCore
import AXScenes
import AXTrace
import Foundation
import XCTest

/// A recording whose display goes away: `axsandbox run --record` on an X server of the test's own,
/// which the test kills once the trace shows the run's first input. Xlib's default would end the
/// process there (exit 1, `XIO: fatal IO error`, no `end`); the run must end as Q ends it instead.
extension RealWindowTests {
    /// The X server is killed (SIGKILL) while the window records: the run ends with exit status 2
    /// and one line saying the display closed, and its trace ends cleanly, its final snapshot then
    /// one `end` at the time the message names, loads as whole (not truncated) and replays exactly.
    func testARecordingWhoseDisplayIsKilledEndsCleanly() throws {
        guard let xvfbServer = which("Xvfb"), which("xdotool") != nil else { throw XCTSkip("Xvfb and xdotool are needed") }
        guard let axsandbox = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        let directory = try temporaryFolder("axsandbox-display-closed")
        let trace = directory.appendingPathComponent("run.trace").path
        let errors = directory.appendingPathComponent("stderr").path
        // Xvfb picks a free display and writes its number once it accepts clients (-displayfd);
        // `poll` waits for a condition as `wait_for` does, at most a minute.
        let script = windowFunctions(status: statusPath("display-closed")) + """
        poll() {
          deadline=$(( $(date +%s) + 60 ))
          until eval "$1"; do
            if [ "$(date +%s)" -ge "$deadline" ]; then echo "timed out waiting for: $1"; kill $PID $XVFB 2>/dev/null; exit 4; fi
            sleep 0.02
          done
        }
        "\(xvfbServer)" -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"\(directory.path)/display" 2>/dev/null &
        XVFB=$!
        poll '[ -s "\(directory.path)/display" ]'
        export DISPLAY=":$(cat "\(directory.path)/display")"
        start_window "\(axsandbox)" run star-rating --voiceover --scale 1 --exit-after 120 --no-sound --record "\(trace)" 2>"\(errors)"
        xdotool key --window $WID Right
        wait_for 'keys 1'
        poll 'grep -q "\\"type\\":\\"command\\"" "\(trace)"'
        kill -KILL $XVFB
        wait $PID
        echo "status $?"
        exit 0
        """
        let (status, output) = try runWindowProcess("/bin/sh", ["-c", script])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("status 2"), "the run could not go on: exit 2, not Xlib's exit 1: \(output)")

        let loaded = try TraceReader.load(path: trace)
        XCTAssertNil(loaded.truncatedAfterLine, "the trace has its end record")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: #"{"type":"end""#).count - 1, 1, "one end record, the last line")
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertEqual(loaded.inputs.count, 2, "the key, then end: \(loaded.inputs.map(\.record))")
        guard case .command(.next)? = loaded.inputs.first.flatMap({ if case .input(let input) = $0.record { return input } else { return nil } }) else {
            return XCTFail("the first input is the Right key's vo.next: \(loaded.inputs.map(\.record))")
        }
        let last = try XCTUnwrap(loaded.records.last)
        guard case .end = last.record, case .snapshot? = loaded.records.dropLast().last?.record else {
            return XCTFail("the final snapshot, then end: \(loaded.records.suffix(2).map(\.record))")
        }

        let message = try String(contentsOfFile: errors, encoding: .utf8)
        let display = try String(contentsOfFile: directory.appendingPathComponent("display").path, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(message, "axsandbox: the display closed (the connection to X server :\(display) broke) after \(last.time) ms; "
                       + "the run ended there, and \(trace) ends there too, with its final snapshot and end record\n",
                       "one line, at the end record's time, and nothing from Xlib")

        let result = try Replayer(trace: loaded, scene: try XCTUnwrap(Catalog.descriptor(for: "star-rating")).make(),
                                  allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "the trace replays: \(String(describing: result.difference))")
    }
}
