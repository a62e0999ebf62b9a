/// What VoiceOver says as text is typed, with its default typing feedback for the software keyboard,
/// "Characters and Words": each character as it is typed ("space" for a space), and the word it
/// completes once a space or punctuation ends it. Several characters typed at once (a paste, a
/// trace's `typed` record holding a word) are spoken as the text itself (docs/voiceover.md).
enum TypingEcho {
    /// Characters echoed by name (letters and digits are echoed as themselves; symbols by the
    /// names of `SymbolPronunciation`).
    static let names: [Character: String] = [
        " ": "space", "\n": "new line", ",": "comma", ".": "period", "!": "exclamation mark",
        "?": "question mark", ";": "semicolon", ":": "colon", "'": "apostrophe", "\"": "quote",
        "-": "dash", "(": "left paren", ")": "right paren", "&": "and", "@": "at", "#": "number",
    ]

    /// The utterances for typing `text` after `existing`, the field's content before it.
    static func utterances(typing text: String, after existing: String) -> [String] {
        guard text.count == 1, let character = text.first else { return text.isEmpty ? [] : [text] }
        let name = names[character] ?? String(character)
        guard character.isWhitespace || character.isPunctuation else { return [name] }
        // The word just ended: the letters and digits before the character.
        let word = String(existing.reversed().prefix { $0.isLetter || $0.isNumber }.reversed())
        return word.isEmpty ? [name] : [name, word]
    }
}
