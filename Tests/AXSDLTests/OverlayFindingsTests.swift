import AXAudit
import AXCore
import AXSandboxCLI
import AXScenes
import XCTest

/// The findings overlay marks a finding with no element where it was measured only when that place
/// is where the picture shows it: found under another text size, it is listed with the screen's.
final class OverlayFindingsTests: XCTestCase {
    private func findings(_ id: String) throws -> [Finding] {
        Validator(bounds: .initialState).validate(try XCTUnwrap(Catalog.descriptor(for: id))).findings
    }

    /// Pre-Poster (broken)'s pan, still declared under the feed at AX5, lies where the AX5 layout put
    /// it: outlined on an AX5 picture, listed (no box) on a default one, where it outlined other posts.
    func testAnAreaFoundUnderAnotherTextSizeIsNotOutlinedWhereItWasMeasured() throws {
        let found = try findings("pre-poster-broken").filter { $0.subject.elementID == nil && $0.settings == "contentSize=AX5" }
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.subject.frame != nil })
        var largest = Settings()
        largest.contentSize = .largest
        XCTAssertEqual(OverlayFindings.overlay(found, drawnUnder: Settings()).map(\.frame), found.map { _ in nil })
        XCTAssertEqual(OverlayFindings.overlay(found, drawnUnder: largest).map(\.frame), found.map(\.subject.frame))
    }

    /// Found under Reduce Transparency, which recolours in place, text behind a translucent fill is
    /// outlined where it lies on a default picture too.
    func testAnAreaFoundUnderSettingsThatRecolourIsOutlinedInPlace() throws {
        let found = try findings("hello-goodbye-broken").filter { $0.subject.elementID == nil && $0.settings == "reduceTransparency=true" }
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.subject.frame != nil })
        XCTAssertEqual(OverlayFindings.overlay(found, drawnUnder: Settings()).map(\.frame), found.map(\.subject.frame))
    }

    /// The overlay marks what `validate` reports in the state: the lock screen's `modal.no-exit`,
    /// which exploration drops since Unlock leads out, is not marked (`snapshot --overlays findings`).
    func testTheOverlayMarksWhatAnExploredValidationReports() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/exploration/modal-with-unlock.json").path
        let descriptor = try SceneFile.parse(try String(contentsOfFile: path, encoding: .utf8), file: path).descriptor
        let marked = OverlayFindings.compute(descriptor, settings: Settings())
        XCTAssertFalse(marked.isEmpty)
        XCTAssertFalse(marked.contains { $0.ruleID == "modal.no-exit" }, "\(marked.map(\.ruleID))")
        XCTAssertTrue(Validator(bounds: .initialState).validate(descriptor).findings.contains { $0.ruleID == "modal.no-exit" })
    }
}
