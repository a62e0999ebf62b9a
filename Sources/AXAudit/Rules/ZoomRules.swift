import AXCore
import AXEngine

/// A control and the text that labels it, on one row, farther apart than Zoom's region at its
/// default level: a low-vision user reading the label at 2× has panned away from the control, and
/// reading the control has lost its label ("Accessibility on iOS": Zoom users see a part of the
/// screen at a time). Its label is the static text just before it in VoiceOver's order, on the same
/// row; or, in a control drawn as one cell, its own drawn text and the drawn control (docs/vision.md#zoom).
struct ZoomLabelApartRule: Rule {
    let info = RuleInfo(
        id: .visionZoomLabelApart, area: .vision, severity: .warning,
        title: "A control and its label are farther apart than Zoom shows at once",
        explanation: "Full Screen Zoom at its default level (2×) shows half the screen's width. A control whose label (the static "
            + "text just before it in VoiceOver's order, on the same row) ends so far from it that the label's edge and the control's "
            + "first 44 points span more than that cannot be read with its label: a label at one edge and its switch at the other "
            + "(docs/vision.md#zoom). A row exposed as one element draws the same pixels: its drawn text and its drawn control "
            + "(a toggle's, an adjustable's or a valued control's) are measured alike.",
        fix: "Put the control beside its label (or the label above it): making them one element leaves the pixels, which "
            + "a Zoom user reads, as far apart.",
        reference: "W3C's Accessibility Requirements for People with Low Vision: proximity of related information (no WCAG 2.2 success criterion asks it)")

    /// The finding's headline: the span compared with the region, so the number read beside the
    /// region's width is the one that does not fit in it (the gap alone, 188 points beside a
    /// 195-point region, read as fitting).
    static func headline(_ text: String, apart: Double, span: Double, lensWidth: Double) -> String {
        "Zoomed \(Format.number(level))×, \"\(text)\" and the start of its control span \(Format.number(span)) points "
            + "(\(Format.number(apart)) apart): the region, \(Format.number(lensWidth)) points wide, cannot show both"
    }

    /// The finding's identity: the earlier headline's, which gave the gap alone, so a baseline or
    /// a SARIF alert keyed by it still matches (`Finding.measure(ofMessage:)`).
    static func measure(_ text: String, apart: Double, lensWidth: Double) -> String {
        Finding.measure(ofMessage: "Zoomed \(Format.number(level))×, \"\(text)\" is \(Format.number(apart)) points from its control: "
            + "the region, \(Format.number(lensWidth)) points wide, cannot show both")
    }

