import AXCore
import XCTest
@testable import AXEngine

/// The table of docs/voiceover.md, row by row.
final class GestureVoiceOverMapTests: XCTestCase {
    private func command(_ kind: RecognizedGesture.Kind, _ phase: RecognizedGesture.Phase = .recognized,
                         fingers: Int = 1, toward direction: RecognizedGesture.Direction? = nil,
                         at location: Point = Point(10, 20)) -> VoiceOverCommand? {
        VoiceOverGestureMap.command(for: RecognizedGesture(kind, phase: phase, fingers: fingers, direction: direction,
                                                           location: location, time: 0))
    }

    func testOneFingerSwipesNavigate() {
        XCTAssertEqual(command(.swipe, toward: .right), .next)
        XCTAssertEqual(command(.swipe, toward: .left), .previous)
        XCTAssertEqual(command(.swipe, toward: .up), .up)
        XCTAssertEqual(command(.swipe, toward: .down), .down)
    }

    func testTapsActivateAndLongPress() {
        XCTAssertEqual(command(.doubleTap), .activate)
        XCTAssertEqual(command(.tripleTap), .longPress)
        XCTAssertEqual(command(.doubleTapHold, .began), .passThrough(path: []))
        XCTAssertNil(command(.doubleTapHold, .changed), "the rest of the hold is routed live, not as commands")
        XCTAssertNil(command(.doubleTapHold, .ended))
    }

    func testTouchExploration() {
        XCTAssertEqual(command(.tap, at: Point(5, 6)), .touch(Point(5, 6)))
        XCTAssertEqual(command(.pan, .began, at: Point(7, 8)), .touch(Point(7, 8)))
        XCTAssertEqual(command(.pan, .changed, at: Point(9, 8)), .touch(Point(9, 8)))
        XCTAssertNil(command(.pan, .ended))
        XCTAssertEqual(command(.longPress, .began, at: Point(1, 2)), .touch(Point(1, 2)))
        XCTAssertEqual(command(.longPress, .changed, at: Point(3, 2)), .touch(Point(3, 2)))
    }

    func testRotorAndEscapeAndMagicTap() {
        XCTAssertEqual(command(.rotate, .began, fingers: 2, toward: .clockwise), .rotorNext)
        XCTAssertEqual(command(.rotate, .began, fingers: 2, toward: .counterclockwise), .rotorPrevious)
        XCTAssertNil(command(.rotate, .changed, fingers: 2, toward: .clockwise), "one rotor step per rotate")
        XCTAssertEqual(command(.scrub, fingers: 2), .escape)
        XCTAssertEqual(command(.doubleTap, fingers: 2), .magicTap)
    }

    func testThreeFingerSwipesScrollWithTheFingers() {
        XCTAssertEqual(command(.swipe, fingers: 3, toward: .left), .scroll(.left))
        XCTAssertEqual(command(.swipe, fingers: 3, toward: .right), .scroll(.right))
        XCTAssertEqual(command(.swipe, fingers: 3, toward: .up), .scroll(.up))
        XCTAssertEqual(command(.swipe, fingers: 3, toward: .down), .scroll(.down))
    }

    func testTwoFingerSwipesReadAll() {
        XCTAssertEqual(command(.swipe, fingers: 2, toward: .up), .readAll(fromTop: true))
        XCTAssertEqual(command(.swipe, fingers: 2, toward: .down), .readAll(fromTop: false))
        XCTAssertNil(command(.swipe, fingers: 2, toward: .left))
    }

    func testFourFingerTapsJumpToFirstAndLast() {
        XCTAssertEqual(command(.tap, fingers: 4, toward: .top), .first)
        XCTAssertEqual(command(.tap, fingers: 4, toward: .bottom), .last)
    }

    func testUnmappedGesturesDoNothing() {
        XCTAssertNil(command(.pinch, .began, fingers: 2, toward: .out))
        XCTAssertNil(command(.swipe, fingers: 4, toward: .left))
        XCTAssertNil(command(.tap, fingers: 3))
        XCTAssertNil(command(.doubleTap, fingers: 3))
    }

    func testRecognizedStreamsBecomeCommands() {
        var script = PointerScript()
        script.swipe(from: 100, 400, by: 80, 0, at: 0, duration: 100)
        script.tap(100, 100, at: 400)
        script.tap(100, 100, at: 550)
        script.swipe(from: 150, 400, by: 0, -100, at: 1200, duration: 100, fingers: 3)
        script.tap(100, 100, at: 2000, fingers: 4)
        let commands = recognize(script).compactMap(VoiceOverGestureMap.command(for:))
        XCTAssertEqual(commands, [.next, .activate, .scroll(.up), .first])
    }
}
