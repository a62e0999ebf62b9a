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
