@testable import AXEngine
import AXCore
import XCTest

/// Data table cells read as AccessibilitySnapshot's reference snapshots of its example app show
/// them (its `DataTableViewController`, the Basic and With Headers tables, iOS 26.2): headers, spans,
/// `Row n.` on the first cell of a row, `Column n.`, then the value.
final class DataTableTests: XCTestCase {
    private let cellSize = 60.0

    private func cell(_ label: String, _ row: Int?, _ column: Int?, at position: (row: Int, column: Int), span: (rows: Int, columns: Int) = (1, 1),
                      value: String? = nil, rowHeader: Bool = false, columnHeader: Bool = false) -> AccessibilityElement {
        var element = AccessibilityElement(id: label, label: SpeechText(label), value: value.map { SpeechText($0) },
                                           frame: Rect(20 + Double(position.column) * cellSize, 200 + Double(position.row) * cellSize,
                                                       Double(span.columns) * cellSize, Double(span.rows) * cellSize))
        element.dataTableCell = DataTableCell(row: row, column: column, rowSpan: span.rows, columnSpan: span.columns,
                                              isRowHeader: rowHeader, isColumnHeader: columnHeader)
        return element
    }

    private func read(_ cells: [AccessibilityElement]) -> [String] {
        let hello = AccessibilityElement(id: "hello", label: "Hello World", traits: .staticText, frame: Rect(140, 60, 110, 24))
        let table = AccessibilityElement.container(id: "table", frame: Rect(20, 200, 360, 360), type: .dataTable, explicitOrder: true, children: cells)
        let order = NavigationOrder(roots: [hello, table])
        return order.entries.map { DescriptionBuilder.describe($0.element, context: $0.context).description }
    }

    func testTheBasicTableReadsSpansRowsAndColumns() {
        let spec: [(String, Int, Int, Int, Int)] = [
            ("A1", 0, 0, 1, 1), ("B1", 0, 1, 1, 1), ("C1", 0, 2, 1, 1), ("D1", 0, 3, 1, 1),
            ("A2", 1, 0, 1, 1), ("B2", 1, 1, 2, 1), ("D2", 1, 3, 1, 1),
            ("A3", 2, 0, 1, 1), ("B3", 2, 1, 1, 2), ("C3", 2, 2, 1, 1), ("D3", 2, 3, 1, 1),
            ("A4", 3, 0, 1, 2), ("C4", 3, 2, 2, 2), ("B5", 4, 1, 1, 1),
        ]
        var cells = spec.map { label, row, column, width, height in
            cell(label, row, column, at: (row, column), span: (height, width))
        }
        cells[13].value = "Value"
        cells[13].hint = "Hint"
        cells[13].traits = [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField]
        XCTAssertEqual(read(cells), [
            "Hello World",
            "A1. Row 1. Column 1.", "B1. Column 2.", "C1. Column 3.", "D1. Column 4.",
            "A2. Row 2. Column 1.", "B2. Spans 2 columns. Column 2.", "D2. Column 4.",
            "A3. Row 3. Column 1.", "B3. Spans 2 rows. Column 2.", "C3. Column 3.", "D3. Column 4.",
            "A4. Spans 2 rows. Row 4. Column 1.", "C4. Spans 2 rows. Spans 2 columns. Column 3.",
            // A4 spans row 5 but begins in row 4: B5 begins row 5 (AccessibilitySnapshot finds cells by where they begin).
            "B5. Row 5. Column 2. Value. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field.",
        ])
    }

    /// A 6 × 6 table whose first three columns head their rows and first three rows head their columns.
    private func headedTable(definesRows: Bool) -> [AccessibilityElement] {
        var cells: [AccessibilityElement] = []
        for row in 0..<6 {
            for column in 0..<6 {
                let name = ["A", "B", "C", "D", "E", "F"][column] + String(row + 1)
                cells.append(cell(name, definesRows ? row : nil, column, at: (row, column), value: name + " Value",
                                  rowHeader: column < 3, columnHeader: row < 3))
            }
        }
        return cells
    }

