import AXCore
import AXEngine
import XCTest

/// A restore point carries the session's vision filter (`Session.visionFilter`): a session rebuilt
/// from it (exploration's restored states) shows the screen through the filter the saved one had,
/// whether it was started with `startVision` or changed by a `vision` input, and none where none was on.
final class SessionRestoreVisionTests: XCTestCase {
    private func scene() -> VOTestScene {
        VOTestScene(elements: [button("a", "Alpha", x: 0, y: 100), button("b", "Beta", x: 0, y: 200)])
    }

    /// The filter of a session rebuilt from `session`'s restore point on a fresh copy of the scene.
    private func restoredFilter(_ session: Session, file: StaticString = #filePath, line: UInt = #line) throws -> VisionFilter? {
        let point = try XCTUnwrap(session.restorePoint, "the session is settled", file: file, line: line)
        return try XCTUnwrap(Session(scene: scene(), restoring: point), "the fresh copy takes the state", file: file, line: line).visionFilter
    }

    func testARestoredSessionKeepsTheVisionFilter() throws {
        var settings = Settings()
        settings.voiceOver = false
        let session = Session(scene: scene(), settings: settings)
        XCTAssertNil(try restoredFilter(session), "none on, none restored")
        session.startVision(.tritanopia(severity: 1))
        XCTAssertEqual(try restoredFilter(session), .tritanopia(severity: 1), "the filter the run started with")
        let driver = SessionDriver(session: session)
        _ = driver.apply(.vision(.grayscale), at: 100)
        XCTAssertEqual(session.visionFilter, .grayscale)
        XCTAssertEqual(try restoredFilter(session), .grayscale, "the filter a `vision` input changed it to")
        _ = driver.apply(.vision(nil), at: 200)
        XCTAssertNil(try restoredFilter(session), "turned off, off once restored")
    }
}
