import AXCore
@testable import AXEngine
import AXScenes
import XCTest

/// The seed demos' speech through catalog scenes: what the simulator must reproduce.
final class SessionSeedSceneTests: XCTestCase {
    private func announcements(activatingCameraIn scene: Scene) -> [SpeechRecord] {
        var settings = Settings()
        settings.voiceOver = true
        let session = DrivenSession(Session(scene: scene, settings: settings))
        guard let camera = session.navigation.index(of: "photo-camera-button") else {
            XCTFail("no camera button"); return []
        }
        session.apply(.command(.touch(session.navigation.entries[camera].frame.center)), at: 0)
        session.apply(.command(.activate), at: 5000)
        session.advance(to: 20_000)
        return session.drainOutputs().compactMap { output in
            if case .speech(let record) = output.event, record.kind == .announcement { return record }
            return nil
        }
    }

    /// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023), fixed: "Opening camera--camera active": "Opening camera" is heard whole, the
    /// low-priority "Camera loading" is cut as it starts, never heard.
    func testPhotoFilterCameraAnnouncementsWithPriorities() {
        let records = announcements(activatingCameraIn: PhotoFilterScene())
        XCTAssertEqual(records.map(\.text), ["Opening camera", "Camera loading", "Camera active"])
        XCTAssertEqual(records.map(\.outcome), [.finished, .interrupted, .finished])
        XCTAssertEqual(records[1].heard, "")
        XCTAssertEqual(records.map(\.priority), [.default, .low, .high])
        XCTAssertEqual(records[2].heard, "Camera active")
    }

    /// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023), before the fix: every announcement default, each cutting the previous one
    /// ("Open--camera--camera active").
    func testPhotoFilterBrokenCameraAnnouncementsCutEachOther() {
        let records = announcements(activatingCameraIn: PhotoFilterScene(broken: true))
        XCTAssertEqual(records.map(\.text), ["Opening camera", "Camera loading", "Camera active"])
        XCTAssertEqual(records.map(\.outcome), [.interrupted, .interrupted, .finished])
        XCTAssertEqual(records[0].heard, "Open")
    }

    /// “Build accessible apps with SwiftUI and UIKit” (WWDC 2023): "Filter, switch button. Double-tap to toggle setting."
    func testPhotoFilterToggleWording() {
        var settings = Settings()
        settings.voiceOver = true
        let session = Session(scene: PhotoFilterScene(), settings: settings)
        let index = session.navigation.index(of: "photo-filter-button")!
        let description = session.description(at: index)
        XCTAssertEqual(description.description, "Filter. Switch Button. Off.")
        XCTAssertEqual(description.hint, "Double tap to toggle setting.")
    }
}
