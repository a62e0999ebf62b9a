import AXAudit
import AXCore
import AXScenes
@testable import AXSandboxTesting
import XCTest

/// "No findings in any state" as one assertion, and the failure it reports: each finding with the
/// path of actions that reaches it.
final class ReachableStatesTests: XCTestCase {
    func testTheStarRatingIsCleanInEveryStateItReaches() {
        let result = ReachableStates.validate { StarRatingScene() }
        XCTAssertGreaterThan(result.exploration?.states.count ?? 0, 1, "the rating's values are states of their own")
        ReachableStates.assertNoFindings { StarRatingScene() }
    }

    /// A clean exploration that stopped at its bounds is no pass: the states beyond were not
    /// validated. The failure says where it stopped and the two ways on.
    func testAnExplorationStoppedAtItsBoundsFailsUnlessAccepted() {
        let bounded = ReachableStates.validate({ StarRatingScene() }, bounds: ExplorationBounds(depth: 1, states: 500))
        XCTAssertTrue(bounded.findings.isEmpty)
        XCTAssertEqual(ReachableStates.failure(bounded, severity: .info), """
            star-rating: the exploration stopped at its bounds (2 states unexplored; depth 1, 500 states), so the states beyond them \
            were not validated: raise bounds: until every state is explored, or pass requiresCompleteExploration: false to judge the states found

            """)
        XCTAssertNil(ReachableStates.failure(bounded, severity: .info, requiresCompleteExploration: false))
        XCTAssertNil(ReachableStates.failure(ReachableStates.validate { StarRatingScene() }, severity: .info), "complete at the default bounds")
    }

    /// Play, and Share drawn only while VoiceOver is not running, opening a sheet with an
    /// unlabelled button and Close.
    final class Player: ComponentScene {
        var sharing = false
        init() { super.init(id: "player", title: "Player") }

        override func stateSnapshot() -> [(key: String, value: String)] { [("sharing", String(sharing))] }

        private func button(_ id: String, _ label: String?, at y: Double, _ action: @escaping AccessibilityHook) -> PlacedComponent {
            PlacedComponent(Button(id: id, label: label.map { SpeechText($0) }, content: Label(id: nil, label ?? "…", style: .body, color: .black),
                                   action: action), in: Rect(x: 16, y: y, width: 160, height: 44))
        }

        override func body(settings: Settings) -> any Component {
            let voiceOverRuns = settings.voiceOver
            var items = [button("play", "Play", at: 100) { _ in true }]
            if sharing {
                items.append(button("info", nil, at: 420) { _ in true })
                items.append(button("close", "Close", at: 480) { [unowned self] context in
                    sharing = false
                    context.post(.layoutChanged(.none))
                    return true
                })
            } else if !voiceOverRuns {
                items.append(button("share", "Share", at: 160) { [unowned self] context in
                    sharing = true
                    context.post(.layoutChanged(.none))
                    return true
                })
            }
            return Background(.white, Absolute(items))
        }
    }

    /// What a screen shows only with VoiceOver off is reached by Voice Control, and a finding
    /// behind it fails the test with that path (docs/validation.md, "Actions with VoiceOver off").
    func testAStateReachedOnlyWithVoiceOverOffFailsWithItsPath() {
        let result = ReachableStates.validate({ Player() }, rules: RuleCatalog.all.filter { $0.info.rule == .labelMissing })
        XCTAssertEqual(ReachableStates.failure(result, severity: .warning), """
            player: 1 finding (2 states found, 2 explored)
              error label.missing on info: Interactive element has no label
                reached by: turn VoiceOver off, then say "Tap 2" (Share)

            """)
    }

    /// One unlabelled button, its missing label accepted by the rule's typed id.
    final class AcceptedIcon: ComponentScene {
        init() { super.init(id: "accepted-icon", title: "Accepted icon") }
        override var suppressions: [Suppression] { [Suppression(.labelMissing, elementID: "icon", reason: "named in the next release")] }
        override func body(settings: Settings) -> any Component {
            Background(.white, Absolute([PlacedComponent(Button(id: "icon", label: nil, content: Label(id: nil, "…", style: .body, color: .black),
                                                                action: { _ in true }), in: Rect(x: 16, y: 100, width: 160, height: 44))]))
        }
    }

    /// A test names rules by `RuleID`'s constants: a scene's suppression accepts the finding,
    /// `RuleCatalog.all(except:)` leaves a rule out, and a finding says its rule as the same value.
    func testTypedRuleIDsSuppressLeaveOutAndNameFindings() throws {
        let labels = try XCTUnwrap(RuleCatalog.rule(.labelMissing))
        let judged = ReachableStates.validate({ AcceptedIcon() }, rules: [labels])
        XCTAssertEqual(judged.findings.map(\.rule), [.labelMissing])
        XCTAssertEqual(judged.findings.map(\.suppression), ["named in the next release"])
        XCTAssertNil(ReachableStates.failure(judged, severity: .info), "a suppressed finding fails no test")
        let without = ReachableStates.validate({ AcceptedIcon() }, rules: RuleCatalog.all(except: [.labelMissing]))
        XCTAssertFalse(without.findings.contains { $0.rule == .labelMissing })
        XCTAssertEqual(RuleCatalog.all(except: [.labelMissing]).count, RuleCatalog.all.count - 1)
    }

    func testAFailureNamesEachFindingWithThePathToIt() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"sheet","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[{"id":"options","label":"Options","traits":["button"],"frame":[16,120,358,70],"activate":{"open":"more"}}],
         "screens":[{"id":"more","sheet":true,"frame":[0,420,390,424],"background":"#FFFFFF",
                     "elements":[{"id":"done","label":"Done","traits":["button"],"frame":[16,16,358,50],"activate":{"close":true}},
                                 {"id":"info","traits":["button"],"frame":[16,100,44,44],"activate":{"announce":"Info"}}]}]}
        """
        let scene = try SceneFile.parse(text, file: "sheet.json")
        let result = ReachableStates.validate(scene.descriptor.make, rules: RuleCatalog.all.filter { $0.info.rule == .labelMissing })
        XCTAssertEqual(ReachableStates.failure(result, severity: .warning), """
            sheet: 1 finding (2 states found, 2 explored)
              error label.missing on info: Interactive element has no label
                reached by: double tap Options

            """)
    }
}
