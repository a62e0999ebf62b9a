import AXCore
import XCTest

/// A `Keyed` subtree is laid out once by its scene and handed, with its elements, to every later
/// layout that gives it an equal key, frame and settings; anything else lays it out again.
final class KeyedLayoutTests: XCTestCase {
    /// Counts how often rows were laid out and read.
    final class Tally {
        var laidOut: [String: Int] = [:]
        var read: [String: Int] = [:]
    }

    /// A row: a label and a button whose count the label shows.
    struct Row: Component {
        let id: String
        let count: Int
        let tally: Tally
        let tap: AccessibilityHook

        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: 44) }

        func children(in frame: Rect, settings: Settings) -> [PlacedComponent] {
            tally.laidOut[id, default: 0] += 1
            return [PlacedComponent(Button(id: id, label: SpeechText("\(id) \(count)"), content: Spacer(), action: tap), in: frame)]
        }

        func accessibilityElements(containing children: [AccessibilityElement], in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            tally.read[id, default: 0] += 1
            return children
        }
    }

    /// Three rows of counters; each row keyed by its count unless `keyed` is off. The second row
    /// can be moved down by a gap above it.
    final class Counters: ComponentScene {
        var counts = ["a": 0, "b": 0, "c": 0]
        var gap = 0.0
        var keyed = true
        let tally = Tally()

        init() { super.init(id: "counters", title: "Counters") }

        override var layoutFollowsState: Bool { true }

        override func body(settings: Settings) -> any Component {
            var rows: [any Component] = []
            for id in ["a", "b", "c"] {
                if id == "b", gap > 0 { rows.append(Sized(height: gap, Spacer())) }
                let row = Row(id: id, count: counts[id]!, tally: tally) { [unowned self] _ in
                    self.counts[id]! += 1
                    return true
                }
                rows.append(keyed ? Keyed(counts[id]!, row) : row)
            }
            return Column(rows)
        }

        override func stateSnapshot() -> [(key: String, value: String)] {
            counts.sorted { $0.key < $1.key }.map { ($0.key, String($0.value)) } + [("gap", String(gap))]
        }
    }

    private func labels(_ scene: Scene, _ settings: Settings = .default) -> [String] {
        var labels: [String] = []
        for root in scene.accessibilityElements(settings: settings) { root.forEachNode { labels.append("\($0.id): \($0.label?.string ?? "") \($0.frame)") } }
        return labels
    }

    func testOnlyTheRowWhoseKeyChangedIsLaidOutAgain() {
        let scene = Counters()
        XCTAssertEqual(labels(scene), ["a: a 0 \(frame(0))", "b: b 0 \(frame(1))", "c: c 0 \(frame(2))"])
        scene.counts["b"] = 1
        XCTAssertEqual(labels(scene), ["a: a 0 \(frame(0))", "b: b 1 \(frame(1))", "c: c 0 \(frame(2))"])
        XCTAssertEqual(scene.tally.laidOut, ["a": 1, "b": 2, "c": 1])
        XCTAssertEqual(scene.tally.read, ["a": 1, "b": 2, "c": 1])
        // Back to a key laid out before: found again, not laid out.
        scene.counts["b"] = 0
        XCTAssertEqual(labels(scene), ["a: a 0 \(frame(0))", "b: b 0 \(frame(1))", "c: c 0 \(frame(2))"])
        XCTAssertEqual(scene.tally.laidOut, ["a": 1, "b": 2, "c": 1])
    }

    func testWithoutAKeyEveryRowIsLaidOutEachTime() {
        let scene = Counters()
        scene.keyed = false
        _ = labels(scene)
        scene.counts["b"] = 1
        _ = labels(scene)
        XCTAssertEqual(scene.tally.laidOut, ["a": 2, "b": 2, "c": 2])
    }

    func testAMovedRowOrOtherSettingsLayItOutAgain() {
        let scene = Counters()
        _ = labels(scene)
        scene.gap = 10
        XCTAssertEqual(labels(scene), ["a: a 0 \(frame(0))", "b: b 0 \(frame(1, down: 10))", "c: c 0 \(frame(2, down: 10))"])
        XCTAssertEqual(scene.tally.laidOut, ["a": 1, "b": 2, "c": 2])
        var large = Settings.default
        large.contentSize = .largest
        _ = labels(scene, large)
        XCTAssertEqual(scene.tally.laidOut, ["a": 2, "b": 3, "c": 3])
    }

    func testAReusedRowsHookActsOnTheModelNow() {
        let scene = Counters()
        _ = labels(scene)
        scene.counts["a"] = 1
        _ = labels(scene)
        scene.counts["a"] = 0
        // Row a's layout for count 0 is the first one, kept; its hook reads the scene as it is.
        let a = scene.accessibilityElements(settings: .default).first { $0.id == "a" }
        XCTAssertEqual(scene.tally.laidOut["a"], 2)
        XCTAssertEqual(a?.onActivate?(ComponentLayoutCacheTests.Clock()), true)
        XCTAssertEqual(scene.counts["a"], 1)
        XCTAssertEqual(labels(scene).first, "a: a 1 \(frame(0))")
    }

    /// Subtrees no layout asked for lately are let go: the memo does not grow with every key seen.
    func testSubtreesNotAskedForLatelyAreLetGo() {
        final class Marker: Component {}
        final class Many: ComponentScene {
            var key = 0
            weak var first: Marker?
            init() { super.init(id: "many", title: "Many") }
            override var layoutFollowsState: Bool { true }
            override func body(settings: Settings) -> any Component {
                let marker = Marker()
                if key == 0 { first = marker }
                return Keyed(key, Column([Sized(height: 44, marker)]))
            }
            override func stateSnapshot() -> [(key: String, value: String)] { [("key", String(key))] }
        }
        let scene = Many()
        _ = scene.accessibilityElements(settings: .default)
        XCTAssertNotNil(scene.first)
        for key in 1...2_000 {
            scene.key = key
            _ = scene.accessibilityElements(settings: .default)
        }
        XCTAssertNil(scene.first, "the first key's subtree is still kept after 2,000 others")
    }

    private func frame(_ row: Int, down: Double = 0) -> Rect {
        Rect(x: 0, y: Double(row) * 44 + down, width: Device.phone.bounds.width, height: 44)
    }
}
