import AXAudit
import AXCore
import AXScenes
import Foundation

/// Exploration (docs/validation.md, "Exploration"): every reachable state of each catalog scene on
/// the default matrix within the default bounds (goal: the catalog under 2 s), and two generated
/// scene files run as `axsandbox validate` in a child process (goal: each under 10 s and 500 MiB):
/// 100 screens chained by buttons, and a reorderable list of 50 rows (50 × 50 drops from its first
/// state).
struct ExplorationBench: BenchSection {
    /// The registered scenes, explored one by one.
    let scenes: [SceneDescriptor]
    let name = "exploration"

    static let chainPath = NSTemporaryDirectory() + "axsandbox-bench-screens-\(getpid()).json"
    static let listPath = NSTemporaryDirectory() + "axsandbox-bench-list-\(getpid()).json"

    func rows(quick: Bool) -> [BenchRow] {
        var rows: [BenchRow] = []
        var states: [String] = []
        let validator = Validator(bounds: .default)
        let catalog = BenchClock.seconds {
            for descriptor in scenes {
                let result = validator.validate(descriptor)
                states.append("\(descriptor.id) \(result.exploration?.states.count ?? 1)")
            }
        }
        rows.append(BenchRow(section: name, name: "catalog explored, default matrix and bounds (\(scenes.count) scenes)", value: catalog, unit: "s",
                             goal: .below(2), detail: "states: " + states.joined(separator: ", ")))
        defer {
            try? FileManager.default.removeItem(atPath: Self.chainPath)
            try? FileManager.default.removeItem(atPath: Self.listPath)
        }
        try? SceneFile.screenChain(count: 100).write(toFile: Self.chainPath, atomically: true, encoding: .utf8)
        try? SceneFile.reorderableList(count: 50).write(toFile: Self.listPath, atomically: true, encoding: .utf8)
        for (label, path, file) in [("100 screens chained by buttons", Self.chainPath, "screens-100.json"),
                                    ("a reorderable list of 50 rows", Self.listPath, "list-50.json")] {
            let run = ChildRun.run(["validate", path], limit: 20)
            let outcome = run.timedOut ? "KILLED after 20 s"
                : run.status.map { $0 > 1 ? "FAILED (exit \($0))" : "exit \($0)" } ?? "FAILED (by a signal)"
            rows.append(BenchRow(section: name, name: "explore \(label), time", value: run.seconds, unit: "s", goal: .below(10),
                                 detail: "axsandbox validate \(file) in a child process, " + String(format: "%.2f s of CPU, ", run.cpuSeconds) + outcome))
            rows.append(BenchRow(section: name, name: "explore \(label), peak memory", value: Double(run.peakBytes) / 1_048_576, unit: "MiB",
                                 goal: .below(500), detail: "the child's maximum resident set"))
        }
        return rows
    }
}
