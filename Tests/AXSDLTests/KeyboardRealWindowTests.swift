import Foundation
import XCTest

extension RealWindowTests {
    /// `run --keyboard` with real keys (xdotool on a virtual X server): Tab moves between the home
    /// screen's groups when released, Tab held with Z shows the actions list without moving, Escape
    /// closes it; the status file's `keyboard` line says where the focus is and what list shows.
    func testFullKeyboardAccessWithRealKeys() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        let script = windowFunctions(status: statusPath("keyboard")) + """
        start_window "\(axsandbox)" run home-screen --keyboard --scale 1 --exit-after 120 --no-sound
        wait_for 'keyboard app-mail'
        xdotool key --window $WID Tab
        wait_for 'keys 1' 'keyboard home-page-control'
        xdotool keydown --window $WID Tab key --window $WID z keyup --window $WID Tab
        wait_for 'keys 2' 'keyboard home-page-control list actions'
        xdotool key --window $WID Escape
        wait_for 'keys 3' 'keyboard home-page-control'
        xdotool key --window $WID q
        wait $PID
        cat "$STATUS"
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("keyboard home-page-control"), output)
    }
}
