import AXCore
import AXEngine
import AXScenes
@testable import AXSandboxTesting
import Testing
import XCTest

/// The test API on a catalog scene, from both test frameworks, and the failure it reports.
final class SceneTesterXCTests: XCTestCase {
    /// The drag earcons are VoiceOver's: a finger drag with VoiceOver off is expected silent, and the
    /// same move made with VoiceOver on (the rotor's drag source and drop point) is expected with them.
    func testDragSoundsAreExpectedOnlyWithVoiceOverOn() throws {
        let touched = HomeScreenScene()
        let finger = SceneTester(touched, voiceOver: false)
        let notes = try XCTUnwrap(finger.session.navigation.node(withID: "app-notes"))
        let mail = try XCTUnwrap(finger.session.navigation.node(withID: "app-mail"))
        finger.drag(from: notes.dragSources[0].point, to: mail.dropPoints[1].point, hold: 640, steps: 20, [])

        let described = HomeScreenScene()
        let vo = SceneTester(described, includesHints: false)
        vo.moveFocus(to: "app-notes")
        vo.decrement(["Drag Notes"])
        vo.activate([.sound(.dragStart)])
        vo.first(["Mail. Button.", "Actions available"])
        vo.decrement(["Drag Mail"])
        vo.decrement(["Drop left of Mail"])
        vo.decrement(["Create folder with Mail"])
        vo.activate([.sound(.drop), "Productivity folder: 2 apps. Button.", "Actions available"])
        func order(_ scene: HomeScreenScene) -> String? { scene.stateSnapshot().first { $0.key == "order" }?.value }
        XCTAssertNotNil(order(touched))
        XCTAssertEqual(order(touched), order(described), "both drags made the same folder")
    }

    func testAStarRatingWalkIsHeardInOrder() {
        let scene = StarRatingScene()
        let tester = SceneTester(scene)
        tester.next(["Tap or drag across the stars to rate your lemon tart."])
        tester.next(["Photo of a lemon tart with candied lemon slices. Image."])
        tester.next(["Star rating: No rating. Adjustable.", .hint("Swipe up or down with one finger to adjust the value.")])
        tester.increment(["1 star"])
        tester.next([.sound(.boundary)])
        XCTAssertEqual(scene.stars, 1)
        XCTAssertEqual(tester.log.count, 6, "the log holds every line of every step")
    }

    /// The one entry for any technology's command hears what VoiceOver's verbs hear: they are the same step.
    func testAnyTechnologysCommandGoesThroughOneEntry() {
        let verbs = SceneTester(StarRatingScene())
        let commands = SceneTester(StarRatingScene())
        let walk: [[Heard]] = [["Tap or drag across the stars to rate your lemon tart."],
                               ["Photo of a lemon tart with candied lemon slices. Image."],
                               ["Star rating: No rating. Adjustable.", .hint("Swipe up or down with one finger to adjust the value.")]]
        for heard in walk {
            verbs.next(heard)
            commands.send(.voiceOver(.next), heard)
        }
        verbs.increment(["1 star"])
        commands.send(.voiceOver(.up), ["1 star"])
        XCTAssertEqual(verbs.outputs, commands.outputs)
        XCTAssertNotNil(commands.focusedElementID)
        XCTAssertEqual(commands.focusIndicators.map(\.elementID), [commands.focusedElementID])
        XCTAssertEqual(commands.focusIndicators.map(\.technology), [.voiceOver])
    }

    /// A setting changed by its key is the same `setting` input as by its name.
    func testASettingIsChangedByItsKey() {
        let byKey = SceneTester(StarRatingScene())
        let byName = SceneTester(StarRatingScene())
        byKey.set(.contentSize, to: "AX2")
        byName.set("contentSize", to: "AX2")
        XCTAssertEqual(byKey.session.settings.contentSize, .accessibilityLarge)
        XCTAssertEqual(byKey.outputs, byName.outputs)
        XCTAssertEqual(byKey.session.settings, byName.session.settings)
    }

    /// `vision(_:)` is the `vision` input the window's G key gives, one silent step: the session
    /// shows the screen through the filter from then on, the driver records the input at the step's
    /// time, and VoiceOver's steps around it are heard as without it.
    func testAVisionStepChangesTheFilterAsTheGKeyDoes() {
        let tester = SceneTester(StarRatingScene())
        var inputs: [TimedRecord] = []
        tester.driver.onRecord = { if $0.record.isInput { inputs.append($0) } }
        XCTAssertNil(tester.visionFilter)
        tester.vision(.tritanopia(severity: 1))
        XCTAssertEqual(tester.visionFilter, .tritanopia(severity: 1))
        XCTAssertEqual(tester.session.visionFilter, .tritanopia(severity: 1))
        tester.next(["Tap or drag across the stars to rate your lemon tart."])
        tester.vision(nil)
        XCTAssertNil(tester.visionFilter)
        XCTAssertEqual(inputs.map(\.record), [.input(.vision(.tritanopia(severity: 1))), .input(.command(.next)), .input(.vision(nil))])
        XCTAssertEqual(inputs.map(\.time), [8000, 16000, 24000], "each a step, a pause apart")
    }

