import AXCore
import AXEngine
import AXSandboxTesting
import AXScenes
import XCTest

/// The Large Content Viewer through the engine and the test API (docs/engine.md, "The Large
/// Content Viewer"): a long press on a tab bar's item at an accessibility text size opens it, a
/// slide shows the neighbouring items, lifting activates the item under the finger, lifting off
/// the bar activates nothing; at the default size or with VoiceOver on there is no viewer.
final class LargeContentViewerTesterTests: XCTestCase {
    /// A switch (no viewer) and a tab bar of three tabs showing the viewer, Home selected.
    static let file = """
    {"format":"axsandbox-scene","version":1,"id":"lcv-tabs","title":"Tabs","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
     "elements":[
      {"id":"wifi","label":"Wi-Fi","value":"0","traits":["button","toggleButton"],"frame":[16,100,358,44]},
      {"id":"tabs","traits":["tabBar"],"frame":[0,795,390,49],"layout":{"axis":"row"},"children":[
        {"id":"home","label":"Home","traits":["button","selected"],"size":[130,49],"showsLargeContentViewer":true,"largeContentTitle":"Home","largeContentImage":"house"},
        {"id":"search","label":"Search","traits":["button"],"size":[130,49],"showsLargeContentViewer":true,"largeContentTitle":"Search"},
        {"id":"library","label":"Library","traits":["button"],"size":[130,49],"showsLargeContentViewer":true}]}]}
    """
    static let home = Point(65, 820), search = Point(195, 820), library = Point(325, 820), wifi = Point(100, 122)

    private func tester(_ size: ContentSizeCategory = .accessibilityXLarge, voiceOver: Bool = false) throws -> SceneTester {
        var settings = Settings()
        settings.contentSize = size
        return SceneTester(try SceneFile.parse(Self.file, file: "tabs.json"), settings: settings, voiceOver: voiceOver, pause: 2000, includesHints: false)
    }

    private func value(_ tester: SceneTester, _ key: String) -> String? {
        tester.scene.stateSnapshot().first { $0.key == key }?.value
    }

    /// The viewer's outputs so far, in order: the item shown, nil when it hid or closed.
    private func shown(_ tester: SceneTester) -> [String?] {
        tester.outputs.compactMap { output in
            if case .largeContentViewer(let item) = output.event { return .some(item?.elementID) } else { return nil }
        }
    }

    func testAPressOpensItASlideUpdatesItAndTheLiftActivatesTheItemUnderTheFinger() throws {
        let tester = try self.tester()
        XCTAssertEqual(value(tester, "tabs"), "home")
        tester.fingers([(.down, 0, Self.home)])
        XCTAssertEqual(tester.largeContentViewer, LargeContentViewerItem(elementID: "home", title: "Home", image: "house"))
        tester.fingers([(.move, 0, Point(150, 818)), (.move, 0, Self.search)])
        XCTAssertEqual(tester.largeContentViewer, LargeContentViewerItem(elementID: "search", title: "Search", image: nil))
        XCTAssertEqual(value(tester, "tabs"), "home", "nothing is activated while the finger is down")
        tester.fingers([(.move, 0, Self.library)])
        XCTAssertEqual(tester.largeContentViewer?.elementID, "library", "an item with nothing to show opens an empty viewer")
        XCTAssertNil(tester.largeContentViewer?.title)
        tester.fingers([(.move, 0, Self.search), (.up, 0, Self.search)])
        XCTAssertNil(tester.largeContentViewer)
        XCTAssertEqual(value(tester, "tabs"), "search", "the lift gives the item under the finger its touch-up inside")
        XCTAssertEqual(shown(tester), ["home", "search", "library", "search", nil])
        // The long press was recognized and recorded; the scene never got it (no drag, no menu).
        XCTAssertEqual(tester.outputs.filter { $0.event == .gesture(kind: .longPress, fingers: 1, direction: nil) }.count, 1)
    }

    func testLiftingOffTheBarActivatesNothing() throws {
        let tester = try self.tester()
        tester.fingers([(.down, 0, Self.search)])
        XCTAssertEqual(tester.largeContentViewer?.elementID, "search")
        tester.fingers([(.move, 0, Point(195, 600)), (.move, 0, Self.wifi)])
        XCTAssertNil(tester.largeContentViewer, "over no item the panel is hidden")
        tester.fingers([(.up, 0, Self.wifi)])
        XCTAssertEqual(value(tester, "tabs"), "home")
        XCTAssertEqual(value(tester, "wifi"), "0", "the switch under the lift is no item: it is not toggled")
        XCTAssertEqual(shown(tester), ["search", nil])
    }

    func testACancelledTouchActivatesNothing() throws {
        let tester = try self.tester()
        tester.fingers([(.down, 0, Self.search)])
        tester.fingers([(.cancel, 0, Self.search)])
        XCTAssertNil(tester.largeContentViewer)
        XCTAssertEqual(value(tester, "tabs"), "home")
        XCTAssertEqual(shown(tester), ["search", nil])
    }

    func testNoViewerAtTheDefaultSizeOrWithVoiceOverOn() throws {
        // At the default size the long press lifting on the tab is the control's touch-up, as before.
        let plain = try tester(.large)
        plain.fingers([(.down, 0, Self.search)])
        XCTAssertNil(plain.largeContentViewer)
        plain.fingers([(.up, 0, Self.search)])
        XCTAssertEqual(value(plain, "tabs"), "search")
        XCTAssertEqual(shown(plain), [])
        // VoiceOver reads the item: a long press is VoiceOver's, and no viewer opens.
        let vo = try tester(voiceOver: true)
        vo.fingers([(.down, 0, Self.search)], ["Search. Tab. 2 of 3."])
        XCTAssertNil(vo.largeContentViewer)
        vo.fingers([(.up, 0, Self.search)])
        XCTAssertEqual(shown(vo), [])
        XCTAssertEqual(value(vo, "tabs"), "home")
        // A pressed element that does not show the viewer takes its long press as before.
        let toggle = try tester()
        toggle.fingers([(.down, 0, Self.wifi)])
        XCTAssertNil(toggle.largeContentViewer)
        toggle.fingers([(.up, 0, Self.wifi)])
        XCTAssertEqual(value(toggle, "wifi"), "1")
    }
}
