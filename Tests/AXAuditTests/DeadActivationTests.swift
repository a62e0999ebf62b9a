import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `actions.activation-does-nothing`: a button or link that offers no activation (no handler, and
/// nothing in the scene takes the tap at its activation point) and whose double tap changes nothing
/// (no model, tree or sound change, nothing VoiceOver speaks posted) is dead for every assistive
/// technology, which all activate it the same way. Judged by the probe's one measure of "did something"
/// (`Probe.Outcome.changedSomething`), as custom actions are; dimmed and selected controls, whose
/// doing nothing is right, are not judged.
final class DeadActivationTests: XCTestCase {
    static let rule: Set<String> = ["actions.activation-does-nothing"]

    /// The rule's findings on the scene file whose elements are `elements`, "element: message" sorted.
    static func findings(_ elements: String, state: String = "{}") throws -> [String] {
        let text = ##"{"format":"axsandbox-scene","version":1,"id":"dead","device":{"idiom":"phone","width":390,"height":844},"state":\##(state),"elements":[\##(elements)]}"##
        let descriptor = try SceneFile.parse(text, file: "dead.json").descriptor
        let rules = RuleCatalog.all.filter { rule.contains($0.info.id) }
        let report = Validator(rules: rules, matrix: .default, bounds: .default).validate(descriptor)
        return Array(Set(report.findings.map { "\($0.subject.elementID ?? ""): \($0.message)" })).sorted()
    }

    /// The stranger's "Pay now": a button with no activation passed every rule.
    func testAButtonWhoseActivationDoesNothingIsReported() throws {
        let elements = ##"""
        {"id":"pay","label":"Pay now","traits":["button"],"frame":[16,100,358,50]},
        {"id":"terms","label":"Terms","traits":["link"],"frame":[16,160,358,50]},
        {"id":"cancel","label":"Cancel","traits":["button"],"frame":[16,220,358,50],"activate":{"announce":"cancelled"}}
        """##
        XCTAssertEqual(try Self.findings(elements), ["pay: Activating \"Pay now\" does nothing", "terms: Activating \"Terms\" does nothing"])
    }

    /// A control with an activation of its own is not judged: setting the model, opening a screen,
    /// announcing, or a handler that answers with nothing heard (which `traits.silent-state-change`
    /// and the custom-action rules judge by their own measures).
    func testAnyPerceivedEffectPasses() throws {
        let elements = ##"""
        {"id":"set","label":"Set","traits":["button"],"frame":[16,100,358,50],"activate":{"set":{"paid":true},"announce":"Paid"}},
        {"id":"open","label":"Open","traits":["button"],"frame":[16,160,358,50],"activate":{"open":"next"}},
        {"id":"say","label":"Say","traits":["button"],"frame":[16,220,358,50],"activate":{"announce":"Hello"}},
        {"id":"mute","label":"Mute","traits":["button"],"frame":[16,280,358,50],"activate":{"announce":""}}
        """##
        let text = ##"{"format":"axsandbox-scene","version":1,"id":"dead","device":{"idiom":"phone","width":390,"height":844},"state":{"paid":false},"elements":[\##(elements)],"screens":[{"id":"next","elements":[{"id":"back","label":"Back","traits":["backButton"],"frame":[0,44,80,44],"activate":{"close":true}}]}]}"##
        let descriptor = try SceneFile.parse(text, file: "dead.json").descriptor
        let rules = RuleCatalog.all.filter { Self.rule.contains($0.info.id) }
        let found = Validator(rules: rules, matrix: .default, bounds: .default).validate(descriptor).findings
        XCTAssertEqual(found.map { $0.subject.elementID ?? "" }, [])
    }

    /// A tap the scene's own touch handling takes answers the activation: a home screen's app icon
    /// has no handler and launches its app, which lies beyond the scene (the catalog's home screen).
    func testAnIconTheSceneTakesTheTapOfIsNotReported() {
        let descriptor = Catalog.all.first { $0.id == "home-screen" }!
        let rules = RuleCatalog.all.filter { Self.rule.contains($0.info.id) }
        let report = Validator(rules: rules, matrix: .default, bounds: ExplorationBounds(depth: 0, states: 1)).validate(descriptor)
        XCTAssertEqual(report.findings.map(\.message), [])
    }

    /// Rightly inert: a dimmed button, a selected tab re-tapped, and what other rules judge
    /// (toggles, adjustables, text fields); a plain label is no control.
    func testLegitimateNoOpsAreNotReported() throws {
        let elements = ##"""
        {"id":"dimmed","label":"Pay now","traits":["button","notEnabled"],"frame":[16,100,358,50]},
        {"id":"tab","label":"Home","traits":["button","selected"],"frame":[16,160,358,50]},
        {"id":"text","label":"Total","traits":["staticText"],"frame":[16,220,358,50]},
        {"id":"field","label":"Name","traits":["textField"],"frame":[16,280,358,50]}
        """##
        XCTAssertEqual(try Self.findings(elements), [])
    }
}
