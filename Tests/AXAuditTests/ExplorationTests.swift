import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// Validation explores every state a VoiceOver user reaches (docs/validation.md, "Exploration"):
/// a defect on a sheet goes red, a finding seen in several states is one finding with its states,
/// each non-initial finding carries the shortest path, and the path's inputs reach the state.
final class ExplorationTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/exploration").standardizedFileURL

    static func fixture(_ name: String) throws -> SceneDescriptor {
        let path = fixtures.appendingPathComponent(name).path
        return try SceneFile.parse(try String(contentsOfFile: path, encoding: .utf8), file: path).descriptor
    }

    static let explored = Validator(bounds: .default)

    // MARK: The planted case of the issue: a sheet with an unlabeled 20×20 button, 9 pt grey text

    func testADefectOnASheetFileIsFoundWithThePathToIt() throws {
        let descriptor = try Self.fixture("hidden-sheet.json")
        XCTAssertEqual(Validator().validate(descriptor).findings.filter { $0.suppression == nil }.map(\.ruleID), [],
                       "the initial state alone is clean: the defect is on the sheet")
        let result = Self.explored.validate(descriptor)
        let onInfo = Set(result.findings.filter { $0.subject.elementID == "info" }.map(\.ruleID))
        XCTAssertTrue(onInfo.isSuperset(of: ["label.missing", "target.size", "contrast.text"]), "\(onInfo)")
        let missing = try XCTUnwrap(result.findings.first { $0.ruleID == "label.missing" })
        XCTAssertEqual(missing.path, ["double tap Options"])
        XCTAssertEqual(missing.states, [1])
        XCTAssertEqual(result.exploration?.states.count, 2)
        XCTAssertEqual(result.exploration?.summary, "2 states found, 2 explored")
        // The first screen lies under the sheet's dimming, which the modal view covers: hidden, not unreachable.
        XCTAssertEqual(result.findings.filter { $0.ruleID == "order.unreachable" }.map(\.message), [])
    }

    func testADefectOnAModalOverlayIsFound() {
        let descriptor = SceneDescriptor(id: "sheet-scene", tab: "Tests", title: "Sheet", sourcePath: #filePath) { SheetScene() }
        XCTAssertFalse(Validator().validate(descriptor).findings.contains { $0.subject.elementID == "info" })
        let result = Self.explored.validate(descriptor)
        let onInfo = result.findings.filter { $0.subject.elementID == "info" }
        XCTAssertTrue(Set(onInfo.map(\.ruleID)).isSuperset(of: ["label.missing", "target.size", "contrast.text"]),
                      "\(onInfo.map(\.ruleID))")
        XCTAssertEqual(onInfo.first?.path, ["double tap Options"])
        XCTAssertEqual(result.findings.filter { $0.ruleID == "order.unreachable" }.map(\.message), [])
    }

    // MARK: Identity, paths, determinism

    func testAFindingInSeveralStatesIsOneFindingWithItsStates() {
        // The unlabeled button stays on screen whichever way the switch is set.
        let descriptor = SceneDescriptor(id: "switch-scene", tab: "Tests", title: "Switch", sourcePath: #filePath) {
            TestScene(.unlabeledBesideSwitch)
        }
        let result = Self.explored.validate(descriptor)
        let missing = result.findings.filter { $0.ruleID == "label.missing" }
        XCTAssertEqual(missing.count, 1)
        XCTAssertEqual(missing.first?.states, [0, 1])
        XCTAssertEqual(missing.first?.path, [], "first seen in the initial state")
    }

    /// The identity is what the rule measured, not the message: a toggle whose value reads "yes",
    /// then "no", is one finding about its value in both states.
    func testTheIdentityIsWhatTheRuleMeasuredNotTheMessage() {
        let descriptor = SceneDescriptor(id: "words", tab: "Tests", title: "Words", sourcePath: #filePath) { TestScene(.wordToggle) }
        let result = Validator(rules: RuleCatalog.all.filter { $0.info.id == "traits.toggle" }, bounds: .default).validate(descriptor)
        let value = result.findings.filter { $0.measure == "value" }
        XCTAssertEqual(value.map(\.message), ["Toggle value \"no\" is not 0, 1 or 2"])
        XCTAssertEqual(value.first?.states, [0, 1])
    }

    /// A rule that judges one element otherwise in another state makes a finding of each severity:
    /// merged, the first state's warning spoke for the later state's error and the run passed.
    func testAnErrorInALaterStateIsNotMergedIntoAnEarlierWarning() throws {
        let descriptor = try Self.fixture("crowded-after-a-tap.json")
        let result = Validator(rules: RuleCatalog.all.filter { $0.info.id == "target.size" }, bounds: .default).validate(descriptor)
        let onInfo = result.findings.filter { $0.subject.elementID == "info" }
        XCTAssertEqual(onInfo.map(\.severity), [.warning, .error])
        XCTAssertEqual(onInfo.map(\.states), [[0], [1]], "the spaced target in the first state, crowded after the tap")
        XCTAssertEqual(onInfo.last?.path, ["double tap Show neighbour"])
        XCTAssertTrue(onInfo.allSatisfy { $0.identity == onInfo[0].identity }, "one identity: a baseline names each by its first state")
        XCTAssertEqual(result.findings.filter { $0.severity == .error }.count, 1)
    }

    /// The same across settings variants within a state: the error at AX5 is not folded into the
    /// default size's warning.
    func testAnErrorUnderALaterVariantIsNotMergedIntoAnEarlierWarning() throws {
        let descriptor = try Self.fixture("crowded-at-accessibility-sizes.json")
        let result = Validator(rules: RuleCatalog.all.filter { $0.info.id == "target.size" }, bounds: .default).validate(descriptor)
        let onInfo = result.findings.filter { $0.subject.elementID == "info" }
        XCTAssertEqual(onInfo.map(\.severity), [.warning, .error])
        XCTAssertEqual(onInfo.map(\.settings), ["", "contentSize=AX5"])
    }

    /// `modal.no-exit` guesses a modal view's way out from one tree (escape, a back button, a
    /// close-like label); exploration knows it: a lock screen whose "Unlock" button dismisses it is
    /// no trap, and an explored validation drops the guess. Without a way out it stands.
    func testAModalViewAnActionLeavesIsNotReportedWithoutAnExit() throws {
        let descriptor = try Self.fixture("modal-with-unlock.json")
        let rules = RuleCatalog.all.filter { $0.info.id == "modal.no-exit" }
        XCTAssertEqual(Validator(rules: rules).validate(descriptor).findings.map(\.ruleID), ["modal.no-exit"],
                       "one tree cannot tell that Unlock leads out")
        XCTAssertEqual(Validator(rules: rules, bounds: .default).validate(descriptor).findings.map(\.ruleID), [])
        let path = ExplorationTests.fixtures.appendingPathComponent("modal-with-unlock.json").path
        let stuck = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #""set": { "locked": false }, "layoutChanged": "lock""#, with: #""announce": "Still locked""#)
        let stuckDescriptor = try SceneFile.parse(stuck, file: path).descriptor
        XCTAssertEqual(Validator(rules: rules, bounds: .default).validate(stuckDescriptor).findings.map(\.ruleID), ["modal.no-exit"])
        // A modal view with nothing VoiceOver can focus inside is up all the same: no way out.
        let empty = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #""label": "Unlock", "traits": ["button"]"#, with: #""hidden": true"#)
        XCTAssertNotEqual(empty, try String(contentsOfFile: path, encoding: .utf8))
        let emptyDescriptor = try SceneFile.parse(empty, file: path).descriptor
        XCTAssertEqual(Validator(rules: rules, bounds: .default).validate(emptyDescriptor).findings.map(\.ruleID), ["modal.no-exit"])
    }

    /// The findings overlay judges one state, but as an explored validation judges it: the lock
    /// screen's Unlock leads out, so `modal.no-exit` is not marked there, where `validate` does not
    /// report it either. Within the initial state's bounds alone, the one tree's guess stands.
    func testOneStateJudgedWithinBoundsDropsAModalViewAnActionLeaves() throws {
        let descriptor = try Self.fixture("modal-with-unlock.json")
        let rules = RuleCatalog.all.filter { $0.info.id == "modal.no-exit" }
        XCTAssertEqual(Validator(rules: rules).validate(descriptor, reachedAt: 0).findings.map(\.ruleID), ["modal.no-exit"])
        XCTAssertEqual(Validator(rules: rules, bounds: .default).validate(descriptor, reachedAt: 0).findings.map(\.ruleID), [])
        let path = ExplorationTests.fixtures.appendingPathComponent("modal-with-unlock.json").path
        let stuck = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #""set": { "locked": false }, "layoutChanged": "lock""#, with: #""announce": "Still locked""#)
        let stuckDescriptor = try SceneFile.parse(stuck, file: path).descriptor
        XCTAssertEqual(Validator(rules: rules, bounds: .default).validate(stuckDescriptor, reachedAt: 0).findings.map(\.ruleID),
                       ["modal.no-exit"])
    }

    func testThePathOfEachStateReachesItAndExplorationIsDeterministic() throws {
        let descriptor = try Self.fixture("hidden-sheet.json")
        let explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default)
        let first = explorer.explore(), second = explorer.explore()
        XCTAssertEqual(first.states.map(\.digest), second.states.map(\.digest))
        XCTAssertEqual(first.states.map(\.steps), ["initial state", "double tap Options"])
        for state in first.states {
            let snapshot = explorer.reach(state).session.scene.stateSnapshot()
            XCTAssertEqual(snapshot.map { "\($0.key)=\($0.value)" }, state.snapshot.map { "\($0.key)=\($0.value)" })
        }
    }

    func testDepthZeroIsTheInitialStateAloneAndBoundsAreReported() throws {
        let descriptor = try Self.fixture("hidden-sheet.json")
        XCTAssertNil(Validator(bounds: .initialState).validate(descriptor).exploration)
        let bounded = Validator(bounds: ExplorationBounds(depth: 1, states: 500)).validate(descriptor)
        XCTAssertEqual(bounded.exploration?.summary, "2 states found, 1 explored, 1 unexplored (1 at the depth bound 1)")
        let capped = Validator(bounds: ExplorationBounds(depth: 8, states: 1)).validate(descriptor)
        XCTAssertEqual(capped.exploration?.summary,
                       "1 state found, 1 explored (one of them in part: 2 actions not taken once the state bound was full)")
    }

    /// The state bound cuts the state it fills in at the action that fills it: the actions after it
    /// are not taken (a long list's first state offers its rows squared in drops), counted, and the
    /// state is known to be explored in part.
    func testTheStateBoundCutsTheStateItFillsInAtTheActionThatFillsIt() throws {
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 9), file: "list-9.json").descriptor
        let explorer = Explorer(descriptor: list, settings: Settings(), bounds: ExplorationBounds(depth: 8, states: 30))
        let offered = Explorer.actions(at: explorer.reach(inputs: [], endTime: 0)).count
        let result = explorer.explore()
        XCTAssertEqual(result.states.count, 30)
        XCTAssertEqual(result.transitions.last?.to, 29, "the last action taken found the state that filled the bound")
        XCTAssertTrue(result.transitions.allSatisfy { $0.from == 0 && !$0.leftOut })
        XCTAssertEqual(result.transitions.count + result.leftOutActions, offered)
        XCTAssertGreaterThan(result.leftOutActions, 0)
        XCTAssertEqual(result.states[0].actionsNotTaken, result.leftOutActions)
        XCTAssertEqual(result.summary, "30 states found, 1 explored (one of them in part: \(result.leftOutActions) actions not taken once the state bound was full), "
                       + "29 unexplored (29 after the state bound 30)")
    }

    /// The bench's generated files: a chain of screens is explored one screen per action down to the
    /// depth bound; every order of a reorderable list is reached by drops.
    func testTheBenchFilesExploreAsTheirRowsSay() throws {
        let chain = try SceneFile.parse(SceneFile.screenChain(count: 20), file: "screens-20.json").descriptor
        let explored = Explorer(descriptor: chain, settings: Settings(), bounds: .default).explore()
        XCTAssertEqual(explored.summary, "9 states found, 8 explored, 1 unexplored (1 at the depth bound 8)")
        XCTAssertEqual(explored.states.last?.steps, Array(repeating: "double tap Next", count: 8).joined(separator: " › "))
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 3), file: "list-3.json").descriptor
        XCTAssertEqual(Explorer(descriptor: list, settings: Settings(), bounds: .default).explore().states.count, 6)
    }

    /// A list whose drops number more than `dropsTakenInFull` has them sampled as the probes sample
    /// one: its first two and last two rows' drop points, each with the eight rows nearest the
    /// first; the rest are counted. A list of 70 rows (9,660 drops) is taken whole.
    func testALongListsDropsAreSampledAsTheProbesSampleThem() throws {
        func drops(_ rows: Int) throws -> (drops: [ExplorationAction], leftOut: Int) {
            let list = try SceneFile.parse(SceneFile.reorderableList(count: rows), file: "list.json").descriptor
            let order = Explorer(descriptor: list, settings: Settings(), bounds: .default).reach(inputs: [], endTime: 0).session.navigation
            var leftOut = ExplorationAction.LeftOut()
            let actions = ExplorationAction.available(in: order, atMost: .max, leftOut: &leftOut)
            XCTAssertEqual(leftOut.customActions, 0)
            return (actions.filter { if case .drop = $0.kind { return true } else { return false } }, leftOut.drops)
        }
        let whole = try drops(70)
        XCTAssertEqual(whole.drops.count, 70 * 69 * 2)
        XCTAssertEqual(whole.leftOut, 0)
        let sampled = try drops(100)
        XCTAssertEqual(sampled.drops.count, 4 * 2 * DropProbeRule.sourcesTriedPerDropPoint)
        XCTAssertEqual(sampled.leftOut, 100 * 99 * 2 - sampled.drops.count)
        var sourcesByTarget: [String: Set<String>] = [:]
        for drop in sampled.drops {
            guard case .drop(_, let target, _, _) = drop.kind else { continue }
            sourcesByTarget[target, default: []].insert(drop.elementID)
        }
        XCTAssertEqual(Set(sourcesByTarget.keys), ["row0", "row1", "row98", "row99"])
        XCTAssertEqual(sourcesByTarget["row0"], Set((1...8).map { "row\($0)" }))
        XCTAssertEqual(sourcesByTarget["row99"], Set((0...7).map { "row\($0)" }))
        let explored = Explorer(descriptor: try SceneFile.parse(SceneFile.reorderableList(count: 100), file: "list.json").descriptor,
                                settings: Settings(), bounds: ExplorationBounds(depth: 1, states: 500)).explore()
        XCTAssertEqual(explored.dropsLeftOut, sampled.leftOut)
        XCTAssertTrue(explored.summary.hasSuffix("; drops in long lists sampled, \(sampled.leftOut) drops not taken"), explored.summary)
    }

    func testAnImportedScreenIsOneStateAndTheReportSaysSo() throws {
        let path = Self.fixtures.appendingPathComponent("../../../examples/imports/checkout.json").standardizedFileURL.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let screen = try ScreenImport.load(path: path, text: text, screenshot: .init(path: nil, scale: nil, decode: { _ in nil }))
        let result = Self.explored.validate(screen.descriptor)
        XCTAssertEqual(result.exploration?.states.count, 1)
        XCTAssertEqual(result.exploration?.summary, "1 state: an imported screen has no behaviour to explore")
    }

    /// A state is drawn at the time it was reached: text an action fades in over 300 ms is judged
    /// faded in, not at the start of an animation that had not begun at time 0.
    func testAReachedStateIsDrawnAtTheTimeItWasReached() {
        let descriptor = SceneDescriptor(id: "fade", tab: "Tests", title: "Fade", sourcePath: #filePath) { TestScene(.fadeIn) }
        let result = Validator(rules: RuleCatalog.all.filter { $0.info.id == "contrast.text" }, bounds: .default).validate(descriptor)
        XCTAssertEqual(result.exploration?.states.count, 2)
        XCTAssertEqual(result.findings.map(\.message), [])
    }

    /// An adjustable behind an open sheet cannot be focused, so no user can adjust it: the probe has
    /// nothing to judge there (it was reported as "does not change" in every sheet state).
    func testAnAdjustableBehindASheetIsNotJudgedThere() {
        let descriptor = SceneDescriptor(id: "behind", tab: "Tests", title: "Behind", sourcePath: #filePath) { TestScene(.adjustableBehindSheet) }
        let result = Validator(rules: RuleCatalog.all.filter { $0.info.id == "traits.adjustable" }, bounds: .default).validate(descriptor)
        XCTAssertGreaterThan(result.exploration?.states.count ?? 0, 1)
        XCTAssertEqual(result.findings.map(\.message), [])
    }

    /// Home screen, after a drop makes a folder: its contents are text inside the folder's group, and
    /// the icons beside the folder are not what that text names (label.no-context flagged every one).
    /// The same text outside any group still names the button beside it.
    func testTextInsideAGroupGivesNoContextToControlsOutsideIt() throws {
        func contextFindings(_ elements: String) throws -> [String] {
            let text = """
            {"format":"axsandbox-scene","version":1,"id":"groups","device":{"idiom":"phone","width":390,"height":844},"elements":[\(elements)]}
            """
            let descriptor = try SceneFile.parse(text, file: "groups.json").descriptor
            return Validator(rules: RuleCatalog.all.filter { $0.info.id == "label.no-context" }).validate(descriptor).findings.map(\.message)
        }
        let photos = #"{"id":"photos","label":"Photos","traits":["button"],"frame":[90,100,60,60]}"#
        XCTAssertEqual(try contextFindings(#"{"id":"folder","frame":[16,100,60,60],"children":[{"id":"mini","label":"Mail","traits":["staticText"],"frame":[20,100,50,20]}]},"# + photos), [])
        XCTAssertEqual(try contextFindings(#"{"id":"mini","label":"Mail","traits":["staticText"],"frame":[20,100,50,20]},"# + photos),
                       ["\"Photos\" sits beside \"Mail\" but its label does not name it"])
    }

    // MARK: Exploration rules, each with its planted defect

    func ruleIDs(_ kind: TestScene.Kind) -> [String] {
        let descriptor = SceneDescriptor(id: "planted", tab: "Tests", title: "Planted", sourcePath: #filePath) { TestScene(kind) }
        let rules = RuleCatalog.all.filter { $0.info.kind == .exploration }
        return Validator(rules: rules, bounds: .default).validate(descriptor).findings.map(\.ruleID)
    }

    func testASilentCustomActionIsFlaggedAndAnAnnouncedOneIsNot() {
        XCTAssertEqual(ruleIDs(.silentAction), ["notify.silent-action"])
        XCTAssertEqual(ruleIDs(.announcedAction), [])
    }

    /// The broken Exceptional Dogs' cards lie off the screen, outside the carousel that gives them
    /// as its scroll content: no touch lands on one, so the explorer reaches it as a user does, by
    /// swiping, and VoiceOver scrolls the carousel to it. An action that then changes nothing more
    /// (escape from the card) is not blamed for the scroll: no silent action; the state the swipes
    /// reached is still found, its path replaying the swipes.
    func testAnActionIsNotBlamedForWhatReachingItsElementChanged() throws {
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "exceptional-dogs-broken"))
        let result = Explorer(descriptor: descriptor, settings: Settings(), bounds: .default).explore()
        let reachedByScrolling = result.transitions.filter(\.changedOnlyByReaching)
        XCTAssertFalse(reachedByScrolling.isEmpty, "some cards are reached by swipes that scroll the carousel")
        XCTAssertTrue(reachedByScrolling.allSatisfy { $0.to != $0.from })
        XCTAssertTrue(reachedByScrolling.contains { $0.action.step == "escape from Pinky" }, reachedByScrolling.map(\.action.step).description)
        let silent = SilentActionRule().judge(result, explorer: Explorer(descriptor: descriptor, settings: Settings(), bounds: .default))
        XCTAssertEqual(silent.map(\.0.message), [])
    }

    func testASheetWithNoWayOutIsATrap() {
        XCTAssertEqual(ruleIDs(.trap), ["modality.trap"])
        XCTAssertEqual(ruleIDs(.escapableSheet), [])
        // An action inside the sheet that cannot be undone presents nothing: the sheet it leaves is
        // the same modal view, and escape still leads out of it (an open home screen folder's app).
        XCTAssertEqual(ruleIDs(.oneWayInsideSheet), [])
    }

    /// A sheet's "Pay invoice" and a pushed editor's "Pay invoice" each change the model and close
    /// their screen: the invoice screen they land on, paid, has no way back to the unpaid sheet,
    /// and needs none. Both were reported as traps, errors on the commonest confirm-and-close.
    func testClosingAScreenWithAnActionThatChangesTheModelIsNoTrap() throws {
        for sheet in [true, false] {
            let screen = sheet
                ? ##"{"id":"s","sheet":true,"frame":[0,420,390,424],"elements":[{"id":"done","label":"Done","traits":["button"],"frame":[16,16,200,44],"activate":{"close":true}},{"id":"pay","label":"Pay invoice","traits":["button"],"frame":[16,80,200,44],"activate":{"set":{"paid":true},"close":true}}]}"##
                : ##"{"id":"s","elements":[{"id":"back","label":"Back","traits":["backButton"],"frame":[0,44,80,44],"activate":{"close":true}},{"id":"pay","label":"Pay invoice","traits":["button"],"frame":[16,120,200,44],"activate":{"set":{"paid":true},"close":true}}]}"##
            let file = ##"{"format":"axsandbox-scene","version":1,"id":"invoice","device":{"idiom":"phone","width":390,"height":844},"state":{"paid":false},"elements":[{"id":"card","label":"Invoice","traits":["button"],"frame":[16,100,358,80],"activate":{"open":"s"}}],"screens":[\##(screen)]}"##
            let descriptor = try SceneFile.parse(file, file: "invoice.json").descriptor
            let result = Self.explored.validate(descriptor)
            XCTAssertEqual(result.exploration?.isComplete, true)
            XCTAssertEqual(result.findings.filter { $0.ruleID == "modality.trap" }.map(\.message), [], sheet ? "sheet" : "pushed screen")
        }
        // A sheet with no way out is still one.
        XCTAssertEqual(ruleIDs(.trap), ["modality.trap"])
    }

    /// A photo zoomed only by the app's keyboard shortcuts (Command-9, Command-0; no supports-zoom
    /// trait, so VoiceOver's rotor has no Zoom): at 3× it shows a button with no label. The explorer
    /// pressed no shortcut, so that state was never judged and `validate` was green. A shortcut that
    /// does what a listed gesture does (Command-Return for a double tap) is not taken twice.
    func testAStateOnlyAKeyboardShortcutReachesIsJudged() throws {
        let file = ##"{"format":"axsandbox-scene","version":1,"id":"zoomkey","device":{"idiom":"phone","width":390,"height":844},"state":{"scale":{"value":1,"range":[1,4],"format":"{value}x"}},"elements":[{"id":"photo","label":"Photo","traits":["image"],"frame":[16,120,358,200],"zoom":"scale","keyCommands":[{"title":"Zoom In","keys":"Command-9","performs":"zoomIn"},{"title":"Zoom Out","keys":"Command-0","performs":"zoomOut"}]},{"id":"more","label":"More","traits":["button"],"frame":[16,340,358,44],"activate":{"announce":"More"},"keyCommands":[{"title":"More","keys":"Command-Return","performs":"activate"}]},{"id":"bad","traits":["button"],"frame":[16,400,44,44],"activate":{"announce":"More information"},"when":{"state":"scale","atLeast":3}}]}"##
        let descriptor = try SceneFile.parse(file, file: "zoomkey.json").descriptor
        let result = Self.explored.validate(descriptor)
        XCTAssertEqual(result.exploration?.isComplete, true)
        let missing = try XCTUnwrap(result.findings.first { $0.ruleID == "label.missing" })
        XCTAssertEqual(missing.path, ["press Command-9 (Zoom In)", "press Command-9 (Zoom In)"])
        let order = NavigationOrder(scene: descriptor.make(), settings: Settings())
        XCTAssertEqual(ExplorationAction.available(in: order).compactMap { action -> String? in
            if case .shortcut(let chord, _) = action.kind { return chord.written }
            return nil
        }, ["Command-9", "Command-0"], "Command-Return is More's double tap")
    }

    /// An onboarding screen whose Start also changes the screen below (its Settings and Start give
    /// way to an inbox): Back closes it onto a screen sharing nothing with the one it was opened
    /// from. A scene file counts its open screens, so the close is told apart: it was reported as
    /// two traps, the onboarding screen and the inbox Back "opened".
    func testAScreenClosedOntoAChangedScreenBelowIsNoTrap() throws {
        func traps(back: Bool) throws -> [String] {
            let close = back ? ##"{"id":"back","label":"Back","traits":["backButton"],"frame":[16,44,100,44],"activate":{"close":true}},"## : ""
            let file = ##"{"format":"axsandbox-scene","version":1,"id":"onboard","device":{"idiom":"phone","width":390,"height":844},"state":{"started":false},"elements":[{"id":"start","label":"Start","traits":["button"],"frame":[16,120,358,60],"activate":{"open":"tut","set":{"started":true}},"when":{"state":"started","equals":false}},{"id":"inbox","label":"Inbox","traits":["button"],"frame":[16,120,358,60],"activate":{"announce":"Inbox"},"when":{"state":"started","equals":true}}],"screens":[{"id":"tut","elements":[\##(close){"id":"text","label":"Welcome to Mail","traits":["staticText"],"frame":[16,120,358,60]}]}]}"##
            let result = Self.explored.validate(try SceneFile.parse(file, file: "onboard.json").descriptor)
            XCTAssertEqual(result.exploration?.isComplete, true)
            return result.findings.filter { $0.ruleID == "modality.trap" }.map(\.message)
        }
        XCTAssertEqual(try traps(back: true), [])
        // With no Back, escape closes it (a scene file's screen handles escape): still none.
        XCTAssertEqual(try traps(back: false), [])
    }

    /// A sheet whose actions the state bound cut short may have its way out among those not taken:
    /// it is not judged a trap.
    func testASheetExploredInPartIsNotJudgedATrap() throws {
        let explorer = Explorer(descriptor: SceneDescriptor(id: "planted", tab: "Tests", title: "Planted", sourcePath: #filePath) {
            TestScene(.trap)
        }, settings: Settings(), bounds: .default)
        var result = explorer.explore()
        XCTAssertEqual(TrapStateRule().judge(result, explorer: explorer).count, 1)
        let sheet = try XCTUnwrap(result.transitions.first { $0.presented && $0.to != $0.from }).to
        result.states[sheet].actionsNotTaken = 1
        XCTAssertEqual(TrapStateRule().judge(result, explorer: explorer).count, 0)
    }

    func testAStateOnlyASwipeReachesIsFlagged() {
        XCTAssertEqual(ruleIDs(.touchOnly), ["gesture.touch-only-state"])
        XCTAssertEqual(ruleIDs(.touchWithEquivalent), [])
    }

    /// A bounded exploration cannot tell a state only a gesture reaches from one beyond its bounds:
    /// the rule is reported as not judged, with why, and not among the rules run; saying nothing read
    /// as a pass. A scene that declares no gesture has nothing to judge and is not reported so.
    func testABoundedExplorationOfAGestureSaysTheTouchOnlyStateWasNotJudged() {
        let rules = RuleCatalog.all.filter { $0.info.kind == .exploration }
        func validate(_ kind: TestScene.Kind, states: Int) -> ValidationReport.SceneResult {
            let descriptor = SceneDescriptor(id: "planted", tab: "Tests", title: "Planted", sourcePath: #filePath) { TestScene(kind) }
            return Validator(rules: rules, bounds: ExplorationBounds(depth: 8, states: states)).validate(descriptor)
        }
        let bounded = validate(.touchOnly, states: 1)
        XCTAssertEqual(bounded.findings.map(\.ruleID), [])
        XCTAssertEqual(bounded.unassessed.map(\.ruleID), ["gesture.touch-only-state"])
        XCTAssertEqual(bounded.unassessed.first?.status, .needsReview)
        XCTAssertTrue(bounded.unassessed.first?.reason.hasPrefix("the scene declares touch gestures and the exploration stopped at its bounds (") == true,
                      bounded.unassessed.first?.reason ?? "")
        XCTAssertFalse(bounded.rulesRun.contains("gesture.touch-only-state"))
        let whole = validate(.touchOnly, states: 500)
        XCTAssertEqual(whole.findings.map(\.ruleID), ["gesture.touch-only-state"])
        XCTAssertEqual(whole.unassessed, [])
        XCTAssertTrue(whole.rulesRun.contains("gesture.touch-only-state"))
        let noGesture = validate(.silentAction, states: 1)
        XCTAssertEqual(noGesture.unassessed, [])
        XCTAssertTrue(noGesture.rulesRun.contains("gesture.touch-only-state"))
    }

    /// A state a swipe reaches may be reached by a drop a long list's sample left out: with drops
    /// left out, nothing is judged touch-only.
    func testNothingIsTouchOnlyWhenDropsWereLeftOut() {
        let explorer = Explorer(descriptor: SceneDescriptor(id: "planted", tab: "Tests", title: "Planted", sourcePath: #filePath) {
            TestScene(.touchOnly)
        }, settings: Settings(), bounds: .default)
        var result = explorer.explore()
        XCTAssertEqual(TouchOnlyStateRule().judge(result, explorer: explorer).count, 1)
        result.dropsLeftOut = 1
        XCTAssertEqual(TouchOnlyStateRule().judge(result, explorer: explorer).count, 0)
        // So too past an element's 30th custom action.
        result.dropsLeftOut = 0
        result.customActionsLeftOut = 1
        XCTAssertEqual(TouchOnlyStateRule().judge(result, explorer: explorer).count, 0)
    }

    /// An element's custom actions are taken up to the 30th, as the probes perform them: reaching
    /// the k-th swipes k times through the Actions rotor, so one element with 200 actions took 45 s
    /// of processor time to explore. The rest are counted and said, and each state is explored in part.
    func testAnElementsCustomActionsAreTakenUpToTheProbesBound() throws {
        let actions = (1...40).map { #"{"name":"Set \#($0)","set":{"v":\#($0)},"announce":"Set to \#($0)"}"# }.joined(separator: ",")
        let text = #"{"format":"axsandbox-scene","version":1,"id":"many","device":{"idiom":"phone"},"state":{"v":{"value":0,"range":[0,40]}},"elements":[{"id":"e","label":"Item","value":"{v}","traits":["button"],"frame":[16,100,358,44],"customActions":[\#(actions)]}]}"#
        let scene = try SceneFile.parse(text, file: "many.json")
        let result = Explorer(descriptor: scene.descriptor, settings: Settings(), bounds: .default).explore()
        XCTAssertEqual(result.states.count, 31, "the initial state and one per action taken")
        XCTAssertEqual(result.states.last?.steps, "action Set 30 on Item")
        XCTAssertEqual(result.customActionsLeftOut, 31 * 10)
        XCTAssertTrue(result.states.allSatisfy { $0.actionsNotTaken == 10 })
        XCTAssertTrue(result.summary.hasSuffix("; 310 custom actions past an element's 30th not taken"), result.summary)
        XCTAssertEqual(ExplorationAction.customActionsTaken, CustomActionProbeRule.probedCustomActions)
    }

    /// Photo Filter's pinch: the Zoom rotor on an image that supports zoom is an accessible path to
    /// the state a pinch reaches, so the pinch is not touch-only; on an image without the trait it is.
    func testAPinchTheZoomRotorMatchesIsNotTouchOnly() {
        XCTAssertEqual(ruleIDs(.pinchWithZoom), [])
        XCTAssertEqual(ruleIDs(.pinchOnly), ["gesture.touch-only-state"])
        let explored = Explorer(descriptor: SceneDescriptor(id: "planted", tab: "Tests", title: "Planted", sourcePath: #filePath) {
            TestScene(.pinchWithZoom)
        }, settings: Settings(), bounds: .default).explore()
        XCTAssertEqual(explored.states.map(\.steps), ["initial state", "zoom in on Photo"])
    }

    func testFocusSentToAMissingElementIsFlagged() {
        XCTAssertEqual(ruleIDs(.focusMissing), ["notify.focus-missing"])
        XCTAssertEqual(ruleIDs(.escapableSheet), [])
    }
}

/// The issue's planted case in Swift: a `ModalOverlay` sheet holding an unlabeled 20×20 button
/// with 9 pt grey text, opened by a button; the first screen is clean.
final class SheetScene: ComponentScene {
    var open = false

    init() { super.init(id: "sheet-scene", title: "Sheet") }

    override func body(settings: Settings) -> any Component {
        let screen = Background(.white, Padding(top: 60, leading: 16, bottom: 0, trailing: 16, Column(spacing: 20, [
            Label(id: "title", "Settings", style: .title1, weight: .bold, color: .black, traits: .header),
            Button(id: "options", label: "Options", content: Drawing(height: 50) { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 10), .hex("#0A60D0"))
                list.text(TextRun("Options", box: frame, size: 17, weight: .semibold, color: .white, alignment: .center))
            }) { [unowned self] context in
                open = true
                context.post(.screenChanged(elementID: nil))
                return true
            },
        ])))
        guard open else { return screen }
        let sheet = Background(.white, Absolute([
            PlacedComponent(Button(id: "done", label: "Done", content: Drawing { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 10), .hex("#0A60D0"))
                list.text(TextRun("Done", box: frame, size: 17, weight: .semibold, color: .white, alignment: .center))
            }) { [unowned self] context in self.dismiss(context) }, in: Rect(x: 16, y: 16, width: 358, height: 50)),
            PlacedComponent(Button(id: "info", label: nil, content: Drawing { frame, list, _, _ in
                list.fill(.rect(frame), .hex("#F2F2F7"))
                list.text(TextRun("i", box: frame, size: 9, color: .hex("#C7C7CC"), alignment: .center))
            }) { _ in true }, in: Rect(x: 16, y: 100, width: 20, height: 20)),
        ]))
        return ModalOverlay(screen, id: "sheet", sheet: sheet, sheetFrame: { _, _ in Rect(x: 0, y: 520, width: 390, height: 324) },
                            onDismiss: { [unowned self] context in self.dismiss(context) })
    }

    private func dismiss(_ context: SceneContext) -> Bool {
        open = false
        context.post(.screenChanged(elementID: nil))
        return true
    }

    override func stateSnapshot() -> [(key: String, value: String)] { [("open", String(open))] }
}

/// Small hand-written scenes, one per planted exploration defect and its clean twin.
final class TestScene: Scene {
    enum Kind {
        /// A custom action flips the model; nothing is posted and the element reads the same.
        case silentAction
        /// The same action announcing what it did.
        case announcedAction
        /// A button opens a modal screen with no close and no escape.
        case trap
        /// The same screen, closed by escape.
        case escapableSheet
        /// A swipe (declared) sets a flag no element can set.
        case touchOnly
        /// The same swipe, with a button doing the same.
        case touchWithEquivalent
        /// A pinch (declared) zooms an image that offers no zoom to VoiceOver.
        case pinchOnly
        /// The same pinch on an image with the supports-zoom trait: the Zoom rotor zooms it too.
        case pinchWithZoom
        /// A button posts a screen change naming an element the new screen does not have.
        case focusMissing
        /// An unlabeled button beside a switch (for identity across states).
        case unlabeledBesideSwitch
        /// A button that fades a dark "Saved" in over 300 ms from the moment it is activated.
        case fadeIn
        /// A toggle whose value is a word ("no", then "yes"), not 0 or 1.
        case wordToggle
        /// A working adjustable, and a button that opens a modal sheet beside it (escape closes it).
        case adjustableBehindSheet
        /// The escapable sheet holding a button whose effect stays (marked as read): the state it
        /// leads to is still the sheet, not a screen presented from it.
        case oneWayInsideSheet
    }

    let kind: Kind
    var flag = false
    /// When `.fadeIn`'s button was activated, in virtual time (not model state: the flag says it).
    var shownAt = 0
    /// `.adjustableBehindSheet`'s value (left out of the state: only the sheet makes a state).
    var level = 5
    /// `.oneWayInsideSheet`'s mark, which nothing clears.
    var marked = false

    init(_ kind: Kind) { self.kind = kind }

    var id: String { "planted" }
    var title: String { "Planted" }
    var device: Device { .phone }

    func draw(into list: inout DisplayList, settings: Settings, time: Int) {
        guard kind == .fadeIn, flag else { return }
        let opacity = min(1, max(0, Double(time - shownAt) / 300))
        list.withOpacity(opacity) { $0.text(TextRun("Saved", box: Rect(x: 16, y: 200, width: 358, height: 30), size: 17, color: .black)) }
    }

    func stateSnapshot() -> [(key: String, value: String)] {
        kind == .oneWayInsideSheet ? [("flag", String(flag)), ("marked", String(marked))] : [("flag", String(flag))]
    }

    private func button(_ id: String, _ label: String?, y: Double, action: @escaping AccessibilityHook) -> AccessibilityElement {
        var element = AccessibilityElement(id: id, label: label.map { SpeechText($0) }, traits: .button,
                                           frame: Rect(x: 16, y: y, width: 358, height: 50))
        element.onActivate = action
        return element
    }

    func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
        switch kind {
        case .silentAction, .announcedAction:
            var row = AccessibilityElement(id: "row", label: "Mail", traits: .staticText, frame: Rect(x: 16, y: 100, width: 358, height: 50))
            let announces = kind == .announcedAction
            row.customActions = [CustomAction("Move down") { [unowned self] context in
                flag.toggle()
                if announces { context.post(.announcement("Moved Mail down")) }
                return true
            }]
            return [row]
        case .trap, .escapableSheet, .focusMissing, .oneWayInsideSheet:
            if flag {
                var children = [AccessibilityElement(id: "message", label: "Saved", traits: .staticText, frame: Rect(x: 16, y: 420, width: 358, height: 50))]
                if kind == .oneWayInsideSheet {
                    children.append(button("mark", marked ? "Marked as read" : "Mark as read", y: 480) { [unowned self] _ in
                        marked = true
                        return true
                    })
                }
                var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(x: 0, y: 400, width: 390, height: 444), type: .none,
                                                           label: nil, children: children)
                sheet.viewIsModal = true
                if kind == .escapableSheet || kind == .focusMissing || kind == .oneWayInsideSheet {
                    sheet.onEscape = { [unowned self] context in
                        flag = false
                        context.post(.screenChanged(elementID: nil))
                        return true
                    }
                }
                return [sheet]
            }
            return [button("open", "Save", y: 100) { [unowned self] context in
                flag = true
                context.post(.screenChanged(elementID: kind == .focusMissing ? "nowhere" : nil))
                return true
            }]
        case .touchOnly, .touchWithEquivalent:
            var elements = [AccessibilityElement(id: "text", label: flag ? "Archived" : "Inbox", traits: .staticText,
                                                 frame: Rect(x: 16, y: 100, width: 358, height: 50))]
            if kind == .touchWithEquivalent {
                elements.append(button("archive", "Archive", y: 200) { [unowned self] context in
                    flag = true
                    context.post(.announcement("Archived"))
                    return true
                })
            }
            return elements
        case .pinchOnly, .pinchWithZoom:
            var photo = AccessibilityElement(id: "photo", label: "Photo", traits: .image, frame: Rect(x: 16, y: 100, width: 358, height: 300))
            if kind == .pinchWithZoom {
                photo.traits.insert(.supportsZoom)
                photo.onZoomIn = { [unowned self] _, context in zoom(true, context) }
                photo.onZoomOut = { [unowned self] _, context in zoom(false, context) }
            }
            return [photo]
        case .fadeIn:
            var elements = [button("save", "Save", y: 100) { [unowned self] context in
                flag = true
                shownAt = context.now
                return true
            }]
            if flag {
                elements.append(AccessibilityElement(id: "saved", label: "Saved", traits: .staticText,
                                                     frame: Rect(x: 16, y: 200, width: 358, height: 30)))
            }
            return elements
        case .adjustableBehindSheet:
            var level = AccessibilityElement(id: "level", label: "Level", value: SpeechText(String(self.level)), traits: .adjustable,
                                             frame: Rect(x: 16, y: 100, width: 358, height: 50))
            level.onIncrement = { [unowned self] _ in self.level += 1; return true }
            level.onDecrement = { [unowned self] _ in self.level -= 1; return true }
            guard flag else {
                return [level, button("open", "Open", y: 200) { [unowned self] context in
                    flag = true
                    context.post(.screenChanged(elementID: nil))
                    return true
                }]
            }
            var sheet = AccessibilityElement.container(id: "sheet", frame: Rect(x: 0, y: 400, width: 390, height: 444), type: .none,
                                                       label: nil, children: [
                AccessibilityElement(id: "note", label: "Note", traits: .staticText, frame: Rect(x: 16, y: 420, width: 358, height: 50)),
            ])
            sheet.viewIsModal = true
            sheet.onEscape = { [unowned self] context in
                flag = false
                context.post(.screenChanged(elementID: nil))
                return true
            }
            return [level, sheet]
        case .wordToggle:
            var toggle = button("switch", "Wi-Fi", y: 100) { [unowned self] _ in flag.toggle(); return true }
            toggle.traits = [.button, .toggleButton]
            toggle.value = SpeechText(flag ? "yes" : "no")
            return [toggle]
        case .unlabeledBesideSwitch:
            var toggle = button("switch", "Wi-Fi", y: 100) { [unowned self] _ in flag.toggle(); return true }
            toggle.traits = [.button, .toggleButton]
            toggle.value = SpeechText(flag ? "1" : "0")
            return [toggle, button("mystery", nil, y: 200) { _ in true }]
        }
    }

    /// Zooms `.pinchOnly`'s and `.pinchWithZoom`'s photo in or out, saying the new scale.
    private func zoom(_ inward: Bool, _ context: SceneContext) -> Bool {
        guard flag != inward else { return false }
        flag = inward
        context.post(.announcement(inward ? "2x zoom" : "1x zoom"))
        return true
    }

    var declaredGestures: [DeclaredGesture] {
        if kind == .pinchOnly || kind == .pinchWithZoom {
            return [DeclaredGesture(kind: .pinch, frame: Rect(x: 16, y: 100, width: 358, height: 300), meaning: "pinch to zoom",
                                    equivalentElementID: kind == .pinchWithZoom ? "photo" : nil)]
        }
        guard kind == .touchOnly || kind == .touchWithEquivalent else { return [] }
        return [DeclaredGesture(kind: .swipe, frame: Rect(x: 16, y: 100, width: 358, height: 50), meaning: "archive",
                                equivalentElementID: kind == .touchWithEquivalent ? "archive" : nil)]
    }

    func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
        if gesture.kind == .pinch, let amount = gesture.amount, kind == .pinchOnly || kind == .pinchWithZoom {
            return zoom(amount > 1, context)
        }
        guard gesture.kind == .swipe, gesture.direction == .left, kind == .touchOnly || kind == .touchWithEquivalent else { return false }
        flag = true
        return true
    }
}
