import AXCore

/// Text must fit its box at the largest accessibility size (AX5).
struct ClippedTextRule: Rule {
    let info = RuleInfo(
        id: .textClipped, area: .text, kind: .frame, severity: .error,
        title: "Text clipped at the largest content size",
        explanation: "At content size AX5, text that no longer fits its box, measured with the font the renderer draws with, is cut off or truncated; the user loses words.",
        fix: "Let the text wrap, grow its container with the content size, or move to a vertical layout at accessibility sizes.",
        reference: "Apple text clipped")

    func applies(to settings: Settings) -> Bool { settings.contentSize == .largest }

    /// The room the renderer's font takes: text that fits an estimate can still be cut off by it.
    private static let font = BundledFontMetrics()

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // The words and their boxes, not their colours: a state that only recolours finds the same.
        for drawnRun in subject.drawnText.runs {
            let run = drawnRun.run
            let metrics: TextMetrics = subject.metrics.isClipped(run) ? subject.metrics : Self.font
            guard metrics.isClipped(run) else { continue }
            // Named by where its words show: text placed at a point has a box to the screen's edge,
            // and a run a scroll area cuts is judged by its part inside the clip (a row scrolled out
            // of view was charged to the title above the list, or to the screen).
            let drawn = drawnRun.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            guard let shown = TextContrast.visible(drawn, clip: drawnRun.clip, screen: subject.screen) else { continue }
            let needed = metrics.size(of: run)
            report.add(textAt: shown, drawnAt: drawnRun.index,
                       "Text \"\(run.string)\" does not fit its box at AX5",
                       detail: "needs \(needed) pt at \(Format.number(run.size)) pt, box is \(run.box.size)")
        }
    }
}

/// Text that grows at AX5 under something drawn after it: a layout that places its views at fixed
/// points lets a grown title run under the list below it, and the words are lost under the rows.
/// And text an opaque fill drawn after it hides at the default size: words no sighted user can
/// read, that VoiceOver still speaks and a Voice Control user cannot say.
///
/// Decision: at AX5, judged against the same state drawn at the default content size, run by run
/// (matched by their words, in drawing order), so a design that draws over text at every size (a
/// badge on a corner) is not charged to Dynamic Type; `text.clipped` judges text cut by its own
/// box, this rule text hidden by its neighbours. At the default size, only a fill that hides half
/// the words or more, by itself, is reported: a badge on a corner, a caret, another run's words or a
/// separator grazing them leave the words readable, and a panel (a sheet, an alert, a pushed screen:
/// an eighth of the screen or more) is drawn over the screen beneath on purpose. Judged once, with
/// no other setting on, as `text.not-bold` is: recolouring variants draw the same fills.
struct OverdrawnTextRule: Rule {
    let info = RuleInfo(
        id: .textOverdrawn, area: .text, kind: .frame, severity: .error,
        title: "Text drawn over, or drawn over at the largest content size",
        explanation: "Text that something drawn after it paints over is partly or wholly hidden. At the default content size, text half of whose words or more an opaque fill drawn after it hides, by itself, cannot be read (a bar drawn over a row's title): VoiceOver still speaks it, but a sighted user does not see it and a Voice Control user cannot say it. At content size AX5, text that something drawn after it paints over, where it did not at the default size, is partly hidden: a layout that places its views at fixed points lets grown text run under its neighbours (a large title under the list below it); there an opaque fill (the next row's background) or another run's words count, where they meet the words by 3 pt or more each way. A fill an eighth of the screen or more, opaque or not, is a panel (a sheet, an alert, the dimming under them) drawn over the screen beneath on purpose: it paints over nothing here, and the words it is drawn over, the screen's beneath, are not judged. Runs are matched between the two sizes by their words, in drawing order.",
        fix: "Draw nothing opaque over text (move the drawing, or draw it before the text); for text hidden at AX5 only, lay the views out in a stack that grows with the content size (a column whose rows take their text's height), or move to a vertical layout at accessibility sizes.",
        reference: "Apple dynamic type, WCAG 1.4.4")

