import Foundation
import XCTest

/// The window's findings overlay (F2) and `axsandbox validate` report the same findings for the same
/// scene: the example scene files, imported screens, a catalog scene and a scene file whose probes
/// find something. Both are run as a user runs them, the window under a virtual X server with the
/// findings overlay on; its run summary lists what the overlay marked. Skipped when xvfb-run or the
/// built executable is missing.
extension RealWindowTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL

    /// "severity rule element" of each finding `validate` reports unsuppressed, sorted: of the
    /// initial state (`--depth 0`), the state the window opens in and its overlay shows.
    private func validateFindings(_ scene: String) throws -> [String] {
        let run = try BuiltExecutable.run(["validate", scene, "--format", "json", "--depth", "0"])
        XCTAssertTrue([0, 1].contains(run.status), "validate \(scene): \(run.output)")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
        return scenes.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
            .filter { $0["suppressed"] == nil || $0["suppressed"] is NSNull }
            .map { "\($0["severity"] as? String ?? "?") \($0["rule"] as? String ?? "?") \($0["element"] as? String ?? "-")" }
            .sorted()
    }

    /// What the findings overlay of `axsandbox run` marked, sorted.
    private func windowFindings(_ scene: String, xvfb: String, axsandbox: String) throws -> [String] {
        let (status, output) = try runUnderXvfb(xvfb, """
            cd "\(Self.root.path)" && "\(axsandbox)" run "\(scene)" --overlays findings --exit-after-frames 1 --no-sound
            """)
        XCTAssertEqual(status, 0, "run \(scene): \(output)")
        XCTAssertTrue(output.contains("overlays findings"), "the findings overlay was on: \(output)")
        return output.split(separator: "\n").filter { $0.hasPrefix("finding ") }.map { String($0.dropFirst(8)) }.sorted()
    }

    func testTheFindingsOverlayMarksWhatValidateReports() throws {
        guard let xvfb = which("xvfb-run") else { throw XCTSkip("xvfb-run is needed") }
        guard let axsandbox = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        // A scene file whose custom action does nothing: a probe finding, not only tree rules.
        let probed = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-findings-\(getpid()).json")
        try #"{"format":"axsandbox-scene","version":1,"id":"share","device":{"idiom":"phone"},"elements":[{"id":"a","label":"Photo","traits":["image"],"frame":[16,100,200,200],"customActions":[{"name":"Share"}]},{"id":"b","traits":["button"],"frame":[16,320,20,20]}]}"#
            .write(to: probed, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: probed) }
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "examples/\($0)" }
        let scenes = examples + ["examples/imports/checkout.json", "examples/imports/checkout-appium.xml", "exceptional-dogs-broken", probed.path]
        var nonEmpty = 0
        for scene in scenes {
            let path = scene.hasPrefix("/") || !scene.contains("/") ? scene : Self.root.appendingPathComponent(scene).path
            let validated = try validateFindings(path)
            let marked = try windowFindings(path, xvfb: xvfb, axsandbox: axsandbox)
            XCTAssertEqual(marked, validated, "\(scene): the findings overlay and validate disagree")
            if !validated.isEmpty { nonEmpty += 1 }
        }
        XCTAssertGreaterThanOrEqual(nonEmpty, 3, "too few of the scenes had findings to compare")
    }
    /// The overlay shows the findings of the state the user drove the scene into, not of the one it
    /// opened in: the defect of `hidden-sheet` is on its sheet, so its first screen has none; once
    /// the user has opened the sheet (→ to Options, Return to double tap it) the overlay marks the
    /// sheet's unlabeled button, as `validate --depth 1` reports for that state.
    func testTheFindingsOverlayShowsTheStateTheUserDroveTheSceneInto() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        let scene = Self.root.appendingPathComponent("Tests/Fixtures/exploration/hidden-sheet.json").path
        let script = windowFunctions(status: statusPath("findings-state")) + """
            start_window "\(axsandbox)" run "\(scene)" --voiceover --overlays findings --scale 1 --exit-after 120 --no-sound
            wait_for 'findings 0'
            xdotool key --window $WID Right
            wait_for 'keys 1' 'focus options'
            xdotool key --window $WID Return
            wait_for 'keys 2' 'state screens=sheet'
            wait_for 'findings [1-9][0-9]*'
            xdotool key --window $WID q
            wait $PID
            """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        let marked = output.split(separator: "\n").filter { $0.hasPrefix("finding ") }.map { String($0.dropFirst(8)) }.sorted()
        XCTAssertTrue(marked.contains("error label.missing info"), "the sheet's unlabeled button is marked: \(output)")
        let validated = try BuiltExecutable.run(["validate", scene, "--format", "json", "--depth", "1"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(validated.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap((json["scenes"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        let inSheet = findings.filter { ($0["states"] as? [Int])?.contains(1) ?? false && ($0["suppressed"] == nil || $0["suppressed"] is NSNull) }
            .map { "\($0["severity"] as? String ?? "?") \($0["rule"] as? String ?? "?") \($0["element"] as? String ?? "-")" }.sorted()
        XCTAssertEqual(marked, inSheet, "the overlay marks what validate reports for the sheet's state")
    }
}
