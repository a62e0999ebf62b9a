import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import XCTest

/// The test API's Speak Screen step on a seed app: what the reading says, heard exhaustively.
final class SpeakScreenTesterTests: XCTestCase {
    func testHelloGoodbyeIsReadLabelsAndValuesOnly() {
        let tester = SceneTester(HelloGoodbyeScene(), voiceOver: false, pause: 20_000)
        tester.speakScreen(.on)
        XCTAssertNil(tester.speakScreenController)
        tester.speakScreen(.start, ["HelloGoodbye", "HelloGoodbye. Meet your match.", "Profile", "Matches"])
        XCTAssertEqual(tester.speakScreenController?.isFinished, true)
        tester.speakScreen(.stop)
        XCTAssertNil(tester.speakScreenController)
    }
}