    /// The magnification the rule measures at: the level Zoom starts at.
    static let level = ZoomSettings.defaultLevel
    /// How much of a control must show beside its label for a user to know it: Apple's minimum
    /// target (44 points), or the whole control when it is smaller.
    static let seenWidth = 44.0

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let lensWidth = subject.screen.width / Self.level
        let entries = subject.navigationOrder.entries
        guard entries.count > 1 else { return }
        var nodesByID: [String: AuditNode]?
        for index in 1..<entries.count {
            let control = entries[index].element, label = entries[index - 1].element
            guard Self.isControl(control), Self.isLabel(label) else { continue }
            let c = control.frame, l = label.frame
            // The same row: their vertical extents overlap.
            guard max(c.minY, l.minY) < min(c.maxY, l.maxY) else { continue }
            // From the label's nearer edge across the gap and the control's first `seenWidth`
            // points: the least a region must span to show the label with enough of the control
            // to know it (a wide text field beside its label is read as it starts).
            let gap = max(c.minX - l.maxX, l.minX - c.maxX)
            let reach = gap + min(c.width, Self.seenWidth)
            guard gap > 0, reach > lensWidth else { continue }
            if nodesByID == nil { nodesByID = Dictionary(subject.nodes.map { ($0.element.id, $0) }, uniquingKeysWith: { first, _ in first }) }
            let text = label.label?.string ?? label.id
            report.add(nodesByID?[control.id], Self.headline(text, apart: gap, span: reach, lensWidth: lensWidth),
                       detail: "label \"\(text)\" \(l), control \(c); label edge to the control's first \(Format.number(min(c.width, Self.seenWidth))) points \(Format.number(reach)), "
                           + "Zoom's region at \(Format.number(Self.level))× \(Format.number(lensWidth)) points wide",
                       measure: Self.measure(text, apart: gap, lensWidth: lensWidth))
        }
        checkCells(subject, lensWidth: lensWidth, report: &report)
    }

    /// The same pixels as one element: a settings row exposed as one cell (a switch with its label,
    /// a slider with its name) draws its label at one edge and its control at the other just as a
    /// separate label and switch do, and Zoom shows the user pixels, not elements. Asked of
    /// controls that show a state apart from their label (a toggle, an adjustable, one with a value)
    /// and are wider than the region: their own drawing's text is the label, and the drawn part on
    /// its row farthest from it (with what overlaps it: a thumb on its track) the control.
    private func checkCells(_ subject: AuditSubject, lensWidth: Double, report: inout FindingSink) {
        let cells = subject.interactive.filter {
            $0.element.frame.width > lensWidth
                && (!$0.element.traits.isDisjoint(with: [.toggleButton, .adjustable]) || !($0.element.value?.string ?? "").isEmpty)
        }
        guard !cells.isEmpty else { return }
        let drawings = subject.drawnItems(ofElements: Set(cells.map(\.element.id)))
        for node in cells {
            guard let drawing = drawings[node.element.id] else { continue }
            var words: Rect?
            var parts: [Rect] = []
            for item in drawing.items {
                if case .text(let run) = item.command {
                    guard !run.string.allSatisfy(\.isWhitespace) else { continue }
                    let drawn = item.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
                    words = words.map { $0.union(drawn) } ?? drawn
                } else if let bounds = item.drawnBounds, bounds.width < lensWidth {
                    // The row's own background and separators span it; a control's marks do not.
                    parts.append(bounds)
                }
            }
            guard let l = words else { continue }
            // On the words' row, as a separate label must be: a slider under its name is not apart from it.
            parts = parts.filter { max($0.minY, l.minY) < min($0.maxY, l.maxY) }
            func gap(_ c: Rect) -> Double { max(c.minX - l.maxX, l.minX - c.maxX) }
            guard let farthest = parts.max(by: { gap($0) < gap($1) }), gap(farthest) > 0 else { continue }
            let c = parts.filter { $0.intersects(farthest) }.reduce(farthest) { $0.union($1) }
            let apart = gap(c), reach = apart + min(c.width, Self.seenWidth)
            guard apart > 0, reach > lensWidth else { continue }
            let text = node.element.label?.string ?? node.element.id
            report.add(node, Self.headline(text, apart: apart, span: reach, lensWidth: lensWidth),
                       detail: "one element \(node.element.frame): its label drawn at \(l), its control at \(c); label edge to the control's first "
                           + "\(Format.number(min(c.width, Self.seenWidth))) points \(Format.number(reach)), Zoom's region at \(Format.number(Self.level))× "
                           + "\(Format.number(lensWidth)) points wide",
                       measure: Self.measure(text, apart: apart, lensWidth: lensWidth))
        }
    }

    /// Something a user acts on.
    static func isControl(_ element: AccessibilityElement) -> Bool {
        !element.traits.isDisjoint(with: .interactive) || element.onActivate != nil || element.hasActions
    }

    /// Static text that names what follows it: not a control, a header or an image, with words.
    static func isLabel(_ element: AccessibilityElement) -> Bool {
        guard !isControl(element), element.traits.isDisjoint(with: [.header, .image]) else { return false }
        return !(element.label?.string ?? "").isEmpty
    }
}
