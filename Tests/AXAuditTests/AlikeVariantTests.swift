import XCTest
import AXCore
@testable import AXAudit

/// A settings variant that differs from the first only in on/off settings the scene's components
/// never read is judged on the first variant's tree and frame (`Validator.sharesAlikeVariants`,
/// `ComponentScene.readsAlike(under:and:)`): the scene reads and draws the same there. Judging it so
/// must never change a report, and a scene that does read the setting is read anew.
final class AlikeVariantTests: XCTestCase {
    /// Every catalog scene, example scene file, generated list and example import, explored: the
    /// five reports the same byte for byte whether alike variants are judged on the first's reading.
    func testJudgingAlikeVariantsOnTheFirstChangesNoReport() throws {
        try EveryReportFormat.assertSameEitherWayOverEveryScene {
            $0.sharesAlikeVariants = $1
        }
    }

    /// A title and a caption; the caption is drawn light grey (2.3:1 on white) where the setting
    /// `paleUnder` is on, else dark.
    final class Screen: ComponentScene {
        let paleUnder: WritableKeyPath<Settings, Bool>?
        final class Count: @unchecked Sendable { var bodies = 0 }
        let count: Count

        init(paleUnder: WritableKeyPath<Settings, Bool>?, count: Count) {
            self.paleUnder = paleUnder
            self.count = count
            super.init(id: "screen", title: "Screen")
        }

        override var layoutFollowsState: Bool { true }

        override func body(settings: Settings) -> any Component {
            count.bodies += 1
            let pale = paleUnder.map { settings[keyPath: $0] } ?? false
            return Background(.white, Padding(16, Column([
                Spacer(44),
                Label(id: "title", "Settings", style: .title1, weight: .bold, color: .black, traits: .header),
                Label(id: "caption", "Saved a minute ago", style: .body, color: pale ? Color(r8: 170, g8: 170, b8: 170) : .black),
            ])))
        }
    }

    private func validate(paleUnder: WritableKeyPath<Settings, Bool>?, sharing: Bool) -> (report: ValidationReport, bodies: Int) {
        let count = Screen.Count()
        let descriptor = SceneDescriptor(id: "screen", tab: "Tests", title: "Screen", sourcePath: "") {
            Screen(paleUnder: paleUnder, count: count)
        }
        var validator = Validator()
        validator.sharesAlikeVariants = sharing
        return (validator.validate([descriptor]), count.bodies)
    }

    /// A screen that reads none of the on/off settings is laid out for the first variant and the
    /// largest content size only: Reduce Motion, Reduce Transparency and Increase Contrast are
    /// judged on the first variant's reading, and find what they found on copies of their own.
    func testAScreenReadingNoSettingIsLaidOutOnceForTheVariantsItReadsAlike() {
        let shared = validate(paleUnder: nil, sharing: true)
        let own = validate(paleUnder: nil, sharing: false)
        XCTAssertEqual(own.bodies - shared.bodies, 3, "one layout fewer for each of the three alike variants")
        XCTAssertEqual(JSONReport.render(shared.report, toolVersion: "t"), JSONReport.render(own.report, toolVersion: "t"))
    }

    /// The planted defect: the caption fades only under Increase Contrast. The screen reads the
    /// setting, so that variant is laid out and drawn on its own and its contrast finding is there.
    func testAScreenThatReadsTheSettingIsJudgedOnItsOwnReading() {
        let shared = validate(paleUnder: \.increaseContrast, sharing: true)
        let own = validate(paleUnder: \.increaseContrast, sharing: false)
        Self.assertCaptionFaded(under: "increaseContrast=true", shared: shared.report, own: own.report)
        XCTAssertEqual(own.bodies - shared.bodies, 2, "Reduce Motion and Reduce Transparency alone are judged on the first reading")
    }

    /// The caption's contrast finding is there under the variant labelled `label` alone, and the
    /// report the same whether the variants shared a reading (`shared`) or read their own (`own`).
    static func assertCaptionFaded(under label: String, shared: ValidationReport, own: ValidationReport,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let faded = shared.findings.filter { $0.ruleID == "contrast.text" }
        XCTAssertEqual(faded.map(\.settings), [label], shared.findings.map(\.message).joined(separator: "\n"), file: file, line: line)
        XCTAssertEqual(faded.first?.subject.elementID, "caption", file: file, line: line)
        XCTAssertEqual(JSONReport.render(shared, toolVersion: "t"), JSONReport.render(own, toolVersion: "t"), file: file, line: line)
    }

    /// The same under Reduce Transparency, read only there.
    func testEachSettingReadIsJudgedOnItsOwn() {
        let shared = validate(paleUnder: \.reduceTransparency, sharing: true)
        XCTAssertEqual(shared.report.findings.filter { $0.ruleID == "contrast.text" }.map(\.settings), ["reduceTransparency=true"])
        XCTAssertEqual(JSONReport.render(shared.report, toolVersion: "t"),
                       JSONReport.render(validate(paleUnder: \.reduceTransparency, sharing: false).report, toolVersion: "t"))
    }
}
