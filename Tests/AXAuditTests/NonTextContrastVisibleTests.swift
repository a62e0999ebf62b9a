@testable import AXAudit
import AXCore
import XCTest

/// `contrast.non-text` judges what a sighted user sees of a control: the part of each text and
/// shape inside its clips, against what is drawn just outside an edge of the shape's own. Exploring
/// Pre-Poster scrolled posts under the feed's top edge, and the rule gave four false warnings: the
/// scroll area trims such a post's frame to the part in view, the rule looked for the post's text at
/// the middle of the whole run (above the trimmed frame, scrolled away), took the text element for a
/// control without text, and measured a grey shape inside it at 2.92:1.
final class NonTextContrastVisibleTests: XCTestCase {
    /// A 300-pt feed at y 100 over #F2F2F7, scrolled by `offset`: 40 pt of space, then rows of 100 pt,
    /// each a button whose text is drawn at its top, over a grey bar (#8E8E93, 2.92:1 on the feed)
    /// drawn in its lower half. `label` false leaves the text out: a control without text.
    final class Feed: ComponentScene {
        let offset: Double
        let text: Bool
        init(offset: Double, text: Bool = true) {
            self.offset = offset
            self.text = text
            super.init(id: "feed", title: "Feed")
        }
        override func body(settings: Settings) -> any Component {
            let rows = (0..<4).map { i in
                Button(id: "post-\(i)", label: "Post \(i)", content: Drawing(height: 100) { frame, list, _, _ in
                    if self.text {
                        list.text(TextRun("Post \(i)", box: Rect(x: frame.minX, y: frame.minY, width: 200, height: 30), size: 17, color: .black))
                    }
                    list.fill(.rect(Rect(x: frame.minX + 20, y: frame.minY + 60, width: 100, height: 20)), .hex("#8E8E93"))
                }) { _ in true } as any Component
            }
            let feed = ScrollArea(id: "feed-scroll", state: ScrollState(offset: offset), Column([Spacer(40)] + rows))
            return Background(.hex("#F2F2F7"), Absolute([PlacedComponent(feed, in: Rect(x: 16, y: 100, width: 300, height: 300))]))
        }
    }

