import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import XCTest

/// `VoiceControlTester`: what a Voice Control user sees and what happens, phrase by phrase, on the
/// catalog's controls.
final class VoiceControlTesterTests: XCTestCase {
    func testRatingAStarByVoice() {
        let user = VoiceControlTester(StarRatingScene())
        XCTAssertEqual(user.items.items.map(\.id), ["star-rating"])
        user.say("Show names", [.overlay(.names, continuously: false)])
        user.say("Increment star rating", after: 500, [.action("increment", "star-rating", true), .overlay(nil, continuously: false)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1")
        // No activate hook: UIKit's tap at the activation point, the middle star.
        user.say("Tap 1", after: 500, [.action("tap", "star-rating", true)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "3")
        user.say("Rate five stars", [.missed("Rate five stars", .notUnderstood)])
    }

    func testDraggingAHomeScreenIconByNumberMakesAFolderAtItsCentre() {
        let user = VoiceControlTester(HomeScreenScene())
        let mail = user.items.matching("mail")
        XCTAssertEqual(mail.map(\.id), ["app-mail"])
        XCTAssertEqual(user.items.item(numbered: 7)?.id, "app-weather")
        user.say("Drag Mail to 7", [.action("drag", "app-mail", true), .drag(.began, "app-mail", "app-mail"),
                                    .action("drop", "app-weather", true), .drag(.over, "app-mail", "app-weather"),
                                    .drag(.dropped, "app-mail", "Create folder with Weather")])
    }

    func testSceneTesterSendsPhrasesThroughTheEntryEveryTechnologyShares() {
        let tester = SceneTester(StarRatingScene(), voiceOver: false)
        tester.send(.voiceControl(.on))
        tester.send(.voiceControl(.say("Increment Star rating")))
        XCTAssertEqual(tester.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1")
        XCTAssertEqual(AssistiveCommand.voiceControl(.say("Tap Mail")).name, "voice.say")
        XCTAssertEqual(AssistiveCommand.voiceControl(.on).technology, .voiceControl)
    }
}

/// A component's input labels reach Voice Control: the button answers to each of them.
final class VoiceControlComponentTests: XCTestCase {
    func testAButtonsInputLabelsNameItForVoiceControl() {
        var button = Button(id: "wifi", label: "Wi-Fi", content: Spacer()) { _ in true }
        button.userInputLabels = ["Wi-Fi", "Wireless"]
        let elements = button.accessibilityElements(in: Rect(0, 0, 100, 44), settings: Settings())
        XCTAssertEqual(elements.map(\.userInputLabels), [["Wi-Fi", "Wireless"]])
        XCTAssertEqual(VoiceControlItems.names(of: elements[0]), ["Wi-Fi", "Wireless"])
    }
}
