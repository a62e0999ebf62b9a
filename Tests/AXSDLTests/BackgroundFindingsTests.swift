import XCTest
import AXCore
import Foundation
@testable import AXSDL

/// The findings overlay's validation runs off the frame loop: a frame asking for findings never
/// waits for them, and gets them once they are ready.
final class BackgroundFindingsTests: XCTestCase {
    private let finding = OverlayFinding(elementID: "a", ruleID: "label.missing", severity: .error)
    private let start = SceneState(digest: "start", startSettings: Settings(), launch: false, inputs: [], time: 0)

    func testAFrameNeverWaitsForValidationAndGetsTheFindingsWhenReady() {
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let background = BackgroundFindings { _, _ in
            started.signal()
            release.wait()  // validation still running: as long as the test says
            return [self.finding]
        }
        let settings = Settings()
        // The frame loop asks while validation runs: it is told "not yet", at once, every time.
        XCTAssertNil(background.findings(under: settings, in: start))
        started.wait()
        XCTAssertNil(background.findings(under: settings, in: start))
        release.signal()
        background.waitForJobs()
        XCTAssertEqual(background.findings(under: settings, in: start), [finding])
    }

    func testFindingsOfSettingsThatChangedMeanwhileAreDropped() {
        var calls: [Settings] = []
        let lock = NSLock()
        let release = DispatchSemaphore(value: 0)
        let background = BackgroundFindings { settings, _ in
            lock.lock(); calls.append(settings); lock.unlock()
            if !settings.boldText { release.wait() }
            return settings.boldText ? [] : [self.finding]
        }
        let plain = Settings()
        var bold = Settings(); bold.boldText = true
        XCTAssertNil(background.findings(under: plain, in: start))
        XCTAssertNil(background.findings(under: bold, in: start))  // the user pressed B while validation ran
        release.signal()
        background.waitForJobs()
        XCTAssertEqual(background.findings(under: bold, in: start), [])
        XCTAssertEqual(calls, [plain, bold])
        // Asking again for the same settings starts no new job.
        XCTAssertEqual(background.findings(under: bold, in: start), [])
        background.waitForJobs()
        XCTAssertEqual(calls.count, 2)
    }

    /// The user drove the scene into another state (a sheet opened): its findings are found anew,
    /// and the first state's are not shown for it.
    func testAnotherStateGetsItsOwnFindings() {
        var asked: [String] = []
        let background = BackgroundFindings { _, state in
            asked.append(state.digest)
            return state.digest == "sheet" ? [self.finding] : []
        }
        let settings = Settings()
        let sheet = SceneState(digest: "sheet", startSettings: settings, launch: false, inputs: [], time: 960)
        XCTAssertNil(background.findings(under: settings, in: start))
        background.waitForJobs()
        XCTAssertEqual(background.findings(under: settings, in: start), [])
        XCTAssertNil(background.findings(under: settings, in: sheet))
        background.waitForJobs()
        XCTAssertEqual(background.findings(under: settings, in: sheet), [finding])
        XCTAssertEqual(asked, ["start", "sheet"])
    }
}
