import AXCore
import AXEngine
import AXScenes

/// The `bench` voice-control section: on generated grids of 1,000 and 10,000 buttons, building what
/// Voice Control names and numbers from the navigation order (every actionable element's number and
/// names, and the index a phrase's name is looked up in). Goal at 10,000 elements: < 20 ms.
struct VoiceControlBench: BenchSection {
    let name = "voice-control"
    static let sizes = [1_000, 10_000]

    func rows(quick: Bool) -> [BenchRow] {
        Self.sizes.map { size in
            let scene = GridScene(count: size)
            let order = NavigationOrder(scene: scene, settings: Settings())
            return names(scene.id, order, quick: quick, goal: size == Self.sizes.last ? .below(20) : nil)
        }
    }

    private func names(_ id: String, _ order: NavigationOrder, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let runs = quick ? 3 : 10
        var items = 0
        let seconds = BenchClock.best(rounds: runs) { items = VoiceControlItems(order: order).items.count }
        return BenchRow(section: name, name: "names and numbers, \(id)", value: seconds * 1_000, unit: "ms", goal: goal,
                        detail: "best of \(runs) runs, \(items) actionable elements named and numbered from the navigation order")
    }
}
