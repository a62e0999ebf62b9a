import AXAudit
import AXCore
import AXScenes
import Foundation

/// Exploration (docs/validation.md, "Exploration", "What exploration costs"): every reachable state
/// of each catalog scene on the default matrix within the default bounds (goal: the catalog under
/// 2 s), and two generated scene files run as `axsandbox validate --depth 8` in a child process
/// (goal: each under 10 s and 500 MiB): 100 screens chained by buttons, and a reorderable list of
/// 50 rows (50 × 50 drops from its first state). Each also gives its time per state explored,
/// which stays flat as the states grow: states are restored, not replayed from the start; the chain
/// explored to two depths shows it (processor time per state at 17 and 33 states). The catalog is
/// validated as `axsandbox validate --all` validates it, on one thread per processor
/// (docs/validation.md, "On every core"), and, unless quick, again on one thread, to show what the
/// processors give; the child processes use every processor, as `validate` does by default.
struct ExplorationBench: BenchSection {
    /// The registered scenes, explored one by one.
    let scenes: [SceneDescriptor]
    let name = "exploration"

    static let chainPath = NSTemporaryDirectory() + "axsandbox-bench-screens-\(getpid()).json"
    static let listPath = NSTemporaryDirectory() + "axsandbox-bench-list-\(getpid()).json"
    static let reportPath = NSTemporaryDirectory() + "axsandbox-bench-explored-\(getpid()).txt"

    func rows(quick: Bool) -> [BenchRow] {
        var rows: [BenchRow] = []
        var validator = Validator(bounds: .default)
        validator.jobs = .processors
        let (catalog, processor, report) = Self.catalog(scenes, validator)
        let total = report.scenes.reduce(0) { $0 + ($1.exploration?.states.count ?? 1) }
        let states = report.scenes.map { "\($0.descriptor.id) \($0.exploration?.states.count ?? 1)" }
        rows.append(BenchRow(section: name, name: "catalog explored, default matrix and bounds (\(scenes.count) scenes)", value: catalog, unit: "s",
                             goal: .below(2), detail: "on \(validator.jobs.count) threads (one per processor), \(total) states: "
                                + states.joined(separator: ", ")))
        rows.append(BenchRow(section: name, name: "catalog explored, processor time", value: processor, unit: "s", goal: nil,
                             detail: "the same work in this process's processor time, all threads, which the neighbours' load on a "
                                + "shared machine does not inflate"))
        rows.append(BenchRow(section: name, name: "catalog explored, time per state", value: catalog * 1000 / Double(max(total, 1)), unit: "ms",
                             goal: nil, detail: "each state validated on the default matrix (5 variants) with its probes"))
        if !quick {
            var sequential = validator
            sequential.jobs = .sequential
            let (wall, cpu, _) = Self.catalog(scenes, sequential)
            rows.append(BenchRow(section: name, name: "catalog explored on one thread (--jobs 1)", value: wall, unit: "s", goal: nil,
                                 detail: String(format: "%.2f s of processor time; on %d threads the wall time is %.0f%% of this",
                                                cpu, validator.jobs.count, catalog * 100 / max(wall, 1e-9))))
        }
        defer {
            for path in [Self.chainPath, Self.listPath, Self.reportPath] { try? FileManager.default.removeItem(atPath: path) }
        }
        try? SceneFile.screenChain(count: 100).write(toFile: Self.chainPath, atomically: true, encoding: .utf8)
        try? SceneFile.reorderableList(count: 50).write(toFile: Self.listPath, atomically: true, encoding: .utf8)
        for (label, path, file) in [("100 screens chained by buttons", Self.chainPath, "screens-100.json"),
                                    ("a reorderable list of 50 rows", Self.listPath, "list-50.json")] {
            try? FileManager.default.removeItem(atPath: Self.reportPath)
            let run = ChildRun.run(["validate", path, "--depth", "8", "-o", Self.reportPath], limit: 20)
            let outcome = run.timedOut ? "KILLED after 20 s"
                : run.status.map { $0 > 1 ? "FAILED (exit \($0))" : "exit \($0)" } ?? "FAILED (by a signal)"
            let explored = Self.explorationSummary(atPath: Self.reportPath)
            rows.append(BenchRow(section: name, name: "explore \(label), time", value: run.seconds, unit: "s", goal: .below(10),
                                 detail: "axsandbox validate \(file) --depth 8 in a child process (on \(ValidationJobs.processors.count) "
                                    + "threads, one per processor), " + String(format: "%.2f s of CPU, ", run.cpuSeconds)
                                    + outcome + (explored.map { ": " + $0 } ?? "")))
            rows.append(BenchRow(section: name, name: "explore \(label), peak memory", value: Double(run.peakBytes) / 1_048_576, unit: "MiB",
                                 goal: .below(500), detail: "the child's maximum resident set"))
            if let found = explored.flatMap(Self.stateCount) {
                rows.append(BenchRow(section: name, name: "explore \(label), time per state", value: run.seconds * 1000 / Double(found), unit: "ms",
                                     goal: nil, detail: "\(found) states found and validated"))
            }
        }
        rows += linearityRows()
        return rows
    }

    /// The catalog validated by `validator`, as `validate --all` does: wall time, processor time, the report.
    static func catalog(_ scenes: [SceneDescriptor], _ validator: Validator) -> (wall: Double, processor: Double, report: ValidationReport) {
        let processorStart = BenchClock.processorSeconds()
        var report = ValidationReport(results: [], matrix: validator.matrix)
        let wall = BenchClock.seconds { report = validator.validate(scenes) }
        return (wall, BenchClock.processorSeconds() - processorStart, report)
    }

    /// The chain explored to two depths, one state per screen (17 and 33 states: a scene file opens at
    /// most 32 screens at once): processor time per state at each size, which stays flat when
    /// exploration is linear in the states explored.
    func linearityRows() -> [BenchRow] {
        defer { try? FileManager.default.removeItem(atPath: Self.reportPath) }
        return [16, 32].map { depth in
            try? FileManager.default.removeItem(atPath: Self.reportPath)
            let run = ChildRun.run(["validate", Self.chainPath, "--depth", "\(depth)", "--states", "500", "-o", Self.reportPath], limit: 20)
            let found = Self.explorationSummary(atPath: Self.reportPath).flatMap(Self.stateCount) ?? 0
            let outcome = run.timedOut ? "KILLED after 20 s" : run.status.map { $0 > 1 ? "FAILED (exit \($0))" : "exit \($0)" } ?? "FAILED (by a signal)"
            return BenchRow(section: name, name: "explore 100 screens to depth \(depth), processor time per state",
                            value: run.cpuSeconds * 1000 / Double(max(found, 1)), unit: "ms", goal: nil,
                            detail: "axsandbox validate screens-100.json --depth \(depth): \(found) states, "
                                + String(format: "%.2f s of CPU, %.2f s, ", run.cpuSeconds, run.seconds) + outcome)
        }
    }

    /// The "explored:" line of a text report ("500 states found, 1 explored, …"), nil when there is none.
    static func explorationSummary(atPath path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").lazy.compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("explored: ") ? String(trimmed.dropFirst("explored: ".count)) : nil
        }.first
    }

    /// The number of states a summary says were found.
    static func stateCount(_ summary: String) -> Int? {
        summary.split(separator: " ").first.flatMap { Int($0) }
    }
}
