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

    func testAFailureNamesEachFindingWithThePathToIt() throws {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"sheet","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[{"id":"options","label":"Options","traits":["button"],"frame":[16,120,358,70],"activate":{"open":"more"}}],
         "screens":[{"id":"more","sheet":true,"frame":[0,420,390,424],"background":"#FFFFFF",
                     "elements":[{"id":"done","label":"Done","traits":["button"],"frame":[16,16,358,50],"activate":{"close":true}},
                                 {"id":"info","traits":["button"],"frame":[16,100,44,44],"activate":{"announce":"Info"}}]}]}
        """
        let scene = try SceneFile.parse(text, file: "sheet.json")
        let result = ReachableStates.validate(scene.descriptor.make, rules: RuleCatalog.all.filter { $0.info.id == "label.missing" })
        XCTAssertEqual(ReachableStates.failure(result, severity: .warning), """
            sheet: 1 finding (2 states found, 2 explored)
              error label.missing on info: Interactive element has no label
                reached by: double tap Options

            """)
    }
}
