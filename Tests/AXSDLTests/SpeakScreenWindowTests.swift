import AXCore
import AXEngine
import AXScenes
import CSDL2
@testable import AXSDL
import XCTest

/// Speak Screen in the window: its key reads, pauses and resumes through the session, the element
/// being read is highlighted, and the controller shows pause or play and the speed.
final class SpeakScreenWindowTests: XCTestCase {
    func testTheKeyReadsPausesAndResumes() throws {
        func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
        XCTAssertEqual(InputMapper.command(forKey: key("u")), .speakScreen)
        XCTAssertEqual(InputMapper.command(forKey: key("u"), modifiers: .shift), .speakScreenStop)
        XCTAssertEqual(KeyBindings.binding(for: .speakScreen)?.keys, "U")
        let driver = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        func press() { for command in SpeakScreenOverlay.keyCommands(driver.speakScreenController, enabled: driver.isSpeakScreenEnabled) { driver.perform(command) } }
        press()
        let reading = try XCTUnwrap(driver.speakScreenController)
        XCTAssertTrue(driver.isSpeakScreenEnabled)
        XCTAssertFalse(reading.isPaused)
        XCTAssertEqual(reading.elementID, driver.navigation.entries.first?.id)
        // Speak Screen reads: the status says so on its own line, not as VoiceOver's `speaking`.
        XCTAssertTrue(WindowStatus.speakers(driver.speaking) == (voiceOver: false, speakScreen: true))
        press()
        XCTAssertEqual(driver.speakScreenController?.isPaused, true)
        XCTAssertTrue(WindowStatus.speakers(driver.speaking) == (voiceOver: false, speakScreen: false))
        press()
        XCTAssertEqual(driver.speakScreenController?.isPaused, false)
        driver.perform(SpeakScreenCommand.stop)
        XCTAssertNil(driver.speakScreenController)
    }

    func testTheHighlightAndTheController() {
        let frame = Rect(10, 200, 300, 44)
        func drawn(_ controller: SpeakScreenController) -> DisplayList {
            var list = DisplayList(background: .clear)
            SpeakScreenOverlay(controller: controller, bounds: Rect(0, 0, 390, 844)).draw(into: &list, scale: 1)
            return list
        }
        let reading = drawn(SpeakScreenController(isPaused: false, isFinished: false, speed: .oneAndAHalf, elementID: "a", frame: frame))
        XCTAssertEqual(reading.textRuns.map(\.run.string), ["«", "❚❚", "»", "1.5×", "Reading at 1.5×"])
        let outline = reading.items.compactMap { item -> Rect? in
            if case .stroke(.roundedRect(let rect, _), SpeakScreenOverlay.color, _) = item.command { return rect } else { return nil }
        }
        XCTAssertEqual(outline.count, 1)
        XCTAssertTrue(outline[0].contains(frame), "the element being read is outlined")
        let paused = drawn(SpeakScreenController(isPaused: true, isFinished: false, speed: .half, elementID: nil, frame: nil))
        XCTAssertEqual(paused.textRuns.map(\.run.string), ["«", "▶", "»", "0.5×", "Paused at 0.5×"])
        XCTAssertTrue(paused.items.allSatisfy { if case .stroke = $0.command { return false } else { return true } }, "no highlight")
    }
}

/// The controller's skip and speed keys reach the Speak Screen commands the engine has, only while
/// the controller is open (docs/vision.md#speak-screen).
final class SpeakScreenControllerKeyTests: XCTestCase {
    func testSkipAndSpeedKeysDriveTheOpenController() throws {
        let left = Int32(bitPattern: SDLK_LEFT.rawValue), right = Int32(bitPattern: SDLK_RIGHT.rawValue)
        func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
        XCTAssertEqual(InputMapper.command(forKey: left, modifiers: .ctrl), .speakScreenBack)
        XCTAssertEqual(InputMapper.command(forKey: right, modifiers: .ctrl), .speakScreenForward)
        XCTAssertEqual(InputMapper.command(forKey: key(","), modifiers: .shift), .speakScreenSlower)
        XCTAssertEqual(InputMapper.command(forKey: key("."), modifiers: .shift), .speakScreenFaster)
        XCTAssertEqual(InputMapper.command(forKey: key(".")), .togglePointScanning, "without Shift, . stays point scanning")
        XCTAssertEqual(InputMapper.command(forKey: left), .voPrevious, "without Ctrl, Left stays VoiceOver's")
        XCTAssertEqual(WindowCommand.speakScreenBack.speakScreenControllerCommand, .back)
        XCTAssertEqual(WindowCommand.speakScreenForward.speakScreenControllerCommand, .forward)
        XCTAssertEqual(WindowCommand.speakScreenSlower.speakScreenControllerCommand, .slower)
        XCTAssertEqual(WindowCommand.speakScreenFaster.speakScreenControllerCommand, .faster)
        XCTAssertNil(WindowCommand.speakScreen.speakScreenControllerCommand)

        let driver = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        func press(_ command: WindowCommand) {
            if let button = SpeakScreenOverlay.buttonCommand(for: command, driver.speakScreenController) { driver.perform(button) }
        }
        press(.speakScreenFaster)
        XCTAssertNil(driver.speakScreenController, "no controller: the keys do nothing")
        driver.perform(SpeakScreenCommand.on)
        driver.perform(SpeakScreenCommand.start)
        let ids = driver.navigation.entries.map(\.id)
        XCTAssertEqual(driver.speakScreenController?.elementID, ids.first)
        press(.speakScreenForward)
        XCTAssertEqual(driver.speakScreenController?.elementID, ids[1])
        press(.speakScreenBack)
        XCTAssertEqual(driver.speakScreenController?.elementID, ids[0])
        press(.speakScreenFaster)
        press(.speakScreenFaster)
        XCTAssertEqual(driver.speakScreenController?.speed, .double)
        press(.speakScreenSlower)
        press(.speakScreenSlower)
        press(.speakScreenSlower)
        XCTAssertEqual(driver.speakScreenController?.speed, .half)
        let drawn = SpeakScreenOverlay(controller: try XCTUnwrap(driver.speakScreenController), bounds: Rect(0, 0, 390, 844))
        XCTAssertEqual(drawn.caption, "Reading at 0.5×")
    }
}
