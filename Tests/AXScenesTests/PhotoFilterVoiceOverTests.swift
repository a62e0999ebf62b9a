import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// The photo-filter app through the simulated VoiceOver: the demos of “Build accessible apps with SwiftUI and UIKit” (WWDC 2023), with and without
/// the talk's new API.
final class PhotoFilterVoiceOverTests: XCTestCase {
    typealias ID = PhotoFilterScene.ElementID

    private func speech(_ outputs: [Output]) -> [SpeechRecord] {
        outputs.compactMap { if case .speech(let record) = $0.event { return record } else { return nil } }
    }

    /// What was heard of each utterance, as the talk's transcript writes it ("Open--camera--camera active").
    private func heard(_ outputs: [Output]) -> [String] {
        speech(outputs).compactMap { record in
            guard let heard = record.heard, !heard.isEmpty else { return nil }
            return heard.trimmingCharacters(in: .whitespaces)
        }
    }

    func testFilterIsReadAsASwitchButton() {
        let scene = PhotoFilterScene()
        let walk = VoiceOverWalk(scene)
        walk.focus(ID.filter)
        walk.send(.previous)
        // "Filter, switch button. Double-tap to toggle setting."
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.next), hints: true), ["Filter. Switch Button. Off.", "Double tap to toggle setting."])
        walk.send(.activate)
        XCTAssertTrue(scene.isFiltered)
        // The photo's value block has caught up with the filter.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.previous)), ["Photo: Filtered. Image."])
    }

    func testPhotosButtonHeardAsInTheTalk() {
        let walk = VoiceOverWalk(PhotoFilterScene())
        XCTAssertEqual(walk.session.focusedElementID, ID.photos)
        // "Photos, button. Photos. Loading photos view."
        XCTAssertEqual(heard(walk.send(.activate)), ["Photos.", "Loading photos view"])
        XCTAssertEqual(walk.session.focusedElementID, ID.photosTitle)
    }

    func testCameraAnnouncementsWithPriorities() {
        let walk = VoiceOverWalk(PhotoFilterScene())
        walk.focus(ID.camera)
        let outputs = walk.send(.activate)
        let records = speech(outputs)
        // "Camera, button. Done. Opening camera--camera active": the low one is never heard.
        XCTAssertEqual(heard(outputs).count, 3)
        XCTAssertEqual(heard(outputs).last, "Camera active")
        XCTAssertEqual(records.map(\.text), ["Done. Button.", "Opening camera", "Camera loading", "Camera active"])
        XCTAssertEqual(records.map(\.outcome), [.interrupted, .interrupted, .dropped, .finished])
        XCTAssertEqual(records.map(\.heard?.isEmpty), [false, false, nil, false])
        XCTAssertEqual(records[0].heard, "Done.")
        XCTAssertTrue(records[1].heard!.hasPrefix("Opening cam"))
    }

    func testBrokenCameraAnnouncementsCutEachOther() {
        let walk = VoiceOverWalk(PhotoFilterScene(broken: true))
        walk.focus(ID.camera)
        let outputs = walk.send(.activate)
        // "Camera, button. Done. Open--camera--camera active."
        XCTAssertEqual(heard(outputs), ["Done.", "Open", "Camera", "Camera active"])
        XCTAssertEqual(speech(outputs).map(\.outcome), [.interrupted, .interrupted, .interrupted, .finished])
    }

    func testZoomRotorSaysEachScale() {
        let walk = VoiceOverWalk(PhotoFilterScene())
        walk.focus(ID.zoom)
        walk.send(.previous)
        // "Zooming image view, image. Zoom. 2x zoom. 3x zoom. 4x zoom. 3x zoom."
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.next)), ["Zooming image view. Image."])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.rotorNext)), ["Zoom"])
        var said: [String] = []
        for _ in 0..<3 { said += VoiceOverWalk.spoken(walk.send(.up)) }
        said += VoiceOverWalk.spoken(walk.send(.down))
        XCTAssertEqual(said, ["2x zoom", "3x zoom", "4x zoom", "3x zoom"])
    }

    func testBrokenImageOffersNoZoom() {
        let scene = PhotoFilterScene(broken: true)
        let walk = VoiceOverWalk(scene)
        walk.focus(ID.zoom)
        walk.send(.rotorNext)
        walk.send(.up)
        XCTAssertEqual(scene.zoom, 1)
    }

    func testKeysPlayWithoutSpeechButTheBrokenOnesAreSpokenOver() {
        let fixed = PhotoFilterScene()
        let walk = VoiceOverWalk(fixed)
        let e4 = fixed.layout(Settings()).keyFrames[2].center
        let played = walk.pointer([(.down, 1, e4), (.up, 1, e4)])
        XCTAssertEqual(VoiceOverWalk.sounds(played), ["tone 64"])
        XCTAssertEqual(VoiceOverWalk.spoken(played, hints: true), [])

        let broken = PhotoFilterScene(broken: true)
        let brokenWalk = VoiceOverWalk(broken)
        let touched = brokenWalk.send(.touch(e4))
        XCTAssertEqual(VoiceOverWalk.spoken(touched), ["E4. Button."])
        XCTAssertFalse(VoiceOverWalk.sounds(touched).contains("tone 64"))
        XCTAssertEqual(VoiceOverWalk.sounds(brokenWalk.send(.activate)), ["activate", "tone 64"])
    }

    func testTouchBetweenSwatchesFindsNothingOnlyWithCircularShapes() {
        // The corner of a swatch's square frame, outside its circle.
        let layout = PhotoFilterScene().layout(Settings())
        let corner = Point(layout.swatchFrame(1).minX + 2, layout.swatchFrame(1).minY + 2)
        let fixedWalk = VoiceOverWalk(PhotoFilterScene())
        XCTAssertEqual(VoiceOverWalk.spoken(fixedWalk.send(.touch(corner))), [])
        let brokenWalk = VoiceOverWalk(PhotoFilterScene(broken: true))
        XCTAssertEqual(VoiceOverWalk.spoken(brokenWalk.send(.touch(corner))), ["Orange. Button."])
    }
}
