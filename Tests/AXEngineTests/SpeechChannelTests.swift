import AXCore
@testable import AXEngine
import XCTest

/// The speech channel of docs/voiceover.md on the virtual clock.
final class SpeechChannelTests: XCTestCase {
    private var timing: SpeechTiming { SpeechTiming() }

    private func records(_ events: [SpeechChannel.Event]) -> [SpeechRecord] {
        events.compactMap { if case .record(let r, _) = $0 { return r } else { return nil } }
    }

    func testDurationIsCharactersTimesRateWithMinimum() {
        XCTAssertEqual(timing.duration(of: "Opening camera"), 14 * 60)
        XCTAssertEqual(timing.duration(of: "A"), 150)
    }

    func testHeardPrefixByCharacterCount() {
        XCTAssertEqual(SpeechChannel.heardPrefix(of: "Opening camera", elapsed: 300, duration: 840), "Openi")
        XCTAssertEqual(SpeechChannel.heardPrefix(of: "Opening camera", elapsed: 0, duration: 840), "")
        XCTAssertEqual(SpeechChannel.heardPrefix(of: "Opening camera", elapsed: 840, duration: 840), "Opening camera")
    }

    /// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): default "Opening camera", low "Camera loading", high "Camera active": the first is
    /// cut, the second never heard, the third heard whole.
    func testSeed004AnnouncementPriorities() {
        var channel = SpeechChannel(timing: timing)
        var all: [SpeechRecord] = []
        all += records(channel.speak(Utterance("Opening camera", priority: .default, kind: .announcement, cause: 1), at: 0))
        all += records(channel.advance(to: 100))
        all += records(channel.speak(Utterance("Camera loading", priority: .low, kind: .announcement, cause: 1), at: 100))
        all += records(channel.advance(to: 200))
        all += records(channel.speak(Utterance("Camera active", priority: .high, kind: .announcement, cause: 1), at: 200))
        all += records(channel.advance(to: 5000))
        XCTAssertEqual(all, [
            SpeechRecord(text: "Opening camera", priority: .default, kind: .announcement, outcome: .interrupted,
                         heard: "Ope", start: 0, end: 200),
            SpeechRecord(text: "Camera loading", priority: .low, kind: .announcement, outcome: .dropped,
                         heard: nil, start: 200, end: 200),
            SpeechRecord(text: "Camera active", priority: .high, kind: .announcement, outcome: .finished,
                         heard: "Camera active", start: 200, end: 980),
        ])
        XCTAssertNil(channel.nextDeadline)
    }

