import AXCore
import AXEngine
import AXScenes

/// A scene context for tests: records what the scene posts and plays, and runs its timers on a
/// virtual clock the test advances.
final class TestSceneContext: SceneContext {
    var settings: Settings
    private var timers = TimerQueue<(SceneContext) -> Void>()
    private(set) var notifications: [AccessibilityNotification] = []
    private(set) var sounds: [SoundCue] = []

    init(settings: Settings = .default) { self.settings = settings }

    var now: Int { timers.now }
    func post(_ notification: AccessibilityNotification) { notifications.append(notification) }
    func play(_ sound: SoundCue) { sounds.append(sound) }
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) { timers.schedule(after: delay, action) }

    /// Moves the clock to `time`, running every timer due on the way.
    func advance(to time: Int) {
        while let timer = timers.popDue(by: time) { timer.payload(self) }
        timers.advance(to: time)
    }

    func advance(by delta: Int) { advance(to: now + delta) }

    /// The notes of the tones played so far.
    var tones: [Int] {
        sounds.compactMap { if case .tone(let note, _) = $0 { return note } else { return nil } }
    }

    var pageScrolledTexts: [String] {
        notifications.compactMap { if case .pageScrolled(let text) = $0 { return text } else { return nil } }
    }

    func clearRecords() { notifications = []; sounds = [] }
}

/// Drives a scene's touches the way a finger would, at the context's virtual time.
struct Finger {
    let scene: Scene
    let context: TestSceneContext
    let id: Int

    func down(_ p: Point) { scene.touch(SceneTouch(id: id, phase: .began, location: p, time: context.now), context: context) }
    func move(_ p: Point) { scene.touch(SceneTouch(id: id, phase: .moved, location: p, time: context.now), context: context) }
    func up(_ p: Point) { scene.touch(SceneTouch(id: id, phase: .ended, location: p, time: context.now), context: context) }

    /// A drag in small steps, `stepTime` milliseconds apart.
    func slide(from a: Point, to b: Point, steps: Int = 8, stepTime: Int = 16) {
        for i in 1...steps {
            context.advance(by: stepTime)
            let t = Double(i) / Double(steps)
            move(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
        }
    }
}

extension Scene {
    /// Every node of the tree, depth first.
    func allNodes(_ settings: Settings = .default) -> [AccessibilityElement] {
        var nodes: [AccessibilityElement] = []
        for root in accessibilityElements(settings: settings) { root.forEachNode { nodes.append($0) } }
        return nodes
    }

    func node(_ id: String, _ settings: Settings = .default) -> AccessibilityElement? {
        allNodes(settings).first { $0.id == id }
    }

    func state(_ key: String) -> String? { stateSnapshot().first { $0.key == key }?.value }

    func frame(_ settings: Settings = .default, time: Int = 0) -> DisplayList {
        var list = DisplayList()
        draw(into: &list, settings: settings, time: time)
        return list
    }
}
