import AXCore
import AXEngine
import AXSandboxTesting
@testable import AXScenes
import XCTest

/// Exceptional Dogs through the simulated VoiceOver: the talk's two demos (“Deliver an Exceptional Accessibility Experience”, WWDC 2018), before and
/// after the fixes, heard as the audience heard them.
final class ExceptionalDogsVoiceOverTests: XCTestCase {
    typealias ID = ExceptionalDogsScene.ElementID

    private let adjustHint = Heard.hint("Swipe up or down with one finger to adjust the value.")

    // MARK: After the fixes

    func testFixedDemoPickerThenButtonsThenStats() {
        let scene = ExceptionalDogsScene()
        let vo = SceneTester(scene)
        // VoiceOver starts on the picker, the first element: "VoiceOver on. Exceptional Dogs. Dog
        // picker. Pinky. Adjustable. Swipe up or down with one finger to adjust the value."
        XCTAssertEqual(vo.focusedElementID, ID.picker)
        vo.set("voiceOver", to: "false", ["VoiceOver off"])
        vo.hears(moment: 10) {
            vo.set("voiceOver", to: "true", ["VoiceOver on", "Exceptional Dogs", "Dog picker: Pinky. Adjustable.", adjustHint])
        }
        // "Layla", then swipe down: "Pinky".
        vo.hears(moment: 11) {
            vo.increment(["Layla"])
            XCTAssertEqual(scene.dogName, "Layla")
            vo.decrement(["Pinky"])
        }
        // "Favorite, off, button, show gallery, button", then "Name, Pinky", "Breed, mixed. Age, 7.0 years."
        vo.hears(moment: 12) {
            vo.next(["Favorite: off. Button."])
            vo.next(["Show gallery. Button."])
        }
        vo.hears(moment: 13) {
            vo.next(["Name, Pinky"])
            vo.next(["Breed, mixed"])
            vo.next(["Age, 7.0 years"])
        }
    }

    func testFixedPickerChangesTheStatsBelowIt() {
        let vo = SceneTester(ExceptionalDogsScene(), includesHints: false)
        vo.first(["Dog picker: Pinky. Adjustable."])
        vo.increment(["Layla"])
        // Layla: no gallery button, so the stats follow the favorite button directly.
        vo.next(["Favorite: off. Button."])
        vo.next(["Name, Layla"])
        vo.next(["Breed, Labrador"])
    }

