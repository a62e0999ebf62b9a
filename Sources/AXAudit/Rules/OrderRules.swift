import AXCore
import AXEngine

/// “Accessibility on iOS” (WWDC 2014)'s card read "age, hobbies, 32": a label and its value split
/// apart in reading order, side by side on screen, or one over the other in a row of titles read
/// across before their values (the talk's card: "Age" over "32", "Hobbies" over "Cooking").
///
/// Decision: two texts side by side that look alike (the same size, weight and colour where the
/// scene draws them) are not a title and its value when each is read next to a text in its own
/// column that looks different: that is a grid of headings over values (HelloGoodbye's card: "Age"
/// over "37", "Hobbies" over "Skiing"), read heading then value, column by column, as the talk's fix
/// reads it. A title and its value look different (a subdued title, a plain value: Exceptional
/// Dogs' "Name" beside "Pinky"), and texts whose drawing is not known are judged by position alone,
/// as before.
struct ReadingOrderRule: Rule {
    let info = RuleInfo(
        id: .orderSplitPair, area: .order, severity: .warning,
        title: "Reading order splits a label from the value beside it",
        explanation: "Two text elements side by side on one row (a title and its value) are read with other elements between them, so the value is heard without its label (the WWDC 2018 talk: titles then values). Two texts drawn alike, each read with a differently drawn text in its own column, are headings over their values, read column by column, and pass; read across instead, a title over its one value is split too (the WWDC 2014 talk's card: \"age, hobbies, 32\"). A column of several values under one title is a table's, and passes.",
        fix: "Combine each title and value into one element (\"Age, 32\"), or order the container's children so each pair is read together.",
        reference: "ATF traversal order, seed 001")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        let threshold = subject.rowThreshold
        // Chosen by index, so entries that are not text are never copied.
        let texts = order.entries.indices.filter { i in
            order.entries[i].element.traits.isDisjoint(with: .interactive) && order.entries[i].element.onActivate == nil
                && !order.entries[i].element.hasActions && !(order.entries[i].element.label?.string ?? "").isEmpty
        }.map { ($0, order.entries[$0]) }
        let partners = SideBySideIndex(texts.map { $0.1.frame }, rowThreshold: threshold)
        // How the texts are drawn, read only once a pair is split (most screens have none).
        var looks: TextLooks?
        for (k, (i, a)) in texts.enumerated() {
            // The nearest text element to the right on the same row, close enough to be its value.
            guard let p = partners.nearestRight(of: k, within: max(60, a.frame.height * 3)) else { continue }
            let (j, b) = texts[p]
            guard abs(j - i) > 1 else { continue }
            if looks == nil { looks = TextLooks(subject) }
            if looks!.areColumnHeadsOrValues(i, j, in: order, rowThreshold: threshold) { continue }
            let between = order.entries[(min(i, j) + 1)..<max(i, j)].prefix(4).map { $0.element.label?.string ?? $0.id }
            report.add(subject.node(id: a.id), "\"\(a.element.label!.string)\" and \"\(b.element.label!.string)\" sit side by side but are read \(abs(j - i) - 1) element(s) apart",
                       detail: "reading positions \(i + 1) and \(j + 1); between them: " + between.joined(separator: ", "),
                       // The partner by id: its words change (a value typed into) while the split stays one finding.
                       measure: "beside \(b.id)")
        }
        checkTitlesReadAcross(texts, in: order, subject: subject, looks: &looks, report: &report)
    }

    /// How many reading positions after a title its value may lie: a row of titles read across is
    /// a few wide. Bounded, so a scene of 10⁵ labels stays linear.
    private static let rowReach = 8

    /// A title read next to a title drawn alike beside it, whose one value (drawn unlike it, just
    /// below, overlapping its column) is read only after them: HelloGoodbye's card heard "Age,
    /// Hobbies, 32". Texts whose drawing is not known are not judged, nor an imported screen's:
    /// stacked text of one look is a column of prose, and a title over several values drawn alike
    /// is a table, read by rows.
    private func checkTitlesReadAcross(_ texts: [(Int, NavigationEntry)], in order: NavigationOrder, subject: AuditSubject,
                                       looks: inout TextLooks?, report: inout FindingSink) {
        // An imported screen's text is drawn from its tree, in no look of the app's: nothing tells
        // a title from its value there (a status bar's time over a sign-up form's image).
        guard subject.behaviour != .unknown else { return }
        let threshold = subject.rowThreshold
        func isBelow(_ lower: Rect, _ upper: Rect) -> Bool { TextLooks.isBelow(lower, upper, rowThreshold: threshold) }
        for k in texts.indices.dropLast() {
            let (i, a) = texts[k], (next, beside) = texts[k + 1]
            guard next == i + 1, abs(beside.frame.minY - a.frame.minY) < threshold,
                  beside.frame.minX >= a.frame.maxX || beside.frame.maxX <= a.frame.minX else { continue }
            if looks == nil { looks = TextLooks(subject) }
            guard let title = looks!.look(of: a.element), looks!.look(of: beside.element) == title else { continue }
            let later = texts[(k + 2)..<min(texts.count, k + 2 + Self.rowReach)]
            guard let m = later.firstIndex(where: { isBelow($0.1.frame, a.frame) }) else { continue }
            let (j, b) = texts[m]
            guard let value = looks!.look(of: b.element), value != title,
                  !texts[(m + 1)..<min(texts.count, m + 1 + Self.rowReach)].contains(where: {
                      isBelow($0.1.frame, b.frame) && looks!.look(of: $0.1.element) == value
                  }) else { continue }
            let between = order.entries[(i + 1)..<j].prefix(4).map { $0.element.label?.string ?? $0.id }
            report.add(subject.node(id: a.id), "\"\(a.element.label!.string)\" is over \"\(b.element.label!.string)\" but they are read \(j - i - 1) element(s) apart",
                       detail: "reading positions \(i + 1) and \(j + 1); between them: " + between.joined(separator: ", "),
                       measure: "over \(b.id)")
        }
    }
}

