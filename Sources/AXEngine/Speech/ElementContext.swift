import AXCore

/// Where an element sits, for the context words VoiceOver adds at the end of its description
/// (docs/voiceover.md). One context per element: the innermost container
/// that gives one wins (decision D).
public enum ElementContext: Hashable, Sendable {
    case none
    /// An element of a series (a segmented control's segment): `… 2 of 5.`
    case series(index: Int, count: Int)
    /// A tab of a tab bar: the `Tab.` word and `… 1 of 6.`; the `Button.` word is left out.
    case tab(index: Int, count: Int)
    case listStart, listEnd
    case landmarkStart, landmarkEnd
    /// A cell of a data table: its headers before its label, then its spans, `Row n.` (the first
    /// cell of its row) and `Column n.`, then its value (docs/voiceover.md, "Data tables").
    case dataTableCell(DataTableCellContext)

    /// Parses the CLI's `--context` spelling: `series:2/5`, `tab:1/6`, `list-start`, `list-end`,
    /// `landmark-start`, `landmark-end`, `none`, and a data table's cell (`cell:2/1,row-start`,
    /// `DataTableCellContext.argument`; no headers).
    public init?(argument: String) {
        if argument.hasPrefix("cell:") {
            guard let cell = DataTableCellContext(argument: String(argument.dropFirst(5))) else { return nil }
            self = .dataTableCell(cell)
            return
        }
        switch argument {
        case "none": self = .none
        case "list-start": self = .listStart
        case "list-end": self = .listEnd
        case "landmark-start": self = .landmarkStart
        case "landmark-end": self = .landmarkEnd
        default:
            let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            let numbers = parts[1].split(separator: "/").compactMap { Int($0) }
            guard numbers.count == 2, numbers[0] >= 1, numbers[0] <= numbers[1] else { return nil }
            switch parts[0] {
            case "series": self = .series(index: numbers[0], count: numbers[1])
            case "tab": self = .tab(index: numbers[0], count: numbers[1])
            default: return nil
            }
        }
    }

    /// The CLI spelling, the inverse of `init(argument:)`.
    public var argument: String {
        switch self {
        case .none: return "none"
        case .series(let i, let n): return "series:\(i)/\(n)"
        case .tab(let i, let n): return "tab:\(i)/\(n)"
        case .listStart: return "list-start"
        case .listEnd: return "list-end"
        case .landmarkStart: return "landmark-start"
        case .landmarkEnd: return "landmark-end"
        case .dataTableCell(let cell): return "cell:" + cell.argument
        }
    }
}

/// What VoiceOver says of a data table cell's place (AccessibilitySnapshot's measured rules, which
/// our wording follows): the headers the table names for it, its spans, its row when it is the first
/// cell of its row, and its column.
public struct DataTableCellContext: Hashable, Sendable {
    /// A header read before the cell: its label and value as they read now.
    public struct Header: Hashable, Sendable {
        /// The header's label as it reads now; nil when it has none.
        public var label: String?
        /// The header's value as it reads now; nil when it has none.
        public var value: String?
        /// A header reading `label` and `value`.
        public init(label: String?, value: String?) { self.label = label; self.value = value }
    }

    /// The cell's first row, from 0; nil where the table leaves it undefined.
    public var row: Int?
    /// The cell's first column, from 0; nil where the table leaves it undefined.
    public var column: Int?
    /// How many rows it spans.
    public var rowSpan: Int
    /// How many columns it spans.
    public var columnSpan: Int
    /// No cell of the table begins in its row before its column: VoiceOver says the row, and reads
    /// the row's headers.
    public var isFirstInRow: Bool
    /// The row headers (first in row only), then the column headers, each in the table's order.
    public var headers: [Header]

    /// A cell's context as the navigation order works it out.
    public init(row: Int?, column: Int?, rowSpan: Int = 1, columnSpan: Int = 1, isFirstInRow: Bool, headers: [Header] = []) {
        self.row = row; self.column = column; self.rowSpan = rowSpan; self.columnSpan = columnSpan
        self.isFirstInRow = isFirstInRow; self.headers = headers
    }

    /// The headers as VoiceOver reads them before the label: `label: value. `, `label. ` or `value. ` each.
    var headerWords: String {
        headers.map { header in
            switch (DescriptionBuilder.nonEmpty(header.label), DescriptionBuilder.nonEmpty(header.value)) {
            case (nil, nil): return ""
            case (let label?, nil): return "\(label). "
            case (nil, let value?): return "\(value). "
            case (let label?, let value?): return "\(label): \(value). "
            }
        }.joined()
    }

    /// The words after the label: ` Spans n rows.`, ` Spans n columns.`, ` Row n.`, ` Column n.`,
    /// each only where it applies (a span only of a defined row or column).
    var placeWords: String {
        var words = ""
        if rowSpan > 1, row != nil { words += " Spans \(rowSpan) rows." }
        if columnSpan > 1, column != nil { words += " Spans \(columnSpan) columns." }
        if isFirstInRow, let row { words += " Row \(row + 1)." }
        if let column { words += " Column \(column + 1)." }
        return words
    }

    /// The `cell:` spelling's rest: row and column from 1 (`-` where undefined), then `rows=n` and
    /// `columns=n` for spans and `row-start` for the first cell of its row, comma-separated
    /// (`2/1,row-start`). Headers are elements of the table and are not spelt.
    public var argument: String {
        var parts = [(row.map { String($0 + 1) } ?? "-") + "/" + (column.map { String($0 + 1) } ?? "-")]
        if rowSpan > 1 { parts.append("rows=\(rowSpan)") }
        if columnSpan > 1 { parts.append("columns=\(columnSpan)") }
        if isFirstInRow { parts.append("row-start") }
        return parts.joined(separator: ",")
    }

    /// Parses `argument`'s spelling; nil for anything else.
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let place = parts[0].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard place.count == 2 else { return nil }
        func index(_ text: String) -> Int?? {
            if text == "-" { return .some(nil) }
            guard let n = Int(text), n >= 1, n <= 1_000_000 else { return nil }
            return .some(n - 1)
        }
        guard let row = index(place[0]), let column = index(place[1]) else { return nil }
        var rowSpan = 1, columnSpan = 1, firstInRow = false
        for part in parts.dropFirst() {
            if part == "row-start" { firstInRow = true; continue }
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let n = Int(pair[1]), n >= 1, n <= 1_000_000 else { return nil }
            switch pair[0] {
            case "rows": rowSpan = n
            case "columns": columnSpan = n
            default: return nil
            }
        }
        // Only a cell with a defined row and column can be the first of its row.
        if firstInRow && (row == nil || column == nil) { return nil }
        self.init(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan, isFirstInRow: firstInRow)
    }
}
