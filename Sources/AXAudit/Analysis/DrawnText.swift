import AXCore

/// The text a frame draws, without its colours: each run's words, box, font, alignment and
/// placement, and the clip it is drawn inside, in drawing order. What the rules that read where a
/// frame's words lie, and not how they look, judge (`label.undescribed-text`, `voice.label-in-name`,
/// `text.clipped`). A variant that only recolours the frame (Reduce Transparency, Increase Contrast)
/// draws it alike, as does a state that only recolours a switch, so their findings are taken from
/// the first judgement (`Validator.validateState`, `StateVerdicts`). Equal frames draw equal text.
struct DrawnText: Hashable {
    /// One run as drawn, its colour left out.
    struct Run: Hashable {
        /// The run with its colour set to black: the one attribute left out.
        let run: TextRun
        let transform: AffineTransform
        /// The clip it is drawn inside (`DisplayList.clips`).
        let clip: Rect?
        /// Its place in the display list: which run it is among those drawing the same words
        /// (`AuditSubject.textOwner`). Left out of equality: two frames drawing the same words in
        /// the same places draw the same text, whatever else lies between them.
        let index: Int

        static func == (a: Run, b: Run) -> Bool { a.run == b.run && a.transform == b.transform && a.clip == b.clip }

        func hash(into hasher: inout Hasher) {
            hasher.combine(run)
            hasher.combine(transform)
            hasher.combine(clip)
        }
    }

    let runs: [Run]
    /// Computed once: a text is compared with those of every earlier variant and kept state.
    private let hash: Int

    /// The text `list` draws, each run inside its clip in `clips` (`list.clips`, unless the caller
    /// worked them out already); with `covers`, not a run a later opaque fill leaves unreadable on
    /// `screen` (`OpaqueCovers.leaveUnreadable`: text under a modal panel or a sheet's button shows
    /// nothing to judge).
    init(_ list: DisplayList, clips: [Rect?]? = nil, covers: OpaqueCovers? = nil, screen: Rect? = nil) {
        let clips = clips ?? list.clips
        var runs: [Run] = []
        list.readEachItem { index, item in
            guard case .text(var run) = item.command else { return }
            if let covers, let screen, let box = item.transform.apply(run.box).intersection(screen), covers.leaveUnreadable(box, drawnAt: index) { return }
            run.color = .black
            runs.append(Run(run: run, transform: item.transform, clip: clips[index], index: index))
        }
        self.runs = runs
        var hasher = Hasher()
        hasher.combine(runs)
        hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: DrawnText, b: DrawnText) -> Bool { a.hash == b.hash && a.runs == b.runs }
}