/// How a subject draws the text its elements speak: the size, weight and colour of the text run
/// whose words are an element's label and which is drawn inside its frame. What tells a grid of
/// headings over values from a row of titles beside values (`ReadingOrderRule`).
struct TextLooks {
    /// A text run's look.
    struct Look: Hashable {
        let size: Double
        let weight: FontWeight
        let color: Color
    }

    /// Each drawn string, to where it is drawn and how it looks.
    private var runs: [String: [(box: Rect, look: Look)]] = [:]

    init(_ subject: AuditSubject) {
        var runs: [String: [(box: Rect, look: Look)]] = [:]
        subject.displayList.readEachItem { _, item in
            guard case .text(let run) = item.command else { return }
            let text = run.string.trimmingWhitespace
            guard !text.isEmpty else { return }
            runs[text, default: []].append((item.transform.apply(run.box), Look(size: run.size, weight: run.weight, color: run.color)))
        }
        self.runs = runs
    }

    /// The look of the text `element` speaks as its label, drawn with its middle inside its frame;
    /// nil when the scene draws no such text.
    func look(of element: AccessibilityElement) -> Look? {
        guard let label = element.label?.string.trimmingWhitespace,
              let drawn = runs[label] else { return nil }
        return drawn.first { element.frame.contains($0.box.center) }?.look
    }

    /// Whether the texts at reading positions `i` and `j`, side by side, are two headings (or two
    /// values) of a grid read column by column: drawn alike, and each read next to a text in its own
    /// column, above or below it, drawn differently.
    func areColumnHeadsOrValues(_ i: Int, _ j: Int, in order: NavigationOrder, rowThreshold: Double) -> Bool {
        guard let look = look(of: order.entries[i].element), look == self.look(of: order.entries[j].element) else { return false }
        return [i, j].allSatisfy { hasColumnPartner($0, look: look, in: order, rowThreshold: rowThreshold) }
    }

    /// Whether `lower` lies just below `upper` in its column: a row lower, overlapping half the
    /// narrower width, no more than a line's gap beneath it.
    static func isBelow(_ lower: Rect, _ upper: Rect, rowThreshold: Double) -> Bool {
        let overlap = min(upper.maxX, lower.maxX) - max(upper.minX, lower.minX)
        return lower.minY - upper.minY >= rowThreshold && overlap >= min(upper.width, lower.width) / 2
            && lower.minY - upper.maxY <= max(upper.height, lower.height)
    }

    /// Whether the element read just before or after position `index` lies above or below it, in
    /// its column (overlapping half the narrower width, a line's gap at most), drawn unlike `look`.
    private func hasColumnPartner(_ index: Int, look: Look, in order: NavigationOrder, rowThreshold: Double) -> Bool {
        let frame = order.entries[index].frame
        return [index - 1, index + 1].contains { n in
            guard order.entries.indices.contains(n) else { return false }
            let other = order.entries[n].frame
            guard Self.isBelow(other, frame, rowThreshold: rowThreshold) || Self.isBelow(frame, other, rowThreshold: rowThreshold),
                  let partner = self.look(of: order.entries[n].element) else { return false }
            return partner != look
        }
    }
}

