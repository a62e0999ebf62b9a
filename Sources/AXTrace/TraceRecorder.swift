import AXCore
import AXEngine
import Foundation

/// Records a driven session to a trace file as it goes: it watches the driver, so whoever drives
/// (the window, a test) drives as usual and every record is written the moment it is numbered.
/// Every line is written with its own system call, so a killed process leaves a valid prefix that
/// `replay` reads (and reports as truncated). The header is written before any input, with the
/// settings the session starts with.
public final class TraceRecorder {
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
        do throws(OutputFileError) {
            try output.write(line + "\n")
            linesWritten += 1
        } catch {
            fail(error)
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

    /// Writes the final snapshot and `end`, stops watching the driver, then closes the file.
    public func finish(at time: Int) {
        guard !finished else { return }
        finished = true
        _ = driver.end(at: time)
        driver.onRecord = nil
        do throws(OutputFileError) { try output.close() } catch { if failure == nil { fail(error) } }
    }
}
