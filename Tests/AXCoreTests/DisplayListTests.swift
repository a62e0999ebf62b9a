import XCTest
@testable import AXCore

final class DisplayListTests: XCTestCase {
    func testScopesApplyToItemsAddedInsideThemOnly() {
        var list = DisplayList()
        list.fill(.rect(Rect(0, 0, 1, 1)), .black)
        list.withTransform(.translation(x: 10, y: 0)) { list in
            list.withOpacity(0.5) { list in
                list.animating(.spin) { list in
                    list.fill(.ellipse(Rect(0, 0, 1, 1)), .white)
                }
            }
        }
        list.fill(.rect(Rect(0, 0, 1, 1)), .black)
        XCTAssertEqual(list.items.count, 3)
        XCTAssertEqual(list.items[0].transform, .identity)
        XCTAssertEqual(list.items[1].transform, .translation(x: 10, y: 0))
        XCTAssertEqual(list.items[1].opacity, 0.5)
        XCTAssertEqual(list.items[1].animation, .spin)
        XCTAssertNil(list.items[2].animation)
        XCTAssertEqual(list.items[2].opacity, 1)
        XCTAssertEqual(list.animationKinds, [.spin])
    }

    func testNestedTransformsCompose() {
        var list = DisplayList()
        list.withTransform(.translation(x: 10, y: 0)) { list in
            list.withTransform(.scale(2)) { list in
                list.fill(.rect(Rect(0, 0, 1, 1)), .black)
            }
        }
        XCTAssertEqual(list.items[0].transform.apply(Point(1, 1)), Point(12, 2))
    }

    func testClipAndTextRunsAreRecorded() {
        var list = DisplayList()
        list.clipped(to: Rect(0, 0, 50, 50)) { list in
            list.text(TextRun("Hello", box: Rect(0, 0, 50, 20), size: 17, style: .body))
        }
        XCTAssertEqual(list.items.map(\.command).first, .pushClip(Rect(0, 0, 50, 50)))
        XCTAssertEqual(list.items.last?.command, .popClip)
        XCTAssertEqual(list.textRuns.map(\.run.string), ["Hello"])
        XCTAssertEqual(list.textRuns.first?.run.style, .body)
    }

    func testOnlyFadesAreSafeUnderReduceMotion() {
        XCTAssertEqual(AnimationKind.allCases.filter(\.isReducedMotionSafe), [.fade])
    }

    func testShapeBoundsAndPaths() {
        XCTAssertEqual(Shape.line(from: Point(10, 0), to: Point(0, 5)).bounds, Rect(0, 0, 10, 5))
        XCTAssertEqual(Shape.roundedRect(Rect(0, 0, 10, 10), radius: 2).path.bounds.width, 10, accuracy: 1e-9)
        XCTAssertEqual(Shape.path(.rect(Rect(0, 0, 1, 1)), FillRule: .evenOdd).fillRule, .evenOdd)
    }
}
