import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A validation's report is a function of the scene, its states and the settings, never of which
/// copy of the scene a state, a variant or a probe acts on: copies are handed from state to state
/// (`SceneCopies`), and on several threads which copy, with which history, a state gets depends on
/// how the threads meet. Judging the states last first (`Validator.judgingOrder`) hands every
/// state copies with another history than the sequential run's, deterministically; and a variant
/// judged on an earlier variant's tree acts on no copy told the earlier variant's settings.
final class JudgingOrderTests: XCTestCase {
    /// The five reports of validating `descriptor` at `bounds` with `rules`, its states judged in `order`.
    private func reports(_ descriptor: SceneDescriptor, rules: [Rule] = RuleCatalog.all, bounds: ExplorationBounds,
                         order: JudgingOrder) -> [String] {
        var validator = Validator(rules: rules, bounds: bounds)
        validator.judgingOrder = order
        return EveryReportFormat.render(validator.validate([descriptor]))
    }

    /// HelloGoodbye, whose preview card a finger swipes up (`motion.reduce-motion` draws the frames
    /// after it on a probe copy, under Reduce Motion), and the catalog's scenes whose probes and
    /// variants take copies handed on (Pre-Poster, Photo Filter, Exceptional Dogs, the home screen):
    /// the same five reports whichever order their states are judged in.
    func testReportsAreTheSameJudgedBackwards() throws {
        let bounds = ExplorationBounds(depth: 3, states: 20)
        for id in ["hello-goodbye", "hello-goodbye-broken", "pre-poster", "photo-filter", "exceptional-dogs-broken", "home-screen"] {
            let descriptor = try XCTUnwrap(Catalog.descriptor(for: id))
            EveryReportFormat.assertSame(reports(descriptor, bounds: bounds, order: .found),
                                         reports(descriptor, bounds: bounds, order: .reversed), id)
        }
    }

    /// A panel a finger swipes up, which slides in, or fades in when the app was last told Reduce
    /// Motion is on: the kind is chosen as the gesture starts, from the settings the app was told
    /// (as an app reads `UIAccessibility.isReduceMotionEnabled` when notified and keeps it), and
    /// nothing it lays out or draws reads Reduce Motion, so the Reduce Motion variant is judged on
    /// the first variant's reading (`AuditSubject.init(alike:settings:)`).
    final class SlidingPanel: ComponentScene {
        /// The settings last told; read only when a swipe starts.
        private var told = Settings()
        /// When the panel was swiped up, and whether it fades in.
        private var shown: (at: Int, fades: Bool)?

        init() { super.init(id: "panel", title: "Panel") }

        override func settingsDidChange(context: SceneContext) {
            super.settingsDidChange(context: context)
            told = context.settings
        }

        override func body(settings: Settings) -> any Component {
            Drawing(height: 844, element: AccessibilityElement(id: "panel", label: "Swipe up for the panel", traits: .staticText,
                                                               frame: .zero)) { [shown] frame, list, _, time in
                list.fill(.rect(frame), .white)
                guard let shown else { return }
                let moving = time - shown.at < 400
                list.animating(moving ? (shown.fades ? .fade : .planeShift) : nil) { list in
                    list.fill(.rect(Rect(x: 0, y: 444, width: 390, height: 400)), Color(r8: 40, g8: 40, b8: 40))
                }
            }
        }

        override var declaredGestures: [DeclaredGesture] {
            [DeclaredGesture(kind: .swipe, frame: Rect(x: 0, y: 0, width: 390, height: 844), meaning: "swipe up for the panel")]
        }

        override func gesture(_ gesture: SceneGesture, context: SceneContext) -> Bool {
            guard gesture.kind == .swipe, gesture.direction == .up, shown == nil else { return false }
            shown = (context.now, told.reduceMotion)
            setNeedsLayout()
            return true
        }

        override func stateSnapshot() -> [(key: String, value: String)] { [("shown", shown == nil ? "no" : "yes")] }
    }

    /// The panel fades under Reduce Motion, so `motion.reduce-motion` finds nothing: the Reduce
    /// Motion variant, judged on the first variant's reading, swipes on a probe copy of its own,
    /// told Reduce Motion. On the first variant's copy, told the defaults (and, in a validation
    /// that hands copies on, the states it served), the panel slid.
    func testAVariantJudgedOnAnEarlierReadingSwipesOnACopyToldItsOwnSettings() throws {
        let descriptor = SceneDescriptor(id: "panel", tab: "Tests", title: "Panel", sourcePath: #filePath) { SlidingPanel() }
        let rules = RuleCatalog.all.filter { $0.info.id == "motion.reduce-motion" }
        let report = Validator(rules: rules).validate([descriptor])
        XCTAssertEqual(report.scenes.first?.findings.map(\.message), [])
        // The panel does slide where Reduce Motion is off: the defaults variant draws it so, and
        // a panel that ignores the setting would be found.
        let settings = Settings()
        let subject = AuditSubject(descriptor: descriptor, settings: settings, metrics: BundledFontAdvances(), isDeclarative: false)
        let kinds = subject.framesAfterGestures.flatMap(\.frames).reduceMotionKinds
        XCTAssertEqual(kinds, [.planeShift])
        // And the variant is judged on the first reading, where the hand-on would happen.
        var reduceMotion = settings
        reduceMotion.reduceMotion = true
        XCTAssertTrue(subject.readsAlike(under: reduceMotion))
    }
}
