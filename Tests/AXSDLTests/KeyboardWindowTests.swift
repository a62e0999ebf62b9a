import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import CSDL2
import Foundation
import XCTest

/// Full Keyboard Access in the window (docs/keyboard.md): its keys with the Tab chord, the focus ring
/// and the actions list drawn over the scene, in a real window's frame.
final class KeyboardWindowTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
    }

    private func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }
    private let tab = Int32(bitPattern: SDLK_TAB.rawValue)

    func testKeysAreFullKeyboardAccessKeysWithTheTabChord() {
        XCTAssertEqual(InputMapper.command(forKey: key("k")), .toggleKeyboard)
        XCTAssertEqual(KeyBindings.binding(for: .toggleKeyboard)?.keys, "K")
        var keys = KeyboardKeys()
        XCTAssertEqual(keys.keyDown(tab, modifiers: []).command, nil, "Tab moves when released")
        XCTAssertEqual(keys.keyUp(tab), .nextGroup)
        _ = keys.keyDown(tab, modifiers: [.shift])
        XCTAssertEqual(keys.keyUp(tab), .previousGroup)
        _ = keys.keyDown(tab, modifiers: [])
        XCTAssertEqual(keys.keyDown(key("z"), modifiers: []).command, .showActions)
        XCTAssertEqual(keys.keyUp(key("z")), nil)
        XCTAssertEqual(keys.keyUp(tab), nil, "Tab held for Tab-Z does not move the focus")
        _ = keys.keyDown(tab, modifiers: [])
        XCTAssertEqual(keys.keyDown(key("h"), modifiers: []).command, .showHelp)
        _ = keys.keyUp(tab)
        XCTAssertEqual(keys.keyDown(key("z"), modifiers: []).handled, false, "Z without Tab stays the window's key")
        XCTAssertEqual(keys.keyDown(Int32(bitPattern: SDLK_RIGHT.rawValue), modifiers: []).command, .arrow(.right))
        XCTAssertEqual(keys.keyDown(key(" "), modifiers: []).command, .activate)
        XCTAssertEqual(keys.keyDown(Int32(bitPattern: SDLK_ESCAPE.rawValue), modifiers: []).command, .escape)
        XCTAssertEqual(keys.keyDown(key("v"), modifiers: []).handled, false)
    }

    /// Ctrl-Tab is Control-Tab, Full Keyboard Access's next item whatever the group, not Command-Tab.
    func testCtrlTabMovesItemByItem() {
        var keys = KeyboardKeys()
        XCTAssertEqual(keys.keyDown(tab, modifiers: [.ctrl]).command, nil)
        XCTAssertEqual(keys.keyUp(tab), .nextItem)
        _ = keys.keyDown(tab, modifiers: [.ctrl, .shift])
        XCTAssertEqual(keys.keyUp(tab), .previousItem)
    }

    /// Ctrl stands for Command and Alt for Option: a key pressed with either is the app's shortcut.
    func testCtrlAndAltChordsAreTheAppsShortcuts() {
        var keys = KeyboardKeys()
        XCTAssertEqual(keys.keyDown(key("i"), modifiers: [.ctrl]).command, .shortcut(KeyChord(.character("I"), .command)))
        XCTAssertEqual(keys.keyDown(key("i"), modifiers: [.ctrl, .shift]).command, .shortcut(KeyChord(.character("I"), [.shift, .command])))
        XCTAssertEqual(keys.keyDown(Int32(bitPattern: SDLK_UP.rawValue), modifiers: [.alt]).command, .shortcut(KeyChord(.upArrow, .option)))
        XCTAssertEqual(keys.keyDown(Int32(bitPattern: SDLK_BACKSPACE.rawValue), modifiers: [.ctrl, .alt]).command,
                       .shortcut(KeyChord(.delete, [.option, .command])))
        XCTAssertEqual(keys.keyDown(key("i"), modifiers: [.shift]).handled, false, "Shift alone is no shortcut: the window's key")
        XCTAssertEqual(keys.keyDown(Int32(bitPattern: SDLK_UP.rawValue), modifiers: [.shift]).command, .arrow(.up))
    }

    func testTheListPanelKeepsOffTheFocusedItem() {
        let entries = [FocusIndicator.Menu.Entry(title: "Increment", isHighlighted: false, isOutsideApp: false),
                       FocusIndicator.Menu.Entry(title: "Decrement", isHighlighted: true, isOutsideApp: false)]
        let bounds = Rect(0, 0, 390, 844)
        for focus in [Rect(20, 100, 200, 44), Rect(20, 700, 200, 44)] {
            var drawing = DisplayList(background: .clear)
            KeyboardListPanel(title: "Actions", entries: entries, focus: focus, bounds: bounds).draw(into: &drawing, scale: 1)
            let runs = drawing.textRuns.map(\.run)
            XCTAssertEqual(runs.map(\.string), ["Actions", "Increment", "Decrement"])
            XCTAssertEqual(runs.last?.color, .white, "the chosen entry")
            XCTAssertTrue(runs.allSatisfy { !$0.box.intersects(focus) }, "away from the ring")
        }
    }

    /// The ring round an item touching the screen's edge stays wholly on the screen: the pass draws
    /// it inset there (its outer edge on the screen's), as `KeyboardFocusRing.outline` says, in the
    /// window and a snapshot after a trace alike; round an item clear of the edges it keeps its
    /// margin outside the frame.
    func testTheRingIsDrawnInsetWhereItWouldPassTheScreensEdge() {
        let bounds = Rect(0, 0, 390, 844)
        func ringRects(_ frame: Rect, scale: Double) -> [Rect] {
            var list = DisplayList(background: .clear)
            let ring = FocusIndicator(technology: .fullKeyboardAccess, elementID: "item", frame: frame, path: nil, style: .ring)
            FocusIndicatorPass(indicators: [ring], bounds: bounds).draw(into: &list, scale: scale)
            return list.items.compactMap {
                guard case .stroke(.roundedRect(let rect, _), KeyboardFocusRing.color, let width) = $0.command else { return nil }
                return rect.insetBy(dx: -width / 2, dy: -width / 2)   // the stroke's outer edge
            }
        }
        for scale in [1.0, 0.5] {
            for frame in [Rect(0, 0, 130, 130), Rect(260, 714, 130, 130), Rect(0, 300, 390, 44), Rect(-10, 400, 100, 44)] {
                let drawn = ringRects(frame, scale: scale)
                XCTAssertEqual(drawn.count, 1)
                for rect in drawn {
                    XCTAssertTrue(bounds.contains(rect), "ring \(rect) round \(frame) at \(scale)× passes the screen's edge")
                }
            }
            let clear = Rect(100, 100, 100, 44)
            let margin = (KeyboardFocusRing.width / 2 + 2) / scale
            XCTAssertEqual(ringRects(clear, scale: scale).first?.insetBy(dx: KeyboardFocusRing.width / 2 / scale, dy: KeyboardFocusRing.width / 2 / scale),
                           clear.insetBy(dx: -margin, dy: -margin), "clear of the edges: outside the frame, as before")
        }
    }

    /// The ring's rectangle, a pure function of the frame, the screen and the scale: a side touching
    /// the screen's edge is pulled in so the stroke's outer edge lies on the screen's; the other sides
    /// keep their margin; an item wholly off the screen, or no screen, keeps the margin all round.
    func testTheRingsOutlineKeepsItsStrokeOnTheScreen() {
        let bounds = Rect(0, 0, 390, 844), margin = KeyboardFocusRing.width / 2 + 2, half = KeyboardFocusRing.width / 2
        XCTAssertEqual(KeyboardFocusRing.outline(frame: Rect(0, 0, 130, 130), bounds: bounds, scale: 1),
                       Rect(half, half, 130 + margin - half, 130 + margin - half), "top and left pulled in, right and bottom kept")
        XCTAssertEqual(KeyboardFocusRing.outline(frame: Rect(260, 300, 130, 130), bounds: bounds, scale: 1),
                       Rect(260 - margin, 300 - margin, 390 - half - (260 - margin), 130 + 2 * margin), "the right side on the screen's")
        XCTAssertEqual(KeyboardFocusRing.outline(frame: Rect(100, 100, 100, 44), bounds: bounds, scale: 1),
                       Rect(100, 100, 100, 44).insetBy(dx: -margin, dy: -margin), "clear of the edges: unchanged")
        XCTAssertEqual(KeyboardFocusRing.outline(frame: Rect(-300, 100, 100, 44), bounds: bounds, scale: 1),
                       Rect(-300 - margin, 100 - margin, 100 + 2 * margin, 44 + 2 * margin), "wholly off the screen: unchanged")
        XCTAssertEqual(KeyboardFocusRing.outline(frame: Rect(0, 0, 130, 130), bounds: nil, scale: 1),
                       Rect(0, 0, 130, 130).insetBy(dx: -margin, dy: -margin), "no screen: unchanged")
        XCTAssertEqual(KeyboardFocusRing.outline(frame: Rect(0, 0, 130, 130), bounds: bounds, scale: 0.5).minX, half / 0.5,
                       "widths in window points: the inset scales with the window")
    }

    /// The list is the menu of the keyboard's cursor, drawn by the focus-indicator pass as Switch
    /// Control's menu is (no pass of its own in the window): Tab-Z's actions, Tab-H's help, and the
    /// help alone, with no ring, on a screen with nothing to focus.
    func testTheFocusIndicatorPassDrawsTheListAsTheCursorsMenu() {
        func drawn(_ driver: SessionSceneDriver) -> (texts: [String], ring: Bool) {
            var list = DisplayList(background: .clear)
            FocusIndicatorPass(indicators: driver.focusIndicators, bounds: driver.scene.device.bounds).draw(into: &list, scale: 1)
            let ring = list.items.contains {
                guard case .stroke(_, let color, let width) = $0.command else { return false }
                return color == KeyboardFocusRing.color && width == KeyboardFocusRing.width
            }
            return (list.textRuns.map(\.run.string), ring)
        }
        let driver = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        driver.perform(.keyboard(.on))
        XCTAssertEqual(drawn(driver).texts, [], "the ring alone")
        driver.perform(.keyboard(.showActions))
        XCTAssertEqual(driver.focusIndicators.map(\.menu?.placement), [.panel(title: "Actions")])
        XCTAssertEqual(drawn(driver).texts, ["Actions", "Increment", "Decrement"])
        XCTAssertTrue(drawn(driver).ring)
        driver.perform(.keyboard(.escape))
        driver.perform(.keyboard(.showHelp))
        XCTAssertEqual(drawn(driver).texts.first, "Help")
        XCTAssertEqual(Array(drawn(driver).texts.dropFirst()), KeyboardList.help().titles)

        let empty = SessionSceneDriver(session: Session(scene: EmptyScene(), settings: Settings()))
        empty.perform(.keyboard(.on))
        XCTAssertTrue(empty.focusIndicators.isEmpty, "nothing to focus, no list: nothing drawn")
        empty.perform(.keyboard(.showHelp))
        XCTAssertEqual(drawn(empty).texts.first, "Help")
        XCTAssertFalse(drawn(empty).ring, "no ring on no element")
    }

    /// The trace viewer lays Full Keyboard Access's ring and list over a frame drawn without them
    /// (`SceneSnapshot.renderCursorLayer`): the layer is transparent but for them, and laid over the
    /// plain picture it gives the picture `snapshot --after` draws with the cursors, pixel for pixel
    /// within rounding, so the page shows what the snapshot shows.
    func testTheCursorLayerOverThePlainPictureIsTheSnapshotWithTheCursors() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let driver = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        driver.perform(.keyboard(.on))
        driver.perform(.keyboard(.showActions))
        let scene = driver.scene
        var with = SceneSnapshot(scale: 1)
        with.cursors = driver.focusIndicators
        let (plain, drawn, layer, none) = try SDLRuntime.with(.headless) {
            (try SceneSnapshot(scale: 1).render(scene, settings: Settings(), assets: assets),
             try with.render(scene, settings: Settings(), assets: assets),
             try with.renderCursorLayer(scene, settings: Settings(), assets: assets),
             try SceneSnapshot(scale: 1).renderCursorLayer(scene, settings: Settings(), assets: assets))
        }
        XCTAssertNil(none, "no cursor, no layer")
        let cursors = try XCTUnwrap(layer)
        XCTAssertEqual([cursors.width, cursors.height], [plain.width, plain.height])
        var worst = 0, opaque = 0, ringBlue = 0
        let ring = PixelBuffer.RGBA(10, 132, 255)
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let c = cursors[x, y], p = plain[x, y], a = Int(c.a)
                func over(_ top: UInt8, _ below: UInt8) -> UInt8 { UInt8((Int(top) * a + Int(below) * (255 - a) + 127) / 255) }
                let composed = PixelBuffer.RGBA(over(c.r, p.r), over(c.g, p.g), over(c.b, p.b))
                worst = max(worst, composed.maxChannelDifference(to: drawn[x, y]))
                if a == 255 { opaque += 1; if c.maxChannelDifference(to: ring) <= 24 { ringBlue += 1 } }
            }
        }
        XCTAssertLessThanOrEqual(worst, 4, "the layer over the plain picture is the snapshot with the cursors")
        XCTAssertGreaterThan(ringBlue, 1000, "the ring and the chosen entry, in the ring's blue")
        XCTAssertLessThan(opaque, plain.width * plain.height / 3, "the rest of the layer lets the frame show through")
        let star = try XCTUnwrap(driver.navigation.node(withID: "star-rating")).frame
        XCTAssertEqual(cursors[Int(star.midX), Int(star.midY)].a, 0, "the star rating shows through its ring")
    }

    /// Tab-Z typed on a real window's keyboard (pushed SDL events) opens the actions list; the frame
    /// shows the focus ring round the star rating and the list's panel.
    func testTabZInTheWindowShowsTheRingAndTheList() throws {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let dir = try temporaryFolder("axsdl-tests")
        let screenshot = dir.appendingPathComponent("keyboard-tab-z.png").path
        let driver = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        driver.perform(.keyboard(.on))
        var options = SceneWindow.Options(scale: 1, exitAfterFrames: 6, screenshotPath: screenshot, sound: false)
        let tab = self.tab, z = key("z")
        options.beforeFrame = { frame in
            guard frame == 2 else { return }
            for (type, sym) in [(SDL_KEYDOWN, tab), (SDL_KEYDOWN, z), (SDL_KEYUP, z), (SDL_KEYUP, tab)] {
                var event = SDL_Event()
                event.type = type.rawValue
                event.key.keysym.sym = sym
                SDL_PushEvent(&event)
            }
        }
        _ = try SDLRuntime.with(.window) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        XCTAssertEqual(driver.keyboardList?.titles, ["Increment", "Decrement"])
        XCTAssertEqual(driver.session.keyboardFocusID, "star-rating", "Tab held for Tab-Z did not move the focus")
        let pixels = try SDLRuntime.with(.headless) { try PixelBuffer(contentsOfPNG: screenshot) }
        let layout = WindowLayout(windowSize: WindowLayout.preferredWindowSize(sceneSize: driver.scene.device.size, scale: 1),
                                  sceneSize: driver.scene.device.size)
        let ring = PixelBuffer.RGBA(10, 132, 255)
        func blue(in rect: Rect) -> Int {
            let r = Rect(layout.sceneRect.minX + rect.minX * layout.sceneScale, layout.sceneRect.minY + rect.minY * layout.sceneScale,
                         rect.width * layout.sceneScale, rect.height * layout.sceneScale)
            var count = 0
            for y in max(0, Int(r.minY))..<min(pixels.height, Int(r.maxY)) {
                for x in max(0, Int(r.minX))..<min(pixels.width, Int(r.maxX)) where pixels[x, y].maxChannelDifference(to: ring) <= 24 { count += 1 }
            }
            return count
        }
        let star = try XCTUnwrap(driver.navigation.node(withID: "star-rating")).frame
        XCTAssertGreaterThan(blue(in: star.insetBy(dx: -8, dy: -8)), 200, "the focus ring round the star rating")
        let panel = Rect(0, 0, driver.scene.device.size.width, driver.scene.device.size.height)
        XCTAssertGreaterThan(blue(in: panel) - blue(in: star.insetBy(dx: -8, dy: -8)), 1000, "the list's chosen entry, filled blue")
    }

    func testTheInspectorSaysWhereTheFocusIsAndWhatTheListShows() {
        let driver = SessionSceneDriver(session: Session(scene: HomeScreenScene(), settings: Settings()))
        func rows() -> [String] {
            SceneWindow.keyboardRows(isOn: driver.isKeyboardOn, focusID: driver.keyboardFocusID, map: driver.keyboardFocusMap, list: driver.keyboardList)
                .map { "\($0.key): \($0.value)" }
        }
        XCTAssertEqual(rows(), [], "off: no rows")
        driver.perform(.keyboard(.on))
        driver.perform(.keyboard(.arrow(.right)))
        XCTAssertEqual(rows(), ["keyboard: app-calendar in home-page, item 2 of 15, group 1 of 3"])
        driver.perform(.keyboard(.showActions))
        XCTAssertEqual(rows(), ["keyboard: app-calendar in home-page, item 2 of 15, group 1 of 3", "actions: [Drag Calendar], Long Press"])
    }

    /// The rows' names are drawn whole: "keyboard", the longest, was cut to "keybo…" by a column
    /// sized for VoiceOver's shorter names.
    func testTheInspectorDrawsEveryRowsNameWhole() {
        let driver = SessionSceneDriver(session: Session(scene: HomeScreenScene(), settings: Settings()))
        driver.perform(.keyboard(.on))
        driver.perform(.keyboard(.showActions))
        let panel = InspectorPanel(title: "t", sceneID: "s", frames: ElementFrameOverlay(order: driver.navigation), state: [],
                                   technologyRows: SceneWindow.technologyRows(driver))
        let runs = panel.draw(size: Size(320, 900)).textRuns.map(\.run)
        for name in ["keyboard", "actions"] {
            let run = try! XCTUnwrap(runs.first { $0.string == name }, name)
            XCTAssertFalse(BundledFontMetrics().isClipped(run), "\(name) fits its column: \(BundledFontMetrics().size(of: run)) in \(run.box)")
        }
    }

    /// Each technology's rows in the inspector are titled by that technology: the keyboard's focus
    /// is never shown as VoiceOver's, alone or beside it.
    func testTheInspectorTitlesEachTechnologysRowsByTheTechnology() {
        func headings(_ driver: SessionSceneDriver) -> [String] {
            let panel = InspectorPanel(title: "t", sceneID: "s", frames: ElementFrameOverlay(order: driver.navigation), state: [],
                                       technologyRows: SceneWindow.technologyRows(driver))
            let texts = panel.draw(size: Size(320, 900)).textRuns.map(\.run.string)
            return texts.filter { $0.hasSuffix(" FOCUS") }
        }
        let keyboardOnly = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: Settings()))
        keyboardOnly.perform(.keyboard(.on))
        XCTAssertEqual(SceneWindow.technologyRows(keyboardOnly).map(\.technology), [.fullKeyboardAccess])
        XCTAssertEqual(headings(keyboardOnly), ["FULL KEYBOARD ACCESS FOCUS"])
        var voiceOver = Settings()
        voiceOver.voiceOver = true
        let both = SessionSceneDriver(session: Session(scene: StarRatingScene(), settings: voiceOver))
        both.perform(.keyboard(.on))
        XCTAssertEqual(headings(both), ["VOICEOVER FOCUS", "FULL KEYBOARD ACCESS FOCUS"])
        XCTAssertEqual(AssistiveTechnologyKind.allCases.map { InspectorPanel.TechnologyRows($0, rows: []).title },
                       ["VOICEOVER FOCUS", "SWITCH CONTROL FOCUS", "FULL KEYBOARD ACCESS FOCUS", "SPEAK SCREEN FOCUS", "ZOOM FOCUS", "VOICE CONTROL FOCUS"])
    }
}

/// A screen with nothing to focus.
private final class EmptyScene: Scene {
    let id = "keyboard-empty-test"
    let title = "Nothing to focus"
    let device = Device.phone
    func draw(into list: inout DisplayList, settings: Settings, time: Int) {}
    func accessibilityElements(settings: Settings) -> [AccessibilityElement] { [] }
}
