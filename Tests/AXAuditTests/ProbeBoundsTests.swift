import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Validation's probes do a bounded amount of work per element (docs/validation.md, "Probes").
final class ProbeBoundsTests: XCTestCase {
    /// An element with 100 custom actions, of which the first 30 announce and the rest do nothing:
    /// the 30 are performed (no finding), the 70 past them are not (no "changes nothing" finding for
    /// them), and one finding says they were not tried. Reaching the k-th action swipes k times
    /// through a rotor listing them all, so probing 100,000 actions was cubic.
    func testAtMostThirtyCustomActionsOfAnElementArePerformed() throws {
        let actions = (0..<100).map { i in i < 30 ? #"{"name":"Act \#(i)","announce":"Done \#(i)"}"# : #"{"name":"Idle \#(i)"}"# }
        let text = #"{"format":"axsandbox-scene","version":1,"id":"many","device":{"idiom":"phone"},"elements":[{"id":"b","label":"Photo","traits":["button"],"frame":[16,100,358,44],"activate":{"announce":"Opened"},"customActions":[\#(actions.joined(separator: ","))]}]}"#
        let scene = try SceneFile.parse(text, file: "many.json")
        let rule = RuleCatalog.all.filter { $0.info.id == "actions.custom-action-fails" }
        let findings = Validator(rules: rule, matrix: .default).validate(scene.descriptor).findings.filter { $0.suppression == nil }
        let messages = Set(findings.map(\.message))
        XCTAssertEqual(messages, [#"Only the first 30 of the 100 custom actions of "Photo" were tried"#])
        // Its fix is about the count, not the scene file's wording for an action that does nothing.
        XCTAssertTrue(findings.allSatisfy { $0.fix.hasPrefix("Keep an element's custom actions to the few") }, findings.map(\.fix).joined())
    }
}