    private func findings(offset: Double, text: Bool = true) -> [String] {
        let descriptor = SceneDescriptor(id: "feed", tab: "Tests", title: "Feed", sourcePath: #filePath) { Feed(offset: offset, text: text) }
        return Validator(rules: [NonTextContrastRule()]).validate(descriptor).findings.compactMap(\.subject.elementID)
    }

    func testAPostCutByTheFeedsTopEdgeKeepsItsText() throws {
        XCTAssertEqual(findings(offset: 0), [], "whole, each post's text is drawn in it")
        XCTAssertEqual(findings(offset: 60), [], "post 0's text shows its lower 10 pt, the middle of its run scrolled away; 80 pt of the post show, its grey bar among them")
        let descriptor = SceneDescriptor(id: "feed", tab: "Tests", title: "Feed", sourcePath: #filePath) { Feed(offset: 60) }
        let subject = AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
        let post = try XCTUnwrap(subject.node(id: "post-0")).element.frame
        XCTAssertEqual(post, Rect(x: 16, y: 100, width: 300, height: 80), "trimmed at the feed's top edge")
        XCTAssertEqual(NonTextContrastRule.measure([post], in: subject).first?.hasText, true, "the part of its text that shows is in it")
    }

    /// The planted defect is still caught where it shows whole, scrolled or not; a post peeking in at
    /// the bottom edge, or cut at the top, is judged once scrolled in.
    func testAControlWithoutTextIsJudgedWhereItShowsWhole() {
        XCTAssertEqual(findings(offset: 0, text: false), ["post-0", "post-1"], "post-2 peeks in at the bottom")
        XCTAssertEqual(findings(offset: 100, text: false), ["post-1", "post-2"], "post-0 cut at the top, post-3 at the bottom")
    }

    /// A shape cut by a clip shows no boundary where it was cut: its backdrop is read beside an edge
    /// of its own. A dark bar clipped at the control's leading edge, beside a dark panel drawn before
    /// it outside the control, is measured on the white around its other edges.
    func testAClippedEdgeIsNoBoundary() {
        final class Clipped: ComponentScene {
            init() { super.init(id: "clipped", title: "Clipped") }
            override func body(settings: Settings) -> any Component {
                let panel = Drawing(height: 44) { frame, list, _, _ in list.fill(.rect(frame), .hex("#202020")) }
                let control = Button(id: "bar", label: "Bar", content: Drawing(height: 44) { frame, list, _, _ in
                    list.clipped(to: frame) { list in
                        list.fill(.rect(Rect(x: frame.minX - 20, y: frame.minY + 12, width: 80, height: 20)), .hex("#202020"))
                    }
                }) { _ in true }
                return Background(.white, Absolute([PlacedComponent(panel, in: Rect(x: 16, y: 100, width: 60, height: 44)),
                                                    PlacedComponent(control, in: Rect(x: 76, y: 100, width: 140, height: 44))]))
            }
        }
        let descriptor = SceneDescriptor(id: "clipped", tab: "Tests", title: "Clipped", sourcePath: #filePath) { Clipped() }
        XCTAssertEqual(Validator(rules: [NonTextContrastRule()]).validate(descriptor).findings.map(\.message), [])
        let subject = AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
        let measured = NonTextContrastRule.measure([Rect(x: 76, y: 100, width: 140, height: 44)], in: subject)
        XCTAssertEqual(measured.first?.best?.back, .white, "the bar's trailing edge, not the dark panel its clip cut it from")
    }

    /// A control of three bars over white, drawn in `colours`' order: a grey (#8E8E93, 3.26:1 on
    /// white), a pale grey (#C7C7CC, 1.68:1) and black (21:1), in the order given.
    private func bars(_ colours: [String]) -> (measured: FrameMeasurements.ControlContrast?, messages: [String]) {
        final class Bars: ComponentScene {
            let colours: [String]
            init(_ colours: [String]) {
                self.colours = colours
                super.init(id: "bars", title: "Bars")
            }
            override func body(settings: Settings) -> any Component {
                let control = Button(id: "bars", label: "Bars", content: Drawing(height: 60) { frame, list, _, _ in
                    for (i, colour) in self.colours.enumerated() {
                        list.fill(.rect(Rect(x: frame.minX + 10 + Double(i) * 40, y: frame.minY + 20, width: 30, height: 20)), .hex(colour))
                    }
                }) { _ in true }
                return Background(.white, Absolute([PlacedComponent(control, in: Rect(x: 16, y: 100, width: 140, height: 60))]))
            }
        }
        let colours = colours
        let descriptor = SceneDescriptor(id: "bars", tab: "Tests", title: "Bars", sourcePath: #filePath) { Bars(colours) }
        let subject = AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
        let measured = NonTextContrastRule.measure([Rect(x: 16, y: 100, width: 140, height: 60)], in: subject).first
        return (measured, Validator(rules: [NonTextContrastRule()]).validate(descriptor).findings.map(\.message))
    }

    /// Once one shape of a control stands out at 3:1 the control passes, whatever is drawn in it
    /// after: the shapes after are not sampled, and the first that stood out is the one kept.
    func testAControlStopsBeingSampledOnceAShapeStandsOut() {
        let grey = Color.hex("#8E8E93")
        let first = bars(["#C7C7CC", "#8E8E93", "#000000"])
        XCTAssertEqual(first.messages, [])
        XCTAssertEqual(first.measured?.best?.fore, grey, "the grey, the first at 3:1 or more; the black after it is not sampled")
        XCTAssertEqual(bars(["#000000", "#C7C7CC"]).measured?.best?.fore, .black)
    }

    /// A control whose shapes all stay below 3:1 has every one measured: its finding names the most
    /// visible, wherever it is drawn.
    func testAControlBelowTheRatioNamesItsMostVisibleShape() {
        for order in [["#C7C7CC", "#AEAEB2"], ["#AEAEB2", "#C7C7CC"]] {
            let found = bars(order)
            XCTAssertEqual(found.measured?.best?.fore, .hex("#AEAEB2"), "\(order)")
            XCTAssertEqual(found.messages.count, 1, "\(order)")
            XCTAssertTrue(found.messages.first?.contains("2.") == true, "\(order): \(found.messages)")
        }
    }

    /// Three controls side by side over white: "dark" a black bar (21:1), "faint" a pale grey bar
    /// (#C7C7CC, 1.68:1) drawn after it, and "named" a pale grey bar under its name. The texts are
    /// found first, and a control with text is left to `contrast.text`: its shapes are not measured.
    /// The pass over the shapes stops only once every control without text stands out: the dark
    /// bar standing out first does not stop the faint one being measured.
    func testEachControlWithoutTextIsMeasuredAndOneWithTextIsNot() throws {
        final class Three: ComponentScene {
            init() { super.init(id: "three", title: "Three") }
            override func body(settings: Settings) -> any Component {
                func control(_ id: String, _ colour: String, named: Bool) -> any Component {
                    Button(id: id, label: SpeechText(id), content: Drawing(height: 60) { frame, list, _, _ in
                        if named { list.text(TextRun(id, box: Rect(x: frame.minX + 10, y: frame.minY, width: 80, height: 18), size: 13, color: .black)) }
                        list.fill(.rect(Rect(x: frame.minX + 10, y: frame.minY + 20, width: 30, height: 20)), .hex(colour))
                    }) { _ in true }
                }
                return Background(.white, Absolute([PlacedComponent(control("dark", "#000000", named: false), in: Rect(x: 16, y: 100, width: 100, height: 60)),
                                                    PlacedComponent(control("faint", "#C7C7CC", named: false), in: Rect(x: 136, y: 100, width: 100, height: 60)),
                                                    PlacedComponent(control("named", "#C7C7CC", named: true), in: Rect(x: 256, y: 100, width: 100, height: 60))]))
            }
        }
        let descriptor = SceneDescriptor(id: "three", tab: "Tests", title: "Three", sourcePath: #filePath) { Three() }
        let subject = AuditSubject(descriptor: descriptor, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
        let frames = [Rect(x: 16, y: 100, width: 100, height: 60), Rect(x: 136, y: 100, width: 100, height: 60),
                      Rect(x: 256, y: 100, width: 100, height: 60)]
        let measured = NonTextContrastRule.measure(frames, in: subject)
        XCTAssertEqual(measured.map(\.hasText), [false, false, true])
        XCTAssertEqual(measured[0].best?.fore, .black)
        XCTAssertEqual(try XCTUnwrap(measured[1].best?.ratio), 1.68, accuracy: 0.01, "measured though the dark bar stood out first")
        XCTAssertNil(measured[2].best, "a control with text is not the rule's: its bar is not measured")
        let found = Validator(rules: [NonTextContrastRule()]).validate(descriptor).findings
        XCTAssertEqual(found.compactMap(\.subject.elementID), ["faint"])
    }
}
