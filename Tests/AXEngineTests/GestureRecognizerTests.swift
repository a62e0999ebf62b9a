import AXCore
import Foundation
import XCTest
@testable import AXEngine

/// Every gesture with its thresholds, just under and just over each (default GestureThresholds:
/// slop 10, tap 300 ms, multi-tap 300 ms / 40 pt, long press 500 ms, swipe 40 pt at 300 pt/s within
/// 50 % deviation, window 120 ms, pinch ×1.15, rotate 20°, scrub 2 reversals of 20 pt, top half 50 %).
final class GestureRecognizerTests: XCTestCase {

    // MARK: Tap, slop and duration

    func testTapIsReportedOnlyAfterTheMultiTapInterval() {
        var script = PointerScript()
        script.tap(100, 100, at: 0, duration: 50)
        XCTAssertEqual(recognize(script, until: 350), [], "a double tap could still follow at lift + 300")
        let taps = recognize(script, until: 351)
        XCTAssertEqual(summary(taps), ["tap"])
        XCTAssertEqual(taps[0].location, Point(100, 100))
        XCTAssertEqual(taps[0].time, 351)
    }

    func testTapSlop() {
        var still = PointerScript()
        still.down(0, 100, 100, at: 0); still.move(0, 109.9, 100, at: 20); still.up(0, 109.9, 100, at: 40)
        XCTAssertEqual(summary(recognize(still)), ["tap"])

        var moved = PointerScript()
        moved.down(0, 100, 100, at: 0); moved.move(0, 110, 100, at: 20); moved.up(0, 100, 100, at: 40)
        XCTAssertEqual(summary(recognize(moved)), [], "a finger that travelled the slop is no longer tapping")
    }

    func testTapDuration() {
        var short = PointerScript()
        short.tap(100, 100, at: 0, duration: 300)
        XCTAssertEqual(summary(recognize(short)), ["tap"])
        var long = PointerScript()
        long.tap(100, 100, at: 0, duration: 301)
        XCTAssertEqual(summary(recognize(long)), [])
    }

    // MARK: Multi-tap

    func testMultiTapInterval() {
        var inside = PointerScript()
        inside.tap(100, 100, at: 0, duration: 50)
        inside.tap(100, 100, at: 350, duration: 50)
        XCTAssertEqual(summary(recognize(inside)), ["doubleTap"])

        var outside = PointerScript()
        outside.tap(100, 100, at: 0, duration: 50)
        outside.tap(100, 100, at: 351, duration: 50)
        XCTAssertEqual(summary(recognize(outside)), ["tap", "tap"])
    }

    func testMultiTapSlop() {
        var near = PointerScript()
        near.tap(100, 100, at: 0)
        near.tap(139.9, 100, at: 150)
        XCTAssertEqual(summary(recognize(near)), ["doubleTap"])

        var far = PointerScript()
        far.tap(100, 100, at: 0)
        far.tap(140, 100, at: 150)
        let taps = recognize(far)
        XCTAssertEqual(summary(taps), ["tap", "tap"])
        XCTAssertEqual(taps.map(\.location), [Point(100, 100), Point(140, 100)])
    }

