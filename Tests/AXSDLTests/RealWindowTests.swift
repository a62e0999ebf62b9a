import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import AXTrace
import Foundation
import XCTest

/// The real window under a virtual X server: `axsandbox run` is started under xvfb-run, xdotool
/// clicks a cell and presses keys, and the test checks the state and settings the run reports and
/// the pixels of its screenshot. Skipped when xvfb-run, xdotool or the built executable is missing.
///
/// The scripts never sleep to let the window catch up: the window writes its status after each frame
/// that changed it (`run --status`), and a script waits for the line it needs (the key handled, the
/// long press held, the drag at the pointer) before its next input, so a loaded machine only makes
/// a run slower. The sleeps left inside a gesture (a swipe's moves 30 ms apart) shape the gesture.
final class RealWindowTests: XCTestCase {
    /// Shell functions the scripts drive a window with. `start_window COMMAND…` runs COMMAND with
    /// `--status` in the background ($PID), waits for its first frame and finds its window ($WID);
    /// `wait_for LINE…` waits until the status file holds every LINE at once (whole lines, grep
    /// patterns), at most a minute (then exits 4 with the status, so the test fails saying what it waited for).
    func windowFunctions(status: String) -> String {
        """
        STATUS="\(status)"
        wait_for() {
          deadline=$(( $(date +%s) + 60 ))
          while :; do
            current=$(cat "$STATUS" 2>/dev/null || true)
            missing=""
            for line in "$@"; do printf '%s\n' "$current" | grep -qx -- "$line" || { missing=$line; break; }; done
            [ -z "$missing" ] && [ -n "$current" ] && return 0
            if [ "$(date +%s)" -ge "$deadline" ]; then echo "timed out waiting for the status line: $missing"; echo "$current"; kill $PID 2>/dev/null; exit 4; fi
            sleep 0.02
          done
        }
        start_window() {
          rm -f "$STATUS"
          "$@" --status "$STATUS" &
          PID=$!
          wait_for 'keys 0'
          WID=$(timeout 30 xdotool search --sync --all --pid $PID --name AXSandbox | head -1)
          [ -n "$WID" ] || { kill $PID; exit 3; }
        }

        """
    }

