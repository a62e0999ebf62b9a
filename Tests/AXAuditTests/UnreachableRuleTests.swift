import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `order.unreachable` (docs/validation.md, "What deeper states showed"): an element a modal view
/// elsewhere shuts out, though it shows, is an error; one the modal view covers where it shows is
/// not, even when its frame runs on past the screen's edge.
final class UnreachableRuleTests: XCTestCase {
    /// The clean screen with `modal` (a modal container holding an OK button) after its elements,
    /// and `extra` elements before the modal.
    static func file(modal frame: String, extra: String = "") -> String {
        PlantedDefectTests.file(elements: PlantedDefectTests.cleanElements + extra
            + ##",{"id":"sheet","frame":\##(frame),"modal":true,"children":[{"id":"ok","label":"OK","traits":["button"],"frame":[40,400,310,50]}]}"##)
    }

    func unreachable(_ text: String) throws -> [String] {
        try PlantedDefectTests.validated(text).filter { $0.ruleID == "order.unreachable" }.compactMap(\.subject.elementID)
    }

    /// The planted defect: a modal view that covers only its own panel shuts the screen's title and
    /// Save button out of the order, in plain sight.
    func testAModalThatCoversOnlyItsPanelLeavesTheRestUnreachable() throws {
        XCTAssertEqual(try unreachable(Self.file(modal: "[20,380,350,100]")), ["title", "save"])
    }

    /// A post peeking in at the bottom of the screen, its frame running 36 pt past the edge: shut
    /// out by a panel elsewhere it is unreachable, judged by the part that shows.
    func testAnElementPeekingInAtTheEdgeIsJudgedWhereItShows() throws {
        let peeking = ##",{"id":"post","label":"Sunrise from the ridge trail","traits":["staticText"],"frame":[24,838,342,41.8]}"##
        XCTAssertEqual(try unreachable(Self.file(modal: "[20,380,350,100]", extra: peeking)), ["title", "save", "post"])
        // The regression: a sheet's modal view covering the screen covers the 6 pt of it that show;
        // the middle of its whole frame, below the screen, made it "visible but unreachable".
        XCTAssertEqual(try unreachable(Self.file(modal: "[0,0,390,844]", extra: peeking)), [])
    }

    /// Pre-Poster's delete sheet over a feed whose next post peeks in at the bottom (the state of
    /// the five errors `validate pre-poster` reported): nothing is unreachable.
    func testPrePostersDeleteSheetCoversThePostPeekingInBelowIt() throws {
        let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == "pre-poster" })
        let rule = RuleCatalog.all.filter { $0.info.id == "order.unreachable" }
        let result = Validator(rules: rule, bounds: ExplorationBounds(depth: 2, states: 500)).validate(descriptor)
        let steps = result.exploration?.states.map(\.steps) ?? []
        XCTAssertTrue(steps.contains("double tap New post › action Delete on Tom McNeil"), "the sheet over the longer feed is reached")
        XCTAssertTrue(steps.contains("three-finger scroll up from Lexi Torres › action Delete on Sunrise over a mountain ridge"),
                      "the sheet over the scrolled feed is reached")
        XCTAssertEqual(result.findings.map(\.message), [])
    }
}