    func applies(to settings: Settings) -> Bool {
        settings.contentSize == .largest
            || (settings.contentSize == .default && !settings.boldText && !settings.increaseContrast && !settings.reduceTransparency
                && !settings.reduceMotion)
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        let current = TextOverdraw(subject.displayList, clips: subject.frameClips, metrics: subject.metrics,
                                   direction: subject.layoutDirection, screen: subject.screen)
        // Most frames draw over no text: the settings are read, and the default size drawn, only for those that do.
        guard current.runs.contains(where: { $0.overdrawnBy != nil }) else { return }
        guard subject.settings.contentSize != .default else {
            for run in current.runs {
                guard let fill = run.hiddenBy else { continue }
                report.add(textAt: run.shown, drawnAt: run.index, "Text \"\(run.string)\" is hidden under an opaque fill",
                           detail: "an opaque fill at \(fill) is drawn over its words at \(run.shown)")
            }
            return
        }
        let defaults = subject.defaultSizeFrame
        let before = TextOverdraw(defaults, clips: defaults.clips, metrics: subject.metrics,
                                  direction: subject.layoutDirection, screen: subject.screen)
        var wasOverdrawn: [String: [Bool]] = [:]
        for run in before.runs { wasOverdrawn[run.string, default: []].append(run.overdrawnBy != nil) }
        var seen: [String: Int] = [:]
        for run in current.runs {
            let occurrence = seen[run.string, default: 0]
            seen[run.string] = occurrence + 1
            guard let painter = run.overdrawnBy, let earlier = wasOverdrawn[run.string],
                  occurrence < earlier.count, !earlier[occurrence] else { continue }
            let what: String
            switch painter {
            case .fill(let rect): what = "an opaque fill at \(rect)"
            case .text(let words): what = "the text \"\(words)\""
            }
            report.add(textAt: run.shown, drawnAt: run.index, "Text \"\(run.string)\" is drawn over at AX5",
                       detail: "\(what) is drawn over its words at AX5, not at the default size")
        }
    }
}

/// Text that stays the same size whatever the content size setting. An error, as Apple's Dynamic
/// Type audit fails it.
///
/// Decision: the Large Content Viewer. Apple's UILargeContentViewerInteraction documentation: rely
/// on it "only in situations where items must remain small due to unavoidable design constraints.
/// For example, buttons in a tab bar remain small"; UIKit's own bars show it by default, and a
/// custom control opts in (`showsLargeContentViewer`, with `largeContentTitle` or
/// `largeContentImage`, which are nil for any view that is not UIKit's). Text that keeps its size in
/// an element that shows the viewer with something in it passes inside a bar (the element or an
/// ancestor is a tab bar, by trait or container type) and is a warning elsewhere (the viewer stands
/// in for Dynamic Type only where the item cannot grow); an element that shows the viewer with no
/// title and no image shows an empty one, and its text is reported as any other. Every element
/// here is custom-drawn: a container of type `tabBar` is what a custom bar declares to VoiceOver,
/// not UIKit's UITabBar, so it shows no viewer unless it says so. `text.clipped` judges the text
/// whatever the viewer: words cut off at their own size are lost to everyone who does not long press.
struct FixedSizeTextRule: Rule {
    let info = RuleInfo(
        id: .textNotScaling, area: .text, kind: .frame, severity: .error,
        title: "Text does not grow with the content size",
        explanation: "Compares each text run at the default size with the same run at AX5; text that keeps its size ignores Dynamic Type. "
            + "Text of an element that shows the Large Content Viewer (showsLargeContentViewer with a largeContentTitle or largeContentImage: "
            + "a long press shows it large at accessibility sizes) passes inside a tab bar, where Apple sanctions items that stay small, "
            + "and is a warning elsewhere; one that shows the viewer with no title and no image shows an empty viewer, and is reported as if it showed none.",
        fix: "Size text with a text style (settings.pointSize(.body)) or scale fixed sizes with DynamicType.scaled. "
            + "An item of a bar that must stay small (a tab bar's button) may keep its size and show the Large Content Viewer instead: "
            + "showsLargeContentViewer with a largeContentTitle.",
        reference: "Apple dynamic type")

    /// Whether `node` or one of its ancestors is a tab bar, by trait or container type: where Apple
    /// sanctions items that stay small and show the Large Content Viewer.
    static func isInBar(_ node: AuditNode) -> Bool {
        sequence(first: node, next: \.parent).contains { $0.element.isTabBar }
    }

