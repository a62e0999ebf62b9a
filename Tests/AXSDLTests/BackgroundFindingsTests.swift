import XCTest
import AXCore
import Foundation
@testable import AXSDL

/// The findings overlay's validation runs off the frame loop: a frame asking for findings never
/// waits for them, and gets them once they are ready.
final class BackgroundFindingsTests: XCTestCase {
    private let finding = OverlayFinding(elementID: "a", ruleID: "label.missing", severity: .error)

    func testAFrameNeverWaitsForValidationAndGetsTheFindingsWhenReady() {
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let background = BackgroundFindings { _ in
            started.signal()
            release.wait()  // validation still running: as long as the test says
            return [self.finding]
        }
        let settings = Settings()
        // The frame loop asks while validation runs: it is told "not yet", at once, every time.
        XCTAssertNil(background.findings(under: settings))
        started.wait()
        XCTAssertNil(background.findings(under: settings))
        release.signal()
        background.waitForJobs()
        XCTAssertEqual(background.findings(under: settings), [finding])
    }

    func testFindingsOfSettingsThatChangedMeanwhileAreDropped() {
        var calls: [Settings] = []
        let lock = NSLock()
        let release = DispatchSemaphore(value: 0)
        let background = BackgroundFindings { settings in
            lock.lock(); calls.append(settings); lock.unlock()
            if !settings.boldText { release.wait() }
            return settings.boldText ? [] : [self.finding]
        }
        let plain = Settings()
        var bold = Settings(); bold.boldText = true
        XCTAssertNil(background.findings(under: plain))
        XCTAssertNil(background.findings(under: bold))  // the user pressed B while validation ran
        release.signal()
        background.waitForJobs()
        XCTAssertEqual(background.findings(under: bold), [])
        XCTAssertEqual(calls, [plain, bold])
        // Asking again for the same settings starts no new job.
        XCTAssertEqual(background.findings(under: bold), [])
        background.waitForJobs()
        XCTAssertEqual(calls.count, 2)
    }
}
