import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// An action a state offers only under another variant of the matrix is taken too, its settings
/// changed first (docs/validation.md, "Actions other settings offer"): a "More" button shown only
/// at the accessibility sizes opens a sheet whose unlabelled button was never judged, and the run
/// read "1 state found, 1 explored", complete.
final class VariantExplorationTests: XCTestCase {
    private static func more() throws -> SceneDescriptor { try ExplorationTests.fixture("more-at-accessibility-sizes.json") }

    func testASheetOpenedByAButtonOnlyTheAccessibilitySizesShowIsExplored() throws {
        let result = ExplorationTests.explored.validate(try Self.more())
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertEqual(exploration.states.map(\.steps), ["initial state", "set contentSize=AX5, then double tap More"])
        XCTAssertTrue(exploration.isComplete)
        let missing = result.findings.filter { $0.ruleID == "label.missing" }
        XCTAssertEqual(missing.map(\.subject.elementID), ["mystery"])
        XCTAssertEqual(missing.map(\.statesText), ["#1"])
    }

    /// Without the variants, the explorer sees what the base settings offer: one state.
    func testAnExplorerGivenNoVariantsTakesOnlyItsOwnSettingsActions() throws {
        let explorer = Explorer(descriptor: try Self.more(), settings: Settings(), bounds: .default)
        XCTAssertEqual(explorer.explore().states.map(\.steps), ["initial state"])
    }

    /// The path's inputs change the setting as the window's keys do, so `replay` of the path trace
    /// reaches the sheet, and a copy restored to the state is under the settings it was found with.
    func testThePathsInputsChangeTheSettingAndReachTheState() throws {
        let descriptor = try Self.more()
        var explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        explorer.variants = SettingsMatrix.default.variants(base: Settings())
        let sheet = try XCTUnwrap(explorer.explore().states.last)
        guard case .input(.setting(let name, let value))? = sheet.inputs.first?.record else {
            return XCTFail("the path starts with the setting: \(sheet.inputs)")
        }
        XCTAssertEqual("\(name)=\(value)", "contentSize=AX5")
        let replayed = Explorer.replay(sheet.inputs, until: sheet.endTime, on: descriptor.make(), settings: explorer.settings, announcesLaunch: false)
        XCTAssertEqual(Explorer.digest(replayed.session.scene.stateSnapshot()), sheet.digest)
        XCTAssertEqual(replayed.session.settings.contentSize, .largest)
        XCTAssertEqual(explorer.reach(sheet).session.settings.contentSize, .largest)
        XCTAssertEqual(explorer.reach(sheet).session.navigation.entries.map(\.id), ["done", "mystery"])
    }

    /// A scene whose variants offer what its base settings do is explored as before.
    func testVariantsThatOfferNothingNewChangeNoPath() throws {
        let descriptor = try ExplorationTests.fixture("hidden-sheet.json")
        let plain = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default).explore()
        let result = ExplorationTests.explored.validate(descriptor)
        XCTAssertEqual(result.exploration?.states.map(\.steps), plain.states.map(\.steps))
        XCTAssertFalse(result.exploration?.transitions.contains { $0.action.changesSettings } ?? true)
    }

    /// A state reached at AX5 lists its actions under the base settings too, first: the sheet's
    /// Rename, shown only at the default size, is taken by going back to it, not by turning on the
    /// first variant that shows it as well (Reduce Motion, at the default size).
    func testAStateReachedAtAX5ListsTheBaseSettingsActionsFirst() throws {
        let result = ExplorationTests.explored.validate(try ExplorationTests.fixture("archive-only-at-default-sizes.json"))
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertEqual(exploration.states.map(\.steps), ["initial state", "set contentSize=AX5, then double tap More"])
        XCTAssertEqual(exploration.transitions.filter { $0.from == 1 }.map(\.action.step),
                       ["double tap Done", "escape from Done", "set contentSize=large, then double tap Rename"])
    }

    /// A shard report carries the changes, and an older report's action has none.
    func testAShardRecordCarriesTheSettingChanges() throws {
        var action = ExplorationAction(elementID: "more", elementName: "More", kind: .activate)
        action.settingChanges = [.init(.contentSize, "AX5"), .init(.boldText, "true")]
        let record = ValidationShard.ActionRecord(action)
        XCTAssertEqual(record.settings, ["contentSize=AX5", "boldText=true"])
        let read = try JSONDecoder().decode(ValidationShard.ActionRecord.self, from: try JSONEncoder().encode(record))
        XCTAssertEqual(try read.action(at: "shard.json"), action)
        XCTAssertEqual(action.step, "set contentSize=AX5, boldText=true, then double tap More")
        var bad = record
        bad.settings = ["contentSize=huge"]
        XCTAssertThrowsError(try bad.action(at: "shard.json: units[0]")) { error in
            XCTAssertEqual("\(error)", #"shard.json: units[0].exploration: settings[0]: expected a setting as name=value (voiceOver, reduceMotion, reduceTransparency, boldText, increaseContrast, contentSize, layoutDirection, idiom, speakHints, variant, differentiateWithoutColor, buttonShapes, onOffLabels), found "contentSize=huge""#)
        }
    }
}