/// Finds, for a frame, the nearest frame to its right on the same row, without comparing every pair
/// (a scene file of 10⁵ labels took hours): frames go into bands one row threshold high, sorted by
/// left edge, and only the three bands a partner can be in are searched, from the first left edge
/// that can qualify.
struct SideBySideIndex {
    private let frames: [Rect]
    private let threshold: Double
    /// Band number → indices into `frames`, by left edge, then index.
    private var bands: [Int: [Int]] = [:]

    init(_ frames: [Rect], rowThreshold: Double) {
        self.frames = frames
        threshold = rowThreshold
        for i in frames.indices { bands[band(of: frames[i].minY), default: []].append(i) }
        for key in bands.keys { bands[key]!.sort { (frames[$0].minX, $0) < (frames[$1].minX, $1) } }
    }

    private func band(of y: Double) -> Int { Int((y / threshold).rounded(.down).clamped(to: -1e15...1e15)) }

    /// The frame whose top is less than the row threshold from `index`'s, whose left edge is at or right
    /// of its right edge (1 pt of overlap allowed) and less than `reach` beyond it; the leftmost such,
    /// the first in order among equals.
    func nearestRight(of index: Int, within reach: Double) -> Int? {
        let a = frames[index]
        var best: Int?
        let home = band(of: a.minY)
        for key in (home - 1)...(home + 1) {
            guard let members = bands[key] else { continue }
            // The first member whose left edge reaches a's right edge (less 1 pt).
            var low = 0, high = members.count
            while low < high {
                let mid = (low + high) / 2
                if frames[members[mid]].minX >= a.maxX - 1 { high = mid } else { low = mid + 1 }
            }
            for m in members[low...] {
                let b = frames[m]
                guard b.minX - a.maxX < reach else { break }
                if let best, (frames[best].minX, best) < (b.minX, m) { break }
                if abs(b.minY - a.minY) < threshold { best = m; break }
            }
        }
        return best
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}

/// “Deliver an Exceptional Accessibility Experience” (WWDC 2018): "Layla, Bro, Pudding. Favorite off button." Every card of the carousel is an element,
/// so the buttons after it are reached only by walking the whole collection, off-screen cards too.
struct CarouselWalkRule: Rule {
    /// A row of at least this many items, one of them off screen, is a scrolling collection.
    static let minimumItems = 3

    let info = RuleInfo(
        id: .orderCarouselWalk, area: .order, severity: .warning,
        title: "Swiping walks a scrolling row item by item before what follows it",
        explanation: "Three or more items of one size side by side in one row, at least one of them off screen, each take a swipe: a VoiceOver user walks the whole collection, unseen items included, before reaching the elements after it (the WWDC 2018 talk: the favorite and gallery buttons only after the last dog).",
        fix: "Expose the collection as one adjustable element whose increment and decrement move to the next or previous item and post layoutChanged (the talk's \"Dog picker\"), followed by the item's controls.",
        reference: "seed 000, seed 003")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        let entries = order.entries
        let threshold = subject.rowThreshold
        /// The next entry is another item of the same row: a sibling of the same size beside it.
        func continuesRow(_ a: NavigationEntry, _ b: NavigationEntry) -> Bool {
            order.nodes[a.node].parent == order.nodes[b.node].parent
                && abs(a.frame.width - b.frame.width) <= 1 && abs(a.frame.height - b.frame.height) <= 1
                && abs(a.frame.minY - b.frame.minY) < threshold
                && (b.frame.minX >= a.frame.maxX - 1 || b.frame.maxX <= a.frame.minX + 1)
        }
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count && continuesRow(entries[end - 1], entries[end]) { end += 1 }
            let run = entries[start..<end]
            start = end
            let offscreen = run.filter { $0.frame.minX < subject.screen.minX || $0.frame.maxX > subject.screen.maxX }
            guard run.count >= Self.minimumItems, !offscreen.isEmpty, end < entries.count else { continue }
            let next = entries[end].element.label?.string ?? entries[end].id
            let size = "\(Int(run.first!.frame.width.rounded()))×\(Int(run.first!.frame.height.rounded())) pt"
            report.add(subject.node(id: run.first!.id), "\(run.count) items of one row are read one by one before \"\(next)\"",
                       detail: "\(run.count) swipes through \(size) items, \(offscreen.count) of them not wholly on screen, before \"\(next)\" "
                        + "(threshold: \(Self.minimumItems) items in a row with one off screen): "
                        + run.prefix(5).map { $0.element.label?.string ?? $0.id }.joined(separator: ", "))
        }
    }
}

