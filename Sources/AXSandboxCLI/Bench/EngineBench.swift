import AXCore
import AXEngine
import AXScenes

/// The `bench` engine section: on generated grids of 100, 1,000 and 10,000 buttons, the full
/// navigation order (tree read included), explore-by-touch hit-testing and `vo.next` through a
/// Session. Goals at 10,000 elements: order < 20 ms, hit test < 20 µs (on the grid, and on 10,000
/// elements laid over one another), vo.next < 5 µs, and hit-testing growing less than 4× from 1,000
/// to 10,000 elements.
struct EngineBench: BenchSection {
    let name = "engine"
    static let sizes = [100, 1_000, 10_000]

    func rows(quick: Bool) -> [BenchRow] {
        var rows: [BenchRow] = []
        var hitMicros: [Int: Double] = [:]
        for size in Self.sizes {
            let scene = GridScene(count: size)
            let isLargest = size == Self.sizes.last
            rows.append(treeRead(scene, quick: quick))
            rows.append(order(scene, quick: quick, goal: isLargest ? .below(20) : nil))
            let hit = hitTest(scene, quick: quick, goal: isLargest ? .below(20) : nil)
            hitMicros[size] = hit.value
            rows.append(hit)
            rows.append(next(scene, quick: quick, goal: isLargest ? .below(5) : nil))
        }
        rows.append(overlappingHitTest(quick: quick))
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

    /// The scene's own part of the order's cost: building its accessibility tree (no goal; it shows
    /// how much of "full order" is the scene's and how much the engine's).
    private func treeRead(_ scene: GridScene, quick: Bool) -> BenchRow {
        let runs = quick ? 3 : (scene.count >= 10_000 ? 10 : 30)
        var count = 0
        let seconds = BenchClock.best(rounds: runs) { count = scene.accessibilityElements(settings: settings).count }
        return BenchRow(section: name, name: "tree read (scene), \(scene.id)", value: seconds * 1_000, unit: "ms",
                        goal: nil, detail: "best of \(runs) runs, \(count) elements")
    }

    private func order(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let runs = quick ? 3 : (scene.count >= 10_000 ? 10 : 30)
        var count = 0
        let seconds = BenchClock.best(rounds: runs) { count = NavigationOrder(scene: scene, settings: settings).count }
        return BenchRow(section: name, name: "full order, \(scene.id)", value: seconds * 1_000, unit: "ms",
                        goal: goal, detail: "best of \(runs) runs, \(count) elements, tree read included")
    }

    private func hitTest(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let order = NavigationOrder(scene: scene, settings: settings)
        let queries = quick ? 20_000 : 100_000, rounds = quick ? 2 : 5
        // Points spread over the cells' area by two co-prime strides: the same points every run, and
        // the same share of hits whatever the grid's size, so sizes compare fairly.
        let area = scene.frame(of: 0).union(scene.frame(of: scene.count - 1)).union(scene.frame(of: scene.columns - 1))
        let points = (0..<4096).map { (i: Int) -> Point in
            let fx = Double((i * 7_919) % 10_007) / 10_007
            let fy = Double((i * 6_271) % 10_009) / 10_009
            return Point(x: area.minX + fx * area.width, y: area.minY + fy * area.height)
        }
        var hits = 0
        let seconds = BenchClock.best(rounds: rounds) {
            hits = 0
            for q in 0..<queries where order.hitTest(points[q & 4095]) != nil { hits += 1 }
        }
        return BenchRow(section: name, name: "hit test, \(scene.id)", value: seconds / Double(queries) * 1e6, unit: "µs",
                        goal: goal, detail: "best of \(rounds) rounds of \(queries) queries, \(hits) hits")
    }

    /// Explore by touch over 10,000 elements laid over one another, each as large as the screen: the
    /// touch lands on the front-most, the first the index gives (it lists the shapes front to back),
    /// not after looking through every one behind it. Goal as for the grid: under 20 µs.
    private func overlappingHitTest(quick: Bool) -> BenchRow {
        let count = 10_000, screen = Rect(0, 0, 390, 844)
        let order = NavigationOrder(roots: (0..<count).map { AccessibilityElement(id: "layer-\($0)", label: "Layer", frame: screen) })
        let queries = quick ? 20_000 : 100_000, rounds = quick ? 2 : 5
        let points = (0..<4096).map { (i: Int) in
            Point(x: Double((i * 7_919) % 10_007) / 10_007 * screen.width, y: Double((i * 6_271) % 10_009) / 10_009 * screen.height)
        }
        var front = 0
        let seconds = BenchClock.best(rounds: rounds) {
            front = 0
            for q in 0..<queries where order.hitTest(points[q & 4095]).map({ order.entries[$0].id }) == "layer-\(count - 1)" { front += 1 }
        }
        return BenchRow(section: name, name: "hit test, \(count) overlapping full-screen elements", value: seconds / Double(queries) * 1e6,
                        unit: "µs", goal: .below(20), detail: "best of \(rounds) rounds of \(queries) queries, \(front) on the front-most")
    }

    private func next(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        // Through the driver, as the window and traces drive a session: the figure includes numbering.
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        let last = driver.session.navigation.count - 1
        let commands = quick ? 5_000 : 20_000, rounds = quick ? 2 : 5
        var sent = 0, outputs = 0, position = 0, inputsHeld = 0
        var records: [TimedRecord] = []
        records.reserveCapacity(8 * 1024)
        let seconds = BenchClock.best(rounds: rounds) {
            for _ in 0..<commands {
                sent += 1
                // vo.first when at the end, so small grids keep moving (the focus starts on the first).
                let command: VoiceOverCommand = position == last ? .first : .next
                position = position == last ? 0 : position + 1
                driver.apply(.command(command), at: sent * 50, into: &records)
                inputsHeld += 1
                // One input record per command; the rest are outputs.
                if sent & 1023 == 0 { outputs += records.count - inputsHeld; inputsHeld = 0; records.removeAll(keepingCapacity: true) }
            }
        }
        outputs += records.count - inputsHeld
        return BenchRow(section: name, name: "vo.next, \(scene.id)", value: seconds / Double(commands) * 1e6, unit: "µs",
                        goal: goal, detail: "best of \(rounds) rounds of \(commands) commands, \(outputs) outputs")
    }
}
