import AXCore

extension CapturedCut {
    /// What is said of an element whose texts a capture cut, once for `inspect`, the window's
    /// inspector and validation: which text, as read, and that VoiceOver reads more. The speech
    /// itself stays what VoiceOver says of the text held (the dots are a pause, no word), so a
    /// trace records speech, not a note; nil when nothing was cut.
    public static func note(on element: AccessibilityElement) -> String? {
        let cut = element.cutByCapture
        var parts: [String] = []
        if cut.contains(.label), let label = element.label?.string {
            parts.append("its label \"\(label)\" is made of a value printed cut")
        }
        if cut.contains(.value), let value = element.value?.string {
            parts.append("its value \"\(value)\" was printed cut")
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: " and ") + ": XCUITest ends a long value it prints with \"\(marker)\"; "
            + "VoiceOver reads the whole text, which the capture does not hold"
    }
}
