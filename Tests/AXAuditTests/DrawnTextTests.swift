import XCTest
import AXCore
@testable import AXAudit

/// A frame's text without its colours (`DrawnText`): what rules that read where words lie compare
/// frames by. Recolouring leaves it equal; anything else about a run, its place or its clip does not.
final class DrawnTextTests: XCTestCase {
    private func frame(_ word: String = "Go", box: Rect = Rect(x: 10, y: 10, width: 100, height: 30), size: Double = 17,
                       colour: Color = .black, fill: Color = .white, moved: Double = 0, clip: Rect? = nil) -> DisplayList {
        var list = DisplayList()
        list.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 100)), fill)
        func draw(_ list: inout DisplayList) {
            list.withTransform(moved == 0 ? .identity : .translation(x: moved, y: 0)) {
                $0.text(TextRun(word, box: box, size: size, color: colour))
            }
        }
        if let clip { list.clipped(to: clip) { draw(&$0) } } else { draw(&list) }
        return list
    }

    func testRecolouringLeavesTheTextEqual() {
        XCTAssertEqual(DrawnText(frame()), DrawnText(frame(colour: .white, fill: .black)))
        XCTAssertEqual(DrawnText(frame()).runs.first?.run.string, "Go")
    }

    func testAnythingElseMakesItDiffer() {
        let base = DrawnText(frame())
        XCTAssertNotEqual(base, DrawnText(frame("Stop")))
        XCTAssertNotEqual(base, DrawnText(frame(box: Rect(x: 10, y: 10, width: 60, height: 30))))
        XCTAssertNotEqual(base, DrawnText(frame(size: 28)))
        XCTAssertNotEqual(base, DrawnText(frame(moved: 5)))
        XCTAssertNotEqual(base, DrawnText(frame(clip: Rect(x: 0, y: 0, width: 40, height: 40))))
    }

    func testEachRunKeepsTheClipItIsDrawnInside() {
        let clip = Rect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(DrawnText(frame(clip: clip)).runs.map(\.clip), [clip])
        XCTAssertEqual(DrawnText(frame()).runs.map(\.clip), [nil])
    }
}
