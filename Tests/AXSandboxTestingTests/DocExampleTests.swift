import AXCore
import AXEngine
import AXScenes
import AXSandboxTesting
import XCTest

/// The test API's examples in the behaviour references, each as the page shows it: a reader copies
/// them, so each must build and pass as written (docs/keyboard.md, docs/switch-control.md,
/// docs/voice-control.md, docs/vision.md, docs/components.md). A page's example changed changes its
/// test here, and the other way round.
final class DocExampleTests: XCTestCase {
    /// docs/keyboard.md, "Traces and tests".
    func testTheKeyboardPagesExample() {
        let user = KeyboardTester(StarRatingScene())
        user.press(.showActions, [.list(.actions, ["Increment", "Decrement"], selected: 0)])
        user.press(.activate, [.listClosed, .action("increment", "star-rating", true)])
    }

    /// docs/keyboard.md, "Traces and tests": `send`.
    func testTheKeyboardPagesSendExample() {
        let user = KeyboardTester(HomeScreenScene())
        user.send(.keyboard(.nextGroup), [.focus("home-page-control")])
    }

    /// docs/switch-control.md, "Traces and tests".
    func testTheSwitchControlPagesExample() {
        let user = SwitchTester(StarRatingScene())
        user.press(.select, [.menu(["Tap", "Increment", "Decrement", "Gestures", "Escape", "Home", "Device", "Settings"]), .entry("Tap")])
        user.wait(1000, [.entry("Increment")])
        user.press(.select, [.menuClosed, .action("increment", "star-rating", true), .highlight(.item, "star-rating")])
    }

    /// docs/vision.md, Zoom's test API example.
    func testTheVisionPagesZoomExample() {
        let tester = SceneTester(ExceptionalDogsScene(), includesHints: false)
        tester.zoomOn()
        tester.threeFingerDoubleTap(at: Point(70, 150))
        XCTAssertEqual(tester.zoomLens?.region, Rect(0, 0, 195, 422))
        tester.next(["Favorite: off. Button."])           // Follow Focus brings Favorite into the region
        XCTAssertEqual(tester.zoomLens?.region, Rect(0, 52.5, 195, 422))
    }

    /// docs/components.md, "Containers": the row of an avatar and a name, which becomes a column at
    /// the accessibility sizes with the avatar still 44 points square.
    func testTheComponentsPagesReflowingRow() throws {
        final class Screen: ComponentScene {
            init() { super.init(id: "row", title: "Row") }
            override func body(settings: Settings) -> any Component {
                Row(spacing: 12, reflowsAtAccessibilitySizes: true, [
                    Sized(width: 44, height: 44, Drawing { frame, list, _, _ in list.fill(.ellipse(frame), .hex("#0A60D0")) }),
                    Label(id: "name", "Lexi Torres", style: .headline, color: .black),
                ])
            }
        }
        let screen = Screen()
        var large = Settings()
        large.contentSize = .accessibilityXXXLarge
        for settings in [Settings.default, large] {
            let avatar = try XCTUnwrap(screen.layout(settings).root.children.first?.children.first)
            XCTAssertEqual(avatar.frame.size, Size(width: 44, height: 44))
        }
        let side = try XCTUnwrap(screen.accessibilityElements(settings: .default).first).frame
        let stacked = try XCTUnwrap(screen.accessibilityElements(settings: large).first).frame
        XCTAssertEqual(side.minX, 56, "beside the avatar")
        XCTAssertEqual(stacked.minX, 0, "under it")
        XCTAssertEqual(stacked.minY, 56)
    }

    /// docs/voice-control.md, "The test API".
    func testTheVoiceControlPagesExample() {
        let user = VoiceControlTester(StarRatingScene())
        user.say("Increment star rating", [.action("increment", "star-rating", true)])
        user.say("Rate five stars", [.missed("Rate five stars", .notUnderstood)])
    }

    /// docs/voice-control.md, "The test API": `send`.
    func testTheVoiceControlPagesSendExample() {
        let user = VoiceControlTester(StarRatingScene())
        user.send(.voiceControl(.off))
        user.send(.voiceControl(.say("Increment star rating")), [.missed("Increment star rating", .notAvailable)])
    }
}