    func applies(to settings: Settings) -> Bool { settings.contentSize == .largest }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // The subject's frame first: it is drawn on first use, and must not follow a draw at other settings.
        let current = subject.drawnText
        let baseline = subject.defaultSizeFrame
        var sizes: [String: Double] = [:]
        for (run, _) in baseline.textRuns where sizes[run.string] == nil { sizes[run.string] = run.size }
        var reported = Set<String>()
        for drawnRun in current.runs {
            let run = drawnRun.run
            guard let before = sizes[run.string], run.size <= before, run.string.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            // Judged where it shows, on screen and inside its clips: a row scrolled out of a list's
            // view was reported on the screen, below the list, as well as on its row once scrolled in.
            let drawn = drawnRun.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            guard let shown = TextContrast.visible(drawn, clip: drawnRun.clip, screen: subject.screen),
                  !reported.contains(run.string) else { continue }
            let sizes = "\(Format.number(before)) pt at the default size, \(Format.number(run.size)) pt at AX5"
            // The Large Content Viewer (the type's decision): asked only of text that keeps its size.
            var severity: Severity?
            var viewer = ""
            var fix: String?
            if let owner = subject.textOwner(of: shown, drawnAt: drawnRun.index), owner.element.showsLargeContentViewer {
                if !owner.element.showsLargeContent {
                    viewer = "; it shows the Large Content Viewer with no largeContentTitle and no largeContentImage: the viewer is empty"
                    fix = "Give the element a largeContentTitle (the words it draws) or a largeContentImage: a custom control's are nil, so its Large Content Viewer shows nothing."
                } else if Self.isInBar(owner) {
                    continue
                } else {
                    severity = .warning
                    viewer = "; it shows the Large Content Viewer, which stands in for Dynamic Type only for items that must stay small, such as a tab bar's"
                }
            }
            reported.insert(run.string)
            report.add(textAt: shown, drawnAt: drawnRun.index, "Text \"\(run.string)\" stays \(Format.number(run.size)) pt at AX5",
                       detail: sizes + viewer, severity: severity, fix: fix)
        }
    }
}

/// “Accessibility on iOS” (WWDC 2014): HelloGoodbye's text, set in Avenir-Light, stayed light under
/// Bold Text. The system font gets heavier by itself; a face the app picks needs a heavier one
/// picked when the setting is on, the talk's first fix.
///
/// Decision: judged on the variant drawn with the default content size and no other setting on,
/// against the same state drawn under Bold Text, so the default matrix (which has no Bold Text
/// variant) judges it too, at the cost of one more drawing per state. Text at a weight Bold Text
/// keeps (bold and heavy: `FontWeight.boldTextVariant`) cannot get heavier, and passes.
struct BoldTextRule: Rule {
    let info = RuleInfo(
        id: .textNotBold, area: .text, kind: .frame, severity: .warning,
        title: "Text does not get heavier under Bold Text",
        explanation: "Compares each text run as drawn with the same run under Bold Text; text that keeps its weight ignores the setting, which people turn on because thin text is hard to read (the WWDC 2014 talk's HelloGoodbye, set in a light custom face). Bold and heavy text, which Bold Text leaves as they are, passes.",
        fix: "Draw text in a weight that follows the setting (settings.weight(.regular), a text style), or pick a heavier face when Bold Text is on (UIAccessibility.isBoldTextEnabled).",
        reference: "seed 001")

    func applies(to settings: Settings) -> Bool {
        !settings.boldText && settings.contentSize == .default && !settings.increaseContrast && !settings.reduceTransparency
            && !settings.reduceMotion
    }

    func check(_ subject: AuditSubject, report: inout FindingSink) {
        // The subject's frame first: it is drawn on first use, and must not follow a draw at other settings.
        let current = subject.drawnText
        // Each string's runs under Bold Text, where they are drawn: a run is compared with the
        // nearest of its words (HelloGoodbye draws its name in the logo and in the bar).
        var bold: [String: [(origin: Point, weight: FontWeight)]] = [:]
        for (run, transform) in subject.boldTextFrame.textRuns { bold[run.string, default: []].append((transform.apply(run.box).origin, run.weight)) }
        func weightUnderBold(_ run: TextRun, at origin: Point) -> FontWeight? {
            bold[run.string]?.min { $0.origin.distance(to: origin) < $1.origin.distance(to: origin) }?.weight
        }
        // One finding per element, whose first such text names it: a field's words change as they
        // are typed, and each state's words were a finding of their own. Text of no element is
        // one finding per text.
        var reported = Set<String>()
        for drawnRun in current.runs {
            let run = drawnRun.run
            // A weight Bold Text keeps (bold, heavy: the system has no heavier face for them) passes.
            guard run.weight.boldTextVariant > run.weight, let under = weightUnderBold(run, at: drawnRun.transform.apply(run.box).origin),
                  under <= run.weight,
                  run.string.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            // Judged where it shows, on screen and inside its clips, as text.not-scaling is.
            let drawn = drawnRun.transform.apply(subject.metrics.extent(of: run, direction: subject.layoutDirection))
            guard let shown = TextContrast.visible(drawn, clip: drawnRun.clip, screen: subject.screen) else { continue }
            let owner = TextContrast.owner(of: shown, in: subject)
            guard reported.insert(owner.map { "element " + $0.element.id } ?? "text " + run.string).inserted else { continue }
            report.add(owner, "Text \"\(run.string)\" stays \(run.weight.rawValue) under Bold Text",
                       detail: "\(run.weight.rawValue) as drawn, \(under.rawValue) under Bold Text", measure: owner == nil ? run.string : "weight",
                       at: shown)
        }
    }
}
