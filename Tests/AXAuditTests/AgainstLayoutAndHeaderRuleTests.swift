import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `order.against-layout` and `traits.header-missing`: defects a tester planted in scene files that
/// validation passed (a form read bottom-up; a screen title drawn large and bold but exposed as
/// plain text), and the correct screens next to them that must stay green.
final class AgainstLayoutAndHeaderRuleTests: XCTestCase {
    private func findings(_ rule: Rule, drawing: String = "", elements: String) throws -> [Finding] {
        let text = """
        {"format":"axsandbox-scene","version":1,"id":"planted","device":{"idiom":"phone","width":390,"height":844},
         "background":"#FFFFFF","drawing":[\(drawing)],"elements":[\(elements)]}
        """
        let scene = try SceneFile.parse(text, file: "planted.json")
        return Validator(rules: [rule]).validate(scene.descriptor, declarative: true).findings
    }

    // MARK: order.against-layout

    private static let email = ##"{"id":"email","label":"Email","traits":["searchField"],"frame":[16,200,358,44]}"##
    private static let password = ##"{"id":"password","label":"Password","traits":["searchField"],"frame":[16,260,358,44]}"##
    private static let submit = ##"{"id":"submit","label":"Sign in","traits":["button"],"frame":[16,330,358,50]}"##

    private func form(_ children: [String]) -> String {
        ##"{"id":"title","label":"Sign in","traits":["header"],"frame":[16,40,358,44]},"##
            + ##"{"id":"form","frame":[16,200,358,180],"children":["## + children.joined(separator: ",") + "]}"
    }

    /// The planted defect: the form's children listed bottom-up, so VoiceOver reads "Sign in",
    /// then Password, then Email.
    func testAFormReadBottomUpIsReported() throws {
        let found = try findings(AgainstLayoutOrderRule(), elements: form([Self.submit, Self.password, Self.email]))
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.subject.elementID ?? "-") \($0.severity)" }, ["order.against-layout submit warning"])
        XCTAssertEqual(found.first?.message, "\"form\" reads its column bottom-up: 2 elements are read before one wholly above them")
        XCTAssertEqual(found.first?.detail, "read upward: \"Sign in\" before \"Password\"; \"Password\" before \"Email\" (0 pairs of the column read downward)")
    }

    func testTheSameFormReadTopDownIsClean() throws {
        XCTAssertEqual(try findings(AgainstLayoutOrderRule(), elements: form([Self.email, Self.password, Self.submit])).count, 0)
    }

    /// One element read out of place (a sheet's button at the bottom, read first, as an app may
    /// choose) is not a column read bottom-up.
    func testOneElementReadFirstIsNotJudged() throws {
        XCTAssertEqual(try findings(AgainstLayoutOrderRule(), elements: form([Self.submit, Self.email, Self.password])).count, 0)
    }

    /// Two columns read one after the other: the second column's top follows the first's bottom,
    /// but never in one column, so nothing reads upward.
    func testColumnsReadOneAfterAnotherAreNotJudged() throws {
        let cells = [(16, 200, "a1"), (16, 260, "a2"), (16, 320, "a3"), (200, 200, "b1"), (200, 260, "b2"), (200, 320, "b3")]
            .map { ##"{"id":"\##($0.2)","label":"\##($0.2)","traits":["button"],"frame":[\##($0.0),\##($0.1),170,44]}"## }
        XCTAssertEqual(try findings(AgainstLayoutOrderRule(), elements: form(cells)).count, 0)
    }

    /// Elements no container orders are sorted by VoiceOver by position: declared bottom-up, they
    /// are still read top-down, and nothing is reported.
    func testElementsVoiceOverSortsAreNotJudged() throws {
        let elements = [Self.submit, Self.password, Self.email].joined(separator: ",")
        XCTAssertEqual(try findings(AgainstLayoutOrderRule(), elements: elements).count, 0)
    }

    // MARK: traits.header-missing

    private static let bodyDrawing = ##"{"text":"Get a notification when your order ships.","box":[16,120,358,22],"style":"body","color":"#000000"},"##
        + ##"{"text":"Turn off any time in Settings.","box":[16,150,358,22],"style":"body","color":"#000000"}"##
    private static let bodyElements = ##"{"id":"b1","label":"Get a notification when your order ships.","traits":["staticText"],"frame":[16,120,358,22]},"##
        + ##"{"id":"b2","label":"Turn off any time in Settings.","traits":["staticText"],"frame":[16,150,358,22]},"##
        + ##"{"id":"save","label":"Allow","traits":["button"],"frame":[16,200,358,50]}"##

    private func titled(_ text: String = "Notifications", style: String = "largeTitle", weight: String = "bold",
                        traits: String = "staticText", top: Int = 50) -> (drawing: String, elements: String) {
        (##"{"text":"\##(text)","box":[16,\##(top),358,41],"style":"\##(style)","weight":"\##(weight)","color":"#000000"},"## + Self.bodyDrawing,
         ##"{"id":"title","label":"\##(text)","traits":["\##(traits)"],"frame":[16,\##(top),358,41]},"## + Self.bodyElements)
    }

    /// The planted defect: the screen's title drawn as a large title, bold, exposed as static text,
    /// and no heading anywhere on the screen.
    func testALargeBoldTitleWithoutTheHeaderTraitIsReported() throws {
        let screen = titled()
        let found = try findings(MissingHeaderRule(), drawing: screen.drawing, elements: screen.elements)
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.subject.elementID ?? "-") \($0.severity)" }, ["traits.header-missing title warning"])
        XCTAssertEqual(found.first?.message, "\"Notifications\" is drawn as the screen's title but is not a heading, and the screen has none")
    }

    func testTheTitleWithTheHeaderTraitIsClean() throws {
        let screen = titled(traits: "header")
        XCTAssertEqual(try findings(MissingHeaderRule(), drawing: screen.drawing, elements: screen.elements).count, 0)
    }

    /// Not a title: drawn regular, drawn little larger than the body (an alert's semibold 17 points
    /// over its message), a number drawn large, or a text with another above it.
    func testTextsThatAreNotClearlyTheTitleAreNotJudged() throws {
        for screen in [titled(weight: "regular"), titled(style: "headline", weight: "semibold"), titled("72°"),
                       titled(top: 180)] {
            XCTAssertEqual(try findings(MissingHeaderRule(), drawing: screen.drawing, elements: screen.elements).map(\.message), [],
                           screen.elements)
        }
    }

    /// Any heading on the screen (a section's, say) means its author gives headings: not judged.
    func testAScreenWithAnyHeadingIsNotJudged() throws {
        let screen = titled()
        let elements = screen.elements.replacingOccurrences(of: ##""id":"b2","label":"Turn off any time in Settings.","traits":["staticText"]"##,
                                                            with: ##""id":"b2","label":"Turn off any time in Settings.","traits":["header"]"##)
        XCTAssertNotEqual(elements, screen.elements)
        XCTAssertEqual(try findings(MissingHeaderRule(), drawing: screen.drawing, elements: elements).count, 0)
    }
}
