import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// Exceptional Dogs through the simulated VoiceOver: the talk's two demos (“Deliver an Exceptional Accessibility Experience”, WWDC 2018), before and
/// after the fixes, heard as the audience heard them.
final class ExceptionalDogsVoiceOverTests: XCTestCase {
    typealias ID = ExceptionalDogsScene.ElementID

    private func walk(broken: Bool) -> (ExceptionalDogsScene, VoiceOverWalk) {
        let scene = ExceptionalDogsScene(broken: broken)
        return (scene, VoiceOverWalk(scene))
    }

    private func speech(_ outputs: [Output]) -> [SpeechRecord] {
        outputs.compactMap { if case .speech(let record) = $0.event { return record } else { return nil } }
    }

    // MARK: After the fixes

    func testFixedDemoPickerThenButtonsThenStats() {
        let (scene, walk) = walk(broken: false)
        XCTAssertEqual(walk.session.focusedElementID, ID.title)
        // "Dog picker. Pinky. Adjustable. Swipe up or down with one finger to adjust the value."
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.next), hints: true),
                       ["Dog picker: Pinky. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        // "Layla", then swipe down: "Pinky".
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.up)), ["Layla"])
        XCTAssertEqual(scene.dogName, "Layla")
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.down)), ["Pinky"])
        // "Favorite, off, button, show gallery, button", then "Name, Pinky", "Breed, mixed. Age, 7.0 years."
        var heard: [String] = []
        for _ in 0..<5 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Favorite: off. Button.", "Show gallery. Button.", "Name, Pinky", "Breed, mixed", "Age, 7.0 years"])
    }

    func testFixedPickerChangesTheStatsBelowIt() {
        let (_, walk) = walk(broken: false)
        walk.send(.next)
        walk.send(.up)
        // Layla: no gallery button, so the stats follow the favorite button directly.
        var heard: [String] = []
        for _ in 0..<3 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Favorite: off. Button.", "Name, Layla", "Breed, Labrador"])
    }

    func testFixedShelterOffersItsActions() {
        let (scene, walk) = walk(broken: false)
        let touched = walk.send(.touch(scene.layout(Settings()).shelterNameFrame.center))
        // "Skyler's animal shelter. Actions available." then, swiping up, "Open address in maps. Call."
        XCTAssertEqual(Array(VoiceOverWalk.spoken(touched).prefix(2)), ["Skyler's animal shelter", "Actions available"])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.up)), ["Open address in Maps"])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.up)), ["Call"])
        walk.send(.activate)
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "shelterAction" }?.value, "call")
    }

    func testFixedGalleryKeepsFocusInsideAndClosesWithEscape() {
        let (scene, walk) = walk(broken: false)
        walk.focus(ID.showGallery)
        // "Show gallery, button. Picture one of Pinky. Image."
        let opened = walk.send(.activate)
        XCTAssertTrue(VoiceOverWalk.sounds(opened).contains("screenChanged"))
        XCTAssertEqual(VoiceOverWalk.spoken(opened), ["Picture one of Pinky. Image."])
        // "Picture two of, picture three, close, button", then nothing behind it.
        var heard: [String] = []
        for _ in 0..<3 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Picture two of Pinky. Image.", "Picture three of Pinky. Image.", "Close. Button."])
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.next)), ["boundary"])
        XCTAssertEqual(walk.session.focusedElementID, ID.galleryClose)
        // The scrub closes it and focus returns to the button that opened it.
        walk.send(.escape)
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "gallery" }?.value, "closed")
        XCTAssertEqual(walk.session.focusedElementID, ID.showGallery)
    }

    // MARK: Before the fixes

    func testBrokenDemoWalksTheCarouselBeforeTheButtonsAndReadsStatsOutOfOrder() {
        let (_, walk) = walk(broken: true)
        // "Pinky", then "Layla, Bro, Pudding. Favorite off button".
        var heard: [String] = []
        for _ in 0..<5 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Pinky", "Layla", "Bro", "Pudding", "Favorite: off. Button."])
        // "Name, breed, Layla, Labrador": titles first (here for Pinky, who is still showing).
        walk.focus(ID.statTitle("name"))
        heard = []
        for _ in 0..<3 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Breed", "Pinky", "mixed"])
    }

    func testBrokenShelterButtonsSayNothingOfTheShelter() {
        let (scene, walk) = walk(broken: true)
        walk.send(.touch(scene.layout(Settings()).shelterNameFrame.center))
        // "Skyler's animal shelter. Open address in maps. Button. Call. Button."
        var heard: [String] = []
        for _ in 0..<2 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Open address in Maps. Button.", "Call. Button."])
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.up)), ["boundary"], "no actions on the shelter name")
    }

    func testBrokenGalleryLetsFocusWanderBehindIt() {
        let (_, walk) = walk(broken: true)
        walk.focus(ID.showGallery)
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)), ["Picture one of Pinky. Image."])
        // "Picture two of Bro. Picture three of Bro. Pinky. Layla.": past the gallery, into the carousel behind it.
        var heard: [String] = []
        for _ in 0..<5 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Picture two of Pinky. Image.", "Picture three of Pinky. Image.", "Close. Button.", "Pinky", "Layla"])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.escape)), [])
    }
}
