import AXCore
import XCTest
@testable import AXEngine

final class GesturePointerValidationTests: XCTestCase {
    func testAValidStreamHasNoErrors() {
        var script = PointerScript()
        script.tap(10, 10, at: 0, fingers: 2)
        script.swipe(from: 10, 10, by: 50, 0, at: 100, duration: 50, fingers: 3)
        XCTAssertEqual(PointerStreamValidator.validate(script.samples), [])
    }

    func testMoveUpAndCancelWhileNotDown() {
        var script = PointerScript()
        script.move(3, 1, 1, at: 0)
        script.up(4, 1, 1, at: 0)
        script.cancel(5, 1, 1, at: 0)
        let errors = PointerStreamValidator.validate(script.samples)
        XCTAssertEqual(errors, [
            PointerStreamError(index: 0, pointerID: 3, time: 0, problem: .notDown(.move)),
            PointerStreamError(index: 1, pointerID: 4, time: 0, problem: .notDown(.up)),
            PointerStreamError(index: 2, pointerID: 5, time: 0, problem: .notDown(.cancel)),
        ])
        XCTAssertEqual(errors[0].description, "sample 1: pointer 3 moves at t=0 while not down")
        XCTAssertEqual(errors[2].reason, "pointer 5 is cancelled at t=0 while not down")
    }

    func testDownWhileDownAndLiftAfterLift() {
        var script = PointerScript()
        script.down(0, 1, 1, at: 0)
        script.down(0, 2, 2, at: 5)
        script.up(0, 1, 1, at: 6)
        script.up(0, 1, 1, at: 7)
        let errors = PointerStreamValidator.validate(script.samples)
        XCTAssertEqual(errors.map(\.index), [1, 3])
        XCTAssertEqual(errors[0].problem, .downWhileDown)
        XCTAssertEqual(errors[0].reason, "pointer 0 goes down at t=5 while already down")
        XCTAssertEqual(errors[1].problem, .notDown(.up))
    }

    func testTimeMustNeverDecrease() {
        var validator = PointerStreamValidator()
        XCTAssertNil(validator.check(PointerSample(.down, id: 0, Point(0, 0), time: 100)))
        XCTAssertNil(validator.check(PointerSample(.move, id: 0, Point(1, 0), time: 100)), "equal times are fine")
        let error = validator.check(PointerSample(.move, id: 0, Point(2, 0), time: 99))
        XCTAssertEqual(error, PointerStreamError(index: 2, pointerID: 0, time: 99, problem: .timeWentBackwards(previous: 100)))
        XCTAssertEqual(error?.reason, "pointer 0 at t=99 is earlier than the previous sample at t=100")
        XCTAssertEqual(validator.lastTime, 100, "an invalid sample is not applied")
        XCTAssertNil(validator.check(PointerSample(.up, id: 0, Point(2, 0), time: 120)))
    }

    func testInvalidSamplesAreNotApplied() {
        var validator = PointerStreamValidator()
        XCTAssertNotNil(validator.check(PointerSample(.up, id: 1, Point(0, 0), time: 0)))
        XCTAssertEqual(validator.down, [])
        XCTAssertNotNil(validator.check(PointerSample(.down, id: -1, Point(0, 0), time: 0)))
        XCTAssertEqual(validator.down, [])
        XCTAssertEqual(validator.checkedCount, 2)
    }

    func testPointersStillDownAtTheEnd() {
        var validator = PointerStreamValidator()
        validator.check(PointerSample(.down, id: 2, Point(0, 0), time: 0))
        validator.check(PointerSample(.down, id: 0, Point(0, 0), time: 5))
        validator.check(PointerSample(.up, id: 2, Point(0, 0), time: 8))
        validator.check(PointerSample(.down, id: 1, Point(0, 0), time: 9))
        let errors = validator.finish(at: 50)
        XCTAssertEqual(errors.map(\.pointerID), [0, 1])
        XCTAssertEqual(errors[0].reason, "pointer 0 is still down at the end (t=50)")
    }

    func testNegativeIDs() {
        let errors = PointerStreamValidator.validate([PointerSample(.down, id: -2, Point(0, 0), time: 0)])
        XCTAssertEqual(errors.map(\.problem), [.negativeID])
        XCTAssertEqual(errors[0].reason, "pointer id -2 is negative (ids are 0, 1, 2 …)")
    }
}
