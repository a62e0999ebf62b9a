import XCTest
import AXCore
@testable import AXAudit

/// The drawings of elements the rules ask for (`AuditSubject.drawnItems(ofElements:)`: what an
/// image draws, for `invert.image-inverted`; a settings row's, for `zoom.label-apart`) are drawn once
/// per settings variant and read by a variant judged on an earlier one's reading
/// (`Validator.keepsElementDrawings`). Keeping them must never change a report; a variant that
/// draws otherwise draws its own.
final class ElementDrawingReuseTests: XCTestCase {
    /// An image element whose picture is one black disc (a glyph, which inverts with the text beside
    /// it), or, under Increase Contrast, a black disc and a red one: a picture Smart Invert would
    /// show as a negative. It reads the setting only while drawing.
    struct Logo: Component {
        /// How often the logo was drawn, for a frame or for its element's drawing.
        let drawn: OneComponentScreen.Tally

        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: 60, height: 60) }

        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            drawn.count += 1
            list.fill(.ellipse(Rect(x: frame.minX + 10, y: frame.minY + 10, width: 20, height: 20)), .black)
            if settings.increaseContrast {
                list.fill(.ellipse(Rect(x: frame.minX + 30, y: frame.minY + 30, width: 20, height: 20)), Color(r8: 220, g8: 0, b8: 0))
            }
        }

        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "logo", label: SpeechText("Logo"), traits: .image, frame: frame)]
        }
    }

    private func validate(keeping: Bool) -> (report: ValidationReport, drawn: Int) {
        let drawn = OneComponentScreen.Tally()
        let report = OneComponentScreen.validate({ $0.keepsElementDrawings = keeping }) { Logo(drawn: drawn) }
        return (report, drawn.count)
    }

    /// The variants that read as the first (Reduce Motion, Reduce Transparency: the logo reads
    /// neither) take the first variant's drawing of the logo instead of laying the screen out and
    /// drawing it again; Increase Contrast, read while drawing, draws its own, and only there is
    /// the two-colour picture found. The report is the same either way.
    func testVariantsReadAlikeTakeTheFirstDrawingAndOneThatDrawsOtherwiseDrawsItsOwn() {
        let kept = validate(keeping: true)
        let own = validate(keeping: false)
        let inverted = kept.report.findings.filter { $0.ruleID == "invert.image-inverted" }
        XCTAssertEqual(inverted.map(\.settings), ["increaseContrast=true"], kept.report.findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(inverted.first?.subject.elementID, "logo")
        XCTAssertEqual(JSONReport.render(kept.report, toolVersion: "t"), JSONReport.render(own.report, toolVersion: "t"))
        XCTAssertLessThan(kept.drawn, own.drawn, "the variants read alike take the first variant's drawing of the logo")
    }

    /// Every catalog scene, example scene file, generated list and example import, explored: the
    /// five reports the same byte for byte whether element drawings are kept.
    func testKeepingElementDrawingsChangesNoReport() throws {
        try EveryReportFormat.assertSameEitherWayOverEveryScene {
            $0.keepsElementDrawings = $1
        }
    }
}
