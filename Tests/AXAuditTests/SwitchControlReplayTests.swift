import XCTest
import AXCore
import AXEngine
import AXScenes
import AXAudit

/// The window's findings overlay (F2) judges the state the user drove the scene into by replaying
/// the window's inputs on a fresh copy (`Explorer.replay`); a switch user's presses are inputs too.
final class SwitchControlReplayTests: XCTestCase {
    private func rating(after inputs: [SwitchControlCommand], switchControl: (settings: SwitchControlSettings, on: Bool)?) -> String? {
        let records = inputs.enumerated().map { TimedRecord(seq: $0.offset + 1, time: 100 * ($0.offset + 1), record: .input(.switchControl($0.element))) }
        let driver = switchControl.map {
            Explorer.replay(records, until: 1000, on: StarRatingScene(), settings: Settings(), announcesLaunch: false, switchControl: $0)
        } ?? Explorer.replay(records, until: 1000, on: StarRatingScene(), settings: Settings(), announcesLaunch: false)
        return driver.session.scene.stateSnapshot().first { $0.key == "rating" }?.value
    }

    /// Select opens the star rating's menu on Tap, next moves to Increment, select increments: the
    /// replay reaches the rating of 1 the window shows only when Switch Control starts as the
    /// window's did (before, the presses fell on a Switch Control that was off, and the overlay
    /// judged the unrated screen).
    func testAReplayOfSwitchPressesStartsSwitchControlAsTheWindowDid() {
        var manual = SwitchControlSettings()
        manual.style = .manual
        let presses: [SwitchControlCommand] = [.press(.select), .press(.next), .press(.select)]
        XCTAssertEqual(rating(after: presses, switchControl: (manual, true)), "1")
        XCTAssertEqual(rating(after: [.on] + presses, switchControl: (manual, false)), "1", "turned on later (W) with the window's settings")
        XCTAssertEqual(rating(after: presses, switchControl: nil), "0", "with Switch Control off the presses do nothing")
    }
}
