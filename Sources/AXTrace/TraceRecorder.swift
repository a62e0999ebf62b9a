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
    private let handle: FileHandle
    /// The trace file's path.
    public let path: String
    private var finished = false

    /// Creates the file, writes the header and starts recording every record `driver` numbers.
    /// `scene` names the scene in the header when it is not its id (a file's path).
    public init(driver: SessionDriver, path: String, tool: String, scene: String? = nil) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw TraceError(file: path, line: 0, reason: "cannot create the trace file")
        }
        self.handle = handle
        self.path = path
        self.driver = driver
        // The header describes the start state: digest and settings are read before anything happens.
        write(TraceWriter.line(driver.header(tool: tool, scene: scene)))
        driver.onRecord = { [unowned self] record in self.write(TraceWriter.line(record)) }
    }

    /// Records a new session driven from here on (the run's own driver, created for it).
    public convenience init(session: Session, path: String, tool: String) throws {
        try self.init(driver: SessionDriver(session: session), path: path, tool: tool)
    }

    private func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
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
        try? handle.synchronize()
        try? handle.close()
    }
}
