import AXCore
import XCTest

/// `--shard I/N`: parsing, the stable and balanced split by hash, the split by recorded timings, and
/// the check that shard reports make one whole run (docs/ci.md).
final class ShardPlanTests: XCTestCase {
    private func keys(_ n: Int) -> [String] { (0..<n).map { "scene-\($0)" } }

    func testParsesOneBasedShardsAndRefusesTheRestWithWhatWasExpected() throws {
        XCTAssertEqual(try Shard(parsing: "2/4"), Shard(index: 2, count: 4))
        XCTAssertEqual(try Shard(parsing: "1/1"), Shard.whole)
        for bad in ["0/4", "5/4", "2", "2/", "/4", "a/b", "2/4/1", "1/0", "-1/4", "1/100000"] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad) { error in
                XCTAssertTrue("\(error)".contains(bad), "\(error)")
            }
        }
        XCTAssertNil(Shard(index: 0, count: 3))
    }

    /// Every unit runs in exactly one shard, and no shard holds two units more than another (so none
    /// is empty while another holds two), for every set size and shard count up to 40.
    func testEveryUnitRunsOnceAndShardsAreBalanced() {
        for n in 0...40 {
            for count in 1...12 {
                let plan = ShardPlan(keys: keys(n), count: count)
                let parts = (1...count).map { plan.units(of: Shard(index: $0, count: count)!) }
                XCTAssertEqual(parts.flatMap { $0 }.sorted(), Array(0..<n), "\(n) units over \(count)")
                let sizes = parts.map(\.count)
                XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(n) units over \(count): \(sizes)")
            }
        }
    }

    /// A unit's shard depends on the keys alone, not on the order they were named in: every CI job
    /// computes the same plan.
    func testTheAssignmentIsStableAcrossOrders() {
        let names = keys(25)
        let plan = ShardPlan(keys: names, count: 4)
        let reversed = ShardPlan(keys: names.reversed(), count: 4)
        for (i, name) in names.enumerated() {
            XCTAssertEqual(plan.shardOfUnit[i], reversed.shardOfUnit[names.count - 1 - i], name)
        }
        // And the same hash on every machine: FNV-1a, not Swift's per-process seeded Hasher.
        XCTAssertEqual(ShardPlan(keys: ["a", "b", "c", "d"], count: 2).shardOfUnit, [1, 2, 2, 1])
    }

    /// Timings from an earlier run: longest first into the least loaded shard. One long scene and
    /// many short ones: the long one runs alone, the short ones share the other shard.
    func testTimingsBinPackByDuration() {
        let names = keys(9)
        var seconds = Dictionary(uniqueKeysWithValues: names.map { ($0, 1.0) })
        seconds["scene-4"] = 8
        let plan = ShardPlan(keys: names, count: 2, timings: ShardTimings(seconds: seconds))
        let long = plan.shardOfUnit[4]
        XCTAssertEqual(plan.units(of: Shard(index: long, count: 2)!), [4])
        XCTAssertEqual(plan.units(of: Shard(index: 3 - long, count: 2)!).count, 8)
        // Unknown units count as the median, and no shard is left empty while there are units enough.
        let sparse = ShardPlan(keys: names, count: 4, timings: ShardTimings(seconds: ["scene-0": 100, "scene-1": 1, "scene-2": 1]))
        XCTAssertEqual(Set(sparse.shardOfUnit), [1, 2, 3, 4])
        XCTAssertEqual(sparse.units(of: Shard(index: sparse.shardOfUnit[0], count: 4)!), [0])
    }

    func testTimingsFileRoundTripsAndNamesWhatIsWrong() throws {
        let timings = ShardTimings(seconds: ["b": 0.25, "a": 1.5, "c\"d": 2])
        XCTAssertEqual(timings.text, "{\n  \"format\": 1,\n  \"seconds\": {\n    \"a\": 1.500,\n    \"b\": 0.250,\n    \"c\\\"d\": 2.000\n  }\n}\n")
        XCTAssertEqual(try ShardTimings(parsing: timings.text, source: "t.json"), timings)
        for (text, expected) in [("[]", "t.json: expected an object"), ("{\"format\":2,\"seconds\":{}}", "t.json: $.format: expected 1"),
                                 ("{\"format\":1}", "t.json: $.seconds: expected an object"),
                                 ("{\"format\":1,\"seconds\":{\"x\":-1}}", "t.json: $.seconds[\"x\"]: expected a number of seconds"),
                                 ("{", "t.json: not JSON")] {
            XCTAssertThrowsError(try ShardTimings(parsing: text, source: "t.json")) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }

    /// The options' hash a shard report keeps, continued over the keys, is the fingerprint: merge
    /// hashes the keys its units hold and finds one edited or moved; anything but 16 hex digits is none.
    func testTheOptionsHashContinuedOverTheKeysIsTheFingerprint() {
        let parts = ["validate", "0.1.0", "default"]
        let hash = ShardPlan.optionsHash(parts: parts)
        XCTAssertEqual(ShardPlan.fingerprint(keys: keys(5), continuing: hash), ShardPlan.fingerprint(keys: keys(5), parts: parts))
        XCTAssertNotEqual(ShardPlan.fingerprint(keys: ["scene-1", "scene-0"] + keys(5).dropFirst(2), continuing: hash),
                          ShardPlan.fingerprint(keys: keys(5), parts: parts))
        XCTAssertNil(ShardPlan.fingerprint(keys: keys(5), continuing: "xyz"))
        XCTAssertNil(ShardPlan.fingerprint(keys: keys(5), continuing: "0123456789abcdeg"))
    }

    func testFingerprintsTellRunsApart() {
        let a = ShardPlan.fingerprint(keys: ["x", "y"], parts: ["validate", "default"])
        XCTAssertEqual(a, ShardPlan.fingerprint(keys: ["x", "y"], parts: ["validate", "default"]))
        XCTAssertNotEqual(a, ShardPlan.fingerprint(keys: ["y", "x"], parts: ["validate", "default"]))
        XCTAssertNotEqual(a, ShardPlan.fingerprint(keys: ["x", "y"], parts: ["validate", "full"]))
        XCTAssertNotEqual(ShardPlan.fingerprint(keys: ["ab"], parts: []), ShardPlan.fingerprint(keys: ["a", "b"], parts: []))
    }

    private func header(_ source: String, _ shard: String, fingerprint: String = "f", units: Int = 4, _ positions: [Int]) throws -> ShardHeader {
        ShardHeader(source: source, shard: try Shard(parsing: shard), fingerprint: fingerprint, unitCount: units, positions: positions)
    }

    /// Shard reports that do not make one whole run are refused with what is missing or extra.
    func testAnIncompleteDuplicatedOrForeignSetIsRefused() throws {
        XCTAssertNoThrow(try ShardSet.check([try header("b", "2/2", [1, 3]), try header("a", "1/2", [0, 2])]))
        let cases: [([ShardHeader], String)] = [
            ([], "no shard reports to merge"),
            ([try header("a", "1/3", [0]), try header("c", "3/3", [3])], "missing shard 2/3 of the run f; have 1/3 (a), 3/3 (c)"),
            ([try header("a", "1/2", [0, 2]), try header("a2", "1/2", [0, 2])], "a and a2 are both shard 1/2: each shard is merged once"),
            ([try header("a", "1/2", [0, 2]), try header("x", "2/2", fingerprint: "g", [1, 3])], "x is from another run than a"),
            ([try header("a", "1/2", [0, 2]), try header("b", "2/3", [1, 3])], "b is shard 2/3 but a is shard 1/2"),
            ([try header("a", "1/2", [0, 2]), try header("b", "2/2", [1, 2])], "a and b both hold unit 3 of 4"),
            ([try header("a", "1/2", [0, 0, 2]), try header("b", "2/2", [1, 3])], "a holds unit 1 of 4 twice: a shard report lists each of its units once"),
            ([try header("a", "1/2", [0]), try header("b", "2/2", [1])], "the shard reports hold 2 of the run's 4 units; missing units 3, 4"),
        ]
        for (headers, expected) in cases {
            XCTAssertThrowsError(try ShardSet.check(headers), expected) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)\nexpected: \(expected)")
            }
        }
    }

    private struct Options: Codable, Sendable { var failOn: String; var requireComplete: Bool?; var rules: [String] = ["a", "b", "c"] }
    private enum Content: ShardReportContent {
        typealias Run = Options
        typealias Unit = Int
        static let kindName = "test-shard"
    }

    private func report(_ shard: String, tool: String = "0.1.0", failOn: String = "error", requireComplete: Bool? = nil,
                        rules: [String] = ["a", "b", "c"], _ positions: [Int]) throws -> ShardHeader {
        try ShardReport<Content>(shard: try Shard(parsing: shard), fingerprint: "\(tool)\(failOn)\(requireComplete ?? false)\(rules)", unitCount: 4,
                                 toolVersion: tool, run: Options(failOn: failOn, requireComplete: requireComplete, rules: rules),
                                 units: positions.map { ShardUnit(position: $0, key: "k\($0)", value: $0) }).header(source: "s\(shard.prefix(1))")
    }

    /// A shard of another run says what tells the runs apart (the version, the options), not only that
    /// the fingerprints differ: a CI that gave one job another flag or build is told which.
    func testAForeignRunNamesTheVersionOrOptionsThatDiffer() throws {
        let cases: [([ShardHeader], String)] = [
            ([try report("1/2", [0, 2]), try report("2/2", tool: "0.2.0", [1, 3])],
             "(written by axsandbox 0.2.0, not 0.1.0: merge the shards of one build)"),
            ([try report("1/2", [0, 2]), try report("2/2", failOn: "warning", requireComplete: true, [1, 3])],
             "(other options: failOn \"warning\", not \"error\"; requireComplete true, not unset)"),
            // A list (the rules run) by what one side holds alone: the whole list would bury the rule skipped.
            ([try report("1/2", [0, 2]), try report("2/2", rules: ["a", "c", "d"], [1, 3])],
             "(other options: rules: d only in s2, b only in s1)"),
            ([try report("1/2", [0, 2]), try report("2/2", rules: ["c", "b", "a"], [1, 3])], "(other options: rules: the same in another order)"),
            ([try header("a", "1/2", [0, 2]), try header("x", "2/2", fingerprint: "g", units: 5, [1, 3])], "(another set of scenes or traces)"),
            ([try header("a", "1/2", [0, 2]), try header("x", "2/2", fingerprint: "g", [1, 3])],
             "(other scenes or traces, the same in another order, or an option the reports do not list: --depth"),
        ]
        for (headers, expected) in cases {
            XCTAssertThrowsError(try ShardSet.check(headers)) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error)\nexpected: \(expected)")
            }
        }
    }

    /// Every shard of the run present but units held twice or by none: the jobs were planned from
    /// different timings (or a report lost units since its shard wrote it), and the refusal says so
    /// rather than only listing unit numbers.
    func testShardsPlannedDifferentlySayWhy() throws {
        for headers in [[try header("a", "1/2", [0, 2]), try header("b", "2/2", [1, 2])],
                        [try header("a", "1/2", [0]), try header("b", "2/2", [1])]] {
            XCTAssertThrowsError(try ShardSet.check(headers)) { error in
                XCTAssertTrue("\(error)".contains("the shards split the set by different plans; give every shard the same --shard-timings files (or none)"), "\(error)")
            }
        }
    }
}
