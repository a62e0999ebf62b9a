import AXCore
import AXEngine
import AXSDL
import AXTrace
import ArgumentParser
import Foundation

struct RunCommand: SceneCommand, CheckedArguments {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "run",
        abstract: "Open a scene in a window: the scene at device size, an inspector, captions and live settings.",
        discussion: """
        The scene runs under the simulated VoiceOver (on or off per the settings; V toggles it). The left \
        mouse button is one finger on the scene, routed through VoiceOver's gestures while it is on. Keys \
        (press F1 or ? in the window for the list): V VoiceOver, M Reduce Motion, T Reduce Transparency, \
        B Bold Text, C Increase Contrast, D Differentiate Without Colour, H Button Shapes, I On/Off Labels, \
        + and - content size, R right-to-left, F element frames; \
        overlays 1 frames, 2 content shapes, 3 activation points, 4 custom actions, 5 drag sources, \
        6 drop points, 7 zoom, 8 direct touch, 9 reading order, 0 modal scope, F2 validation findings, \
        F3 VoiceOver cursor, O all; with VoiceOver on, Right/Left next/previous, Return or Space \
        activate, Up/Down rotor items, [ and ] the rotor, Esc VoiceOver escape, Z magic tap, A or \
        Ctrl+Up read all, Ctrl+Down read from here, L long press, P pass through, Shift+arrows scroll, \
        Home/End first/last; Q quits. The other assistive technologies and vision features: W Switch \
        Control (S select, N next, . point scanning), K Full Keyboard Access (then Tab, Ctrl+Tab item by item, the arrows, Space, \
        Esc, Tab-Z, Tab-H), E Voice Control's command line, X Zoom (--zoom, --zoom-mode and --zoom-setting \
        choose its level, mode and Follow Focus), U Speak Screen (Shift+U closes it; \
        Ctrl+Left/Right skip back/forward, Shift+, and Shift+. slower/faster), \
        G the next vision filter.

        The mouse is more fingers with a modifier held as the button goes down: Ctrl two, Shift three, \
        Ctrl+Shift four (a four-finger tap), Alt two mirrored around the scene's centre (pinch and \
        rotate). A touch screen's fingers are real touches (SDL's mouse events made from them are \
        dropped). Every finger is a pointer input of the trace.

        --speak also speaks what VoiceOver says aloud through espeak-ng (apt-get install espeak-ng), \
        at the simulated speech rate; a new utterance cuts the one still talking. Without espeak-ng the \
        run warns once and goes on silently.

        --record writes every input and output to a trace file as it happens (one flushed line each), so \
        `\(CommandName.current) replay FILE` checks the run. Q, closing the window, SIGINT and SIGTERM end the trace \
        cleanly (a finger or button still down is recorded as cancelled); a killed run leaves a prefix \
        that replay checks and reports as truncated.

        Scripts drive the window with real input (xdotool under xvfb-run): --status FILE keeps a file of \
        what the window shows, rewritten after each frame that changed it, so a script waits for a state \
        (a key handled, a drag lifted, the findings drawn) instead of sleeping; --exit-after-frames N ends \
        the run after N frames, however loaded the machine is (docs/scripted-runs.md).

        Needs a display (X11 or Wayland); without one, use `\(CommandName.current) snapshot` or `\(CommandName.current) validate`, \
        or run under `xvfb-run -a`. The window shows the pixels `snapshot` would write: it draws on the same \
        offscreen canvas and uploads it when it changes, whatever renderer SDL picks for the window.
        """) }

    @Argument(help: SceneArgumentHelp.one)
    var scene: String

    @Flag(help: "Start with VoiceOver on.")
    var voiceover = false

    @Flag(name: .customLong("switch-control"), help: "Start with Switch Control on (W turns it on and off; S is the select switch, N the next one, held for Hold Duration or Long Press; . (full stop) point scanning).")
    var switchControl = false

    @OptionGroup var switchControlOptions: SwitchControlOptions

    @Flag(name: .customLong("keyboard"), help: "Start with Full Keyboard Access on (K turns it on and off; Tab, Shift-Tab, Ctrl-Tab, Ctrl-Shift-Tab, the arrows, Space, Esc, Tab-Z and Tab-H are its keys).")
    var keyboard = false

    @Flag(name: .customLong("voice-control"), help: "Start with Voice Control on (E opens its command line: type a phrase, Return says it).")
    var voiceControl = false

    @Option(name: .customLong("say"), help: ArgumentHelp("A Voice Control phrase said as the window opens (repeatable, in order; turns Voice Control on).", valueName: "phrase"))
    var phrases: [String] = []

    @OptionGroup var zoomOptions: ZoomOptions

    @Option(name: .customLong("zoom-setting"), help: ArgumentHelp(
        "A Zoom setting as name=value (repeatable): " + ZoomSettings.Key.allCases.map(\.rawValue).joined(separator: ", ")
            + " (followsFocus=false turns Follow Focus off). The trace's header records them. docs/vision.md#zoom.",
        valueName: "name=value"))
    var zoomAssignments: [String] = []

    @OptionGroup var settingOptions: SettingOptions
    @OptionGroup var importOptions: ImportOptions

    @Option(parsing: .unconditional, help: "Window points per scene point (default: fit the display).")
    var scale: Double?

    @Option(name: .customLong("exit-after"), parsing: .unconditional, help: "Quit after this many seconds (scripted and CI runs).")
    var exitAfter: Double?

    @Option(name: .customLong("exit-after-frames"), parsing: .unconditional,
            help: "Quit after drawing this many frames, however fast the machine is (scripted and CI runs).")
    var exitAfterFrames: Int?

    @Option(help: ArgumentHelp("After each frame that changed what the window shows, write its state to this file "
        + "(keys handled, pointers down, the drag, focus, speech, state, settings, overlays, findings), so a script "
        + "can wait for a state instead of sleeping.", valueName: "file"))
    var status: String?

    @Option(help: "Write a PNG of the window before quitting.")
    var screenshot: String?

    @Flag(help: "Start with the element frames overlay on (as --overlays frames,cursor).")
    var frames = false

    @Option(help: ArgumentHelp("Overlays shown at the start: all, none, or a comma-separated list of "
        + OverlayKind.allCases.map(\.rawValue).joined(separator: ", ") + " (default: cursor). Keys 1–0, F2, F3 and O toggle them.",
        valueName: "overlays"))
    var overlays: String?

    @Option(help: ArgumentHelp("See the scene through a vision filter at the start (the G key cycles them): "
        + VisionFilter.names.joined(separator: ", ") + "; an amount after a colon (protanopia:0.6). The trace's header records it, "
        + "each G press a vision record. docs/vision.md.", valueName: "name"))
    var vision: String?

    @Flag(name: .customLong("no-sound"), help: "Do not open an audio device.")
    var noSound = false

    @Flag(help: "Speak VoiceOver's speech aloud through espeak-ng, if installed.")
    var speak = false

    @Option(help: "Record the run to this trace file (replay it with `\(CommandName.current) replay`).")
    var record: String?

    func checkValues() throws {
        if let scale, !(0.25...8).contains(scale) { throw ValidationError("--scale must be between 0.25 and 8") }
        // `nan` and `inf` parse as numbers, and no time ever reaches either: the window would never end.
        if let exitAfter, !(exitAfter > 0 && exitAfter.isFinite) {
            throw ValidationError("--exit-after must be positive (a number of seconds), found \(Format.number(exitAfter))")
        }
        if let exitAfterFrames, exitAfterFrames <= 0 { throw ValidationError("--exit-after-frames must be positive") }
        if let overlays { do { _ = try OverlayKind.parseSet(overlays) } catch { throw ValidationError("\(error)") } }
        if let vision { do { _ = try VisionFilter(parsing: vision) } catch { throw ValidationError("--vision: \(error)") } }
        if let zoom = zoomOptions.zoom, zoomOptions.option?.center != nil {
            throw ValidationError("--zoom \(zoom): the window opens zoomed in around the screen's centre, as a trace's header records it; "
                + "give the level alone (pan with Shift+drag once it is open)")
        }
        let zoom = try zoomSettings()
        if let level = zoomOptions.option?.level, level > zoom.maximumLevel {
            throw ValidationError("--zoom \(zoomOptions.zoom!): above the Maximum Zoom Level (\(Format.number(zoom.maximumLevel))); "
                + "add --zoom-setting maximumLevel=\(Format.number(level))")
        }
        // Nothing said is no phrase, as a trace's voice record and the window's command line hold.
        if let blank = phrases.firstIndex(where: { !$0.contains(where: { !$0.isWhitespace }) }) {
            throw ValidationError("--say: phrase \(blank + 1) is empty; a phrase must hold words (nothing said is no phrase)")
        }
    }

    /// Zoom's settings as the window opens: the defaults, then `--zoom-setting`, `--zoom-mode` and
    /// `--zoom`'s level, in that order.
    func zoomSettings() throws -> ZoomSettings {
        var settings = ZoomSettings()
        try settings.apply(zoomAssignments, option: "--zoom-setting")
        if let mode = zoomOptions.mode { settings.mode = mode }
        if let level = zoomOptions.option?.level { settings.level = level }
        return settings
    }

    func run(with registry: SceneRegistry) throws {
        let resolver = SceneResolver(scenes: registry, imports: importOptions)
        let descriptor = try resolver.resolve(scene)
        // Outputs are checked before the window opens: none may overwrite the scene's own files.
        let inputs = resolver.inputFiles(for: scene)
        // Nor one another: a screenshot or status file written over the recording destroyed it.
        try OutputFile.requireDistinct([("--record", record), ("--status", status), ("--screenshot", screenshot)])
        let recordOutput = try record.map { try OutputFile(path: $0, inputs: inputs) }
        if let screenshot { _ = try OutputFile(path: screenshot, inputs: inputs) }
        var settings = try settingOptions.settings()
        if voiceover { settings.voiceOver = true }
        let switchSettings = try switchControlOptions.settings()
        let environment = ProcessInfo.processInfo.environment
        var voiceExecutable: URL?
        if speak {
            voiceExecutable = EspeakVoice.find(environment: environment)
            if voiceExecutable == nil {
                StandardStreams.warn("warning: --speak needs espeak-ng, which is not installed (\(EspeakVoice.installHint)); running without speech")
            }
        }
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        guard hasDisplay else {
            let name = CommandName.current
            // The scene as given (a scene file's or an import's path, not its id), so each command runs when copied.
            let given = ShellWord.quoted(scene)
            throw CommandLineError.couldNotRun("""
            `run` needs a display, and neither DISPLAY nor WAYLAND_DISPLAY is set.
            Without a display you can:
              render the scene to PNG:   \(name) snapshot \(given) -o \(ShellWord.quoted(descriptor.id + ".png")) --overlays all
              check its accessibility:   \(name) validate \(given)
              or use a virtual display:  xvfb-run -a \(name) run \(given) --exit-after 5 --screenshot window.png
            """)
        }
        let assets: AssetLocator
        do { assets = try AssetLocator.locate() } catch { throw CommandLineError.couldNotRun("\(error)") }
        // The window opens as the app launches: under VoiceOver, its name and first element are said.
        let session = Session(scene: descriptor.make(), settings: settings, announcesLaunch: true)
        // Before the recorder writes the header, which records Switch Control's and Zoom's settings and start, and the vision filter.
        session.startSwitchControl(switchSettings, on: switchControl)
        // --zoom opens the window zoomed in; the other Zoom options only set how X and the gestures zoom.
        session.startZoom(try zoomSettings(), on: zoomOptions.zoom != nil, zoomedIn: zoomOptions.zoom != nil)
        // --vision is the filter the run starts with: the header records it, each G press is a `vision` record.
        let startFilter = try vision.map(VisionFilter.init(parsing:))
        session.startVision(startFilter)
        let sessionDriver = SessionDriver(session: session)
        var recorder: TraceRecorder?
        if let recordOutput {
            // A scene from a file is found again by its path (relative to the trace), with the digest of its text.
            let sceneFile = resolver.fileReference(for: scene, traceAt: recordOutput.path)
            do {
                recorder = try TraceRecorder(driver: sessionDriver, output: recordOutput, tool: "axsandbox \(AXSandbox.version)", sceneFile: sceneFile)
            } catch { throw CommandLineError.couldNotRun("--record: \(error)") }
            // Said at once, so the user knows the recording stopped; the run itself goes on.
            recorder?.onFailure = { StandardStreams.warn("--record: \($0)") }
        }
        let driver = SessionSceneDriver(driver: sessionDriver)
        // Full Keyboard Access on as the first input, so a recording replays with it on.
        if keyboard { driver.perform(.keyboard(.on)) }
        let voice = voiceExecutable.map {
            EspeakVoice(executable: $0, wordsPerMinute: EspeakVoice.wordsPerMinute(for: session.constants.speech))
        }
        if let voice { driver.onUtterance = { voice.speak($0.text) } }
        defer { voice?.stop() }
        // Voice Control's start and the phrases given are inputs at time 0, recorded like any other.
        if voiceControl || !phrases.isEmpty { driver.perform(.voiceControl(.on)) }
        for phrase in phrases { driver.perform(.voiceControl(.say(phrase))) }
        var shown = try overlays.map(OverlayKind.parseSet) ?? [.cursor]
        if frames { shown.insert(.frames) }
        let options = SceneWindow.Options(scale: scale, exitAfter: exitAfter, exitAfterFrames: exitAfterFrames, statusPath: status,
                                          screenshotPath: screenshot, overlays: shown,
                                          sound: !noSound, findings: { OverlayFindings.compute(descriptor, settings: $0, state: $1) },
                                          importedFrom: descriptor.tab == "Imports" ? URL(fileURLWithPath: descriptor.sourcePath).lastPathComponent : nil,
                                          vision: startFilter)
        let summary: SceneWindow.Summary
        do {
            summary = try SDLRuntime.with(.window) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        } catch let error as OutputFileError {
            recorder?.finish(at: session.now)
            throw CommandLineError.couldNotRun("--screenshot: \(error)")
        } catch let error as WindowStatus.UnwritableFile {
            recorder?.finish(at: session.now)
            throw CommandLineError.couldNotRun("--status: \(error)")
        } catch {
            recorder?.finish(at: session.now)
            throw CommandLineError.couldNotRun("could not open the window: \(error)")
        }
        recorder?.finish(at: summary.virtualTime)
        if summary.displayClosed {
            // Not the user's ending: said on standard error, exit 2, the recording ended cleanly all the same.
            let display = environment["DISPLAY"].map { " \($0)" } ?? ""
            var message = "the display closed (the connection to X server\(display) broke) after \(summary.virtualTime) ms; the run ended there"
            if let recorder {
                message += recorder.failure == nil
                    ? ", and \(recorder.path) ends there too, with its final snapshot and end record"
                    : "; --record: \(recorder.failure!)"
            }
            throw CommandLineError.couldNotRun(message)
        }
        if let recorder, recorder.failure == nil { print("Recorded \(recorder.path)") }
        if let path = summary.screenshot { print("Wrote \(path)") }
        print("Ran \(descriptor.id) for \(summary.virtualTime) ms, \(Plural.count(summary.frames, "frame")), \(summary.drawnFrames) drawn (renderer \(summary.rendererName), audio \(summary.audioDriver ?? "off"))")
        for line in WindowStatus.summaryLines(state: summary.state, settings: summary.settings, overlays: summary.overlays) { print(line) }
        if let vision = summary.vision { print("vision " + vision.name) }
        // What the findings overlay marked, one line each, as `validate` reports it: severity, rule, element.
        for finding in summary.findings ?? [] {
            print("finding \(finding.severity.rawValue) \(finding.ruleID) \(finding.elementID ?? "-")")
        }
        if let failure = recorder?.failure { throw CommandLineError.couldNotRun("--record: \(failure)") }
    }
}
