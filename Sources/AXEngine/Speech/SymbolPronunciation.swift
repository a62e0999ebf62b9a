import AXCore

/// Symbols as VoiceOver reads them at its default punctuation level ("Some"): each by its name in
/// words, as a word of its own. In "Accessibility on iOS" the label "Swipe ↑ to say hello, swipe ↓
/// to say goodbye…" was heard "Swipe up arrow to say hello, swipe down arrow to say goodbye.
/// Ellipses." Ordinary punctuation (. , ; : ! ? ' " - ( )) is not named at this level; it shapes
/// the pauses. The session applies this to everything it speaks (descriptions, hints, announcements,
/// page and rotor text), so captions and speech records hold the words heard.
package enum SymbolPronunciation {
    /// The names VoiceOver gives the common symbols (the Unicode names, as VoiceOver shortens them).
    package static let names: [Character: String] = [
        "↑": "up arrow", "↓": "down arrow", "←": "left arrow", "→": "right arrow",
        "↔": "left right arrow", "↕": "up down arrow",
        "…": "ellipsis", "•": "bullet", "·": "middle dot",
        "©": "copyright", "®": "registered", "™": "trademark",
        "°": "degree", "×": "times", "÷": "divided by", "±": "plus or minus",
        "≠": "not equal to", "≤": "less than or equal to", "≥": "greater than or equal to",
        "€": "euro", "£": "pound", "¥": "yen", "§": "section", "¶": "paragraph",
        "†": "dagger", "‡": "double dagger",
        "★": "black star", "☆": "white star", "✓": "check mark", "✔": "heavy check mark",
        "✗": "ballot x", "♥": "black heart suit",
    ]

    /// The Unicode blocks whose characters apps draw as icons rather than write as text: Arrows and
    /// their supplements, Geometric Shapes (▶ ▲ ●), Miscellaneous Symbols (☰ ☆ ♥), Dingbats (✕ ❤ ✓),
    /// Miscellaneous Symbols and Arrows, and Mathematical Operators' two ellipses (⋮ ⋯, the usual
    /// "more" buttons). VoiceOver reads such a character by its Unicode name ("✕" "multiplication
    /// x", "⋯" "midline horizontal ellipsis"). The music accidentals (♭ ♮ ♯) are excluded: they
    /// are the text of a note's name ("C♯").
    static let iconBlocks: [ClosedRange<UInt32>] = [
        0x2190...0x21FF, 0x22EE...0x22EF, 0x25A0...0x25FF, 0x2600...0x26FF, 0x2700...0x27BF,
        0x27F0...0x27FF, 0x2900...0x297F, 0x2B00...0x2BFF,
    ]
    static let accidentals: ClosedRange<UInt32> = 0x266D...0x266F

    /// Whether `character` is an icon glyph (`iconBlocks`) written as text: one scalar, or one with
    /// the text presentation selector. One shown as an emoji (its default presentation, or with the
    /// emoji selector: "❤️", "⭐") is read by its emoji name, which this table does not hold.
    package static func isIconGlyph(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x2190, first.value <= 0x2BFF,
              scalars.count == 1 || (scalars.count == 2 && scalars.last!.value == 0xFE0E),
              !accidentals.contains(first.value), iconBlocks.contains(where: { $0.contains(first.value) }) else { return false }
        return scalars.count == 2 || !first.properties.isEmojiPresentation
    }

    /// The name VoiceOver reads `character` by: `names`' own, else an icon glyph's Unicode name
    /// lower-cased (`isIconGlyph`); nil for a character read as itself.
    package static func name(of character: Character) -> String? {
        if let name = names[character] { return name }
        guard isIconGlyph(character), let name = character.unicodeScalars.first!.properties.name else { return nil }
        return name.lowercased()
    }

    /// The ordinary punctuation VoiceOver does not name at this level: it shapes pauses, and a text
    /// of nothing else ("...", "!") is a pause, no word.
    static let unnamedPunctuation: Set<Unicode.Scalar> = [".", ",", ";", ":", "!", "?", "'", "\"", "-", "(", ")"]

    /// Whether `text`, as the session speaks it (after `spoken`), says no word: it is only
    /// characters VoiceOver says nothing for (`Unicode.Scalar.isUnspoken`: white space, a
    /// zero-width space) and ordinary punctuation. A named symbol ("…", "★") is a word.
    package static func saysNothing(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isUnspoken || unnamedPunctuation.contains($0) }
    }

    /// `text` with each named symbol replaced by its name, spaced as a word of its own.
    package static func spoken(_ text: String) -> String {
        // Nearly all speech is ASCII, which has no named symbol: leave it untouched, uncopied.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        guard text.contains(where: { name(of: $0) != nil }) else { return text }
        var words = ""
        for character in text {
            guard let name = name(of: character) else {
                if character == " " && (words.isEmpty || words.hasSuffix(" ")) { continue }
                // Punctuation after a name closes up to it: "↑, then" is "up arrow, then".
                if character.isPunctuation && words.hasSuffix(" ") { words.removeLast() }
                words.append(character)
                continue
            }
            if !words.isEmpty && !words.hasSuffix(" ") { words.append(" ") }
            words += name + " "
        }
        while words.hasSuffix(" ") { words.removeLast() }
        return words
    }
}
