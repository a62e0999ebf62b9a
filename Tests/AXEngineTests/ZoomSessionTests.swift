import AXCore
@testable import AXEngine
import XCTest

/// Zoom in the session (docs/vision.md#zoom): the three-finger gestures beside VoiceOver's, the
/// commands, Follow Focus, and the lens as an output, on a 390 × 844 phone.
final class ZoomSessionTests: XCTestCase {
    private func scene() -> VOTestScene {
        VOTestScene(elements: [button("top", "Top", x: 0, y: 0), button("bottom", "Bottom", x: 280, y: 780)])
    }

    private func start(voiceOver: Bool = true, _ settings: ZoomSettings = .default, zoomedIn: Bool = false) -> DrivenSession {
        var s = Settings()
        s.voiceOver = voiceOver
        let session = Session(scene: scene(), settings: s)
        session.startZoom(settings, on: true, zoomedIn: zoomedIn)
        return DrivenSession(session)
    }

    private func feed(_ script: PointerScript, to driven: DrivenSession, settleBy: Int = 2000) {
        for sample in script.samples { driven.apply(.pointer(sample), at: sample.time) }
        driven.advance(to: (script.samples.last?.time ?? 0) + settleBy)
    }

    private func lenses(_ outputs: [Output]) -> [ZoomLens?] {
        outputs.compactMap { if case .zoom(let lens) = $0.event { return .some(lens) } else { return nil } }
    }

    /// Fingers 0–2 tap twice at (100, 200), (130, 200), (160, 200): centroid (130, 200).
    private func threeFingerDoubleTap(at t: Int) -> PointerScript {
        var script = PointerScript()
        script.tap(100, 200, at: t, fingers: 3)
        script.tap(100, 200, at: t + 150, fingers: 3)
        return script
    }

    func testThreeFingerDoubleTapZoomsInAroundTheFingersAndOutAgainWithVoiceOverOn() {
        let driven = start()
        feed(threeFingerDoubleTap(at: 100), to: driven)
        let lens = driven.session.zoomLens
        XCTAssertEqual(lens?.level, 2)
        // Half the screen each way, centred on the fingers, kept on the screen at the top.
        XCTAssertEqual(lens?.region, Rect(32.5, 0, 195, 422))
        XCTAssertEqual(lens?.window, Rect(0, 0, 390, 844))
        let outputs = driven.drainOutputs()
        XCTAssertEqual(lenses(outputs), [lens])
        XCTAssertFalse(outputs.contains { if case .action = $0.event { return true } else { return false } },
                       "VoiceOver does not also act on Zoom's gesture")
        XCTAssertEqual(driven.session.focusedElementID, "top")
        feed(threeFingerDoubleTap(at: 3000), to: driven)
        XCTAssertNil(driven.session.zoomLens)
        XCTAssertEqual(lenses(driven.drainOutputs()), [nil])
    }

    func testTheSceneDoesNotGetZoomsDoubleTapButGetsItWithZoomOff() {
        let driven = start(voiceOver: false)
        feed(threeFingerDoubleTap(at: 100), to: driven)
        XCTAssertNotNil(driven.session.zoomLens)
        XCTAssertFalse((driven.session.scene as! VOTestScene).log.contains { $0.hasPrefix("gesture doubleTap") })
        driven.apply(.zoom(.off), at: 3000)
        XCTAssertEqual(lenses(driven.drainOutputs()).last, .some(nil))
        feed(threeFingerDoubleTap(at: 4000), to: driven)
        XCTAssertNil(driven.session.zoomLens)
        XCTAssertTrue((driven.session.scene as! VOTestScene).log.contains { $0.hasPrefix("gesture doubleTap") })
    }

    func testThreeFingerDragPansTheContentWithTheFingers() {
        let driven = start(zoomedIn: true)
        XCTAssertEqual(driven.session.zoomLens?.center, Point(195, 422))
        var script = PointerScript()
        // Slowly (100 pt in a second) to the left: the content follows, so the region moves right
        // by 90 / 2 scene points (the drag is recognized after its first 10-point step, and pans
        // from there).
        script.swipe(from: 100, 400, by: -100, 0, at: 1000, duration: 1000, steps: 10, fingers: 3)
        feed(script, to: driven)
        XCTAssertEqual(driven.session.zoomLens?.center.x ?? 0, 240, accuracy: 1e-9)
        XCTAssertEqual(driven.session.zoomLens?.center.y, 422)
        XCTAssertFalse(driven.drainOutputs().contains { if case .action = $0.event { return true } else { return false } },
                       "no VoiceOver scroll for a drag")
    }

