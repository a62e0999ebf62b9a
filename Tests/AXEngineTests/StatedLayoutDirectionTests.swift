import AXCore
@testable import AXEngine
import XCTest

/// A scene that states its own layout direction (`Scene.layoutDirection`): a right-to-left screen
/// draws its row mirrored (its first button at the right, as an Arabic app lays it out) and every
/// technology reads it from the right, whatever the `layoutDirection` setting says; a scene that
/// states none still follows the setting, left to right by default (docs/voiceover.md, "Reading order").
final class StatedLayoutDirectionTests: XCTestCase {
    /// One row of three buttons, drawn where a right-to-left layout puts them: "first" at the right
    /// edge, "third" at the left. `stated`: the direction the scene says it is laid out in.
    final class Row: Scene {
        let id = "rtl-row"
        let title = "A right-to-left row"
        let device = Device.phone
        let layoutDirection: LayoutDirection?

        init(stated: LayoutDirection?) { layoutDirection = stated }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [button("first", "First", x: 270, y: 100), button("second", "Second", x: 145, y: 100), button("third", "Third", x: 20, y: 100)]
        }
    }

    private let rightToLeft = ["first", "second", "third"]
    private let leftToRight = ["third", "second", "first"]

    private func voiceOver(_ direction: LayoutDirection = .leftToRight) -> Settings {
        var settings = Settings()
        settings.voiceOver = true
        settings.layoutDirection = direction
        return settings
    }

    func testVoiceOverReadsAStatedRightToLeftRowFromTheRightAndSwipeRightIsStillNext() {
        let driven = DrivenSession(Session(scene: Row(stated: .rightToLeft), settings: voiceOver()))
        XCTAssertEqual(driven.session.settings.layoutDirection, .rightToLeft, "the scene's direction, not the setting's")
        XCTAssertEqual(driven.session.navigation.entries.map(\.id), rightToLeft)
        XCTAssertEqual(driven.focusedElementID, "first", "VoiceOver starts at the top right")
        driven.apply(.command(.next), at: 1000)
        XCTAssertEqual(driven.focusedElementID, "second", "the swipe right goes on to the next in reading order, to the left")
        driven.apply(.command(.next), at: 2000)
        XCTAssertEqual(driven.focusedElementID, "third")
        driven.apply(.command(.previous), at: 3000)
        XCTAssertEqual(driven.focusedElementID, "second")
    }

    func testTheSettingDoesNotTurnAStatedDirection() {
        let driven = DrivenSession(Session(scene: Row(stated: .rightToLeft), settings: voiceOver()))
        driven.apply(.setting(name: "layoutDirection", value: "ltr"), at: 1000)
        XCTAssertEqual(driven.session.settings.layoutDirection, .rightToLeft)
        XCTAssertEqual(driven.session.navigation.entries.map(\.id), rightToLeft)
        let stated = Row(stated: .leftToRight)
        XCTAssertEqual(Session(scene: stated, settings: voiceOver(.rightToLeft)).navigation.entries.map(\.id), leftToRight,
                       "a scene stating left to right is read so under the right-to-left setting")
        XCTAssertEqual(NavigationOrder(scene: Row(stated: .rightToLeft), settings: .default).entries.map(\.id), rightToLeft,
                       "the order is worked out in the scene's direction whoever asks")
    }

    func testAnUnstatedSceneFollowsTheSettingLeftToRightByDefault() {
        let row = Row(stated: nil)
        XCTAssertEqual(Session(scene: row, settings: voiceOver()).navigation.entries.map(\.id), leftToRight)
        XCTAssertEqual(Session(scene: row, settings: voiceOver(.rightToLeft)).navigation.entries.map(\.id), rightToLeft)
        XCTAssertEqual(Settings.default.laidOut(for: row), .default)
    }

    func testSwitchControlScansAStatedRightToLeftRowFromTheRight() {
        let session = Session(scene: Row(stated: .rightToLeft), settings: Settings())
        session.startSwitchControl(.default, on: true)
        let driven = DrivenSession(session)
        driven.advance(to: 2500)
        let highlighted = driven.drainOutputs().compactMap { output -> String? in
            guard case .switchHighlight(_, let id, let entry, _) = output.event else { return nil }
            return entry ?? id
        }
        XCTAssertEqual(highlighted, rightToLeft)
    }

    func testFullKeyboardAccessTabsAStatedRightToLeftRowFromTheRight() {
        let driven = DrivenSession(Session(scene: Row(stated: .rightToLeft), settings: Settings()))
        var focused: [String] = []
        func take() {
            for output in driven.drainOutputs() { if case .keyboardFocus(let id?, _) = output.event { focused.append(id) } }
        }
        driven.apply(.keyboard(.on), at: 0)
        take()
        driven.apply(.keyboard(.nextGroup), at: 100)
        take()
        driven.apply(.keyboard(.nextGroup), at: 200)
        take()
        XCTAssertEqual(focused, rightToLeft)
    }

    func testSpeakScreenReadsAStatedRightToLeftRowFromTheRight() {
        let driven = DrivenSession(Session(scene: Row(stated: .rightToLeft), settings: Settings()))
        driven.apply(.speakScreen(.on), at: 0)
        driven.apply(.speakScreen(.start), at: 1000)
        driven.advance(to: 30_000)
        let read = driven.drainOutputs().compactMap { output -> String? in
            guard case .speakScreenHighlight(let id?) = output.event else { return nil }
            return id
        }
        XCTAssertEqual(read, rightToLeft)
    }
}
