import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// Text that keeps its size in an element showing the Large Content Viewer (`text.not-scaling`'s
/// decision): a tab bar's items may stay small when a long press shows them large, as Apple's
/// documentation sanctions; an empty viewer, or the viewer outside a bar, is no answer.
final class LargeContentViewerTests: XCTestCase {
    /// A tab bar of three tabs, each drawing its title at a fixed 10 pt; `tab` is each tab's extra
    /// fields, `bar` the bar's own, `width` the title's box.
    static func tabBar(tab: String = "", bar: String = ##","container":"tabBar","traits":["tabBar"]"##, width: Double = 97.5) -> String {
        let titles = ["Home", "Search", "Library"]
        let drawing = PlantedDefectTests.cleanDrawing + titles.enumerated().map { i, title in
            ##",{"text":"\##(title)","box":[\##(Double(i) * 130),826,\##(width),14],"size":10,"alignment":"center","color":"#000000","wrap":false}"##
        }.joined()
        let tabs = titles.enumerated().map { i, title in
            ##"{"id":"tab\##(i)","label":"\##(title)","traits":["button"],"frame":[\##(Double(i) * 130),795,130,49]\##(tab.replacingOccurrences(of: "TITLE", with: title))}"##
        }.joined(separator: ",")
        let elements = PlantedDefectTests.cleanElements
            + ##",{"id":"tabs","frame":[0,795,390,49]\##(bar),"children":[\##(tabs)]}"##
        return PlantedDefectTests.file(drawing: drawing, elements: elements)
    }

    func findings(_ text: String, _ rule: String) throws -> [Finding] {
        try PlantedDefectTests.validated(text).filter { $0.ruleID == rule }
    }

    func testFixedTextOfATabBarWithoutTheViewerDoesNotScale() throws {
        let found = try findings(Self.tabBar(), "text.not-scaling")
        XCTAssertEqual(found.map(\.message), ["Text \"Home\" stays 10 pt at AX5", "Text \"Search\" stays 10 pt at AX5", "Text \"Library\" stays 10 pt at AX5"])
        XCTAssertEqual(Set(found.map(\.severity)), [.error])
    }

    func testFixedTextOfATabBarShowingTheViewerPasses() throws {
        let viewer = ##","showsLargeContentViewer":true,"largeContentTitle":"TITLE""##
        XCTAssertEqual(try findings(Self.tabBar(tab: viewer), "text.not-scaling").map(\.message), [])
        // By trait alone, or by container type alone, the bar is a tab bar.
        XCTAssertEqual(try findings(Self.tabBar(tab: viewer, bar: ##","traits":["tabBar"]"##), "text.not-scaling").count, 0)
        XCTAssertEqual(try findings(Self.tabBar(tab: viewer, bar: ##","container":"tabBar""##), "text.not-scaling").count, 0)
        // An image is something to show too.
        XCTAssertEqual(try findings(Self.tabBar(tab: ##","showsLargeContentViewer":true,"largeContentImage":"house""##), "text.not-scaling").count, 0)
        // Words cut off at their own size are lost to everyone who does not long press.
        let clipped = try findings(Self.tabBar(tab: viewer, width: 20), "text.clipped")
        XCTAssertEqual(clipped.map(\.message), ["Text \"Home\" does not fit its box at AX5", "Text \"Search\" does not fit its box at AX5",
                                                "Text \"Library\" does not fit its box at AX5"])
    }

    func testAnEmptyViewerIsNoAnswer() throws {
        let found = try findings(Self.tabBar(tab: ##","showsLargeContentViewer":true"##), "text.not-scaling")
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(Set(found.map(\.severity)), [.error])
        XCTAssertEqual(found.first?.detail,
                       "10 pt at the default size, 10 pt at AX5; it shows the Large Content Viewer with no largeContentTitle and no largeContentImage: the viewer is empty")
        XCTAssertTrue(found.first?.fix.hasPrefix("Give the element a largeContentTitle") == true)
        XCTAssertEqual(try findings(Self.tabBar(tab: ##","showsLargeContentViewer":true,"largeContentTitle":" ""##), "text.not-scaling").count, 3,
                       "a blank title shows nothing")
    }

    func testTheViewerOutsideABarIsAWarning() throws {
        let viewer = ##","showsLargeContentViewer":true,"largeContentTitle":"TITLE""##
        let found = try findings(Self.tabBar(tab: viewer, bar: ""), "text.not-scaling")
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(Set(found.map(\.severity)), [.warning])
    }

    func testTheSceneFileFields() throws {
        let scene = try SceneFile.parse(Self.tabBar(tab: ##","showsLargeContentViewer":true,"largeContentTitle":"TITLE""##), file: "tabs.json")
        var found: AccessibilityElement?
        for root in scene.accessibilityElements(settings: Settings()) { root.forEachNode { if $0.id == "tab1" { found = $0 } } }
        let tab = try XCTUnwrap(found)
        XCTAssertTrue(tab.showsLargeContentViewer)
        XCTAssertEqual(tab.largeContentTitle, "Search")
        XCTAssertNil(tab.largeContentImage)
        XCTAssertTrue(tab.showsLargeContent)
        XCTAssertThrowsError(try SceneFile.parse(Self.tabBar(tab: ##","largeContentTitle":"TITLE""##), file: "tabs.json")) { error in
            XCTAssertTrue("\(error)".contains("goes with \"showsLargeContentViewer\": true"), "\(error)")
        }
    }

    /// `export --format scene-file` writes the viewer's fields, and the file reads them back.
    func testTheFieldsAreExported() throws {
        let text = Self.tabBar(tab: ##","showsLargeContentViewer":true,"largeContentTitle":"TITLE","largeContentImage":"icon""##)
        let written = SceneFileWriter.write(try SceneFile.parse(text, file: "tabs.json"), settings: Settings())
        var tabs: [AccessibilityElement] = []
        for root in try SceneFile.parse(written, file: "again.json").accessibilityElements(settings: Settings()) {
            root.forEachNode { if $0.id.hasPrefix("tab"), $0.id != "tabs" { tabs.append($0) } }
        }
        XCTAssertEqual(tabs.map(\.largeContentTitle), ["Home", "Search", "Library"])
        XCTAssertEqual(tabs.map(\.largeContentImage), ["icon", "icon", "icon"])
        XCTAssertTrue(tabs.allSatisfy(\.showsLargeContentViewer))
    }

    /// The Swift API: an element reads alike only with the same viewer, as validation reuses what
    /// it found on a tree for every tree that reads alike.
    func testTheViewerIsPartOfHowAnElementReads() {
        let plain = AccessibilityElement(id: "tab", label: "Home", traits: .button, frame: Rect(x: 0, y: 0, width: 97, height: 49))
        var showing = plain
        showing.showsLargeContentViewer = true
        XCTAssertFalse(showing.showsLargeContent, "no title, no image: an empty viewer")
        XCTAssertFalse(plain.readsLike(showing))
        var titled = showing
        titled.largeContentTitle = "Home"
        XCTAssertTrue(titled.showsLargeContent)
        XCTAssertFalse(showing.readsLike(titled))
    }
}
