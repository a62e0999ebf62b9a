import Foundation
import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The probe rules of an explored state read what exploration observed of its actions
/// (`ObservedActions`) instead of acting again, so the explorer's Session, which brings the focus
/// there by a touch as a user does, must observe what the probe's Session, which places the focus,
/// observes: for every action exploration took in every expanded state of every catalog scene and
/// example scene file, the outcome it recorded is compared with the probe's own action on the
/// state's copy (what was heard, posted and played, the model's change, the tree's, the value, the
/// overlays presented), and every drop's result with the drop probe's.
final class ExploredProbeAgreementTests: XCTestCase {
    /// Deep enough to open sheets, push screens and drop, as in FrameMeasurementReuseTests.
    static let bounds = ExplorationBounds(depth: 3, states: 25)

    /// Every fact of an outcome the probe rules read, as one line.
    static func facts(_ o: Probe.Outcome) -> String {
        let heard = o.heard.map { event -> String in
            if case .speech(let r) = event { return "\"\(r.text)\" \(r.kind) \(r.priority) \(r.outcome) \(r.start)-\(r.end)" }
            return "\(event)"
        }
        return "result \(o.result); posted \(o.notifications); sounds \(o.sounds); state \(o.stateChanged) \(o.stateChanges); "
            + "changed something \(o.changedSomething), silent model change \(o.silentModelChange); layout \(o.layoutChanged); "
            + "value \(o.valueBefore ?? "-") → \(o.valueAfter ?? "-"); overlays "
            + o.presentedOverlays.map { "\($0.overlayID) \($0.percent)% \($0.behindCount) \($0.behind)" }.joined(separator: ", ")
            + "; heard [\(heard.joined(separator: "; "))]"
            + "; drawn \(o.drawn), colours only \(o.colourOnlyChanges.map { $0.map { "\($0.0.hexString)→\($0.1.hexString)" } } ?? [])"
    }

    /// The example scene files (examples/*.json).
    static func exampleSceneFiles() throws -> [SceneDescriptor] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty)
        return try names.map { try SceneFile.load(path: folder.appendingPathComponent($0).path).descriptor }
    }

    func testExplorationObservesWhatTheProbesObserveOnEveryScene() throws {
        var compared = 0, drops = 0, spoken = 0, changed = 0, drawn = 0, colourOnly = 0
        var failures: [String] = []
        // A light whose states differ in colour alone (`VisionRuleTests`): a drawn activation that changes colours only.
        let alarm = try SceneFile.parse(VisionRuleTests.alarmScreen(mark: false), file: "alarm.json").descriptor
        for descriptor in Catalog.all + (try Self.exampleSceneFiles()) + [alarm] {
            let explorer = {
                var explorer = Explorer(descriptor: descriptor, settings: Settings(), bounds: Self.bounds)
                // Activations drawn as validation's state-by-colour probe draws them, under its first variant.
                explorer.drawsActivationsUnder = Settings()
                return explorer
            }()
            let exploration = explorer.explore()
            for state in exploration.states {
                guard let observed = exploration.observed[state.index] else { continue }
                let reached = SceneDescriptor(id: descriptor.id, tab: descriptor.tab, title: descriptor.title, sourcePath: descriptor.sourcePath,
                                              make: { explorer.scene(at: state) })
                // As validation judges the state: its first settings variant, probes acting themselves.
                let subject = AuditSubject(descriptor: reached, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
                XCTAssertNil(subject.probe.observed)
                for action in observed.actions.sorted(by: { "\($0.elementID) \($0.gesture)" < "\($1.elementID) \($1.gesture)" }) {
                    let drawing = action.outcome.drawn ? Settings() : nil
                    guard let probed = subject.probe.run(on: action.elementID, action.gesture, drawingUnder: drawing) else {
                        failures.append("\(descriptor.id) state \(state.index): \(action.gesture) on \(action.elementID): the probe cannot focus it")
                        continue
                    }
                    let explored = Self.facts(action.outcome), own = Self.facts(probed)
                    if explored != own {
                        failures.append("\(descriptor.id) state \(state.index) (\(state.steps)): \(action.gesture) on \(action.elementID)\n"
                                        + "  explored: \(explored)\n  probe:    \(own)")
                    }
                    compared += 1
                    if probed.heard.contains(where: { if case .speech = $0 { return true }; return false }) { spoken += 1 }
                    if probed.stateChanged { changed += 1 }
                    if probed.drawn { drawn += 1 }
                    if probed.colourOnlyChanges != nil { colourOnly += 1 }
                }
                for drop in observed.dropsTaken {
                    let own = DropProbeRule.drops(drop.source, from: drop.sourceID, at: drop.drop, on: drop.targetID, subject: subject)
                    if own != drop.dropped {
                        failures.append("\(descriptor.id) state \(state.index): \(drop.source.name) from \(drop.sourceID) › \(drop.drop.name) "
                                        + "on \(drop.targetID): explored dropped \(drop.dropped), probe \(own)")
                    }
                    drops += 1
                }
            }
        }
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
        XCTAssertGreaterThan(compared, 500, "too few actions compared")
        XCTAssertGreaterThan(spoken, 200, "too few actions were heard saying something")
        XCTAssertGreaterThan(changed, 100, "too few actions changed the model")
        XCTAssertGreaterThan(drops, 100, "too few drops compared")
        XCTAssertGreaterThan(drawn, 100, "too few activations drawn")
        XCTAssertGreaterThan(colourOnly, 0, "no activation changed colours alone")
        print("compared \(compared) actions (\(spoken) heard speech, \(changed) changed the model, \(drawn) drawn, "
              + "\(colourOnly) changing colours alone) and \(drops) drops")
    }
}

