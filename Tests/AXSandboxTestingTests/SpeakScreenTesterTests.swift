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

    /// A long list in a scroll area that shows four of its twelve rows: Speak Screen reads on past
    /// the screen, scrolling each row it reaches into view through the engine's scroll into view
    /// (as VoiceOver's read all does), then the button below the list.
    func testALongListIsReadPastTheScreenScrollingAsItGoes() throws {
        let rows = (1...12).map { #"{ "id": "row\#($0)", "label": "Message \#($0)", "size": [390, 100] }"# }.joined(separator: ", ")
        let file = """
        { "format": "axsandbox-scene", "version": 1, "id": "inbox", "device": { "idiom": "phone", "width": 390, "height": 844 },
          "elements": [
            { "id": "title", "label": "Inbox", "traits": ["header"], "frame": [16, 40, 358, 44] },
            { "id": "list", "frame": [0, 100, 390, 400], "scrolls": true, "layout": { "axis": "column", "spacing": 0 }, "children": [\(rows)] },
            { "id": "compose", "label": "Compose", "traits": ["button"], "frame": [16, 700, 358, 50] }
          ] }
        """
        let tester = SceneTester(try SceneFile.parse(file, file: "inbox.json"), voiceOver: false, pause: 30_000)
        XCTAssertNil(tester.session.navigation.index(of: "row12"), "row 12 is scrolled away at the start")
        tester.speakScreen(.on)
        tester.speakScreen(.start, ["Inbox"] + (1...12).map { Heard(stringLiteral: "Message \($0)") } + ["Compose"])
        let scrolls = tester.outputs.filter { if case .action(_, "scrollIntoView", true) = $0.event { return true } else { return false } }
        XCTAssertFalse(scrolls.isEmpty, "the list scrolled as the reading reached its hidden rows")
        XCTAssertNotNil(tester.session.navigation.index(of: "row12"), "the reading left the list at its end")
        XCTAssertEqual(tester.speakScreenController?.isFinished, true)
    }
}
