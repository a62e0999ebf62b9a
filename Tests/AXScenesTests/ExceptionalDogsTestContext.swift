import AXCore
import AXEngine
import XCTest

/// A scene context for the seed-app tests: records what a scene posts and plays, and runs its
/// scheduled actions when the test advances the virtual clock.
final class SeedAppTestContext: SceneContext {
    var settings: Settings
    private var timers = TimerQueue<(SceneContext) -> Void>()
    /// Notifications with the virtual time they were posted at.
    private(set) var posted: [(time: Int, notification: AccessibilityNotification)] = []
    private(set) var sounds: [SoundCue] = []

    init(settings: Settings = Settings()) { self.settings = settings }

    var now: Int { timers.now }
    func post(_ notification: AccessibilityNotification) { posted.append((now, notification)) }
    func play(_ sound: SoundCue) { sounds.append(sound) }
    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) { timers.schedule(after: delay, action) }

    /// Runs every action due up to `time`, in deadline order, then sets the clock to `time`.
    func advance(to time: Int) {
        while let timer = timers.popDue(by: time) { timer.payload(self) }
        timers.advance(to: time)
    }

    /// The announcements posted, with their time and priority.
    var announcements: [(time: Int, text: String, priority: SpeechPriority)] {
        posted.compactMap { entry in
            if case .announcement(let text) = entry.notification { return (entry.time, text.string, text.effectivePriority) }
            return nil
        }
    }

    func clearPosted() { posted.removeAll() }
}

/// Tree helpers shared by the seed-app tests.
enum SeedTree {
    /// Every node, depth first.
    static func all(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        var nodes: [AccessibilityElement] = []
        for element in elements { element.forEachNode { nodes.append($0) } }
        return nodes
    }

    static func find(_ id: String, in elements: [AccessibilityElement], file: StaticString = #filePath, line: UInt = #line)
        -> AccessibilityElement {
        guard let node = all(elements).first(where: { $0.id == id }) else {
            XCTFail("no element \(id)", file: file, line: line)
            return AccessibilityElement(id: id, frame: .zero)
        }
        return node
    }

    static func contains(_ id: String, in elements: [AccessibilityElement]) -> Bool {
        all(elements).contains { $0.id == id }
    }

    /// Labels in the order a container's explicit children are read, containers expanded.
    static func explicitOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.flatMap { $0.isContainer ? explicitOrder($0.children) : ($0.isAccessibilityElement ? [$0] : []) }
    }
}
