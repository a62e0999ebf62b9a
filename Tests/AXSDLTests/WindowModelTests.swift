import AXCore
import AXScenes
import AXEngine
@testable import AXSDL
import CSDL2
import XCTest

/// The window's pure parts: layout, key mapping, help and status text, the direct scene driver.
final class WindowModelTests: XCTestCase {
    /// The status a script waits on (`run --status`): one line each, in a fixed order, the summary's
    /// state, settings and overlays lines among them; replaced whole, so a reader never sees half.
    func testTheWindowStatusIsWholeLinesAScriptCanWaitFor() throws {
        var settings = Settings()
        settings.voiceOver = true
        var status = WindowStatus(keys: 3, pointers: 1, longPressHeld: false, drag: (item: "app-mail", x: 196, y: 560),
                                  focusedID: "app-mail", speaking: true, state: [("page", "1")], settings: settings,
                                  overlays: [.drop, .findings], findings: nil)
        let lines = status.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(7)), ["keys 3", "pointers 1", "longpress no", "drag app-mail 196,560", "focus app-mail",
                                                "speaking yes", "state page=1"])
        XCTAssertTrue(lines[7].hasPrefix("settings voiceOver=true "), lines[7])
        XCTAssertEqual(Array(lines.suffix(2)), ["overlays drop,findings", "findings pending"])
        XCTAssertEqual(Array(lines[6...8]), WindowStatus.summaryLines(state: [("page", "1")], settings: settings, overlays: [.drop, .findings]))
        status.findings = 2
        status.drag = nil
        status.overlays = [.cursor]
        XCTAssertTrue(status.text.contains("\ndrag none\n"))
        XCTAssertTrue(status.text.hasSuffix("overlays cursor\nfindings off\n"), status.text)
        // No overlay is "none", as --overlays spells it, not an empty line.
        XCTAssertEqual(WindowStatus.summaryLines(state: [], settings: settings, overlays: []).last, "overlays none")
        // Full Keyboard Access's line only while it is on: the lines before it stay as they were.
        status.keyboard = ("app-mail", .actions)
        XCTAssertTrue(status.text.hasSuffix("findings off\nkeyboard app-mail list actions\n"), status.text)
        status.keyboard = (nil, nil)
        XCTAssertTrue(status.text.hasSuffix("findings off\nkeyboard none\n"), status.text)
        status.keyboard = nil
        // Speak Screen's line only while its controller is open.
        status.speakScreen = SpeakScreenController(isPaused: true, isFinished: false, speed: .oneAndAHalf, elementID: "app-mail", frame: nil)
        XCTAssertTrue(status.text.hasSuffix("findings off\nspeak paused 1.5× app-mail\nspeak-screen speaking no\n"), status.text)
        // Its speech has its own line: `speaking` stays VoiceOver's.
        XCTAssertTrue(WindowStatus.speakers(Utterance("Mail", kind: .element, cause: 1)) == (voiceOver: true, speakScreen: false))
        XCTAssertTrue(WindowStatus.speakers(Utterance("Mail", kind: .element, cause: 1, speakScreenIndex: 0)) == (voiceOver: false, speakScreen: true))
        XCTAssertTrue(WindowStatus.speakers(nil) == (voiceOver: false, speakScreen: false))
        status.speaking = false
        status.speakScreenSpeaking = true
        XCTAssertTrue(status.text.hasSuffix("findings off\nspeak paused 1.5× app-mail\nspeak-screen speaking yes\n"), status.text)
        XCTAssertTrue(status.text.contains("\nspeaking no\n"), status.text)
        status.speakScreen = SpeakScreenController(isPaused: false, isFinished: true, speed: .normal, elementID: nil, frame: nil)
        status.speakScreenSpeaking = false
        XCTAssertTrue(status.text.hasSuffix("findings off\nspeak finished 1×\nspeak-screen speaking no\n"), status.text)
        status.speakScreen = nil
        // Voice Control's line only while it is on.
        var voice = VoiceControlShown(overlay: .numbers, items: VoiceControlItems(), choices: ["a", "b"], said: "Tap Mail")
        voice.phrasesSaid = 3
        status.voice = voice
        XCTAssertTrue(status.text.hasSuffix("findings off\nvoice numbers said 3 choose 2\n"), status.text)
        status.voice = nil

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-status-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try WindowStatus.write(status.text, to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), status.text)
        let folder = (path as NSString).deletingLastPathComponent
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("axsandbox-status-\(getpid())") },
                       ["axsandbox-status-\(getpid())"], "the partial file was renamed into place")
        // Said as every output the command line writes says it (the system's words), not Foundation's.
        XCTAssertThrowsError(try WindowStatus.write("keys 0\n", to: "/nonexistent-folder/status")) { error in
            XCTAssertEqual("\(error)", "cannot write the status file /nonexistent-folder/status: no such file or directory")
        }
    }

    func testLayoutFitsTheSceneLeftOfTheInspectorAndAboveCaptionsAndStatus() {
        let scene = Size(390, 844)
        let size = WindowLayout.preferredWindowSize(sceneSize: scene, scale: 1)
        let layout = WindowLayout(windowSize: size, sceneSize: scene)
        XCTAssertEqual(layout.sceneScale, 1, accuracy: 1e-9)
        XCTAssertEqual(layout.sceneRect.width, 390, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(layout.sceneRect.maxX, layout.inspectorRect.minX)
        XCTAssertLessThanOrEqual(layout.sceneRect.maxY, layout.captionRect.minY)
        XCTAssertEqual(layout.statusRect.maxY, size.height, accuracy: 1e-9)
        XCTAssertEqual(layout.inspectorRect.maxX, size.width, accuracy: 1e-9)
        // Resizing keeps the scene's aspect and shrinks it to fit.
        let small = WindowLayout(windowSize: Size(800, 600), sceneSize: scene)
        XCTAssertLessThan(small.sceneScale, 1)
        XCTAssertEqual(small.sceneRect.width / small.sceneRect.height, 390.0 / 844.0, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(small.sceneRect.maxY, small.captionRect.minY)
        XCTAssertEqual(layout.inspectorRect.width, 340, accuracy: 1e-9, "the preferred size's inspector")
        // A wider window widens the inspector (its lines were cut short however wide the window
        // was), as far as 640 points; the scene keeps the height it had.
        let wide = WindowLayout(windowSize: Size(size.width + 150, size.height), sceneSize: scene)
        XCTAssertEqual(wide.inspectorRect.width, 490, accuracy: 1e-9)
        XCTAssertEqual(wide.sceneScale, 1, accuracy: 1e-9)
        XCTAssertEqual(WindowLayout(windowSize: Size(3000, size.height), sceneSize: scene).inspectorRect.width, 640, accuracy: 1e-9)
        // A narrow one takes from the inspector, down to two fifths of the window, before the scene
        // shrinks: at 500 points the scene was a 110-point strip beside a whole inspector.
        let narrow = WindowLayout(windowSize: Size(500, 500), sceneSize: scene)
        XCTAssertLessThan(narrow.inspectorRect.width, 340)
        XCTAssertGreaterThanOrEqual(narrow.inspectorRect.width, 200)
        XCTAssertGreaterThan(narrow.sceneRect.width, 140)
        XCTAssertLessThanOrEqual(narrow.sceneRect.maxX, narrow.inspectorRect.minX)
    }

    func testWindowPointsMapToScenePoints() {
        let layout = WindowLayout(windowSize: WindowLayout.preferredWindowSize(sceneSize: Size(390, 844), scale: 2),
                                  sceneSize: Size(390, 844))
        let inside = Point(layout.sceneRect.minX + 20, layout.sceneRect.minY + 40)
        XCTAssertEqual(layout.scenePoint(for: inside), Point(10, 20))
        XCTAssertNil(layout.scenePoint(for: Point(layout.inspectorRect.minX + 5, 10)))
        XCTAssertEqual(layout.clampedScenePoint(for: Point(-50, layout.sceneRect.minY)).x, 0, accuracy: 1e-6)
    }

    func testEveryCommandHasAKeyAndHelpListsItAndTheKeysRunIt() {
        for command in WindowCommand.allCases {
            XCTAssertNotNil(KeyBindings.binding(for: command), "\(command) has a binding shown in help")
        }
        func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
        XCTAssertEqual(InputMapper.command(forKey: key("b")), .toggleBoldText)
        XCTAssertEqual(InputMapper.command(forKey: key("m")), .toggleReduceMotion)
        XCTAssertEqual(InputMapper.command(forKey: key("t")), .toggleReduceTransparency)
        XCTAssertEqual(InputMapper.command(forKey: key("c")), .toggleIncreaseContrast)
        XCTAssertEqual(InputMapper.command(forKey: key("=")), .contentSizeUp)
        XCTAssertEqual(InputMapper.command(forKey: key("-")), .contentSizeDown)
        XCTAssertEqual(InputMapper.command(forKey: key("r")), .toggleRightToLeft)
        XCTAssertEqual(InputMapper.command(forKey: key("v")), .toggleVoiceOver)
        XCTAssertEqual(InputMapper.command(forKey: key("/"), modifiers: .shift), .toggleHelp)
        XCTAssertNil(InputMapper.command(forKey: key("/")))
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_F1.rawValue)), .toggleHelp)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_ESCAPE.rawValue)), .voEscape)
        XCTAssertEqual(InputMapper.command(forKey: key("q")), .quit)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_RIGHT.rawValue)), .voNext)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_LEFT.rawValue)), .voPrevious)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_UP.rawValue)), .voUp)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_DOWN.rawValue)), .voDown)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_RETURN.rawValue)), .voActivate)
        XCTAssertEqual(InputMapper.command(forKey: key(" ")), .voActivate)
        XCTAssertEqual(InputMapper.command(forKey: key("l")), .voLongPress)
        XCTAssertEqual(InputMapper.command(forKey: key("p")), .voPassThrough)
        let up = Int32(bitPattern: SDLK_UP.rawValue), down = Int32(bitPattern: SDLK_DOWN.rawValue)
        XCTAssertEqual(InputMapper.command(forKey: up, modifiers: .ctrl), .voReadAll, "Ctrl+Up is the two-finger swipe up")
        XCTAssertEqual(InputMapper.command(forKey: down, modifiers: .ctrl), .voReadFromHere)
        XCTAssertEqual(InputMapper.command(forKey: up, modifiers: .shift), .voScrollUp, "Shift+arrows are three-finger swipes")
        XCTAssertEqual(InputMapper.command(forKey: down, modifiers: .shift), .voScrollDown)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_LEFT.rawValue), modifiers: .shift), .voScrollLeft)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_RIGHT.rawValue), modifiers: .shift), .voScrollRight)
        XCTAssertEqual(WindowCommand.voScrollLeft.voiceOverCommand, .scroll(.left))
        XCTAssertEqual(WindowCommand.voReadFromHere.voiceOverCommand, .readAll(fromTop: false))
        XCTAssertEqual(WindowCommand.voPassThrough.voiceOverCommand, .passThrough(path: []))
        XCTAssertEqual(WindowCommand.voNext.voiceOverCommand, .next)
        XCTAssertEqual(WindowCommand.voEscape.voiceOverCommand, .escape)
        XCTAssertNil(WindowCommand.toggleBoldText.voiceOverCommand)
        let helpText = HelpOverlay().draw(size: Size(1000, 900)).textRuns.map(\.run.string)
        for binding in KeyBindings.all {
            XCTAssertTrue(helpText.contains(binding.keys) && helpText.contains(binding.summary), "help lists \(binding.keys)")
        }
        for binding in KeyBindings.mouse {
            XCTAssertTrue(helpText.contains(binding.keys) && helpText.contains(binding.summary), "help lists \(binding.keys)")
        }
    }

    /// Each key and chord the help lists (a character or a named key, with Shift or Ctrl) reaches
    /// its command through the window's real dispatch (overlay keys first): no overlay, and no
    /// other command, takes a key the help gives to a command. O once meant both "all overlays" and
    /// point scanning, and the overlay won.
    func testEveryListedKeyReachesItsCommand() {
        let named: [String: Int32] = [
            "Left": Int32(bitPattern: SDLK_LEFT.rawValue), "Right": Int32(bitPattern: SDLK_RIGHT.rawValue),
            "Up": Int32(bitPattern: SDLK_UP.rawValue), "Down": Int32(bitPattern: SDLK_DOWN.rawValue),
            "Home": Int32(bitPattern: SDLK_HOME.rawValue), "End": Int32(bitPattern: SDLK_END.rawValue),
            "Return": Int32(bitPattern: SDLK_RETURN.rawValue), "Space": 32, "Esc": Int32(bitPattern: SDLK_ESCAPE.rawValue),
            "Backspace": 8, "F1": Int32(bitPattern: SDLK_F1.rawValue),
        ]
        var chords = 0
        for binding in KeyBindings.all {
            for chord in binding.keys.components(separatedBy: " / ") {
                // "Shift+," is Shift and ","; a lone "+" is the key itself.
                var parts = chord.count > 1 ? chord.components(separatedBy: "+") : [chord]
                let key = parts.removeLast()
                let sym = key.count == 1 ? Int32(Character(key.lowercased()).asciiValue!) : named[key]
                guard let sym else { return XCTFail("\(chord) of \(binding.summary) names no key this test knows") }
                var down = SDL_Event()
                down.type = SDL_KEYDOWN.rawValue
                down.key.keysym.sym = sym
                for modifier in parts {
                    switch modifier {
                    case "Shift": down.key.keysym.mod |= UInt16(KMOD_LSHIFT.rawValue)
                    case "Ctrl": down.key.keysym.mod |= UInt16(KMOD_LCTRL.rawValue)
                    default: XCTFail("\(chord) has an unknown modifier \(modifier)")
                    }
                }
                var mapper = InputMapper()
                XCTAssertEqual(mapper.input(for: down), .command(binding.command), "\(chord) is \(binding.summary)")
                chords += 1
            }
        }
        XCTAssertGreaterThan(chords, KeyBindings.all.count, "every binding's keys were tried")
    }

    /// Every gesture of docs/voiceover.md that has a command without a finger's
    /// position also has a key chord, so the whole table is reachable from the keyboard.
    func testEveryVoiceOverGestureOfTheTableHasAKeyChord() {
        let keyed = Set(WindowCommand.allCases.compactMap(\.voiceOverCommand))
        let table: [VoiceOverCommand] = [.next, .previous, .activate, .longPress, .passThrough(path: []), .up, .down,
                                         .rotorNext, .rotorPrevious, .escape, .magicTap,
                                         .scroll(.up), .scroll(.down), .scroll(.left), .scroll(.right),
                                         .readAll(fromTop: true), .readAll(fromTop: false), .first, .last]
        for command in table { XCTAssertTrue(keyed.contains(command), "\(command) has a key") }
    }

    func testModifiersChooseHowManyFingersTheMouseIs() {
        XCTAssertEqual(InputMapper.modifiers(UInt32(KMOD_LCTRL.rawValue)), .ctrl)
        XCTAssertEqual(InputMapper.modifiers(UInt32(KMOD_RSHIFT.rawValue | KMOD_LCTRL.rawValue)), [.ctrl, .shift])
        XCTAssertEqual(InputMapper.modifiers(UInt32(KMOD_LALT.rawValue | KMOD_NUM.rawValue)), .alt, "Num Lock is not a modifier here")
        let center = Point(195, 422)
        func layout(_ held: KeyModifiers) -> MouseFingers.Layout { KeyBindings.mouseBinding(for: held).layout(center: center) }
        XCTAssertEqual(layout([]), .together(count: 1))
        XCTAssertEqual(layout(.ctrl), .together(count: 2))
        XCTAssertEqual(layout(.shift), .together(count: 3))
        XCTAssertEqual(layout([.ctrl, .shift]), .together(count: 4))
        XCTAssertEqual(layout(.alt), .mirrored(around: center))
        XCTAssertEqual(layout([.alt, .shift]), .mirrored(around: center), "Alt with anything is the pinch")

        var mapper = InputMapper()
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 30; down.button.y = 40
        XCTAssertEqual(mapper.input(for: down, modifiers: .ctrl), .mouse(.down, Point(30, 40), .ctrl))
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = Int32(bitPattern: SDLK_UP.rawValue)
        key.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(mapper.input(for: key), .command(.voScrollUp), "a key event carries its own modifiers")
    }

    func testWhileATextFieldIsEditedPrintableKeysTypeAndTheRestStayCommands() {
        var mapper = InputMapper()
        func key(_ sym: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = sym
            return event
        }
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { raw in
            for (i, byte) in "é".utf8.enumerated() { raw[i] = byte }
        }
        // Not editing: "v" turns VoiceOver off, "1" an overlay, text input is ignored.
        XCTAssertEqual(mapper.input(for: key(Int32(Character("v").asciiValue!))), .command(.toggleVoiceOver))
        XCTAssertNil(mapper.input(for: text))
        // Editing: letters and digits type, arrows, Return and Escape stay VoiceOver's.
        XCTAssertNil(mapper.input(for: key(Int32(Character("v").asciiValue!)), editingText: true))
        XCTAssertNil(mapper.input(for: key(Int32(Character("1").asciiValue!)), editingText: true))
        XCTAssertEqual(mapper.input(for: text, editingText: true), .text("é"))
        XCTAssertEqual(mapper.input(for: key(Int32(bitPattern: SDLK_RIGHT.rawValue)), editingText: true), .command(.voNext))
        XCTAssertEqual(mapper.input(for: key(Int32(bitPattern: SDLK_RETURN.rawValue)), editingText: true), .command(.voActivate))
        XCTAssertEqual(mapper.input(for: key(Int32(bitPattern: SDLK_ESCAPE.rawValue)), editingText: true), .command(.voEscape))
        // Full Keyboard Access editing a field: letters and Space type; Escape, the arrows and Tab
        // (taken as it comes up, `KeyboardKeys`) stay its keys.
        XCTAssertNil(mapper.input(for: key(Int32(Character("z").asciiValue!)), editingText: true, keyboardAccess: true))
        XCTAssertNil(mapper.input(for: key(32), editingText: true, keyboardAccess: true))
        XCTAssertEqual(mapper.input(for: key(Int32(bitPattern: SDLK_ESCAPE.rawValue)), editingText: true, keyboardAccess: true), .keyboard(.escape))
        XCTAssertEqual(mapper.input(for: key(Int32(bitPattern: SDLK_DOWN.rawValue)), editingText: true, keyboardAccess: true), .keyboard(.arrow(.down)))
        XCTAssertNil(mapper.input(for: key(9), editingText: true, keyboardAccess: true))
        var tabUp = key(9)
        tabUp.type = SDL_KEYUP.rawValue
        XCTAssertEqual(mapper.input(for: tabUp, editingText: true, keyboardAccess: true), .keyboard(.nextGroup))
    }

    func testFingersGetSmallStableIdsAndSynthesizedEventsAreDropped() {
        var mapper = InputMapper()
        func finger(_ type: SDL_EventType, _ fingerID: Int64, _ x: Float, _ y: Float, touch: Int64 = 7) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.tfinger.touchId = touch
            event.tfinger.fingerId = fingerID
            event.tfinger.x = x; event.tfinger.y = y
            return event
        }
        XCTAssertEqual(mapper.input(for: finger(SDL_FINGERDOWN, 901, 0.25, 0.5)), .finger(.down, id: 0, normalized: Point(0.25, 0.5)))
        XCTAssertEqual(mapper.input(for: finger(SDL_FINGERDOWN, 455, 0.75, 0.5)), .finger(.down, id: 1, normalized: Point(0.75, 0.5)))
        XCTAssertEqual(mapper.input(for: finger(SDL_FINGERMOTION, 455, 0.75, 0.25)), .finger(.move, id: 1, normalized: Point(0.75, 0.25)))
        XCTAssertEqual(mapper.input(for: finger(SDL_FINGERUP, 901, 0.25, 0.5)), .finger(.up, id: 0, normalized: Point(0.25, 0.5)))
        XCTAssertEqual(mapper.input(for: finger(SDL_FINGERDOWN, 333, 0.5, 0.5)), .finger(.down, id: 0, normalized: Point(0.5, 0.5)),
                       "a new finger takes the lowest free id")
        XCTAssertNil(mapper.input(for: finger(SDL_FINGERMOTION, 901, 0.3, 0.5)), "a lifted finger moves nothing")
        XCTAssertNil(mapper.input(for: finger(SDL_FINGERDOWN, 1, 0.3, 0.5, touch: Int64(AX_SDL_MOUSE_TOUCHID))),
                     "touches SDL makes from the mouse are dropped")

        var synthesized = SDL_Event()
        synthesized.type = SDL_MOUSEBUTTONDOWN.rawValue
        synthesized.button.button = UInt8(SDL_BUTTON_LEFT)
        synthesized.button.which = AX_SDL_TOUCH_MOUSEID
        XCTAssertNil(mapper.input(for: synthesized), "the mouse SDL makes from a touch is dropped")
        var real = synthesized
        real.button.which = 0
        XCTAssertNil(mapper.input(for: real), "no mouse stroke while fingers are down")
        _ = mapper.input(for: finger(SDL_FINGERUP, 455, 0.75, 0.25))
        _ = mapper.input(for: finger(SDL_FINGERUP, 333, 0.5, 0.5))
        XCTAssertNotNil(mapper.input(for: real), "the mouse works once the fingers are up")
        XCTAssertNil(mapper.input(for: finger(SDL_FINGERDOWN, 2, 0.5, 0.5)), "and no finger joins a mouse stroke")

        let layout = WindowLayout(windowSize: Size(800, 1000), sceneSize: Size(390, 844))
        XCTAssertEqual(layout.windowPoint(forNormalized: Point(0.25, 0.5)), Point(200, 500))
    }

    func testCommandsToggleSettings() {
        var s = Settings()
        s = WindowCommand.toggleBoldText.applied(to: s)!
        XCTAssertTrue(s.boldText)
        s = WindowCommand.contentSizeUp.applied(to: s)!
        XCTAssertEqual(s.contentSize, .xLarge)
        s = WindowCommand.contentSizeDown.applied(to: s)!
        s = WindowCommand.contentSizeDown.applied(to: s)!
        XCTAssertEqual(s.contentSize, .medium)
        s = WindowCommand.toggleRightToLeft.applied(to: s)!
        XCTAssertTrue(s.isRightToLeft)
        XCTAssertNil(WindowCommand.toggleHelp.applied(to: s))
        // What changes as the user acts comes before the overlays, the longest part, which a narrow bar cuts.
        XCTAssertTrue(StatusBar(sceneID: "grid-4", settings: s, overlays: [.frames, .drag, .drop], dragging: true, vision: .smartInvert)
            .settingsSummary.hasPrefix("VoiceOver off · Dragging · Vision: smart-invert · "))
        let status = StatusBar(sceneID: "grid-4", settings: s, overlays: [.frames, .cursor]).settingsSummary
        XCTAssertTrue(status.contains("Bold Text") && status.contains("medium") && status.contains("RTL") && status.contains("Overlays: frames"), status)
    }

    /// The status bar names every technology on after VoiceOver, and in a narrow window gives the
    /// key hints' room to the summary: the state of the window was cut to make room for "F1 help".
    func testTheStatusBarNamesTheTechnologiesOnAndKeepsTheSummaryWhole() {
        var settings = Settings()
        settings.voiceOver = true
        let bar = StatusBar(sceneID: "hello-goodbye", settings: settings, technologies: [.voiceOver, .switchControl, .fullKeyboardAccess])
        XCTAssertEqual(bar.settingsSummary, "VoiceOver on · Switch Control · Full Keyboard Access · Text large")
        func texts(width: Double) -> [String] { bar.draw(size: Size(width, 24)).textRuns.map(\.run.string) }
        XCTAssertEqual(texts(width: 1200), [bar.summaryText, StatusBar.hints], "a wide bar has room for both")
        let needed = BundledFontMetrics().width(of: bar.summaryText, size: StatusBar.summarySize, weight: .semibold)
        XCTAssertEqual(texts(width: needed + 40), [bar.summaryText], "the hints give their room to the summary")
        XCTAssertFalse(bar.showsHints(width: needed + 40))
        let driver = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: settings))
        driver.perform(.switchControl(.on))
        XCTAssertEqual(driver.technologiesOn, [.voiceOver, .switchControl])
    }

    func testMouseEventsBecomeOneFinger() {
        var mapper = InputMapper()
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 30; down.button.y = 40
        XCTAssertEqual(mapper.input(for: down), .mouse(.down, Point(30, 40), []))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 35; motion.motion.y = 41
        XCTAssertEqual(mapper.input(for: motion), .mouse(.move, Point(35, 41), []))
        var up = down
        up.type = SDL_MOUSEBUTTONUP.rawValue
        XCTAssertEqual(mapper.input(for: up), .mouse(.up, Point(30, 40), []))
        XCTAssertNil(mapper.input(for: motion), "no finger after the button is released")
    }

    func testWithVoiceOverOffTheDriverTapsTheSceneAndRunsTimersOnTheVirtualClock() {
        let scene = GridSceneForTests.make()
        let driver = SessionSceneDriver(session: Session(scene: scene))
        driver.advance(to: 100)
        let cell = scene.frame(of: 4).center
        driver.pointer([PointerSample(.down, id: 0, cell, time: driver.now, kind: .mouse)])
        driver.advance(to: 180)
        driver.pointer([PointerSample(.up, id: 0, cell, time: driver.now, kind: .mouse)])
        driver.advance(to: 1_000)  // past the double-tap window: only then is it a single tap
        XCTAssertEqual(scene.stateSnapshot().first?.value, "cell-5")
        var fired: [Int] = []
        driver.session.schedule(after: 50) { fired.append($0.now) }
        driver.advance(to: 1_040)
        XCTAssertEqual(fired, [])
        driver.advance(to: 1_100)
        XCTAssertEqual(fired, [1_050])
        XCTAssertEqual(driver.navigation.entries.count, 9)
    }

    func testADragIsNotATap() {
        let scene = GridSceneForTests.make()
        let driver = SessionSceneDriver(session: Session(scene: scene))
        driver.pointer([PointerSample(.down, id: 0, scene.frame(of: 0).center, time: 0)])
        driver.pointer([PointerSample(.move, id: 0, scene.frame(of: 2).center, time: 0)])
        driver.pointer([PointerSample(.up, id: 0, scene.frame(of: 2).center, time: 0)])
        XCTAssertEqual(scene.stateSnapshot().first?.value, "none")
        var fingers = MouseFingers()
        driver.pointer(fingers.samples(.down, at: scene.frame(of: 4).center, time: 0, layout: .together(count: 2)))
        driver.pointer(fingers.samples(.up, at: scene.frame(of: 4).center, time: 0))
        XCTAssertEqual(scene.stateSnapshot().first?.value, "none", "a two-finger tap is not a one-finger tap")
    }
}