    func testFixedShelterOffersItsActions() {
        let scene = ExceptionalDogsScene()
        let vo = SceneTester(scene)
        // "Skyler's animal shelter. Actions available." then, swiping up, "Open address in maps. Call."
        vo.hears(moment: 14) {
            vo.touch(scene.dogsLayout(Settings()).shelterNameFrame.center, ["Skyler's animal shelter", "Actions available", .hint("Swipe up or down to select a custom action, then double tap to activate.")])
        }
        vo.hears(moment: 15) {
            vo.increment(["Open address in Maps"])
            vo.increment(["Call"])
        }
        vo.activate([.sound(.click), "Calling Skyler's animal shelter"])
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "shelterAction" }?.value, "call")
    }

    func testFixedGalleryKeepsFocusInsideAndClosesWithEscape() {
        let scene = ExceptionalDogsScene()
        let vo = SceneTester(scene)
        vo.moveFocus(to: ID.showGallery)
        // "Show gallery, button. Picture one of Pinky. Image."
        vo.hears(moment: 16) {
            vo.touch(ID.showGallery, ["Show gallery. Button."])
            vo.activate([.sound(.activate), .sound(.screenChanged), "Picture one of Pinky. Image."])
        }
        // "Picture two of, picture three, close, button", then nothing behind it.
        vo.hears(moment: 17) {
            vo.next(["Picture two of Pinky. Image."])
            vo.next(["Picture three of Pinky. Image."])
            vo.next(["Close. Button."])
            vo.next([.sound(.boundary)])
        }
        XCTAssertEqual(vo.focusedElementID, ID.galleryClose)
        // The scrub closes it and focus returns to the button that opened it.
        vo.escape([.sound(.screenChanged), "Show gallery. Button."])
        XCTAssertEqual(scene.stateSnapshot().first { $0.key == "gallery" }?.value, "closed")
        XCTAssertEqual(vo.focusedElementID, ID.showGallery)
    }

    // MARK: Before the fixes

    func testBrokenDemoWalksTheCarouselBeforeTheButtonsAndReadsStatsOutOfOrder() {
        let scene = ExceptionalDogsScene(broken: true)
        let vo = SceneTester(scene)
        // "VoiceOver on. Exceptional Dogs. Pinky.": "VoiceOver lands on the image".
        XCTAssertEqual(vo.focusedElementID, ID.card(Dog.all[0]))
        // "Layla, Bro, Pudding. Favorite off button, Pudding, Bro.": each card VoiceOver lands on
        // scrolls into place and becomes the current dog.
        vo.hears(moment: 2) {
            vo.next(["Layla"])
            vo.next(["Bro"])
            vo.next(["Pudding"])
            vo.next(["Favorite: off. Button."])
            vo.previous(["Pudding"])
            vo.previous(["Bro"])
        }
        XCTAssertEqual(scene.dogName, "Bro")
        // "Favorite off button." under the finger.
        vo.hears(moment: 3) { vo.touch(scene.dogsLayout(Settings()).favoriteFrame.center, ["Favorite: off. Button."]) }
    }

    func testBrokenGalleryLetsFocusWanderBehindItAndClosingLandsOnTheCurrentDog() {
        let scene = ExceptionalDogsScene(broken: true)
        let vo = SceneTester(scene)
        vo.next(["Layla"])
        vo.next(["Bro"])
        XCTAssertEqual(scene.dogName, "Bro")
        // "Show gallery. Show gallery. Picture one of Bro. Image.": the finger on the button, the label
        // again after the double tap, then the picture the app moved focus to.
        vo.hears(moment: 4) {
            vo.touch(scene.dogsLayout(Settings()).galleryButtonFrame.center, ["Show gallery. Button."])
            vo.activate([.sound(.activate), "Show gallery", "Picture one of Bro. Image."])
        }
        // The gallery is a plain view over the screen, read first (Close, then the pictures), so
        // swiping on goes behind it into the carousel from its first dog: "Picture two of Bro.
        // Picture three of Bro. Pinky. Layla."
        XCTAssertEqual(Array(vo.session.navigation.entries.prefix(6).map(\.id)),
                       [ID.galleryClose, ID.picture(1), ID.picture(2), ID.picture(3), ID.card(Dog.all[0]), ID.card(Dog.all[1])])
        // Each card the focus reaches behind the gallery is paged into place by VoiceOver, silently,
        // so it becomes the current dog.
        let carouselScrolls = { vo.outputs.filter { $0.event == .action(elementID: ID.carousel, name: "scrollIntoView", result: true) }.count }
        let scrollsBefore = carouselScrolls()
        vo.hears(moment: 5) {
            vo.next(["Picture two of Bro. Image."])
            vo.next(["Picture three of Bro. Image."])
            vo.next(["Pinky"])
            XCTAssertEqual(scene.dogName, "Pinky")
            vo.next(["Layla"])
        }
        XCTAssertEqual(scene.dogName, "Layla")
        XCTAssertEqual(carouselScrolls() - scrollsBefore, 2, "VoiceOver scrolled the carousel to Pinky, then to Layla")
        vo.escape()  // nothing closes the broken gallery
        // "Close, Layla.": the closed gallery's button, then the dog on screen behind it (Layla:
        // Pinky only peeks in at the edge).
        vo.touch(scene.dogsLayout(Settings()).galleryCloseFrame.center, ["Close. Button."])
        vo.hears(moment: 6) { vo.activate([.sound(.activate), "Close", "Layla"]) }
        XCTAssertEqual(vo.focusedElementID, ID.card(Dog.all[1]))
        // "Name, breed, Layla, Labrador": titles first, then values, for the dog now showing.
        let name = scene.dogsLayout(Settings()).stats.first { $0.key == "name" }!
        vo.hears(moment: 7) {
            vo.touch(name.titleFrame.center, ["Name"])
            vo.next(["Breed"])
            vo.next(["Layla"])
            vo.next(["Labrador"])
        }
    }

    func testBrokenShelterButtonsSayNothingOfTheShelter() {
        let scene = ExceptionalDogsScene(broken: true)
        let vo = SceneTester(scene)
        // "Skyler's animal shelter. Open address in maps. Button. Call. Button."
        vo.hears(moment: 8) {
            vo.touch(scene.dogsLayout(Settings()).shelterNameFrame.center, ["Skyler's animal shelter"])
            vo.next(["Open address in Maps. Button."])
            vo.next(["Call. Button."])
        }
        vo.increment([.sound(.boundary)])  // no actions on the shelter name
        // "VoiceOver off."
        vo.hears(moment: 9) { vo.voiceOverOff(["VoiceOver off"]) }
    }
}
