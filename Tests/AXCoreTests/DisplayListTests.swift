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

    /// A small drawing with every kind of part: a path, a rectangle, a clip, text.
    private func sample(_ color: Color = .black, text: String = "Play") -> DisplayList {
        var list = DisplayList(background: .white)
        list.fill(.path(Path([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(0, 10)), .close]), FillRule: .nonZero), color)
        list.clipped(to: Rect(0, 0, 50, 50)) { list in
            list.withOpacity(0.5) { $0.stroke(.rect(Rect(1, 1, 8, 8)), .white, width: 2) }
            list.text(TextRun(text, box: Rect(0, 20, 40, 20), size: 17))
        }
        return list
    }

    /// Lists compare their items in place: lists drawn alike are equal, and a difference in any
    /// item, the background, text truncation or clipped content makes them unequal.
    func testListsAreEqualExactlyWhenTheyDrawAlike() {
        XCTAssertEqual(sample(), sample())
        let same = sample()
        XCTAssertEqual(same, same)
        XCTAssertNotEqual(sample(), sample(Color(red: 1, green: 0, blue: 0)))
        XCTAssertNotEqual(sample(), sample(text: "Pause"))
        var shorter = sample()
        shorter.fill(.rect(Rect(0, 0, 1, 1)), .black)
        XCTAssertNotEqual(sample(), shorter)
        var dark = sample()
        dark.background = .black
        XCTAssertNotEqual(sample(), dark)
        var truncating = sample()
        truncating.truncatesText = true
        XCTAssertNotEqual(sample(), truncating)
        var clipped = sample()
        clipped.drawsClippedContent = true
        XCTAssertNotEqual(sample(), clipped)
        XCTAssertEqual(DisplayList(), DisplayList())
    }

    /// `readEachItem` hands every item, in painting order, with its index.
    func testReadingEachItemVisitsEveryItemInOrder() {
        let list = sample()
        var visited: [(Int, DisplayItem)] = []
        list.readEachItem { index, item in visited.append((index, item)) }
        XCTAssertEqual(visited.map(\.0), Array(list.items.indices))
        XCTAssertEqual(visited.map(\.1), list.items)
        var none = 0
        DisplayList().readEachItem { _, _ in none += 1 }
        XCTAssertEqual(none, 0)
    }

    /// A list's summary hash (what the frame measurements' table finds frames by) is the same for
    /// lists drawn alike, made apart, and tells apart lists that differ in any item's colour, text or
    /// place, their background or their length: two rows of a long list swapped included, which a
    /// hash of sampled items missed (every order of a list fell in one bucket).
    func testSummaryHashesAgreeWithEquality() {
        func summary(_ list: DisplayList) -> Int {
            var hasher = Hasher()
            list.hashSummary(into: &hasher)
            return hasher.finalize()
        }
        XCTAssertEqual(summary(sample()), summary(sample()))
        XCTAssertEqual(summary(DisplayList()), summary(DisplayList()))
        XCTAssertNotEqual(summary(sample()), summary(sample(Color(red: 1, green: 0, blue: 0))))
        XCTAssertNotEqual(summary(sample()), summary(sample(text: "Pause")))
        var dark = sample()
        dark.background = .black
        XCTAssertNotEqual(summary(sample()), summary(dark))
        var longer = sample()
        longer.fill(.rect(Rect(0, 0, 1, 1)), .black)
        XCTAssertNotEqual(summary(sample()), summary(longer))
        // A list of 200 rows of four items each, and the same with two rows' texts swapped.
        func rows(swapping swap: (Int, Int)? = nil) -> DisplayList {
            var list = DisplayList()
            for row in 0..<200 {
                let y = Double(row) * 60
                let name = swap.map { row == $0.0 ? $0.1 : row == $0.1 ? $0.0 : row } ?? row
                list.fill(.roundedRect(Rect(0, y, 358, 52), radius: 10), .white)
                list.fill(.ellipse(Rect(12, y + 12, 28, 28)), .black)
                list.text(TextRun("Row \(name)", box: Rect(52, y + 15, 240, 22), size: 17, weight: .regular, color: .black))
                list.stroke(.line(from: Point(322, y + 19), to: Point(342, y + 19)), .black, width: 2)
            }
            return list
        }
        XCTAssertNotEqual(rows(), rows(swapping: (37, 150)))
        XCTAssertNotEqual(summary(rows()), summary(rows(swapping: (37, 150))))
        XCTAssertEqual(summary(rows(swapping: (37, 150))), summary(rows(swapping: (37, 150))))
        // The numbers are folded into one word: -0 is 0 to `==`, so it must hash alike; a shape moved,
        // resized, recoloured, made translucent or drawn through another transform must not.
        func square(x: Double = 10, width: Double = 20, colour: Color = .black, opacity: Double = 1,
                    transform: AXCore.AffineTransform = .identity) -> DisplayList {
            var list = DisplayList()
            list.withTransform(transform) { list in
                list.withOpacity(opacity) { $0.fill(.rect(Rect(x, 0, width, 20)), colour) }
            }
            return list
        }
        XCTAssertEqual(square(x: 0), square(x: -0.0))
        XCTAssertEqual(summary(square(x: 0)), summary(square(x: -0.0)))
        for other in [square(x: 11), square(x: -10), square(width: 21), square(colour: Color.white), square(opacity: 0.5),
                      square(transform: AXCore.AffineTransform.translation(x: 0, y: 1))] {
            XCTAssertNotEqual(summary(square()), summary(other))
        }
    }
}
