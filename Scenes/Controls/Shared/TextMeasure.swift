import AXCore

/// Layout helpers over Core's renderer-independent text estimate (`EstimatedTextMetrics`, the same
/// model validation checks clipping with), so text that grows with the content size gets the room
/// it needs.
enum TextMeasure {
    static let metrics = EstimatedTextMetrics()

    static func lineHeight(size: Double) -> Double { metrics.lineHeight(size: size) }

    /// Estimated width of `string` on one line.
    static func width(of string: String, size: Double, weight: FontWeight) -> Double {
        metrics.width(of: string, size: size, weight: weight)
    }

    /// Height of `string` wrapped within `width`, with a point to spare.
    static func height(of string: String, size: Double, weight: FontWeight, width: Double) -> Double {
        let lines = width.isFinite ? metrics.lineCount(of: string, size: size, weight: weight, width: width) : 1
        return Double(lines) * metrics.lineHeight(size: size) + 1
    }

    // Weight-less forms, used by scenes that lay out without a weight (the seed apps): they measure
    // as bold, the widest case, and space lines 1.25 em apart rather than the metrics' 1.2 em, so
    // the room they reserve fits whatever weight is drawn.

    /// Line spacing, in ems, for layouts that reserve whole lines.
    static let lineHeight = 1.25

    static func width(of string: String, size: Double) -> Double {
        metrics.width(of: string, size: size, weight: .bold)
    }

    static func lines(of string: String, size: Double, width: Double) -> Int {
        metrics.lineCount(of: string, size: size, weight: .bold, width: width)
    }

    static func height(of string: String, size: Double, width: Double) -> Double {
        Double(lines(of: string, size: size, width: width)) * size * lineHeight
    }

    /// The largest size up to `size` at which `string` fits on one line of `width` (width grows
    /// in proportion to size), measured with the font that draws it (`BundledFontMetrics`): text
    /// shrunk to fit must fit the real glyphs, not an average advance ("C4" on a piano key).
    static func fitting(_ string: String, size: Double, weight: FontWeight, width: Double) -> Double {
        let perPoint = BundledFontMetrics().width(of: string, size: size, weight: weight) / size
        return perPoint > 0 ? min(size, width / perPoint - 0.01) : size
    }
}
