import AXCore
import AXEngine
import CSDL2
import CSDL2Image
import Glibc

/// The interactive window: the scene at device size, the inspector, captions and status bar, keys
/// that toggle settings live, the mouse as one to four fingers (`KeyBindings.mouse`) and real touches.
///
/// The event loop is synchronous on the main thread (SDL's video and event calls must run there).
/// Virtual time is advanced from SDL's tick counter here and only here: everything below the SDL
/// layer sees integer milliseconds handed to it.
package final class SceneWindow {
    package struct Options {
        /// Window points per scene point; nil fits the scene to the usable display.
        package var scale: Double?
        /// Quit after this many seconds of wall-clock time.
        package var exitAfter: Double?
        /// Quit after drawing this many frames: a bound that does not depend on the machine's speed.
        package var exitAfterFrames: Int?
        /// After each frame that changed what the window shows, write its `WindowStatus` here (scripts wait on it).
        package var statusPath: String?
        /// Write a PNG of the last frame before quitting.
        package var screenshotPath: String?
        /// The overlays shown at the start (keys toggle them).
        package var overlays: Set<OverlayKind>
        package var sound: Bool
        /// Runs the validator for the findings overlay under the given settings, on the state the
        /// scene is in (the CLI wires it in: AXSDL does not depend on the validator). nil leaves that
        /// overlay empty.
        package var findings: ((Settings, SceneState) -> [OverlayFinding])?
        /// The file an imported screen comes from, for the inspector's banner; nil for other scenes.
        /// An imported screen without it (`SceneBehaviour.unknown`) names "an exported hierarchy".
        package var importedFrom: String?
        /// Called before each frame reads its events, with the number of frames run so far: scripted
        /// tests push SDL events at a given frame, which a loaded machine cannot reorder as it can a
        /// wall-clock timer.
        package var beforeFrame: ((Int) -> Void)?
        /// The vision filter the scene is seen through at the start (the G key cycles them); nil for none.
        /// One the session does not start with (`Session.startVision`) becomes a `vision` input at the start.
        package var vision: VisionFilter?
        /// Called after each frame was drawn (or found unchanged), with the canvas, its renderer and
        /// the passes it shows: tests compare the canvas with the passes drawn anew, the bench times a frame.
        package var afterFrame: ((OffscreenCanvas, DisplayListRenderer, [FramePass]) -> Void)?

        /// Options for a window; by default fitted to the display, running until quit, cursor only, with sound.
        package init(scale: Double? = nil, exitAfter: Double? = nil, exitAfterFrames: Int? = nil, statusPath: String? = nil,
                    screenshotPath: String? = nil, overlays: Set<OverlayKind> = [.cursor], sound: Bool = true,
                    findings: ((Settings, SceneState) -> [OverlayFinding])? = nil, importedFrom: String? = nil,
                    vision: VisionFilter? = nil) {
            self.scale = scale; self.exitAfter = exitAfter; self.exitAfterFrames = exitAfterFrames; self.statusPath = statusPath
            self.screenshotPath = screenshotPath
            self.overlays = overlays; self.sound = sound; self.findings = findings; self.importedFrom = importedFrom
            self.vision = vision
        }
    }

    /// What a run did, for the CLI's last lines and for scripted tests.
    package struct Summary {
        package var frames: Int
        /// Frames that differed from the one before and were drawn (the others were shown again as they were).
        package var drawnFrames: Int
        /// Drawn frames that drew the scene anew (the others kept it: its recorded steps and unchanged
        /// bands, or a copy of it under what lies over it; `WindowFrame`).
        package var sceneDraws: Int
        package var virtualTime: Int
        package var state: [(key: String, value: String)]
        /// The settings when the window closed (after any keys the user pressed).
        package var settings: Settings
        package var screenshot: String?
        /// The overlays shown when the window closed (after any keys the user pressed).
        package var overlays: Set<OverlayKind>
        package var rendererName: String
        package var audioDriver: String?
        /// What the findings overlay marked when the window closed (its validation awaited), nil
        /// when that overlay was off.
        package var findings: [OverlayFinding]?
        /// The vision filter shown when the window closed (after any G presses), nil for none.
        package var vision: VisionFilter?
        /// True when the run ended because the display went away (the connection to the X server
        /// broke, `X11Connection`), not by the user or the options: the caller says so and ends a
        /// recording there.
        package var displayClosed = false
    }

    let driver: SceneDriver
    private let assets: AssetLocator
    private let options: Options
    private var mapper = InputMapper()
    private var overlays: Set<OverlayKind>
    /// The filter the screen is shown through: the session's, so a recording records it.
    var vision: VisionFilter? { driver.visionFilter }
    /// The findings overlay's validation, off the frame loop (runs again only when the settings change).
    private let backgroundFindings: BackgroundFindings?
    private var helpVisible = false
    /// Voice Control's command line (E opens it).
    private var voiceLine = VoiceControlCommandLine()
    /// The scene as last drawn with no drag under way and no pointer down (a scene may change as a
    /// press begins, before the drag does), and the lifted copy of the dragged item taken from it.
    private var sceneBeforeDrag: DisplayList?
    private var pointersDown: Set<Int> = []
    private var lift: DragLiftPreview?
    /// The frames overlay of the tree shown, kept while the tree is the same
    /// (`ElementFrameOverlay.reusing(_:for:)`), so what it draws is drawn once per tree.
    private var keptFrames: ElementFrameOverlay?
    private var running = true
    /// The mouse's fingers for the stroke under way (its layout is nil while no stroke started on the scene).
    private var mouseFingers = MouseFingers()
    /// Real fingers that went down on the scene; the others are ignored until they lift.
    private var touchesOnScene: Set<Int> = []
    /// Keys handled so far, and the findings count the last frame drew (nil while pending): for `WindowStatus`.
    private var keysHandled = 0
    private var drawnFindingCount: Int?
    /// The status text last written, so an unchanged state is not written again.
    private var writtenStatus: String?

    package init(driver: SceneDriver, assets: AssetLocator, options: Options) {
        self.driver = driver; self.assets = assets; self.options = options
        overlays = options.overlays
        // A filter the session does not start with is a `vision` input at the start, so a
        // recording has it (`run --vision` starts the session with it: the header records it).
        if let filter = options.vision { driver.setVision(filter) }
        backgroundFindings = options.findings.map(BackgroundFindings.init)
    }

    /// Opens the window and runs until the user quits, `exitAfter` passes or `exitAfterFrames` are drawn. Call inside
    /// `SDLRuntime.with(.window)`.
    package func run() throws -> Summary {
        let sceneSize = driver.scene.device.size
        var scale = options.scale ?? 1
        if options.scale == nil {
            var usable = SDL_Rect()
            if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 {
                let natural = WindowLayout.preferredWindowSize(sceneSize: sceneSize, scale: 1)
                let fit = min(Double(usable.w) * 0.95 / natural.width, Double(usable.h) * 0.95 / natural.height)
                if fit < 1 {
                    let chromeW = natural.width - sceneSize.width, chromeH = natural.height - sceneSize.height
                    scale = max(0.25, min((Double(usable.w) * 0.95 - chromeW) / sceneSize.width,
                                          (Double(usable.h) * 0.95 - chromeH) / sceneSize.height))
                }
            }
        }
        let size = WindowLayout.preferredWindowSize(sceneSize: sceneSize, scale: scale)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow("AXSandbox — \(driver.scene.title)", AX_SDL_WINDOWPOS_CENTERED, AX_SDL_WINDOWPOS_CENTERED,
                                            Int32(size.width), Int32(size.height), flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        // After the X connection broke, destroying the window (or its renderer, or the textures the
        // frame holds) talks to the server that is gone: SDL then waits in XIfEvent for an unmap
        // event that never comes, and the process spun there, past --exit-after, under a loaded
        // machine's timing. The process is about to end, and the system reclaims what they held.
        defer { if !X11Connection.isBroken { SDL_DestroyWindow(window) } }
        // A display that goes away ends the run at the next frame, rather than the process (Xlib's default).
        X11Connection.watch(window)
        SDL_SetWindowMinimumSize(window, 480, 360)
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError.last("SDL_CreateRenderer")
        }
        defer { if !X11Connection.isBroken { SDL_DestroyRenderer(renderer) } }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let rendererName = info.name.map { String(cString: $0) } ?? "unknown"

        let frame = WindowCanvas(windowRenderer: renderer, assets: assets)
        defer { if !X11Connection.isBroken { frame.close() } }
        let audio = options.sound ? try? AudioEngine.open() : nil
        defer { audio?.close() }
        if let audio { driver.onSound = { audio.play($0) } }

        let start = SDL_GetTicks64()
        var frames = 0
        var screenshotWritten: String? = nil
        var displayClosed = false
        while running {
            options.beforeFrame?(frames)
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                if let input = mapper.input(for: event, modifiers: InputMapper.modifiers(UInt32(SDL_GetModState().rawValue)),
                                            editingText: driver.isEditingText || voiceLine.isOpen, keyboardAccess: driver.isKeyboardOn) {
                    // Each input happens at the time SDL stamped on its event, not at the frame that reads
                    // it, so a gesture keeps its real speed when a frame is late (a loaded machine).
                    driver.advance(to: max(driver.now, Int(Int64(event.common.timestamp) - Int64(start))))
                    handle(input, window: window)
                }
            }
            let now = Int(SDL_GetTicks64() - start)
            driver.advance(to: now)
            // The events were the last SDL could read: nothing more can be shown, or taken as input.
            if X11Connection.isBroken { displayClosed = true; break }
            let frameStart = SDL_GetTicks64()
            var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
            let (canvas, drawer) = try frame.prepare(width: Int(pixelWidth), height: Int(pixelHeight))
            var changed = drawFrame(canvas: canvas, window: window, drawer: drawer)
            frames += 1
            let expired = options.exitAfter.map { Double(now) >= $0 * 1000 } ?? false
                || options.exitAfterFrames.map { frames >= $0 } ?? false
            if (expired || !running), overlays.contains(.findings), let backgroundFindings {
                // The last frame shows the findings the summary lists (and the screenshot and the
                // status say): validation is awaited and the frame drawn again with them.
                backgroundFindings.waitForJobs()
                changed = drawFrame(canvas: canvas, window: window, drawer: drawer) || changed
            }
            frame.show(upload: changed)
            if (expired || !running), let path = options.screenshotPath, screenshotWritten == nil {
                try canvas.savePNG(to: path)
                screenshotWritten = path
            }
            SDL_RenderPresent(renderer)
            try writeStatus()
            if expired { running = false }
            let spent = SDL_GetTicks64() - frameStart
            if spent < 16 { SDL_Delay(UInt32(16 - spent)) }
        }
        var marked: [OverlayFinding]?
        if overlays.contains(.findings) {
            _ = currentFindings(driver.settings)  // asks for them, if no frame has under these settings
            backgroundFindings?.waitForJobs()
            marked = currentFindings(driver.settings) ?? []
        }
        return Summary(frames: frames, drawnFrames: frameDrawer.drawnFrames, sceneDraws: frameDrawer.sceneDraws, virtualTime: driver.now, state: driver.scene.stateSnapshot(),
                       settings: driver.settings, screenshot: screenshotWritten, overlays: overlays, rendererName: rendererName, audioDriver: audio?.driver,
                       findings: marked, vision: vision, displayClosed: displayClosed)
    }

    /// Writes the window's status after a frame, if asked for and changed since the last one written.
    private func writeStatus() throws {
        guard let path = options.statusPath else { return }
        let speakers = WindowStatus.speakers(driver.speaking)
        let drag = driver.dragSession.map { (item: $0.item.id, x: Int($0.previewLocation.x.rounded()), y: Int($0.previewLocation.y.rounded())) }
        let status = WindowStatus(keys: keysHandled, pointers: pointersDown.count, longPressHeld: driver.longPressIsHeld, drag: drag, focusedID: driver.focusedElementID,
                                  speaking: speakers.voiceOver, state: driver.scene.stateSnapshot(),
                                  settings: driver.settings, overlays: overlays, findings: drawnFindingCount, vision: vision,
                                  switchHighlight: driver.switchScan == nil ? nil : driver.switchHighlight,
                                  keyboard: driver.isKeyboardOn ? (driver.keyboardFocusID, driver.keyboardList?.kind) : nil,
                                  zoom: driver.zoomLens, speakScreen: driver.speakScreenController,
                                  speakScreenSpeaking: speakers.speakScreen, voice: driver.voiceControlShown,
                                  largeContent: driver.largeContentViewer)
        let text = status.text
        guard text != writtenStatus else { return }
        try WindowStatus.write(text, to: path)
        writtenStatus = text
    }

    // MARK: Input

    private func layout(window: OpaquePointer) -> WindowLayout {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return WindowLayout(windowSize: Size(Double(w), Double(h)), sceneSize: driver.scene.device.size)
    }

    private func handle(_ input: WindowInput, window: OpaquePointer) {
        if voiceLine.isOpen, handleVoiceLine(input) { return }
        switch input {
        case .quit:
            running = false
        case .resized:
            break
        case .overlay(let toggle):
            keysHandled += 1
            overlays = toggle.applied(to: overlays)
        case .text(let text):
            if driver.isEditingText { driver.type(text) }
        case .switchUp(let role):
            // A switch key goes down as the switch does and comes up as it does, so Hold Duration
            // and Long Press measure how long it was held (docs/switch-control.md).
            if driver.switchScan != nil { driver.perform(SwitchControlCommand.up(role)) }
        case .keyboard(let command):
            keysHandled += 1
            // Escape closes the window's help first, as it does for VoiceOver.
            if command == .escape && helpVisible { helpVisible = false } else { driver.perform(.keyboard(command)) }
        case .command(let command):
            keysHandled += 1
            switch command {
            case .quit:
                // Q quits, help shown or not: a script that presses Q to end the run (docs/scripted-runs.md)
                // is never left waiting on a window whose help its first Q only closed.
                running = false
            case .voEscape:
                // Esc is VoiceOver's escape, or closes the help; it never quits: a user reaching for
                // it with Switch Control's menu or Speak Screen's controller open lost the run.
                if helpVisible { helpVisible = false } else if driver.settings.voiceOver { driver.perform(.escape) }
            case .toggleHelp:
                helpVisible.toggle()
            case .toggleFrames:
                overlays = OverlayToggle.one(.frames).applied(to: overlays)
            case .cycleVision:
                driver.setVision(VisionFilter.cycled(after: vision))
            case .toggleKeyboard:
                driver.perform(.keyboard(driver.isKeyboardOn ? .off : .on))
            case .toggleSwitchControl:
                driver.perform(driver.switchScan == nil ? SwitchControlCommand.on : .off)
            case .switchSelect, .switchNext:
                if let role = command.switchRole { driver.perform(SwitchControlCommand.down(role)) }
            case .togglePointScanning:
                let point = [.band, .line].contains(driver.switchHighlight.kind)
                driver.perform(SwitchControlCommand.mode(point ? .item : .point))
            case .speakScreen:
                guard !driver.settings.voiceOver else { break }
                for command in SpeakScreenOverlay.keyCommands(driver.speakScreenController, enabled: driver.isSpeakScreenEnabled) {
                    driver.perform(command)
                }
            case .speakScreenStop:
                driver.perform(SpeakScreenCommand.stop)
            case .speakScreenBack, .speakScreenForward, .speakScreenSlower, .speakScreenFaster:
                if let button = SpeakScreenOverlay.buttonCommand(for: command, driver.speakScreenController) { driver.perform(button) }
            case .toggleZoom:
                if driver.isZoomOn {
                    driver.perform(.zoom(.off))
                } else {
                    driver.perform(.zoom(.on))
                    driver.perform(.zoom(.toggle))
                }
            case .openVoiceControlLine:
                if driver.voiceControlShown == nil { driver.perform(.voiceControl(.on)) }
                voiceLine.open()
            case .voiceControlDeleteBackward:
                break  // only the open command line deletes
            default:
                if let settings = command.applied(to: driver.settings) {
                    driver.setSettings(settings)
                } else if let voiceOverCommand = command.voiceOverCommand, driver.settings.voiceOver {
                    driver.perform(voiceOverCommand)
                }
            }
        case .mouse(let phase, let point, let modifiers):
            let layout = self.layout(window: window)
            let scenePoint: Point
            if phase == .down {
                guard !helpVisible else { return }
                if layout.inspectorRect.contains(point) {
                    focusInspectorRow(at: Point(point.x - layout.inspectorRect.minX, point.y - layout.inspectorRect.minY),
                                      size: layout.inspectorRect.size)
                    return
                }
                guard let inside = layout.scenePoint(for: point) else { return }
                scenePoint = inside
            } else {
                scenePoint = layout.clampedScenePoint(for: point)
            }
            let fingers = KeyBindings.mouseBinding(for: modifiers).layout(center: driver.scene.device.bounds.center)
            let samples = mouseFingers.samples(phase, at: scenePoint, time: driver.now, layout: fingers)
            if !samples.isEmpty { send(samples) }
        case .finger(let phase, let id, let normalized):
            let layout = self.layout(window: window)
            let point = layout.windowPoint(forNormalized: normalized)
            if phase == .down {
                guard !helpVisible, let scenePoint = layout.scenePoint(for: point) else { return }
                touchesOnScene.insert(id)
                send([PointerSample(.down, id: id, scenePoint, time: driver.now, kind: .touch)])
            } else {
                guard touchesOnScene.contains(id) else { return }
                if phase == .up || phase == .cancel { touchesOnScene.remove(id) }
                send([PointerSample(phase, id: id, layout.clampedScenePoint(for: point), time: driver.now, kind: .touch)])
            }
        }
    }

    /// While Voice Control's command line is open it takes the keyboard: text types, Return says the
    /// phrase (a Voice Control input, recorded like any other), Escape closes the line, Backspace
    /// deletes, other keys do nothing. False for input it leaves to the window (the mouse, quitting).
    private func handleVoiceLine(_ input: WindowInput) -> Bool {
        switch input {
        case .text(let text): voiceLine.type(text)
        case .command(.voActivate): if let phrase = voiceLine.submit() { driver.perform(.voiceControl(.say(phrase))) }
        case .command(.voEscape): voiceLine.cancel()
        case .command(.voiceControlDeleteBackward): voiceLine.deleteBackward()
        case .command: break
        default: return false
        }
        keysHandled += 1
        return true
    }

    /// Hands pointer samples to the scene, keeping which pointers are down.
    private func send(_ samples: [PointerSample]) {
        for sample in samples {
            if sample.phase == .down { pointersDown.insert(sample.id) }
            if sample.phase == .up || sample.phase == .cancel { pointersDown.remove(sample.id) }
        }
        driver.pointer(samples)
    }

    /// A click on an inspector row moves VoiceOver's focus there with next / previous commands, one
    /// per step, so the move is ordinary input a trace records and replays.
    private func focusInspectorRow(at point: Point, size: Size) {
        guard driver.settings.voiceOver, let focusedID = driver.focusedElementID else { return }
        let panel = inspectorPanel(frames: ElementFrameOverlay.reusing(keptFrames, for: driver.navigation), focusedID: focusedID)
        guard let row = panel.elementRows(size: size).first(where: { $0.rect.contains(point) }),
              let current = panel.frames.entries.firstIndex(where: { $0.id == focusedID }) else { return }
        let steps = row.index - current
        for _ in 0..<abs(steps) { driver.perform(steps > 0 ? .next : .previous) }
    }

    private func inspectorPanel(frames: ElementFrameOverlay, focusedID: String?) -> InspectorPanel {
        let importedFrom = options.importedFrom ?? (driver.scene.behaviour == .unknown ? "an exported hierarchy" : nil)
        return InspectorPanel(title: driver.scene.title, sceneID: driver.scene.id, frames: frames,
                              state: driver.scene.stateSnapshot(), focusedID: focusedID, technologyRows: Self.technologyRows(driver),
                              importedFrom: importedFrom)
    }

    /// The inspector's rows of each technology that shows a cursor, each titled by its technology:
    /// VoiceOver's focused element in detail, then Switch Control's and Full Keyboard Access's rows.
    static func technologyRows(_ driver: SceneDriver) -> [InspectorPanel.TechnologyRows] {
        var voiceOver: [(key: String, value: String)] = []
        let order = driver.navigation
        if let focusedID = driver.focusedElementID, let index = order.entries.firstIndex(where: { $0.id == focusedID }) {
            let entry = order.entries[index]
            voiceOver = InspectorPanel.detail(of: entry, description: driver.focusedDescription
                ?? DescriptionBuilder.describe(entry.element, context: entry.context), scrolledOut: order.isScrolledOutOfView(index))
        }
        return [
            InspectorPanel.TechnologyRows(.voiceOver, rows: voiceOver),
            InspectorPanel.TechnologyRows(.switchControl, rows: switchControlRows(highlight: driver.switchHighlight, menu: driver.switchMenu, scan: driver.switchScan)),
            InspectorPanel.TechnologyRows(.fullKeyboardAccess, rows: keyboardRows(isOn: driver.isKeyboardOn, focusID: driver.keyboardFocusID,
                                                                                map: driver.keyboardFocusMap, list: driver.keyboardList)),
        ].filter { !$0.rows.isEmpty }
    }

    /// The inspector's Switch Control rows while it is on: where the scan is, what reaching the
    /// highlighted item costs, and the menu open.
    static func switchControlRows(highlight: SwitchHighlight, menu: (menu: ScannerMenu, page: ScannerMenu.Page)?,
                                  scan: (tree: ScanTree, settings: SwitchControlSettings)?) -> [(key: String, value: String)] {
        guard let scan else { return [] }
        var rows: [(key: String, value: String)] = [("switch", highlight.kind.rawValue + (highlight.id.map { " " + $0 } ?? ""))]
        if let id = highlight.id, let item = scan.tree.item(withID: id) {
            let reach = scan.tree.reach(of: item, settings: scan.settings)
            rows.append(("reach", "auto \(Plural.count(reach.autoPresses, "press", "presses")) after \(reach.autoSeconds); manual \(reach.manualPresses)"))
        }
        if let menu {
            rows.append(("menu", menu.menu.entries(on: menu.page).map { $0 == highlight.entry ? "[\($0.title)]" : $0.title }.joined(separator: ", ")))
        }
        return rows
    }

    // MARK: Drawing

    /// One display list drawn into the window's canvas, with where and how: a frame is a list of
    /// these, and a frame equal to the one before is not drawn again (an idle window costs nothing).
    package struct FramePass: Equatable {
        var list: DisplayList
        var origin: Point
        var scale: Double
        var viewport: Rect
        var fillBackground: Bool
        var layoutDirection: LayoutDirection
        /// Applied to what this pass drew (the scene's), before the passes over it (the overlays);
        /// under Smart Invert, what the list marks as ignoring invert colours is left as drawn.
        var vision: VisionFilter? = nil
    }

    /// Draws each frame's passes, keeping what it can of the last frame (`WindowFrame`).
    private let frameDrawer = WindowFrame()

    /// Draws the frame into the canvas; false when it equals the last one drawn (nothing to upload).
    private func drawFrame(canvas: OffscreenCanvas, window: OpaquePointer, drawer: DisplayListRenderer) -> Bool {
        let passes = framePasses(canvas: canvas, window: window)
        let drawn = frameDrawer.draw(passes, canvas: canvas, drawer: drawer)
        options.afterFrame?(canvas, drawer, passes)
        return drawn
    }

    /// Everything the window shows, as display lists placed in canvas pixels: the chrome, the scene and
    /// its overlays, the inspector, captions, status bar and help. The first `WindowFrame.basePasses`
    /// are the chrome and the scene.
    private func framePasses(canvas: OffscreenCanvas, window: OpaquePointer) -> [FramePass] {
        let layout = self.layout(window: window)
        var w: Int32 = 0
        SDL_GetWindowSize(window, &w, nil)
        let density = w > 0 ? Double(canvas.width) / Double(w) : 1
        let settings = driver.settings
        var passes = [FramePass(list: DisplayList(background: PanelStyle.chrome), origin: .zero, scale: density,
                                viewport: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
                                fillBackground: true, layoutDirection: .leftToRight)]
        var sceneList = DisplayList()
        driver.scene.draw(into: &sceneList, settings: settings, time: driver.now)
        let sceneViewport = Self.scaled(layout.sceneRect, density)
        let origin = Point(sceneViewport.minX, sceneViewport.minY)
        let sceneScale = layout.sceneScale * density
        passes.append(FramePass(list: sceneList, origin: origin, scale: sceneScale, viewport: sceneViewport,
                                fillBackground: true, layoutDirection: settings.layoutDirection, vision: vision))
        var frames = ElementFrameOverlay.reusing(keptFrames, for: driver.navigation)
        keptFrames = frames
        if overlays.contains(.frames) { frames = frames.keepingBadgesClear(of: sceneList, direction: settings.layoutDirection) }
        let focusedID = driver.focusedElementID
        if let drag = driver.dragSession {
            if lift?.itemID != drag.item.id {
                lift = DragLiftPreview(drag: drag, order: driver.navigation, sceneBeforeLift: sceneBeforeDrag ?? sceneList)
            }
        } else {
            lift = nil
            if pointersDown.isEmpty { sceneBeforeDrag = sceneList }
        }
        // Under the overlays, so drop targets and their names stay readable over the dragged item.
        if let lift, let drag = driver.dragSession {
            var lifted = DisplayList(background: .clear)
            lift.draw(at: drag.previewLocation, into: &lifted)
            passes.append(FramePass(list: lifted, origin: origin, scale: layout.sceneScale * density, viewport: sceneViewport,
                                    fillBackground: false, layoutDirection: settings.layoutDirection))
        }
        // The findings the frame draws: none while validation runs (the status says "pending").
        let delivered = overlays.contains(.findings) ? currentFindings(settings) : nil
        drawnFindingCount = backgroundFindings == nil ? 0 : delivered?.count
        // The focus-indicator pass draws every technology's cursor, in two layers: VoiceOver's with
        // the overlays (`FocusIndicator.isCursorOverlay`), the others over everything, with their
        // menus (Switch Control's, Full Keyboard Access's actions or help list).
        let indicators = driver.focusIndicators
        var overlay: DisplayList?
        if !overlays.isEmpty {
            let state = AccessibilityOverlay.State(focusedID: focusedID, focusIndicators: indicators.filter(\.isCursorOverlay),
                                                   drag: driver.dragSession, selectedDrop: driver.selectedDropPoint,
                                                   findings: delivered ?? [])
            let drawn = AccessibilityOverlay(kinds: overlays, order: driver.navigation, state: state,
                                             bounds: Rect(origin: .zero, size: driver.scene.device.size), pointScale: layout.sceneScale)
                .displayList(frames: frames)
            overlay = drawn
            passes.append(FramePass(list: drawn, origin: origin, scale: layout.sceneScale * density, viewport: sceneViewport,
                                    fillBackground: false, layoutDirection: settings.layoutDirection))
        }
        let overEverything = indicators.filter { !$0.isCursorOverlay }
        if !overEverything.isEmpty {
            var cursors = DisplayList(background: .clear)
            FocusIndicatorPass(indicators: overEverything, bounds: driver.scene.device.bounds).hidingScrolledOut(in: driver.navigation)
                .draw(into: &cursors, scale: layout.sceneScale)
            passes.append(FramePass(list: cursors, origin: origin, scale: layout.sceneScale * density, viewport: sceneViewport,
                                    fillBackground: false, layoutDirection: settings.layoutDirection))
        }
        // The Large Content Viewer while a finger holds it open over an item: the scene's own HUD,
        // over the scene and every overlay, as iOS shows it over the app.
        if let item = driver.largeContentViewer {
            var viewer = DisplayList(background: .clear)
            LargeContentViewerHUD(item: item, bounds: driver.scene.device.bounds).draw(into: &viewer)
            passes.append(FramePass(list: viewer, origin: origin, scale: layout.sceneScale * density, viewport: sceneViewport,
                                    fillBackground: false, layoutDirection: .leftToRight))
        }
        // Speak Screen's highlight and controller while it is open.
        if let controller = driver.speakScreenController {
            var speak = DisplayList(background: .clear)
            SpeakScreenOverlay(controller: controller, bounds: driver.scene.device.bounds).draw(into: &speak, scale: layout.sceneScale)
            passes.append(FramePass(list: speak, origin: origin, scale: layout.sceneScale * density, viewport: sceneViewport,
                                    fillBackground: false, layoutDirection: settings.layoutDirection))
        }
        // Voice Control's overlays, choice and what was said, whatever overlays are shown: what a voice user sees.
        if let shown = driver.voiceControlShown {
            var voice = DisplayList(background: .clear)
            VoiceControlOverlayView(shown: shown, bounds: driver.scene.device.bounds, typing: voiceLine.isOpen ? voiceLine.text : nil)
                .draw(into: &voice, scale: layout.sceneScale)
            passes.append(FramePass(list: voice, origin: origin, scale: layout.sceneScale * density, viewport: sceneViewport,
                                    fillBackground: false, layoutDirection: settings.layoutDirection))
        }
        func panel(_ list: DisplayList, in rect: Rect, fillBackground: Bool = true) {
            let viewport = Self.scaled(rect, density)
            passes.append(FramePass(list: list, origin: Point(viewport.minX, viewport.minY), scale: density, viewport: viewport,
                                    fillBackground: fillBackground, layoutDirection: .leftToRight))
        }
        let inspector = inspectorPanel(frames: frames, focusedID: focusedID)
        panel(inspector.draw(size: layout.inspectorRect.size), in: layout.inspectorRect)
        panel(CaptionPanel(lines: driver.captions, voiceOver: settings.voiceOver).draw(size: layout.captionRect.size), in: layout.captionRect)
        panel(StatusBar(sceneID: driver.scene.id, settings: settings, overlays: overlays, dragging: driver.isDragging, vision: vision,
                         technologies: driver.technologiesOn)
                .draw(size: layout.statusRect.size),
              in: layout.statusRect)
        if let lens = driver.zoomLens {
            passes += zoomPasses(lens, scene: sceneList, overlay: overlay, layout: layout, density: density)
        }
        if helpVisible {
            panel(HelpOverlay().draw(size: layout.windowSize), in: Rect(origin: .zero, size: layout.windowSize), fillBackground: false)
        }
        return passes
    }

    /// The findings once validation under `settings` has delivered them; nil while it runs.
    private func currentFindings(_ settings: Settings) -> [OverlayFinding]? {
        backgroundFindings?.findings(under: settings, in: driver.currentState)
    }

    private static func scaled(_ r: Rect, _ s: Double) -> Rect {
        Rect(x: (r.minX * s).rounded(), y: (r.minY * s).rounded(), width: (r.width * s).rounded(), height: (r.height * s).rounded())
    }
}
