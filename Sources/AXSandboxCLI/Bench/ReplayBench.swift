import AXCore
import AXEngine
import AXScenes
import AXTrace
import Foundation

/// Replay speed: a generated 120 Hz touch session (pans, taps and swipes over a grid) is
/// recorded, written and then read and replayed; the goal is at least 200,000 input records a
/// second, and replay costing at most 3× reading and decoding the same file.
struct ReplayBench: BenchSection {
    let name = "replay"

    /// A deterministic stream: strokes of 120 Hz samples, each a down, moves and an up.
    static func touchSession(samples: Int, on scene: GridScene) -> [(SessionInput, Int)] {
        var inputs: [(SessionInput, Int)] = []
        inputs.reserveCapacity(samples)
        var t = 0
        var stroke = 0
        let size = scene.device.size
        while inputs.count < samples {
            let x0 = Double((stroke * 37) % Int(size.width - 40)) + 20
            let y0 = Double((stroke * 53) % Int(size.height - 40)) + 20
            let length = 6 + (stroke % 30)
            inputs.append((.pointer(PointerSample(.down, id: 0, Point(x0, y0), time: t)), t))
            for i in 1...length {
                t += 8  // 120 Hz
                let p = Point(x0 + Double(i) * 2.5, y0 + Double(i % 3))
                inputs.append((.pointer(PointerSample(.move, id: 0, p, time: t)), t))
            }
            t += 8
            inputs.append((.pointer(PointerSample(.up, id: 0, Point(x0 + Double(length) * 2.5, y0), time: t)), t))
            t += 200
            stroke += 1
        }
        return inputs
    }

    func rows(quick: Bool) -> [BenchRow] {
        let samples = quick ? 20_000 : 72_000  // 72,000 = ten minutes at 120 Hz
        let scene = GridScene(count: 1_000)
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        let header = driver.header(tool: "bench")
        var records: [TimedRecord] = []
        let inputs = Self.touchSession(samples: samples, on: scene)
        for (input, t) in inputs { records += driver.apply(input, at: t) }
        records += driver.end(at: (inputs.last?.1 ?? 0) + 1000)
        let text = TraceWriter.text(Trace(header: header, records: records, truncatedAfterLine: nil))
        let data = Data(text.utf8)

        var trace: Trace?
        let read = BenchClock.seconds { trace = try? TraceReader.parse(data, file: "bench.trace") }
        guard let loaded = trace else { return [] }
        var matched = false
        let replay = BenchClock.seconds {
            let result = try? Replayer(trace: loaded, scene: GridScene(count: 1_000), allowSceneDrift: false, tool: "bench").run()
            matched = result?.difference == nil
        }
        let inputCount = Double(loaded.inputs.count)
        return [
            BenchRow(section: name, name: "read and decode (\(loaded.records.count) records, \(data.count / 1024) KiB)", value: inputCount / read,
                     unit: "inputs/s", goal: nil, detail: "\(loaded.inputs.count) inputs"),
            BenchRow(section: name, name: "replay and compare, 120 Hz touch session", value: inputCount / replay, unit: "inputs/s",
                     goal: .atLeast(200_000), detail: matched ? "all outputs matched" : "MISMATCH"),
            BenchRow(section: name, name: "replay cost over reading", value: replay / read, unit: "×", goal: .below(3),
                     detail: String(format: "%.0f ms replay, %.0f ms read", replay * 1000, read * 1000)),
        ]
    }
}
