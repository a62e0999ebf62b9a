import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A validation rendered in every format `validate --format` writes, for tests that compare two ways
/// of validating byte for byte.
enum EveryReportFormat {
    /// The format names, in the order `render` gives them.
    static let names = ["json", "text", "sarif", "junit", "html"]

    /// `report` as JSON, text, SARIF, JUnit and HTML (without screens), with the built-in rules.
    static func render(_ report: ValidationReport) -> [String] {
        let rules = RuleCatalog.all.map(\.info)
        return [JSONReport.render(report, toolVersion: "test"), TextReport.render(report),
                SARIFReport.render(report, rules: rules, toolVersion: "test"),
                JUnitReport.render(report, rules: rules, failOn: .error),
                HTMLReport.render(report, rules: rules, toolVersion: "test", baseSettings: Settings()) { _, _, _ in nil }]
    }

    /// The five reports of validating `descriptors` together at `bounds`, with `configure` applied
    /// to the validator first.
    static func reports(_ descriptors: [SceneDescriptor], bounds: ExplorationBounds = ExploredProbeAgreementTests.bounds,
                        configure: (inout Validator) -> Void = { _ in }) -> [String] {
        var validator = Validator(bounds: bounds)
        configure(&validator)
        return render(validator.validate(descriptors))
    }

    /// What the tests that validate two ways compare: every catalog scene (the seed apps and their
    /// broken twins), the example scene files and a six-row reorderable list.
    static func comparedScenes() throws -> [SceneDescriptor] {
        let list = try SceneFile.parse(SceneFile.reorderableList(count: 6), file: "list-6.json").descriptor
        return Catalog.all + (try ExploredProbeAgreementTests.exampleSceneFiles()) + [list]
    }

    /// Asserts that `a` and `b`, two runs' five reports, are the same byte for byte, naming the
    /// format that differs.
    static func assertSame(_ a: [String], _ b: [String], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, context, file: file, line: line)
        for (format, (x, y)) in zip(names, zip(a, b)) {
            XCTAssertEqual(x, y, "\(context): the \(format) report differs", file: file, line: line)
        }
    }

    /// Validates each of `descriptors` on its own with a setting of the validator on and off
    /// (`setting(&validator, true)` and `(…, false)`) and asserts the five reports are the same,
    /// byte for byte: how a shortcut shows it never changes a verdict.
    static func assertSameEitherWay(_ descriptors: [SceneDescriptor], bounds: ExplorationBounds = ExploredProbeAgreementTests.bounds,
                                    file: StaticString = #filePath, line: UInt = #line,
                                    _ setting: (inout Validator, Bool) -> Void) {
        for descriptor in descriptors {
            let on = reports([descriptor], bounds: bounds) { setting(&$0, true) }
            let off = reports([descriptor], bounds: bounds) { setting(&$0, false) }
            assertSame(on, off, descriptor.id, file: file, line: line)
        }
    }

    /// `assertSameEitherWay` over every catalog scene, example scene file, generated list and
    /// example import (`ParallelValidationTests.descriptors()`), explored to
    /// `ParallelValidationTests.bounds`: what the tests of a shortcut between settings variants compare.
    static func assertSameEitherWayOverEveryScene(file: StaticString = #filePath, line: UInt = #line,
                                                  _ setting: (inout Validator, Bool) -> Void) throws {
        assertSameEitherWay(try ParallelValidationTests.descriptors(), bounds: ParallelValidationTests.bounds, file: file, line: line, setting)
    }

    /// For a setting that hands copies of a scene from state to state (`SceneCopies`): every
    /// compared scene both ways, and Pre-Poster and the home screen further (30 states) on two
    /// threads, copies handed between them, against copies not shared.
    static func assertSameWhetherCopiesAreShared(file: StaticString = #filePath, line: UInt = #line,
                                                 _ setting: (inout Validator, Bool) -> Void) throws {
        assertSameEitherWay(try comparedScenes(), file: file, line: line, setting)
        let large = ["pre-poster", "home-screen"].compactMap(Catalog.descriptor(for:))
        let bounds = ExplorationBounds(depth: 8, states: 30)
        let shared = reports(large, bounds: bounds) { $0.jobs = ValidationJobs(2)! }
        let fresh = reports(large, bounds: bounds) { setting(&$0, false) }
        assertSame(shared, fresh, "pre-poster and home-screen, 30 states", file: file, line: line)
    }
}