/// Elements a sighted user can see and touch, but VoiceOver's swipes never reach.
///
/// Decision: an element is judged where it shows, the part of its frame on screen. A post that
/// peeks in at the bottom of a feed has a frame running on past the screen's edge (with the text it
/// describes); under a sheet that covers the screen, the middle of that frame lay below the screen,
/// outside the sheet's modal view, and the post was called unreachable though the sheet covers all
/// of it that shows.
struct UnreachableElementRule: Rule {
    let info = RuleInfo(
        id: .orderUnreachable, area: .order, severity: .error,
        title: "Element unreachable by swiping",
        explanation: "The element is visible and not hidden, yet outside VoiceOver's navigation order (a modal elsewhere confines focus without covering it), so only touch can find it — or nothing can. A modal view covers an element when it holds the middle of the element's part on screen.",
        fix: "Make the modal cover what it hides, hide what should be unreachable, or drop the modal flag.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        let modals = subject.nodes.filter { $0.element.viewIsModal && !$0.isHidden }.map(\.element.frame)
        for node in subject.focusable where order.index(of: node.element.id) == nil {
            let f = node.element.frame
            guard !f.isEmpty, let shown = f.intersection(subject.screen), !shown.isEmpty else { continue }
            if modals.contains(where: { $0.contains(shown.center) }) { continue }
            report.add(node, "\"\(node.element.label?.string ?? node.element.id)\" is visible but VoiceOver cannot swipe to it",
                       detail: "frame \(f) shows at \(shown), outside every modal view, yet is not in the navigation order")
        }
    }
}

