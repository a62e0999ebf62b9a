import AXCore
import AXTrace
import ArgumentParser

/// `\(CommandName.current) bench`: each section measures generated, deterministic work and shows the goals
/// beside the figures. Meaningful in release builds (`swift build -c release`).
struct BenchCommand: SceneCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "bench",
        abstract: "Measure order, hit-testing, navigation, gestures, rendering, validation, replay and scale against the project's goals (use a release build).",
        discussion: """
        Sections: engine (order, hit test, vo.next on grids; hit test over 10,000 overlapping elements), gestures (recognition, a 500-icon drag), rendering \
        (window frames of each catalog scene and of grid-10000, plain and with the frames and order overlays: \
        goal under 8.33 ms, in wall time and in processor time per frame), validation (each catalog scene, the catalog, tree rules and every rule on grids), \
        replay (reading and replaying a 120 Hz trace), import (a generated Appium page source and debugDescription of \
        10,000 and 100,000 nodes: goal under 1 s for 10,000, and the time per node about the same at 10× the nodes), scale (default validation of grid-1000, grid-10000 \
        and grid-100000, and `snapshot grid-10000 --overlays all`, each run as a child process, with its \
        time and its peak memory, the child's maximum resident set), hostile (inputs that used to hang or \
        exhaust memory: full-screen overlaps, nested rows, a long reorderable list, a screen that opens itself, \
        read all of grid-100000, 100,000 custom actions; child processes too), shard (four timing-balanced shards of 400 scenes \
        against a quarter of the unsharded time, merging 400 scenes' shard reports, replaying 1,000 traces in one process \
        against 1,000 processes). Rows with a goal say PASS or FAIL.
        """) }

    @Flag(help: "Fewer iterations: a quick look, noisier figures.") var quick = false
    @Option(help: "text or json.") var format: OutputFormat = .text
    @Option(name: .customLong("section"), help: ArgumentHelp("Only these sections (repeatable): engine, gestures, rendering, validation, replay, scale, hostile, exploration, import, vision, shard, switch-control, keyboard, zoom, voice-control.", valueName: "name"))
    var sections: [String] = []

    /// Every section, in the order printed; rendering and validation also measure the registered scenes.
    static func sections(for registry: SceneRegistry) -> [BenchSection] {
        [EngineBench(), GestureBenchSection(), RenderBench(scenes: registry.scenes), ValidationBench(scenes: registry.scenes), ReplayBench(),
         ScaleBench(), HostileBench(), ExplorationBench(scenes: registry.scenes), ImportBench(), VisionBench(scenes: registry.scenes),
         ShardBench(scenes: registry.scenes), SwitchControlBench(), KeyboardBench(), ZoomBench(scenes: registry.scenes), VoiceControlBench()]
    }

    func run(with registry: SceneRegistry) throws {
        let all = Self.sections(for: registry)
        let known = all.map(\.name)
        for name in sections where !known.contains(name) {
            throw ValidationError("unknown bench section \"\(name)\"; expected one of " + known.joined(separator: ", "))
        }
        let chosen = all.filter { sections.isEmpty || sections.contains($0.name) }
        var rows: [BenchRow] = []
        for section in chosen { rows += section.rows(quick: quick) }
        switch format {
        case .json: print(JSONLineWriter.array(rows.map(Self.json)))
        case .text: print(Self.table(rows))
        }
    }

    static func json(_ row: BenchRow) -> String {
        var w = JSONLineWriter()
        w.string("section", row.section)
        w.string("name", row.name)
        w.raw("value", BenchRow.format(row.value))
        w.string("unit", row.unit)
        w.string("goal", row.goal?.text(unit: row.unit))
        w.raw("pass", row.passes.map { $0 ? "true" : "false" } ?? "null")
        w.string("detail", row.detail)
        return w.line
    }

    static func table(_ rows: [BenchRow]) -> String {
        let header = ["section", "measurement", "value", "goal", "result", "detail"]
        let cells = rows.map { row in
            [row.section, row.name, BenchRow.format(row.value) + " " + row.unit, row.goal?.text(unit: row.unit) ?? "–",
             row.passes.map { $0 ? "PASS" : "FAIL" } ?? "", row.detail]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ values: [String]) -> String {
            values.enumerated().map { index, value in
                index == values.count - 1 ? value : value.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }
        var lines = [line(header)] + cells.map(line)
        #if DEBUG
        lines.append("note: a debug build; judge the goals on `swift build -c release`.")
        #endif
        return lines.joined(separator: "\n")
    }
}
