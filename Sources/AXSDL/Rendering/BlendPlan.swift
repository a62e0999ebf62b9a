import AXCore
import CSDL2
import Dispatch
import Glibc

/// The pixel work of one draw, in display-list order, carried out afterwards band by band.
///
/// Blending is most of a frame's cost. Recorded first, it can be split into bands of rows that do not
/// depend on each other, so every core takes a share of them (on two cores the slowest catalog frame
/// went from 3.2-4.1 to 2.6-3.5 ms), and each band stays in cache while every step touching it is
/// blended (a phone canvas at scale 2, 5 MB, does not fit). Each pixel still sees the same blends in
/// the same order, so the picture is the same, byte for byte, whatever the number of cores.
final class BlendPlan {
    /// One thing to blend, clipped to `clip` (device pixels, within the canvas).
    fileprivate struct Step {
        enum Work {
            /// Spans of one fill or stroke, in row order (the rasterizer emits them top to bottom,
            /// so both their first and their last rows never decrease): index into `lists`.
            case spans(Int)
            /// A line of text with its top-left at (x, y), its coverage scaled by `opacity`/255.
            case text(TextLineImage, x: Int, y: Int, opacity: UInt32)
            /// A vision filter over what the steps before it drew in its area, applied to each band
            /// right after them, while the band is in cache (the filter reads each pixel alone):
            /// index into `passes`. An index, not the pass, so that a step holds no reference and
            /// is copied as plain bytes: a frame adds and reads 20,000 steps or more, and copying
            /// a step that might hold one went through the runtime's copy of the enum each time.
            case filter(Int)
        }
        var work: Work
        var clip: SDL_Rect
        /// The rows it touches, within its clip (what `append` deals out to the bands).
        var rows: Range<Int> = 0..<0
    }

    /// Rows per band: 64 rows of a 780-pixel canvas are 200 KB, which stay in a core's cache while
    /// every step touching them is blended.
    static let bandRows = 64

    /// One lane per online core, at most eight.
    static var defaultLanes: Int { max(1, min(8, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    private let target: PixelTarget
    /// How many cores share the bands (1 runs everything on the caller's thread).
    let lanes: Int
    // The plan's arrays are written by its owner's thread alone, between runs, and only read by the
    // lanes during a run, so the runtime's exclusivity checks are off for them: a frame adds 10,000
    // steps or more, and the checks of each addition's accesses were 4 % of grid-10000's frame.
    @exclusivity(unchecked) private var steps: [Step] = []
    @exclusivity(unchecked) private var lists: [[PixelSpan]] = []
    @exclusivity(unchecked) private var passes: [PixelFilterPass] = []
    /// For each band, the steps touching it, in order.
    @exclusivity(unchecked) private var bands: [[Int32]]

    init(target: PixelTarget, lanes: Int) {
        self.target = target
        self.lanes = max(1, lanes)
        bands = Array(repeating: [], count: (target.height + Self.bandRows - 1) / Self.bandRows)
    }

    var isEmpty: Bool { steps.isEmpty }

    /// Adds a shape's spans (in row order, as the rasterizer emits them).
    func add(_ spans: [PixelSpan], clip: SDL_Rect) {
        guard let first = spans.first, let last = spans.last, let clip = clamped(clip) else { return }
        assert(zip(spans, spans.dropFirst()).allSatisfy { $0.y0 <= $1.y0 && $0.y1 <= $1.y1 }, "a step's spans must be in row order")
        lists.append(spans)
        append(Step(work: .spans(lists.count - 1), clip: clip), rows: Int(first.y0)..<Int(last.y1))
    }

    /// Adds a line of text drawn with its top-left at (x, y), its alpha scaled by `opacity`.
    func add(_ image: TextLineImage, x: Int, y: Int, opacity: UInt8, clip: SDL_Rect) {
        guard opacity > 0, let clip = clamped(clip) else { return }
        append(Step(work: .text(image, x: x, y: y, opacity: UInt32(opacity)), clip: clip), rows: y..<(y + image.height))
    }

    /// Adds a filter over its area, after everything added so far. The pass must have been made for
    /// at least `lanes` lanes.
    func add(_ pass: PixelFilterPass) {
        let area = pass.area
        guard let clip = clamped(SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))) else { return }
        passes.append(pass)
        append(Step(work: .filter(passes.count - 1), clip: clip), rows: area.y..<(area.y + area.height))
    }

    private func append(_ step: Step, rows: Range<Int>) {
        let top = max(rows.lowerBound, Int(step.clip.y)), bottom = min(rows.upperBound, Int(step.clip.y + step.clip.h))
        guard top < bottom else { return }
        var step = step
        step.rows = top..<bottom
        let index = Int32(steps.count)
        steps.append(step)
        for band in (top / Self.bandRows)...((bottom - 1) / Self.bandRows) { bands[band].append(index) }
    }

    // MARK: Steps recorded once, added again

    /// Steps as a draw added them, to add again exactly so when the same items are drawn the same
    /// way (`DisplayListRenderer`'s kept recordings): the spans arrays and text lines they hold stay
    /// alive with them.
    struct Recorded {
        fileprivate var steps: [Step] = []
        fileprivate var lists: [[PixelSpan]] = []
        fileprivate var passes: [PixelFilterPass] = []

        var count: Int { steps.count }
    }

    /// How many steps the plan holds: where a draw's steps start.
    var stepCount: Int { steps.count }

    /// The steps from `start` on, as added.
    func recorded(from start: Int) -> Recorded {
        var recorded = Recorded()
        recorded.steps.reserveCapacity(steps.count - start)
        for var step in steps[start...] {
            switch step.work {
            case .spans(let list):
                recorded.lists.append(lists[list])
                step.work = .spans(recorded.lists.count - 1)
            case .filter(let pass):
                recorded.passes.append(passes[pass])
                step.work = .filter(recorded.passes.count - 1)
            case .text:
                break
            }
            recorded.steps.append(step)
        }
        return recorded
    }

    /// Adds the first `count` steps of `recorded` again, as they were added.
    func add(_ recorded: Recorded, count: Int) {
        for var step in recorded.steps.prefix(count) {
            switch step.work {
            case .spans(let list):
                lists.append(recorded.lists[list])
                step.work = .spans(lists.count - 1)
            case .filter(let pass):
                passes.append(recorded.passes[pass])
                step.work = .filter(passes.count - 1)
            case .text:
                break
            }
            let index = Int32(steps.count)
            steps.append(step)
            for band in (step.rows.lowerBound / Self.bandRows)...((step.rows.upperBound - 1) / Self.bandRows) { bands[band].append(index) }
        }
    }

    /// `clip` within the canvas, or nil when nothing of it is.
    private func clamped(_ clip: SDL_Rect) -> SDL_Rect? {
        let x0 = max(0, Int(clip.x)), y0 = max(0, Int(clip.y))
        let x1 = min(target.width, Int(clip.x) + Int(clip.w)), y1 = min(target.height, Int(clip.y) + Int(clip.h))
        guard x0 < x1, y0 < y1 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }

    /// Blends everything recorded into the canvas and empties the plan (keeping its storage).
    /// Returns how many pixels were written. With `keepsFrame`, a band whose steps are the kept
    /// run's is not blended again (`isUnchanged`), and this run becomes the kept one.
    @discardableResult
    func run() -> Int {
        guard !steps.isEmpty else { return 0 }
        defer { endRun() }
        let unchanged = keepsFrame && kept != nil ? bands.indices.map(isUnchanged) : []
        skippedBands = unchanged.count { $0 }
        let lanes = min(self.lanes, bands.count)
        if lanes == 1 { return runLane(0, of: 1, skipping: unchanged) }
        var written = [Int](repeating: 0, count: lanes)
        written.withUnsafeMutableBufferPointer { counts in
            // Bands are dealt out in turn, so a busy stretch of the canvas is shared too.
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in counts[lane] = runLane(lane, of: lanes, skipping: unchanged) }
        }
        return written.reduce(0, +)
    }

