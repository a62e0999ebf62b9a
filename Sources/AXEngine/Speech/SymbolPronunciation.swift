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
        guard text.contains(where: { names[$0] != nil }) else { return text }
        var words = ""
        for character in text {
            guard let name = names[character] else {
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