/// What the states a larger text size reaches showed: a row cut by a scroll area's top edge, and a
/// gesture's equivalent scrolled out of view, were judged as if the scroll area's trimming were
/// the element's own (HelloGoodbye's Matches screen scrolls only at AX5).
final class TrimmedByScrollingTests: XCTestCase {
    /// A 60-pt row whose activation point lies `activationOffset` below its top.
    struct Row: Component {
        let id: String
        let activationOffset: Double
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: 60) }
        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.roundedRect(frame.insetBy(dx: 0, dy: 4), radius: 8), .hex("#0A60D0"))
        }
        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            var element = AccessibilityElement(id: id, label: SpeechText(id), traits: .button, frame: frame)
            element.activationPoint = Point(frame.midX, frame.minY + activationOffset)
            element.onActivate = { _ in true }
            return [element]
        }
    }

    /// A 300-pt list of 60-pt rows scrolled by `offset`, whose rows' activation points lie
    /// `activationOffset` below their tops; a swipe over the list names row-0 its equivalent.
    final class List: ComponentScene {
        let offset: Double
        let activationOffset: Double
        init(offset: Double, activationOffset: Double = 30) {
            self.offset = offset
            self.activationOffset = activationOffset
            super.init(id: "list", title: "List")
        }
        override func body(settings: Settings) -> any Component {
            let rows = (0..<10).map { Row(id: "row-\($0)", activationOffset: activationOffset) as any Component }
            let area = ScrollArea(id: "rows", state: ScrollState(offset: offset), Column(spacing: 0, rows))
            return Background(.white, Absolute([PlacedComponent(area, in: Rect(x: 16, y: 100, width: 300, height: 300))]))
        }
        override var declaredGestures: [DeclaredGesture] {
            [DeclaredGesture(kind: .swipe, frame: Rect(x: 16, y: 100, width: 300, height: 300), meaning: "delete row", equivalentElementID: "row-0")]
        }
    }

    private func findings(_ rule: any Rule, offset: Double, activationOffset: Double = 30) -> [String] {
        let descriptor = SceneDescriptor(id: "list", tab: "Tests", title: "List", sourcePath: #filePath) {
            List(offset: offset, activationOffset: activationOffset)
        }
        return Validator(rules: [rule]).validate(descriptor).findings.map { "\($0.subject.elementID ?? "scene"): \($0.message)" }
    }

    func testARowCutByTheTopEdgeKeepsTheActivationPointOfTheWholeRow() {
        XCTAssertEqual(findings(ActivationPointRule(), offset: 0), [])
        XCTAssertEqual(findings(ActivationPointRule(), offset: 45), [], "row 0 shows its last 15 pt; its centre is scrolled away")
        XCTAssertEqual(findings(ActivationPointRule(), offset: 0, activationOffset: 75),
                       (0...4).map { "row-\($0): Activation point (166, \(175 + 60 * $0)) is outside the element" },
                       "a point below the whole row is outside it, scrolled or not")
    }

    /// Content shorter than where it was scrolled to (the text size made smaller after scrolling
    /// at AX5) shows its end, as UIKit takes the offset back within the content.
    func testAnOffsetPastTheContentShowsItsEnd() {
        func shown(_ offset: Double) -> [String] {
            NavigationOrder(scene: List(offset: offset), settings: Settings()).entries.map(\.id)
        }
        XCTAssertEqual(shown(300), (5...9).map { "row-\($0)" })
        XCTAssertEqual(shown(10_000), (5...9).map { "row-\($0)" }, "scrolled 10,000 pt down 600 pt of rows")
        XCTAssertEqual(ScrollPaging(viewportLength: 300, contentLength: 600).shown(-20), 0)
    }

    func testAnEquivalentScrolledOutOfViewIsReachable() {
        XCTAssertEqual(findings(TouchOnlyGestureRule(), offset: 0), [])
        XCTAssertEqual(findings(TouchOnlyGestureRule(), offset: 120), [], "row 0 is scrolled away; VoiceOver's swipes reach it")
    }
}

