import XCTest
@testable import AXCore

/// Where `TextMetrics.extent` puts a run's glyphs: where the renderer draws them, on the side that
/// depends on the layout direction for leading and trailing text, centred vertically in the box.
final class TextExtentTests: XCTestCase {
    let metrics = EstimatedTextMetrics()

    func run(_ alignment: TextAlignment) -> TextRun {
        TextRun("Note", box: Rect(x: 16, y: 200, width: 358, height: 24), size: 17, alignment: alignment)
    }

    func testLeadingTextLiesAtTheLeftInLeftToRight() {
        let extent = metrics.extent(of: run(.leading), direction: .leftToRight)
        XCTAssertEqual(extent.minX, 16)
        XCTAssertEqual(extent.width, metrics.width(of: "Note", size: 17, weight: .regular), accuracy: 1e-9)
    }

    func testLeadingTextLiesAtTheRightInRightToLeft() {
        let extent = metrics.extent(of: run(.leading), direction: .rightToLeft)
        XCTAssertEqual(extent.maxX, 374, accuracy: 1e-9)
        XCTAssertEqual(extent.width, metrics.width(of: "Note", size: 17, weight: .regular), accuracy: 1e-9)
    }

    func testTrailingTextSwapsSidesAndCentredTextStays() {
        XCTAssertEqual(metrics.extent(of: run(.trailing), direction: .leftToRight).maxX, 374, accuracy: 1e-9)
        XCTAssertEqual(metrics.extent(of: run(.trailing), direction: .rightToLeft).minX, 16)
        XCTAssertEqual(metrics.extent(of: run(.center), direction: .rightToLeft), metrics.extent(of: run(.center), direction: .leftToRight))
    }

    /// The renderer centres a run's lines vertically in its box; a tall box's text is sampled there,
    /// not along the box's top edge.
    func testTextIsMeasuredCentredVerticallyInItsBox() {
        let run = TextRun("Save", box: Rect(x: 16, y: 123, width: 358, height: 64), size: 17, alignment: .center)
        let extent = metrics.extent(of: run, direction: .leftToRight)
        XCTAssertEqual(extent.height, metrics.lineHeight(size: 17), accuracy: 1e-9)
        XCTAssertEqual(extent.midY, run.box.midY, accuracy: 1e-9)
    }

    /// A wrapping run that fits on one line is as wide as its text (a scene file's text wraps by
    /// default), so under right-to-left its leading text is found at the box's right end.
    func testAWrappingRunOnOneLineIsAsWideAsItsText() {
        var wrapping = run(.leading)
        wrapping.wraps = true
        let extent = metrics.extent(of: wrapping, direction: .rightToLeft)
        XCTAssertEqual(extent.width, metrics.width(of: "Note", size: 17, weight: .regular), accuracy: 1e-9)
        XCTAssertEqual(extent.maxX, 374, accuracy: 1e-9)
        var long = wrapping
        long.string = String(repeating: "word ", count: 40)
        XCTAssertEqual(metrics.extent(of: long, direction: .rightToLeft).width, 358, "several lines fill the box's width")
    }

    func testPhysicalAlignmentIsWhatTheRendererDraws() {
        let all: [TextAlignment] = [.leading, .center, .trailing]
        XCTAssertEqual(all.map { $0.physical(in: .leftToRight) }, [.leading, .center, .trailing])
        XCTAssertEqual(all.map { $0.physical(in: .rightToLeft) }, [.trailing, .center, .leading])
    }

    /// Where an insertion point after wrapped text stands: the last line's width, as `lineCount`
    /// wraps the text, with the spaces typed after its last word (a space moves the caret on).
    func testTheLastLineWidthIsWhereAnInsertionPointAfterTheTextStands() {
        let size = 10.0, char = metrics.width(of: "a", size: size, weight: .regular)
        XCTAssertEqual(metrics.lastLineWidth(of: "aaa", size: size, weight: .regular, width: 100), 3 * char, accuracy: 1e-9)
        // "aaaa aaaa" is 9 characters (49.5 pt) in a 30-pt line: the second word wraps.
        XCTAssertEqual(metrics.lineCount(of: "aaaa aaaa", size: size, weight: .regular, width: 30), 2)
        XCTAssertEqual(metrics.lastLineWidth(of: "aaaa aaaa", size: size, weight: .regular, width: 30), 4 * char, accuracy: 1e-9)
        XCTAssertEqual(metrics.lastLineWidth(of: "aaa  ", size: size, weight: .regular, width: 100), 5 * char, accuracy: 1e-9)
        XCTAssertEqual(metrics.lastLineWidth(of: "", size: size, weight: .regular, width: 100), 0)
    }
}
