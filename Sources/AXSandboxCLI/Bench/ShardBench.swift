import AXAudit
import AXCore
import AXEngine
import AXScenes
import AXTrace
import Foundation

/// Sharding and merging (docs/ci.md): four timing-balanced shards of a 400-scene set each take about
/// a quarter of the unsharded time (goal: within 15%); merging 400 scenes' shard reports takes under
/// 1 s and grows linearly; replaying 1,000 traces in one process is at least 5× faster than 1,000
/// processes of one trace each.
struct ShardBench: BenchSection {
    let name = "shard"
    /// The registered scenes: the merge rows' reports are theirs, repeated to 400.
    var scenes: [SceneDescriptor]

    func rows(quick: Bool) -> [BenchRow] {
        let count = quick ? 100 : 400
        // Grids of 8 to 407 cells: scenes of very different cost, as a real set has.
        let keys = (0..<count).map { "grid-\(8 + $0)" }
        let descriptors = keys.compactMap(GridScene.descriptor(for:))
        let validator = Validator(rules: RuleCatalog.all, matrix: .default)
        // Five rounds for the quick set's shards of about 0.07 s; three for the full set's of about 0.8 s.
        var rows = balance(keys: keys, descriptors: descriptors, rounds: quick ? 5 : 3, validator: validator)
        rows += merge(count: count, validator: validator)
        rows += replay(count: quick ? 100 : 1_000)
        return rows
    }

    /// Processor seconds of validating each group of `groups`, the least of `rounds` rounds, each round
    /// taking every group in turn. On a shared machine wall time measures the neighbours too, and so,
    /// less, does processor time (their load slows the caches): one run of a quick shard (about 0.07 s)
    /// swung by a third from one bench to the next, and shards measured one after the other met
    /// different loads, FAILing a balanced plan one run in three. In turns, every group meets alike.
    private func leastTimes(_ groups: [[SceneDescriptor]], rounds: Int, _ validator: Validator) -> [Double] {
        var least = [Double](repeating: .infinity, count: groups.count)
        for _ in 0..<rounds {
            for (i, group) in groups.enumerated() {
                let start = BenchClock.processorSeconds()
                for d in group { _ = validator.validate(d) }
                least[i] = min(least[i], BenchClock.processorSeconds() - start)
            }
        }
        return least
    }

    /// A first run writes the timings (as --write-shard-timings does), the next splits by them.
    private func balance(keys: [String], descriptors: [SceneDescriptor], rounds: Int, validator: Validator) -> [BenchRow] {
        let seconds = Dictionary(uniqueKeysWithValues: zip(keys, leastTimes(descriptors.map { [$0] }, rounds: rounds, validator)))
        /// The worst shard's distance from a quarter of the unsharded time, measured in the same rounds.
        func measure(_ plan: ShardPlan) -> (deviation: Double, detail: String) {
            let shards = (1...4).map { i in plan.units(of: Shard(index: i, count: 4)!).map { descriptors[$0] } }
            let measured = leastTimes([descriptors] + shards, rounds: rounds, validator)
            let whole = measured[0], times = measured.dropFirst()
            let detail = times.map { String(format: "%.3f", $0) }.joined(separator: ", ") + String(format: " s of %.3f s unsharded", whole)
            return (times.map { abs($0 / (whole / 4) - 1) }.max() ?? 0, detail)
        }
        let timed = measure(ShardPlan(keys: keys, count: 4, timings: ShardTimings(seconds: seconds)))
        let hashed = measure(ShardPlan(keys: keys, count: 4))
        return [
            BenchRow(section: name, name: "4 shards of \(keys.count) scenes by timings: worst shard off a quarter", value: timed.deviation * 100,
                     unit: "%", goal: .below(15), detail: timed.detail),
            BenchRow(section: name, name: "4 shards of \(keys.count) scenes by hash: worst shard off a quarter", value: hashed.deviation * 100,
                     unit: "%", goal: nil, detail: hashed.detail),
        ]
    }