/// A state reached only after a change of settings is judged by the touch-only rules as the user
/// who changed them: along the actions offered under the settings it was reached with, on every
/// state the way on passes through (`StateGraph`). The sheet a "More" button shown only at the
/// accessibility sizes opens closes onto a screen whose Archive button, the equivalent of a swipe,
/// shows only at the default size: the walk from the sheet took Archive there, as the state had been
/// explored at the default size, and the gesture passed although a user at AX5 has no way to it.
final class VariantReachTests: XCTestCase {
    private static func archive() throws -> SceneDescriptor { try ExplorationTests.fixture("archive-only-at-default-sizes.json") }

    func testAGesturesEquivalentShownOnlyAtTheDefaultSizeIsNoPathFromASheetOpenedAtAX5() throws {
        let result = ExplorationTests.explored.validate(try Self.archive())
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertEqual(exploration.states.map(\.steps), ["initial state", "set contentSize=AX5, then double tap More"])
        let gesture = result.findings.filter { $0.ruleID == "actions.touch-only-gesture" }
        // The initial state is judged for each variant's user: at the default size Archive is
        // there; the matrix's AX5 user has none, as `--depth 0` says of that variant. The sheet's
        // state, where the swipe's area lies under the sheet, is then left out of the list.
        XCTAssertEqual(gesture.map(\.statesText), ["#0"])
        XCTAssertEqual(gesture.map(\.settings), ["contentSize=AX5"])
        XCTAssertEqual(gesture.first?.message, #"The swipe that does "archive" names equivalent "archive", which is not a reachable element"#)
    }

    /// The walk tells the settings apart on each state: Done, offered at both sizes, leads to the
    /// screen explored at the default size; Archive is offered there only at the default size, More
    /// only at AX5. The sheet, explored at AX5, is listed under the explorer's own settings too.
    func testTheInitialStatesActionsSayWhichSettingsOfferThem() throws {
        let exploration = try XCTUnwrap(ExplorationTests.explored.validate(try Self.archive()).exploration)
        let offered = Dictionary(exploration.transitions.map { ($0.action.step, (0..<exploration.settings.count).filter($0.offeredUnder.contains)) },
                                 uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(exploration.settings[1].contentSize, .largest)
        XCTAssertEqual(exploration.states.map(\.reachedUnder), [0, 1], "the sheet is explored at AX5, the second settings listed")
        XCTAssertEqual(offered["double tap Archive"], [0, 2, 3, 4], "every variant at the default size")
        XCTAssertEqual(offered["set contentSize=AX5, then double tap More"], [1])
        XCTAssertEqual(offered["set contentSize=large, then double tap Rename"], [0, 2, 3, 4], "in the sheet, at the default sizes")
        XCTAssertEqual(offered["double tap Done"], [0, 1, 2, 3, 4], "explored at AX5; the default sizes lay the sheet out otherwise and offer it too")
        let reach = ExplorationReach(exploration)
        XCTAssertTrue(reach.actsOn("archive", from: 0, as: 0))
        XCTAssertFalse(reach.actsOn("archive", from: 0, as: 1), "the matrix's AX5 user of the initial state has no Archive")
        XCTAssertFalse(reach.actsOn("archive", from: 1, as: 1), "at AX5 the sheet closes onto a screen without Archive")
        XCTAssertTrue(reach.actsOn("more", from: 1, as: 1), "and with More, which opens the sheet again")
    }

    /// `gesture.touch-only-state` performs the gestures of a state reached only after a change of
    /// settings too, under them: it judged only the states the base settings' actions reach, so a
    /// swipe that archives a message on a sheet only a button shown at AX5 opens was never performed.
    func testAGestureOnASheetOpenedAtAX5IsPerformed() throws {
        let descriptor = SceneDescriptor(id: "more-sheet", tab: "Tests", title: "More sheet", sourcePath: #filePath) { MoreSheet() }
        let result = Validator(rules: [TouchOnlyStateRule()], bounds: .default).validate(descriptor)
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertTrue(exploration.isComplete)
        XCTAssertEqual(exploration.states.map(\.steps), ["initial state", "set contentSize=AX5, then double tap More"])
        XCTAssertEqual(result.findings.map(\.message), [#"The swipe that does "archive" reaches a state no VoiceOver action reaches"#])
        XCTAssertEqual(result.findings.map(\.statesText), ["#1"])
    }

    /// A swipe on the screen leading to a state only a button shown at AX5 reaches is judged for a
    /// user who has not changed settings, as before, and the finding says why the state, explored,
    /// does not count.
    func testAGestureWhoseEquivalentShowsOnlyAtAX5IsTouchOnlyAtTheDefaultSize() throws {
        let descriptor = SceneDescriptor(id: "more-sheet", tab: "Tests", title: "More sheet", sourcePath: #filePath) { MoreSheet(archiveAtAX5: true) }
        let result = Validator(rules: [TouchOnlyStateRule()], bounds: .default).validate(descriptor)
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertTrue(exploration.states.map(\.steps).contains("set contentSize=AX5, then double tap Archive"))
        XCTAssertEqual(result.findings.map(\.statesText), ["#0"])
        XCTAssertTrue(result.findings.first?.detail.hasSuffix("is reached only along actions other settings offer than those this state was reached with") ?? false,
                      result.findings.first?.detail ?? "no finding")
    }

    /// A screen with a More button shown only at the accessibility sizes, opening a sheet whose
    /// message only a swipe archives.
    final class MoreSheet: Scene {
        var open = false
        var archived = false
        /// Whether the screen itself has the swipe, and an Archive button shown only at AX5.
        let archiveAtAX5: Bool

        init(archiveAtAX5: Bool = false) { self.archiveAtAX5 = archiveAtAX5 }

        var id: String { "more-sheet" }
        var title: String { "More sheet" }
        var device: Device { .phone }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}

        func stateSnapshot() -> [(key: String, value: String)] { [("open", String(open)), ("archived", String(archived))] }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            guard open else {
                var elements = [AccessibilityElement(id: "title", label: "Inbox", traits: .header, frame: Rect(x: 16, y: 60, width: 358, height: 40))]
                if settings.contentSize.isAccessibilityCategory {
                    var more = AccessibilityElement(id: "more", label: "More", traits: .button, frame: Rect(x: 16, y: 120, width: 358, height: 60))
                    more.onActivate = { [unowned self] context in
                        open = true
                        context.post(.screenChanged(elementID: nil))
                        return true
                    }
                    elements.append(more)
                    if archiveAtAX5 && !archived {
                        var archive = AccessibilityElement(id: "archive", label: "Archive", traits: .button, frame: Rect(x: 16, y: 200, width: 358, height: 60))
                        archive.onActivate = { [unowned self] context in
                            archived = true
                            context.post(.announcement("Archived"))
                            return true
                        }
                        elements.append(archive)
                    }
                }
                return elements
            }
            let message = AccessibilityElement(id: "message", label: archived ? "Archived" : "Lunch on Friday", traits: .staticText,
                                               frame: Rect(x: 16, y: 420, width: 358, height: 60))
            var done = AccessibilityElement(id: "done", label: "Done", traits: .button, frame: Rect(x: 16, y: 500, width: 358, height: 60))
            done.onActivate = { [unowned self] context in close(context) }
            var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(x: 0, y: 400, width: 390, height: 444), type: .none,
                                                       label: nil, children: [message, done])
            sheet.viewIsModal = true
            sheet.onEscape = { [unowned self] context in close(context) }
            return [sheet]
        }

        private func close(_ context: SceneContext) -> Bool {
            open = false
            context.post(.screenChanged(elementID: nil))
            return true
        }

        var declaredGestures: [DeclaredGesture] {
            open || archiveAtAX5 ? [DeclaredGesture(kind: .swipe, frame: Rect(x: 16, y: open ? 420 : 60, width: 358, height: 60), meaning: "archive")] : []
        }

        func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            guard open || archiveAtAX5, gesture.kind == .swipe, gesture.direction == .left, !archived else { return false }
            archived = true
            return true
        }
    }
}
