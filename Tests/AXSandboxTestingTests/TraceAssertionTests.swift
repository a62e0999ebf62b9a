import AXScenes
import AXSandboxTesting
import Foundation
import Testing

/// `assertReplays` on a golden trace whose scene digest no longer matches: refused, with the way to
/// see what changed; replayed when the test allows drift, as `replay --allow-scene-drift` is.
@Suite struct TraceAssertionTests {
    /// HelloGoodbye's golden demo with its recorded scene digest changed, in a folder of its own.
    private func driftedTrace() throws -> String {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Golden/hello-goodbye-demo.trace")
        let text = try String(contentsOf: golden.standardizedFileURL, encoding: .utf8)
        let drifted = text.replacingOccurrences(of: "\"sceneDigest\":\"7a61a61e4761850e\"", with: "\"sceneDigest\":\"0000000000000000\"")
        #expect(drifted != text, "the golden trace's digest was found")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-trace-assertion-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("drifted.trace").path
        try drifted.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aDriftedSceneFailsAndSaysHowToSeeTheDifference() throws {
        let path = try driftedTrace()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        withKnownIssue {
            assertReplays(trace: path, scene: HelloGoodbyeScene())
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("changed since the trace was recorded") && text.contains("pass allowSceneDrift: true")
                && text.contains("YOUR-TOOL replay")
        }
    }

    @Test func allowingDriftReplaysTheTrace() throws {
        let path = try driftedTrace()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        assertReplays(trace: path, scene: HelloGoodbyeScene(), allowSceneDrift: true)
    }
}
