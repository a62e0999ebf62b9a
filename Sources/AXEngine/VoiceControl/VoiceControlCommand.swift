import AXCore

/// How a Voice Control phrase names what it acts on: one of an element's names ("Tap Favorite"),
/// a number shown on screen ("Tap 12": an element's number, or a grid cell's while the grid is
/// shown), or an element already chosen from a numbered disambiguation.
public enum VoiceControlTarget: Hashable, Sendable {
    /// A name as said; it matches any of an element's names, case-insensitively (`VoiceControlItems`).
    case name(String)
    /// A number as said: an element's number, or a grid cell's while the grid is shown.
    case number(Int)
    /// The element with this id, chosen from a disambiguation (never said; what a chosen number becomes).
    case element(String)
}

/// The overlays Voice Control draws over the screen (iOS's Show Names, Show Numbers, Show Grid).
public enum VoiceControlOverlayKind: String, Hashable, Sendable, CaseIterable {
    /// Each actionable element's name in a pill.
    case names
    /// A number on each element that responds to user interaction, in VoiceOver's order.
    case numbers
    /// A numbered grid over the screen, refined when a cell is chosen.
    case grid
}

/// A Voice Control command, parsed from a phrase as the user says it (docs/voice-control.md): the
/// sandbox does not listen to a microphone, the phrase is typed, and the words are the ones iOS's
/// Voice Control answers to. `VoiceControlCommand(phrase:)` is the one parser; nil is a phrase
/// Voice Control does not understand.
public enum VoiceControlCommand: Hashable, Sendable {
    /// "Tap NAME", "Tap 12", or a bare number ("12").
    case tap(VoiceControlTarget)
    /// "Double tap NAME"; "Double tap" alone acts on the element at the centre of the screen.
    case doubleTap(VoiceControlTarget?)
    /// "Long press NAME"; "Long press" alone acts on the element at the centre of the screen.
    case longPress(VoiceControlTarget?)
    /// "Swipe up", "Swipe left on NAME": a swipe gesture from the element (the screen's centre element when none is named).
    case swipe(SwipeDirection, on: VoiceControlTarget?)
    /// "Increment NAME".
    case increment(VoiceControlTarget)
    /// "Decrement NAME".
    case decrement(VoiceControlTarget)
    /// "Drag NAME to NAME", "Drag from 3 to 7": the first drag source of one, dropped on the other.
    case drag(VoiceControlTarget, to: VoiceControlTarget)
    /// "Show names", "Show numbers", "Show grid"; with "continuously" it stays after an action.
    case show(VoiceControlOverlayKind, continuously: Bool)
    /// "Show grid with 5 columns", "… with 4 rows", "… with 5 columns and 4 rows" (and "Show grid
    /// continuously with …"): the grid in that shape, the other side 3 unless said. The counts are
    /// as said: one outside `VoiceControlGrid.sizes` ("… with 21 columns") is a well-formed command
    /// the session refuses as out of range (`VoiceControlMiss.outOfRange`), not a phrase it did not
    /// understand.
    case showGrid(columns: Int, rows: Int, continuously: Bool)
    /// "Hide names", "Hide numbers", "Hide grid".
    case hide(VoiceControlOverlayKind)
    /// "Scroll down", "Scroll left" … : the content moves to show what lies that way.
    case scroll(SwipeDirection)
    /// "Go back": escape (a back button pops when nothing else handles it).
    case goBack
    /// A bare number while a disambiguation or the grid is shown: that entry or cell.
    case choose(Int)

    /// The command a phrase says, nil when Voice Control would not understand it. A command's
    /// words are heard as names are (`VoiceControlItems.key`, the one normalisation): case aside,
    /// runs of spaces one space, a final full stop ignored, a dash between words a space (Apple
    /// writes "Double-tap <item>"; "Double tap" is the same command). A name keeps its spelling as
    /// said. A number alone, in digits or words, is a number.
    public init?(phrase: String) {
        let words = Self.words(of: phrase)
        guard !words.isEmpty else { return nil }
        let said = VoiceControlItems.key(words.joined(separator: " "))
        let lower = said.split(separator: " ").map(String.init)
        if let number = Self.number(words) { self = .choose(number); return }

        /// The words after the verb `verb` (its words, as keyed), nil when the phrase does not start
        /// with it: the phrase's first words, keyed together, must be the verb ("Double-tap" is one
        /// word said as the two of "double tap").
        func rest(_ verb: String...) -> [String]? {
            let wanted = verb.joined(separator: " ")
            for count in 1...words.count {
                let prefix = VoiceControlItems.key(words[..<count].joined(separator: " "))
                if prefix == wanted { return Array(words[count...]) }
                guard wanted.hasPrefix(prefix + " ") || prefix.isEmpty else { return nil }
            }
            return nil
        }
        func target(_ named: [String]) -> VoiceControlTarget? { Self.target(named) }

        for kind in VoiceControlOverlayKind.allCases {
            if said == "show \(kind.rawValue)" { self = .show(kind, continuously: false); return }
            if said == "show \(kind.rawValue) continuously" { self = .show(kind, continuously: true); return }
            if said == "hide \(kind.rawValue)" { self = .hide(kind); return }
        }
        if let grid = Self.gridShape(lower) { self = grid; return }
        if said == "go back" { self = .goBack; return }
        for direction in SwipeDirection.allCases {
            if said == "scroll \(direction.rawValue)" { self = .scroll(direction); return }
            if let named = rest("swipe", direction.rawValue) {
                if named.isEmpty { self = .swipe(direction, on: nil); return }
                guard named[0].lowercased() == "on", let element = target(Array(named.dropFirst())) else { return nil }
                self = .swipe(direction, on: element); return
            }
        }
        if let named = rest("double", "tap") { self = .doubleTap(target(named)); return }
        if let named = rest("long", "press") { self = .longPress(target(named)); return }
        if let named = rest("tap"), let element = target(named) { self = .tap(element); return }
        if let named = rest("increment"), let element = target(named) { self = .increment(element); return }
        if let named = rest("decrement"), let element = target(named) { self = .decrement(element); return }
        if var named = rest("drag") {
            if named.first?.lowercased() == "from" { named.removeFirst() }
            // The last "to" splits source from destination, so a source's name may hold "to".
            guard let split = named.lastIndex(where: { $0.lowercased() == "to" }),
                  let source = target(Array(named[..<split])), let destination = target(Array(named[(split + 1)...])) else { return nil }
            self = .drag(source, to: destination); return
        }
        return nil
    }

