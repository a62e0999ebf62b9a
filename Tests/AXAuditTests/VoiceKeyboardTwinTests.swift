import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// The catalog's broken twins show what the Voice Control and Full Keyboard Access rules catch
/// (docs/voice-control.md, docs/keyboard.md): each rule fails on the broken twin named here and
/// passes on its fixed scene, validated as `axsandbox validate` does (the initial state, or every
/// state exploration reaches where the defect shows only in one).
final class VoiceKeyboardTwinTests: XCTestCase {
    /// Each rule, the broken twin that shows it, and whether it shows only past the initial state.
    static let twins: [(rule: String, twin: String, explored: Bool)] = [
        ("voice.no-name", "pre-poster-broken", false),
        ("voice.label-in-name", "home-screen-broken", false),
        ("voice.shared-name", "home-screen-broken", false),
        ("voice.too-many-names", "home-screen-broken", false),
        ("voice.unreachable-action", "home-screen-broken", false),
        ("keyboard.unreachable", "home-screen-broken", false),
        ("keyboard.no-key-path", "home-screen-broken", false),
        ("keyboard.focus-hidden", "exceptional-dogs-broken", true),
    ]

    /// Rules no broken twin shows yet, each with the planted-defect test that catches it: listed
    /// here, by name, so a rule without either fails below.
    static let plantedOnly: [(rule: String, test: String)] = [
        ("voice.shown-name-unsayable", "VoiceControlRuleTests.testTheNameShowNamesShowsMustBeSayable"),
    ]

    func testEachVoiceAndKeyboardRuleFailsOnItsBrokenTwinAndPassesOnItsFixedScene() throws {
        let rules = RuleCatalog.all.filter { $0.info.area == .voiceControl || $0.info.area == .keyboard }
        XCTAssertEqual(Set(rules.map(\.info.id)), Set(Self.twins.map(\.rule) + Self.plantedOnly.map(\.rule)),
                       "every Voice Control and keyboard rule has its twin, or a planted-defect test named here")
        for row in Self.twins {
            let validator = Validator(rules: rules.filter { $0.info.id == row.rule }, bounds: row.explored ? .default : .initialState)
            let fixed = String(row.twin.dropLast("-broken".count))
            for (id, fails) in [(row.twin, true), (fixed, false)] {
                let descriptor = try XCTUnwrap(Catalog.descriptor(for: id), id)
                let found = validator.validate(descriptor).findings.filter { $0.suppression == nil && $0.ruleID == row.rule }
                XCTAssertEqual(!found.isEmpty, fails, "\(row.rule) on \(id): \(found.map(\.message))")
            }
        }
    }
}
