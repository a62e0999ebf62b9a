import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The explorer takes VoiceOver's long press (a triple tap) on an element where the scene declares a
/// long press at its activation point, as Switch Control's Gestures page and Full Keyboard Access's
/// actions list offer one there (docs/validation.md, "Actions"). Before, a button whose long press
/// set a flag was reported by `gesture.touch-only-state` as reaching a state no VoiceOver action
/// reaches, while VoiceOver's triple tap and Voice Control's "Long press Send mail" reached it.
final class ExplorationLongPressTests: XCTestCase {
    /// Two buttons; a long press declared over `frame` sets `flag`, announcing `announce` if given.
    private static func scene(longPressOver frame: String, announce: String? = nil) throws -> SceneDescriptor {
        let effect = announce.map { #", "announce": "\#($0)""# } ?? ""
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"long-press","device":{"idiom":"phone"},"state":{"flag":false},
         "elements":[
           {"id":"a","label":"Save draft","traits":["button"],"frame":[16,100,358,50],"activate":{"announce":"Saved"}},
           {"id":"b","label":"Send mail","traits":["button"],"frame":[16,170,358,50],"activate":{"announce":"Sent"}}],
         "gestures":[{"kind":"longPress","frame":\(frame),"meaning":"flag","set":{"flag":true}\(effect)}]}
        """
        return try SceneFile.parse(text, file: "long-press.json").descriptor
    }

    private static func findings(_ descriptor: SceneDescriptor) -> [String] {
        ExplorationTests.explored.validate(descriptor).findings
            .filter { $0.suppression == nil }.map { "\($0.ruleID) \($0.statesText): \($0.message)" }
    }

    func testALongPressOnAButtonIsTakenAndItsStateIsNoTouchOnlyState() throws {
        let descriptor = try Self.scene(longPressOver: "[16,170,358,50]")
        let result = ExplorationTests.explored.validate(descriptor)
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertEqual(exploration.states.map(\.steps), ["initial state", "triple tap Send mail (a long press)"])
        XCTAssertEqual(Self.findings(descriptor),
                       [#"notify.silent-action #0: "triple tap Send mail (a long press)" changes the model but tells VoiceOver nothing"#],
                       "reached, and silent: nothing is announced")
    }

    func testALongPressThatAnnouncesIsClean() throws {
        XCTAssertEqual(Self.findings(try Self.scene(longPressOver: "[16,170,358,50]", announce: "Flagged")), [])
    }

    /// A long press declared on part of the button away from its activation point is not VoiceOver's:
    /// its triple tap presses at the activation point, as Switch Control's Gestures page and the
    /// keyboard's actions list leave such a long press out. Its state is a touch-only state.
    func testALongPressAwayFromTheActivationPointIsNotTaken() throws {
        let descriptor = try Self.scene(longPressOver: "[300,170,74,50]")
        XCTAssertEqual(ExplorationTests.explored.validate(descriptor).exploration?.states.count, 1)
        XCTAssertEqual(Self.findings(descriptor),
                       [#"keyboard.no-key-path #0: The longPress that does "flag" has no keyboard path"#,
                        #"gesture.touch-only-state #0: The longPress that does "flag" reaches a state no VoiceOver action reaches"#])
    }

    /// With VoiceOver off, Voice Control says the long press by the element's number.
    func testWithVoiceOverOffALongPressIsSaidToVoiceControl() throws {
        let scene = try Self.scene(longPressOver: "[16,170,358,50]").make()
        var settings = Settings()
        settings.voiceOver = false
        let order = NavigationOrder(scene: scene, settings: settings)
        var leftOut = ExplorationAction.LeftOut()
        let actions = ExplorationAction.available(in: order, under: settings, screen: scene.device.bounds,
                                                  longPressAreas: scene.longPressAreas, leftOut: &leftOut)
        XCTAssertEqual(actions.map(\.step), [#"say "Tap 1" (Save draft)"#, #"say "Tap 2" (Send mail)"#, #"say "Long press 2" (Send mail)"#])
    }

    /// Pre-Poster (broken)'s long press on a post opens its delete sheet: the explorer takes it with
    /// VoiceOver's triple tap, and the report is the same whether the explorer hands its copies from
    /// state to state, putting them back, or makes a fresh one each time: the declared gestures are
    /// asked under the listing session's own settings (`Session.sceneDeclaredGestures`), not under
    /// those a shared copy was told last.
    func testPrePosterBrokensReportIsTheSameWithCopiesSharedAndFresh() throws {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "pre-poster-broken"))
        func report(reusingCopies: Bool) -> (steps: [String], findings: [String]) {
            var validator = Validator(bounds: .default)
            validator.explorationReusesCopies = reusingCopies
            let result = validator.validate(descriptor)
            return (result.exploration?.states.map(\.steps) ?? [], result.findings.map { String(describing: $0) })
        }
        let shared = report(reusingCopies: true), fresh = report(reusingCopies: false)
        XCTAssertTrue(shared.steps.contains { $0.contains("(a long press)") }, "a state the long press reaches: \(shared.steps)")
        XCTAssertEqual(shared.steps, fresh.steps)
        XCTAssertEqual(shared.findings, fresh.findings)
    }
}
