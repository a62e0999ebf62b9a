import XCTest
import AXCore
import AXEngine
@testable import AXScenes

/// A table or collection view is read together in every import format, whether or not it holds
/// rows scrolled out (docs/import.md, "Reading order"): UIKit makes it the accessibility container
/// of its rows, so a button floating over a short list is read before or after the rows, never
/// between two of them. The screen: four note rows from y=100 to 340, a 56-point "New note" button
/// beside the list (its sibling) laid over the list's right edge, and a tab bar below.
final class ImportedListOrderTests: XCTestCase {
    private static let rows = ["Shopping list", "Holiday ideas", "Recipes", "Books to read"]
    private static let tabs = ["Selected: Notes. Tab. 1 of 2.", "Folders. Tab. 2 of 2."]

    private func said(_ text: String, file: String) throws -> [String] {
        ImportReaderTests.spoken(try ScreenImport.load(path: file, text: text)).map(\.speech.description)
    }

    private func listContainer(_ text: String, file: String) throws -> AccessibilityElement? {
        let scene = try ScreenImport.load(path: file, text: text)
        func find(_ elements: [AccessibilityElement]) -> AccessibilityElement? {
            for e in elements {
                if e.sortsByOwnFrame { return e }
                if let found = find(e.children) { return found }
            }
            return nil
        }
        return find(scene.accessibilityElements(settings: Settings()))
    }

    /// XCUITest's debugDescription, as an outside tester captured it: the button's top (230) lies
    /// between the third row's (220) and the fourth's (280), and was read between them.
    private func xcuitest(buttonY: Double, rowCount: Int = 4, tableHeight: Double = 660) -> String {
        var dump = "Element subtree:\n →Application, 0x1, pid: 77, label: 'Notes'\n"
            + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "      Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "        Table, 0x4, {{0.0, 100.0}, {390.0, \(tableHeight)}}\n"
        for i in 0..<rowCount {
            dump += "          Cell, 0x\(i + 5), {{0.0, \(100 + 60 * i)}, {390.0, 60.0}}, label: '\(Self.rowLabel(i))'\n"
        }
        return dump + "        Button, 0x20, {{310.0, \(buttonY)}, {56.0, 56.0}}, label: 'New note'\n"
            + "        TabBar, 0x21, {{0.0, 761.0}, {390.0, 83.0}}\n"
            + "          Button, 0x22, {{0.0, 762.0}, {195.0, 48.0}}, label: 'Notes', Selected\n"
            + "          Button, 0x23, {{195.0, 762.0}, {195.0, 48.0}}, label: 'Folders'\n"
    }

    private static func rowLabel(_ i: Int) -> String { i < rows.count ? rows[i] : "Note \(i + 1)" }

    func testXCUITestReadsAShortListTogetherAroundTheButtonFloatingOverIt() throws {
        XCTAssertEqual(try said(xcuitest(buttonY: 230), file: "fab.txt"), Self.rows + ["New note. Button."] + Self.tabs,
                       "the button's top among the rows' tops: read after the list, not between two rows")
        XCTAssertEqual(try said(xcuitest(buttonY: 80), file: "fab.txt"), ["New note. Button."] + Self.rows + Self.tabs,
                       "the button above the list's first row: read before it")
        // The list holds nothing outside its frame: read together, but nothing is scrolled out.
        let list = try XCTUnwrap(listContainer(xcuitest(buttonY: 230), file: "fab.txt"))
        XCTAssertNil(list.scrollContent)
    }

