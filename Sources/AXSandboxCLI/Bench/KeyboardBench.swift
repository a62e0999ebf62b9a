import AXCore
import AXEngine
import AXScenes

/// The `bench` keyboard section: on generated grids of 1,000 and 10,000 buttons, one Full Keyboard
/// Access focus move through a Session (docs/keyboard.md), and building its focus map from the
/// navigation order (what every change of the screen costs it). Goal at 10,000 elements: a focus
/// move < 5 µs, as VoiceOver's vo.next.
struct KeyboardBench: BenchSection {
    let name = "keyboard"
    static let sizes = [1_000, 10_000]

    func rows(quick: Bool) -> [BenchRow] {
        Self.sizes.flatMap { size -> [BenchRow] in
            let scene = GridScene(count: size)
            let isLargest = size == Self.sizes.last
            return [move(scene, quick: quick, goal: isLargest ? .below(5) : nil), map(scene, quick: quick)]
        }
    }

    /// Through the driver, as the window and traces drive a session: the figure includes numbering.
    /// The grid's buttons are items of no group, so each move is Tab (Shift-Tab back from the last).
    private func move(_ scene: GridScene, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let driver = SessionDriver(session: Session(scene: scene, settings: Settings()))
        var records: [TimedRecord] = []
        driver.apply(.keyboard(.on), at: 0, into: &records)
        let map = driver.session.keyboardFocusMap
        let commands = quick ? 5_000 : 20_000, rounds = quick ? 2 : 5
        // Within a group the arrows move; between groups of one, Tab does.
        let forward: KeyboardCommand = map.groups.first.map { $0.items.count > 1 } == true ? .arrow(.right) : .nextGroup
        var sent = 0, moves = 0
        records.reserveCapacity(8 * 1024)
        records.removeAll(keepingCapacity: true)
        let seconds = BenchClock.best(rounds: rounds) {
            for _ in 0..<commands {
                sent += 1
                driver.apply(.keyboard(forward), at: sent * 50, into: &records)
                if sent & 1023 == 0 {
                    moves += records.filter { if case .output(_, .keyboardFocus) = $0.record { return true } else { return false } }.count
                    records.removeAll(keepingCapacity: true)
                }
            }
        }
        moves += records.filter { if case .output(_, .keyboardFocus) = $0.record { return true } else { return false } }.count
        return BenchRow(section: name, name: "focus move, \(scene.id)", value: seconds / Double(commands) * 1e6, unit: "µs", goal: goal,
                        detail: "best of \(rounds) rounds of \(commands) \(KeyboardCommand.nextGroup == forward ? "Tab" : "Right Arrow") keys, \(moves / rounds) focus moves a round")
    }

    private func map(_ scene: GridScene, quick: Bool) -> BenchRow {
        let order = NavigationOrder(scene: scene, settings: Settings())
        let runs = quick ? 3 : 10
        var items = 0
        let seconds = BenchClock.best(rounds: runs) { items = KeyboardFocusMap(order: order).focusOrder.count }
        return BenchRow(section: name, name: "focus map, \(scene.id)", value: seconds * 1_000, unit: "ms", goal: nil,
                        detail: "best of \(runs) runs, \(items) items from the navigation order")
    }
}
