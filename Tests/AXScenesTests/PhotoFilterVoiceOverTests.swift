import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// The photo-filter app through the simulated VoiceOver: the demos of “Build accessible apps with SwiftUI and UIKit” (WWDC 2023), with and without
/// the talk's new API.
final class PhotoFilterVoiceOverTests: XCTestCase {
    typealias ID = PhotoFilterScene.ElementID

    func testFilterIsReadAsASwitchButton() {
        let scene = PhotoFilterScene()
        let vo = SceneTester(scene)
        vo.moveFocus(to: ID.filter)
        vo.previous(["Photo: Not filtered. Image."])
        // "Filter, switch button. Double-tap to toggle setting."
        vo.hears(moment: 48) { vo.next(["Filter. Switch Button. Off.", .hint("Double tap to toggle setting.")]) }
        // Double tap: the switch says its new state.
        vo.activate([.sound(.activate), "On"])
        XCTAssertTrue(scene.isFiltered)
        // The photo's value block has caught up with the filter.
        vo.previous(["Photo: Filtered. Image."])
    }

    func testPhotosButtonHeardAsInTheTalk() {
        let vo = SceneTester(PhotoFilterScene())
        XCTAssertEqual(vo.focusedElementID, ID.photos)
        // "Photos, button. Photos. Loading photos view."
        vo.hears(moment: 49) {
            vo.touch(ID.photos, ["Photos. Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), .cut("Photos. Heading.", after: "Photos."), "Loading photos view"])
        }
        XCTAssertEqual(vo.focusedElementID, ID.photosTitle)
    }

    func testCameraAnnouncementsWithPriorities() {
        let vo = SceneTester(PhotoFilterScene())
        vo.moveFocus(to: ID.camera)
        // "Camera, button. Done. Opening camera--camera active": "Opening camera" is heard whole, the
        // low one is cut as it starts, and the high one arrives as the first ends.
        vo.hears(moment: 51) {
            vo.touch(ID.camera, ["Camera. Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), .cut("Done. Button.", after: "Done."),
                         "Opening camera", .cut("Camera loading", after: ""), "Camera active"])
        }
    }

    func testBrokenCameraAnnouncementsCutEachOther() {
        let vo = SceneTester(PhotoFilterScene(broken: true))
        vo.moveFocus(to: ID.camera)
        // "Camera, button. Done. Open--camera--camera active."
        vo.hears(moment: 50) {
            vo.touch(ID.camera, ["Camera. Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), .cut("Done. Button.", after: "Done."),
                         .cut("Opening camera", after: "Open"), .cut("Camera loading", after: "Camera "), "Camera active"])
        }
    }

    func testZoomRotorSaysEachScale() {
        let vo = SceneTester(PhotoFilterScene())
        vo.moveFocus(to: ID.zoom)
        vo.previous(["Purple. Button."])
        // "Zooming image view, image. Zoom. 2x zoom. 3x zoom. 4x zoom. 3x zoom."
        vo.hears(moment: 52) {
            vo.next(["Zooming image view. Image."])
            vo.rotorNext(["Zoom"])
            vo.increment(["2x zoom"])
            vo.increment(["3x zoom"])
            vo.increment(["4x zoom"])
            vo.decrement(["3x zoom"])
        }
    }

    func testBrokenImageOffersNoZoom() {
        let scene = PhotoFilterScene(broken: true)
        let vo = SceneTester(scene)
        vo.moveFocus(to: ID.zoom)
        // No Zoom option: the rotor turns to the screen's headings, and swiping up goes to the previous one.
        vo.rotorNext(["Headings"])
        vo.increment(["Photo Filter. Heading."])
        XCTAssertEqual(scene.zoom, 1)
    }

    func testKeysPlayWithoutSpeechButTheBrokenOnesAreSpokenOver() {
        let fixed = PhotoFilterScene()
        let e4 = fixed.node("piano-key-E4")!.frame.center
        SceneTester(fixed).fingers([(.down, 1, e4), (.up, 1, e4)], [.tone(note: 64)])

        let broken = SceneTester(PhotoFilterScene(broken: true))
        broken.touch(e4, ["E4. Button."])
        broken.activate([.sound(.activate), .tone(note: 64), "E4"])
    }

    func testTouchBetweenSwatchesFindsNothingOnlyWithCircularShapes() {
        // The corner of a swatch's square frame, outside its circle.
        let layout = PhotoFilterScene().photoLayout(Settings())
        let corner = Point(layout.swatchFrame(1).minX + 2, layout.swatchFrame(1).minY + 2)
        SceneTester(PhotoFilterScene()).touch(corner, [.sound(.noElement)])
        SceneTester(PhotoFilterScene(broken: true)).touch(corner, ["Orange. Button."])
    }
}
