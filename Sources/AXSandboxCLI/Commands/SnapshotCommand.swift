import AXCore
import AXEngine
import AXSDL
import AXTrace
import ArgumentParser
import Foundation

struct SnapshotCommand: SceneCommand, CheckedArguments {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene headlessly to PNG, optionally with accessibility overlays and a legend.",
        discussion: """
        Uses SDL's offscreen driver and software renderer, so it needs no display and gives the same \
        pixels on every machine. With overlays on, a legend beside the scene lists every element with \
        its number and colour, as AccessibilitySnapshot does. Assets are found next to the executable \
        or the current directory; set AXSANDBOX_ASSETS to the assets/ folder otherwise.
        """) }

    @Argument(help: ArgumentHelp(SceneArgumentHelp.one.abstract + " Optional with --after: the scene the trace names."))
    var scene: String?

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "Device pixels per point (1…8).")
    var scale: Double = 2

    @Option(help: ArgumentHelp("Overlays: all, none, or a comma-separated list of: "
        + OverlayKind.allCases.map(\.rawValue).joined(separator: ", ") + ".", valueName: "overlays"))
    var overlays: String = "none"

    @Option(parsing: .unconditional, help: ArgumentHelp("Virtual time in milliseconds the scene is drawn at (default: 0; with "
        + "--after, the time the trace ends, so what its actions faded in shows)."))
    var time: Int?

    @Option(help: ArgumentHelp("Draw VoiceOver's cursor on this element (the cursor overlay).", valueName: "element-id"))
    var focus: String?

    @Option(help: ArgumentHelp("Render the scene as this trace leaves it: its inputs are replayed first (a path trace "
        + "`validate --paths` writes reaches the state it names); VoiceOver's cursor is where the trace left it.", valueName: "trace"))
    var after: String?

    @Flag(name: .customLong("allow-scene-drift"), help: ArgumentHelp("With --after, replay the trace even though it was recorded on "
        + "another scene, or on this one before it changed: the picture shows where its inputs lead now."))
    var allowSceneDrift = false

    @Option(help: ArgumentHelp("Draw the scene with a finger held at X,Y (scene points) past the long-press time, after "
        + "--after's trace if given: the Large Content Viewer it opens over an item that shows it, at an accessibility "
        + "text size with VoiceOver off (--setting contentSize=AX3). docs/engine.md#the-large-content-viewer.", valueName: "x,y"))
    var hold: String?

    @Option(help: ArgumentHelp("See the scene through a vision filter, drawn under the overlays: "
        + VisionFilter.names.joined(separator: ", ") + "; an amount after a colon (protanopia:0.6, color-tint:200:0.5). "
        + "With --after, the filter its trace left is drawn unless this names another, or none for the real colours. docs/vision.md.",
        valueName: "name"))
    var vision: String?

    @OptionGroup var zoomOptions: ZoomOptions

    @OptionGroup var settingOptions: SettingOptions
    @OptionGroup var importOptions: ImportOptions

    func checkValues() throws {
        guard scale >= 1, scale <= 8 else { throw ValidationError("--scale must be between 1 and 8") }
        guard (time ?? 0) >= 0 else { throw ValidationError("--time must not be negative") }
        guard !allowSceneDrift || after != nil else { throw ValidationError("--allow-scene-drift replays the --after trace: give --after too") }
        guard scene != nil || after != nil else { throw ValidationError("Missing expected argument '<scene>' (or give --after TRACE, whose header names it)") }
        do { _ = try OverlayKind.parseSet(overlays) } catch { throw ValidationError("\(error)") }
        if let vision { do { _ = try VisionFilter.parsing(orNone: vision) } catch { throw ValidationError("--vision: \(error)") } }
        if zoomOptions.zoomMode != nil, zoomOptions.zoom == nil {
            throw ValidationError("--zoom-mode sets how --zoom shows its region: add --zoom")
        }
        // The picture is always PNG: a name promising another format would hold PNG bytes.
        let ext = (output as NSString).pathExtension.lowercased()
        if ["jpg", "jpeg", "gif", "bmp", "webp", "tif", "tiff", "heic", "svg", "pdf"].contains(ext) {
            throw ValidationError("-o \(output): snapshot writes PNG; name the file .png")
        }
    }

    func run(with registry: SceneRegistry) throws {
        let resolver = SceneResolver(scenes: registry, imports: importOptions)
        let loaded = try after.map(Self.load)
        // Without a SCENE, the scene the trace names, found as `replay` finds it.
        let sceneArgument: String
        let descriptor: SceneDescriptor
        if let scene {
            sceneArgument = scene
            descriptor = try resolver.resolve(scene)
        } else if let after, let loaded {
            sceneArgument = resolver.sceneArgument(for: loaded, at: after, override: nil)
            descriptor = try resolver.traceDescriptor(for: loaded, at: after, override: nil)
        } else {
            throw CommandLineError.couldNotRun("give a SCENE, or --after TRACE")
        }
        // Checked before any work: the PNG may not overwrite the scene's own files.
        let file = try OutputFile(path: output, inputs: resolver.inputFiles(for: sceneArgument) + (after.map { [$0] } ?? []))
        var settings = try settingOptions.settings()
        let kinds = try OverlayKind.parseSet(overlays)
        let assets: AssetLocator
        do { assets = try AssetLocator.locate() } catch { throw CommandLineError.couldNotRun("\(error)") }
        let scene: Scene
        var focus = self.focus
        var reached: SceneState?
        // The session the trace left: what it shows over the scene (the filter, Zoom, the other
        // technologies' cursors, Voice Control's overlay, Speak Screen) is drawn as the window drew
        // it (`SceneSnapshot.show`); not the window's caption of Voice Control's last phrase, which
        // iOS shows only briefly.
        var replayed: Session?
        // The Large Content Viewer a finger held at --hold opens (a trace cannot end with a finger down).
        var largeContentViewer: LargeContentViewerItem?
        /// The settings the trace left other than the defaults (its header's, then what its `setting`
        /// records changed), which the state is drawn under unless `--setting` gives another.
        var setByTrace: [(key: Settings.Key, value: String)] = []
        // The trace's end, as validation draws a state at the time it was reached: a sheet an action
        // faded in was drawn at time 0, before it began to show.
        var drawnAt = time ?? 0
        if let after, let loaded {
            let (session, state) = try replayedSession(loaded, at: after, registry: registry)
            replayed = session
            // Drawn under the settings the trace left: its header's, then what its `setting` records
            // changed, as its user saw the state and as the HTML report draws it (a path validated
            // right to left is drawn so; a button shown only at AX5 is there), each given with
            // `--setting` taking precedence. VoiceOver and its hints draw nothing, and the report
            // draws under the run's settings, which have them off: they stay as a snapshot has them.
            var base = session.settings
            base.voiceOver = Settings().voiceOver
            base.speakHints = Settings().speakHints
            setByTrace = base.keys(differingFrom: Settings()).map { ($0, base.value(of: $0)) }
            settings = try settingOptions.settings(base: base)
            setByTrace.removeAll { settings.value(of: $0.key) != $0.value }
            drawnAt = time ?? session.now
            scene = session.scene
            // VoiceOver's cursor where the trace left it, drawn as the window draws it: none once a
            // trace turned VoiceOver off (the cursor it left on the first screen is no element of
            // the sheet a "Tap" opened), so an unrequested focus is never refused as `--focus` is.
            if focus == nil, session.settings.voiceOver { focus = session.focusedElementID }
            reached = state
        } else {
            scene = descriptor.make()
        }
        if let hold {
            // A finger held there, through the engine: what it opens is the session's to say.
            let session = replayed ?? Session(scene: scene, settings: settings)
            largeContentViewer = try Self.held(at: try Self.point(hold), in: session)
        }
        let order = NavigationOrder(scene: scene, settings: settings)
        if let focus, order.index(of: focus) == nil {
            // Held by a scroll area that shows it not: VoiceOver reaches it by scrolling it in.
            if order.holdsScrollContent, NavigationOrder(wholeContentOf: scene, settings: settings, reusing: nil).index(of: focus) != nil {
                throw CommandLineError.couldNotRun("--focus: \"\(focus)\" is scrolled out of view in \(descriptor.id); VoiceOver scrolls it in when a swipe "
                    + "reaches it: record a trace that swipes to it (`axsandbox run \(sceneArgument) --record FILE`, or write one) and pass it with --after, "
                    + "which draws the state it leaves, focus included")
            }
            let known = order.entries.prefix(12).map(\.id).joined(separator: ", ")
            throw CommandLineError.couldNotRun("--focus: no element \"\(focus)\" in \(descriptor.id)'s navigation order (elements: \(known)\(order.count > 12 ? ", …" : ""))")
        }
        // The findings of the state drawn: the one the trace reached, else the initial one.
        let findings = !kinds.contains(.findings) ? []
            : reached.map { OverlayFindings.compute(descriptor, settings: settings, state: $0) } ?? OverlayFindings.compute(descriptor, settings: settings)
        let state = AccessibilityOverlay.State(focusedID: focus, findings: findings)
        // The filter the trace left the screen shown through (its header's, then its `vision`
        // records), as its user saw the state; `--vision` draws through another instead.
        let filter: VisionFilter? = try vision.map(VisionFilter.parsing(orNone:)) ?? replayed?.visionFilter
        let filterByTrace = vision == nil && filter != nil
        // Zoom as the trace left it, unless `--zoom` sets one.
        var lens = replayed?.zoomLens
        if let option = zoomOptions.option {
            let looked = focus.flatMap { order.node(withID: $0)?.frame.center } ?? scene.device.bounds.center
            lens = option.lens(mode: zoomOptions.mode ?? .fullScreen, screen: scene.device.size, fallback: looked)
        }
        var snapshot = SceneSnapshot(scale: scale, overlays: kinds, time: drawnAt)
        if let replayed { snapshot.show(replayed) }
        // What the command line names wins over what the trace left.
        snapshot.vision = filter
        snapshot.zoom = lens
        if let largeContentViewer { snapshot.largeContentViewer = largeContentViewer }
        let pixels: PixelBuffer
        do {
            pixels = try SDLRuntime.with(.headless) {
                let pixels = try snapshot.render(scene, settings: settings, assets: assets, order: order, state: state)
                try pixels.writePNG(to: file)
                return pixels
            }
        } catch let error as PictureTooLarge {
            let advice = error.largestScale >= 1
                ? "lower --scale to \(Format.number(error.largestScale)) or less"
                : "even --scale 1 is too large: this device cannot be snapshotted"
            throw CommandLineError.couldNotRun("\(sceneArgument): \(error); \(advice)")
        } catch let error as OutputFileError {
            throw CommandLineError.couldNotRun("\(error)")
        } catch {
            throw CommandLineError.couldNotRun("\(sceneArgument): snapshot failed: \(error)")
        }
        print("Wrote \(output) (\(pixels.width)×\(pixels.height) px, scene \(descriptor.id) at scale \(Format.number(scale))"
              + (filter.map { ", seen through \($0.name)" + (filterByTrace ? " as the trace left it" : "") } ?? "")
              + (lens.map { ", zoomed \(Format.number($0.level))× on \($0.region)" } ?? "")
              + (setByTrace.isEmpty ? "" : ", drawn under " + setByTrace.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ", ")
                 + " as the trace set them") + ")")
    }

    /// `--hold`'s point: two coordinates, "X,Y".
    static func point(_ text: String) throws(CommandLineError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], InputLimits.isCoordinate(x), InputLimits.isCoordinate(y) else {
            throw .couldNotRun("--hold: \"\(text)\" is not a point: give X,Y in scene points (e.g. 65,820), each from \(InputLimits.coordinateRange)")
        }
        return Point(x, y)
    }

    /// What a finger put down at `point` and held past the long-press time shows in `session`: the
    /// Large Content Viewer's item. Refused, saying why, when it opens none.
    static func held(at point: Point, in session: Session) throws(CommandLineError) -> LargeContentViewerItem {
        let driver = SessionDriver(session: session)
        let start = session.now
        driver.apply(.pointer(PointerSample(.down, id: 0, point, time: start)), at: start)
        driver.advance(to: start + session.constants.gestures.longPressDuration + 1)
        if let item = session.largeContentViewer { return item }
        let at = "\(Format.number(point.x)),\(Format.number(point.y))"
        guard session.largeContentViewerIsEnabled else {
            throw .couldNotRun("--hold \(at): the Large Content Viewer opens only at an accessibility text size with VoiceOver off; "
                + "this run has contentSize=\(session.settings.contentSize.rawValue), voiceOver=\(session.settings.voiceOver) "
                + "(--setting contentSize=AX3)")
        }
        throw .couldNotRun("--hold \(at): no element there shows the Large Content Viewer (showsLargeContentViewer)")
    }

    /// The trace `--after` names, whole.
    private static func load(_ trace: String) throws(CommandLineError) -> Trace {
        let loaded: Trace
        do { loaded = try TraceReader.load(path: trace) } catch { throw .couldNotRun("--after: \(error)") }
        // A recording cut short (a killed run) may stop before the state it was heading for: drawn,
        // it would pass for the end. `replay` exits 2 on it too; its `--update` makes it whole.
        if let line = loaded.truncatedAfterLine {
            throw .couldNotRun("--after: \(trace):\(line): truncated: the recording stopped before its end record; "
                + "`replay --update` writes it whole, ending where its records stop")
        }
        return loaded
    }

    /// The session `loaded`'s inputs leave behind, replayed on the scene argument (the trace must be
    /// for that scene; an edited scene is drift, as in `replay`), or without one on the scene the
    /// trace names.
    private func replayedSession(_ loaded: Trace, at trace: String, registry: SceneRegistry) throws(CommandLineError) -> (Session, SceneState) {
        let replayer: Replayer
        do {
            replayer = try SceneResolver(scenes: registry, imports: importOptions)
                .replayer(for: loaded, at: trace, override: scene, allowSceneDrift: allowSceneDrift)
        } catch {
            throw CommandLineError(error)
        }
        var replayed: Session?
        do {
            _ = try replayer.run(onStart: { replayed = $0 })
        } catch let refusal as ReplayRefusal {
            // `replay`'s advice names its `--update`, which a picture has no use for.
            throw .couldNotRun("--after: \(trace): \(refusal.finding); give --allow-scene-drift to draw where it leads anyway")
        } catch {
            throw .couldNotRun("--after: \(trace): \(error)")
        }
        guard let replayed else { throw .couldNotRun("--after: \(trace): the replay did not start") }
        let state = SceneState(digest: "", startSettings: loaded.header.settings, launch: loaded.header.launch, inputs: loaded.inputs,
                               time: replayed.now, switchControl: loaded.header.switchControl.map { ($0.settings, $0.isOn) } ?? (.default, false))
        return (replayed, state)
    }
}