    func testHeadersAreReadBeforeTheCellButNotTheOneJustAboveTheFirstOfARow() {
        let read = read(headedTable(definesRows: true))
        XCTAssertEqual(read[1], "B1: B1 Value. C1: C1 Value. A2: A2 Value. A3: A3 Value. A1. Row 1. Column 1. A1 Value")
        XCTAssertEqual(read[2], "B2: B2 Value. B3: B3 Value. B1. Column 2. B1 Value")
        XCTAssertEqual(read[7], "B2: B2 Value. C2: C2 Value. A3: A3 Value. A2. Row 2. Column 1. A2 Value")
        XCTAssertEqual(read[8], "B1: B1 Value. B3: B3 Value. B2. Column 2. B2 Value")
        XCTAssertEqual(read[13], "B3: B3 Value. C3: C3 Value. A1: A1 Value. A3. Row 3. Column 1. A3 Value")
        XCTAssertEqual(read[19], "B4: B4 Value. C4: C4 Value. A1: A1 Value. A2: A2 Value. A4. Row 4. Column 1. A4 Value")
        XCTAssertEqual(read[20], "B1: B1 Value. B2: B2 Value. B3: B3 Value. B4. Column 2. B4 Value")
        XCTAssertEqual(read[25], "B5: B5 Value. C5: C5 Value. A1: A1 Value. A2: A2 Value. A3: A3 Value. A5. Row 5. Column 1. A5 Value")
    }

    func testATableWithoutRowsSaysNoRowAndReadsNoRowHeaders() {
        let read = read(headedTable(definesRows: false))
        XCTAssertEqual(read[1], "A2: A2 Value. A3: A3 Value. A1. Column 1. A1 Value")
        XCTAssertEqual(read[7], "A1: A1 Value. A3: A3 Value. A2. Column 1. A2 Value")
        XCTAssertEqual(read[20], "B1: B1 Value. B2: B2 Value. B3: B3 Value. B4. Column 2. B4 Value")
    }

    func testACellOutsideATableAndAnElementInOneWithoutACellSayNoPlace() {
        var loose = cell("Loose", 0, 0, at: (0, 0))
        loose.frame = Rect(20, 100, 60, 60)
        let table = AccessibilityElement.container(id: "table", frame: Rect(20, 200, 120, 60), type: .dataTable, explicitOrder: true,
                                                   children: [cell("A1", 0, 0, at: (0, 0)),
                                                              AccessibilityElement(id: "note", label: "Note", frame: Rect(80, 200, 60, 60))])
        let order = NavigationOrder(roots: [loose, table])
        XCTAssertEqual(order.entries.map { DescriptionBuilder.describe($0.element, context: $0.context).description },
                       ["Loose", "A1. Row 1. Column 1.", "Note"])
    }

    /// An order reused for a tree built alike (only a value or label changed) keeps its contexts:
    /// a header's words are part of them, so a header whose label changed makes a new order.
    func testAHeaderWhoseLabelChangesIsReadAnewWhenTheOrderIsReused() {
        var headerLabel = "B1"
        let scene = VOTestScene { _, _ in
            var cells = self.headedTable(definesRows: true)
            cells[1].label = SpeechText(headerLabel)
            cells[7].value = SpeechText("changed")
            return [AccessibilityElement.container(id: "table", frame: Rect(20, 200, 360, 360), type: .dataTable, explicitOrder: true, children: cells)]
        }
        let first = NavigationOrder(scene: scene, settings: Settings())
        headerLabel = "Renamed"
        let again = NavigationOrder(scene: scene, settings: Settings(), reusing: first)
        XCTAssertEqual(DescriptionBuilder.describe(again.entries[0].element, context: again.entries[0].context).description,
                       "Renamed: B1 Value. C1: C1 Value. A2: A2 Value. A3: A3 Value. A1. Row 1. Column 1. A1 Value")
        XCTAssertEqual(DescriptionBuilder.describe(again.entries[7].element, context: again.entries[7].context).description,
                       "Renamed: B1 Value. B3: B3 Value. B2. Column 2. changed")
    }

    func testTheContextSpellingRoundTrips() {
        for argument in ["cell:2/1,row-start", "cell:-/3", "cell:4/1,rows=2,row-start", "cell:3/3,rows=2,columns=2"] {
            XCTAssertEqual(ElementContext(argument: argument)?.argument, argument)
        }
        for bad in ["cell:", "cell:0/1", "cell:1", "cell:-/1,row-start", "cell:1/1,span=2", "cell:1/1,rows=0"] {
            XCTAssertNil(ElementContext(argument: bad), bad)
        }
        XCTAssertEqual(DescriptionBuilder.describe(label: "B2", value: "7", hint: nil, traits: [], context: ElementContext(argument: "cell:2/2,columns=2")!).description,
                       "B2. Spans 2 columns. Column 2. 7")
    }
}
