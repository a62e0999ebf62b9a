import AXCore
import AXEngine
import AXScenes

/// The `bench` switch-control section: on generated grids of 1,000 and 10,000 buttons, building
/// Switch Control's scan tree from the navigation order, and one scan step (auto scanning moving the
/// highlight to the next item). Goals at 10,000 elements: scan tree < 20 ms, scan step < 5 µs.
struct SwitchControlBench: BenchSection {
    let name = "switch-control"
    static let sizes = [1_000, 10_000]

    func rows(quick: Bool) -> [BenchRow] {
        Self.sizes.flatMap { size -> [BenchRow] in
            let scene = GridScene(count: size)
            let isLargest = size == Self.sizes.last
            let order = NavigationOrder(scene: scene, settings: Settings())
            return [tree(scene.id, order, quick: quick, goal: isLargest ? .below(20) : nil),
                    step(scene, order, quick: quick, goal: isLargest ? .below(5) : nil)]
        }
    }

    private func tree(_ id: String, _ order: NavigationOrder, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let runs = quick ? 3 : 10
        var items = 0
        let seconds = BenchClock.best(rounds: runs) { items = ScanTree(order: order, settings: .default).items.count }
        return BenchRow(section: name, name: "scan tree, \(id)", value: seconds * 1_000, unit: "ms", goal: goal,
                        detail: "best of \(runs) runs, \(items) items from the navigation order")
    }

    private func step(_ scene: GridScene, _ order: NavigationOrder, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let steps = quick ? 20_000 : 200_000, rounds = quick ? 2 : 5
        var settings = SwitchControlSettings()
        // Enough loops that the highlight never stops over the run.
        settings.loops = 100
        let start = SwitchScanner(order: order, settings: settings, screen: scene.device.size)
        var moved = 0
        let seconds = BenchClock.best(rounds: rounds) {
            // Each round from the first item, so no round finds scanning stopped after its loops.
            var scanner = start
            moved = 0
            for _ in 0..<steps {
                guard let due = scanner.deadline else { break }
                moved += scanner.advance(to: due).count
            }
        }
        return BenchRow(section: name, name: "scan step, \(scene.id)", value: seconds / Double(max(moved, 1)) * 1e6, unit: "µs", goal: goal,
                        detail: "best of \(rounds) rounds of \(moved) auto scanning steps, each moving the highlight")
    }
}
