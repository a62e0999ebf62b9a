import AXCore
@testable import AXSDL
import Foundation
import XCTest

/// `axsandbox snapshot` and `axsandbox run` as a user calls them (skipped when the executable is not
/// built beside the tests).
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        try BuiltExecutable.run(arguments, environment: environment)
    }

    private var baseEnvironment: [String: String] { BuiltExecutable.headlessEnvironment }

    func testRunWithoutADisplaySaysSoAndPointsToSnapshotAndValidate() throws {
        let result = try run(["run", "grid-9"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("needs a display"), result.output)
        XCTAssertTrue(result.output.contains("axsandbox snapshot grid-9"), result.output)
        XCTAssertTrue(result.output.contains("axsandbox validate grid-9"), result.output)
    }

    /// Rule options that cancel out leave nothing to check: refused (exit 2), where the run said
    /// "0 rules run" and exited 0, as if the scene were clean.
    func testRuleOptionsThatLeaveNoRuleAreRefused() throws {
        let result = try run(["validate", "star-rating-broken", "--rule", "label.missing", "--skip-rule", "label.missing"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("--rule and --skip-rule leave no rule to run"), result.output)
    }

    /// A byte a JSON reader did not expect is named by its value when it is no printable character:
    /// a NUL quoted as a character cut the message short, and an ESC reached the terminal.
    func testAnUnexpectedControlByteIsNamedByItsValue() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-control-byte-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes, shown) in [("nul.trace", [UInt8(0), 0x0A], "byte 0x00"), ("esc.json", [UInt8(0x1B)] + Array("[2J{\"format\":1}".utf8), "byte 0x1B")] {
            let file = directory.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let result = try run([name.hasSuffix(".trace") ? "replay" : "validate", file], environment: baseEnvironment)
            XCTAssertEqual(result.status, 2, result.output)
            XCTAssertTrue(result.output.contains("unexpected character \(shown), expected a value\n"), result.output)
            XCTAssertFalse(result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, result.output)
        }
    }

    /// For a scene file the commands suggested name the file as given (its id alone is no scene the
    /// command line knows, so the copied command failed), quoted for the shell when it must be.
    func testRunWithoutADisplaySuggestsCommandsThatNameTheSceneFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-no-display-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = directory.appendingPathComponent("my scene.json").path
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("examples/segmented-control.json").path, toPath: file)
        let result = try run(["run", file], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("axsandbox snapshot '\(file)' -o segmented-control.png --overlays all"), result.output)
        XCTAssertTrue(result.output.contains("axsandbox validate '\(file)'\n"), result.output)
        XCTAssertTrue(result.output.contains("xvfb-run -a axsandbox run '\(file)' --exit-after 5"), result.output)
        // The suggestion runs as printed.
        let line = try XCTUnwrap(result.output.split(separator: "\n").first { $0.contains("check its accessibility:") })
        let command = String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "axsandbox ", with: "\"$AXSANDBOX\" ", options: .anchored)
        var environment = baseEnvironment
        environment["AXSANDBOX"] = try XCTUnwrap(BuiltExecutable.path)
        let validated = try BuiltExecutable.run(command + " --depth 0", shell: true, environment: environment)
        XCTAssertEqual(validated.status, 0, validated.output)
    }

    /// `validate --paths` writes a trace per explored state with findings; `replay` of it reaches the
    /// state (a sheet open) and `snapshot --after` renders it. `--depth 0` reports the sheet's defect
    /// nowhere: only the first screen is checked; the default explores 8 deep and finds it.
    func testPathTracesReachTheStatesTheyName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-paths-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sheet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/exploration/hidden-sheet.json").path
        let first = try run(["validate", sheet, "--depth", "0"], environment: baseEnvironment)
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.output.contains("hidden-sheet (A defect on a sheet): no findings"), first.output)
        // The command line explores 8 actions deep by default (docs/validation.md says why).
        let byDefault = try run(["validate", sheet], environment: baseEnvironment)
        XCTAssertEqual(byDefault.output, try run(["validate", sheet, "--depth", "8"], environment: baseEnvironment).output)
        let explored = try run(["validate", sheet, "--paths", directory.path], environment: baseEnvironment)
        XCTAssertEqual(explored.status, 1, explored.output)
        XCTAssertTrue(explored.output.contains("explored: 2 states found, 2 explored"), explored.output)
        XCTAssertTrue(explored.output.contains("reached by: double tap Options"), explored.output)
        let trace = directory.appendingPathComponent("hidden-sheet-state-1.trace").path
        let replayed = try run(["replay", trace], environment: baseEnvironment)
        XCTAssertEqual(replayed.status, 0, replayed.output)
        XCTAssertTrue(replayed.output.contains(#""snapshot":{"file":"hidden-sheet","screens":"sheet"}"#), replayed.output)
        let png = directory.appendingPathComponent("sheet.png").path
        let snapshot = try run(["snapshot", sheet, "--after", trace, "-o", png, "--overlays", "findings"], environment: baseEnvironment)
        XCTAssertEqual(snapshot.status, 0, snapshot.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
    }

    /// A path trace that turns VoiceOver off and opens the sheet by Voice Control (what `--paths`
    /// writes for a state reached with VoiceOver off) is drawn: VoiceOver's cursor, left on the
    /// first screen's title, was taken as a `--focus` the sheet does not hold, and refused (exit 2).
    func testSnapshotAfterATraceThatTurnedVoiceOverOffDrawsNoStaleCursor() throws {
        let directory = try temporaryFolder("axsandbox-after-vo-off")
        let sheet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/exploration/hidden-sheet.json").path
        let trace = directory.appendingPathComponent("off.trace").path
        try ([#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"hidden-sheet","sceneFile":{"path":"\#(sheet)"},"settings":{"voiceOver":true}}"#,
              #"{"type":"setting","seq":1,"t":0,"name":"voiceOver","value":"false"}"#,
              #"{"type":"voice","seq":2,"t":0,"name":"on"}"#,
              #"{"type":"voice","seq":3,"t":0,"phrase":"Tap Options"}"#,
              #"{"type":"end","seq":4,"t":3000}"#].joined(separator: "\n") + "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("sheet.png").path
        let drawn = try run(["snapshot", sheet, "--after", trace, "-o", png, "--overlays", "findings"], environment: baseEnvironment)
        XCTAssertEqual(drawn.status, 0, drawn.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
        // A --focus the user gives is still checked.
        let refused = try run(["snapshot", sheet, "--after", trace, "-o", png, "--focus", "title"], environment: baseEnvironment)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains(#"--focus: no element "title""#), refused.output)
    }

    /// `snapshot --after` draws what Voice Control shows where its trace ends (the numbers, a grid),
    /// as the window does: the picture was the bare screen, whatever the trace showed. The SCENE may
    /// be left out: the trace names it.
    func testSnapshotAfterAVoiceControlTraceDrawsItsOverlay() throws {
        let directory = try temporaryFolder("axsandbox-after-voice")
        func trace(_ name: String, _ phrases: [String]) throws -> String {
            let path = directory.appendingPathComponent(name).path
            var lines = [#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-9","settings":{}}"#,
                         #"{"type":"voice","seq":1,"t":0,"name":"on"}"#]
            for (index, phrase) in phrases.enumerated() {
                lines.append(#"{"type":"voice","seq":\#(index + 2),"t":\#(100 * (index + 1)),"phrase":"\#(phrase)"}"#)
            }
            lines.append(#"{"type":"end","seq":\#(phrases.count + 2),"t":\#(100 * (phrases.count + 1))}"#)
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func png(_ name: String, _ arguments: [String]) throws -> PixelBuffer {
            let path = directory.appendingPathComponent(name).path
            let result = try run(["snapshot"] + arguments + ["-o", path, "--scale", "1"], environment: baseEnvironment)
            XCTAssertEqual(result.status, 0, result.output)
            return try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: path) }
        }
        func badgePixels(_ pixels: PixelBuffer) -> Int {
            var count = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y] == PixelBuffer.RGBA(0x0A, 0x84, 0xFF) { count += 1 } }
            return count
        }
        let bare = try png("bare.png", ["grid-9"])
        let on = try png("on.png", ["grid-9", "--after", try trace("on.trace", [])])
        XCTAssertEqual(on.bytes, bare.bytes, "Voice Control on with nothing shown draws nothing")
        let numbers = try trace("numbers.trace", ["Show numbers continuously"])
        let numbered = try png("numbers.png", ["grid-9", "--after", numbers])
        XCTAssertGreaterThan(badgePixels(numbered), 9 * 50, "a blue badge on each of the 9 cells")
        XCTAssertEqual(badgePixels(bare), 0)
        XCTAssertEqual(try png("no-scene.png", ["--after", numbers]).bytes, numbered.bytes, "the scene the trace names")
        let grid = try png("grid.png", ["--after", try trace("grid.trace", ["Show grid continuously"])])
        XCTAssertNotEqual(grid.bytes, bare.bytes)
        XCTAssertNotEqual(grid.bytes, numbered.bytes)
        let missing = try run(["snapshot", "-o", directory.appendingPathComponent("none.png").path], environment: baseEnvironment)
        XCTAssertEqual(missing.status, 2, missing.output)
        XCTAssertTrue(missing.output.contains("Missing expected argument '<scene>' (or give --after TRACE"), missing.output)
    }

    /// `snapshot --after` draws the state at the time its trace ends, as validation judged it: the
    /// gallery Exceptional Dogs fades in was drawn at time 0, before it began to show, and the
    /// picture showed the card the finding said was covered.
    func testSnapshotAfterAPathDrawsTheStateWhereItsTraceEnds() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-after-time-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let explored = try run(["validate", "exceptional-dogs-broken", "--rule", "keyboard.focus-hidden", "--paths", directory.path],
                               environment: baseEnvironment)
        XCTAssertTrue(explored.output.contains("reached by: double tap Show gallery"), explored.output)
        let trace = directory.appendingPathComponent("exceptional-dogs-broken-state-2.trace").path
        let end = try XCTUnwrap(String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").last.flatMap { line in
            line.range(of: #""t":\d+"#, options: .regularExpression).map { Int(line[$0].dropFirst(4))! }
        })
        func png(_ name: String, _ extra: [String]) throws -> Data {
            let path = directory.appendingPathComponent(name).path
            let result = try run(["snapshot", "exceptional-dogs-broken", "--after", trace, "-o", path] + extra, environment: baseEnvironment)
            XCTAssertEqual(result.status, 0, result.output)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let drawn = try png("default.png", [])
        XCTAssertEqual(drawn, try png("end.png", ["--time", "\(end)"]), "drawn at the trace's end, \(end) ms")
        XCTAssertNotEqual(drawn, try png("zero.png", ["--time", "0"]), "at 0 the gallery has not begun to show")
    }

    /// `--focus` on an element a scroll area holds out of view (the carousel's "Sand dunes", which
    /// VoiceOver's swipes scroll in) says so and how to draw it, where it said the element was not
    /// in the navigation order, as if it did not exist; a name nothing holds is refused as before.
    func testSnapshotFocusOnAScrolledOutElementSaysItIsScrolledOut() throws {
        let carousel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/carousel.json").path
        let directory = try temporaryFolder("axsandbox-focus-scrolled")
        let out = directory.appendingPathComponent("f.png").path
        let scrolled = try run(["snapshot", carousel, "-o", out, "--focus", "dunes"], environment: baseEnvironment)
        XCTAssertEqual(scrolled.status, 2, scrolled.output)
        XCTAssertTrue(scrolled.output.contains("--focus: \"dunes\" is scrolled out of view in carousel"), scrolled.output)
        XCTAssertTrue(scrolled.output.contains("`axsandbox run \(carousel) --record FILE`"), scrolled.output)
        let unknown = try run(["snapshot", carousel, "-o", out, "--focus", "nowhere"], environment: baseEnvironment)
        XCTAssertTrue(unknown.output.contains("--focus: no element \"nowhere\""), unknown.output)
    }

    /// A path that set a setting first ("set contentSize=AX5, then double tap More") is drawn under
    /// the settings its trace left, as its user saw the state and as the HTML report draws it: drawn
    /// at the default size, the sheet the More button opened was not the one validation judged, and
    /// a state whose focus stayed on a control shown only at AX5 was refused ("--focus: no element").
    /// `--setting` still takes precedence.
    func testSnapshotAfterAPathThatSetASettingDrawsUnderIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-after-setting-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let more = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/exploration/more-at-accessibility-sizes.json").path
        let explored = try run(["validate", more, "--paths", directory.path], environment: baseEnvironment)
        XCTAssertTrue(explored.output.contains("reached by: set contentSize=AX5, then double tap More"), explored.output)
        let trace = directory.appendingPathComponent("more-at-accessibility-sizes-state-1.trace").path
        func png(_ name: String, _ extra: [String]) throws -> (output: String, data: Data) {
            let path = directory.appendingPathComponent(name).path
            let result = try run(["snapshot", more, "--after", trace, "-o", path] + extra, environment: baseEnvironment)
            XCTAssertEqual(result.status, 0, result.output)
            return (result.output, try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let drawn = try png("after.png", [])
        XCTAssertTrue(drawn.output.contains("drawn under contentSize=AX5 as the trace set them"), drawn.output)
        XCTAssertEqual(drawn.data, try png("ax5.png", ["--setting", "contentSize=AX5"]).data)
        let overridden = try png("large.png", ["--setting", "contentSize=large"])
        XCTAssertFalse(overridden.output.contains("drawn under"), overridden.output)
        XCTAssertNotEqual(drawn.data, overridden.data, "--setting contentSize=large draws the state at the default size")
    }

    /// A path validated right to left is drawn right to left: its trace's header holds the run's
    /// settings, and `snapshot --after` drew the state it reached under the defaults, left to right,
    /// its findings outlined on a layout validation never judged.
    func testSnapshotAfterATraceDrawsUnderItsHeadersSettings() throws {
        let directory = try temporaryFolder("axsandbox-after-header")
        let explored = try run(["validate", "photo-filter-broken", "--setting", "layoutDirection=rtl", "--depth", "1", "--paths", directory.path],
                               environment: baseEnvironment)
        XCTAssertEqual(explored.status, 1, explored.output)
        // The first state past the initial one that has findings (a path trace is written for each).
        let first = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .compactMap { name -> Int? in
                guard name.hasPrefix("photo-filter-broken-state-"), name.hasSuffix(".trace") else { return nil }
                return Int(name.dropFirst("photo-filter-broken-state-".count).dropLast(".trace".count))
            }.min()
        let trace = directory.appendingPathComponent("photo-filter-broken-state-\(try XCTUnwrap(first, explored.output)).trace").path
        func png(_ name: String, _ extra: [String]) throws -> (output: String, data: Data) {
            let path = directory.appendingPathComponent(name).path
            let result = try run(["snapshot", "photo-filter-broken", "--after", trace, "-o", path] + extra, environment: baseEnvironment)
            XCTAssertEqual(result.status, 0, result.output)
            return (result.output, try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let drawn = try png("after.png", [])
        XCTAssertTrue(drawn.output.contains("drawn under layoutDirection=rtl as the trace set them"), drawn.output)
        XCTAssertEqual(drawn.data, try png("rtl.png", ["--setting", "layoutDirection=rtl"]).data)
        XCTAssertNotEqual(drawn.data, try png("ltr.png", ["--setting", "layoutDirection=ltr"]).data, "--setting still takes precedence")

        // A trace cut short (a killed recording) is refused, as replay refuses it: drawn, where its
        // records stop would pass for where it ends. Made whole by `replay --update`, it draws.
        let whole = try Data(contentsOf: URL(fileURLWithPath: trace))
        let cut = directory.appendingPathComponent("cut.trace").path
        try whole.prefix(whole.count - 15).write(to: URL(fileURLWithPath: cut))
        let refused = try run(["snapshot", "photo-filter-broken", "--after", cut, "-o", directory.appendingPathComponent("cut.png").path],
                              environment: baseEnvironment)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains("cut.trace:") && refused.output.contains(": truncated: the recording stopped before its end record"),
                      refused.output)
        XCTAssertEqual(try run(["replay", cut, "--update"], environment: baseEnvironment).status, 0)
        XCTAssertEqual(try run(["snapshot", "photo-filter-broken", "--after", cut, "-o", directory.appendingPathComponent("cut.png").path],
                               environment: baseEnvironment).status, 0)
    }

    /// `--paths` into a folder an earlier run wrote: the traces that run left for these scenes and
    /// this one did not write are removed (the folder mixed runs, pointing at states with no
    /// findings any more); other files, and other scenes' traces, stay. A report named as the folder
    /// is refused before anything runs: it failed on "is a directory" after the traces were written.
    func testPathTracesOfAnEarlierRunAreReplacedAndTheFolderIsNoReport() throws {
        let directory = try temporaryFolder("axsandbox-paths-again")
        let folder = directory.appendingPathComponent("paths").path
        func traces() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }
        let first = try run(["validate", "piano-broken", "--paths", folder], environment: baseEnvironment)
        XCTAssertEqual(first.status, 1, first.output)
        let written = try traces()
        XCTAssertGreaterThan(written.count, 2, "\(written)")
        XCTAssertTrue(written.allSatisfy { $0.hasPrefix("piano-broken-state-") && $0.hasSuffix(".trace") }, "\(written)")
        try "kept".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: folder + "/" + written[0], toPath: folder + "/star-rating-state-3.trace")
        let again = try run(["validate", "piano-broken", "--depth", "0", "--paths", folder], environment: baseEnvironment)
        XCTAssertEqual(again.status, 1, again.output)
        XCTAssertEqual(try traces(), ["notes.txt", "star-rating-state-3.trace"])

        let fresh = directory.appendingPathComponent("fresh").path
        let refused = try run(["validate", "piano-broken", "--paths", fresh, "--format", "json", "-o", fresh], environment: baseEnvironment)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains("--paths and -o name one path"), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh), "refused before anything was written")
    }

    /// Two scene files with one `"id"`: their path traces took the same names, the second's written
    /// over the first's, so `notes-state-1.trace` reached the second file's sheet while the first
    /// file's finding, "reached by: double tap Compose", named its editor. `--paths` refuses the pair
    /// before validating, with exit status 2, and so does a run without it: its reports would tell
    /// the two apart by nothing (two JUnit suites "notes", one HTML anchor, a baseline entry of one
    /// accepting the other's finding).
    func testPathTracesOfTwoScenesWithOneIDAreRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-paths-dup-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("v2"), withIntermediateDirectories: true)
        func file(_ opens: String) -> String {
            ##"{"format":"axsandbox-scene","version":1,"id":"notes","device":{"idiom":"phone"},"elements":[{"id":"go","label":"Go","traits":["button"],"frame":[16,100,358,50],"activate":{"open":"\##(opens)"}}],"screens":[{"id":"editor","elements":[{"id":"x","traits":["button"],"frame":[16,100,50,50]}]},{"id":"sheet","sheet":true,"elements":[{"id":"y","traits":["button"],"frame":[16,16,50,50],"activate":{"close":true}}]}]}"##
        }
        let first = directory.appendingPathComponent("notes.json").path, second = directory.appendingPathComponent("v2/notes.json").path
        try file("editor").write(toFile: first, atomically: true, encoding: .utf8)
        try file("sheet").write(toFile: second, atomically: true, encoding: .utf8)
        let traces = directory.appendingPathComponent("paths")
        let refused = try run(["validate", first, second, "--paths", traces.path], environment: baseEnvironment)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains("are both scene \"notes\""), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: traces.appendingPathComponent("notes-state-1.trace").path))
        // Without --paths too: reports, baselines and suppressions tell scenes apart by id.
        let plain = try run(["validate", first, second], environment: baseEnvironment)
        XCTAssertEqual(plain.status, 2, plain.output)
        XCTAssertTrue(plain.output.contains("are both scene \"notes\"; reports, baselines and suppressions tell"), plain.output)
        // Sharded, each shard holds one of them and the merge refuses the pair.
        for i in 1...2 {
            let shard = try run(["validate", first, second, "--shard", "\(i)/2", "--shard-report", directory.appendingPathComponent("s\(i).json").path],
                                environment: baseEnvironment)
            XCTAssertEqual(shard.status, 1, shard.output)
        }
        let merged = try run(["merge", directory.appendingPathComponent("s1.json").path, directory.appendingPathComponent("s2.json").path],
                             environment: baseEnvironment)
        XCTAssertEqual(merged.status, 2, merged.output)
        XCTAssertTrue(merged.output.contains("are both scene \"notes\""), merged.output)
        // One file named twice was validated twice: two scenes "notes" in every report, counts doubled.
        let twice = try run(["validate", first, first, "--paths", traces.path], environment: baseEnvironment)
        XCTAssertEqual(twice.status, 2, twice.output)
        XCTAssertTrue(twice.output.contains("is named twice; each scene is validated once in a run: name it once"), twice.output)
        let catalog = try run(["validate", "--all", "star-rating", "--depth", "0"], environment: baseEnvironment)
        XCTAssertEqual(catalog.status, 2, catalog.output)
        XCTAssertTrue(catalog.output.contains("star-rating is named twice (--all names every catalog scene already)"), catalog.output)
    }

    /// Hostile files through the command line (docs/robustness.md): each is refused with exit status 2
    /// and a message naming the file and the place, and no process grows past 2 GiB.
    func testHostileFilesAreRefusedWithTheFileThePlaceAndExitStatus2() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-hostile-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = #"{"format":"axsandbox-scene","version":1,"id":"h","device":{"idiom":"phone"},"#
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/hello-goodbye-demo.trace")
        let header = String(try String(contentsOf: golden, encoding: .utf8).prefix { $0 != "\n" })
        func write(_ name: String, _ data: Data) -> String {
            let path = directory.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: data))
            return path
        }
        var longLine = Data((header + "\n").utf8)
        longLine.append(Data(repeating: UInt8(ascii: " "), count: 200_000_000))
        let cases: [(command: String, path: String, expected: String)] = [
            ("inspect", write("million.json", Data((scene + #""elements":["# + Array(repeating: "{}", count: 1_000_000).joined(separator: ",") + "]}").utf8)),
             "million.json: elements: 1000000 elements"),
            ("validate", write("deep.json", Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)),
             "deep.json: line 1, column 257: nesting deeper than 256 levels"),
            ("snapshot", write("frame.json", Data((scene + #""elements":[{"id":"a","frame":[1e308,0,10,10]}]}"#).utf8)),
             "frame.json: elements[0].frame[0]: expected a coordinate from -1000000 to 1000000, found 1e+308"),
            ("replay", write("line.trace", longLine), "line.trace:2: the line has 200000000 bytes"),
            ("replay", write("tap.trace", Data((header.replacingOccurrences(of: #""tapMaxMs":300"#, with: #""tapMaxMs":1e300"#) + "\n").utf8)),
             "tap.trace:1: engine.tapMaxMs must be an integer from 1 to 600000, found 1e+300"),
        ]
        for (command, path, expected) in cases {
            let arguments = command == "snapshot" ? [command, path, "-o", directory.appendingPathComponent("x.png").path] : [command, path]
            let result = try run(arguments, environment: baseEnvironment)
            XCTAssertEqual(result.status, 2, "\(command) \(path): \(result.output)")
            XCTAssertTrue(result.output.contains(expected), "\(command) \(path): \(result.output)")
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        XCTAssertLessThan(usage.ru_maxrss, 2 << 20, "the largest process, in KiB, stays under 2 GiB")
    }

    func testDescribeWithoutAnElementSaysWhatItNeeds() throws {
        let result = try run(["describe"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("--label, --value, --hint, --traits, --content or --important-content"), result.output)
    }

    func testDescribeSaysSymbolsAsWordsAndSeriesPositionsAfterASpace() throws {
        let arrows = try run(["describe", "--label", "Swipe ↑ to say hello…"], environment: baseEnvironment)
        XCTAssertEqual(arrows.output, "Swipe up arrow to say hello ellipsis\n")
        let json = try run(["describe", "--label", "Photo", "--context", "series:2/5", "--format", "json"], environment: baseEnvironment)
        XCTAssertTrue(json.output.contains(#""description":"Photo 2 of 5.""#), json.output)
        XCTAssertTrue(json.output.contains(#""spoken":"Photo 2 of 5.""#), json.output)
    }

    func testDescribeReadsADataTableCellsPlaceAndRefusesAMisspeltOne() throws {
        let cell = try run(["describe", "--label", "A4", "--value", "7", "--context", "cell:4/1,rows=2,row-start"], environment: baseEnvironment)
        XCTAssertEqual(cell.output, "A4. Spans 2 rows. Row 4. Column 1. 7\n")
        let bad = try run(["describe", "--label", "A4", "--context", "cell:0/1"], environment: baseEnvironment)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.output.contains("cell:ROW/COLUMN[,rows=N][,columns=N][,row-start]"), bad.output)
    }

    /// Paragraphs of help are wrapped by the parser at the terminal's width, never where the source
    /// line happened to end: no line but a paragraph's last stops short.
    func testHelpTextsWrapParagraphsWholeNotMidSentence() throws {
        // Every subcommand the top-level help lists, and the top level itself.
        let top = try run(["--help"], environment: baseEnvironment).output
        let listed = top.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        } ?? []
        XCTAssertTrue(listed.contains("validate") && listed.contains("view"), "\(listed)")
        for command in [""] + listed {
            let help = try run(command.isEmpty ? ["--help"] : [command, "--help"], environment: baseEnvironment).output
            let prose = help.components(separatedBy: "USAGE:")[0]
            for paragraph in prose.components(separatedBy: "\n\n") {
                let lines = paragraph.split(separator: "\n")
                for line in lines.dropLast() where !line.hasPrefix("axsandbox ") {
                    XCTAssertGreaterThan(line.count, 55, "`axsandbox \(command) --help` breaks a sentence early: \"\(line)\"")
                }
            }
        }
    }

    func testSnapshotWritesAPNGWithTheLegendBesideTheScene() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-\(getpid()).png").path
        let result = try run(["snapshot", "grid-9", "-o", path, "--scale", "1", "--overlays", "all"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 0, result.output)
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: path) }
        XCTAssertEqual(pixels.height, 844)
        XCTAssertGreaterThan(pixels.width, 390 + 200)
        let bad = try run(["snapshot", "grid-9", "-o", path, "--overlays", "sparkles"], environment: baseEnvironment)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.output.contains("unknown overlay"), bad.output)
    }

    private var imports: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/imports").standardizedFileURL
    }

    func testAnUnknownFileIsRefusedNamingTheRecognisedFormats() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-\(getpid()).txt").path
        try "just some notes".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["inspect", path], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.output.contains("\(path): not a recognised format; expected a scene file"), result.output)
        XCTAssertTrue(result.output.contains("AccessibilitySnapshot JSON, idb describe-all JSON, XCUIElement debugDescription, Appium page source XML"), result.output)
    }

    /// A scene file's suppression of a rule that does not exist (a misspelt id) suppressed nothing,
    /// silently: the file is refused as it loads, naming the file and the id, exit 2, by `validate`
    /// and by every other command (`inspect` once loaded it).
    func testASceneFileSuppressingAnUnknownRuleIsRefused() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var scene = try String(contentsOf: repository.appendingPathComponent("examples/segmented-control.json"), encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-suppress-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        scene = scene.replacingOccurrences(of: "\"version\": 1,", with: """
            "version": 1,
              "suppressions": [ { "rule": "switch.group-of-on", "reason": "a typo" } ],
            """)
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["validate", path, "--depth", "0"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("\(path): suppressions[0].rule: unknown rule \"switch.group-of-on\""), result.output)
        let inspected = try run(["inspect", path], environment: baseEnvironment)
        XCTAssertEqual(inspected.status, 2, inspected.output)
        XCTAssertTrue(inspected.output.contains("\(path): suppressions[0].rule: unknown rule \"switch.group-of-on\""), inspected.output)
        try scene.replacingOccurrences(of: "switch.group-of-on", with: "switch.group-of-one").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try run(["validate", path, "--depth", "0"], environment: baseEnvironment).status, 2)
    }

    /// `inspect` and `describe` print a scene's text with its control characters escaped, as the text report does:
    /// a label holding a newline printed a line of its own, an escape sequence drove the terminal.
    func testInspectEscapesControlCharactersFromTheScene() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-control-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"""
            {"format": "axsandbox-scene", "version": 1, "id": "ctl", "device": {"width": 390, "height": 844},
             "elements": [{"id": "x", "label": "Close\n2. fake\u001b[2J", "traits": ["button"], "frame": [16, 200, 60, 60]}]}
            """#.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["inspect", path], environment: baseEnvironment)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains(#"   says:       Close\n2. fake\u{1B}[2J. Button."#), result.output)
        XCTAssertFalse(result.output.contains("\n2. fake"), "no line of the output comes from the label")
        XCTAssertFalse(result.output.unicodeScalars.contains { $0.value == 0x1B }, result.output)
        let described = try run(["describe", "--label", "Close\n2. fake\u{1B}[2J", "--traits", "button"], environment: baseEnvironment)
        XCTAssertEqual(described.status, 0, described.output)
        XCTAssertTrue(described.output.hasPrefix(#"Close\n2. fake\u{1B}[2J"#), described.output)
        XCTAssertFalse(described.output.unicodeScalars.contains { $0.value == 0x1B }, described.output)
        // Every assistive technology's listing too: they printed the label raw.
        for assistive in ["switch-control", "keyboard", "voice-control"] {
            let listed = try run(["inspect", path, "--assistive", assistive], environment: baseEnvironment)
            XCTAssertEqual(listed.status, 0, listed.output)
            // Voice Control shows the name on one line, its newline a space.
            XCTAssertTrue(listed.output.contains(assistive == "voice-control" ? #"Close 2. fake\u{1B}[2J"# : #"Close\n2. fake\u{1B}[2J"#),
                          "\(assistive): \(listed.output)")
            XCTAssertFalse(listed.output.contains("\n2. fake"), "\(assistive): no line of the output comes from the label")
            XCTAssertFalse(listed.output.unicodeScalars.contains { $0.value == 0x1B }, "\(assistive): \(listed.output)")
        }
        // And what a replay's transcript heard VoiceOver say of it.
        let trace = path.replacingOccurrences(of: ".json", with: ".trace")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        try (#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"ctl","sceneFile":{"path":""# + (path as NSString).lastPathComponent
             + #""},"settings":{"voiceOver":true},"launch":true}"# + "\n" + #"{"type":"end","seq":1,"t":3000}"# + "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        let heard = try run(["replay", trace, "--transcript"], environment: baseEnvironment)
        XCTAssertEqual(heard.status, 0, heard.output)
        XCTAssertTrue(heard.output.hasPrefix(#"Close\n2. fake\u{1B}[2J. Button."#), heard.output)
        XCTAssertFalse(heard.output.unicodeScalars.contains { $0.value == 0x1B }, heard.output)
    }

    /// `inspect` lists what VoiceOver's swipes reach: the carousel's two photos past the screen's
    /// edge, which a swipe scrolls in, were left out, so a reader concluded VoiceOver never reached
    /// them. They are listed in order and marked; the photos on screen read as before.
    func testInspectListsAScrollAreasElementsScrolledOutOfView() throws {
        let carousel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/carousel.json").standardizedFileURL.path
        let text = try run(["inspect", carousel], environment: baseEnvironment)
        XCTAssertEqual(text.status, 0, text.output)
        XCTAssertTrue(text.output.hasPrefix("carousel: 6 elements in navigation order\n"), text.output)
        let ids = text.output.split(separator: "\n").filter { $0.first?.isNumber == true }.map { $0.split(separator: " ")[1] }
        XCTAssertEqual(ids, ["title", "lighthouse", "harbour", "cliffs", "dunes", "all"])
        XCTAssertEqual(text.output.components(separatedBy: "   flags:      scrolled out of view (a swipe scrolls it in)\n").count, 3, text.output)
        XCTAssertTrue(text.output.contains("3. harbour\n   says:       Harbour boats. Image.\n   hint:       –\n   traits:     image\n   frame:      310,113 80×200\n"),
                      "on the screen, as the screen shows it: \(text.output)")
        let json = try run(["inspect", carousel, "--format", "json"], environment: baseEnvironment)
        XCTAssertEqual(json.output.components(separatedBy: #""scrolledOut":true"#).count, 3, json.output)
        XCTAssertEqual(json.output.components(separatedBy: #""scrolledOut":false"#).count, 5, json.output)
    }

    /// `inspect` says which element the system provides (iOS's scroll indicator on a real capture),
    /// as the reports do: a user reading its "0%" and 30-point width knows validate sets it aside.
    func testInspectNamesTheElementsTheSystemProvides() throws {
        let dump = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../AXAuditTests/Fixtures/RealDumps/appium-mobster-daybreak-today.xml").standardizedFileURL.path
        let text = try run(["inspect", dump], environment: baseEnvironment)
        XCTAssertEqual(text.status, 0, text.output)
        XCTAssertEqual(text.output.components(separatedBy: "   system:     ").count, 2, "one element, the scroll bar, is the system's")
        XCTAssertTrue(text.output.contains("Vertical scroll bar, 1 page: 0%. Adjustable.\n"), text.output)
        XCTAssertTrue(text.output.contains("   system:     scroll indicator, provided by the system: read, not judged by validate\n"), text.output)
        let json = try run(["inspect", dump, "--format", "json"], environment: baseEnvironment)
        XCTAssertEqual(json.status, 0, json.output)
        XCTAssertEqual(json.output.components(separatedBy: #""system":"scrollIndicator""#).count, 2, json.output)
        XCTAssertEqual(json.output.components(separatedBy: #""system":null"#).count, 12, "the 11 others are the app's")
    }

    /// `inspect` notes a value XCUITest printed cut under the speech, which stays what VoiceOver
    /// says of the text held; the JSON names the texts cut. The babylon log-in dump's e-mail.
    func testInspectNotesAValueThePrintedCaptureCut() throws {
        let dump = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../AXAuditTests/Fixtures/RealDumps/xcuitest-babylon-login-indented.txt").standardizedFileURL.path
        let text = try run(["inspect", dump], environment: baseEnvironment)
        XCTAssertEqual(text.status, 0, text.output)
        XCTAssertTrue(text.output.contains("   says:       ukautomationuser@e... Text Field.\n   hint:       Double tap to edit.\n"
            + "   cut:        its value \"ukautomationuser@e...\" was printed cut: XCUITest ends a long value it prints with \"...\"; "
            + "VoiceOver reads the whole text, which the capture does not hold\n"), text.output)
        XCTAssertEqual(text.output.components(separatedBy: "   cut:        ").count, 2, "only the e-mail was printed cut")
        let json = try run(["inspect", dump, "--format", "json"], environment: baseEnvironment)
        XCTAssertEqual(json.status, 0, json.output)
        XCTAssertEqual(json.output.components(separatedBy: #""cutByCapture":["value"]"#).count, 2, json.output)
        XCTAssertEqual(json.output.components(separatedBy: #""cutByCapture":[]"#).count, 6, "the 5 others are whole")
    }

    /// A bad command line says why and shows the command's usage, as ArgumentParser's own refusals
    /// do, exit 2, whichever check finds it: a missing scene, a shard or setting out of form, a
    /// negative number (read as the option's value, not taken for an option), a rule that does not exist.
    func testBadCommandLinesSayWhyAndShowTheUsage() throws {
        let cases: [([String], String)] = [
            (["validate"], "name scenes to validate, or pass --all"),
            (["validate", "star-rating", "--shard", "0/4"], #"--shard "0/4": the shard must be 1 to 4"#),
            (["replay", "missing.trace", "--shard", "5/4"], #"--shard "5/4": the shard must be 1 to 4"#),
            (["validate", "star-rating", "--shard", "-1/4"], #"--shard "-1/4": the shard must be 1 to 4"#),
            (["validate", "star-rating", "--setting", "foo=bar"], #"unknown setting "foo""#),
            (["snapshot", "star-rating", "-o", "never.png", "--setting", "voiceOver"], #"expected name=value, found "voiceOver""#),
            (["validate", "star-rating", "--depth", "-1"], "--depth must be 0 or more"),
            (["validate", "star-rating", "--jobs", "-2"], "--jobs must be a whole number from 1 to"),
            (["validate", "star-rating", "--rule", "nope"], #"unknown rule "nope""#),
            (["snapshot", "star-rating", "-o", "never.png", "--time", "-5"], "--time must not be negative"),
            // Both parse as numbers; a window given either never ended.
            (["run", "star-rating", "--exit-after", "nan"], "--exit-after must be positive (a number of seconds), found nan"),
            (["run", "star-rating", "--exit-after", "inf"], "--exit-after must be positive (a number of seconds), found inf"),
            (["run", "star-rating", "--exit-after", "-1"], "--exit-after must be positive (a number of seconds), found -1"),
            // Options that would otherwise be ignored in silence.
            (["inspect", "piano", "--switch-setting", "style=manual"], "--switch-setting applies to the Switch Control listing: add --assistive switch-control"),
            (["snapshot", "star-rating", "-o", "never.png", "--zoom-mode", "window"], "--zoom-mode sets how --zoom shows its region: add --zoom"),
            (["snapshot", "star-rating", "-o", "never.jpg"], "-o never.jpg: snapshot writes PNG; name the file .png"),
            (["describe", "--label", ""], "describe needs an element"),
            (["inspect", "piano", "--assistive", "switch-control", "--switch-setting", "autoTap=yes"],
             "switch-control setting autoTap=yes: expected off, on, or milliseconds from 100 to 60000"),
        ]
        for (arguments, reason) in cases {
            let result = try run(arguments, environment: baseEnvironment)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains(reason), "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains("Usage: axsandbox \(arguments[0]) "), "\(arguments): \(result.output)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "never.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "never.jpg"))
        let grid = try run(["validate", "grid-0"], environment: baseEnvironment)
        XCTAssertEqual(grid.status, 2, grid.output)
        XCTAssertTrue(grid.output.contains("grid-0: a generated grid has 1 to 100000 cells"), grid.output)
    }

    /// `replay --scene` on a scene of another id is refused as the largest drift unless it is allowed;
    /// allowed, the replay shows where that scene departs, and `--update` records the trace there.
    func testReplayOnAnotherSceneIsDriftThatCanBeAllowed() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-other-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("Tests/Golden/voice-star-rating.trace").path, toPath: path)
        let refused = try run(["replay", path, "--scene", "star-rating-broken"], environment: baseEnvironment)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains(#"the trace is for scene "star-rating", not "star-rating-broken"; replay with --allow-scene-drift"#), refused.output)
        let differs = try run(["replay", path, "--scene", "star-rating-broken", "--allow-scene-drift"], environment: baseEnvironment)
        XCTAssertEqual(differs.status, 1, "the broken twin departs from the recording: \(differs.output)")
        let updated = try run(["replay", path, "--scene", "star-rating-broken", "--allow-scene-drift", "--update"], environment: baseEnvironment)
        XCTAssertEqual(updated.status, 0, updated.output)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating-broken""#))
        XCTAssertEqual(try run(["replay", path], environment: baseEnvironment).status, 0, "the updated trace replays on the scene it names")
    }

    /// `snapshot --after` on another scene's trace gave `replay`'s advice, `--update` and a flag
    /// snapshot refused: it now offers its own `--allow-scene-drift`, which draws where the trace's
    /// inputs lead on the scene given (a broken twin's trace on the fixed scene).
    func testSnapshotAfterAnotherScenesTraceOffersItsOwnDriftFlag() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let trace = repository.appendingPathComponent("Tests/Golden/voice-star-rating.trace").path
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-after-drift-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let refused = try run(["snapshot", "star-rating-broken", "--after", trace, "-o", png], environment: baseEnvironment)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.output.contains(#"the trace is for scene "star-rating", not "star-rating-broken"; give --allow-scene-drift to draw where it leads anyway"#),
                      refused.output)
        XCTAssertFalse(refused.output.contains("--update"), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
        let drawn = try run(["snapshot", "star-rating-broken", "--after", trace, "--allow-scene-drift", "-o", png], environment: baseEnvironment)
        XCTAssertEqual(drawn.status, 0, drawn.output)
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: png)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let alone = try run(["snapshot", "star-rating", "--allow-scene-drift", "-o", png], environment: baseEnvironment)
        XCTAssertEqual(alone.status, 2, alone.output)
        XCTAssertTrue(alone.output.contains("--allow-scene-drift replays the --after trace: give --after too"), alone.output)
    }

    /// A script whose header leaves VoiceOver off hears nothing from its `vo.` commands: `replay` and
    /// `view` say so on standard error, with how to turn VoiceOver on, and still exit 0; with
    /// VoiceOver on the same script says nothing of the kind (docs/trace-format.md, "Scripts").
    func testAScriptsCommandsSentWithVoiceOverOffAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-script-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let off = folder.appendingPathComponent("off.trace").path, on = folder.appendingPathComponent("on.trace").path
        let inputs = """
        {"type":"command","seq":1,"t":0,"name":"vo.last"}
        {"type":"command","seq":2,"t":8000,"name":"vo.up"}
        {"type":"end","seq":3,"t":11000}

        """
        try (#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating"}"# + "\n" + inputs)
            .write(toFile: off, atomically: true, encoding: .utf8)
        try (#"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","settings":{"voiceOver":true}}"# + "\n" + inputs)
            .write(toFile: on, atomically: true, encoding: .utf8)
        let warning = "\(off):2: 2 VoiceOver commands did nothing (vo.last the first): VoiceOver was off; "
            + #"set "voiceOver":true in the header's settings, or send a voiceOver.on command first"#
        let silent = try run(["replay", off, "--transcript"], environment: baseEnvironment)
        XCTAssertEqual(silent.status, 0, silent.output)
        XCTAssertEqual(silent.output, "axsandbox: " + warning + "\n")
        let viewed = try run(["view", off, "-o", folder.appendingPathComponent("off.html").path], environment: baseEnvironment)
        XCTAssertEqual(viewed.status, 0, viewed.output)
        XCTAssertTrue(viewed.output.contains(warning), viewed.output)
        let heard = try run(["replay", on, "--transcript"], environment: baseEnvironment)
        XCTAssertEqual(heard.status, 0, heard.output)
        XCTAssertEqual(heard.output, "Star rating: No rating. Adjustable.\nSwipe up or down with one finger to adjust the value.\n1 star\n")

        // A report on standard output is all that is printed there: the transcript's lines before
        // the JSON made it unreadable. With the report in a file, both are had; among several
        // traces each transcript is headed by its file.
        let mixed = try run(["replay", on, "--transcript", "--format", "json"], environment: baseEnvironment)
        XCTAssertEqual(mixed.status, 2, mixed.output)
        XCTAssertTrue(mixed.output.contains("--transcript prints what was heard on standard output, where the --format report goes"), mixed.output)
        let report = folder.appendingPathComponent("report.json").path
        let both = try run(["replay", on, "--transcript", "--format", "json", "-o", report], environment: baseEnvironment)
        XCTAssertEqual(both.status, 0, both.output)
        XCTAssertTrue(both.output.hasPrefix("Star rating: No rating. Adjustable.\n"), both.output)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))))
        let two = try run(["replay", on, on, "--transcript"], environment: baseEnvironment)
        XCTAssertEqual(two.status, 0, two.output)
        XCTAssertTrue(two.output.hasPrefix("\(on):\nStar rating: No rating. Adjustable.\n"), two.output)
    }

    /// Every command that takes a scene says, in its help, every kind of scene it takes: an exported
    /// hierarchy is one, though the helps of run, snapshot, inspect and validate once left it out.
    func testEverySceneArgumentsHelpNamesEveryKindOfScene() throws {
        for command in ["run", "snapshot", "inspect", "validate", "export"] {
            let help = try run([command, "--help"], environment: baseEnvironment)
            XCTAssertEqual(help.status, 0, help.output)
            let flat = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(flat.contains("grid-N, a scene file, or a hierarchy exported from an app")
                          || flat.contains("grid-N, scene files, or hierarchies exported from apps"), "\(command): \(help.output)")
        }
    }

    /// A trace given where a scene goes, and a scene file where a trace goes, are named for what they are.
    func testATraceAndASceneFileGivenForEachOtherSayWhatTheyAre() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let trace = repository.appendingPathComponent("Tests/Golden/keyboard-star-rating.trace").path
        let scene = repository.appendingPathComponent("examples/reorderable-list.json").path
        let inspected = try run(["inspect", trace], environment: baseEnvironment)
        XCTAssertEqual(inspected.status, 2, inspected.output)
        XCTAssertTrue(inspected.output.contains("\(trace): a trace, not a scene; replay it"), inspected.output)
        let replayed = try run(["replay", scene], environment: baseEnvironment)
        XCTAssertEqual(replayed.status, 2, replayed.output)
        XCTAssertTrue(replayed.output.contains("\(scene): a scene file, not a trace"), replayed.output)
    }

    /// idb's answer when the simulator's accessibility is off (one 0×0 application node) is an
    /// empty capture: inspect, validate and snapshot refuse it with the cause, exit 2, never a pass.
    func testAnEmptyCaptureIsRefusedByEveryCommand() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-empty-\(getpid()).json").path
        try #"[{"AXFrame":"{{0, 0}, {0, 0}}","type":"Application","role":"AXApplication","children":[]}]"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let png = path + ".png"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: png) }
        for arguments in [["inspect", path], ["validate", path], ["snapshot", path, "-o", png]] {
            let result = try run(arguments, environment: baseEnvironment)
            XCTAssertEqual(result.status, 2, "\(arguments[0]): \(result.output)")
            XCTAssertTrue(result.output.contains("\(path): an empty capture: its root has a size of 0×0"), result.output)
        }
    }

    func testExportOfAnImportImportsBackAsTheSameElements() throws {
        let sample = imports.appendingPathComponent("checkout-xcuitest.txt").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let export = try run(["export", sample, "--format", "accessibilitysnapshot", "-o", out], environment: baseEnvironment)
        XCTAssertEqual(export.status, 0, export.output)
        let before = try run(["inspect", sample, "--format", "json"], environment: baseEnvironment)
        let after = try run(["inspect", out, "--format", "json"], environment: baseEnvironment)
        XCTAssertEqual(after.status, 0, after.output)
        func spoken(_ json: String) throws -> [JSONValue?] {
            guard case .array(let rows) = try JSONValue.parse(json) else { return [] }
            return rows.map { $0["description"] }
        }
        XCTAssertEqual(try spoken(after.output), try spoken(before.output))
        XCTAssertEqual(try spoken(before.output).count, 12)
    }

    func testSnapshotOfAnImportDrawsItsScreenshot() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-cli-import-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["snapshot", imports.appendingPathComponent("checkout.json").path, "-o", path, "--scale", "1"],
                             environment: baseEnvironment)
        XCTAssertEqual(result.status, 0, result.output)
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: path) }
        XCTAssertEqual(pixels.width, 390)
        XCTAssertEqual(pixels.height, 844)
        // The Pay button's blue, from the screenshot, at (195, 470) in points.
        XCTAssertEqual(pixels[195, 470], PixelBuffer.RGBA(0x00, 0x7A, 0xFF), "\(pixels[195, 470])")
    }

    /// `--screenshot` and `--scale` name the import's picture where the command writes none of its
    /// own, as `--import-screenshot` and `--import-scale` do everywhere; `snapshot` keeps `--scale`
    /// for the PNG it writes and has no `--screenshot` (docs/import.md).
    func testImportScreenshotOptionsByBothNames() throws {
        let sample = imports.appendingPathComponent("checkout.json").path
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-no-such-\(getpid()).png").path
        for command in [["inspect"], ["validate"], ["export", "--format", "scene-file"]] {
            for names in [("--screenshot", "--scale"), ("--import-screenshot", "--import-scale")] {
                let noFile = try run(command + [sample, names.0, missing], environment: baseEnvironment)
                XCTAssertEqual(noFile.status, 2, "\(command) \(names.0): \(noFile.output)")
                XCTAssertTrue(noFile.output.contains("\(missing): the screenshot: cannot read the file: no such file or directory"), noFile.output)
                let badScale = try run(command + [sample, names.1, "0"], environment: baseEnvironment)
                XCTAssertEqual(badScale.status, 2, "\(command) \(names.1): \(badScale.output)")
                XCTAssertTrue(badScale.output.contains("must be above 0 and at most 100 (the screenshot's pixels per point), not 0"), badScale.output)
                XCTAssertTrue(badScale.output.contains("Usage: axsandbox \(command[0])"), badScale.output)
            }
        }
        let snapshot = try run(["snapshot", sample, "-o", missing, "--screenshot", missing], environment: baseEnvironment)
        XCTAssertNotEqual(snapshot.status, 0)
        XCTAssertTrue(snapshot.output.contains("Unknown option '--screenshot'"), snapshot.output)
    }
}