    // MARK: The kept frame

    /// Whether the plan keeps the steps of its last run, so the next run blends only the bands whose
    /// steps changed. The canvas's owner sets it when nothing but this plan writes the canvas between
    /// runs (or calls `forgetKeptRun()` when something does): a skipped band is trusted to still hold
    /// what the kept run left there.
    var keepsFrame = false {
        didSet { if !keepsFrame { forgetKeptRun() } }
    }

    /// What the last run blended, while the canvas still shows it.
    private struct KeptRun {
        var steps: [Step]
        var lists: [[PixelSpan]]
        var passes: [PixelFilterPass]
        var bands: [[Int32]]
    }

    private var kept: KeptRun?

    /// Bands the last run left as they were, for tests and the statistics.
    private(set) var skippedBands = 0

    /// The canvas was written outside the plan (SDL drew an image, a filter ran on its own, the owner
    /// drew): no band may be trusted to hold what the kept run left there.
    func forgetKeptRun() { kept = nil }

    /// Empties the plan; with `keepsFrame` its steps become the kept run (the arrays swap, so both
    /// keep their storage).
    private func endRun() {
        if keepsFrame {
            var previous = kept ?? KeptRun(steps: [], lists: [], passes: [], bands: Array(repeating: [], count: bands.count))
            swap(&previous.steps, &steps)
            swap(&previous.lists, &lists)
            swap(&previous.passes, &passes)
            swap(&previous.bands, &bands)
            kept = previous
        }
        steps.removeAll(keepingCapacity: true)
        lists.removeAll(keepingCapacity: true)
        passes.removeAll(keepingCapacity: true)
        for band in bands.indices { bands[band].removeAll(keepingCapacity: true) }
    }

