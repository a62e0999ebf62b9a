import Foundation
import XCTest

/// How the commands write what they produce (docs/robustness.md, "How outputs are written"), through
/// the built executable under a shell: a full disk (/dev/full), a file size limit (`ulimit -f`), a
/// full or closed standard output, special files, symbolic links and outputs that name an input.
/// Each failure is exit status 2 with a plain message; nothing is left half-written.
final class OutputWritingTests: XCTestCase {
    private var folder: URL!
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-outputs-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs `script` under `sh` in the scratch folder, `$AX` being the executable; standard output and
    /// error together unless the script redirects them.
    private func shell(_ script: String) throws -> (status: Int32, output: String) {
        guard let executable = BuiltExecutable.path else { throw XCTSkip("axsandbox is not built beside the tests") }
        var environment = BuiltExecutable.headlessEnvironment
        environment["AX"] = executable
        return try BuiltExecutable.run(script, shell: true, environment: environment, in: folder)
    }

    /// The scratch folder holds exactly these names (no temporary file left behind).
    private func assertFolderHolds(_ names: Set<String>, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), names, file: file, line: line)
    }

    func testAFullDiskIsExit2NamingThePathAndTheReason() throws {
        let cases = [
            "$AX snapshot grid-9 --scale 1 -o /dev/full",
            "$AX export grid-4 --format scene-file -o /dev/full",
            "$AX validate grid-9 --depth 0 --format json -o /dev/full",
            "$AX view \(repository.path)/Tests/Golden/segmented-control-select.trace --trust-scene-path -o /dev/full",
        ]
        for script in cases {
            let result = try shell(script)
            XCTAssertEqual(result.status, 2, "\(script): \(result.output)")
            XCTAssertTrue(result.output.contains("cannot write /dev/full: no space left on device"), "\(script): \(result.output)")
            XCTAssertFalse(result.output.contains("Wrote"), "\(script): \(result.output)")
        }
    }

    /// Past `ulimit -f` a write fails with "file too large" (SIGXFSZ ignored, as the executable
    /// itself does): the old file is kept whole, and no temporary file is left.
    func testAFileTooLargeKeepsTheOldFileAndLeavesNoTemporary() throws {
        try Data("old".utf8).write(to: folder.appendingPathComponent("out.png"))
        for (script, says) in [
            ("$AX snapshot grid-9 --scale 1 -o out.png", "cannot write out.png: file too large"),
            ("$AX export grid-100 --format scene-file -o out.png", "cannot write out.png: file too large"),
        ] {
            let result = try shell("ulimit -f 1; " + script)
            XCTAssertEqual(result.status, 2, "\(script): \(result.output)")
            XCTAssertTrue(result.output.contains(says), "\(script): \(result.output)")
            XCTAssertEqual(try String(contentsOfFile: path("out.png"), encoding: .utf8), "old")
            try assertFolderHolds(["out.png"])
        }
        let frames = try shell("ulimit -f 1; $AX replay \(repository.path)/Tests/Golden/segmented-control-select.trace --trust-scene-path --frames frames")
        XCTAssertEqual(frames.status, 2, frames.output)
        XCTAssertTrue(frames.output.contains("--frames: cannot write frames/frame-000001.png: file too large"), frames.output)
        XCTAssertFalse(frames.output.contains("Wrote"), frames.output)
        let notAFolder = try shell("$AX replay \(repository.path)/Tests/Golden/segmented-control-select.trace --trust-scene-path --frames out.png")
        XCTAssertEqual(notAFolder.status, 2, notAFolder.output)
        XCTAssertEqual(notAFolder.output, "axsandbox: --frames: cannot write out.png: it is not a folder\n")
    }

    /// A report on a full or closed standard output is not a success, and says why, also when it is
    /// longer than the stream's buffer (`export grid-100`, 69 KB; star-rating's JSON report, 4 KB):
    /// the failure then happens in an implicit flush, whose reason was lost as "a write failed".
    /// A message on an unwritable standard error does not crash.
    func testAFullOrClosedStandardOutputIsExit2() throws {
        let trace = repository.appendingPathComponent("Tests/Golden/segmented-control-select.trace").path
        for command in ["list", "inspect grid-9", "validate grid-9 --depth 0", "export grid-4 --format scene-file", "replay \(trace) --trust-scene-path --transcript",
                        "describe --label Hello", "export grid-100 --format scene-file", "validate star-rating --format json"] {
            let full = try shell("$AX \(command) >/dev/full")
            XCTAssertEqual(full.status, 2, "\(command): \(full.output)")
            XCTAssertEqual(full.output, "axsandbox: cannot write standard output: no space left on device\n", command)
            let closed = try shell("$AX \(command) >&-")
            XCTAssertEqual(closed.status, 2, "\(command): \(closed.output)")
            XCTAssertEqual(closed.output, "axsandbox: cannot write standard output: it is closed\n", command)
        }
        for script in ["$AX inspect no-such-scene 2>/dev/full", "$AX list --bogus 2>/dev/full", "$AX inspect no-such-scene 2>&-"] {
            let result = try shell(script)
            XCTAssertEqual(result.status, 2, "\(script): \(result.output)")
        }
        XCTAssertEqual(try shell("$AX list 2>/dev/full >/dev/null").status, 0)
    }

    /// A device, a FIFO and a symbolic link are written as they are, never replaced by a regular file.
    func testSpecialFilesAndLinksAreWrittenAsTheyAre() throws {
        let devNull = try shell("$AX snapshot grid-9 --scale 1 -o /dev/null")
        XCTAssertEqual(devNull.status, 0, devNull.output)
        var status = stat()
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")

        // /dev/stdout names the pipe the output goes to (a link no path reaches): written as it is.
        let stdout = try shell("$AX export grid-4 --format scene-file -o /dev/stdout | head -c 100")
        XCTAssertEqual(stdout.status, 0, stdout.output)
        XCTAssertTrue(stdout.output.contains(#""format": "axsandbox-scene""#), stdout.output)

        // A link to a file not written yet: the file is created where the link points.
        try FileManager.default.createSymbolicLink(atPath: path("ahead.json"), withDestinationPath: "later.json")
        XCTAssertEqual(try shell("$AX export grid-4 --format scene-file -o ahead.json").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("later.json")))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("ahead.json")), "later.json")

        XCTAssertEqual(mkfifo(path("pipe"), 0o600), 0)
        let fifo = try shell("cat pipe > received & $AX export grid-4 --format scene-file -o pipe; status=$?; wait; exit $status")
        XCTAssertEqual(fifo.status, 0, fifo.output)
        XCTAssertTrue(try String(contentsOfFile: path("received"), encoding: .utf8).contains(#""format": "axsandbox-scene""#))
        XCTAssertEqual(lstat(path("pipe"), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")

        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: "real/shot.png")
        let link = try shell("$AX snapshot grid-9 --scale 1 -o link.png")
        XCTAssertEqual(link.status, 0, link.output)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.png")), "real/shot.png")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("real/shot.png"))).prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }

    /// Folders named by one character or ending in "/" are made, not a crash: Foundation's own
    /// path splitting stopped the program on them.
    func testShortAndSlashEndedFoldersAreMade() throws {
        let trace = try String(contentsOf: repository.appendingPathComponent("Tests/Golden/segmented-control-select.trace"), encoding: .utf8)
            .replacingOccurrences(of: "../../examples/segmented-control.json", with: "\(repository.path)/examples/segmented-control.json")
        try trace.write(toFile: path("t.trace"), atomically: true, encoding: .utf8)
        for (script, folder) in [("$AX validate exceptional-dogs-broken --depth 1 --paths p", "p"),
                                 ("$AX validate exceptional-dogs-broken --depth 1 --paths q/", "q"),
                                 ("$AX replay t.trace --trust-scene-path --frames f", "f"),
                                 ("$AX replay t.trace --trust-scene-path --frames g/", "g")] {
            let result = try shell(script)
            XCTAssertTrue([0, 1].contains(result.status), "\(script): \(result.output)")
            XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: path(folder)).isEmpty, script)
        }
    }

    /// A scene file does not read the picture beside it (only an imported hierarchy takes one as
    /// its screenshot): its snapshot written there is written again on the next run, not refused.
    func testASceneFilesSnapshotBesideItIsWrittenAgain() throws {
        let scene = try String(contentsOf: repository.appendingPathComponent("examples/segmented-control.json"), encoding: .utf8)
        try scene.write(toFile: path("s.json"), atomically: true, encoding: .utf8)
        for run in 1...2 {
            let result = try shell("$AX snapshot s.json --scale 1 -o s.png")
            XCTAssertEqual(result.status, 0, "run \(run): \(result.output)")
        }
        let html = try shell("$AX validate s.json --depth 0 --format html -o s.png")
        XCTAssertTrue([0, 1].contains(html.status), html.output)
    }

    /// A recording that was stopped before its end record is shown up to where it stops, and the
    /// page and the command both say so, as `replay` does.
    func testATruncatedRecordingsPageSaysWhereItStops() throws {
        let lines = try String(contentsOf: repository.appendingPathComponent("Tests/Golden/segmented-control-select.trace"), encoding: .utf8)
            .replacingOccurrences(of: "../../examples/segmented-control.json", with: "\(repository.path)/examples/segmented-control.json")
            .split(separator: "\n")
        let kept = lines.count - 3
        try (lines.prefix(kept).joined(separator: "\n") + "\n" + lines[kept].prefix(12)).write(toFile: path("cut.trace"), atomically: true, encoding: .utf8)
        let result = try shell("$AX view cut.trace --trust-scene-path -o cut.html")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("cut.trace:\(kept): truncated: the recording stopped before its end record"), result.output)
        XCTAssertTrue(result.output.contains("the recording stops after line \(kept), as the page says"), result.output)
        XCTAssertTrue(try String(contentsOfFile: path("cut.html"), encoding: .utf8).contains("the recording stops after line \(kept)"))
    }

    /// An output that is one of the command's inputs (by any name: a link to it too) is refused
    /// before anything is written, and the input is left as it was.
    func testAnOutputNamingAnInputIsRefused() throws {
        let scene = try String(contentsOf: repository.appendingPathComponent("examples/segmented-control.json"), encoding: .utf8)
        try scene.write(toFile: path("s.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("alias.json"), withDestinationPath: "s.json")
        let trace = try String(contentsOf: repository.appendingPathComponent("Tests/Golden/segmented-control-select.trace"), encoding: .utf8)
            .replacingOccurrences(of: "../../examples/segmented-control.json", with: "s.json")
        try trace.write(toFile: path("t.trace"), atomically: true, encoding: .utf8)
        let cases: [(script: String, says: String)] = [
            ("$AX run s.json --record s.json", "cannot write s.json: it is an input of this command"),
            ("$AX run s.json --screenshot alias.json", "cannot write alias.json: it is the input s.json of this command"),
            ("$AX export s.json --format scene-file -o s.json", "cannot write s.json: it is an input"),
            ("$AX snapshot s.json -o alias.json", "cannot write alias.json: it is the input s.json"),
            ("$AX validate s.json --format json -o s.json", "cannot write s.json: it is an input"),
            ("$AX view t.trace -o t.trace", "cannot write t.trace: it is an input"),
            ("$AX replay t.trace --html s.json", "cannot write s.json: it is the input"),
        ]
        for (script, says) in cases {
            let result = try shell(script)
            XCTAssertEqual(result.status, 2, "\(script): \(result.output)")
            XCTAssertTrue(result.output.contains(says), "\(script): \(result.output)")
            XCTAssertEqual(try String(contentsOfFile: path("s.json"), encoding: .utf8), scene, script)
            XCTAssertEqual(try String(contentsOfFile: path("t.trace"), encoding: .utf8), trace, script)
        }
        try assertFolderHolds(["s.json", "alias.json", "t.trace"])
        // The trace itself is what --update is for.
        XCTAssertEqual(try shell("$AX replay t.trace --update").status, 0)
    }

    /// The window's outputs on a full disk: the screenshot and the recording are exit 2 with the
    /// reason, and the recording says where the trace stops. Needs a display (the suite runs under
    /// Xvfb); each run ends by itself after --exit-after.
    func testTheWindowsScreenshotAndRecordingOnAFullDiskAreExit2() throws {
        guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else { throw XCTSkip("needs a display (xvfb-run)") }
        var environment = BuiltExecutable.headlessEnvironment
        environment["DISPLAY"] = ProcessInfo.processInfo.environment["DISPLAY"]
        for (option, says) in [
            ("--screenshot", "axsandbox: --screenshot: cannot write /dev/full: no space left on device\n"),
            ("--record", "axsandbox: --record: /dev/full:1: cannot be written: no space left on device; nothing was recorded\n"),
        ] {
            let result = try BuiltExecutable.run(["run", "grid-9", "--no-sound", "--exit-after", "0.3", option, "/dev/full"],
                                                 environment: environment)
            XCTAssertEqual(result.status, 2, "\(option): \(result.output)")
            XCTAssertTrue(result.output.hasSuffix(says), "\(option): \(result.output)")
            XCTAssertFalse(result.output.contains("Wrote") || result.output.contains("Recorded"), "\(option): \(result.output)")
        }
    }

    /// A picture beyond the canvas's limit names the scene, the size, the limit and the scale to use.
    func testAPictureTooLargeSaysTheSizeTheLimitAndTheScaleToUse() throws {
        let huge = #"{"format":"axsandbox-scene","version":1,"id":"huge","device":{"idiom":"phone","width":10000,"height":100},"#
            + #""elements":[{"id":"a","label":"A","frame":[0,0,100,40],"traits":["button"]}]}"#
        try huge.write(toFile: path("huge.json"), atomically: true, encoding: .utf8)
        let result = try shell("$AX snapshot huge.json -o huge.png")
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertEqual(result.output, "axsandbox: huge.json: the picture would be 20000×200 pixels (10000×100 points at scale 2), "
            + "more than the 16384 pixels a side a picture may have; lower --scale to 1.63 or less\n")
        XCTAssertEqual(try shell("$AX snapshot huge.json -o huge.png --scale 1.63").status, 0)
    }
}
