import AXCore

/// A renderer-independent estimate of how much room text takes, so scenes can lay out text that
/// grows with the content size without clipping: the same average-advance model validation checks
/// text against (0.55 em per character, 0.6 em when bold; lines 1.2 em apart), with wrapping at
/// word boundaries.
enum TextMeasure {
    static let lineHeight = 1.2

    static func advance(_ weight: FontWeight) -> Double { weight.isBold ? 0.6 : 0.55 }

    /// Estimated width of `string` on one line.
    static func width(of string: String, size: Double, weight: FontWeight) -> Double {
        Double(string.count) * size * advance(weight)
    }

    /// Lines needed to wrap `string` at word boundaries within `width` (a word longer than a line
    /// breaks across lines).
    static func lines(of string: String, size: Double, weight: FontWeight, width: Double) -> Int {
        guard width > 0 else { return Int.max }
        let space = self.width(of: " ", size: size, weight: weight)
        var lines = 1
        var current = 0.0
        for word in string.split(separator: " ") {
            var w = self.width(of: String(word), size: size, weight: weight)
            if current == 0 {
                current = w
            } else if current + space + w <= width {
                current += space + w
            } else {
                lines += 1
                current = w
            }
            while current > width, w > width {
                lines += 1
                current -= width
                w -= width
            }
        }
        return lines
    }

    /// Height of `string` wrapped within `width`, with a point to spare.
    static func height(of string: String, size: Double, weight: FontWeight, width: Double) -> Double {
        Double(lines(of: string, size: size, weight: weight, width: width)) * size * lineHeight + 1
    }

    /// The largest size up to `size` at which `string` fits on one line of `width`.
    static func fitting(_ string: String, size: Double, weight: FontWeight, width: Double) -> Double {
        min(size, width / (Double(max(1, string.count)) * advance(weight)) - 0.01)
    }
}
