import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// A static text or heading whose label says something else than the words drawn inside it
/// (`label.undescribed-text`'s decision, "read text").
final class ReadTextTests: XCTestCase {
    func readText(label: String, drawn: String, traits: String = "staticText", extra: String = "") throws -> [String] {
        let drawing = PlantedDefectTests.cleanDrawing
            + ##",{"text":"\##(drawn)","box":[16,220,358,30],"style":"body","color":"#000000"}"##
        let elements = PlantedDefectTests.cleanElements
            + ##",{"id":"t","label":"\##(label)","traits":["\##(traits)"],"frame":[16,215,358,40]\##(extra)}"##
        return try PlantedDefectTests.validated(PlantedDefectTests.file(drawing: drawing, elements: elements))
            .filter { $0.ruleID == "label.undescribed-text" }.map { "\($0.severity.rawValue): \($0.message)" }
    }

    func testAHeadingReadAsOtherWords() throws {
        XCTAssertEqual(try readText(label: "Welcome", drawn: "Goodbye", traits: "header"),
                       ["warning: Drawn text \"Goodbye\" is never spoken: VoiceOver reads \"Welcome\" there"])
        XCTAssertEqual(try readText(label: "Welcome", drawn: "Goodbye"),
                       ["warning: Drawn text \"Goodbye\" is never spoken: VoiceOver reads \"Welcome\" there"])
    }

    func testAStaleNumber() throws {
        XCTAssertEqual(try readText(label: "Price 10 euros", drawn: "Price 12 euros"),
                       ["warning: Drawn text \"Price 12 euros\" is read with another number: \"Price 10 euros\""])
        XCTAssertEqual(try readText(label: "Price 1000 euros", drawn: "Price 1,000 euros"), [], "one number, written two ways")
        XCTAssertEqual(try readText(label: "Price 12.5 euros", drawn: "Price 12.50 euros"), [])
        XCTAssertEqual(try readText(label: "Price 12.5 euros", drawn: "Price 12,5 euros"), [], "a decimal comma")
        XCTAssertEqual(try readText(label: "Price 12 euros", drawn: "Price 12 euros"), [])
    }

    /// What a label may say in other words is not judged.
    func testOtherWordsForTheSameAreHeard() throws {
        XCTAssertEqual(try readText(label: "December third", drawn: "12/3"), [], "a date drawn in figures")
        XCTAssertEqual(try readText(label: "December 3", drawn: "12/3"), [])
        XCTAssertEqual(try readText(label: "5 minutes", drawn: "5 min"), [], "an abbreviation")
        XCTAssertEqual(try readText(label: "Add", drawn: "+"), [], "a symbol for a word")
        XCTAssertEqual(try readText(label: "Internationalization", drawn: "Internationaliz…"), [], "cut short")
        XCTAssertEqual(try readText(label: "New York City", drawn: "NYC"), [], "an initialism")
        XCTAssertEqual(try readText(label: "Welcome", drawn: "Bienvenue", extra: ##","language":"en""##), [],
                       "a label in a language of its own, on purpose")
        XCTAssertEqual(try readText(label: "Acme", drawn: "Goodbye", traits: "image"), [], "a logo's label names what it shows")
    }

    /// A control that speaks none of its drawing is voice.label-in-name's.
    func testAControlIsNotReadText() throws {
        XCTAssertEqual(try readText(label: "Cancel", drawn: "Delete account", traits: "button"), [])
    }
}