    func testAppiumPageSourceReadsAShortListTogetherAroundTheButtonFloatingOverIt() throws {
        let cells = Self.rows.enumerated().map { i, label in
            #"<XCUIElementTypeCell name="\#(label)" label="\#(label)" visible="true" accessible="true" x="0" y="\#(100 + 60 * i)" width="390" height="60"/>"#
        }.joined(separator: "\n")
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication name="Notes" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow x="0" y="0" width="390" height="844"><XCUIElementTypeOther x="0" y="0" width="390" height="844">
        <XCUIElementTypeCollectionView visible="true" accessible="false" x="0" y="100" width="390" height="660">
        \(cells)
        </XCUIElementTypeCollectionView>
        <XCUIElementTypeButton name="New note" label="New note" visible="true" accessible="true" x="310" y="230" width="56" height="56"/>
        </XCUIElementTypeOther></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
        """
        XCTAssertEqual(try said(xml, file: "fab.xml"), Self.rows + ["New note. Button."])
    }

    func testIdbNestedOutputReadsAShortListTogetherAroundTheButtonFloatingOverIt() throws {
        let cells = Self.rows.enumerated().map { i, label in
            #"{"type":"Cell","AXLabel":"\#(label)","frame":{"x":0,"y":\#(100 + 60 * i),"width":390,"height":60}}"#
        }.joined(separator: ",")
        let json = """
        [{"type":"Application","AXLabel":"Notes","frame":{"x":0,"y":0,"width":390,"height":844},"children":[
          {"type":"Table","frame":{"x":0,"y":100,"width":390,"height":660},"children":[\(cells)]},
          {"type":"Button","AXLabel":"New note","frame":{"x":310,"y":230,"width":56,"height":56}}]}]
        """
        XCTAssertEqual(try said(json, file: "fab.json"), Self.rows + ["New note. Button."])
    }

    /// A list holding rows scrolled out below its frame reads as it did before tables were read
    /// together whatever they hold: the rows showing, those scrolled out after them, then the
    /// floating button; and those rows stay the list's content scrolled out of view.
    func testAListWithRowsScrolledOutStillReadsItsRowsThenTheButton() throws {
        // Fourteen rows of 60 points from y=100 in a list 560 points tall (to 660): the tenth row
        // lies across its bottom edge, the last four below it.
        let dump = xcuitest(buttonY: 230, rowCount: 14, tableHeight: 560)
        let rows = (0..<14).map(Self.rowLabel)
        XCTAssertEqual(try said(dump, file: "fab.txt"), rows + ["New note. Button."] + Self.tabs)
        let list = try XCTUnwrap(listContainer(dump, file: "fab.txt"))
        XCTAssertEqual(list.scrollContent?.elements.count, 14)
    }

    /// A list that fits, reaching under the navigation bar laid over its top (as UIKit lays a table
    /// out under a translucent bar), is read from its first element inside its frame: the bar's
    /// large title first, then what the list holds (its search field, a section header, the
    /// rows, its scroll bar, which is not where it starts though it starts higher), then the tab bar.
    func testAListUnderANavigationBarIsReadFromItsSearchFieldAndHeader() throws {
        let dump = "Element subtree:\n →Application, 0x1, pid: 77, label: 'Notes'\n"
            + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "      Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "        Table, 0x4, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "          SearchField, 0x5, {{16.0, 150.0}, {358.0, 36.0}}, label: 'Search'\n"
            + "          Other, 0x6, {{0.0, 196.0}, {390.0, 30.0}}, label: 'Pinned'\n"
            + "          Cell, 0x7, {{0.0, 226.0}, {390.0, 60.0}}, label: 'Shopping list'\n"
            + "          Cell, 0x8, {{0.0, 286.0}, {390.0, 60.0}}, label: 'Holiday ideas'\n"
            + "          Other, 0x9, {{384.0, 95.0}, {3.0, 660.0}}, label: 'Vertical scroll bar, 1 page', value: 0%\n"
            + "        NavigationBar, 0xa, {{0.0, 47.0}, {390.0, 96.0}}, identifier: 'Notes'\n"
            + "          StaticText, 0xb, {{16.0, 100.0}, {80.0, 41.0}}, label: 'Notes'\n"
            + "        Button, 0x20, {{310.0, 290.0}, {56.0, 56.0}}, label: 'New note'\n"
            + "        TabBar, 0x21, {{0.0, 761.0}, {390.0, 83.0}}\n"
            + "          Button, 0x22, {{0.0, 762.0}, {195.0, 48.0}}, label: 'Notes', Selected\n"
            + "          Button, 0x23, {{195.0, 762.0}, {195.0, 48.0}}, label: 'Folders'\n"
        XCTAssertEqual(try said(dump, file: "notes.txt"),
                       ["Notes. Heading.", "Search. Search Field.", "Pinned", "Shopping list", "Holiday ideas",
                        "Vertical scroll bar, 1 page: 0%. Adjustable.", "New note. Button."] + Self.tabs)
    }

    /// A plain scroll view whose subviews all show is no container of rows: its elements sort with
    /// the screen's, as before.
    func testAScrollViewThatFitsIsStillReadWithTheScreen() throws {
        let dump = xcuitest(buttonY: 230).replacingOccurrences(of: "Table, 0x4", with: "ScrollView, 0x4")
        XCTAssertEqual(try said(dump, file: "fab.txt"),
                       Array(Self.rows[0..<3]) + ["New note. Button.", Self.rows[3]] + Self.tabs)
        XCTAssertNil(try listContainer(dump, file: "fab.txt"))
    }
}
