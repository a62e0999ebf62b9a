import XCTest
import AXCore
import AXEngine
@testable import AXAudit

/// A scene that reads `voiceOver` may show things only with VoiceOver off (controls that auto-hide
/// for sighted users): exploration lists each state's actions with VoiceOver off too, and takes an
/// action offered only there by Voice Control, VoiceOver turned off first (docs/validation.md,
/// "Actions with VoiceOver off"). The explorer forced VoiceOver on everywhere, so a sheet only the
/// Share button drawn with VoiceOver off opens was never judged, and the run was green.
final class VoiceOverOffExplorationTests: XCTestCase {
    /// Text drawn 9 pt light grey in a 20×20 frame, exposing nothing.
    struct TinyText: Component {
        let text: String
        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: 20, height: 20) }
        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            list.text(TextRun(text, box: frame, size: 9, color: Color(r8: 170, g8: 170, b8: 170)))
        }
        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] { [] }
    }

    /// A video player: Play, and a Share button drawn only while VoiceOver is not running (or
    /// always, with `sharesUnderVoiceOver`). Share opens a sheet holding an unlabelled 20×20 button
    /// with 9 pt grey text, closed by its Close button or, with `closesByEscapeOnly`, by escape alone.
    final class VideoPlayer: ComponentScene {
        var sharing = false
        var playing = false
        let sharesUnderVoiceOver: Bool
        let closesByEscapeOnly: Bool
        /// Whether, with VoiceOver off, a chapter title offering "Next chapter" as a custom action
        /// shows too: an action Voice Control has no phrase for.
        let chaptersWithVoiceOverOff: Bool
        var chapter = 1

        init(sharesUnderVoiceOver: Bool = false, closesByEscapeOnly: Bool = false, chaptersWithVoiceOverOff: Bool = false) {
            self.sharesUnderVoiceOver = sharesUnderVoiceOver
            self.closesByEscapeOnly = closesByEscapeOnly
            self.chaptersWithVoiceOverOff = chaptersWithVoiceOverOff
            super.init(id: "video-player", title: "Video player")
        }

        override func stateSnapshot() -> [(key: String, value: String)] {
            [("sharing", String(sharing)), ("playing", String(playing)), ("chapter", String(chapter))]
        }

        override func restoreState(_ state: [(key: String, value: String)]) -> Bool {
            let values = Dictionary(state.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            guard let sharing = values["sharing"], let playing = values["playing"], let chapter = values["chapter"].flatMap(Int.init) else { return false }
            self.chapter = chapter
            self.sharing = sharing == "true"
            self.playing = playing == "true"
            setNeedsLayout()
            return true
        }

        private func button(_ id: String, _ label: String, _ action: @escaping AccessibilityHook) -> any Component {
            Button(id: id, label: SpeechText(label), content: Label(id: nil, label, style: .body, color: .black), action: action)
        }

        override func body(settings: Settings) -> any Component {
            // The controls hide for sighted users; VoiceOver users get Play alone.
            let voiceOverRuns = settings.voiceOver
            var items = [PlacedComponent(button("play", playing ? "Pause" : "Play") { [unowned self] _ in
                playing.toggle()
                return true
            }, in: Rect(x: 16, y: 100, width: 160, height: 44))]
            if sharing {
                var sheet: [any Component] = [Button(id: "mystery", label: nil, content: TinyText(text: "AirDrop")) { _ in true }]
                if !closesByEscapeOnly { sheet.append(button("close", "Close") { [unowned self] context in close(context) }) }
                var node = AccessibilityElement.container(id: "sheet", frame: .zero, type: .none, label: nil, children: [])
                node.viewIsModal = true
                node.onEscape = { [unowned self] context in close(context) }
                items.append(PlacedComponent(AccessibilityGroup(node: node, Column(spacing: 24, sheet)), in: Rect(x: 16, y: 420, width: 200, height: 200)))
            } else if !voiceOverRuns || sharesUnderVoiceOver {
                items.append(PlacedComponent(button("share", "Share") { [unowned self] context in
                    sharing = true
                    context.post(.screenChanged(elementID: nil))
                    return true
                }, in: Rect(x: 16, y: 160, width: 160, height: 44)))
            }
            if chaptersWithVoiceOverOff && !voiceOverRuns && !sharing {
                var title = AccessibilityElement(id: "chapter", label: SpeechText("Chapter \(chapter)"), traits: .staticText, frame: .zero)
                title.customActions = [CustomAction("Next chapter") { [unowned self] _ in
                    chapter += 1
                    return true
                }]
                items.append(PlacedComponent(Drawing(height: 44, element: title) { _, _, _, _ in }, in: Rect(x: 16, y: 220, width: 160, height: 44)))
            }
            return Background(.white, Absolute(items))
        }

        private func close(_ context: SceneContext) -> Bool {
            sharing = false
            context.post(.layoutChanged(.none))
            return true
        }
    }

    private static func player(sharesUnderVoiceOver: Bool = false, closesByEscapeOnly: Bool = false,
                               chaptersWithVoiceOverOff: Bool = false) -> SceneDescriptor {
        SceneDescriptor(id: "video-player", tab: "Tests", title: "Video player", sourcePath: #filePath) {
            VideoPlayer(sharesUnderVoiceOver: sharesUnderVoiceOver, closesByEscapeOnly: closesByEscapeOnly,
                        chaptersWithVoiceOverOff: chaptersWithVoiceOverOff)
        }
    }

    /// What `validate` and `ReachableStates` run: every rule, the default matrix and bounds.
    private static func validated(_ descriptor: SceneDescriptor) -> ValidationReport.SceneResult {
        Validator(rules: RuleCatalog.all, bounds: .default).validate(descriptor, declarative: false)
    }

    /// The planted defect: the sheet's unlabelled button is found, with the path through VoiceOver
    /// turned off and the number Voice Control gives Share.
    func testTheSheetOnlyAButtonShownWithVoiceOverOffOpensIsJudged() throws {
        let result = Self.validated(Self.player())
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertTrue(exploration.isComplete)
        let sheet = try XCTUnwrap(exploration.states.first { $0.snapshot.contains { $0.key == "sharing" && $0.value == "true" } },
                                  exploration.states.map(\.steps).joined(separator: "\n"))
        XCTAssertEqual(sheet.steps, #"turn VoiceOver off, then say "Tap 2" (Share)"#)
        let missing = result.findings.filter { $0.ruleID == "label.missing" }
        XCTAssertEqual(missing.map(\.subject.elementID), ["mystery"])
        XCTAssertEqual(missing.first?.path, [#"turn VoiceOver off, then say "Tap 2" (Share)"#])
        XCTAssertEqual(missing.first?.states.first, sheet.index)
        // Judged as the Voice Control user who reached it: Close leads out, nothing is a trap, and
        // what Voice Control said is no silent action of VoiceOver's.
        let graphRules = ["modality.trap", "gesture.touch-only-state", "notify.silent-action", "notify.focus-missing", "modal.no-exit"]
        XCTAssertEqual(result.findings.filter { graphRules.contains($0.ruleID) }.map(\.message), [])
    }

    /// The path's inputs turn VoiceOver off and say the phrase, as the window and `run --record`
    /// write them, so `replay` of its trace reaches the state, and a copy restored to it is under
    /// VoiceOver off with Voice Control on.
    func testThePathsInputsTurnVoiceOverOffAndSayThePhrase() throws {
        let descriptor = Self.player()
        var explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        explorer.variants = SettingsMatrix.default.variants(base: Settings())
        let exploration = explorer.explore()
        let sheet = try XCTUnwrap(exploration.states.first { $0.path.last?.phrase == "Tap 2" })
        let inputs = sheet.inputs.compactMap { record -> SessionInput? in
            if case .input(let input) = record.record { return input }
            return nil
        }
        XCTAssertEqual(inputs, [.setting(name: "voiceOver", value: "false"), .voiceControl(.on), .voiceControl(.say("Tap 2"))])
        let replayed = Explorer.replay(sheet.inputs, until: sheet.endTime, on: descriptor.make(), settings: explorer.settings, announcesLaunch: false)
        XCTAssertEqual(Explorer.digest(replayed.session.scene.stateSnapshot()), sheet.digest)
        XCTAssertFalse(replayed.session.settings.voiceOver)
        let restored = explorer.reach(sheet)
        XCTAssertFalse(restored.session.settings.voiceOver)
        XCTAssertTrue(restored.session.isVoiceControlOn)
        // Explored with VoiceOver off: its own actions said to Voice Control, then what VoiceOver offers there.
        XCTAssertEqual(exploration.transitions.filter { $0.from == sheet.index }.map(\.action.step),
                       [#"say "Tap 1" (mystery)"#, #"say "Tap 2" (Close)"#, "turn VoiceOver on, then escape from mystery"],
                       "the sheet is modal: Play behind it has no number")
    }

    /// A scene that reads `voiceOver` but shows the same either way has the states it had.
    func testASceneShowingTheSameEitherWayKeepsItsStates() throws {
        let result = Self.validated(Self.player(sharesUnderVoiceOver: true))
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertEqual(exploration.states.map(\.steps), ["initial state", "double tap Play", "double tap Share", "double tap Play › double tap Share"])
        XCTAssertFalse(exploration.transitions.contains { $0.action.changesSettings || $0.action.voiceControlNumber != nil })
        XCTAssertTrue(exploration.isComplete)
    }

    /// A sheet closed by escape alone, reached with VoiceOver off: the Voice Control user says "Go
    /// back" (escape), which the explorer takes as VoiceOver's escape; the graph a user who reached
    /// the state with VoiceOver off walks holds what VoiceOver's listing offers too, so it is no trap.
    func testASheetReachedWithVoiceOverOffIsJudgedAlongWhatTheTreeOffers() throws {
        let result = Self.validated(Self.player(closesByEscapeOnly: true))
        let exploration = try XCTUnwrap(result.exploration)
        XCTAssertTrue(exploration.states.contains { $0.steps == #"turn VoiceOver off, then say "Tap 2" (Share)"# })
        XCTAssertEqual(result.findings.filter { ["modality.trap", "modal.no-exit", "gesture.touch-only-state"].contains($0.ruleID) }.map(\.message), [])
    }

    /// An element shown only with VoiceOver off whose only action is one Voice Control has no phrase
    /// for (a custom action) is not acted on: the exploration says so and is not complete, so
    /// `--require-complete` does not pass over what lies behind it.
    func testAnActionShownOnlyWithVoiceOverOffThatVoiceControlCannotTakeLeavesTheExplorationIncomplete() throws {
        let exploration = try XCTUnwrap(Self.validated(Self.player(chaptersWithVoiceOverOff: true)).exploration)
        XCTAssertEqual(exploration.voiceOverOffLeftOut, 2, "Next chapter, counted in each state it shows in: playing and paused")
        XCTAssertFalse(exploration.isComplete)
        XCTAssertEqual(exploration.incompleteness, "2 actions not taken")
        XCTAssertTrue(exploration.summary.hasSuffix("; 2 actions shown only with VoiceOver off that Voice Control does not take, not taken"),
                      exploration.summary)
        let record = ValidationShard.ExplorationRecord(exploration)
        let read = try JSONDecoder().decode(ValidationShard.ExplorationRecord.self, from: try JSONEncoder().encode(record)).result(at: "shard.json")
        XCTAssertEqual(read.summary, exploration.summary)
        XCTAssertFalse(read.isComplete)
        // Without it, the exploration is complete and the JSON report has no such count.
        let plain = try XCTUnwrap(Self.validated(Self.player()).exploration)
        XCTAssertEqual(plain.voiceOverOffLeftOut, 0)
        XCTAssertTrue(plain.isComplete)
    }

    /// The Voice Control number crosses shard reports, and an action without one has none.
    func testAShardRecordCarriesTheVoiceControlNumber() throws {
        var action = ExplorationAction(elementID: "share", elementName: "Share", kind: .activate)
        action.settingChanges = [.init(.voiceOver, "false")]
        action.voiceControlNumber = 2
        let record = ValidationShard.ActionRecord(action)
        XCTAssertEqual(record.voiceControlNumber, 2)
        let read = try JSONDecoder().decode(ValidationShard.ActionRecord.self, from: try JSONEncoder().encode(record))
        XCTAssertEqual(try read.action(at: "shard.json"), action)
        XCTAssertEqual(action.step, #"turn VoiceOver off, then say "Tap 2" (Share)"#)
        XCTAssertNil(ValidationShard.ActionRecord(ExplorationAction(elementID: "play", elementName: "Play", kind: .activate)).voiceControlNumber)
        var bad = record
        bad.kind = "escape"
        XCTAssertThrowsError(try bad.action(at: "shard.json: units[0]"))
    }
}
