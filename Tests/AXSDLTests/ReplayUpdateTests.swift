import Foundation
import XCTest

/// `replay --update` writes what `replay` reads, for every header shape the trace format accepts
/// (docs/trace-format.md): a scene id, a scene file by `sceneFile`, and a file named by its path as
/// `scene` (headers written before `sceneFile`, relative to the folder the recording ran in or
/// absolute, and those an earlier `--update` wrote with `sceneFile` beside that path).
final class ReplayUpdateTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-update-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/settings-sheet.json")
        try FileManager.default.copyItem(at: example.standardizedFileURL, to: folder.appendingPathComponent("sheet.json"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func replay(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(["replay"] + arguments, in: folder)
    }

    private func write(_ text: String) throws -> String {
        let path = folder.appendingPathComponent("t.trace").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func script(_ scene: String) -> String {
        #"{"type":"header","format":"axsandbox-trace","version":1,"# + scene + #","settings":{"voiceOver":true}}"# + "\n"
            + #"{"type":"command","seq":1,"t":0,"name":"vo.next"}"# + "\n" + #"{"type":"end","seq":2,"t":3000}"# + "\n"
    }

    /// Update, then replay, then update and replay again: every step exits 0, and the header the
    /// update writes names the scene by its id and the file by `sceneFile`.
    private func assertUpdateThenReplayPasses(_ text: String, id: String, file: String?, _ shape: String) throws {
        let path = try write(text)
        for round in 1...2 {
            let update = try replay([path, "--update"])
            XCTAssertEqual(update.status, 0, "\(shape), update \(round): \(update.output)")
            let header = String(try String(contentsOfFile: path, encoding: .utf8).prefix { $0 != "\n" })
            XCTAssertTrue(header.contains(#""scene":"\#(id)""#), "\(shape): \(header)")
            if let file { XCTAssertTrue(header.contains(#""sceneFile":{"path":"\#(file)","digest":""#), "\(shape): \(header)") }
            let check = try replay([path])
            XCTAssertEqual(check.status, 0, "\(shape), replay \(round): \(check.output)")
            XCTAssertTrue(check.output.contains("records match (scene \(id))"), "\(shape): \(check.output)")
        }
    }

    func testEveryHeaderShapeReplaysAfterAnUpdate() throws {
        let absolute = folder.appendingPathComponent("sheet.json").path
        // Scripts (inputs only), each header shape.
        let scripts: [(scene: String, id: String, file: String?, shape: String)] = [
            (#""scene":"grid-4""#, "grid-4", nil, "a registered scene's id"),
            (#""scene":"settings-sheet","sceneFile":{"path":"sheet.json"}"#, "settings-sheet", "sheet.json", "id and sceneFile"),
            (#""scene":"sheet.json""#, "settings-sheet", "sheet.json", "a relative path as scene"),
            (#""scene":"\#(absolute)""#, "settings-sheet", "sheet.json", "an absolute path as scene"),
            (#""scene":"sheet.json","sceneFile":{"path":"sheet.json"}"#, "settings-sheet", "sheet.json", "a path as scene beside sceneFile"),
        ]
        for (scene, id, file, shape) in scripts {
            try assertUpdateThenReplayPasses(script(scene), id: id, file: file, "script, " + shape)
        }
        // Recorded traces (digests and outputs), the shapes older versions wrote.
        let path = try write(script(#""scene":"settings-sheet","sceneFile":{"path":"sheet.json"}"#))
        XCTAssertEqual(try replay([path, "--update"]).status, 0)
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let modern = try XCTUnwrap(recorded.range(of: #""scene":"settings-sheet","sceneFile":{"path":"sheet.json","digest":"582bd0ae687df6aa"}"#))
        let shapes: [(header: String, shape: String)] = [
            (#""scene":"sheet.json""#, "recorded before sceneFile, relative path"),
            (#""scene":"\#(absolute)""#, "recorded before sceneFile, absolute path"),
            (#""scene":"sheet.json","sceneFile":{"path":"sheet.json","digest":"582bd0ae687df6aa"}"#, "updated by an earlier version"),
        ]
        for (header, shape) in shapes {
            try assertUpdateThenReplayPasses(recorded.replacingCharacters(in: modern, with: header), id: "settings-sheet",
                                             file: "sheet.json", shape)
        }
    }
}
