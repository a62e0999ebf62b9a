import AXCore

/// A renderer-independent estimate of how much room text takes, so scenes can lay out text that
/// grows with the content size without clipping. Deliberately generous (0.58 em per character,
/// 1.25 em per line) so a real font fits in the space it reserves.
enum TextMeasure {
    static let averageAdvance = 0.58
    static let lineHeight = 1.25

    /// Estimated width of `string` on one line.
    static func width(of string: String, size: Double) -> Double {
        Double(string.count) * size * averageAdvance
    }

    /// Lines needed to wrap `string` at word boundaries within `width`.
    static func lines(of string: String, size: Double, width: Double) -> Int {
        let maxChars = max(1, Int(width / (size * averageAdvance)))
        var lines = 1, current = 0
        for word in string.split(separator: " ") {
            let length = word.count
            if current == 0 {
                current = length
            } else if current + 1 + length <= maxChars {
                current += 1 + length
            } else {
                lines += 1
                current = length
            }
            // A word longer than a line breaks across lines.
            while current > maxChars {
                lines += 1
                current -= maxChars
            }
        }
        return lines
    }

    /// Height of `string` wrapped within `width`.
    static func height(of string: String, size: Double, width: Double) -> Double {
        Double(lines(of: string, size: size, width: width)) * size * lineHeight
    }
}
