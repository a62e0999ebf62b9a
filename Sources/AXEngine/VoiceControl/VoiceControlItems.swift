import AXCore
import Foundation

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

    /// The items of `order` on a screen of `screen` (the device's bounds): what shows, as Voice
    /// Control names the items on the screen. An element lying wholly off the screen (a "Skip to
    /// content" button parked at x = -300) gets no number and answers to no name, as it shows
    /// none; nor does one scrolled out of view, unless `includingScrolledOut` (an element scrolled
    /// out of view, which only an imported screen's tree holds, `ScrollContent.isScrolledOut`):
    /// validation judges it as it will show once scrolled in.
    public init(order: NavigationOrder, screen: Rect, includingScrolledOut: Bool = false) {
        items.reserveCapacity(order.count)
        byName.reserveCapacity(order.count)
        // Entries and their elements read in place (`readElement`): each was copied to be handed over.
        order.entries.readEachInPlace { index, entry in
            // Voice Control names what shows: a row scrolled out of view gets a number once scrolled in,
            // an element off the screen none.
            let shows = order.isScrolledOutOfView(index) ? includingScrolledOut : !Self.isOffScreen(entry.frame, screen: screen)
            guard shows, let names = entry.readElement({ ScanTree.respondsToUserInteraction($0) ? Self.names(of: $0) : nil }) else { return }
            let item = items.count
            items.append(Item(number: item + 1, entry: index, id: entry.id, frame: entry.frame, names: names))
            // Each key once per item (two input labels may fold to the same key); most items have one name.
            var previous: [String] = []
            for name in names {
                let key = Self.key(name)
                // A name with nothing to say ("★") is shown, but no phrase says it.
                guard !key.isEmpty, !previous.contains(key) else { continue }
                if names.count > 1 { previous.append(key) }
                byName[key, default: []].append(item)
            }
        }
    }

    /// The items of `order` with nothing left out for lying off the screen, as before the screen
    /// was asked: an element parked off the screen got a number no one sees.
    @available(*, deprecated, message: "pass the screen, whose off-screen elements Voice Control does not name: init(order:screen:includingScrolledOut:)")
    public init(order: NavigationOrder, includingScrolledOut: Bool = false) {
        self.init(order: order, screen: Rect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                             width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                  includingScrolledOut: includingScrolledOut)
    }

    /// Whether an element at `frame` lies wholly off a screen of `screen`, so Voice Control shows
    /// no name or number for it: no part of it on the screen (a frame of no size, at a point
    /// outside the screen). Touching the edge is not showing.
    public static func isOffScreen(_ frame: Rect, screen: Rect) -> Bool {
        frame.isEmpty ? !screen.contains(Point(frame.minX, frame.minY)) : !frame.intersects(screen)
    }

    /// The names Voice Control accepts for an element: its non-blank input labels, in order, else its
    /// non-blank label; empty when it has neither. Blank is white space or invisible characters alone
    /// (`isBlank`: "\u{200B}", a zero-width space, shows nothing), which UIKit's "empty or invalid
    /// value" covers: the label is used instead.
    public static func names(of element: AccessibilityElement) -> [String] {
        let inputLabels = element.userInputLabels
        if !inputLabels.isEmpty {
            let labels = inputLabels.map(trimmed).filter { !isBlank($0) }
            if !labels.isEmpty { return labels }
        }
        guard let label = element.label?.string else { return [] }
        let text = trimmed(label)
        return isBlank(text) ? [] : [text]
    }

    /// Whether `text` shows nothing: empty, or white space, control characters and characters that
    /// have no appearance of their own (Unicode's default-ignorable code points: zero-width spaces
    /// and joiners, the byte order mark, the word joiner) alone.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            // ASCII without a property lookup (most names): a printable character is seen.
            if scalar.isASCII { return !(0x21...0x7E).contains(scalar.value) }
            let properties = scalar.properties
            return properties.isWhitespace || properties.isDefaultIgnorableCodePoint || properties.generalCategory == .control
        }
    }

    /// `names` as the matcher hears them: one for each key (`key`), spelled as the first of them is,
    /// in order; a name with nothing to say ("★") is none. "Maps", "maps", "Maps." and "MAPS" are one
    /// name, "Map" another. The rules count and compare names through this, as a phrase tells them apart.
    public static func distinctNames(_ names: [String]) -> [String] {
        var keys = Set<String>()
        return names.filter { name in
            let key = Self.key(name)
            return !key.isEmpty && keys.insert(key).inserted
        }
    }

    /// A name as it is matched, as a user says it (docs/voice-control.md, "What a name is"): its
    /// words lower-cased, one space apart, without the punctuation and symbols no one speaks (the
    /// ellipsis of "Next page…", a final full stop, quotes, a dash between words), an apostrophe
    /// joining the parts of its word ("Don’t save" and "Don't save" are both "dont save"), the
    /// symbols "&", "+" and "%" as the words said for them ("Terms & Conditions" is "terms and
    /// conditions", "Google+" is "google plus", "15%" is "15 percent"), and a number said in words
    /// written in digits ("five stars" is "5 stars", "twenty-one" is "21").
    /// Empty for a name with nothing to say ("★"). Validation compares what is drawn with what is
    /// named through this same key, so the engine and the rules never disagree on a match.
    public static func key(_ name: String) -> String {
        asciiKey(name) ?? scalarKey(name)
    }

    /// `key(name)` for any name, scalar by scalar: what `asciiKey` gives for ASCII, which tests hold.
    /// A letter written in a compatibility form is the letter said (NFKC): fullwidth "ＯＫ" is "ok",
    /// the ligature "ﬁle" is "file", as a user reads them aloud and a recogniser writes them.
    static func scalarKey(_ name: String) -> String {
        var folded = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in name.precomposedStringWithCompatibilityMapping.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // ASCII without a Unicode property lookup per character (most names).
                switch value {
                case 0x61...0x7A, 0x30...0x39: break
                case 0x41...0x5A:
                    if pendingSpace && !folded.isEmpty { folded.append(" ") }
                    pendingSpace = false
                    folded.append(Unicode.Scalar(value + 0x20)!)
                    continue
                case 0x27: continue
                case 0x26, 0x2B, 0x25:
                    // "&", "+", "%" are the words said for them, a word of their own.
                    if !folded.isEmpty { folded.append(" ") }
                    folded.append(contentsOf: Self.spokenSymbol(UInt8(value)).unicodeScalars)
                    pendingSpace = true
                    continue
                default: pendingSpace = true; continue
                }
            } else if apostrophes.contains(value) {
                continue
            } else if scalar.properties.isDefaultIgnorableCodePoint {
                // Invisible inside a word ("Re\u{200B}ply" is "reply"): neither a letter nor a break.
                continue
            } else if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark {
                // A combining accent stays on its letter.
                if !folded.isEmpty && !pendingSpace { folded.append(scalar) }
                continue
            } else if !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil) {
                pendingSpace = true
                continue
            }
            if pendingSpace && !folded.isEmpty { folded.append(" ") }
            pendingSpace = false
            if value < 0x80 { folded.append(scalar) } else { folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars) }
        }
        return spellingNumbersInDigits(String(folded))
    }

    /// `key(name)` for a name of ASCII alone (most names), folded byte by byte in a buffer on the
    /// stack, its words compared with the number words byte by byte, and written in digits (the
    /// general path) only when one is; nil for any other name. Validation keys every name and
    /// every drawn word of every state: the general path (scalars, a split into words, a look-up of
    /// each) cost HelloGoodbye's validation a tenth more.
    private static func asciiKey(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            // Room for every byte to be "%", said "percent" between spaces.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count * 9)) { out -> String? in
                var count = 0, pendingSpace = false, wordStart = 0, mayHoldNumber = false
                /// Notes whether the word ending at `count` may be a number word.
                func endWord() {
                    guard !mayHoldNumber, (3...9).contains(count - wordStart) else { return }
                    let word = UnsafeBufferPointer(rebasing: out[wordStart..<count])
                    mayHoldNumber = numberWords.contains { $0.count == word.count && $0.elementsEqual(word) }
                }
                for byte in bytes {
                    switch byte {
                    case 0x61...0x7A, 0x30...0x39, 0x41...0x5A:
                        if pendingSpace && count > 0 { endWord(); out[count] = 0x20; count += 1; wordStart = count }
                        pendingSpace = false
                        out[count] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                        count += 1
                    case 0x27: continue
                    case 0x26, 0x2B, 0x25:
                        if count > 0 { endWord(); out[count] = 0x20; count += 1 }
                        wordStart = count
                        for symbolByte in Self.spokenSymbol(byte).utf8 { out[count] = symbolByte; count += 1 }
                        pendingSpace = true
                    case 0x80...: return nil
                    default: pendingSpace = true
                    }
                }
                if count > 0 { endWord() }
                let folded = String(decoding: UnsafeBufferPointer(rebasing: out[0..<count]), as: UTF8.self)
                return mayHoldNumber ? spellingNumbersInDigits(folded) : folded
            }
        }
    }

    /// The word said for a symbol a name may hold ("Terms & Conditions", "Google+", "15%"): a
    /// recogniser writes what it hears, and either spelling is matched (docs/voice-control.md).
    private static func spokenSymbol(_ byte: UInt8) -> String {
        switch byte {
        case 0x26: return "and"
        case 0x2B: return "plus"
        default: return "percent"
        }
    }

    /// The number words (`units`, `tens`) as bytes, compared with a word's bytes without hashing it.
    private static let numberWords: [[UInt8]] = (Array(units.keys) + Array(tens.keys)).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }

    /// Apostrophes, straight (handled with ASCII) and typographic, which join a word's parts ("don't")
    /// rather than part words.
    private static let apostrophes: Set<UInt32> = [0x2019, 0x2018, 0x02BC]

    /// The words of numbers from zero to ninety-nine, as a recognizer writes them: in digits.
    private static let units: [Substring: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    private static let tens: [Substring: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// `folded` (a key's words) with each number said in words written in digits: a tens word and the
    /// unit after it are one number ("twenty one" is "21"). Returned as it is when it has none.
    private static func spellingNumbersInDigits(_ folded: String) -> String {
        let words = folded.split(separator: " ")
        guard words.contains(where: { units[$0] != nil || tens[$0] != nil }) else { return folded }
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let ten = tens[word] {
                if index + 1 < words.count, let unit = units[words[index + 1]], (1...9).contains(unit) {
                    result.append(String(ten + unit)); index += 2; continue
                }
                result.append(String(ten))
            } else if let unit = units[word] {
                result.append(String(unit))
            } else {
                result.append(String(word))
            }
            index += 1
        }
        return result.joined(separator: " ")
    }

    /// Runs of white space one space, trimmed (a name as it is shown); text that needs neither is
    /// returned as it is, without the split and join (most names).
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
        let key = Self.key(name)
        return key.isEmpty ? [] : (byName[key] ?? []).map { items[$0] }
    }

    /// Whether saying `name` ("Tap NAME", or the name alone) reaches `item`, as the engine hears the
    /// phrase: a name heard as a number is that number (the element numbered so); any other name
    /// reaches the items it matches, whole (`matching`), one of several through the numbered choice.
    /// Validation asks this of the text drawn on an element (`voice.label-in-name`), so the rules
    /// and the engine have one definition of what a phrase reaches.
    public func reaches(_ item: Item, saying name: String) -> Bool {
        switch VoiceControlCommand.tapTarget(saying: name) {
        case .number(let number)?: return number == item.number
        case .name(let said)?: return matching(said).contains { $0.number == item.number }
        case .element?, nil: return false
        }
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
    /// How many columns and rows it has: 3 × 3 unless the user said otherwise ("Show grid with 5
    /// columns and 4 rows"), as on iPhone (docs/voice-control.md).
    public var columns: Int, rows: Int
    /// The shape "Show grid" shows: three columns and three rows.
    public static let defaultColumns = 3, defaultRows = 3
    /// The columns or rows a phrase may ask for: enough to reach a small control on a phone, few
    /// enough that every number stays readable.
    public static let sizes = 1...20

    /// A grid over `area`, `columns` × `rows` (3 × 3 unless said).
    public init(area: Rect, columns: Int = VoiceControlGrid.defaultColumns, rows: Int = VoiceControlGrid.defaultRows) {
        self.area = area; self.columns = columns; self.rows = rows
    }

    /// How many cells it has.
    public var count: Int { columns * rows }

    /// Whether it has the shape "Show grid" shows (a trace writes the shape only when not).
    public var hasDefaultShape: Bool { columns == Self.defaultColumns && rows == Self.defaultRows }

    /// The grid of the same shape inside cell `number`, nil for a number the grid does not show. A
    /// side of one cell is cut into the default three instead: kept at one, it never narrowed that
    /// way, and a 1 × 1 grid refined to the same area forever (docs/voice-control.md).
    public func refined(to number: Int) -> VoiceControlGrid? {
        cell(number).map {
            VoiceControlGrid(area: $0, columns: columns == 1 ? Self.defaultColumns : columns, rows: rows == 1 ? Self.defaultRows : rows)
        }
    }

    /// The frame of cell `number` (1 first), nil for a number the grid does not show.
    public func cell(_ number: Int) -> Rect? {
        guard (1...count).contains(number) else { return nil }
        let column = (number - 1) % columns, row = (number - 1) / columns
        let width = area.width / Double(columns), height = area.height / Double(rows)
        return Rect(area.minX + Double(column) * width, area.minY + Double(row) * height, width, height)
    }
}
