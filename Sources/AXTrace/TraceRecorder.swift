import AXCore
import AXEngine
import Foundation

/// Records a live session to a trace file as it goes. Every line is written with its own system
/// call the moment it exists, so a killed process leaves a valid prefix that `replay` reads (and
/// reports as truncated). The header is written before any input, with the settings the session
/// starts with.
public final class TraceRecorder {
    public let driver: SessionDriver
    private let handle: FileHandle
    public let path: String
    private var finished = false

    /// `sceneFile`: the scene file the session's scene was loaded from (its path as seen from `path`'s
    /// folder, see `SceneFileReference`), so replay can load it again.
    public init(session: Session, path: String, tool: String, sceneFile: SceneFileReference? = nil) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw TraceError(file: path, line: 0, reason: "cannot create the trace file")
        }
        self.handle = handle
        self.path = path
        driver = SessionDriver(session: session)
        // The header describes the start state: digest and settings are read before anything happens.
        write(TraceWriter.line(driver.header(tool: tool, sceneFile: sceneFile)))
    }

    private func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }

    private func write(_ records: [TimedRecord]) -> [TimedRecord] {
        for r in records { write(TraceWriter.line(r)) }
        return records
    }

    /// Applies and records an input; returns the records (outputs included) for live consumers.
    @discardableResult
    public func apply(_ input: SessionInput, at time: Int) -> [TimedRecord] {
        write(driver.apply(input, at: time))
    }

    /// Records what timers and speech produce up to `time` (call every frame).
    @discardableResult
    public func advance(to time: Int) -> [TimedRecord] {
        write(driver.advance(to: time))
    }

    /// Writes the final snapshot and `end`, then closes the file.
    public func finish(at time: Int) {
        guard !finished else { return }
        finished = true
        _ = write(driver.end(at: time))
        try? handle.synchronize()
        try? handle.close()
    }
}