    func testDoubleTapWaitsForAPossibleThirdTap() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.tap(100, 100, at: 150)
        XCTAssertEqual(recognize(script, until: 500), [], "second lift at 200: a third tap may come until 500")
        XCTAssertEqual(summary(recognize(script, until: 501)), ["doubleTap"])
    }

    func testTripleTapIsReportedAtTheThirdLift() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.tap(100, 100, at: 150)
        script.tap(100, 100, at: 300)
        let gestures = recognize(script, until: 350)
        XCTAssertEqual(summary(gestures), ["tripleTap"])
        XCTAssertEqual(gestures[0].time, 350)
    }

    func testTwoFingerDoubleTap() {
        var script = PointerScript()
        script.tap(100, 100, at: 0, fingers: 2)
        script.tap(100, 100, at: 200, fingers: 2)
        XCTAssertEqual(summary(recognize(script)), ["doubleTap×2"])
    }

    func testTapsWithDifferentFingerCountsDoNotCombine() {
        var script = PointerScript()
        script.tap(100, 100, at: 0, fingers: 1)
        script.tap(100, 100, at: 200, fingers: 2)
        XCTAssertEqual(summary(recognize(script)), ["tap", "tap×2"])
    }

    // MARK: Long press and double-tap-and-hold

    func testLongPressTime() {
        var early = PointerScript()
        early.down(0, 100, 100, at: 0); early.up(0, 100, 100, at: 499)
        XCTAssertEqual(summary(recognize(early)), [], "too long for a tap, too short for a long press")

        var held = PointerScript()
        held.down(0, 100, 100, at: 0); held.up(0, 100, 100, at: 500)
        let gestures = recognize(held)
        XCTAssertEqual(summary(gestures), ["longPress.began", "longPress.ended"])
        XCTAssertEqual(gestures[0].time, 500)
    }

    func testLongPressIsDecidedByTheClockAlone() {
        var recognizer = GestureRecognizer(screenSize: testScreen)
        var output: [RecognizedGesture] = []
        recognizer.handle(PointerSample(.down, id: 0, Point(10, 10), time: 0), into: &output)
        XCTAssertEqual(recognizer.nextDeadline, 121, "the multi-finger window closes first")
        recognizer.advance(to: 499, into: &output)
        XCTAssertEqual(output, [])
        XCTAssertEqual(recognizer.nextDeadline, 500)
        recognizer.advance(to: 500, into: &output)
        XCTAssertEqual(summary(output), ["longPress.began"])
        XCTAssertEqual(recognizer.activeGesture, .longPress)
        XCTAssertNil(recognizer.nextDeadline)
    }

    func testLongPressWithinSlopThenMovesAndEnds() {
        var script = PointerScript()
        script.down(0, 100, 100, at: 0)
        script.move(0, 109, 100, at: 300)
        script.move(0, 200, 150, at: 600)
        script.up(0, 210, 150, at: 700)
        let gestures = recognize(script)
        XCTAssertEqual(summary(gestures), ["longPress.began", "longPress.changed", "longPress.ended"])
        XCTAssertEqual(gestures[1].location, Point(200, 150))
        XCTAssertEqual(gestures[2].location, Point(210, 150))
    }

    func testMovingPastTheSlopPreventsTheLongPress() {
        var script = PointerScript()
        script.down(0, 100, 100, at: 0)
        script.move(0, 110, 100, at: 300)
        script.up(0, 110, 100, at: 800)
        XCTAssertFalse(recognize(script).contains { $0.kind == .longPress })
    }

    func testDoubleTapAndHold() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.down(0, 102, 100, at: 200)
        script.move(0, 160, 130, at: 800)
        script.up(0, 170, 140, at: 900)
        let gestures = recognize(script)
        XCTAssertEqual(summary(gestures), ["doubleTapHold.began", "doubleTapHold.changed", "doubleTapHold.ended"])
        XCTAssertEqual(gestures[0].time, 700, "held for the long-press time after the second touch landed")
        XCTAssertEqual(gestures[2].location, Point(170, 140))
    }

    func testDoubleTapHeldJustUnderTheLongPressTimeIsASingleTap() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.down(0, 100, 100, at: 200)
        script.up(0, 100, 100, at: 699)
        XCTAssertEqual(summary(recognize(script)), ["tap"])
    }

    func testHoldFarFromThePreviousTapIsATapThenALongPress() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.down(0, 200, 100, at: 200)
        script.up(0, 200, 100, at: 800)
        XCTAssertEqual(summary(recognize(script)), ["tap", "longPress.began", "longPress.ended"])
    }

    // MARK: Pan

    func testSlowDragIsAPan() {
        var script = PointerScript()
        script.down(0, 100, 100, at: 0)
        for step in 1...10 { script.move(0, 100 + Double(step) * 10, 100, at: step * 100) }
        script.up(0, 200, 100, at: 1000)
        let gestures = recognize(script)
        XCTAssertEqual(gestures.first.map { summary([$0]) }, ["pan.began"])
        XCTAssertEqual(gestures.first?.time, 121, "past the slop at 100, slow enough: it begins when the window closes")
        XCTAssertEqual(gestures.first?.location, Point(110, 100))
        XCTAssertEqual(gestures.last.map { summary([$0]) }, ["pan.ended"])
        XCTAssertEqual(gestures.filter { $0.phase == .changed }.count, 9)
        XCTAssertEqual(gestures.last?.location, Point(200, 100))
        XCTAssertEqual(gestures.last?.sceneGesture, SceneGesture(kind: .pan, location: Point(200, 100)))
    }

    func testPanBeginsWhenAStillFingerSlowsBelowSwipeSpeed() {
        var recognizer = GestureRecognizer(screenSize: testScreen)
        var output: [RecognizedGesture] = []
        recognizer.handle(PointerSample(.down, id: 0, Point(0, 0), time: 0), into: &output)
        recognizer.handle(PointerSample(.move, id: 0, Point(30, 0), time: 50), into: &output)
        // 30 pt at 300 pt/s takes 100 ms: from 101 ms on, the average speed is below a swipe's.
        XCTAssertEqual(recognizer.nextDeadline, 121, "not before the multi-finger window closes")
        var thresholds = GestureThresholds()
        thresholds.multiFingerWindow = 20
        recognizer = GestureRecognizer(thresholds: thresholds, screenSize: testScreen)
        recognizer.handle(PointerSample(.down, id: 0, Point(0, 0), time: 0), into: &output)
        recognizer.handle(PointerSample(.move, id: 0, Point(30, 0), time: 50), into: &output)
        XCTAssertEqual(recognizer.nextDeadline, 101)
        recognizer.advance(to: 100, into: &output)
        XCTAssertEqual(output, [])
        recognizer.advance(to: 101, into: &output)
        XCTAssertEqual(summary(output), ["pan.began"])
    }

    // MARK: Swipe

    func testSwipeDirections() {
        for (dx, dy, name) in [(80.0, 0.0, "right"), (-80.0, 0.0, "left"), (0.0, -80.0, "up"), (0.0, 80.0, "down")] {
            var script = PointerScript()
            script.swipe(from: 200, 400, by: dx, dy, at: 0, duration: 100)
            XCTAssertEqual(summary(recognize(script)), ["swipe \(name)"])
        }
    }

    func testSwipeDistance() {
        var short = PointerScript()
        short.swipe(from: 200, 400, by: 39.9, 0, at: 0, duration: 50)
        XCTAssertEqual(summary(recognize(short)), [])
        var long = PointerScript()
        long.swipe(from: 200, 400, by: 40, 0, at: 0, duration: 50)
        let gestures = recognize(long)
        XCTAssertEqual(summary(gestures), ["swipe right"])
        XCTAssertEqual(gestures[0].amount, 40)
    }

    func testSwipeSpeed() {
        // 60 pt in 200 ms is exactly 300 pt/s: a swipe. In 201 ms it is slower, and becomes a pan.
        var fast = PointerScript()
        fast.down(0, 100, 100, at: 0); fast.move(0, 160, 100, at: 200); fast.up(0, 160, 100, at: 200)
        XCTAssertEqual(summary(recognize(fast)), ["swipe right"])
        var slow = PointerScript()
        slow.down(0, 100, 100, at: 0); slow.move(0, 160, 100, at: 201); slow.up(0, 160, 100, at: 201)
        XCTAssertEqual(summary(recognize(slow)), ["pan.began", "pan.ended"])
    }

    func testSwipeDeviation() {
        var straightEnough = PointerScript()
        straightEnough.down(0, 100, 100, at: 0)
        straightEnough.move(0, 150, 150, at: 50)
        straightEnough.move(0, 200, 100, at: 100)
        straightEnough.up(0, 200, 100, at: 100)
        XCTAssertEqual(summary(recognize(straightEnough)), ["swipe right"], "50 pt off a 100 pt swipe is the limit")
        var crooked = PointerScript()
        crooked.down(0, 100, 100, at: 0)
        crooked.move(0, 150, 150.5, at: 50)
        crooked.move(0, 200, 100, at: 100)
        crooked.up(0, 200, 100, at: 100)
        XCTAssertEqual(summary(recognize(crooked)), [])
    }

    func testMultiFingerSwipes() {
        for fingers in 2...4 {
            var script = PointerScript()
            script.swipe(from: 50, 600, by: 0, -100, at: 0, duration: 100, fingers: fingers)
            XCTAssertEqual(summary(recognize(script)), ["swipe×\(fingers) up"])
        }
        var left = PointerScript()
        left.swipe(from: 200, 400, by: -100, 0, at: 0, duration: 100, fingers: 3)
        XCTAssertEqual(summary(recognize(left)), ["swipe×3 left"])
    }

    // MARK: Pinch and rotate

    private func twoFingers(movingSecondTo x: Double, _ y: Double) -> PointerScript {
        var script = PointerScript()
        script.down(0, 100, 300, at: 0)
        script.down(1, 200, 300, at: 10)
        script.move(1, x, y, at: 200)
        script.up(1, x, y, at: 300)
        script.up(0, 100, 300, at: 300)
        return script
    }

    func testPinchScale() {
        XCTAssertEqual(summary(recognize(twoFingers(movingSecondTo: 214.9, 300))), [])
        let out = recognize(twoFingers(movingSecondTo: 215, 300))
        XCTAssertEqual(summary(out), ["pinch.began×2 out", "pinch.ended×2 out"])
        XCTAssertEqual(out[1].amount!, 1.15, accuracy: 1e-9)
        XCTAssertEqual(out[1].sceneGesture?.kind, .pinch)
        XCTAssertEqual(out[1].sceneGesture!.amount!, 1.15, accuracy: 1e-9)

        XCTAssertEqual(summary(recognize(twoFingers(movingSecondTo: 187.1, 300))), [])
        XCTAssertEqual(summary(recognize(twoFingers(movingSecondTo: 186.9, 300))), ["pinch.began×2 in", "pinch.ended×2 in"])
    }

    func testRotateAngle() {
        func turned(_ degrees: Double) -> PointerScript {
            let radians = degrees * Double.pi / 180
            return twoFingers(movingSecondTo: 100 + 100 * cos(radians), 300 + 100 * sin(radians))
        }
        XCTAssertEqual(summary(recognize(turned(19.9))), [])
        let clockwise = recognize(turned(20.1))
        XCTAssertEqual(summary(clockwise), ["rotate.began×2 clockwise", "rotate.ended×2 clockwise"])
        XCTAssertEqual(clockwise[0].amount!, 20.1 * Double.pi / 180, accuracy: 1e-9)
        XCTAssertEqual(summary(recognize(turned(-19.9))), [])
        XCTAssertEqual(summary(recognize(turned(-20.1))),
                       ["rotate.began×2 counterclockwise", "rotate.ended×2 counterclockwise"])
    }

    // MARK: Scrub

    private func scrub(legs: [Double]) -> PointerScript {
        var script = PointerScript()
        script.down(0, 150, 400, at: 0)
        script.down(1, 150, 440, at: 0)
        var x = 150.0, t = 0
        for leg in legs {
            x += leg
            t += 60
            script.move(0, x, 400, at: t)
            script.move(1, x, 440, at: t)
        }
        script.up(0, x, 400, at: t + 10)
        script.up(1, x, 440, at: t + 10)
        return script
    }

    func testScrubReversals() {
        XCTAssertEqual(summary(recognize(scrub(legs: [30, -30, 30]))), ["scrub×2"])
        XCTAssertEqual(summary(recognize(scrub(legs: [30, -30]))), [], "one reversal is not a Z")
    }

    func testScrubLegDistance() {
        XCTAssertEqual(summary(recognize(scrub(legs: [20, -20, 20]))), ["scrub×2"])
        XCTAssertEqual(summary(recognize(scrub(legs: [20, -19.9, 19.9]))), [])
    }

    // MARK: Four-finger taps

    func testFourFingerTapTopAndBottom() {
        // The screen is 844 high: the top half ends at 422.
        var top = PointerScript()
        top.tap(100, 421.9, at: 0, fingers: 4)
        XCTAssertEqual(summary(recognize(top)), ["tap×4 top"])
        var bottom = PointerScript()
        bottom.tap(100, 422, at: 0, fingers: 4)
        XCTAssertEqual(summary(recognize(bottom)), ["tap×4 bottom"])
    }

    // MARK: Multi-finger timing

    func testFingersLandingInsideTheWindowJoinTheGesture() {
        var inside = PointerScript()
        inside.down(0, 100, 100, at: 0)
        inside.down(1, 140, 100, at: 120)
        inside.up(0, 100, 100, at: 200)
        inside.up(1, 140, 100, at: 200)
        let gestures = recognize(inside)
        XCTAssertEqual(summary(gestures), ["tap×2"])
        XCTAssertEqual(gestures[0].location, Point(120, 100))
    }

    func testAFingerLandingAfterTheWindowIsIgnored() {
        var outside = PointerScript()
        outside.down(0, 100, 100, at: 0)
        outside.down(1, 140, 100, at: 121)
        outside.up(0, 100, 100, at: 200)
        outside.move(1, 190, 100, at: 210)
        outside.up(1, 190, 100, at: 220)
        XCTAssertEqual(summary(recognize(outside)), ["tap"])
    }

    func testAFifthFingerMakesTheGestureFail() {
        var script = PointerScript()
        script.tap(50, 100, at: 0, fingers: 5)
        XCTAssertEqual(summary(recognize(script)), [])
    }

    // MARK: Cancel

    func testCancelEndsAContinuousGesture() {
        var script = PointerScript()
        script.down(0, 100, 100, at: 0)
        script.cancel(0, 100, 100, at: 600)
        XCTAssertEqual(summary(recognize(script)), ["longPress.began", "longPress.cancelled"])
    }

    func testCancelForgetsPendingTaps() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.down(0, 100, 100, at: 150)
        script.cancel(0, 100, 100, at: 170)
        XCTAssertEqual(summary(recognize(script)), [])
    }

    func testCancelOfOneFingerFailsAMultiFingerGesture() {
        var script = PointerScript()
        script.down(0, 100, 100, at: 0)
        script.down(1, 130, 100, at: 10)
        script.cancel(1, 130, 100, at: 30)
        script.up(0, 100, 100, at: 60)
        XCTAssertEqual(summary(recognize(script)), [])
    }

    // MARK: Outputs

    func testTraceAndSceneForms() {
        let swipe = RecognizedGesture(.swipe, fingers: 3, direction: .left, location: Point(1, 2), amount: 80, time: 5)
        XCTAssertEqual(swipe.outputEvent, .gesture(kind: .swipe, fingers: 3, direction: .left))
        XCTAssertEqual(swipe.sceneGesture, SceneGesture(kind: .swipe, location: Point(1, 2), fingers: 3, direction: .left))

        let began = RecognizedGesture(.longPress, phase: .began, location: Point(3, 4), time: 500)
        XCTAssertEqual(began.outputEvent, .gesture(kind: .longPress, fingers: 1, direction: nil))
        XCTAssertEqual(began.sceneGesture, SceneGesture(kind: .longPress, location: Point(3, 4)))
        var changed = began
        changed.phase = .changed
        XCTAssertNil(changed.outputEvent, "changes stay out of traces")
        XCTAssertNil(changed.sceneGesture)

        let scrub = RecognizedGesture(.scrub, fingers: 2, location: .zero, time: 0)
        XCTAssertEqual(scrub.outputEvent, .gesture(kind: .scrub, fingers: 2, direction: nil))
        XCTAssertNil(scrub.sceneGesture, "a scrub is VoiceOver's alone")
    }

    func testSameStreamSameGestures() {
        var script = PointerScript()
        script.tap(100, 100, at: 0)
        script.swipe(from: 200, 400, by: 80, 0, at: 500, duration: 100)
        script.down(0, 100, 100, at: 1000)
        script.up(0, 100, 100, at: 1600)
        XCTAssertEqual(recognize(script), recognize(script))
        XCTAssertEqual(summary(recognize(script)), ["tap", "swipe right", "longPress.began", "longPress.ended"])
    }

    func testResetForgetsEverything() {
        var recognizer = GestureRecognizer(screenSize: testScreen)
        var output: [RecognizedGesture] = []
        recognizer.handle(PointerSample(.down, id: 0, Point(10, 10), time: 0), into: &output)
        recognizer.handle(PointerSample(.up, id: 0, Point(10, 10), time: 20), into: &output)
        recognizer.reset()
        XCTAssertNil(recognizer.nextDeadline)
        XCTAssertFalse(recognizer.isTracking)
        recognizer.advance(to: 5000, into: &output)
        XCTAssertEqual(output, [])
    }
}

