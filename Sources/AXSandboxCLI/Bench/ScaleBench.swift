import AXScenes
import Foundation

/// Scale (docs/validation.md, "Costs"): default validation (every rule, probes included) of generated
/// grids of 1,000, 10,000 and 100,000 buttons, and a snapshot of 10,000 with every overlay (the
/// findings overlay runs the same validation), each as `axsandbox` itself run in a child process, so
/// the peak memory is that work's alone (the child's own peak: `ChildRun`). Goals: grid-10000 under
/// 3 s and 300 MiB, grid-100000 under 40 s and 2 GiB; the snapshot under validation's goals plus the
/// rendering's. A generated scene file of 10,000 buttons in 50 columns that announce when activated
/// (written to a temporary file first) has grid-10000's goals: a scene file's probes must stay linear too.
struct ScaleBench: BenchSection {
    let name = "scale"

    struct Case {
        var label: String
        var arguments: [String]
        var seconds: Double?
        var mebibytes: Double?
    }

    static let snapshotPath = NSTemporaryDirectory() + "axsandbox-bench-snapshot-\(getpid()).png"
    static let sceneFilePath = NSTemporaryDirectory() + "axsandbox-bench-buttons-\(getpid()).json"

    static let cases = [
        Case(label: "validate grid-1000, every rule", arguments: ["validate", "grid-1000", "--depth", "0"], seconds: nil, mebibytes: nil),
        Case(label: "validate grid-10000, every rule", arguments: ["validate", "grid-10000", "--depth", "0"], seconds: 3, mebibytes: 300),
        Case(label: "validate grid-100000, every rule", arguments: ["validate", "grid-100000", "--depth", "0"], seconds: 40, mebibytes: 2048),
        Case(label: "snapshot grid-10000 --overlays all", arguments: ["snapshot", "grid-10000", "-o", snapshotPath, "--overlays", "all"],
             seconds: 4, mebibytes: 400),
        Case(label: "validate a scene file of 10000 buttons with actions, every rule", arguments: ["validate", sceneFilePath, "--depth", "0"],
             seconds: 3, mebibytes: 300),
    ]

    func rows(quick: Bool) -> [BenchRow] {
        defer {
            try? FileManager.default.removeItem(atPath: Self.snapshotPath)
            try? FileManager.default.removeItem(atPath: Self.sceneFilePath)
        }
        try? SceneFile.buttonGrid(count: 10_000, columns: 50).write(toFile: Self.sceneFilePath, atomically: true, encoding: .utf8)
        return Self.measure(Self.cases, section: name, quick: quick) { $0 == Self.sceneFilePath ? "buttons-10000.json" : $0 }
    }

    /// Runs each case as a child process (best of three unless big or `quick`) and gives its time
    /// and peak-memory rows; `shown` names an argument in the detail (a temporary file's path by
    /// what it holds).
    static func measure(_ cases: [Case], section: String, quick: Bool, shown: (String) -> String) -> [BenchRow] {
        var rows: [BenchRow] = []
        for item in cases {
            // Big runs once; the others best of three, as the other sections take their best round.
            let rounds = quick || (item.seconds ?? 0) > 10 ? 1 : 3
            let limit = 2 * (item.seconds ?? 30)
            var runs: [ChildRun] = []
            for _ in 0..<rounds { runs.append(ChildRun.run(item.arguments, limit: limit)) }
            let best = runs.min { $0.seconds < $1.seconds }!
            let peak = Double(runs.map(\.peakBytes).max() ?? 0) / 1_048_576
            let outcome: String
            if let failed = runs.first(where: { $0.timedOut || $0.status == nil || $0.status! > 1 }) {
                outcome = failed.timedOut ? "KILLED after \(BenchRow.format(limit)) s" : "FAILED (exit \(failed.status.map(String.init) ?? "by a signal"))"
            } else {
                outcome = "exit \(best.status ?? 0)"
            }
            let how = "axsandbox " + item.arguments.prefix(2).map(shown).joined(separator: " ") + " in a child process, "
            rows.append(BenchRow(section: section, name: item.label + ", time", value: best.seconds, unit: "s",
                                 goal: item.seconds.map(BenchGoal.below),
                                 detail: how + "best of \(rounds), " + String(format: "%.2f s of CPU, ", best.cpuSeconds) + outcome))
            rows.append(BenchRow(section: section, name: item.label + ", peak memory", value: peak, unit: "MiB",
                                 goal: item.mebibytes.map(BenchGoal.below), detail: "the child's maximum resident set (wait4 ru_maxrss, or its /proc VmHWM where the kernel counts the bench's own), highest of \(rounds)"))
        }
        return rows
    }
}
