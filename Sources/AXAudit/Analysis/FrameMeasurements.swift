import AXCore

/// What the contrast rules measure on a drawn frame, kept by the frame it was measured on for the
/// rest of one validation (docs/validation.md, "What exploration costs"): the states an exploration
/// validates, and the settings variants of one state, often draw the very same frame (a toggle's
/// model changed but not its drawing, Reduce Motion on a still scene), and measuring a frame is most
/// of judging it. Exact reuse: a measurement is a function of what its key holds (the display list,
/// compared item by item, not by a hash alone; the screen; the layout direction) and of the text
/// metrics, which one `Validator` keeps for all its work; nothing is reused from an unequal frame.
/// One instance per `Validator` call, never shared across calls or threads.
final class FrameMeasurements {
    /// A frame as the measurements read it. Equal keys are equal frames, compared item by item; the
    /// hash is computed once, from the screen, the direction, the item count and at most 64 items
    /// spread over the list (hashing every item of every copy's frame on each lookup was a sixth of
    /// validating a state). Frames alike in those share a bucket and are told apart by equality.
    struct Key: Hashable {
        let displayList: DisplayList
        let screen: Rect
        let layoutDirection: LayoutDirection
        private let hash: Int

        init(displayList: DisplayList, screen: Rect, layoutDirection: LayoutDirection) {
            self.displayList = displayList; self.screen = screen; self.layoutDirection = layoutDirection
            var hasher = Hasher()
            hasher.combine(screen)
            hasher.combine(layoutDirection)
            hasher.combine(displayList.background)
            let items = displayList.items
            hasher.combine(items.count)
            for i in stride(from: 0, to: items.count, by: max(1, items.count / 64)) { hasher.combine(items[i]) }
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.screen == b.screen && a.layoutDirection == b.layoutDirection && a.displayList == b.displayList
        }
    }

    /// What `contrast.non-text` measures for one control: whether text is drawn in it, and the most
    /// visible shape inside it against what surrounds that shape.
    struct ControlContrast {
        var hasText: Bool
        var best: (ratio: Double, fore: Color, back: Color)?
    }

    /// The controls' frames on one frame: `contrast.non-text`'s measurement is a function of both.
    private struct ControlsKey: Hashable {
        var frame: Key
        var controls: [Rect]
    }

    private var textContrasts: [Key: [TextContrast.Measurement]] = [:]
    private var controlContrasts: [ControlsKey: [ControlContrast]] = [:]

    /// How many distinct frames had their text measured: what was not reused.
    var framesMeasured: Int { textContrasts.count }

    /// Each text run's worst contrast on `frame`: measured by `measure` the first time the frame is met.
    func textContrasts(on frame: Key, measure: () -> [TextContrast.Measurement]) -> [TextContrast.Measurement] {
        if let known = textContrasts[frame] { return known }
        let measured = measure()
        textContrasts[frame] = measured
        return measured
    }

    /// The contrast of each control in `controls` (their frames) on `frame`: measured by `measure`
    /// the first time the pair is met.
    func controlContrasts(on frame: Key, controls: [Rect], measure: () -> [ControlContrast]) -> [ControlContrast] {
        let key = ControlsKey(frame: frame, controls: controls)
        if let known = controlContrasts[key] { return known }
        let measured = measure()
        controlContrasts[key] = measured
        return measured
    }
}
