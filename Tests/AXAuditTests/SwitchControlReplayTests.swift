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
            Explorer.replay(records, until: 100 * (inputs.count + 1), on: StarRatingScene(), settings: Settings(), announcesLaunch: false, switchControl: $0)
        } ?? Explorer.replay(records, until: 100 * (inputs.count + 1), on: StarRatingScene(), settings: Settings(), announcesLaunch: false)
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

    /// Gestures > Hold and Drag on the star rating (its declared pan across the stars): the finger
    /// goes down at the control's activation point and lifts where point scanning's second sweep
    /// puts it, on the second star (band 4 line 0 down, band 2 line 6 across). The presses alone
    /// replay it: the rating the drag set comes back on every replay.
    func testAReplayOfHoldAndDragPressesDragsAcrossTheStarsAgain() {
        var manual = SwitchControlSettings()
        manual.style = .manual
        let next = SwitchControlCommand.press(.next), select = SwitchControlCommand.press(.select)
        let menu: [SwitchControlCommand] = [select, next, next, next, select, select]   // Gestures > Hold and Drag
        let down = Array(repeating: next, count: 4) + [select, select]
        let across = Array(repeating: next, count: 2) + [select] + Array(repeating: next, count: 6) + [select]
        XCTAssertEqual(rating(after: menu + down + across, switchControl: (manual, true)), "2")
        XCTAssertEqual(rating(after: menu + down + across, switchControl: (manual, true)), "2", "the same on a second replay")
        XCTAssertEqual(rating(after: menu + [.press(.previous), select], switchControl: (manual, true)), "0",
                       "backed out of the second sweep: nothing dragged")
    }
}
