import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Rules that compare elements with each other compare only those exposed together: a screen's
/// elements under an open sheet are hidden by its modal view (UIKit's `accessibilityViewIsModal`),
/// never heard or touched beside the sheet's. A sheet with a "Close" button where the screen has
/// one, or a sheet opened over itself (its twin below shares every id and frame), drew
/// `label.duplicate` and `target.overlap` in every state the sheet was open.
final class ModalExposureTests: XCTestCase {
    /// A screen with a "Close" button and one opening a sheet whose own "Close" button lies at the
    /// same frame and whose "Open again" opens the sheet over itself.
    static let sheetOverItself = """
    {"format":"axsandbox-scene","version":1,"id":"sheet-twice","device":{"idiom":"phone","width":390,"height":844},
     "elements":[
      {"id":"open","label":"Open sheet","traits":["button"],"frame":[16,100,358,44],"activate":{"open":"sheet"}},
      {"id":"close","label":"Close","traits":["button"],"frame":[16,316,358,44],"activate":{"announce":"Nothing to close"}}],
     "screens":[{"id":"sheet","sheet":true,"frame":[0,300,390,544],"background":"#FFFFFF","elements":[
      {"id":"sheet-close","label":"Close","traits":["button"],"frame":[16,16,358,44],"activate":{"close":true}},
      {"id":"again","label":"Open again","traits":["button"],"frame":[16,80,358,44],"activate":{"open":"sheet"}}]}]}
    """

    /// Validated as `axsandbox validate FILE` validates it: explored, its actions probed.
    private func validated(_ text: String, rules ids: Set<String>) throws -> ValidationReport.SceneResult {
        let scene = try SceneFile.parse(text, file: "sheet-twice.json")
        return Validator(rules: RuleCatalog.all.filter { ids.contains($0.info.id) }, bounds: .default).validate(scene.descriptor, declarative: false)
    }

    func testElementsBehindASheetAreNotComparedWithTheSheets() throws {
        let result = try validated(Self.sheetOverItself, rules: ["label.duplicate", "target.overlap"])
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.subject.elementID ?? "-"): \($0.message)" }, [])
        XCTAssertGreaterThan(result.exploration?.states.count ?? 0, 2, "the sheet and the sheet over it are explored")
    }

    /// The same two buttons exposed together are still compared: the rules can fail.
    func testTheSameButtonsSideBySideAreStillCompared() throws {
        let side = """
        {"format":"axsandbox-scene","version":1,"id":"side","device":{"idiom":"phone","width":390,"height":844},"elements":[
         {"id":"a","label":"Close","traits":["button"],"frame":[16,100,358,44],"activate":{"announce":"A"}},
         {"id":"b","label":"Close","traits":["button"],"frame":[16,100,358,44],"activate":{"announce":"B"}}]}
        """
        let found = try validated(side, rules: ["label.duplicate", "target.overlap"]).findings
        XCTAssertEqual(Set(found.map(\.ruleID)), ["label.duplicate", "target.overlap"])
    }

    /// An element is behind a modal view exactly when VoiceOver's order leaves it out for one: in
    /// every explored state of every catalog scene and example file, each focusable element that is
    /// not behind a modal view is in the order, and none that is.
    func testBehindAModalViewIsWhatVoiceOverLeavesOut() throws {
        var behind = 0, exposed = 0
        for descriptor in Catalog.all + (try ExploredProbeAgreementTests.exampleSceneFiles())
            + [try SceneFile.parse(Self.sheetOverItself, file: "s.json").descriptor] {
            let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: ExplorationBounds(depth: 3, states: 25))
            for state in explorer.explore().states {
                let scene = explorer.scene(at: state)
                let roots = scene.accessibilityElements(settings: Settings())
                let order = NavigationOrder(roots: roots)
                let ordered = Set(order.entries.map(\.id))
                let nodes = AuditNode.collect(roots).filter(\.isFocusable)
                // A sheet opened over itself leaves its twin below with the same ids: judged by the top one.
                let exposedIDs = Set(nodes.filter { !$0.isBehindModal }.map(\.element.id))
                for node in nodes {
                    if node.isBehindModal {
                        guard !exposedIDs.contains(node.element.id) else { continue }
                        behind += 1
                        XCTAssertFalse(ordered.contains(node.element.id), "\(descriptor.id) state \(state.index): \(node.element.id) is behind a modal view yet ordered")
                    } else {
                        exposed += 1
                        XCTAssertTrue(ordered.contains(node.element.id), "\(descriptor.id) state \(state.index): \(node.element.id) is exposed yet not ordered")
                    }
                }
            }
        }
        XCTAssertGreaterThan(behind, 50, "too few elements behind modal views")
        XCTAssertGreaterThan(exposed, 500)
    }
}
