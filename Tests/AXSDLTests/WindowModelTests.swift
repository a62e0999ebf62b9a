import AXCore
import AXEngine
@testable import AXSDL
import CSDL2
import XCTest

/// The window's pure parts: layout, key mapping, help and status text, the direct scene driver.
final class WindowModelTests: XCTestCase {
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
        XCTAssertEqual(InputMapper.command(forKey: key("b"), shift: false), .toggleBoldText)
        XCTAssertEqual(InputMapper.command(forKey: key("m"), shift: false), .toggleReduceMotion)
        XCTAssertEqual(InputMapper.command(forKey: key("t"), shift: false), .toggleReduceTransparency)
        XCTAssertEqual(InputMapper.command(forKey: key("c"), shift: false), .toggleIncreaseContrast)
        XCTAssertEqual(InputMapper.command(forKey: key("="), shift: false), .contentSizeUp)
        XCTAssertEqual(InputMapper.command(forKey: key("-"), shift: false), .contentSizeDown)
        XCTAssertEqual(InputMapper.command(forKey: key("r"), shift: false), .toggleRightToLeft)
        XCTAssertEqual(InputMapper.command(forKey: key("v"), shift: false), .toggleVoiceOver)
        XCTAssertEqual(InputMapper.command(forKey: key("/"), shift: true), .toggleHelp)
        XCTAssertNil(InputMapper.command(forKey: key("/"), shift: false))
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_F1.rawValue), shift: false), .toggleHelp)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_ESCAPE.rawValue), shift: false), .voEscape)
        XCTAssertEqual(InputMapper.command(forKey: key("q"), shift: false), .quit)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_RIGHT.rawValue), shift: false), .voNext)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_LEFT.rawValue), shift: false), .voPrevious)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_UP.rawValue), shift: false), .voUp)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_DOWN.rawValue), shift: false), .voDown)
        XCTAssertEqual(InputMapper.command(forKey: Int32(bitPattern: SDLK_RETURN.rawValue), shift: false), .voActivate)
        XCTAssertEqual(InputMapper.command(forKey: key(" "), shift: false), .voActivate)
        XCTAssertEqual(WindowCommand.voNext.voiceOverCommand, .next)
        XCTAssertEqual(WindowCommand.voEscape.voiceOverCommand, .escape)
        XCTAssertNil(WindowCommand.toggleBoldText.voiceOverCommand)
        let helpText = HelpOverlay().draw(size: Size(1000, 900)).textRuns.map(\.run.string)
        for binding in KeyBindings.all {
            XCTAssertTrue(helpText.contains(binding.keys) && helpText.contains(binding.summary), "help lists \(binding.keys)")
        }
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
        XCTAssertTrue(StatusBar(sceneID: "grid-4", settings: s, overlays: [], dragging: true).settingsSummary.hasSuffix("Dragging"))
        let status = StatusBar(sceneID: "grid-4", settings: s, overlays: [.frames, .cursor]).settingsSummary
        XCTAssertTrue(status.contains("Bold Text") && status.contains("medium") && status.contains("RTL") && status.contains("Overlays: frames"), status)
    }

    func testMouseEventsBecomeOneFinger() {
        var mapper = InputMapper()
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 30; down.button.y = 40
        XCTAssertEqual(mapper.input(for: down), .pointer(.began, Point(30, 40)))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 35; motion.motion.y = 41
        XCTAssertEqual(mapper.input(for: motion), .pointer(.moved, Point(35, 41)))
        var up = down
        up.type = SDL_MOUSEBUTTONUP.rawValue
        XCTAssertEqual(mapper.input(for: up), .pointer(.ended, Point(30, 40)))
        XCTAssertNil(mapper.input(for: motion), "no finger after the button is released")
    }

    func testDirectDriverTapsTheSceneAndRunsTimersOnTheVirtualClock() {
        let scene = GridSceneForTests.make()
        let driver = DirectSceneDriver(scene: scene, settings: Settings())
        driver.advance(to: 100)
        let cell = scene.frame(of: 4).center
        driver.pointer(.began, at: cell)
        driver.advance(to: 180)
        driver.pointer(.ended, at: cell)
        XCTAssertEqual(scene.stateSnapshot().first?.value, "cell-5")
        var fired: [Int] = []
        driver.schedule(after: 50) { fired.append($0.now) }
        driver.advance(to: 200)
        XCTAssertEqual(fired, [])
        driver.advance(to: 260)
        XCTAssertEqual(fired, [230])
        XCTAssertEqual(driver.navigation.entries.count, 9)
    }

    func testADragIsNotATap() {
        let scene = GridSceneForTests.make()
        let driver = DirectSceneDriver(scene: scene, settings: Settings())
        driver.pointer(.began, at: scene.frame(of: 0).center)
        driver.pointer(.moved, at: scene.frame(of: 2).center)
        driver.pointer(.ended, at: scene.frame(of: 2).center)
        XCTAssertEqual(scene.stateSnapshot().first?.value, "none")
    }
}
