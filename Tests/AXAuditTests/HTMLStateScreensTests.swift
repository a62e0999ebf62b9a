import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The HTML report pictures each explored state in which a finding is first seen, drawn at the
/// time the state was reached, with its findings beside the path that reaches it, and no more
/// screens per scene than its limit, saying so (docs/reports.md, "Explored states").
final class HTMLStateScreensTests: XCTestCase {
    static let tiny = EmbeddedImage(png: [0x89, 0x50, 0x4E, 0x47], width: 1, height: 1)

    func testTheSheetsStateIsPicturedWithItsFindingsAndPath() throws {
        let descriptor = try ExplorationTests.fixture("hidden-sheet.json")
        let report = ExplorationTests.explored.validate([descriptor])
        let state = try XCTUnwrap(report.scenes[0].exploration?.states.last)
        var drawn: [(snapshot: [String], time: Int)] = []
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { scene, _, time in
            drawn.append((scene.stateSnapshot().map { "\($0.key)=\($0.value)" }, time))
            return Self.tiny
        }
        // The variant screens at time 0, then the sheet's state at the time it was reached, in that state.
        let last = try XCTUnwrap(drawn.last)
        XCTAssertEqual(last.time, state.endTime)
        XCTAssertEqual(last.snapshot, state.snapshot.map { "\($0.key)=\($0.value)" })
        XCTAssertEqual(drawn.dropLast().map(\.time).filter { $0 != 0 }, [])
        XCTAssertTrue(html.contains("<h3>State #1 · <span class=\"path\">double tap Options</span></h3>"), html)
        XCTAssertTrue(html.contains("<b>Reached by:</b> double tap Options"))
        XCTAssertTrue(html.contains("2 states found, 2 explored; 1 state past the initial one shows a finding first, each pictured."))
        XCTAssertTrue(html.contains("alt=\"\(descriptor.title) in state 1\""))
        // The unlabeled button first seen on the sheet is outlined there and linked to its card.
        XCTAssertNotNil(html.range(of: "<a href=\"#f[0-9]+\"><code>label.missing</code></a>", options: .regularExpression))
        XCTAssertTrue(html.contains("<title>info</title>"), "the sheet's button outlined on its state's screen")
    }

    /// A sheet a "More" button shown only at the accessibility sizes opens was drawn at the default
    /// size, which its user never sees it at and its path trace does not replay it at: "Done"
    /// fitting its box while the card beside the picture said it was clipped at AX5. It is drawn
    /// under the settings its path set, says so, and outlines both the clipped text measured at
    /// AX5 and the unlabelled button measured at the default size, which AX5 does not move.
    func testAStateReachedAfterASettingChangeIsDrawnUnderIt() throws {
        let descriptor = try ExplorationTests.fixture("more-at-accessibility-sizes.json")
        let report = ExplorationTests.explored.validate([descriptor])
        let state = try XCTUnwrap(report.scenes[0].exploration?.states.last)
        XCTAssertEqual(state.steps, "set contentSize=AX5, then double tap More")
        var drawn: [(settings: Settings, time: Int)] = []
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, settings, time in
            drawn.append((settings, time))
            return Self.tiny
        }
        let last = try XCTUnwrap(drawn.last)
        XCTAssertEqual(last.time, state.endTime)
        XCTAssertEqual(last.settings.contentSize, .accessibilityXXXLarge)
        XCTAssertEqual(last.settings.changesFromDefaults, "contentSize=AX5")
        XCTAssertTrue(html.contains("<b>Drawn under:</b> contentSize=AX5, as its path set them"), html)
        let pictured = try XCTUnwrap(html.components(separatedBy: "State #1 ·").last)
        XCTAssertTrue(pictured.contains("<title>done</title>"), "the text clipped at AX5 is outlined")
        XCTAssertTrue(pictured.contains("<title>mystery</title>"), "the unlabelled button, where AX5 leaves it, is outlined")
        // The initial state's own screen is still drawn under the base settings.
        XCTAssertEqual(drawn.first?.settings, Settings())
    }

    /// The variants' screens are the initial state's. The sheet's unlabelled button was outlined on
    /// them too, at its frame in the sheet, over the empty lower half of the first screen: a box
    /// around nothing, numbered as if it were there. It is outlined on the sheet's state only, and
    /// its card under the variant says where it was seen.
    func testAFindingOfAnotherStateIsNotOutlinedOnTheInitialScreen() throws {
        let descriptor = try ExplorationTests.fixture("hidden-sheet.json")
        let report = ExplorationTests.explored.validate([descriptor])
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _, _ in Self.tiny }
        let variants = try XCTUnwrap(html.components(separatedBy: "Explored states").first)
        XCTAssertFalse(variants.contains("<title>info</title>"), "the sheet's button is not outlined on the first screen")
        XCTAssertTrue(variants.contains("not on this screen: first seen in state #1"))
        XCTAssertEqual(html.components(separatedBy: "<title>info</title>").count - 1, 1, "outlined once, on the sheet's screen")
        XCTAssertFalse(variants.contains("<title>done</title>"), "nor its Done button, clipped at AX5")
    }

    func testStateScreensAreCappedAndThePageSaysSo() throws {
        let descriptor = try ExplorationTests.fixture("hidden-sheet.json")
        let report = ExplorationTests.explored.validate([descriptor])
        var times: [Int] = []
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings(), stateScreenLimit: 0) { _, _, time in
            times.append(time)
            return Self.tiny
        }
        XCTAssertEqual(times.filter { $0 != 0 }, [], "no state pictured")
        XCTAssertFalse(html.contains("State #1 ·"))
        XCTAssertTrue(html.contains("the first 0 are pictured"))
        XCTAssertTrue(html.contains("Not pictured (over the limit of 0 screens): #1 double tap Options"))
    }

    /// An unexplored report (depth 0) pictures no states.
    func testDepthZeroPicturesNoStates() throws {
        let report = Validator().validate([try ExplorationTests.fixture("hidden-sheet.json")])
        let html = HTMLReport.render(report, rules: RuleCatalog.infos, toolVersion: "9.9", baseSettings: Settings()) { _, _ in nil }
        XCTAssertFalse(html.contains("Explored states"))
    }
}
