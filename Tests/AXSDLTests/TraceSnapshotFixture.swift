import AXScenes
@testable import AXSDL
import AXTrace
import Foundation
import XCTest

/// A trace written into a test's own temporary folder and drawn there by the built `axsandbox`,
/// as a user draws it (`snapshot --after`, `replay --frames`, `view`), the pictures read back:
/// the tests of what a trace's readers draw each wrote, ran and read these alike.
struct TraceSnapshotFixture {
    /// The test's folder (`temporaryFolder`): the trace, what the commands write, kept when it fails.
    let folder: URL
    /// The trace's file name in the folder.
    let trace: String

    /// Writes `text` as `trace` into a new temporary folder `name` of `test`.
    init(_ test: XCTestCase, _ name: String, trace text: String, as trace: String = "t.trace") throws {
        folder = try test.temporaryFolder(name)
        self.trace = trace
        try text.write(to: folder.appendingPathComponent(trace), atomically: true, encoding: .utf8)
    }

    /// Writes `sceneText`, a scene file's JSON, as `SCENE.json` into a new temporary folder `name` of
    /// `test` and, as `SCENE.trace`, the recording of `lines` (a header naming the scene `scene`, then
    /// its records) replayed through the engine on it, its header naming the file and its digest as a
    /// recording's does; the fixture on that trace and the replay's result (each step's records).
    static func recording(_ test: XCTestCase, _ name: String, _ lines: [String], onSceneFile sceneText: String,
                          named scene: String) throws -> (fixture: TraceSnapshotFixture, replayed: Replayer.Result) {
        let fixture = TraceSnapshotFixture(folder: try test.temporaryFolder(name), trace: scene + ".trace")
        return (fixture, try record(lines, onSceneFile: sceneText, named: scene, in: fixture.folder))
    }

    private init(folder: URL, trace: String) {
        self.folder = folder
        self.trace = trace
    }

    /// Writes `sceneText`, a scene file's JSON, as `SCENE.json` into `folder` and, as `SCENE.trace`,
    /// `lines` (a header naming the scene `scene`, then its records) replayed through the engine on
    /// it and written back as a recording the command line reads, its header naming the file and its
    /// digest; the replay's result. The tests that draw or view a recording on a scene file of their
    /// own record it so.
    @discardableResult
    static func record(_ lines: [String], onSceneFile sceneText: String, named scene: String, in folder: URL) throws -> Replayer.Result {
        let scenePath = folder.appendingPathComponent(scene + ".json").path
        try sceneText.write(toFile: scenePath, atomically: true, encoding: .utf8)
        let sceneFile = try SceneFile.load(path: scenePath)
        let tracePath = folder.appendingPathComponent(scene + ".trace").path
        let script = try TraceReader.parse(lines.joined(separator: "\n") + "\n", file: tracePath)
        let reference = SceneFileReference(file: scenePath, digest: sceneFile.contentDigest, traceAt: tracePath)
        let result = try Replayer(trace: script, scene: sceneFile, sceneFile: reference, allowSceneDrift: true, tool: "test").run()
        try (([TraceWriter.line(result.header)] + result.records.map(TraceWriter.line)).joined(separator: "\n") + "\n")
            .write(toFile: tracePath, atomically: true, encoding: .utf8)
        return result
    }

    /// Runs `axsandbox arguments` in the folder and asserts it succeeded (exit status 0, its
    /// output the message); its output.
    @discardableResult
    func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try BuiltExecutable.run(arguments, in: folder)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        return result.output
    }

    /// `snapshot --after TRACE --scale 1` with `options`, written to `png` and asserted to succeed; its output.
    @discardableResult
    func snapshotAfter(_ options: [String] = [], to png: String = "after.png", file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try run(["snapshot", "--after", trace, "--scale", "1"] + options + ["-o", png], file: file, line: line)
    }

    /// `snapshot SCENE --scale 1` with `options`, the scene without the trace, written to `png` and
    /// asserted to succeed; its output.
    @discardableResult
    func snapshot(_ scene: String, _ options: [String] = [], to png: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try run(["snapshot", scene, "--scale", "1"] + options + ["-o", png], file: file, line: line)
    }

    /// The bytes of the file `name` in the folder.
    func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The pixels of the PNG `name` in the folder.
    func pixels(_ name: String) throws -> PixelBuffer {
        try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: folder.appendingPathComponent(name).path) }
    }
}
