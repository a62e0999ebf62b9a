import AXCore
import XCTest

/// A scene context for the seed-app tests: records what a scene posts and plays, and runs its
/// scheduled actions when the test advances the virtual clock.
final class SeedAppTestContext: SceneContext {
    var settings: Settings
    private(set) var now = 0
    /// Notifications with the virtual time they were posted at.
    private(set) var posted: [(time: Int, notification: AccessibilityNotification)] = []
    private(set) var sounds: [SoundCue] = []
    private var timers: [(due: Int, order: Int, action: (SceneContext) -> Void)] = []
    private var scheduledCount = 0

    init(settings: Settings = Settings()) { self.settings = settings }

    func post(_ notification: AccessibilityNotification) { posted.append((now, notification)) }
    func play(_ sound: SoundCue) { sounds.append(sound) }

    func schedule(after delay: Int, _ action: @escaping (SceneContext) -> Void) {
        timers.append((now + delay, scheduledCount, action))
        scheduledCount += 1
    }

    /// Runs every action due up to `time`, in due-time order, then sets the clock to `time`.
    func advance(to time: Int) {
        while let next = timers.enumerated().filter({ $0.element.due <= time })
            .min(by: { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }) {
            timers.remove(at: next.offset)
            now = next.element.due
            next.element.action(self)
        }
        now = time
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