/// A data table VoiceOver cannot read as one: a cell that does not say where it sits, a place said
/// outside any table, or two cells said to begin at the same row and column (docs/voiceover.md,
/// "Data tables").
struct DataTableCellRule: Rule {
    let info = RuleInfo(
        id: .orderTableCell, area: .order, severity: .warning,
        title: "Data table cell without a place, or a place outside a table",
        explanation: "VoiceOver reads a data table's cell with its headers, its row and its column, from where the cell says it sits (UIKit's UIAccessibilityContainerDataTableCell). An element in a container of type dataTable that says no place is read without them, as if the table were a plain group; a place said outside any data table is never read; and two cells that begin at the same row and column leave the table's lookup of that place to one of them, so the other's headers and row are not what its users hear. A cell drawn in another row or column than it says (a calendar's first day listed after its seventh in a grid that places its children in turn) is announced with the row, column and header it says, not those it is seen under, and read out of its drawn place: a line's drawn place is where most of its cells (at least three) are centred, and a cell centred off its own line and on another's is reported; a table not drawn as a grid has no such place and passes.",
        fix: "Give each element of the table its row and column (dataTableCell), put cells inside their data table, give each cell a place of its own, and the place it is drawn in.")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // Most screens have no table and no cell: one look at each node, and nothing more.
        let tableIDs = Set(subject.nodes.lazy.filter { $0.element.container == .dataTable }.map(\.element.id))
        guard !tableIDs.isEmpty || subject.focusable.contains(where: { $0.element.dataTableCell != nil }) else { return }
        var begun: [String: [String: AuditNode]] = [:]
        for node in subject.focusable {
            let table = node.ancestorIDs.last(where: tableIDs.contains).flatMap { subject.node(id: $0) }
            let name = node.element.label?.string ?? node.element.id
            guard let table else {
                if node.element.dataTableCell != nil {
                    report.add(node, "\"\(name)\" says a row and column but no data table holds it",
                               detail: "dataTableCell set, and no ancestor is a container of type dataTable: VoiceOver ignores the place",
                               measure: "no table")
                }
                continue
            }
            let tableName = table.element.label?.string ?? table.element.id
            guard let cell = node.element.dataTableCell else {
                report.add(node, "\"\(name)\" is in the data table \"\(tableName)\" but says no row or column",
                           detail: "no dataTableCell: VoiceOver reads it without headers, row or column",
                           measure: "no cell")
                continue
            }
            guard let row = cell.row, let column = cell.column else { continue }
            let place = "\(row)/\(column)"
            if let earlier = begun[table.element.id]?[place] {
                report.add(node, "\"\(name)\" begins at the same row and column as \"\(earlier.element.label?.string ?? earlier.element.id)\"",
                           detail: "both begin at row \(row + 1), column \(column + 1) of \"\(tableName)\"",
                           measure: "same place \(place)")
            } else {
                begun[table.element.id, default: [:]][place] = node
            }
        }
        for table in subject.nodes where begun[table.element.id] != nil {
            reportMisplaced(in: table, tables: tableIDs, subject: subject, report: &report)
        }
    }

    /// Cells whose own row or column needs this many cells with a place before its drawn place is
    /// known: two cells that disagree leave it open which one is out of place.
    static let minimumCellsPerLine = 3

    /// Cells drawn in another row or column than they say (a calendar's day 1 listed after day 7 in
    /// a grid that flows its children, still saying column 1): VoiceOver announces the place and
    /// header the cell says, not the one it is seen in. Decision: a row's or column's drawn place is
    /// where a strict majority of its single-span cells (at least `minimumCellsPerLine`) have their
    /// centre, within half a cell; a cell is out of place when its centre lies off its own line's
    /// and on another line's. No direction is assumed (a right-to-left table's columns run from the
    /// right), and a table drawn otherwise than as a grid (each row a card of stacked cells) has no
    /// majority to judge by and passes.
    private func reportMisplaced(in table: AuditNode, tables: Set<String>, subject: AuditSubject, report: inout FindingSink) {
        let cells = subject.focusable.compactMap { node -> (node: AuditNode, cell: DataTableCell, frame: Rect)? in
            guard node.ancestorIDs.last(where: tables.contains) == table.element.id, let cell = node.element.dataTableCell,
                  cell.row != nil, cell.column != nil else { return nil }
            let frame = node.wholeFrame
            return frame.width > 0 && frame.height > 0 ? (node, cell, frame) : nil
        }
        guard cells.count > Self.minimumCellsPerLine else { return }
        let tableName = table.element.label?.string ?? table.element.id
        var reported = Set<String>()
        for axis in [Axis.column, .row] {
            // The single-span cells of each line, and where the line is drawn (its cells' consensus).
            var lines: [Int: [(center: Double, half: Double)]] = [:]
            for (_, cell, frame) in cells where axis.span(cell) == 1 {
                lines[axis.index(cell)!, default: []].append((axis.center(frame), axis.extent(frame) / 2))
            }
            var drawnAt: [Int: Double] = [:]
            for (line, members) in lines where members.count >= Self.minimumCellsPerLine {
                let centers = members.map(\.center).sorted()
                let median = centers[centers.count / 2]
                if members.filter({ abs($0.center - median) <= $0.half }).count * 2 > members.count { drawnAt[line] = median }
            }
            for (node, cell, frame) in cells where axis.span(cell) == 1 && !reported.contains(node.element.id) {
                let line = axis.index(cell)!, center = axis.center(frame), half = axis.extent(frame) / 2
                guard let own = drawnAt[line], abs(center - own) > half,
                      let other = drawnAt.filter({ $0.key != line && abs(center - $0.value) <= half })
                        .min(by: { (abs(center - $0.value), $0.key) < (abs(center - $1.value), $1.key) })?.key
                else { continue }
                reported.insert(node.element.id)
                let name = node.element.label?.string ?? node.element.id
                report.add(node, "\"\(name)\" says \(axis.name) \(line + 1) but is drawn in \(axis.name) \(other + 1) of \"\(tableName)\"",
                           detail: "it says row \(cell.row! + 1), column \(cell.column! + 1); the other cells of \(axis.name) \(line + 1) are centred at \(axis.coordinate) \(Self.rounded(own)), it at \(axis.coordinate) \(Self.rounded(center)), where \(axis.name) \(other + 1)'s are: VoiceOver announces the \(axis.name) and header it says, not the one it is seen in, and reads it out of its drawn place",
                           measure: "\(axis.name) \(line + 1) drawn in \(other + 1)",
                           fix: "Give the cell the row and column it is drawn in, or draw it where its row and column say (list the grid's children in the order of their places).")
            }
        }
    }

    /// A point coordinate as the detail says it: whole points.
    private static func rounded(_ value: Double) -> String { String(Int(value.rounded())) }

    /// The two lines of a table a cell says it sits in: its column, drawn across, and its row, down.
    private enum Axis {
        case column, row
        var name: String { self == .column ? "column" : "row" }
        /// The coordinate a line's place is measured along.
        var coordinate: String { self == .column ? "x" : "y" }
        func index(_ cell: DataTableCell) -> Int? { self == .column ? cell.column : cell.row }
        func span(_ cell: DataTableCell) -> Int { self == .column ? cell.columnSpan : cell.rowSpan }
        func center(_ frame: Rect) -> Double { self == .column ? frame.midX : frame.midY }
        func extent(_ frame: Rect) -> Double { self == .column ? frame.width : frame.height }
    }
}

