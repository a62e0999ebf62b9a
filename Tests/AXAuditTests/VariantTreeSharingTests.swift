import XCTest
import AXCore
@testable import AXAudit

/// A settings variant that differs from the first only in on/off settings the scene's components
/// read while drawing and nowhere else is judged on the first variant's tree, with a frame of its
/// own (`Validator.sharesVariantTrees`, `ComponentScene.laysOutAlike(under:and:)`): such a setting
/// changes colours and motion, never the elements. Judging it so must never change a report; a
/// scene that reads the setting anywhere else reads its own tree.
final class VariantTreeSharingTests: XCTestCase {
    /// Every catalog scene, example scene file, generated list and example import, explored: the
    /// five reports the same byte for byte whether such variants are judged on the first's tree.
    func testJudgingVariantsOnTheFirstTreeChangesNoReport() throws {
        try EveryReportFormat.assertSameEitherWayOverEveryScene {
            $0.sharesVariantTrees = $1
        }
    }

    /// A caption drawn light grey (2.3:1 on white) under Increase Contrast, else black. It reads
    /// the setting where `readsWhere` says: while drawing (its colour), or also in its element (its
    /// label names the colour, as a tree that follows the setting would).
    struct Caption: Component {
        enum Reads { case whileDrawing, inItsElementToo }
        let readsWhere: Reads
        /// How often the caption was asked for its elements: once per tree collected.
        let collected: OneComponentScreen.Tally

        func sizeThatFits(_ proposal: Size, settings: Settings) -> Size { Size(width: proposal.width, height: 24) }

        func draw(in frame: Rect, into list: inout DisplayList, settings: Settings, time: Int) {
            let pale = settings.increaseContrast
            list.text(TextRun("Saved a minute ago", box: frame, size: settings.pointSize(.body), color: pale ? Color(r8: 170, g8: 170, b8: 170) : .black))
        }

        func accessibilityElements(in frame: Rect, settings: Settings) -> [AccessibilityElement] {
            collected.count += 1
            let label = readsWhere == .inItsElementToo && settings.increaseContrast ? "Saved a minute ago, pale" : "Saved a minute ago"
            return [AccessibilityElement(id: "caption", label: SpeechText(label), traits: .staticText, frame: frame)]
        }
    }

    private func validate(_ reads: Caption.Reads, sharing: Bool) -> (report: ValidationReport, collected: Int) {
        let collected = OneComponentScreen.Tally()
        let report = OneComponentScreen.validate({ $0.sharesVariantTrees = sharing }) { Caption(readsWhere: reads, collected: collected) }
        return (report, collected.count)
    }

    /// The planted defect: the caption fades only under Increase Contrast, a setting it reads only
    /// while drawing. That variant is judged on the first variant's tree, not collected again, and
    /// its own frame, drawn under its settings, still shows the faded caption.
    func testASettingReadOnlyWhileDrawingSharesTheTreeAndDrawsItsOwnFrame() {
        let shared = validate(.whileDrawing, sharing: true)
        let own = validate(.whileDrawing, sharing: false)
        AlikeVariantTests.assertCaptionFaded(under: "increaseContrast=true", shared: shared.report, own: own.report)
        XCTAssertEqual(own.collected - shared.collected, 1, "the Increase Contrast variant's tree is the first one's")
    }

    /// A caption whose element reads the setting too lays out otherwise under it: that variant
    /// collects a tree of its own, and the report is the same either way.
    func testASettingReadInTheTreeIsJudgedOnItsOwnTree() {
        let shared = validate(.inItsElementToo, sharing: true)
        let own = validate(.inItsElementToo, sharing: false)
        XCTAssertEqual(own.collected, shared.collected, "no variant's tree is shared")
        XCTAssertEqual(JSONReport.render(shared.report, toolVersion: "t"), JSONReport.render(own.report, toolVersion: "t"))
    }
}
