import AXCore

/// Contrast inside an element's frame, measured on a screenshot's pixels (an imported screen has no
/// text runs or shapes to read): the most common colour is the background, and the foreground is
/// the colour furthest from it in contrast among those covering a noticeable share of the frame
/// (anti-aliased edge pixels, each a little different, never do). docs/import.md explains the limits.
enum ScreenshotContrast {
    struct Measurement {
        var foreground: Color
        var background: Color
        var ratio: Double
    }

    /// A colour must cover this share of the frame's pixels to count as the foreground.
    static let minimumShare = 0.005

    static func measure(_ frame: Rect, in screenshot: Screenshot) -> Measurement? {
        let colors = screenshot.pixelColors(in: frame)
        guard colors.count >= 16 else { return nil }
        // Bins of 4 bits a channel: a flat colour stays in one bin despite compression noise.
        // Each bin's colour is the mean of its pixels, so near colours sharing a bin blend fairly.
        var bins: [Int: (count: Int, red: Double, green: Double, blue: Double)] = [:]
        for c in colors {
            let key = Int(c.red * 15.999) << 8 | Int(c.green * 15.999) << 4 | Int(c.blue * 15.999)
            let old = bins[key] ?? (0, 0, 0, 0)
            bins[key] = (old.count + 1, old.red + c.red, old.green + c.green, old.blue + c.blue)
        }
        let ranked = bins.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
            .map { (count: $0.value.count, color: Color(red: $0.value.red / Double($0.value.count),
                                                         green: $0.value.green / Double($0.value.count),
                                                         blue: $0.value.blue / Double($0.value.count))) }
        guard let background = ranked.first?.color else { return nil }
        let threshold = max(4, Int(Double(colors.count) * minimumShare))
        var best: Measurement?
        for bin in ranked.dropFirst() where bin.count >= threshold {
            let ratio = Contrast.ratio(bin.color, background)
            if best == nil || ratio > best!.ratio { best = Measurement(foreground: bin.color, background: background, ratio: ratio) }
        }
        return best
    }

    static func describe(_ m: Measurement, required: String) -> String {
        "contrast \(String(format: "%.2f", m.ratio)):1 (\(m.foreground.hexString) on \(m.background.hexString), measured on the screenshot's pixels in the element's frame); required \(required)"
    }
}

extension TextContrastRule: ScreenshotRule {
    /// Elements that show a label (not images): below 3:1 fails whatever the size; from 3:1 to 4.5:1
    /// is a warning, since large text needs only 3:1 and the import does not say how large it is.
    /// Dimmed elements are exempt, as WCAG exempts inactive controls.
    func check(_ subject: AuditSubject, screenshot: Screenshot, pixels: RasterImage, report: inout FindingSink) {
        for node in subject.focusable where !(node.element.label?.string ?? "").isEmpty && !node.element.traits.contains(.image)
            && !node.element.traits.contains(.notEnabled) {
            guard let m = ScreenshotContrast.measure(node.element.frame, in: screenshot), m.ratio < 4.5 else { continue }
            report.add(node, "Text of \"\(node.element.label!.string)\" has contrast \(String(format: "%.2f", m.ratio)):1 in the screenshot",
                       detail: ScreenshotContrast.describe(m, required: "4.5:1, or 3:1 for large text (its size is not in the import)"),
                       severity: m.ratio < 3 ? .error : .warning)
        }
    }
}

extension NonTextContrastRule: ScreenshotRule {
    /// Interactive elements without a label to read (icons, images): their most visible colour
    /// against the background, 3:1 required.
    func check(_ subject: AuditSubject, screenshot: Screenshot, pixels: RasterImage, report: inout FindingSink) {
        for node in subject.interactive where ((node.element.label?.string ?? "").isEmpty || node.element.traits.contains(.image))
            && !node.element.traits.contains(.notEnabled) {
            guard let m = ScreenshotContrast.measure(node.element.frame, in: screenshot), m.ratio < Contrast.nonTextRatio else { continue }
            report.add(node, "Control \"\(node.element.label?.string ?? node.element.id)\" stands out at only \(String(format: "%.2f", m.ratio)):1 in the screenshot",
                       detail: ScreenshotContrast.describe(m, required: "3:1"))
        }
    }
}