    /// Without priorities (all default), each announcement cuts the previous one ("Open--camera--camera active").
    func testDefaultInterruptsDefault() {
        var channel = SpeechChannel(timing: timing)
        var all = records(channel.speak(Utterance("Opening camera", kind: .announcement, cause: 1), at: 0))
        all += records(channel.speak(Utterance("Camera loading", kind: .announcement, cause: 1), at: 240))
        all += records(channel.speak(Utterance("Camera active", kind: .announcement, cause: 1), at: 480))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all.map(\.outcome), [.interrupted, .interrupted, .finished])
        XCTAssertEqual(all.map(\.heard), ["Open", "Came", "Camera active"])
    }

    func testHighCannotBeInterruptedLaterDefaultWaits() {
        var channel = SpeechChannel(timing: timing)
        var all = records(channel.speak(Utterance("Alert", priority: .high, kind: .announcement, cause: 1), at: 0))
        all += records(channel.speak(Utterance("Next", kind: .element, cause: 2), at: 100))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all, [
            SpeechRecord(text: "Alert", priority: .high, kind: .announcement, outcome: .finished, heard: "Alert", start: 0, end: 300),
            SpeechRecord(text: "Next", priority: .default, kind: .element, outcome: .finished, heard: "Next", start: 300, end: 540),
        ])
    }

    func testHighInterruptsHighNeverButQueuesBehindIt() {
        var channel = SpeechChannel(timing: timing)
        var all = records(channel.speak(Utterance("One", priority: .high, kind: .announcement, cause: 1), at: 0))
        all += records(channel.speak(Utterance("Two", priority: .high, kind: .announcement, cause: 1), at: 10))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all.map(\.text), ["One", "Two"])
        XCTAssertEqual(all.map(\.outcome), [.finished, .finished])
    }

    func testLowWaitsForSilenceThenPlays() {
        var channel = SpeechChannel(timing: timing)
        var all = records(channel.speak(Utterance("Hello", kind: .element, cause: 1), at: 0))
        all += records(channel.speak(Utterance("Later", priority: .low, kind: .announcement, cause: 2), at: 10))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all, [
            SpeechRecord(text: "Hello", priority: .default, kind: .element, outcome: .finished, heard: "Hello", start: 0, end: 300),
            SpeechRecord(text: "Later", priority: .low, kind: .announcement, outcome: .finished, heard: "Later", start: 300, end: 600),
        ])
    }

    func testLowStartsAtOnceOnSilenceAndIsInterruptedByDefault() {
        var channel = SpeechChannel(timing: timing)
        var all = records(channel.speak(Utterance("Quiet note", priority: .low, kind: .announcement, cause: 1), at: 0))
        all += records(channel.speak(Utterance("Next", kind: .element, cause: 2), at: 120))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all.map(\.outcome), [.interrupted, .finished])
        XCTAssertEqual(all[0].heard, "Qu")
    }

    func testQueuedWaitsInsteadOfInterrupting() {
        var channel = SpeechChannel(timing: timing)
        var all = records(channel.speak(Utterance("First", kind: .announcement, cause: 1), at: 0))
        all += records(channel.speak(Utterance("Second", kind: .announcement, cause: 1, queued: true), at: 60))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all.map(\.outcome), [.finished, .finished])
        XCTAssertEqual(all.map(\.start), [0, 300])
    }

    func testHintFollowsAfterPauseOnlyIfNothingElseStarted() {
        var channel = SpeechChannel(timing: timing)
        let hint = FollowUp(Utterance("Double tap to toggle setting.", kind: .hint, cause: 1), pause: 600)
        var all = records(channel.speak(Utterance("Filter. Switch Button. On.", kind: .element, cause: 1), at: 0, followUps: [hint]))
        all += records(channel.advance(to: 10_000))
        XCTAssertEqual(all.map(\.kind), [.element, .hint])
        XCTAssertEqual(all[1].start, 26 * 60 + 600)

        // Something else starts during the pause: the hint is never said and leaves no record.
        var cut = SpeechChannel(timing: timing)
        var second = records(cut.speak(Utterance("Photo. Image.", kind: .element, cause: 1), at: 0, followUps: [hint]))
        second += records(cut.advance(to: 13 * 60 + 100))
        second += records(cut.speak(Utterance("Save. Button.", kind: .element, cause: 2), at: 13 * 60 + 100))
        second += records(cut.advance(to: 10_000))
        XCTAssertEqual(second.map(\.text), ["Photo. Image.", "Save. Button."])
        XCTAssertEqual(second.map(\.outcome), [.finished, .finished])
    }

    func testFollowUpsChainActionsThenHint() {
        var channel = SpeechChannel(timing: timing)
        let followUps = [FollowUp(Utterance("Actions available", kind: .actions, cause: 1), pause: 0),
                         FollowUp(Utterance("Swipe up or down to select a custom action, then double tap to activate.", kind: .hint, cause: 1), pause: 600)]
        var all = records(channel.speak(Utterance("Shelter", kind: .element, cause: 1), at: 0, followUps: followUps))
        all += records(channel.advance(to: 100_000))
        XCTAssertEqual(all.map(\.kind), [.element, .actions, .hint])
        XCTAssertEqual(all.map(\.start), [0, 420, 420 + 17 * 60 + 600])
    }

    func testStopAllInterruptsAndDrops() {
        var channel = SpeechChannel(timing: timing)
        _ = channel.speak(Utterance("Speaking now", kind: .element, cause: 1), at: 0)
        _ = channel.speak(Utterance("Later", priority: .low, kind: .announcement, cause: 1), at: 0)
        let all = records(channel.stopAll(at: 120))
        XCTAssertEqual(all.map(\.outcome), [.interrupted, .dropped])
        XCTAssertFalse(channel.isSpeaking)
        XCTAssertNil(channel.nextDeadline)
    }

    func testRecordsCarryTheCauseOfTheirUtterance() {
        var channel = SpeechChannel(timing: timing)
        var events = channel.speak(Utterance("One", kind: .element, cause: 7), at: 0)
        events += channel.speak(Utterance("Two", kind: .element, cause: 8), at: 50)
        let causes = events.compactMap { event -> Int? in if case .record(_, let c) = event { return c } else { return nil } }
        XCTAssertEqual(causes, [7])
    }
}
