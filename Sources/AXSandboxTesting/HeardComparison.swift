/// What a step was expected to make heard against what it did, laid out for a failure message:
/// the two lists side by side, differing rows marked, then the heard list as Swift source to paste
/// over the expectation when the new behaviour is right.
struct HeardComparison {
    var step: String
    var expected: [Heard]
    var heard: [Heard]

    var matches: Bool { expected == heard }

    /// The widest the expected column grows before long lines are cut with an ellipsis.
    static let columnLimit = 60

    var message: String {
        let left = expected.map(\.description)
        let right = heard.map(\.description)
        let width = min(Self.columnLimit, max("(nothing)".count, left.map(\.count).max() ?? 0))
        func cell(_ text: String) -> String {
            let fitted = text.count > width ? String(text.prefix(width - 1)) + "…" : text
            return fitted.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        var lines = ["\(step): VoiceOver did not say and play what was expected.", "",
                     "      " + cell("expected") + " │ heard"]
        for row in 0..<max(left.count, right.count) {
            let e = row < expected.count ? expected[row] : nil
            let h = row < heard.count ? heard[row] : nil
            let mark = e == h ? "    " : "  ✗ "
            lines.append(mark + "  " + cell(row < left.count ? left[row] : "(nothing)") + " │ " + (row < right.count ? right[row] : "(nothing)"))
        }
        if expected.isEmpty && heard.isEmpty { lines.append("      (nothing)") }
        lines += ["", "If what was heard is right, expect it instead:",
                  "    [" + heard.map(\.swiftSource).joined(separator: ", ") + "]"]
        return lines.joined(separator: "\n")
    }
}
