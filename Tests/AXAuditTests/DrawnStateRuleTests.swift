import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// `value.drawn-state`: a toggle whose drawing shows one state while VoiceOver speaks the other. The
/// switch is read as UIKit draws `UISwitch` (a capsule, the knob at the trailing end of a tinted
/// track when on, at the leading end of an untinted one when off), and only when that reading is
/// unambiguous.
final class DrawnStateRuleTests: XCTestCase {
    /// The scene a stranger found passing: "I agree", value "0", drawn as a switch turned on.
    private static let mismatch = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DrawnState/mismatch.json")

    private func strangersScene() throws -> String { try String(contentsOf: Self.mismatch, encoding: .utf8) }

    private func findings(_ text: String, direction: LayoutDirection = .leftToRight,
                          bounds: ExplorationBounds = .initialState) throws -> [Finding] {
        let scene = try SceneFile.parse(text, file: "mismatch.json")
        var base = Settings()
        base.layoutDirection = direction
        return Validator(rules: [DrawnStateRule()], baseSettings: base, bounds: bounds).validate(scene.descriptor, declarative: true).findings
    }

    /// The stranger's scene with the agreement's value, or its drawing's items, replaced.
    private func variant(value: String = "0", track: String = ##"{ "rect": [300, 7, 51, 31], "fill": "#34C759", "cornerRadius": 15.5 }"##,
                         knob: String? = ##"{ "ellipse": [322, 9, 27, 27], "fill": "#FFFFFF" }"##,
                         traits: String = ##"["button", "toggleButton"]"##) throws -> String {
        var text = try strangersScene()
        let original = ##""value": "0", "traits": ["button", "toggleButton"]"##
        XCTAssertTrue(text.contains(original))
        text = text.replacingOccurrences(of: original, with: ##""value": "\##(value)", "traits": \##(traits)"##)
        let drawing = """
        { "rect": [300, 7, 51, 31], "fill": "#34C759", "cornerRadius": 15.5 },
                               { "ellipse": [322, 9, 27, 27], "fill": "#FFFFFF" }
        """
        XCTAssertTrue(text.contains(drawing))
        return text.replacingOccurrences(of: drawing, with: track + (knob.map { ", " + $0 } ?? ""))
    }

    func testTheStrangersSwitchDrawnOnWhileItsValueSaysOffIsReported() throws {
        let found = try findings(strangersScene())
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.ruleID) \($0.severity)" }, ["agree value.drawn-state error"])
        XCTAssertEqual(found.first?.message, "Toggle \"I agree\" is drawn on, but VoiceOver says Off")
        XCTAssertEqual(found.first?.detail, "its value \"0\" is read \"Off\"; the switch at [316, 169, 51, 31] has its knob at the "
                       + "trailing end and its track tinted (#34C759)")
        // Reported under every settings variant of the default matrix: none redraws the switch.
        XCTAssertEqual(found.first?.settings, "")
    }

    /// What VoiceOver says for it: the state word from the one reading of a toggle's value.
    func testVoiceOverSaysOffForTheStrangersToggle() {
        let said = DescriptionBuilder.describe(label: "I agree", value: "0", hint: nil, traits: [.button, .toggleButton])
        XCTAssertEqual(said.description, "I agree. Switch Button. Off.")
    }

    func testTheSameSwitchWithTheValueOnIsClean() throws {
        XCTAssertEqual(try findings(variant(value: "1")).count, 0)
    }

    /// Drawn off (the knob at the leading end of an untinted track) while the value says on.
    func testASwitchDrawnOffWhileItsValueSaysOnIsReported() throws {
        let off = ##"{ "rect": [300, 7, 51, 31], "fill": "#E9E9EA", "cornerRadius": 15.5 }"##
        let leading = ##"{ "ellipse": [302, 9, 27, 27], "fill": "#FFFFFF" }"##
        XCTAssertEqual(try findings(variant(value: "1", track: off, knob: leading)).map(\.message),
                       ["Toggle \"I agree\" is drawn off, but VoiceOver says On"])
        XCTAssertEqual(try findings(variant(value: "0", track: off, knob: leading)).count, 0)
    }

