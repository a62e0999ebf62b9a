import AXCore

/// Text must fit its box at the largest accessibility size (AX5).
struct ClippedTextRule: Rule {
    let info = RuleInfo(
        id: "text.clipped", area: .text, kind: .frame, severity: .error,
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
            report.add(textAt: shown,
                       "Text \"\(run.string)\" does not fit its box at AX5",
                       detail: "needs \(needed) pt at \(Format.number(run.size)) pt, box is \(run.box.size)")
        }
    }
}

/// Text that stays the same size whatever the content size setting. An error, as Apple's Dynamic
/// Type audit fails it.
struct FixedSizeTextRule: Rule {
    let info = RuleInfo(
        id: "text.not-scaling", area: .text, kind: .frame, severity: .error,
        title: "Text does not grow with the content size",
        explanation: "Compares each text run at the default size with the same run at AX5; text that keeps its size ignores Dynamic Type.",
        fix: "Size text with a text style (settings.pointSize(.body)) or scale fixed sizes with DynamicType.scaled.",
        reference: "Apple dynamic type")

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
                  reported.insert(run.string).inserted else { continue }
            report.add(textAt: shown, "Text \"\(run.string)\" stays \(Format.number(run.size)) pt at AX5",
                       detail: "\(Format.number(before)) pt at the default size, \(Format.number(run.size)) pt at AX5")
        }
    }
}