/// Reading an action already taken (exploration's, or another probe rule's activation) must never
/// change a verdict: every catalog scene (the seed apps and their broken twins), the example scene
/// files and a reorderable list are validated with the probes reusing actions and with every probe
/// rule acting itself, and all five reports are compared, byte for byte.
final class ExploredProbeReportTests: XCTestCase {
    func testReportsAreTheSameWhetherProbesReadExplorationOrAct() throws {
        EveryReportFormat.assertSameEitherWay(try EveryReportFormat.comparedScenes()) { $0.probesReuseActions = $1 }
    }

    /// The switch is real: exploration records outcomes for the probes, and `--depth 0` records none.
    func testExplorationRecordsOutcomesAndTheInitialStateAloneNone() {
        let descriptor = Catalog.descriptor(for: "hello-goodbye")!
        let explored = Explorer(descriptor: descriptor, settings: Settings(), bounds: ExploredProbeAgreementTests.bounds).explore()
        XCTAssertGreaterThan(explored.observed[0]?.actions.count ?? 0, 1)
        let initial = Explorer(descriptor: descriptor, settings: Settings(), bounds: .initialState).explore()
        XCTAssertTrue(initial.observed.isEmpty)
    }
}

/// Exploration draws the scene after an activation only for the elements `vision.state-by-colour`
/// compares, at most 40 a state: a screen of 10,000 buttons drawn after each one's activation took
/// 20 s of processor time to explore instead of 1.6 s.
final class ExploredDrawingBoundTests: XCTestCase {
    func testOnlyTheComparedActivationsAreDrawn() throws {
        let buttons = (0..<60).map { #"{"id":"b\#($0)","label":"B\#($0)","traits":["button"],"frame":[16,\#(60 + $0 * 12),358,10],"activate":{"announce":"Done"}}"# }
        let text = #"{"format":"axsandbox-scene","version":1,"id":"many","device":{"idiom":"phone","width":390,"height":844},"elements":[\#(buttons.joined(separator: ","))]}"#
        let scene = try SceneFile.parse(text, file: "many.json")
        var explorer = Explorer(descriptor: scene.descriptor, settings: Settings(), bounds: ExploredProbeAgreementTests.bounds)
        explorer.drawsActivationsUnder = Settings()
        let observed = try XCTUnwrap(explorer.explore().observed[0])
        let activations = observed.actions.filter { $0.gesture == .activate }
        XCTAssertEqual(activations.count, 60, "every button is activated")
        let drawn = Set(activations.filter(\.outcome.drawn).map(\.elementID))
        XCTAssertEqual(drawn, Set((0..<StateByColourRule.limit).map { "b\($0)" }), "only the first 40, as the rule compares them")
    }
}
