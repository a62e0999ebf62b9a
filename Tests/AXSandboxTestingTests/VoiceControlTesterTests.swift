import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import Testing
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

    /// A home-screen folder answers to the name drawn under its tile ("Tap Utilities"), as on iOS;
    /// its label ("Utilities folder") is what VoiceOver says. Voice Control matches whole names, so
    /// the folder answered only to "Utilities folder", which no one reads on the screen.
    func testAFolderAnswersToTheNameDrawnUnderIt() {
        let user = VoiceControlTester(HomeScreenScene())
        user.say("Drag Mail to 7", [.action("drag", "app-mail", true), .drag(.began, "app-mail", "app-mail"),
                                    .action("drop", "app-weather", true), .drag(.over, "app-mail", "app-weather"),
                                    .drag(.dropped, "app-mail", "Create folder with Weather")])
        let folder = user.items.matching("Weather")
        XCTAssertEqual(folder.map(\.id), ["folder-weather"])
        XCTAssertEqual(folder.first?.shownName, "Weather")
        XCTAssertEqual(user.items.matching("Weather folder").map(\.id), ["folder-weather"])
    }

    /// `send` is the tester's one entry, as `SwitchTester`'s is: a phrase sent shows what `say`
    /// shows, and Voice Control's off and on go through it too.
    func testSendTakesAPhraseAsSayDoes() {
        let user = VoiceControlTester(StarRatingScene())
        user.send(.voiceControl(.say("Show names")), [.overlay(.names, continuously: false)])
        user.send(.voiceControl(.say("Increment star rating")), after: 500,
                  [.action("increment", "star-rating", true), .overlay(nil, continuously: false)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1")
        user.send(.voiceControl(.off))
        user.send(.voiceControl(.say("Increment star rating")), [.missed("Increment star rating", .notAvailable)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "1", "Voice Control is off")
        user.send(.voiceControl(.on))
        user.say("Increment star rating", [.action("increment", "star-rating", true)])
        XCTAssertEqual(user.session.scene.stateSnapshot().first { $0.key == "rating" }?.value, "2")
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

/// `VoiceControlTester.send` asserts what it saw: an expectation that differs is a failure naming
/// the step by the command's trace name, with what was seen as Swift to paste over it.
@Suite struct VoiceControlTesterSendFailureTests {
    @Test func aPhraseSentWithTheWrongExpectationFails() {
        withKnownIssue {
            VoiceControlTester(StarRatingScene()).send(.voiceControl(.say("Increment star rating")))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("step 1, voice.say") && $0.rawValue.contains(#".action("increment", "star-rating", true)"#) }
        }
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
