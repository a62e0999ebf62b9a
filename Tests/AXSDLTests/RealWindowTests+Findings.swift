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
}