    /// The knob at the leading end of a green track: the tint says on, the knob off. Not judged.
    func testAKnobAtTheLeadingEndOfATintedTrackIsNotJudged() throws {
        let leading = ##"{ "ellipse": [302, 9, 27, 27], "fill": "#FFFFFF" }"##
        XCTAssertEqual(try findings(variant(value: "0", knob: leading)).count, 0)
        XCTAssertEqual(try findings(variant(value: "1", knob: leading)).count, 0)
    }

    /// A right-to-left layout mirrors the file, the switch with it: the knob then lies at the left
    /// end, which is the trailing one, and the switch is still drawn on.
    func testRightToLeftReadsTheLeftEndAsTrailing() throws {
        let found = try findings(strangersScene(), direction: .rightToLeft)
        XCTAssertEqual(found.map(\.message), ["Toggle \"I agree\" is drawn on, but VoiceOver says Off"])
        XCTAssertEqual(try findings(variant(value: "1"), direction: .rightToLeft).count, 0)
    }

    /// The reading itself: the same drawing, the knob at the left end of a tinted track, is on in a
    /// right-to-left layout and unreadable (the tint and the knob disagree) in a left-to-right one.
    func testTheTrailingEndFollowsTheLayoutDirection() {
        var list = DisplayList()
        list.fill(.roundedRect(Rect(x: 10, y: 10, width: 51, height: 31), radius: 15.5), .hex(0x34C759))
        list.fill(.ellipse(Rect(x: 12, y: 12, width: 27, height: 27)), .white)
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let parts = DrawnSwitch.Parts(list, clips: list.clips)
        let sampler = FrameSampler(list, screen: screen)
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(DrawnSwitch.read(in: frame, parts: parts, sampler: sampler, direction: .rightToLeft)?.isOn, true)
        XCTAssertNil(DrawnSwitch.read(in: frame, parts: parts, sampler: sampler, direction: .leftToRight))
    }

    /// A capsule with no knob shows no position.
    func testACapsuleWithoutAKnobIsNotJudged() throws {
        XCTAssertEqual(try findings(variant(knob: nil)).count, 0)
    }

