import AXCore
import Foundation

/// The findings overlay's validation, run off the frame loop: validating a big scene costs what
/// `axsandbox validate` costs (seconds at 10,000 elements), and the window keeps its pace meanwhile.
/// The first frame that asks for the findings under some settings starts one job on a background
/// queue; frames ask again each time and get them once the job has delivered them. The job works on
/// its own copies of the scene (the validator makes them from the scene's descriptor, replaying the
/// window's inputs to the state the user drove it into), never on the window's. Findings belong to
/// settings and a model state: settings or a state that change before a job ends make its findings
/// stale; they are dropped and the new settings and state get a job of their own.
final class BackgroundFindings: @unchecked Sendable {
    private let compute: (Settings, SceneState) -> [OverlayFinding]
    private let queue = DispatchQueue(label: "axsandbox.findings", qos: .utility)
    /// Guards `requested` and `delivered`, which the job writes and the frame loop reads.
    private let lock = NSLock()
    private var requested: Key?
    private var delivered: (key: Key, findings: [OverlayFinding])?

    /// What a job's findings belong to.
    private struct Key: Equatable {
        var settings: Settings
        var digest: String
    }

    init(_ compute: @escaping (Settings, SceneState) -> [OverlayFinding]) { self.compute = compute }

    /// The findings under `settings` in `state` once they are ready, nil while they are being found
    /// (the first call for these settings and state starts that).
    func findings(under settings: Settings, in state: SceneState) -> [OverlayFinding]? {
        let key = Key(settings: settings, digest: state.digest)
        lock.lock()
        defer { lock.unlock() }
        if let delivered, delivered.key == key { return delivered.findings }
        if requested != key {
            requested = key
            queue.async { [self] in
                let found = compute(settings, state)
                lock.lock()
                if requested == key { delivered = (key, found) }
                lock.unlock()
            }
        }
        return nil
    }

    /// Waits until every job started so far has ended (tests, and a screenshot the user asked for).
    func waitForJobs() { queue.sync {} }
}
