@testable import AXSDL
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
