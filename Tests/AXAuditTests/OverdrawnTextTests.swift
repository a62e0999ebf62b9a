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

    /// Drawn over at the default size too: a wide badge over the title is not charged to Dynamic
    /// Type, and is reported once, as the words it hides at the default size.
    func testWhatCoversTheWordsAtEverySizeIsNotCharged() throws {
        let badge = ##",{"id":"badge","label":"New","frame":[16,60,200,30],"drawing":[{"rect":[16,60,200,30],"fill":"#FF3B30"}]}"##
        let found = try overdrawn(scene(listTop: 320, extra: badge))
        XCTAssertEqual(found.map(\.message), ["Text \"Places\" is hidden under an opaque fill"])
        XCTAssertEqual(found.first?.settings, "")
    }

    /// A drawing no element exposes (a hidden element's bar) laid opaquely over a row's words at the
    /// default size: VoiceOver speaks "Home", nobody sees it. Reported on the row, at every size once.
    func testWordsAnOpaqueDrawingHidesAtTheDefaultSizeAreReported() throws {
        let bar = ##",{"id":"banner","hidden":true,"frame":[0,320,390,60],"drawing":[{"rect":[0,320,300,60],"fill":"#FFCC00"}]}"##
        let found = try overdrawn(scene(listTop: 320, extra: bar))
        XCTAssertEqual(found.map { "\($0.subject.elementID ?? "-") \($0.message)" }, ["home Text \"Home\" is hidden under an opaque fill"])
        XCTAssertEqual(found.first?.settings, "")
        XCTAssertTrue(found.first?.detail.hasPrefix("an opaque fill at [0, 320, 300, 60]") ?? false, found.first?.detail ?? "")
    }

    /// What hides less than half the words leaves them readable (a badge on a corner of them), and
    /// a fill drawn before the words (the row's own background) is under them: both are clean.
    func testACornerBadgeAndTheRowsOwnBackgroundAreClean() throws {
        let corner = ##",{"id":"dot","hidden":true,"frame":[30,330,14,14],"drawing":[{"rect":[30,330,14,14],"fill":"#FF3B30"}]}"##
        XCTAssertEqual(try overdrawn(scene(listTop: 320, extra: corner)).count, 0)
        XCTAssertEqual(try overdrawn(scene(listTop: 320)).count, 0)
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

    /// A caption drawn at a fixed place over a button, on a fill of `fill`, below a photo that a
    /// grown title pushes under it at AX5: the scene the text rules name by the text's owner at
    /// the default size (`TextOwnerAcrossSizesTests` draws it on a translucent fill). Scene-file text.
    static func captionAtAFixedPlace(fill: String) -> String {
        """
        {"format":"axsandbox-scene","version":1,"id":"fixed","device":{"idiom":"phone","width":390,"height":844},"background":"#FFFFFF",
         "elements":[
          {"id":"page","frame":[0,56,390,0],"layout":{"axis":"column","spacing":16},"children":[
            {"id":"title","label":"Featured places","traits":["header"],"size":[390,41],
             "drawing":[{"text":"Featured places","box":[16,0,358,41],"style":"largeTitle","weight":"bold"}]},
            {"id":"photo","label":"Lighthouse","traits":["image"],"size":[200,200],"drawing":[{"rect":[0,0,200,200],"fill":"#0A4F8A"}]},
            {"id":"all","label":"Heart","traits":["button"],"size":[390,44]}]}],
         "drawing":[{"rect":[16,329,358,44],"fill":"\(fill)"},
                    {"text":"Favorite","box":[16,340,358,22],"style":"body","color":"#FFFFFF","alignment":"center"}]}
        """
    }

    /// Text the screen draws at a fixed place over a button ("Favorite"), and photos in a column
    /// above that a grown title pushes under it at AX5: the findings on the text are the button's,
    /// whose frame holds it at the default size, not the photo's that slides under it (it was
    /// reported on each photo in turn, once per scroll state). The photo is narrower than a panel
    /// (an eighth of the screen), which would hide the words whole and leave nothing to judge. At
    /// AX5 the photo drawn over the caption hides half of it or more: `text.overdrawn` reports it,
    /// and `text.clipped`, which reads words, no longer judges words no one can read there
    /// (`OpaqueCovers.leaveUnreadable`, docs/validation.md, "Text and controls under an opaque fill").
    func testTextAtAFixedPlaceIsTheElementsThatHoldsItAtTheDefaultSize() throws {
        let text = Self.captionAtAFixedPlace(fill: "#00308F")
        let scene = try SceneFile.parse(text, file: "fixed.json")
        let found = Validator(rules: [ClippedTextRule(), OverdrawnTextRule()]).validate(scene.descriptor, declarative: true).findings
        let favorite = found.filter { $0.message.contains("\"Favorite\"") }
        XCTAssertEqual(favorite.map(\.ruleID), ["text.overdrawn"])
        XCTAssertEqual(favorite.map { $0.subject.elementID ?? "-" }, ["all"])
        // The contrast rules name it alike: grey on white, 1.92:1 at both sizes, is one finding on
        // the button (it was a second one, at AX5, on the photo).
        let grey = try SceneFile.parse(text.replacingOccurrences(of: ##"{"rect":[16,329,358,44],"fill":"#00308F"},"##, with: "")
            .replacingOccurrences(of: ##""color":"#FFFFFF""##, with: ##""color":"#BBBBBB""##), file: "fixed.json")
        let contrast = Validator(rules: [TextContrastRule()]).validate(grey.descriptor, declarative: true).findings
        XCTAssertEqual(contrast.map { "\($0.subject.elementID ?? "-") \($0.message)" }, ["all Text \"Favorite\" has contrast 1.92:1"])
    }
}
