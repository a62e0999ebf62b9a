import AXCore
import AXEngine
import Foundation

/// Records a driven session to a trace file as it goes: it watches the driver, so whoever drives
/// (the window, a test) drives as usual and every record is written the moment it is numbered.
/// Every line is written with its own system call, so a killed process leaves a valid prefix that
/// `replay` reads (and reports as truncated). The header is written before any input, with the
/// settings the session starts with.
///
/// What is written reaches the disk itself (not only the system's cache, which a machine crash
/// loses) at most `syncInterval` after it was written: the first line after a sync schedules the
/// next `fdatasync`, on a queue of its own so the thread that records never waits for the disk,
/// and `finish` syncs what is left before it closes the file (docs/robustness.md).
public final class TraceRecorder {
    /// How long a written line may wait for its `fdatasync`: a machine crash loses at most about
    /// this much of a recording, and a recording costs at most one sync in this time, off the
    /// recording thread (none while nothing is recorded).
    public static let syncInterval: DispatchTimeInterval = .seconds(1)

    /// The driver recorded.
    public let driver: SessionDriver
    private let output: OutputFileAppender
    /// The trace file's path.
    public let path: String
    private var finished = false
    private var linesWritten = 0
    /// The first line that could not be written (a full disk, a file too large: the reason in
    /// words), after which nothing more is written: the file holds the lines before it, a prefix
    /// `replay` reads as truncated. nil while every line is written.
    public private(set) var failure: TraceError?
    /// Called once, with `failure`, when a line cannot be written (the window warns at once).
    public var onFailure: ((TraceError) -> Void)?
    /// Held around a sync and the close, which must not run at once; never by a write.
    private let fileLock = NSLock()
    /// Guards `syncScheduled`, `syncFailure` and `closed`; held only for a moment.
    private let stateLock = NSLock()
    private var syncScheduled = false
    private var syncFailure: OutputFileError?
    private var closed = false
    private var syncs = 0
    /// How many interval syncs reached the disk (the close's own sync not counted).
    package var syncCount: Int { stateLock.withLock { syncs } }
    /// Whether a sync is scheduled and has not started yet.
    package var isSyncScheduled: Bool { stateLock.withLock { syncScheduled } }
    private static let syncQueue = DispatchQueue(label: "axsandbox.trace-recorder.sync", qos: .utility)

    /// Creates the file, writes the header and starts recording every record `driver` numbers.
    /// `sceneFile`: the scene file the session's scene was loaded from (its path as seen from `path`'s
    /// folder, see `SceneFileReference`), so replay can load it again. A regular file is created
    /// whole (renamed into place, then appended to); a device or FIFO is written as it is; a
    /// symbolic link's target is written (docs/robustness.md, "How outputs are written").
    public convenience init(driver: SessionDriver, path: String, tool: String, sceneFile: SceneFileReference? = nil) throws {
        try self.init(driver: driver, output: OutputFile(path: path), tool: tool, sceneFile: sceneFile)
    }

    /// Records to `output`, checked by the caller (the command line refuses an output that is one of its inputs).
    package init(driver: SessionDriver, output: OutputFile, tool: String, sceneFile: SceneFileReference? = nil) throws {
        self.output = try output.openForAppending()
        self.path = output.path
        self.driver = driver
        // The header describes the start state: digest and settings are read before anything happens.
        write(TraceWriter.line(driver.header(tool: tool, sceneFile: sceneFile)))
        driver.onRecord = { [unowned self] record in self.write(TraceWriter.line(record)) }
    }

    /// Records a new session driven from here on (the run's own driver, created for it).
    public convenience init(session: Session, path: String, tool: String, sceneFile: SceneFileReference? = nil) throws {
        try self.init(driver: SessionDriver(session: session), path: path, tool: tool, sceneFile: sceneFile)
    }

    private func write(_ line: String) {
        guard failure == nil else { return }
        // A sync that failed lost lines written before it (the disk said so only then): the
        // recording stops at the first line after, as it does at a write that fails.
        if let failed = stateLock.withLock({ syncFailure }) { fail(failed); return }
        do throws(OutputFileError) {
            try output.write(line + "\n")
            linesWritten += 1
        } catch {
            fail(error)
            return
        }
        scheduleSync()
    }

    /// Schedules one `fdatasync` `syncInterval` from now, unless one is already waiting.
    private func scheduleSync() {
        let schedule = stateLock.withLock { () -> Bool in
            if syncScheduled || closed { return false }
            syncScheduled = true
            return true
        }
        guard schedule else { return }
        // The queue keeps the recorder until the sync ran: at most `syncInterval` past `finish`, then it does nothing.
        Self.syncQueue.asyncAfter(deadline: .now() + Self.syncInterval) { [self] in
            // Cleared first: a line written while the disk works schedules the next sync.
            let open = stateLock.withLock { () -> Bool in syncScheduled = false; return !closed }
            guard open else { return }
            fileLock.withLock {
                guard stateLock.withLock({ !closed }) else { return }
                do throws(OutputFileError) {
                    try output.synchronize()
                    stateLock.withLock { syncs += 1 }
                } catch {
                    stateLock.withLock { if syncFailure == nil { syncFailure = error } }
                }
            }
        }
    }

    private func fail(_ error: OutputFileError) {
        let kept = linesWritten == 0 ? "nothing was recorded" : "the trace holds the \(Plural.count(linesWritten, "line")) before it"
        let failure = TraceError(file: path, line: linesWritten + 1, reason: "cannot be written: \(error.reason); \(kept)")
        self.failure = failure
        onFailure?(failure)
    }

    /// Applies and records an input; returns the records (outputs included).
    @discardableResult
    public func apply(_ input: SessionInput, at time: Int) -> [TimedRecord] {
        driver.apply(input, at: time)
    }

    /// Records what timers and speech produce up to `time`.
    @discardableResult
    public func advance(to time: Int) -> [TimedRecord] {
        driver.advance(to: time)
    }

    /// Writes the final snapshot and `end`, stops watching the driver, then syncs and closes the file.
    /// A second call does nothing: a trace never gets two `end` records.
    public func finish(at time: Int) {
        guard !finished else { return }
        finished = true
        _ = driver.end(at: time)
        driver.onRecord = nil
        let syncFailed = stateLock.withLock { () -> OutputFileError? in closed = true; return syncFailure }
        if let syncFailed, failure == nil { fail(syncFailed) }
        // After a sync under way: the close syncs (fsync) everything written, then closes.
        fileLock.withLock {
            do throws(OutputFileError) { try output.close() } catch { if failure == nil { fail(error) } }
        }
    }
}
