import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `text.not-scaling` compares the text at AX5 with the frame at the default size, in the same state
/// at the same time. The validator hands the AX5 subject the frame the earlier variant drew
/// (`frameAtDefaultSize`), rather than laying the scene out and drawing it again: both are the same. (`PlantedDefectTests.testFixedSizeText` validates the planted defect this way.)
final class DefaultSizeFrameTests: XCTestCase {
    func testTheEarlierVariantsFrameIsTheOneDrawnAgain() throws {
        let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == "hello-goodbye" })
        var largest = Settings()
        largest.contentSize = .largest
        func subject(_ settings: Settings) -> AuditSubject {
            AuditSubject(descriptor: descriptor, settings: settings, metrics: EstimatedTextMetrics(), isDeclarative: false, time: 1_500)
        }
        let atDefault = subject(Settings())
        let drawnAgain = subject(largest)
        let taken = subject(largest)
        XCTAssertNil(atDefault.drawnFrame, "nothing drew it yet")
        taken.frameAtDefaultSize = atDefault.displayList
        XCTAssertEqual(atDefault.drawnFrame, atDefault.displayList)
        XCTAssertEqual(drawnAgain.defaultSizeFrame, atDefault.displayList)
        XCTAssertEqual(taken.defaultSizeFrame, atDefault.displayList)
        XCTAssertNotEqual(taken.displayList, taken.defaultSizeFrame, "AX5 draws larger text")
    }
}
