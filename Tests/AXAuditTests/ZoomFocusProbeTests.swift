import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// An app's zoom focus (`zoomFocusChanged`) moves Zoom's lens and nothing a VoiceOver user hears,
/// so validation's probes do not count it as telling the user of a change (docs/vision.md#zoom).
final class ZoomFocusProbeTests: XCTestCase {
    private func customActionFindings(_ effect: String) throws -> [String] {
        let save = #"{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70],"customActions":[{"name":"Caret to end","#
            + effect + "}]}"
        let elements = PlantedDefectTests.cleanElements.replacingOccurrences(
            of: #"{"id":"save","label":"Save","traits":["button"],"frame":[16,120,358,70]}"#, with: save)
        XCTAssertNotEqual(elements, PlantedDefectTests.cleanElements, "the action was planted")
        // Probed: scene files are left to their own checks unless asked (`declarative: false`).
        let scene = try SceneFile.parse(PlantedDefectTests.file(elements: elements), file: "planted.json")
        return Validator(matrix: .default).validate(scene.descriptor, declarative: false).findings.map(\.ruleID)
            .filter { $0 == "actions.custom-action-fails" }
    }

    func testACustomActionThatOnlyMovesZoomsFocusChangesNothingAVoiceOverUserHears() throws {
        XCTAssertEqual(try customActionFindings(#""zoomFocus":[300,140,2,22]"#), ["actions.custom-action-fails"])
        XCTAssertEqual(try customActionFindings(#""zoomFocus":[300,140,2,22],"announce":"Caret at the end""#), [],
                       "announced as well, the user hears it")
    }
}
