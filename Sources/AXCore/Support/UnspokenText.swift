extension Unicode.Scalar {
    /// A character VoiceOver says nothing for: white space (spaces, tabs and line breaks) or an
    /// invisible one (a zero-width space or joiner, a direction mark, a control character). Decided
    /// by its Unicode properties, the same on every platform (Foundation's `.whitespaces` differs
    /// between them). Public so the engine, which decides what a listener heard, and the rules,
    /// which judge labels and values, share one answer.
    public var isUnspoken: Bool {
        if isASCII { return value <= 0x20 || value == 0x7F }
        if properties.isWhitespace { return true }
        switch properties.generalCategory {
        case .format, .control: return true
        default: return false
        }
    }
}

extension String {
    /// Nothing VoiceOver would speak: empty, or only characters it says nothing for
    /// (`Unicode.Scalar.isUnspoken`). A label of "\n" is heard as no label at all: "Button".
    public var isUnspoken: Bool { unicodeScalars.allSatisfy(\.isUnspoken) }
}

extension String {
    /// The text as VoiceOver reads it: each run of characters it says nothing for
    /// (`Unicode.Scalar.isUnspoken`) one space, none at the ends nor before punctuation that closes
    /// a phrase. "5\u{200B}" and "5 " read "5"; "Draft\n. Button." reads "Draft. Button." (a value
    /// with a line break, in its element's description).
    public var spokenForm: String {
        var form = String.UnicodeScalarView()
        var gap = false
        for scalar in unicodeScalars {
            if scalar.isUnspoken { gap = !form.isEmpty; continue }
            if gap && !Self.closesPhrase(scalar) { form.append(" ") }
            gap = false
            form.append(scalar)
        }
        return String(form)
    }

    /// Punctuation a space before changes nothing in the reading: ". , ; : ! ?" and closing brackets and quotes.
    private static func closesPhrase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .otherPunctuation, .closePunctuation, .finalPunctuation: return true
        default: return false
        }
    }

    /// Whether VoiceOver reads the two texts alike: a value "changed" from "5" to "5 " is heard
    /// as no change. Equal texts are compared first, so the common case costs no more than `==`.
    public func readsAlike(_ other: String) -> Bool { self == other || spokenForm == other.spokenForm }
}

extension Optional where Wrapped == String {
    /// `String.readsAlike` of two texts; no text reads alike only no text. An absent label is not
    /// an empty one: VoiceOver falls back to other speech for an element without one.
    public func readsAlike(_ other: String?) -> Bool {
        guard let self, let other else { return self == nil && other == nil }
        return self.readsAlike(other)
    }
}
