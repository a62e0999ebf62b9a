import AXCore
import AXEngine
import AXSDL
import AXScenes

/// The `bench` voice-control section: on generated grids of 1,000 and 10,000 buttons, building what
/// Voice Control names and numbers from the navigation order (every actionable element's number and
/// names, and the index a phrase's name is looked up in), goal at 10,000 elements < 20 ms; and a
/// window frame of grid-10000 with Show Names, goal within the 8.33 ms of a 120 Hz frame as the other
/// overlays: the scene drawn, then the names read as the window reads them (the session keeps them
/// while the tree is unchanged) and drawn.
struct VoiceControlBench: BenchSection {
    let name = "voice-control"
    static let sizes = [1_000, 10_000]

    func rows(quick: Bool) -> [BenchRow] {
        Self.sizes.map { size in
            let scene = GridScene(count: size)
            let order = NavigationOrder(scene: scene, settings: Settings())
            return names(scene.id, order, screen: scene.device.bounds, quick: quick, goal: size == Self.sizes.last ? .below(20) : nil)
        } + namesFrame(quick: quick)
    }

    /// The frame's median wall time, and its processor time (every thread's) per frame judged against
    /// the same goal, as the rendering section does: on the shared machine the wall time measures the
    /// neighbours as much as the frame.
    private func namesFrame(quick: Bool) -> [BenchRow] {
        let title = "frame, grid-10000, Show Names"
        guard let assets = try? AssetLocator.locate() else {
            return [BenchRow(section: name, name: title, value: 0, unit: "ms", goal: nil, detail: "assets/ not found: set AXSANDBOX_ASSETS")]
        }
        let frames = quick ? 9 : 21
        let grid = GridScene(count: 10_000)
        let driver = SessionSceneDriver(session: Session(scene: grid, settings: Settings()))
        driver.perform(.voiceControl(.on))
        driver.perform(.voiceControl(.say("Show names")))
        do {
            let measured = try SDLRuntime.with(.headless) {
                try RenderBench.medianFrame(grid, overlays: [.cursor], frames: frames, assets: assets) {
                    var list = DisplayList(background: .clear)
                    guard let shown = driver.voiceControlShown else { return list }
                    VoiceControlOverlayView(shown: shown, bounds: grid.device.bounds, typing: nil).draw(into: &list, scale: 1)
                    return list
                }
            }
            return [BenchRow(section: name, name: title, value: measured.median * 1000, unit: "ms", goal: .below(8.33),
                             detail: RenderBench.detail(frames: frames, measured)),
                    BenchRow(section: name, name: title + ", processor time", value: measured.processor * 1000, unit: "ms", goal: .below(8.33),
                             detail: "every thread's processor time over a round's frames, per frame, best of \(RenderBench.rounds)")]
        } catch {
            return [BenchRow(section: name, name: title, value: 0, unit: "ms", goal: nil, detail: "SDL failed: \(error)")]
        }
    }

    private func names(_ id: String, _ order: NavigationOrder, screen: Rect, quick: Bool, goal: BenchGoal?) -> BenchRow {
        let runs = quick ? 3 : 10
        var items = 0
        let seconds = BenchClock.best(rounds: runs) { items = VoiceControlItems(order: order, screen: screen).items.count }
        return BenchRow(section: name, name: "names and numbers, \(id)", value: seconds * 1_000, unit: "ms", goal: goal,
                        detail: "best of \(runs) runs, \(items) actionable elements named and numbered from the navigation order")
    }
}
