import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import Foundation
import XCTest

/// Test frameworks run tests in parallel (Swift Testing by default): scenes, sessions and their
/// layout caches on different threads must share nothing mutable, and a component value shared
/// between them (a `static let` label) must be safe to lay out from several threads at once.
final class ConcurrentScenesTests: XCTestCase {
    /// One label value, laid out by every thread's scene.
    static let sharedHeading = Label(id: "shared-heading", "Rate this lemon tart before it is gone", style: .largeTitle,
                                     weight: .bold, color: .black, traits: .header)

    final class SharedHeadingScene: ComponentScene {
        init() { super.init(id: "shared", title: "Shared") }
        override func body(settings: Settings) -> any Component {
            Padding(16, Column([ConcurrentScenesTests.sharedHeading]))
        }
    }

    func testComponentScreensWithVoiceOverOffReadTheirNodesOnManyThreadsAtOnce() {
        let expected = StarRatingScene().accessibilityElements(settings: .default).first { $0.id == "star-rating" }?.frame
        let lock = NSLock()
        var frames: [Rect?] = [], stars: [Int] = [], headings: [Rect?] = []
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let scene = StarRatingScene()
            let tester = SceneTester(scene, voiceOver: false)
            var settings = Settings()
            settings.contentSize = index.isMultiple(of: 2) ? .largest : .default
            var heading: Rect?
            for _ in 0..<20 {
                heading = NavigationOrder(scene: SharedHeadingScene(), settings: settings).node(withID: "shared-heading")?.frame
            }
            let row = tester.session.navigation.node(withID: "star-rating")?.frame
            if let row { tester.drag(from: Point(50, row.minY + 52), to: Point(260, row.minY + 52), hold: 0, steps: 10) }
            let after = tester.session.navigation.node(withID: "star-rating")?.frame
            lock.lock()
            frames += [row, after]
            stars.append(scene.stars)
            headings.append(heading)
            lock.unlock()
        }
        XCTAssertEqual(frames.count, 16)
        XCTAssertTrue(frames.allSatisfy { $0 == expected }, "\(frames)")
        XCTAssertEqual(stars, Array(repeating: 4, count: 8))
        XCTAssertEqual(Set(headings.compactMap { $0?.height }).count, 2, "the heading is as tall at AX5 on every thread, and at the default size")
    }
}