/// A column read bottom-up: a container that orders its children itself (`accessibilityElements`, a
/// scene file's `children`) lists them against the layout, so VoiceOver reads a form's last field
/// first. Apple: VoiceOver reads the elements in the order the container gives, and people expect
/// top-left to bottom-right (UIAccessibilityContainer; the geometric default does just that).
///
/// Decision: only what the app's own order decides is judged, not the engine's geometric sort;
/// only two elements read one after the other in one column (overlapping half the narrower width),
/// the later wholly above the earlier, so a small offset, a row read across or a layout of
/// several columns read column by column is never an inversion; and only a container where this
/// happens at least twice and more often than the column runs downward, so one element an app
/// deliberately reads first (a Close button at the bottom of a sheet) passes.
struct AgainstLayoutOrderRule: Rule {
    /// Inversions a container needs before it is reported: one is a deliberate choice as often as not.
    static let minimumInversions = 2

    let info = RuleInfo(
        id: .orderAgainstLayout, area: .order, severity: .warning,
        title: "Reading order runs up a column, against the layout",
        explanation: "VoiceOver reads a container's elements in the order the app gives them (accessibilityElements; a scene file's children), and people expect a screen read from the top left to the bottom right. A container that reads an element and then one wholly above it in the same column, at least twice and more often than it reads the column downward, reads that column bottom-up: a form heard from its last field to its first. Rows read across, columns read one after another, small offsets, and one element read out of place (a Close button at the bottom of a sheet, read first) pass.",
        fix: "List the container's children from the top of the column to the bottom, or drop the explicit order and let VoiceOver sort them by position.",
        reference: "UIAccessibilityContainer")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let order = subject.navigationOrder
        let entries = order.entries
        guard entries.count > Self.minimumInversions else { return }
        // The container whose own order puts `a` before `b`: their nearest common ancestor, when
        // that ancestor lists its children explicitly (else the engine sorted them by position).
        func orderingContainer(_ a: NavigationEntry, _ b: NavigationEntry) -> Int? {
            var above = Set<Int>()
            var node = order.nodes[a.node].parent
            while let n = node { above.insert(n); node = order.nodes[n].parent }
            node = order.nodes[b.node].parent
            while let n = node, !above.contains(n) { node = order.nodes[n].parent }
            guard let common = node else { return nil }
            let container = order.nodes[common].element
            return container.childrenInExplicitOrder && !container.sortsByOwnFrame ? common : nil
        }
        // Per container: the pairs read upward (earlier entry's index), and how many read downward.
        var upward: [Int: [Int]] = [:], downward: [Int: Int] = [:]
        var containers: [Int] = []
        for k in entries.indices.dropLast() {
            let a = entries[k].frame, b = entries[k + 1].frame
            guard !a.isEmpty, !b.isEmpty,
                  min(a.maxX, b.maxX) - max(a.minX, b.minX) >= min(a.width, b.width) / 2 else { continue }
            let up = a.minY >= b.maxY, down = b.minY >= a.maxY
            guard up || down, let container = orderingContainer(entries[k], entries[k + 1]) else { continue }
            if upward[container] == nil && downward[container] == nil { containers.append(container) }
            if up { upward[container, default: []].append(k) } else { downward[container, default: 0] += 1 }
        }
        for container in containers {
            let pairs = upward[container] ?? []
            let down = downward[container] ?? 0
            guard pairs.count >= Self.minimumInversions, pairs.count > down else { continue }
            let first = entries[pairs[0]], name = { (e: NavigationEntry) in e.element.label?.string ?? e.id }
            let listed = pairs.prefix(4).map { "\"\(name(entries[$0]))\" before \"\(name(entries[$0 + 1]))\"" }
            let containerID = order.nodes[container].element.id
            report.add(subject.node(id: first.id),
                       "\"\(containerID)\" reads its column bottom-up: \(Plural.count(pairs.count, "element is", "elements are")) read before one wholly above them",
                       detail: "read upward: " + listed.joined(separator: "; ") + (pairs.count > 4 ? "; …" : "")
                           + " (\(Plural.count(down, "pair", "pairs")) of the column read downward)",
                       measure: "container \(containerID)")
        }
    }
}
