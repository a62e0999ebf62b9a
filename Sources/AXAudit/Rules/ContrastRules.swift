import AXCore
import AXEngine

/// Measures each text run against what is actually drawn beneath it.
enum TextContrast {
    struct Measurement {
        var run: TextRun
        var drawnBox: Rect
        var ratio: Double
        var foreground: Color
        var background: Color
        /// The worst ratio under Smart Invert, with the text and background colours seen there, where
        /// it differs from Classic Invert's: the text or something under it ignores invert colours
        /// (a caption over a spared photo is inverted, the photo is not). nil elsewhere.
        var smartInverted: (ratio: Double, foreground: Color, background: Color)? = nil
        /// The run's place in the frame's display list, which names its element at a content size
        /// other than the default (`AuditSubject.textOwner`).
        var index: Int = 0
    }

    /// The worst contrast over sample points inside each text run's glyph extent.
    static func measure(_ subject: AuditSubject) -> [Measurement] {
        let sampler = subject.frameSampler
        var results: [Measurement] = []
        let clips = subject.frameClips
        let covers = subject.opaqueCovers
        var luminances = LuminanceMemo()
        let invert = VisionFilter.classicInvert
        subject.displayList.readEachItem { index, item in
            guard case .text(let run) = item.command, run.string.contains(where: { !$0.isWhitespace }) else { return }
            let drawn = item.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            // The part that shows: on screen and inside its clips (a post's avatar scrolled under
            // the feed's edge is cut there, its circle with it, and shows nothing to measure).
            guard let box = TextContrast.visible(drawn, clip: clips[index], screen: subject.screen),
                  !covers.leaveUnreadable(box, drawnAt: index) else { return }
            let foreground = run.color.withAlpha(run.color.alpha * item.opacity)
            // A text partly under a later opaque fill (a button of a sheet over a feed's initials)
            // is judged where it shows: its points under the fill show nothing.
            let partlyHidden = covers.meets(box, drawnAfter: index)
            var worst: (Double, Color)? = nil
            var last: Color?
            for p in FrameSampler.samplePoints(in: box) where !partlyHidden || !covers.hide(p, drawnAt: index) {
                let back = sampler.color(at: p, beforeIndex: index)
                // Most points of a run lie on one background: its ratio is already weighed.
                if back == last { continue }
                last = back
                let ratio = luminances.ratio(foreground.composited(over: back), back)
                if worst == nil || ratio < worst!.0 { worst = (ratio, back) }
            }
            guard let worst else { return }
            var measurement = Measurement(run: run, drawnBox: box, ratio: worst.0, foreground: foreground, background: worst.1, index: index)
            // Under Smart Invert: the text reversed unless it is a spared view's, and what lies under
            // it as that user sees it (`FrameSampler.color(at:beforeIndex:smartInverted:)`).
            if sampler.sparesFills || item.ignoresInvertColors {
                let seenText = item.ignoresInvertColors ? foreground : invert.apply(to: foreground)
                var smart: (ratio: Double, foreground: Color, background: Color)?
                var differs = item.ignoresInvertColors
                for p in FrameSampler.samplePoints(in: box) where !partlyHidden || !covers.hide(p, drawnAt: index) {
                    let back = sampler.color(at: p, beforeIndex: index, smartInverted: true)
                    if !differs, !Self.alike(back, invert.apply(to: sampler.color(at: p, beforeIndex: index))) { differs = true }
                    let ratio = luminances.ratio(seenText.composited(over: back), back)
                    if smart == nil || ratio < smart!.ratio { smart = (ratio, seenText, back) }
                }
                if differs { measurement.smartInverted = smart }
            }
            results.append(measurement)
        }
        return results
    }

    /// Whether two colours are the same but for rounding.
    private static func alike(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
    }

    /// The part of `drawn` that shows: inside the screen and `clip`; nil when none does.
    static func visible(_ drawn: Rect, clip: Rect?, screen: Rect) -> Rect? {
        guard let onScreen = drawn.intersection(screen) else { return nil }
        guard let clip else { return onScreen }
        return onScreen.intersection(clip)
    }

    static func describe(_ m: Measurement, required: Double) -> String {
        "contrast \(String(format: "%.2f", m.ratio)):1 (text \(m.foreground.hexString) on \(m.background.hexString), "
            + "\(Format.number(m.run.size)) pt \(m.run.weight.rawValue)); required \(Format.number(required)):1"
    }

    /// The element whose frame holds the text, for naming the finding: the smallest. Text drawn on
    /// an open modal view is never an element's behind it (a lock screen's words over the gallery
    /// under it are the lock screen's, not a photo's).
    static func owner(of box: Rect, in subject: AuditSubject) -> AuditNode? {
        owner(of: box, among: subject.focusable, placeIsBehindModal: subject.placeIsBehindModal(box))
    }