/// Zoom's three-finger drags are recognized only while Zoom asks for them (docs/vision.md#zoom).
final class ThreeFingerDragRecognitionTests: XCTestCase {
    private func slowDrag() -> PointerScript {
        var script = PointerScript()
        script.swipe(from: 100, 400, by: -100, 0, at: 0, duration: 1000, steps: 10, fingers: 3)
        return script
    }

    func testASlowThreeFingerDragIsNothingUnlessZoomAsks() {
        XCTAssertEqual(summary(recognize(slowDrag())), [])
        var recognizer = GestureRecognizer(screenSize: testScreen)
        recognizer.recognizesThreeFingerDrags = true
        var output: [RecognizedGesture] = []
        for sample in slowDrag().samples { recognizer.handle(sample, into: &output) }
        XCTAssertEqual(Set(summary(output)), ["pan.began×3", "pan.changed×3", "pan.ended×3"])
    }

    func testTheSecondTouchOfAThreeFingerDoubleTapDraggedIsADoubleTapHold() {
        var script = PointerScript()
        script.tap(100, 400, at: 0, fingers: 3)
        script.swipe(from: 100, 400, by: 0, -100, at: 150, duration: 1000, steps: 10, fingers: 3)
        var recognizer = GestureRecognizer(screenSize: testScreen)
        recognizer.recognizesThreeFingerDrags = true
        var output: [RecognizedGesture] = []
        for sample in script.samples { recognizer.handle(sample, into: &output) }
        recognizer.advance(to: 5000, into: &output)
        XCTAssertEqual(summary(output).first, "doubleTapHold.began×3")
        XCTAssertFalse(summary(output).contains("tap×3"), "the first tap is part of the gesture")
    }
}
