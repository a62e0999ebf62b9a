import AXCore
import Foundation

/// What the contrast rules measure on a drawn frame, kept by the frame it was measured on for the
/// rest of one validation (docs/validation-performance.md, "What exploration costs"): the states an exploration
/// validates, and the settings variants of one state, often draw the very same frame (a toggle's
/// model changed but not its drawing, Reduce Motion on a still scene), and measuring a frame is most
/// of judging it. Exact reuse: a measurement is a function of what its key holds (the display list,
/// compared item by item, not by a hash alone; the screen; the layout direction) and of the text
/// metrics, which one `Validator` keeps for all its work; nothing is reused from an unequal frame.
/// One instance per `Validator` call, never shared across calls; the states of one exploration are
/// judged on several threads (`Validator.jobs`), so the tables are locked. Measuring is not: two
/// threads that meet one new frame at once both measure it, to the same result, and the first
/// stored is kept. Which frames the bound lets go then depends on the threads' timing, and what is
/// found does not: a measurement is reused only for an equal frame.
final class FrameMeasurements: @unchecked Sendable {
    // @unchecked: the tables and the count are read and written only while `lock` is held.
    private let lock = NSLock()
    /// A frame as the measurements read it. Equal keys are equal frames, compared item by item; the
    /// hash is computed once, from the screen, the direction and every item, a path by its number of
    /// steps (`DisplayList.hashSummary`: hashing every item on each lookup was a sixth of validating
    /// a state, and hashing outlines point by point 1.7% of validating the catalog). Frames alike in
    /// those share a bucket and are told apart by equality.
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
            displayList.hashSummary(into: &hasher)
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

    /// The most frames each table keeps: a key holds its whole display list, and a scene whose 500
    /// states each draw their own frames under five variants kept 2,500 of them (the catalog's peak
    /// memory went from 67 to 236 MB). The frames a scene draws again are few (Exceptional Dogs: 36
    /// per variant in 150 states); past the bound the oldest frame is let go (a later equal frame is
    /// then measured again, the same way), in insertion order, so what is kept is deterministic.
    static let framesKept = 256

    /// The outlines the frames' samplers indexed, by shape (`SharedOutlines`).
    let outlines = SharedOutlines()

    /// The frames met so far, each once: `kept(_:)` hands back the first of equal frames.
    private var frames = BoundedTable<Key, Key>(capacity: framesKept)
    private var textContrasts = BoundedTable<Key, [TextContrast.Measurement]>(capacity: framesKept)
    private var controlContrasts = BoundedTable<ControlsKey, [ControlContrast]>(capacity: framesKept)

    /// How many distinct frames had their text measured: what was not reused.
    var framesMeasured: Int { lock.withLock { measuredCount } }
    private var measuredCount = 0

    /// The frame kept equal to `frame`, whose display list shares one storage with every other frame
    /// handed back for it; `frame` itself, now kept, when none is. Equal frames are compared item by
    /// item once, here: each later comparison of the two (the measurements' tables, the variants'
    /// frames, the verdicts kept across states) finds the storage shared and reads no item. Comparing
    /// equal frames again and again was 1.3% of validating the catalog.
    func kept(_ frame: Key) -> Key {
        lock.withLock {
            if let known = frames.values[frame] { return known }
            frames.keep(frame, for: frame)
            return frame
        }
    }

    /// Each text run's worst contrast on `frame`: measured by `measure` unless the frame is kept.
    func textContrasts(on frame: Key, measure: () -> [TextContrast.Measurement]) -> [TextContrast.Measurement] {
        if let known = lock.withLock({ textContrasts.values[frame] }) { return known }
        let measured = measure()
        lock.withLock {
            guard textContrasts.values[frame] == nil else { return }
            measuredCount += 1
            textContrasts.keep(measured, for: frame)
        }
        return measured
    }

    /// The contrast of each control in `controls` (their frames) on `frame`: measured by `measure`
    /// unless the pair is kept.
    func controlContrasts(on frame: Key, controls: [Rect], measure: () -> [ControlContrast]) -> [ControlContrast] {
        let key = ControlsKey(frame: frame, controls: controls)
        if let known = lock.withLock({ controlContrasts.values[key] }) { return known }
        let measured = measure()
        lock.withLock {
            if controlContrasts.values[key] == nil { controlContrasts.keep(measured, for: key) }
        }
        return measured
    }

    /// A text colour composited over what is under it, and that background: `contrast.vision` puts
    /// both through its filters.
    struct ColourPair: Hashable {
        let foreground: Color
        let background: Color
    }
    private var filteredRatios = BoundedTable<ColourPair, [Double]>(capacity: framesKept)

    /// The ratios of `pair` through `contrast.vision`'s filters, worked out by `compute` unless kept:
    /// a scene's text shows in a few colour pairs, the same in every state and variant.
    func filteredRatios(of pair: ColourPair, compute: () -> [Double]) -> [Double] {
        if let known = lock.withLock({ filteredRatios.values[pair] }) { return known }
        let ratios = compute()
        lock.withLock {
            if filteredRatios.values[pair] == nil { filteredRatios.keep(ratios, for: pair) }
        }
        return ratios
    }

}

/// Values by key, at most `capacity` of them, the oldest let go first: what the validation's shared
/// measurements keep (`FrameMeasurements`, `SharedOutlines`), bounded in insertion order so what is
/// kept is deterministic for one thread.
struct BoundedTable<K: Hashable, V> {
    private(set) var values: [K: V] = [:]
    private var order: [K] = []
    private var oldest = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Keeps `value` for `key`, which has none yet, letting the oldest go if the table is full.
    mutating func keep(_ value: V, for key: K) {
        if order.count < capacity {
            order.append(key)
        } else {
            values[order[oldest]] = nil
            order[oldest] = key
            oldest = (oldest + 1) % order.count
        }
        values[key] = value
    }
}