    /// "Show grid [continuously] with N columns [and M rows]" or "… with M rows", N and M in digits
    /// or words, whatever their value (the session checks `VoiceControlGrid.sizes`); nil for any
    /// other phrase.
    private static func gridShape(_ lower: [String]) -> VoiceControlCommand? {
        guard lower.starts(with: ["show", "grid"]) else { return nil }
        var rest = Array(lower.dropFirst(2))
        let continuously = rest.first == "continuously"
        if continuously { rest.removeFirst() }
        guard rest.first == "with", rest.count > 1 else { return nil }
        rest.removeFirst()
        var columns: Int?, rows: Int?
        // Each part: a number (one or two words) then "column(s)" or "row(s)"; parts joined by "and".
        for part in rest.split(separator: "and", omittingEmptySubsequences: false) {
            // "0 columns" is a count too (out of range), though 0 numbers nothing elsewhere.
            guard let unit = part.last, part.count >= 2,
                  let count = number(Array(part.dropLast())) ?? (VoiceControlItems.key(part.dropLast().joined(separator: " ")) == "0" ? 0 : nil)
            else { return nil }
            if (unit == "column" || unit == "columns") && columns == nil { columns = count }
            else if (unit == "row" || unit == "rows") && rows == nil { rows = count }
            else { return nil }
        }
        guard columns != nil || rows != nil else { return nil }
        return .showGrid(columns: columns ?? VoiceControlGrid.defaultColumns, rows: rows ?? VoiceControlGrid.defaultRows, continuously: continuously)
    }

    /// Whether a name, said, is heard as a number ("Tap 3" is the element numbered 3): an element
    /// whose only names are such is reached by its number, never by its name, and its name is never
    /// ambiguous.
    public static func readsAsNumber(_ name: String) -> Bool {
        // What "Tap NAME" parses NAME as (`init(phrase:)`'s target), without parsing the phrase: the
        // rules ask it of every name of every state.
        number(words(of: name)) != nil
    }

    /// A phrase's words, split at white space, the final full stop or exclamation mark dropped.
    /// What the words after a verb name: digits (or number words) are a number, anything else a
    /// name; nil for no words. `VoiceControlItems.reaches` reads a drawn text as "Tap" + it would be.
    static func target(_ named: [String]) -> VoiceControlTarget? {
        guard !named.isEmpty else { return nil }
        if let number = Self.number(named) { return .number(number) }
        return .name(named.joined(separator: " "))
    }

    /// What saying "Tap" and `name` targets, as the phrase is read (`init(phrase:)`'s tap), without
    /// reading the phrase's other verbs: validation asks it of every text drawn on every element.
    static func tapTarget(saying name: String) -> VoiceControlTarget? { target(words(of: name)) }

    private static func words(of phrase: String) -> [String] {
        var words = phrase.split(whereSeparator: \.isWhitespace).map(String.init)
        if var last = words.popLast() {
            while last.hasSuffix(".") || last.hasSuffix("!") { last.removeLast() }
            if !last.isEmpty { words.append(last) }
        }
        return words
    }

    /// A number said alone, in digits or in words ("12", "twelve", "twenty one": the words
    /// `VoiceControlItems.key` writes in digits, so a name and a number are read by one rule); nil
    /// for anything else, and for 0, which numbers nothing.
    private static func number(_ words: [String]) -> Int? {
        guard (1...2).contains(words.count) else { return nil }
        let text = VoiceControlItems.key(words.joined(separator: " "))
        guard !text.isEmpty, text.count <= 6, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), value > 0 else { return nil }
        return value
    }
}