    /// What `merge` does for 100, 200 and 400 scenes' shard reports (four each): read, check,
    /// rebuild, render JSON. The scenes are the registered ones' results, repeated under keys of
    /// their own: findings as many as real screens have (the grids of the rows above have hundreds
    /// each; merging costs about the same per finding). Each size repeats the same mix, so the time
    /// per scene compares like with like.
    private func merge(count: Int, validator: Validator) -> [BenchRow] {
        let base = scenes.map { validator.validate($0) }
        guard !base.isEmpty else { return [] }
        var perScene: [(Int, Double)] = []
        var rows: [BenchRow] = []
        for size in [count / 4, count / 2, count] {
            let keys = (0..<size).map { "\(base[$0 % base.count].descriptor.id)#\($0 / base.count + 1)" }
            let plan = ShardPlan(keys: keys, count: 4)
            let reports: [(String, Data)] = (1...4).map { i in
                let shard = Shard(index: i, count: 4)!
                let report = ValidationShardReport(shard: shard, fingerprint: "bench", unitCount: size, toolVersion: AXSandbox.version,
                                                   matrix: .default, rules: RuleCatalog.infos.map(\.id), failOn: .error, settings: [],
                                                   results: plan.units(of: shard).map { ($0, keys[$0], keys[$0], base[$0 % base.count]) })
                return ("shard-\(i).json", Data(report.text.utf8))
            }
            var rendered = 0, findings = 0
            let seconds = BenchClock.best(rounds: 3) {
                guard let shards = try? reports.map({ try ($0.0, ValidationShardReport(parsing: $0.1, source: $0.0)) }),
                      let merged = try? MergedValidation(shards, make: { _, id, title in { ComponentScene(id: id, title: title) } }) else { return }
                rendered = JSONReport.render(merged.report, toolVersion: merged.toolVersion).utf8.count
                findings = merged.report.findings.count
            }
            perScene.append((size, seconds / Double(size)))
            if size == count {
                let bytes = reports.reduce(0) { $0 + $1.1.count }
                rows = [
                    BenchRow(section: name, name: "merge \(size) scenes' shard reports (4 shards) into JSON", value: seconds, unit: "s", goal: .below(1),
                             detail: "\(findings) findings, \(bytes / 1024) KiB of shard reports, \(rendered / 1024) KiB of report"),
                    BenchRow(section: name, name: "merge time per scene, \(size) over \(perScene[0].0) scenes", value: perScene.last!.1 / perScene[0].1,
                             unit: "×", goal: .below(1.5),
                             detail: perScene.map { String(format: "%d: %.2f ms", $0.0, $0.1 * 1000) }.joined(separator: ", ")),
                ]
            }
        }
        return rows
    }

    /// `count` short traces on a generated grid, replayed by one `replay FOLDER` and by one process each.
    private func replay(count: Int) -> [BenchRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-bench-replay-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return [] }
        let scene = GridScene(count: 20)
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        var records: [TimedRecord] = []
        let inputs = ReplayBench.touchSession(samples: 60, on: scene)
        for (input, t) in inputs { records += driver.apply(input, at: t) }
        records += driver.end(at: (inputs.last?.1 ?? 0) + 1000)
        let text = TraceWriter.text(Trace(header: driver.header(tool: "bench"), records: records, truncatedAfterLine: nil))
        let paths = (0..<count).map { folder.appendingPathComponent(String(format: "trace-%04d.trace", $0)).path }
        // A trace not written shows as a failed run below, not as a faster replay.
        let unwritten = paths.filter { !FileManager.default.createFile(atPath: $0, contents: Data(text.utf8)) }.count
        let one = ChildRun.run(["replay", folder.path, "--format", "json", "-o", folder.appendingPathComponent("report.json").path], limit: 600)
        var many = 0.0
        var failed = (one.status == 0 ? 0 : 1) + unwritten
        for path in paths {
            let run = ChildRun.run(["replay", path], limit: 60)
            many += run.seconds
            if run.status != 0 { failed += 1 }
        }
        return [
            BenchRow(section: name, name: "replay \(count) traces: \(count) processes over one", value: many / max(one.seconds, 1e-9), unit: "×",
                     goal: .atLeast(5), detail: String(format: "%.2f s in one process, %.2f s in %d", one.seconds, many, count)
                        + (failed == 0 ? "; every trace matched" : "; \(failed) runs FAILED")),
        ]
    }
}