    func testAFastThreeFingerSwipeStillScrollsForVoiceOver() {
        let driven = start(zoomedIn: true)
        var script = PointerScript()
        script.swipe(from: 100, 400, by: 0, -200, at: 1000, duration: 150, fingers: 3)
        feed(script, to: driven)
        let gestures = driven.drainOutputs().compactMap { if case .gesture(let kind, let fingers, let direction) = $0.event { return "\(kind.rawValue)×\(fingers) \(direction?.rawValue ?? "")" } else { return nil } }
        XCTAssertEqual(gestures, ["swipe×3 up"])
        XCTAssertEqual(driven.session.zoomLens?.center, Point(195, 422), "a swipe does not pan")
    }

    func testDoubleTapAndDragUpMagnifiesMoreUpToTheMaximum() {
        let driven = start(zoomedIn: true)
        var script = PointerScript()
        script.tap(100, 600, at: 1000, fingers: 3)
        // The second touch stays down and drags up 150 points slowly after its first 10-point step
        // (where the gesture is recognized): the level doubles.
        script.swipe(from: 100, 600, by: 0, -160, at: 1150, duration: 1600, steps: 16, fingers: 3)
        feed(script, to: driven)
        XCTAssertEqual(driven.session.zoomLens?.level ?? 0, 4, accuracy: 1e-9)
        var further = PointerScript()
        further.tap(100, 600, at: 5000, fingers: 3)
        further.swipe(from: 100, 600, by: 0, -300, at: 5150, duration: 3000, steps: 30, fingers: 3)
        feed(further, to: driven)
        XCTAssertEqual(driven.session.zoomLens?.level, 5, "iOS's default Maximum Zoom Level")
        var down = PointerScript()
        down.tap(100, 300, at: 10_000, fingers: 3)
        down.swipe(from: 100, 300, by: 0, 450, at: 10_150, duration: 4000, steps: 40, fingers: 3)
        feed(down, to: driven)
        XCTAssertEqual(driven.session.zoomLens?.level, ZoomSettings.levels.lowerBound)
    }

    func testFollowFocusBringsVoiceOversCursorIntoTheRegion() {
        let driven = start()
        feed(threeFingerDoubleTap(at: 100), to: driven)
        XCTAssertEqual(driven.session.zoomLens?.region, Rect(32.5, 0, 195, 422))
        _ = driven.drainOutputs()
        driven.send(.next, at: 3000)
        let region = driven.session.zoomLens?.region
        XCTAssertEqual(region, Rect(193.5, 410.5, 195, 422), "moved as little as shows Bottom (280…380, 780…824) with its cursor's margin whole")
        XCTAssertEqual(lenses(driven.drainOutputs()).count, 1)
        var off = ZoomSettings()
        off.followsFocus = false
        let unfollowed = start(off)
        feed(threeFingerDoubleTap(at: 100), to: unfollowed)
        unfollowed.send(.next, at: 3000)
        XCTAssertEqual(unfollowed.session.zoomLens?.region, Rect(32.5, 0, 195, 422))
    }

    func testCommandsStepTheLevelAndPanAndWindowZoomHasALens() {
        var settings = ZoomSettings()
        settings.mode = .window
        let driven = start(settings)
        driven.apply(.zoom(.toggle), at: 10)
        // The lens (312 × 281.33: 80 % of the width, exactly a third of the 844-point height, not
        // rounded) centred on the focused element's centre, kept on the screen.
        let third = 844 * ZoomSettings.lensFraction.height
        XCTAssertEqual(third, 844.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(driven.session.zoomLens?.window, Rect(0, 0, 312, third))
        XCTAssertEqual(driven.session.zoomLens?.region, Rect(0, 0, 156, third / 2))
        XCTAssertEqual(driven.session.zoomLens?.region.height ?? 0, 140.67, accuracy: 0.005)
        driven.apply(.zoom(.zoomIn), at: 20)
        XCTAssertEqual(driven.session.zoomLens?.level, 2.5)
        driven.apply(.zoom(.pan(.right)), at: 30)
        // 2.5× keeps the centre (78, 70.25): the region starts at x 15.6 and moves a quarter of its 124.8 width.
        XCTAssertEqual(driven.session.zoomLens?.region.minX ?? 0, 15.6 + 124.8 / 4, accuracy: 1e-9)
        driven.apply(.zoom(.zoomOut), at: 40)
        driven.apply(.zoom(.zoomOut), at: 50)
        XCTAssertEqual(driven.session.zoomLens?.level ?? 0, 1.6, accuracy: 1e-9)
    }

    func testSettingsReadByNameAndRejectBadValues() throws {
        var settings = ZoomSettings()
        try settings.set("mode", to: "window")
        try settings.set("level", to: "3.5")
        try settings.set("followsFocus", to: "off")
        XCTAssertEqual(settings.named.map { "\($0.name)=\($0.value)" }, ["mode=window", "level=3.5", "maximumLevel=5", "followsFocus=false"])
        XCTAssertThrowsError(try settings.set("level", to: "20")) { error in
            XCTAssertEqual("\(error)", "zoom setting level=20: expected a magnification from 1.2 to 15")
        }
        XCTAssertThrowsError(try settings.set("lens", to: "big"))
    }
}
