import XCTest
import AXCore
import AXEngine
import AXScenes
@testable import AXTrace

/// Record → replay → identical records; a changed scene is refused or caught with a readable diff.
final class ReplayTests: XCTestCase {
    private func record(_ scene: Scene, _ inputs: [(SessionInput, Int)], end: Int) -> Trace {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: scene, settings: settings))
        let header = driver.header(tool: "test")  // describes the start, before any input
        var records: [TimedRecord] = []
        for (input, t) in inputs { records += driver.apply(input, at: t) }
        records += driver.end(at: end)
        // Give produced records file line numbers, as the reader would.
        for i in records.indices { records[i].line = i + 2 }
        return Trace(header: header, records: records, truncatedAfterLine: nil)
    }

    private let walk: [(SessionInput, Int)] = [(.command(.next), 0), (.command(.next), 2000), (.command(.activate), 4000),
                                               (.command(.previous), 6000)]

    func testAReplayReproducesTheRecordingExactly() throws {
        let trace = record(GridScene(count: 4), walk, end: 9000)
        let text = TraceWriter.text(trace)
        let reread = try TraceReader.parse(text, file: "t.trace")
        let result = try Replayer(trace: reread, scene: GridScene(count: 4), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference)
        XCTAssertFalse(result.wasScript)
        XCTAssertEqual(TraceWriter.text(Trace(header: result.header, records: result.records, truncatedAfterLine: nil)), text,
                       "an --update of a passing trace rewrites identical bytes")
        XCTAssertTrue(result.records.contains { if case .output(_, .focus) = $0.record { return true }; return false })
    }

    /// A finger the window puts a hair above an element (at a fractional scale a pixel is 59.9952
    /// points down, above the title that starts at 60) touches nothing on the run; the trace writes
    /// the point with two decimals, as 60. The run and its replay must agree on what was touched:
    /// the driver applies the input as its record says it, so the recording replays exactly and an
    /// `--update` of it writes the same bytes.
    func testAFingerAtAFractionalPointReplaysAsRecorded() throws {
        let scene = StarRatingScene()
        let titleTop = try XCTUnwrap(scene.accessibilityElements(settings: Settings()).first { $0.id == "star-rating-title" }).frame.minY
        XCTAssertEqual(titleTop, 60, "the edge this test touches just above")
        let above = Point(136.0183, titleTop - 0.0048)
        let touch: [(SessionInput, Int)] = [
            (.command(.last), 0),
            (.pointer(PointerSample(.down, id: 0, above, time: 3000)), 3000),
            (.pointer(PointerSample(.up, id: 0, above, time: 3050)), 3050),
            (.command(.touch(above)), 6000),
            (.command(.passThrough(path: [Point(0.004, -0.0049)])), 9000),
        ]
        let trace = record(scene, touch, end: 12000)
        let text = TraceWriter.text(trace)
        XCTAssertTrue(text.contains(#""x":136.02,"y":60,"kind":"touch"}"#), "the trace writes two decimals")
        let reread = try TraceReader.parse(text, file: "t.trace")
        let result = try Replayer(trace: reread, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "\(result.difference.map { $0.report(file: "t.trace") } ?? "")")
        XCTAssertEqual(TraceWriter.text(Trace(header: result.header, records: result.records, truncatedAfterLine: nil)), text,
                       "an --update of the recording rewrites identical bytes")
    }

    /// A script's Zoom level with more than two decimals is the level it ran with: `--update` writes
    /// it as given, so the updated trace's lens records match its header.
    func testAnUpdatedScriptKeepsItsZoomLevel() throws {
        let script = try TraceLines.load([
            #"{"type":"header","format":"axsandbox-trace","version":1,"scene":"star-rating","zoom":{"on":true,"level":2.345}}"#,
            #"{"type":"zoom","seq":1,"t":0,"name":"toggle"}"#,
            #"{"type":"end","seq":2,"t":100}"#,
        ])
        let updated = try Replayer(trace: script, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        let text = TraceWriter.text(Trace(header: updated.header, records: updated.records, truncatedAfterLine: nil))
        XCTAssertTrue(text.contains(#""level":2.345,"#), text)
        let reread = try TraceReader.parse(text, file: "t.trace")
        let result = try Replayer(trace: reread, scene: StarRatingScene(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "\(result.difference.map { $0.report(file: "t.trace") } ?? "")")
    }

    /// The viewer page states each frame's size in points (pixels over pixels per point), so it shows
    /// a frame wider than the device (overlays with their legend) at that size instead of squeezing it
    /// into the device's width.
    func testTheViewerPageStatesEachFramesOwnSize() throws {
        let trace = record(GridScene(count: 4), walk, end: 9000)
        let replayer = Replayer(trace: trace, scene: GridScene(count: 4), allowSceneDrift: false, tool: "test")
        let built = try TraceViewerPage.build(trace: trace, replayer: replayer, source: "t.trace") { _, _ in
            EmbeddedImage(png: [], width: 1160, height: 1688, pixelsPerPoint: 2)
        }
        XCTAssertTrue(built.html.contains(##""frameSizes":[[580,844]"##), "the frame's size in points")
        XCTAssertTrue(built.html.contains("[img.width, img.height] = D.frameSizes[fi]"), "the frame is shown at it")
    }

    /// A run that launched under VoiceOver says so in its header; its launch speech (cause 0) replays
    /// from the header alone, and a header without `launch` (older traces) replays silent.
    func testALaunchIsRecordedInTheHeaderAndReplayed() throws {
        var settings = Settings()
        settings.voiceOver = true
        let driver = SessionDriver(session: Session(scene: GridScene(count: 4), settings: settings, announcesLaunch: true))
        let header = driver.header(tool: "test")
        XCTAssertTrue(header.launch)
        var records = driver.apply(.command(.next), at: 5000)
        records += driver.end(at: 9000)
        for i in records.indices { records[i].line = i + 2 }
        let launchSpeech = records.filter {
            if case .output(0, .speech) = $0.record { return true } else { return false }
        }
        XCTAssertEqual(launchSpeech.count, 1, "the first element, spoken at launch (the grid has no app name)")
        let text = TraceWriter.text(Trace(header: header, records: records, truncatedAfterLine: nil))
        XCTAssertTrue(text.hasPrefix("{\"type\":\"header\"") && text.split(separator: "\n")[0].hasSuffix(#","launch":true}"#))
        let reread = try TraceReader.parse(text, file: "t.trace")
        XCTAssertTrue(reread.header.launch)
        XCTAssertNil(try Replayer(trace: reread, scene: GridScene(count: 4), allowSceneDrift: false, tool: "test").run().difference)
        // The same file without the field: replay starts silent and misses the recorded launch.
        let silent = text.replacingOccurrences(of: #","launch":true"#, with: "")
        let old = try TraceReader.parse(silent, file: "t.trace")
        XCTAssertFalse(old.header.launch)
        XCTAssertNotNil(try Replayer(trace: old, scene: GridScene(count: 4), allowSceneDrift: false, tool: "test").run().difference)
    }

    /// An imported screen is named by its file in the header (as a scene file is), and its actions
    /// fail on replay as they did when recorded: the real app was never asked. A trace recorded before
    /// headers named files in `sceneFile` (the path as its scene) still replays by that name.
    func testATraceOverAnImportedScreenReplays() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/imports/checkout-idb.json").standardizedFileURL.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func load() throws -> ImportedScene { try ScreenImport.load(path: path, text: text) }
        var settings = Settings()
        settings.voiceOver = true
        let tracePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("t.trace").path
        let reference = SceneFileReference(file: path, digest: SceneFile.contentDigest(of: text), traceAt: tracePath)
        XCTAssertEqual(reference.path, "../../examples/imports/checkout-idb.json")
        let driver = SessionDriver(session: Session(scene: try load(), settings: settings))
        let header = driver.header(tool: "test", sceneFile: reference)
        XCTAssertEqual(header.scene, try load().id)
        var records: [TimedRecord] = []
        let inputs: [(SessionInput, Int)] = [(.command(.first), 0), (.command(.last), 2000), (.command(.activate), 4000)]
        for (input, t) in inputs { records += driver.apply(input, at: t) }
        records += driver.end(at: 9000)
        let written = TraceWriter.text(Trace(header: header, records: records, truncatedAfterLine: nil))
        XCTAssertTrue(written.contains(#""name":"tap","result":false"#), written)
        let reread = try TraceReader.parse(written, file: tracePath)
        XCTAssertEqual(reread.header.sceneFile?.location(forTraceAt: tracePath), path)
        XCTAssertNil(try Replayer(trace: reread, scene: try load(), sceneFile: reference, allowSceneDrift: false, tool: "test").run().difference)
        var edited = reference
        edited.digest = "0000000000000000"
        XCTAssertThrowsError(try Replayer(trace: reread, scene: try load(), sceneFile: edited, allowSceneDrift: false, tool: "test").run(),
                             "an edited file is drift")
        var named = reread
        named.header.scene = path
        named.header.sceneFile = nil
        XCTAssertNil(try Replayer(trace: named, scene: try load(), allowSceneDrift: false, tool: "test", sceneName: path).run().difference)
    }

    func testAScriptReplaysAndFillsInItsHeader() throws {
        let script = """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4","settings":{"voiceOver":true}}
        {"type":"command","seq":1,"t":0,"name":"vo.next"}
        {"type":"end","seq":2,"t":3000}

        """
        let trace = try TraceReader.parse(script, file: "s.trace")
        let result = try Replayer(trace: trace, scene: GridScene(count: 4), allowSceneDrift: true, tool: "test").run()
        XCTAssertTrue(result.wasScript)
        XCTAssertNil(result.difference)
        XCTAssertNotNil(result.header.sceneDigest)
        XCTAssertEqual(result.header.engine, .default)
        // VoiceOver starts on the first element silently, so the first swipe lands on the second.
        XCTAssertEqual(Replayer.transcript(result.records).first, "Cell 2. Button.")
    }

    /// A script whose header leaves VoiceOver off hears nothing from its `vo.` commands, as a device
    /// with VoiceOver off would; the replay names them, by technology, and how to turn it on. A
    /// command sent after its technology was turned on, and turning it on, are not named.
    func testAScriptsCommandsSentWhileTheirTechnologyIsOffAreNamed() throws {
        let script = """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4"}
        {"type":"command","seq":1,"t":0,"name":"vo.next"}
        {"type":"keyboard","seq":2,"t":100,"name":"tab"}
        {"type":"command","seq":3,"t":200,"name":"vo.activate"}
        {"type":"keyboard","seq":4,"t":300,"name":"shortcut","keys":"Command-I"}
        {"type":"keyboard","seq":5,"t":400,"name":"on"}
        {"type":"keyboard","seq":6,"t":500,"name":"tab"}
        {"type":"command","seq":7,"t":600,"name":"voiceOver.on"}
        {"type":"command","seq":8,"t":700,"name":"vo.next"}
        {"type":"end","seq":9,"t":3000}

        """
        let trace = try TraceReader.parse(script, file: "s.trace")
        let result = try Replayer(trace: trace, scene: GridScene(count: 4), allowSceneDrift: true, tool: "test").run()
        XCTAssertEqual(result.ignoredCommands.map(\.line), [2, 3, 4])
        XCTAssertEqual(result.ignoredCommandWarnings(file: "s.trace"), [
            "s.trace:2: 2 VoiceOver commands did nothing (vo.next the first): VoiceOver was off; "
                + "set \"voiceOver\":true in the header's settings, or send a voiceOver.on command first",
            "s.trace:3: a Full Keyboard Access command did nothing (keyboard.tab): Full Keyboard Access was off; "
                + "send a keyboard record named on first",
        ])
        // With VoiceOver on from the header, nothing is named.
        let on = try TraceReader.parse(script.replacingOccurrences(of: "\"grid-4\"}", with: "\"grid-4\",\"settings\":{\"voiceOver\":true}}"),
                                       file: "s.trace")
        let heard = try Replayer(trace: on, scene: GridScene(count: 4), allowSceneDrift: true, tool: "test").run()
        XCTAssertEqual(heard.ignoredCommands.map(\.line), [3])
    }

    /// A command ignored because a record turned its technology off, the header having turned it
    /// on, is named with that cause and a record to turn it on again, not the header the script
    /// already has.
    func testACommandSentAfterItsTechnologyWasTurnedOffNamesTheRecordThatDidIt() throws {
        let script = """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4","settings":{"voiceOver":true}}
        {"type":"command","seq":1,"t":0,"name":"vo.next"}
        {"type":"command","seq":2,"t":100,"name":"voiceOver.off"}
        {"type":"command","seq":3,"t":200,"name":"vo.next"}
        {"type":"end","seq":4,"t":3000}

        """
        let trace = try TraceReader.parse(script, file: "s.trace")
        let result = try Replayer(trace: trace, scene: GridScene(count: 4), allowSceneDrift: true, tool: "test").run()
        XCTAssertEqual(result.ignoredCommands.map(\.line), [4])
        XCTAssertEqual(result.ignoredCommandWarnings(file: "s.trace"), [
            "s.trace:4: a VoiceOver command did nothing (vo.next): VoiceOver was off, turned off by a record before it; "
                + "send a voiceOver.on command before it",
        ])
    }

    /// Speak Screen's controller commands sent while VoiceOver is on did nothing because VoiceOver
    /// was on, its setting being on: the warning says so rather than "Speak Screen was off".
    func testSpeakScreenCommandsWhileVoiceOverIsOnNameVoiceOver() throws {
        let script = """
        {"type":"header","format":"axsandbox-trace","version":1,"scene":"grid-4"}
        {"type":"speak","seq":1,"t":0,"name":"speak.on"}
        {"type":"speak","seq":2,"t":100,"name":"speak.start"}
        {"type":"command","seq":3,"t":200,"name":"voiceOver.on"}
        {"type":"speak","seq":4,"t":5000,"name":"speak.pause"}
        {"type":"speak","seq":5,"t":6000,"name":"speak.resume"}
        {"type":"end","seq":6,"t":9000}

        """
        let trace = try TraceReader.parse(script, file: "s.trace")
        let result = try Replayer(trace: trace, scene: GridScene(count: 4), allowSceneDrift: true, tool: "test").run()
        XCTAssertEqual(result.ignoredCommands.map(\.line), [5, 6])
        XCTAssertEqual(result.ignoredCommandWarnings(file: "s.trace"), [
            "s.trace:5: 2 Speak Screen commands did nothing (speak.pause the first): VoiceOver was on, and Speak Screen "
                + "does nothing while it is; send a voiceOver.off command first",
        ])
        // The reading ended when VoiceOver came on: the last `reading` record, without an element, is at 200.
        let readings = result.records.filter { if case .output(_, .speakScreenHighlight) = $0.record { return true } else { return false } }
        XCTAssertEqual(readings.last?.time, 200)
        let voiceOverOn = try XCTUnwrap(result.records.first { $0.record == .input(.command(.voiceOverOn)) })
        XCTAssertEqual(readings.last?.record, .output(cause: voiceOverOn.seq, event: .speakScreenHighlight(elementID: nil)))
    }

    /// A scene whose second button was renamed since the recording.
    private final class RenamedGrid: Scene {
        let inner = GridScene(count: 4)
        var id: String { inner.id }
        var title: String { inner.title }
        var device: Device { inner.device }
        func draw(into list: inout DisplayList, settings: Settings, time: Int) { inner.draw(into: &list, settings: settings, time: time) }
        func accessibilityElements(settings: Settings) -> [AccessibilityElement] {
            var elements = inner.accessibilityElements(settings: settings)
            elements[1].label = "Second"
            return elements
        }
        func stateSnapshot() -> [(key: String, value: String)] { inner.stateSnapshot() }
    }

    func testAChangedSceneIsRefusedByDigest() throws {
        let trace = record(GridScene(count: 4), walk, end: 9000)
        XCTAssertThrowsError(try Replayer(trace: trace, scene: RenamedGrid(), allowSceneDrift: false, tool: "test").run()) { error in
            XCTAssertTrue("\(error)".hasPrefix("scene \"grid-4\" changed since the trace was recorded"), "\(error)")
        }
    }

    func testAChangedSceneIsCaughtWithAReadableDiff() throws {
        let trace = record(GridScene(count: 4), walk, end: 9000)
        let result = try Replayer(trace: trace, scene: RenamedGrid(), allowSceneDrift: true, tool: "test").run()
        let d = try XCTUnwrap(result.difference)
        XCTAssertTrue(d.expected?.contains("Cell 2. Button.") ?? false, d.expected ?? "")
        XCTAssertTrue(d.actual?.contains("Second. Button.") ?? false, d.actual ?? "")
        XCTAssertTrue(d.fields.contains { $0.hasPrefix("description: \"Cell 2. Button.\" → \"Second. Button.\"") }, "\(d.fields)")
        XCTAssertTrue(d.inputsBefore.last?.contains("vo.next") ?? false, "\(d.inputsBefore)")
        XCTAssertGreaterThan(d.line, 1)
    }

    /// The inputs shown before a difference pass over `vision` records (they change only the
    /// drawing) and begin with the input the differing record names as its cause when it is older
    /// than the last three.
    func testTheInputsBeforeADifferenceLeaveOutFiltersAndNameTheCause() throws {
        let next = TraceRecord.input(.command(.next))
        var expected = (1...4).map { TimedRecord(seq: $0, time: $0 * 100, record: next, line: $0 + 1) }
        expected.append(TimedRecord(seq: 5, time: 500, record: .input(.vision(.achromatopsia)), line: 6))
        expected.append(TimedRecord(seq: 6, time: 600, record: .output(cause: 1, event: .speakScreenHighlight(elementID: "a")), line: 7))
        var actual = expected
        actual[5].record = .output(cause: 1, event: .speakScreenHighlight(elementID: "b"))
        let d = try XCTUnwrap(Replayer.firstDifference(expected: expected, actual: actual))
        XCTAssertEqual(d.line, 7)
        XCTAssertEqual(d.inputsBefore.map { String($0.prefix(7)) }, ["line 2:", "line 3:", "line 4:", "line 5:"], "\(d.inputsBefore)")
        XCTAssertFalse(d.inputsBefore.joined().contains("vision"), "\(d.inputsBefore)")
    }

    func testRecorderFlushesEveryLineSoAKilledRecordingLeavesAReadablePrefix() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var settings = Settings()
        settings.voiceOver = true
        let recorder = try TraceRecorder(session: Session(scene: GridScene(count: 4), settings: settings), path: path, tool: "test")
        recorder.apply(.command(.next), at: 0)
        recorder.apply(.command(.next), at: 1000)
        // No finish: as if the process were killed now. Everything so far is on disk.
        let trace = try TraceReader.load(path: path)
        XCTAssertNotNil(trace.truncatedAfterLine)
        XCTAssertEqual(trace.inputs.count, 2)
        let result = try Replayer(trace: trace, scene: GridScene(count: 4), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "the prefix replays")
        recorder.finish(at: 2000)
        XCTAssertNil(try TraceReader.load(path: path).truncatedAfterLine)
    }

    /// A full disk stops the recording with a reason, never a trap (Foundation's FileHandle.write
    /// trapped); the driver goes on, and every later line is left out.
    func testRecorderOnAFullDiskSaysWhereTheTraceStops() throws {
        var settings = Settings()
        settings.voiceOver = true
        let recorder = try TraceRecorder(session: Session(scene: GridScene(count: 4), settings: settings), path: "/dev/full", tool: "test")
        var reported: [TraceError] = []
        recorder.onFailure = { reported.append($0) }
        XCTAssertEqual(recorder.failure?.description, "/dev/full:1: cannot be written: no space left on device; nothing was recorded")
        recorder.apply(.command(.next), at: 0)
        recorder.finish(at: 1000)
        XCTAssertEqual(recorder.failure?.line, 1, "the first failure is kept")
        XCTAssertEqual(reported, [], "reported once, when it happened (here before anyone listened)")
    }

    /// A symbolic link is followed: the trace goes to its target, the link stays a link.
    func testRecorderWritesThroughASymbolicLink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rec-link-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("latest.trace").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "run-1.trace")
        let recorder = try TraceRecorder(session: Session(scene: GridScene(count: 4), settings: Settings()), path: link, tool: "test")
        recorder.apply(.command(.next), at: 0)
        recorder.finish(at: 1000)
        XCTAssertNil(recorder.failure)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "run-1.trace")
        XCTAssertNil(try TraceReader.load(path: folder.appendingPathComponent("run-1.trace").path).truncatedAfterLine)
    }
}