    /// The same among `focusable`, the tree's focusable nodes, for text at a place that is, or is
    /// not, behind a modal view (`AuditSubject.placeIsBehindModal`): the one rule, asked of the
    /// subject's own tree or of the tree at the default size (`AuditSubject.textOwner`).
    static func owner(of box: Rect, among focusable: [AuditNode], placeIsBehindModal: Bool) -> AuditNode? {
        focusable.filter { $0.element.frame.contains(box.center) && !(!placeIsBehindModal && $0.isBehindModal) }
            .min { $0.element.frame.area < $1.element.frame.area }
    }

    /// Whether measured text `m` belongs to an inactive control (`notEnabled`, as its owner:
    /// `AuditSubject.textOwner`, at a content size other than the default the element holding it at
    /// the default size, as its finding names): WCAG 1.4.3 and 1.4.11 ask no contrast of an inactive
    /// component ("Understanding SC 1.4.3", "Inactive User Interface Components"), so a greyed-out
    /// Save button is no finding. Asked only of text that fails, as finding its owner scans the tree.
    static func isOfInactiveControl(_ m: Measurement, in subject: AuditSubject) -> Bool {
        subject.textOwner(of: m.drawnBox, drawnAt: m.index)?.element.traits.contains(.notEnabled) == true
    }
}

/// WCAG 1.4.3: text below 4.5:1 (large text below 3:1).
struct TextContrastRule: Rule {
    let info = RuleInfo(
        id: .contrastText, area: .contrast, kind: .frame, severity: .error,
        title: "Text contrast below 4.5:1 (large text below 3:1)",
        explanation: "Measured between the text colour and what is actually drawn under it, translucent layers composited. Large text is 18 pt, or 14 pt bold, "
            + "semibold counting as bold: iOS's bold system font (`boldSystemFont(ofSize:)`) is its semibold face, and Bold Text makes "
            + "regular text semibold. The text of an inactive control (notEnabled, a greyed-out button) is not judged: WCAG asks no "
            + "contrast of inactive components.",
        fix: "Darken the text or lighten its background (or the reverse) until the ratio is met; check with Increase Contrast too.",
        reference: "WCAG 1.4.3")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for m in subject.textContrasts {
            let required = Contrast.requiredTextRatio(size: m.run.size, bold: m.run.weight.isBold, enhanced: false)
            if m.ratio < required, !TextContrast.isOfInactiveControl(m, in: subject) {
                report.add(textAt: m.drawnBox, drawnAt: m.index, "Text \"\(m.run.string)\" has contrast \(String(format: "%.2f", m.ratio)):1",
                           detail: TextContrast.describe(m, required: required))
            }
        }
    }
}

/// With Increase Contrast on, WCAG 1.4.6's enhanced ratios: 7:1, large text 4.5:1.
struct EnhancedTextContrastRule: Rule {
    let info = RuleInfo(
        id: .contrastTextEnhanced, area: .contrast, kind: .frame, severity: .warning,
        title: "With Increase Contrast on, text contrast below 7:1 (large text below 4.5:1)",
        explanation: "Users who turn on Increase Contrast need the enhanced ratios of WCAG 1.4.6. An inactive control's text (notEnabled) is not judged.",
        fix: "Under Increase Contrast, draw text darker (the WWDC 2014 talk: the grey text darkens).",
        reference: "WCAG 1.4.6")

    func applies(to settings: Settings) -> Bool { settings.increaseContrast }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        for m in subject.textContrasts {
            let normal = Contrast.requiredTextRatio(size: m.run.size, bold: m.run.weight.isBold, enhanced: false)
            let required = Contrast.requiredTextRatio(size: m.run.size, bold: m.run.weight.isBold, enhanced: true)
            // Below the normal threshold is contrast.text's finding; this rule reports the gap above it.
            if m.ratio < required && m.ratio >= normal, !TextContrast.isOfInactiveControl(m, in: subject) {
                report.add(textAt: m.drawnBox, drawnAt: m.index, "Text \"\(m.run.string)\" has contrast \(String(format: "%.2f", m.ratio)):1 with Increase Contrast on",
                           detail: TextContrast.describe(m, required: required))
            }
        }
    }
}

