import XCTest
import Foundation
import AXCore
@testable import AXScenes
@testable import AXAudit

/// Validation on several threads (`Validator.jobs`, `validate --jobs`, docs/validation.md, "On every
/// core") reports exactly what one thread reports: the scenes and each exploration's states are
/// judged concurrently, and merged in the sequential order.
final class ParallelValidationTests: XCTestCase {
    /// Deep enough that every catalog scene has states judged beside each other.
    static let bounds = ExplorationBounds(depth: 3, states: 25)

    /// The catalog (its seed apps and their broken twins), the example scene files and a generated
    /// list (`SceneFileCopySharingTests.files`), and the example imported screens.
    static func descriptors() throws -> [SceneDescriptor] {
        let imports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/imports")
            .standardizedFileURL
        let screens = try FileManager.default.contentsOfDirectory(atPath: imports.path).filter { !$0.hasSuffix(".png") }.sorted()
            .map { name -> SceneDescriptor in
                let path = imports.appendingPathComponent(name).path
                return try ScreenImport.load(path: path, text: String(contentsOfFile: path, encoding: .utf8)).descriptor
            }
        XCTAssertFalse(screens.isEmpty)
        return Catalog.all + (try SceneFileCopySharingTests.files().map(\.descriptor)) + screens
    }

    /// The five report formats of validating `descriptors` on `jobs` threads.
    static func reports(_ descriptors: [SceneDescriptor], jobs: Int) -> [String] {
        EveryReportFormat.reports(descriptors, bounds: bounds) { $0.jobs = ValidationJobs(jobs)! }
    }

    /// Every scene explored, on one thread and on four: the same reports, byte for byte, in every
    /// format. The scenes take very different times, so on four threads they finish out of order.
    func testFourThreadsReportWhatOneReports() throws {
        let descriptors = try Self.descriptors()
        let one = Self.reports(descriptors, jobs: 1)
        let four = Self.reports(descriptors, jobs: 4)
        XCTAssertEqual(one.count, 5)
        EveryReportFormat.assertSame(one, four, "on four threads")
        XCTAssertTrue(one[1].contains("explored: 25 states found"), "some scene reached the state bound, so states were judged side by side")
    }

    /// One scene alone on four threads: its states are judged concurrently, and its report is the
    /// one thread's.
    func testTheStatesOfOneSceneAreJudgedAlikeOnFourThreads() throws {
        let scene = try XCTUnwrap(Catalog.descriptor(for: "exceptional-dogs-broken"))
        XCTAssertEqual(Self.reports([scene], jobs: 4), Self.reports([scene], jobs: 1))
    }

    /// Each state's actions taken on several threads: the same states, paths, inputs (with their
    /// numbers and times) and transitions as on one, for every catalog scene (on four threads), and
    /// for a list whose first state offers more drops (144) than one chunk holds on two threads
    /// (128), explored whole and with the state bound reached in the middle of a chunk.
    func testExplorationOnSeveralThreadsFindsWhatOneFinds() throws {
        func compare(_ explorer: Explorer, jobs: Int) -> ExplorationResult {
            let one = explorer.explore()
            let several = ValidationWorkers.run(ValidationJobs(jobs)!) { explorer.explore(on: $0) }
            XCTAssertEqual(ExplorationRestoreTests.lines(several), ExplorationRestoreTests.lines(one), explorer.descriptor.id)
            return one
        }
        for descriptor in Catalog.all {
            _ = compare(Explorer(descriptor: descriptor, settings: Settings(), bounds: Self.bounds), jobs: 4)
        }
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 9), file: "list-9.json").descriptor
        XCTAssertGreaterThan(Explorer.actions(at: Explorer(descriptor: list, settings: Settings(), bounds: .default).reach(inputs: [], endTime: 0)).count,
                             2 * 64, "the first state's actions are taken in more than one chunk")
        _ = compare(Explorer(descriptor: list, settings: Settings(), bounds: ExplorationBounds(depth: 2, states: 60)), jobs: 2)
        let bounded = compare(Explorer(descriptor: list, settings: Settings(), bounds: ExplorationBounds(depth: 2, states: 30)), jobs: 2)
        XCTAssertGreaterThan(bounded.leftOutActions, 0, "the bound was reached while the first state's drops were taken")
    }

    /// The results of `map` are in the items' order whatever order they finish in: item 0 waits
    /// until every other item has finished, which it can only do when they run at once. (Waiting for
    /// item 3 alone let item 1 or 2 finish after item 0 on a busy machine.)
    func testResultsKeepTheItemsOrderWhateverFinishesFirst() throws {
        let othersFinished = DispatchSemaphore(value: 0)
        let finished = FinishOrder()
        let results = ValidationWorkers.run(ValidationJobs(4)!) { workers in
            workers.map(4) { i -> String in
                if i == 0 {
                    for _ in 1...3 {
                        XCTAssertEqual(othersFinished.wait(timeout: .now() + 60), .success, "items 1 to 3 ran beside item 0")
                    }
                }
                finished.append(i)
                if i != 0 { othersFinished.signal() }
                return "item \(i)"
            }
        }
        XCTAssertEqual(results, ["item 0", "item 1", "item 2", "item 3"])
        XCTAssertEqual(finished.order.last, 0, "item 0 finished last")
    }

    /// Nested batches (the scenes, then each scene's states) never run more items at once than the
    /// jobs allow, and each gets its results in order.
    func testNestedBatchesStayWithinTheJobs() {
        let running = FinishOrder()
        let results = ValidationWorkers.run(ValidationJobs(3)!) { workers in
            workers.map(6) { scene in
                workers.map(20) { state in
                    running.enter()
                    defer { running.leave() }
                    return (0..<2_000).reduce(scene * 100 + state) { ($0 &* 31) &+ $1 } == 0 ? -1 : scene * 100 + state
                }
            }
        }
        XCTAssertEqual(results, (0..<6).map { scene in (0..<20).map { scene * 100 + $0 } })
        XCTAssertLessThanOrEqual(running.most, 3)
    }

    /// One job runs every item on the calling thread, in order.
    func testOneJobRunsInOrderOnTheCallingThread() {
        let caller = Thread.current
        let finished = FinishOrder()
        _ = ValidationWorkers.run(.sequential) { workers in
            workers.map(5) { i in
                XCTAssertTrue(Thread.current === caller)
                finished.append(i)
            }
        }
        XCTAssertEqual(finished.order, [0, 1, 2, 3, 4])
    }

    func testJobsAreOneToTheMaximum() {
        XCTAssertNil(ValidationJobs(0))
        XCTAssertNil(ValidationJobs(-2))
        XCTAssertNil(ValidationJobs(ValidationJobs.maximum + 1))
        XCTAssertEqual(ValidationJobs(4)?.count, 4)
        XCTAssertGreaterThanOrEqual(ValidationJobs.processors.count, 1)
        XCTAssertEqual(Validator().jobs, .sequential, "the library validates on the caller's thread unless asked")
    }
}

/// What the items of a test did, locked: the order they finished in, and the most at once.
private final class FinishOrder: @unchecked Sendable {
    // @unchecked: every property is read and written under `lock`.
    private let lock = NSLock()
    private var finished: [Int] = []
    private var now = 0
    private var peak = 0

    func append(_ i: Int) { lock.withLock { finished.append(i) } }
    var order: [Int] { lock.withLock { finished } }
    func enter() { lock.withLock { now += 1; peak = max(peak, now) } }
    func leave() { lock.withLock { now -= 1 } }
    var most: Int { lock.withLock { peak } }
}
