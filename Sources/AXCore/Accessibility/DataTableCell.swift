/// Where an element sits in a data table (a container of type `dataTable`), as UIKit's
/// `UIAccessibilityContainerDataTableCell` says it: its row and column ranges, and whether the
/// table reads it as a header of its rows or its columns (`accessibilityHeaderElements(forRow:)`,
/// `forColumn:`). VoiceOver reads a cell with its headers and its place ("A1. Row 1. Column 1.",
/// docs/voiceover.md, "Data tables").
public struct DataTableCell: Hashable, Sendable {
    /// The first row the cell lies in, from 0; nil when the table does not define it (UIKit's
    /// `NSNotFound`): VoiceOver then says no row.
    public var row: Int?
    /// The first column, from 0; nil when the table does not define it.
    public var column: Int?
    /// How many rows the cell spans (from 1).
    public var rowSpan: Int
    /// How many columns the cell spans (from 1).
    public var columnSpan: Int
    /// The table names the cell among the headers of the rows it spans: VoiceOver reads it before
    /// the first cell it reads of each of those rows.
    public var isRowHeader: Bool
    /// The table names the cell among the headers of the columns it spans: VoiceOver reads it
    /// before each cell of those columns.
    public var isColumnHeader: Bool

    /// A cell at `row` and `column` (from 0), spanning `rowSpan` by `columnSpan`, and whether it
    /// heads its rows or its columns.
    public init(row: Int?, column: Int?, rowSpan: Int = 1, columnSpan: Int = 1, isRowHeader: Bool = false, isColumnHeader: Bool = false) {
        self.row = row
        self.column = column
        self.rowSpan = max(1, rowSpan)
        self.columnSpan = max(1, columnSpan)
        self.isRowHeader = isRowHeader
        self.isColumnHeader = isColumnHeader
    }

    /// Whether the cell lies in `row` (a defined row within its span).
    public func spansRow(_ row: Int) -> Bool {
        guard let first = self.row else { return false }
        return row >= first && row < first + rowSpan
    }

    /// Whether the cell lies in `column`.
    public func spansColumn(_ column: Int) -> Bool {
        guard let first = self.column else { return false }
        return column >= first && column < first + columnSpan
    }
}
