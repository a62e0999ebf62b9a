import AXCore
import AXEngine
@testable import AXScenes
import XCTest

/// Exceptional Dogs through the simulated VoiceOver: the talk's two demos (seed 000), before and
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
        let touched = walk.send(.touch(scene.dogsLayout(Settings()).shelterNameFrame.center))
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
        let (scene, walk) = walk(broken: true)
        // "Pinky", then "Layla, Bro, Pudding. Favorite off button, Pudding, Bro.": each card VoiceOver
        // lands on scrolls into place and becomes the current dog.
        var heard: [String] = []
        for _ in 0..<5 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        for _ in 0..<2 { heard += VoiceOverWalk.spoken(walk.send(.previous)) }
        XCTAssertEqual(heard, ["Pinky", "Layla", "Bro", "Pudding", "Favorite: off. Button.", "Pudding", "Bro"])
        XCTAssertEqual(scene.dogName, "Bro")
        // "Favorite off button." under the finger.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.touch(scene.dogsLayout(Settings()).favoriteFrame.center))),
                       ["Favorite: off. Button."])
    }

    func testBrokenGalleryLetsFocusWanderBehindItAndClosingLandsOnTheCurrentDog() {
        let (scene, walk) = walk(broken: true)
        for _ in 0..<3 { walk.send(.next) }
        XCTAssertEqual(scene.dogName, "Bro")
        walk.send(.touch(scene.dogsLayout(Settings()).galleryButtonFrame.center))
        // "Show gallery. Show gallery. Picture one of Bro. Image.": the label again after the double
        // tap, then the picture the app moved focus to.
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)), ["Show gallery", "Picture one of Bro. Image."])
        // "Picture two of Bro. Picture three of Bro. Pinky. Layla.": past the gallery, into the
        // carousel behind it (here the cards right of the gallery's first picture: docs/voiceover.md).
        var heard: [String] = []
        for _ in 0..<5 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Picture two of Bro. Image.", "Picture three of Bro. Image.", "Close. Button.", "Bro", "Pudding"])
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.escape)), [], "nothing closes the broken gallery")
        // "Close, Layla.": the closed gallery's button, then the dog on screen behind it (Pudding,
        // where the walk behind the gallery ended).
        walk.send(.touch(scene.dogsLayout(Settings()).galleryCloseFrame.center))
        XCTAssertEqual(VoiceOverWalk.spoken(walk.send(.activate)), ["Close", "Pudding"])
        XCTAssertEqual(walk.session.focusedElementID, ID.card(Dog.all[3]))
        // "Name, breed, Layla, Labrador": titles first, then values, for the dog now showing.
        let name = scene.dogsLayout(Settings()).stats.first { $0.key == "name" }!
        heard = VoiceOverWalk.spoken(walk.send(.touch(name.titleFrame.center)))
        for _ in 0..<3 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Name", "Breed", "Pudding", "beagle"])
    }

    func testBrokenShelterButtonsSayNothingOfTheShelter() {
        let (scene, walk) = walk(broken: true)
        walk.send(.touch(scene.dogsLayout(Settings()).shelterNameFrame.center))
        // "Skyler's animal shelter. Open address in maps. Button. Call. Button."
        var heard: [String] = []
        for _ in 0..<2 { heard += VoiceOverWalk.spoken(walk.send(.next)) }
        XCTAssertEqual(heard, ["Open address in Maps. Button.", "Call. Button."])
        XCTAssertEqual(VoiceOverWalk.sounds(walk.send(.up)), ["boundary"], "no actions on the shelter name")
    }
}
