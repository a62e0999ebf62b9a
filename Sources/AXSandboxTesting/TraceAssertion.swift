import AXCore
import AXTrace

/// Replays the trace at `path` on a fresh `scene` and fails the running test (XCTest or Swift
/// Testing) at the first record that differs, as `axsandbox replay` would exit 1, or when the
/// trace cannot be replayed (unreadable, truncated, for another scene, or the scene changed since
/// it was recorded), as `replay` would exit 2.
///
/// A golden trace is recorded with `run SCENE --record FILE` from the package's own command line
/// and re-recorded with `replay FILE --update` when a change of behaviour is meant.
///
/// `allowSceneDrift` replays a trace whose scene changed since it was recorded (its digest differs),
/// as `replay --allow-scene-drift` does: the failure then shows the first record that differs,
/// where without it the test stops at the changed digest.
public func assertReplays(trace path: String, scene: Scene, allowSceneDrift: Bool = false,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let update = "If the new behaviour is right, re-record it with your package's command line (the executable whose main.swift "
        + "calls AXSandbox.main): `YOUR-TOOL replay \(path) --update --allow-scene-drift`, then read the diff."
        + (allowSceneDrift ? "" : " To see what changed first, pass allowSceneDrift: true.")
    do {
        let trace = try TraceReader.load(path: path)
        if let truncated = trace.truncatedAfterLine {
            return site.fail("\(path):\(truncated): truncated: the recording stopped before its end record")
        }
        let result = try Replayer(trace: trace, scene: scene, allowSceneDrift: allowSceneDrift, tool: "AXSandboxTesting").run()
        if result.wasScript { return site.fail("\(path): an input-only script has no outputs to check; record it with `replay \(path) --update`") }
        if let difference = result.difference { site.fail(difference.report(file: path) + update) }
    } catch {
        site.fail("\(path): \(error)\n" + update)
    }
}
