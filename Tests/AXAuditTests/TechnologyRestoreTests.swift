import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Exploration reaches a state by restoring a saved model and the Session's restore point
/// (`StateRestoration`). The restore point holds every assistive technology's state, each saved by
/// the technology through the seam (`AssistiveTechnology.savedState(in:)`): a restored copy must be
/// the session it was taken from for every technology, or one branch's keyboard focus, Voice Control
/// overlay or Switch Control highlight would be lost (or carried into another branch).
final class TechnologyRestoreTests: XCTestCase {
    /// What each technology shows its user now, one line each, and the state digest.
    static func observed(_ session: Session) -> [String] {
        [
            "digest \(session.stateDigest)",
            "voiceOver \(session.focusedElementID ?? "-") rotor \(session.rotor) editing \(session.isEditing)",
            "switchControl \(session.isSwitchControlOn) \(session.switchHighlight) menu "
                + (session.switchMenu.map { "\($0.menu.entries(on: $0.page)) \($0.page)" } ?? "-"),
            "keyboard \(session.isKeyboardOn) focus \(session.keyboardFocusID ?? "-") order \(session.keyboardFocusMap.focusOrder) "
                + "list \(session.keyboardList.map { "\($0)" } ?? "-")",
            "speakScreen \(session.speakScreenController.map { "\($0)" } ?? "-")",
            "zoom \(session.isZoomOn) \(session.zoomLens.map { "\($0)" } ?? "-")",
            "voiceControl \(session.isVoiceControlOn) \(session.voiceControlOverlay.map { "\($0)" } ?? "-") choices \(session.voiceControlChoices)",
            "indicators \(session.focusIndicators.map { "\($0.technology) \($0.elementID ?? "-") \($0.style)" })",
        ]
    }

    /// A fresh copy of `descriptor` driven by `inputs`, 100 ms apart, then left until what they
    /// caused has settled. Switch Control scans manually, so no step is pending.
    static func drive(_ descriptor: SceneDescriptor, voiceOver: Bool, _ inputs: [SessionInput]) -> SessionDriver {
        var settings = Settings()
        settings.voiceOver = voiceOver
        let session = Session(scene: descriptor.make(), settings: settings)
        var manual = SwitchControlSettings.default
        manual.style = .manual
        session.startSwitchControl(manual, on: false)
        let driver = SessionDriver(session: session)
        for input in inputs { _ = driver.apply(input, at: session.now + 100) }
        _ = driver.advance(to: session.now + 60_000)
        return driver
    }

    /// Restores the state `reach` drives a fresh copy to, on another fresh copy, and checks that it
    /// shows every technology as a session driven there does, then goes on as it does under `next`,
    /// record by record. The session the restore point was taken from is gone by then, as in
    /// exploration: nothing restored may still refer to it.
    func assertRestored(_ descriptor: SceneDescriptor, reach: () -> SessionDriver, then next: [SessionInput],
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let restoration = try XCTUnwrap(StateRestoration(reach()), "nothing in flight", file: file, line: line)
        XCTAssertEqual(restoration.session.technologyKinds, AssistiveTechnologyKind.allCases.sorted(),
                       "the restore point holds every technology's state", file: file, line: line)
        let restored = try XCTUnwrap(restoration.driver(of: descriptor), file: file, line: line)
        let driver = reach()
        XCTAssertEqual(Self.observed(restored.session), Self.observed(driver.session), "restored", file: file, line: line)
        for input in next {
            let time = driver.session.now + 100
            XCTAssertEqual(restored.apply(input, at: time).map { "\($0)" }, driver.apply(input, at: time).map { "\($0)" },
                           "after \(input)", file: file, line: line)
        }
        let end = driver.session.now + 60_000
        XCTAssertEqual(restored.advance(to: end).map { "\($0)" }, driver.advance(to: end).map { "\($0)" }, file: file, line: line)
        XCTAssertEqual(Self.observed(restored.session), Self.observed(driver.session), "after the same inputs", file: file, line: line)
    }

