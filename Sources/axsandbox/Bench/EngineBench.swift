import AXCore
import AXEngine
import AXScenes

/// `bench` section for issue 3: on generated grids of 100, 1,000 and 10,000 buttons, the full
/// navigation order (tree read included), explore-by-touch hit-testing and `vo.next` through a
/// Session. Goals at 10,000 elements: order < 20 ms, hit test < 20 µs, vo.next < 5 µs, and
/// hit-testing growing less than 4× from 1,000 to 10,000 elements.
struct EngineBench: BenchSection {
    let name = "engine"
    static let sizes = [100, 1_000, 10_000]

    func rows(quick: Bool) -> [BenchRow] {
        var rows: [BenchRow] = []
        var hitMicros: [Int: Double] = [:]
        for size in Self.sizes {
            let scene = GridScene(count: size)
            let isLargest = size == Self.sizes.last
            rows.append(order(scene, quick: quick, goal: isLargest ? .below(20) : nil))
            let hit = hitTest(scene, quick: quick, goal: isLargest ? .below(20) : nil)
            hitMicros[size] = hit.value
            rows.append(hit)
            rows.append(next(scene, quick: quick, goal: isLargest ? .below(5) : nil))
        }
        if let small = hitMicros[1_000], let large = hitMicros[10_000] {
            rows.append(BenchRow(section: name, name: "hit test growth, 1,000 → 10,000", value: large / max(small, 1e-9), unit: "×",
                                 goal: .below(4), detail: "average hit test at 10,000 over 1,000 elements"))
        }
        return rows
    }

    private var settings: Settings {
        var settings = Settings()
        settings.voiceOver = true
        return settings
    }

    private func order(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let runs = quick ? 3 : (scene.count >= 10_000 ? 10 : 30)
        var count = 0
        let seconds = BenchClock.seconds {
            for _ in 0..<runs { count &+= NavigationOrder(scene: scene, settings: settings).count }
        }
        return BenchRow(section: name, name: "full order, \(scene.id)", value: seconds / Double(runs) * 1_000, unit: "ms",
                        goal: goal, detail: "\(runs) runs, \(count / runs) elements")
    }

    private func hitTest(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let order = NavigationOrder(scene: scene, settings: settings)
        let queries = quick ? 20_000 : 200_000
        // Points spread over the canvas by two co-prime strides: the same points every run.
        let size = scene.device.size
        let points = (0..<4096).map { (i: Int) -> Point in
            let fx = Double((i * 7_919) % 10_007) / 10_007
            let fy = Double((i * 6_271) % 10_009) / 10_009
            return Point(x: fx * size.width, y: fy * size.height)
        }
        var hits = 0
        let seconds = BenchClock.seconds {
            for q in 0..<queries where order.hitTest(points[q & 4095]) != nil { hits += 1 }
        }
        return BenchRow(section: name, name: "hit test, \(scene.id)", value: seconds / Double(queries) * 1e6, unit: "µs",
                        goal: goal, detail: "\(queries) queries, \(hits) hits")
    }

    private func next(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let session = Session(scene: scene, settings: settings)
        let last = session.navigation.count - 1
        let commands = quick ? 5_000 : 50_000
        var seq = 0, outputs = 0
        let seconds = BenchClock.seconds {
            for i in 0..<commands {
                seq += 1
                // vo.first when at the end, so small grids keep moving.
                let command: VoiceOverCommand = session.navigation.index(of: session.focusedElementID ?? "") == last ? .first : .next
                session.apply(.command(command), seq: seq, time: i * 50)
                if i & 1023 == 0 { outputs += session.drainOutputs().count }
            }
        }
        outputs += session.drainOutputs().count
        return BenchRow(section: name, name: "vo.next, \(scene.id)", value: seconds / Double(commands) * 1e6, unit: "µs",
                        goal: goal, detail: "\(commands) commands, \(outputs) outputs")
    }
}
