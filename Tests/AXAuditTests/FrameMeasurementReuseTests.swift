import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXAudit

/// The copies one validation judges share what was measured on their frames (`FrameMeasurements`,
/// docs/validation-performance.md, "What exploration costs"): reuse must never change what is found. Each test
/// validates with reuse on and off and compares states, findings and report bytes.
final class FrameMeasurementReuseTests: XCTestCase {
    /// Deep enough that many states draw a frame an earlier state drew.
    static let bounds = ExplorationBounds(depth: 3, states: 25)

    static func validate(_ descriptors: [SceneDescriptor], reusing: Bool, bounds: ExplorationBounds = bounds) -> ValidationReport {
        var validator = Validator(bounds: bounds)
        validator.reusesFrameMeasurements = reusing
        return validator.validate(descriptors)
    }

    /// Every catalog scene, the seed apps and their broken twins among them: the same states, the
    /// same findings, and the same JSON and text reports, byte for byte.
    func testReuseFindsWhatMeasuringEachCopyFinds() {
        for descriptor in Catalog.all {
            let reused = Self.validate([descriptor], reusing: true)
            let measured = Self.validate([descriptor], reusing: false)
            XCTAssertEqual(reused.scenes[0].exploration.map(ExplorationRestoreTests.lines),
                           measured.scenes[0].exploration.map(ExplorationRestoreTests.lines), descriptor.id)
            XCTAssertEqual(reused.findings.map { "\($0.ruleID) \($0.subject.elementID ?? "") \($0.settings) \($0.message) \($0.detail) \($0.states)" },
                           measured.findings.map { "\($0.ruleID) \($0.subject.elementID ?? "") \($0.settings) \($0.message) \($0.detail) \($0.states)" },
                           descriptor.id)
            XCTAssertEqual(JSONReport.render(reused, toolVersion: "test"), JSONReport.render(measured, toolVersion: "test"), descriptor.id)
            XCTAssertEqual(TextReport.render(reused), TextReport.render(measured), descriptor.id)
        }
    }

    /// The initial state alone (`--depth 0`): its settings variants share measurements too.
    func testTheInitialStateAloneIsJudgedAsBefore() {
        let reused = Self.validate(Catalog.all, reusing: true, bounds: .initialState)
        let measured = Self.validate(Catalog.all, reusing: false, bounds: .initialState)
        XCTAssertEqual(JSONReport.render(reused, toolVersion: "test"), JSONReport.render(measured, toolVersion: "test"))
    }

    /// A scene file (the bench's reorderable list, reordered by drops) is judged alike both ways.
    func testASceneFileIsJudgedAlikeBothWays() throws {
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 4), file: "list-4.json").descriptor
        XCTAssertEqual(JSONReport.render(Self.validate([list], reusing: true), toolVersion: "test"),
                       JSONReport.render(Self.validate([list], reusing: false), toolVersion: "test"))
    }

    /// Two copies drawing the same frame are measured once; a frame drawn differently (the largest
    /// content size) is measured on its own.
    func testAFrameDrawnAgainIsMeasuredOnce() {
        let descriptor = Catalog.descriptor(for: "exceptional-dogs-broken")!
        let measurements = FrameMeasurements()
        var largest = Settings()
        largest.contentSize = .largest
        func contrasts(_ settings: Settings) -> [String] {
            let subject = AuditSubject(descriptor: descriptor, settings: settings, metrics: EstimatedTextMetrics(), isDeclarative: false,
                                       measurements: measurements)
            return subject.textContrasts.map { "\($0.run.string) \($0.run.size) pt \($0.ratio)" }
        }
        let first = contrasts(Settings())
        XCTAssertFalse(first.isEmpty)
        XCTAssertEqual(contrasts(Settings()), first)
        XCTAssertEqual(measurements.framesMeasured, 1, "the second copy's equal frame was not measured again")
        XCTAssertNotEqual(contrasts(largest), first)
        XCTAssertEqual(measurements.framesMeasured, 2, "an unequal frame is measured on its own")
    }
}

/// The measurements keep at most `FrameMeasurements.framesKept` frames, the oldest let go first.
final class FrameMeasurementBoundTests: XCTestCase {
    /// Equal frames drawn apart are handed back as the first one met, their display list in one
    /// storage (so later comparisons read no item); an unequal frame is kept as itself.
    func testEqualFramesAreHandedBackAsTheFirstMet() {
        let measurements = FrameMeasurements()
        func frame(_ x: Double, _ color: Color = .black) -> FrameMeasurements.Key {
            var list = DisplayList()
            list.append(.fill(.rect(Rect(x, 0, 10, 10)), color))
            list.append(.text(TextRun("Label", box: Rect(x, 20, 60, 20), size: 17, color: color)))
            return FrameMeasurements.Key(displayList: list, screen: Rect(0, 0, 390, 844), layoutDirection: .leftToRight)
        }
        let first = frame(0), again = frame(0), moved = frame(1), recoloured = frame(0, .white)
        XCTAssertFalse(first.displayList.items.sharesStorage(with: again.displayList.items), "drawn apart")
        XCTAssertTrue(measurements.kept(first).displayList.items.sharesStorage(with: first.displayList.items))
        let handed = measurements.kept(again)
        XCTAssertEqual(handed, again)
        XCTAssertTrue(handed.displayList.items.sharesStorage(with: first.displayList.items), "the first equal frame met")
        for other in [moved, recoloured] {
            let kept = measurements.kept(other)
            XCTAssertEqual(kept, other)
            XCTAssertTrue(kept.displayList.items.sharesStorage(with: other.displayList.items), "an unequal frame is itself")
            XCTAssertTrue(measurements.kept(frame(other == moved ? 1 : 0, other == moved ? .black : .white)).displayList.items
                .sharesStorage(with: other.displayList.items), "and is handed back for its equals after")
        }
    }

    func testTheOldestFrameIsLetGoPastTheBound() {
        let measurements = FrameMeasurements()
        func frame(_ i: Int) -> FrameMeasurements.Key {
            var list = DisplayList()
            list.append(.fill(.rect(Rect(Double(i), 0, 10, 10)), .black))
            return FrameMeasurements.Key(displayList: list, screen: Rect(0, 0, 390, 844), layoutDirection: .leftToRight)
        }
        for i in 0...FrameMeasurements.framesKept { _ = measurements.textContrasts(on: frame(i)) { [] } }
        XCTAssertEqual(measurements.framesMeasured, FrameMeasurements.framesKept + 1)
        _ = measurements.textContrasts(on: frame(FrameMeasurements.framesKept)) { [] }
        XCTAssertEqual(measurements.framesMeasured, FrameMeasurements.framesKept + 1, "the newest frame is kept")
        _ = measurements.textContrasts(on: frame(0)) { [] }
        XCTAssertEqual(measurements.framesMeasured, FrameMeasurements.framesKept + 2, "the oldest was let go, and is measured again")
    }
}
