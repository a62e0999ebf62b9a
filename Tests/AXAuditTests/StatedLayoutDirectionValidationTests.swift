import XCTest
import AXCore
import AXEngine
@testable import AXAudit

/// Validation judges a scene that states its own layout direction (`Scene.layoutDirection`) in
/// that direction under every variant of the matrix: the rules read the order and the leading side
/// the scene's users get, not the setting's.
final class StatedLayoutDirectionValidationTests: XCTestCase {
    /// An Arabic settings row as UIKit draws it: the words "Airplane Mode" at the right, the switch
    /// (named "Flight") at the left. Drawn, not mirrored: the frames are the screen's.
    final class AirplaneRow: Scene {
        let id = "airplane-rtl"
        let title = "Airplane mode, right to left"
        let device = Device.phone
        let layoutDirection: LayoutDirection?

        init(stated: LayoutDirection?) { layoutDirection = stated }

        func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            [AccessibilityElement(id: "words", label: "Airplane Mode", traits: .staticText, frame: Rect(174, 200, 200, 44)),
             AccessibilityElement(id: "switch", label: "Flight", value: "0", traits: [.button, .toggleButton], frame: Rect(16, 200, 60, 44))]
        }
    }

    private func descriptor(stated: LayoutDirection?) -> SceneDescriptor {
        SceneDescriptor(id: "airplane-rtl", tab: "Tests", title: "Airplane", sourcePath: #filePath) { AirplaneRow(stated: stated) }
    }

    func testTheMatrixJudgesAStatedDirectionAlone() {
        let stated = descriptor(stated: .rightToLeft)
        XCTAssertEqual(stated.layoutDirection, .rightToLeft)
        let full = SettingsMatrix.full.variants(of: stated, base: Settings())
        XCTAssertEqual(full.count, 32, "the two directions of the full matrix are one")
        XCTAssertEqual(Set(full.map(\.layoutDirection)), [.rightToLeft])
        XCTAssertEqual(Set(SettingsMatrix.default.variants(of: stated, base: Settings()).map(\.layoutDirection)), [.rightToLeft])
        XCTAssertEqual(SettingsMatrix.full.variants(of: descriptor(stated: nil), base: Settings()).count, 64, "a scene stating none, as before")
        XCTAssertEqual(Explorer(descriptor: stated, settings: Settings(), bounds: .default).settings.layoutDirection, .rightToLeft)
        let subject = AuditSubject(descriptor: stated, settings: Settings(), metrics: EstimatedTextMetrics(), isDeclarative: false)
        XCTAssertEqual(subject.navigationOrder.entries.map(\.id), ["words", "switch"], "read from the right")
    }

    /// The words on the switch's leading side (its right, right to left) label it, and "Tap Airplane
    /// Mode" matches nothing: found where the scene states right to left, not where it states none
    /// (the words then trail the switch).
    func testTheRulesJudgeByTheStatedDirection() {
        func labelInName(_ stated: LayoutDirection?) -> [String] {
            Validator().validate(descriptor(stated: stated)).findings
                .filter { $0.ruleID == RuleID.voiceLabelInName.rawValue && $0.suppression == nil }.map(\.message)
        }
        XCTAssertEqual(Array(Set(labelInName(.rightToLeft))),
                       ["\"Airplane Mode\" labels switch beside it but its name is \"Flight\": \"Tap Airplane Mode\" matches nothing"])
        XCTAssertEqual(labelInName(nil), [])
    }
}
