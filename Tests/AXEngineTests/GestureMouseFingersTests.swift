import AXCore
import XCTest
@testable import AXEngine

final class GestureMouseFingersTests: XCTestCase {
    private func run(_ strokes: [(PointerSample.Phase, Point, Int)], layout: MouseFingers.Layout) -> [RecognizedGesture] {
        var mouse = MouseFingers()
        var recognizer = GestureRecognizer(screenSize: testScreen)
        var output: [RecognizedGesture] = []
        for (phase, point, time) in strokes {
            for sample in mouse.samples(phase, at: point, time: time, layout: layout) { recognizer.handle(sample, into: &output) }
        }
        recognizer.advance(to: 100_000, into: &output)
        return output
    }

    func testOneFingerIsThePointer() {
        var mouse = MouseFingers()
        XCTAssertEqual(mouse.samples(.down, at: Point(10, 20), time: 5),
                       [PointerSample(.down, id: 0, Point(10, 20), time: 5, kind: .mouse)])
        XCTAssertEqual(mouse.samples(.up, at: Point(10, 20), time: 9).map(\.phase), [.up])
        XCTAssertEqual(mouse.samples(.move, at: Point(10, 20), time: 10), [], "nothing while the button is up")
    }

    func testFingersInARowCentredOnThePointer() {
        XCTAssertEqual(MouseFingers.fingers(of: .together(count: 3), at: Point(100, 50), spacing: 40),
                       [Point(60, 50), Point(100, 50), Point(140, 50)])
        XCTAssertEqual(MouseFingers.fingers(of: .together(count: 2), at: Point(100, 50), spacing: 40),
                       [Point(80, 50), Point(120, 50)])
    }

    func testTheLayoutHoldsForTheWholeStroke() {
        var mouse = MouseFingers()
        XCTAssertEqual(mouse.samples(.down, at: Point(100, 100), time: 0, layout: .together(count: 2)).count, 2)
        XCTAssertEqual(mouse.samples(.move, at: Point(100, 140), time: 10, layout: .together(count: 1)).count, 2)
        XCTAssertEqual(mouse.samples(.down, at: Point(0, 0), time: 11).count, 0, "a second press while down is ignored")
        XCTAssertEqual(mouse.samples(.up, at: Point(100, 140), time: 20).map(\.id), [0, 1])
        XCTAssertNil(mouse.layout)
    }

    func testTwoFingerDoubleTapAndThreeFingerSwipe() {
        let doubleTap = run([(.down, Point(200, 400), 0), (.up, Point(200, 400), 50),
                             (.down, Point(200, 400), 200), (.up, Point(200, 400), 250)], layout: .together(count: 2))
        XCTAssertEqual(doubleTap.compactMap(VoiceOverGestureMap.command(for:)), [.magicTap])
        let swipe = run([(.down, Point(200, 400), 0), (.move, Point(200, 340), 40), (.up, Point(200, 300), 80)],
                        layout: .together(count: 3))
        XCTAssertEqual(swipe.compactMap(VoiceOverGestureMap.command(for:)), [.scroll(.up)])
    }

    func testMirroredFingersPinchAndRotate() {
        let center = Point(195, 422)
        let spread = run([(.down, Point(245, 422), 0), (.move, Point(265, 422), 200), (.up, Point(265, 422), 300)],
                         layout: .mirrored(around: center))
        XCTAssertEqual(summary(spread), ["pinch.began×2 out", "pinch.ended×2 out"])
        XCTAssertEqual(spread[1].amount!, 1.4, accuracy: 1e-9)
        let turn = run([(.down, Point(245, 422), 0), (.move, Point(195, 472), 200), (.up, Point(195, 472), 300)],
                       layout: .mirrored(around: center))
        XCTAssertEqual(turn.compactMap(VoiceOverGestureMap.command(for:)), [.rotorNext], "a quarter turn clockwise")
    }
}
