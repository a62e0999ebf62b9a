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

    /// What an element's frame shows in a screenshot.
    enum Reading {
        /// Too little of the frame lies on the screenshot to tell (off the screen, a sliver).
        case tooSmall
        /// One colour: no second colour covers `minimumShare` of the frame, so no text or icon shows.
        case oneColour
        /// A foreground against the background, measured.
        case measured(Measurement)
    }

    static func measure(_ frame: Rect, in screenshot: Screenshot) -> Measurement? {
        if case .measured(let m) = read(frame, in: screenshot) { return m }
        return nil
    }

    static func read(_ frame: Rect, in screenshot: Screenshot) -> Reading {
        let colors = screenshot.pixelColors(in: frame)
        guard colors.count >= 16 else { return .tooSmall }
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
        guard let background = ranked.first?.color else { return .tooSmall }
        let threshold = max(4, Int(Double(colors.count) * minimumShare))
        var best: Measurement?
        for bin in ranked.dropFirst() where bin.count >= threshold {
            let ratio = Contrast.ratio(bin.color, background)
            if best == nil || ratio > best!.ratio { best = Measurement(foreground: bin.color, background: background, ratio: ratio) }
        }
        return best.map { .measured($0) } ?? .oneColour
    }

    /// How many of the elements VoiceOver reaches that lie on the screenshot show one colour there
    /// (no text, no icon), of how many lie on it; nil when most of them do not. A screenshot of the
    /// captured screen shows something in nearly every element's frame: one that shows nothing in
    /// most (a blank frame taken before the app drew, a launch screen, another screen's picture
    /// beside the file) is not the screen the hierarchy describes, and what it measures would be
    /// passed as contrast that was never seen (docs/import.md, "The screenshot").
    static func mismatch(_ subject: AuditSubject, _ screenshot: Screenshot) -> (blank: Int, shown: Int)? {
        var blank = 0, shown = 0
        for node in subject.focusable where shows(node) {
            switch read(node.element.frame, in: screenshot) {
            case .tooSmall: continue
            case .oneColour: blank += 1; shown += 1
            case .measured: shown += 1
            }
        }
        return blank * 2 > shown ? (blank, shown) : nil
    }

    /// Whether the screenshot is where `node` is seen: not an element the system provides (iOS
    /// hides its scroll indicator while nothing scrolls, and no rule judges it), nor a row scrolled
    /// out of an imported list (its captured frame lies over a header or past the screen).
    static func shows(_ node: AuditNode) -> Bool {
        node.element.systemElement == nil && !node.isScrolledOutOfView
    }

    /// The elements of `nodes` whose frame the screenshot shows in one colour, no text or icon: a
    /// colour rule cannot judge them (their text is invisible, or the screenshot is not of this
    /// moment), so it says so instead of passing them.
    static func unmeasured(_ nodes: [AuditNode], in screenshot: Screenshot) -> [AuditNode] {
        nodes.filter { node in
            guard shows(node), case .oneColour = read(node.element.frame, in: screenshot) else { return false }
            return true
        }
    }

    static func describe(_ m: Measurement, required: String) -> String {
        "contrast \(String(format: "%.2f", m.ratio)):1 (\(m.foreground.hexString) on \(m.background.hexString), measured on the screenshot's pixels in the element's frame); required \(required)"
    }
}

extension TextContrastRule: ScreenshotRule {
    /// Elements that show a label (not images): below 3:1 fails whatever the size; from 3:1 to 4.5:1
    /// is a warning, since large text needs only 3:1 and the import does not say how large it is.
    /// Dimmed elements are exempt, as WCAG exempts inactive controls.
    func judged(_ subject: AuditSubject) -> [AuditNode] {
        subject.focusable.filter { node in
            !(node.element.label?.string ?? "").isEmpty && !node.element.traits.contains(.image) && !node.element.traits.contains(.notEnabled)
        }
    }

    func check(_ subject: AuditSubject, screenshot: Screenshot, pixels: RasterImage, report: inout FindingSink) {
        for node in judged(subject) {
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
    func judged(_ subject: AuditSubject) -> [AuditNode] {
        subject.interactive.filter { node in
            ((node.element.label?.string ?? "").isEmpty || node.element.traits.contains(.image)) && !node.element.traits.contains(.notEnabled)
        }
    }

    func check(_ subject: AuditSubject, screenshot: Screenshot, pixels: RasterImage, report: inout FindingSink) {
        for node in judged(subject) {
            guard let m = ScreenshotContrast.measure(node.element.frame, in: screenshot), m.ratio < Contrast.nonTextRatio else { continue }
            report.add(node, "Control \"\(node.element.label?.string ?? node.element.id)\" stands out at only \(String(format: "%.2f", m.ratio)):1 in the screenshot",
                       detail: ScreenshotContrast.describe(m, required: "3:1"))
        }
    }
}