/// WCAG 1.4.11: the shapes that make a control visible need 3:1 against what is around them.
struct NonTextContrastRule: Rule {
    let info = RuleInfo(
        id: .contrastNonText, area: .contrast, kind: .frame, severity: .warning,
        title: "Controls and icons below 3:1 against their surroundings",
        explanation: "For an interactive element without text, the most visible shape drawn inside it is compared with the colour just outside that shape. Only what shows is judged: the part of each shape inside its clips and the screen, against what is drawn just outside an edge of its own (never an edge a clip cut); a control a scroll area cuts is judged where it shows whole, once scrolled in; a control an opaque fill drawn after it covers whole (a sheet's button, a screen pushed over it) shows nothing and is not judged. An inactive control (notEnabled) is not judged: WCAG 1.4.11 excepts inactive components.",
        fix: "Give the control's shape or icon a colour with at least 3:1 against its background.",
        reference: "WCAG 1.4.11")

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // An inactive control needs no contrast (WCAG 1.4.11: "except for inactive components").
        let candidates = subject.interactive.filter { $0.element.traits.isDisjoint(with: [.allowsDirectInteraction, .notEnabled]) }
        let frames = candidates.map(\.element.frame)
        // A function of the frame and the controls' frames alone: measured once per such pair in a validation.
        let measured = subject.measurements.controlContrasts(on: subject.frameKey, controls: frames) { Self.measure(frames, in: subject) }
        for (i, node) in candidates.enumerated() where !measured[i].hasText {
            guard let b = measured[i].best, b.ratio < Contrast.nonTextRatio else { continue }
            // A control a scroll area cuts shows a sliver of itself (a photo's sky peeking in at the
            // feed's bottom edge): it is judged where it shows whole, once scrolled in.
            if Self.cutByScrolling(node, in: subject) { continue }
            report.add(node, "Control \"\(node.element.label?.string ?? node.element.id)\" stands out at only \(String(format: "%.2f", b.ratio)):1",
                       detail: "most visible shape \(b.fore.hexString) on \(b.back.hexString): \(String(format: "%.2f", b.ratio)):1; required 3:1")
        }
    }

    /// For each control's frame in `frames`, whether text is drawn in it, and for one without text
    /// its most visible shape, or, once a shape stands out at 3:1 (`Contrast.nonTextRatio`), that
    /// shape: the control then has nothing to report, and the shapes drawn in it after are not
    /// sampled (the home screen's icons are a dozen fills each, and sampling what lies under each
    /// was most of the rule). A control below 3:1 has every shape measured, so its finding names
    /// the most visible one. A control with text is not judged by the rule (its text is, by
    /// `contrast.text`), so its shapes are not measured: `best` stays nil.
    /// Only what shows is judged, as a sighted user sees it: the part of each text and shape on
    /// screen and inside its clips (a post scrolled under the feed's top edge is cut there, and its
    /// frame trimmed to the part in view, `ScrollPaging.showing`), against what is painted just
    /// outside an edge of the shape that is its own, never one its clip cut.
    static func measure(_ frames: [Rect], in subject: AuditSubject) -> [FrameMeasurements.ControlContrast] {
        var measured = [FrameMeasurements.ControlContrast](repeating: .init(hasText: false, best: nil), count: frames.count)
        // First the texts (the frame's, read once for the rules that read where its words lie),
        // which take their controls out of the rule: a home screen icon's cell holds its name, and
        // the dozen fills of each icon were sampled for nothing.
        let all = HitTestIndex(bounds: frames.map(Self.reach))
        for drawn in subject.drawnTextOfFrame.runs {
            guard let shown = TextContrast.visible(drawn.transform.apply(drawn.run.box), clip: drawn.clip, screen: subject.screen) else { continue }
            let center = shown.center
            for c in all.candidates(at: center) where frames[Int(c)].contains(center) { measured[Int(c)].hasText = true }
        }
        let judged = frames.indices.filter { !measured[$0].hasText }
        guard !judged.isEmpty else { return measured }
        measureShapes(of: judged, among: frames, into: &measured, in: subject)
        return measured
    }

    /// Where a control's text and shapes are looked for: its frame and 2 points around it.
    private static func reach(_ frame: Rect) -> Rect { frame.insetBy(dx: -2, dy: -2) }

    /// The most visible shape of each control in `judged` (indices into `frames`), into `measured`:
    /// each drawn fill and stroke is attributed to the judged controls whose frame holds the centre
    /// of its visible part, one pass over the display list with a handful of candidates per item,
    /// which stops once every judged control has a shape at 3:1.
    private static func measureShapes(of judged: [Int], among frames: [Rect], into measured: inout [FrameMeasurements.ControlContrast],
                                      in subject: AuditSubject) {
        let sampler = subject.frameSampler
        let clips = subject.frameClips
        let reaches = judged.map { Self.reach(frames[$0]) }
        let index = HitTestIndex(bounds: reaches)
        // What any judged control reaches: a shape wholly outside has no part whose centre lies in one.
        let reach = reaches.dropFirst().reduce(reaches[0]) { $0.union($1) }
        let covers = subject.opaqueCovers
        var luminances = LuminanceMemo()
        var unsettled = judged.count
        // By judged control: whether a drawing of it (a shape, or a text the fills after it leave
        // unreadable) was met yet, and whether an opaque fill drawn after its first drawing covers
        // its frame whole (a post's button under a sheet, a screen pushed over it): such a control
        // shows nothing and is not judged (`OpaqueCovers`). A fill within its reach is its own.
        var met = [Bool](repeating: false, count: judged.count), covered = met
        func firstDrawing(of c: Int, at itemIndex: Int) {
            guard !met[c] else { return }
            met[c] = true
            if let visible = frames[judged[c]].intersection(subject.screen), covers.hide(visible, drawnAt: itemIndex, ownArea: reaches[c]) {
                covered[c] = true
                unsettled -= 1
            }
        }
        subject.displayList.readEachItem { itemIndex, item in
            guard unsettled > 0 else { return }
            let shape: Shape, color: Color
            switch item.command {
            case .fill(let s, let c): shape = s; color = c
            case .stroke(let s, let c, _): shape = s; color = c
            case .text(let run):
                // Only where a control's drawing begins: its texts that show took it out of the rule.
                guard let shown = TextContrast.visible(item.transform.apply(run.box), clip: clips[itemIndex], screen: subject.screen) else { return }
                for c in index.candidates(at: shown.center) where reaches[Int(c)].contains(shown.center) { firstDrawing(of: Int(c), at: itemIndex) }
                return
            default: return
            }
            let bounds = item.transform.apply(shape.bounds)
            guard bounds.maxX >= reach.minX, bounds.minX <= reach.maxX, bounds.maxY >= reach.minY, bounds.minY <= reach.maxY,
                  let shown = TextContrast.visible(bounds, clip: clips[itemIndex], screen: subject.screen),
                  let outside = Self.pointOutside(shown, of: bounds) else { return }
            var back: Color?
            for c in index.candidates(at: shown.center) {
                let i = judged[Int(c)]
                guard reaches[Int(c)].contains(shown.center), shown.area <= frames[i].area * 1.5 else { continue }
                firstDrawing(of: Int(c), at: itemIndex)
                if covered[Int(c)] { continue }
                if let best = measured[i].best, best.ratio >= Contrast.nonTextRatio { continue }
                // What surrounds the shape: just outside it, painted before it.
                let backdrop = back ?? sampler.color(at: outside, beforeIndex: itemIndex)
                back = backdrop
                let fore = color.withAlpha(color.alpha * item.opacity).composited(over: backdrop)
                let ratio = luminances.ratio(fore, backdrop)
                if measured[i].best == nil || ratio > measured[i].best!.ratio {
                    measured[i].best = (ratio, fore, backdrop)
                    if ratio >= Contrast.nonTextRatio { unsettled -= 1 }
                }
            }
        }
    }

    /// Whether a scroll area `node` lies in cuts it: its frame runs past the area's viewport, or the
    /// area trimmed it at its top edge (a carousel's leading or trailing edge, `ScrollPaging.showing`),
    /// its whole frame in the area's content reaching beyond. The rest of it is scrolled away.
    static func cutByScrolling(_ node: AuditNode, in subject: AuditSubject) -> Bool {
        let frame = node.element.frame
        return node.ancestorIDs.contains { id in
            guard let area = subject.node(id: id)?.element, let content = area.scrollContent else { return false }
            guard area.frame.contains(frame) else { return true }
            return content.wholeFrame(of: node.element.id).map { $0 != frame } ?? false
        }
    }

    /// A point just outside an edge of a shape's visible part `shown` that is the shape's own edge
    /// (`bounds`, where nothing cut it), at the middle of that edge as it shows: the left edge first,
    /// as the rule always read it, then the right, top and bottom. Nil when every edge was cut: the
    /// shape fills all that shows of its clip and has no boundary a user can see.
    static func pointOutside(_ shown: Rect, of bounds: Rect) -> Point? {
        if shown.minX <= bounds.minX { return Point(shown.minX - 1, shown.midY) }
        if shown.maxX >= bounds.maxX { return Point(shown.maxX + 1, shown.midY) }
        if shown.minY <= bounds.minY { return Point(shown.midX, shown.minY - 1) }
        if shown.maxY >= bounds.maxY { return Point(shown.midX, shown.maxY + 1) }
        return nil
    }
}
