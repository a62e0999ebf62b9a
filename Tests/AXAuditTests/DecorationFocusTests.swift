@testable import AXAudit
import AXCore
import XCTest

/// `keyboard.focus-hidden` asked only elements' drawings what covers a focus ring: a banner drawn
/// over a button by a component that exposes no element hid the ring and passed.
final class DecorationFocusTests: XCTestCase {
    /// A 200×50 button at (40, 100), then a drawing exposing no element over `cover` in `colour`.
    final class Covered: ComponentScene {
        let cover: Rect
        let colour: Color
        /// What the drawing paints in its frame; by default a fill of `colour`.
        let paint: ((Rect, inout DisplayList) -> Void)?
        init(cover: Rect, colour: Color, paint: ((Rect, inout DisplayList) -> Void)? = nil) {
            self.cover = cover
            self.colour = colour
            self.paint = paint
            super.init(id: "covered", title: "Covered")
        }
        override func body(settings: Settings) -> any Component {
            let button = Button(id: "pay", label: "Pay", content: Drawing(height: 50) { frame, list, _, _ in
                list.fill(.roundedRect(frame, radius: 8), .hex("#0A60D0"))
            }) { _ in true }
            let banner = Drawing(height: cover.height) { [colour, paint] frame, list, _, _ in
                if let paint { paint(frame, &list) } else { list.fill(.rect(frame), colour) }
            }
            return Background(.white, Absolute([PlacedComponent(button, in: Rect(x: 40, y: 100, width: 200, height: 50)),
                                                PlacedComponent(banner, in: cover)]))
        }
    }

    private func hidden(cover: Rect, colour: Color = .hex("#FFCC00")) -> [String] {
        let descriptor = SceneDescriptor(id: "covered", tab: "Tests", title: "Covered", sourcePath: #filePath) {
            Covered(cover: cover, colour: colour)
        }
        let validator = Validator(rules: RuleCatalog.all.filter { $0.info.id == "keyboard.focus-hidden" })
        return validator.validate(descriptor).findings.map(\.message)
    }

    func testABannerThatIsNoElementOverTheButtonHidesItsRing() {
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 90, width: 390, height: 80)),
                       ["The focus ring on \"Pay\" would be hidden under a drawing that is no element"])
    }

    /// Twins: a banner that leaves part of the button showing, a translucent one, and the
    /// background every screen draws first hide nothing.
    func testABannerThatLeavesTheRingToBeSeenHidesNothing() {
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 90, width: 200, height: 80)), [], "the button's right end shows")
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 90, width: 390, height: 80), colour: Color(red: 1, green: 0.8, blue: 0, alpha: 0.5)), [])
        XCTAssertEqual(hidden(cover: Rect(x: 0, y: 600, width: 390, height: 80)), [], "the white background is drawn before the button")
    }

    /// A decoration that draws a title and a hairline over the button's row, not over the button,
    /// hides nothing either: what it draws decides, as for a header that is an element.
    func testATitleAndAHairlineOverTheRowHideNothing() {
        let descriptor = SceneDescriptor(id: "covered", tab: "Tests", title: "Covered", sourcePath: #filePath) {
            Covered(cover: Rect(x: 0, y: 90, width: 390, height: 80), colour: .hex("#FFCC00")) { frame, list in
                list.text(TextRun("Sale", box: Rect(x: frame.maxX - 120, y: frame.minY + 10, width: 100, height: 30), size: 17, color: .black))
                list.fill(.rect(Rect(x: frame.minX, y: frame.maxY - 0.5, width: frame.width, height: 0.5)), .hex("#C6C6C8"))
            }
        }
        let validator = Validator(rules: [KeyboardHiddenFocusRule()])
        XCTAssertEqual(validator.validate(descriptor).findings.map(\.message), [])
    }

    /// Counts the times a decoration is drawn.
    final class Draws { var count = 0 }

    /// A subject of the button under an opaque yellow decoration 80 points tall at `y`, with the
    /// count of the times the decoration is drawn.
    private func countingDraws(ofACoverAtY y: Double) -> (Draws, AuditSubject) {
        let draws = Draws()
        let descriptor = SceneDescriptor(id: "covered", tab: "Tests", title: "Covered", sourcePath: #filePath) {
            Covered(cover: Rect(x: 0, y: y, width: 390, height: 80), colour: .hex("#FFCC00")) { frame, list in
                draws.count += 1
                list.fill(.rect(frame), .hex("#FFCC00"))
            }
        }
        return (draws, AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false))
    }

    /// A decoration beside the button, opaque and drawn after it, is neither drawn nor asked: its
    /// frame holds no focusable element's, so the state has no decoration over one and the rule
    /// reads the tree alone, as it did before decorations were judged.
    func testADecorationBesideTheButtonIsNotDrawnNorJudged() {
        let (draws, subject) = countingDraws(ofACoverAtY: 200)
        let before = draws.count
        XCTAssertFalse(subject.hasDecorationsOverElements)
        XCTAssertEqual(draws.count, before, "a decoration beside the button is not drawn to judge it")
        let rule = KeyboardHiddenFocusRule()
        var sink = FindingSink(info: rule.info, subject: subject)
        subject.reads = []
        rule.check(subject, report: &sink)
        XCTAssertEqual(sink.findings.map(\.message), [])
        XCTAssertTrue(subject.reads.isEmpty, "with no decoration over an element the rule reads the tree alone")
        XCTAssertEqual(draws.count, before)
    }

    /// Its twin over the button is drawn once, as the state's, and read beyond the tree.
    func testADecorationOverTheButtonIsDrawnOnceAndRead() {
        let (draws, subject) = countingDraws(ofACoverAtY: 90)
        let before = draws.count
        XCTAssertTrue(subject.hasDecorationsOverElements)
        XCTAssertEqual(draws.count, before + 1)
        let rule = KeyboardHiddenFocusRule()
        var sink = FindingSink(info: rule.info, subject: subject)
        subject.reads = []
        rule.check(subject, report: &sink)
        XCTAssertEqual(sink.findings.map(\.message), ["The focus ring on \"Pay\" would be hidden under a drawing that is no element"])
        XCTAssertEqual(subject.reads, .beyondFrame)
        XCTAssertEqual(draws.count, before + 1, "drawn once, when the state was asked whether it has one")
    }

    /// `switch.scans-hidden` asks the very verdict (`HiddenFromSight`), worked out once per subject:
    /// whichever rule asks second reads what the first did beyond the tree, so neither is taken as
    /// reading the tree alone where the verdict read a drawing, and neither reads more where it did not.
    func testBothRulesAskOneVerdictAndEachReadsWhatItRead() {
        for (y, hidden) in [(90.0, true), (200.0, false)] {
            let (draws, subject) = countingDraws(ofACoverAtY: y)
            let before = draws.count
            for rule in [SwitchHiddenItemRule() as Rule, KeyboardHiddenFocusRule()] {
                var sink = FindingSink(info: rule.info, subject: subject)
                subject.reads = []
                rule.check(subject, report: &sink)
                XCTAssertEqual(sink.findings.count, hidden ? 1 : 0, "\(rule.info.id) at \(y)")
                XCTAssertEqual(subject.reads, hidden ? .beyondFrame : [], "\(rule.info.id) at \(y)")
            }
            XCTAssertEqual(draws.count, before + (hidden ? 1 : 0), "drawn once for both rules, and beside the button never")
        }
    }
}
