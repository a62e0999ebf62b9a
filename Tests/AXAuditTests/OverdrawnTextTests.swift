import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `text.overdrawn`: a title laid out in a column grows at AX5, and a list placed at a fixed point
/// below it paints its rows over the title's words. Judged against the default size, so what is
/// drawn over text at every size is not charged to Dynamic Type.
final class OverdrawnTextTests: XCTestCase {
    /// A title in a column at the top, and a list of one row whose frame starts at `listTop`; the
    /// row draws `rowDrawing` (its background first).
    private func scene(listTop: Double, rowDrawing: String? = nil, extra: String = "") -> String {
        let row = rowDrawing ?? ##"{"rect":[0,0,358,52],"fill":"#F2F2F7","cornerRadius":8},{"text":"Home","box":[16,15,300,22],"style":"body"}"##
        return """
        {"format":"axsandbox-scene","version":1,"id":"places","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[
          {"id":"top","frame":[16,56,358,0],"layout":{"axis":"column"},"children":[
            {"id":"heading","label":"Places","traits":["header"],"size":[358,41],
             "drawing":[{"text":"Places","box":[0,0,358,41],"style":"largeTitle","weight":"bold"}]}]},
          {"id":"places","container":"list","frame":[16,\(listTop),358,0],"layout":{"axis":"column","spacing":8},"children":[
            {"id":"home","label":"Home","traits":["button"],"size":[358,52],"drawing":[\(row)]}]}\(extra)]}
        """
    }

    private func overdrawn(_ text: String) throws -> [Finding] {
        let scene = try SceneFile.parse(text, file: "places.json")
        return Validator(rules: [OverdrawnTextRule()]).validate(scene.descriptor, declarative: true).findings
    }

    func testAGrownTitleUnderTheNextRowsBackgroundIsReported() throws {
        let found = try overdrawn(scene(listTop: 113))
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.message)" }, ["heading Text \"Places\" is drawn over at AX5"])
        XCTAssertEqual(found.first?.settings, "contentSize=AX5")
        XCTAssertTrue(found.first?.detail.hasPrefix("an opaque fill at [24, 113,") ?? false, found.first?.detail ?? "")
        XCTAssertEqual(found.first?.severity, .error)
    }

    func testRoomEnoughBelowTheTitleIsClean() throws {
        XCTAssertEqual(try overdrawn(scene(listTop: 320)).count, 0)
    }

    /// A row with no background, close under the title: its words are drawn over the title's at
    /// AX5 (at the default size they meet by a point, which hides no word).
    func testOtherTextDrawnOverTheWordsIsReported() throws {
        let found = try overdrawn(scene(listTop: 80, rowDrawing: ##"{"text":"Home","box":[16,15,300,22],"style":"body"}"##))
        XCTAssertEqual(found.map(\.detail), ["the text \"Home\" is drawn over its words at AX5, not at the default size"])
    }

    /// Drawn over at the default size too (a design, not Dynamic Type): a wide badge over the title.
    func testWhatCoversTheWordsAtEverySizeIsNotCharged() throws {
        let badge = ##",{"id":"badge","label":"New","frame":[16,60,200,30],"drawing":[{"rect":[16,60,200,30],"fill":"#FF3B30"}]}"##
        XCTAssertEqual(try overdrawn(scene(listTop: 320, extra: badge)).count, 0)
    }

    /// The words a panel is drawn over (a sheet, an alert, the dimming under them) are the screen's
    /// beneath, which the user does not read: the title the rows draw over under an open sheet is
    /// not judged, whether the sheet is opaque or translucent.
    func testTheWordsUnderAPanelAreNotJudged() throws {
        for fill in ["#FFFFFF", "#FFFFFFCC"] {
            let sheet = ##",{"id":"sheet","modal":true,"frame":[0,40,390,804],"drawing":[{"rect":[0,40,390,804],"fill":"\##(fill)"}],"##
                + ##""children":[{"id":"close","label":"Close","traits":["button"],"frame":[16,700,100,44]}]}"##
            XCTAssertEqual(try overdrawn(scene(listTop: 113, extra: sheet)).count, 0, fill)
        }
    }
}
