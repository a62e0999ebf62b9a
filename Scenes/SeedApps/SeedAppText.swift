import AXCore

/// How much room the seed apps (part 2) reserve for text: Core's estimate (the one validation
/// checks clipping with) at the bold advance, so Bold Text never needs more room than was laid out,
/// widened by `slack` because the renderer's bold face runs wider than the estimate (DejaVu Sans
/// Bold measures up to 0.68 em per character, against 0.6).
enum SeedAppText {
    static let metrics = EstimatedTextMetrics()
    static let slack = 1.15

    static func lineHeight(size: Double) -> Double { metrics.lineHeight(size: size) }

    /// Width of `string` on one line.
    static func width(of string: String, size: Double) -> Double {
        metrics.width(of: string, size: size, weight: .bold) * slack
    }

    /// Lines `string` wraps into within `width`.
    static func lines(of string: String, size: Double, width: Double) -> Int {
        metrics.lineCount(of: string, size: size, weight: .bold, width: width / slack)
    }

    /// Height of `string` wrapped within `width`, with a point to spare.
    static func height(of string: String, size: Double, width: Double) -> Double {
        Double(lines(of: string, size: size, width: width)) * lineHeight(size: size) + 1
    }

    /// The largest size up to `size` at which `string` fits one line of `width`.
    static func fitting(_ string: String, size: Double, width: Double) -> Double {
        min(size, width / max(1, self.width(of: string, size: 1)) - 0.01)
    }
}