    private func descriptor(_ id: String) throws -> SceneDescriptor { try XCTUnwrap(Catalog.descriptor(for: id)) }

    /// With VoiceOver on: its focus and rotor moved, Full Keyboard Access's focus moved to the second
    /// group with its actions list (Tab-Z) open, Switch Control's highlight moved, Voice Control's
    /// numbers shown, Zoom zoomed in and panned.
    func testEveryTechnologysStateIsRestored() throws {
        let scene = try descriptor("star-rating")
        let reach = {
            Self.drive(scene, voiceOver: true, [
                .command(.next), .command(.rotorNext),
                .keyboard(.on), .keyboard(.nextGroup), .keyboard(.arrow(.right)), .keyboard(.showActions), .keyboard(.arrow(.down)),
                .switchControl(.on), .switchControl(.press(.next)),
                .voiceControl(.on), .voiceControl(.say("Show numbers")),
                .zoom(.on), .zoom(.toggle), .zoom(.zoomIn), .zoom(.pan(.right)),
            ])
        }
        let driver = reach()
        XCTAssertNotNil(driver.session.keyboardList, "Tab-Z's list is open")
        XCTAssertNotNil(driver.session.keyboardFocusID)
        XCTAssertNotEqual(driver.session.switchHighlight, .none)
        XCTAssertNotNil(driver.session.voiceControlOverlay)
        XCTAssertTrue(driver.session.isZoomedIn)
        // Select opens the scanner menu, which reads the scene's long-press areas.
        try assertRestored(scene, reach: reach, then: [
            .keyboard(.arrow(.down)), .keyboard(.activate), .keyboard(.previousGroup), .keyboard(.showHelp),
            .switchControl(.press(.next)), .switchControl(.press(.select)),
            .voiceControl(.say("1")), .voiceControl(.say("Hide numbers")),
            .zoom(.pan(.left)), .command(.next), .command(.activate),
        ])
    }

    /// With VoiceOver off: Speak Screen paused in its reading, Full Keyboard Access's help (Tab-H)
    /// open, Voice Control's grid shown.
    func testSpeakScreensPausedReadingAndThePanelsAreRestored() throws {
        let scene = try descriptor("star-rating")
        let reach = {
            Self.drive(scene, voiceOver: false, [
                .speakScreen(.on), .speakScreen(.start), .speakScreen(.pause),
                .keyboard(.on), .keyboard(.nextGroup), .keyboard(.showHelp),
                .voiceControl(.on), .voiceControl(.say("Show grid")),
            ])
        }
        let driver = reach()
        XCTAssertEqual(driver.session.speakScreenController?.isPaused, true)
        XCTAssertNotNil(driver.session.keyboardList, "Tab-H's list is open")
        XCTAssertNotNil(driver.session.voiceControlOverlay)
        try assertRestored(scene, reach: reach, then: [
            .speakScreen(.resume), .keyboard(.escape), .keyboard(.arrow(.right)), .voiceControl(.say("5")),
        ])
    }

    /// Voice Control waiting for a number: Pre-Poster's two posts each have an "Up vote", so "Tap Up
    /// vote" numbers both and waits; the restored copy waits for the same choice, and "2" votes on
    /// the same post in both.
    func testAPendingVoiceControlChoiceIsRestored() throws {
        let scene = try descriptor("pre-poster")
        let reach = {
            Self.drive(scene, voiceOver: true, [
                .keyboard(.on), .keyboard(.nextGroup), .keyboard(.nextGroup),
                .voiceControl(.on), .voiceControl(.say("Tap Up vote")),
            ])
        }
        XCTAssertEqual(reach().session.voiceControlChoices.count, 2)
        try assertRestored(scene, reach: reach, then: [.voiceControl(.say("2")), .keyboard(.arrow(.down)), .keyboard(.activate)])
    }
}