    /// Whether `band` would come out of this run exactly as the kept run left it: its first step
    /// covers the whole band opaquely (so the result depends on the steps alone, not on what was
    /// there before), and its steps are the kept run's, one for one. A changed shape, text, colour,
    /// clip, filter, focus ring or scroll position changes a step and so blends the band again: no
    /// caller has to say what changed.
    private func isUnchanged(_ band: Int) -> Bool {
        guard let kept, kept.bands.count == bands.count else { return false }
        let current = bands[band], previous = kept.bands[band]
        guard current.count == previous.count, let first = current.first, coversWholeBand(steps[Int(first)], band: band) else { return false }
        let held = (lists: lists, passes: passes), keptHeld = (lists: kept.lists, passes: kept.passes)
        for (a, b) in zip(current, previous) where !same(steps[Int(a)], held, kept.steps[Int(b)], keptHeld) { return false }
        return true
    }

    /// Whether `step` replaces every pixel of `band`: an opaque span across the canvas's width and
    /// the band's rows (a frame's background), unclipped there.
    private func coversWholeBand(_ step: Step, band: Int) -> Bool {
        guard case .spans(let list) = step.work, let span = lists[list].first else { return false }
        let top = band * Self.bandRows, bottom = min(target.height, top + Self.bandRows)
        return span.color.a == 255 && Int(span.x0) <= 0 && Int(span.x1) >= target.width && Int(span.y0) <= top && Int(span.y1) >= bottom
            && step.clip.x == 0 && Int(step.clip.w) >= target.width && Int(step.clip.y) <= top && Int(step.clip.y + step.clip.h) >= bottom
    }

    /// Whether two steps put the same pixels: the same clip and the same spans (the same cached
    /// array, or equal ones), the same rendering of a line at the same place, or the same filter.
    private func same(_ a: Step, _ aHeld: (lists: [[PixelSpan]], passes: [PixelFilterPass]),
                      _ b: Step, _ bHeld: (lists: [[PixelSpan]], passes: [PixelFilterPass])) -> Bool {
        guard a.clip.x == b.clip.x, a.clip.y == b.clip.y, a.clip.w == b.clip.w, a.clip.h == b.clip.h else { return false }
        switch (a.work, b.work) {
        case (.spans(let i), .spans(let j)):
            return aHeld.lists[i].withUnsafeBytes { x in
                bHeld.lists[j].withUnsafeBytes { y in
                    // The kept run holds its arrays, so the same storage is the same spans.
                    x.count == y.count && (x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }
        case (.text(let p, let px, let py, let po), .text(let q, let qx, let qy, let qo)):
            return p.serial == q.serial && px == qx && py == qy && po == qo
        case (.filter(let i), .filter(let j)):
            let p = aHeld.passes[i], q = bHeld.passes[j]
            return p === q || p.description == q.description
        default:
            return false
        }
    }

    /// Carries out the bands `lane`, `lane + lanes`, … top to bottom, but those `unchanged` marks.
    /// Through the arrays' storage: indexing the arrays copied each step and retained each spans
    /// array it blended, an atomic count on every step of a 10,000-step frame.
    private func runLane(_ lane: Int, of lanes: Int, skipping unchanged: [Bool]) -> Int {
        steps.withUnsafeBufferPointer { steps in
            lists.withUnsafeBufferPointer { lists in
                bands.withUnsafeBufferPointer { bands in
                    var written = 0
                    var band = lane
                    while band < bands.count {
                        if !unchanged.isEmpty && unchanged[band] {
                            band += lanes
                            continue
                        }
                        let top = band * Self.bandRows, bottom = min(target.height, top + Self.bandRows)
                        bands[band].withUnsafeBufferPointer { indices in
                            for index in indices {
                                let stepClip = steps[Int(index)].clip
                                let y0 = max(top, Int(stepClip.y)), y1 = min(bottom, Int(stepClip.y + stepClip.h))
                                guard y0 < y1 else { continue }
                                let clip = SDL_Rect(x: stepClip.x, y: Int32(y0), w: stepClip.w, h: Int32(y1 - y0))
                                switch steps[Int(index)].work {
                                case .spans(let list):
                                    written += lists[list].withUnsafeBufferPointer { spans in
                                        target.blend(Self.spans(spans, reaching: y0), clip: clip)
                                    }
                                case .text(let image, let x, let y, let opacity):
                                    written += target.blend(image, x: x, y: y, opacity: opacity, clip: clip)
                                case .filter(let pass):
                                    passes[pass].apply(to: UnsafeMutableRawPointer(target.pixels).assumingMemoryBound(to: UInt8.self),
                                               rowBytes: target.stride * 4, rows: y0..<y1, lane: lane)
                                }
                            }
                        }
                        band += lanes
                    }
                    return written
                }
            }
        }
    }

    /// The spans from the first ending below `top`, from spans in row order (a binary search; the
    /// blend stops at the first starting below the band).
    private static func spans(_ spans: UnsafeBufferPointer<PixelSpan>, reaching top: Int) -> UnsafeBufferPointer<PixelSpan> {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if Int(spans[middle].y1) <= top { low = middle + 1 } else { high = middle }
        }
        return UnsafeBufferPointer(rebasing: spans[low...])
    }
}
