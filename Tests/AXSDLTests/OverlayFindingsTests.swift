import AXAudit
import AXCore
import AXSandboxCLI
import AXScenes
import AXSDL
import AXTrace
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

    /// With a sheet open, the unlabelled Play button on the dimmed screen beneath is not marked:
    /// `validate` lists its `label.missing` under the states where that screen is uncovered (0 and
    /// 2), not the sheet's (1), and marked there the overlay told of a finding no VoiceOver user
    /// meets with the sheet up.
    func testTheOverlayLeavesTheScreenUnderAnOpenSheetUnmarked() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/exploration/element-under-sheet.json").path
        let descriptor = try SceneFile.parse(try String(contentsOfFile: path, encoding: .utf8), file: path).descriptor
        XCTAssertTrue(OverlayFindings.compute(descriptor, settings: Settings()).contains { $0.elementID == "play" && $0.ruleID == "label.missing" })
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-sheet-\(getpid()).trace")
        defer { try? FileManager.default.removeItem(at: trace) }
        try ([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"element-under-sheet","settings":{"voiceOver":true}}"#,
              #"{"type":"command","seq":1,"t":0,"name":"vo.touch","args":{"x":195,"y":445}}"#,
              #"{"type":"command","seq":2,"t":960,"name":"vo.activate"}"#,
              #"{"type":"end","seq":3,"t":3960}"#].joined(separator: "\n") + "\n").write(to: trace, atomically: true, encoding: .utf8)
        let loaded = try TraceReader.load(path: trace.path)
        var settings = Settings()
        settings.voiceOver = true
        let sheet = SceneState(digest: "sheet", startSettings: settings, launch: false, inputs: loaded.inputs, time: 3960)
        let marked = OverlayFindings.compute(descriptor, settings: Settings(), state: sheet)
        XCTAssertFalse(marked.contains { ["play", "badge", "options"].contains($0.elementID) },
                       "\(marked.map { "\($0.ruleID) \($0.elementID ?? "-")" })")
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
