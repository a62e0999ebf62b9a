import AXCore
import AXEngine
import AXScenes
import AXTrace
import Foundation
import XCTest

/// Switch Control in the real window: `axsandbox run --switch-control` under a virtual X server,
/// its switch keys pressed and held with xdotool, each step awaited on the status file's `switch`
/// and `state` lines (never a sleep that hopes), and the recording replayed.
extension RealWindowTests {
    /// With Auto Tap and Long Press on, holding S (the select switch) past the Long Press time opens
    /// the star rating's menu instead of waiting to tap; N moves to Increment, S chooses it, and the
    /// rating is 1. The recording holds each key's down and up, and replays exactly.
    func testSwitchKeysPressedAndHeldDriveTheRealWindow() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-switch-\(getpid()).trace").path
        // The sleep between the key going down (awaited: `keys 1`) and coming up is the hold itself,
        // as a swipe's moves are the swipe: the key's timestamps measure it, 400 ms past the 100 ms Long Press.
        let script = windowFunctions(status: statusPath("switch")) + """
            start_window "\(axsandbox)" run star-rating --switch-control --switch-setting autoTap=on --switch-setting longPress=100 \
              --overlays findings --scale 1 --exit-after 120 --no-sound --record "\(trace)"
            wait_for 'switch item star-rating'
            xdotool keydown --window $WID s
            wait_for 'keys 1' 'switch item star-rating'
            sleep 0.4
            xdotool keyup --window $WID s
            wait_for 'switch menuEntry star-rating Tap'
            xdotool key --window $WID n
            wait_for 'keys 2' 'switch menuEntry star-rating Increment'
            xdotool key --window $WID s
            wait_for 'keys 3' 'state rating=1' 'switch item star-rating'
            wait_for 'findings [0-9][0-9]*'
            xdotool key --window $WID q
            wait $PID
            """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: trace) }
        XCTAssertTrue(text.contains(#""longPress":100"#), "the header records Long Press: \(text)")
        XCTAssertEqual(text.components(separatedBy: #""name":"select","phase":"down"}"#).count - 1, 2, "each S is a down … \(text)")
        XCTAssertEqual(text.components(separatedBy: #""name":"select","phase":"up"}"#).count - 1, 2, "… and an up: \(text)")
        XCTAssertTrue(text.contains(#""name":"increment","result":true"#), "the menu's Increment acted: \(text)")
        XCTAssertFalse(text.contains(#""kind":"autoTap""#), "the held S opened the menu rather than waiting to auto tap: \(text)")
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "star-rating"))
        let result = try Replayer(trace: try TraceReader.load(path: trace), scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "replay differs: \(String(describing: result.difference))")
    }
}