    func testAMismatchShowsBothListsSideBySideAndTheLinesToPaste() {
        let comparison = HeardComparison(step: "step 3, next", expected: ["Star rating: No rating.", .hint("Swipe")],
                                         heard: ["Star rating: No rating. Adjustable.", .hint("Swipe"), .sound(.boundary)])
        XCTAssertFalse(comparison.matches)
        XCTAssertEqual(comparison.message, """
        step 3, next: VoiceOver did not say and play what was expected.

              expected                  │ heard
          ✗   "Star rating: No rating." │ "Star rating: No rating. Adjustable."
              hint "Swipe"              │ hint "Swipe"
          ✗   (nothing)                 │ ♪ boundary

        If what was heard is right, expect it instead:
            ["Star rating: No rating. Adjustable.", .hint("Swipe"), .sound(.boundary)]
        """)
    }
}

@Suite struct SceneTesterSwiftTestingTests {
    @Test func withVoiceOverOffAFingerDraggedAcrossTheStarsRates() throws {
        let scene = StarRatingScene()
        let tester = SceneTester(scene, voiceOver: false)
        let row = try #require(tester.session.navigation.node(withID: "star-rating")).frame
        let y = row.minY + 52
        tester.drag(from: Point(50, y), to: Point(260, y), hold: 0, steps: 10)
        #expect(scene.stars == 4)
        #expect(tester.log.isEmpty, "VoiceOver is off: nothing is spoken")
    }

    @Test func aFailureIsReportedAsASwiftTestingIssue() {
        withKnownIssue {
            SceneTester(StarRatingScene()).next(["Something else"])
        }
    }
}

/// Typing goes through the session as a `typed` input, and VoiceOver's echo is asserted like any speech.
final class SceneTesterTypingTests: XCTestCase {
    func testTypingIntoTheHobbiesFieldIsEchoed() {
        let scene = HelloGoodbyeScene()
        let vo = SceneTester(scene, includesHints: false)
        vo.touch("profile-button", ["Profile. Button."])
        vo.activate([.sound(.activate), .sound(.screenChanged), "Profile", "Profile", "Back. Back Button."])
        vo.touch("hobbies-field", ["Hobbies: Music, swing dance, wine. Text Field."])
        vo.activate([.sound(.activate), "Text field is editing. Music, swing dance, wine"])
        vo.type(",", ["comma", "wine"])
    }
}

/// The package API with a team's own table: a drawn grid of scores whose component exposes each
/// cell's place (`dataTableCell`) inside an `AccessibilityGroup` of type `.dataTable`, heard through
/// `SceneTester` as VoiceOver reads a table.
final class DataTableSceneTesterTests: XCTestCase {
    /// Two players' scores by round: the first row names the rounds, the first column the players.
    private struct ScoreGrid: Component {
        static let rows = [["Player", "Round 1", "Round 2"], ["Ana", "12", "9"], ["Ben", "7", "15"]]
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(proposal.width, 132) }
        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            var cells: [AccessibilityElement] = []
            for (row, texts) in Self.rows.enumerated() {
                for (column, text) in texts.enumerated() {
                    var cell = AccessibilityElement(id: "cell-\(row)-\(column)", label: SpeechText(text), traits: .staticText,
                                                    frame: Rect(frame.minX + Double(column) * 110, frame.minY + Double(row) * 44, 110, 44))
                    cell.dataTableCell = DataTableCell(row: row, column: column, isRowHeader: column == 0, isColumnHeader: row == 0)
                    cells.append(cell)
                }
            }
            return cells
        }
    }

    private final class ScoresScene: ComponentScene {
        init() { super.init(id: "scores", title: "Scores") }
        override func body(settings: Settings) -> any Component {
            Padding(20, AccessibilityGroup(id: "scores", type: .dataTable, label: "Scores", ScoreGrid()))
        }
    }

    func testATablesCellsAreHeardWithTheirHeadersRowAndColumn() {
        let tester = SceneTester(ScoresScene(), includesHints: false)
        tester.first(["Player. Row 1. Column 1."])
        tester.next(["Round 1. Column 2."])
        tester.next(["Round 2. Column 3."])
        // The player column's header is just above Ana, heard a moment ago: not read again.
        tester.next(["Ana. Row 2. Column 1."])
        // A row's headers only before its first cell; the column's before every cell.
        tester.next(["Round 1. 12. Column 2."])
        tester.next(["Round 2. 9. Column 3."])
        tester.next(["Player. Ben. Row 3. Column 1."])
    }
}
