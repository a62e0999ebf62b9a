import XCTest
import AXCore
import AXScenes
@testable import AXAudit

/// `order.split-pair` (docs/validation.md, "What deeper states showed"): a title beside its value,
/// read apart, is flagged; a grid of headings over values read column by column (HelloGoodbye's
/// card) is not, since its row neighbours are two headings, or two values, drawn alike.
final class ReadingOrderRuleTests: XCTestCase {
    /// A 2×2 grid read column by column: `left` and `right` on the first row, `under…` below them,
    /// each drawn with its look (`looks` in reading order); `drawn` false draws no text at all.
    /// `readAcross` reads it row by row instead: `left`, `right`, then the row under them (`looks`
    /// stay in the column-by-column order).
    static func grid(_ left: String, _ right: String, _ underLeft: String, _ underRight: String,
                     looks: [String], drawn: Bool = true, readAcross: Bool = false) -> String {
        var boxes = [(left, "[16,200,84,22]", looks[0]), (underLeft, "[16,226,84,22]", looks[1]),
                     (right, "[112,200,200,22]", looks[2]), (underRight, "[112,226,200,22]", looks[3])]
        if readAcross { boxes.swapAt(1, 2) }
        let drawing = PlantedDefectTests.cleanDrawing + (drawn ? boxes.map { text, box, look in
            ##",{"text":"\##(text)","box":\##(box),\##(look)}"##
        }.joined() : "")
        let children = boxes.enumerated().map { i, cell in
            ##"{"id":"t\##(i)","label":"\##(cell.0)","traits":["staticText"],"frame":\##(cell.1)}"##
        }.joined(separator: ",")
        return PlantedDefectTests.file(drawing: drawing,
                                       elements: PlantedDefectTests.cleanElements + ##",{"id":"grid","frame":[16,200,296,48],"children":[\##(children)]}"##)
    }

    static let heading = ##""style":"headline","weight":"semibold","color":"#000000""##
    static let subdued = ##""style":"subheadline","color":"#6C6C70""##
    static let plain = ##""style":"body","color":"#000000""##
    /// In reading order: Age (heading), 37 (value), Hobbies (heading), its value.
    static let headingsOverValues = [heading, plain, heading, plain]

    func splitPairs(_ text: String) throws -> [String] {
        try PlantedDefectTests.validated(text).filter { $0.ruleID == "order.split-pair" }.map(\.message)
    }

    /// The planted defect (Exceptional Dogs' stats): subdued titles beside plain values, read
    /// "Name, Breed, Pinky, mixed".
    func testTitlesBesideTheirValuesReadByColumnAreSplit() throws {
        XCTAssertEqual(try splitPairs(Self.grid("Name", "Pinky", "Breed", "mixed", looks: [Self.subdued, Self.subdued, Self.plain, Self.plain])), [
            "\"Name\" and \"Pinky\" sit side by side but are read 1 element(s) apart",
            "\"Breed\" and \"mixed\" sit side by side but are read 1 element(s) apart",
        ])
    }

    /// HelloGoodbye's card: "Age" and "Hobbies" headings over their values, read "Age, 37, Hobbies,
    /// …", the talk's fix. Neither the headings nor the values are a title and its value.
    func testHeadingsOverValuesReadByColumnAreNotSplit() throws {
        XCTAssertEqual(try splitPairs(Self.grid("Age", "Hobbies", "37", "Skiing", looks: Self.headingsOverValues)), [])
    }

    /// The talk's broken card, read across: "Age, Hobbies, 37, Skiing". Each heading's one value is
    /// heard after the next heading; the first split is reported (the second pair is read with
    /// only its own value between, which the first finding's fix mends too).
    func testHeadingsOverValuesReadAcrossAreSplit() throws {
        XCTAssertEqual(try splitPairs(Self.grid("Age", "Hobbies", "37", "Skiing", looks: Self.headingsOverValues, readAcross: true)),
                       ["\"Age\" is over \"37\" but they are read 1 element(s) apart"])
    }

    /// A table: titles over several rows of values, read row by row, as a table is. And stacked
    /// texts of one look are prose in columns, not titles.
    func testATableOrProseReadAcrossIsNotSplit() throws {
        let cells = [("Name", "[16,200,84,22]", Self.heading), ("Breed", "[112,200,200,22]", Self.heading),
                     ("Pinky", "[16,226,84,22]", Self.plain), ("mixed", "[112,226,200,22]", Self.plain),
                     ("Layla", "[16,252,84,22]", Self.plain), ("Labrador", "[112,252,200,22]", Self.plain)]
        let drawing = PlantedDefectTests.cleanDrawing + cells.map { ##",{"text":"\##($0.0)","box":\##($0.1),\##($0.2)}"## }.joined()
        let children = cells.enumerated().map { ##"{"id":"t\##($0.offset)","label":"\##($0.element.0)","traits":["staticText"],"frame":\##($0.element.1)}"## }
            .joined(separator: ",")
        let table = PlantedDefectTests.file(drawing: drawing, elements: PlantedDefectTests.cleanElements
            + ##",{"id":"grid","frame":[16,200,296,74],"children":[\##(children)]}"##)
        XCTAssertEqual(try splitPairs(table), [])
        XCTAssertEqual(try splitPairs(Self.grid("We met", "and then", "in May", "it rained", looks: Array(repeating: Self.plain, count: 4),
                                                readAcross: true)), [])
    }

    /// Without the drawing to tell headings from titles, position alone judges, as before.
    func testUndrawnTextsAreJudgedByPosition() throws {
        XCTAssertEqual(try splitPairs(Self.grid("Age", "Hobbies", "37", "Skiing", looks: Self.headingsOverValues,
                                                drawn: false)).count, 2)
    }

    /// Drawn all alike, nothing tells a heading from its value: judged by position.
    func testTextsDrawnAllAlikeAreJudgedByPosition() throws {
        XCTAssertEqual(try splitPairs(Self.grid("Name", "Pinky", "Breed", "mixed", looks: Array(repeating: Self.plain, count: 4))).count, 2)
    }

    /// The regression: the fixed HelloGoodbye's Preview card, risen, gave six warnings (one per
    /// hobbies typed, since the partner's words were the finding's identity). Explored to the card
    /// and a hobby typed, it gives none; the broken twin's stats-free card is unchanged.
    func testHelloGoodbyesPreviewCardIsNotSplit() throws {
        let descriptor = try XCTUnwrap(Catalog.all.first { $0.id == "hello-goodbye" })
        let rule = RuleCatalog.all.filter { $0.info.id == "order.split-pair" }
        let result = Validator(rules: rule, bounds: ExplorationBounds(depth: 3, states: 60)).validate(descriptor)
        XCTAssertTrue(result.exploration?.states.contains { $0.steps == "double tap Profile › double tap Preview" } ?? false,
                      "the Preview card is reached")
        XCTAssertEqual(result.findings.map(\.message), [])
    }
}
