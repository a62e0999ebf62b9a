import AXCore
import Foundation

/// The findings overlay's validation, run off the frame loop: validating a big scene costs what
/// `axsandbox validate` costs (seconds at 10,000 elements), and the window keeps its pace meanwhile.
/// The first frame that asks for the findings under some settings starts one job on a background
/// queue; frames ask again each time and get them once the job has delivered them. The job works on
/// its own copies of the scene (the validator makes them from the scene's descriptor), never on the
/// window's. Settings that change before a job ends make its findings stale: they are dropped and the
/// new settings get a job of their own.
final class BackgroundFindings: @unchecked Sendable {
    private let compute: (Settings) -> [OverlayFinding]
    private let queue = DispatchQueue(label: "axsandbox.findings", qos: .utility)
    /// Guards `requested` and `delivered`, which the job writes and the frame loop reads.
    private let lock = NSLock()
    private var requested: Settings?
    private var delivered: (settings: Settings, findings: [OverlayFinding])?

    init(_ compute: @escaping (Settings) -> [OverlayFinding]) { self.compute = compute }

    /// The findings under `settings` once they are ready, nil while they are being found (the first
    /// call for these settings starts that).
    func findings(under settings: Settings) -> [OverlayFinding]? {
        lock.lock()
        defer { lock.unlock() }
        if let delivered, delivered.settings == settings { return delivered.findings }
        if requested != settings {
            requested = settings
            queue.async { [self] in
                let found = compute(settings)
                lock.lock()
                if requested == settings { delivered = (settings, found) }
                lock.unlock()
            }
        }
        return nil
    }

    /// Waits until every job started so far has ended (tests, and a screenshot the user asked for).
    func waitForJobs() { queue.sync {} }
}