    /// A status file in the temporary folder, unique to this process and `name`.
    func statusPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-\(name)-\(getpid()).status").path
    }

    func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private var executable: String? { BuiltExecutable.path }

    func testClicksAndKeysReachTheSceneInARealWindow() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let scene = GridSceneForTests.make()
        let layout = windowLayout(for: scene)
        let cell = scene.frame(of: 4)
        let click = Point(layout.sceneRect.minX + cell.midX * layout.sceneScale, layout.sceneRect.minY + cell.midY * layout.sceneScale)
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-window-\(getpid()).png").path
        let script = windowFunctions(status: statusPath("window")) + """
        start_window "\(axsandbox)" run grid-9 --scale 1 --exit-after 120 --screenshot "\(screenshot)" --no-sound
        xdotool mousemove --window $WID \(Int(click.x)) \(Int(click.y)) click 1
        wait_for 'state selected=cell-5' 'pointers 0'
        xdotool key --window $WID b
        wait_for 'keys 1'
        xdotool key --window $WID equal
        wait_for 'keys 2'
        xdotool key --window $WID 1
        wait_for 'keys 3'
        xdotool key --window $WID q
        wait $PID
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("state selected=cell-5"), "the click tapped cell 5: \(output)")
        XCTAssertTrue(output.contains("boldText=true"), "B turned Bold Text on: \(output)")
        XCTAssertTrue(output.contains("contentSize=xLarge"), "= made the text larger: \(output)")
        XCTAssertTrue(output.contains("overlays frames,cursor"), "1 turned the frames overlay on: \(output)")

        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: screenshot) }
        XCTAssertEqual(Double(pixels.width), layout.windowSize.width, accuracy: 1)
        let selected = pixels[Int(click.x) - Int(cell.width / 3), Int(click.y) - Int(cell.height / 3)]
        let selectedTinted = ElementFrameOverlay.color(for: 4).withAlpha(0.22).composited(over: Color.hex("#0A60D0"))
        XCTAssertLessThan(selected.maxChannelDifference(to: PixelBuffer.RGBA(UInt8(selectedTinted.r8), UInt8(selectedTinted.g8),
                                                                             UInt8(selectedTinted.b8))), 12,
                          "the tapped cell is drawn selected (under its frame tint), got \(selected)")
        let other = pixels[Int(layout.sceneRect.minX + scene.frame(of: 0).midX * layout.sceneScale) - 30,
                           Int(layout.sceneRect.minY + scene.frame(of: 0).midY * layout.sceneScale) - 30]
        // Other cells stay white under the frames overlay's light tint of their own colour.
        let tint = ElementFrameOverlay.color(for: 0).withAlpha(0.22).composited(over: .white)
        XCTAssertLessThan(other.maxChannelDifference(to: PixelBuffer.RGBA(UInt8(tint.r8), UInt8(tint.g8), UInt8(tint.b8))), 12,
                          "cell 1 is white under its frame tint, got \(other)")
    }

    /// `run --voiceover --record --speak` drives the simulated VoiceOver from real keys, a real
    /// Ctrl-drag (two fingers: VoiceOver's two-finger swipe up) and a real click; the trace it leaves
    /// replays with no difference, and espeak-ng (a fake on PATH that writes its text down) was asked
    /// to say what the trace says was spoken.
    func testARecordedVoiceOverRunReplaysExactly() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "star-rating"))
        let scene = descriptor.make()
        let layout = windowLayout(for: scene)
        var settings = Settings()
        settings.voiceOver = true
        let rating = try XCTUnwrap(NavigationOrder(scene: scene, settings: settings).entries.first { $0.id == "star-rating" })
        let touch = Point(layout.sceneRect.minX + rating.frame.midX, layout.sceneRect.minY + rating.frame.midY)
        let swipeX = Int(layout.sceneRect.midX), swipeY = Int(layout.sceneRect.minY + scene.device.size.height * 0.7)
        let swipeMoves = (1...5).map { "mousemove --window $WID \(swipeX) \(swipeY - $0 * 30) sleep 0.03" }.joined(separator: " ")
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-record-\(getpid()).trace").path
        let (fakeDirectory, spokenLog) = try fakeEspeak()
        let script = windowFunctions(status: statusPath("record")) + """
        PATH="\(fakeDirectory):$PATH"
        start_window "\(axsandbox)" run star-rating --voiceover --scale 1 --exit-after 120 --no-sound --speak --record "\(trace)"
        keys=0
        for k in Right Right Return Right Up Left Escape; do xdotool key --window $WID $k; keys=$((keys + 1)); wait_for "keys $keys"; done
        xdotool mousemove --window $WID \(swipeX) \(swipeY) keydown ctrl mousedown 1 sleep 0.03 \(swipeMoves) mouseup 1 keyup ctrl
        wait_for 'pointers 0'
        xdotool mousemove --window $WID \(Int(touch.x)) \(Int(touch.y)) mousedown 1
        wait_for 'pointers 1'
        xdotool mouseup 1
        wait_for 'pointers 0'
        xdotool key --window $WID q
        wait $PID
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("Recorded \(trace)"), output)

        let text = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertTrue(text.contains("\"name\":\"vo.next\"") && text.contains("\"name\":\"vo.activate\""), "the keys became commands: \(text)")
        XCTAssertTrue(text.contains("\"type\":\"speech\""), "VoiceOver spoke: \(text)")
        XCTAssertTrue(text.contains("\"kind\":\"mouse\""), "the click became mouse pointer samples: \(text)")
        XCTAssertTrue(text.contains("\"id\":1,"), "the Ctrl-drag's second finger is a pointer input: \(text)")
        XCTAssertTrue(text.contains("\"name\":\"swipe\",\"fingers\":2,\"direction\":\"up\""),
                      "the Ctrl-drag was VoiceOver's two-finger swipe up: \(text)")
        XCTAssertTrue(text.split(separator: "\n").last?.hasPrefix("{\"type\":\"end\"") ?? false, "quitting finished the trace")
        let loaded = try TraceReader.load(path: trace)
        let result = try Replayer(trace: loaded, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "replay differs: \(String(describing: result.difference))")
        XCTAssertFalse(result.wasScript)
        let spoken = Set(try String(contentsOfFile: spokenLog, encoding: .utf8).split(separator: "\n").map(String.init))
        let heard = loaded.records.compactMap { record -> String? in
            if case .output(_, .speech(let speech)) = record.record, speech.outcome != .dropped { return speech.text }
            return nil
        }
        XCTAssertFalse(heard.isEmpty)
        for text in heard { XCTAssertTrue(spoken.contains("-s|166|\(text)|"), "espeak-ng was asked to say \"\(text)\": \(spoken)") }

        // `replay --update` rewrites the outputs from a fresh run: the bytes must not change.
        let copy = trace + ".updated"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: trace, toPath: copy)
        let update = Process()
        update.executableURL = URL(fileURLWithPath: axsandbox)
        update.arguments = ["replay", "--update", copy]
        update.standardOutput = FileHandle.nullDevice
        try update.run()
        update.waitUntilExit()
        XCTAssertEqual(update.terminationStatus, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), try Data(contentsOf: URL(fileURLWithPath: trace)),
                       "replay --update left different bytes")
    }

    /// A fake `espeak-ng` that appends its arguments (joined by `|`) as one line to a log: its folder
    /// (to put first on PATH) and the log's path.
    private func fakeEspeak() throws -> (directory: String, log: String) {
        let directory = try temporaryFolder("axsandbox-fake-espeak")
        let log = directory.appendingPathComponent("spoken.txt").path
        let fake = directory.appendingPathComponent("espeak-ng").path
        try "#!/bin/sh\nline=$(printf '%s|' \"$@\")\nprintf '%s\\n' \"$line\" >> '\(log)'\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        XCTAssertTrue(FileManager.default.createFile(atPath: log, contents: nil))
        return (directory.path, log)
    }

    /// `--speak` without espeak-ng says how to install it, once, and the run goes on without speech.
    func testSpeakWithoutEspeakWarnsOnceAndRunsSilently() throws {
        guard let xvfb = which("xvfb-run") else { throw XCTSkip("xvfb-run is needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let script = """
        PATH=/nonexistent "\(axsandbox)" run grid-9 --voiceover --speak --scale 1 --exit-after-frames 2 --no-sound 2>&1
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        let warnings = output.split(separator: "\n").filter { $0.contains("espeak-ng") }
        XCTAssertEqual(warnings, ["axsandbox: warning: --speak needs espeak-ng, which is not installed (apt-get install espeak-ng); running without speech"])
        XCTAssertTrue(output.contains("Ran grid-9"), output)
    }

    /// `run --vision` starts the window seen through a filter and G moves to the next; the status
    /// file and the summary name the filter shown.
    func testTheVisionKeyCyclesTheFilters() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let script = windowFunctions(status: statusPath("vision")) + """
        start_window "\(axsandbox)" run photo-filter --scale 1 --vision protanopia --exit-after 120 --no-sound
        wait_for 'vision protanopia'
        xdotool key --window $WID g
        wait_for 'keys 1' 'vision deuteranopia'
        xdotool key --window $WID q
        wait $PID
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("vision deuteranopia"), output)
    }

    /// `run --zoom --zoom-mode --zoom-setting` opens the window in Window Zoom at the level given,
    /// Follow Focus off: the status shows the lens, and the trace's header records the settings, so
    /// the recording replays in that Zoom.
    func testRunChoosesZoomsModeLevelAndFollowFocusAndRecordsThem() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-zoom-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let script = windowFunctions(status: statusPath("zoom")) + """
        start_window "\(axsandbox)" run star-rating --scale 1 --exit-after 120 --no-sound --record "\(trace)" \\
          --zoom 3 --zoom-mode window --zoom-setting followsFocus=false
        wait_for 'zoom window 3 .*'
        xdotool key --window $WID q
        wait $PID
        "\(axsandbox)" replay "\(trace)"
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        let header = try XCTUnwrap(try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").first)
        XCTAssertTrue(header.contains(#""zoom":{"on":true,"zoomedIn":true,"mode":"window","level":3,"maximumLevel":5,"followsFocus":false}"#), String(header))
        XCTAssertTrue(output.contains("records match"), output)
    }

    /// Runs `script` under a fresh virtual X server with the X video driver; returns its status and output.
    func runUnderXvfb(_ xvfb: String, _ script: String) throws -> (Int32, String) {
        try runWindowProcess(xvfb, ["-a", "-s", "-screen 0 1600x1200x24", "/bin/sh", "-c", script])
    }

    /// Runs `executable` with `arguments` and the X video driver (other tests in this process select
    /// SDL's offscreen driver; a window must use X) and no sound; returns its status and output.
    func runWindowProcess(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A real long press and slide on the home screen: the window draws the lifted icon under the
    /// pointer while the drag is under way (the screenshot is taken before the button is released),
    /// and the drop overlay names only the targets near it.
    func testADraggedIconIsDrawnLiftedUnderThePointer() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let scene = try XCTUnwrap(Catalog.descriptor(for: "home-screen")).make()
        let layout = windowLayout(for: scene)
        let mail = try XCTUnwrap(NavigationOrder(scene: scene, settings: Settings()).node(withID: "app-mail")).frame
        func window(_ p: Point) -> (Int, Int) {
            (Int(layout.sceneRect.minX + p.x * layout.sceneScale), Int(layout.sceneRect.minY + p.y * layout.sceneScale))
        }
        let held = Point(mail.midX - 18, mail.minY + 14), empty = Point(195, 560)  // the icon's blue; wallpaper
        let press = window(held), finger = window(empty)
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-drag-\(getpid()).png").path
        // Where the lifted icon is drawn once the pointer is at its last place: the scene point under it.
        let last = try XCTUnwrap(layout.scenePoint(for: Point(Double(finger.0 + 1), Double(finger.1))))
        let script = windowFunctions(status: statusPath("drag")) + """
        start_window "\(axsandbox)" run home-screen --scale 1 --overlays drop --exit-after 120 --screenshot "\(screenshot)" --no-sound
        xdotool mousemove --window $WID \(press.0) \(press.1) mousedown 1
        wait_for 'longpress held'
        xdotool mousemove --window $WID \(press.0) \(press.1 + 150)
        wait_for 'drag app-mail .*'
        xdotool mousemove --window $WID \(finger.0) \(finger.1) mousemove --window $WID \(finger.0 + 1) \(finger.1)
        wait_for 'drag app-mail \(Int(last.x.rounded())),\(Int(last.y.rounded()))'
        xdotool key --window $WID q
        wait $PID
        xdotool mouseup 1
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: screenshot) }
        // Under the pointer: the pixel of the icon where the press held it, not the wallpaper drawn there.
        let still = try SDLRuntime.with(.headless) {
            try SceneSnapshot(scale: 1).render(scene, settings: Settings(), assets: try AssetLocator.locate(
                currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()))
        }
        let icon = still[Int(held.x), Int(held.y)], wallpaper = still[Int(empty.x), Int(empty.y)]
        XCTAssertGreaterThan(icon.maxChannelDifference(to: wallpaper), 60)
        let shown = pixels[finger.0 + 1, finger.1]
        XCTAssertLessThan(shown.maxChannelDifference(to: icon), 30, "the lifted Mail icon is under the pointer: \(shown), icon \(icon)")
    }

    /// A recording killed outright (no chance to finish) still leaves every line written so far: the
    /// reader marks it truncated and the prefix replays without a difference.
    func testAKilledRecordingLeavesAReplayablePrefix() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-killed-\(getpid()).trace").path
        let script = windowFunctions(status: statusPath("killed")) + """
        start_window "\(axsandbox)" run star-rating --voiceover --scale 1 --exit-after 120 --no-sound --record "\(trace)"
        xdotool key --window $WID Right Right Return
        wait_for 'keys 3'
        kill -9 $PID
        wait $PID
        exit 0
        """
        let (status, output) = try runUnderXvfb(xvfb, script)
        XCTAssertEqual(status, 0, output)
        let loaded = try TraceReader.load(path: trace)
        XCTAssertNotNil(loaded.truncatedAfterLine, "no end record: the reader says the recording was cut")
        XCTAssertEqual(loaded.inputs.count, 3, "the three keys were on disk before the kill")
        let result = try Replayer(trace: loaded, scene: try XCTUnwrap(Catalog.descriptor(for: "star-rating")).make(),
                                  allowSceneDrift: false, tool: "test").run()
        XCTAssertNil(result.difference, "the prefix replays: \(String(describing: result.difference))")
    }

    /// Real recordings ended at many moments. Killed outright (SIGKILL) right after a key, in the
    /// middle of speech, after an idle pause, during a read-all and with the mouse button held: each
    /// leaves a prefix that loads as truncated and replays without a difference. Ended by SIGINT,
    /// SIGTERM or Q with the button held: each trace ends with a cancel of the held pointer and its
    /// end record, loads, and replays exactly.
    func testRecordingsEndedAtAnyMomentReplay() throws {
        guard let xvfb = which("xvfb-run"), which("xdotool") != nil else { throw XCTSkip("xvfb-run and xdotool are needed") }
        guard let axsandbox = executable else { throw XCTSkip("axsandbox is not built beside the tests") }
        let descriptor = try XCTUnwrap(Catalog.descriptor(for: "star-rating"))
        let scene = descriptor.make()
        let layout = windowLayout(for: scene)
        let press = "mousemove --window $WID \(Int(layout.sceneRect.midX)) \(Int(layout.sceneRect.midY)) mousedown 1"
        var voiceOver = Settings()
        voiceOver.voiceOver = true
        // Read all moves the cursor on from the first element once that element has been read.
        let second = NavigationOrder(scene: scene, settings: voiceOver).entries[1].id
        let directory = try temporaryFolder("axsandbox-ended")
        // name → what happens once the window is up ($WID the window, $PID the recording).
        let killed: [(String, String)] = [
            ("after-key", "xdotool key --window $WID Right; wait_for 'keys 1'; kill -9 $PID"),
            ("mid-speech", "xdotool key --window $WID Right; wait_for 'keys 1' 'speaking yes'; kill -9 $PID"),
            ("after-idle", "xdotool key --window $WID Right; wait_for 'keys 1' 'speaking no'; kill -9 $PID"),
            ("read-all", "xdotool key --window $WID a; wait_for 'keys 1' 'focus \(second)'; kill -9 $PID"),
            ("button-held", "xdotool \(press); wait_for 'pointers 1'; kill -9 $PID; xdotool mouseup 1"),
        ]
        let ended: [(String, String)] = [
            ("sigint-held", "xdotool \(press); wait_for 'pointers 1'; kill -INT $PID; wait $PID; xdotool mouseup 1"),
            ("sigterm-held", "xdotool \(press); wait_for 'pointers 1'; kill -TERM $PID; wait $PID; xdotool mouseup 1"),
            ("quit-held", "xdotool \(press); wait_for 'pointers 1'; xdotool key --window $WID q; wait $PID; xdotool mouseup 1"),
        ]
        // A non-interactive shell starts background jobs with SIGINT ignored (and SDL then leaves it
        // alone); `env --default-signal` gives the run the disposition it has when started from a terminal.
        var script = windowFunctions(status: statusPath("ended"))
        for (name, actions) in killed + ended {
            script += """
            start_window env --default-signal=INT "\(axsandbox)" run star-rating --voiceover --scale 1 --exit-after 120 --no-sound --record "\(directory.path)/\(name).trace"
            \(actions)
            wait $PID 2>/dev/null

            """
        }
        let (status, output) = try runUnderXvfb(xvfb, script + "exit 0\n")
        XCTAssertEqual(status, 0, output)
        for (name, _) in killed + ended {
            let path = directory.appendingPathComponent("\(name).trace").path
            let trace = try TraceReader.load(path: path)
            let wasKilled = killed.contains { $0.0 == name }
            if wasKilled {
                XCTAssertNotNil(trace.truncatedAfterLine, "\(name): killed, so no end record")
            } else {
                XCTAssertNil(trace.truncatedAfterLine, "\(name): ended cleanly")
                let cancels = trace.inputs.filter { if case .input(.pointer(let p)) = $0.record { return p.phase == .cancel } else { return false } }
                XCTAssertEqual(cancels.count, 1, "\(name): the held button is cancelled before the end")
            }
            XCTAssertFalse(trace.inputs.isEmpty, "\(name): the input reached the trace before the run ended")
            XCTAssertLessThan(trace.records.last?.time ?? 0, 30_000, "\(name): the run ended at once, not at --exit-after")
            let result = try Replayer(trace: trace, scene: descriptor.make(), allowSceneDrift: false, tool: "test").run()
            XCTAssertNil(result.difference, "\(name): \(String(describing: result.difference))")
        }
        // The kills after a pause and during read-all end on outputs that timers produced after the last input.
        for name in ["after-idle", "read-all"] {
            let trace = try TraceReader.load(path: directory.appendingPathComponent("\(name).trace").path)
            XCTAssertFalse(try XCTUnwrap(trace.records.last).record.isInput, "\(name) ends with an output")
        }
    }

    /// Where the window at scale 1 puts `scene`: what the xdotool coordinates are measured against.
    private func windowLayout(for scene: Scene) -> WindowLayout {
        WindowLayout(windowSize: WindowLayout.preferredWindowSize(sceneSize: scene.device.size, scale: 1),
                     sceneSize: scene.device.size)
    }
}
