import AXCore

/// What Voice Control offers on one screen (docs/voice-control.md): every element that responds to
/// user interaction (`ScanTree.respondsToUserInteraction`, the same test Switch Control scans by),
/// numbered from 1 in VoiceOver's order, with the names it answers to. Built from a navigation order
/// in one pass; a name is looked up in a dictionary, so matching a phrase does not walk the screen.
public struct VoiceControlItems: Sendable {
    /// One actionable element as Voice Control shows it.
    public struct Item: Hashable, Sendable {
        /// Its number on the Show Numbers overlay (1 first, in VoiceOver's order).
        public var number: Int
        /// Its index in the navigation order the items were built from.
        public var entry: Int
        /// The element's id.
        public var id: String
        /// The element's frame, where the overlays put its name or number.
        public var frame: Rect
        /// Every name it answers to: its input labels (`accessibilityUserInputLabels`), else its label;
        /// empty when it has none (only its number reaches it).
        public var names: [String]

        /// The name Show Names draws: the first of `names`.
        public var shownName: String? { names.first }
    }

    /// Every actionable element, in VoiceOver's order (`items[n - 1].number == n`).
    public private(set) var items: [Item] = []
    /// Item indices by name, as `key(_:)` folds it, in order.
    private var byName: [String: [Int]] = [:]

    /// Nothing to name.
    public init() {}

    /// The items of `order`: what shows, as Voice Control names the screen, unless
    /// `includingScrolledOut` (an element scrolled out of view, which only an imported screen's
    /// tree holds, `ScrollContent.isScrolledOut`): validation judges it as it will show.
    public init(order: NavigationOrder, includingScrolledOut: Bool = false) {
        items.reserveCapacity(order.count)
        byName.reserveCapacity(order.count)
        // Entries and their elements read in place (`readElement`): each was copied to be handed over.
        order.entries.readEachInPlace { index, entry in
            // Voice Control names what shows: a row scrolled out of view gets a number once scrolled in.
            guard includingScrolledOut || !order.isScrolledOutOfView(index), let names = entry.readElement({ ScanTree.respondsToUserInteraction($0) ? Self.names(of: $0) : nil }) else { return }
            let item = items.count
            items.append(Item(number: item + 1, entry: index, id: entry.id, frame: entry.frame, names: names))
            // Each key once per item (two input labels may fold to the same key); most items have one name.
            var previous: [String] = []
            for name in names {
                let key = Self.key(name)
                guard !previous.contains(key) else { continue }
                if names.count > 1 { previous.append(key) }
                byName[key, default: []].append(item)
            }
        }
    }

    /// The names Voice Control accepts for an element: its non-blank input labels, in order, else its
    /// non-blank label; empty when it has neither.
    public static func names(of element: AccessibilityElement) -> [String] {
        let inputLabels = element.userInputLabels
        if !inputLabels.isEmpty {
            let labels = inputLabels.map(trimmed).filter { !$0.isEmpty }
            if !labels.isEmpty { return labels }
        }
        guard let label = element.label?.string else { return [] }
        let text = trimmed(label)
        return text.isEmpty ? [] : [text]
    }

    /// A name as it is matched: lowercased, runs of white space one space, trimmed.
    public static func key(_ name: String) -> String {
        trimmed(name.lowercased())
    }

    /// Runs of white space one space, trimmed; text that needs neither is returned as it is, without
    /// the split and join (most names).
    private static func trimmed(_ text: String) -> String {
        var previousWasSpace = true
        var clean = true
        for character in text.unicodeScalars {
            // ASCII's white space (tab to carriage return, and the space) without a Unicode property
            // lookup per character: it halved building the names of grid-1000 (1.1 ms to 0.6 ms).
            let isSpace = character.isASCII ? character == " " || (0x09...0x0D).contains(character.value) : character.properties.isWhitespace
            if isSpace && (previousWasSpace || character != " ") { clean = false; break }
            previousWasSpace = isSpace
        }
        if clean && !previousWasSpace || text.isEmpty { return text }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The items answering to `name`, in order (empty when none does).
    public func matching(_ name: String) -> [Item] {
        (byName[Self.key(name)] ?? []).map { items[$0] }
    }

    /// The item numbered `number`, nil when there is none.
    public func item(numbered number: Int) -> Item? {
        items.indices.contains(number - 1) ? items[number - 1] : nil
    }

    /// The item of the element `id`, nil when it is not actionable.
    public func item(withID id: String) -> Item? {
        items.first { $0.id == id }
    }

    /// Every name more than one item answers to, in the order of its first item: saying it always
    /// asks the user to choose. A name heard as a number ("3") is none: saying it reaches the element
    /// numbered so (`VoiceControlCommand.readsAsNumber`), it never asks.
    public var ambiguities: [(name: String, items: [Item])] {
        var seen = Set<String>()
        var result: [(name: String, items: [Item])] = []
        for item in items {
            for name in item.names {
                let key = Self.key(name)
                guard let members = byName[key], members.count > 1, seen.insert(key).inserted,
                      !VoiceControlCommand.readsAsNumber(name) else { continue }
                result.append((name, members.map { items[$0] }))
            }
        }
        return result
    }
}

/// Voice Control's grid (Show Grid): the area it covers, cut into `columns` × `rows` numbered cells,
/// 1 at the top left, row by row. Choosing a cell shows a grid of the same shape inside it.
public struct VoiceControlGrid: Hashable, Sendable {
    /// The area the grid covers (the screen at first, then the chosen cell).
    public var area: Rect
    /// Three columns and three rows, as on iPhone (docs/voice-control.md).
    public static let columns = 3, rows = 3

    /// A grid over `area`.
    public init(area: Rect) { self.area = area }

    /// How many cells it has.
    public var count: Int { Self.columns * Self.rows }

    /// The frame of cell `number` (1 first), nil for a number the grid does not show.
    public func cell(_ number: Int) -> Rect? {
        guard (1...count).contains(number) else { return nil }
        let column = (number - 1) % Self.columns, row = (number - 1) / Self.columns
        let width = area.width / Double(Self.columns), height = area.height / Double(Self.rows)
        return Rect(area.minX + Double(column) * width, area.minY + Double(row) * height, width, height)
    }
}
