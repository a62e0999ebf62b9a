@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// `motion.reduce-motion` after what a user does (docs/rules.md): an animation a swipe or a double
/// tap starts has ended by the time the state it leads to settles, so frames of that state alone
/// missed it. HelloGoodbye's card zooming away, the talk's Reduce Motion moment, passed.
final class ReduceMotionAfterActionTests: XCTestCase {
    /// A button that, double tapped, zooms a card in over `duration` ms from the time it was
    /// pressed, or fades it in when the scene honours Reduce Motion.
    final class Zooming: Scene {
        let id = "zooming"
        let title = "Zooming"
        let device = Device.phone
        let honoursReduceMotion: Bool
        private var shownAt: Int?
        init(honoursReduceMotion: Bool) { self.honoursReduceMotion = honoursReduceMotion }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {
            list.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 844)), .white)
            list.text(TextRun("Show", box: Rect(x: 16, y: 40, width: 358, height: 44), size: 17, weight: settings.weight(.regular), color: .black))
            guard let shownAt else { return }
            let moving = time - shownAt < 400
            let kind: AnimationKind? = moving ? (honoursReduceMotion && settings.reduceMotion ? .fade : .scale) : nil
            list.animating(kind) { list in
                list.fill(.rect(Rect(x: 16, y: 200, width: 358, height: 200)), Color(red: 0.87, green: 0.87, blue: 0.87))
            }
        }

        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            var show = AccessibilityElement(id: "show", label: "Show", traits: .button, frame: Rect(x: 16, y: 40, width: 358, height: 44))
            show.onActivate = { [unowned self] context in
                guard self.shownAt == nil else { return false }
                self.shownAt = context.now
                context.post(.layoutChanged(.none))
                return true
            }
            return [show]
        }

        func stateSnapshot() -> [(key: String, value: String)] { [("shown", shownAt == nil ? "no" : "yes")] }
    }

    private func motion(_ make: @escaping () -> Scene, depth: Int = 2) -> [Finding] {
        let descriptor = SceneDescriptor(id: "zooming", tab: "Tests", title: "Zooming", sourcePath: #filePath) { make() }
        let rules = RuleCatalog.all.filter { $0.info.id == "motion.reduce-motion" }
        return Validator(rules: rules, bounds: ExplorationBounds(depth: depth, states: 10)).validate(descriptor).findings
    }

    /// The zoom the double tap starts is found in the state it leads to, and the detail says it
    /// was drawn after the action; a fade passes, and so does the first state at `--depth 0`,
    /// where nothing was done.
    func testAnAnimationTheActionStartedIsFoundInTheStateItReaches() throws {
        let found = motion { Zooming(honoursReduceMotion: false) }
        XCTAssertEqual(found.map(\.message), ["Animations still play with Reduce Motion on: scale"])
        let finding = try XCTUnwrap(found.first)
        XCTAssertTrue(finding.detail.contains("after the action that reaches this state: scale"), finding.detail)
        XCTAssertEqual(finding.settings, "reduceMotion=true")
        XCTAssertEqual(motion { Zooming(honoursReduceMotion: true) }.map(\.message), [])
        XCTAssertEqual(motion({ Zooming(honoursReduceMotion: false) }, depth: 0).map(\.message), [])
    }

    /// The talk's app: the broken one zooms its card away at a finger's swipe, under Reduce Motion
    /// too, and slides its preview up; the fixed one fades both. Touch-only in the broken app, so
    /// only performing the declared gestures as a finger shows it.
    func testHelloGoodbyesZoomingCardIsFoundAndItsFixPasses() throws {
        func found(_ id: String) throws -> [String] {
            let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == id })
            let rules = RuleCatalog.all.filter { $0.info.id == "motion.reduce-motion" }
            return Validator(rules: rules, bounds: ExplorationBounds(depth: 1, states: 10)).validate(descriptor).findings
                .map { "\($0.message) | \($0.detail)" }
        }
        XCTAssertEqual(try found("hello-goodbye-broken").sorted(), [
            "Animations still play with Reduce Motion on: planeShift | animation kinds drawn in the 500 ms after a finger's swipe up over "
                + "\"slide the preview tab up to preview your profile\": planeShift; only fades are allowed",
            "Animations still play with Reduce Motion on: scale, planeShift | animation kinds drawn in the 500 ms after a finger's swipe up "
                + "or swipe down over \"swipe up to say hello\" and \"swipe down to say goodbye\": scale, planeShift; only fades are allowed",
        ])
        XCTAssertEqual(try found("hello-goodbye"), [])
    }
}