    /// A knob half way along its track (as while it slides) is at neither end.
    func testAKnobHalfWayIsNotJudged() throws {
        XCTAssertEqual(try findings(variant(knob: ##"{ "ellipse": [312, 9, 27, 27], "fill": "#FFFFFF" }"##)).count, 0)
    }

    /// An element without the toggle trait has no on or off to contradict.
    func testANonToggleIsNotJudged() throws {
        XCTAssertEqual(try findings(variant(traits: ##"["button"]"##)).count, 0)
    }

    /// A switch drawn on a plain button that says no state (no toggle trait, no value): VoiceOver
    /// hears "I agree. Button." whether the switch is on or off. Reported, as a warning, in either state.
    func testASwitchDrawnOnAPlainButtonWithNoStateIsReported() throws {
        let found = try findings(variant(value: "", traits: ##"["button"]"##))
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.ruleID) \($0.severity)" }, ["agree value.drawn-state warning"])
        XCTAssertEqual(found.first?.message, "\"I agree\" is drawn as a switch turned on, but VoiceOver hears a plain button with no state")
        let off = ##"{ "rect": [300, 7, 51, 31], "fill": "#E9E9EA", "cornerRadius": 15.5 }"##
        let leading = ##"{ "ellipse": [302, 9, 27, 27], "fill": "#FFFFFF" }"##
        XCTAssertEqual(try findings(variant(value: "", track: off, knob: leading, traits: ##"["button"]"##)).map(\.message),
                       ["\"I agree\" is drawn as a switch turned off, but VoiceOver hears a plain button with no state"])
        // The submit button, drawn as a filled rounded rectangle, is no switch: one finding only.
        XCTAssertEqual(found.count, 1)
    }

    /// A plain button that speaks its state another way is not judged: selected, a value, or "on"
    /// in its label. Neither is one whose switch lies in a smaller element of its own (a row's toggle).
    func testAPlainButtonThatSpeaksItsStateOrHoldsAToggleIsNotJudged() throws {
        XCTAssertEqual(try findings(variant(value: "", traits: ##"["button", "selected"]"##)).count, 0)
        XCTAssertEqual(try findings(variant(value: "Enabled", traits: ##"["button"]"##)).count, 0)
        let labelled = try variant(value: "", traits: ##"["button"]"##)
            .replacingOccurrences(of: ##""label": "I agree""##, with: ##""label": "Sync on""##)
        XCTAssertEqual(try findings(labelled).count, 0)
        // The row a button, the switch drawn in it a toggle of its own, smaller, that says its state.
        func row(_ toggle: String) -> String {
            ##"{"format":"axsandbox-scene","version":1,"id":"row","device":{"idiom":"phone"},"##
                + ##""drawing":[{"text":"I agree","box":[32,171,200,22],"style":"body"},"##
                + ##"{"rect":[316,167,51,31],"fill":"#34C759","cornerRadius":15.5},{"ellipse":[338,169,27,27],"fill":"#FFFFFF"}],"##
                + ##""elements":[{"id":"agree","label":"I agree","traits":["button"],"frame":[16,160,358,44]}"## + toggle + "]}"
        }
        XCTAssertEqual(try findings(row(##",{"id":"sw","label":"Agree","value":"1","traits":["button","toggleButton"],"frame":[316,167,51,31]}"##))
            .map(\.message), [])
        XCTAssertEqual(try findings(row(##",{"id":"sw","label":"Agree","traits":["staticText"],"frame":[316,167,51,31]}"##)).map(\.message), [],
                       "a smaller element of its own holds the switch, whatever it says")
        // Without it, the row is the switch: a button heard with no state.
        XCTAssertEqual(try findings(row("")).map { $0.subject.elementID ?? "-" }, ["agree"])
    }

    /// The rule runs in every explored state: a switch drawn on whatever its state is clean at the
    /// start (value 1) and reported in the state a double tap leads to (value 0).
    func testTheRuleJudgesEveryExploredState() throws {
        // A toggle's value of 1 or 0 flips on a double tap (docs/scene-format.md, "Toggles"); the drawing does not follow it.
        let text = try variant(value: "1")
        XCTAssertEqual(try findings(text).count, 0)
        let explored = try findings(text, bounds: ExplorationBounds(depth: 2, states: 10))
        XCTAssertEqual(explored.map(\.message), ["Toggle \"I agree\" is drawn on, but VoiceOver says Off"])
        XCTAssertEqual(explored.first?.states.contains(0), false)
    }

    /// Reports, for each toggle with an On or Off value, what its drawing reads as: how the seed
    /// apps' real switches are checked to be read, and read as their values say.
    private struct Reading: Rule {
        let info = RuleInfo(id: "test.drawn-switch", area: .labels, kind: .frame, severity: .info, title: "", explanation: "", fix: "")
        func check(_ subject: AuditSubject, report: inout FindingSink) {
            let parts = DrawnSwitch.Parts(subject.displayList, clips: subject.frameClips)
            for node in subject.focusable where node.element.traits.contains(.toggleButton) {
                guard let state = ToggleState(value: node.element.value?.string), state != .mixed else { continue }
                let drawn = DrawnSwitch.read(in: node.element.frame, parts: parts, sampler: subject.frameSampler, direction: subject.layoutDirection)
                report.add(node, "\(state.word) read \(drawn.map { $0.isOn ? "On" : "Off" } ?? "nothing")", detail: "")
            }
        }
    }

    /// Pre-Poster's network switches (accessible green on, light grey off) and Photo Filter's
    /// "Filter" switch button are read in both states, explored, in both layout directions, and no
    /// reading contradicts the value: the rule has nothing to say about them.
    func testTheSeedAppsSwitchesAreReadAsTheirValuesSay() {
        for id in ["pre-poster", "photo-filter"] {
            guard let descriptor = Catalog.all.first(where: { $0.id == id }) else { return XCTFail(id) }
            for direction in LayoutDirection.allCases {
                var base = Settings()
                base.layoutDirection = direction
                let found = Validator(rules: [Reading()], baseSettings: base, bounds: ExplorationBounds(depth: 2, states: 40))
                    .validate(descriptor).findings
                let readings = Set(found.map(\.message))
                // Never read as the other state; a switch cut by its row at AX5 (Pre-Poster's stacked
                // cell) or hidden under the screen drawn over it (Photo Filter's Photos) reads as nothing.
                XCTAssertTrue(readings.isSubset(of: ["On read On", "Off read Off", "On read nothing", "Off read nothing"]),
                              "\(id) \(direction): \(readings.sorted())")
                XCTAssertTrue(readings.isSuperset(of: ["On read On", "Off read Off"]), "\(id) \(direction): both states are read")
            }
        }
    }
}
