import AXCore
import AXEngine
import AXScenes
@testable import AXSDL
import CSDL2
import Foundation
import XCTest

/// The window draws each frame keeping what it can of the last one (`WindowFrame`: the renderer's
/// kept frame, or a copy of the scene where the scene writes outside the blend): every frame must be
/// byte for byte its passes drawn anew, one after another, by a new renderer on a new canvas.
extension SDLTests {
    /// A grid window through focus moves near and far, a tree change (a cell activated), the frames
    /// overlay off and on, the colour filters and the blur in turn (the blur writes outside the
    /// blend, so the window changes its way there and back), and Zoom on, panned and off.
    func testTheWindowsKeptFrameIsNeverStale() throws {
        var script: [Int: (SessionSceneDriver) -> Void] = [0: { $0.perform(VoiceOverCommand.voiceOverOn) }]
        let key: (Character) -> (SessionSceneDriver) -> Void = { character in { _ in Self.press(character) } }
        script[1] = { $0.perform(VoiceOverCommand.next) }
        script[2] = { $0.perform(VoiceOverCommand.next) }
        script[3] = { $0.perform(VoiceOverCommand.last) }
        script[4] = { $0.perform(VoiceOverCommand.activate) }
        script[5] = key("1")
        script[6] = key("1")
        for frame in 7...11 { script[frame] = key("g") }  // protanopia … blurred-vision (11)
        // Under the blur, which writes outside the blend: the scene is copied back under the cursor.
        script[12] = { $0.perform(VoiceOverCommand.previous) }
        script[13] = { $0.perform(VoiceOverCommand.previous) }
        script[14] = key("g")  // reduced-contrast: the kept frame again
        script[15] = { $0.perform(VoiceOverCommand.previous) }
        script[16] = { $0.perform(.zoom(.on)) }
        script[17] = { $0.perform(.zoom(.toggle)) }
        script[18] = { $0.perform(.zoom(.pan(.right))) }
        script[19] = { $0.perform(VoiceOverCommand.previous) }
        script[20] = { $0.perform(.zoom(.off)) }
        let checked = try checkWindowFrames(GridScene(count: 60), script: script, frames: 23)
        XCTAssertGreaterThanOrEqual(checked.drawn, 18, "the script changed the frame")
        XCTAssertLessThan(checked.sceneDraws, checked.drawn - 5, "frames where only what lies over the scene changed kept the scene")
        // The sequence must exercise the kept frame, or it would prove nothing.
        XCTAssertGreaterThan(checked.unchangedBands, 0, "bands were left as the kept frame had them")
        XCTAssertGreaterThan(checked.keptItems, 0, "recorded steps were taken from the kept frame")
    }

    /// A scene of photographs through focus moves, an overlay toggled and a filter; and a list
    /// scrolled (the content moves under the overlays).
    func testTheWindowsFramesOfPhotosAndAScrolledListAreNeverStale() throws {
        var script: [Int: (SessionSceneDriver) -> Void] = [0: { $0.perform(VoiceOverCommand.voiceOverOn) }]
        script[1] = { $0.perform(VoiceOverCommand.next) }
        script[2] = { $0.perform(VoiceOverCommand.next) }
        script[3] = { _ in Self.press("1") }
        script[4] = { $0.perform(VoiceOverCommand.next) }
        script[5] = { _ in Self.press("g") }
        script[6] = { $0.perform(VoiceOverCommand.next) }
        script[7] = { _ in Self.press("1") }
        let photos = try checkWindowFrames(PhotoFilterScene(), script: script, frames: 9)
        XCTAssertGreaterThanOrEqual(photos.drawn, 7, "the script changed the frame")
        XCTAssertLessThan(photos.sceneDraws, photos.drawn - 2, "frames where only overlays changed kept the scene")

        var scrolling: [Int: (SessionSceneDriver) -> Void] = [0: { $0.perform(VoiceOverCommand.voiceOverOn) }]
        scrolling[1] = { $0.perform(VoiceOverCommand.last) }
        scrolling[2] = { $0.perform(VoiceOverCommand.scroll(.up)) }
        scrolling[3] = {
            XCTAssertGreaterThan(($0.scene as? PrePosterScene)?.scrollOffset ?? 0, 0, "the list scrolled")
            $0.perform(VoiceOverCommand.next)
        }
        scrolling[4] = { $0.perform(VoiceOverCommand.scroll(.down)) }
        let list = try checkWindowFrames(PrePosterScene(), script: scrolling, frames: 6)
        XCTAssertGreaterThanOrEqual(list.drawn, 4, "the script changed the frame")
    }

    private static func press(_ character: Character) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = Int32(character.asciiValue!)
        SDL_PushEvent(&event)
    }

    /// Runs a window on `scene` for `frames` frames, `script[n]` acting before frame n, and compares
    /// every frame's canvas with its passes drawn anew; returns what the window's summary and its
    /// renderer's statistics said.
    private func checkWindowFrames(_ scene: Scene, script: [Int: (SessionSceneDriver) -> Void], frames: Int) throws
        -> (drawn: Int, sceneDraws: Int, unchangedBands: Int, keptItems: Int) {
        let assets = try AssetLocator.locate(currentDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        let driver = SessionSceneDriver(session: Session(scene: scene))
        var options = SceneWindow.Options(scale: 1, exitAfterFrames: frames, overlays: [.frames, .order, .cursor], sound: false)
        var frame = 0, unchangedBands = 0, keptItems = 0
        options.beforeFrame = { index in
            frame = index
            script[index]?(driver)
        }
        options.afterFrame = { canvas, drawer, passes in
            unchangedBands += drawer.statistics.unchangedBands
            keptItems += drawer.statistics.keptItems
            do {
                let drawn = try canvas.pixels()
                let fresh = try OffscreenCanvas(width: canvas.width, height: canvas.height)
                defer { fresh.close() }
                let renderer = DisplayListRenderer(canvas: fresh, assets: assets)
                defer { renderer.close() }
                for pass in passes {
                    renderer.layoutDirection = pass.layoutDirection
                    renderer.draw(pass.list, origin: pass.origin, scale: pass.scale, viewport: pass.viewport, fillBackground: pass.fillBackground,
                                  invertsSpared: pass.vision == .smartInvert)
                    if let vision = pass.vision { renderer.apply(vision, in: pass.viewport, pointScale: pass.scale) }
                }
                let expected = try fresh.pixels()
                XCTAssertTrue(drawn == expected, "frame \(frame) of \(scene.id): "
                              + "\(ImageComparison(drawn, expected, channelTolerance: 0).differingPixels) pixels differ from the frame drawn anew")
            } catch {
                XCTFail("frame \(frame) of \(scene.id): \(error)")
            }
        }
        let summary = try SDLRuntime.with(.window) { try SceneWindow(driver: driver, assets: assets, options: options).run() }
        XCTAssertEqual(summary.frames, frames)
        return (summary.drawnFrames, summary.sceneDraws, unchangedBands, keptItems)
    }
}
