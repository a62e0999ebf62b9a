import AXCore
@testable import AXEngine
import AXScenes
import XCTest

/// Speech that grows with the scene stays linear in it: a read-all of a big scene read to its end.
final class SpeechScaleTests: XCTestCase {
    /// An utterance with 50,000 follow-ups (a read-all of 50,001 elements) is read to the end. The
    /// channel copied the rest of the list at every follow-up: 1.25 × 10⁹ copies, minutes of work.
    func testFiftyThousandFollowUpsAreReadInOnePass() {
        var channel = SpeechChannel(timing: SpeechTiming())
        let followUps = (1...50_000).map { (i: Int) in FollowUp(Utterance("Cell \(i)", kind: .element, cause: 1, readAllIndex: i), pause: 250) }
        var events = channel.speak(Utterance("Cell 0", kind: .element, cause: 1, readAllIndex: 0), at: 0, followUps: followUps)
        events += channel.advance(to: 1 << 40)
        let finished = events.compactMap { event -> String? in
            guard case .record(let record, _) = event, record.outcome == .finished else { return nil }
            return record.text
        }
        XCTAssertEqual(finished.count, 50_001)
        XCTAssertEqual(finished.last, "Cell 50000")
        XCTAssertFalse(channel.isSpeaking)
    }

    /// An element with 300,000 high-importance custom content items has them all in its description,
    /// built in one pass (each item rebuilt the whole text: quadratic, 25 s in a release build).
    func testThreeHundredThousandHighImportanceItemsAreDescribedInOnePass() {
        let content = (0..<300_000).map { CustomContent(label: "L\($0)", value: "v", importance: .high) }
        let result = DescriptionBuilder.describe(label: "Item", value: nil, hint: nil, traits: .button, context: .none,
                                                 hasActions: false, isEditing: false, customContent: content)
        XCTAssertTrue(result.description.hasPrefix("Item. Button. L0, v. L1, v."), String(result.description.prefix(60)))
        XCTAssertTrue(result.description.hasSuffix(" L299999, v."))
        XCTAssertEqual(result.description.utf8.count, "Item. Button.".utf8.count + content.reduce(0) { $0 + 1 + $1.spoken.utf8.count + 1 })
    }

    /// Read all on a generated grid of 20,000 cells, through the Session, to the end: the focus
    /// follows every cell to the last in navigation order.
    func testReadAllOfTwentyThousandCellsReachesTheLast() {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: GridScene(count: 20_000), settings: settings))
        var records = driver.apply(.command(.readAll(fromTop: true)), at: 0)
        driver.advance(to: 1 << 40, into: &records)
        let focused = SessionDriver.outputs(records).filter { if case .focus = $0.event { return true } else { return false } }
        XCTAssertEqual(focused.count, 20_000)
        XCTAssertEqual(driver.session.focusedElementID, driver.session.navigation.entries.last?.id, "the last cell in navigation order")
    }
}
