import AXCore
import AXSandboxTesting
import Foundation
import Testing
import VolumeKnob

/// What a VoiceOver user hears on the volume screen, and what a finger circling the knob does.
@Suite struct VolumeKnobTests {
    private let adjustHint = Heard.hint("Swipe up or down with one finger to adjust the value.")

    @Test func voiceOverReadsTheKnobAsAnAdjustableAndTurnsItADetentASwipe() {
        let screen = VolumeKnobScreen()
        let tester = SceneTester(screen)
        #expect(tester.focusedElementID == "volume-heading")
        tester.next(["Volume: 50 percent. Adjustable.", adjustHint])
        tester.increment([.sound(.click), "60 percent"])
        tester.decrement([.sound(.click), "50 percent"])
        #expect(screen.knob.level == 50)
        tester.next(["Mute. Switch Button. Off.", .hint("Double tap to toggle setting.")])
        tester.activate([.sound(.activate), "On"])
        #expect(screen.muted)
        tester.next([.sound(.boundary)])
    }

    @Test func theKnobStopsAtItsEnds() {
        let screen = VolumeKnobScreen()
        let tester = SceneTester(screen, includesHints: false)
        tester.moveFocus(to: "volume-knob")
        for level in stride(from: 60, through: 100, by: 10) { tester.increment([.sound(.click), "\(level) percent"]) }
        // At the end of the range VoiceOver says the value again, as it does for any adjustable that did not move.
        tester.increment(["100 percent"])
        #expect(screen.knob.level == 100)
    }

    /// Validation puts the screen back after each probe (`ModelRestoring`): after a turn, the first
    /// state comes back, level and all.
    @Test func theScreenPutsItsModelBack() {
        let screen = VolumeKnobScreen()
        let first = screen.stateSnapshot()
        _ = screen.accessibilityElements(settings: .default)
        let tester = SceneTester(screen, includesHints: false)
        tester.moveFocus(to: "volume-knob")
        tester.increment([.sound(.click), "60 percent"])
        #expect(screen.knob.level == 60)
        #expect(screen.restoreState(first))
        #expect(screen.knob.level == 50)
        #expect(screen.stateSnapshot().map(\.value) == first.map(\.value))
        #expect(!screen.restoreState([("level", "7"), ("muted", "false")]), "a state it was never laid out in")
    }

    /// Where an element is, as the layout placed it.
    private func center(_ screen: VolumeKnobScreen, _ id: String) throws -> Point {
        let frame = screen.accessibilityElements(settings: .default).first { $0.id == id }?.frame
        return try #require(frame).center
    }

    @Test func aFingerCirclingTheKnobTurnsItAndClicksEveryDetent() throws {
        let screen = VolumeKnobScreen()
        let tester = SceneTester(screen, voiceOver: false)
        // From 12 o'clock to 3 o'clock around the centre: a quarter turn, a third of the sweep.
        let c = try center(screen, "volume-knob")
        let quarter = (0...9).map { i -> FingerSample in
            let angle = -Double.pi / 2 + Double.pi / 2 * Double(i) / 9
            return (i == 0 ? .down : .move, 0, Point(c.x + 90 * cos(angle), c.y + 90 * sin(angle)))
        }
        tester.fingers(quarter + [(.up, 0, Point(c.x + 90, c.y))], [.sound(.click), .sound(.click), .sound(.click)])
        #expect(screen.knob.level == 83)
    }

    @Test func aTapOnMuteMutesWithoutMovingTheLevel() throws {
        let screen = VolumeKnobScreen()
        let tester = SceneTester(screen, voiceOver: false)
        tester.tap(try center(screen, "volume-mute"))
        #expect(screen.muted)
        #expect(screen.knob.level == 50)
        #expect(screen.knob.spokenValue == "50 percent, muted", "the knob draws Muted, and says it")
    }

    @Test func inRightToLeftLayoutsVoiceOverStillTurnsItADetentASwipe() throws {
        var settings = Settings()
        settings.layoutDirection = .rightToLeft
        let screen = VolumeKnobScreen()
        let tester = SceneTester(screen, settings: settings)
        tester.moveFocus(to: "volume-knob")
        tester.increment([.sound(.click), "60 percent"])
        #expect(screen.knob.level == 60)
    }

    /// Every state a VoiceOver user reaches is clean, as docs/package.md says of this screen: muted,
    /// the switch once drew "Unmute" under the name "Mute", which Voice Control did not answer to.
    @Test func everyReachableStateIsClean() {
        ReachableStates.assertNoFindings { VolumeKnobScreen() }
    }

    @Test func theGoldenTraceReplays() {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/knob-voiceover.trace")
        assertReplays(trace: golden.path, scene: VolumeKnobScreen())
    }
}
