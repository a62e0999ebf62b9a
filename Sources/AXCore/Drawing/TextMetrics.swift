/// Measures text so layout and validation can tell whether it fits its box. The SDL layer measures
/// with the real font; `EstimatedTextMetrics` is the renderer-independent fallback that scenes lay
/// out with (deliberately generous, so the real font fits in the room it reserves).
public protocol TextMetrics {
    /// Width of `string` on one line.
    func width(of string: String, size: Double, weight: FontWeight) -> Double
    /// Distance between baselines.
    func lineHeight(size: Double) -> Double
}

extension TextMetrics {
    /// Lines needed to wrap `string` at word boundaries within `width` (a word longer than a line
    /// breaks across lines).
    public func lineCount(of string: String, size: Double, weight: FontWeight, width: Double) -> Int {
        guard width > 0 else { return Int.max }
        var lines = 1
        var current = 0.0
        let space = self.width(of: " ", size: size, weight: weight)
        for word in string.split(separator: " ", omittingEmptySubsequences: true) {
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

    /// The size `run` needs: one line, or wrapped within its box's width.
    public func size(of run: TextRun) -> Size {
        if run.wraps {
            let lines = lineCount(of: run.string, size: run.size, weight: run.weight, width: run.box.width)
            return Size(run.box.width, Double(lines) * lineHeight(size: run.size))
        }
        return Size(width(of: run.string, size: run.size, weight: run.weight), lineHeight(size: run.size))
    }

    /// Where a text run's glyphs lie inside its box, by its alignment and measured size (from the
    /// box's top): what contrast and label rules sample, and what overlay badges keep clear of.
    public func extent(of run: TextRun) -> Rect {
        let size = size(of: run)
        let width = min(size.width, run.box.width), height = min(size.height, run.box.height)
        let x: Double
        switch run.alignment {
        case .leading: x = run.box.minX
        case .center: x = run.box.midX - width / 2
        case .trailing: x = run.box.maxX - width
        }
        return Rect(x: x, y: run.box.minY, width: max(1, width), height: max(1, height))
    }

    /// Whether `run` overflows its box (the text would be clipped or truncated).
    public func isClipped(_ run: TextRun) -> Bool {
        let needed = size(of: run)
        return needed.width > run.box.width + 0.5 || needed.height > run.box.height + 0.5
    }
}

/// Average-advance estimate: 0.55 em per character (0.6 for bold), lines 1.2 em apart.
public struct EstimatedTextMetrics: TextMetrics {
    /// The estimate, which needs no font.
    public init() {}

    /// The estimated width of `string` on one line.
    public func width(of string: String, size: Double, weight: FontWeight) -> Double {
        Double(string.count) * size * (weight.isBold ? 0.6 : 0.55)
    }

    /// The estimated distance between baselines: 1.2 em.
    public func lineHeight(size: Double) -> Double { size * 1.2 }
}
