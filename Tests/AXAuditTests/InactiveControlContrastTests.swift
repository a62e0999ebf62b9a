@testable import AXAudit
import AXCore
import AXScenes
import XCTest

/// WCAG asks no contrast of an inactive control ("Understanding SC 1.4.3", Inactive User Interface
/// Components; SC 1.4.11, "except for inactive components"): a greyed-out Save button, or a
/// disabled icon, is no `contrast.text`, `contrast.text-enhanced`, `contrast.vision` or
/// `contrast.non-text` finding, while the same drawing on an enabled control still is. The
/// disabled Save button was an error on every form that greys its submit button out.
final class InactiveControlContrastTests: XCTestCase {
    /// A Save button drawn grey on light grey (1.76:1), and an icon button drawn as a light grey
    /// circle (1.52:1), each enabled or not.
    private func findings(enabled: Bool) throws -> [String] {
        let traits = enabled ? #"["button"]"# : #"["button","notEnabled"]"#
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"inactive","device":{"idiom":"phone","width":390,"height":844},"elements":[
         {"id":"save","label":"Save","traits":\(traits),"frame":[16,200,358,50],"activate":{"announce":"Saved"},
          "drawing":[{"rect":[16,200,358,50],"fill":"#E5E5EA","cornerRadius":12},
                     {"text":"Save","box":[16,214,358,22],"style":"body","color":"#AEAEB2","alignment":"center","wrap":false}]},
         {"id":"delete","label":"Delete","traits":\(traits),"frame":[140,300,44,44],"activate":{"announce":"Deleted"},
          "drawing":[{"ellipse":[150,310,24,24],"fill":"#D1D1D6"}]}
        ]}
        """
        let scene = try SceneFile.parse(text, file: "inactive.json")
        return Validator(rules: [TextContrastRule(), EnhancedTextContrastRule(), FilteredTextContrastRule(), NonTextContrastRule()])
            .validate(scene.descriptor, declarative: true).findings.map { "\($0.ruleID) \($0.subject.elementID ?? "-")" }
    }

    func testAnInactiveControlIsNotJudgedForContrast() throws {
        XCTAssertEqual(try findings(enabled: false), [])
    }

    func testTheSameControlsEnabledAreJudged() throws {
        let found = try findings(enabled: true)
        XCTAssertTrue(found.contains("contrast.text save"), "\(found)")
        XCTAssertTrue(found.contains("contrast.non-text delete"), "\(found)")
    }
}
